#!/usr/bin/env python3
"""float32 pow reference values: the C library's powf, which XLA:CPU calls for float32
lax.pow (math.powf -> llvm.pow.f32 -> powf), called here through ctypes.

Generated on x86-64 Debian 12 (glibc 2.36, AMD EPYC with AVX2 and FMA), CPython 3.11.
Inputs (fixed seed): x > 0 from the samplers' range (uniforms k 2^-23, -log1p(-u) values,
random floats up to 1e6, random bit patterns), y = 1/c for c in [0.05, 20] and the
exponents 0.5, 1, 2, 3, -1, -0.5, random y in [-40, 40], and pairs with y log2 x near the
overflow (128) and underflow (-126..-150) edges. Rows whose result is subnormal are left
out (XLA:CPU flushes them; Python does not). Rerunning on the same platform gives the same
file. Usage: python3 gen_powf.py > powf_glibc.txt
"""
import ctypes, math, random, struct

libm = ctypes.CDLL("libm.so.6")
libm.powf.restype = ctypes.c_float
libm.powf.argtypes = [ctypes.c_float, ctypes.c_float]


def f32(v):
    return struct.unpack("<f", struct.pack("<f", v))[0]


def bits(v):
    return struct.unpack("<I", struct.pack("<f", v))[0]


def main():
    rng = random.Random(20261123)
    pairs = []
    for _ in range(1500):
        u = rng.randrange(1, 1 << 23) * 2.0 ** -23
        pairs.append((u, 1.0 / rng.uniform(0.05, 20)))
        pairs.append((-math.log1p(-f32(u)), 1.0 / rng.uniform(0.05, 20)))
        pairs.append((rng.uniform(0, 1e6), rng.choice([0.5, 1.0, 2.0, 3.0, -1.0, -0.5])))
        pairs.append((rng.uniform(0, 4), rng.uniform(-40, 40)))
        x = struct.unpack("<f", struct.pack("<I", rng.randrange(0x00800000, 0x7f800000)))[0]
        pairs.append((x, rng.uniform(-4, 4)))
    for _ in range(500):
        x = rng.uniform(1.01, 1e4)
        t = rng.uniform(-151, 129)
        pairs.append((x, t / math.log2(x)))
    print("# x (hex bits) | y (hex bits) | powf(x, y) from the C library (hex bits)")
    for x, y in pairs:
        x, y = f32(x), f32(y)
        if x <= 0 or y == 0:
            continue
        r = libm.powf(x, y)
        if r != 0 and abs(r) < 2.0 ** -126:
            continue
        print(f"{bits(x):08x} | {bits(y):08x} | {bits(r):08x}")


main()
