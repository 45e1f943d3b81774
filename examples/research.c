/* research: a training loop's key discipline, as JAX code writes it.
     key = jax.random.key(0)
     key, subkey = jax.random.split(key)          # every step
     mask = jax.random.bernoulli(subkey, 0.9, (16,))   # dropout
   plus parameter init with normal / truncated_normal (jax.nn.initializers). Each value that
   JAX's docs or reference data fix is checked: the first step's subkey and
   uniform(subkey) = 0.00729382 (jax.random's docstring), bernoulli(key(0), 0.9, (16,))
   (tests/vectors/prng/jax_corpus_dev.txt), and the initializer doctests of
   jax.nn.initializers.normal(5.0) / truncated_normal(5.0) on key(42), which JAX computed
   in the legacy (non-partitionable) mode (tests/vectors/prng/jax_expected.txt). */
#define JAXCORE_IMPLEMENTATION
#include "jaxcore.h"

#include <stdio.h>

static int near(float got, float want) { /* the doctests print 8 significant digits */
    float d = got - want;
    return (d < 0 ? -d : d) <= 1e-6f * (want < 0 ? -want : want) + 1e-7f;
}

int main(void) {
    static const uint8_t want_mask[16] = {0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 0};
    static const float want_normal[6] = {3.0613258f, 5.6129413f,  5.6866574f,
                                         -4.063663f, -4.4520254f, 0.63115686f};
    static const float want_trunc[6] = {2.9047365f, 5.2338114f, 5.29852f,
                                        -3.836303f, -4.192359f, 0.6022964f};
    jaxcore_random_config legacy = {{1, 0, JAXCORE_PATH_AUTO, 0, 0}, 0};
    jaxcore_key key, k42, pair[2];
    uint8_t mask[16];
    float u, w[6], b[6];
    int i, step, bad = 0;

    /* init: W = normal(key(42), (2, 3)) * 5, b = truncated_normal(key(42), -2, 2, (2, 3)) * 5 */
    if (jaxcore_random_key(NULL, 42, JAXCORE_PY_INT, NULL, &k42) != JAXCORE_OK ||
        jaxcore_random_normal(k42, JAXCORE_FLOAT32, 6, w, &legacy) != JAXCORE_OK ||
        jaxcore_random_truncated_normal(k42, JAXCORE_FLOAT32, 6, -2.0, 2.0, b, &legacy) !=
            JAXCORE_OK)
        return 1;
    printf("init (legacy mode, as the initializer doctests):\n  W =");
    for (i = 0; i < 6; ++i) {
        w[i] *= 5.0f;
        b[i] *= 5.0f;
        printf(" %.7g", w[i]);
        bad |= !near(w[i], want_normal[i]);
    }
    printf("\n  b =");
    for (i = 0; i < 6; ++i) {
        printf(" %.7g", b[i]);
        bad |= !near(b[i], want_trunc[i]);
    }
    printf("\n");

    /* the loop: key, subkey = split(key) each step (partitionable, JAX's default) */
    if (jaxcore_random_key(NULL, 0, JAXCORE_PY_INT, NULL, &key) != JAXCORE_OK ||
        jaxcore_random_bernoulli(key, JAXCORE_FLOAT32, 16, 0.9, 0, mask, NULL) != JAXCORE_OK)
        return 1;
    printf("bernoulli(key(0), 0.9, (16,)) =");
    for (i = 0; i < 16; ++i) {
        printf(" %d", mask[i]);
        bad |= mask[i] != want_mask[i];
    }
    printf("\n");
    for (step = 0; step < 3; ++step) {
        if (jaxcore_random_split(key, 2, pair, NULL) != JAXCORE_OK ||
            jaxcore_random_uniform(pair[1], JAXCORE_FLOAT32, 1, 0.0, 1.0, &u, NULL) != JAXCORE_OK ||
            jaxcore_random_bernoulli(pair[1], JAXCORE_FLOAT32, 16, 0.9, 0, mask, NULL) !=
                JAXCORE_OK)
            return 1;
        key = pair[0];
        printf("step %d: subkey %08lx %08lx  uniform(subkey) %.9g  dropout kept %d/16\n", step,
               (unsigned long)pair[1].data[0], (unsigned long)pair[1].data[1], (double)u,
               mask[0] + mask[1] + mask[2] + mask[3] + mask[4] + mask[5] + mask[6] + mask[7] +
                   mask[8] + mask[9] + mask[10] + mask[11] + mask[12] + mask[13] + mask[14] +
                   mask[15]);
        if (step == 0) /* jax.random docstring: key, subkey = split(key(0)); uniform(subkey) */
            bad |= pair[1].data[0] != 0x375f238fu || pair[1].data[1] != 0xcddb151du ||
                   !near(u, 0.00729382f);
    }
    printf(bad ? "differs from JAX\n" : "matches JAX's documented values\n");
    return bad;
}
