#!/usr/bin/env python3
"""jax_reference.py: write jax.random's outputs on XLA:CPU as jaxcore CLI cases.

usage: JAX_PLATFORMS=cpu python3 tools/jax_reference.py [--x64] [--legacy]
       [--edge|--rsqrt|--half|--params|--sizes] > FILE

Needs JAX (and NumPy). Each output line is one case: a jaxcore CLI command line (without
the program name), a tab, and what JAX returned for it as the CLI's --hex prints it (the
bits of each element, flat, in hex; bool as 0/1). --x64 runs JAX with jax_enable_x64 (the
float64 cases), --legacy with jax_threefry_partitionable=False (the CLI's --legacy). A case
JAX rejects is written as a '# error' comment. Lines starting with '#' are comments; the
first ones say where the values came from (JAX, jaxlib, NumPy versions, CPU).
--rsqrt writes float32 gamma for 160 shape parameters instead (each starts from the CPU's
RSQRTSS estimate of 1/sqrt(a - 1/3), XLA's float32 rsqrt, a different table entry each), then
200 cases of the samplers built on gamma and 40 of float16/bfloat16 gamma.
--half writes every float sampler in bfloat16 and float16 (XLA:CPU computes bfloat16 ops in
float32 and keeps some roundings and not others; float16 is native on an AVX512-FP16 host).
--params writes the samplers with parameters that the dtype cannot hold exactly (2.9, 0.3,
...), in float32, float16 and bfloat16 (float64, float32 and bfloat16 with --x64), where
the float type a parameter is computed in before the dtype shows.
--sizes writes maxwell and double_sided_maxwell at sizes from 1 to 4096 (XLA:CPU picks how
to sum the squares by the size of the array).
tests/jax_cpu.sh runs every case through build/jaxcore and compares.
"""
import argparse
import platform
import sys


def hexs(a):
    import numpy as np
    a = np.ascontiguousarray(np.asarray(a))
    if a.dtype == np.bool_:
        return " ".join("1" if v else "0" for v in a.ravel())
    u = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}[a.dtype.itemsize]
    return " ".join(f"{int(v):0{2 * a.dtype.itemsize}x}" for v in a.ravel().view(u))


def cases(x64):
    import jax.numpy as jnp
    from jax import random as r

    K = r.key
    F = "float64" if x64 else "float32"
    f = jnp.float64 if x64 else jnp.float32
    n = 4096  # elements of each float sampler (both branches of log1p, erf_inv's tail)
    m = 1024  # the loop samplers and the discrete ones
    d = f"--dtype {F}"
    c = [
        (f"uniform --seed 1 --shape {n} {d}", lambda: r.uniform(K(1), (n,), f)),
        (f"uniform --seed 2 --shape {m} {d} --minval -3 --maxval 5",
         lambda: r.uniform(K(2), (m,), f, -3.0, 5.0)),
        (f"normal --seed 3 --shape {4 * n} {d}", lambda: r.normal(K(3), (4 * n,), f)),
        (f"truncated-normal --seed 4 --shape {n} {d} --lower -2 --upper 2",
         lambda: r.truncated_normal(K(4), -2.0, 2.0, (n,), f)),
        (f"truncated-normal --seed 5 --shape {m} {d} --lower 1.5 --upper 4.5",
         lambda: r.truncated_normal(K(5), 1.5, 4.5, (m,), f)),
        (f"exponential --seed 6 --shape {n} {d}", lambda: r.exponential(K(6), (n,), f)),
        (f"gumbel --seed 7 --shape {n} {d}", lambda: r.gumbel(K(7), (n,), f)),
        (f"gumbel --seed 8 --shape {n} {d} --mode high", lambda: r.gumbel(K(8), (n,), f, mode="high")),
        (f"gumbel --seed 9 --shape {n} {d} --mode highest",
         lambda: r.gumbel(K(9), (n,), f, mode="highest")),
        (f"laplace --seed 10 --shape {n} {d}", lambda: r.laplace(K(10), (n,), f)),
        (f"logistic --seed 11 --shape {n} {d}", lambda: r.logistic(K(11), (n,), f)),
        (f"cauchy --seed 12 --shape {n} {d}", lambda: r.cauchy(K(12), (n,), f)),
        (f"maxwell --seed 13 --shape {n} {d}", lambda: r.maxwell(K(13), (n,), f)),
        (f"double-sided-maxwell --seed 14 --shape {n} {d} --loc 0.5 --scale 2",
         lambda: r.double_sided_maxwell(K(14), 0.5, 2.0, (n,), f)),
        (f"rayleigh --seed 15 --shape {n} {d} --scale 1.5", lambda: r.rayleigh(K(15), 1.5, (n,), f)),
        (f"pareto --seed 16 --shape {n} {d} --b 3", lambda: r.pareto(K(16), 3.0, (n,), f)),
        (f"weibull-min --seed 17 --shape {n} {d} --scale 2 --concentration 1.5",
         lambda: r.weibull_min(K(17), 2.0, 1.5, (n,), f)),
        (f"lognormal --seed 18 --shape {n} {d} --sigma 0.7", lambda: r.lognormal(K(18), 0.7, (n,), f)),
        (f"triangular --seed 19 --shape {n} {d} --left -1 --mode 0.5 --right 2",
         lambda: r.triangular(K(19), -1.0, 0.5, 2.0, (n,), f)),
        (f"gamma --seed 20 --shape {m} {d} --a 0.8", lambda: r.gamma(K(20), 0.8, (m,), f)),
        (f"gamma --seed 21 --shape {m} {d} --a 3.5", lambda: r.gamma(K(21), 3.5, (m,), f)),
        (f"loggamma --seed 22 --shape {m} {d} --a 0.3", lambda: r.loggamma(K(22), 0.3, (m,), f)),
        (f"beta --seed 23 --shape {m} {d} --a 2 --b 3", lambda: r.beta(K(23), 2.0, 3.0, (m,), f)),
        (f"dirichlet --seed 24 --shape {m // 4} {d} --alpha 0.5,1,2,4",
         lambda: r.dirichlet(K(24), jnp.array([0.5, 1.0, 2.0, 4.0], f), (m // 4,), f)),
        (f"chisquare --seed 25 --shape {m} {d} --df 4", lambda: r.chisquare(K(25), 4.0, (m,), f)),
        (f"f --seed 26 --shape {m} {d} --dfnum 3 --dfden 7", lambda: r.f(K(26), 3.0, 7.0, (m,), f)),
        (f"t --seed 27 --shape {m} {d} --df 5", lambda: r.t(K(27), 5.0, (m,), f)),
        (f"binomial --seed 28 --shape {m} {d} --n 200 --p 0.3",
         lambda: r.binomial(K(28), 200.0, 0.3, (m,), f)),
        (f"binomial --seed 29 --shape {m} {d} --n 7 --p 0.6", lambda: r.binomial(K(29), 7.0, 0.6, (m,), f)),
        (f"wald --seed 30 --shape {m} {d} --mean 1.5", lambda: r.wald(K(30), 1.5, (m,), f)),
        (f"generalized-normal --seed 31 --shape {m} {d} --p 1.5",
         lambda: r.generalized_normal(K(31), 1.5, (m,), f)),
        (f"ball --seed 32 --shape {m // 4} {d} --d 3", lambda: r.ball(K(32), 3, 2, (m // 4,), f)),
        (f"multinomial --seed 33 --shape 64,3 {d} --n 100 --p 0.2,0.3,0.5",
         lambda: r.multinomial(K(33), 100.0, jnp.array([0.2, 0.3, 0.5], f), shape=(64, 3), dtype=f)),
        (f"geometric --seed 34 --shape {m} --p 0.3", lambda: r.geometric(K(34), 0.3, (m,))),
        (f"poisson --seed 35 --shape {m} --lam 3", lambda: r.poisson(K(35), 3.0, (m,))),
        (f"poisson --seed 36 --shape {m} --lam 50", lambda: r.poisson(K(36), 50.0, (m,))),
        (f"randint --seed 37 --shape {m} --minval -5 --maxval 1000",
         lambda: r.randint(K(37), (m,), -5, 1000)),
        (f"bernoulli --seed 38 --shape {m} --p 0.3", lambda: r.bernoulli(K(38), 0.3, (m,))),
        (f"rademacher --seed 39 --shape {m}", lambda: r.rademacher(K(39), (m,))),
        (f"categorical --seed 40 --shape {m} --logits 0.1,0.5,1,-2",
         lambda: r.categorical(K(40), jnp.array([0.1, 0.5, 1.0, -2.0], f), shape=(m,))),
        ("permutation --seed 41 --n 1000", lambda: r.permutation(K(41), 1000)),
        (f"choice --seed 42 --shape {m} --a 50 --replace", lambda: r.choice(K(42), 50, (m,), True)),
        ("choice --seed 43 --shape 20 --a 50 --no-replace", lambda: r.choice(K(43), 50, (20,), False)),
        (f"choice --seed 44 --shape {m} --a 4 --replace --p 0.1,0.2,0.3,0.4",
         lambda: r.choice(K(44), 4, (m,), True, jnp.array([0.1, 0.2, 0.3, 0.4], f))),
        ("bits --seed 45 --shape 1000 --hex", lambda: r.bits(K(45), (1000,))),
        ("bits --seed 46 --shape 999 --width 8 --hex", lambda: r.bits(K(46), (999,), jnp.uint8)),
        ("bits --seed 47 --shape 999 --width 16 --hex", lambda: r.bits(K(47), (999,), jnp.uint16)),
        ("split --seed 48 --num 7", lambda: r.key_data(r.split(K(48), 7))),
        ("fold-in --seed 49 123456", lambda: r.key_data(r.fold_in(K(49), 123456))),
    ]
    if not x64:  # the narrow floats
        for s, dt in ((50, "bfloat16"), (51, "float16")):
            c.append((f"normal --seed {s} --shape {m} --dtype {dt}",
                      lambda s=s, dt=dt: r.normal(K(s), (m,), jnp.dtype(dt))))
            c.append((f"uniform --seed {s + 2} --shape {m} --dtype {dt}",
                      lambda s=s, dt=dt: r.uniform(K(s + 2), (m,), jnp.dtype(dt))))
    else:
        c.append(("bits --seed 54 --shape 500 --width 64 --hex", lambda: r.bits(K(54), (500,), jnp.uint64)))
    return c


def edge_cases(x64):
    import jax.numpy as jnp
    from jax import random as r

    K = r.key
    F = "float64" if x64 else "float32"
    f = jnp.float64 if x64 else jnp.float32
    d = f"--dtype {F}"
    m = 512
    inf = float("inf")
    c = [
        ("bits --seed 100 --shape 2,3,4 --width 8", lambda: r.bits(K(100), (2, 3, 4), jnp.uint8)),
        ("bits --seed 101 --shape 7", lambda: r.bits(K(101), (7,))),
        ("bits --seed 102 --shape 1", lambda: r.bits(K(102), (1,))),
        ("bits --seed 103 --shape 0", lambda: r.bits(K(103), (0,))),
        ("split --seed 104 --shape 2,3", lambda: r.key_data(r.split(K(104), (2, 3)))),
        (f"normal --seed 105 --shape 3,5,7 {d}", lambda: r.normal(K(105), (3, 5, 7), f)),
        (f"normal --seed 106 --shape 1 {d}", lambda: r.normal(K(106), (1,), f)),
        (f"normal --seed 107 --shape 4099 {d}", lambda: r.normal(K(107), (4099,), f)),
        (f"uniform --seed 108 --shape 5 {d} --minval 2 --maxval 2",
         lambda: r.uniform(K(108), (5,), f, 2.0, 2.0)),
        (f"uniform --seed 109 --shape 9 {d} --minval 3 --maxval -1",
         lambda: r.uniform(K(109), (9,), f, 3.0, -1.0)),
        (f"uniform --seed 110 --shape 64 {d} --minval -3e38 --maxval 3e38",
         lambda: r.uniform(K(110), (64,), f, -3e38, 3e38)),
        (f"uniform --seed 111 --shape 64 {d} --minval 1e-30 --maxval 2e-30",
         lambda: r.uniform(K(111), (64,), f, 1e-30, 2e-30)),
        (f"truncated-normal --seed 112 --shape {m} {d} --lower 5 --upper 6",
         lambda: r.truncated_normal(K(112), 5.0, 6.0, (m,), f)),
        (f"truncated-normal --seed 113 --shape {m} {d} --lower -8 --upper -7",
         lambda: r.truncated_normal(K(113), -8.0, -7.0, (m,), f)),
        (f"truncated-normal --seed 114 --shape {m} {d} --lower 3.76 --upper 3.8",
         lambda: r.truncated_normal(K(114), 3.76, 3.8, (m,), f)),
        (f"truncated-normal --seed 115 --shape {m} {d} --lower -inf --upper 0.5",
         lambda: r.truncated_normal(K(115), -inf, 0.5, (m,), f)),
        (f"truncated-normal --seed 116 --shape {m} {d} --lower 1 --upper 1",
         lambda: r.truncated_normal(K(116), 1.0, 1.0, (m,), f)),
        (f"gamma --seed 117 --shape {m} {d} --a 0.001", lambda: r.gamma(K(117), 0.001, (m,), f)),
        (f"gamma --seed 118 --shape {m} {d} --a 10000", lambda: r.gamma(K(118), 1e4, (m,), f)),
        (f"gamma --seed 119 --shape {m} {d} --a 1", lambda: r.gamma(K(119), 1.0, (m,), f)),
        (f"loggamma --seed 120 --shape {m} {d} --a 0.001", lambda: r.loggamma(K(120), 0.001, (m,), f)),
        (f"beta --seed 121 --shape {m} {d} --a 0.1 --b 0.1", lambda: r.beta(K(121), 0.1, 0.1, (m,), f)),
        (f"dirichlet --seed 122 --shape 64 {d} --alpha 0.01,0.02,5",
         lambda: r.dirichlet(K(122), jnp.array([0.01, 0.02, 5.0], f), (64,), f)),
        (f"poisson --seed 123 --shape {m} --lam 0.001", lambda: r.poisson(K(123), 0.001, (m,))),
        (f"poisson --seed 124 --shape {m} --lam 10", lambda: r.poisson(K(124), 10.0, (m,))),
        (f"poisson --seed 125 --shape {m} --lam 1000000", lambda: r.poisson(K(125), 1e6, (m,))),
        (f"binomial --seed 126 --shape {m} {d} --n 1000000 --p 0.5",
         lambda: r.binomial(K(126), 1e6, 0.5, (m,), f)),
        (f"binomial --seed 127 --shape 64 {d} --n 10 --p 0", lambda: r.binomial(K(127), 10.0, 0.0, (64,), f)),
        (f"binomial --seed 128 --shape 64 {d} --n 10 --p 1", lambda: r.binomial(K(128), 10.0, 1.0, (64,), f)),
        (f"geometric --seed 129 --shape 64 --p 1", lambda: r.geometric(K(129), 1.0, (64,))),
        (f"geometric --seed 130 --shape {m} --p 0.000001", lambda: r.geometric(K(130), 1e-6, (m,))),
        (f"pareto --seed 131 --shape {m} {d} --b 0.5", lambda: r.pareto(K(131), 0.5, (m,), f)),
        (f"weibull-min --seed 132 --shape {m} {d} --scale 1 --concentration 0.1",
         lambda: r.weibull_min(K(132), 1.0, 0.1, (m,), f)),
        (f"rayleigh --seed 133 --shape {m} {d} --scale 1e-30", lambda: r.rayleigh(K(133), 1e-30, (m,), f)),
        (f"t --seed 134 --shape {m} {d} --df 0.5", lambda: r.t(K(134), 0.5, (m,), f)),
        (f"chisquare --seed 135 --shape {m} {d} --df 0.1", lambda: r.chisquare(K(135), 0.1, (m,), f)),
        (f"wald --seed 136 --shape {m} {d} --mean 0.001", lambda: r.wald(K(136), 0.001, (m,), f)),
        (f"generalized-normal --seed 137 --shape {m} {d} --p 0.5",
         lambda: r.generalized_normal(K(137), 0.5, (m,), f)),
        (f"generalized-normal --seed 138 --shape {m} {d} --p 10",
         lambda: r.generalized_normal(K(138), 10.0, (m,), f)),
        (f"ball --seed 139 --shape 64 {d} --d 4 --p 1", lambda: r.ball(K(139), 4, 1, (64,), f)),
        (f"multinomial --seed 140 --shape 16,4 {d} --n 50 --p 0.5,0,0.25,0.25",
         lambda: r.multinomial(K(140), 50.0, jnp.array([0.5, 0.0, 0.25, 0.25], f), shape=(16, 4), dtype=f)),
        (f"categorical --seed 141 --shape {m} --logits 0,-inf,1",
         lambda: r.categorical(K(141), jnp.array([0.0, -inf, 1.0], f), shape=(m,))),
        ("choice --seed 142 --shape 3 --a 5 --no-replace --p 0.1,0.2,0.3,0.2,0.2",
         lambda: r.choice(K(142), 5, (3,), False, jnp.array([0.1, 0.2, 0.3, 0.2, 0.2], f))),
        ("permutation --seed 143 --n 1", lambda: r.permutation(K(143), 1)),
        ("permutation --seed 144 --n 2", lambda: r.permutation(K(144), 2)),
        ("randint --seed 145 --shape 64 --minval -2147483648 --maxval 2147483647",
         lambda: r.randint(K(145), (64,), -2147483648, 2147483647)),
        ("randint --seed 146 --shape 16 --minval 5 --maxval 3", lambda: r.randint(K(146), (16,), 5, 3)),
        ("bernoulli --seed 147 --shape 16 --p 0", lambda: r.bernoulli(K(147), 0.0, (16,))),
        ("bernoulli --seed 148 --shape 16 --p 1", lambda: r.bernoulli(K(148), 1.0, (16,))),
        ("fold-in --seed 149 4294967295", lambda: r.key_data(r.fold_in(K(149), 4294967295))),
    ]
    if not x64:
        for s, dt in ((150, "bfloat16"), (160, "float16")):
            for j, (name, fn) in enumerate((("exponential", r.exponential), ("gumbel", r.gumbel),
                                            ("laplace", r.laplace), ("logistic", r.logistic),
                                            ("cauchy", r.cauchy))):
                c.append((f"{name} --seed {s + j} --shape {m} --dtype {dt}",
                          lambda s=s, j=j, fn=fn, dt=dt: fn(K(s + j), (m,), jnp.dtype(dt))))
            c.append((f"truncated-normal --seed {s + 5} --shape {m} --dtype {dt} --lower -1 --upper 2",
                      lambda s=s, dt=dt: r.truncated_normal(K(s + 5), -1.0, 2.0, (m,), jnp.dtype(dt))))
            c.append((f"gamma --seed {s + 6} --shape {m} --dtype {dt} --a 2.5",
                      lambda s=s, dt=dt: r.gamma(K(s + 6), 2.5, (m,), jnp.dtype(dt))))
    return c


def rsqrt_cases(x64):
    """float32 gamma, 8 elements, for shape parameters whose d = a - 1/3 (a + 2/3 below 1)
    spread over [0.67, 600): c = (1/3) rsqrt(d) starts from the CPU's RSQRTSS estimate.
    Then the samplers built on gamma over their parameters (loggamma, beta, chisquare, t,
    generalized_normal; 40 each) and gamma in float16 and bfloat16 (20 each)."""
    import jax.numpy as jnp
    from jax import random as r
    c = []
    for k in range(160):
        a = f"{0.05 * 1.0615 ** k:.4g}"  # 0.05 .. about 600, each d in a new table entry
        c.append((f"gamma --seed {1000 + k} --shape 8 --dtype float32 --a {a}",
                  lambda k=k, a=a: r.gamma(r.key(1000 + k), float(a), (8,))))
    for k in range(40):
        a, b = f"{0.03 * 1.2 ** k:.4g}", f"{40 * 0.83 ** k:.4g}"  # 0.03 .. 37, 40 .. 0.02
        s = 1200 + 8 * k
        c += [(f"loggamma --seed {s} --shape 8 --dtype float32 --a {a}",
               lambda s=s, a=a: r.loggamma(r.key(s), float(a), (8,))),
              (f"beta --seed {s + 1} --shape 8 --dtype float32 --a {a} --b {b}",
               lambda s=s, a=a, b=b: r.beta(r.key(s + 1), float(a), float(b), (8,))),
              (f"chisquare --seed {s + 2} --shape 8 --dtype float32 --df {b}",
               lambda s=s, b=b: r.chisquare(r.key(s + 2), float(b), (8,))),
              (f"t --seed {s + 3} --shape 8 --dtype float32 --df {a}",
               lambda s=s, a=a: r.t(r.key(s + 3), float(a), (8,))),
              (f"generalized-normal --seed {s + 4} --shape 8 --dtype float32 --p {b}",
               lambda s=s, b=b: r.generalized_normal(r.key(s + 4), float(b), (8,)))]
    for k in range(20):
        a = f"{0.1 * 1.4 ** k:.4g}"  # 0.1 .. 60
        for j, dt in enumerate(("float16", "bfloat16")):
            s = 1600 + 2 * k + j
            c.append((f"gamma --seed {s} --shape 8 --dtype {dt} --a {a}",
                      lambda s=s, a=a, dt=dt: r.gamma(r.key(s), float(a), (8,), jnp.dtype(dt))))
    return c


def half_cases(x64):
    """Every float sampler in bfloat16 and float16, one or two parameter sets each."""
    import jax.numpy as jnp
    from jax import random as r
    K = r.key
    c = []
    for j, dt in enumerate(("bfloat16", "float16")):
        f, s, m, n = jnp.dtype(dt), 1800 + 100 * j, 64, 32  # m: direct samplers, n: loops
        d = f"--dtype {dt}"
        c += [
            (f"uniform --seed {s} --shape {m} {d} --minval -3 --maxval 5",
             lambda s=s, f=f: r.uniform(K(s), (m,), f, -3.0, 5.0)),
            (f"truncated-normal --seed {s + 1} --shape {m} {d} --lower 0.5 --upper 3",
             lambda s=s, f=f: r.truncated_normal(K(s + 1), 0.5, 3.0, (m,), f)),
            (f"gumbel --seed {s + 2} --shape {m} {d} --mode high",
             lambda s=s, f=f: r.gumbel(K(s + 2), (m,), f, mode="high")),
            (f"maxwell --seed {s + 3} --shape {m} {d}", lambda s=s, f=f: r.maxwell(K(s + 3), (m,), f)),
            (f"double-sided-maxwell --seed {s + 4} --shape {m} {d} --loc 0.5 --scale 2",
             lambda s=s, f=f: r.double_sided_maxwell(K(s + 4), 0.5, 2.0, (m,), f)),
            (f"rayleigh --seed {s + 5} --shape {m} {d} --scale 1.5",
             lambda s=s, f=f: r.rayleigh(K(s + 5), 1.5, (m,), f)),
            (f"pareto --seed {s + 6} --shape {m} {d} --b 3",
             lambda s=s, f=f: r.pareto(K(s + 6), 3.0, (m,), f)),
            (f"weibull-min --seed {s + 7} --shape {m} {d} --scale 2 --concentration 1.5",
             lambda s=s, f=f: r.weibull_min(K(s + 7), 2.0, 1.5, (m,), f)),
            (f"lognormal --seed {s + 8} --shape {m} {d} --sigma 0.7",
             lambda s=s, f=f: r.lognormal(K(s + 8), 0.7, (m,), f)),
            (f"triangular --seed {s + 9} --shape {m} {d} --left -1 --mode 0.5 --right 2",
             lambda s=s, f=f: r.triangular(K(s + 9), -1.0, 0.5, 2.0, (m,), f)),
            (f"gamma --seed {s + 10} --shape {n} {d} --a 0.8",
             lambda s=s, f=f: r.gamma(K(s + 10), 0.8, (n,), f)),
            (f"loggamma --seed {s + 11} --shape {n} {d} --a 0.3",
             lambda s=s, f=f: r.loggamma(K(s + 11), 0.3, (n,), f)),
            (f"loggamma --seed {s + 12} --shape {n} {d} --a 3.5",
             lambda s=s, f=f: r.loggamma(K(s + 12), 3.5, (n,), f)),
            (f"beta --seed {s + 13} --shape {n} {d} --a 2 --b 3",
             lambda s=s, f=f: r.beta(K(s + 13), 2.0, 3.0, (n,), f)),
            (f"beta --seed {s + 14} --shape {n} {d} --a 0.4 --b 0.7",
             lambda s=s, f=f: r.beta(K(s + 14), 0.4, 0.7, (n,), f)),
            (f"dirichlet --seed {s + 15} --shape 8 {d} --alpha 0.5,1,2,4",
             lambda s=s, f=f: r.dirichlet(K(s + 15), jnp.array([0.5, 1.0, 2.0, 4.0], f), (8,), f)),
            (f"chisquare --seed {s + 16} --shape {n} {d} --df 4",
             lambda s=s, f=f: r.chisquare(K(s + 16), 4.0, (n,), f)),
            (f"chisquare --seed {s + 17} --shape {n} {d} --df 0.9",
             lambda s=s, f=f: r.chisquare(K(s + 17), 0.9, (n,), f)),
            (f"f --seed {s + 18} --shape {n} {d} --dfnum 3 --dfden 7",
             lambda s=s, f=f: r.f(K(s + 18), 3.0, 7.0, (n,), f)),
            (f"t --seed {s + 19} --shape {n} {d} --df 5", lambda s=s, f=f: r.t(K(s + 19), 5.0, (n,), f)),
            (f"binomial --seed {s + 20} --shape {n} {d} --n 200 --p 0.3",
             lambda s=s, f=f: r.binomial(K(s + 20), 200.0, 0.3, (n,), f)),
            (f"binomial --seed {s + 21} --shape {n} {d} --n 7 --p 0.6",
             lambda s=s, f=f: r.binomial(K(s + 21), 7.0, 0.6, (n,), f)),
            (f"wald --seed {s + 22} --shape {n} {d} --mean 1.5",
             lambda s=s, f=f: r.wald(K(s + 22), 1.5, (n,), f)),
            (f"generalized-normal --seed {s + 23} --shape {n} {d} --p 1.5",
             lambda s=s, f=f: r.generalized_normal(K(s + 23), 1.5, (n,), f)),
            (f"generalized-normal --seed {s + 24} --shape {n} {d} --p 0.7",
             lambda s=s, f=f: r.generalized_normal(K(s + 24), 0.7, (n,), f)),
            (f"ball --seed {s + 25} --shape 8 {d} --d 3", lambda s=s, f=f: r.ball(K(s + 25), 3, 2, (8,), f)),
            (f"multinomial --seed {s + 26} --shape 8,3 {d} --n 20 --p 0.2,0.3,0.5",  # p: float32
             lambda s=s, f=f: r.multinomial(K(s + 26), 20.0, jnp.array([0.2, 0.3, 0.5]),
                                            shape=(8, 3), dtype=f)),
            (f"categorical --seed {s + 27} --shape {n} {d} --logits 0.1,0.5,1,-2",
             lambda s=s, f=f: r.categorical(K(s + 27), jnp.array([0.1, 0.5, 1.0, -2.0], f), shape=(n,))),
            (f"bernoulli --seed {s + 28} --shape {m} {d} --p 0.3",
             lambda s=s, f=f: r.bernoulli(K(s + 28), jnp.asarray(0.3, f), (m,))),
            (f"exponential --seed {s + 29} --shape {m} {d}",
             lambda s=s, f=f: r.exponential(K(s + 29), (m,), f)),
        ]
    return c


def params_cases(x64):
    """Parameters that no float type holds exactly, so that each rounding of them shows."""
    import jax.numpy as jnp
    from jax import random as r
    K = r.key
    c = []
    for j, dt in enumerate(("float64", "float32", "bfloat16") if x64 else ("float32", "float16", "bfloat16")):
        f, s, n = jnp.dtype(dt), 2000 + 100 * j + (1000 if x64 else 0), 32
        d = f"--shape {n} --dtype {dt}"
        c += [
            (f"weibull-min --seed {s} {d} --scale 1.3 --concentration 2.9",
             lambda s=s, f=f: r.weibull_min(K(s), 1.3, 2.9, (n,), f)),
            (f"pareto --seed {s + 1} {d} --b 2.9", lambda s=s, f=f: r.pareto(K(s + 1), 2.9, (n,), f)),
            (f"f --seed {s + 2} {d} --dfnum 2.9 --dfden 7.3",
             lambda s=s, f=f: r.f(K(s + 2), 2.9, 7.3, (n,), f)),
            (f"lognormal --seed {s + 3} {d} --sigma 0.3",
             lambda s=s, f=f: r.lognormal(K(s + 3), 0.3, (n,), f)),
            (f"rayleigh --seed {s + 4} {d} --scale 1.3", lambda s=s, f=f: r.rayleigh(K(s + 4), 1.3, (n,), f)),
            (f"double-sided-maxwell --seed {s + 5} {d} --loc 0.3 --scale 1.7",
             lambda s=s, f=f: r.double_sided_maxwell(K(s + 5), 0.3, 1.7, (n,), f)),
            (f"generalized-normal --seed {s + 6} {d} --p 2.9",
             lambda s=s, f=f: r.generalized_normal(K(s + 6), 2.9, (n,), f)),
            (f"ball --seed {s + 7} --shape 8 --dtype {dt} --d 3 --p 2.9",
             lambda s=s, f=f: r.ball(K(s + 7), 3, 2.9, (8,), f)),
            (f"truncated-normal --seed {s + 8} {d} --lower -0.3 --upper 1.7",
             lambda s=s, f=f: r.truncated_normal(K(s + 8), -0.3, 1.7, (n,), f)),
            (f"uniform --seed {s + 9} {d} --minval -0.3 --maxval 1.7",
             lambda s=s, f=f: r.uniform(K(s + 9), (n,), f, -0.3, 1.7)),
            (f"triangular --seed {s + 10} {d} --left -0.3 --mode 0.1 --right 1.7",
             lambda s=s, f=f: r.triangular(K(s + 10), -0.3, 0.1, 1.7, (n,), f)),
            (f"wald --seed {s + 11} {d} --mean 1.3", lambda s=s, f=f: r.wald(K(s + 11), 1.3, (n,), f)),
            (f"gamma --seed {s + 12} {d} --a 2.9", lambda s=s, f=f: r.gamma(K(s + 12), 2.9, (n,), f)),
            (f"beta --seed {s + 13} {d} --a 0.3 --b 2.9",
             lambda s=s, f=f: r.beta(K(s + 13), 0.3, 2.9, (n,), f)),
            (f"t --seed {s + 14} {d} --df 2.9", lambda s=s, f=f: r.t(K(s + 14), 2.9, (n,), f)),
            (f"chisquare --seed {s + 15} {d} --df 2.9",
             lambda s=s, f=f: r.chisquare(K(s + 15), 2.9, (n,), f)),
        ]
    return c


def sizes_cases(x64):
    """maxwell and double_sided_maxwell (scale 1.7, loc 0.3) from 1 to 4096 elements."""
    import jax.numpy as jnp
    from jax import random as r
    f, dt = (jnp.float64, "float64") if x64 else (jnp.float32, "float32")
    c = []
    for i, n in enumerate((1, 2, 3, 4, 7, 8, 15, 16, 31, 32, 33, 63, 64, 100, 128, 256, 512, 1000,
                           1024, 2048, 4096, 1025, 1365, 1366, 1500, 2047, 2049, 2730, 2731, 3000,
                           4095, 4097, 8192)):
        s = 2500 + 2 * i + (100 if x64 else 0)
        c += [(f"maxwell --seed {s} --shape {n} --dtype {dt}", lambda s=s, n=n: r.maxwell(r.key(s), (n,), f)),
              (f"double-sided-maxwell --seed {s + 1} --shape {n} --dtype {dt} --loc 0.3 --scale 1.7",
               lambda s=s, n=n: r.double_sided_maxwell(r.key(s + 1), 0.3, 1.7, (n,), f))]
    return c


MODES = {"edge": edge_cases, "rsqrt": rsqrt_cases, "half": half_cases, "params": params_cases,
         "sizes": sizes_cases}  # at most one; none: cases()


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--x64", action="store_true")
    ap.add_argument("--legacy", action="store_true")
    for mode in MODES:
        ap.add_argument(f"--{mode}", action="store_true")
    args = ap.parse_args()
    import jax
    import numpy as np
    jax.config.update("jax_enable_x64", args.x64)
    jax.config.update("jax_threefry_partitionable", not args.legacy)
    import jaxlib
    flags = ("--x64" if args.x64 else "") + (" --legacy" if args.legacy else "")
    modes = [m for m in MODES if getattr(args, m)]
    shown = flags + "".join(f" --{m}" for m in modes)
    print(f"# jax {jax.__version__}, jaxlib {jaxlib.__version__}, numpy {np.__version__}, "
          f"backend {jax.default_backend()}, {platform.machine()}, python {platform.python_version()}")
    print(f"# tools/jax_reference.py {shown}".rstrip())
    extra = flags.strip()
    for argv, fn in (MODES[modes[0]] if modes else cases)(args.x64):
        line = f"{argv} {extra}".strip()
        if argv.split()[0] not in ("split", "fold-in") and "--hex" not in line.split():
            line += " --hex"
        try:
            print(f"{line}\t{hexs(fn())}")
        except Exception as e:  # noqa: BLE001 (a case JAX rejects is reported, not fatal)
            msg = str(e).splitlines()[0] if str(e) else type(e).__name__
            print(f"# error {line}: {type(e).__name__}: {msg}")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
