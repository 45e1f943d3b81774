/* Compares jaxcore's float32 transcendentals with XLA:CPU's IR for them, compiled by LLVM.
   The .ll files in tests/xla_ir are hand transcriptions of what XLA's IR generators build;
   tests/xla_ref.sh runs them through opt (XLA's post-rewrite passes) and llc (--fp-contract=fast,
   with and without FMA) into functions NAME (FMA) and NAME_nofma, which this driver links against.
   The reference runs with FTZ|DAZ set in MXCSR, as XLA:CPU runs its kernels.
   Usage: xla_ref N       N inputs: specials, every exponent, then a fixed-seed sample
          xla_ref all     all 2^32 float32 bit patterns on the software float (~11 CPU-hours;
                          make exhaustive runs hw and every 256 instead), progress lines on
                          stderr every 2^26 inputs
          xla_ref all START END   bit patterns START <= x < END (hex), a shard of that
          xla_ref domain  +-k 2^-23 for every k < 2^24: every float32 uniform u in [0, 1) that
                          JAX's samplers draw, its negation, and 1 + u (float64 parts: 2^26)
   float64 exp: N inputs (2^26 with all), half random bit patterns, half uniform in its range.
   float64 log, pow and tan, float32 pow and tan: the same count against the C library's
   when it is glibc >= 2.28 (XLA:CPU calls them); xla_ref.sh runs these again with
   GLIBC_TUNABLES=glibc.cpu.hwcaps=-AVX2,-FMA and the argument glibc-nofma, which selects
   glibc's builds without FMA and checks no_fma = 1.
          xla_ref glibc-nofma N   only that check
          xla_ref every S   one bit pattern in each aligned block of S, at a varying place
          xla_ref hw START END   bit patterns START <= x < END (hex): log, log1p, exp, erf_inv
                          on every hardware float instance (the samplers' fast path) and erf
                          on the software float and the public function; make exhaustive runs
                          it over all 2^32
   Prints one line per function and variant, "N passed, M failed" last; exits 1 on a mismatch. */
#define JAXCORE_STATIC
#define JAXCORE_IMPLEMENTATION
#define JAXCORE_I_KEEP_MACROS /* white-box: the hardware float instances (hw mode) */
#include "jaxcore.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <gnu/libc-version.h>
#include <math.h>
#include <immintrin.h>

float xla_log_f32(float), xla_log_f32_nofma(float);
float xla_exp_f32(float), xla_exp_f32_nofma(float);
float xla_log1p_f32(float), xla_log1p_f32_nofma(float);
float xla_erf_f32(float), xla_erf_f32_nofma(float);
float xla_erf_inv_f32(float), xla_erf_inv_f32_nofma(float);
double xla_exp_f64(double), xla_exp_f64_nofma(double);
__m256 xla_log_f32_v8(__m256), xla_log_f32_v8_nofma(__m256);
__m256 xla_exp_f32_v8(__m256), xla_exp_f32_v8_nofma(__m256);

/* The vector (width 8) kernels, x in lane 5 among other values. */
static float lane5(__m256 (*f)(__m256), float x) {
    float out[8];
    _mm256_storeu_ps(out, f(_mm256_setr_ps(1.5f, -x, 0.0f, 7.0f, x * 0.5f, x, 100.0f, 1e-30f)));
    return out[5];
}
static float xla_log_v8(float x) { return lane5(xla_log_f32_v8, x); }
static float xla_log_v8_nofma(float x) { return lane5(xla_log_f32_v8_nofma, x); }
static float xla_exp_v8(float x) { return lane5(xla_exp_f32_v8, x); }
static float xla_exp_v8_nofma(float x) { return lane5(xla_exp_f32_v8_nofma, x); }

typedef float (*ref_fn)(float);

static uint32_t bits(float f) {
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}
static float flt(uint32_t u) {
    float f;
    memcpy(&f, &u, 4);
    return f;
}

static float jc_log(float x, int no_fma) { return jaxcore_math_logf(x, no_fma); }
static float jc_exp(float x, int no_fma) { return jaxcore_math_expf(x, no_fma); }
static float jc_log1p(float x, int no_fma) { return jaxcore_math_log1pf(x, no_fma); }
static float jc_erf(float x, int no_fma) { return jaxcore_math_erff(x, no_fma); }
static float jc_erf_inv(float x, int no_fma) { return jaxcore_math_erf_invf(x, no_fma); }

typedef struct {
    const char *name;
    ref_fn ref;
    float (*mine)(float, int);
    int no_fma, any_nan; /* any_nan: a NaN matches any NaN (payloads not reproduced) */
    unsigned long long n, bad;
} check_case;

static uint64_t lcg = 0x853c49e6748fea9bu;
static uint32_t next_input(unsigned long long i) {
    if (i < 512) { /* every exponent with mantissa 0 and all-ones, both signs */
        uint32_t e = (uint32_t)(i >> 1) & 0xffu, s = (uint32_t)(i >> 9) << 31;
        return s | e << 23 | ((i & 1) ? 0x7fffffu : 0u);
    }
    if (i < 576) /* erf_inv's result at FLT_MIN (x86's FTZ: tiny after rounding), both signs */
        return (uint32_t)(i & 1) << 31 | (0x00906ea0u + (uint32_t)(i - 512) / 2);
    lcg = lcg * 6364136223846793005u + 1442695040888963407u;
    return (uint32_t)(lcg >> 32);
}

#ifdef JAXCORE_I_HW
/* hw mode: the hardware float instances the samplers run (jaxcore_i_hw_*), fn 0 log, 1 log1p
   (every input, as jaxcore_i_hw_fn32 computes it), 2 exp, 3 erf_inv, over n inputs */
typedef void (*hw_fn)(int fn, const uint32_t *in, uint32_t *out, size_t n);
#define SWEEP(name, N, P, A, VF, VM, W, F, M, avail)                                               \
    static A void sweep_##N(int fn, const uint32_t *in, uint32_t *out, size_t n) {                 \
        size_t i;                                                                                  \
        for (i = 0; i < n; i += (W)) {                                                             \
            VF v = P##_ld(in + i), r;                                                              \
            if (fn == 0)                                                                           \
                r = N##_log(v);                                                                    \
            else if (fn == 1)                                                                      \
                r = N##_log1pa(v);                                                                 \
            else if (fn == 2)                                                                      \
                r = N##_exp(v);                                                                    \
            else                                                                                   \
                r = N##_erfinv(v);                                                                 \
            P##_st(out + i, r);                                                                    \
        }                                                                                          \
    }
JAXCORE_I_HW_INSTANCES(SWEEP)
#undef SWEEP

/* Every float32 bit pattern x in [first, last): XLA's log, log1p, exp, erf_inv (the scalar
   kernels, and the width-8 log and exp on the same inputs) against every hardware float instance
   this CPU runs, fused against the FMA build and unfused against the other; erf_inv on
   |x| <= 1 and NaN (the instances compute it for the samplers, whose arguments are in (-1, 1));
   and XLA's erf against the software float's (jaxcore_i_erf32) and the public one's
   (jaxcore_math_erff, the hardware float's one lane where the CPU has one): XLA's explicit fmas
   make it one function on both hosts. Returns the number of failed checks. */
static int hw_sweep(unsigned long long first, unsigned long long last) {
    static const char *const fname[4] = {"log_f32", "log1p_f32", "exp_f32", "erf_inv_f32"};
    static const ref_fn refs[4][2] = {{xla_log_f32_nofma, xla_log_f32},
                                      {xla_log1p_f32_nofma, xla_log1p_f32},
                                      {xla_exp_f32_nofma, xla_exp_f32},
                                      {xla_erf_inv_f32_nofma, xla_erf_inv_f32}};
    struct {
        const char *name;
        hw_fn fn;
        int fused, ok;
        unsigned long long n[4], bad[4];
    } inst[8];
    static uint32_t in[4096], want[4][2][4096], got[4096];
    unsigned long long i, v8bad[2][2] = {{0, 0}, {0, 0}}, erfbad[2] = {0, 0}, erfn = 0, nin = 0;
    int ni = 0, k, f, fails = 0, passes = 0;
    memset(inst, 0, sizeof inst);
#define INST(nm, N, P, A, VF, VM, W, F, M, avail)                                                  \
    do {                                                                                           \
        inst[ni].name = nm;                                                                        \
        inst[ni].fn = sweep_##N;                                                                   \
        inst[ni].fused = F;                                                                        \
        inst[ni].ok = avail;                                                                       \
        ++ni;                                                                                      \
    } while (0);
    JAXCORE_I_HW_INSTANCES(INST)
#undef INST
    for (k = 0; k < ni; ++k)
        if (!inst[k].ok)
            printf("hw %s fused=%d: skipped (not on this CPU)\n", inst[k].name, inst[k].fused);
    (void)jaxcore_i_fp_enter(); /* FTZ | DAZ, round to nearest: as the pipelines run */
    for (i = first; i < last; i += 4096) {
        size_t n = last - i < 4096 ? (size_t)(last - i) : 4096, j;
        if (!((i - first) & 0x3ffffffu) && i > first) fprintf(stderr, "progress: %08llx\n", i);
        for (j = 0; j < n; ++j)
            in[j] = (uint32_t)(i + j);
        for (; j < 4096; ++j)
            in[j] = 0x3f000000u; /* padding: whole vectors */
        nin += n;
        for (k = 0; k < 4; ++k)
            for (f = 0; f < 2; ++f)
                for (j = 0; j < n; ++j)
                    want[k][f][j] = bits(refs[k][f](flt(in[j])));
        for (f = 0; f < 2; ++f) { /* the width-8 kernels agree with the scalar ones */
            for (j = 0; j + 8 <= n; j += 8) {
                float o[2][8];
                int l;
                __m256 v = _mm256_loadu_ps((const float *)(const void *)(in + j));
                _mm256_storeu_ps(o[0], f ? xla_log_f32_v8(v) : xla_log_f32_v8_nofma(v));
                _mm256_storeu_ps(o[1], f ? xla_exp_f32_v8(v) : xla_exp_f32_v8_nofma(v));
                for (l = 0; l < 8; ++l) {
                    if (bits(o[0][l]) != want[0][f][j + l] && v8bad[0][f]++ < 5)
                        printf("  log_f32 v8%s(%08x): %08x, scalar %08x\n", f ? "" : " no_fma",
                               in[j + l], bits(o[0][l]), want[0][f][j + l]);
                    if (bits(o[1][l]) != want[2][f][j + l] && v8bad[1][f]++ < 5)
                        printf("  exp_f32 v8%s(%08x): %08x, scalar %08x\n", f ? "" : " no_fma",
                               in[j + l], bits(o[1][l]), want[2][f][j + l]);
                }
            }
        }
        for (j = 0; j < n; ++j) { /* erf: the software float's (g) and the public function's (h) */
            uint32_t x = in[j], g = jaxcore_i_erf32(x, 1), h = bits(jaxcore_math_erff(flt(x), 0));
            ++erfn;
            for (f = 0; f < 2; ++f) {
                uint32_t w = bits(f ? xla_erf_f32(flt(x)) : xla_erf_f32_nofma(flt(x)));
                int wn = (w & 0x7fffffffu) > 0x7f800000u; /* NaN: any NaN agrees */
                int ok = (g == w || (wn && (g & 0x7fffffffu) > 0x7f800000u)) &&
                         (h == w || (wn && (h & 0x7fffffffu) > 0x7f800000u));
                if (!ok && erfbad[f]++ < 5)
                    printf("  erf_f32%s(%08x): xla %08x, software %08x, public %08x\n",
                           f ? "" : " no_fma", x, w, g, h);
            }
        }
        for (k = 0; k < ni; ++k) {
            int fn;
            if (!inst[k].ok) continue;
            for (fn = 0; fn < 4; ++fn) {
                const uint32_t *w = want[fn][inst[k].fused];
                inst[k].fn(fn, in, got, 4096);
                for (j = 0; j < n; ++j) {
                    uint32_t a = in[j] & 0x7fffffffu;
                    if (fn == 3 && a > 0x3f800000u && a <= 0x7f800000u) continue;
                    inst[k].n[fn]++;
                    if (got[j] == w[j]) continue;
                    if (fn == 3 && (w[j] & 0x7fffffffu) > 0x7f800000u &&
                        (got[j] & 0x7fffffffu) > 0x7f800000u)
                        continue; /* a NaN for a NaN: payloads not reproduced */
                    if (inst[k].bad[fn]++ < 5)
                        printf("  %s %s fused=%d(%08x): xla %08x, jaxcore %08x\n", fname[fn],
                               inst[k].name, inst[k].fused, in[j], w[j], got[j]);
                }
            }
        }
    }
    for (k = 0; k < ni; ++k) {
        int fn;
        if (!inst[k].ok) continue;
        for (fn = 0; fn < 4; ++fn) {
            printf("%-12s hw %-8s fused=%d: %llu inputs, %llu mismatches\n", fname[fn],
                   inst[k].name, inst[k].fused, inst[k].n[fn], inst[k].bad[fn]);
            if (inst[k].bad[fn])
                ++fails;
            else
                ++passes;
        }
    }
    for (f = 0; f < 2; ++f) {
        printf("%-12s v8 vs scalar%s: %llu inputs, %llu log / %llu exp mismatches\n", "log/exp_f32",
               f ? "" : " no_fma", nin, v8bad[0][f], v8bad[1][f]);
        printf("%-12s both floats%s: %llu inputs, %llu mismatches\n", "erf_f32", f ? "" : " no_fma",
               erfn, erfbad[f]);
        fails += !!v8bad[0][f] + !!v8bad[1][f] + !!erfbad[f];
        passes += !v8bad[0][f] + !v8bad[1][f] + !erfbad[f];
    }
    printf("%d passed, %d failed\n", passes, fails);
    return fails;
}
#endif

int main(int argc, char **argv) {
    check_case cases[] = {{"log_f32", xla_log_f32, jc_log, 0, 0, 0, 0},
                          {"log_f32 no_fma", xla_log_f32_nofma, jc_log, 1, 0, 0, 0},
                          {"exp_f32", xla_exp_f32, jc_exp, 0, 0, 0, 0},
                          {"exp_f32 no_fma", xla_exp_f32_nofma, jc_exp, 1, 0, 0, 0},
                          {"log1p_f32", xla_log1p_f32, jc_log1p, 0, 0, 0, 0},
                          {"log1p_f32 no_fma", xla_log1p_f32_nofma, jc_log1p, 1, 0, 0, 0},
                          {"erf_f32", xla_erf_f32, jc_erf, 0, 0, 0, 0},
                          {"erf_f32 no_fma", xla_erf_f32_nofma, jc_erf, 1, 0, 0, 0},
                          {"log_f32 v8", xla_log_v8, jc_log, 0, 0, 0, 0},
                          {"log_f32 v8 no_fma", xla_log_v8_nofma, jc_log, 1, 0, 0, 0},
                          {"exp_f32 v8", xla_exp_v8, jc_exp, 0, 0, 0, 0},
                          {"exp_f32 v8 no_fma", xla_exp_v8_nofma, jc_exp, 1, 0, 0, 0},
                          {"erf_inv_f32", xla_erf_inv_f32, jc_erf_inv, 0, 1, 0, 0},
                          {"erf_inv_f32 no_fma", xla_erf_inv_f32_nofma, jc_erf_inv, 1, 1, 0, 0}};
    int nc = (int)(sizeof cases / sizeof cases[0]), c, fails = 0, passes = 0;
    int domain = argc > 1 && !strcmp(argv[1], "domain");
    int all = domain || (argc > 1 && !strcmp(argv[1], "all"));
    all = all || (argc > 2 && !strcmp(argv[1], "every") && atoi(argv[2]) > 0);
    int glibc_nofma = argc > 2 && !strcmp(argv[1], "glibc-nofma");
    unsigned every = argc > 2 && !strcmp(argv[1], "every") ? (unsigned)atoi(argv[2]) : 0;
    unsigned long long n = domain ? 1ull << 25
                           : all  ? 1ull << 32
                                 : (argc > 1 ? strtoull(argv[glibc_nofma + 1], NULL, 10) : 1000000);
    int major = 0, minor = 0;
    unsigned long long first = 0;
    unsigned long long i;
    _mm_setcsr(_mm_getcsr() | 0x8040u); /* FTZ | DAZ, as XLA:CPU's kernels run */
    if (argc > 3 && !strcmp(argv[1], "hw")) {
#ifdef JAXCORE_I_HW
        return hw_sweep(strtoull(argv[2], NULL, 16), strtoull(argv[3], NULL, 16)) != 0;
#else
        printf("hw: skipped (no hardware float in this build)\n0 passed, 0 failed\n");
        return 0;
#endif
    }
    sscanf(gnu_get_libc_version(), "%d.%d", &major, &minor);
    if (major > 2 || (major == 2 && minor >= 28)) {
        unsigned long long bad = 0;
        for (i = 0; i < (all ? 1ull << 26 : n); ++i) {
            uint64_t x, wb, gb;
            double d, want, got;
            lcg = lcg * 6364136223846793005u + 1442695040888963407u;
            x = lcg >> 1; /* positive: normal, subnormal, inf, NaN */
            if (i % 3 == 1) x = 0x3fe0000000000000u + (lcg >> 12) % 0x0020000000000000u;
            if (i % 3 == 2) x = 0x3fee000000000000u + (lcg >> 20) % 0x3100000000000u;
            memcpy(&d, &x, 8);
            /* XLA:CPU flushes a subnormal x before the call: JAX 0.11.2 gives -inf there
               (tests/jax_math.sh), where glibc under DAZ returns a finite value */
            want = x >> 52 ? log(d) : -HUGE_VAL;
            got = jaxcore_math_log(d, glibc_nofma);
            memcpy(&wb, &want, 8);
            memcpy(&gb, &got, 8);
            if (wb != gb && bad++ < 5)
                printf("  log_f64%s(%016llx): glibc %016llx, jaxcore %016llx\n",
                       glibc_nofma ? " no_fma" : "", (unsigned long long)x, (unsigned long long)wb,
                       (unsigned long long)gb);
        }
        printf("%-16s %llu inputs, %llu mismatches (glibc %s)\n",
               glibc_nofma ? "log_f64 no_fma" : "log_f64", all ? 1ull << 26 : n, bad,
               gnu_get_libc_version());
        if (bad)
            ++fails;
        else
            ++passes;
        bad = 0; /* float32 pow: x > 0 (half of them uniforms k 2^-23), y in [-16, 16) or any */
        for (i = 0; i < (all ? 1ull << 26 : n); ++i) {
            uint32_t xb, yb, wb, gb;
            float xf, yf, wf, gf;
            lcg = lcg * 6364136223846793005u + 1442695040888963407u;
            xb = (uint32_t)(lcg >> 33);
            yb = (uint32_t)lcg;
            if (i & 1) {
                xf = (float)((lcg >> 40) & 0x7fffff) * 0x1p-23f;
                yf = (float)((int)((lcg >> 8) & 0xffff) - 0x8000) / 2048.0f;
                memcpy(&xb, &xf, 4);
                memcpy(&yb, &yf, 4);
            }
            memcpy(&xf, &xb, 4);
            memcpy(&yf, &yb, 4);
            if (!(xf > 0) || xf == (float)INFINITY || yf == 0 || yf != yf ||
                yf == (float)INFINITY || yf == -(float)INFINITY)
                continue; /* the samplers' domain */
            wf = powf(xf, yf);
            gf = jaxcore_math_powf(xf, yf, glibc_nofma);
            memcpy(&wb, &wf, 4);
            memcpy(&gb, &gf, 4);
            if (wb != gb && bad++ < 5)
                printf("  powf%s(%08x, %08x): glibc %08x, jaxcore %08x\n",
                       glibc_nofma ? " no_fma" : "", xb, yb, wb, gb);
        }
        printf("%-16s %llu inputs, %llu mismatches (glibc %s)\n",
               glibc_nofma ? "powf no_fma" : "powf", all ? 1ull << 26 : n, bad,
               gnu_get_libc_version());
        if (bad)
            ++fails;
        else
            ++passes;
        bad = 0; /* float64 pow: x > 0 (uniforms and 1 - u, any), y = 1/c, in [-40, 40] or any */
        for (i = 0; i < (all ? 1ull << 26 : n); ++i) {
            uint64_t xb, yb, wb, gb;
            double xd, yd, wd, gd;
            lcg = lcg * 6364136223846793005u + 1442695040888963407u;
            xb = lcg >> 1;
            lcg = lcg * 6364136223846793005u + 1442695040888963407u;
            yb = lcg >> 1 ^ (lcg << 63);
            memcpy(&xd, &xb, 8);
            memcpy(&yd, &yb, 8);
            if (i % 3 == 1) xd = (double)(xb >> 11) * 0x1p-53;
            if (i % 3 == 2) xd = 1 - (double)(xb >> 11) * 0x1p-53;
            if (i % 3) yd = i & 4 ? 1 / (0.05 + (double)(yb >> 44) * 0x1p-16) : fmod(yd, 40.0);
            if (!(xd >= 0x1p-1022) || xd == INFINITY || yd == 0 || yd != yd || yd == INFINITY ||
                yd == -INFINITY)
                continue; /* the samplers' domain */
            wd = pow(xd, yd);
            gd = jaxcore_math_pow(xd, yd, glibc_nofma);
            memcpy(&wb, &wd, 8);
            memcpy(&gb, &gd, 8);
            if (wd != 0 && fabs(wd) < 0x1p-1022) continue; /* subnormal: XLA:CPU flushes it */
            if (wb != gb && bad++ < 5)
                printf("  pow_f64%s(%016llx, %016llx): glibc %016llx, jaxcore %016llx\n",
                       glibc_nofma ? " no_fma" : "", (unsigned long long)xb, (unsigned long long)yb,
                       (unsigned long long)wb, (unsigned long long)gb);
        }
        printf("%-16s %llu inputs, %llu mismatches (glibc %s)\n",
               glibc_nofma ? "pow_f64 no_fma" : "pow_f64", all ? 1ull << 26 : n, bad,
               gnu_get_libc_version());
        if (bad)
            ++fails;
        else
            ++passes;
        bad = 0; /* float64 tan: cauchy's arguments, any |x| <= 1e8, a quarter above 1e8 */
        for (i = 0; i < (all ? 1ull << 26 : n); ++i) {
            uint64_t xb, wb, gb;
            double xd, wd, gd;
            lcg = lcg * 6364136223846793005u + 1442695040888963407u;
            xb = 0x3e00000000000000u + (lcg >> 1) % 0x0397d78400000000u; /* 2^-31 .. 1e8 */
            if ((i & 5) == 4)                                            /* 1e8 .. DBL_MAX */
                xb = 0x4197d78400000001u + (lcg >> 1) % 0x3e58287bffffffffu;
            memcpy(&xd, &xb, 8);
            if (i & 1) xd = 3.141592653589793 * ((double)(lcg >> 11) * 0x1p-53 - 0.5);
            if (i & 2) xd = -xd;
            wd = tan(xd);
            gd = jaxcore_math_tan(xd, glibc_nofma);
            memcpy(&wb, &wd, 8);
            memcpy(&gb, &gd, 8);
            if (wb != gb && bad++ < 5)
                printf("  tan_f64%s(%016llx): glibc %016llx, jaxcore %016llx\n",
                       glibc_nofma ? " no_fma" : "", (unsigned long long)xb, (unsigned long long)wb,
                       (unsigned long long)gb);
        }
        printf("%-16s %llu inputs, %llu mismatches (glibc %s)\n",
               glibc_nofma ? "tan_f64 no_fma" : "tan_f64", all ? 1ull << 26 : n, bad,
               gnu_get_libc_version());
        if (bad)
            ++fails;
        else
            ++passes;
        bad = 0; /* float32 tan (one glibc build): any bit pattern, cauchy's arguments */
        for (i = 0; i < (all ? 1ull << 26 : n); ++i) {
            uint32_t xb, wb, gb;
            float xf, wf, gf;
            lcg = lcg * 6364136223846793005u + 1442695040888963407u;
            xb = (uint32_t)(lcg >> 32);
            if (i & 1) {
                xf = 3.14159265f * ((float)((lcg >> 40) & 0x7fffff) * 0x1p-23f - 0.5f);
                memcpy(&xb, &xf, 4);
            }
            memcpy(&xf, &xb, 4);
            wf = tanf(xf);
            gf = jaxcore_math_tanf(xf);
            memcpy(&wb, &wf, 4);
            memcpy(&gb, &gf, 4);
            if (wb != gb && bad++ < 5)
                printf("  tanf(%08x): glibc %08x, jaxcore %08x\n", xb, wb, gb);
        }
        printf("%-16s %llu inputs, %llu mismatches (glibc %s)\n", "tanf", all ? 1ull << 26 : n, bad,
               gnu_get_libc_version());
        if (bad)
            ++fails;
        else
            ++passes;
        if (!glibc_nofma) { /* float64 erf (jaxcore_math_erf: the FMA build's exp) */
            bad = 0;
            for (i = 0; i < (all ? 1ull << 26 : n); ++i) {
                uint64_t xb, wb, gb;
                double xd, wd, gd;
                lcg = lcg * 6364136223846793005u + 1442695040888963407u;
                xd = 14.0 * ((double)(lcg >> 11) * 0x1p-53) - 7.0; /* every branch */
                memcpy(&xb, &xd, 8);
                if (i % 4 == 3)
                    xb = (lcg & 0x800fffffffffffffu) | (0x3c0u + (lcg >> 54) % 0x50u) << 52;
                memcpy(&xd, &xb, 8);
                wd = erf(xd);
                gd = jaxcore_math_erf(xd);
                memcpy(&wb, &wd, 8);
                memcpy(&gb, &gd, 8);
                if (wb != gb && bad++ < 5)
                    printf("  erf_f64(%016llx): glibc %016llx, jaxcore %016llx\n",
                           (unsigned long long)xb, (unsigned long long)wb, (unsigned long long)gb);
            }
            printf("%-16s %llu inputs, %llu mismatches (glibc %s)\n", "erf_f64",
                   all ? 1ull << 26 : n, bad, gnu_get_libc_version());
            if (bad)
                ++fails;
            else
                ++passes;
        }
    } else {
        printf("log_f64: skipped (C library is glibc %s, not >= 2.28)\n", gnu_get_libc_version());
    }
    if (glibc_nofma) {
        printf("%d passed, %d failed\n", passes, fails);
        return fails != 0;
    }
    if (every) n = (1ull << 32) / every;
    if (all && argc > 3 && !every) {
        first = strtoull(argv[2], NULL, 16);
        n = strtoull(argv[3], NULL, 16);
    }
    for (i = all ? first : 0; i < n; ++i) {
        uint32_t x = all ? (uint32_t)i : next_input(i);
        if (every) /* one pattern in each aligned block of `every`, at a varying place */
            x = (uint32_t)(i * every + ((uint32_t)i * 2654435761u >> 16) % every);
        if (domain) { /* (i >> 1) 2^-23, sign from bit 0 */
            float u = (float)(i >> 1) * 0x1p-23f;
            x = bits(u) | (uint32_t)(i & 1) << 31;
        }
        if (all && !every && !(i & 0x3ffffffu) && i > first) {
            unsigned long long b = 0;
            for (c = 0; c < nc; ++c)
                b += cases[c].bad;
            fprintf(stderr, "progress: %08llx, %llu mismatches so far\n", i, b);
        }
        for (c = 0; c < nc; ++c) {
            uint32_t want = bits(cases[c].ref(flt(x))),
                     got = bits(cases[c].mine(flt(x), cases[c].no_fma));
            cases[c].n++;
            if (cases[c].any_nan && (want & 0x7fffffffu) > 0x7f800000u &&
                (got & 0x7fffffffu) > 0x7f800000u)
                continue;
            if (want != got && cases[c].bad++ < 5)
                printf("  %s(%08x): xla %08x, jaxcore %08x\n", cases[c].name, x, want, got);
        }
    }
    {
        int v;
        unsigned long long n64 = all ? 1ull << 26 : n, bad[2] = {0, 0};
        for (i = 0; i < n64; ++i) {
            uint64_t x;
            double d, want, got;
            lcg = lcg * 6364136223846793005u + 1442695040888963407u;
            x = lcg;
            if (i & 1) { /* uniform in [-745, 745) */
                d = ((double)(x >> 11) * 0x1p-53 - 0.5) * 1490.0;
                memcpy(&x, &d, 8);
            }
            memcpy(&d, &x, 8);
            for (v = 0; v < 2; ++v) {
                uint64_t wb, gb;
                want = v ? xla_exp_f64_nofma(d) : xla_exp_f64(d);
                got = jaxcore_math_exp(d, v);
                memcpy(&wb, &want, 8);
                memcpy(&gb, &got, 8);
                if (wb != gb && bad[v]++ < 5)
                    printf("  exp_f64%s(%016llx): xla %016llx, jaxcore %016llx\n",
                           v ? " no_fma" : "", (unsigned long long)x, (unsigned long long)wb,
                           (unsigned long long)gb);
            }
        }
        for (v = 0; v < 2; ++v) {
            printf("%-16s %llu inputs, %llu mismatches\n", v ? "exp_f64 no_fma" : "exp_f64", n64,
                   bad[v]);
            if (bad[v])
                ++fails;
            else
                ++passes;
        }
    }
    for (c = 0; c < nc; ++c) {
        printf("%-16s %llu inputs, %llu mismatches\n", cases[c].name, cases[c].n, cases[c].bad);
        if (cases[c].bad)
            ++fails;
        else
            ++passes;
    }
    printf("%d passed, %d failed\n", passes, fails);
    return fails != 0;
}
