/* A user's program that is one translation unit (JAXCORE_STATIC): samplers of two dtypes
   called in a loop over the SIMD paths, on static buffers. tests/compile.sh builds it with
   gcc and clang at -O2 and -O3 -march=native under -Werror: inlined into such a caller, the
   implementation must not warn (gcc 12 -O2 once warned of a 2^62-iteration loop here). */
#define JAXCORE_IMPLEMENTATION
#define JAXCORE_STATIC
#include "../../jaxcore.h"

#include <string.h>

int main(void) {
    static float f[65536];
    static double d[65536];
    jaxcore_key key;
    jaxcore_random_config c;
    int p, bad = 0;
    if (jaxcore_random_key(NULL, 3, JAXCORE_PY_INT, NULL, &key) != JAXCORE_OK) return 1;
    for (p = JAXCORE_PATH_SCALAR; p < JAXCORE_PATH_COUNT; ++p) {
        memset(&c, 0, sizeof c);
        c.prng.path = (jaxcore_prng_path)p;
        if (jaxcore_random_uniform(key, JAXCORE_FLOAT32, 65536, -0.0, 1e-38, f, &c) != JAXCORE_OK)
            continue; /* a path this CPU or build lacks */
        bad |= jaxcore_random_uniform(key, JAXCORE_FLOAT64, 65536, -0.0, 1e-300, d, &c) != 0;
        bad |= jaxcore_random_normal(key, JAXCORE_FLOAT32, 65536, f, &c) != JAXCORE_OK;
        bad |= jaxcore_random_normal(key, JAXCORE_FLOAT64, 65536, d, &c) != JAXCORE_OK;
    }
    return bad;
}
