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

# Pytree (CLI.md "Pytree"): expected values from tests/vectors/pytree_*_dev.txt.
NL='
'
expect tree-doc "PyTreeDef({'foo': {'bar': {'bat': [*, *], 'baz': *}}})${NL}num_leaves=3${NL}num_nodes=7${NL}['foo']['bar']['bat'][0]${NL}['foo']['bar']['bat'][1]${NL}['foo']['bar']['baz']" \
    "$J" tree "{'foo': {'bar': {'baz': 1, 'bat': [2, 3]}}}"
# a root leaf's key path is the empty string: a fourth, empty line
[ "$("$J" tree 1 | od -c | tr -s ' ' | tr -d '\n')" = "$(printf 'PyTreeDef(*)\nnum_leaves=1\nnum_nodes=1\n\n' | od -c | tr -s ' ' | tr -d '\n')" ] &&
    ok tree-root-leaf || bad tree-root-leaf
expect tree-none "PyTreeDef(None)${NL}num_leaves=0${NL}num_nodes=1" "$J" tree None
expect tree-int-keys "PyTreeDef({-10: *, -1: *, 0: *})${NL}num_leaves=3${NL}num_nodes=4${NL}[-10]${NL}[-1]${NL}[0]" \
    "$J" tree "{-1: 1, 0: 2, -10: 3}"
expect tree-escapes "PyTreeDef({'a\\nb': *})${NL}num_leaves=1${NL}num_nodes=2${NL}['a\\nb']" \
    "$J" tree "{'a\\nb': 1}"
expect tree-repr-input "PyTreeDef(((*, *), [*, (*, None, *)]))${NL}num_leaves=5${NL}num_nodes=10${NL}[0][0]${NL}[0][1]${NL}[1][0]${NL}[1][1][0]${NL}[1][1][2]" \
    "$J" tree "PyTreeDef(((*, *), [*, (*, None, *)]))"
expect tree-namedtuple "PyTreeDef(CustomNode(namedtuple[Point], [(*, *), {'a': *, 'b': *}]))${NL}num_leaves=4${NL}num_nodes=7${NL}.x[0]${NL}.x[1]${NL}.y['a']${NL}.y['b']" \
    "$J" tree "Point(x=(1, 2), y={'b': 3, 'a': 4})"
expect tree-custom "PyTreeDef(CustomNode(MyContainer[Alice], [*, *, *]))${NL}num_leaves=3${NL}num_nodes=4${NL}[<flat index 0>]${NL}[<flat index 1>]${NL}[<flat index 2>]" \
    "$J" tree "PyTreeDef(CustomNode(MyContainer[Alice], [*, *, *]))"
expect tree-ordereddict "PyTreeDef(CustomNode(OrderedDict[('b', 'a', 'c')], [*, *, {'a': *, 'b': *}]))${NL}num_leaves=4${NL}num_nodes=6${NL}['b']${NL}['a']${NL}['c']['a']${NL}['c']['b']" \
    "$J" tree "PyTreeDef(CustomNode(OrderedDict[('b', 'a', 'c')], [*, *, {'a': *, 'b': *}]))"
expect_exit tree-parse-error 1 "$J" tree "[1, 2"
expect_exit tree-mixed-keys 1 "$J" tree "{None: 1, 'a': 2}"
expect_exit tree-no-fields 1 "$J" tree "PyTreeDef(CustomNode(namedtuple[Point], [*, *]))"
expect_exit tree-usage 2 "$J" tree
expect_exit tree-usage-extra 2 "$J" tree 1 2
"$J" tree "{None: 1, 'a': 2}" 2>&1 | grep -q "^error: .*Comparator raised exception while sorting pytree dictionary keys.$" &&
    ok tree-mixed-keys-message || bad tree-mixed-keys-message

# every row of the cases file with a C literal: repr, num_leaves, num_nodes
rows=0
rowfail=0
while IFS='	' read -r input repr nl nn rest; do
    case "$input" in ''|'#'*|-) continue ;; esac
    case "$rest" in *'	core	'*) ;; *) continue ;; esac
    rows=$((rows + 1))
    got=$("$J" tree "$input" | head -n 3)
    [ "$got" = "$repr${NL}num_leaves=$nl${NL}num_nodes=$nn" ] || { rowfail=$((rowfail + 1)); echo "  tree $input: $got"; }
    got=$("$J" tree "$repr" | head -n 3)
    [ "$got" = "$repr${NL}num_leaves=$nl${NL}num_nodes=$nn" ] || { rowfail=$((rowfail + 1)); echo "  tree $repr: $got"; }
done < tests/vectors/pytree_cases_dev.txt
[ "$rows" -eq 61 ] && [ "$rowfail" -eq 0 ] && ok "tree-cases-core ($rows rows)" || bad "tree-cases-core ($rows rows, $rowfail wrong)"

expect tree-prefix-map "0 0 1 1" "$J" tree-prefix "[1, (2,)]" "[[3, 4], ({'a': 5, 'b': 6},)]"
expect tree-prefix-broadcast "0 1 1 2 2" "$J" tree-prefix "(1, 2, 3)" "(0, {'a': 0, 'b': 0}, (0, 0))"
expect tree-prefix-none "" "$J" tree-prefix None None
expect_exit tree-prefix-mismatch 1 "$J" tree-prefix "[[1], (2,)]" "[(3,), [4]]"
expect_exit tree-prefix-usage 2 "$J" tree-prefix "[1]"
"$J" tree-prefix "[[1], (2,)]" "[(3,), [4]]" 2>&1 | grep -qx "error: Expected tuple, got \[4\]." &&
    ok tree-prefix-message || bad tree-prefix-message
"$J" tree-prefix '{"a": 1}' '{"a": 7, "b": 8}' 2>&1 |
    grep -qx "error: Dict key mismatch; expected keys: \['a'\]; present keys: \['a', 'b'\]." &&
    ok tree-prefix-dict-message || bad tree-prefix-dict-message

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
