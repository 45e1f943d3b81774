/* digest: reduces a corpus of jaxcore outputs to one 64-bit FNV-1a digest of their text,
   so that builds for different compilers, flags, word sizes, byte orders and SIMD paths
   can be compared with a single line (tests/matrix.sh). The corpus: every promotion table
   (standard and strict, x64 on and off, each explicit-x64 policy, promote_types); keys,
   splits, fold_ins and bits of every width in both PRNG modes, whole and sliced; pytree
   reprs, counts and key paths. The correctness of these outputs is checked against
   reference data by the unit tests; the digest only proves that every build computes the
   same thing.
   usage: digest [PATH]   prints "<16 hex digits>"; PATH forces a SIMD path (scalar,
   sse2, avx2, avx512, neon; default auto). An unsupported path exits 2. */
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

static void feed_words(digest *d, const uint32_t *w, size_t n) {
    char hex[12];
    size_t i;
    for (i = 0; i < n; ++i) {
        sprintf(hex, "%08lx ", (unsigned long)w[i]);
        feed(d, hex);
    }
    feed(d, "\n");
}

static void prng(digest *d, jaxcore_prng_path path) {
    static const size_t sizes[] = {0, 1, 2, 3, 7, 16, 17, 33, 100, 1000};
    static const uint32_t data[] = {0, 1, 7, 12345, 0x7fffffffu, 0xffffffffu};
    static uint32_t buf[2 * 1000 + 8];
    static jaxcore_key keys[64];
    int seed, legacy;
    size_t s, i, w;
    for (legacy = 0; legacy <= 1; ++legacy) {
        jaxcore_prng_config cfg;
        memset(&cfg, 0, sizeof cfg);
        cfg.legacy = legacy;
        cfg.path = path;
        for (seed = -2; seed < 6; ++seed) {
            jaxcore_key k;
            uint32_t words[4];
            jaxcore_random_key(NULL, seed, JAXCORE_PY_INT, &cfg, &k);
            jaxcore_key_data(k, words, 4, NULL);
            feed_words(d, words, 2);
            for (s = 0; s < 64; s += 9) {
                jaxcore_random_split(k, s, keys, &cfg);
                for (i = 0; i < s; ++i)
                    feed_words(d, keys[i].data, 2);
            }
            for (i = 0; i < sizeof data / sizeof data[0]; ++i) {
                jaxcore_random_fold_in(k, data[i], &keys[0], &cfg);
                feed_words(d, keys[0].data, 2);
            }
            for (w = 8; w <= 64; w *= 2) {
                for (s = 0; s < sizeof sizes / sizeof sizes[0]; ++s) {
                    size_t n = sizes[s];
                    memset(buf, 0, sizeof buf);
                    jaxcore_random_bits(k, (unsigned)w, n, buf, &cfg);
                    /* each element as a number: independent of the byte order */
                    for (i = 0; i < n; ++i) {
                        char hex[20];
                        uint64_t v = w == 8    ? ((uint8_t *)buf)[i]
                                     : w == 16 ? ((uint16_t *)buf)[i]
                                     : w == 32 ? ((uint32_t *)buf)[i]
                                               : ((uint64_t *)buf)[i];
                        sprintf(hex, "%08lx%08lx ", (unsigned long)(v >> 32),
                                (unsigned long)(v & 0xffffffffu));
                        feed(d, hex);
                    }
                    feed(d, "\n");
                }
            }
            /* a slice of a large array, crossing block and vector boundaries */
            jaxcore_random_bits_slice(k, 32, 100000, 4093, 1000, buf, &cfg);
            feed_words(d, buf, 1000);
        }
    }
}

static void tree(digest *d) {
    static const char *const structs[] = {"*",
                                          "None",
                                          "()",
                                          "[]",
                                          "{}",
                                          "(1,)",
                                          "[1, (2, 3), {'b': 4, 'a': [5, None]}]",
                                          "{'foo': {'bar': {'baz': 1, 'bat': [2, 3]}}}",
                                          "{-1: 1, 0: 2, -10: 3}",
                                          "Point(x=(1, 2), y={'b': 3, 'a': 4})",
                                          "PyTreeDef(CustomNode(MyContainer[Alice], [*, *, *]))",
                                          "PyTreeDef(((*, *), [*, (*, None, *)]))"};
    static unsigned char buf[1 << 16];
    char text[4096];
    size_t i, leaf;
    for (i = 0; i < sizeof structs / sizeof structs[0]; ++i) {
        jaxcore_tree t;
        if (jaxcore_tree_parse(buf, sizeof buf, structs[i], strlen(structs[i]), NULL, &t, NULL) !=
            JAXCORE_OK) {
            feed(d, "parse error\n");
            continue;
        }
        jaxcore_tree_repr(&t, text, sizeof text, NULL);
        feed(d, text);
        sprintf(text, " %lu %lu\n", (unsigned long)jaxcore_tree_num_leaves(&t),
                (unsigned long)jaxcore_tree_num_nodes(&t));
        feed(d, text);
        for (leaf = 0; leaf < jaxcore_tree_num_leaves(&t); ++leaf) {
            if (jaxcore_tree_keystr(&t, leaf, 0, NULL, text, sizeof text, NULL) == JAXCORE_OK)
                feed(d, text);
            feed(d, "\n");
        }
    }
}

int main(int argc, char **argv) {
    digest d = {0xcbf29ce4u, 0x84222325u}; /* FNV-1a 64 offset basis */
    jaxcore_prng_path path = JAXCORE_PATH_AUTO;
    if (argc > 1 && (jaxcore_prng_path_from_name(argv[1], strlen(argv[1]), &path) != JAXCORE_OK ||
                     !jaxcore_prng_path_supported(path)))
        return 2;
    promotion(&d);
    prng(&d, path);
    tree(&d);
    printf("%08lx%08lx\n", (unsigned long)d.hi, (unsigned long)d.lo);
    return 0;
}
