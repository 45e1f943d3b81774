#!/bin/sh
# Builds the test suite in every configuration available here, runs each, and prints the
# sum as its last line: "N passed, M failed". Exit status 0 only if nothing failed.
# A configuration that does not compile counts as one failure. Called by `make test`.
set -u
cd "$(dirname "$0")/.." || exit 2
B=build/tests
mkdir -p "$B"
WARN="-Wall -Wextra -Wpedantic -Werror"
SRCS="tests/test_main.c $(ls tests/test_*.c | grep -v test_main.c | tr '\n' ' ')"
passed=0
failed=0

# add_summary LOG: adds the "N passed, M failed" line of LOG to the totals.
add_summary() {
    line=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$1" | tail -n 1)
    if [ -z "$line" ]; then
        echo "  no summary line in $1" >&2
        failed=$((failed + 1))
        return
    fi
    set -- $line
    passed=$((passed + $1))
    failed=$((failed + $3))
}

# config NAME COMPILER FLAGS...: builds the suite with COMPILER and runs it.
config() {
    name=$1
    shift
    echo "== $name"
    if ! "$@" -I. $SRCS -o "$B/$name" 2>"$B/$name.build.log"; then
        cat "$B/$name.build.log" >&2
        echo "  build failed" >&2
        failed=$((failed + 1))
        return
    fi
    $RUN "$B/$name" >"$B/$name.log" 2>&1
    rc=$?
    grep -v '^[0-9]* passed, [0-9]* failed$' "$B/$name.log" | head -n 40
    tail -n 1 "$B/$name.log"
    add_summary "$B/$name.log"
    [ $rc -eq 0 ] || grep -q ' [1-9][0-9]* failed$' "$B/$name.log" || failed=$((failed + 1))
}

# check NAME COMMAND...: one test that passes when COMMAND exits 0.
check() {
    name=$1
    shift
    if "$@" >"$B/$name.log" 2>&1; then
        passed=$((passed + 1))
        echo "ok   $name"
    else
        failed=$((failed + 1))
        echo "FAIL $name" >&2
        tail -n 20 "$B/$name.log" >&2
    fi
}

# script NAME COMMAND...: a test script that prints its own summary line.
script() {
    name=$1
    shift
    echo "== $name"
    "$@" >"$B/$name.log" 2>&1
    grep -v '^[0-9]* passed, [0-9]* failed$' "$B/$name.log" | grep -v '^ok ' | head -n 40
    tail -n 1 "$B/$name.log"
    add_summary "$B/$name.log"
}

have() { command -v "$1" >/dev/null 2>&1; }
RUN="" # a command prefix that runs the test binary (an emulator for cross builds)

config c99-gcc gcc -std=c99 $WARN -O2
have clang && config c99-clang clang -std=c99 $WARN -O2
config cxx11-gxx g++ -x c++ -std=c++11 $WARN -O2
have clang++ && config cxx11-clangxx clang++ -x c++ -std=c++11 $WARN -O2
config asan-ubsan gcc -std=c99 $WARN -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all
# prng: scalar only, and the compile-time SIMD selection of -march=native
config c99-gcc-nosimd gcc -std=c99 $WARN -O2 -DJAXCORE_NO_SIMD
config cxx11-gxx-nosimd g++ -x c++ -std=c++11 $WARN -O2 -DJAXCORE_NO_SIMD
config c99-gcc-native gcc -std=c99 $WARN -O2 -march=native
# prng: the NEON path, cross-compiled for aarch64 and run under qemu when both are installed
# (.ci/run installs gcc-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user)
if have aarch64-linux-gnu-gcc && have qemu-aarch64 && [ -d /usr/aarch64-linux-gnu ]; then
    RUN="qemu-aarch64 -L /usr/aarch64-linux-gnu"
    config aarch64-neon-qemu aarch64-linux-gnu-gcc -std=c99 $WARN -O2
    config aarch64-nosimd-qemu aarch64-linux-gnu-gcc -std=c99 $WARN -O2 -DJAXCORE_NO_SIMD
    RUN=""
else
    echo "== aarch64-neon-qemu: skipped (aarch64-linux-gnu-gcc or qemu-aarch64 not installed)"
fi
# The user's flags must not change a sample: fast-math, free FP contraction and FMA hardware.
FMA_FLAG=""
grep -qw fma /proc/cpuinfo 2>/dev/null && FMA_FLAG="-mfma"
config fast-math gcc -std=gnu99 $WARN -O2 -ffast-math -ffp-contract=fast $FMA_FLAG

check gen-tables-fresh sh -c "gcc -std=c99 $WARN -O1 tools/gen_tables.c -o $B/gen_tables && $B/gen_tables --check jaxcore.h"
# prng: threads sharding generation (and racing on the first CPU-feature detection)
check sharded-tsan sh -c "gcc -std=c99 $WARN -O1 -g -fsanitize=thread -I. examples/sharded.c -o $B/sharded-tsan -lpthread && $B/sharded-tsan"
check cli-builds-alone sh -c "cc -O2 -I. tools/jaxcore.c -o $B/jaxcore-alone"
script cli sh tests/test_cli.sh "$B/jaxcore-alone"
script examples sh tests/test_examples.sh

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
