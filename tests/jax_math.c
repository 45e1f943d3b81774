/* jaxcore's math (jaxcore_math_*) against JAX's own outputs on XLA:CPU, through the block
   hashes tools/jax_math_ref.py wrote on a machine with JAX 0.11.2 (an Intel Xeon with FMA and
   glibc 2.39): tests/vectors/math/jax_math_fma.txt (what JAX computes there) and
   jax_math_nofma.txt (XLA told to emit no FMA and glibc's builds without FMA: jaxcore's
   no_fma = 1). Each line "FUNCTION BLOCK HASH": float32 FUNCTION32 over the 2^24 bit patterns
   BLOCK << 24 ..., float64 FUNCTION64 and pow32 over 2^16 inputs of the script's generator;
   HASH = sum of out[i] * (mix(i + 2^40) | 1) mod 2^64, NaNs as the quiet NaN (the script's
   docstring says it all; this file repeats it in C).
   usage: jax_math FILE [STRIDE [PART NPARTS]]
     checks the lines whose BLOCK % STRIDE == (STRIDE - 1) / 2 (float32: 2^32 / STRIDE
     inputs; with 128, blocks 0x3f and 0xbf, +-[0.5, 2), where log1p, erf_inv and the rest do
     their work; float64: one block in STRIDE / 8, at least 1), or with PART NPARTS every NPARTS-th
   of those from PART (to run in parallel). STRIDE 1: every line (make exhaustive). Prints one line
   per function, then "N passed, M failed, K skipped"; a failing block is named with its first
   differing inputs only through its hash (rerun the script there to see values). log, log1p and exp
   float32 run on the hardware float (jaxcore_i_hw_fn32, proven equal to the software float by
   hwfloat and make exhaustive) where this build has it. float32 erf is XLA's vector form
   (jaxcore_i_erf32v), which jnp.erf over an array runs; jaxcore_math_erff is the scalar form, which
   differs only for 3.7439 <= |x| < 3.8325. With the first part of the FMA file it also checks
   jaxcore_i_rsqrt14 against the CPU's vrsqrt14sd (a counted skip without AVX-512F) and
   jaxcore_i_rsqrtss against an Intel Xeon's RSQRTSS (check_rsqrtss). */
#define JAXCORE_STATIC
#define JAXCORE_IMPLEMENTATION
#define JAXCORE_I_KEEP_MACROS /* white-box: jaxcore_i_hw_fn32 */
#include "../jaxcore.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t mix(uint64_t k) { /* splitmix64's output for the counter k */
    uint64_t z = (k + 1) * 0x9e3779b97f4a7c15u;
    z = (z ^ z >> 30) * 0xbf58476d1ce4e5b9u;
    z = (z ^ z >> 27) * 0x94d049bb133111ebu;
    return z ^ z >> 31;
}

/* the script's float64 inputs: category cat of the random word r */
static double category(uint64_t r, unsigned cat) {
    uint64_t man = r & 0xfffffffffffffu, top = r >> 52, sign = r >> 63 << 63, b = r;
    double d;
    if (cat == 1) b = man | (0x3c0u + top % 63u) << 52;
    if (cat == 2) b = sign | man | (0x3f0u + top % 17u) << 52;
    if (cat == 3) b = man | 0x3ff0000000000000u;
    memcpy(&d, &b, 8);
    if (cat == 3) {
        d -= 1.0; /* exact */
        if (sign) d = -d;
    }
    return d;
}

static uint32_t b32(float f) {
    uint32_t u;
    memcpy(&u, &f, 4);
    return (u & 0x7fffffffu) > 0x7f800000u ? 0x7fc00000u : u;
}
static uint64_t b64(double f) {
    uint64_t u;
    memcpy(&u, &f, 8);
    return (u & 0x7fffffffffffffffu) > 0x7ff0000000000000u ? 0x7ff8000000000000u : u;
}
static float f32(uint32_t u) {
    float f;
    memcpy(&f, &u, 4);
    return f;
}

/* one float32 function on x, as JAX (no_fma: on a host without FMA) */
static uint32_t eval32(const char *fn, uint32_t x, int nf) {
    float v = f32(x);
    int hw = !strcmp(fn, "log") ? 0 : !strcmp(fn, "log1p") ? 1 : !strcmp(fn, "exp") ? 2 : -1;
#ifdef JAXCORE_I_HW
    uint32_t y = x;
    if (hw >= 0 && jaxcore_i_hw_fn32(hw, &y, !nf)) return b32(f32(y));
#endif
    if (hw == 0) return b32(jaxcore_math_logf(v, nf));
    if (hw == 1) return b32(jaxcore_math_log1pf(v, nf));
    if (hw == 2) return b32(jaxcore_math_expf(v, nf));
    if (!strcmp(fn, "erf_inv")) return b32(jaxcore_math_erf_invf(v, nf));
    if (!strcmp(fn, "erf")) return b32(f32(jaxcore_i_erf32v(x))); /* jnp.erf of an array */
    return b32(jaxcore_math_tanf(v));                             /* tan */
}

/* input i of the float64 part (and pow32) */
static uint64_t eval64(const char *fn, int is32, uint64_t i, int nf) {
    unsigned cat = (unsigned)(i % 4);
    double x, y = category(mix(i + ((uint64_t)1 << 41)), 2) * 8.0;
    if (!strcmp(fn, "erf_inv") && (i & 1)) cat = 3;
    x = category(mix(i), cat);
    if (is32) return b32(jaxcore_math_powf((float)x, (float)y, nf));
    if (!strcmp(fn, "log")) return b64(jaxcore_math_log(x, nf));
    if (!strcmp(fn, "exp")) return b64(jaxcore_math_exp(x, nf));
    if (!strcmp(fn, "log1p")) return b64(jaxcore_math_log1p(x, nf));
    if (!strcmp(fn, "erf_inv")) return b64(jaxcore_math_erf_inv(x, nf));
    if (!strcmp(fn, "erf")) return b64(jaxcore_math_erf(x));
    if (!strcmp(fn, "tan")) return b64(jaxcore_math_tan(x, nf));
    return b64(jaxcore_math_pow(x, y, nf)); /* pow */
}

/* jaxcore_i_rsqrt14 (Intel's reference VRSQRT14, which XLA:CPU's float64 rsqrt starts from
   on AVX-512 hosts) against the instruction, where this build and CPU have it: 1 passed or
   failed, or a counted skip */
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) && !defined(__cplusplus)
#include <immintrin.h>
__attribute__((target("avx512f"))) static uint64_t hw_rsqrt14(uint64_t x) {
    double d;
    memcpy(&d, &x, 8);
    d = _mm_cvtsd_f64(_mm_rsqrt14_sd(_mm_setzero_pd(), _mm_set_sd(d)));
    memcpy(&x, &d, 8);
    return x;
}
static int check_rsqrt14(int *skipped) {
    uint64_t i, bad = 0;
    __builtin_cpu_init();
    if (!__builtin_cpu_supports("avx512f")) {
        printf("skip rsqrt14 (no AVX-512F on this CPU)\n");
        ++*skipped;
        return 0;
    }
    for (i = 0; i < 4000000; ++i) { /* normal x > 0: every exponent, [1, 2) and [2, 4) */
        uint64_t x = mix(i) >> 1;
        if (i % 3) x = (i % 3 == 1 ? 0x3ff0000000000000u : 0x4000000000000000u) | x >> 11;
        if (!(x >> 52) || x >> 52 == 0x7ff) continue;
        if (jaxcore_i_rsqrt14(x) != hw_rsqrt14(x) && bad++ < 3)
            printf("  rsqrt14(%016llx): jaxcore %016llx, vrsqrt14sd %016llx\n",
                   (unsigned long long)x, (unsigned long long)jaxcore_i_rsqrt14(x),
                   (unsigned long long)hw_rsqrt14(x));
    }
    printf("%s rsqrt14: 4000000 inputs, %llu differ\n", bad ? "FAIL" : "ok  ",
           (unsigned long long)bad);
    return bad ? -1 : 1;
}
#else
static int check_rsqrt14(int *skipped) {
    printf("skip rsqrt14 (not an x86-64 gcc/clang C build)\n");
    ++*skipped;
    return 0;
}
#endif

/* jaxcore_i_rsqrtss (XLA:CPU's float32 rsqrt starts from RSQRTSS) against the table an Intel
   Xeon's instruction gave (tests/vectors/random/rsqrtss_xeon.txt, tools/rsqrtss_table.c): all
   2^24 inputs in [1, 4), 4M positive normals of every exponent (the table's value times 2^-n for
   x = 2^(2n) m) and the special inputs; with STRIDE 1 (make exhaustive) also the hash of all 2^32
   results against the instruction's. 1 passed or -1 failed. */
static uint64_t splitmix64(uint64_t z) { /* the tool's hash weights: splitmix64 of x itself */
    z += 0x9e3779b97f4a7c15u;
    z = (z ^ z >> 30) * 0xbf58476d1ce4e5b9u;
    z = (z ^ z >> 27) * 0x94d049bb133111ebu;
    return z ^ z >> 31;
}
static int check_rsqrtss(long stride) {
    static uint32_t t[2048];
    char line[256];
    unsigned long long want = 0, h = 0;
    uint32_t n = 0, i, bad = 0, w[8];
    uint64_t x;
    int k;
    FILE *f = fopen("tests/vectors/random/rsqrtss_xeon.txt", "r");
    while (f && fgets(line, sizeof line, f)) {
        k = sscanf(line, "%x %x %x %x %x %x %x %x", &w[0], &w[1], &w[2], &w[3], &w[4], &w[5], &w[6],
                   &w[7]);
        for (i = 0; k == 8 && i < 8 && n < 2048; ++i)
            t[n++] = w[i];
        sscanf(line, "hash of all 2^32 %llx", &want);
    }
    if (f) fclose(f);
    if (n != 2048 || !want) {
        printf("FAIL rsqrtss: tests/vectors/random/rsqrtss_xeon.txt unreadable\n");
        return -1;
    }
    for (i = 0; i < 4000000 + (1u << 24); ++i) {
        uint32_t r = i < 1u << 24 ? 0x3f800000u + i : (uint32_t)(mix(i) >> 33), e = r >> 23;
        uint32_t odd = (e + 1) & 1u, m = t[odd << 10 | (r >> 13 & 0x3ffu)], got;
        if (e == 0 || e == 0xff) continue; /* the random ones: positive, normal */
        m -= (uint32_t)(((int)e - 127 - (int)odd) / 2 * (1 << 23));
        got = jaxcore_i_rsqrtss(r);
        if (got != m && bad++ < 3) printf("  rsqrtss(%08x): jaxcore %08x, Xeon %08x\n", r, got, m);
    }
    { /* +0, -0, a subnormal, +inf, -inf, -1, a NaN: the results Intel's manual gives (the
         table file holds positive normals only; make exhaustive's hash covers these too) */
        static const uint32_t in[] = {0,           0x80000000u, 0x00000123u, 0x7f800000u,
                                      0xff800000u, 0xbf800000u, 0x7f800001u};
        static const uint32_t out[] = {0x7f800000u, 0xff800000u, 0x7f800000u, 0,
                                       0xffc00000u, 0xffc00000u, 0x7fc00001u};
        for (i = 0; i < 7; ++i)
            bad += jaxcore_i_rsqrtss(in[i]) != out[i];
    }
    if (stride == 1) { /* the tool's hash: sum of RSQRTSS(x) (splitmix64(x) | 1), x = 0..2^32-1 */
        for (x = 0; x < 0x100000000u; ++x)
            h += jaxcore_i_rsqrtss((uint32_t)x) * (splitmix64(x) | 1);
        bad += h != want;
    }
    printf("%s rsqrtss: %s, %lu differ\n", bad ? "FAIL" : "ok  ",
           stride == 1 ? "the table, specials and the hash of all 2^32 inputs"
                       : "2^24 + 4M inputs and the specials",
           (unsigned long)bad);
    return bad ? -1 : 1;
}

typedef struct {
    char name[16];
    long blocks, bad;
} tally;

int main(int argc, char **argv) {
    static tally t[32];
    int nt = 0, nf, k, failed = 0, passed = 0, skipped = 0;
    long stride = argc > 2 ? atol(argv[2]) : 1, part = argc > 4 ? atol(argv[3]) : 0;
    long nparts = argc > 4 ? atol(argv[4]) : 1, seen = 0;
    char line[256];
    FILE *f = argc > 1 ? fopen(argv[1], "r") : NULL;
    if (!f || stride < 1 || nparts < 1) {
        fprintf(stderr, "usage: jax_math FILE [STRIDE [PART NPARTS]]\n");
        return 2;
    }
    nf = strstr(argv[1], "nofma") != NULL;
    while (fgets(line, sizeof line, f)) {
        char name[16], fn[16];
        unsigned long block;
        unsigned long long want, got = 0;
        uint64_t i, n, w;
        int width, s = stride > 8 ? (int)(stride / 8) : 1;
        size_t len;
        if (line[0] == '#' || sscanf(line, "%15s %lu %llx", name, &block, &want) != 3) continue;
        len = strlen(name);
        width = atoi(name + len - 2);
        memcpy(fn, name, len - 2);
        fn[len - 2] = 0;
        if (width == 32 && strcmp(fn, "pow") != 0) s = (int)stride;
        if ((long)(block % (unsigned long)s) != (s - 1) / 2 || seen++ % nparts != part) continue;
        n = width == 32 && strcmp(fn, "pow") != 0 ? (uint64_t)1 << 24 : (uint64_t)1 << 16;
        for (i = 0; i < n; ++i) {
            w = mix(i + ((uint64_t)1 << 40)) | 1;
            if (n == (uint64_t)1 << 24)
                got += eval32(fn, (uint32_t)((uint64_t)block << 24 | i), nf) * w;
            else
                got += eval64(fn, width == 32, block * n + i, nf) * w;
        }
        for (k = 0; k < nt && strcmp(t[k].name, name) != 0; ++k) {
        }
        if (k == nt && nt < 32) strcpy(t[nt++].name, name);
        if (k == nt) continue;
        ++t[k].blocks;
        if (got != want && t[k].bad++ < 4)
            printf("  %s%s block %lu: jaxcore %016llx, JAX %016llx\n", name, nf ? " no_fma" : "",
                   block, got, want);
    }
    fclose(f);
    for (k = 0; k < nt; ++k) {
        printf("%s %s%s: %ld blocks, %ld differ\n", t[k].bad ? "FAIL" : "ok  ", t[k].name,
               nf ? " no_fma" : "", t[k].blocks, t[k].bad);
        if (t[k].bad)
            ++failed;
        else
            ++passed;
    }
    if (part == 0 && !nf) {
        k = check_rsqrt14(&skipped);
        passed += k > 0;
        failed += k < 0;
        k = check_rsqrtss(stride);
        passed += k > 0;
        failed += k < 0;
    }
    printf("%d passed, %d failed, %d skipped\n", passed, failed, skipped);
    return failed != 0;
}
