/* The snippet of jaxcore.h's section 5: key(42), split, bits, with JAX's default flags.
   Checks the words against JAX's values (tests/vectors/prng/jax_corpus_dev.txt, rows also
   produced by jax-js) and exits 1 on a mismatch. */
#define JAXCORE_IMPLEMENTATION
#include "jaxcore.h"

#include <stdio.h>

int main(void) {
    static const uint32_t want_split[2][2] = {{0x6d3e048fu, 0x1022172du},
                                              {0x03d7b32du, 0xadd083f4u}};
    static const uint32_t want_bits[3] = {0x7d1c13a2u, 0xae0730d9u, 0x9dc3f9f9u};
    jaxcore_key key, sub[2];
    uint32_t bits[3], words[2];
    int i, bad = 0;
    jaxcore_result rc;
    /* key(42), split(key), bits(key, (3,)); every call returns JAXCORE_OK or an error code
       (and then leaves its outputs untouched) */
    if ((rc = jaxcore_random_key(NULL, 42, JAXCORE_PY_INT, NULL, &key)) != JAXCORE_OK ||
        (rc = jaxcore_random_split(key, 2, sub, NULL)) != JAXCORE_OK ||
        (rc = jaxcore_random_bits(key, 32, 3, bits, NULL)) != JAXCORE_OK) {
        printf("error: %s\n", jaxcore_result_name(rc));
        return 1;
    }
    for (i = 0; i < 2; ++i) {
        if (jaxcore_key_data(sub[i], words, 2, NULL) != JAXCORE_OK) return 1;
        printf("split[%d] = %08lx %08lx\n", i, (unsigned long)words[0], (unsigned long)words[1]);
        bad |= words[0] != want_split[i][0] || words[1] != want_split[i][1];
    }
    printf("bits = %08lx %08lx %08lx\n", (unsigned long)bits[0], (unsigned long)bits[1],
           (unsigned long)bits[2]);
    for (i = 0; i < 3; ++i)
        bad |= bits[i] != want_bits[i];
    printf("path: %s\n", jaxcore_prng_path_name(jaxcore_prng_path_auto()));
    return bad;
}
