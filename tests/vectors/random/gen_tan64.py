#!/usr/bin/env python3
"""float64 tan reference values: the C library's tan, which XLA:CPU calls for float64 lax.tan
(llvm.tan.f64 becomes a call to "tan"; cauchy's tan(pi (u - 1/2))), called through ctypes.

Generated on x86-64 Debian 12 (glibc 2.36, AMD EPYC with AVX2 and FMA) with CPython 3.11.
glibc picks its tan by CPU (ifunc): the FMA build on this machine (column 2), its plain build
with GLIBC_TUNABLES=glibc.cpu.hwcaps=-AVX2,-FMA (column 3: what a host without FMA runs; this
script runs itself under that setting for it). Inputs (fixed seed): cauchy's arguments
pi (k 2^-53 - 1/2), random doubles with |x| <= 1e8 over every exponent, both sides of each
of glibc's case boundaries (1.259e-8, 0.0608, 0.787, 25, 1e8) and of multiples of pi/4,
random doubles above 1e8 (glibc's reduction with 1800 bits of 2/pi), powers of two, the
largest double and 6381956970095103 2^797 (the worst case of reduction modulo pi/2 in
double precision listed in J.-M. Muller's Elementary Functions: it lies 4.7e-19 from a
multiple of pi/2), and the inputs among 400000 more random ones where the two builds differ. Rerunning on the same
platform gives the same file. Usage: python3 gen_tan64.py > tan64_glibc.txt
"""
import ctypes, math, os, random, struct, subprocess, sys

libm = ctypes.CDLL("libm.so.6")
libm.tan.restype = ctypes.c_double
libm.tan.argtypes = [ctypes.c_double]


def bits(x):
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def flt(b):
    return struct.unpack("<d", struct.pack("<Q", b))[0]


def inputs():
    rng = random.Random(20261126)
    xs = [math.pi * (rng.randrange(1 << 53) * 2.0 ** -53 - 0.5) for _ in range(2500)]
    xs += [flt(rng.randrange(0x3E00000000000000, 0x4197D78400000001)) for _ in range(2500)]
    for b in (0x3E4B096C00000000, 0x3FAF212D00000000, 0x3FE92F1A00000000, 0x4039000000000000,
              0x4197D78400000000):
        xs += [flt(b + d) for d in range(-3, 4 if b < 0x4197D78400000000 else 1)]
    for k in range(1, 400):
        p = bits(k * math.pi / 4)
        xs += [flt(p + d) for d in (-2, -1, 0, 1, 2)]
    xs += [flt(0x4197D78400000000 + d) for d in range(1, 4)]
    xs += [flt(rng.randrange(0x4197D78400000001, 0x7FF0000000000000)) for _ in range(2500)]
    xs += [2.0 ** e for e in range(27, 1024, 3)] + [flt(0x7FEFFFFFFFFFFFFF)]
    xs += [6381956970095103 * 2.0 ** 797]
    return [x if i % 2 else -x for i, x in enumerate(xs)]


def candidates():
    rng = random.Random(13)
    xs = [rng.uniform(-30, 30) if i % 2 else rng.uniform(-1e8, 1e8) for i in range(300000)]
    return xs + [flt(rng.randrange(0x4197D78400000001, 0x7FF0000000000000)) for _ in range(100000)]


if len(sys.argv) > 1 and sys.argv[1] == "--values":  # tan of the inputs on stdin
    for line in sys.stdin:
        print(f"{bits(libm.tan(flt(int(line, 16)))):016x}")
    sys.exit(0)

# the inputs are computed here once (math and random's samplers also differ by build)
xs = inputs() + candidates()
env = dict(os.environ, GLIBC_TUNABLES="glibc.cpu.hwcaps=-AVX2,-FMA")
plain = subprocess.run([sys.executable, __file__, "--values"], env=env, check=True,
                       input="".join(f"{bits(x):x}\n" for x in xs),
                       capture_output=True, text=True).stdout.split()
n = len(inputs())
print("# x (hex bits) | tan(x), glibc FMA build | tan(x), glibc build without FMA")
for i, (x, p) in enumerate(zip(xs, plain)):
    r = f"{bits(libm.tan(x)):016x}"
    if i < n or r != p:
        print(f"{bits(x):016x} | {r} | {p}")
