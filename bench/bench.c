/* jaxcore.h threefry2x32 benchmark (make bench). A benchmark, never a test: it prints
   GB/s of u32 bits per path for JAX's partitionable layout (bits32) and the legacy
   layout (bits32-legacy), ratios against the scalar path measured in the same run, and,
   when built with -DJAXCORE_BENCH_RANDOM123 (Debian's librandom123-dev, a benchmark-only
   dependency), Random123's scalar threefry2x32 in the same process. Medians of several
   runs into a 16 MiB buffer (--mib M to change). The core clock is estimated with a
   chain of dependent adds, to express the results in cycles per block. */
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

/* Core clock in GHz from a chain of dependent adds (1 cycle each), 0 if unknown. */
static double core_ghz(void) {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    double best = 0;
    int r;
    for (r = 0; r < 5; ++r) {
        uint64_t x = 0, n = 20000000;
        double t0 = now(), t;
        __asm__ __volatile__("1:\n\t"
                             "add $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\t"
                             "add $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\t"
                             "add $1, %0\n\tadd $1, %0\n\t"
                             "dec %1\n\tjnz 1b"
                             : "+r"(x), "+r"(n));
        t = now() - t0;
        if (200000000.0 / t * 1e-9 > best) best = 200000000.0 / t * 1e-9;
    }
    return best;
#else
    return 0;
#endif
}

typedef void (*fill_fn)(jaxcore_prng_path path, uint32_t *buf, size_t n);

static void fill_part(jaxcore_prng_path path, uint32_t *buf, size_t n) {
    jaxcore_prng_config cfg;
    jaxcore_key key;
    memset(&cfg, 0, sizeof cfg);
    cfg.path = path;
    jaxcore_random_key(NULL, 0, JAXCORE_PY_INT, NULL, &key);
    jaxcore_random_bits(key, 32, n, buf, &cfg);
}

static void fill_legacy(jaxcore_prng_path path, uint32_t *buf, size_t n) {
    jaxcore_prng_config cfg;
    jaxcore_key key;
    memset(&cfg, 0, sizeof cfg);
    cfg.path = path;
    cfg.legacy = 1;
    jaxcore_random_key(NULL, 0, JAXCORE_PY_INT, NULL, &key);
    jaxcore_random_bits(key, 32, n, buf, &cfg);
}

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

static double time_fill(fill_fn f, jaxcore_prng_path path, uint32_t *buf, size_t n) {
    double t[REPS];
    int i;
    f(path, buf, n);
    for (i = 0; i < REPS; ++i) {
        double t0 = now();
        f(path, buf, n);
        t[i] = now() - t0;
    }
    qsort(t, REPS, sizeof t[0], cmp_double);
    return t[REPS / 2];
}

int main(int argc, char **argv) {
    static const struct {
        const char *name;
        fill_fn fill;
        double words_per_block;
    } kernels[] = {{"bits32", fill_part, 1}, {"bits32-legacy", fill_legacy, 2}};
    double mib = argc > 2 && !strcmp(argv[1], "--mib") ? atof(argv[2]) : 16;
    size_t n = (size_t)(mib * 1048576.0) / 4, k;
    uint32_t *buf = (uint32_t *)malloc(n * 4 + 64);
    double ghz = core_ghz(), scalar[2] = {0, 0}, secs[2][JAXCORE_PATH_COUNT];
    int p;
    if (!buf || !n) return 1;
    printf("jaxcore.h %s threefry2x32 benchmark: %.0f MiB buffer, median of %d runs\n",
           JAXCORE_VERSION_STRING, mib, REPS);
    if (ghz > 0) printf("core clock (dependent-add chain): %.2f GHz\n", ghz);
    printf("%-14s %-8s %8s %10s %12s %10s\n", "kernel", "path", "GB/s", "ns/elem", "cycles/block",
           "vs scalar");
    for (k = 0; k < 2; ++k) {
        for (p = JAXCORE_PATH_SCALAR; p < JAXCORE_PATH_COUNT; ++p) {
            double s, gbs, cpb;
            if (!jaxcore_prng_path_supported((jaxcore_prng_path)p)) continue;
            s = time_fill(kernels[k].fill, (jaxcore_prng_path)p, buf, n);
            secs[k][p] = s;
            if (p == JAXCORE_PATH_SCALAR) scalar[k] = s;
            gbs = (double)n * 4 / s * 1e-9;
            cpb = ghz > 0 ? s * ghz * 1e9 / ((double)n / kernels[k].words_per_block) : 0;
            printf("%-14s %-8s %8.3f %10.4f %12.2f %9.2fx\n", kernels[k].name,
                   jaxcore_prng_path_name((jaxcore_prng_path)p), gbs, s * 1e9 / (double)n, cpb,
                   scalar[k] / s);
        }
    }
#ifdef JAXCORE_BENCH_RANDOM123
    {
        /* the same layouts computed by Random123's scalar threefry2x32_R(20) */
        double r[2];
        r[0] = time_fill(fill_r123_part, JAXCORE_PATH_SCALAR, buf, n);
        r[1] = time_fill(fill_r123_ctr, JAXCORE_PATH_SCALAR, buf, n);
        for (k = 0; k < 2; ++k)
            printf("%-14s %-8s %8.3f %10.4f %12.2f %9.2fx\n", k ? "r123-counter" : "bits32",
                   "random123", (double)n * 4 / r[k] * 1e-9, r[k] * 1e9 / (double)n,
                   ghz > 0 ? r[k] * ghz * 1e9 / ((double)n / kernels[k].words_per_block) : 0,
                   scalar[k] / r[k]);
        for (k = 0; k < 2; ++k)
            for (p = JAXCORE_PATH_SCALAR; p < JAXCORE_PATH_COUNT; ++p)
                if (jaxcore_prng_path_supported((jaxcore_prng_path)p))
                    printf("ratio %s %s/random123 %.2f\n", kernels[k].name,
                           jaxcore_prng_path_name((jaxcore_prng_path)p), r[k] / secs[k][p]);
        printf("(random123 rows: Random123's scalar threefry2x32_R(20), same process: the\n"
               " partitionable layout, and its own counter mode, which has the legacy layout's\n"
               " two words per block)\n");
    }
#else
    (void)secs;
    printf("(Random123 comparison: install librandom123-dev and rerun make bench)\n");
#endif
    if (ghz > 0)
        printf("issue bound (PERF.md, Zen 4): avx512 2.25, avx2 3.5 cycles/block; targets "
               "90%% (2.50) and 85%% (4.12)\n");
    free(buf);
    return 0;
}
