#!/bin/sh
# Builds tests/xla_ref.c against LLVM's compilation of the XLA IR transcriptions in
# tests/xla_ir and runs it. Usage: tests/xla_ref.sh [N | all]  (default 2000000 inputs).
# all (make exhaustive): every float32 bit pattern through the hardware float instances the
# samplers run (log, log1p, exp, erf_inv; erf on the software float and the public function,
# the hardware one's), in two processes, then
# the software float on one pattern in every 256 (xla_ref every 256) and the float64 checks
# on 2^26 inputs. (xla_ref all [START END] sweeps the software float itself: ~11 CPU-hours.)
# XLA's pipeline for these kernels (RunInlineAndOptPasses): the generator's IR is inlined
# (always-inline), then instcombine, early-cse, dce; then the x86 code generator with
# AllowFPOpFusion = Fast (llc --fp-contract=fast), with FMA and without. Needs opt and llc (Debian: llvm) and an x86-64 host
# with AVX2 and FMA, glibc; otherwise prints a skip line and "0 passed, 0 failed, 1 skipped".
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
echo "#include <gnu/libc-version.h>" | ${CC:-cc} -E -x c - >/dev/null 2>&1 || skip "C library is not glibc"
objs=""
for f in tests/xla_ir/*.ll; do
    n=$(basename "$f" .ll)
    for v in fma nofma; do
        if [ $v = fma ]; then attr=+avx2,+fma; sed_e='s/^/&/'; else attr=+avx2,-fma; sed_e="s/@xla_\\([a-z0-9_]*\\)(/@xla_\\1_nofma(/"; fi
        sed "$sed_e" "$f" | "$OPT" -S -passes='always-inline,instcombine,early-cse,dce' -o "$B/$n-$v.opt.ll" || exit 1
        "$LLC" -O2 --fp-contract=fast -mtriple=x86_64-unknown-linux-gnu -mattr=$attr \
            -relocation-model=pic "$B/$n-$v.opt.ll" -o "$B/$n-$v.s" || exit 1
        objs="$objs $B/$n-$v.s"
    done
done
${CC:-cc} -std=gnu99 -Wall -Wextra -Wpedantic -Werror -O2 -mavx2 -I. tests/xla_ref.c $objs -lm -o "$B/xla_ref" || exit 1
[ $# -eq 0 ] && set -- 2000000
rm -f "$B/hw0.log" "$B/hw1.log"
if [ "$1" = all ]; then
    # two shards of the 2^32 hardware float sweep and the software sample, side by side
    "$B/xla_ref" hw 0 80000000 >"$B/hw0.log" 2>/dev/null &
    p0=$!
    "$B/xla_ref" hw 80000000 100000000 >"$B/hw1.log" 2>/dev/null &
    p1=$!
    "$B/xla_ref" every 256 >"$B/fma.log"
    rc=$?
    wait $p0 || rc=1
    wait $p1 || rc=1
    # the two shards' lines, counts added
    awk '/ inputs, / && !/passed/ {
            key = $0; sub(/: [0-9]+ inputs.*/, "", key);
            n = $0; sub(/.*: /, "", n); split(n, a, " ");
            if (!(key in cnt)) order[++k] = key;
            cnt[key] += a[1]; m = $0; sub(/.*inputs, /, "", m); bad[key] = bad[key] (nb[key]++ ? " +" : "") " " m }
         END { for (i = 1; i <= k; ++i) printf "%s: %.0f inputs,%s\n", order[i], cnt[order[i]], bad[order[i]] }' \
        "$B/hw0.log" "$B/hw1.log"
    grep -h "^  " "$B/hw0.log" "$B/hw1.log"
    set -- $(grep -h -E "^[0-9]+ passed, [0-9]+ failed" "$B/hw0.log" "$B/hw1.log" | awk '{f += $3} END {print f}')
    [ "$1" -eq 0 ] || rc=1
    echo "hw sweep (2^32 patterns, 2 shards): $1 failed checks"
    cat "$B/fma.log"
    set -- all
else
    "$B/xla_ref" "$@" >"$B/fma.log"
    rc=$?
    cat "$B/fma.log"
fi
# glibc's log build for hosts without FMA, selected through its CPU tunables
n=${1:-2000000}
[ "$n" = all ] && n=67108864
GLIBC_TUNABLES=glibc.cpu.hwcaps=-AVX2,-FMA "$B/xla_ref" glibc-nofma "$n" >"$B/nofma.log"
rc2=$?
grep -v "passed, .* failed" "$B/nofma.log"
# one summary line: the two runs' counts added
set -- $(cat "$B/fma.log" "$B/nofma.log" "$B"/hw[01].log 2>/dev/null | grep -E "^[0-9]+ passed, [0-9]+ failed" | awk '{p += $1; f += $3} END {print p, f}')
echo "$1 passed, $2 failed"
[ $rc -eq 0 ] && [ $rc2 -eq 0 ]
