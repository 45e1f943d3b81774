#!/bin/sh
# device_check.sh: the checks to run on a borrowed machine that has real JAX (and, often, a
# CPU this project's CI lacks, such as one with AVX-512), in one go, from the repository root:
#   OUT=DIR sh tools/device_check.sh
# Writes to DIR (at most 8 files come back from a lent machine): checks.txt (the CPU and
# versions; the unit suite, which runs every SIMD path the CPU has; the digest at -O2 and -O0
# against tests/digest.expected; hwfloat, the hardware against the software float; the CLI
# against the committed JAX references; tools/compare_with_jax.py), refs.tar
# (tools/jax_reference.py anew, plain, --x64, --legacy, the same three with --edge, and
# --rsqrt, --half, --params, --params --x64, --sizes, --sizes --x64: diff them against
# tests/vectors/random/jax_cpu_*.txt), math_fma.txt and math_nofma.txt
# (tools/jax_math_ref.py: compare with tests/vectors/math/, or check with tests/jax_math.sh;
# the no-FMA run covers float32 log, exp, log1p, erf_inv, which fit its time), and bench.txt
# (make bench's throughput part, with NumPy when the python3 on PATH has it) and rsqrtss.txt
# (tools/rsqrtss_table.c: the CPU's RSQRTSS table, what JAX's float32 gamma family starts its
# rsqrt from: compare with tests/vectors/random/rsqrtss_xeon.txt). About 11 minutes
# on a 16-core Xeon; each step has its own time limit.
O=${OUT:-/tmp/jaxcore-device}
mkdir -p "$O"
L=$O/checks.txt
W="-std=c99 -Wall -Wextra -Wpedantic -Werror"
{
    echo "== cpu"
    lscpu | grep -E "Model name|^CPU\(s\)"
    grep -o 'avx512[a-z_0-9]*' /proc/cpuinfo | sort -u | tr '\n' ' '
    echo
    python3 -c "import jax, jaxlib, numpy, platform
print('jax', jax.__version__, 'jaxlib', jaxlib.__version__, 'numpy', numpy.__version__)"
    gcc --version | head -n 1
    echo "== unit"
    gcc $W -O2 -I. tests/test_main.c tests/test_dtypes.c tests/test_prng.c tests/test_random.c \
        tests/test_tree.c tests/test_hostile.c -lm -o /tmp/jc_unit && timeout 120 /tmp/jc_unit | tail -n 3
    echo "== digest (then tests/digest.expected)"
    gcc -O2 -I. tests/digest.c -lm -o /tmp/jc_dg && /tmp/jc_dg
    gcc -O0 -I. tests/digest.c -lm -o /tmp/jc_dg0 && /tmp/jc_dg0
    cat tests/digest.expected
    echo "== hwfloat"
    gcc $W -O2 -I. tests/hwfloat.c -lm -o /tmp/jc_hwf && timeout 150 /tmp/jc_hwf 64 | tail -n 3
    echo "== jax_cpu (the CLI against the committed JAX references)"
    make -s build/jaxcore && timeout 60 python3 tests/jax_cpu.py build/jaxcore | tail -n 3
} >"$L" 2>&1
# the CPU's RSQRTSS table (XLA's float32 rsqrt estimate; tools/rsqrtss_table.c), about 10 s
gcc -O2 tools/rsqrtss_table.c -o /tmp/jc_rsq && timeout 60 /tmp/jc_rsq >"$O/rsqrtss.txt" 2>&1
mkdir -p "$O/refs"
for m in "" --x64 --legacy "--edge" "--edge --x64" "--edge --legacy" --rsqrt --half --params \
    "--params --x64" --sizes "--sizes --x64"; do
    JAX_PLATFORMS=cpu timeout 120 python3 tools/jax_reference.py $m \
        >"$O/refs/ref$(echo $m | tr -d ' ').txt" 2>>"$L"
done
tar cf "$O/refs.tar" -C "$O/refs" . && rm -r "$O/refs"
JAX_PLATFORMS=cpu timeout 120 python3 tools/jax_math_ref.py "$O/math_fma.txt" >>"$L" 2>&1
JAX_PLATFORMS=cpu timeout 180 python3 tools/jax_math_ref.py "$O/math_nofma.txt" --no-fma \
    --only log,exp,log1p,erf_inv >>"$L" 2>&1
echo "== compare_with_jax" >>"$L"
JAX_PLATFORMS=cpu timeout 100 python3 tools/compare_with_jax.py --jaxcore build/jaxcore 2>&1 |
    tail -n 3 >>"$L"
make -s build/bench >>"$L" 2>&1 && timeout 150 build/bench --mib 4 >"$O/bench.txt" 2>&1
echo "== done" >>"$L"
