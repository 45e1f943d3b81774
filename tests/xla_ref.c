/* Compares jaxcore's float32 transcendentals with XLA:CPU's IR for them, compiled by LLVM.
   The .ll files in tests/xla_ir are hand transcriptions of what XLA's IR generators build;
   tests/xla_ref.sh runs them through opt (XLA's post-rewrite passes) and llc (--fp-contract=fast,
   with and without FMA) into functions NAME (FMA) and NAME_nofma, which this driver links against.
   The reference runs with FTZ|DAZ set in MXCSR, as XLA:CPU runs its kernels.
   Usage: xla_ref N       N inputs: specials, every exponent, then a fixed-seed sample
          xla_ref all     all 2^32 float32 bit patterns (make exhaustive)
   Prints one line per function and variant, "N passed, M failed" last; exits 1 on a mismatch. */
#define JAXCORE_IMPLEMENTATION
#include "jaxcore.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <xmmintrin.h>

float xla_log_f32(float), xla_log_f32_nofma(float);
float xla_exp_f32(float), xla_exp_f32_nofma(float);

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

typedef struct {
    const char *name;
    ref_fn ref;
    float (*mine)(float, int);
    int no_fma;
    unsigned long long n, bad;
} check_case;

static uint64_t lcg = 0x853c49e6748fea9bu;
static uint32_t next_input(unsigned long long i) {
    if (i < 512) { /* every exponent with mantissa 0 and all-ones, both signs */
        uint32_t e = (uint32_t)(i >> 1) & 0xffu, s = (uint32_t)(i >> 9) << 31;
        return s | e << 23 | ((i & 1) ? 0x7fffffu : 0u);
    }
    lcg = lcg * 6364136223846793005u + 1442695040888963407u;
    return (uint32_t)(lcg >> 32);
}

int main(int argc, char **argv) {
    check_case cases[] = {{"log_f32", xla_log_f32, jc_log, 0, 0, 0},
                          {"log_f32 no_fma", xla_log_f32_nofma, jc_log, 1, 0, 0},
                          {"exp_f32", xla_exp_f32, jc_exp, 0, 0, 0},
                          {"exp_f32 no_fma", xla_exp_f32_nofma, jc_exp, 1, 0, 0}};
    int nc = (int)(sizeof cases / sizeof cases[0]), c, fails = 0, passes = 0;
    int all = argc > 1 && !strcmp(argv[1], "all");
    unsigned long long n = all ? 1ull << 32 : (argc > 1 ? strtoull(argv[1], NULL, 10) : 1000000);
    unsigned long long i;
    _mm_setcsr(_mm_getcsr() | 0x8040u); /* FTZ | DAZ, as XLA:CPU's kernels run */
    for (i = 0; i < n; ++i) {
        uint32_t x = all ? (uint32_t)i : next_input(i);
        for (c = 0; c < nc; ++c) {
            uint32_t want = bits(cases[c].ref(flt(x))),
                     got = bits(cases[c].mine(flt(x), cases[c].no_fma));
            cases[c].n++;
            if (want != got && cases[c].bad++ < 5)
                printf("  %s(%08x): xla %08x, jaxcore %08x\n", cases[c].name, x, want, got);
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
