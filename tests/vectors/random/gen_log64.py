#!/usr/bin/env python3
"""float64 log reference values: the C library's log, which XLA:CPU calls for float64 lax.log
(llvm.log.f64 becomes a call to "log"; log1p's large branch calls it too).

Generated on x86-64 Debian 12 (glibc 2.36, AMD EPYC with AVX2 and FMA) with CPython 3.11,
whose math.log calls the C library's log. glibc picks its log by CPU (ifunc): the FMA build
on this machine, its plain build with GLIBC_TUNABLES=glibc.cpu.hwcaps=-AVX2,-FMA (what a host
without FMA runs). Column 2 is the first, column 3 the second (this script runs itself under
that setting for it). Inputs: a fixed-seed mix of random normal doubles over every exponent,
[0.5, 2), the near-1 range glibc treats apart ([1 - 2^-4, 1 + 0x1.09p-4)), powers of two
and their neighbours, and the inputs among 600000 more random ones (in [0.5, 2) and near 1)
where the two builds differ. No subnormals: XLA:CPU runs with DAZ, Python does not.
Rerunning on the same platform gives the same file.
Usage: python3 gen_log64.py > log64_glibc.txt
"""
import math, os, random, struct, subprocess, sys


def bits(x):
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def flt(b):
    return struct.unpack("<d", struct.pack("<Q", b))[0]


def inputs():
    rng = random.Random(20261123)
    xs = [flt(rng.randrange(0x0010000000000000, 0x7ff0000000000000)) for _ in range(1500)]
    xs += [rng.uniform(0.5, 2.0) for _ in range(1500)]
    xs += [rng.uniform(1 - 2 ** -4, 1 + float.fromhex("0x1.09p-4")) for _ in range(1500)]
    for e in range(-1022, 1024, 7):
        p = bits(2.0 ** e)
        xs += [flt(p), flt(p + 1), flt(p - 1) if e > -1022 else flt(p + 2)]
    return xs


def candidates():
    rng = random.Random(7)
    return [rng.uniform(0.5, 2.0) if i % 2 else rng.uniform(0.9375, 1.0647) for i in range(600000)]


if len(sys.argv) > 1 and sys.argv[1] == "--values":
    for x in inputs() + candidates():
        print(f"{bits(math.log(x)):016x}")
    sys.exit(0)

env = dict(os.environ, GLIBC_TUNABLES="glibc.cpu.hwcaps=-AVX2,-FMA")
plain = subprocess.run([sys.executable, __file__, "--values"], env=env, check=True,
                       capture_output=True, text=True).stdout.split()
n = len(inputs())
rows = list(zip(inputs(), plain))
rows += [(x, p) for x, p in zip(candidates(), plain[n:]) if f"{bits(math.log(x)):016x}" != p]
print("# x (hex bits) | log(x), glibc FMA build | log(x), glibc build without FMA")
for x, p in rows:
    print(f"{bits(x):016x} | {bits(math.log(x)):016x} | {p}")
