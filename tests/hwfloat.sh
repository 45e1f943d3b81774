#!/bin/sh
# The samplers' hardware float pipelines against the software float (tests/hwfloat.c) in the
# builds that run here: every float32 sampler on every SIMD instance the CPU runs, fused and
# not, under a hostile floating-point environment. The one-draw samplers with fixed
# parameters (all but gumbel high/highest and maxwell) are checked on all 2^23 uniform
# inputs in every native build (tests/matrix.sh's native configurations and three more):
# the gcc -O2 build first hashes the software float's outputs per block of 4096 inputs, in
# two processes, and each build compares its instances' hashes with those (weibull_min, whose
# kernel calls the software pow lane by lane: one block in 16). The other samplers, and the
# emulated builds, take every STRIDE-th input (plus the first and last 4096): usage:
# hwfloat.sh [STRIDE] (default 16); -ffast-math builds at 4x the stride, -O0 and emulated
# ones at 32x, WebAssembly SIMD128 (Node) at STRIDE. make exhaustive passes 1: stride 1 and every block in every build, the
# emulated ones included (through the hashes). Prints "N passed, M failed, K skipped" last.
cd "$(dirname "$0")/.." || exit 2
B=build/tests/hwfloat
mkdir -p "$B"
S=${1:-16}
WARN="-Wall -Wextra -Wpedantic -Werror"
passed=0
failed=0
skipped=0
have() { command -v "$1" >/dev/null 2>&1; }

# build NAME STRIDE RUNNER COMPILER FLAGS...: builds and runs one configuration into
# $B/NAME.out ($B/NAME.bad if it did not build); report NAME STRIDE counts and prints it;
# run does both. Two builds at a time: build A ... & build B ...; wait; report A; report B
build() {
    name=$1 stride=$2 runner=$3
    shift 3
    rm -f "$B/$name.out" "$B/$name.bad"
    if [ "$name" = gcc-O2 ] && [ -x "$B/gcc-O2" ]; then
        : # built above
    elif ! "$@" tests/hwfloat.c -o "$B/$name" 2>"$B/$name.log"; then
        touch "$B/$name.bad"
        return
    fi
    $runner "$B/$name" $stride >"$B/$name.out" 2>&1
}
report() {
    name=$1 stride=$2
    if [ -e "$B/$name.bad" ]; then
        failed=$((failed + 1))
        echo "FAIL $name: build"
        tail -n 5 "$B/$name.log"
        return
    fi
    grep -E '^(FAIL|skip|  )' "$B/$name.out" | sed "s|^|$name: |" | head -n 20
    set -- $(tail -n 1 "$B/$name.out")
    if [ $# -ge 6 ]; then
        passed=$((passed + $1))
        failed=$((failed + $3))
        skipped=$((skipped + $5))
        case $stride in
        *" "*) how="all 2^23 inputs of the one-draw samplers, stride ${stride%% *} for the others" ;;
        *) how="stride $stride" ;;
        esac
        echo "ok   $name ($how): $1 passed, $3 failed, $5 skipped"
    else
        failed=$((failed + 1))
        echo "FAIL $name: no summary"
    fi
}
run() {
    build "$@"
    report "$1" "$2"
}

# the software float's hashes, from the gcc -O2 build (which run then reuses)
REF=""
rm -f "$B/soft0.bin" "$B/soft1.bin" "$B/gcc-O2"
if gcc -std=c99 $WARN -O2 tests/hwfloat.c -o "$B/gcc-O2" 2>"$B/gcc-O2.log"; then
    "$B/gcc-O2" soft "$B/soft0.bin" 0 2 &
    p0=$!
    "$B/gcc-O2" soft "$B/soft1.bin" 1 2
    r1=$?
    if wait $p0 && [ $r1 -eq 0 ]; then
        REF="$B/soft0.bin $B/soft1.bin"
    else
        echo "FAIL software float hashes"
        failed=$((failed + 1))
    fi
fi

M4=4 M32=32 # the stride multipliers; make exhaustive (STRIDE 1): all builds at 1
[ "$S" = 1 ] && M4=1 M32=1
build gcc-O2 "$S $REF" "" gcc -std=c99 $WARN -O2 &
p0=$!
build gcc-O3 "$S $REF" "" gcc -std=c99 $WARN -O3
wait $p0
report gcc-O2 "$S $REF"
report gcc-O3 "$S $REF"
build gcc-fast-math $((S * M4))" $REF" "" gcc -std=c99 $WARN -O3 -ffast-math -ffp-contract=fast &
p0=$!
build gcc-fast-math-native $((S * M4))" $REF" "" gcc -std=gnu99 $WARN -O3 -ffast-math -ffp-contract=fast -march=native
wait $p0
report gcc-fast-math $((S * M4))" $REF"
report gcc-fast-math-native $((S * M4))" $REF"
if have clang; then
    build clang-O0 $((S * M32))" $REF" "" clang -std=c99 $WARN -O0 &
    p0=$!
    build clang-O3 "$S $REF" "" clang -std=c99 $WARN -O3
    wait $p0
    report clang-O0 $((S * M32))" $REF"
    report clang-O3 "$S $REF"
    build clang-fast-math $((S * M4))" $REF" "" clang -std=c99 $WARN -O3 -ffast-math &
    p0=$!
    build clang-fast-math-native $((S * M4))" $REF" "" clang -std=c99 $WARN -O3 -ffast-math -march=native
    wait $p0
    report clang-fast-math $((S * M4))" $REF"
    report clang-fast-math-native $((S * M4))" $REF"
else
    echo "skip clang (not installed)"
    skipped=$((skipped + 1))
fi
build gxx-O2 $((S * M4))" $REF" "" g++ -x c++ -std=c++11 $WARN -O2 &
p0=$!
build gcc-O0 $((S * M32))" $REF" "" gcc -std=c99 $WARN -O0
wait $p0
report gxx-O2 $((S * M4))" $REF"
report gcc-O0 $((S * M32))" $REF"
# emulated builds: the hashes too in make exhaustive (STRIDE 1), where the software float
# itself would take hours under qemu
QREF=""
[ "$S" = 1 ] && QREF=" $REF"
if have aarch64-linux-gnu-gcc && have qemu-aarch64 && [ -d /usr/aarch64-linux-gnu ]; then
    run aarch64-neon-qemu $((S * M32))"$QREF" "qemu-aarch64 -L /usr/aarch64-linux-gnu" aarch64-linux-gnu-gcc -std=c99 $WARN -O2
else
    echo "skip aarch64-neon-qemu (aarch64-linux-gnu-gcc or qemu-aarch64 not installed)"
    skipped=$((skipped + 1))
fi
if have i686-linux-gnu-gcc && have qemu-i386 && [ -d /usr/i686-linux-gnu ]; then
    run i686-sse2-qemu $((S * M32))"$QREF" "qemu-i386 -L /usr/i686-linux-gnu" i686-linux-gnu-gcc -std=c99 $WARN -O2 -msse2
else
    echo "skip i686-sse2-qemu (i686-linux-gnu-gcc or qemu-i386 not installed)"
    skipped=$((skipped + 1))
fi
# WebAssembly SIMD128 under Node's WASI (its instance marks lanes for the software float)
if have node && echo 'int main(void){return 0;}' |
    clang --target=wasm32-wasi -x c - -o "$B/wasi-probe" 2>/dev/null; then
    run wasm32-simd128-node "$S" "node --no-warnings tests/wasi.mjs" clang --target=wasm32-wasi \
        -Wl,--initial-memory=268435456 -msimd128 -std=c99 $WARN -O2
else
    echo "skip wasm32-simd128-node (node, or clang with wasi-libc not installed)"
    skipped=$((skipped + 1))
fi
echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
