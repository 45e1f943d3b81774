#!/usr/bin/env python3
"""float32 tan reference values: the C library's tanf, which XLA:CPU calls for float32
lax.tan (cauchy's tan(pi (u - 1/2))), called here through ctypes.

Generated on x86-64 Debian 12 (glibc 2.36), CPython 3.11. Inputs (fixed seed): cauchy's
arguments float32(pi) * (u - 0.5) for uniforms u = k 2^-23 (every 1024th k, and random
ones), random floats in (-200, 200), random bit patterns (large arguments, tiny ones,
infinities and NaN left out). Rerunning on the same platform gives the same file.
Usage: python3 gen_tanf.py > tanf_glibc.txt
"""
import ctypes, random, struct

libm = ctypes.CDLL("libm.so.6")
libm.tanf.restype = ctypes.c_float
libm.tanf.argtypes = [ctypes.c_float]


def f32(v):
    return struct.unpack("<f", struct.pack("<f", v))[0]


def bits(v):
    return struct.unpack("<I", struct.pack("<f", v))[0]


def main():
    rng = random.Random(20261124)
    pi = f32(3.141592653589793)
    us = [k * 2.0 ** -23 for k in range(0, 1 << 23, 1024)]
    us += [rng.randrange(1 << 23) * 2.0 ** -23 for _ in range(2000)]
    xs = [f32(pi * f32(f32(u) - 0.5)) for u in us]
    xs += [f32(rng.uniform(-200, 200)) for _ in range(2000)]
    for _ in range(2000):
        b = rng.randrange(0x00800000, 0x7f800000) | rng.choice([0, 0x80000000])
        xs.append(struct.unpack("<f", struct.pack("<I", b))[0])
    print("# x (hex bits) | tanf(x) from the C library (hex bits)")
    for x in xs:
        print(f"{bits(x):08x} | {bits(libm.tanf(x)):08x}")


main()
