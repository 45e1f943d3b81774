/* libFuzzer target for the pytree parser (`make fuzz`). Builds a tree from arbitrary bytes
   (not NUL-terminated: libFuzzer's buffer has the exact size, so ASan sees any overread)
   and checks invariants on every tree that parses:
     - str(treedef) parses back to an equal tree with the same hash and the same text
       (equal unless a key holds a NaN, which equals nothing);
     - every key path prints (or reports a namedtuple without field names);
     - a tree is a prefix of itself, each leaf mapping to itself;
     - compose with itself and treedef_tuple follow JAX's count formulas;
     - every child view equals a re-parse of its own repr;
     - str-keyed structures serialize to JAX's proto bytes and load back equal;
   and reads the same bytes as proto: what loads serializes back to an equal tree.
   Any violation aborts. */
#define JAXCORE_IMPLEMENTATION
#include "../../jaxcore.h"

#include <stdlib.h>
#include <string.h>

static char *repr_of(const jaxcore_tree *t) {
    size_t len = 0;
    char *s;
    if (jaxcore_tree_repr(t, NULL, 0, &len) != JAXCORE_OK) abort();
    s = (char *)malloc(len + 1);
    if (jaxcore_tree_repr(t, s, len + 1, NULL) != JAXCORE_OK || strlen(s) != len) abort();
    return s;
}

/* Parses text; returns the buffer (caller frees) or NULL if it does not parse. */
static void *parse(const char *text, size_t len, const jaxcore_tree_config *cfg, jaxcore_tree *t) {
    size_t need;
    jaxcore_tree_error err;
    void *buf;
    jaxcore_result r = jaxcore_tree_size(text, len, cfg, &need, &err);
    if (r != JAXCORE_OK) {
        if (err.code != r || err.offset > len || !err.message) abort();
        return NULL;
    }
    buf = malloc(need);
    r = jaxcore_tree_parse(buf, need, text, len, cfg, t, &err);
    if (r != JAXCORE_OK) {
        if (err.code != r || err.offset > len) abort();
        free(buf);
        return NULL;
    }
    return buf;
}

/* Does the parser's quote-aware aux scan (string literals start at a quote not preceded
   by a letter, digit or '_') end exactly after this aux text? Otherwise the aux text
   is ambiguous (unbalanced quotes) and need not round-trip: a documented limitation. */
static int aux_is_clean(const char *a, size_t n) {
    size_t i, depth = 0;
    char q = 0;
    for (i = 0; i < n; ++i) {
        char c = a[i], prev = i ? a[i - 1] : '[';
        int ident = (prev >= 'a' && prev <= 'z') || (prev >= 'A' && prev <= 'Z') ||
                    (prev >= '0' && prev <= '9') || prev == '_';
        if (q) {
            if (c == '\\')
                ++i;
            else if (c == q)
                q = 0;
        } else if ((c == '\'' || c == '"') && !ident) {
            q = c;
        } else if (c == '(' || c == '[' || c == '{') {
            ++depth;
        } else if (c == ')' || c == ']' || c == '}') {
            if (!depth) return 0;
            --depth;
        }
    }
    return !q && !depth && i == n;
}

static int nan_bits(const unsigned char *p) { /* little-endian binary64 at p is a NaN */
    return (p[7] & 0x7f) == 0x7f && (p[6] & 0xf0) == 0xf0 &&
           ((p[6] & 0x0f) || p[5] || p[4] || p[3] || p[2] || p[1] || p[0]);
}

/* Does a dict key hold a NaN? nan != nan, so such trees equal nothing, not even
   themselves (section 7.5): the equality invariants skip them. */
static int nan_key(const jaxcore_tree *t) {
    size_t i;
    for (i = 0; i < t->count; ++i) {
        const jaxcore_tree_node *nd = &t->nodes[i];
        const unsigned char *k = (const unsigned char *)t->bytes + nd->key_off;
        size_t pos = 0;
        unsigned char f[8];
        int j;
        for (j = 0; j < 8; ++j)
            f[j] = (unsigned char)((uint64_t)nd->key_int >> (8 * j));
        if (nd->key_type == JAXCORE_TREE_KEY_FLOAT && nan_bits(f)) return 1;
        if (nd->key_type == JAXCORE_TREE_KEY_COMPLEX && (nan_bits(k) || nan_bits(k + 8))) return 1;
        while (nd->key_type == JAXCORE_TREE_KEY_TUPLE && pos < nd->key_len) {
            size_t n = k[pos + 1] | (size_t)k[pos + 2] << 8 | (size_t)k[pos + 3] << 16 |
                       (size_t)k[pos + 4] << 24;
            if ((k[pos] == JAXCORE_TREE_KEY_FLOAT && nan_bits(k + pos + 5)) ||
                (k[pos] == JAXCORE_TREE_KEY_COMPLEX &&
                 (nan_bits(k + pos + 5) || nan_bits(k + pos + 13))))
                return 1;
            pos += 5 + (k[pos] == JAXCORE_TREE_KEY_TUPLE ? 0 : n);
        }
    }
    return 0;
}

/* The repr of t parses back to an equal tree with the same text. */
static void round_trip(const jaxcore_tree *t) {
    char *s, *s2;
    jaxcore_tree u;
    void *buf;
    size_t i;
    for (i = 0; i < t->count; ++i)
        if (t->nodes[i].kind == JAXCORE_TREE_CUSTOM &&
            !aux_is_clean(t->bytes + t->nodes[i].aux_off, t->nodes[i].aux_len))
            return;
    s = repr_of(t);
    buf = parse(s, strlen(s), NULL, &u);
    if (!buf) abort();
    if (!nan_key(t) && (!jaxcore_tree_equal(t, &u) || !jaxcore_tree_equal(&u, t))) abort();
    if (jaxcore_tree_hash(t) != jaxcore_tree_hash(&u)) abort();
    s2 = repr_of(&u);
    if (strcmp(s, s2)) abort();
    free(s2);
    free(buf);
    free(s);
}

/* Small enough for the quadratic key interning of the serializer. */
static int nn_small(const jaxcore_tree *t) { return jaxcore_tree_num_nodes(t) <= 256; }

/* The bytes as JAX proto: a tree that loads serializes back to a tree equal to it. */
static void proto_bytes(const uint8_t *data, size_t size) {
    size_t need, len;
    jaxcore_tree_error err;
    jaxcore_tree t, u;
    void *buf, *buf2;
    unsigned char *bytes;
    jaxcore_result r = jaxcore_tree_deserialize_size(data, size, &need, &err);
    if (r != JAXCORE_OK) {
        if (err.code != r || err.offset > size) abort();
        return;
    }
    buf = malloc(need);
    r = jaxcore_tree_deserialize(buf, need, data, size, &t, &err);
    if (r == JAXCORE_OK) {
        if (jaxcore_tree_serialize(&t, NULL, 0, &len, NULL) != JAXCORE_OK) abort();
        bytes = (unsigned char *)malloc(len + 1);
        if (jaxcore_tree_serialize(&t, bytes, len + 1, NULL, NULL) != JAXCORE_OK) abort();
        if (jaxcore_tree_deserialize_size(bytes, len, &need, &err) != JAXCORE_OK) abort();
        buf2 = malloc(need);
        if (jaxcore_tree_deserialize(buf2, need, bytes, len, &u, &err) != JAXCORE_OK) abort();
        if (!jaxcore_tree_equal(&t, &u)) abort();
        free(buf2);
        free(bytes);
    } else if (r != JAXCORE_ERR_TREE_DEPTH) {
        abort(); /* the size query accepted it */
    }
    free(buf);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    jaxcore_tree_config cfg;
    jaxcore_tree t;
    void *buf;
    size_t i, nl, nn, need;
    proto_bytes(data, size);
    cfg.none_is_leaf = size > 0 && (data[size - 1] & 1);
    buf = parse((const char *)data, size, &cfg, &t);
    if (!buf) return 0;
    if (nn_small(&t)) { /* structures JAX can serialize go through the bytes and back */
        size_t len;
        if (jaxcore_tree_serialize(&t, NULL, 0, &len, NULL) == JAXCORE_OK) {
            unsigned char *bytes = (unsigned char *)malloc(len + 1);
            jaxcore_tree u;
            void *ub;
            if (jaxcore_tree_serialize(&t, bytes, len + 1, NULL, NULL) != JAXCORE_OK) abort();
            if (jaxcore_tree_deserialize_size(bytes, len, &need, NULL) != JAXCORE_OK) abort();
            ub = malloc(need);
            if (jaxcore_tree_deserialize(ub, need, bytes, len, &u, NULL) != JAXCORE_OK) abort();
            if (!jaxcore_tree_equal(&t, &u)) abort();
            free(ub);
            free(bytes);
        }
    }
    nl = jaxcore_tree_num_leaves(&t);
    nn = jaxcore_tree_num_nodes(&t);
    if (nl > nn || nn == 0) abort();
    round_trip(&t);
    {
        size_t len;
        if (jaxcore_tree_value_repr(&t, NULL, 0, NULL, 0, &len) != JAXCORE_OK) abort();
    }
    for (i = 0; i < nl && i < 64; ++i) {
        size_t len;
        jaxcore_result r = jaxcore_tree_keystr(&t, i, (int)(i & 1), "/", NULL, 0, &len);
        if (r != JAXCORE_OK && r != JAXCORE_ERR_TREE_NO_FIELDS) abort();
    }
    for (i = 0; i < jaxcore_tree_num_children(&t) && i < 16; ++i) {
        jaxcore_tree c;
        if (jaxcore_tree_child(&t, i, &c) != JAXCORE_OK) abort();
        round_trip(&c);
    }
    if (nl <= 4096 && !nan_key(&t)) {
        uint32_t *map = (uint32_t *)malloc((nl + 1) * sizeof *map);
        if (jaxcore_tree_prefix(&t, &t, map, nl, NULL, 0, NULL) != JAXCORE_OK) abort();
        for (i = 0; i < nl; ++i)
            if (map[i] != i) abort();
        free(map);
    }
    if (nn * (nl + 1) < 100000 && jaxcore_tree_compose_size(&t, &t, &need) == JAXCORE_OK) {
        void *cb = malloc(need);
        jaxcore_tree c;
        if (jaxcore_tree_compose(cb, need, &t, &t, &c) != JAXCORE_OK) abort();
        if (jaxcore_tree_num_leaves(&c) != nl * nl ||
            jaxcore_tree_num_nodes(&c) != nn - nl + nn * nl)
            abort();
        free(cb);
    }
    {
        jaxcore_tree defs[2];
        defs[0] = t;
        defs[1] = t;
        if (jaxcore_tree_tuple_size(defs, 2, &need) == JAXCORE_OK) {
            void *tb = malloc(need);
            jaxcore_tree c, c0;
            if (jaxcore_tree_tuple(tb, need, defs, 2, &c) != JAXCORE_OK) abort();
            if (jaxcore_tree_num_nodes(&c) != 1 + 2 * nn || jaxcore_tree_num_leaves(&c) != 2 * nl)
                abort();
            if (jaxcore_tree_child(&c, 1, &c0) != JAXCORE_OK ||
                (!nan_key(&t) && !jaxcore_tree_equal(&c0, &t)))
                abort();
            free(tb);
        }
    }
    free(buf);
    return 0;
}
