#!/usr/bin/env python3
"""Reference values for jaxcore's software floating point (tests/test_random.c).

fma_*: exact rational arithmetic (fractions.Fraction), rounded to nearest-even by the
round_to() below (an independent implementation). log/exp/log1p/erfinv: mpmath at 60
digits, rounded the same way. Fixed seed: rerunning gives the same file.
Usage: python3 gen_math_ref.py > math_ref.txt
"""
import random, struct
from fractions import Fraction
import mpmath

FMT = {"f32": (24, 127, 32), "f64": (53, 1023, 64)}

def bits_to_frac(b, fmt):
    p, bias, w = FMT[fmt]
    s = b >> (w - 1); e = (b >> (p - 1)) & (2 * bias + 1); f = b & ((1 << (p - 1)) - 1)
    if e == 2 * bias + 1:
        return None
    v = Fraction(f, 1 << (p - 1)) * Fraction(2) ** (1 - bias) if e == 0 else \
        Fraction(f + (1 << (p - 1)), 1 << (p - 1)) * Fraction(2) ** (e - bias)
    return -v if s else v

def round_to(v, fmt, neg_zero=False):
    p, bias, w = FMT[fmt]
    sign = 0
    if v < 0 or (v == 0 and neg_zero):
        sign = 1; v = -v
    if v == 0:
        return sign << (w - 1)
    e = v.numerator.bit_length() - v.denominator.bit_length()
    while Fraction(2) ** e > v: e -= 1
    while Fraction(2) ** (e + 1) <= v: e += 1
    emin = 1 - bias
    q = max(e, emin) - (p - 1)            # exponent of the last kept bit
    m = v / Fraction(2) ** q
    n = m.numerator // m.denominator; r = m - n
    if r > Fraction(1, 2) or (r == Fraction(1, 2) and n & 1): n += 1
    if n == 0: return sign << (w - 1)
    if n >= 1 << p: n >>= 1; q += 1
    if n < 1 << (p - 1):  # subnormal
        return (sign << (w - 1)) | n
    ex = q + (p - 1) + bias
    if ex >= 2 * bias + 1:
        return (sign << (w - 1)) | ((2 * bias + 1) << (p - 1))
    return (sign << (w - 1)) | (ex << (p - 1)) | (n - (1 << (p - 1)))

def rand_bits(fmt, rng):
    p, bias, w = FMT[fmt]
    k = rng.random()
    if k < 0.5:  # moderate exponents
        e = bias + rng.randint(-30, 30)
    elif k < 0.7:
        e = rng.randint(0, 3)  # subnormal / tiny
    else:
        e = rng.randint(1, 2 * bias)
    return (rng.getrandbits(1) << (w - 1)) | (e << (p - 1)) | rng.getrandbits(p - 1)

def main():
    rng = random.Random(20260801)
    print("# op | fmt | inputs (hex bits) | expected (hex bits)")
    for fmt in ("f32", "f64"):
        p, bias, w = FMT[fmt]
        dig = w // 4
        for i in range(1500):
            a, b, c = rand_bits(fmt, rng), rand_bits(fmt, rng), rand_bits(fmt, rng)
            A, B = bits_to_frac(a, fmt), bits_to_frac(b, fmt)
            if i % 3 == 1:  # near-cancellation: c close to -a*b
                c = round_to(-A * B * (1 + Fraction(rng.randint(-3, 3), 1 << (p + 2))), fmt)
                if c >> (w - 1) & 1 and bits_to_frac(c, fmt) == 0: c = 0
            C = bits_to_frac(c, fmt)
            if C is None:
                continue
            exact = A * B + C
            negz = exact == 0 and (A * B == 0) and (a >> (w - 1) ^ b >> (w - 1)) and (c >> (w - 1))
            r = round_to(exact, fmt, bool(negz))
            print(f"fma | {fmt} | {a:0{dig}x} {b:0{dig}x} {c:0{dig}x} | {r:0{dig}x}")
    mpmath.mp.dps = 60
    for fmt in ("f32", "f64"):
        p, bias, w = FMT[fmt]
        dig = w // 4
        def tob(x):
            sign, m, e, _ = mpmath.mpf(x)._mpf_
            v = Fraction(int(m)) * Fraction(2) ** int(e)
            return round_to(-v if sign else v, fmt)
        for i in range(300):
            # log on (0, inf): log-uniform over a wide range
            xb = round_to(Fraction(str(mpmath.mpf(2) ** rng.uniform(-120, 120))), fmt)
            x = mpmath.mpf(bits_to_frac(xb, fmt).numerator) / bits_to_frac(xb, fmt).denominator
            print(f"log | {fmt} | {xb:0{dig}x} | {tob(mpmath.log(x)):0{dig}x}")
            xb = round_to(Fraction(rng.uniform(-80, 80)), fmt)
            x = mpmath.mpf(bits_to_frac(xb, fmt).numerator) / bits_to_frac(xb, fmt).denominator
            print(f"exp | {fmt} | {xb:0{dig}x} | {tob(mpmath.exp(x)):0{dig}x}")
            xb = round_to(Fraction(rng.uniform(-0.999, 3.0)), fmt)
            x = mpmath.mpf(bits_to_frac(xb, fmt).numerator) / bits_to_frac(xb, fmt).denominator
            print(f"log1p | {fmt} | {xb:0{dig}x} | {tob(mpmath.log1p(x)):0{dig}x}")
            xb = round_to(Fraction(rng.uniform(-1, 1)) ** 1, fmt)
            x = mpmath.mpf(bits_to_frac(xb, fmt).numerator) / bits_to_frac(xb, fmt).denominator
            if abs(x) < 1:
                print(f"erfinv | {fmt} | {xb:0{dig}x} | {tob(mpmath.erfinv(x)):0{dig}x}")
            xb = round_to(Fraction(rng.uniform(-5, 5)), fmt)
            x = mpmath.mpf(bits_to_frac(xb, fmt).numerator) / bits_to_frac(xb, fmt).denominator
            if fmt == "f32":
                print(f"erf | {fmt} | {xb:0{dig}x} | {tob(mpmath.erf(x)):0{dig}x}")

main()
