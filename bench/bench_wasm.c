/* jaxcore.h in WebAssembly, for bench/bench_wasm.mjs (make bench-wasm): a wasm32-wasi reactor
   module that exports jax.random.bits (uint32), uniform and normal float32 into one static
   buffer; the timing, and jax-js's same calls, happen in JavaScript in the same process.
   A benchmark, never a test. Built scalar and with -msimd128. */
#define JAXCORE_IMPLEMENTATION
#include "../jaxcore.h"

#define JXB_MAX (1u << 22) /* elements: 16 MiB */
static uint32_t jxb_buf[JXB_MAX];

#define JXB_EXPORT(name) __attribute__((export_name(name)))

/* The buffer's address in the module's memory (JavaScript reads results from it). */
JXB_EXPORT("jxb_buffer") uint32_t *jxb_buffer(void) { return jxb_buf; }

/* The path AUTO selects: 1 scalar, 6 simd128 (jaxcore_prng_path). */
JXB_EXPORT("jxb_path") int jxb_path(void) { return (int)jaxcore_prng_path_auto(); }

/* kind 0: bits32, 1: uniform float32 [0, 1), 2: normal float32; n elements of key(seed).
   Returns 0 or a jaxcore_result. */
JXB_EXPORT("jxb_run") int jxb_run(int kind, int32_t seed, uint32_t n) {
    jaxcore_key key;
    jaxcore_result r = jaxcore_random_key(NULL, seed, JAXCORE_PY_INT, NULL, &key);
    if (r != JAXCORE_OK) return r;
    if (n > JXB_MAX) return JAXCORE_ERR_INVALID_ARG;
    switch (kind) {
    case 0: return jaxcore_random_bits(key, 32, n, jxb_buf, NULL);
    case 1: return jaxcore_random_uniform(key, JAXCORE_FLOAT32, n, 0.0, 1.0, jxb_buf, NULL);
    case 2: return jaxcore_random_normal(key, JAXCORE_FLOAT32, n, jxb_buf, NULL);
    default: return JAXCORE_ERR_INVALID_ARG;
    }
}
