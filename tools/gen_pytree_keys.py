#!/usr/bin/env python3
"""Writes tests/vectors/pytree_keys.txt: reference data for PyTreeDef dict keys of every
type a Python literal spells. Run from the repository root:  python3 tools/gen_pytree_keys.py

Where the values come from (none of it is jaxcore's output):
  - repr() of floats, complex numbers, bytes, str, tuples and ints is CPython's own
    (this interpreter's), as JAX prints a key with repr() (jaxlib/pytree.cc ToString,
    DictKey.__str__ = "[" + repr(key) + "]"; keystr(simple=True) uses str(key)).
  - Key order: jaxlib sorts a dict's keys with std::stable_sort and Python's < and turns
    a TypeError from < into ValueError("Comparator raised exception while sorting pytree
    dictionary keys."). Where < is a strict weak order every stable sort agrees, so
    Python's sorted() (also stable, also <) gives JAX's order, and raises exactly when
    jaxlib does. Key sets with NaN are not ordered by <: their order is the algorithm's.
    For those (real-number keys only) this script compiles a few lines of C++ that call
    libstdc++'s std::stable_sort with double's < (which is Python's < on these keys), as
    the Linux jaxlib wheels do, and records the order it returns. Without g++ those rows
    are left out (the script says so).
  - Duplicates: a Python dict literal merges keys equal under == (1, 1.0, True, 1+0j);
    jaxcore refuses them (JAXCORE_ERR_TREE_DUP_KEY), so such rows expect "DUP_KEY".
  - equal: PyTreeDef.__eq__ compares the sorted key lists pairwise with ==.

Line format (TAB-separated; '#' lines are comments):
  float    <binary64 bits, hex>  <repr(x)>
  complex  <real bits, hex>  <imag bits, hex>  <repr(z)>
  dict     <jaxcore literal>  <str(tree_structure) or KEY_ORDER / DUP_KEY>  <keystr JSON>  <simple keystr JSON>
  equal    <literal a>  <literal b>  <true|false>
"""
import json
import math
import os
import random
import shutil
import struct
import subprocess
import sys
import tempfile

OUT = os.path.join("tests", "vectors", "pytree_keys.txt")


def bits(x):
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def value(text):
    """The key objects a literal's key text denotes: nan/inf as jaxcore reads them (a
    repr spelling), each nan a distinct object as in a real dict."""
    env = {"inf": math.inf}
    if text in ("nan", "-nan"):
        return float("nan")
    return eval(text, {"__builtins__": {}}, env)


CPP = r"""
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>
int main() {
  int n;
  while (std::scanf("%d", &n) == 1) {
    std::vector<std::pair<double, int> > v;
    for (int i = 0; i < n; ++i) {
      char s[64];
      std::scanf("%63s", s);
      v.push_back(std::make_pair(std::strtod(s, 0), i));
    }
    std::stable_sort(v.begin(), v.end(),
                     [](const std::pair<double, int> &a, const std::pair<double, int> &b) {
                       return a.first < b.first;
                     });
    for (int i = 0; i < n; ++i) std::printf("%d ", v[i].second);
    std::printf("\n");
  }
}
"""


def libstdcxx_orders(lists):
    """std::stable_sort (libstdc++) permutations of lists of real numbers, or None."""
    gxx = shutil.which("g++")
    if not gxx or not lists:
        return None
    d = tempfile.mkdtemp()
    src, exe = os.path.join(d, "s.cc"), os.path.join(d, "s")
    with open(src, "w") as f:
        f.write(CPP)
    subprocess.check_call([gxx, "-std=c++11", "-O1", src, "-o", exe])
    inp = "".join("%d %s\n" % (len(l), " ".join(repr(float(x)) for x in l)) for l in lists)
    out = subprocess.run([exe], input=inp, capture_output=True, text=True, check=True).stdout
    shutil.rmtree(d)
    return [[int(t) for t in line.split()] for line in out.splitlines()]


def has_nan(k):
    if isinstance(k, float):
        return math.isnan(k)
    if isinstance(k, complex):
        return math.isnan(k.real) or math.isnan(k.imag)
    if isinstance(k, tuple):
        return any(has_nan(e) for e in k)
    return False


def irregular(k):
    if isinstance(k, complex) or (isinstance(k, float) and math.isnan(k)):
        return True
    return isinstance(k, tuple) and any(irregular(e) for e in k)


def dict_row(key_texts, nan_orders):
    lit = "{" + ", ".join("%s: %d" % (t, i) for i, t in enumerate(key_texts)) + "}"
    keys = [value(t) for t in key_texts]
    merged = {}
    for i, k in enumerate(keys):
        merged[k] = i
    dup = len(merged) < len(keys)
    # jaxcore checks duplicates first where a key holds None (at the top), a complex or a
    # NaN; otherwise it sorts first, and JAX's error for the merged dict comes first.
    if dup and any(k is None or irregular(k) for k in keys):
        return [lit, "DUP_KEY", "-", "-"]
    if dup:
        try:
            sorted(merged)
        except TypeError:
            return [lit, "KEY_ORDER", "-", "-"]
        return [lit, "DUP_KEY", "-", "-"]
    if any(has_nan(k) for k in keys):
        if len(keys) > 1:
            order = nan_orders.pop(0)
            skeys = [keys[i] for i in order]
        else:
            skeys = keys
    else:
        try:
            skeys = sorted(keys)
        except TypeError:
            return [lit, "KEY_ORDER", "-", "-"]
    rep = "PyTreeDef({" + ", ".join("%r: *" % (k,) for k in skeys) + "})"
    ks = ["[%r]" % (k,) for k in skeys]
    simple = [str(k) for k in skeys]
    return [lit, rep, json.dumps(ks, ensure_ascii=False), json.dumps(simple, ensure_ascii=False)]


def main():
    rnd = random.Random(20261123)
    rows = []
    # ---- float and complex repr ----
    fl = [0.5, 1.5, 0.1, 1e16, 1e-5, 1e-4, 1234567890123456.0, 12345678901234567.0, 5e-324,
          2.2250738585072014e-308, 1.7976931348623157e308, 9007199254740993.0, 1e23, -0.0,
          -1.5, 100.0, 1e15, 123.456, 2.0**63, -2.0**63, 2.0**64, 3.0e-310, 0.30000000000000004]
    for e in range(-1074, 1024, 7):
        fl.append(math.ldexp(1.0, e))
    while len(fl) < 1500:
        b = rnd.getrandbits(64)
        if (b >> 52) & 0x7FF != 0x7FF:
            fl.append(struct.unpack("<d", struct.pack("<Q", b))[0])
    for x in fl:
        rows.append(["float", "%016x" % bits(x), repr(x)])
    for x in (math.inf, -math.inf, math.nan):
        rows.append(["float", "%016x" % bits(x), repr(x)])
    cx = [complex(0.0, 1.0), complex(0.0, -1.0), complex(-0.0, 1.0), complex(0.0, -0.0),
          complex(-0.0, -0.0), complex(1.0, 2.0), complex(1.5, -2.0), complex(1e16, 1.0),
          complex(math.inf, -math.inf), complex(math.nan, 1.0), complex(1.0, math.nan),
          complex(0.0, 0.0), complex(1e-5, 1e22), complex(-2.5, 0.0), complex(0.0, 1e-7)]
    for z in cx:
        rows.append(["complex", "%016x" % bits(z.real), "%016x" % bits(z.imag), repr(z)])
    # ---- dict key sets (key texts as written, in insertion order) ----
    cases = [
        ["True"], ["False", "True"], ["True", "0", "2"], ["0.5", "1.5"], ["1.5", "0.5"],
        ["-0.0"], ["0.0", "-1"], ["1e16", "1e-7", "0.1", "2.5e-308", "5e-324", "inf", "-inf",
                                  "1.7976931348623157e308", "123456789012345678.0"],
        ["1e22", "1e21", "1e23"], ["0.1", "0.2", "0.30000000000000004", "0.3"],
        ["2.5", "2", "True", "-3.75", "False"],
        ["9223372036854775808", "-9223372036854775809", "18446744073709551616", "3",
         "-9223372036854775808", "9223372036854775807"],
        ["100000000000000000000000000000", "-100000000000000000000000000000"],
        ["0x10000000000000000", "0o7777777777777777777777777", "0b1" + "0" * 70,
         "1_000_000_000_000_000_000_000"],
        ["9223372036854775808", "9.223372036854776e18", "9.3e18"],
        ["18446744073709551616", "1.8446744073709552e19"],
        ["-9223372036854775808", "-9.223372036854776e18"],
        ["1e300", "10" + "0" * 300, "1" + "0" * 300 + "1"],
        ["1j"], ["(1+2j)"], ["(1.5-2j)"], ["0j"], ["1e16j"], ["(1e16+1j)"], ["(1+0j)"],
        ["(1+0j)", "1"], ["1j", "2j"], ["1j", "1"], ["1j", "'a'"],
        ["b'a'"], ["b'b'", "b'a'", "b'a\\x00'", "b''"], ["b\"it's\"", "b'\\xff'", "b'\\\\'",
                                                       "b'\\t\\n\\r\\x7f'"],
        ["b'a'", "'a'"], ["b'a'", "1"],
        ["\"it's\"", "'say \"hi\"'", "'a\\tb'", "'\\x7f'", "'\\\\'", "'it\\'s \"x\"'"],
        ["(1, 2)", "(0, 5)"], ["(1, 'a')", "(0, 'b')", "(1,)"], ["()", "(0,)", "((1, 2), 3)"],
        ["(1, 'a')", "(1, 2)"], ["(0, 'a')", "(1, 2)"], ["('a', None)", "('a', 1)"],
        ["(None, 1)", "(None, 2)"], ["(1, 2.0)", "(1.0, 2)"], ["(True,)", "(0.5,)", "(2,)"],
        ["((),)", "(((),),)", "()"], ["(1, (2, (3, b'x')), 'y')", "(1, (2, (3, b'w')), 'z')"],
        ["(1j,)"], ["(1j,)", "(2,)"], ["((1+0j), 2)", "(1, 2)"], ["('a', 1j)", "('b', 2j)"],
        ["(inf, -inf)", "(-inf, inf)"], ["(1, 'a')", "(0.5, 2)", "(True, b'x')"],
        ["None"], ["None", "1"], ["None", "None"], ["1", "1.0"], ["True", "1"], ["0", "-0.0"],
        ["()", "0"], ["(1,)", "1"], ["'a'", "('a',)"],
        ["nan"], ["nan", "1.0"], ["1.0", "nan", "0.5"], ["2", "nan", "1", "nan", "0"],
        ["nan", "nan"], ["inf", "nan", "-inf"],
    ]
    for n in (8, 9, 14, 15, 16, 29, 30, 64):
        cases.append([repr(rnd.uniform(-1e3, 1e3)) for _ in range(n)])
        cases.append(["'%s'" % "".join(rnd.choice("abcAB_09") for _ in range(rnd.randint(0, 4)))
                      for _ in range(n)])
    for n in (3, 7, 8, 13, 14, 15, 21, 22, 40):
        for _ in range(3):
            cases.append([rnd.choice(["nan", str(rnd.randint(-5, 5)), repr(rnd.uniform(-5, 5))])
                          for _ in range(n)])
    # random key sets: mixed numbers, strings, bytes and nested tuples (reprs as key texts)
    def scalar(kind):
        if kind == "int":
            return rnd.choice([rnd.randint(-30, 30), rnd.randint(-2**70, 2**70)])
        if kind == "float":
            return rnd.choice([rnd.randint(-3, 3) / 2, rnd.uniform(-1e20, 1e20), math.inf,
                               -math.inf, -0.0, 2.0**63, float(rnd.randint(-3, 3))])
        if kind == "bool":
            return rnd.random() < 0.5
        if kind == "str":
            return "".join(rnd.choice("ab'\"\\\t") for _ in range(rnd.randint(0, 5)))
        if kind == "bytes":
            return bytes(rnd.choice([0, 97, 98, 39, 255]) for _ in range(rnd.randint(0, 3)))
        return None

    def key(kinds, depth, tuples):
        if tuples and (depth == 0 or (depth < 3 and rnd.random() < 0.3)):
            n = rnd.randint(0 if depth else 1, 3)
            return tuple(key(kinds, depth + 1, tuples) for _ in range(n))
        return scalar(rnd.choice(kinds))

    profiles = [["int", "float", "bool"], ["str"], ["bytes"], ["int", "bool"], ["int", "float"],
                ["int", "str"], ["int", "float", "none"], ["str", "bytes", "int"], ["none"]]
    for i in range(400):
        kinds = rnd.choice(profiles)
        ks = []
        for _ in range(rnd.randint(2, 24)):
            k = key(kinds, 0, i % 2)
            if k not in ks or rnd.random() < 0.03:  # a few duplicates
                ks.append(k)
        cases.append([repr(k) for k in ks])
    nan_lists = []
    for c in cases:
        ks = [value(t) for t in c]
        merged = {}
        for k in ks:
            merged[k] = 1
        if len(merged) == len(ks) and any(has_nan(k) for k in ks) and len(ks) > 1:
            nan_lists.append(ks)
    orders = libstdcxx_orders(nan_lists)
    if orders is None:
        print("g++ not found: NaN key rows left out", file=sys.stderr)
    for c in cases:
        ks = [value(t) for t in c]
        merged = {}
        for k in ks:
            merged[k] = 1
        nan_row = len(merged) == len(ks) and any(has_nan(k) for k in ks) and len(ks) > 1
        if nan_row and orders is None:
            continue
        rows.append(["dict"] + dict_row(c, orders if nan_row else []))
    # ---- equality of treedefs (sorted key lists compared with ==) ----
    eq = [("{1: 1}", "{1.0: 1}"), ("{1: 1}", "{True: 1}"), ("{1: 1}", "{(1+0j): 1}"),
          ("{0.5: 1}", "{0.5: 1}"), ("{0.5: 1}", "{0.25: 1}"), ("{(1, 2): 1}", "{(1.0, 2): 1}"),
          ("{(1, 2): 1}", "{(1, 2, 3): 1}"), ("{b'a': 1}", "{'a': 1}"), ("{None: 1}", "{None: 1}"),
          ("{nan: 1}", "{nan: 1}"), ("{1j: 1}", "{1j: 1}"), ("{1j: 1}", "{2j: 1}"),
          ("{18446744073709551616: 1}", "{1.8446744073709552e19: 1}"),
          ("{9007199254740993: 1}", "{9007199254740992.0: 1}"), ("{-0.0: 1}", "{0: 1}"),
          ("{(): 1}", "{(): 1}"), ("{((1,),): 1}", "{((True,),): 1}")]
    for a, b in eq:
        x = value(a[1:a.rindex(":")])
        y = value(b[1:b.rindex(":")])
        rows.append(["equal", a, b, "true" if x == y else "false"])
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("# PyTreeDef dict keys of every literal type: reference data written by "
                "tools/gen_pytree_keys.py\n# (see its docstring: CPython %s repr/sorted/==, "
                "libstdc++ std::stable_sort for NaN key sets).\n" % sys.version.split()[0])
        f.write("# float <bits> <repr> | complex <re> <im> <repr> | dict <literal> <repr|KEY_ORDER"
                "|DUP_KEY> <keystr> <simple> | equal <a> <b> <bool>\n")
        for r in rows:
            f.write("\t".join(r) + "\n")
    print("%d rows -> %s" % (len(rows), OUT))


if __name__ == "__main__":
    main()
