#!/bin/sh
# Keeps README.md honest: every ```c block is compiled as C99 with strict warnings and run
# (it must exit 0), and every `build/jaxcore ...` line of a ```sh block is run: it must
# print something, and where the line ends in "# TEXT" (TEXT not in parentheses and
# without "..."), the first line of its output must be TEXT.
# usage: tests/test_readme.sh [README]. Prints "N passed, M failed" last.
readme=${1:-README.md}
out=build/tests/readme
mkdir -p "$out"
rm -f "$out"/block_*
passed=0
failed=0
ok() { passed=$((passed + 1)); echo "ok $1"; }
bad() { failed=$((failed + 1)); echo "FAIL $1"; }

# Split the README's fenced blocks into block_N.c / block_N.sh files.
awk -v dir="$out" '
    /^```c$/ { n++; file = sprintf("%s/block_%02d.c", dir, n); next }
    /^```sh$/ { n++; file = sprintf("%s/block_%02d.sh", dir, n); next }
    /^```/ { file = ""; next }
    file != "" { print > file }
' "$readme"

for src in "$out"/block_*.c; do
    [ -e "$src" ] || continue
    name=$(basename "$src" .c)
    if cc -std=c99 -Wall -Wextra -Wpedantic -Werror -O2 -I. "$src" -o "$out/$name" -lpthread &&
        "$out/$name" >"$out/$name.out" 2>&1; then
        ok "$name"
    else
        bad "$name"
    fi
done

for src in "$out"/block_*.sh; do
    [ -e "$src" ] || continue
    grep '^build/jaxcore ' "$src" | while IFS= read -r line; do
        cmd=${line%%#*}
        want=""
        case "$line" in *"# "*) want=${line#*# } ;; esac
        got=$(sh -c "$cmd" 2>&1 | head -n 1)
        case "$want" in
            "" | *...* | "("*) [ -n "$got" ] && echo "ok $cmd" || echo "FAIL $cmd" ;;
            *) [ "$got" = "$want" ] && echo "ok $cmd" || echo "FAIL $cmd: got '$got', want '$want'" ;;
        esac
    done >"$out/$(basename "$src").log"
    cat "$out/$(basename "$src").log"
    passed=$((passed + $(grep -c '^ok ' "$out/$(basename "$src").log")))
    failed=$((failed + $(grep -c '^FAIL ' "$out/$(basename "$src").log")))
done

# the "JAX to jaxcore" table names every public function of the header
L=$(grep -n '^#ifdef JAXCORE_IMPLEMENTATION' jaxcore.h | cut -d: -f1)
missing=""
for f in $(head -n "$L" jaxcore.h | grep '^JAXCORE_API' | sed 's/(.*//' | awk '{print $NF}' | tr -d '*'); do
    grep -q "\`$f[\`(]" "$readme" || missing="$missing $f"
done
[ -z "$missing" ] && ok "every public function is in $readme" || bad "not in $readme:$missing"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
