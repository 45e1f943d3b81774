/* digest: reduces a corpus of jaxcore outputs to one 64-bit FNV-1a digest of their text,
   so that builds for different compilers, flags, word sizes, byte orders and SIMD paths
   can be compared with a single line (tests/matrix.sh). The corpus: every promotion table
   (standard and strict, x64 on and off, each explicit-x64 policy, promote_types). The
   correctness of these outputs is checked against reference data by the unit tests; the
   digest only proves that every build computes the same thing.
   usage: digest [PART]   prints "<16 hex digits>" (PART: "all" or one part's name). */
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

int main(int argc, char **argv) {
    digest d = {0xcbf29ce4u, 0x84222325u}; /* FNV-1a 64 offset basis */
    const char *part = argc > 1 ? argv[1] : "all";
    if (!strcmp(part, "all") || !strcmp(part, "promotion")) promotion(&d);
    printf("%08lx%08lx\n", (unsigned long)d.hi, (unsigned long)d.lo);
    return 0;
}
