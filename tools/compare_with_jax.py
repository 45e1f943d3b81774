#!/usr/bin/env python3
"""compare_with_jax.py: run the same calls through JAX and through build/jaxcore, report
any difference. For users who have JAX installed; the test suite does not need it.

usage: python3 tools/compare_with_jax.py [--jaxcore build/jaxcore] [--x64]

Each case is a jaxcore CLI command line and a Python function that computes, with JAX,
the text the CLI should print. Exit status 1 if any case differs.
"""
import argparse
import subprocess
import sys


def words(a, n=2):
    """Key data or uint32 arrays as the CLI prints them: 8-digit hex words, n per line."""
    import numpy as np
    a = np.asarray(a).reshape(-1, n)
    return "\n".join(" ".join(f"{int(w):08x}" for w in row) for row in a)


def flat_hex(a, digits):
    import numpy as np
    return " ".join(f"{int(v):0{digits}x}" for v in np.asarray(a).ravel())


def flat_repr(a):
    """Floats and ints as NumPy prints one scalar of the array's dtype."""
    import numpy as np
    return " ".join(repr(v.item()) if v.dtype.kind != "f" else str(v) for v in np.asarray(a).ravel())


def cases(x64):
    import jax
    import jax.numpy as jnp
    from jax import random

    def promote(*names):
        def types():
            ops = []
            for n in names:
                if n in ("int", "float", "complex"):
                    ops.append({"int": int, "float": float, "complex": complex}[n])
                elif n.startswith("weak:"):  # a weakly typed array (JAX-internal helper)
                    from jax._src.lax import lax as lax_internal
                    ops.append(lax_internal._convert_element_type(0, jnp.dtype(n[5:]), weak_type=True))
                else:
                    ops.append(jnp.dtype(n))
            dt, weak = jax.dtypes.result_type(*ops, return_weak_type_flag=True)
            return f"{jnp.dtype(dt).name}{' weak' if weak else ''}"
        return (["promote"] + (["--x64"] if x64 else []) + list(names), types)

    def tree(literal):
        def run():
            value = eval(literal.replace("*", "0"))
            td = jax.tree.structure(value)
            paths = [jax.tree_util.keystr(p) for p, _ in jax.tree_util.tree_flatten_with_path(value)[0]]
            return "\n".join([str(td), f"num_leaves={td.num_leaves}", f"num_nodes={td.num_nodes}"] + paths)
        return (["tree", literal], run)

    k0 = random.key(0)
    return [
        promote("int8", "uint8"),
        promote("int", "float"),
        promote("uint64", "int64"),
        promote("bfloat16", "float16"),
        promote("int8", "float"),
        promote("float8_e4m3fn", "int32"),
        (["promote-types", "uint64", "int8"], lambda: jnp.promote_types("uint64", "int8").name),
        (["key", "42"] + (["--x64"] if x64 else []), lambda: words(random.key_data(random.key(42)))),
        (["split", "--seed", "0", "--num", "3"], lambda: words(random.key_data(random.split(k0, 3)))),
        (["fold-in", "--seed", "0", "7"], lambda: words(random.key_data(random.fold_in(k0, 7)))),
        (["bits", "--seed", "0", "--shape", "2,3", "--hex"], lambda: flat_hex(random.bits(k0, (2, 3)), 8)),
        (["bits", "--seed", "42", "--shape", "5", "--width", "8", "--hex"],
         lambda: flat_hex(random.bits(random.key(42), (5,), jnp.uint8), 2)),
        (["uniform", "--seed", "0", "--shape", "4"], lambda: flat_repr(random.uniform(k0, (4,)))),
        (["normal", "--seed", "0", "--shape", "4"], lambda: flat_repr(random.normal(k0, (4,)))),
        (["randint", "--seed", "0", "--shape", "4", "--minval", "0", "--maxval", "10"],
         lambda: flat_repr(random.randint(k0, (4,), 0, 10))),
        (["permutation", "--seed", "0", "--n", "8"], lambda: flat_repr(random.permutation(k0, 8))),
        (["gamma", "--seed", "0", "--a", "0.8", "--shape", "4"], lambda: flat_repr(random.gamma(k0, 0.8, (4,)))),
        (["beta", "--seed", "0", "--a", "2", "--b", "3", "--shape", "4"],
         lambda: flat_repr(random.beta(k0, 2.0, 3.0, (4,)))),
        (["poisson", "--seed", "0", "--lam", "30", "--shape", "6"], lambda: flat_repr(random.poisson(k0, 30.0, (6,)))),
        (["binomial", "--seed", "0", "--n", "200", "--p", "0.3", "--shape", "4"],
         lambda: flat_repr(random.binomial(k0, 200.0, 0.3, (4,)))),
        (["geometric", "--seed", "0", "--p", "0.3", "--shape", "6"], lambda: flat_repr(random.geometric(k0, 0.3, (6,)))),
        (["gumbel", "--seed", "0", "--mode", "highest", "--shape", "4"],
         lambda: flat_repr(random.gumbel(k0, (4,), mode="highest"))),
        (["wald", "--seed", "0", "--mean", "1.5", "--shape", "4"], lambda: flat_repr(random.wald(k0, 1.5, (4,)))),
        (["generalized-normal", "--seed", "0", "--p", "1.5", "--shape", "4"],
         lambda: flat_repr(random.generalized_normal(k0, 1.5, (4,)))),
        (["ball", "--seed", "0", "--d", "3", "--shape", "2"], lambda: flat_repr(random.ball(k0, 3, 2, (2,)))),
        (["multinomial", "--seed", "0", "--n", "100", "--p", "0.2,0.3,0.5", "--shape", "2,3"],
         lambda: flat_repr(random.multinomial(k0, 100.0, jnp.array([0.2, 0.3, 0.5]), shape=(2, 3)))),
        # rbg and unsafe_rbg (XLA:CPU's RngBitGenerator), and JAX's repr of a key
        (["key", "0", "--repr"], lambda: repr(k0)),
        (["key", "42", "--impl", "rbg", "--repr"], lambda: repr(random.key(42, impl="rbg"))),
        (["split", "--seed", "3", "--shape", "2,3", "--impl", "unsafe_rbg", "--repr"],
         lambda: repr(random.split(random.key(3, impl="unsafe_rbg"), (2, 3)))),
        (["split", "--seed", "5", "--num", "3", "--impl", "rbg"],
         lambda: words(random.key_data(random.split(random.key(5, impl="rbg"), 3)), 4)),
        (["fold-in", "--seed", "5", "9", "--impl", "rbg"],
         lambda: words(random.key_data(random.fold_in(random.key(5, impl="rbg"), 9)), 4)),
        (["split", "--seed", "5", "--num", "3", "--impl", "unsafe_rbg"],
         lambda: words(random.key_data(random.split(random.key(5, impl="unsafe_rbg"), 3)), 4)),
        (["fold-in", "--seed", "5", "9", "--impl", "unsafe_rbg"],
         lambda: words(random.key_data(random.fold_in(random.key(5, impl="unsafe_rbg"), 9)), 4)),
        (["bits", "--seed", "7", "--shape", "3,5", "--impl", "rbg", "--hex"],
         lambda: flat_hex(random.bits(random.key(7, impl="rbg"), (3, 5)), 8)),
        (["bits", "--seed", "7", "--shape", "7", "--width", "8", "--impl", "rbg", "--hex"],
         lambda: flat_hex(random.bits(random.key(7, impl="rbg"), (7,), jnp.uint8), 2)),
        (["bits", "--seed", "7", "--shape", "7", "--width", "16", "--impl", "unsafe_rbg", "--hex"],
         lambda: flat_hex(random.bits(random.key(7, impl="unsafe_rbg"), (7,), jnp.uint16), 4)),
        (["uniform", "--seed", "0", "--shape", "3", "--impl", "rbg"],
         lambda: flat_repr(random.uniform(random.key(0, impl="rbg"), (3,)))),
        (["normal", "--seed", "1", "--shape", "4", "--impl", "unsafe_rbg"],
         lambda: flat_repr(random.normal(random.key(1, impl="unsafe_rbg"), (4,)))),
        (["randint", "--seed", "2", "--shape", "6", "--minval", "0", "--maxval", "100", "--impl", "rbg"],
         lambda: flat_repr(random.randint(random.key(2, impl="rbg"), (6,), 0, 100))),
        (["gamma", "--seed", "3", "--a", "0.8", "--shape", "4", "--impl", "rbg"],
         lambda: flat_repr(random.gamma(random.key(3, impl="rbg"), 0.8, (4,)))),
        (["permutation", "--seed", "4", "--n", "8", "--impl", "unsafe_rbg"],
         lambda: flat_repr(random.permutation(random.key(4, impl="unsafe_rbg"), 8))),
        tree("{'b': [1, 2], 'a': (3, None)}"),
        tree("[1, (2, 3), {'x': 4}]"),
    ] + ([  # float64 needs x64 in JAX
        (["truncated-normal", "--seed", "0", "--lower", "-2", "--upper", "2", "--shape", "4",
          "--dtype", "float64", "--x64"],
         lambda: flat_repr(random.truncated_normal(k0, -2.0, 2.0, (4,), jnp.float64))),
        (["bits", "--seed", "7", "--shape", "5", "--width", "64", "--impl", "rbg", "--hex", "--x64"],
         lambda: flat_hex(random.bits(random.key(7, impl="rbg"), (5,), jnp.uint64), 16)),
    ] if x64 else [])


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--jaxcore", default="build/jaxcore")
    ap.add_argument("--x64", action="store_true", help="run JAX with jax_enable_x64")
    args = ap.parse_args()
    try:
        import jax
    except ImportError:
        sys.exit("compare_with_jax.py needs JAX (pip install jax)")
    jax.config.update("jax_enable_x64", args.x64)
    differ = 0
    for argv, fn in cases(args.x64):
        if args.x64 and argv[0] != "tree" and "--x64" not in argv:
            argv = argv + ["--x64"]  # the CLI's dtypes follow JAX's x64 mode only when told
        want = fn().strip()
        run = subprocess.run([args.jaxcore] + argv, capture_output=True, text=True)
        got = run.stdout.strip() if run.returncode == 0 else f"exit {run.returncode}: {run.stderr.strip()}"
        same = got == want
        differ += not same
        print(("same  " if same else "DIFF  ") + " ".join(argv))
        if not same:
            print(f"  jax:     {want}\n  jaxcore: {got}")
    print(f"{differ} difference(s)")
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
