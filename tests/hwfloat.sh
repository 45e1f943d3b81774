#!/bin/sh
# The samplers' hardware float pipelines against the software float (tests/hwfloat.c) in the
# builds that run here: every float32 sampler on every SIMD instance the CPU runs, fused and
# not, over every STRIDE-th of the 2^23 uniform inputs (plus the first and last 4096) under
# a hostile floating-point environment. usage: hwfloat.sh [STRIDE] (default 16; make
# exhaustive passes 1: all 2^23). The optimized -ffast-math builds are checked at 4x the
# stride, -O0 and emulated ones at 32x. Prints "N passed, M failed, K skipped" last.
cd "$(dirname "$0")/.." || exit 2
B=build/tests/hwfloat
mkdir -p "$B"
S=${1:-16}
WARN="-Wall -Wextra -Wpedantic -Werror"
passed=0
failed=0
skipped=0
have() { command -v "$1" >/dev/null 2>&1; }

# run NAME STRIDE RUNNER COMPILER FLAGS...
run() {
    name=$1 stride=$2 runner=$3
    shift 3
    if ! "$@" tests/hwfloat.c -o "$B/$name" 2>"$B/$name.log"; then
        failed=$((failed + 1))
        echo "FAIL $name: build"
        tail -n 5 "$B/$name.log"
        return
    fi
    $runner "$B/$name" "$stride" >"$B/$name.out" 2>&1
    grep -E '^(FAIL|skip|  )' "$B/$name.out" | sed "s|^|$name: |" | head -n 20
    set -- $(tail -n 1 "$B/$name.out")
    if [ $# -ge 6 ]; then
        passed=$((passed + $1))
        failed=$((failed + $3))
        skipped=$((skipped + $5))
        echo "ok   $name (stride $stride): $1 passed, $3 failed, $5 skipped"
    else
        failed=$((failed + 1))
        echo "FAIL $name: no summary"
    fi
}

run gcc-O2 "$S" "" gcc -std=c99 $WARN -O2
run gcc-fast-math-native $((S * 4)) "" gcc -std=gnu99 $WARN -O3 -ffast-math -ffp-contract=fast -march=native
if have clang; then
    run clang-fast-math-native $((S * 4)) "" clang -std=c99 $WARN -O3 -ffast-math -march=native
else
    echo "skip clang (not installed)"
    skipped=$((skipped + 1))
fi
run gxx-O2 $((S * 4)) "" g++ -x c++ -std=c++11 $WARN -O2
run gcc-O0 $((S * 32)) "" gcc -std=c99 $WARN -O0
if have aarch64-linux-gnu-gcc && have qemu-aarch64 && [ -d /usr/aarch64-linux-gnu ]; then
    run aarch64-neon-qemu $((S * 32)) "qemu-aarch64 -L /usr/aarch64-linux-gnu" aarch64-linux-gnu-gcc -std=c99 $WARN -O2
else
    echo "skip aarch64-neon-qemu (aarch64-linux-gnu-gcc or qemu-aarch64 not installed)"
    skipped=$((skipped + 1))
fi
if have i686-linux-gnu-gcc && have qemu-i386 && [ -d /usr/i686-linux-gnu ]; then
    run i686-sse2-qemu $((S * 32)) "qemu-i386 -L /usr/i686-linux-gnu" i686-linux-gnu-gcc -std=c99 $WARN -O2 -msse2
else
    echo "skip i686-sse2-qemu (i686-linux-gnu-gcc or qemu-i386 not installed)"
    skipped=$((skipped + 1))
fi
echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
