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
skipped=0

# add_summary LOG: adds the "N passed, M failed" line of LOG to the totals.
add_summary() {
    line=$(grep -E '^[0-9]+ passed, [0-9]+ failed(, [0-9]+ skipped)?$' "$1" | tail -n 1)
    if [ -z "$line" ]; then
        echo "  no summary line in $1" >&2
        failed=$((failed + 1))
        return
    fi
    set -- $line
    passed=$((passed + $1))
    failed=$((failed + $3))
    [ $# -ge 6 ] && skipped=$((skipped + $5))
}

# config NAME COMPILER FLAGS...: builds the suite with COMPILER and runs it.
config() {
    name=$1
    shift
    echo "== $name"
    if ! "$@" -I. $SRCS -lm -o "$B/$name$EXE" 2>"$B/$name.build.log"; then
        cat "$B/$name.build.log" >&2
        echo "  build failed" >&2
        failed=$((failed + 1))
        return
    fi
    $RUN "$B/$name$EXE" >"$B/$name.log" 2>&1
    rc=$?
    # Windows' text-mode stdout ends lines with CR LF
    [ -z "$EXE" ] || { tr -d '\r' <"$B/$name.log" >"$B/$name.log.lf" && mv "$B/$name.log.lf" "$B/$name.log"; }
    grep -v -E '^[0-9]+ passed, [0-9]+ failed(, [0-9]+ skipped)?$' "$B/$name.log" | head -n 40
    tail -n 1 "$B/$name.log"
    add_summary "$B/$name.log"
    [ $rc -eq 0 ] || grep -q -E ' [1-9][0-9]* failed(, [0-9]+ skipped)?$' "$B/$name.log" || failed=$((failed + 1))
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
    grep -v -E '^[0-9]+ passed, [0-9]+ failed' "$B/$name.log" | grep -v '^ok ' | head -n 40
    tail -n 1 "$B/$name.log"
    add_summary "$B/$name.log"
}

have() { command -v "$1" >/dev/null 2>&1; }
RUN="" # a command prefix that runs the test binary (an emulator for cross builds)
EXE="" # the test binary's file name suffix (.exe for Windows builds)

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
    skipped=$((skipped + 1))
fi
# the whole suite on a 32-bit x86 and on a big-endian target, under qemu
# (.ci/run installs gcc-i686-linux-gnu libc6-dev-i386-cross gcc-s390x-linux-gnu libc6-dev-s390x-cross)
for target in i686:i386 s390x:s390x; do
    triple=${target%%:*}-linux-gnu
    emu=qemu-${target#*:}
    if have "$triple-gcc" && have "$emu" && [ -d "/usr/$triple" ]; then
        RUN="$emu -L /usr/$triple"
        config "$triple-qemu" "$triple-gcc" -std=c99 $WARN -O2
        RUN=""
    else
        echo "== $triple-qemu: skipped ($triple-gcc or $emu not installed)"
        skipped=$((skipped + 1))
    fi
done
# 32-bit Arm (VFP only, and NEON) and RISC-V 64, whole suite under qemu (.ci/run installs
# gcc-arm-linux-gnueabihf libc6-dev-armhf-cross gcc-riscv64-linux-gnu libc6-dev-riscv64-cross)
if have arm-linux-gnueabihf-gcc && have qemu-arm && [ -d /usr/arm-linux-gnueabihf ]; then
    RUN="qemu-arm -L /usr/arm-linux-gnueabihf"
    config armhf-qemu arm-linux-gnueabihf-gcc -std=c99 $WARN -O2
    config armhf-neon-qemu arm-linux-gnueabihf-gcc -std=c99 $WARN -O2 -mfpu=neon
    RUN=""
else
    echo "== armhf-qemu: skipped (arm-linux-gnueabihf-gcc or qemu-arm not installed)"
    skipped=$((skipped + 1))
fi
if have riscv64-linux-gnu-gcc && have qemu-riscv64 && [ -d /usr/riscv64-linux-gnu ]; then
    RUN="qemu-riscv64 -L /usr/riscv64-linux-gnu"
    config riscv64-qemu riscv64-linux-gnu-gcc -std=c99 $WARN -O2
    RUN=""
else
    echo "== riscv64-qemu: skipped (riscv64-linux-gnu-gcc or qemu-riscv64 not installed)"
    skipped=$((skipped + 1))
fi
# Windows: the suite and the CLI (its README one-line build) cross-built with mingw-w64 and
# run under wine, the CLI tests included (.ci/run installs gcc-mingw-w64-x86-64 wine64)
WINE=$(command -v wine64 || command -v wine)
if have x86_64-w64-mingw32-gcc && [ -n "$WINE" ]; then
    export WINEPREFIX="${WINEPREFIX:-$PWD/build/wine}" WINEDEBUG=-all
    RUN="$WINE"
    EXE=.exe
    config mingw-w64-wine x86_64-w64-mingw32-gcc -std=c99 $WARN -O2
    RUN=""
    EXE=""
    check cli-builds-mingw-w64 x86_64-w64-mingw32-gcc -O2 -I. tools/jaxcore.c -o "$B/jaxcore.exe"
    printf '#!/bin/sh\nexec "%s" "%s" "$@"\n' "$WINE" "$PWD/$B/jaxcore.exe" >"$B/jaxcore-wine"
    chmod +x "$B/jaxcore-wine"
    script cli-wine sh tests/test_cli.sh "$B/jaxcore-wine"
else
    echo "== mingw-w64-wine: skipped (x86_64-w64-mingw32-gcc or wine64 not installed)"
    skipped=$((skipped + 1))
fi
# WebAssembly: the suite for wasm32-wasi, scalar and SIMD128, under Node's WASI
# (.ci/run installs wasi-libc lld-14 libclang-rt-14-dev-wasm32 nodejs)
if have node && echo 'int main(void){return 0;}' |
    clang --target=wasm32-wasi -x c - -o "$B/wasi-probe" 2>/dev/null; then
    # 256 MiB of initial memory, so that the suite (80 MB at most at once) never grows it:
    # Node 20's WASI keeps using the old memory after memory.grow moves it (SIGSEGV, or
    # output lost; nodejs/node#51303)
    RUN="node --no-warnings tests/wasi.mjs"
    WASM="clang --target=wasm32-wasi -Wl,--initial-memory=268435456"
    config wasm32-wasi $WASM -std=c99 $WARN -O2
    config wasm32-simd128-wasi $WASM -msimd128 -std=c99 $WARN -O2
    RUN=""
    # the browser example's modules (clang, freestanding) through the page's own loader
    check web-example sh -c "make -s web >/dev/null && node --no-warnings tests/test_web.mjs build/web"
else
    echo "== wasm32-wasi: skipped (node, or clang with wasi-libc, lld, libclang-rt-14-dev-wasm32 not installed)"
    skipped=$((skipped + 1))
fi
# The user's flags must not change a sample: fast-math, free FP contraction and FMA hardware.
FMA_FLAG=""
grep -qw fma /proc/cpuinfo 2>/dev/null && FMA_FLAG="-mfma"
config fast-math gcc -std=gnu99 $WARN -O2 -ffast-math -ffp-contract=fast $FMA_FLAG

have valgrind && check valgrind-memcheck valgrind -q --error-exitcode=99 "$B/c99-gcc"
have valgrind || { echo "== valgrind: skipped (not installed)"; skipped=$((skipped + 1)); }
have python3 && check compare-with-jax-compiles python3 -c "import ast, sys; ast.parse(open('tools/compare_with_jax.py').read())"
# the libFuzzer targets build and pass over their committed seed corpora (make fuzz runs them)
if have clang && echo 'int LLVMFuzzerTestOneInput(const char *d, long n){(void)d;(void)n;return 0;}' |
    clang -fsanitize=fuzzer -x c - -o "$B/fuzz-probe" 2>/dev/null; then
    check fuzz-tree-seeds sh -c "make -s build/fuzz_tree && build/fuzz_tree -runs=0 tests/fuzz/corpus"
    check fuzz-cli-seeds sh -c "make -s build/fuzz_cli && build/fuzz_cli -runs=0 -close_fd_mask=3 tests/fuzz/cli_corpus"
else
    echo "== fuzz targets: skipped (clang with libFuzzer not installed)"
    skipped=$((skipped + 1))
fi
# the software floating point's fast paths give the general routines' bits
check fast-paths sh -c "gcc -std=c99 $WARN -O2 tests/fastpath.c -o $B/fastpath && $B/fastpath"
check gen-tables-fresh sh -c "gcc -std=c99 $WARN -O1 tools/gen_tables.c -o $B/gen_tables && $B/gen_tables --check jaxcore.h"
# prng: threads sharding generation (and racing on the first CPU-feature detection)
check sharded-tsan sh -c "gcc -std=c99 $WARN -O1 -g -fsanitize=thread -I. examples/sharded.c -o $B/sharded-tsan -lpthread && $B/sharded-tsan"
# typed keys: key arithmetic must not compile (JAX raises TypeError on key + 1)
check key-arith-rejected sh -c "printf '#include \"jaxcore.h\"\\nint f(jaxcore_key k) { return k + 1; }\\n' >$B/key_arith.c && ! gcc -std=c99 -I. -fsyntax-only $B/key_arith.c 2>$B/key_arith.err && grep -q 'invalid operands' $B/key_arith.err"
check cli-builds-alone sh -c "cc -O2 -I. tools/jaxcore.c -o $B/jaxcore-alone"
script cli sh tests/test_cli.sh "$B/jaxcore-alone"
script examples sh tests/test_examples.sh
make -s build/jaxcore >/dev/null 2>&1
script readme sh tests/test_readme.sh
# jax.random's outputs from JAX 0.11.2 on XLA:CPU (tools/jax_reference.py) through the CLI
have python3 && script jax-cpu python3 tests/jax_cpu.py build/jaxcore
# float32 log/exp/log1p/erf_inv/erf against LLVM's compilation of XLA's IR (opt/llc: llvm)
script xla-ref sh tests/xla_ref.sh 2000000
# the samplers' hardware float gives the software float's bits (every SIMD instance, flags)
script hwfloat sh tests/hwfloat.sh
script matrix sh tests/matrix.sh
script compile sh tests/compile.sh
# parts left out (JAXCORE_NO_*): every combination warning-free in C and C++, selftest passes
script parts sh tools/parts.sh --check
# stack bounds (-O0 gcc/clang, -O2, Cortex-M4) and the Cortex-M4 flash image
script stack sh tests/stack.sh
# CMake (add_subdirectory, find_package after a staging install) and pkg-config
script cmake sh tests/cmake.sh

[ "$skipped" -eq 0 ] || echo "$skipped skipped (missing toolchains, SIMD paths this CPU lacks, or the listed known differences from JAX; see the lines above)"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
