#!/bin/sh
# Builds every examples/*.c as C99 with strict warnings and runs it; each example checks
# its own output and exits non-zero on a mismatch. Prints "N passed, M failed" last.
passed=0
failed=0
mkdir -p build/tests/examples
for src in examples/*.c; do
    name=$(basename "$src" .c)
    bin=build/tests/examples/$name
    if cc -std=c99 -Wall -Wextra -Wpedantic -Werror -O2 -I. "$src" -o "$bin" -lpthread &&
        "$bin" >"$bin.out" 2>&1; then
        passed=$((passed + 1))
        echo "ok $name"
    else
        failed=$((failed + 1))
        echo "FAIL $name"
        cat "$bin.out" 2>/dev/null | tail -n 20
    fi
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
