/* digest: reduces a corpus of jaxcore outputs to one 64-bit FNV-1a digest of their text,
   so that builds for different compilers, flags, word sizes, byte orders and SIMD paths
   can be compared with a single line (tests/matrix.sh). The corpus: every promotion table
   (standard and strict, x64 on and off, each explicit-x64 policy, promote_types); keys,
   splits, fold_ins and bits of every width in both PRNG modes, whole and sliced; every
   sampler in every dtype it takes, fused and unfused; the samplers with float parameters
   at zeros, subnormals, infinities and NaN; pytree reprs, counts and key paths. The correctness of
   these outputs is checked against reference data by the unit tests; the digest only proves that
   every build computes the same thing. usage: digest [PATH]   prints "<16 hex digits>"; PATH forces
   a SIMD path (scalar, sse2, avx2, avx512, neon, simd128; default auto). A path not in this build
   exits 2, one in the build that this CPU lacks exits 3. */
#define JAXCORE_IMPLEMENTATION
#include "../jaxcore.h"

#include <stdio.h>
#include <string.h>

typedef struct digest {
    uint32_t hi, lo; /* 64-bit FNV-1a state in two halves: no 64-bit multiply needed */
} digest;

static void feed(digest *d, const char *s) {
    for (; *s; ++s) {
        /* state ^= byte; state *= 0x100000001b3 (FNV-1a 64 prime = 2^40 + 0x1b3) */
        uint32_t lo = d->lo ^ (unsigned char)*s, hi = d->hi;
        uint32_t lo16 = lo & 0xffffu, lo_hi16 = lo >> 16;
        uint32_t p_lo = lo16 * 0x1b3u, p_mid = lo_hi16 * 0x1b3u;
        uint32_t new_lo = p_lo + (p_mid << 16);
        uint32_t carry = (p_lo >> 16) + (p_mid & 0xffffu);
        uint32_t new_hi = hi * 0x1b3u + (p_mid >> 16) + (carry >> 16) + (lo << 8);
        d->lo = new_lo;
        d->hi = new_hi;
    }
}

static void promotion(digest *d) {
    static const int modes[][3] = {{0, 0, JAXCORE_X64_WARN},  {1, 0, JAXCORE_X64_WARN},
                                   {0, 1, JAXCORE_X64_WARN},  {1, 1, JAXCORE_X64_WARN},
                                   {0, 0, JAXCORE_X64_ALLOW}, {0, 0, JAXCORE_X64_ERROR}};
    int m, a, b;
    for (m = 0; m < (int)(sizeof modes / sizeof modes[0]); ++m) {
        jaxcore_promo_config cfg;
        memset(&cfg, 0, sizeof cfg);
        cfg.x64 = modes[m][0];
        cfg.strict = modes[m][1];
        cfg.explicit_x64 = (jaxcore_x64_policy)modes[m][2];
        for (a = 0; a < JAXCORE_DTYPE_COUNT; ++a) {
            for (b = 0; b < JAXCORE_DTYPE_COUNT; ++b) {
                jaxcore_operand ops[2];
                jaxcore_type t;
                jaxcore_dtype p;
                char line[96];
                int w;
                for (w = 0; w < 2; ++w) {
                    ops[0].dtype = (jaxcore_dtype)a;
                    ops[1].dtype = (jaxcore_dtype)b;
                    ops[0].weak = ops[1].weak = w;
                    ops[0].keep_x64 = ops[1].keep_x64 = 0;
                    if (jaxcore_result_type(ops, 2, &cfg, &t) == JAXCORE_OK)
                        sprintf(line, "%s %d %d;", jaxcore_dtype_short_name(t.dtype), t.weak,
                                t.warned);
                    else
                        sprintf(line, "-;");
                    feed(d, line);
                }
                if (jaxcore_promote_types((jaxcore_dtype)a, (jaxcore_dtype)b, &cfg, &p) ==
                    JAXCORE_OK)
                    feed(d, jaxcore_dtype_short_name(p));
                feed(d, "\n");
            }
        }
    }
}

static void feed_words(digest *d, const uint32_t *w, size_t n) {
    char hex[12];
    size_t i;
    for (i = 0; i < n; ++i) {
        sprintf(hex, "%08lx ", (unsigned long)w[i]);
        feed(d, hex);
    }
    feed(d, "\n");
}

static void prng(digest *d, jaxcore_prng_path path) {
    static const size_t sizes[] = {0, 1, 2, 3, 7, 16, 17, 33, 100, 1000};
    static const uint32_t data[] = {0, 1, 7, 12345, 0x7fffffffu, 0xffffffffu};
    static uint32_t buf[2 * 1000 + 8];
    static jaxcore_key keys[64];
    int seed, legacy;
    size_t s, i, w;
    for (legacy = 0; legacy <= 1; ++legacy) {
        jaxcore_prng_config cfg;
        memset(&cfg, 0, sizeof cfg);
        cfg.legacy = legacy;
        cfg.path = path;
        for (seed = -2; seed < 6; ++seed) {
            jaxcore_key k;
            uint32_t words[4];
            jaxcore_random_key(NULL, seed, JAXCORE_PY_INT, &cfg, &k);
            jaxcore_key_data(k, words, 4, NULL);
            feed_words(d, words, 2);
            for (s = 0; s < 64; s += 9) {
                jaxcore_random_split(k, s, keys, &cfg);
                for (i = 0; i < s; ++i)
                    feed_words(d, keys[i].data, 2);
            }
            for (i = 0; i < sizeof data / sizeof data[0]; ++i) {
                jaxcore_random_fold_in(k, data[i], &keys[0], &cfg);
                feed_words(d, keys[0].data, 2);
            }
            for (w = 8; w <= 64; w *= 2) {
                for (s = 0; s < sizeof sizes / sizeof sizes[0]; ++s) {
                    size_t n = sizes[s];
                    memset(buf, 0, sizeof buf);
                    jaxcore_random_bits(k, (unsigned)w, n, buf, &cfg);
                    /* each element as a number: independent of the byte order */
                    for (i = 0; i < n; ++i) {
                        char hex[20];
                        uint64_t v = w == 8    ? ((uint8_t *)buf)[i]
                                     : w == 16 ? ((uint16_t *)buf)[i]
                                     : w == 32 ? ((uint32_t *)buf)[i]
                                               : ((uint64_t *)buf)[i];
                        sprintf(hex, "%08lx%08lx ", (unsigned long)(v >> 32),
                                (unsigned long)(v & 0xffffffffu));
                        feed(d, hex);
                    }
                    feed(d, "\n");
                }
            }
            /* a slice of a large array, crossing block and vector boundaries */
            jaxcore_random_bits_slice(k, 32, 100000, 4093, 1000, buf, &cfg);
            feed_words(d, buf, 1000);
        }
    }
}

/* n elements of `bytes` bytes each, as numbers (independent of the byte order) */
static void feed_elems(digest *d, const void *buf, size_t bytes, size_t n) {
    size_t i;
    char hex[24];
    for (i = 0; i < n; ++i) {
        uint64_t v = 0;
        if (bytes == 1) v = ((const uint8_t *)buf)[i];
        if (bytes == 2) v = ((const uint16_t *)buf)[i];
        if (bytes == 4) v = ((const uint32_t *)buf)[i];
        if (bytes == 8) v = ((const uint64_t *)buf)[i];
        sprintf(hex, "%08lx%08lx ", (unsigned long)(v >> 32), (unsigned long)(v & 0xffffffffu));
        feed(d, hex);
    }
    feed(d, "\n");
}

static void samplers(digest *d, jaxcore_prng_path path) {
    static const jaxcore_dtype floats[] = {JAXCORE_FLOAT32, JAXCORE_FLOAT64, JAXCORE_FLOAT16,
                                           JAXCORE_BFLOAT16};
    static const jaxcore_dtype ints[] = {JAXCORE_INT8,   JAXCORE_UINT8, JAXCORE_INT16,
                                         JAXCORE_UINT16, JAXCORE_INT32, JAXCORE_UINT32,
                                         JAXCORE_INT64,  JAXCORE_UINT64};
    static uint64_t buf[600], work[1200];
    static const float logits[2 * 5] = {0.5f, -1.0f, 2.0f, 0.0f, 0.25f,
                                        1.0f, 1.0f,  1.0f, 3.0f, -2.0f};
    static const float probs[5] = {0.1f, 0.2f, 0.3f, 0.25f, 0.15f};
    static const double alpha[3] = {0.5, 1.0, 2.5};
    static const double mprobs[20] = {0.3,  0.1,  0.25, 0.05, 0.01, 0.02, 0.03, 0.04, 0.05, 0.01,
                                      0.02, 0.03, 0.01, 0.02, 0.01, 0.01, 0.01, 0.01, 0.01, 0.01};
    const size_t n = 257, m = 33; /* m for the loop samplers (microseconds per element) */
    int fma, legacy, x64;
    size_t f, i;
    for (legacy = 0; legacy <= 1; ++legacy) {
        for (fma = 0; fma <= 1; ++fma) {
            for (x64 = 0; x64 <= 1; ++x64) {
                jaxcore_random_config cfg;
                jaxcore_key k;
                memset(&cfg, 0, sizeof cfg);
                cfg.prng.legacy = legacy;
                cfg.prng.x64 = x64;
                cfg.prng.path = path;
                cfg.no_fma = !fma;
                jaxcore_random_key(NULL, 1234 + legacy, JAXCORE_PY_INT, &cfg.prng, &k);
                for (f = 0; f < sizeof floats / sizeof floats[0]; ++f) {
                    size_t bytes = (size_t)jaxcore_dtype_bits(floats[f]) / 8;
#define JT_DIGEST_N(call, cnt)                                                                     \
    do {                                                                                           \
        memset(buf, 0, sizeof buf);                                                                \
        feed(d, (call) == JAXCORE_OK ? "ok " : "err ");                                            \
        feed_elems(d, buf, bytes, cnt);                                                            \
    } while (0)
#define JT_DIGEST(call) JT_DIGEST_N(call, n)
                    JT_DIGEST(jaxcore_random_uniform(k, floats[f], n, -2.5, 7.0, buf, &cfg));
                    JT_DIGEST(jaxcore_random_normal(k, floats[f], n, buf, &cfg));
                    JT_DIGEST(
                        jaxcore_random_truncated_normal(k, floats[f], n, -1.5, 2.0, buf, &cfg));
                    JT_DIGEST(jaxcore_random_exponential(k, floats[f], n, buf, &cfg));
                    JT_DIGEST(jaxcore_random_gumbel(k, floats[f], n, 0, buf, &cfg));
                    JT_DIGEST(jaxcore_random_gumbel(k, floats[f], n, 1, buf, &cfg));
                    JT_DIGEST(jaxcore_random_laplace(k, floats[f], n, buf, &cfg));
                    JT_DIGEST(jaxcore_random_logistic(k, floats[f], n, buf, &cfg));
                    JT_DIGEST(jaxcore_random_cauchy(k, floats[f], n, buf, &cfg));
                    JT_DIGEST(jaxcore_random_maxwell(k, floats[f], n, buf, &cfg));
                    JT_DIGEST(
                        jaxcore_random_double_sided_maxwell(k, floats[f], n, 0.5, 2.0, buf, &cfg));
                    JT_DIGEST(jaxcore_random_rayleigh(k, floats[f], n, 1.5, buf, &cfg));
                    JT_DIGEST(jaxcore_random_pareto(k, floats[f], n, 3.0, buf, &cfg));
                    JT_DIGEST(jaxcore_random_weibull_min(k, floats[f], n, 2.0, 1.5, buf, &cfg));
                    JT_DIGEST(jaxcore_random_lognormal(k, floats[f], n, 0.5, buf, &cfg));
                    JT_DIGEST(
                        jaxcore_random_triangular(k, floats[f], n, -1.0, 0.5, 2.0, buf, &cfg));
                    JT_DIGEST(jaxcore_random_rademacher(k, floats[f], n, buf, &cfg));
                    JT_DIGEST(jaxcore_random_gumbel(k, floats[f], n, 2, buf, &cfg));
                    /* edges that compilers' -ffast-math once changed: every value flushed to +0
                       and clamped at -0; both bounds' erf 1 (erf_inv(1) = inf, clamped), and
                       lower > upper; and clamp bounds that are subnormal (the paths once
                       compared them differently) */
                    JT_DIGEST(jaxcore_random_uniform(k, floats[f], n, -0.0, 1e-38, buf, &cfg));
                    JT_DIGEST(jaxcore_random_uniform(k, floats[f], n, 1e-38, -0.0, buf, &cfg));
                    JT_DIGEST(
                        jaxcore_random_truncated_normal(k, floats[f], n, -0.0, -0.0, buf, &cfg));
                    JT_DIGEST(
                        jaxcore_random_truncated_normal(k, floats[f], n, 30.0, 65504.0, buf, &cfg));
                    JT_DIGEST(
                        jaxcore_random_truncated_normal(k, floats[f], n, 65504.0, 0.5, buf, &cfg));
                    JT_DIGEST_N(jaxcore_random_gamma(k, floats[f], m, 0.7, buf, &cfg), m);
                    JT_DIGEST_N(jaxcore_random_loggamma(k, floats[f], m, 1.5, buf, &cfg), m);
                    JT_DIGEST_N(jaxcore_random_beta(k, floats[f], m, 0.5, 2.0, buf, &cfg), m);
                    JT_DIGEST_N(jaxcore_random_dirichlet(k, floats[f], 11, alpha, 3, buf, &cfg), m);
                    JT_DIGEST_N(jaxcore_random_chisquare(k, floats[f], m, 3.0, buf, &cfg), m);
                    JT_DIGEST_N(jaxcore_random_f(k, floats[f], m, 4.0, 6.0, buf, &cfg), m);
                    JT_DIGEST_N(jaxcore_random_t(k, floats[f], m, 5.0, buf, &cfg), m);
                    JT_DIGEST_N(jaxcore_random_binomial(k, JAXCORE_FLOAT32, m, 20.0, 0.3, floats[f],
                                                        buf, &cfg),
                                m);
                    JT_DIGEST_N(
                        jaxcore_random_binomial(k, floats[f], m, 200.0, 0.6, floats[f], buf, &cfg),
                        m);
                    JT_DIGEST(jaxcore_random_wald(k, floats[f], n, 1.5, buf, &cfg));
                    JT_DIGEST_N(jaxcore_random_generalized_normal(k, floats[f], m, 1.3, buf, &cfg),
                                m);
                    JT_DIGEST_N(jaxcore_random_ball(k, floats[f], 11, 3, 2.0, buf, &cfg), m);
                    JT_DIGEST_N(jaxcore_random_ball(k, floats[f], 11, 3, 0.7, buf, &cfg), m);
                    JT_DIGEST_N(jaxcore_random_multinomial(k, JAXCORE_FLOAT32, 11, 40.0, mprobs, 3,
                                                           floats[f], buf, NULL, &cfg),
                                m);
                    JT_DIGEST_N(jaxcore_random_multinomial(k, floats[f], 1, 500.0, mprobs, 20,
                                                           floats[f], buf, NULL, &cfg),
                                20);
                }
                for (i = 0; i < sizeof ints / sizeof ints[0]; ++i) {
                    size_t bytes = (size_t)jaxcore_dtype_bits(ints[i]) / 8;
                    JT_DIGEST(jaxcore_random_randint(k, ints[i], n, 0, 100, buf, &cfg));
                    JT_DIGEST(jaxcore_random_randint(k, ints[i], n, -3, 70000, buf, &cfg));
                    JT_DIGEST(
                        jaxcore_random_geometric(k, JAXCORE_FLOAT32, n, 0.25, ints[i], buf, &cfg));
                    JT_DIGEST_N(jaxcore_random_poisson(k, m, 4.0, ints[i], buf, &cfg), m);
                    JT_DIGEST_N(jaxcore_random_poisson(k, m, 25.0, ints[i], buf, &cfg), m);
                    JT_DIGEST_N(jaxcore_random_poisson(k, m, -0.0, ints[i], buf, &cfg), m);
                }
                {
                    size_t bytes = 1;
                    JT_DIGEST(jaxcore_random_bernoulli(k, JAXCORE_FLOAT32, n, 0.3, 0,
                                                       (uint8_t *)buf, &cfg));
                }
                {
                    size_t bytes = x64 ? 8 : 4;
                    JT_DIGEST(jaxcore_random_categorical(k, logits, JAXCORE_FLOAT32, 2, 5, 3, 1, 0,
                                                         buf, work, &cfg));
                    JT_DIGEST(jaxcore_random_permutation(k, n, buf, work, &cfg));
                    JT_DIGEST(jaxcore_random_choice(k, 5, 4, 0, probs, JAXCORE_FLOAT32, 0, buf,
                                                    work, &cfg));
                    JT_DIGEST(jaxcore_random_choice(k, 50, 20, 1, NULL, JAXCORE_FLOAT32, 0, buf,
                                                    NULL, &cfg));
                }
#undef JT_DIGEST
#undef JT_DIGEST_N
            }
        }
    }
}

/* Edge parameters (zeros of both signs, subnormals, infinities, NaN, huge values) for the
   samplers with float parameters, a few elements each: the paths must agree there too.
   weibull_min is left out: 0 * inf there is a NaN whose sign is the CPU's. */
static void edges(digest *d, jaxcore_prng_path path) {
    static const double e[] = {-0.0, 0.0,    1e-38, -1e-38,    1e-45,      1e-300,
                               1.0,  3.4e38, 1e300, 1.0 / 0.0, -1.0 / 0.0, 0.0 / 0.0};
    static const jaxcore_dtype floats[] = {JAXCORE_FLOAT32, JAXCORE_FLOAT64, JAXCORE_FLOAT16,
                                           JAXCORE_BFLOAT16};
    static uint64_t buf[16];
    const size_t n = 9, ne = sizeof e / sizeof e[0];
    size_t f, i, j;
    int fma;
    jaxcore_key k;
    jaxcore_random_key(NULL, 99, JAXCORE_PY_INT, NULL, &k);
    for (fma = 0; fma <= 1; ++fma) {
        jaxcore_random_config cfg;
        memset(&cfg, 0, sizeof cfg);
        cfg.prng.path = path;
        cfg.no_fma = !fma;
        for (f = 0; f < sizeof floats / sizeof floats[0]; ++f) {
            size_t bytes = (size_t)jaxcore_dtype_bits(floats[f]) / 8;
#define JT_EDGE(call)                                                                              \
    do {                                                                                           \
        memset(buf, 0, sizeof buf);                                                                \
        feed(d, (call) == JAXCORE_OK ? "ok " : "err ");                                            \
        feed_elems(d, buf, bytes, n);                                                              \
    } while (0)
            for (i = 0; i < ne; ++i) {
                JT_EDGE(jaxcore_random_rayleigh(k, floats[f], n, e[i], buf, &cfg));
                JT_EDGE(jaxcore_random_pareto(k, floats[f], n, e[i], buf, &cfg));
                JT_EDGE(jaxcore_random_lognormal(k, floats[f], n, e[i], buf, &cfg));
                JT_EDGE(jaxcore_random_wald(k, floats[f], n, e[i], buf, &cfg));
                for (j = 0; j < ne; ++j) {
                    JT_EDGE(jaxcore_random_uniform(k, floats[f], n, e[i], e[j], buf, &cfg));
                    JT_EDGE(
                        jaxcore_random_truncated_normal(k, floats[f], n, e[i], e[j], buf, &cfg));
                    JT_EDGE(jaxcore_random_double_sided_maxwell(k, floats[f], n, e[i], e[j], buf,
                                                                &cfg));
                }
            }
#undef JT_EDGE
        }
    }
}

static void tree(digest *d) {
    static const char *const structs[] = {
        "*",
        "None",
        "()",
        "[]",
        "{}",
        "(1,)",
        "[1, (2, 3), {'b': 4, 'a': [5, None]}]",
        "{'foo': {'bar': {'baz': 1, 'bat': [2, 3]}}}",
        "{-1: 1, 0: 2, -10: 3}",
        "Point(x=(1, 2), y={'b': 3, 'a': 4})",
        "PyTreeDef(CustomNode(MyContainer[Alice], [*, *, *]))",
        "PyTreeDef(((*, *), [*, (*, None, *)]))",
        ("{0.1: 1, 1e-300: 2, 5e-324: 3, 1.7976931348623157e308: 4, -0.0: 5, 2.5: 6, "
         "18446744073709551616: 7, True: 8, 123456789.123e-20: 9, 0.30000000000000004: 10}"),
        "{(1, 'a'): {b'x': 1}, (0.5, 2): [2], (-inf,): 3, (nan,): 4}",
        "{(1e-310-2.5j): 1}",
        ("{3.5: 1, nan: 2, 1: 3, nan: 4, -2: 5, 0.25: 6, 7: 7, nan: 8, 9: 9}")};
    static unsigned char buf[1 << 16];
    char text[4096];
    size_t i, leaf;
    for (i = 0; i < sizeof structs / sizeof structs[0]; ++i) {
        jaxcore_tree t;
        if (jaxcore_tree_parse(buf, sizeof buf, structs[i], strlen(structs[i]), NULL, &t, NULL) !=
            JAXCORE_OK) {
            feed(d, "parse error\n");
            continue;
        }
        jaxcore_tree_repr(&t, text, sizeof text, NULL);
        feed(d, text);
        sprintf(text, " %lu %lu\n", (unsigned long)jaxcore_tree_num_leaves(&t),
                (unsigned long)jaxcore_tree_num_nodes(&t));
        feed(d, text);
        for (leaf = 0; leaf < jaxcore_tree_num_leaves(&t); ++leaf) {
            if (jaxcore_tree_keystr(&t, leaf, 0, NULL, text, sizeof text, NULL) == JAXCORE_OK)
                feed(d, text);
            feed(d, "\n");
        }
    }
}

int main(int argc, char **argv) {
    digest d = {0xcbf29ce4u, 0x84222325u}; /* FNV-1a 64 offset basis */
    jaxcore_prng_path path = JAXCORE_PATH_AUTO;
    if (argc > 1 && (jaxcore_prng_path_from_name(argv[1], strlen(argv[1]), &path) != JAXCORE_OK ||
                     !jaxcore_prng_path_compiled(path)))
        return 2;
    if (!jaxcore_prng_path_supported(path)) return 3;
    promotion(&d);
    prng(&d, path);
    samplers(&d, path);
    edges(&d, path);
    tree(&d);
    printf("%08lx%08lx\n", (unsigned long)d.hi, (unsigned long)d.lo);
    return 0;
}
