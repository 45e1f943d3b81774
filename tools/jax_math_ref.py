#!/usr/bin/env python3
"""jax_math_ref.py: hashes of what JAX computes on XLA:CPU for the math jaxcore reproduces.

usage: JAX_PLATFORMS=cpu python3 tools/jax_math_ref.py OUT.txt [--no-fma] [--only F,G,...]

Needs JAX and NumPy. --no-fma: run under XLA_FLAGS=--xla_cpu_max_isa=AVX (XLA:CPU then
emits no FMA) with GLIBC_TUNABLES=glibc.cpu.hwcaps=-AVX2,-FMA (glibc's builds for hosts
without FMA): what JAX computes on a host without FMA (jaxcore's no_fma = 1). The script
sets both variables and re-executes itself. --only: just these functions (names as in the
output without the width, e.g. log,exp; the float64 part runs only if one of them is there).
Time on a 16-core Xeon (2026-11-27): 62 s with FMA; without, float32 log, exp, log1p and
erf_inv took 130 s and erf did not finish in 340 s.

float32 (every one of the 2^32 bit patterns): log, exp, log1p, erf_inv, erf, tan, each as
one jit-compiled call per block of 2^24 consecutive patterns (block b: b << 24 to
(b + 1) << 24). float64 and float32 pow: 2^22 inputs each from the generator below, in
blocks of 2^16. For each block: h = sum(y[i] * w[i]) mod 2^64 over the outputs' bit patterns
y (uint32 or uint64; every NaN replaced by the quiet NaN 0x7fc00000 / 0x7ff8000000000000,
since payloads are not reproduced), w[i] = mix(i + 2^40) | 1, i the index inside the block,
mix(k) = splitmix64's finalizer of (k + 1) * 0x9e3779b97f4a7c15. Output lines:
"FUNCTION BLOCK HASH" (hex). tests/jax_math.c computes the same sums over jaxcore.

Generator (float64 input i, r = mix(i)): by i % 4: 0 the bits r; 1 positive, exponent
0x3c0 + (r >> 52) % 63 (values in [2^-63, 1)); 2 sign r >> 63, exponent 0x3f0 + (r >> 52) % 17;
3 (1 + m) - 1, m the 52 low bits of r as a fraction, negated when r >> 63 (JAX's uniforms).
pow's exponent: the category-2 value of mix(i + 2^41) times 8. float32 pow: both rounded
to float32. erf_inv float64 takes category 3 for odd i too (its domain).
"""
import os
import sys

M64 = (1 << 64) - 1


def mix(k):
    import numpy as np
    z = (k + np.uint64(1)) * np.uint64(0x9E3779B97F4A7C15)
    z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return z ^ (z >> np.uint64(31))


def category(r, cat):
    """float64 inputs from random words r by category (an array or one int per element)"""
    import numpy as np
    u = np.uint64
    man = r & u(0x000FFFFFFFFFFFFF)
    top = r >> u(52)
    sign = (r >> u(63)) << u(63)
    c1 = man | ((u(0x3C0) + top % u(63)) << u(52))
    c2 = sign | man | ((u(0x3F0) + top % u(17)) << u(52))
    c3 = ((man | u(0x3FF0000000000000)).view(np.float64) - 1.0)
    c3 = np.where(sign != 0, -c3, c3).view(np.uint64)
    return np.select([cat == 0, cat == 1, cat == 2], [r, c1, c2], c3).view(np.float64)


def main():
    out = sys.argv[1]
    nofma = "--no-fma" in sys.argv
    only = sys.argv[sys.argv.index("--only") + 1].split(",") if "--only" in sys.argv else None
    want = lambda name: only is None or name in only  # noqa: E731
    if nofma and "--xla_cpu_max_isa" not in os.environ.get("XLA_FLAGS", ""):
        os.environ["XLA_FLAGS"] = "--xla_cpu_max_isa=AVX " + os.environ.get("XLA_FLAGS", "")
        os.environ["GLIBC_TUNABLES"] = "glibc.cpu.hwcaps=-AVX2,-FMA"
        os.execv(sys.executable, [sys.executable] + sys.argv)
    from concurrent.futures import ThreadPoolExecutor
    import platform
    import numpy as np
    import jax
    jax.config.update("jax_enable_x64", True)
    import jax.numpy as jnp
    from jax import lax
    u = np.uint64
    w24 = mix(np.arange(1 << 24, dtype=np.uint64) + u(1 << 40)) | u(1)

    def hashes(y, nblocks):
        y = np.asarray(y)
        if y.dtype.itemsize == 4:
            b = np.where(np.isnan(y), np.uint32(0x7FC00000), y.view(np.uint32)).astype(np.uint64)
        else:
            b = np.where(np.isnan(y), u(0x7FF8000000000000), y.view(np.uint64))
        per = b.size // nblocks
        return (b.reshape(nblocks, per) * w24[:per]).sum(axis=1, dtype=np.uint64)

    f = open(out, "w")
    f.write(f"# jax {jax.__version__}, numpy {np.__version__}, backend {jax.default_backend()}, "
            f"{platform.machine()}, XLA_FLAGS={os.environ.get('XLA_FLAGS', '')}, "
            f"GLIBC_TUNABLES={os.environ.get('GLIBC_TUNABLES', '')}\n")
    f.write(f"# tools/jax_math_ref.py{' --no-fma' if nofma else ''}\n")
    f.flush()
    fns = {"log": jnp.log, "exp": jnp.exp, "log1p": jnp.log1p, "erf_inv": lax.erf_inv,
           "erf": lax.erf, "tan": jnp.tan}
    pool = ThreadPoolExecutor(12)
    for name, fn in fns.items():
        if not want(name):
            continue
        jf = jax.jit(fn)

        def one(b, jf=jf):
            x = np.arange(b << 24, (b + 1) << 24, dtype=np.uint64).astype(np.uint32).view(np.float32)
            return hashes(jf(x), 1)[0]

        for b, h in enumerate(pool.map(one, range(256))):
            f.write(f"{name}32 {b} {int(h):016x}\n")
        f.flush()
        print(name, "float32 done", flush=True)
    n = 1 << 22
    i = np.arange(n, dtype=np.uint64)
    x = category(mix(i), i % u(4))
    xe = category(mix(i), np.where(i % u(2) == 1, u(3), i % u(4)))
    y = category(mix(i + u(1 << 41)), np.full(n, 2, np.uint64)) * 8.0
    f64 = [("log", jnp.log, (x,)), ("exp", jnp.exp, (x,)), ("log1p", jnp.log1p, (x,)),
           ("erf_inv", lax.erf_inv, (xe,)), ("erf", lax.erf, (x,)), ("tan", jnp.tan, (x,)),
           ("pow", jnp.power, (x, y))]
    for name, fn, args in f64:
        if want(name):
            for b, h in enumerate(hashes(jax.jit(fn)(*args), n >> 16)):
                f.write(f"{name}64 {b} {int(h):016x}\n")
    x32, y32 = x.astype(np.float32), y.astype(np.float32)
    if want("pow"):
        for b, h in enumerate(hashes(jax.jit(jnp.power)(x32, y32), n >> 16)):
            f.write(f"pow32 {b} {int(h):016x}\n")
    f.write("# end\n")
    f.close()
    print("float64 done", flush=True)


if __name__ == "__main__":
    main()
