/* rsqrtss_table.c: reads this CPU's RSQRTSS, the float32 estimate of 1/sqrt(x) that XLA:CPU
   refines by Newton steps for a float32 rsqrt (gamma's c = (1/3) rsqrt(d); jaxcore_i_grsqrt),
   which jaxcore takes from JAX's reference CPU (its output there is
   tests/vectors/random/rsqrtss_xeon.txt; tools/rsqrtss_pack.py turns it into jaxcore_i_rsqrtss's
   tables). Vendors do not publish the table behind the instruction (Intel's and AMD's differ).

   Prints, for the inputs x in [1, 4) (2^24 of them, both exponent parities):
     k        the fewest leading fraction bits that, with the parity, determine the result
     table    the 2^(k+1) results (hex float32 bits), index parity << k | leading bits
   then checks that model -- rsqrt(x 4^j) = rsqrt(x) / 2^j, the table's value with its
   exponent moved -- on every positive normal float32 (mismatches: 0 means the table is the
   whole instruction there), and prints a hash of RSQRTSS over all 2^32 inputs x (the sum of
   RSQRTSS(x) (splitmix64(x) | 1) mod 2^64; NaN results included as they are).
   Build and run (on the CPU whose table you want; tools/device_check.sh does on a lent one):
     cc -O2 tools/rsqrtss_table.c -o /tmp/rsqrtss && /tmp/rsqrtss > rsqrtss.txt
   Needs SSE (every x86-64); about 10 s. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <xmmintrin.h>

static uint64_t splitmix64(uint64_t z) {
    z += 0x9e3779b97f4a7c15u;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

/* RSQRTSS of four float32 bit patterns (RSQRTPS gives the same per lane) */
static void rsqrt4(const uint32_t *in, uint32_t *out) {
    __m128 v;
    memcpy(&v, in, 16);
    v = _mm_rsqrt_ps(v);
    memcpy(out, &v, 16);
}

int main(void) {
    const uint32_t n = 1u << 24; /* [1, 2): 0x3f800000.., [2, 4): 0x40000000.. */
    uint32_t *r = (uint32_t *)malloc((size_t)n * 4), in[4], out[4], i, j, k, bad;
    uint64_t x, h = 0, mism = 0;
    if (!r) return 1;
    for (i = 0; i < n; i += 4) {
        for (j = 0; j < 4; ++j)
            in[j] = 0x3f800000u + i + j;
        rsqrt4(in, r + i);
    }
    for (k = 1; k <= 23; ++k) { /* the result constant over each run of 2^(23-k) inputs? */
        bad = 0;
        for (i = 0; i < n && !bad; ++i)
            bad = r[i] != r[i & ~((1u << (23 - k)) - 1)];
        if (!bad) break;
    }
    printf("k %u\n", k);
    for (i = 0; i < (2u << k); ++i)
        printf("%08x%c", r[i << (23 - k)], i % 8 == 7 ? '\n' : ' ');
    for (x = 0; x < 0x100000000u; x += 4) {
        for (j = 0; j < 4; ++j)
            in[j] = (uint32_t)x + j;
        rsqrt4(in, out);
        for (j = 0; j < 4; ++j) {
            uint32_t e = (in[j] >> 23) & 0xff, b;
            h += out[j] * (splitmix64(x + j) | 1);
            if (in[j] >> 31 || e == 0 || e == 0xff) continue; /* not a positive normal */
            /* x = m 4^q with m in [1, 4): m's bits are index (e - 127) mod 2, fraction */
            b = r[((e - 127) & 1) << 23 | (in[j] & 0x7fffffu)];
            b -= (uint32_t)(((int)e - 127 - (int)((e - 127) & 1)) / 2) << 23;
            mism += b != out[j];
        }
    }
    printf("model mismatches over the positive normals %llu\nhash of all 2^32 %016llx\n",
           (unsigned long long)mism, (unsigned long long)h);
    free(r);
    return 0;
}
