/* The hardware float pipelines (jaxcore_i_hw_*) against the software float, bit for bit:
   every float32 sampler they compute, fused and not, on every instance this build has and
   this CPU runs (the others are counted as skips, by name). A float32 sampler of one
   uniform per element with fixed parameters is a function of the 23 bits of that uniform,
   so those are checked over all 2^23 inputs (-DHW_STRIDE=n checks every n-th, for slow
   builds); samplers of two or three draws on random words. Each instance's multiply-add is
   also checked on inputs where a float64 product and sum rounds twice (check_mad).
   Its own program: the pipelines are the implementation's internals (JAXCORE_STATIC).
   usage: hwfloat [STRIDE [REF...]]   prints "N passed, M failed, K skipped" last. With REF
   files (written by `hwfloat soft REF PART NPARTS` of one build, each PART of NPARTS of the
   cases) the one-draw samplers are checked on all 2^23 inputs in every build: the instances'
   outputs are hashed per block of 4096 inputs against the software float's hashes from that
   build (the software float is integer arithmetic, the same in every build; tests/matrix.sh
   proves it), so the slow software float runs once; a block that differs is recomputed here to
   name its inputs. weibull_min (pow lane by lane) and -O0 builds: one block in 16 (both:
   in 256), except with STRIDE 1 (make exhaustive). */
#define JAXCORE_STATIC
#define JAXCORE_IMPLEMENTATION
#define JAXCORE_I_KEEP_MACROS /* white-box: the internal macros stay defined */
#include "../jaxcore.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int passed, failed, skipped;

#ifdef JAXCORE_I_HW
/* marks: the instance leaves NaN in the lanes its caller recomputes on the software float
   (WebAssembly: jaxcore_i_hw_redo); such a lane counts as a mark, not a mismatch */
typedef void (*madtest_fn)(const uint32_t *, const uint32_t *, const uint32_t *, uint32_t *);
typedef struct instance {
    const char *name;
    jaxcore_i_hw_block fn;
    madtest_fn mad; /* o = a * b + c over lanes words (check_mad) */
    int lanes, fused, ok, marks;
} instance;

static long marked;
/* got is what instance in computes for want: equal, or a marked lane */
static int same(const instance *in, uint32_t got, uint32_t want) {
    if (got == want) return 1;
    if (!in->marks || (got & 0x7fffffffu) <= 0x7f800000u) return 0;
    ++marked;
    return 1;
}

static uint64_t state = 0x9e3779b97f4a7c15u;
static uint32_t rnd(void) { /* xorshift64 */
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return (uint32_t)(state >> 16);
}

typedef struct kind_case {
    const char *name;
    int kind;
    double p[3];
} kind_case;

/* the sampler state jaxcore_random_* would build in fmt, through the public setup code paths */
/* jaxcore_i_gtan on the software float only (the library's takes the hardware float's tanf
   and tan where it can) */
static uint64_t soft_tan(uint64_t x, uint64_t y, int fmt, int fused) {
    (void)y;
    if (fmt == JAXCORE_I_F64) return jaxcore_i_tan64(x, fused);
    return jaxcore_i_gfrom32(jaxcore_i_tanf32((uint32_t)jaxcore_i_narrow(x, JAXCORE_I_F32)), fmt);
}
static void setup(const kind_case *k, int fused, int fmt, jaxcore_i_fs *s) {
    int i;
    memset(s, 0, sizeof *s);
    s->kind = k->kind;
    s->fmt = fmt;
    s->fused = fused;
    s->mn = 0;
    s->range = JAXCORE_I_ONE;
    switch (k->kind) {
    case JAXCORE_I_K_UNIFORM:
        jaxcore_i_fs_bounds(s, jaxcore_i_dbits(k->p[0]), jaxcore_i_dbits(k->p[1]));
        break;
    case JAXCORE_I_K_LOGISTIC:
        jaxcore_i_fs_bounds(s, jaxcore_i_c_tiny[s->fmt], JAXCORE_I_ONE);
        break;
    case JAXCORE_I_K_LAPLACE:
        jaxcore_i_fs_bounds(
            s,
            jaxcore_i_gadd(JAXCORE_I_ONE | JAXCORE_I_SB, jaxcore_i_c_epsneg[s->fmt], JAXCORE_I_F64),
            JAXCORE_I_ONE);
        break;
    case JAXCORE_I_K_GUMBEL:
    case JAXCORE_I_K_GUMBEL_HIGH:
    case JAXCORE_I_K_GUMBEL_HIGHEST:
        jaxcore_i_gumbel_fs(s, fmt,
                            k->kind == JAXCORE_I_K_GUMBEL        ? JAXCORE_MODE_LOW
                            : k->kind == JAXCORE_I_K_GUMBEL_HIGH ? JAXCORE_MODE_HIGH
                                                                 : JAXCORE_MODE_HIGHEST,
                            fused);
        break;
    case JAXCORE_I_K_CAUCHY: /* as jaxcore_random_cauchy, tan on the software float */
        jaxcore_i_fs_bounds(s, jaxcore_i_c_eps[s->fmt], JAXCORE_I_ONE);
        s->p[0] = jaxcore_i_gcast(0x400921fb54442d18u, fmt);
        s->xfn = soft_tan;
        break;
    case JAXCORE_I_K_TRUNCNORM: {
        uint64_t sq = jaxcore_i_c_sqrt2[fmt];
        uint64_t lo = jaxcore_i_narrow(jaxcore_i_dbits(k->p[0]), fmt);
        uint64_t up = jaxcore_i_narrow(jaxcore_i_dbits(k->p[1]), fmt);
        uint64_t a = jaxcore_i_gerf(jaxcore_i_gdiv(jaxcore_i_widen(lo, fmt), sq, fmt), fmt, fused);
        uint64_t b = jaxcore_i_gerf(jaxcore_i_gdiv(jaxcore_i_widen(up, fmt), sq, fmt), fmt, fused);
        s->mn = a;
        s->range = jaxcore_i_gsub(b, a, fmt);
        s->p[0] = jaxcore_i_widen(jaxcore_i_nextafter(lo, 1, fmt), fmt);
        s->p[1] = jaxcore_i_widen(jaxcore_i_nextafter(up, 0, fmt), fmt);
        break;
    }
    default:
        for (i = 0; i < 3; ++i)
            s->p[i] = jaxcore_i_gcast(jaxcore_i_dbits(k->p[i]), fmt);
        if (k->kind == JAXCORE_I_K_WEIBULL) {
            s->p[1] = jaxcore_i_gdiv(JAXCORE_I_ONE, s->p[1], fmt); /* as the library */
            s->xfn = jaxcore_i_gpow; /* as jaxcore_random_weibull_min passes it */
        }
        if (k->kind == JAXCORE_I_K_TRIANGULAR) jaxcore_i_tri_prm(s);
        break;
    }
}

/* a hostile caller's floating-point environment: round toward zero, no flushing (WebAssembly
   has none) */
static void hostile(void) {
#ifdef JAXCORE_I_HAVE_SSE2
    _mm_setcsr(0x7f80u);
#elif defined(JAXCORE_I_HAVE_SIMD128)
#else
    uint64_t v = (uint64_t)3 << 22;
    __asm__ __volatile__("msr fpcr, %0" ::"r"(v) : "memory");
#endif
}
static void restore(void) {
#ifdef JAXCORE_I_HAVE_SSE2
    _mm_setcsr(0x1f80u);
#elif defined(JAXCORE_I_HAVE_SIMD128)
#else
    uint64_t v = 0;
    __asm__ __volatile__("msr fpcr, %0" ::"r"(v) : "memory");
#endif
}

#define N_WORDS 4096
#define N_BLOCKS 2048 /* 2^23 inputs in blocks of N_WORDS */
#define MAX_CASES 64

/* The word of uniform input x (its top 23 bits) of an all-inputs sampler; fixed low bits. */
static uint32_t word_of(uint32_t x) { return x << 9 | ((x * 0x9e3779b9u) >> 23); }

/* FNV-1a-style 64-bit hash of a block of outputs (order and every bit count) */
static uint64_t block_hash(const uint32_t *v, size_t n) {
    uint64_t hsh = 0xcbf29ce484222325u;
    size_t i;
    for (i = 0; i < n; ++i)
        hsh = (hsh ^ v[i]) * 0x100000001b3u;
    return hsh;
}

/* software float hashes of every block of every all-inputs case (soft mode writes them; the
   other builds read them): case c = 2 * (index among the all-inputs kinds) + fused */
static uint64_t ref_hash[MAX_CASES][N_BLOCKS];
static int have_ref[MAX_CASES], use_ref;

/* the software float's samples of block blk (inputs blk N_WORDS ...) of a one-draw sampler */
static void soft_block(const jaxcore_i_fs *s, uint32_t blk, uint32_t *w, uint32_t *want) {
    size_t j;
    for (j = 0; j < N_WORDS; ++j) {
        uint64_t f;
        w[j] = word_of(blk * N_WORDS + (uint32_t)j);
        f = jaxcore_i_unit(w, j, JAXCORE_I_F32);
        want[j] = (uint32_t)jaxcore_i_narrow(jaxcore_i_sample(s, &f), JAXCORE_I_F32);
    }
}

/* One sampler, one fusion: the software value of each input against every instance. */
static void check(const kind_case *k, int fused, const instance *inst, int ninst, unsigned stride,
                  int cix) {
    jaxcore_i_fs s;
    jaxcore_i_hfs h;
    static uint32_t w[3 * N_WORDS], w2[N_WORDS], want[N_WORDS], got[N_WORDS], hw_in[N_WORDS];
    int planes = k->kind == JAXCORE_I_K_GUMBEL_HIGH || k->kind == JAXCORE_I_K_GUMBEL_HIGHEST;
    int per = k->kind == JAXCORE_I_K_MAXWELL ? 3 : 1, all = !planes && per == 1, i;
    uint64_t base, limit = all ? (uint64_t)1 << 23 : (uint64_t)1 << 16;
    long bad[16];
    setup(k, fused, JAXCORE_I_F32, &s);
    if (!jaxcore_i_hw_prep(&s, &h)) {
        printf("FAIL %s: no hardware pipeline\n", k->name);
        ++failed;
        return;
    }
    memset(bad, 0, sizeof bad);
    if (all && use_ref && cix >= 0) { /* every input, against the software float's hashes */
        uint32_t blk, every = k->kind == JAXCORE_I_K_WEIBULL ? 16 : 1;
#ifndef __OPTIMIZE__
        every *= 16;
#endif
        if (stride == 1) every = 1; /* make exhaustive: every block */
        for (blk = 0; blk < N_BLOCKS; ++blk) {
            int soft = 0, marks = 0;
            size_t j;
            /* weibull_min's kernel calls pow lane by lane (~40 ns on an FMA CPU, ~270 ns on
               the software float): one block in 16 (its vector parts are exponential's
               -log1p(-u) and a product; check_powf checks that pow);
               unoptimized builds (-O0, every operation a call): one block in 16 of each */
            if ((blk + (unsigned)cix) % every) continue;
            for (j = 0; j < N_WORDS; ++j)
                w[j] = word_of(blk * N_WORDS + (uint32_t)j);
            for (i = 0; i < ninst; ++i) {
                jaxcore_i_fpenv env;
                if (!inst[i].ok || inst[i].fused != fused) continue;
                hostile();
                env = jaxcore_i_fp_enter();
                inst[i].fn(&h, w, NULL, N_WORDS - 5, got); /* odd sizes reach the tails */
                inst[i].fn(&h, w + N_WORDS - 5, NULL, 5, got + N_WORDS - 5);
                jaxcore_i_hw_post(&h, N_WORDS, got);
                jaxcore_i_fp_leave(env);
                restore();
                if (block_hash(got, N_WORDS) == ref_hash[cix][blk]) continue;
                if (!soft) soft_block(&s, blk, w, want); /* find the inputs */
                soft = 1;
                for (j = 0; j < N_WORDS; ++j) {
                    if (got[j] == want[j]) continue;
                    if (same(&inst[i], got[j], want[j])) {
                        marks = 1;
                        continue;
                    }
                    if (bad[i]++ < 3)
                        printf("  %s %s fused=%d: input %08x -> %08x, software %08x\n", k->name,
                               inst[i].name, fused, w[j], got[j], want[j]);
                }
                if (!bad[i] &&
                    !marks) { /* equal to this build's software float, not to the reference's */
                    bad[i] = 1;
                    printf("  %s %s fused=%d: block %u differs from the reference build\n", k->name,
                           inst[i].name, fused, (unsigned)blk);
                }
            }
        }
        limit = 0; /* done */
    }
    for (base = 0; base < limit;) {
        size_t n = 0, j;
        for (; n < N_WORDS && base < limit; ++n) {
            uint32_t x = (uint32_t)base;
            uint64_t f[3];
            /* every stride-th input, and all of the first and last 4096 */
            base += base < 4096 || base + 4096 >= limit ? 1 : stride;
            if (all) {
                w[n] = x << 9 | (rnd() & 0x1ffu);
            } else {
                for (j = 0; j < (size_t)per; ++j)
                    w[per * n + j] = rnd();
                w2[n] = rnd();
                if (n % 7 == 0) w[per * n] &= 0xffffu; /* small units */
                if (n % 11 == 0) w2[n] |= 0xffff0000u;
            }
            if (k->kind == JAXCORE_I_K_GUMBEL_HIGHEST) {
                f[0] = w[n];
                f[1] = w2[n];
            } else {
                for (j = 0; j < (size_t)per; ++j)
                    f[j] = jaxcore_i_unit(w, per * n + j, JAXCORE_I_F32);
                if (planes) f[1] = jaxcore_i_unit(w2, n, JAXCORE_I_F32);
            }
            want[n] = (uint32_t)jaxcore_i_narrow(jaxcore_i_sample(&s, f), JAXCORE_I_F32);
        }
        for (i = 0; i < ninst; ++i) {
            jaxcore_i_fpenv env;
            const uint32_t *a = w, *b = planes ? w2 : NULL;
            if (!inst[i].ok || inst[i].fused != fused) continue;
            if (k->kind == JAXCORE_I_K_GUMBEL_HIGHEST) {
                memcpy(hw_in, w, n * sizeof *w);
                jaxcore_i_hw_highest(hw_in, w2, n);
                a = hw_in;
                b = NULL;
            }
            /* a hostile caller environment: round toward zero, no FTZ/DAZ */
            hostile();
            env = jaxcore_i_fp_enter();
            /* odd sizes reach the tails */
            inst[i].fn(&h, a, b, n - (n > 5 ? 5 : 0), got);
            if (n > 5) inst[i].fn(&h, a + per * (n - 5), b ? b + n - 5 : NULL, 5, got + n - 5);
            jaxcore_i_hw_post(&h, n, got);
            jaxcore_i_fp_leave(env);
            restore();
            for (j = 0; j < n; ++j) {
                if (same(&inst[i], got[j], want[j])) continue;
                if (bad[i]++ < 3)
                    printf("  %s %s fused=%d: input %08x -> %08x, software %08x\n", k->name,
                           inst[i].name, fused, w[per * j], got[j], want[j]);
            }
        }
    }
    for (i = 0; i < ninst; ++i) {
        if (!inst[i].ok || inst[i].fused != fused) continue;
        if (bad[i]) {
            printf("FAIL %s %s fused=%d: %ld mismatches\n", k->name, inst[i].name, fused, bad[i]);
            ++failed;
        } else {
            ++passed;
        }
    }
}

/* log, log1p and exp on one lane (jaxcore_i_hw_fn32, what the loop samplers call), erf_inv
   (|x| <= 1, through jaxcore_math_erf_invf, which takes the software float elsewhere) and erf
   (jaxcore_math_erff: truncated_normal's bounds) against
   the software float, fused and not, over random bit patterns of every kind, specials included */
static void check_one(unsigned count) {
    static const uint32_t special[] = {0,           0x80000000u, 1,           0x807fffffu,
                                       0x7f800000u, 0xff800000u, 0x7fc00000u, 0xffffffffu,
                                       0x3f800000u, 0xbf800000u, 0xbf7fffffu, 0x42b17218u,
                                       0xc2aeac50u, 0x2b800000u, 0x2b7fffffu, 0x3ed413cdu};
    static const char *const names[6] = {"log", "log1p", "exp", "normal", "erf_inv", "erf"};
    int fn, fused;
    for (fn = 0; fn < 6; ++fn) {
        for (fused = 0; fused < 2; ++fused) {
            long bad = 0;
            unsigned i;
            for (i = 0; i < count; ++i) {
                uint32_t x = i < 16 ? special[i] : rnd(), y = x, want;
                if (fn == 3) { /* a unit: the sample of all 2^23 of them is checked by kind */
                    x = (uint32_t)jaxcore_i_narrow(jaxcore_i_u2f(rnd() >> 9, -23), JAXCORE_I_F32);
                    want = (uint32_t)jaxcore_i_narrow(
                        jaxcore_i_normal_of(JAXCORE_I_W32(x), JAXCORE_I_F32, fused), JAXCORE_I_F32);
                    y = x;
                    hostile();
                    if (!jaxcore_i_hw_fn32(fn, &y, fused)) y = want;
                    restore();
                    if (y != want) ++bad;
                    continue;
                }
                if (i % 3 == 0)
                    x = (x & 0x807fffffu) | ((0x3f000000u + (rnd() % 8u << 23)) - (4u << 23));
                if (fn == 5 && i % 3 == 1) /* near the saturation at 3.7439 */
                    x = (0x406f9c68u + rnd() % 4096 - 2048) | (x & 0x80000000u);
                if (fn == 4 && i % 3 == 1) /* |x| <= 1, near 1 and tiny ones too */
                    x = (rnd() % 4 ? 0x3f800000u - (x >> (9 + rnd() % 23)) : x >> (rnd() % 32)) |
                        (x & 0x80000000u);
                y = x;
                want = fn == 0   ? jaxcore_i_log32(x, fused)
                       : fn == 1 ? jaxcore_i_log1p32(x, fused)
                       : fn == 2 ? jaxcore_i_exp32(x, fused)
                       : fn == 4 ? jaxcore_i_erfinv32(x, fused)
                                 : jaxcore_i_erf32(x, fused);
                hostile();
                if (fn >= 4) {
                    float f;
                    memcpy(&f, &x, 4);
                    f = fn == 4 ? jaxcore_math_erf_invf(f, !fused) : jaxcore_math_erff(f, !fused);
                    memcpy(&y, &f, 4);
                } else if (!jaxcore_i_hw_fn32(fn, &y, fused)) {
                    y = want;
                }
                restore();
                if (y != want && bad++ < 3)
                    printf("  %s fused=%d: %08x -> %08x, software %08x\n", names[fn], fused, x, y,
                           want);
            }
            if (bad) {
                printf("FAIL one-lane %s fused=%d: %ld mismatches\n", names[fn], fused, bad);
                ++failed;
            } else {
                ++passed;
            }
        }
    }
}

#ifdef JAXCORE_I_HW_LOOPS
/* The gamma family's Marsaglia-Tsang loop on each 4-lane instance (jaxcore_i_hw_gamma_loop's
   choices) against the software float's, float32: V for count keys, each with an alpha from
   tiny to infinite (the loop's products overflow and underflow there), under the MXCSR/FPCR
   jaxcore_i_gamma_one sets, from a hostile one */
static void check_gamma_loop(unsigned count) {
    typedef struct {
        const char *name;
        jaxcore_i_gloop fn;
        int fused, ok, fmt;
    } loop_inst;
    static const double alphas[] = {1e-30, 1e-6, 0.01, 0.3, 1.0 / 3, 0.5,  1.0,  1.5,
                                    2.0,   4.7,  30.0, 1e4, 3e7,     1e30, 1e300};
    loop_inst li[8];
    int nl = 0, i;
#define ADDL(nm, N, P, A, VF, VM, W, F, M, avail)                                                  \
    li[nl].name = nm;                                                                              \
    li[nl].fn = N##_gamma_loop;                                                                    \
    li[nl].fused = F;                                                                              \
    li[nl].ok = avail;                                                                             \
    li[nl].fmt = JAXCORE_I_F32;                                                                    \
    ++nl;
    JAXCORE_I_HW_LIST_SSE2(ADDL)
    JAXCORE_I_HW_LIST_SSE2FMA(ADDL)
    JAXCORE_I_HW_LIST_NEON(ADDL)
#undef ADDL
#ifdef JAXCORE_I_HD_LOOPS /* float64, SSE2's scalar float64 with FMA */
    for (i = 0; i < 2; ++i, ++nl) {
        li[nl].name = "sse2-fma float64";
        li[nl].fn = jaxcore_i_hd_gamma_loop;
        li[nl].fused = !i;
        li[nl].ok = (jaxcore_i_x86_features() & JAXCORE_I_CPU_FMA) != 0;
        li[nl].fmt = JAXCORE_I_F64;
    }
#endif
    for (i = 0; i < nl; ++i) {
        jaxcore_random_config c;
        jaxcore_i_lc lc;
        long bad = 0;
        unsigned k;
        if (!li[i].ok) {
            printf("skip gamma loop %s fused=%d (not on this CPU)\n", li[i].name, li[i].fused);
            ++skipped;
            continue;
        }
        memset(&c, 0, sizeof c);
        c.no_fma = !li[i].fused;
        lc.fmt = li[i].fmt;
        lc.fused = li[i].fused;
        for (k = 0; k < count; ++k) {
            jaxcore_key key;
            jaxcore_i_gprm g;
            uint64_t want = 0, got = 0, a, wl = 0, gl = 0; /* and log V, every other key */
            jaxcore_i_fpenv env;
            jaxcore_result r1, r2;
            jaxcore_random_key(NULL, rnd(), JAXCORE_PY_INT, NULL, &key);
            a = jaxcore_i_gcast(jaxcore_i_dbits(alphas[k % (sizeof alphas / sizeof alphas[0])]),
                                lc.fmt);
            jaxcore_i_gamma_prm(&g, a, 0, 0, lc.fmt, li[i].fused);
            r1 = jaxcore_i_gamma_loop(key, &g, &lc, &c, &want, k & 1 ? &wl : NULL);
            hostile();
            env = jaxcore_i_fp_enter();
            r2 = li[i].fn(key, &g, &lc, &c, &got, k & 1 ? &gl : NULL);
            jaxcore_i_fp_leave(env);
            restore();
            if ((r1 != r2 || got != want || gl != wl) && bad++ < 3)
                printf("  gamma loop %s fused=%d alpha %016llx: V %016llx log %016llx, "
                       "software %016llx %016llx\n",
                       li[i].name, li[i].fused, (unsigned long long)a, (unsigned long long)got,
                       (unsigned long long)gl, (unsigned long long)want, (unsigned long long)wl);
        }
        if (bad) {
            printf("FAIL gamma loop %s fused=%d: %ld mismatches\n", li[i].name, li[i].fused, bad);
            ++failed;
        } else {
            ++passed;
        }
    }
}

#ifdef JAXCORE_I_GAMMA_LANES
/* The float32 gamma family's lanes (jaxcore_i_gammas_hw: sixteen loops at once, each lane
   taking the next element as its loop ends) on each 4-lane instance, from a hostile MXCSR/FPCR:
   calls of 1 to 99 elements with 1 to 9 alphas repeating, each from tiny to infinite (the
   loop's products overflow and underflow there; the lanes' cache of alphas' values is
   replaced), log_space on every other call, each threefry path the CPU has in turn, against
   _gamma_one on the software float: the element's key, its split, the software loop, the
   boost's unit and jaxcore_i_gamma_fin. */
static void check_gamma_lanes(unsigned count) {
    static const double alphas[] = {1e-30, 1e-6, 0.01, 0.3, 1.0 / 3, 0.5,   1.0, 1.5, 2.0,
                                    4.7,   30.0, 1e4,  3e7, 1e30,    1e300, 0.0, 0.75};
    const unsigned nal = sizeof alphas / sizeof alphas[0];
    const char *name[8];
    int fused[8], ok[8], nl = 0, i;
#define ADDL(nm, N, P, A, VF, VM, W, F, M, avail)                                                  \
    name[nl] = nm;                                                                                 \
    fused[nl] = F;                                                                                 \
    ok[nl] = avail;                                                                                \
    ++nl;
    JAXCORE_I_HW_LIST_SSE2(ADDL)
    JAXCORE_I_HW_LIST_SSE2FMA(ADDL)
    JAXCORE_I_HW_LIST_NEON(ADDL)
#undef ADDL
    for (i = 0; i < nl; ++i) {
        jaxcore_random_config c;
        jaxcore_i_lc lc;
        long bad = 0;
        unsigned k, l;
        if (!ok[i]) {
            printf("skip gamma lanes %s fused=%d (not on this CPU)\n", name[i], fused[i]);
            ++skipped;
            continue;
        }
        memset(&c, 0, sizeof c);
        c.no_fma = !fused[i];
        lc.fmt = JAXCORE_I_F32;
        lc.fused = fused[i];
        for (k = 0; k < count; ++k) {
            jaxcore_key key, ek, ks[2];
            jaxcore_i_gprm g;
            uint64_t al[9], vals[99], want, V, lv = 0, f;
            unsigned n = 1 + rnd() % 99, na = 1 + rnd() % 9, total = n + rnd() % 50;
            unsigned st = total - n;
            int ls = k & 1;
            jaxcore_result r;
            for (l = 0; l < na; ++l)
                al[l] = jaxcore_i_gcast(jaxcore_i_dbits(alphas[rnd() % nal]), JAXCORE_I_F32);
            jaxcore_random_key(NULL, rnd(), JAXCORE_PY_INT, NULL, &key);
            /* each path's threefry step (jaxcore_i_tfl_of), where the CPU has it */
            c.prng.path = (jaxcore_prng_path)(k % JAXCORE_PATH_COUNT);
            if (!jaxcore_prng_path_supported(c.prng.path)) c.prng.path = JAXCORE_PATH_AUTO;
            hostile();
            r = jaxcore_i_gammas_hw(i, key, total, st, n, al, na, ls, 0, vals, &c);
            restore();
            if (r != JAXCORE_OK) ++bad;
            for (l = 0; l < n && r == JAXCORE_OK; ++l) {
                jaxcore_random_split_slice(key, total, st + l, 1, &ek, &c.prng);
                jaxcore_i_gamma_prm(&g, al[l % na], 0, ls, JAXCORE_I_F32, fused[i]);
                if (jaxcore_i_split(ek, 2, ks, &c) ||
                    jaxcore_i_gamma_loop(ks[0], &g, &lc, &c, &V, ls ? &lv : NULL) ||
                    jaxcore_i_units(ks[1], JAXCORE_I_F32, 1, 0, 1, &f, &c)) {
                    printf("FAIL gamma lanes: the software float's loop failed\n");
                    ++failed;
                    return;
                }
                want = jaxcore_i_gamma_fin(&g, ls, JAXCORE_I_F32, fused[i], V, lv, f);
                if (vals[l] != want && bad++ < 3)
                    printf("  gamma lanes %s fused=%d alpha %016llx log_space %d: %016llx, "
                           "software %016llx\n",
                           name[i], fused[i], (unsigned long long)g.alpha, ls,
                           (unsigned long long)vals[l], (unsigned long long)want);
            }
        }
        if (bad) {
            printf("FAIL gamma lanes %s fused=%d: %ld mismatches\n", name[i], fused[i], bad);
            ++failed;
        } else {
            ++passed;
        }
    }
}
#endif

/* The batched float32 exp of chisquare and beta (jaxcore_i_gexp_n: 32 values a pass on the
   loops' instance) against the software float's exp, fused and not, from a hostile
   MXCSR/FPCR: count calls of 1 to 70 values, bit patterns and exp's range [-104, 89] */
static void check_gexp_n(unsigned count) {
    int fused;
    for (fused = 0; fused < 2; ++fused) {
        long bad = 0;
        unsigned k, l;
        for (k = 0; k < count; ++k) {
            uint64_t v[70], x[70];
            unsigned n = 1 + rnd() % 70;
            for (l = 0; l < n; ++l) {
                uint32_t b = rnd();
                if (k & 1) b = jaxcore_i_fbits((float)((int32_t)b / 2147483648.0 * 96.0 - 7.0));
                x[l] = v[l] = jaxcore_i_gfrom32(b, JAXCORE_I_F32);
            }
            hostile();
            jaxcore_i_gexp_n(v, n, JAXCORE_I_F32, fused);
            restore();
            for (l = 0; l < n; ++l) {
                uint64_t want = jaxcore_i_gfrom32(
                    jaxcore_i_exp32((uint32_t)jaxcore_i_narrow(x[l], JAXCORE_I_F32), fused),
                    JAXCORE_I_F32);
                if (v[l] != want && bad++ < 3)
                    printf("  exp_n fused=%d %016llx: %016llx, software %016llx\n", fused,
                           (unsigned long long)x[l], (unsigned long long)v[l],
                           (unsigned long long)want);
            }
        }
        if (bad) {
            printf("FAIL exp_n fused=%d: %ld mismatches\n", fused, bad);
            ++failed;
        } else {
            ++passed;
        }
    }
}

/* One element of poisson's transformed rejection (lam >= 10) and binomial's BTRS on each
   instance (jaxcore_i_hw_rej_elems) against the software float's, float32: k and the
   accept bit for count random pairs of units per parameter set (lgamma and the Stirling
   tails where the quick test does not decide; the float32 vector step: check_rej_pv) */
/* The loops' instances as the tests see them: each table's entries (the lists', then the
   float64 one where there is one, JAXCORE_I_HD_LOOP), with their format and fusion (the
   float64 entry twice: its fusion is the call's) */
typedef struct loop_inst {
    const char *name;
    int idx, fmt, fused, ok;
} loop_inst;
static int loop_insts(loop_inst *li) {
    int n = 0, idx = 0;
#define LIL(nm, N, P, A, VF, VM, W, F, M, avail)                                                   \
    li[n].name = nm;                                                                               \
    li[n].idx = idx++;                                                                             \
    li[n].fmt = JAXCORE_I_F32;                                                                     \
    li[n].fused = F;                                                                               \
    li[n++].ok = avail;
    JAXCORE_I_HW_LIST_SSE2(LIL)
    JAXCORE_I_HW_LIST_SSE2FMA(LIL)
    JAXCORE_I_HW_LIST_NEON(LIL)
#undef LIL
#ifdef JAXCORE_I_HD_LOOPS
    {
        int f;
        for (f = 1; f >= 0; --f) {
            li[n].name = "sse2-fma float64";
            li[n].idx = idx;
            li[n].fmt = JAXCORE_I_F64;
            li[n].fused = f;
            li[n++].ok = (jaxcore_i_x86_features() & JAXCORE_I_CPU_FMA) != 0;
        }
    }
#endif
    (void)idx;
    return n;
}
/* a uniform of fmt: 23 or 52 random bits */
static uint64_t unit_of(int fmt) {
    if (fmt == JAXCORE_I_F32) return jaxcore_i_u2f(rnd() >> 9, -23);
    return jaxcore_i_u2f(((uint64_t)rnd() << 32 | rnd()) >> 12, -52);
}

/* The rejection tests' parameter set ps (0 to REJ_SETS - 1) in F: poisson's lam, then BTRS's
   count and probability (with the float32 vector step's constants) */
#define REJ_SETS 14
static void rej_set(jaxcore_i_rej *p, unsigned ps, int F, int fused) {
    static const double lams[] = {10, 12.5, 30, 100, 1e3, 1e5, 1e7, 3e9};
    static const double btrs[][2] = {{30, 0.4},  {100, 0.1}, {1000, 0.3},
                                     {1e6, 0.5}, {25, 0.5},  {21, 0.49}};
    if (ps < 8) {
        jaxcore_i_poisson_init(p, jaxcore_i_gconst(lams[ps], F), F, fused);
    } else {
        jaxcore_i_rej_init(p, 1, F, fused);
        jaxcore_i_btrs_init(p, jaxcore_i_gconst(btrs[ps - 8][0], F),
                            jaxcore_i_gconst(btrs[ps - 8][1], F));
    }
    if (F == JAXCORE_I_F32) jaxcore_i_rej_pc(p);
}

static void check_rej(unsigned count) {
    loop_inst ri[8];
    int i, nl = loop_insts(ri);
    for (i = 0; i < nl; ++i) {
        long bad = 0;
        unsigned k, ps;
        jaxcore_i_lc lc;
        int F = ri[i].fmt;
        if (!ri[i].ok) {
            printf("skip rejection %s fused=%d (not on this CPU)\n", ri[i].name, ri[i].fused);
            ++skipped;
            continue;
        }
        lc.fmt = F;
        lc.fused = ri[i].fused;
        for (ps = 0; ps < REJ_SETS; ++ps) {
            jaxcore_i_rej p;
            rej_set(&p, ps, F, lc.fused);
            for (k = 0; k < count; ++k) {
                uint64_t f0 = unit_of(F), f1 = unit_of(F);
                uint64_t kw = 0, kg = 0;
                int aw, ag;
                jaxcore_i_fpenv env;
                aw = jaxcore_i_rej_soft(&p, &lc, f0, f1, &kw);
                hostile();
                env = jaxcore_i_fp_enter();
                ag = jaxcore_i_hw_rej_elems[ri[i].idx](&p, &lc, f0, f1, &kg);
                jaxcore_i_fp_leave(env);
                restore();
                if ((aw != ag || kw != kg) && bad++ < 3)
                    printf("  rejection %s fused=%d set %u: k %016llx %d, software %016llx %d\n",
                           ri[i].name, lc.fused, ps, (unsigned long long)kg, ag,
                           (unsigned long long)kw, aw);
            }
        }
        if (bad) {
            printf("FAIL rejection %s fused=%d: %ld mismatches\n", ri[i].name, lc.fused, bad);
            ++failed;
        } else {
            ++passed;
        }
    }
}

/* The vector rejection step (N##_rej_pv, float32, one count and probability) of every
   instance against the software float's element by element: batches of 1 to 128 elements from
   random words (among the units 0 and 1/2: u - 1/2 = -1/2, so us = 0 and t infinite; u = 1/2),
   the batch rounded up to whole vectors as jaxcore_i_rej_wide rounds it */
static void check_rej_pv(const instance *inst, int ninst, unsigned count) {
    int i;
    for (i = 0; i < ninst; ++i) {
        long bad = 0;
        unsigned k, ps;
        jaxcore_i_lc lc;
        if (!inst[i].ok || inst[i].marks) continue; /* WebAssembly: the software float's loops */
        if (!jaxcore_i_hw_rej_pvs[i]) {
            printf("skip rejection vector %s fused=%d (-O0: the 4-lane instances only)\n",
                   inst[i].name, inst[i].fused);
            ++skipped;
            continue;
        }
        lc.fmt = JAXCORE_I_F32;
        lc.fused = inst[i].fused;
        for (ps = 0; ps < REJ_SETS; ++ps) {
            jaxcore_i_rej p;
            rej_set(&p, ps, JAXCORE_I_F32, lc.fused);
            for (k = 0; k < count; ++k) {
                uint32_t w0[192], w1[192], kv[192], av[192];
                size_t m = 1 + (k * 37) % 128, j;
                jaxcore_i_fpenv env;
                for (j = 0; j < 192; ++j) {
                    w0[j] = rnd() % 8 ? rnd() : rnd() % 2 ? 0 : 0x80000000u;
                    w1[j] = rnd() % 16 ? rnd() : 0;
                }
                hostile();
                env = jaxcore_i_fp_enter();
                jaxcore_i_hw_rej_pvs[i](p.kind, p.pc, w0, w1, (m + 63) & ~(size_t)63, kv, av);
                jaxcore_i_fp_leave(env);
                restore();
                for (j = 0; j < m; ++j) {
                    uint64_t kw = 0;
                    int aw = jaxcore_i_rej_soft(&p, &lc, jaxcore_i_u2f(w0[j] >> 9, -23),
                                                jaxcore_i_u2f(w1[j] >> 9, -23), &kw);
                    if ((aw != (int)(av[j] & 1) || kw != JAXCORE_I_W32(kv[j])) && bad++ < 3)
                        printf("  rejection vector %s fused=%d set %u: k %08x %u, software "
                               "%016llx %d\n",
                               inst[i].name, lc.fused, ps, (unsigned)kv[j], (unsigned)(av[j] & 1),
                               (unsigned long long)kw, aw);
                }
            }
        }
        if (bad) {
            printf("FAIL rejection vector %s fused=%d: %ld mismatches\n", inst[i].name, lc.fused,
                   bad);
            ++failed;
        } else {
            ++passed;
        }
    }
}

/* One step of poisson's Knuth loop (lam < 10) and of binomial's inversion: each instance's
   kinds JAXCORE_I_K_KNUTH and JAXCORE_I_K_GAP (float32; every element moves, as in
   jaxcore_i_loop32, which counts the steps each element was not done in by comparing bits)
   against the software float's steps (jaxcore_i_knuth_soft, _gap_soft: only the elements not
   done move), over chunks of 128 elements until all are done, a zero uniform among them:
   after each step the same elements are done, with the same counts, and the sums of those
   not done are equal (the counting and the test "not done" are jaxcore_i_loop32's own,
   jaxcore_i_loop_on). float64's inversion (jaxcore_i_hd_gap_step) against the software
   float's the same way. */
static int knuth_on(int gap, uint32_t c, uint32_t a) { /* jaxcore_i_loop_on of one element */
    uint32_t on = 0;
    return jaxcore_i_loop_on(gap, c, &a, &on, 1) != 0;
}
static void check_knuth(const instance *inst, int ninst, unsigned rounds) {
    static const double lams[] = {0.5, 3, 9.9}, qs[] = {0.1, 0.3, 0.5}, cs[] = {5, 20, 33};
    int i;
    for (i = 0; i < ninst; ++i) {
        long bad = 0;
        unsigned rd;
        jaxcore_i_lc lc;
        if (!inst[i].ok || inst[i].marks) continue; /* WebAssembly: the software float's loops */
        lc.fmt = JAXCORE_I_F32;
        lc.fused = inst[i].fused;
        for (rd = 0; rd < rounds && bad < 3; ++rd) {
            int gap = rd & 1, steps;
            uint64_t lam = jaxcore_i_gconst(lams[rd / 2 % 3], JAXCORE_I_F32);
            uint64_t q = jaxcore_i_gconst(qs[rd / 2 % 3], JAXCORE_I_F32);
            uint64_t l1 = jaxcore_i_gfn(JAXCORE_I_LOG1P, q ^ JAXCORE_I_SB, JAXCORE_I_F32, lc.fused);
            uint64_t cv = jaxcore_i_gconst(cs[rd / 6 % 3], JAXCORE_I_F32);
            uint64_t sw[128], kw[128], f[128];
            uint32_t a[128], w[128], kg[128];
            uint32_t c = (uint32_t)jaxcore_i_narrow(gap ? cv : lam, JAXCORE_I_F32);
            size_t left = 128, j;
            jaxcore_i_hfs h;
            memset(&h, 0, sizeof h);
            h.kind = gap ? JAXCORE_I_K_GAP : JAXCORE_I_K_KNUTH;
            h.p0 = (uint32_t)jaxcore_i_narrow(l1, JAXCORE_I_F32);
            for (j = 0; j < 128; ++j)
                sw[j] = kw[j] = kg[j] = a[j] = 0;
            for (steps = 0; left && steps < 1000; ++steps) {
                jaxcore_i_fpenv env;
                for (j = 0; j < 128; ++j) {
                    w[j] = j == 0 ? 0 : rnd();
                    f[j] = jaxcore_i_u2f(w[j] >> 9, -23);
                }
                jaxcore_i_loop_on(gap, c, a, kg, 128);
                left -= gap ? jaxcore_i_gap_soft(&lc, cv, l1, f, kw, sw, 128)
                            : jaxcore_i_knuth_soft(&lc, lam ^ JAXCORE_I_SB, f, sw, kw, 128);
                hostile();
                env = jaxcore_i_fp_enter();
                inst[i].fn(&h, w, a, 128, a);
                jaxcore_i_fp_leave(env);
                restore();
                for (j = 0; j < 128; ++j) {
                    int on_w =
                        gap ? jaxcore_i_le(sw[j], cv) : jaxcore_i_lt64(lam ^ JAXCORE_I_SB, sw[j]);
                    uint64_t k = gap ? jaxcore_i_dbits((double)kg[j]) : (uint64_t)kg[j];
                    if (on_w == knuth_on(gap, c, a[j]) && kw[j] == k &&
                        (!on_w || sw[j] == JAXCORE_I_W32(a[j])))
                        continue;
                    if (bad++ < 3)
                        printf("  %s %s fused=%d: round %u step %d element %u differs\n",
                               gap ? "gaps" : "knuth", inst[i].name, lc.fused, rd, steps,
                               (unsigned)j);
                    left = 0;
                    break;
                }
            }
        }
        if (bad) {
            printf("FAIL knuth %s fused=%d: %ld rounds differ\n", inst[i].name, lc.fused, bad);
            ++failed;
        } else {
            ++passed;
        }
    }
#ifdef JAXCORE_I_HD_LOOPS
    {
        int fused;
        for (fused = 0; fused < 2; ++fused) {
            long bad = 0;
            unsigned rd;
            jaxcore_i_lc lc;
            if (!(jaxcore_i_x86_features() & JAXCORE_I_CPU_FMA)) {
                printf("skip gaps sse2-fma float64 (not on this CPU)\n");
                ++skipped;
                break;
            }
            lc.fmt = JAXCORE_I_F64;
            lc.fused = fused;
            for (rd = 0; rd < rounds; ++rd) {
                uint64_t q = jaxcore_i_gconst(qs[rd % 3], JAXCORE_I_F64);
                uint64_t l1 =
                    jaxcore_i_gfn(JAXCORE_I_LOG1P, q ^ JAXCORE_I_SB, JAXCORE_I_F64, fused);
                uint64_t cv = jaxcore_i_gconst(cs[rd / 3 % 3], JAXCORE_I_F64);
                uint64_t nw[128], ng[128], sw[128], sg[128], f[128];
                size_t left = 128, j, dw, dg;
                for (j = 0; j < 128; ++j)
                    nw[j] = ng[j] = sw[j] = sg[j] = 0;
                while (left) {
                    jaxcore_i_fpenv env;
                    for (j = 0; j < 128; ++j)
                        f[j] = j == 0 ? 0 : unit_of(JAXCORE_I_F64);
                    dw = jaxcore_i_gap_soft(&lc, cv, l1, f, nw, sw, 128);
                    hostile();
                    env = jaxcore_i_fp_enter();
                    dg = jaxcore_i_hd_gap_step(&lc, cv, l1, f, ng, sg, 128);
                    jaxcore_i_fp_leave(env);
                    restore();
                    if (dw != dg || memcmp(nw, ng, sizeof nw) || memcmp(sw, sg, sizeof sw)) {
                        if (bad++ < 3)
                            printf("  gaps float64 fused=%d: round %u differs\n", fused, rd);
                        break;
                    }
                    left -= dw;
                }
            }
            if (bad) {
                printf("FAIL gaps sse2-fma float64 fused=%d: %ld rounds differ\n", fused, bad);
                ++failed;
            } else {
                ++passed;
            }
        }
    }
#endif
}
#endif

/* the float64 samplers of the hardware float (jaxcore_i_hd_normal, jaxcore_i_hd_simple; FMA
   CPUs) against jaxcore_i_sample: normal, uniform with bounds (tiny and huge ones, an empty
   range), exponential, laplace, gumbel (mode low), logistic, rayleigh, pareto and lognormal
   (tiny and huge parameters), truncated_normal (infinite, far and clamping bounds) */
#ifdef JAXCORE_I_HAVE_AVX2
/* 1 where this CPU has FMA (the float64 hardware float), else a counted skip of what */
static int have_fma(const char *what) {
    if (jaxcore_i_x86_features() & JAXCORE_I_CPU_FMA) return 1;
    printf("skip %s (no FMA on this CPU)\n", what);
    ++skipped;
    return 0;
}
/* a check's verdict: passed, or FAIL with its count of mismatches */
static void verdict(const char *what, int fused, long bad) {
    if (bad) {
        printf("FAIL %s fused=%d: %ld mismatches\n", what, fused, bad);
        ++failed;
    } else {
        ++passed;
    }
}
#endif

#ifdef JAXCORE_I_HW_LOOPS
/* wald's, geometric's and double_sided_maxwell's element formulas on each loops' instance
   (jaxcore_i_hw_elems) against the software float's, from a hostile floating-point
   environment: count random units (pairs for wald; values and signs for double_sided_maxwell)
   per parameter, tiny and huge ones included (flushed and overflowing intermediates; a
   subnormal float32 p) */
static void check_elem_runs(unsigned count) {
    static const double means[] = {1.5, 1e-3, 1e3, 1e-19, 3e-39, 1e19, 1e35, 1e-300, 1e300};
    static const double ps[] = {0.3, 1e-6, 1, 0.99999994, 0.5, 1e-30, 1e-39, 1e-300, 0.9};
    static const double scales[] = {1.5, 1e-3, 1e3, 1e-19, 3e-39, 1e19, 1e35, 1e-300, 1e300};
    static const char *const names[3] = {"wald", "geometric", "double_sided_maxwell"};
    static uint64_t fv[256], fz[256], want[256], got[256];
    static uint8_t sg[256];
    loop_inst li[16];
    int nl = loop_insts(li), i, m, geo;
    for (i = 0; i < nl; ++i)
        for (geo = 0; geo < 3; ++geo) {
            jaxcore_i_lc lc;
            long bad = 0;
            unsigned k, j;
            if (!li[i].ok) {
                printf("skip %s %s fused=%d (not on this CPU)\n", names[geo], li[i].name,
                       li[i].fused);
                ++skipped;
                continue;
            }
            lc.fmt = li[i].fmt;
            lc.fused = li[i].fused;
            for (m = 0; m < 9; ++m) {
                uint64_t p[4], mu = jaxcore_i_gcast(jaxcore_i_dbits(means[m]), lc.fmt);
                if (geo == 2) { /* scale, loc */
                    p[0] = jaxcore_i_gcast(jaxcore_i_dbits(scales[m]), lc.fmt);
                    p[1] = jaxcore_i_gcast(jaxcore_i_dbits(-means[8 - m]), lc.fmt);
                } else if (geo)
                    p[0] = jaxcore_i_geom_l(ps[m], lc.fmt, lc.fused);
                else if (!jaxcore_i_posfinite(mu))
                    continue; /* the sampler's JAXCORE_ERR_BOUNDS */
                else
                    jaxcore_i_wald_prm(mu, lc.fmt, p);
                for (k = 0; k < count; k += 256) {
                    for (j = 0; j < 256; ++j) {
                        fv[j] = unit_of(lc.fmt);
                        fz[j] = unit_of(lc.fmt);
                        sg[j] = (uint8_t)(rnd() & 1);
                        if (geo == 2) /* a maxwell value, 0 to 8 */
                            fv[j] = jaxcore_i_gmul(fv[j], 0x4020000000000000u, lc.fmt);
                    }
                    fv[0] = 0; /* geometric's log(u or 1) */
                    if (geo == 2) {
                        memcpy(want, fv, sizeof want);
                        memcpy(got, fv, sizeof got);
                        jaxcore_i_dsm_soft(&lc, p[0], p[1], sg, 256, want);
                    } else if (geo) {
                        jaxcore_i_geom_soft(&lc, p[0], fv, 256, want);
                    } else {
                        jaxcore_i_wald_soft(&lc, p, fv, fz, 256, want);
                    }
                    hostile();
                    jaxcore_i_hw_elems(li[i].idx, geo, &lc, p,
                                       geo == 2 ? (const void *)sg : (const void *)fv,
                                       geo ? NULL : fz, 256, got);
                    restore();
                    for (j = 0; j < 256; ++j)
                        if (got[j] != want[j] && bad++ < 3)
                            printf("  %s %s fused=%d parameter %d: units %016llx %016llx -> "
                                   "%016llx, software %016llx\n",
                                   names[geo], li[i].name, li[i].fused, m,
                                   (unsigned long long)fv[j], (unsigned long long)fz[j],
                                   (unsigned long long)got[j], (unsigned long long)want[j]);
                }
            }
            if (bad) {
                printf("FAIL %s %s fused=%d: %ld mismatches\n", names[geo], li[i].name, li[i].fused,
                       bad);
                ++failed;
            } else {
                ++passed;
            }
        }
}
#endif

/* float32 tan on the hardware float (jaxcore_i_tanf_lane, cauchy's lanes, and
   jaxcore_i_hw_tanf) against the software float's glibc tanf, from a hostile environment:
   random values below 2 in magnitude (the hardware's range), their edges, and beyond */
static void check_tanf(unsigned count) {
#if defined(JAXCORE_I_HAVE_AVX2)
    long bad = 0;
    unsigned k;
    if (!have_fma("float32 tan")) return;
    for (k = 0; k < count; ++k) {
        uint32_t x = rnd(), want, got = 0;
        if (k % 4 == 0) x &= 0xbfffffffu; /* |x| < 2 */
        if (k % 4 == 1)
            x = (x & 0x807fffffu) | (0x39000000u + (rnd() % 0x7000000u)); /* 2^-13 .. 2 */
        if (k % 16 == 2) x = (0x3f490fdau + rnd() % 64 - 32) ^ (rnd() & 0x80000000u); /* pi/4 */
        if (k % 16 == 3) x = (0x3f2ca140u + rnd() % 64 - 32) ^ (rnd() & 0x80000000u);
        if (k % 16 == 4) x = (0x3fc90fdbu + rnd() % 64 - 32) ^ (rnd() & 0x80000000u); /* pi/2 */
        want = jaxcore_i_tanf32(x);
        hostile();
        if (!jaxcore_i_hw_tanf(x, &got)) got = want;
        restore();
        if (got != want && bad++ < 3) printf("  tanf %08x: %08x, software %08x\n", x, got, want);
    }
    verdict("float32 tan", 0, bad);
#else
    (void)count;
#endif
}

/* float64 log, log1p, exp, erf_inv, tan and erf of one value as the loop samplers, cauchy and
   truncated_normal's bounds take them (jaxcore_i_gfn, jaxcore_i_gtan64, jaxcore_i_gerf64: on an
   FMA CPU the hardware float, jaxcore_i_hw_fn64)
   against the software
   float, fused and not, from a hostile MXCSR: random
   bit patterns (every exponent, subnormals, infinities, NaN payloads), values in each
   function's domain, its branch points and cut-offs, and the samplers' inputs. (check_f64's
   software reference takes its transcendentals from jaxcore_i_gfn too: this ties them to the
   software float.) */
static void check_fn64(unsigned count) {
#ifdef JAXCORE_I_HAVE_AVX2
    static const char *const names[] = {"float64 log",     "float64 log1p", "float64 exp",
                                        "float64 erf_inv", "float64 tan",   "float64 erf"};
    static const double edges[] = {0.0,
                                   -0.0,
                                   1.0,
                                   -1.0,
                                   0.5,
                                   2.0,
                                   1e-300,
                                   1e300,
                                   -707,
                                   -707.5,
                                   -708.39,
                                   -708.4,
                                   709.7,
                                   709.79,
                                   -745,
                                   0.414,
                                   -0.414,
                                   0.999,
                                   -0.9999,
                                   1e-17,
                                   2.5e-308,
                                   1.259e-8,
                                   0.0608,
                                   0.787,
                                   -0.787,
                                   1.5707963267948966,
                                   25.0,
                                   -25.0,
                                   1e8,
                                   -4.71238898038469,
                                   0.84375,
                                   -1.25,
                                   2.857142857142857,
                                   6.0,
                                   3.725290298461914e-9,
                                   1.5};
    int fn, fused;
    if (!have_fma("float64 functions")) return;
    for (fn = 0; fn < 6; ++fn)
        for (fused = 0; fused < 2; ++fused) {
            long bad = 0;
            unsigned k;
            for (k = 0; k < count; ++k) {
                uint64_t x, want, got;
                double d, r = (double)rnd() / 4294967296.0;
                switch (k % 5) {
                case 0: x = (uint64_t)rnd() << 32 | rnd(); break;
                case 1: /* the domain: [-750, 750] for exp, (-1, 1) for erf_inv, [-30, 30]
                           for tan (two reductions above 25) */
                    d = fn == 5   ? 14 * r - 7
                        : fn == 4 ? 60 * r - 30
                        : fn == 2 ? 1500 * r - 750
                        : fn == 3 ? 2 * r - 1
                        : fn == 1 ? 4 * r - 1
                                  : 1000 * r;
                    memcpy(&x, &d, 8);
                    break;
                case 2: /* finite, either sign, exponent uniform */
                    x = ((uint64_t)rnd() << 32 | rnd()) & 0x800fffffffffffffu;
                    x |= (uint64_t)(rnd() % 2047) << 52;
                    break;
                case 4: /* a sampler's: unit f of a word often near 0 or 1, as log's f, log1p's
                           -f, exp's 1400 (f - 1/2), erf_inv's 2 f - 1 */
                    x = (uint64_t)rnd() << 32 | rnd();
                    if (k % 3 == 0) x >>= rnd() % 64;
                    if (k % 7 == 0) x |= ~(uint64_t)0 << (rnd() % 64);
                    x = x >> 12 | 0x3ff0000000000000u;
                    memcpy(&d, &x, 8);
                    d -= 1;
                    d = fn == 0   ? d
                        : fn == 1 ? -d
                        : fn == 2 ? 1400 * (d - 0.5)
                        : fn == 4 ? 3.141592653589793 * (d - 0.5) /* cauchy's */
                                  : 2 * d - 1;
                    memcpy(&x, &d, 8);
                    break;
                default: /* an edge, moved by a few ulp */
                    d = edges[k / 5 % (sizeof edges / sizeof edges[0])];
                    memcpy(&x, &d, 8);
                    x += (uint64_t)(int64_t)((int)(rnd() % 65) - 32);
                    break;
                }
                want = fn == 0   ? jaxcore_i_log64(x, fused)
                       : fn == 1 ? jaxcore_i_log1p64(x, fused)
                       : fn == 2 ? jaxcore_i_exp64(x, fused)
                       : fn == 3 ? jaxcore_i_erfinv64(x, fused)
                       : fn == 4 ? jaxcore_i_tan64(x, fused)
                                 : jaxcore_i_erf64(x, fused);
                hostile();
                got = fn == 5   ? jaxcore_i_gerf64(x, fused)
                      : fn == 4 ? jaxcore_i_gtan64(x, fused)
                                : jaxcore_i_gfn(fn, x, JAXCORE_I_F64, fused);
                restore();
                if (got != want && bad++ < 3)
                    printf("  %s fused=%d of %016llx: %016llx, software %016llx\n", names[fn],
                           fused, (unsigned long long)x, (unsigned long long)got,
                           (unsigned long long)want);
            }
            verdict(names[fn], fused, bad);
        }
#else
    (void)count;
#endif
}

/* float64 pow (jaxcore_i_pow64: on an FMA CPU the hardware float's jaxcore_i_hd_pow where x and
   y lie in its domain) against the software float's glibc pow, fused and not, from a hostile
   MXCSR: x and y of every sign and exponent, x near 1, y near its domain's bounds (2^-65,
   2^63), the samplers' x in (0, 1] with y = 1 / alpha, and results near overflow and
   underflow (exp's fallback branches). */
static void check_pow64(unsigned count) {
#ifdef JAXCORE_I_HAVE_AVX2
    int fused;
    if (!have_fma("float64 pow")) return;
    for (fused = 0; fused < 2; ++fused) {
        long bad = 0;
        unsigned k;
        for (k = 0; k < count; ++k) {
            uint64_t x = (uint64_t)rnd() << 32 | rnd(), y = (uint64_t)rnd() << 32 | rnd();
            uint64_t want, got, xs;
            double d, r = (double)rnd() / 4294967296.0;
            int ok, neg;
            switch (k % 5) {
            case 0: break; /* bit patterns */
            case 1:        /* x near 1, y of any exponent */
                x = 0x3ff0000000000000u +
                    (uint64_t)(int64_t)((int)(rnd() % 4097) - 2048) * (k % 3 ? 1 : 65536);
                break;
            case 2: /* y near 2^-65 or 2^63 */
                y = ((k & 8 ? 0x3be0000000000000u : 0x43e0000000000000u) +
                     (uint64_t)(int64_t)((int)(rnd() % 33) - 16)) |
                    (y & JAXCORE_I_SB);
                x &= ~JAXCORE_I_SB;
                break;
            case 3: /* a sampler's: x in (0, 1], y = 1 / alpha */
                d = 1 - r;
                memcpy(&x, &d, 8);
                d = 1 / (1e-3 + 40 * (double)rnd() / 4294967296.0);
                memcpy(&y, &d, 8);
                break;
            default: /* x^y near the overflow and underflow thresholds */
                d = 1.0 + 3 * r;
                memcpy(&x, &d, 8);
                d = (k & 8 ? -1 : 1) * (700 + 50 * (double)rnd() / 4294967296.0) /
                    jaxcore_math_log(d, 0);
                memcpy(&y, &d, 8);
                break;
            }
            xs = x;
            if (!jaxcore_i_pow_special(&xs, y, &want, &neg)) {
                want = jaxcore_i_pow64g(xs, y, fused, &ok);
                if (!ok) want = jaxcore_i_exp64(jaxcore_i_f64_mul(y, jaxcore_i_log64(xs, 1)), 1);
                want |= neg ? JAXCORE_I_SB : 0;
            }
            hostile();
            got = jaxcore_i_pow64(x, y, fused);
            restore();
            if (got != want && bad++ < 3)
                printf("  float64 pow fused=%d of %016llx, %016llx: %016llx, software %016llx\n",
                       fused, (unsigned long long)x, (unsigned long long)y, (unsigned long long)got,
                       (unsigned long long)want);
        }
        verdict("float64 pow", fused, bad);
    }
#else
    (void)count;
#endif
}

/* float32 pow (jaxcore_i_gpow: glibc's powf, in float64, on an FMA CPU the hardware float's
   jaxcore_i_hd_powf) against the software float's, fused and not, from a hostile MXCSR: bit
   patterns, x near 1, subnormal x, the samplers' x in (0, 1) with y = 1 / alpha, and results
   near FLT_MIN (where x86's FTZ and the float32 rounding part) and overflow. */
static void check_powf(unsigned count) {
#ifdef JAXCORE_I_HAVE_AVX2
    int fused;
    if (!have_fma("float32 pow")) return;
    for (fused = 0; fused < 2; ++fused) {
        long bad = 0;
        unsigned k;
        for (k = 0; k < count; ++k) {
            uint32_t x = rnd(), y = rnd(), w;
            uint64_t want, got, xs, s;
            float d, e, r = (float)(rnd() >> 8) / 16777216.0f;
            int neg;
            switch (k % 5) {
            case 0: break;
            case 1: x = 0x3f800000u + (uint32_t)((int)(rnd() % 4097) - 2048); break;
            case 2: x = rnd() % 0x00800000u; break; /* subnormal */
            case 3:                                 /* a sampler's */
                d = 1 - r;
                memcpy(&x, &d, 4);
                d = 1 / (1e-3f + 40 * (float)(rnd() >> 8) / 16777216.0f);
                memcpy(&y, &d, 4);
                break;
            default: /* x^y near 2^-126, 2^-149 or 2^128 */
                d = 0.01f + 0.98f * r;
                e = k & 8 ? -126.0f : k & 16 ? -149.0f : 128.0f;
                e = e / (float)(jaxcore_math_log(d, 0) / 0.6931471805599453);
                memcpy(&x, &d, 4);
                memcpy(&y, &e, 4);
                y += (uint32_t)((int)(rnd() % 9) - 4);
                break;
            }
            xs = JAXCORE_I_W32(x);
            if (jaxcore_i_pow_special(&xs, JAXCORE_I_W32(y), &s, &neg)) {
                want = jaxcore_i_gcast(s, JAXCORE_I_F32);
            } else {
                w = jaxcore_i_powf32((uint32_t)jaxcore_i_narrow(xs, JAXCORE_I_F32), y, fused);
                want = JAXCORE_I_W32(w | (neg ? 0x80000000u : 0));
            }
            hostile();
            got = jaxcore_i_gpow(JAXCORE_I_W32(x), JAXCORE_I_W32(y), JAXCORE_I_F32, fused);
            restore();
            if (got != want && bad++ < 3)
                printf("  float32 pow fused=%d of %08x, %08x: %016llx, software %016llx\n", fused,
                       x, y, (unsigned long long)got, (unsigned long long)want);
        }
        verdict("float32 pow", fused, bad);
    }
#else
    (void)count;
#endif
}

static void check_f64(unsigned count) {
#ifdef JAXCORE_I_HAVE_AVX2
    static const kind_case cases[] = {
        {"normal", JAXCORE_I_K_NORMAL, {0, 0, 0}},
        {"exponential", JAXCORE_I_K_EXPONENTIAL, {0, 0, 0}},
        {"laplace", JAXCORE_I_K_LAPLACE, {0, 0, 0}},
        {"uniform [-2.5, 7)", JAXCORE_I_K_UNIFORM, {-2.5, 7, 0}},
        {"uniform [-DBL_MIN, 3 DBL_MIN)",
         JAXCORE_I_K_UNIFORM,
         {-2.2250738585072014e-308, 6.675e-308}},
        {"uniform [1e300, 1.7e308)", JAXCORE_I_K_UNIFORM, {1e300, 1.7e308, 0}},
        {"uniform [-0, 1e-300)", JAXCORE_I_K_UNIFORM, {-0.0, 1e-300, 0}},
        {"uniform [3, -5)", JAXCORE_I_K_UNIFORM, {3, -5, 0}},
        {"gumbel", JAXCORE_I_K_GUMBEL, {0, 0, 0}},
        {"logistic", JAXCORE_I_K_LOGISTIC, {0, 0, 0}},
        {"rayleigh 2.5", JAXCORE_I_K_RAYLEIGH, {2.5, 0, 0}},
        {"rayleigh 3 DBL_MIN", JAXCORE_I_K_RAYLEIGH, {6.675e-308, 0, 0}},
        {"rayleigh 1e300", JAXCORE_I_K_RAYLEIGH, {1e300, 0, 0}},
        {"pareto 2", JAXCORE_I_K_PARETO, {2, 0, 0}},
        {"pareto 1e-3", JAXCORE_I_K_PARETO, {1e-3, 0, 0}},
        {"pareto 1e300", JAXCORE_I_K_PARETO, {1e300, 0, 0}},
        {"lognormal 0.5", JAXCORE_I_K_LOGNORMAL, {0.5, 0, 0}},
        {"lognormal 300", JAXCORE_I_K_LOGNORMAL, {300, 0, 0}},
        {"lognormal 1e-300", JAXCORE_I_K_LOGNORMAL, {1e-300, 0, 0}},
        {"truncated_normal [-2, 2]", JAXCORE_I_K_TRUNCNORM, {-2, 2, 0}},
        {"truncated_normal [-inf, inf]", JAXCORE_I_K_TRUNCNORM, {-1.0 / 0.0, 1.0 / 0.0, 0}},
        {"truncated_normal [0.5, 9]", JAXCORE_I_K_TRUNCNORM, {0.5, 9, 0}},
        {"truncated_normal [-40, -5]", JAXCORE_I_K_TRUNCNORM, {-40, -5, 0}},
        {"truncated_normal [1, 1] (clamped)", JAXCORE_I_K_TRUNCNORM, {1, 1, 0}},
        {"truncated_normal [3, 3 + 1e-7]", JAXCORE_I_K_TRUNCNORM, {3, 3.0000001, 0}},
        {"weibull_min 1, 1.5", JAXCORE_I_K_WEIBULL, {1, 1.5, 0}},
        {"weibull_min 2.5, 0.3", JAXCORE_I_K_WEIBULL, {2.5, 0.3, 0}},
        {"weibull_min 1e-300, 7", JAXCORE_I_K_WEIBULL, {1e-300, 7, 0}},
        {"weibull_min 1e300, 2", JAXCORE_I_K_WEIBULL, {1e300, 2, 0}},
        {"weibull_min 3, 1e-30", JAXCORE_I_K_WEIBULL, {3, 1e-30, 0}},
        {"weibull_min 1, 1e30", JAXCORE_I_K_WEIBULL, {1, 1e30, 0}},
        {"cauchy", JAXCORE_I_K_CAUCHY, {0, 0, 0}},
        {"gumbel high", JAXCORE_I_K_GUMBEL_HIGH, {0, 0, 0}},
        {"triangular [0, 0.3, 1]", JAXCORE_I_K_TRIANGULAR, {0, 0.3, 1}},
        {"triangular [-2, 5, 7.5]", JAXCORE_I_K_TRIANGULAR, {-2, 5, 7.5}},
        {"triangular [1e-160, 1e-160, 3e-155]", JAXCORE_I_K_TRIANGULAR, {1e-160, 1e-160, 3e-155}},
        {"triangular [-1e300, 0, 1e-300]", JAXCORE_I_K_TRIANGULAR, {-1e300, 0, 1e-300}},
    };
    static uint64_t w[4096 + JAXCORE_I_HD_PLANE], got[4096]; /* gumbel high: two planes */
    unsigned i, j, k;
    int fused;
    if (!(jaxcore_i_x86_features() & JAXCORE_I_CPU_FMA)) {
        printf("skip float64 samplers (no FMA on this CPU)\n");
        ++skipped;
        return;
    }
    for (k = 0; k < sizeof cases / sizeof cases[0]; ++k)
        for (fused = 0; fused < 6; ++fused) { /* fused + 2 * vec: one lane, AVX2, AVX-512 */
            long bad = 0;
            int vec = fused >> 1, kind = cases[k].kind;
            unsigned need = vec == 2 ? JAXCORE_I_CPU_AVX512 : vec ? JAXCORE_I_CPU_AVX2 : 0;
            jaxcore_i_fs s;
            jaxcore_i_hdp d;
            setup(&cases[k], fused & 1, JAXCORE_I_F64, &s);
            if (!jaxcore_i_hd_kind(&s, &d)) {
                printf("FAIL float64 %s: not taken by the hardware float\n", cases[k].name);
                ++failed;
                break;
            }
#ifndef JAXCORE_I_HAVE_AVX512
            if (vec == 2) need = ~0u; /* not in this build */
#endif
            if ((jaxcore_i_x86_features() & need) != need) {
                printf("skip float64 %s vec=%d fused=%d (not on this CPU)\n", cases[k].name, vec,
                       fused & 1);
                ++skipped;
                continue;
            }
            for (i = 0; i < count; i += 4096) {
                jaxcore_i_fpenv env;
                unsigned m = 4096 - (i / 4096) % 4;
                uint64_t range = jaxcore_i_gsub(JAXCORE_I_ONE, 0xbfefffffffffffffu, JAXCORE_I_F64);
                for (j = 0; j < 4096 + JAXCORE_I_HD_PLANE; ++j) {
                    w[j] = (uint64_t)rnd() << 32 | rnd();
                    if (j % 5 == 0) w[j] >>= rnd() % 64;                  /* units near 0 */
                    if (j % 7 == 0) w[j] |= ~(uint64_t)0 << (rnd() % 64); /* near 1 */
                }
                w[0] = 0;
                w[1] = ~(uint64_t)0;
                w[2] = (uint64_t)1 << 63; /* 1/2 */
                hostile();
                env = jaxcore_i_fp_enter();
                if (kind == JAXCORE_I_K_NORMAL)
                    jaxcore_i_hd_normal(w, m, range, fused & 1, vec, got);
                else
                    jaxcore_i_hd_simple(&d, w, m, vec, got);
                jaxcore_i_fp_leave(env);
                restore();
                for (j = 0; j < m; ++j) {
                    uint64_t f[2], want;
                    f[0] = jaxcore_i_unit(w, j, JAXCORE_I_F64);
                    f[1] = jaxcore_i_unit(w, j + JAXCORE_I_HD_PLANE, JAXCORE_I_F64);
                    want = jaxcore_i_sample(&s, f);
                    if (got[j] != want && bad++ < 3)
                        printf("  float64 %s fused=%d vec=%d: word %016llx -> %016llx, software "
                               "%016llx\n",
                               cases[k].name, fused & 1, vec, (unsigned long long)w[j],
                               (unsigned long long)got[j], (unsigned long long)want);
                }
            }
            if (bad) {
                printf("FAIL float64 %s fused=%d vec=%d: %ld mismatches\n", cases[k].name,
                       fused & 1, vec, bad);
                ++failed;
            } else {
                ++passed;
            }
        }
    { /* bounds the hardware float leaves to the software float */
        jaxcore_i_fs s;
        jaxcore_i_hdp d;
        memset(&s, 0, sizeof s);
        s.kind = JAXCORE_I_K_UNIFORM;
        s.fmt = JAXCORE_I_F64;
        jaxcore_i_fs_bounds(&s, jaxcore_i_dbits(-4e-320), JAXCORE_I_ONE); /* subnormal minval */
        k = (unsigned)jaxcore_i_hd_kind(&s, &d);
        jaxcore_i_fs_bounds(&s, jaxcore_i_dbits(-1.7e308), jaxcore_i_dbits(1.7e308)); /* inf */
        k |= (unsigned)jaxcore_i_hd_kind(&s, &d);
        if (k) {
            printf(
                "FAIL float64 uniform: subnormal or infinite bounds taken by the hardware float\n");
            ++failed;
        } else {
            ++passed;
        }
    }
#else
    (void)count;
    printf("skip float64 samplers (no FMA instance in this build)\n");
    ++skipped;
#endif
}

/* float64 maxwell (three normals an element, jaxcore_i_hd_maxwell) through jaxcore_i_run on
   each path against the software float element by element, in both orders of its sum */
static void check_maxwell64(void) {
#ifdef JAXCORE_I_HAVE_AVX2
    static const jaxcore_prng_path paths[] = {JAXCORE_PATH_SSE2, JAXCORE_PATH_AVX2,
                                              JAXCORE_PATH_AVX512};
    static const unsigned need[] = {0, JAXCORE_I_CPU_AVX2, JAXCORE_I_CPU_AVX512};
    static const kind_case cases[] = {{"", JAXCORE_I_K_MAXWELL, {0, 0, 0}},
                                      {"", JAXCORE_I_K_MAXWELL, {1, 0, 0}}};
    static uint64_t got[1000];
    jaxcore_random_config c;
    jaxcore_key key;
    int i, fused, p;
    if (!have_fma("float64 maxwell")) return;
    memset(&c, 0, sizeof c);
    jaxcore_random_key(NULL, 11, JAXCORE_PY_INT, NULL, &key);
    for (p = 0; p < 3; ++p) {
#ifndef JAXCORE_I_HAVE_AVX512
        if (p == 2) continue; /* not in this build */
#endif
        if ((jaxcore_i_x86_features() & need[p]) != need[p]) {
            printf("skip float64 maxwell path %d (not on this CPU)\n", (int)paths[p]);
            ++skipped;
            continue;
        }
        c.prng.path = paths[p];
        for (i = 0; i < 2; ++i)
            for (fused = 0; fused < 2; ++fused) {
                jaxcore_i_fs s;
                jaxcore_i_hdp d;
                long bad = 0;
                size_t j, n = sizeof got / sizeof got[0];
                setup(&cases[i], fused, JAXCORE_I_F64, &s);
                if (!jaxcore_i_hd_kind(&s, &d)) ++bad;
                hostile();
                if (jaxcore_i_run(&s, key, n, got, &c) != JAXCORE_OK) ++bad;
                restore();
                for (j = 0; j < n && !bad; ++j) {
                    uint64_t v = 0;
                    if (jaxcore_i_fill(&s, key, n, j, 1, &v, &c) != JAXCORE_OK) ++bad;
                    if (got[j] != v && bad++ < 3)
                        printf("  float64 maxwell order=%d fused=%d path %d: element %u -> "
                               "%016llx, software %016llx\n",
                               i, fused, (int)paths[p], (unsigned)j, (unsigned long long)got[j],
                               (unsigned long long)v);
                }
                if (bad) {
                    printf("FAIL float64 maxwell order=%d fused=%d path %d: %ld mismatches\n", i,
                           fused, (int)paths[p], bad);
                    ++failed;
                } else {
                    ++passed;
                }
            }
    }
#endif
}

/* Whole samplers through jaxcore_i_run (the chunk loop, and on WebAssembly the software
   float's redo of marked lanes) against the software float element by element, with
   parameters that make many intermediate values subnormal or tiny (flushed by XLA:CPU). */
static void check_run(void) {
    static const kind_case cases[] = {
        {"uniform(-1e-37,1e-37)", JAXCORE_I_K_UNIFORM, {-1e-37, 1e-37, 0}},
        {"rayleigh(2e-38)", JAXCORE_I_K_RAYLEIGH, {2e-38, 0, 0}},
        {"lognormal(1e-37)", JAXCORE_I_K_LOGNORMAL, {1e-37, 0, 0}},
        {"normal", JAXCORE_I_K_NORMAL, {0, 0, 0}},
    };
    static uint32_t got[1000];
    jaxcore_random_config c;
    jaxcore_key key;
    int i, fused;
    memset(&c, 0, sizeof c);
    jaxcore_random_key(NULL, 7, JAXCORE_PY_INT, NULL, &key);
    for (i = 0; i < (int)(sizeof cases / sizeof cases[0]); ++i) {
        for (fused = 0; fused < 2; ++fused) {
            jaxcore_i_fs s;
            long bad = 0;
            size_t j, n = sizeof got / sizeof got[0];
            setup(&cases[i], fused, JAXCORE_I_F32, &s);
            hostile();
            if (jaxcore_i_run(&s, key, n, got, &c) != JAXCORE_OK) ++bad;
            restore();
            for (j = 0; j < n && !bad; ++j) {
                uint64_t v = 0;
                if (jaxcore_i_fill(&s, key, n, j, 1, &v, &c) != JAXCORE_OK) ++bad;
                if (got[j] != (uint32_t)jaxcore_i_narrow(v, JAXCORE_I_F32) && bad++ < 3)
                    printf("  run %s fused=%d: element %u -> %08x, software %08x\n", cases[i].name,
                           fused, (unsigned)j, got[j],
                           (uint32_t)jaxcore_i_narrow(v, JAXCORE_I_F32));
            }
            if (bad) {
                printf("FAIL run %s fused=%d: %ld mismatches\n", cases[i].name, fused, bad);
                ++failed;
            } else {
                ++passed;
            }
        }
    }
}

/* The normal on every instance from random words, whose vectors mix log1p's two branches (the
   all-inputs check's ordered words seldom do), at sizes around the AVX2 instance's passes and
   its tails (jaxcore_i_h8_nsplit: rounds of 1152, whole multiples of 16), against the
   software float; and that instance's tables, against their definitions. */
static void check_normal_mixed(const instance *inst, int ninst) {
    static const kind_case normal = {"normal", JAXCORE_I_K_NORMAL, {0, 0, 0}};
    static const unsigned sizes[] = {1, 15, 16, 17, 40, 575, 576, 577, 1151, 1152, 1153, 1500};
    static uint32_t w[1500], want[1500], got[1500];
    int fused, i;
    unsigned r, j;
#ifdef JAXCORE_I_HAVE_NSPLIT
    long tbad = 0;
    for (r = 0; r < 256; ++r) { /* part: the set bits' places, then the clear bits'; inv: */
        unsigned k = 0;         /* the place of each lane in part */
        int set;
        for (set = 1; set >= 0; --set)
            for (j = 0; j < 8; ++j)
                if ((int)(r >> j & 1) == set) {
                    if ((jaxcore_i_h8_part[r] >> 8 * k & 0xff) != j) ++tbad;
                    if ((jaxcore_i_h8_inv[r] >> 8 * j & 0xff) != k) ++tbad;
                    ++k;
                }
    }
    for (j = 0; j < 16; ++j) /* the first-lanes masks */
        if (jaxcore_i_h8_first[j] != (j < 8 ? -1 : 0)) ++tbad;
    if (tbad) {
        printf("FAIL AVX2 normal's lane tables: %ld wrong entries\n", tbad);
        ++failed;
    } else {
        ++passed;
    }
#elif defined(JAXCORE_I_HAVE_AVX2)
    printf("skip AVX2 normal's lane tables (its passes are not in unoptimized builds)\n");
    ++skipped;
#endif
    for (fused = 0; fused < 2; ++fused) {
        jaxcore_i_fs s;
        jaxcore_i_hfs h;
        long bad[16];
        setup(&normal, fused, JAXCORE_I_F32, &s);
        if (!jaxcore_i_hw_prep(&s, &h)) {
            printf("FAIL normal (mixed lanes): no hardware pipeline\n");
            ++failed;
            return;
        }
        memset(bad, 0, sizeof bad);
        for (r = 0; r < 48; ++r) {
            unsigned n = sizes[r % (sizeof sizes / sizeof sizes[0])];
            for (j = 0; j < n; ++j) {
                uint64_t f;
                w[j] = rnd();
                if (r % 3 == 0 && j % 9 == 4) w[j] |= 0xfff00000u; /* u near 1 (erf_inv's tail) */
                f = jaxcore_i_unit(w, j, JAXCORE_I_F32);
                want[j] = (uint32_t)jaxcore_i_narrow(jaxcore_i_sample(&s, &f), JAXCORE_I_F32);
            }
            for (i = 0; i < ninst; ++i) {
                jaxcore_i_fpenv env;
                if (!inst[i].ok || inst[i].fused != fused) continue;
                hostile();
                env = jaxcore_i_fp_enter();
                inst[i].fn(&h, w, NULL, n, got);
                jaxcore_i_fp_leave(env);
                restore();
                for (j = 0; j < n; ++j)
                    if (!same(&inst[i], got[j], want[j]) && bad[i]++ < 3)
                        printf("  normal (mixed lanes) %s fused=%d n=%u: word %08x -> %08x, "
                               "software %08x\n",
                               inst[i].name, fused, n, w[j], got[j], want[j]);
            }
        }
        for (i = 0; i < ninst; ++i) {
            if (!inst[i].ok || inst[i].fused != fused) continue;
            if (bad[i]) {
                printf("FAIL normal (mixed lanes) %s fused=%d: %ld mismatches\n", inst[i].name,
                       fused, bad[i]);
                ++failed;
            } else {
                ++passed;
            }
        }
    }
}

/* Each instance's multiply-add (N##_mad: fused, or a product and a sum) on every lane, on
   inputs where a fused multiply-add computed as a float64 product and sum goes wrong:
   a * b = 2^-24 (1 - j^2 2^-46), so a * b + c for c in [1, 2) is just below the halfway point
   between c and its float32 successor, and its float64 sum rounds to that halfway point
   (double rounding: c's successor where c is odd). Scaled by powers of two, with signs. The
   answers follow from the construction, not from any code: fused, c (less than half an ulp
   away); a product and a sum, the product rounds to 2^-24 exactly and c + 2^-24 is a tie,
   so c where c is even and its successor where c is odd. The software float must give the
   same (checked too), and an emulating instance must correct or mark those lanes. */
#define FMA_FN(nm, N, P, A, VF, VM, W, F, M, avail)                                                \
    static A void N##_madtest(const uint32_t *a, const uint32_t *b, const uint32_t *c,             \
                              uint32_t *o) {                                                       \
        P##_st(o, N##_mad(P##_ld(a), P##_ld(b), P##_ld(c)));                                       \
    }
JAXCORE_I_HW_INSTANCES(FMA_FN)
#undef FMA_FN
static void check_mad(const instance *in, int n) {
    static uint32_t a[64], b[64], c[64], o[64];
    int k;
    for (k = 0; k < n; ++k) {
        long bad = 0, hard = 0, marks = 0;
        int i, l, w = in[k].lanes;
        if (!in[k].ok) continue; /* counted as skips in main */
        for (i = 1; i < 300 * 64; i += w) {
            for (l = 0; l < w; ++l) {
                uint32_t j = (uint32_t)(i + l) % 300u + 1u, e = rnd() % 40u, sg = rnd() << 31;
                a[l] = (0x3f800000u + j) ^ sg;                   /* 1 + j 2^-23 */
                b[l] = 0x33800000u - 2u * j;                     /* 2^-24 (1 - j 2^-23) */
                c[l] = (0x3f800000u | (rnd() & 0x7fffffu)) ^ sg; /* [1, 2), a * b's sign */
                a[l] += (e - 20u) << 23;                         /* 2^(e - 20) a */
                c[l] += (e - 20u) << 23;                         /* 2^(e - 20) c */
            }
            {
                jaxcore_i_fpenv env = jaxcore_i_fp_enter();
                in[k].mad(a, b, c, o);
                jaxcore_i_fp_leave(env);
            }
            for (l = 0; l < w; ++l) {
                uint32_t want = in[k].fused ? c[l] : c[l] + (c[l] & 1u);
                uint32_t soft = in[k].fused
                                    ? jaxcore_i_f32_fma(a[l], b[l], c[l])
                                    : jaxcore_i_f32_add(jaxcore_i_f32_mul(a[l], b[l]), c[l]);
                if (soft != want && bad++ < 3)
                    printf("  mad software fused=%d: %08x * %08x + %08x -> %08x, want %08x\n",
                           in[k].fused, a[l], b[l], c[l], soft, want);
                hard += in[k].fused && (c[l] & 1u);
                if (o[l] == want) continue;
                if (in[k].marks && (o[l] & 0x7fffffffu) > 0x7f800000u) {
                    ++marks;
                    continue;
                }
                if (bad++ < 3)
                    printf("  mad %s fused=%d: %08x * %08x + %08x -> %08x, want %08x\n", in[k].name,
                           in[k].fused, a[l], b[l], c[l], o[l], want);
            }
        }
        if (bad || (in[k].fused && !hard)) {
            printf("FAIL mad %s fused=%d: %ld mismatches, %ld double-rounding cases\n", in[k].name,
                   in[k].fused, bad, hard);
            ++failed;
        } else {
            printf("ok   mad %s fused=%d (%ld double-rounding cases, %ld marked)\n", in[k].name,
                   in[k].fused, hard, marks);
            ++passed;
        }
    }
}

#endif /* JAXCORE_I_HW */

int main(int argc, char **argv) {
#ifdef JAXCORE_I_HW
    static const kind_case kinds[] = {
        {"uniform(-3,5)", JAXCORE_I_K_UNIFORM, {-3.0, 5.0, 0}},
        /* every value flushed to +0, clamped at -0 (max(-0, +0) is +0) */
        {"uniform(-0,1e-38)", JAXCORE_I_K_UNIFORM, {-0.0, 1e-38, 0}},
        {"normal", JAXCORE_I_K_NORMAL, {0, 0, 0}},
        {"truncated_normal(-2,2)", JAXCORE_I_K_TRUNCNORM, {-2.0, 2.0, 0}},
        {"truncated_normal(-0.5,3)", JAXCORE_I_K_TRUNCNORM, {-0.5, 3.0, 0}},
        /* erf of both bounds is 1: erf_inv(1) = inf, clamped to the upper bound */
        {"truncated_normal(30,65504)", JAXCORE_I_K_TRUNCNORM, {30.0, 65504.0, 0}},
        {"exponential", JAXCORE_I_K_EXPONENTIAL, {0, 0, 0}},
        {"gumbel(low)", JAXCORE_I_K_GUMBEL, {0, 0, 0}},
        {"gumbel(high)", JAXCORE_I_K_GUMBEL_HIGH, {0, 0, 0}},
        {"gumbel(highest)", JAXCORE_I_K_GUMBEL_HIGHEST, {0, 0, 0}},
        {"laplace", JAXCORE_I_K_LAPLACE, {0, 0, 0}},
        {"logistic", JAXCORE_I_K_LOGISTIC, {0, 0, 0}},
        {"lognormal(0.7)", JAXCORE_I_K_LOGNORMAL, {0.7, 0, 0}},
        {"pareto(2.5)", JAXCORE_I_K_PARETO, {2.5, 0, 0}},
        {"rayleigh(1.5)", JAXCORE_I_K_RAYLEIGH, {1.5, 0, 0}},
        {"weibull_min(2,1)", JAXCORE_I_K_WEIBULL, {2.0, 1.0, 0}},
        {"weibull_min(1.5,2)", JAXCORE_I_K_WEIBULL, {1.5, 2.0, 0}},
        {"weibull_min(3,0.5)", JAXCORE_I_K_WEIBULL, {3.0, 0.5, 0}},
        {"weibull_min(0.8,1.7)", JAXCORE_I_K_WEIBULL, {0.8, 1.7, 0}},
        {"maxwell", JAXCORE_I_K_MAXWELL, {0, 0, 0}},
        {"maxwell(a small call's order)", JAXCORE_I_K_MAXWELL, {1, 0, 0}},
        {"cauchy", JAXCORE_I_K_CAUCHY, {0, 0, 0}},
        {"triangular(0,0.3,1)", JAXCORE_I_K_TRIANGULAR, {0, 0.3, 1}},
        {"triangular(-2,5,7.5)", JAXCORE_I_K_TRIANGULAR, {-2, 5, 7.5}},
        {"triangular(1e-20,1e-20,3e-19)", JAXCORE_I_K_TRIANGULAR, {1e-20, 1e-20, 3e-19}},
        {"triangular(-1e30,0,1e-30)", JAXCORE_I_K_TRIANGULAR, {-1e30, 0, 1e-30}},
    };
    instance inst[16];
    int ninst = 0, i, f, c;
    int nk = (int)(sizeof kinds / sizeof kinds[0]), cix[sizeof kinds / sizeof kinds[0]], ncases = 0;
    unsigned stride = argc > 1 ? (unsigned)atoi(argv[1]) : 1;
    for (i = 0; i < nk; ++i) /* the one-draw samplers: a function of the 23 bits */
        cix[i] = kinds[i].kind == JAXCORE_I_K_GUMBEL_HIGH ||
                         kinds[i].kind == JAXCORE_I_K_GUMBEL_HIGHEST ||
                         kinds[i].kind == JAXCORE_I_K_MAXWELL
                     ? -1
                     : 2 * ncases++;
    if (argc == 5 && !strcmp(argv[1], "soft")) { /* soft OUT PART NPARTS: the reference hashes */
        FILE *out = fopen(argv[2], "wb");
        int part = atoi(argv[3]), nparts = atoi(argv[4]);
        if (!out || nparts < 1) return 2;
        for (i = 0; i < nk; ++i)
            for (f = 0; f < 2; ++f) {
                static uint32_t w[N_WORDS], want[N_WORDS];
                jaxcore_i_fs s;
                uint32_t blk, cc;
                if (cix[i] < 0 || (cix[i] + f) % nparts != part) continue;
                cc = (uint32_t)(cix[i] + f);
                setup(&kinds[i], f, JAXCORE_I_F32, &s);
                for (blk = 0; blk < N_BLOCKS; ++blk) {
                    soft_block(&s, blk, w, want);
                    ref_hash[cc][blk] = block_hash(want, N_WORDS);
                }
                if (fwrite(&cc, 4, 1, out) != 1 ||
                    fwrite(ref_hash[cc], 8, N_BLOCKS, out) != N_BLOCKS)
                    return 2;
            }
        return fclose(out) != 0 ? 2 : 0;
    }
    for (i = 2; i < argc; ++i) { /* reference hash files */
        FILE *in = fopen(argv[i], "rb");
        uint32_t cc;
        while (in && fread(&cc, 4, 1, in) == 1 && cc < MAX_CASES &&
               fread(ref_hash[cc], 8, N_BLOCKS, in) == N_BLOCKS)
            have_ref[cc] = 1;
        if (in) fclose(in);
    }
    if (argc > 2) {
        use_ref = 1;
        for (c = 0; c < 2 * ncases; ++c)
            use_ref &= have_ref[c];
        if (!use_ref) {
            printf("FAIL reference hashes: incomplete (every %u-th input instead)\n", stride);
            ++failed;
        }
    }
    if (!stride) stride = 1;
#define ADD(nm, N, P, A, VF, VM, W, F, M, avail)                                                   \
    do {                                                                                           \
        inst[ninst].name = nm;                                                                     \
        inst[ninst].fn = N##_block;                                                                \
        inst[ninst].mad = N##_madtest;                                                             \
        inst[ninst].lanes = W;                                                                     \
        inst[ninst].fused = F;                                                                     \
        inst[ninst].ok = avail;                                                                    \
        inst[ninst].marks = M;                                                                     \
        ++ninst;                                                                                   \
    } while (0);
    JAXCORE_I_HW_INSTANCES(ADD)
#undef ADD
    for (i = 0; i < ninst; ++i)
        if (!inst[i].ok) {
            printf("skip %s fused=%d (not on this CPU)\n", inst[i].name, inst[i].fused);
            ++skipped;
        }
    check_mad(inst, ninst);
    check_normal_mixed(inst, ninst);
    check_one(1000000);
#ifdef JAXCORE_I_HW_LOOPS
    check_gamma_loop(30000);
#ifdef JAXCORE_I_GAMMA_LANES
    check_gamma_lanes(1500);
#endif
    check_gexp_n(4000);
    check_rej(20000);
    check_rej_pv(inst, ninst, 300);
    check_knuth(inst, ninst, 600);
    check_elem_runs(200000 / stride + 2048);
#endif
    check_f64(65536 * 4 / stride + 4096);
    check_fn64(6400000 / stride + 20000); /* 420000 at make test's stride 16 */
    check_maxwell64();
    check_pow64(6400000 / stride + 20000);
    check_powf(16000000 / stride + 20000);
    check_tanf(8000000 / stride + 20000);
    check_run();
    for (i = 0; i < (int)(sizeof kinds / sizeof kinds[0]); ++i)
        for (f = 0; f < 2; ++f)
            check(&kinds[i], f, inst, ninst, stride, cix[i] < 0 ? -1 : cix[i] + f);
    if (marked) printf("  %ld lanes marked for the software float (counted as equal)\n", marked);
#else
    (void)argc;
    (void)argv;
    printf("skip hardware float (not in this build)\n");
    ++skipped;
#endif
    printf("%d passed, %d failed, %d skipped\n", passed, failed, skipped);
    return failed != 0;
}
