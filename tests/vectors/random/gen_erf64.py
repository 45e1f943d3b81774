#!/usr/bin/env python3
"""float64 erf reference values: the C library's erf, which XLA:CPU calls for float64
lax.erf (xla/service/cpu elemental emitter: EmitErf(F64) emits a call to "erf").

Generated on x86-64 Debian 12 (glibc 2.36) with CPython 3.11, whose math.erf calls the
C library's erf. Inputs: a fixed-seed mix of moderate values in each of the algorithm's
ranges (|x| < 0.84375, < 1.25, < 1/0.35, < 6, beyond), tiny and subnormal values, and the
truncated_normal bounds l/sqrt(2) for round l, and HARD: 160 inputs in 1.25 <= |x| < 6
where an erf built on an exp accurate to about 1 ulp (instead of glibc's 0.51) rounds
differently from glibc (found by comparing such a variant with glibc over random inputs).
Rerunning on the same platform gives the same file.
Usage: python3 gen_erf64.py > erf64_glibc.txt
"""
import math, random, struct

def bits(x):
    return struct.unpack("<Q", struct.pack("<d", x))[0]

HARD = [
    0x3ff9356833a897a6, 0xbff4e93953a983b1, 0xc001289ef3d4a1d0, 0x3ffb2777018a0bda,
    0x3ff49419e93e7d58, 0xbff8bec98683a57d, 0xbff44b5afbe907af, 0xbffc0ad71bd199a2,
    0xbff4239b61edb34b, 0xbff580828d5870b3, 0x3ff5c15d2225b347, 0xbff736f9091a1a8b,
    0x3ffe8e5274a0ac54, 0x3ff50fd4b786e6af, 0x3ff564eb9e9867fc, 0x3ff4396dcc75404d,
    0xbff6aadeb709e8c6, 0xbff4bba5e557eeec, 0x3ff5128c429002e2, 0xbffc356bac51f7ae,
    0x3ff95c4b521e6ba4, 0x3ff513d93b7d97e4, 0x3ff6d6809701e6d1, 0x3ff42ddcf1dcd12c,
    0xbff7797f46c63a54, 0x3fffc2d4df0989f5, 0xbffe0216b1441f99, 0xbff46fdfe61d98ce,
    0x3ff642d1dbba8148, 0xbff5953ea21a84ba, 0xbffa0579a9f8a491, 0xbff7346c4bbfa2df,
    0xbff57841be61809c, 0xbff838c1abe1b9a8, 0x3ff55892678e5fe9, 0x3ff67b4e812d8daa,
    0x3ff5602515e43223, 0xbffa7c7c8281129c, 0x3ff96ce90e6bbc86, 0x3ff8b94dc9b4f92a,
    0x3ff7452d4e2005c8, 0xbff97ff0b71924de, 0xbff430632e72159b, 0x3ff5639014c4bc2a,
    0xbff54397106ad17a, 0xbff5aa372c7a9af7, 0x3ff5cf95992b124e, 0x3ff5f2fd78c61105,
    0xbff7d821a888a58e, 0x3ff5fe90e9bda7df, 0xbff69a9cefd3f84e, 0x40009f2f1807f515,
    0xbff4ec099605132f, 0xbff84a64a8975cb1, 0xbff9a92e7db0bd21, 0xbff96fa2425e999c,
    0xbffcb4fe25f084f2, 0x3ff4aa05215e9ed9, 0xbffa002c7640ef4c, 0xbff5fc51ef0bc344,
    0xbff85e61f1dec31c, 0x3ff540c37b5c1ab9, 0x3ff51344b5e7fcb4, 0x3ff8513f3477b5bc,
    0x3ff85850702bf6a8, 0xbff5b186a8e8cd61, 0xbff534427afd4981, 0xbffa01878ce69d6a,
    0x3ff82fbda2c69709, 0xbff8a2e12f28f57d, 0x3ff49fa56d374911, 0xbff4c697100f9445,
    0xbff566901488c9cb, 0x3ff737d23700ace2, 0xbff6c33520442a7d, 0xbff4daf6ee0dcef6,
    0xbff8ffb9b1ffd774, 0xbff702dc580ac7b5, 0xbff6d9fa2fc77efc, 0x3ff56b1c75f51bfe,
    0xbff44153b0ca6931, 0xbff4c45fc1e37fef, 0x3ff5eeef2e54bcbc, 0xbff74cdf8899c26c,
    0xbff61ec5f6359cd6, 0x3fff3b2012069334, 0xbff9292469399eee, 0x3ff416ea7a4e2433,
    0xbff8b6a09f185272, 0xbff9d968415c5d31, 0xbff65808c87bd7ba, 0xbff90a9cef5af646,
    0xbff6c2995efe7849, 0x3ff773f4b013d410, 0x3ffd351c6aae902e, 0x3ffdbe729da23c48,
    0xbff94054d1c4250b, 0xbff874a07c185bd3, 0x3ff585925939e896, 0x3ff6c7d3d7d06d2e,
    0x3ffaa0e51df55bed, 0xbff716457ba12ff7, 0x3ff78072a7d4d05a, 0xbff52990dc6d28a4,
    0xbff5f26c55f28cf9, 0x3ff8e0ef8910e120, 0xbff816d1933ce4d8, 0xbff5368312ab2aae,
    0x3ff604650bc63372, 0xbff44f2705721f5a, 0x3ff62453ca14122a, 0x3ffbbbfd10c0b246,
    0x3ff4ed24f4d62ca2, 0xbffb6c1e097820af, 0xbff72629dd76eb67, 0xc001002a1ad90cda,
    0xbffd3fa5f3b540ca, 0x3ff70903e8c7d07e, 0xbff43586b72ed8c2, 0x3ff5145989795f1d,
    0x4001553ce6b44f52, 0xbff56e6bd0349e55, 0xbff543e1afee8be4, 0x3ff42ba3a0d0622c,
    0xbffd5bebfd9fc38f, 0x3ff50671cd5f2784, 0x3ffb77917d689faf, 0xbff6101ed1eb2a7e,
    0x3ff6dad8dda9fef6, 0xbff6353b8212714f, 0xbffaf4ac6c003a6f, 0x3ff89344b25639ce,
    0xbff7384f24e2d750, 0x3ff6790bcbe76874, 0x3ff65160bbdc2bd6, 0x3ff5e2bfaab62327,
    0xbff81174e6b8811c, 0xbff66ac16826c65b, 0x3ff42a89297236b1, 0x3fffdea565509677,
    0x3ff67c3160fcd350, 0xbff487a31b53e060, 0x3ff52e02b926bfc1, 0x3ff60b8907fd9eec,
    0xbff5101ae7fd07b0, 0xbff8533029a4253b, 0x3ff57358ea706aec, 0xbff4e07042b1ba15,
    0xbff5976f5829e1a2, 0xbff49600e92f0ab9, 0x40035043e8cdeda0, 0x3ff46c8548105793,
    0xbff7137168365533, 0xbff5df4a68c0d236, 0xbff65e1a8b10c5ce, 0xbff73e81da3b3fb5,
    0xbff5b6866bb80f7c, 0x3ff5b58a14727608, 0xbff56a805a612ca3, 0xbff5d122d3ce70a0,
]


def main():
    rng = random.Random(20261121)
    xs = []
    for lo, hi in ((0, 0.84375), (0.84375, 1.25), (1.25, 1 / 0.35), (1 / 0.35, 6), (6, 30)):
        xs += [rng.uniform(lo, hi) for _ in range(400)]
    xs += [rng.uniform(0, 1) * 2.0 ** -rng.randint(20, 1074) for _ in range(200)]
    xs += [l / math.sqrt(2) for l in range(-12, 13)] + [l / 4 / math.sqrt(2) for l in range(-24, 25)]
    xs += [struct.unpack("<d", struct.pack("<Q", h))[0] for h in HARD]
    print("# x (hex bits) | erf(x) from the C library (hex bits)")
    for i, x in enumerate(xs):
        if i % 2:
            x = -x
        print(f"{bits(x):016x} | {bits(math.erf(x)):016x}")

main()
