/* game: reproducible per-entity randomness, the way JAX code does it.
   One world key; each entity derives its own key with fold_in(world, entity_id), so an
   entity's randomness does not depend on how many other entities exist or in which
   order they are updated; each frame splits a key into fresh subkeys. Keys live on the
   stack: no allocation. The expected words are JAX's (tests/vectors/prng/
   jax_corpus_dev.txt: fold_in and split of key(0)), so the same world seed gives the same
   world on every platform jaxcore builds for. */
#define JAXCORE_IMPLEMENTATION
#include "jaxcore.h"

#include <stdio.h>

typedef struct entity {
    uint32_t id;
    jaxcore_key key;
} entity;

static int expect_key(jaxcore_key k, uint32_t w0, uint32_t w1, const char *what) {
    uint32_t w[2] = {0, 0};
    if (jaxcore_key_data(k, w, 2, NULL) != JAXCORE_OK || w[0] != w0 || w[1] != w1) {
        printf("MISMATCH %s: %08lx %08lx, JAX gives %08lx %08lx\n", what, (unsigned long)w[0],
               (unsigned long)w[1], (unsigned long)w0, (unsigned long)w1);
        return 1;
    }
    printf("%-28s %08lx %08lx\n", what, (unsigned long)w[0], (unsigned long)w[1]);
    return 0;
}

int main(void) {
    jaxcore_key world, frame[3];
    entity ents[3] = {{1, JAXCORE_KEY_NONE}, {3, JAXCORE_KEY_NONE}, {7, JAXCORE_KEY_NONE}};
    int i, bad = 0;

    if (jaxcore_random_key(NULL, 0, JAXCORE_PY_INT, NULL, &world) != JAXCORE_OK) return 1;

    /* entity keys: fold_in(world, id), in any order */
    for (i = 2; i >= 0; --i)
        if (jaxcore_random_fold_in(world, ents[i].id, &ents[i].key, NULL) != JAXCORE_OK) return 1;
    bad |= expect_key(ents[0].key, 0x375f238fu, 0xcddb151du, "fold_in(world, 1)");
    bad |= expect_key(ents[1].key, 0x9312778bu, 0xe4e8dfbeu, "fold_in(world, 3)");
    bad |= expect_key(ents[2].key, 0xa1ef7a4du, 0x116eb6b3u, "fold_in(world, 7)");

    /* a frame: split(world, 3) gives this frame's subkeys (partitionable, JAX's default) */
    if (jaxcore_random_split(world, 3, frame, NULL) != JAXCORE_OK) return 1;
    bad |= expect_key(frame[0], 0x6b200159u, 0x99ba4efeu, "split(world, 3)[0]");
    bad |= expect_key(frame[1], 0x375f238fu, 0xcddb151du, "split(world, 3)[1]");
    bad |= expect_key(frame[2], 0xf71f4ea9u, 0xa20e4081u, "split(world, 3)[2]");

    /* loot roll for the world: the first 32-bit draw of key(0) */
    {
        uint32_t roll;
        if (jaxcore_random_bits(world, 32, 1, &roll, NULL) != JAXCORE_OK) return 1;
        printf("%-28s %08lx\n", "bits(world, 32)", (unsigned long)roll);
        bad |= roll != 0xf29a4fa7u;
    }
    printf(bad ? "world differs from JAX\n" : "world matches JAX\n");
    return bad;
}
