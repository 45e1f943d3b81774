#!/usr/bin/env python3
"""float64 erf reference values: the C library's erf, which XLA:CPU calls for float64
lax.erf (xla/service/cpu elemental emitter: EmitErf(F64) emits a call to "erf").

Generated on x86-64 Debian 12 (glibc 2.36) with CPython 3.11, whose math.erf calls the
C library's erf. Inputs: a fixed-seed mix of moderate values in each of the algorithm's
ranges (|x| < 0.84375, < 1.25, < 1/0.35, < 6, beyond), tiny and subnormal values, and the
truncated_normal bounds l/sqrt(2) for round l. Rerunning on the same platform gives the
same file.
Usage: python3 gen_erf64.py > erf64_glibc.txt
"""
import math, random, struct

def bits(x):
    return struct.unpack("<Q", struct.pack("<d", x))[0]

def main():
    rng = random.Random(20261121)
    xs = []
    for lo, hi in ((0, 0.84375), (0.84375, 1.25), (1.25, 1 / 0.35), (1 / 0.35, 6), (6, 30)):
        xs += [rng.uniform(lo, hi) for _ in range(400)]
    xs += [rng.uniform(0, 1) * 2.0 ** -rng.randint(20, 1074) for _ in range(200)]
    xs += [l / math.sqrt(2) for l in range(-12, 13)] + [l / 4 / math.sqrt(2) for l in range(-24, 25)]
    print("# x (hex bits) | erf(x) from the C library (hex bits)")
    for i, x in enumerate(xs):
        if i % 2:
            x = -x
        print(f"{bits(x):016x} | {bits(math.erf(x)):016x}")

main()
