/* The software floating point's fast paths (jaxcore_i_fma_fast, jaxcore_i_div_fast, the
   float32 fma, and the samplers' flushing float32 jaxcore_i_gfma32 and jaxcore_i_gdiv32)
   against its general routines, on random operands built to reach their
   corners: float32 and float64 significands (full, or with few bits), exponents near the
   formats' limits, products cancelled by an addend, sums near ties, and the special values
   the fast paths must leave alone. Every path gives the same bits or the test fails.
   Its own program: the routines are the implementation's internals (JAXCORE_STATIC). */
#define JAXCORE_STATIC
#define JAXCORE_IMPLEMENTATION
#define JAXCORE_I_KEEP_MACROS /* white-box: the internal macros stay defined */
#include "../jaxcore.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t state = 88172645463325252u;

static uint64_t rnd(void) { /* xorshift64 */
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return state;
}

/* A random float64 bit pattern with its exponent field near e0 (within spread). */
static uint64_t operand(int e0, int spread) {
    uint64_t r = rnd(), s = (r & 1) << 63, m = rnd() & 0xfffffffffffffu;
    int k = (int)(r >> 1 & 63), e;
    if (k == 0) return s;                                             /* zero */
    if (k == 1) return s | 0x7ff0000000000000u;                       /* infinity */
    if (k == 2) return 0x7ff8000000000000u | (rnd() & 0xfffff);       /* NaN */
    if (k == 3) return s | m;                                         /* subnormal */
    if (k < 30) m &= ~(uint64_t)0x1fffffff;                           /* a float32 significand */
    if (k < 10) m &= ~(((uint64_t)1 << (52 - (int)(rnd() % 8))) - 1); /* few bits */
    if (k == 31) m = 0xfffffffffffffu;
    e = e0 + (int)(rnd() % (uint64_t)(2 * spread + 1)) - spread;
    e = e < 1 ? 1 : e > 2046 ? 2046 : e;
    return s | (uint64_t)e << 52 | m;
}

/* float32 bits to float64 bits by C's conversion (exact; the test runs with default flags) */
static uint64_t widen_c(uint32_t x) {
    float f;
    double d;
    uint64_t u;
    memcpy(&f, &x, 4);
    d = f;
    memcpy(&u, &d, 8);
    return u;
}

/* A float32 bit pattern: mostly normal, exponent field in [lo, lo + span). */
static uint32_t operand32(uint32_t lo, uint32_t span) {
    uint32_t x = (uint32_t)rnd();
    if (rnd() & 1) x = (x & 0x807fffffu) | (lo + (uint32_t)(rnd() % span)) << 23;
    if (rnd() % 9 == 0) x &= 0xff800000u | (uint32_t)(rnd() & 0x7f);
    return x;
}

#ifdef JAXCORE_I_HALF_TABLE
/* The float16 and bfloat16 samplers' table (jaxcore_i_run_table) against the software float
   element by element (jaxcore_i_fill), for a few kinds, fused and not; returns the
   mismatches */
static long half_tables(void) {
    static const struct {
        int kind;
        double p[3];
    } kinds[] = {{JAXCORE_I_K_NORMAL, {0, 0, 0}},     {JAXCORE_I_K_EXPONENTIAL, {0, 0, 0}},
                 {JAXCORE_I_K_RAYLEIGH, {1.5, 0, 0}}, {JAXCORE_I_K_LOGNORMAL, {0.7, 0, 0}},
                 {JAXCORE_I_K_PARETO, {2.5, 0, 0}},   {JAXCORE_I_K_TRIANGULAR, {-1, 0.3, 2}},
                 {JAXCORE_I_K_CAUCHY, {0, 0, 0}},     {JAXCORE_I_K_UNIFORM, {-2, 3, 0}}};
    static uint16_t got[3000];
    jaxcore_random_config c;
    jaxcore_key key;
    long bad = 0;
    int k, f, i, fused;
    memset(&c, 0, sizeof c);
    jaxcore_random_key(NULL, 5, JAXCORE_PY_INT, NULL, &key);
    for (k = 0; k < (int)(sizeof kinds / sizeof kinds[0]); ++k)
        for (f = 0; f < 2; ++f)
            for (fused = 0; fused < 2; ++fused) {
                jaxcore_dtype dt = f ? JAXCORE_BFLOAT16 : JAXCORE_FLOAT16;
                jaxcore_i_fs s;
                size_t j, n = sizeof got / sizeof got[0];
                c.no_fma = !fused;
                if (jaxcore_i_fs_init(&s, kinds[k].kind, dt, n, got, &c) != JAXCORE_OK) return 1;
                for (i = 0; i < 3; ++i)
                    s.p[i] = jaxcore_i_gcast(jaxcore_i_dbits(kinds[k].p[i]), s.fmt);
                if (kinds[k].kind == JAXCORE_I_K_TRIANGULAR) jaxcore_i_tri_prm(&s);
                if (kinds[k].kind == JAXCORE_I_K_CAUCHY) s.xfn = jaxcore_i_gtan;
                if (kinds[k].kind == JAXCORE_I_K_UNIFORM) jaxcore_i_fs_bounds(&s, s.p[0], s.p[1]);
                if (jaxcore_i_run_table(&s, key, n, got, &c) != JAXCORE_OK) return 1;
                for (j = 0; j < n; ++j) {
                    uint64_t v;
                    if (jaxcore_i_fill(&s, key, n, j, 1, &v, &c) != JAXCORE_OK) return 1;
                    if (got[j] != (uint16_t)jaxcore_i_narrow(v, s.fmt) && bad++ < 10)
                        printf("half table kind %d dtype %d fused %d: element %u %04x, software "
                               "%04x\n",
                               kinds[k].kind, (int)dt, fused, (unsigned)j, got[j],
                               (unsigned)(uint16_t)jaxcore_i_narrow(v, s.fmt));
                }
            }
    printf("float16/bfloat16 tables against the software float: %d kinds, %ld mismatches\n",
           (int)(sizeof kinds / sizeof kinds[0]), bad);
    return bad;
}
#endif

int main(int argc, char **argv) {
    static const int centers[] = {1023, 897, 1150, 874, 1009, 1038, 1, 2046, 963, 1083};
    static const uint32_t lows[] = {1, 40, 100, 190};
    static const uint32_t specials[] = {0,           0x80000000u, 1,           0x807fffffu,
                                        0x7f800000u, 0xff800000u, 0x7fc00000u, 0x00800000u};
    long n = argc > 1 ? atol(argv[1]) : 3000000, i, bad = 0, hits[5] = {0, 0, 0, 0, 0};
    for (i = 0; i < n; ++i) {
        int fmt = (int)(rnd() % 4), e0 = centers[rnd() % 10];
        int spread = (int)(rnd() % 4 == 0 ? 300 : rnd() % 40), mode = (int)(rnd() % 6);
        uint64_t a = operand(e0, spread), b, c, p, fast, want;
        uint32_t a32, b32, c32;
        b = rnd() % 5 == 0 ? 0x3ff0000000000000u : operand(1023 + (int)(rnd() % 9) - 4, spread);
        p = jaxcore_i_fma_any(a, b, 0x8000000000000000u, (int)(rnd() % 4)) ^ 0x8000000000000000u;
        if (mode == 0) /* a product */
            c = (rnd() & 1) << 63;
        else if (mode == 1) /* cancellation: -a*b rounded, give or take an ulp or two */
            c = p + (rnd() % 5) - 2;
        else if (mode == 2) /* an addend of a similar size */
            c = operand((p >> 52 & 0x7ff) > 1 ? (int)(p >> 52 & 0x7ff) : 1023, 60);
        else
            c = operand(e0, spread);
        if (rnd() % 7 == 0) { /* float32 values widened, as the float32 operations pass them */
            a &= ~(uint64_t)0x1fffffff;
            b &= ~(uint64_t)0x1fffffff;
            c &= ~(uint64_t)0x1fffffff;
        }
        if (jaxcore_i_fma_fast(a, b, c, fmt, &fast)) {
            ++hits[0];
            if (fast != (want = jaxcore_i_fma_any(a, b, c, fmt)) && bad++ < 10)
                printf("fma(%016llx, %016llx, %016llx) fmt %d: %llx, general routine %llx\n",
                       (unsigned long long)a, (unsigned long long)b, (unsigned long long)c, fmt,
                       (unsigned long long)fast, (unsigned long long)want);
        }
        if (jaxcore_i_div_fast(a, c, fmt, &fast)) {
            ++hits[1];
            if (fast != (want = jaxcore_i_div_any(a, c, fmt)) && bad++ < 10)
                printf("div(%016llx, %016llx) fmt %d: %llx, general routine %llx\n",
                       (unsigned long long)a, (unsigned long long)c, fmt, (unsigned long long)fast,
                       (unsigned long long)want);
        }
        /* float64 to float32 and back (float32's normal range through shortcuts) */
        if (rnd() % 3 == 0) a = (a & ~(uint64_t)0x1fffffff) | 0x10000000u; /* a tie */
        want = jaxcore_i_fma(a, 0x3ff0000000000000u, 0x8000000000000000u, JAXCORE_I_F32);
        if (jaxcore_i_narrow(a, JAXCORE_I_F32) != want && bad++ < 10)
            printf("narrow(%016llx): %llx, general routine %llx\n", (unsigned long long)a,
                   (unsigned long long)jaxcore_i_narrow(a, JAXCORE_I_F32),
                   (unsigned long long)want);
        if (!jaxcore_i_isnan64(a) &&
            jaxcore_i_widen(want, JAXCORE_I_F32) != widen_c((uint32_t)want) && bad++ < 10)
            printf("widen(%08llx): not the C conversion's\n", (unsigned long long)want);
        a32 = operand32(lows[rnd() % 4], 64); /* products from 2^-252 to 2^254 */
        b32 = operand32(lows[rnd() % 4], 64);
        p = jaxcore_i_fma_any(JAXCORE_I_W32(a32), JAXCORE_I_W32(b32), 0x8000000000000000u,
                              JAXCORE_I_F32);
        c32 = rnd() % 3 == 0   ? (uint32_t)p ^ 0x80000000u ^ (uint32_t)(rnd() % 3)
              : rnd() % 2 == 0 ? operand32((uint32_t)(p >> 23 & 0xff) - 30, 60)
                               : (uint32_t)rnd();
        want = jaxcore_i_fma_any(JAXCORE_I_W32(a32), JAXCORE_I_W32(b32), JAXCORE_I_W32(c32),
                                 JAXCORE_I_F32);
        hits[2] += ((a32 >> 23) & 0xff) - 1u < 254u;
        if (jaxcore_i_f32_fma(a32, b32, c32) != (uint32_t)want && bad++ < 10)
            printf("f32 fma(%08x, %08x, %08x): %08x, general routine %08x\n", a32, b32, c32,
                   jaxcore_i_f32_fma(a32, b32, c32), (unsigned)want);
        /* the samplers' float32 operations (flushing, on widened values) */
        if (rnd() % 4 == 0) c32 = rnd() & 1 ? 0x80000000u : 0x3f800000u; /* gmul, gadd */
        if (rnd() % 5 == 0) b32 = 0x3f800000u;
        if (rnd() % 6 == 0) a32 = specials[rnd() % 8]; /* zeros, subnormals read as zeros */
        if (rnd() % 6 == 0) b32 = specials[rnd() % 8];
        if (rnd() % 6 == 0) c32 = specials[rnd() % 8];
        if (jaxcore_i_gfma32(JAXCORE_I_W32(a32), JAXCORE_I_W32(b32), JAXCORE_I_W32(c32), &fast)) {
            ++hits[3];
            want = jaxcore_i_gfma_any(JAXCORE_I_W32(a32), JAXCORE_I_W32(b32), JAXCORE_I_W32(c32),
                                      JAXCORE_I_F32);
            if (fast != want && bad++ < 10)
                printf("gfma32(%08x, %08x, %08x): %llx, general routine %llx\n", a32, b32, c32,
                       (unsigned long long)fast, (unsigned long long)want);
        }
        if (jaxcore_i_gdiv32(JAXCORE_I_W32(a32), JAXCORE_I_W32(c32), &fast)) {
            ++hits[4];
            want = jaxcore_i_gdiv_any(JAXCORE_I_W32(a32), JAXCORE_I_W32(c32), JAXCORE_I_F32);
            if (fast != want && bad++ < 10)
                printf("gdiv32(%08x, %08x): %llx, general routine %llx\n", a32, c32,
                       (unsigned long long)fast, (unsigned long long)want);
        }
    }
    printf("fast paths against the general routines: %ld fma, %ld div, %ld float32 fma, "
           "%ld float32 sampler fma, %ld float32 sampler div cases, %ld mismatches\n",
           hits[0], hits[1], hits[2], hits[3], hits[4], bad);
#ifdef JAXCORE_I_HALF_TABLE
    bad += half_tables();
#endif
    return bad != 0 || hits[0] < n / 4 || hits[1] < n / 4 || hits[3] < n / 8 || hits[4] < n / 8;
}
