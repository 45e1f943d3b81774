/* jaxcore.h in a web page: the library compiled for the browser with clang alone
   (make web: --target=wasm32, freestanding, no libc and no Emscripten glue; -msimd128 for the
   SIMD128 path). The module exports a few jax.random calls into one static buffer, which
   examples/web/jaxcore_web.mjs reads; index.html draws them. */
#define JAXCORE_IMPLEMENTATION
#define JAXCORE_NO_TREE /* the page uses keys and samplers only */
#include "../../jaxcore.h"

/* The compiler may call these for struct copies and buffer fills (no libc here). */
void *memcpy(void *dst, const void *src, size_t n);
void *memset(void *dst, int c, size_t n);
void *memmove(void *dst, const void *src, size_t n);
void *memcpy(void *dst, const void *src, size_t n) {
    unsigned char *d = (unsigned char *)dst;
    const unsigned char *s = (const unsigned char *)src;
    while (n--)
        *d++ = *s++;
    return dst;
}
void *memset(void *dst, int c, size_t n) {
    unsigned char *d = (unsigned char *)dst;
    while (n--)
        *d++ = (unsigned char)c;
    return dst;
}
void *memmove(void *dst, const void *src, size_t n) {
    unsigned char *d = (unsigned char *)dst;
    const unsigned char *s = (const unsigned char *)src;
    if (d < s) return memcpy(dst, src, n);
    while (n--)
        d[n] = s[n];
    return dst;
}

#define WEB_MAX 65536
static uint32_t web_out[WEB_MAX];

#define WEB_EXPORT(name) __attribute__((export_name(name)))

WEB_EXPORT("out") uint32_t *web_out_ptr(void) { return web_out; }

/* The path jaxcore chose (jaxcore_prng_path: 1 scalar, 6 simd128). */
WEB_EXPORT("path") int web_path(void) { return (int)jaxcore_prng_path_auto(); }

/* kind 0: random.bits uint32, 1: uniform float32 [0, 1), 2: normal float32, of
   jax.random.key(seed); n <= 65536 elements into out. 0 or a jaxcore_result. */
WEB_EXPORT("sample") int web_sample(int kind, int32_t seed, uint32_t n) {
    jaxcore_key key;
    jaxcore_result r = jaxcore_random_key(NULL, seed, JAXCORE_PY_INT, NULL, &key);
    if (r != JAXCORE_OK) return r;
    if (n > WEB_MAX) return JAXCORE_ERR_INVALID_ARG;
    switch (kind) {
    case 0: return jaxcore_random_bits(key, 32, n, web_out, NULL);
    case 1: return jaxcore_random_uniform(key, JAXCORE_FLOAT32, n, 0.0, 1.0, web_out, NULL);
    case 2: return jaxcore_random_normal(key, JAXCORE_FLOAT32, n, web_out, NULL);
    default: return JAXCORE_ERR_INVALID_ARG;
    }
}
