/* Sharded generation: four threads each produce one slice of jax.random.bits(key, (N,))
   with jaxcore_random_bits_slice(), in both jax_threefry_partitionable modes. The shards
   together are exactly the array generated in one call (and what JAX produces), which is
   how generation is split over threads, processes or machines. Exits 1 on a mismatch. */
#define JAXCORE_IMPLEMENTATION
#include "jaxcore.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define THREADS 4
#define N 1000003 /* odd on purpose: legacy mode pads its counter list */

typedef struct shard {
    jaxcore_key key;
    jaxcore_prng_config cfg;
    uint64_t start;
    size_t count;
    uint32_t *out; /* this shard's part of the whole buffer */
    jaxcore_result result;
} shard;

static void *run_shard(void *arg) {
    shard *s = (shard *)arg;
    s->result = jaxcore_random_bits_slice(s->key, 32, N, s->start, s->count, s->out, &s->cfg);
    return NULL;
}

int main(void) {
    uint32_t *whole = (uint32_t *)malloc(N * sizeof *whole);
    uint32_t *sharded = (uint32_t *)malloc(N * sizeof *sharded);
    jaxcore_key key;
    int legacy, failures = 0;
    if (!whole || !sharded) return 1;
    if (jaxcore_random_key(NULL, 2024, JAXCORE_PY_INT, NULL, &key) != JAXCORE_OK) return 1;
    for (legacy = 0; legacy < 2; ++legacy) {
        pthread_t threads[THREADS];
        shard shards[THREADS];
        jaxcore_prng_config cfg;
        int t;
        memset(&cfg, 0, sizeof cfg);
        cfg.legacy = legacy;
        if (jaxcore_random_bits(key, 32, N, whole, &cfg) != JAXCORE_OK) return 1;
        memset(sharded, 0, N * sizeof *sharded);
        for (t = 0; t < THREADS; ++t) {
            uint64_t begin = (uint64_t)N * t / THREADS, end = (uint64_t)N * (t + 1) / THREADS;
            shards[t].key = key;
            shards[t].cfg = cfg;
            shards[t].start = begin;
            shards[t].count = (size_t)(end - begin);
            shards[t].out = sharded + begin;
            if (pthread_create(&threads[t], NULL, run_shard, &shards[t])) return 1;
        }
        for (t = 0; t < THREADS; ++t) {
            pthread_join(threads[t], NULL);
            if (shards[t].result != JAXCORE_OK) ++failures;
        }
        if (memcmp(whole, sharded, N * sizeof *whole)) ++failures;
        printf("%s: %d threads, %d elements, first %08lx, last %08lx: %s\n",
               legacy ? "legacy" : "partitionable", THREADS, N, (unsigned long)sharded[0],
               (unsigned long)sharded[N - 1], failures ? "MISMATCH" : "identical");
    }
    free(whole);
    free(sharded);
    return failures != 0;
}
