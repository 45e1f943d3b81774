#!/bin/sh
# jaxcore's float32/float64 math against what JAX 0.11.2 computed on XLA:CPU (tests/jax_math.c
# against the block hashes in tests/vectors/math/, written by tools/jax_math_ref.py), with
# FMA and without. Usage: tests/jax_math.sh [STRIDE]: one block in STRIDE (default 128, in
# make test: about 40 CPU-seconds); 1 checks every block: all 2^32 float32 inputs of log, exp,
# log1p, erf_inv, erf and tan, 2^22 float64 inputs of each function (make exhaustive: about
# 80 CPU-minutes). Two processes per file. Last line: "N passed, M failed, 0 skipped".
set -u
cd "$(dirname "$0")/.." || exit 2
mkdir -p build
${CC:-cc} -std=c99 -Wall -Wextra -Wpedantic -Werror -O2 tests/jax_math.c -lm -o build/jax_math ||
    { echo "0 passed, 1 failed, 0 skipped"; exit 1; }
S=${1:-128}
for v in fma nofma; do
    for part in 0 1; do
        build/jax_math tests/vectors/math/jax_math_$v.txt "$S" $part 2 >build/jax_math_$v$part.log &
    done
    wait
done
cat build/jax_math_fma0.log build/jax_math_fma1.log build/jax_math_nofma0.log build/jax_math_nofma1.log |
    awk '/^[0-9]+ passed, [0-9]+ failed/ { p += $1; f += $3; k += $5; next } { print }
         END { printf "%d passed, %d failed, %d skipped\n", p, f, k; exit f != 0 }'
