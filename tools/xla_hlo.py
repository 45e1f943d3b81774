#!/usr/bin/env python3
"""xla_hlo.py: print the float computations of XLA:CPU's optimized HLO for one JAX call.

usage: JAX_PLATFORMS=cpu python3 tools/xla_hlo.py 'EXPR' [MODULE] > FILE

Needs JAX. EXPR is evaluated with jax, jnp (jax.numpy) and r (jax.random) in scope, e.g.
'r.gamma(r.key(1603), 0.14, (8,), jnp.bfloat16)'. It runs as a user's call runs (through
jax.random's own jit: parameters are runtime arguments, not constants folded into the
program), with XLA_FLAGS=--xla_dump_to pointing at a temporary folder; then this prints, for
each compiled module whose name contains MODULE (default: gamma), the computations of its
HLO after optimization that compute with floats (the integer ones, threefry's, are left
out), without metadata. That shows what XLA:CPU evaluates: which roundings of a bfloat16
chain it keeps (its excess precision drops the others) and which rewrites its algebraic
simplifier made (a division by a scalar becoming a product with its reciprocal, ...).
"""
import glob
import os
import re
import sys
import tempfile


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    expr, module = sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "gamma"
    tmp = tempfile.mkdtemp(prefix="xla_hlo_")
    os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + f" --xla_dump_to={tmp}").strip()
    import jax
    import jax.numpy as jnp
    import jaxlib
    from jax import random as r
    jax.block_until_ready(eval(expr, {"jax": jax, "jnp": jnp, "r": r}))
    print(f"# jax {jax.__version__}, jaxlib {jaxlib.__version__}, backend {jax.default_backend()}")
    print(f"# tools/xla_hlo.py '{expr}' {module}")
    floats = re.compile(r"\b(bf16|f16|f32|f64)\[")
    for path in sorted(glob.glob(os.path.join(tmp, "*.cpu_after_optimizations.txt"))):
        if module not in os.path.basename(path):
            continue
        print(f"# {os.path.basename(path)}")
        block = []  # one computation: from its header line to its closing brace
        for line in open(path):
            line = re.sub(r", metadata=\{[^}]*\}", "", line.rstrip("\n"))
            if re.match(r"(ENTRY )?%\S+ \(", line):
                block = [line]
            elif block:
                block.append(line)
                if line == "}":
                    if any(floats.search(b) for b in block):
                        print("\n".join(block))
                    block = []


if __name__ == "__main__":
    main()
