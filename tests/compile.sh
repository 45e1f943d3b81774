#!/bin/sh
# Build matrix for users' compilers: jaxcore.h included from C99/C11/C17 and
# C++98/11/17/20 TUs linked into one program; JAXCORE_STATIC in two TUs; C89 declarations;
# the implementation clean under extra warnings. Prints "N passed, M failed, K skipped" last.
cd "$(dirname "$0")/.." || exit 2
B=build/tests/compile
mkdir -p "$B"
W="-Wall -Wextra -Wpedantic -Werror"
STEP_TAIL=8
. tests/lib.sh
tu() { # tu NAME COMPILER STD
    step "$1" $2 -x "$4" -std=$3 $W -DJAXCORE_TU_NAME=$1 -c tests/compile/tu.c -o "$B/$1.o"
}

tu tu_c99 gcc c99 c
tu tu_c11 gcc c11 c
tu tu_c17 gcc c17 c
tu tu_cxx98 g++ c++98 c++
tu tu_cxx11 g++ c++11 c++
tu tu_cxx17 g++ c++17 c++
tu tu_cxx20 g++ c++20 c++
step link-all-standards sh -c "gcc -std=c99 $W -c tests/compile/main.c -o $B/main.o &&
    g++ $B/main.o $B/tu_c99.o $B/tu_c11.o $B/tu_c17.o $B/tu_cxx98.o $B/tu_cxx11.o \
        $B/tu_cxx17.o $B/tu_cxx20.o -o $B/standards && $B/standards"
step static-two-tus sh -c "gcc -std=c99 $W -DJAXCORE_TU_NAME=static_one -c tests/compile/static_tu.c -o $B/s1.o &&
    gcc -std=c99 $W -DJAXCORE_TU_NAME=static_two -c tests/compile/static_tu.c -o $B/s2.o &&
    gcc -std=c99 $W tests/compile/static_main.c $B/s1.o $B/s2.o -o $B/static && $B/static"
# a user's one-TU program (JAXCORE_STATIC) at -O2 and -O3 -march=native: no warning, and it runs
user() { # user NAME COMPILER FLAGS
    step "$1" sh -c "$2 -std=c99 $W $3 tests/compile/user.c -o $B/$1 -lm && $B/$1"
}
user user-gcc-O2 gcc -O2
user user-gcc-O3-native gcc "-O3 -march=native"
if have clang; then
    user user-clang-O2 clang -O2
    user user-clang-O3-native clang "-O3 -march=native"
else
    skip user-clang "clang not installed"
fi
# C++: the typed sampler overloads reject an output type that is not their dtype's
misuse() { # misuse NAME STATEMENT: a C++ TU with STATEMENT must not compile
    printf '#include "jaxcore.h"\nvoid f(jaxcore_key k) { %s }\n' "$2" >"$B/$1.cc"
    step "$1" sh -c "! g++ -std=c++11 $W -I. -fsyntax-only $B/$1.cc"
}
misuse cxx-rejects-u16-as-float "uint16_t o[1]; jaxcore::uniform(k, 1, 0.0, 1.0, o);"
misuse cxx-rejects-int-as-float "int o[1]; jaxcore::normal(k, 1, o);"
misuse cxx-rejects-double-bits "double o[1]; jaxcore::bits(k, 1, o);"
misuse cxx-rejects-float-randint "float o[1]; jaxcore::randint(k, 1, 0, 9, o);"
step cxx-accepts-typed sh -c "printf '#include \"jaxcore.h\"\nvoid f(jaxcore_key k) { jaxcore::bfloat16 o[1]; jaxcore::uniform(k, 1, 0.0, 1.0, o); }\n' >$B/typed.cc && g++ -std=c++98 $W -I. -fsyntax-only $B/typed.cc"
step c89-declarations gcc -std=c89 $W -fsyntax-only -x c jaxcore.h
step cxx98-implementation g++ -std=c++98 $W -fsyntax-only -x c++ jaxcore.c
# the implementation leaves no internal macro behind but its include guard
step internal-macros-undefined sh -c "printf '#define JAXCORE_IMPLEMENTATION\n#include \"jaxcore.h\"\n' |
    gcc -dM -E -I. -x c - | grep -o 'define JAXCORE_I_[A-Z0-9_]*' | grep -v -x 'define JAXCORE_I_IMPLEMENTED' | sed 's/^/left defined: /' | (! grep .)"
step extra-warnings gcc -std=c99 $W -Wconversion -Wsign-conversion -Wshadow -Wundef -Wcast-align \
    -Wstrict-prototypes -Wmissing-prototypes -c jaxcore.c -o "$B/extra.o"

# clang in MSVC mode (the target of clang-cl; MSVC itself cannot run here): the implementation
# compiles warning-free with every SIMD path of the target, as C and C++, and with
# JAXCORE_STATIC under -Wunused-function. -ffreestanding: no Windows SDK is installed, so the
# C headers, the intrinsics headers and the ABI are clang's own. Compile only; nothing runs.
# 32-bit x86 with -msse2, as MSVC's default /arch:SSE2 (_M_IX86_FP 2).
msvc() { # msvc NAME TARGET-FLAGS KERNELS
    name=$1 tflags=$2 kernels=$3
    step "$name" sh -c "for l in 'c -std=c99' 'c++ -std=c++11'; do
        clang $tflags -ffreestanding -x \$l $W -O1 -c jaxcore.c -o $B/$name.o &&
        clang $tflags -ffreestanding -x \$l $W -Wunused-function -DJAXCORE_STATIC -c jaxcore.c \
            -o $B/$name-static.o || exit 1
        for k in $kernels; do
            $NM $B/$name.o | grep -Eq \"jaxcore_i_kernel_\$k(@|\\\$)\" || { echo no \$k kernel; exit 1; }
        done
    done"
}
NM=$(command -v llvm-nm || ls /usr/lib/llvm-*/bin/llvm-nm 2>/dev/null | tail -n 1)
if have clang && [ -n "$NM" ]; then
    msvc clang-msvc-x64 --target=x86_64-pc-windows-msvc "scalar sse2 avx2 avx512"
    msvc clang-msvc-x86 "--target=i686-pc-windows-msvc -msse2" "scalar sse2 avx2 avx512"
    msvc clang-msvc-arm64 --target=aarch64-pc-windows-msvc "scalar neon"
else
    skip clang-msvc "clang or llvm-nm not installed"
fi
summary
