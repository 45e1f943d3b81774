#!/bin/sh
# Builds the test suite in every configuration available here, runs each, and prints the
# sum as its last line: "N passed, M failed". Exit status 0 only if nothing failed.
# A configuration that does not compile counts as one failure. Called by `make test`.
# The jobs below run JOBS at a time (default: the number of CPUs), longest first; each
# job's output is printed whole, with its seconds, in the order the jobs are listed, once
# it is done; a job that ends without its counts (killed) counts as one failure.
set -u
cd "$(dirname "$0")/.." || exit 2
B=build/tests
mkdir -p "$B"
WARN="-Wall -Wextra -Wpedantic -Werror"
SRCS="tests/test_main.c $(ls tests/test_*.c | grep -v test_main.c | tr '\n' ' ')"
JOBS=${JOBS:-$(nproc 2>/dev/null || getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)}
case $JOBS in '' | *[!0-9]* | 0) JOBS=1 ;; esac # not a positive number: one at a time
STEP_TAIL=20
. tests/lib.sh

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

RUN="" # a command prefix that runs the test binary (an emulator for cross builds)
EXE="" # the test binary's file name suffix (.exe for Windows builds)

# Job slots: a pipe holding one line per free slot (make's jobserver idea).
mkfifo "$B/.slots.$$" && exec 3<>"$B/.slots.$$" && rm -f "$B/.slots.$$" || exit 2
i=0
while [ $i -lt "$JOBS" ]; do
    echo >&3
    i=$((i + 1))
done
pending="" # jobs started and not yet printed, in order

# job NAME FUNCTION [ARGS...]: runs FUNCTION in the background once a slot is free, its
# output into $B/NAME.out, its counts and seconds into $B/NAME.sum, its PID in $B/NAME.pid.
# The slot goes back when the job's shell ends, even when it was killed (the outer shell
# waits for it), so a killed job cannot leave the next ones waiting for a slot.
job() {
    jname=$1
    shift
    rm -f "$B/$jname.out" "$B/$jname.sum" "$B/$jname.pid"
    pending="$pending $jname"
    flush
    read -r _ <&3
    (
        (
            passed=0 failed=0 skipped=0 start=$(date +%s)
            "$@" >"$B/$jname.out" 2>&1 3>&-
            echo "$passed $failed $skipped $(($(date +%s) - start))" >"$B/$jname.sum"
        ) 3>&- &
        wait $!
        echo >&3
    ) &
    echo $! >"$B/$jname.pid"
}

# flush: prints the jobs that are done, in order, up to the first one still running.
flush() {
    while [ -n "$pending" ]; do
        set -- $pending
        [ -e "$B/$1.sum" ] || return 0
        cat "$B/$1.out"
        read -r p f s t <"$B/$1.sum"
        echo "   ($1: $t s)"
        passed=$((passed + p)) failed=$((failed + f)) skipped=$((skipped + s))
        shift
        pending="$*"
    done
}

# the samplers' hardware float gives the software float's bits (every SIMD instance, flags)
job hwfloat script hwfloat sh tests/hwfloat.sh
job matrix script matrix sh tests/matrix.sh

# Windows: the suite and the CLI (its README one-line build) cross-built with mingw-w64 and
# run under wine, the CLI tests included (.ci/run installs gcc-mingw-w64-x86-64 wine64)
windows() {
    WINE=$(command -v wine64 || command -v wine)
    if ! have x86_64-w64-mingw32-gcc || [ -z "$WINE" ]; then
        skip mingw-w64-wine "x86_64-w64-mingw32-gcc or wine64 not installed"
        return
    fi
    export WINEPREFIX="${WINEPREFIX:-$PWD/build/wine}" WINEDEBUG=-all
    RUN="$WINE"
    EXE=.exe
    config mingw-w64-wine x86_64-w64-mingw32-gcc -std=c99 $WARN -O2
    step cli-builds-mingw-w64 x86_64-w64-mingw32-gcc -O2 -I. tools/jaxcore.c -o "$B/jaxcore.exe"
    # wine now and then runs a program that writes nothing at all (1 call in about 800 on a
    # Zen 3, Debian's wine 8.0): a call with neither output nor error output runs once more
    cat >"$B/jaxcore-wine" <<EOF
#!/bin/sh
o=\$(mktemp) e=\$(mktemp)
for try in 1 2; do
    "$WINE" "$PWD/$B/jaxcore.exe" "\$@" >"\$o" 2>"\$e"
    rc=\$?
    [ ! -s "\$o" ] && [ ! -s "\$e" ] || break
done
cat "\$o"
cat "\$e" >&2
rm -f "\$o" "\$e"
exit \$rc
EOF
    chmod +x "$B/jaxcore-wine"
    script cli-wine sh tests/test_cli.sh "$B/jaxcore-wine"
}
job windows windows
job examples script examples sh tests/test_examples.sh

# the libFuzzer targets build and pass over their committed seed corpora (make fuzz runs them)
fuzz() {
    if ! have clang || ! echo 'int LLVMFuzzerTestOneInput(const char *d, long n){(void)d;(void)n;return 0;}' |
        clang -fsanitize=fuzzer -x c - -o "$B/fuzz-probe-$1" 2>/dev/null; then
        skip "fuzz-$1" "clang with libFuzzer not installed"
        return
    fi
    step "fuzz-$1-seeds" sh -c "make -s build/fuzz_$1 && build/fuzz_$1 -runs=0 $2"
}
job fuzz-tree fuzz tree tests/fuzz/corpus
job fuzz-cli fuzz cli "-close_fd_mask=3 tests/fuzz/cli_corpus"
job compile script compile sh tests/compile.sh

# the CLI: its own one-line build, then `make`'s, the README's commands, and jax.random's
# outputs from JAX 0.11.2 on XLA:CPU (tools/jax_reference.py) through it
cli() {
    step cli-builds-alone sh -c "cc -O2 -I. tools/jaxcore.c -o $B/jaxcore-alone"
    script cli sh tests/test_cli.sh "$B/jaxcore-alone"
    make -s build/jaxcore >/dev/null 2>&1
    script readme sh tests/test_readme.sh
    if have python3; then
        script jax-cpu python3 tests/jax_cpu.py build/jaxcore
        step compare-with-jax-compiles python3 -c "import ast, sys; ast.parse(open('tools/compare_with_jax.py').read())"
    fi
}
job cli cli

# 32-bit Arm (VFP only, and NEON) and RISC-V 64, whole suite under qemu (.ci/run installs
# gcc-arm-linux-gnueabihf libc6-dev-armhf-cross gcc-riscv64-linux-gnu libc6-dev-riscv64-cross)
armhf() {
    if ! have arm-linux-gnueabihf-gcc || ! have qemu-arm || [ ! -d /usr/arm-linux-gnueabihf ]; then
        skip armhf-qemu "arm-linux-gnueabihf-gcc or qemu-arm not installed"
        return
    fi
    RUN="qemu-arm -L /usr/arm-linux-gnueabihf"
    config armhf-qemu arm-linux-gnueabihf-gcc -std=c99 $WARN -O2
    config armhf-neon-qemu arm-linux-gnueabihf-gcc -std=c99 $WARN -O2 -mfpu=neon
}
job armhf armhf

# gcc's build, then valgrind on the same build without the x86 FMA paths: valgrind (3.19)
# emulates FMA without the sign of a zero sum (fma(-0.5, 0, -0) gives +0), which sends a
# float64 binomial loop on a -0 log1p into endless iterations; without AVX2 and AVX-512 the
# suite runs the SSE2 pipelines and the software float, which valgrind computes exactly
gcc_valgrind() {
    config c99-gcc gcc -std=c99 $WARN -O2
    if ! have valgrind; then
        skip valgrind "not installed"
    elif gcc -std=c99 $WARN -O2 -DJAXCORE_NO_AVX2 -DJAXCORE_NO_AVX512 -I. $SRCS -lm \
        -o "$B/c99-gcc-nofma" 2>"$B/c99-gcc-nofma.build.log"; then
        step valgrind-memcheck valgrind -q --error-exitcode=99 "$B/c99-gcc-nofma"
    else
        cat "$B/c99-gcc-nofma.build.log" >&2
        echo "FAIL valgrind build"
        failed=$((failed + 1))
    fi
}
job c99-gcc gcc_valgrind

# parts left out (JAXCORE_NO_*): every combination warning-free in C and C++, selftest passes
job parts script parts sh tools/parts.sh --check
job asan-ubsan config asan-ubsan gcc -std=c99 $WARN -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all

# prng: the NEON path, cross-compiled for aarch64 and run under qemu when both are installed
# (.ci/run installs gcc-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user)
aarch64() {
    if ! have aarch64-linux-gnu-gcc || ! have qemu-aarch64 || [ ! -d /usr/aarch64-linux-gnu ]; then
        skip aarch64-neon-qemu "aarch64-linux-gnu-gcc or qemu-aarch64 not installed"
        return
    fi
    RUN="qemu-aarch64 -L /usr/aarch64-linux-gnu"
    config aarch64-neon-qemu aarch64-linux-gnu-gcc -std=c99 $WARN -O2
    config aarch64-nosimd-qemu aarch64-linux-gnu-gcc -std=c99 $WARN -O2 -DJAXCORE_NO_SIMD
}
job aarch64 aarch64

# the whole suite on a 32-bit x86 and on a big-endian target, under qemu
# (.ci/run installs gcc-i686-linux-gnu libc6-dev-i386-cross gcc-s390x-linux-gnu libc6-dev-s390x-cross)
qemu_linux() {
    triple=$1-linux-gnu
    emu=qemu-$2
    if ! have "$triple-gcc" || ! have "$emu" || [ ! -d "/usr/$triple" ]; then
        skip "$triple-qemu" "$triple-gcc or $emu not installed"
        return
    fi
    RUN="$emu -L /usr/$triple"
    config "$triple-qemu" "$triple-gcc" -std=c99 $WARN -O2
}
job i686 qemu_linux i686 i386
job s390x qemu_linux s390x s390x

# stack bounds (-O0 gcc/clang, -O2, Cortex-M4) and the Cortex-M4 flash image
job stack script stack sh tests/stack.sh

# WebAssembly: the suite for wasm32-wasi, scalar and SIMD128, under Node's WASI
# (.ci/run installs wasi-libc lld-14 libclang-rt-14-dev-wasm32 nodejs)
wasm() {
    if ! have node || ! echo 'int main(void){return 0;}' |
        clang --target=wasm32-wasi -x c - -o "$B/wasi-probe" 2>/dev/null; then
        skip wasm32-wasi "node, or clang with wasi-libc, lld, libclang-rt-14-dev-wasm32 not installed"
        return
    fi
    # 256 MiB of initial memory, so that the suite (80 MB at most at once) never grows it:
    # Node 20's WASI keeps using the old memory after memory.grow moves it (SIGSEGV, or
    # output lost; nodejs/node#51303)
    RUN="node --no-warnings tests/wasi.mjs"
    WASM="clang --target=wasm32-wasi -Wl,--initial-memory=268435456"
    config wasm32-wasi $WASM -std=c99 $WARN -O2
    config wasm32-simd128-wasi $WASM -msimd128 -std=c99 $WARN -O2
    RUN=""
    # the browser example's modules (clang, freestanding) through the page's own loader
    step web-example sh -c "make -s web >/dev/null && node --no-warnings tests/test_web.mjs build/web"
    # the page itself in a browser: headless Chromium, both modules
    if have chromium && have python3; then
        script browser sh -c "make -s web >/dev/null && sh tests/test_browser.sh build/web"
    else
        skip browser "chromium or python3 not installed"
    fi
}
job wasm wasm

have clang++ && job cxx11-clangxx config cxx11-clangxx clang++ -x c++ -std=c++11 $WARN -O2
have clang && job c99-clang config c99-clang clang -std=c99 $WARN -O2
job cxx11-gxx config cxx11-gxx g++ -x c++ -std=c++11 $WARN -O2
job riscv64 qemu_linux riscv64 riscv64
# the user's flags must not change a sample: fast-math, free FP contraction and FMA hardware
FMA_FLAG=""
grep -qw fma /proc/cpuinfo 2>/dev/null && FMA_FLAG="-mfma"
job fast-math config fast-math gcc -std=gnu99 $WARN -O2 -ffast-math -ffp-contract=fast $FMA_FLAG
# prng: scalar only, and the compile-time SIMD selection of -march=native
job c99-gcc-native config c99-gcc-native gcc -std=c99 $WARN -O2 -march=native
job c99-gcc-nosimd config c99-gcc-nosimd gcc -std=c99 $WARN -O2 -DJAXCORE_NO_SIMD
job cxx11-gxx-nosimd config cxx11-gxx-nosimd g++ -x c++ -std=c++11 $WARN -O2 -DJAXCORE_NO_SIMD
# prng: threads sharding generation (and racing on the first CPU-feature detection)
job sharded-tsan step sharded-tsan sh -c "gcc -std=c99 $WARN -O1 -g -fsanitize=thread -I. examples/sharded.c -o $B/sharded-tsan -lpthread && $B/sharded-tsan"
# float32 log/exp/log1p/erf_inv/erf against LLVM's compilation of XLA's IR (opt/llc: llvm)
job xla-ref script xla-ref sh tests/xla_ref.sh 2000000
# float32/float64 math against the hashes of JAX's own outputs (one block in 128)
job jax-math script jax-math sh tests/jax_math.sh 128
# CMake (add_subdirectory, find_package after a staging install) and pkg-config
job cmake script cmake sh tests/cmake.sh
small() {
    # the software floating point's fast paths give the general routines' bits
    step fast-paths sh -c "gcc -std=c99 $WARN -O2 tests/fastpath.c -o $B/fastpath && $B/fastpath"
    step gen-tables-fresh sh -c "gcc -std=c99 $WARN -O1 tools/gen_tables.c -o $B/gen_tables && $B/gen_tables --check jaxcore.h"
    # tools/rsqrtss_table.c reads the CPU it runs on (tools/device_check.sh): compiled, not run
    step rsqrtss-table-compiles sh -c "gcc -std=c99 $WARN -O2 -c tools/rsqrtss_table.c -o $B/rsqrtss_table.o"
    # typed keys: key arithmetic must not compile (JAX raises TypeError on key + 1)
    step key-arith-rejected sh -c "printf '#include \"jaxcore.h\"\\nint f(jaxcore_key k) { return k + 1; }\\n' >$B/key_arith.c && ! gcc -std=c99 -I. -fsyntax-only $B/key_arith.c 2>$B/key_arith.err && grep -q 'invalid operands' $B/key_arith.err"
}
job small small

# the rest in order: wait for each job, and count one that ended without its counts as failed
while [ -n "$pending" ]; do
    set -- $pending
    wait "$(cat "$B/$1.pid")" 2>/dev/null
    [ -e "$B/$1.sum" ] || { echo "FAIL job $1: it ended without its counts" >>"$B/$1.out" && echo "0 1 0 ?" >"$B/$1.sum"; }
    flush
done

[ "$skipped" -eq 0 ] || echo "$skipped skipped (missing toolchains, SIMD paths this CPU lacks, or the listed known differences from JAX; see the lines above)"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
