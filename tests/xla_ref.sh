#!/bin/sh
# Builds tests/xla_ref.c against LLVM's compilation of the XLA IR transcriptions in
# tests/xla_ir and runs it. Usage: tests/xla_ref.sh [N | all]  (default 2000000 inputs).
# XLA's pipeline for these kernels: the generator's IR is inlined, then (when XLA's intrinsic
# library replaced a function in the module) instcombine, early-cse, dce; then the x86 code
# generator with AllowFPOpFusion = Fast. Needs opt and llc (Debian: llvm) and an x86-64 host
# with AVX2 and FMA; otherwise prints a skip line and "0 passed, 0 failed, 1 skipped".
set -u
cd "$(dirname "$0")/.." || exit 2
B=build/xla_ref
mkdir -p "$B"
skip() {
    echo "xla-ref: skipped ($1)"
    echo "0 passed, 0 failed, 1 skipped"
    exit 0
}
OPT=$(command -v opt || command -v opt-14 || true)
LLC=$(command -v llc || command -v llc-14 || true)
[ -n "$OPT" ] && [ -n "$LLC" ] || skip "opt/llc not installed (Debian package llvm)"
[ "$(uname -m)" = x86_64 ] || skip "not an x86-64 host"
grep -qw fma /proc/cpuinfo 2>/dev/null && grep -qw avx2 /proc/cpuinfo ||
    skip "host without AVX2+FMA"
objs=""
for f in tests/xla_ir/*.ll; do
    n=$(basename "$f" .ll)
    for v in fma nofma; do
        if [ $v = fma ]; then attr=+avx2,+fma; sed_e='s/^/&/'; else attr=+avx2,-fma; sed_e="s/@xla_\\([a-z0-9_]*\\)(/@xla_\\1_nofma(/"; fi
        sed "$sed_e" "$f" | "$OPT" -S -passes='instcombine,early-cse,dce' -o "$B/$n-$v.opt.ll" || exit 1
        "$LLC" -O2 --fp-contract=fast -mtriple=x86_64-unknown-linux-gnu -mattr=$attr \
            -relocation-model=pic "$B/$n-$v.opt.ll" -o "$B/$n-$v.s" || exit 1
        objs="$objs $B/$n-$v.s"
    done
done
${CC:-cc} -std=c99 -Wall -Wextra -Wpedantic -Werror -O2 -I. tests/xla_ref.c $objs -o "$B/xla_ref" || exit 1
"$B/xla_ref" "${1:-2000000}"
