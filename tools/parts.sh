#!/bin/sh
# The manual's table of parts (section 2.1): for each combination of JAXCORE_NO_DTYPES,
# JAXCORE_NO_RANDOM and JAXCORE_NO_TREE (JAXCORE_ONLY_PRNG is all three), the
# implementation TU's gcc -O2 compile time (best of REPS, CPU seconds) and .text bytes.
#   tools/parts.sh            print the table (markdown)
#   tools/parts.sh --check    what make test runs: every combination compiles warning-free as
#                             C99 (gcc, clang) and C++11 (g++), links with a program calling
#                             jaxcore_selftest() and passes it (the selftest covers exactly
#                             the parts compiled); prints "N passed, M failed" last
cd "$(dirname "$0")/.." || exit 2
B=build/parts
mkdir -p "$B"
W="-Wall -Wextra -Wpedantic -Werror"
REPS=${REPS:-3}
COMBOS="none NO_TREE NO_DTYPES NO_RANDOM NO_DTYPES,NO_TREE NO_RANDOM,NO_TREE NO_DTYPES,NO_RANDOM ONLY_PRNG"
flags() { # the -D flags of a combination
    [ "$1" = none ] && return
    echo "$1" | tr ',' '\n' | sed 's/^/-DJAXCORE_/' | tr '\n' ' '
}
have() { command -v "$1" >/dev/null 2>&1; }
printf '#include "jaxcore.h"\nint main(void) { return jaxcore_selftest() != JAXCORE_OK; }\n' \
    >"$B/main.c"

if [ "${1:-}" = --check ]; then
    passed=0
    failed=0
    for combo in $COMBOS NO_LEGACY ONLY_PRNG,NO_LEGACY; do
        f=$(flags "$combo")
        for cc in "gcc -std=c99" "clang -std=c99" "g++ -x c++ -std=c++11"; do
            set -- $cc
            have "$1" || continue
            name="$combo/$1"
            if $cc $W -O0 -I. $f -DJAXCORE_SELFTEST -c jaxcore.c -o "$B/impl.o" 2>"$B/log" &&
                gcc -std=c99 $W -I. -DJAXCORE_SELFTEST -c "$B/main.c" -o "$B/main.o" 2>>"$B/log" &&
                $1 "$B/main.o" "$B/impl.o" -lm -o "$B/selftest" 2>>"$B/log" &&
                "$B/selftest"; then
                passed=$((passed + 1))
                echo "ok   $name"
            else
                failed=$((failed + 1))
                echo "FAIL $name"
                tail -n 5 "$B/log"
            fi
        done
    done
    echo "$passed passed, $failed failed"
    [ "$failed" -eq 0 ]
    exit
fi

echo "| defines | parts compiled | gcc -O2 compile (s) | .text (bytes) |"
echo "|---|---|---|---|"
for combo in $COMBOS; do
    f=$(flags "$combo")
    best=""
    i=0
    while [ $i -lt "$REPS" ]; do
        t=$( { /usr/bin/time -f %U gcc -std=c99 -O2 $f -c jaxcore.c -o "$B/t.o"; } 2>&1 | tail -n 1)
        best=$(echo "$t ${best:-$t}" | awk '{print ($1 < $2) ? $1 : $2}')
        i=$((i + 1))
    done
    text=$(size "$B/t.o" | awk 'NR == 2 {print $1}')
    parts="prng, keys"
    case "$combo" in *NO_DTYPES* | ONLY_PRNG) ;; *) parts="dtypes, $parts" ;; esac
    case "$combo" in *NO_RANDOM* | ONLY_PRNG) ;; *) parts="$parts, random" ;; esac
    case "$combo" in *NO_TREE* | ONLY_PRNG) ;; *) parts="$parts, tree" ;; esac
    defs=$(echo "$f" | sed 's/-D//g; s/ *$//; s/ /, /g')
    echo "| ${defs:-(none)} | $parts | $best | $text |"
done
