#!/usr/bin/env python3
"""float64 pow reference values: the C library's pow, which XLA:CPU calls for float64 lax.pow
(llvm.pow.f64 becomes a call to "pow"), called here through ctypes.

Generated on x86-64 Debian 12 (glibc 2.36, AMD EPYC with AVX2 and FMA) with CPython 3.11.
glibc picks its pow by CPU (ifunc): the FMA build on this machine (column 3), its plain build
with GLIBC_TUNABLES=glibc.cpu.hwcaps=-AVX2,-FMA (column 4: what a host without FMA runs; this
script runs itself under that setting for it). Inputs (fixed seed): x > 0 from the samplers'
range (uniforms k 2^-53 and 1 - u, -log1p(-u), gamma-like values, random doubles over every
exponent) with y = 1/c for c in [0.05, 20], y = +-0.5, -1/p, random y in [-40, 40], pairs
with y log x near the overflow (709.78) and underflow (-708.4 .. -745) edges, and the inputs
among 300000 more random ones where the two builds differ. Rows whose result is subnormal
are left out (XLA:CPU flushes them; Python does not). Rerunning on the same platform gives
the same file. Usage: python3 gen_pow64.py > pow64_glibc.txt
"""
import ctypes, math, os, random, struct, subprocess, sys

libm = ctypes.CDLL("libm.so.6")
libm.pow.restype = ctypes.c_double
libm.pow.argtypes = [ctypes.c_double, ctypes.c_double]


def bits(x):
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def flt(b):
    return struct.unpack("<d", struct.pack("<Q", b))[0]


def inputs():
    rng = random.Random(20261126)
    xs = []
    for _ in range(500):
        u = rng.randrange(1, 1 << 53) * 2.0 ** -53
        xs += [u, 1 - u, -math.log1p(-u), rng.gammavariate(0.5, 1.0) or 1e-300,
               flt(rng.randrange(0x0010000000000000, 0x7ff0000000000000))]
    pairs = []
    for i, x in enumerate(xs):
        c = rng.uniform(0.05, 20)
        pairs += [(x, 1 / c), (x, (0.5, -0.5, -1 / 1.5, 2.0, 1 / 0.8)[i % 5]),
                  (x, rng.uniform(-40, 40))]
    for _ in range(600):  # y log x near 709.78 and -708.4 .. -745
        x = rng.uniform(1.5, 1e6) if rng.random() < 0.5 else rng.uniform(1e-6, 0.7)
        t = rng.choice((709.7, 709.78, 709.79, -708.3, -708.4, -720.0, -744.5, -745.2))
        pairs.append((x, t / math.log(x) * (1 + rng.uniform(-1e-6, 1e-6))))
    return pairs


def candidates():
    rng = random.Random(11)
    return [(rng.uniform(1e-3, 50), rng.uniform(-20, 20)) for _ in range(300000)]


if len(sys.argv) > 1 and sys.argv[1] == "--values":  # pow of the pairs on stdin
    for line in sys.stdin:
        x, y = (flt(int(h, 16)) for h in line.split())
        print(f"{bits(libm.pow(x, y)):016x}")
    sys.exit(0)

# the inputs are computed here once (math.log and random's samplers also differ by build)
pairs = inputs() + candidates()
env = dict(os.environ, GLIBC_TUNABLES="glibc.cpu.hwcaps=-AVX2,-FMA")
plain = subprocess.run([sys.executable, __file__, "--values"], env=env, check=True,
                       input="".join(f"{bits(x):x} {bits(y):x}\n" for x, y in pairs),
                       capture_output=True, text=True).stdout.split()
n = len(inputs())
print("# x (hex bits) | y (hex bits) | pow(x, y), glibc FMA build | pow(x, y), glibc build without FMA")
for i, ((x, y), p) in enumerate(zip(pairs, plain)):
    r = libm.pow(x, y)
    if r != 0 and abs(r) < 2.2250738585072014e-308:
        continue  # subnormal: XLA:CPU flushes it
    if i < n or f"{bits(r):016x}" != p:
        print(f"{bits(x):016x} | {bits(y):016x} | {bits(r):016x} | {p}")
