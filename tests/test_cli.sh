#!/bin/sh
# CLI contract tests (shared spec CLI.md): exact output of build/jaxcore against reference
# data. usage: tests/test_cli.sh PATH_TO_JAXCORE. Prints "N passed, M failed" last.
J=${1:-build/jaxcore}
V=tests/vectors/promotion
passed=0
failed=0
ok() { passed=$((passed + 1)); echo "ok $1"; }
bad() { failed=$((failed + 1)); echo "FAIL $1"; }

# expect NAME WANT CMD...: stdout of CMD must equal WANT and the exit status be 0.
expect() {
    name=$1 want=$2
    shift 2
    got=$("$@" 2>/dev/null) && [ "$got" = "$want" ] && ok "$name" || { bad "$name"; echo "  got: $got"; echo "  want: $want"; }
}
# expect_exit NAME CODE CMD...: exit status CODE, empty stdout, stderr not empty.
expect_exit() {
    name=$1 code=$2
    shift 2
    out=$("$@" 2>/tmp/jaxcore_cli_err.$$)
    rc=$?
    [ $rc -eq "$code" ] && [ -z "$out" ] && [ -s /tmp/jaxcore_cli_err.$$ ] && ok "$name" || bad "$name (exit $rc)"
    rm -f /tmp/jaxcore_cli_err.$$
}
# table NAME FILE ARGS...: `jaxcore table ARGS` equals FILE byte for byte.
table() {
    name=$1 file=$2
    shift 2
    "$J" table "$@" | cmp -s - "$file" && ok "$name" || bad "$name"
}

table table-x32 $V/jax_x32.tsv
table table-x64 $V/jax_x64.tsv --x64
table table-strict-x32 $V/jax_strict_x32.tsv --strict
table table-strict-x64 $V/jax_strict_x64.tsv --strict --x64
table table-x32-allow $V/jax_x32_allow.tsv --explicit-x64 allow
table table-x32-nodes $V/jax_x32_nodes.tsv --nodes
table table-x64-nodes $V/jax_x64_nodes.tsv --x64 --nodes

# The examples of CLI.md's promotion section.
expect promote-int8-uint8 "int16" "$J" promote int8 uint8
expect promote-int-float "float32 weak" "$J" promote int float
expect promote-x64-u64-i64 "float64 weak" "$J" promote --x64 uint64 int64

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
