/* threefry2x32 PRNG and typed keys: the Random123/JAX KAT vectors, every applicable entry
   of JAX's own expectations (tests/vectors/prng/jax_expected.txt) and every key, split,
   fold_in and bits line of the development corpus (jax_corpus_dev.txt), each on every
   SIMD path this build has and this CPU supports; cross-path equality; slices; bad input.
   Expected values come only from the reference files (tests/vectors/README.md) or, for
   the cross-checks, from the block function applied by JAX's rules (manual section 5.2). */
#include "test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The paths to test: every one compiled in and supported, AUTO excluded. A path compiled in
   that this CPU lacks is reported as a skip. */
static jaxcore_prng_path tp_paths[JAXCORE_PATH_COUNT];
static int tp_npaths;

static void tp_init_paths(void) {
    int p;
    tp_npaths = 0;
    for (p = JAXCORE_PATH_SCALAR; p < JAXCORE_PATH_COUNT; ++p) {
        if (jaxcore_prng_path_supported((jaxcore_prng_path)p)) {
            tp_paths[tp_npaths++] = (jaxcore_prng_path)p;
        } else if (jaxcore_prng_path_compiled((jaxcore_prng_path)p)) {
            char what[96];
            sprintf(what, "path %s: compiled in, not supported by this CPU",
                    jaxcore_prng_path_name((jaxcore_prng_path)p));
            jt_skip(what);
        }
    }
}

static jaxcore_prng_config tp_cfg(int legacy, int x64, jaxcore_prng_path path) {
    jaxcore_prng_config c;
    memset(&c, 0, sizeof c);
    c.legacy = legacy;
    c.x64 = x64;
    c.path = path;
    return c;
}

static jaxcore_key tp_key(uint32_t k0, uint32_t k1) {
    uint32_t w[2];
    jaxcore_key k;
    w[0] = k0;
    w[1] = k1;
    memset(&k, 0, sizeof k);
    JT_CHECK(jaxcore_wrap_key_data(jaxcore_threefry2x32(), w, 2, &k) == JAXCORE_OK);
    return k;
}

/* Parses whitespace/';'/','/'['/']'-separated integers (hex when hex is set) into out;
   returns the count. */
static size_t tp_numbers(const char *s, int hex, uint64_t *out, size_t max) {
    size_t n = 0;
    while (*s && n < max) {
        char *end;
        unsigned long long v;
        if (!(hex ? strchr("0123456789abcdefABCDEF", *s) && *s : (*s >= '0' && *s <= '9'))) {
            ++s;
            continue;
        }
        if (hex && s[0] == '0' && s[1] == 'x') s += 2;
        v = strtoull(s, &end, hex ? 16 : 10);
        if ((*end >= 'a' && *end <= 'z') || (*end >= 'A' && *end <= 'Z') || *end == '_') {
            while ((*end >= 'a' && *end <= 'z') || (*end >= 'A' && *end <= 'Z') || *end == '_' ||
                   (*end >= '0' && *end <= '9'))
                ++end; /* part of a word ("counter"), not a number */
        } else {
            out[n++] = (uint64_t)v;
        }
        s = end;
    }
    return n;
}

/* Element count of a shape "(2,3)", "()" or "(3,)". */
static size_t tp_shape_count(const char *s) {
    size_t n = 1;
    s = strchr(s, '(');
    if (!s) return 0;
    for (++s; *s && *s != ')'; ++s) {
        if (*s >= '0' && *s <= '9') {
            char *end;
            n *= (size_t)strtoul(s, &end, 10);
            s = end - 1;
        }
    }
    return n;
}

/* The value after "name=" in s (or NULL). */
static const char *tp_field(const char *s, const char *name) {
    const char *p = strstr(s, name);
    return p ? p + strlen(name) : NULL;
}

/* Trims spaces at both ends, in place. */
static char *tp_trim(char *s) {
    char *e;
    while (*s == ' ')
        ++s;
    e = s + strlen(s);
    while (e > s && (e[-1] == ' ' || e[-1] == '\r' || e[-1] == '|'))
        *--e = 0;
    return s;
}

/* Splits a line at " | " into at most max fields; returns the count. */
static int tp_fields(char *line, char **f, int max) {
    int n = 0, i;
    for (i = 0; i < max; ++i)
        f[i] = line + strlen(line);
    while (n < max) {
        char *s = strstr(line, " | ");
        f[n++] = tp_trim(line);
        if (!s) break;
        *s = 0;
        line = s + 3;
    }
    return n;
}

/* ---- block function ------------------------------------------------------------------------ */

static void test_kat(void) {
    size_t len;
    char *text = jt_read_file("tests/vectors/prng/threefry2x32_kat.txt", &len), *p = text, *line;
    int count = 0, p_i;
    while (text && (line = jt_next_line(&p)) != NULL) {
        unsigned r;
        unsigned long c0, c1, k0, k1, o0, o1;
        uint32_t key[2], ctr[2], out[2];
        if (line[0] == '#' || !line[0]) continue;
        if (sscanf(line, "%u %lx %lx %lx %lx %lx %lx", &r, &c0, &c1, &k0, &k1, &o0, &o1) != 7) {
            JT_CHECK(!"malformed KAT line");
            continue;
        }
        ++count;
        key[0] = (uint32_t)k0;
        key[1] = (uint32_t)k1;
        ctr[0] = (uint32_t)c0;
        ctr[1] = (uint32_t)c1;
        JT_CHECK(jaxcore_threefry2x32_block(key, ctr, r, out) == JAXCORE_OK);
        JT_CHECK_INT(out[0], o0);
        JT_CHECK_INT(out[1], o1);
        if (r != 20) continue;
        /* the same block at many lane positions of every bulk kernel, both counter steps */
        for (p_i = 0; p_i < tp_npaths; ++p_i) {
            static const size_t pos[] = {0,  1,  3,  4,  7,  15, 16,  17,
                                         31, 32, 47, 63, 64, 65, 100, 129};
            jaxcore_prng_config cfg = tp_cfg(0, 0, tp_paths[p_i]);
            size_t i;
            for (i = 0; i < sizeof pos / sizeof pos[0]; ++i) {
                uint32_t y0[130], y1[130];
                uint32_t back = (uint32_t)pos[i];
                JT_CHECK(jaxcore_threefry2x32_stream(key, ctr[0] - back, 1, ctr[1] - back, 130, y0,
                                                     y1, &cfg) == JAXCORE_OK);
                JT_CHECK_INT(y0[pos[i]], o0);
                JT_CHECK_INT(y1[pos[i]], o1);
                JT_CHECK(jaxcore_threefry2x32_stream(key, ctr[0], 0, ctr[1] - back, 130, y0, NULL,
                                                     &cfg) == JAXCORE_OK);
                JT_CHECK_INT(y0[pos[i]], o0);
            }
        }
    }
    JT_CHECK_INT(count, 68);
    free(text);
}

/* ---- jax_expected.txt ---------------------------------------------------------------------- */

/* Seed dtype of a Python-ish seed expression "np.int64(" / "int(". */
static int tp_seed_dtype(const char *s, jaxcore_dtype *dt) {
    static const struct {
        const char *name;
        jaxcore_dtype dtype;
    } names[] = {{"np.int8(", JAXCORE_INT8},     {"np.int16(", JAXCORE_INT16},
                 {"np.int32(", JAXCORE_INT32},   {"np.int64(", JAXCORE_INT64},
                 {"np.uint8(", JAXCORE_UINT8},   {"np.uint16(", JAXCORE_UINT16},
                 {"np.uint32(", JAXCORE_UINT32}, {"np.uint64(", JAXCORE_UINT64},
                 {"(int(", JAXCORE_PY_INT}};
    size_t i;
    for (i = 0; i < sizeof names / sizeof names[0]; ++i) {
        if (strstr(s, names[i].name)) {
            *dt = names[i].dtype;
            return 1;
        }
    }
    return 0;
}

static void tp_check_key(jaxcore_key k, const uint64_t *want) {
    uint32_t w[4];
    size_t nw = 0;
    JT_CHECK(jaxcore_key_data(k, w, 4, &nw) == JAXCORE_OK);
    JT_CHECK_INT(nw, 2);
    JT_CHECK_INT(w[0], want[0]);
    JT_CHECK_INT(w[1], want[1]);
}

static void test_expected(void) {
    size_t len;
    char *text = jt_read_file("tests/vectors/prng/jax_expected.txt", &len), *p = text, *line;
    int seeds = 0, covered = 0, pi;
    while (text && (line = jt_next_line(&p)) != NULL) {
        char *f[7];
        uint64_t want[64];
        size_t nw;
        if (line[0] == '#' || !line[0]) continue;
        if (tp_fields(line, f, 7) < 6) continue;
        nw = tp_numbers(f[6] ? f[6] : "", 1, want, 64);
        for (pi = 0; pi < tp_npaths; ++pi) {
            jaxcore_prng_path path = tp_paths[pi];
            const char *id = f[0];
            jaxcore_key k, keys[4];
            int x64 = !strcmp(f[3], "1");
            if (!strncmp(id, "seed_", 5) && strcmp(id, "seed_int64_overflow")) {
                jaxcore_prng_config cfg = tp_cfg(0, x64, path);
                jaxcore_dtype dt = JAXCORE_DTYPE_INVALID;
                const char *v = strrchr(f[4], '(');
                jaxcore_result r;
                cfg.jit = strstr(f[4], "jit(") != NULL;
                JT_CHECK(tp_seed_dtype(f[4], &dt));
                r = jaxcore_random_key(NULL, (int64_t)strtoll(v + 1, NULL, 10), dt, &cfg, &k);
                if (!strcmp(f[5], "OverflowError")) {
                    JT_CHECK_INT(r, JAXCORE_ERR_OVERFLOW);
                } else {
                    JT_CHECK_INT(r, JAXCORE_OK);
                    JT_CHECK_INT(nw, 2);
                    tp_check_key(k, want);
                }
                if (pi == 0) ++seeds, ++covered;
            } else if (!strncmp(id, "kat20_", 6) && strstr(f[4], "threefry2x32(")) {
                uint64_t in[4], out[2];
                uint32_t key[2], ctr[2], y0[40], y1[40];
                jaxcore_prng_config cfg = tp_cfg(0, 0, path);
                JT_CHECK(tp_numbers(tp_field(f[4], "key="), 1, in, 2) == 2);
                JT_CHECK(tp_numbers(tp_field(f[4], "count="), 1, in + 2, 2) == 2);
                JT_CHECK(tp_numbers(f[5], 1, out, 2) == 2);
                key[0] = (uint32_t)in[0];
                key[1] = (uint32_t)in[1];
                ctr[0] = (uint32_t)in[2];
                ctr[1] = (uint32_t)in[3];
                JT_CHECK(jaxcore_threefry2x32_stream(key, ctr[0] - 20, 1, ctr[1] - 20, 40, y0, y1,
                                                     &cfg) == JAXCORE_OK);
                JT_CHECK_INT(y0[20], out[0]);
                JT_CHECK_INT(y1[20], out[1]);
                if (pi == 0) ++covered;
            } else if (!strcmp(id, "kat20_large") && pi == 0) {
                /* counts = n copies of A then n of B: n copies of y0 then n of y1 */
                size_t n = 10000000, i, bad = 0;
                uint32_t key[2] = {0x13198a2eu, 0x03707344u};
                uint32_t *buf = (uint32_t *)malloc(2 * n * sizeof *buf);
                JT_CHECK(buf != NULL);
                if (!buf) continue;
                for (i = 0; i < n; ++i) {
                    buf[i] = 0x243f6a88u;
                    buf[n + i] = 0x85a308d3u;
                }
                JT_CHECK(jaxcore_threefry_2x32(key, buf, 2 * n, buf) == JAXCORE_OK);
                for (i = 0; i < n; ++i)
                    bad += buf[i] != 0xc4923a9cu || buf[n + i] != 0x483df7a0u;
                JT_CHECK_INT(bad, 0);
                free(buf);
                ++covered;
            } else if (!strcmp(id, "kat20_empty") && pi == 0) {
                uint32_t key[2] = {0x13198a2eu, 0x03707344u}, one = 1;
                JT_CHECK(jaxcore_threefry_2x32(key, &one, 0, NULL) == JAXCORE_OK);
                ++covered;
            } else if (!strcmp(id, "iota_2x32_shape")) {
                /* partitionable counter of flat index i is (0, i): split(key, 12)[i] is
                   block(key, (0, i)) for shape (3, 4) */
                jaxcore_prng_config cfg = tp_cfg(0, 0, path);
                jaxcore_key ks[12];
                uint32_t kd[2] = {0, 42}, ctr[2], out[2];
                int i;
                k = tp_key(kd[0], kd[1]);
                JT_CHECK(jaxcore_random_split(k, 12, ks, &cfg) == JAXCORE_OK);
                for (i = 0; i < 12; ++i) {
                    ctr[0] = 0;
                    ctr[1] = (uint32_t)i;
                    jaxcore_threefry2x32_block(kd, ctr, 20, out);
                    JT_CHECK_INT(ks[i].data[0], out[0]);
                    JT_CHECK_INT(ks[i].data[1], out[1]);
                }
                if (pi == 0) ++covered;
            } else if (!strncmp(id, "bits1701_", 9)) {
                /* legacy, key(1701), shape (3,) */
                jaxcore_prng_config cfg = tp_cfg(1, x64, path);
                unsigned width = strstr(id, "u8")    ? 8
                                 : strstr(id, "u16") ? 16
                                 : strstr(id, "u32") ? 32
                                                     : 64;
                uint64_t got[3];
                uint8_t b8[3];
                uint16_t b16[3];
                uint32_t b32[3];
                int i;
                if (!strcmp(id, "bits1701_u64_x32")) {
                    /* with x64 off, bits(dtype=uint64) is bits of width 32 */
                    nw = tp_numbers(f[5], 0, want, 3);
                    width = 32;
                }
                JT_CHECK(jaxcore_random_key(NULL, 1701, JAXCORE_PY_INT, &cfg, &k) == JAXCORE_OK);
                JT_CHECK_INT(nw, 3);
                switch (width) {
                case 8: JT_CHECK(jaxcore_random_bits(k, 8, 3, b8, &cfg) == JAXCORE_OK); break;
                case 16: JT_CHECK(jaxcore_random_bits(k, 16, 3, b16, &cfg) == JAXCORE_OK); break;
                case 32: JT_CHECK(jaxcore_random_bits(k, 32, 3, b32, &cfg) == JAXCORE_OK); break;
                default: JT_CHECK(jaxcore_random_bits(k, 64, 3, got, &cfg) == JAXCORE_OK); break;
                }
                for (i = 0; i < 3; ++i) {
                    uint64_t g = width == 8    ? b8[i]
                                 : width == 16 ? b16[i]
                                 : width == 32 ? b32[i]
                                               : got[i];
                    JT_CHECK_INT(g, want[i]);
                }
                if (pi == 0) ++covered;
            } else if (!strcmp(id, "prngvalues_split4")) {
                jaxcore_prng_config cfg = tp_cfg(1, 0, path);
                int i;
                JT_CHECK(jaxcore_random_key(NULL, 0, JAXCORE_PY_INT, &cfg, &k) == JAXCORE_OK);
                JT_CHECK(jaxcore_random_split(k, 4, keys, &cfg) == JAXCORE_OK);
                JT_CHECK_INT(nw, 8);
                for (i = 0; i < 4; ++i)
                    tp_check_key(keys[i], want + 2 * i);
                if (pi == 0) ++covered;
            } else if (!strcmp(id, "prngvalues_foldin4") || !strncmp(id, "doc_stateful0_key", 17) ||
                       !strncmp(id, "doc_stateful42_key", 18)) {
                /* fold_in(key(S), D): S and D from the call text */
                const char *s = strstr(f[4], "fold_in(key(");
                jaxcore_prng_config cfg = tp_cfg(0, 0, path);
                long seed = strtol(s + 12, NULL, 10);
                const char *d = strchr(s, ',');
                unsigned long data = strtoul(d + 1, NULL, 10);
                jaxcore_key out;
                if (!nw) nw = tp_numbers(f[5], 0, want, 64);
                JT_CHECK_INT(nw, 2);
                JT_CHECK(jaxcore_random_key(NULL, seed, JAXCORE_PY_INT, &cfg, &k) == JAXCORE_OK);
                JT_CHECK(jaxcore_random_fold_in(k, (uint32_t)data, &out, &cfg) == JAXCORE_OK);
                tp_check_key(out, want);
                cfg.legacy = 1; /* fold_in does not depend on the mode */
                JT_CHECK(jaxcore_random_fold_in(k, (uint32_t)data, &out, &cfg) == JAXCORE_OK);
                tp_check_key(out, want);
                if (pi == 0) ++covered;
            } else if (!strcmp(id, "doc_stateful_42_key")) {
                JT_CHECK(jaxcore_random_key(NULL, 42, JAXCORE_PY_INT, NULL, &k) == JAXCORE_OK);
                nw = tp_numbers(f[5], 0, want, 64);
                JT_CHECK_INT(nw, 2);
                tp_check_key(k, want);
                if (pi == 0) ++covered;
            } else if (!strcmp(id, "split_foldin_symmetry")) {
                jaxcore_prng_config cfg = tp_cfg(0, 0, path);
                jaxcore_key out;
                int i;
                JT_CHECK(jaxcore_random_key(NULL, 72, JAXCORE_PY_INT, &cfg, &k) == JAXCORE_OK);
                JT_CHECK(jaxcore_random_split(k, 3, keys, &cfg) == JAXCORE_OK);
                for (i = 0; i < 3; ++i) {
                    JT_CHECK(jaxcore_random_fold_in(k, (uint32_t)i, &out, &cfg) == JAXCORE_OK);
                    JT_CHECK(jaxcore_key_equal(out, keys[i]));
                }
                if (pi == 0) ++covered;
            }
        }
    }
    JT_CHECK_INT(seeds, 44);
    JT_CHECK_INT(covered, 44 + 6 + 2 + 1 + 5 + 1 + 5 + 1 + 1);
    free(text);
}

/* ---- jax_corpus_dev.txt -------------------------------------------------------------------- */

static jaxcore_dtype tp_corpus_dtype(const char *s) {
    if (!strncmp(s, "pyint", 5)) return JAXCORE_PY_INT;
    if (!strncmp(s, "uint64", 6)) return JAXCORE_UINT64;
    if (!strncmp(s, "uint32", 6)) return JAXCORE_UINT32;
    if (!strncmp(s, "uint16", 6)) return JAXCORE_UINT16;
    if (!strncmp(s, "uint8", 5)) return JAXCORE_UINT8;
    if (!strncmp(s, "int64", 5)) return JAXCORE_INT64;
    if (!strncmp(s, "int32", 5)) return JAXCORE_INT32;
    if (!strncmp(s, "int16", 5)) return JAXCORE_INT16;
    if (!strncmp(s, "int8", 4)) return JAXCORE_INT8;
    return JAXCORE_DTYPE_INVALID;
}

/* Reads element i of a bits buffer of width w. */
static uint64_t tp_elem(const void *buf, unsigned w, size_t i) {
    switch (w) {
    case 8: return ((const uint8_t *)buf)[i];
    case 16: return ((const uint16_t *)buf)[i];
    case 32: return ((const uint32_t *)buf)[i];
    default: return ((const uint64_t *)buf)[i];
    }
}

static int tp_corpus_counts[4];

static void tp_corpus_line(char **f, jaxcore_prng_path path) {
    const char *op = f[0];
    int legacy = !strcmp(f[1], "part0");
    const char *kx = tp_field(f[2], "key=");
    const char *x64s = tp_field(f[2], "x64=");
    jaxcore_prng_config cfg = tp_cfg(legacy, x64s && *x64s == '1', path);
    uint64_t want[1024], kd[2];
    size_t nw = tp_numbers(f[3], 1, want, 1024), n, i;
    jaxcore_key k;
    if (!strcmp(op, "key")) {
        const char *sv = tp_field(f[2], "seed="), *dt = tp_field(f[2], "dtype=");
        jaxcore_dtype d = tp_corpus_dtype(dt);
        int64_t seed =
            *sv == '-' ? (int64_t)strtoll(sv, NULL, 10) : (int64_t)(uint64_t)strtoull(sv, NULL, 10);
        JT_CHECK(d != JAXCORE_DTYPE_INVALID);
        if (d == JAXCORE_PY_INT && *sv != '-' && strtoull(sv, NULL, 10) > 0x7fffffffffffffffull)
            return; /* not representable: the CLI test covers Python ints beyond int64 */
        JT_CHECK(jaxcore_random_key(NULL, seed, d, &cfg, &k) == JAXCORE_OK);
        JT_CHECK_INT(nw, 2);
        tp_check_key(k, want);
        tp_corpus_counts[0]++;
        return;
    }
    JT_CHECK(kx && tp_numbers(kx, 1, kd, 2) == 2);
    k = tp_key((uint32_t)kd[0], (uint32_t)kd[1]);
    if (!strcmp(op, "split")) {
        jaxcore_key keys[512];
        n = tp_shape_count(tp_field(f[2], "shape="));
        JT_CHECK(n <= 512 && nw == 2 * n);
        if (n > 512) return;
        JT_CHECK(jaxcore_random_split(k, n, keys, &cfg) == JAXCORE_OK);
        for (i = 0; i < n; ++i)
            tp_check_key(keys[i], want + 2 * i);
        tp_corpus_counts[1]++;
    } else if (!strcmp(op, "fold_in")) {
        const char *ds = tp_field(f[2], "data=");
        uint32_t data =
            *ds == '-' ? (uint32_t)strtol(ds, NULL, 10) : (uint32_t)strtoul(ds, NULL, 10);
        jaxcore_key out;
        JT_CHECK(jaxcore_random_fold_in(k, data, &out, &cfg) == JAXCORE_OK);
        JT_CHECK_INT(nw, 2);
        tp_check_key(out, want);
        tp_corpus_counts[2]++;
    } else if (!strncmp(op, "bits", 4)) {
        unsigned w = (unsigned)atoi(op + 4);
        uint64_t buf[1024], part[1024];
        size_t a, c;
        n = tp_shape_count(tp_field(f[2], "shape="));
        JT_CHECK(n <= 1024 && nw == n);
        if (n > 1024) return;
        JT_CHECK(jaxcore_random_bits(k, w, n, buf, &cfg) == JAXCORE_OK);
        for (i = 0; i < n; ++i)
            JT_CHECK_INT(tp_elem(buf, w, i), want[i]);
        /* every slice of the array equals the slice of the whole */
        for (a = 0; a <= n; ++a) {
            for (c = 0; a + c <= n; ++c) {
                memset(part, 0xee, sizeof part);
                JT_CHECK(jaxcore_random_bits_slice(k, w, n, a, c, part, &cfg) == JAXCORE_OK);
                for (i = 0; i < c; ++i)
                    if (!JT_CHECK(tp_elem(part, w, i) == want[a + i])) return;
                JT_CHECK(tp_elem(part, w, c) == tp_elem(part, w, 1023)); /* nothing beyond */
            }
        }
        tp_corpus_counts[3]++;
    }
}

static void test_corpus(void) {
    size_t len;
    char *text = jt_read_file("tests/vectors/prng/jax_corpus_dev.txt", &len), *p = text, *line;
    int pi;
    memset(tp_corpus_counts, 0, sizeof tp_corpus_counts);
    while (text && (line = jt_next_line(&p)) != NULL) {
        char *f[6];
        if (line[0] == '#' || !line[0]) continue;
        if (tp_fields(line, f, 6) < 4) continue;
        if (strcmp(f[0], "key") && strcmp(f[0], "split") && strcmp(f[0], "fold_in") &&
            strncmp(f[0], "bits", 4))
            continue;
        for (pi = 0; pi < tp_npaths; ++pi)
            tp_corpus_line(f, tp_paths[pi]);
    }
    /* all 45 key lines, 74 split, 54 fold_in and 440 bits lines, on every path */
    JT_CHECK_INT(tp_corpus_counts[0], 45 * tp_npaths);
    JT_CHECK_INT(tp_corpus_counts[1], 74 * tp_npaths);
    JT_CHECK_INT(tp_corpus_counts[2], 54 * tp_npaths);
    JT_CHECK_INT(tp_corpus_counts[3], 440 * tp_npaths);
    free(text);
}

/* ---- cross-path equality, slices across 2^32 counters ---------------------------------------- */

/* 0, 1, odd sizes, every vector width (4, 8, 16 lanes) and loop width (16, 32, 64, 128, 192
   blocks per iteration) +-1, and large */
static const size_t tp_sizes[] = {0,   1,   2,   3,   4,   5,   7,   8,   9,   15,   16,   17,
                                  31,  32,  33,  63,  64,  65,  127, 128, 129, 191,  192,  193,
                                  255, 256, 257, 383, 384, 385, 511, 512, 513, 1000, 4097, 100003};

static void test_cross_path(void) {
    static const unsigned widths[] = {8, 16, 32, 64};
    size_t nmax = 100003, si, n;
    uint64_t *ref = (uint64_t *)malloc(nmax * 8 + 8), *got = (uint64_t *)malloc(nmax * 8 + 8);
    jaxcore_key *kref = (jaxcore_key *)malloc(4097 * sizeof *kref);
    jaxcore_key *kgot = (jaxcore_key *)malloc(4097 * sizeof *kgot);
    jaxcore_key k = tp_key(0x12345678u, 0x9abcdef0u);
    int legacy, wi, pi;
    JT_CHECK(ref && got && kref && kgot);
    if (!ref || !got || !kref || !kgot) goto done;
    for (si = 0; si < sizeof tp_sizes / sizeof tp_sizes[0]; ++si) {
        n = tp_sizes[si];
        for (legacy = 0; legacy < 2; ++legacy) {
            jaxcore_prng_config sc = tp_cfg(legacy, 1, JAXCORE_PATH_SCALAR);
            for (wi = 0; wi < 4; ++wi) {
                unsigned w = widths[wi];
                JT_CHECK(jaxcore_random_bits(k, w, n, ref, &sc) == JAXCORE_OK);
                for (pi = 0; pi < tp_npaths; ++pi) {
                    jaxcore_prng_config c = tp_cfg(legacy, 1, tp_paths[pi]);
                    memset(got, 0x5a, n * 8 + 8);
                    JT_CHECK(jaxcore_random_bits(k, w, n, got, &c) == JAXCORE_OK);
                    if (!JT_CHECK(!memcmp(ref, got, n * (w / 8)))) {
                        fprintf(stderr, "  path %s n %lu legacy %d width %u\n",
                                jaxcore_prng_path_name(tp_paths[pi]), (unsigned long)n, legacy, w);
                    }
                    JT_CHECK(((unsigned char *)got)[n * (w / 8)] == 0x5a); /* nothing beyond */
                }
            }
            if (n > 4097) continue;
            JT_CHECK(jaxcore_random_split(k, n, kref, &sc) == JAXCORE_OK);
            for (pi = 0; pi < tp_npaths; ++pi) {
                jaxcore_prng_config c = tp_cfg(legacy, 0, tp_paths[pi]);
                size_t i;
                JT_CHECK(jaxcore_random_split(k, n, kgot, &c) == JAXCORE_OK);
                for (i = 0; i < n; ++i)
                    if (!JT_CHECK(jaxcore_key_equal(kref[i], kgot[i]))) break;
            }
        }
    }
done:
    free(ref);
    free(got);
    free(kref);
    free(kgot);
}

/* Block function outputs for the partitionable element i: block(key, (i >> 32, i)). */
static void tp_part_block(const uint32_t *kd, uint64_t i, uint32_t *y) {
    uint32_t ctr[2];
    ctr[0] = (uint32_t)(i >> 32);
    ctr[1] = (uint32_t)i;
    jaxcore_threefry2x32_block(kd, ctr, 20, y);
}

/* Word t of the legacy stream of m words (JAX's non-partitionable threefry bits), from the block
   function: pieces of 2^32-1 words with keys of legacy split(key, nb+1). */
static uint32_t tp_legacy_word(const uint32_t *kd, uint64_t m, uint64_t t) {
    const uint64_t piece = 0xffffffffu;
    uint64_t nb = m / piece, len = m, o = t, h;
    uint32_t key[2], ctr[2], y[2];
    key[0] = kd[0];
    key[1] = kd[1];
    if (nb) {
        jaxcore_prng_config legacy = tp_cfg(1, 0, JAXCORE_PATH_SCALAR);
        jaxcore_key sub;
        uint64_t b = t / piece;
        JT_CHECK(jaxcore_random_split_slice(tp_key(kd[0], kd[1]), nb + 1, b, 1, &sub, &legacy) ==
                 JAXCORE_OK);
        key[0] = sub.data[0];
        key[1] = sub.data[1];
        o = t % piece;
        len = b < nb ? piece : m % piece;
    }
    h = (len + 1) / 2;
    if (o < h) {
        ctr[0] = (uint32_t)o;
        ctr[1] = h + o < len ? (uint32_t)(h + o) : 0u;
        jaxcore_threefry2x32_block(key, ctr, 20, y);
        return y[0];
    }
    ctr[0] = (uint32_t)(o - h);
    ctr[1] = (uint32_t)o;
    jaxcore_threefry2x32_block(key, ctr, 20, y);
    return y[1];
}

static void test_slices_2p32(void) {
    const uint32_t kd[2] = {0x0badcafeu, 0x00c0ffeeu};
    jaxcore_key k = tp_key(kd[0], kd[1]);
    const uint64_t p32 = (uint64_t)1 << 32;
    uint64_t got[700];
    int pi, wi;
    for (pi = 0; pi < tp_npaths; ++pi) {
        /* partitionable split: keys 2^32-200 .. 2^32+199 have counters (0, .) then (1, .) */
        jaxcore_key keys[400];
        jaxcore_prng_config part = tp_cfg(0, 0, tp_paths[pi]);
        size_t i;
        JT_CHECK(jaxcore_random_split_slice(k, 2 * p32, p32 - 200, 400, keys, &part) == JAXCORE_OK);
        for (i = 0; i < 400; ++i) {
            uint32_t y[2];
            tp_part_block(kd, p32 - 200 + i, y);
            if (!JT_CHECK(keys[i].data[0] == y[0] && keys[i].data[1] == y[1])) break;
        }
    }
    for (pi = 0; pi < tp_npaths; ++pi) {
        for (wi = 0; wi < 4; ++wi) {
            unsigned w = 8u << wi;
            jaxcore_prng_config part = tp_cfg(0, 1, tp_paths[pi]), leg = tp_cfg(1, 1, tp_paths[pi]);
            uint64_t total, start, i, per = 32 / (w < 32 ? w : 32), m;
            size_t count = 700;
            /* partitionable: counters (0, 2^32-350) .. (1, 349) */
            total = 3 * p32;
            start = p32 - 350;
            JT_CHECK(jaxcore_random_bits_slice(k, w, total, start, count, got, &part) ==
                     JAXCORE_OK);
            for (i = 0; i < count; ++i) {
                uint32_t y[2];
                uint64_t want;
                tp_part_block(kd, start + i, y);
                want = w == 64 ? (uint64_t)y[0] << 32 | y[1] : (y[0] ^ y[1]) & (~0ull >> (64 - w));
                if (!JT_CHECK(tp_elem(got, w, i) == want)) break;
            }
            /* legacy: a stream of m >= 2^32-1 words, slice across the piece boundary */
            if (w == 64) {
                total = p32 / 2 + 500; /* m = 2^32 + 1000 */
                m = 2 * total;
                start = (0xffffffffu - total) - 350; /* low words cross word 2^32-1 */
            } else {
                total = (p32 + 1000) * per;
                m = total / per;
                start = (0xffffffffu - 350) * per;
            }
            JT_CHECK(jaxcore_random_bits_slice(k, w, total, start, count, got, &leg) == JAXCORE_OK);
            for (i = 0; i < count; ++i) {
                uint64_t e = start + i, want;
                if (w == 64)
                    want =
                        (uint64_t)tp_legacy_word(kd, m, e) << 32 | tp_legacy_word(kd, m, total + e);
                else
                    want = (tp_legacy_word(kd, m, e / per) >> (w * (e % per))) &
                           (~0ull >> (64 - (w < 32 ? w : 32)));
                if (!JT_CHECK(tp_elem(got, w, i) == want)) {
                    fprintf(stderr, "  path %s width %u element %llu\n",
                            jaxcore_prng_path_name(tp_paths[pi]), w, (unsigned long long)e);
                    break;
                }
            }
        }
    }
}

/* The small-call path (default key and config, one or two blocks: fold_in, split, bits32)
   equals the block function, across the carry into the high counter word, and leaves
   bad calls to the checked path (errors, outputs untouched). */
static void test_small_calls(void) {
    const uint32_t kd[2] = {0x12345678u, 0x9abcdef0u};
    jaxcore_key k = tp_key(kd[0], kd[1]), keys[2], f, g;
    const uint64_t p32 = (uint64_t)1 << 32;
    const uint64_t starts[] = {0, 1, 5, p32 - 2, p32 - 1, p32, 3 * p32 - 2};
    jaxcore_prng_config def = tp_cfg(0, 0, JAXCORE_PATH_AUTO);
    uint32_t got[2], y[2], ctr[2] = {0, 77};
    size_t si, n, i;
    for (si = 0; si < sizeof starts / sizeof starts[0]; ++si) {
        for (n = 1; n <= 2; ++n) {
            uint64_t total = 3 * p32, start = starts[si];
            JT_CHECK(jaxcore_random_bits_slice(k, 32, total, start, n, got, NULL) == JAXCORE_OK);
            JT_CHECK(jaxcore_random_split_slice(k, total, start, n, keys, NULL) == JAXCORE_OK);
            for (i = 0; i < n; ++i) {
                tp_part_block(kd, start + i, y);
                JT_CHECK(got[i] == (y[0] ^ y[1]));
                JT_CHECK(keys[i].data[0] == y[0] && keys[i].data[1] == y[1]);
            }
        }
    }
    JT_CHECK(jaxcore_random_fold_in(k, 77, &f, NULL) == JAXCORE_OK);
    JT_CHECK(jaxcore_random_fold_in(k, 77, &g, &def) == JAXCORE_OK);
    jaxcore_threefry2x32_block(kd, ctr, 20, y);
    JT_CHECK(jaxcore_key_equal(f, g) && f.data[0] == y[0] && f.data[1] == y[1]);
    got[0] = 0xdeadbeefu;
    JT_CHECK(jaxcore_random_bits_slice(k, 32, 4, 5, 1, got, NULL) == JAXCORE_ERR_INVALID_ARG);
    JT_CHECK(jaxcore_random_bits_slice(k, 32, 4, 3, 2, got, NULL) == JAXCORE_ERR_INVALID_ARG);
    JT_CHECK(got[0] == 0xdeadbeefu);
    JT_CHECK(jaxcore_random_bits(k, 32, 1, NULL, NULL) == JAXCORE_ERR_NULL);
    JT_CHECK(jaxcore_random_split(k, 2, NULL, NULL) == JAXCORE_ERR_NULL);
    JT_CHECK(jaxcore_random_fold_in(k, 1, NULL, NULL) == JAXCORE_ERR_NULL);
}

/* Random slices equal the slice of the whole array, both modes, all widths and paths. */
static void test_slices_random(void) {
    uint64_t *whole = (uint64_t *)malloc(5000 * 8), *part = (uint64_t *)malloc(5000 * 8);
    jaxcore_key k = tp_key(7, 11);
    uint32_t state = 12345u;
    int iter, pi;
    JT_CHECK(whole && part);
    for (iter = 0; whole && part && iter < 300; ++iter) {
        unsigned w = 8u << (iter % 4);
        int legacy = (iter / 4) % 2;
        size_t n, a, c;
        state = state * 1103515245u + 12345u;
        n = 1 + (state >> 8) % 4999;
        state = state * 1103515245u + 12345u;
        a = (state >> 8) % n;
        state = state * 1103515245u + 12345u;
        c = (state >> 8) % (n - a + 1);
        for (pi = 0; pi < tp_npaths; ++pi) {
            jaxcore_prng_config cfg = tp_cfg(legacy, 1, tp_paths[pi]);
            JT_CHECK(jaxcore_random_bits(k, w, n, whole, &cfg) == JAXCORE_OK);
            JT_CHECK(jaxcore_random_bits_slice(k, w, n, a, c, part, &cfg) == JAXCORE_OK);
            JT_CHECK(!memcmp((char *)whole + a * (w / 8), part, c * (w / 8)));
        }
        if (n <= 4096) {
            jaxcore_key *kw = (jaxcore_key *)malloc(n * sizeof *kw),
                        *kp = (jaxcore_key *)malloc(n * sizeof *kp);
            jaxcore_prng_config cfg = tp_cfg(legacy, 0, JAXCORE_PATH_AUTO);
            size_t i;
            JT_CHECK(kw && kp);
            if (kw && kp) {
                JT_CHECK(jaxcore_random_split(k, n, kw, &cfg) == JAXCORE_OK);
                JT_CHECK(jaxcore_random_split_slice(k, n, a, c, kp, &cfg) == JAXCORE_OK);
                for (i = 0; i < c; ++i)
                    JT_CHECK(jaxcore_key_equal(kw[a + i], kp[i]));
            }
            free(kw);
            free(kp);
        }
    }
    free(whole);
    free(part);
}

/* ---- keys and bad input --------------------------------------------------------------------- */

static void test_keys_api(void) {
    jaxcore_key k, k2, out;
    jaxcore_prng_config cfg = tp_cfg(0, 0, JAXCORE_PATH_AUTO);
    uint32_t w[4] = {1, 2, 3, 4};
    size_t nw = 99, len = 0;
    char name[16];
    JT_CHECK(jaxcore_random_key(NULL, 42, JAXCORE_PY_INT, NULL, &k) == JAXCORE_OK);
    JT_CHECK(k.impl == jaxcore_threefry2x32());
    JT_CHECK_STR(k.impl->name, "threefry2x32");
    JT_CHECK(jaxcore_prng_impl_by_name("threefry2x32", 12) == jaxcore_threefry2x32());
    JT_CHECK(jaxcore_prng_impl_by_name("threefry", 8) == NULL);
    JT_CHECK(jaxcore_key_dtype_name(k, name, sizeof name, &len) == JAXCORE_OK);
    JT_CHECK_STR(name, "key<fry>");
    JT_CHECK_INT(len, 8);
    /* key_data: size query, too small, ok */
    JT_CHECK(jaxcore_key_data(k, NULL, 0, &nw) == JAXCORE_OK);
    JT_CHECK_INT(nw, 2);
    JT_CHECK(jaxcore_key_data(k, w, 1, &nw) == JAXCORE_ERR_BUFFER_TOO_SMALL);
    JT_CHECK_INT(w[0], 1);
    JT_CHECK(jaxcore_key_data(k, w, 4, NULL) == JAXCORE_OK);
    JT_CHECK_INT(w[0], 0);
    JT_CHECK_INT(w[1], 42);
    JT_CHECK_INT(w[2], 3);
    /* wrap_key_data: the word count must match the impl */
    JT_CHECK(jaxcore_wrap_key_data(NULL, w, 3, &k2) == JAXCORE_ERR_IMPL_MISMATCH);
    JT_CHECK(jaxcore_wrap_key_data(NULL, w, 2, &k2) == JAXCORE_OK);
    JT_CHECK(jaxcore_key_equal(k, k2));
    JT_CHECK(jaxcore_wrap_key_data(NULL, NULL, 2, &k2) == JAXCORE_ERR_NULL);
    /* seed offset: added in the seed's dtype */
    cfg.seed_offset = 5;
    JT_CHECK(jaxcore_random_key(NULL, 37, JAXCORE_PY_INT, &cfg, &k2) == JAXCORE_OK);
    JT_CHECK(jaxcore_key_equal(k, k2));
    cfg.seed_offset = 1;
    JT_CHECK(jaxcore_random_key(NULL, 127, JAXCORE_INT8, &cfg, &k2) == JAXCORE_OK);
    JT_CHECK_INT(k2.data[0], 0);
    JT_CHECK_INT(k2.data[1], 0xffffff80u); /* int8 127 + 1 wraps to -128 */
    cfg.seed_offset = 0;
    /* a zeroed key has no implementation */
    memset(&k2, 0, sizeof k2);
    out = k;
    JT_CHECK(jaxcore_random_fold_in(k2, 1, &out, NULL) == JAXCORE_ERR_IMPL_MISMATCH);
    JT_CHECK(jaxcore_key_equal(out, k));
    JT_CHECK(!jaxcore_key_equal(k2, k2));
    JT_CHECK(jaxcore_random_bits(k2, 32, 1, w, NULL) == JAXCORE_ERR_IMPL_MISMATCH);
    JT_CHECK(jaxcore_random_split(k2, 1, &out, NULL) == JAXCORE_ERR_IMPL_MISMATCH);
    JT_CHECK(jaxcore_key_data(k2, w, 4, &nw) == JAXCORE_ERR_IMPL_MISMATCH);
}

static void test_bad_input(void) {
    jaxcore_key k, keys[2];
    jaxcore_prng_config cfg = tp_cfg(0, 0, JAXCORE_PATH_AUTO);
    uint32_t buf[4] = {7, 7, 7, 7};
    const size_t big = (size_t)-1 / 2;
    JT_CHECK(jaxcore_random_key(NULL, 0, JAXCORE_PY_INT, NULL, &k) == JAXCORE_OK);
    keys[0] = keys[1] = k;
    /* widths */
    JT_CHECK(jaxcore_random_bits(k, 7, 1, buf, NULL) == JAXCORE_ERR_WIDTH);
    JT_CHECK(jaxcore_random_bits(k, 0, 1, buf, NULL) == JAXCORE_ERR_WIDTH);
    JT_CHECK(jaxcore_random_bits(k, 128, 1, buf, NULL) == JAXCORE_ERR_WIDTH);
    JT_CHECK(jaxcore_random_bits(k, 7, 0, buf, NULL) == JAXCORE_ERR_WIDTH);
    JT_CHECK_INT(buf[0], 7);
    /* n = 0 succeeds and writes nothing; NULL output with n > 0 fails */
    JT_CHECK(jaxcore_random_bits(k, 32, 0, NULL, NULL) == JAXCORE_OK);
    JT_CHECK(jaxcore_random_bits(k, 32, 0, buf, NULL) == JAXCORE_OK);
    JT_CHECK(jaxcore_random_split(k, 0, NULL, NULL) == JAXCORE_OK);
    JT_CHECK_INT(buf[0], 7);
    JT_CHECK(jaxcore_random_bits(k, 32, 1, NULL, NULL) == JAXCORE_ERR_NULL);
    JT_CHECK(jaxcore_random_split(k, 1, NULL, NULL) == JAXCORE_ERR_NULL);
    JT_CHECK(jaxcore_random_fold_in(k, 1, NULL, NULL) == JAXCORE_ERR_NULL);
    JT_CHECK(jaxcore_random_key(NULL, 0, JAXCORE_PY_INT, NULL, NULL) == JAXCORE_ERR_NULL);
    /* byte sizes that overflow size_t */
    JT_CHECK(jaxcore_random_bits(k, 32, big, buf, NULL) == JAXCORE_ERR_OVERFLOW);
    JT_CHECK(jaxcore_random_bits(k, 64, big / 2 + 1, buf, NULL) == JAXCORE_ERR_OVERFLOW);
    JT_CHECK(jaxcore_random_split(k, big / 4, keys, NULL) == JAXCORE_ERR_OVERFLOW);
    JT_CHECK_INT(buf[0], 7);
    JT_CHECK(jaxcore_key_equal(keys[0], k));
    /* slices outside the array */
    JT_CHECK(jaxcore_random_bits_slice(k, 32, 10, 8, 3, buf, NULL) == JAXCORE_ERR_INVALID_ARG);
    JT_CHECK(jaxcore_random_bits_slice(k, 32, 10, 11, 0, buf, NULL) == JAXCORE_ERR_INVALID_ARG);
    JT_CHECK(jaxcore_random_split_slice(k, 1, 1, 1, keys, NULL) == JAXCORE_ERR_INVALID_ARG);
    JT_CHECK_INT(buf[0], 7);
    /* legacy split of 2^31 keys or more: JAX's uint32 iota cannot count them */
    cfg.legacy = 1;
    JT_CHECK(jaxcore_random_split_slice(k, (uint64_t)1 << 31, 0, 1, keys, &cfg) ==
             JAXCORE_ERR_OVERFLOW);
    JT_CHECK(jaxcore_key_equal(keys[0], k));
    cfg.legacy = 0;
    /* paths */
    cfg.path = (jaxcore_prng_path)99;
    JT_CHECK(jaxcore_random_bits(k, 32, 1, buf, &cfg) == JAXCORE_ERR_UNSUPPORTED_PATH);
    cfg.path = JAXCORE_PATH_COUNT;
    JT_CHECK(jaxcore_random_bits(k, 32, 1, buf, &cfg) == JAXCORE_ERR_UNSUPPORTED_PATH);
#if defined(__x86_64__) || defined(_M_X64)
    cfg.path = JAXCORE_PATH_NEON;
    JT_CHECK(jaxcore_random_bits(k, 32, 1, buf, &cfg) == JAXCORE_ERR_UNSUPPORTED_PATH);
    JT_CHECK(!jaxcore_prng_path_supported(JAXCORE_PATH_NEON));
#endif
    JT_CHECK_INT(buf[0], 7);
    JT_CHECK(jaxcore_prng_path_supported(JAXCORE_PATH_SCALAR));
    JT_CHECK(jaxcore_prng_path_supported(JAXCORE_PATH_AUTO));
    JT_CHECK(jaxcore_prng_path_auto() != JAXCORE_PATH_AUTO);
    /* a supported path is compiled in; a path outside the enum is neither */
    {
        int p;
        for (p = 0; p < JAXCORE_PATH_COUNT; ++p)
            JT_CHECK(!jaxcore_prng_path_supported((jaxcore_prng_path)p) ||
                     jaxcore_prng_path_compiled((jaxcore_prng_path)p));
        JT_CHECK(jaxcore_prng_path_compiled(JAXCORE_PATH_SCALAR));
        JT_CHECK(!jaxcore_prng_path_compiled(JAXCORE_PATH_COUNT));
#if defined(__x86_64__) || defined(_M_X64)
        JT_CHECK(!jaxcore_prng_path_compiled(JAXCORE_PATH_NEON));
        JT_CHECK(!jaxcore_prng_path_compiled(JAXCORE_PATH_SIMD128));
#endif
    }
    /* seeds outside their dtype, and dtypes that are not integer seeds */
    JT_CHECK(jaxcore_random_key(NULL, 300, JAXCORE_INT8, NULL, keys) == JAXCORE_ERR_OVERFLOW);
    JT_CHECK(jaxcore_random_key(NULL, -1, JAXCORE_UINT8, NULL, keys) == JAXCORE_ERR_OVERFLOW);
    JT_CHECK(jaxcore_random_key(NULL, 65536, JAXCORE_UINT16, NULL, keys) == JAXCORE_ERR_OVERFLOW);
    JT_CHECK(jaxcore_random_key(NULL, (int64_t)1 << 31, JAXCORE_INT32, NULL, keys) ==
             JAXCORE_ERR_OVERFLOW);
    JT_CHECK(jaxcore_random_key(NULL, 1, JAXCORE_FLOAT32, NULL, keys) == JAXCORE_ERR_INVALID_DTYPE);
    JT_CHECK(jaxcore_random_key(NULL, 1, JAXCORE_BOOL, NULL, keys) == JAXCORE_ERR_INVALID_DTYPE);
    JT_CHECK(jaxcore_key_equal(keys[0], k));
    /* block functions */
    JT_CHECK(jaxcore_threefry2x32_block(NULL, buf, 20, buf) == JAXCORE_ERR_NULL);
    JT_CHECK(jaxcore_threefry2x32_stream(buf, 0, 2, 0, 4, buf, NULL, NULL) ==
             JAXCORE_ERR_INVALID_ARG);
    JT_CHECK_INT(buf[0], 7);
    JT_CHECK_STR(jaxcore_result_name(JAXCORE_ERR_IMPL_MISMATCH), "JAXCORE_ERR_IMPL_MISMATCH");
    JT_CHECK(JAXCORE_RESULT_MIN <= JAXCORE_ERR_IMPL_MISMATCH);
}

/* ---- threefry4x32, philox4x32, philox2x32 ---------------------------------------------------- */

/* JAX's KAT vectors for the other implementations (jax_expected.txt kat_philox2x32,
   kat_philox4x32, kat_threefry4x32). */
static void test_other_kats(void) {
    size_t len;
    char *text = jt_read_file("tests/vectors/prng/jax_expected.txt", &len), *p = text, *line;
    int count = 0;
    while (text && (line = jt_next_line(&p)) != NULL) {
        char *f[7];
        uint64_t key[4], ctr[4], want[4];
        uint32_t k[4], c[4], y[4];
        size_t nk, nc, i, words;
        if (line[0] == '#' || tp_fields(line, f, 7) < 6) continue;
        if (strncmp(f[0], "kat_philox", 10) && strncmp(f[0], "kat_threefry4x32", 16)) continue;
        /* the key words end where ", counter=" begins */
        nk = tp_numbers(tp_field(f[4], "key="), 1, key,
                        !strcmp(f[0], "kat_philox2x32")   ? 1
                        : !strcmp(f[0], "kat_philox4x32") ? 2
                                                          : 4);
        nc = tp_numbers(tp_field(f[4], "counter="), 1, ctr, 4);
        words = tp_numbers(f[5], 1, want, 4);
        for (i = 0; i < 4; ++i) {
            k[i] = i < nk ? (uint32_t)key[i] : 0;
            c[i] = i < nc ? (uint32_t)ctr[i] : 0;
        }
        if (!strcmp(f[0], "kat_philox2x32")) {
            JT_CHECK(nk == 1 && nc == 2 && words == 2);
            JT_CHECK(jaxcore_philox2x32_block(k, c, 10, y) == JAXCORE_OK);
        } else if (!strcmp(f[0], "kat_philox4x32")) {
            JT_CHECK(nk == 2 && nc == 4 && words == 4);
            JT_CHECK(jaxcore_philox4x32_block(k, c, 10, y) == JAXCORE_OK);
        } else {
            JT_CHECK(nk == 4 && nc == 4 && words == 4);
            JT_CHECK(jaxcore_threefry4x32_block(k, c, 20, y) == JAXCORE_OK);
        }
        for (i = 0; i < words; ++i)
            JT_CHECK_INT(y[i], want[i]);
        ++count;
    }
    JT_CHECK_INT(count, 9);
    free(text);
}

/* The impls follow JAX's definitions: seed, split, fold_in and bits from the block
   functions (checked above), split(key, n)[i] == fold_in(key, i), names and tags. */
static void test_other_impls(void) {
    static const char *const names[3] = {"threefry4x32", "philox4x32", "philox2x32"};
    static const char *const tags[3] = {"key<fry4>", "key<phx4>", "key<phx2>"};
    static const unsigned words[3] = {4, 2, 1};
    int which, legacy;
    for (which = 0; which < 3; ++which) {
        const jaxcore_prng_impl *impl =
            jaxcore_prng_impl_by_name(names[which], strlen(names[which]));
        jaxcore_key k, keys[40], out;
        uint32_t kd[4], z[4] = {0, 0, 0, 0}, c[4], y[4], b32[40];
        uint64_t b64[40];
        char tag[16];
        size_t nw, i, j;
        JT_CHECK(impl != NULL);
        if (!impl) continue;
        JT_CHECK_INT(impl->key_words, words[which]);
        JT_CHECK(jaxcore_random_key(impl, -5, JAXCORE_INT64, NULL, &k) == JAXCORE_OK);
        JT_CHECK(k.impl == impl);
        JT_CHECK(jaxcore_key_dtype_name(k, tag, sizeof tag, NULL) == JAXCORE_OK);
        JT_CHECK_STR(tag, tags[which]);
        JT_CHECK(jaxcore_key_data(k, kd, 4, &nw) == JAXCORE_OK);
        JT_CHECK_INT(nw, words[which]);
        /* seed: x64 off, so the words are (0, 0xfffffffb) */
        c[0] = 0;
        c[1] = 0xfffffffbu;
        c[2] = c[3] = 0;
        if (which == 0) {
            uint32_t sk[4] = {0, 0xfffffffbu, 0, 0};
            jaxcore_threefry4x32_block(sk, z, 20, y);
        } else if (which == 1) {
            jaxcore_philox4x32_block(z, c, 10, y);
        } else {
            jaxcore_philox2x32_block(z, c, 10, y);
        }
        for (j = 0; j < words[which]; ++j)
            JT_CHECK_INT(kd[j], y[j]);
        for (legacy = 0; legacy < 2; ++legacy) { /* the flag does not matter */
            jaxcore_prng_config cfg = tp_cfg(legacy, 0, JAXCORE_PATH_AUTO);
            JT_CHECK(jaxcore_random_split(k, 40, keys, &cfg) == JAXCORE_OK);
            JT_CHECK(jaxcore_random_bits(k, 32, 40, b32, &cfg) == JAXCORE_OK);
            JT_CHECK(jaxcore_random_bits(k, 64, 40, b64, &cfg) == JAXCORE_OK);
            for (i = 0; i < 40; ++i) {
                JT_CHECK(jaxcore_random_fold_in(k, (uint32_t)i, &out, &cfg) == JAXCORE_OK);
                JT_CHECK(jaxcore_key_equal(out, keys[i]));
                /* bits: counter (hi(i), lo(i), 0, 0) */
                c[0] = 0;
                c[1] = (uint32_t)i;
                c[2] = c[3] = 0;
                if (which == 0) {
                    jaxcore_threefry4x32_block(kd, c, 20, y);
                    JT_CHECK(b64[i] == ((uint64_t)(y[0] ^ y[2]) << 32 | (y[1] ^ y[3])));
                } else if (which == 1) {
                    jaxcore_philox4x32_block(kd, c, 10, y);
                    JT_CHECK(b64[i] == ((uint64_t)y[0] << 32 | y[1]));
                } else {
                    jaxcore_philox2x32_block(kd, c, 10, y);
                    y[2] = y[3] = 0;
                    JT_CHECK(b64[i] == ((uint64_t)y[0] << 32 | y[1]));
                }
                JT_CHECK_INT(b32[i], y[0] ^ y[1] ^ y[2] ^ y[3]);
            }
        }
        /* a key of one impl cannot be rewrapped with another's word count */
        JT_CHECK(jaxcore_wrap_key_data(impl, kd, words[which] + 1, &out) ==
                 JAXCORE_ERR_IMPL_MISMATCH);
        JT_CHECK(!jaxcore_key_equal(k, tp_key(kd[0], which == 2 ? 0 : kd[1])));
    }
}

/* ---- a user-supplied implementation -----------------------------------------------------------
 */

/* A toy 1-word generator: seed = lo ^ hi, split/fold_in/bits by a multiply-xorshift hash of
   (key, index). Only here to show the descriptor is pluggable. */
static uint32_t tp_hash(uint32_t k, uint64_t i) {
    uint64_t x = (i + 1) * 0x9E3779B97F4A7C15ull ^ k;
    x ^= x >> 31;
    x *= 0xBF58476D1CE4E5B9ull;
    return (uint32_t)(x ^ (x >> 29));
}
static jaxcore_result tp_toy_seed(const jaxcore_prng_impl *impl, uint32_t hi, uint32_t lo,
                                  uint32_t *key, const jaxcore_prng_config *cfg) {
    (void)impl;
    (void)cfg;
    key[0] = hi ^ lo;
    return JAXCORE_OK;
}
static jaxcore_result tp_toy_split(const jaxcore_prng_impl *impl, const uint32_t *key,
                                   uint64_t total, uint64_t start, size_t count, uint32_t *out,
                                   const jaxcore_prng_config *cfg) {
    size_t t;
    (void)impl;
    (void)total;
    (void)cfg;
    for (t = 0; t < count; ++t)
        out[t] = tp_hash(key[0], start + t);
    return JAXCORE_OK;
}
static jaxcore_result tp_toy_fold_in(const jaxcore_prng_impl *impl, const uint32_t *key,
                                     uint32_t data, uint32_t *out, const jaxcore_prng_config *cfg) {
    (void)impl;
    (void)cfg;
    out[0] = tp_hash(key[0], data);
    return JAXCORE_OK;
}
static jaxcore_result tp_toy_bits(const jaxcore_prng_impl *impl, const uint32_t *key,
                                  unsigned width, uint64_t total, uint64_t start, size_t count,
                                  void *out, const jaxcore_prng_config *cfg) {
    size_t t;
    (void)impl;
    (void)total;
    (void)cfg;
    if (width != 32) return JAXCORE_ERR_WIDTH; /* a user impl may support fewer widths */
    for (t = 0; t < count; ++t)
        ((uint32_t *)out)[t] = tp_hash(~key[0], start + t);
    return JAXCORE_OK;
}

static void test_user_impl(void) {
    jaxcore_prng_impl toy;
    jaxcore_key k, keys[5], out;
    uint32_t bits[5], part[2];
    uint16_t b16[2];
    char tag[16];
    int i;
    memset(&toy, 0, sizeof toy);
    toy.name = "toy";
    toy.tag = "toy";
    toy.key_words = 1;
    toy.seed = tp_toy_seed;
    toy.split = tp_toy_split;
    toy.fold_in = tp_toy_fold_in;
    toy.bits = tp_toy_bits;
    JT_CHECK(jaxcore_random_key(&toy, 5, JAXCORE_PY_INT, NULL, &k) == JAXCORE_OK);
    JT_CHECK(k.impl == &toy);
    JT_CHECK_INT(k.data[0], 5);
    JT_CHECK_INT(k.data[1], 0);
    JT_CHECK(jaxcore_key_dtype_name(k, tag, sizeof tag, NULL) == JAXCORE_OK);
    JT_CHECK_STR(tag, "key<toy>");
    JT_CHECK(jaxcore_random_split(k, 5, keys, NULL) == JAXCORE_OK);
    JT_CHECK(jaxcore_random_bits(k, 32, 5, bits, NULL) == JAXCORE_OK);
    JT_CHECK(jaxcore_random_bits_slice(k, 32, 5, 3, 2, part, NULL) == JAXCORE_OK);
    JT_CHECK(part[0] == bits[3] && part[1] == bits[4]);
    JT_CHECK(jaxcore_random_bits(k, 16, 2, b16, NULL) == JAXCORE_ERR_WIDTH);
    for (i = 0; i < 5; ++i) {
        JT_CHECK(keys[i].impl == &toy);
        JT_CHECK_INT(keys[i].data[0], tp_hash(5, (uint64_t)i));
        JT_CHECK_INT(bits[i], tp_hash(~5u, (uint64_t)i));
    }
    JT_CHECK(jaxcore_random_fold_in(k, 3, &out, NULL) == JAXCORE_OK);
    JT_CHECK(jaxcore_key_equal(out, keys[3]));
    /* equal words under different impls are different keys */
    JT_CHECK(jaxcore_wrap_key_data(jaxcore_philox2x32(), k.data, 1, &out) == JAXCORE_OK);
    JT_CHECK(!jaxcore_key_equal(out, k));
    /* an incomplete descriptor is rejected */
    toy.bits = NULL;
    JT_CHECK(jaxcore_random_key(&toy, 5, JAXCORE_PY_INT, NULL, &out) == JAXCORE_ERR_IMPL_MISMATCH);
    JT_CHECK(jaxcore_random_split(k, 1, &out, NULL) == JAXCORE_ERR_IMPL_MISMATCH);
    toy.bits = tp_toy_bits;
    toy.key_words = 5;
    JT_CHECK(jaxcore_random_split(k, 1, &out, NULL) == JAXCORE_ERR_IMPL_MISMATCH);
}

/* ---- rbg, unsafe_rbg ------------------------------------------------------------------------ */

/* Random123's Philox-4x32 known answers (7 and 10 rounds): the block of XLA's RngBitGenerator. */
static void test_philox4x32_kat(void) {
    size_t len;
    char *text = jt_read_file("tests/vectors/prng/philox4x32_kat.txt", &len), *p = text, *line;
    int count = 0;
    while (text && (line = jt_next_line(&p)) != NULL) {
        uint64_t v[11];
        uint32_t k[2], c[4], y[4];
        int i;
        if (line[0] == '#' || tp_numbers(line, 1, v, 11) != 11) continue;
        for (i = 0; i < 4; ++i)
            c[i] = (uint32_t)v[1 + i];
        k[0] = (uint32_t)v[5];
        k[1] = (uint32_t)v[6];
        /* the rounds were read as hex: 7 and 0x10 */
        JT_CHECK(jaxcore_philox4x32_block(k, c, v[0] == 0x10 ? 10 : (unsigned)v[0], y) ==
                 JAXCORE_OK);
        for (i = 0; i < 4; ++i)
            JT_CHECK_INT(y[i], v[7 + i]);
        ++count;
    }
    JT_CHECK_INT(count, 110);
    free(text);
}

/* The two implementations follow rbg.py and XLA's expansion of RngBitGenerator: seeds,
   split/fold_in from threefry2x32 (rbg) or from the stream (unsafe_rbg), the stream's
   layout in every width, slices; the stream's words come from the Philox block above. */
static void test_rbg_impls(void) {
    const jaxcore_prng_impl *rbg = jaxcore_rbg(), *urbg = jaxcore_unsafe_rbg();
    const jaxcore_prng_impl *tf = jaxcore_threefry2x32();
    jaxcore_prng_config cfg;
    jaxcore_key k, t2, keys[25], half[25], out;
    uint32_t w[4], b32[48], part[7], y[4];
    uint16_t b16[48];
    uint8_t b8[48];
    uint64_t b64[24];
    char tag[16];
    size_t i, j;
    int legacy;
    JT_CHECK(jaxcore_prng_impl_by_name("rbg", 3) == rbg);
    JT_CHECK(jaxcore_prng_impl_by_name("unsafe_rbg", 10) == urbg);
    JT_CHECK_INT(rbg->key_words, 4);
    JT_CHECK_INT(urbg->key_words, 4);
    /* jax.random.key(0, impl='rbg') prints key<rbg> over [0 0 0 0] (JEP 9263) */
    JT_CHECK(jaxcore_random_key(rbg, 0, JAXCORE_PY_INT, NULL, &k) == JAXCORE_OK);
    JT_CHECK(jaxcore_key_dtype_name(k, tag, sizeof tag, NULL) == JAXCORE_OK);
    JT_CHECK_STR(tag, "key<rbg>");
    JT_CHECK(k.data[0] == 0 && k.data[1] == 0 && k.data[2] == 0 && k.data[3] == 0);
    /* bits of the zero key: block 0 of Philox4x32-10, key 0, counter 0 (Random123 KAT) */
    JT_CHECK(jaxcore_random_bits(k, 32, 4, b32, NULL) == JAXCORE_OK);
    JT_CHECK(b32[0] == 0x6627e8d5u && b32[1] == 0xe169c58du && b32[2] == 0xbc57ac4cu &&
             b32[3] == 0x9b00dbd8u);
    /* all-ones key: Philox key (k0, k1), counter (k2, k3, k0, k1): the KAT's ffffffff row;
       block 1's counter wraps to 0 with the carry */
    w[0] = w[1] = w[2] = w[3] = 0xffffffffu;
    JT_CHECK(jaxcore_wrap_key_data(urbg, w, 4, &k) == JAXCORE_OK);
    JT_CHECK(jaxcore_random_bits(k, 32, 8, b32, NULL) == JAXCORE_OK);
    JT_CHECK(b32[0] == 0x408f276du && b32[1] == 0x41c83b0eu && b32[2] == 0xa20bc7c6u &&
             b32[3] == 0x6d5451fdu);
    {
        uint32_t pk[2] = {0xffffffffu, 0xffffffffu}, c0[4] = {0, 0, 0, 0};
        jaxcore_philox4x32_block(pk, c0, 10, y);
        for (i = 0; i < 4; ++i)
            JT_CHECK_INT(b32[4 + i], y[i]);
    }
    JT_CHECK(jaxcore_random_key(urbg, 7, JAXCORE_PY_INT, NULL, &k) == JAXCORE_OK);
    JT_CHECK(jaxcore_key_dtype_name(k, tag, sizeof tag, NULL) == JAXCORE_OK);
    JT_CHECK_STR(tag, "key<urbg>");
    /* seeds: threefry2x32's words twice, every seed dtype and x64 */
    memset(&cfg, 0, sizeof cfg);
    for (legacy = 0; legacy < 2; ++legacy) {
        cfg.x64 = legacy;
        JT_CHECK(jaxcore_random_key(rbg, -5, JAXCORE_INT64, &cfg, &k) == JAXCORE_OK);
        JT_CHECK(jaxcore_random_key(NULL, -5, JAXCORE_INT64, &cfg, &t2) == JAXCORE_OK);
        JT_CHECK(k.data[0] == t2.data[0] && k.data[1] == t2.data[1] && k.data[2] == t2.data[0] &&
                 k.data[3] == t2.data[1]);
    }
    /* the stream's layout: a (4j + w) = block j word w; narrow widths truncate; 64-bit
       element 2j + h = words (2h+1):(2h); any slice equals the whole */
    w[0] = 0x01234567u;
    w[1] = 0x89abcdefu;
    w[2] = 0xfffffffeu; /* the counter's low half carries into the high half at block 2 */
    w[3] = 0xffffffffu;
    JT_CHECK(jaxcore_wrap_key_data(rbg, w, 4, &k) == JAXCORE_OK);
    JT_CHECK(jaxcore_random_bits(k, 32, 48, b32, NULL) == JAXCORE_OK);
    JT_CHECK(jaxcore_random_bits(k, 16, 48, b16, NULL) == JAXCORE_OK);
    JT_CHECK(jaxcore_random_bits(k, 8, 48, b8, NULL) == JAXCORE_OK);
    JT_CHECK(jaxcore_random_bits(k, 64, 24, b64, NULL) == JAXCORE_OK);
    for (j = 0; j < 12; ++j) {
        uint64_t lo = ((uint64_t)w[3] << 32 | w[2]) + j, hi = (uint64_t)w[1] << 32 | w[0];
        uint32_t c[4];
        hi += lo < j;
        c[0] = (uint32_t)lo;
        c[1] = (uint32_t)(lo >> 32);
        c[2] = (uint32_t)hi;
        c[3] = (uint32_t)(hi >> 32);
        jaxcore_philox4x32_block(w, c, 10, y);
        for (i = 0; i < 4; ++i) {
            JT_CHECK_INT(b32[4 * j + i], y[i]);
            JT_CHECK_INT(b16[4 * j + i], (uint16_t)y[i]);
            JT_CHECK_INT(b8[4 * j + i], (uint8_t)y[i]);
        }
        JT_CHECK(b64[2 * j] == ((uint64_t)y[1] << 32 | y[0]));
        JT_CHECK(b64[2 * j + 1] == ((uint64_t)y[3] << 32 | y[2]));
    }
    JT_CHECK(jaxcore_rng_bit_generator(w, 32, 5, 7, part) == JAXCORE_OK);
    JT_CHECK(!memcmp(part, b32 + 5, sizeof part));
    JT_CHECK(jaxcore_random_bits_slice(k, 32, 1000, 41, 7, part, NULL) == JAXCORE_OK);
    JT_CHECK(!memcmp(part, b32 + 41, sizeof part));
    JT_CHECK(jaxcore_rng_bit_generator(w, 12, 0, 1, part) == JAXCORE_ERR_WIDTH);
    { /* every width, every start and count against the whole */
        static const unsigned widths[4] = {8, 16, 32, 64};
        unsigned wi;
        for (wi = 0; wi < 4; ++wi) {
            unsigned width = widths[wi], size = width / 8;
            const unsigned char *whole = width == 8    ? (const unsigned char *)b8
                                         : width == 16 ? (const unsigned char *)b16
                                         : width == 32 ? (const unsigned char *)b32
                                                       : (const unsigned char *)b64;
            size_t start, cnt;
            for (start = 0; start < 10; ++start) {
                for (cnt = 0; cnt + start <= 24; ++cnt) {
                    unsigned char sl[24 * 8 + 1];
                    sl[cnt * size] = 0xa5; /* nothing past the slice is written */
                    JT_CHECK(jaxcore_random_bits_slice(k, width, 24, start, cnt, sl, NULL) ==
                             JAXCORE_OK);
                    JT_CHECK(!memcmp(sl, whole + start * size, cnt * size));
                    JT_CHECK(sl[cnt * size] == 0xa5);
                }
            }
        }
    }
    /* bits do not depend on the mode */
    cfg.x64 = 0;
    cfg.legacy = 1;
    JT_CHECK(jaxcore_random_bits(k, 32, 7, part, &cfg) == JAXCORE_OK);
    JT_CHECK(!memcmp(part, b32, sizeof part));
    /* rbg split / fold_in: threefry2x32's on each half, in both modes */
    for (legacy = 0; legacy < 2; ++legacy) {
        cfg.legacy = legacy;
        for (i = 0; i < 2; ++i) {
            jaxcore_key h;
            JT_CHECK(jaxcore_wrap_key_data(tf, w + 2 * i, 2, &h) == JAXCORE_OK);
            JT_CHECK(jaxcore_random_split(h, 25, half, &cfg) == JAXCORE_OK);
            JT_CHECK(jaxcore_random_split(k, 25, keys, &cfg) == JAXCORE_OK);
            for (j = 0; j < 25; ++j) {
                JT_CHECK(keys[j].impl == rbg);
                JT_CHECK(keys[j].data[2 * i] == half[j].data[0] &&
                         keys[j].data[2 * i + 1] == half[j].data[1]);
            }
            JT_CHECK(jaxcore_random_fold_in(h, 0xdeadbeefu, &t2, &cfg) == JAXCORE_OK);
            JT_CHECK(jaxcore_random_fold_in(k, 0xdeadbeefu, &out, &cfg) == JAXCORE_OK);
            JT_CHECK(out.data[2 * i] == t2.data[0] && out.data[2 * i + 1] == t2.data[1]);
        }
        JT_CHECK(jaxcore_random_split_slice(k, 25, 20, 5, half, &cfg) == JAXCORE_OK);
        for (j = 0; j < 5; ++j)
            JT_CHECK(jaxcore_key_equal(half[j], keys[20 + j]));
    }
    /* unsafe_rbg split(key, n)[i]: row 10 i of rng_bit_generator(key, (10 n, 4)); fold_in(key,
       d): key ^ the last row of rng_bit_generator([0 d 0 d], (10, 4)); no mode dependence */
    JT_CHECK(jaxcore_wrap_key_data(urbg, w, 4, &k) == JAXCORE_OK);
    for (legacy = 0; legacy < 2; ++legacy) {
        uint32_t s[4], rows[40];
        cfg.legacy = legacy;
        JT_CHECK(jaxcore_random_split(k, 4, keys, &cfg) == JAXCORE_OK);
        for (j = 0; j < 4; ++j) {
            JT_CHECK(jaxcore_rng_bit_generator(w, 32, 40 * j, 4, part) == JAXCORE_OK);
            JT_CHECK(keys[j].impl == urbg);
            for (i = 0; i < 4; ++i)
                JT_CHECK_INT(keys[j].data[i], part[i]);
        }
        s[0] = s[2] = 0;
        s[1] = s[3] = 0xfffffffbu; /* fold_in(key, -5) */
        JT_CHECK(jaxcore_rng_bit_generator(s, 32, 0, 40, rows) == JAXCORE_OK);
        JT_CHECK(jaxcore_random_fold_in(k, 0xfffffffbu, &out, &cfg) == JAXCORE_OK);
        for (i = 0; i < 4; ++i)
            JT_CHECK_INT(out.data[i], w[i] ^ rows[36 + i]);
    }
    /* JAX's CPU back-compat data: unsafe_rbg split of the raw key [42 43 44 45] into 6 */
    {
        size_t len;
        char *text = jt_read_file("tests/vectors/prng/jax_rbg_backcompat.txt", &len), *q = text,
             *ln;
        uint64_t v[4];
        jaxcore_key kk, got[6];
        int row = -1;
        while (text && (ln = jt_next_line(&q)) != NULL) {
            if (ln[0] == '#' || tp_numbers(ln, 0, v, 4) != 4) continue;
            if (row < 0) {
                uint32_t kw[4];
                for (i = 0; i < 4; ++i)
                    kw[i] = (uint32_t)v[i];
                JT_CHECK(!strncmp(ln, "key ", 4));
                JT_CHECK(jaxcore_wrap_key_data(urbg, kw, 4, &kk) == JAXCORE_OK);
                JT_CHECK(jaxcore_random_split(kk, 6, got, NULL) == JAXCORE_OK);
            } else if (row < 6) {
                for (i = 0; i < 4; ++i)
                    JT_CHECK_INT(got[row].data[i], v[i]);
            }
            ++row;
        }
        JT_CHECK_INT(row, 6);
        free(text);
    }
    /* JAX's test_wrap_key_explicit: the same words under rbg and unsafe_rbg differ in type */
    JT_CHECK(jaxcore_random_key(rbg, 17, JAXCORE_PY_INT, NULL, &k) == JAXCORE_OK);
    JT_CHECK(jaxcore_wrap_key_data(urbg, k.data, 4, &out) == JAXCORE_OK);
    JT_CHECK(!jaxcore_key_equal(k, out));
    JT_CHECK(jaxcore_wrap_key_data(rbg, k.data, 2, &out) == JAXCORE_ERR_IMPL_MISMATCH);
}

/* ---- portable key bytes ------------------------------------------------------------------ */

/* Save-game bytes: the layout of jaxcore_key_serialize's documentation, checksum computed
   independently (FNV-1a 32 in Python). The suite runs this on big-endian s390x, 32-bit,
   Arm and Windows builds too: every one must write and read these same bytes. */
static void test_key_serialize(void) {
    static const unsigned char key42[21] = {0x4a, 0x58, 0x4b, 0x01, 0x03, 0x66, 0x72,
                                            0x79, 0x02, 0x00, 0x00, 0x00, 0x00, 0x2a,
                                            0x00, 0x00, 0x00, 0xf5, 0x45, 0x2d, 0xef};
    static const unsigned char phx2[18] = {0x4a, 0x58, 0x4b, 0x01, 0x04, 0x70, 0x68, 0x78, 0x32,
                                           0x01, 0xef, 0xbe, 0xad, 0xde, 0x98, 0x2c, 0x17, 0x59};
    unsigned char buf[JAXCORE_KEY_SERIAL_MAX + 8], bad[sizeof key42];
    jaxcore_key k, back, none = JAXCORE_KEY_NONE;
    jaxcore_prng_impl toy;
    const jaxcore_prng_impl *impl;
    uint32_t w = 0xdeadbeefu, b1[8], b2[8];
    size_t len = 0, used = 0, i, j;
    JT_CHECK(jaxcore_random_key(NULL, 42, JAXCORE_PY_INT, NULL, &k) == JAXCORE_OK);
    /* size query, too small (buffer untouched), exact */
    JT_CHECK(jaxcore_key_serialize(k, NULL, 0, &len) == JAXCORE_OK);
    JT_CHECK_INT(len, 21);
    memset(buf, 0x5a, sizeof buf);
    JT_CHECK(jaxcore_key_serialize(k, buf, 20, &len) == JAXCORE_ERR_BUFFER_TOO_SMALL);
    JT_CHECK_INT(buf[0], 0x5a);
    JT_CHECK(jaxcore_key_serialize(k, buf, sizeof buf, &len) == JAXCORE_OK);
    JT_CHECK(len == sizeof key42 && !memcmp(buf, key42, sizeof key42));
    JT_CHECK_INT(buf[21], 0x5a);
    JT_CHECK(jaxcore_key_deserialize(key42, sizeof key42, NULL, &back, NULL) == JAXCORE_OK);
    JT_CHECK(jaxcore_key_equal(back, k));
    JT_CHECK(jaxcore_wrap_key_data(jaxcore_philox2x32(), &w, 1, &k) == JAXCORE_OK);
    JT_CHECK(jaxcore_key_serialize(k, buf, sizeof buf, &len) == JAXCORE_OK);
    JT_CHECK(len == sizeof phx2 && !memcmp(buf, phx2, sizeof phx2));
    /* every built-in implementation round-trips and restores the same stream */
    for (i = 0; (impl = jaxcore_prng_impl_builtin(i)) != NULL; ++i) {
        JT_CHECK(jaxcore_prng_impl_by_name(impl->name, strlen(impl->name)) == impl);
        JT_CHECK(jaxcore_random_key(impl, 1234567, JAXCORE_PY_INT, NULL, &k) == JAXCORE_OK);
        JT_CHECK(jaxcore_key_serialize(k, buf, sizeof buf, &len) == JAXCORE_OK);
        JT_CHECK(len <= JAXCORE_KEY_SERIAL_MAX);
        memset(&back, 0, sizeof back);
        JT_CHECK(jaxcore_key_deserialize(buf, len, NULL, &back, NULL) == JAXCORE_OK);
        JT_CHECK(back.impl == impl && jaxcore_key_equal(back, k));
        JT_CHECK(jaxcore_random_bits(k, 32, 8, b1, NULL) == JAXCORE_OK);
        JT_CHECK(jaxcore_random_bits(back, 32, 8, b2, NULL) == JAXCORE_OK);
        JT_CHECK(!memcmp(b1, b2, sizeof b1));
        /* any one byte changed is rejected */
        for (j = 0; j < len; ++j) {
            buf[j] ^= 0x01;
            JT_CHECK(jaxcore_key_deserialize(buf, len, NULL, &back, NULL) != JAXCORE_OK);
            buf[j] ^= 0x01;
        }
    }
    JT_CHECK(i >= 4);
    /* a packet: bytes may follow the key when used is given */
    memcpy(buf, key42, sizeof key42);
    buf[21] = 0x77;
    JT_CHECK(jaxcore_key_deserialize(buf, 22, NULL, &back, NULL) == JAXCORE_ERR_INVALID_ARG);
    JT_CHECK(jaxcore_key_deserialize(buf, 22, NULL, &back, &used) == JAXCORE_OK);
    JT_CHECK_INT(used, 21);
    /* bad input: outputs untouched */
    memset(&back, 0, sizeof back);
    used = 99;
    JT_CHECK(jaxcore_key_deserialize(key42, 20, NULL, &back, &used) == JAXCORE_ERR_INVALID_ARG);
    JT_CHECK(jaxcore_key_deserialize(key42, 0, NULL, &back, &used) == JAXCORE_ERR_INVALID_ARG);
    JT_CHECK(jaxcore_key_deserialize(NULL, 21, NULL, &back, &used) == JAXCORE_ERR_NULL);
    JT_CHECK(jaxcore_key_deserialize(key42, 21, NULL, NULL, &used) == JAXCORE_ERR_NULL);
    memcpy(bad, key42, sizeof bad);
    bad[3] = 2; /* a later version */
    JT_CHECK(jaxcore_key_deserialize(bad, sizeof bad, NULL, &back, &used) ==
             JAXCORE_ERR_INVALID_ARG);
    JT_CHECK(back.impl == NULL && used == 99);
    /* an unknown tag with a valid checksum; a word count the impl does not have */
    JT_CHECK(jaxcore_wrap_key_data(NULL, k.data, 2, &k) == JAXCORE_OK);
    memset(&toy, 0, sizeof toy);
    toy = *jaxcore_threefry2x32();
    toy.name = "toy";
    toy.tag = "toy";
    k.impl = &toy;
    JT_CHECK(jaxcore_key_serialize(k, buf, sizeof buf, &len) == JAXCORE_OK);
    JT_CHECK(jaxcore_key_deserialize(buf, len, NULL, &back, NULL) == JAXCORE_ERR_IMPL_MISMATCH);
    /* ... which the user's implementation reads, and another does not */
    JT_CHECK(jaxcore_key_deserialize(buf, len, &toy, &back, NULL) == JAXCORE_OK);
    JT_CHECK(jaxcore_key_equal(back, k));
    JT_CHECK(jaxcore_key_deserialize(buf, len, jaxcore_philox2x32(), &back, NULL) ==
             JAXCORE_ERR_IMPL_MISMATCH);
    toy.key_words = 1;
    JT_CHECK(jaxcore_key_deserialize(buf, len, &toy, &back, NULL) == JAXCORE_ERR_IMPL_MISMATCH);
    /* tags that cannot be written */
    toy.tag = "with space";
    k.impl = &toy;
    JT_CHECK(jaxcore_key_serialize(k, buf, sizeof buf, &len) == JAXCORE_ERR_IMPL_MISMATCH);
    toy.tag = "seventeen-bytes-x";
    JT_CHECK(jaxcore_key_serialize(k, buf, sizeof buf, &len) == JAXCORE_ERR_IMPL_MISMATCH);
    /* "no key yet" */
    JT_CHECK(jaxcore_key_serialize(none, buf, sizeof buf, &len) == JAXCORE_ERR_IMPL_MISMATCH);
    JT_CHECK(jaxcore_random_bits(none, 32, 1, b1, NULL) == JAXCORE_ERR_IMPL_MISMATCH);
    JT_CHECK(jaxcore_prng_impl_builtin(i) == NULL);
}

void test_prng(void) {
    tp_init_paths();
    JT_RUN(test_kat);
    JT_RUN(test_expected);
    JT_RUN(test_corpus);
    JT_RUN(test_cross_path);
    JT_RUN(test_slices_2p32);
    JT_RUN(test_slices_random);
    JT_RUN(test_small_calls);
    JT_RUN(test_keys_api);
    JT_RUN(test_bad_input);
    JT_RUN(test_other_kats);
    JT_RUN(test_other_impls);
    JT_RUN(test_user_impl);
    JT_RUN(test_philox4x32_kat);
    JT_RUN(test_rbg_impls);
    JT_RUN(test_key_serialize);
}
