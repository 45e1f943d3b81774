#!/bin/sh
# Determinism matrix: builds tests/digest.c in every configuration this machine can build
# and run, and checks that each prints the committed digest (tests/digest.expected).
# Configurations whose toolchain or emulator is missing are reported as "skip" lines and
# counted as skipped; .ci/run installs all of them. Prints "N passed, M failed, K skipped".
cd "$(dirname "$0")/.." || exit 2
B=build/tests/matrix
mkdir -p "$B"
want=$(cat tests/digest.expected)
WARN="-Wall -Wextra -Wpedantic -Werror"
passed=0
failed=0
skipped=0
have() { command -v "$1" >/dev/null 2>&1; }
CR=$(printf '\r')
EXE="" # the executable's file name suffix (.exe for Windows builds)

# run_config NAME RUNNER COMPILER FLAGS...: RUNNER is "" or an emulator command line.
# The digest is computed once per SIMD path the build has and the CPU supports; a path the
# build has and the CPU lacks (AVX-512 on an AVX2 machine) is a counted skip.
run_config() {
    name=$1 runner=$2
    shift 2
    if ! "$@" tests/digest.c -o "$B/$name$EXE" 2>"$B/$name.log"; then
        failed=$((failed + 1))
        echo "FAIL $name: build"
        tail -n 5 "$B/$name.log"
        return
    fi
    for path in scalar sse2 avx2 avx512 neon simd128 auto; do
        got=$($runner "$B/$name$EXE" $path 2>>"$B/$name.log")
        rc=$?
        got=${got%"$CR"} # Windows' text-mode stdout ends the line with CR LF
        [ $rc -eq 2 ] && continue # path not in this build
        if [ $rc -eq 3 ]; then
            skip "$name/$path" "compiled in, not supported by this CPU"
            continue
        fi
        if [ "$got" = "$want" ]; then
            passed=$((passed + 1))
            echo "ok   $name/$path $got"
        else
            failed=$((failed + 1))
            echo "FAIL $name/$path: digest $got, expected $want"
        fi
    done
}
skip() {
    skipped=$((skipped + 1))
    echo "skip $1 ($2)"
}

run_config gcc-O0 "" gcc -std=c99 $WARN -O0
run_config gcc-O3 "" gcc -std=c99 $WARN -O3
run_config gcc-fast-math "" gcc -std=c99 $WARN -O3 -ffast-math -ffp-contract=fast
run_config gxx-O2 "" g++ -x c++ -std=c++11 $WARN -O2
# the x86 kernels as MSVC compiles them (intrinsics; gcc and clang use GNU C vectors)
run_config gcc-intrin-kernels "" gcc -std=c99 $WARN -O2 -DJAXCORE_I_INTRIN_KERNELS
# the configuration macros that leave x86 paths out (JAXCORE_NO_AVX2 drops AVX-512 too)
run_config gcc-no-avx2 "" gcc -std=c99 $WARN -O2 -DJAXCORE_NO_AVX2
run_config gcc-no-avx512 "" gcc -std=c99 $WARN -O2 -DJAXCORE_NO_AVX512
if have clang; then
    run_config clang-O0 "" clang -std=c99 $WARN -O0
    run_config clang-O3 "" clang -std=c99 $WARN -O3
    run_config clang-fast-math "" clang -std=c99 $WARN -O3 -ffast-math
else
    skip clang "clang not installed"
fi
# an x86-64 CPU without AVX-512 (qemu's Haswell model: AVX2 runs emulated, AVX-512 is the
# counted skip a CI machine without it reports)
if have qemu-x86_64 && [ "$(uname -m)" = x86_64 ]; then
    run_config x86-64-haswell-cpu "qemu-x86_64 -cpu Haswell" gcc -std=c99 $WARN -O2
else
    skip x86-64-haswell-cpu "qemu-user not installed"
fi
if have i686-linux-gnu-gcc && have qemu-i386; then
    run_config i386-O2 "qemu-i386 -L /usr/i686-linux-gnu" i686-linux-gnu-gcc -std=c99 $WARN -O2
else
    skip i386 "gcc-i686-linux-gnu or qemu-user not installed"
fi
if have aarch64-linux-gnu-gcc && have qemu-aarch64; then
    run_config aarch64-O2 "qemu-aarch64 -L /usr/aarch64-linux-gnu" aarch64-linux-gnu-gcc -std=c99 $WARN -O2
else
    skip aarch64 "gcc-aarch64-linux-gnu or qemu-user not installed"
fi
if have s390x-linux-gnu-gcc && have qemu-s390x; then
    run_config s390x-big-endian "qemu-s390x -L /usr/s390x-linux-gnu" s390x-linux-gnu-gcc -std=c99 $WARN -O2
else
    skip s390x "gcc-s390x-linux-gnu or qemu-user not installed"
fi
# 32-bit Arm (hard float; VFP only, then NEON) and RISC-V 64
if have arm-linux-gnueabihf-gcc && have qemu-arm && [ -d /usr/arm-linux-gnueabihf ]; then
    run_config armhf-O2 "qemu-arm -L /usr/arm-linux-gnueabihf" arm-linux-gnueabihf-gcc -std=c99 $WARN -O2
    run_config armhf-neon-O2 "qemu-arm -L /usr/arm-linux-gnueabihf" arm-linux-gnueabihf-gcc -std=c99 $WARN -O2 -mfpu=neon
else
    skip armhf "gcc-arm-linux-gnueabihf, libc6-dev-armhf-cross or qemu-user not installed"
fi
if have riscv64-linux-gnu-gcc && have qemu-riscv64 && [ -d /usr/riscv64-linux-gnu ]; then
    run_config riscv64-O2 "qemu-riscv64 -L /usr/riscv64-linux-gnu" riscv64-linux-gnu-gcc -std=c99 $WARN -O2
else
    skip riscv64 "gcc-riscv64-linux-gnu, libc6-dev-riscv64-cross or qemu-user not installed"
fi
# Windows: mingw-w64 under wine (its own WINEPREFIX: tests/run.sh may run wine beside it)
WINE=$(command -v wine64 || command -v wine)
if have x86_64-w64-mingw32-gcc && [ -n "$WINE" ]; then
    export WINEPREFIX="$PWD/$B/wine" WINEDEBUG=-all
    EXE=.exe
    run_config mingw-w64-wine "$WINE" x86_64-w64-mingw32-gcc -std=c99 $WARN -O2
    EXE=""
else
    skip mingw-w64-wine "gcc-mingw-w64-x86-64 or wine64 not installed"
fi
# WebAssembly (wasm32-wasi, scalar and SIMD128) under Node's WASI
if have node && echo 'int main(void){return 0;}' |
    clang --target=wasm32-wasi -x c - -o "$B/wasi-probe" 2>/dev/null; then
    WASI="node --no-warnings tests/wasi.mjs"
    run_config wasm32-O2 "$WASI" clang --target=wasm32-wasi -std=c99 $WARN -O2
    run_config wasm32-simd128-O2 "$WASI" clang --target=wasm32-wasi -msimd128 -std=c99 $WARN -O2
else
    skip wasm32 "node, or clang with wasi-libc, lld and libclang-rt-14-dev-wasm32, not installed"
fi
# Emscripten (Debian's 3.1.6; standalone wasm: its JS glue does not run on Node 20)
if have emcc && have node; then
    EXE=.wasm
    run_config emscripten-simd128-O2 "node --no-warnings tests/wasi.mjs" emcc -sSTANDALONE_WASM \
        -msimd128 -std=c99 $WARN -O2
    EXE=""
else
    skip emscripten "emscripten or node not installed"
fi

# Firmware: the core (jaxcore.c) and the firmware example compile freestanding for a
# Cortex-M4 and reference no allocator, stdio or libm symbol (only what the compiler
# itself may call: mem*, __aeabi_*).
freestanding() { # freestanding NAME SOURCE [FLAGS...]
    name=$1 src=$2
    shift 2
    if arm-none-eabi-gcc -std=c99 $WARN -Os -mcpu=cortex-m4 -mthumb -ffreestanding -nostdlib \
        -I. "$@" -c "$src" -o "$B/$name.o" 2>"$B/$name.log"; then
        undefined=$(arm-none-eabi-nm -u "$B/$name.o" | awk '{print $2}')
        bad_syms=$(echo "$undefined" | grep -v -E '^(memcpy|memset|memmove|__aeabi_[a-z0-9_]+|)$')
        if [ -z "$bad_syms" ]; then
            passed=$((passed + 1))
            echo "ok   $name (undefined: $(echo $undefined))"
        else
            failed=$((failed + 1))
            echo "FAIL $name: references $(echo $bad_syms)"
        fi
    else
        failed=$((failed + 1))
        echo "FAIL $name: build"
        tail -n 5 "$B/$name.log"
    fi
}
if have arm-none-eabi-gcc; then
    freestanding cortex-m4-core jaxcore.c
    freestanding cortex-m4-firmware-example examples/firmware.c -DJAXCORE_EXAMPLE_FREESTANDING
else
    skip cortex-m4-freestanding "gcc-arm-none-eabi not installed"
fi

echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
