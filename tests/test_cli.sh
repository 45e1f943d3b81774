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
# expect_close NAME "W1 W2 ..." CMD...: stdout's numbers within rtol 1e-6 (+1e-6) of W.
expect_close() {
    name=$1 want=$2
    shift 2
    got=$("$@" 2>/dev/null | tr '\n' ' ') && echo "$got|$want" | awk -F'|' '{
        n = split($1, g, " "); m = split($2, w, " "); if (n != m) exit 1
        for (i = 1; i <= n; ++i) { d = g[i] - w[i]; if (d < 0) d = -d; a = w[i] < 0 ? -w[i] : w[i]
            if (d > 1e-6 * a + 1e-6) exit 1 } }' && ok "$name" || { bad "$name"; echo "  got: $got"; echo "  want: $want"; }
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

expect promote-weak-array-x64 "int64 weak" "$J" promote --x64 weak:int16 weak:int8
expect promote-bf16-f16 "float32 weak" "$J" promote weak:bfloat16 weak:float16
expect promote-strict-weak "int32 weak" "$J" promote --strict weak:int16 weak:int16
expect promote-x32-truncates "int32" "$J" promote uint64 int8
expect promote-allow "int32" "$J" promote --explicit-x64 allow uint32 int8
expect promote-x64-u32-i8 "int64" "$J" promote --x64 uint32 int8
expect promote-f8-int "float8_e4m3fn" "$J" promote --x64 int64 float8_e4m3fn
expect promote-complex-f32 "complex64" "$J" promote float32 complex
expect promote-types-int-float "float64" "$J" promote-types int float
expect promote-types-u64-i8 "float64" "$J" promote-types uint64 int8
expect promote-types-u8-int "uint8" "$J" promote-types uint8 int
expect safe-i8-i16 "safe" "$J" safe int8 int16
expect safe-i32-f32 "unsafe: promotion to float32 may lose precision: not every int32 value is exactly representable in float32" "$J" safe int32 float32
expect safe-u8-i8 "unsafe: promotion to int16 widens beyond the widest input (8 bits)" "$J" safe uint8 int8

# JAX's error texts, exit 1, nothing on stdout
expect_exit promote-error-exit 1 "$J" promote int4 float
err=$("$J" promote int4 float 2>&1 >/dev/null)
[ "$err" = "error: Input dtypes ('int4', \"<class 'float'>\") have no available implicit dtype promotion path. To avoid unintended promotion, 1-bit, 2-bit and 4-bit integers do not support implicit promotion. If you'd like your inputs to be promoted to another type, you can do so explicitly using e.g. x.astype('int32')" ] && ok promote-error-text || bad promote-error-text
expect_exit promote-strict-error 1 "$J" promote --strict int8 int16
expect_exit promote-explicit-x64-error 1 "$J" promote --explicit-x64 error int64
expect_exit promote-unknown-dtype 1 "$J" promote int9
expect_exit promote-types-error 1 "$J" promote-types float8_e5m2 float8_e4m3fn
# usage errors, exit 2
expect_exit usage-no-command 2 "$J"
expect_exit usage-unknown-command 2 "$J" frobnicate
expect_exit usage-unknown-flag 2 "$J" promote --frob int8
expect_exit usage-no-types 2 "$J" promote
expect_exit usage-policy 2 "$J" promote --explicit-x64 sometimes int8
expect_exit usage-promote-types-arity 2 "$J" promote-types int8

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
# ---- prng: every key/split/fold_in/bits line of the corpus, through the CLI -------------
P=tests/vectors/prng
# corpus OP: runs every corpus line of OP (bits: all widths); one test per OP.
corpus() {
    op=$1
    bad_lines=0
    lines=0
    while IFS='|' read -r c_op c_mode c_in c_out c_rest; do
        c_op=$(echo $c_op)
        case "$c_op" in "$op"*) ;; *) continue ;; esac
        mode=""
        [ "$(echo $c_mode)" = part0 ] && mode=--legacy
        x64=""
        case "$c_in" in *x64=1*) x64=--x64 ;; esac
        key=$(echo "$c_in" | sed -n 's/.*key=\([0-9a-f]*\) \([0-9a-f]*\).*/\1:\2/p')
        shape=$(echo "$c_in" | sed -n 's/.*shape=\(([0-9,]*)\).*/\1/p')
        want=$(echo $c_out | sed 's/ ; /;/g')
        case "$c_op" in
        key)
            seed=$(echo "$c_in" | sed -n 's/.*seed=\([-0-9]*\).*/\1/p')
            dt=$(echo "$c_in" | sed -n 's/.*dtype=\([a-z0-9]*\).*/\1/p')
            [ "$dt" = pyint ] && dt=int
            got=$("$J" key --seed-dtype "$dt" $x64 -- "$seed" 2>/dev/null) ;;
        split) got=$("$J" split --key "$key" --shape "$shape" $mode 2>/dev/null | tr '\n' ';' | sed 's/;$//') ;;
        fold_in)
            data=$(echo "$c_in" | sed -n 's/.*data=\([-0-9]*\).*/\1/p')
            got=$("$J" fold-in --key "$key" $mode -- "$data" 2>/dev/null) ;;
        bits*) got=$("$J" bits --key "$key" --shape "$shape" --width "${c_op#bits}" --hex $mode $x64 2>/dev/null) ;;
        esac
        lines=$((lines + 1))
        if [ "$got" != "$want" ]; then
            bad_lines=$((bad_lines + 1))
            [ $bad_lines -le 3 ] && echo "  $c_op $c_mode $c_in: got '$got' want '$want'"
        fi
    done <$P/jax_corpus_dev.txt
    [ $bad_lines -eq 0 ] && [ $lines -gt 0 ] && ok "corpus-$op ($lines lines)" || bad "corpus-$op ($bad_lines of $lines lines)"
}
corpus key
corpus split
corpus fold_in
corpus bits

# JAX's own expectations (jax_expected.txt) and CLI.md's examples
expect key-42 "00000000 0000002a" "$J" key 42
expect key-x64-neg "ffffffff fffffffd" "$J" key -3 --x64 --seed-dtype int64
expect key-x32-int64 "00000000 fffffffd" "$J" key -3 --seed-dtype int64
expect key-pyint-wrap "00000000 80000063" "$J" key 2147483747
expect key-uint32 "00000000 80000064" "$J" key 2147483748 --seed-dtype uint32
expect split4-legacy "883ffec1 59831cc0
5a84a4cb f3d306bf
19dbc576 fba37a3b
3204ed2f def27109" "$J" split --seed 0 --num 4 --legacy
expect split-default "6b200159 99ba4efe
375f238f cddb151d" "$J" split --seed 0
expect fold-in-4 "883ffec1 19dbc576" "$J" fold-in --seed 0 4
expect fold-in-neg "$("$J" fold-in --seed 3 4294967295)" "$J" fold-in --seed 3 -1
expect bits1701-u8 "216 115 43" "$J" bits --seed 1701 --shape '(3,)' --width 8 --legacy
expect bits1701-u16 "41682 1300 55017" "$J" bits --seed 1701 --shape '(3,)' --width 16 --legacy
expect bits1701-u32 "56197195 4200222568 961309823" "$J" bits --seed 1701 --shape 3 --legacy
expect bits1701-u64 "3982329540505020460 16822122385914693683 7882654074788531506" "$J" bits --seed 1701 --shape 3 --width 64 --x64 --legacy
expect bits1701-u64-x32 "56197195 4200222568 961309823" "$J" bits --seed 1701 --shape 3 --width 64 --legacy
expect bits-scalar-shape "$("$J" bits --seed 5 --shape '(1,)' --hex)" "$J" bits --seed 5 --shape '()' --hex
expect_exit key-int64-overflow 1 "$J" key 9223372036854775808
expect_exit key-jit-overflow 1 "$J" key 2147483747 --jit
expect key-jit-x64 "00000000 80000063" "$J" key 2147483747 --jit --x64
expect_exit key-int8-overflow 1 "$J" key 300 --seed-dtype int8
expect_exit fold-in-overflow 1 "$J" fold-in --seed 0 4294967296
expect_exit bits-width 1 "$J" bits --seed 0 --shape 3 --width 12
expect_exit bits-no-shape 2 "$J" bits --seed 0
expect_exit bits-no-key 2 "$J" bits --shape 3
expect_exit bits-two-keys 2 "$J" bits --seed 0 --key 0:0 --shape 3
expect_exit bits-bad-flag 2 "$J" bits --seed 0 --shape 3 --frobnicate
expect_exit bits-bad-key 1 "$J" bits --key 0x:zz --shape 3
expect_exit split-bad-shape 1 "$J" split --seed 0 --shape '(a,)'
expect_exit speed-bad-path 2 "$J" speed --path vax
# speed: the output format of CLI.md (not the figures: a benchmark is never a test)
speed_out=$("$J" speed --mib 1 --reps 1)
[ -n "$speed_out" ] && ! echo "$speed_out" | grep -v -E '^(speed [a-z0-9-]+ (scalar|sse2|avx2|avx512|neon) [0-9.]+ [0-9.]+|ratio [a-z0-9-]+ (sse2|avx2|avx512|neon)/scalar [0-9.]+|ratio [a-z0-9-]+ (scalar|sse2|avx2|avx512|neon)/bits32 [0-9.]+)$' >/dev/null &&
    echo "$speed_out" | grep -q '^speed bits32 scalar ' && echo "$speed_out" | grep -q '^speed bits32-legacy scalar ' &&
    echo "$speed_out" | grep -q '^ratio uniform-f32 scalar/bits32 ' && echo "$speed_out" | grep -q '^ratio normal-f32 scalar/bits32 ' &&
    ok speed-format || bad speed-format
expect speed-one-path "speed bits32 scalar" sh -c "\"$J\" speed --path scalar --mib 1 --reps 1 | head -n 1 | cut -d' ' -f1-3"
# the other implementations: split(key, 3)[i] == fold_in(key, i), key words per impl
for impl in threefry4x32 philox4x32 philox2x32; do
    expect "split-fold-in-$impl" "$("$J" fold-in --impl $impl --seed 7 2)" sh -c "\"$J\" split --impl $impl --seed 7 --num 3 | tail -n 1"
done
expect_exit key-words-mismatch 1 "$J" bits --impl philox2x32 --key 1:2 --shape 3
expect_exit impl-unknown 2 "$J" key 1 --impl mt19937

# ---- random: samplers through the CLI ------------------------------------------------------
# hex_close GOT WANT N: the hex words of GOT and WANT (same count, same signs) differ by at
# most N units in the last place each.
hex_close() {
    set -- "$1" "$2" "$3" $2
    got_words=$1 maxulp=$3
    shift 3
    for g in $got_words; do
        [ $# -gt 0 ] || return 1
        a=$((0x$g)) b=$((0x$1))
        shift
        [ $a -lt 0 ] && [ $b -ge 0 ] && return 1 # float64 words: signs must agree
        [ $a -ge 0 ] && [ $b -lt 0 ] && return 1
        d=$((a - b))
        [ $d -lt 0 ] && d=$((-d))
        [ $d -le $maxulp ] || return 1
    done
    [ $# -eq 0 ]
}

# sampler_corpus OP FLAGS: every corpus line of OP (exact rows) via `jaxcore <cmd> --hex`.
sampler_corpus() {
    op=$1
    shift
    bad_lines=0
    lines=0
    while IFS='|' read -r c_op c_mode c_in c_out c_rest; do
        [ "$(echo $c_op)" = "$op" ] || continue
        mode=""
        [ "$(echo $c_mode)" = part0 ] && mode=--legacy
        x64=""
        case "$c_in" in *x64=1*) x64=--x64 ;; esac
        key=$(echo "$c_in" | sed -n 's/.*key=\([0-9a-f]*\) \([0-9a-f]*\).*/\1:\2/p')
        shape=$(echo "$c_in" | sed -n 's/.*shape=\(([0-9,]*)\).*/\1/p')
        arg() { echo "$c_in" | sed -n "s/.* $1=\([^ ]*\).*/\1/p"; }
        case "$op" in
        uniform_f32) got=$("$J" uniform --key $key --shape "$shape" --minval "$(arg minval)" --maxval "$(arg maxval)" --no-fma --hex $mode) ;;
        uniform_f32_fma) got=$("$J" uniform --key $key --shape "$shape" --minval "$(arg minval)" --maxval "$(arg maxval)" --hex $mode) ;;
        uniform_f16) got=$("$J" uniform --key $key --shape "$shape" --dtype float16 --hex $mode) ;;
        uniform_bf16) got=$("$J" uniform --key $key --shape "$shape" --dtype bfloat16 --hex $mode) ;;
        uniform_f64) got=$("$J" uniform --key $key --shape "$shape" --x64 --hex $mode) ;;
        normal_f32) got=$("$J" normal --key $key --shape "$shape" --no-fma --hex $mode) ;;
        normal_f64) got=$("$J" normal --key $key --shape "$shape" --no-fma --x64 --hex $mode) ;;
        exponential_f32) got=$("$J" exponential --key $key --shape "$shape" --no-fma --hex $mode) ;;
        gumbel_f32) got=$("$J" gumbel --key $key --shape "$shape" --no-fma --hex $mode) ;;
        truncated_normal_f32) got=$("$J" truncated-normal --key $key --shape "$shape" --lower "$(arg lower)" --upper "$(arg upper)" --no-fma --hex $mode) ;;
        bernoulli) got=$("$J" bernoulli --key $key --shape "$shape" --p "$(arg p)" $mode) ;;
        randint_i32) got=$("$J" randint --key $key --shape "$shape" --minval "$(arg minval)" --maxval "$(arg maxval)" --hex $mode) ;;
        randint_i64) got=$("$J" randint --key $key --shape "$shape" --minval "$(arg minval)" --maxval "$(arg maxval)" --dtype int64 --x64 --hex $mode) ;;
        randint_u8) got=$("$J" randint --key $key --shape "$shape" --minval "$(arg minval)" --maxval "$(arg maxval)" --dtype uint8 --hex $mode) ;;
        permutation) got=$("$J" permutation --key $key --n "$(arg n)" $mode) ;;
        choice)
            rep=--replace
            [ "$(arg replace)" = False ] && rep=--no-replace
            got=$("$J" choice --key $key --a "$(arg a)" --shape "$shape" $rep $mode) ;;
        categorical) got=$("$J" categorical --key $key --logits "$(echo "$c_in" | sed -n 's/.*logits=\[\([^]]*\)\].*/\1/p')" --shape "$shape" --no-fma $mode) ;;
        esac
        lines=$((lines + 1))
        case "$op" in
        normal_f32 | normal_f64 | exponential_f32 | gumbel_f32 | truncated_normal_f32)
            # "tolerance" rows: the corpus derived them with a correctly rounded log, jaxcore
            # evaluates XLA:CPU's kernels: within 4 ulp (tests/test_random.c has the bounds)
            hex_close "$got" "$(echo $c_out)" 4 && got="$(echo $c_out)" ;;
        esac
        if [ "$got" != "$(echo $c_out)" ]; then
            bad_lines=$((bad_lines + 1))
            echo "  $op $c_in: got '$got', want '$(echo $c_out)'"
        fi
    done <$P/jax_corpus_dev.txt
    [ $lines -gt 0 ] && [ $bad_lines -eq 0 ] && ok "sampler-corpus-$op ($lines)" || bad "sampler-corpus-$op"
}
for op in uniform_f32 uniform_f32_fma uniform_f16 uniform_bf16 uniform_f64 normal_f32 normal_f64 \
    exponential_f32 gumbel_f32 truncated_normal_f32 bernoulli randint_i32 randint_i64 randint_u8 \
    permutation choice categorical; do
    sampler_corpus $op
done
# decimal output is Python's repr (docs: jax.random.uniform(key(0), (3,)))
expect uniform-doc "0.947667 0.9785799 0.33229148" "$J" uniform --seed 0 --shape 3
expect uniform-scalar "0.947667" "$J" uniform --seed 0
expect uniform-repr-small "1.947667e-09 1.9785797e-09" "$J" uniform --seed 0 --shape 2 --minval 1e-9 --maxval 2e-9
expect uniform-repr-int "100.0 100.0" "$J" uniform --seed 0 --shape 2 --minval 100 --maxval 100
expect randint-doc "2 1 3 6 1 5 6 3 4" "$J" randint --seed 0 --shape 3,3 --minval 0 --maxval 8 --legacy
expect randint-oor-u8 "255 255 255" "$J" randint --seed 0 --shape 3 --minval 255 --maxval 256 --dtype uint8
expect rademacher-legacy "-1 -1 -1 -1 1" "$J" rademacher --seed 1719994501 --shape 5 --legacy
expect bernoulli-legacy "0 1 1 1 0" "$J" bernoulli --seed 1612777541 --shape 5 --legacy
# the loop samplers: JAX's values (tests/random_test.py _RANDOM_VALUES_CASES, legacy)
expect poisson-legacy "7 3 6 11 6" "$J" poisson --seed 1349191556 --lam 5 --shape 5 --legacy
expect_close gamma-legacy "0.824221 1.724476 0.502882 5.386132 0.685543" "$J" gamma --seed 1038747260 --a 0.8 --shape 5 --legacy
expect_close loggamma-legacy "0.240559 -3.575443 -0.450946 -2.161372 -2.943277" "$J" loggamma --seed 1440221118 --a 0.8 --shape 5 --legacy
expect_close beta-legacy "0.13259 0.824893 0.948363 0.964155 0.235448" "$J" beta --seed 923534869 --a 0.8 --b 0.9 --shape 5 --legacy
expect_close dirichlet-legacy "0.003128 0.009694 0.987178 0.025938 0.479091 0.494971" "$J" dirichlet --seed 1590822961 --alpha 0.5,0.6,0.7 --shape 2 --legacy
expect dirichlet-one-line "1" sh -c "\"$J\" dirichlet --seed 0 --alpha 0.5,0.6 --shape 3 | wc -l | tr -d ' '"
# float64 truncated_normal (the C library's erf, as XLA:CPU): 1000 values inside the bounds
"$J" truncated-normal --seed 3 --shape 1000 --lower -0.5 --upper 2 --dtype float64 |
    awk '{ for (i = 1; i <= NF; ++i) { if (!($i > -0.5 && $i < 2)) exit 1; ++n } } END { exit n != 1000 }' &&
    ok truncated-normal-f64 || bad truncated-normal-f64
# wald, generalized-normal, ball, multinomial (no JAX values recorded): their definitions
# through the other commands, and the properties every sample has
k0=$("$J" split --seed 11 --num 2 | sed -n 1p | tr ' ' ':')
k1=$("$J" split --seed 11 --num 2 | sed -n 2p | tr ' ' ':')
# generalized_normal(p=1) = rademacher(keys[1]) * gamma(keys[0], 1) ** 1
gn_want=$(printf '%s\n%s\n' "$("$J" rademacher --key $k1 --shape 6 --dtype float32)" "$("$J" gamma --key $k0 --a 1 --shape 6)" |
    awk 'NR == 1 { split($0, s, " ") } NR == 2 { for (i = 1; i <= NF; ++i) printf "%s%s%s", (i > 1 ? " " : ""), (s[i] == "-1.0" ? "-" : ""), $i; print "" }')
expect generalized-normal-def "$gn_want" "$J" generalized-normal --seed 11 --p 1 --shape 6
# multinomial, 2 outcomes: count_0 = binomial(split(key, 2)[0], n, p_0), count_1 the rest
mn_first=$("$J" binomial --key $k0 --n 10 --p 0.3)
expect multinomial-def "$mn_first $(echo "$mn_first" | awk '{ printf "%.1f", 10 - $1 }')" "$J" multinomial --seed 11 --n 10 --p 0.3,0.7
expect multinomial-one-outcome "7.0 7.0" "$J" multinomial --seed 2 --n 7 --p 1 --shape 2,1
expect multinomial-zero-p "0.0 7.0 0.0" "$J" multinomial --seed 2 --n 7 --p 0,1,0
expect multinomial-rows-sum "100 100 100 100 100" sh -c "\"$J\" multinomial --seed 3 --n 100 --p 0.1,0.2,0.3,0.4 --shape 5,4 | awk '{ for (i = 1; i <= NF; i += 4) printf \"%s%d\", (i > 1 ? \" \" : \"\"), \$i + \$(i+1) + \$(i+2) + \$(i+3); print \"\" }'"
expect multinomial-hex-f16 "4900 4900" sh -c "\"$J\" multinomial --seed 4 --n 10 --p 1 --shape 2,1 --dtype float16 --hex"
expect ball-inside "ok" sh -c "\"$J\" ball --seed 5 --d 3 --shape 200 | awk '{ for (i = 1; i <= NF; i += 3) if (\$i * \$i + \$(i+1) * \$(i+1) + \$(i+2) * \$(i+2) > 1.000001) bad = 1; print (NF == 600 && !bad) ? \"ok\" : \"bad\" }'"
expect ball-l1-inside "ok" sh -c "\"$J\" ball --seed 6 --d 2 --p 1 --shape 100 --dtype float64 | awk '{ for (i = 1; i <= NF; i += 2) if ((\$i < 0 ? -\$i : \$i) + (\$(i+1) < 0 ? -\$(i+1) : \$(i+1)) > 1) bad = 1; print (NF == 200 && !bad) ? \"ok\" : \"bad\" }'"
expect wald-positive "ok" sh -c "\"$J\" wald --seed 7 --mean 0.5 --shape 300 | awk '{ for (i = 1; i <= NF; ++i) if (!(\$i > 0)) bad = 1; print (NF == 300 && !bad) ? \"ok\" : \"bad\" }'"
expect wald-hex-bf16 "4" sh -c "\"$J\" wald --seed 7 --mean 3 --dtype bfloat16 --hex | awk '{ print length(\$1) }'"
expect_exit wald-no-mean 2 "$J" wald --seed 0
expect_exit wald-zero-mean 1 "$J" wald --seed 0 --mean 0
expect_exit generalized-normal-negative-p 1 "$J" generalized-normal --seed 0 --p -1
expect_exit ball-negative-d 1 "$J" ball --seed 0 --d -1
expect_exit ball-nan-p 1 "$J" ball --seed 0 --d 2 --p nan
expect_exit multinomial-no-p 2 "$J" multinomial --seed 0 --n 3
expect_exit multinomial-shape 1 "$J" multinomial --seed 0 --n 3 --p 0.5,0.5 --shape 4,3
expect_exit multinomial-negative-p 1 "$J" multinomial --seed 0 --n 3 --p 0.5,-0.5
expect_exit poisson-negative 1 "$J" poisson --seed 0 --lam -1
expect_exit geometric-zero 1 "$J" geometric --seed 0 --p 0
expect_exit gumbel-mode 1 "$J" gumbel --seed 0 --mode middle
expect_exit bernoulli-highest 1 "$J" bernoulli --seed 0 --mode highest
expect_exit uniform-nan 1 "$J" uniform --seed 0 --minval nan
expect_exit uniform-inf 1 "$J" uniform --seed 0 --maxval inf
expect_exit uniform-dtype 1 "$J" uniform --seed 0 --dtype int32
expect_exit randint-overflow 1 "$J" randint --seed 0 --shape 2 --minval 0 --maxval 4294967296
expect_exit randint-no-bounds 2 "$J" randint --seed 0 --shape 2
expect_exit choice-too-many 1 "$J" choice --seed 0 --a 3 --shape 5 --no-replace
expect_exit choice-empty 1 "$J" choice --seed 0 --a 0 --shape 5
expect_exit categorical-empty 1 "$J" categorical --seed 0 --logits ""

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
