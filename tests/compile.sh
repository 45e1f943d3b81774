#!/bin/sh
# Build matrix for users' compilers: jaxcore.h included from C99/C11/C17 and
# C++98/11/17/20 TUs linked into one program; JAXCORE_STATIC in two TUs; C89 declarations;
# the implementation clean under extra warnings. Prints "N passed, M failed" last.
cd "$(dirname "$0")/.." || exit 2
B=build/tests/compile
mkdir -p "$B"
W="-Wall -Wextra -Wpedantic -Werror"
passed=0
failed=0
step() {
    name=$1
    shift
    if "$@" >"$B/$name.log" 2>&1; then
        passed=$((passed + 1))
        echo "ok   $name"
    else
        failed=$((failed + 1))
        echo "FAIL $name"
        tail -n 8 "$B/$name.log"
    fi
}
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
step c89-declarations gcc -std=c89 $W -fsyntax-only -x c jaxcore.h
step cxx98-implementation g++ -std=c++98 $W -fsyntax-only -x c++ jaxcore.c
step extra-warnings gcc -std=c99 $W -Wconversion -Wsign-conversion -Wshadow -Wundef -Wcast-align \
    -Wstrict-prototypes -Wmissing-prototypes -c jaxcore.c -o "$B/extra.o"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
