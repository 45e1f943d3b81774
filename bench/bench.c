/* jaxcore.h threefry2x32 benchmark (make bench). A benchmark, never a test: it prints
   GB/s of u32 bits per path for JAX's partitionable layout (bits32) and the legacy
   layout (bits32-legacy), of uint64 bits (bits64, the float64 samplers' draws), of
   jax.random.uniform and normal float32 (uniform-f32, normal-f32, partitionable), of the other
   float samplers and of the integer-work ones (bernoulli-u8, randint-i32, rademacher-f32,
   uniform-bf16; ns per element count, their GB/s is of 4 bytes an element), ratios against
   the scalar path and, for the samplers, against bits32 on the same path, all measured in the same
   run, and, when built with -DJAXCORE_BENCH_RANDOM123 (Debian's librandom123-dev, a benchmark-only
   dependency), Random123's scalar threefry2x32 in the same process. Medians of several runs into a
   16 MiB buffer (--mib M to change; the 64-bit rows fill it with half as many elements). The core
   clock is estimated with a chain of dependent adds, to express the results in cycles per block. */
#if !defined(_WIN32) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200112L
#endif
#define JAXCORE_IMPLEMENTATION
#include "../jaxcore.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifdef JAXCORE_BENCH_RANDOM123
#include <Random123/threefry.h>
#endif

#define REPS 9

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* Core clock in GHz from a chain of dependent register adds (1 cycle each), 0 if unknown. The
   added value is a register, not an immediate: Intel's Golden Cove executes adds of an
   immediate at rename, which made this loop read 16 GHz on a Xeon. */
static double core_ghz(void) {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    double best = 0;
    int r;
    for (r = 0; r < 40; ++r) { /* short runs, best of many: robust to preemption */
        uint64_t x = 0, n = 1000000, one = 1;
        double t0 = now(), t;
        __asm__ __volatile__("1:\n\t"
                             "add %2, %0\n\tadd %2, %0\n\tadd %2, %0\n\tadd %2, %0\n\t"
                             "add %2, %0\n\tadd %2, %0\n\tadd %2, %0\n\tadd %2, %0\n\t"
                             "add %2, %0\n\tadd %2, %0\n\t"
                             "dec %1\n\tjnz 1b"
                             : "+r"(x), "+r"(n)
                             : "r"(one));
        t = now() - t0;
        if (10.0 * 1000000 / t * 1e-9 > best) best = 10.0 * 1000000 / t * 1e-9;
    }
    return best;
#else
    return 0;
#endif
}

typedef void (*fill_fn)(jaxcore_prng_path path, uint32_t *buf, size_t n);

/* jax.random.bits of `width` bits in either layout (64 bits: n elements are 2n words) */
static void fill_bits(unsigned width, int legacy, jaxcore_prng_path path, uint32_t *buf, size_t n) {
    jaxcore_prng_config cfg;
    jaxcore_key key;
    memset(&cfg, 0, sizeof cfg);
    cfg.path = path;
    cfg.legacy = legacy;
    jaxcore_random_key(NULL, 0, JAXCORE_PY_INT, NULL, &key);
    jaxcore_random_bits(key, width, n, buf, &cfg);
}
static void fill_part(jaxcore_prng_path path, uint32_t *buf, size_t n) {
    fill_bits(32, 0, path, buf, n);
}
static void fill_part64(jaxcore_prng_path path, uint32_t *buf, size_t n) {
    fill_bits(64, 0, path, buf, n);
}
static void fill_legacy(jaxcore_prng_path path, uint32_t *buf, size_t n) {
    fill_bits(32, 1, path, buf, n);
}

static void fill_uniform(jaxcore_prng_path path, uint32_t *buf, size_t n) {
    jaxcore_random_config cfg;
    jaxcore_key key;
    memset(&cfg, 0, sizeof cfg);
    cfg.prng.path = path;
    jaxcore_random_key(NULL, 0, JAXCORE_PY_INT, NULL, &key);
    jaxcore_random_uniform(key, JAXCORE_FLOAT32, n, 0.0, 1.0, buf, &cfg);
}

/* normal of dtype d (float64: n elements are 2n words of buf) */
static void fill_normal_of(jaxcore_dtype d, jaxcore_prng_path path, uint32_t *buf, size_t n) {
    jaxcore_random_config cfg;
    jaxcore_key key;
    memset(&cfg, 0, sizeof cfg);
    cfg.prng.path = path;
    jaxcore_random_key(NULL, 0, JAXCORE_PY_INT, NULL, &key);
    jaxcore_random_normal(key, d, n, buf, &cfg);
}
static void fill_normal(jaxcore_prng_path path, uint32_t *buf, size_t n) {
    fill_normal_of(JAXCORE_FLOAT32, path, buf, n);
}
static void fill_normal64(jaxcore_prng_path path, uint32_t *buf, size_t n) {
    fill_normal_of(JAXCORE_FLOAT64, path, buf, n);
}

static void fill_sampler(int which, jaxcore_prng_path path, uint32_t *buf, size_t n) {
    jaxcore_random_config cfg;
    jaxcore_key key;
    memset(&cfg, 0, sizeof cfg);
    cfg.prng.path = path;
    jaxcore_random_key(NULL, 0, JAXCORE_PY_INT, NULL, &key);
    switch (which) {
    case 0: jaxcore_random_exponential(key, JAXCORE_FLOAT32, n, buf, &cfg); break;
    case 1: jaxcore_random_gumbel(key, JAXCORE_FLOAT32, n, JAXCORE_MODE_LOW, buf, &cfg); break;
    case 2: jaxcore_random_truncated_normal(key, JAXCORE_FLOAT32, n, -2.0, 2.0, buf, &cfg); break;
    case 3: jaxcore_random_laplace(key, JAXCORE_FLOAT32, n, buf, &cfg); break;
    case 4: jaxcore_random_logistic(key, JAXCORE_FLOAT32, n, buf, &cfg); break;
    /* the integer-work samplers: one byte, int32, float32, two bytes an element */
    case 5:
        jaxcore_random_bernoulli(key, JAXCORE_FLOAT32, n, 0.3, JAXCORE_MODE_LOW, (uint8_t *)buf,
                                 &cfg);
        break;
    case 6: jaxcore_random_randint(key, JAXCORE_INT32, n, 0, 1000, buf, &cfg); break;
    case 7: jaxcore_random_rademacher(key, JAXCORE_FLOAT32, n, buf, &cfg); break;
    case 8: jaxcore_random_uniform(key, JAXCORE_BFLOAT16, n, 0.0, 1.0, buf, &cfg); break;
    /* float64 (their rows' div 2: n is half the buffer's words) */
    case 9: jaxcore_random_exponential(key, JAXCORE_FLOAT64, n, buf, &cfg); break;
    default: jaxcore_random_gumbel(key, JAXCORE_FLOAT64, n, JAXCORE_MODE_LOW, buf, &cfg); break;
    }
}
/* fill_NAME: fill_sampler's case K */
#define FILL_SAMPLER(NAME, K)                                                                      \
    static void fill_##NAME(jaxcore_prng_path path, uint32_t *buf, size_t n) {                     \
        fill_sampler(K, path, buf, n);                                                             \
    }
FILL_SAMPLER(exponential, 0)
FILL_SAMPLER(gumbel, 1)
FILL_SAMPLER(truncnorm, 2)
FILL_SAMPLER(laplace, 3)
FILL_SAMPLER(logistic, 4)
FILL_SAMPLER(bernoulli, 5)
FILL_SAMPLER(randint, 6)
FILL_SAMPLER(rademacher, 7)
FILL_SAMPLER(uniform_bf16, 8)
FILL_SAMPLER(exponential64, 9)
FILL_SAMPLER(gumbel64, 10)

/* The jaxcore kernels: words per block (2 for the legacy layout), and the fraction 1/div of
   the buffer a run fills. */
static const struct {
    const char *name;
    fill_fn fill;
    double words_per_block;
    size_t div;
} kernels[] = {{"bits32", fill_part, 1, 1},
               {"bits32-legacy", fill_legacy, 2, 1},
               {"bits64", fill_part64, 1, 2},
               {"uniform-f32", fill_uniform, 1, 1},
               {"normal-f32", fill_normal, 1, 1},
               {"normal-f64", fill_normal64, 1, 2},
               {"exponential-f32", fill_exponential, 1, 1},
               {"gumbel-f32", fill_gumbel, 1, 1},
               {"truncated-normal-f32", fill_truncnorm, 1, 1},
               {"laplace-f32", fill_laplace, 1, 1},
               {"logistic-f32", fill_logistic, 1, 1},
               {"bernoulli-u8", fill_bernoulli, 1, 1},
               {"randint-i32", fill_randint, 1, 1},
               {"rademacher-f32", fill_rademacher, 1, 1},
               {"uniform-bf16", fill_uniform_bf16, 1, 1},
               {"exponential-f64", fill_exponential64, 1, 2},
               {"gumbel-f64", fill_gumbel64, 1, 2}};
#define NKERNELS (sizeof kernels / sizeof kernels[0])

#ifdef JAXCORE_BENCH_RANDOM123
/* Random123's scalar threefry2x32 (20 rounds) in the partitionable layout ... */
static void fill_r123_part(jaxcore_prng_path path, uint32_t *buf, size_t n) {
    threefry2x32_key_t k = {{0, 0}};
    size_t i;
    (void)path;
    for (i = 0; i < n; ++i) {
        threefry2x32_ctr_t c = {{(uint32_t)((uint64_t)i >> 32), (uint32_t)i}}, r;
        r = threefry2x32_R(20, c, k);
        buf[i] = r.v[0] ^ r.v[1];
    }
}

/* ... and in its own counter mode, two words per block (the legacy layout's density). */
static void fill_r123_ctr(jaxcore_prng_path path, uint32_t *buf, size_t n) {
    threefry2x32_key_t k = {{0, 0}};
    size_t i;
    (void)path;
    for (i = 0; i + 1 < n; i += 2) {
        threefry2x32_ctr_t c = {{(uint32_t)i, 0}}, r;
        r = threefry2x32_R(20, c, k);
        buf[i] = r.v[0];
        buf[i + 1] = r.v[1];
    }
}
#endif

/* One timed run of f. */
static double time_once(fill_fn f, jaxcore_prng_path path, uint32_t *buf, size_t n) {
    double t0 = now();
    f(path, buf, n);
    return now() - t0;
}

/* A row of the table: one kernel on one path (path SCALAR for the Random123 rows), filling
   n/div elements; times are per n elements. */
typedef struct row {
    const char *kernel, *path;
    fill_fn fill;
    jaxcore_prng_path p;
    size_t div;
    double words_per_block, t[REPS], median, best;
} row;

/* The row of `kernel` on `path` (a jaxcore path name or "random123"), or -1. */
static int find_row(const row *rows, int nrows, const char *kernel, const char *path) {
    int i;
    for (i = 0; i < nrows; ++i)
        if (!strcmp(rows[i].kernel, kernel) && !strcmp(rows[i].path, path)) return i;
    return -1;
}

/* NumPy's default_rng().standard_normal(dtype=float32) in ns per element (best of many runs
   of 65536), 0 when python3-numpy is not installed (a benchmark-only dependency). main
   measures it before and after jaxcore's kernels and keeps the faster: a shared machine's
   busy moments must not flatter the ratio. */
static double numpy_normal_ns(void) {
#if !defined(_WIN32)
    const char *cmd =
        "for P in python3 /usr/bin/python3; do $P -c 'import numpy' 2>/dev/null && break; done; "
        "$P -c \"import numpy as np, time\n"
        "g = np.random.default_rng(0); o = np.empty(65536, np.float32); b = 1e9\n"
        "for i in range(300):\n"
        "    t = time.perf_counter(); g.standard_normal(dtype=np.float32, out=o)\n"
        "    b = min(b, time.perf_counter() - t)\n"
        "print(b / 65536 * 1e9)\" 2>/dev/null";
    FILE *f = popen(cmd, "r");
    double ns = 0;
    if (!f) return 0;
    if (fscanf(f, "%lf", &ns) != 1) ns = 0;
    pclose(f);
    return ns;
#else
    return 0;
#endif
}

#define SHORT_N 65536 /* 256 KiB: a run short enough to escape preemption on a busy machine */
#define SHORT_RUNS 300

/* --latency: ns per call of small calls, the best of LAT_ROUNDS x LAT_RUNS runs of LAT_CALLS
   calls each; every round times every call, so that all of them sample the same quiet and busy
   moments of a shared machine
   (the targets in the last column; argument checks included, as users call them).
   The PRNG calls take their key from 64 keys of a split, as a program that splits and then
   draws does: each call is independent of the last (no call waits for the previous
   call's output, and no key is patched in place, which would stall the next call's load of
   the whole key on a store-forwarding miss). */
#define LAT_ROUNDS 250
#define LAT_RUNS 4
#define LAT_CALLS 5000
static volatile uint32_t lat_sink;

/* the best ns per call of LAT_RUNS runs of LAT_CALLS executions of BODY, which adds what it
   returns into the register acc (one loop per call: no switch and no memory round trip in the
   loop; lat_sink gets acc once per run) */
#define LAT_LOOP(BODY)                                                                             \
    for (run = 0; run < LAT_RUNS; ++run) {                                                         \
        uint32_t acc = 0;                                                                          \
        double t0 = now(), dt;                                                                     \
        for (i = 0; i < LAT_CALLS; ++i) {                                                          \
            BODY;                                                                                  \
        }                                                                                          \
        dt = (now() - t0) / LAT_CALLS * 1e9;                                                       \
        lat_sink += acc;                                                                           \
        if (dt < best) best = dt;                                                                  \
    }

static double lat_best(int which) {
    jaxcore_operand ops[2] = {{JAXCORE_INT8, 0, 0}, {JAXCORE_UINT8, 0, 0}};
    jaxcore_type t = {JAXCORE_INT8, 0, 0};
    jaxcore_dtype d = JAXCORE_INT8;
    jaxcore_key key, keys[2], ka[64];
    uint32_t word = 0;
    float f = 0;
    double best = 1e30;
    int run, i;
    jaxcore_random_key(NULL, 42, JAXCORE_PY_INT, NULL, &key);
    jaxcore_random_split(key, 64, ka, NULL);
    switch (which) {
    case 0:
        LAT_LOOP(ops[0].dtype = (jaxcore_dtype)(JAXCORE_INT8 + (i & 1));
                 jaxcore_result_type(ops, 2, NULL, &t); acc += (uint32_t)t.dtype)
        break;
    case 1:
        LAT_LOOP(
            jaxcore_promote_types((jaxcore_dtype)(JAXCORE_INT8 + (i & 1)), JAXCORE_UINT8, NULL, &d);
            acc += (uint32_t)d)
        break;
    case 2:
        LAT_LOOP(jaxcore_random_key(NULL, i, JAXCORE_PY_INT, NULL, &key); acc += key.data[0])
        break;
    case 3:
        LAT_LOOP(jaxcore_random_fold_in(ka[i & 63], (uint32_t)i, &key, NULL); acc += key.data[0])
        break;
    case 4: LAT_LOOP(jaxcore_random_split(ka[i & 63], 2, keys, NULL); acc += keys[1].data[1]) break;
    case 5: LAT_LOOP(jaxcore_random_bits(ka[i & 63], 32, 1, &word, NULL); acc += word) break;
    case 6:
        LAT_LOOP(jaxcore_random_uniform(ka[i & 63], JAXCORE_FLOAT32, 1, 0, 1, &f, NULL);
                 acc += (uint32_t)(f * 1000.0f))
        break;
    default:
        LAT_LOOP(jaxcore_random_normal(ka[i & 63], JAXCORE_FLOAT32, 1, &f, NULL);
                 acc += (uint32_t)(f * 1000.0f))
        break;
    }
    return best;
}

static int latency(void) {
    static const struct {
        const char *name;
        double target;
    } calls[] = {{"result_type (2 operands)", 8},
                 {"promote_types", 3},
                 {"key(seed)", 10},
                 {"fold_in", 12},
                 {"split(key, 2)", 25},
                 {"bits32, one element", 15},
                 {"uniform float32, one element", 40},
                 {"normal float32, one element", 40}};
    enum { NCALLS = sizeof calls / sizeof calls[0] };
    double best[NCALLS];
    int i, round;
    for (i = 0; i < NCALLS; ++i)
        best[i] = 1e30;
    for (round = 0; round < LAT_ROUNDS; ++round)
        for (i = 0; i < NCALLS; ++i) {
            double ns = lat_best(i);
            if (ns < best[i]) best[i] = ns;
        }
    printf("latency: ns per call, best of %d runs of %d calls (default config, checks on)\n",
           LAT_ROUNDS * LAT_RUNS, LAT_CALLS);
    printf("%-30s %8s %8s\n", "call", "ns", "target");
    for (i = 0; i < NCALLS; ++i) {
        double ns = best[i];
        if (calls[i].target > 0)
            printf("%-30s %8.1f %8.0f%s\n", calls[i].name, ns, calls[i].target,
                   ns <= calls[i].target ? "" : "  (over)");
        else
            printf("%-30s %8.1f %8s\n", calls[i].name, ns, "-");
    }
    return 0;
}

/* --loops: the rejection-loop samplers (one key split and a while-loop per element, or per
   iteration of the shape), float32, ns per element: the best of LOOP_RUNS calls of LOOP_N
   elements each, taken in turns; NumPy's samplers of the same distributions in the same run
   for scale (not the same numbers: NumPy's algorithms differ from JAX's). */
#define LOOP_N 4096
#define LOOP_RUNS 15
static void loop_call(int which, jaxcore_key key, void *out) {
    switch (which) {
    case 0: jaxcore_random_gamma(key, JAXCORE_FLOAT32, LOOP_N, 2.0, out, NULL); break;
    case 1: jaxcore_random_gamma(key, JAXCORE_FLOAT32, LOOP_N, 0.5, out, NULL); break;
    case 2: jaxcore_random_beta(key, JAXCORE_FLOAT32, LOOP_N, 2.0, 3.0, out, NULL); break;
    case 3: jaxcore_random_poisson(key, LOOP_N, 3.0, JAXCORE_INT32, out, NULL); break;
    case 4: jaxcore_random_poisson(key, LOOP_N, 30.0, JAXCORE_INT32, out, NULL); break;
    default:
        jaxcore_random_binomial(key, JAXCORE_FLOAT32, LOOP_N, 20.0, 0.3, JAXCORE_FLOAT32, out,
                                NULL);
        break;
    }
}
static int loops(void) {
    static const char *const names[] = {"gamma(2) float32",   "gamma(0.5) float32",
                                        "beta(2, 3) float32", "poisson(3) int32",
                                        "poisson(30) int32",  "binomial(20, 0.3) float32"};
    static const char *const numpy_calls[] = {"g.standard_gamma(2.0, n, dtype=np.float32)",
                                              "g.standard_gamma(0.5, n, dtype=np.float32)",
                                              "g.beta(2.0, 3.0, n)",
                                              "g.poisson(3.0, n)",
                                              "g.poisson(30.0, n)",
                                              "g.binomial(20, 0.3, n)"};
    enum { NLOOPS = sizeof names / sizeof names[0] };
    double best[NLOOPS], np_ns[NLOOPS];
    float *out = (float *)malloc(LOOP_N * sizeof(float));
    jaxcore_key key;
    int i, run;
    if (!out) return 1;
    jaxcore_random_key(NULL, 0, JAXCORE_PY_INT, NULL, &key);
    for (i = 0; i < NLOOPS; ++i)
        best[i] = 1e30, np_ns[i] = 0;
    for (run = 0; run < LOOP_RUNS; ++run)
        for (i = 0; i < NLOOPS; ++i) {
            double t0 = now(), t;
            loop_call(i, key, out);
            t = (now() - t0) * 1e9 / LOOP_N;
            if (t < best[i]) best[i] = t;
        }
    free(out);
#if !defined(_WIN32)
    {
        char cmd[1024];
        FILE *f;
        for (i = 0; i < NLOOPS; ++i) {
            snprintf(cmd, sizeof cmd,
                     "for P in python3 /usr/bin/python3; do $P -c 'import numpy' 2>/dev/null && "
                     "break; done; $P -c \"import numpy as np, time\n"
                     "g = np.random.default_rng(0); n = 65536; b = 1e9\n"
                     "for i in range(30):\n"
                     "    t = time.perf_counter(); %s\n"
                     "    b = min(b, time.perf_counter() - t)\n"
                     "print(b / n * 1e9)\" 2>/dev/null",
                     numpy_calls[i]);
            if ((f = popen(cmd, "r")) != NULL) {
                if (fscanf(f, "%lf", &np_ns[i]) != 1) np_ns[i] = 0;
                pclose(f);
            }
        }
    }
#endif
    printf("loop samplers: ns per element, best of %d calls of %d elements (key 0, path auto)\n",
           LOOP_RUNS, LOOP_N);
    printf("%-28s %10s %10s\n", "sampler", "jaxcore", "numpy");
    for (i = 0; i < NLOOPS; ++i) {
        if (np_ns[i] > 0)
            printf("%-28s %10.1f %10.1f\n", names[i], best[i], np_ns[i]);
        else
            printf("%-28s %10.1f %10s\n", names[i], best[i], "-");
    }
    return 0;
}

int main(int argc, char **argv) {
    double mib = argc > 2 && !strcmp(argv[1], "--mib") ? atof(argv[2]) : 16;
    size_t n = (size_t)(mib * 1048576.0) / 4;
    uint32_t *buf = (uint32_t *)malloc(n * 4 + 64);
    double ghz, np_ns;
    row rows[NKERNELS * JAXCORE_PATH_COUNT + 2];
    int nrows = 0, i, k, p, rep;
    size_t kn;
    if (argc > 1 && !strcmp(argv[1], "--latency")) {
        free(buf);
        return latency();
    }
    if (argc > 1 && !strcmp(argv[1], "--loops")) {
        free(buf);
        return loops();
    }
    if (!buf || !n) return 1;
    np_ns = numpy_normal_ns();
    for (kn = 0; kn < NKERNELS; ++kn) {
        for (p = JAXCORE_PATH_SCALAR; p < JAXCORE_PATH_COUNT; ++p) {
            if (!jaxcore_prng_path_supported((jaxcore_prng_path)p)) continue;
            rows[nrows].kernel = kernels[kn].name;
            rows[nrows].path = jaxcore_prng_path_name((jaxcore_prng_path)p);
            rows[nrows].fill = kernels[kn].fill;
            rows[nrows].p = (jaxcore_prng_path)p;
            rows[nrows].div = kernels[kn].div;
            rows[nrows++].words_per_block = kernels[kn].words_per_block;
        }
    }
#ifdef JAXCORE_BENCH_RANDOM123
    for (k = 0; k < 2; ++k) { /* the same layouts by Random123's scalar threefry2x32_R(20) */
        rows[nrows].kernel = k ? "r123-counter" : "bits32";
        rows[nrows].path = "random123";
        rows[nrows].fill = k ? fill_r123_ctr : fill_r123_part;
        rows[nrows].p = JAXCORE_PATH_SCALAR;
        rows[nrows].div = 1;
        rows[nrows++].words_per_block = k ? 2 : 1;
    }
#endif
    /* round-robin over the rows, so that load from other processes hits all alike */
    for (i = 0; i < nrows; ++i)
        rows[i].fill(rows[i].p, buf, n / rows[i].div); /* warm up */
    for (rep = 0; rep < REPS; ++rep)
        for (i = 0; i < nrows; ++i)
            rows[i].t[rep] =
                time_once(rows[i].fill, rows[i].p, buf, n / rows[i].div) * (double)rows[i].div;
    for (i = 0; i < nrows; ++i) {
        qsort(rows[i].t, REPS, sizeof rows[i].t[0], cmp_double);
        rows[i].median = rows[i].t[REPS / 2];
        rows[i].best = 1e30;
    }
    /* the fastest of many short runs (per element): the throughput of an unloaded core */
    for (rep = 0; rep < SHORT_RUNS && n >= SHORT_N; ++rep) {
        for (i = 0; i < nrows; ++i) {
            size_t m = SHORT_N / rows[i].div;
            double t = time_once(rows[i].fill, rows[i].p, buf, m) / (double)m * (double)n;
            if (t < rows[i].best) rows[i].best = t;
        }
    }
    ghz = core_ghz();
    printf("jaxcore.h %s threefry2x32 benchmark: %.0f MiB buffer, median of %d runs; \"best\":\n"
           "the fastest of %d runs into 256 KiB (robust to other processes on the machine)\n",
           JAXCORE_VERSION_STRING, mib, REPS, SHORT_RUNS);
    if (ghz > 0) printf("core clock (dependent-add chain): %.2f GHz\n", ghz);
    printf("%-20s %-9s %8s %8s %10s %12s %10s\n", "kernel", "path", "GB/s", "best", "ns/elem",
           "cycles/block", "vs scalar");
    for (i = 0; i < nrows; ++i) {
        double s = rows[i].median, best = rows[i].best, scalar = 0;
        /* the jaxcore scalar row of the same kernel (for Random123: of the same layout) */
        k = find_row(rows, nrows, rows[i].words_per_block == 2 ? "bits32-legacy" : rows[i].kernel,
                     "scalar");
        if (k >= 0) scalar = rows[k].best;
        printf("%-20s %-9s %8.3f %8.3f %10.4f %12.2f %9.2fx\n", rows[i].kernel, rows[i].path,
               (double)n * 4 / s * 1e-9, (double)n * 4 / best * 1e-9, best * 1e9 / (double)n,
               ghz > 0 ? best * ghz * 1e9 / ((double)n / rows[i].words_per_block) : 0,
               scalar / best);
    }
    printf("(ns/elem, cycles/block and ratios from the \"best\" column; the samplers' blocks are\n"
           " elements)\n");
    for (i = 0; i < nrows; ++i) {
        int is_bits = !strncmp(rows[i].kernel, "bits32", 6);
        if (!strcmp(rows[i].path, "random123")) continue;
        /* vs the scalar path, and vs Random123 in the same layout (bits only) */
        if (rows[i].p != JAXCORE_PATH_SCALAR &&
            (k = find_row(rows, nrows, rows[i].kernel, "scalar")) >= 0)
            printf("ratio %s %s/scalar %.2f (median %.2f)\n", rows[i].kernel, rows[i].path,
                   rows[k].best / rows[i].best, rows[k].median / rows[i].median);
        if (rows[i].p != JAXCORE_PATH_SCALAR && is_bits &&
            (k = find_row(rows, nrows, rows[i].words_per_block == 2 ? "r123-counter" : "bits32",
                          "random123")) >= 0)
            printf("ratio %s %s/random123 %.2f (median %.2f)\n", rows[i].kernel, rows[i].path,
                   rows[k].best / rows[i].best, rows[k].median / rows[i].median);
        /* the samplers vs bits32 on the same path: what the float conversion costs */
        if (!is_bits && (k = find_row(rows, nrows, "bits32", rows[i].path)) >= 0)
            printf("ratio %s %s/bits32 %.4f (median %.4f)\n", rows[i].kernel, rows[i].path,
                   rows[k].best / rows[i].best, rows[k].median / rows[i].median);
    }
    {
        double np2 = numpy_normal_ns();
        if (np2 > 0 && (np_ns <= 0 || np2 < np_ns)) np_ns = np2;
        for (i = 0; i < nrows && np_ns > 0; ++i)
            if (!strcmp(rows[i].kernel, "normal-f32"))
                printf("ratio normal-f32 %s/numpy %.2f (numpy %.2f ns/elem)\n", rows[i].path,
                       np_ns / (rows[i].best * 1e9 / (double)n), np_ns);
        if (np_ns <= 0) printf("(NumPy comparison: install python3-numpy and rerun make bench)\n");
    }
#ifdef JAXCORE_BENCH_RANDOM123
    printf("(random123 rows: Random123's scalar threefry2x32_R(20) in this process: the\n"
           " partitionable layout, and its own counter mode, which has the legacy layout's\n"
           " two words per block)\n");
#else
    printf("(Random123 comparison: install librandom123-dev and rerun make bench)\n");
#endif
    if (ghz > 0)
        printf("bound on Zen 4 (ops per block over the vector pipes): avx512 2.25, avx2 3.5 "
               "cycles/block; targets 90%% (2.50) and 85%% (4.12)\n");
    free(buf);
    return 0;
}
