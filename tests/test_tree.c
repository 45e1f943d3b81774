/* pytree treedef tests: every case of tests/vectors/pytree_cases_dev.txt and
   pytree_ops_dev.txt (JAX reference data, see tests/vectors/README.md), malformed input,
   buffer handling. Cases the C API cannot express are counted and listed as skipped. */
#include "test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- helpers ---- */

typedef struct tt {
    void *buf;
    jaxcore_tree t;
} tt;

static int tt_parse_cfg(tt *x, const char *s, const jaxcore_tree_config *cfg,
                        jaxcore_tree_error *err) {
    size_t need = 0;
    jaxcore_tree_error e;
    int r = jaxcore_tree_size(s, strlen(s), cfg, &need, err ? err : &e);
    x->buf = NULL;
    if (r != JAXCORE_OK) return r;
    x->buf = malloc(need);
    r = jaxcore_tree_parse(x->buf, need, s, strlen(s), cfg, &x->t, err ? err : &e);
    return r;
}
static int tt_parse(tt *x, const char *s) { return tt_parse_cfg(x, s, NULL, NULL); }
/* A Python literal from the vector files, positional namedtuple fields named first. */
static char *nt_keywords(const char *s);
static int tt_parse_lit(tt *x, const char *s) {
    char *k = nt_keywords(s);
    int r = tt_parse_cfg(x, k, NULL, NULL);
    free(k);
    return r;
}
static void tt_free(tt *x) {
    free(x->buf);
    x->buf = NULL;
}

/* repr / value repr / keystr into a malloc'd string ("<error N>" on failure). */
static char *tt_text(int which, const jaxcore_tree *t, size_t leaf, const char *const *leaves,
                     size_t n) {
    size_t len = 0;
    char *s;
    int r;
    if (which == 0)
        r = jaxcore_tree_repr(t, NULL, 0, &len);
    else if (which == 1)
        r = jaxcore_tree_value_repr(t, leaves, n, NULL, 0, &len);
    else
        r = jaxcore_tree_keystr(t, leaf, which == 3, which == 3 ? "/" : NULL, NULL, 0, &len);
    if (r != JAXCORE_OK) {
        s = (char *)malloc(32);
        snprintf(s, 32, "<error %d>", r);
        return s;
    }
    s = (char *)malloc(len + 1);
    if (which == 0)
        r = jaxcore_tree_repr(t, s, len + 1, NULL);
    else if (which == 1)
        r = jaxcore_tree_value_repr(t, leaves, n, s, len + 1, NULL);
    else
        r = jaxcore_tree_keystr(t, leaf, which == 3, which == 3 ? "/" : NULL, s, len + 1, NULL);
    JT_CHECK_INT(r, JAXCORE_OK);
    return s;
}
static char *tt_repr(const jaxcore_tree *t) { return tt_text(0, t, 0, NULL, 0); }

/* Decodes the JSON string at *s (pointing at '"'), advances *s; malloc'd result. */
static char *js_string(const char **s) {
    const char *p = *s + 1;
    char *out = (char *)malloc(strlen(p) + 1), *o = out;
    while (*p && *p != '"') {
        if (*p == '\\') {
            ++p;
            *o++ = *p == 'n' ? '\n' : *p == 't' ? '\t' : *p;
        } else {
            *o++ = *p;
        }
        ++p;
    }
    *o = 0;
    *s = *p ? p + 1 : p;
    return out;
}

/* A JSON array of scalars: strings decoded, other scalars as raw text. Returns the count. */
static int js_list(const char *s, char **items, int max) {
    int n = 0;
    while (*s == ' ')
        ++s;
    if (*s != '[') return -1;
    ++s;
    for (;;) {
        while (*s == ' ' || *s == ',')
            ++s;
        if (*s == ']' || !*s) break;
        if (n == max) return -1;
        if (*s == '"') {
            items[n++] = js_string(&s);
        } else {
            const char *e = s;
            while (*e && *e != ',' && *e != ']')
                ++e;
            items[n] = (char *)malloc((size_t)(e - s) + 1);
            memcpy(items[n], s, (size_t)(e - s));
            items[n++][e - s] = 0;
            s = e;
        }
    }
    return n;
}
static void js_free(char **items, int n) {
    int i;
    for (i = 0; i < n; ++i)
        free(items[i]);
}
/* The "message" of an {"error": ..., "message": ...} cell, or NULL. */
static char *js_error_message(const char *s) {
    const char *m = strstr(s, "\"message\": ");
    if (s[0] != '{' || !m) return NULL;
    m += strlen("\"message\": ");
    return js_string(&m);
}

/* Literals whose every Name(...) is a namedtuple from the vector files' header (the C
   parser reads any Name(...) as a namedtuple; custom classes cannot be written so), or
   CustomNode(...) / PyTreeDef(...) text.
   NameTuple is excluded: its __name__ is 'ATuple'. */
static int only_namedtuples(const char *s) {
    static const char *ok[] = {"Point",      "ATuple",     "ATuple2",  "ANamedTupleSubclass",
                               "EmptyTuple", "CustomNode", "PyTreeDef"};
    const char *p = s;
    while (*p) {
        if ((*p >= 'A' && *p <= 'Z') || (*p >= 'a' && *p <= 'z') || *p == '_') {
            const char *e = p;
            size_t i;
            int found = 0;
            while ((*e >= 'A' && *e <= 'Z') || (*e >= 'a' && *e <= 'z') || *e == '_' ||
                   (*e >= '0' && *e <= '9'))
                ++e;
            if (*e == '(') {
                for (i = 0; i < sizeof ok / sizeof ok[0]; ++i)
                    if (strlen(ok[i]) == (size_t)(e - p) && !strncmp(ok[i], p, (size_t)(e - p)))
                        found = 1;
                if (!found) return 0;
            }
            p = e;
        } else if (*p == '\'' || *p == '"') {
            char q = *p++;
            while (*p && *p != q)
                p += *p == '\\' && p[1] ? 2 : 1;
            if (*p) ++p;
        } else {
            ++p;
        }
    }
    return 1;
}

/* Rewrites positional namedtuple arguments as keywords, with the field names the vector
   files' header declares (Point(3, 4) -> Point(x=3, y=4)), so that key paths and value
   reprs are defined. Returns a malloc'd string. */
static char *nt_keywords(const char *s) {
    static const struct {
        const char *name, *fields[2];
        int n;
    } nts[] = {{"Point", {"x", "y"}, 2},
               {"ATuple", {"foo", "bar"}, 2},
               {"ATuple2", {"foo", "bar"}, 2},
               {"ANamedTupleSubclass", {"foo", "bar"}, 2},
               {"EmptyTuple", {"", ""}, 0}};
    struct {
        int nt, arg;
    } stack[256];
    int sp = 0, at_arg = 0;
    char *out = (char *)malloc(strlen(s) * 4 + 16), *o = out;
    const char *p = s;
    while (*p) {
        if (at_arg && *p != ' ') {
            const char *e = p;
            at_arg = 0;
            while ((*e >= 'a' && *e <= 'z') || (*e >= 'A' && *e <= 'Z') || *e == '_')
                ++e;
            if (*p != ')' && !(e > p && *e == '=' && e[1] != '=') &&
                stack[sp - 1].arg < nts[stack[sp - 1].nt].n)
                o += sprintf(o, "%s=", nts[stack[sp - 1].nt].fields[stack[sp - 1].arg]);
        }
        if (*p == '\'' || *p == '"') {
            char q = *p;
            *o++ = *p++;
            while (*p && *p != q) {
                if (*p == '\\' && p[1]) *o++ = *p++;
                *o++ = *p++;
            }
            if (*p) *o++ = *p++;
            continue;
        }
        if (*p == '(' || *p == '[' || *p == '{') {
            int nt = -1;
            size_t i;
            if (*p == '(')
                for (i = 0; i < sizeof nts / sizeof nts[0]; ++i) {
                    size_t l = strlen(nts[i].name);
                    if ((size_t)(o - out) >= l && !strncmp(o - l, nts[i].name, l) &&
                        ((size_t)(o - out) == l ||
                         !((o[-(long)l - 1] >= 'A' && o[-(long)l - 1] <= 'Z') ||
                           (o[-(long)l - 1] >= 'a' && o[-(long)l - 1] <= 'z'))))
                        nt = (int)i;
                }
            stack[sp].nt = nt;
            stack[sp++].arg = 0;
            at_arg = nt >= 0;
        } else if ((*p == ')' || *p == ']' || *p == '}') && sp) {
            --sp;
        } else if (*p == ',' && sp && stack[sp - 1].nt >= 0) {
            ++stack[sp - 1].arg;
            at_arg = 1;
        }
        *o++ = *p++;
    }
    *o = 0;
    return out;
}

static int has_positional_namedtuple(const jaxcore_tree *t) {
    size_t i;
    for (i = 0; i < t->count; ++i)
        if (t->nodes[i].kind == JAXCORE_TREE_NAMEDTUPLE && t->nodes[i].arity &&
            t->nodes[i + 1].key_type != JAXCORE_TREE_KEY_ATTR)
            return 1;
    return 0;
}

/* Skipped vector cases, counted per reason and summarized once. */
static int skipped;
static const char *skip_reasons[16];
static int skip_counts[16];
static void skip(const char *what, const char *why) {
    int i;
    (void)what;
    ++skipped;
    for (i = 0; i < 16 && skip_reasons[i]; ++i)
        if (!strcmp(skip_reasons[i], why)) break;
    if (i == 16) return;
    skip_reasons[i] = why;
    ++skip_counts[i];
}

/* Do the key paths of this repr follow from the text alone? True when every CustomNode
   is a type the vector files' header registers without keys (FlattenedIndexKey), an
   OrderedDict or a defaultdict (DictKeys from the aux), and no namedtuple (no field
   names in a repr). */
static int repr_keys_known(const char *s) {
    static const char *ok[] = {
        "AnObject[",  "Special[",     "RegisteredSpecial[", "RegisteredSpecial2[", "MyContainer[",
        "FlatCache[", "NDIndexer[",   "StaticInt[",         "StaticTuple[",        "StaticDict[",
        "BlackBox[",  "OrderedDict[", "defaultdict["};
    const char *p = s;
    while ((p = strstr(p, "CustomNode(")) != NULL) {
        size_t i;
        int found = 0;
        p += strlen("CustomNode(");
        for (i = 0; i < sizeof ok / sizeof ok[0]; ++i)
            if (!strncmp(p, ok[i], strlen(ok[i]))) found = 1;
        if (!found) return 0;
    }
    return 1;
}

/* Checks counts, key paths and leaves of a parsed tree against one cases row. */
static void check_row_tree(const jaxcore_tree *t, char **f, int check_leaves) {
    char *items[64];
    int n = js_list(f[4], items, 64), i;
    JT_CHECK_INT(jaxcore_tree_num_leaves(t), atoi(f[2]));
    JT_CHECK_INT(jaxcore_tree_num_nodes(t), atoi(f[3]));
    if (has_positional_namedtuple(t)) {
        if (jaxcore_tree_num_leaves(t)) {
            size_t len;
            JT_CHECK_INT(jaxcore_tree_keystr(t, 0, 0, NULL, NULL, 0, &len),
                         JAXCORE_ERR_TREE_NO_FIELDS);
        }
    } else if (JT_CHECK_INT(n, (long long)jaxcore_tree_num_leaves(t))) {
        for (i = 0; i < n; ++i) {
            char *k = tt_text(2, t, (size_t)i, NULL, 0);
            JT_CHECK_STR(k, items[i]);
            free(k);
        }
    }
    js_free(items, n < 0 ? 0 : n);
    if (check_leaves && strcmp(f[5], "-")) {
        n = js_list(f[5], items, 64);
        if (JT_CHECK_INT(n, (long long)jaxcore_tree_num_leaves(t)))
            for (i = 0; i < n; ++i) {
                const char *text;
                size_t len;
                JT_CHECK_INT(jaxcore_tree_leaf_text(t, (size_t)i, &text, &len), JAXCORE_OK);
                JT_CHECK(len == strlen(items[i]) && !memcmp(text, items[i], len));
            }
        js_free(items, n < 0 ? 0 : n);
    }
}

/* ---- pytree_cases_dev.txt ---- */

static void test_cases_file(void) {
    char *text = jt_read_file("tests/vectors/pytree_cases_dev.txt", NULL), *p = text, *line;
    int rows = 0, core = 0;
    if (!text) return;
    while ((line = jt_next_line(&p)) != NULL) {
        char *f[9];
        tt a, b;
        char *r;
        if (!*line || line[0] == '#') continue;
        if (!JT_CHECK(jt_split(line, '\t', f, 9) == 9)) continue;
        ++rows;
        /* the repr column: parse, print back byte for byte */
        if (!JT_CHECK_INT(tt_parse(&a, f[1]), JAXCORE_OK)) {
            fprintf(stderr, "  repr: %s\n", f[1]);
            tt_free(&a);
            continue;
        }
        r = tt_repr(&a.t);
        JT_CHECK_STR(r, f[1]);
        free(r);
        JT_CHECK_INT(jaxcore_tree_num_leaves(&a.t), atoi(f[2]));
        JT_CHECK_INT(jaxcore_tree_num_nodes(&a.t), atoi(f[3]));
        if (!strcmp(f[6], "core")) {
            ++core;
            check_row_tree(&a.t, f, 0);
        } else if (repr_keys_known(f[1])) {
            check_row_tree(&a.t, f, 0);
        } else {
            skip(f[1], "cases: key paths of a repr with namedtuples or keyed custom types "
                       "(GetAttrKey/str keys are not in the repr)");
        }
        /* the input literal */
        if (!strcmp(f[0], "-")) {
            skip(f[1], "cases: repr-only row (no input literal; repr round-tripped)");
        } else if (!only_namedtuples(f[0])) {
            skip(f[0], "cases: input literal is a custom/dataclass/OrderedDict value (no C "
                       "literal; its repr column is still round-tripped)");
        } else if (JT_CHECK_INT(tt_parse_lit(&b, f[0]), JAXCORE_OK)) {
            r = tt_repr(&b.t);
            JT_CHECK_STR(r, f[1]);
            free(r);
            check_row_tree(&b.t, f, 1);
            JT_CHECK(jaxcore_tree_equal(&a.t, &b.t));
            JT_CHECK(jaxcore_tree_hash(&a.t) == jaxcore_tree_hash(&b.t));
            tt_free(&b);
        } else {
            fprintf(stderr, "  input: %s\n", f[0]);
            tt_free(&b);
        }
        tt_free(&a);
    }
    JT_CHECK_INT(rows, 98);
    JT_CHECK_INT(core, 61);
    free(text);
}

/* ---- pytree_ops_dev.txt ---- */

static void op_children(char **f) {
    tt a;
    char *items[16];
    int n = js_list(f[3], items, 16), i;
    if (!JT_CHECK_INT(tt_parse_lit(&a, f[1]), JAXCORE_OK)) return;
    JT_CHECK_INT(jaxcore_tree_num_children(&a.t), n);
    for (i = 0; i < n && i < (int)jaxcore_tree_num_children(&a.t); ++i) {
        jaxcore_tree c;
        char *r;
        JT_CHECK_INT(jaxcore_tree_child(&a.t, (size_t)i, &c), JAXCORE_OK);
        r = tt_repr(&c);
        JT_CHECK_STR(r, items[i]);
        free(r);
    }
    js_free(items, n);
    tt_free(&a);
}

static void check_triple(const jaxcore_tree *t, const char *expected) {
    char *items[3], *r = tt_repr(t);
    int n = js_list(expected, items, 3);
    if (JT_CHECK_INT(n, 3)) {
        JT_CHECK_STR(r, items[0]);
        JT_CHECK_INT(jaxcore_tree_num_leaves(t), atoi(items[1]));
        JT_CHECK_INT(jaxcore_tree_num_nodes(t), atoi(items[2]));
    }
    free(r);
    js_free(items, n);
}

static void op_compose(char **f) {
    tt a, b;
    jaxcore_tree c;
    size_t need;
    void *buf;
    if (!JT_CHECK_INT(tt_parse(&a, f[1]), JAXCORE_OK) ||
        !JT_CHECK_INT(tt_parse(&b, f[2]), JAXCORE_OK))
        return;
    JT_CHECK_INT(jaxcore_tree_compose_size(&a.t, &b.t, &need), JAXCORE_OK);
    buf = malloc(need);
    JT_CHECK_INT(jaxcore_tree_compose(buf, need - 1, &a.t, &b.t, &c), JAXCORE_ERR_BUFFER_TOO_SMALL);
    if (JT_CHECK_INT(jaxcore_tree_compose(buf, need, &a.t, &b.t, &c), JAXCORE_OK))
        check_triple(&c, f[3]);
    free(buf);
    tt_free(&a);
    tt_free(&b);
}

static void op_tuple(char **f) {
    char *items[8];
    int n = js_list(f[1], items, 8), i;
    tt parts[8];
    jaxcore_tree defs[8], c;
    size_t need;
    void *buf;
    for (i = 0; i < n; ++i) {
        JT_CHECK_INT(tt_parse(&parts[i], items[i]), JAXCORE_OK);
        defs[i] = parts[i].t;
    }
    JT_CHECK_INT(jaxcore_tree_tuple_size(defs, (size_t)n, &need), JAXCORE_OK);
    buf = malloc(need);
    if (JT_CHECK_INT(jaxcore_tree_tuple(buf, need, defs, (size_t)n, &c), JAXCORE_OK))
        check_triple(&c, f[3]);
    free(buf);
    for (i = 0; i < n; ++i)
        tt_free(&parts[i]);
    js_free(items, n);
}

static void op_unflatten(char **f) {
    tt a;
    char *items[16], *msg = js_error_message(f[3]);
    int n = js_list(f[2], items, 16);
    size_t len;
    char buf[256];
    int r;
    if (!JT_CHECK_INT(tt_parse(&a, f[1]), JAXCORE_OK)) return;
    r = jaxcore_tree_leaf_count_message(&a.t, (size_t)n, buf, sizeof buf, &len);
    if (msg) {
        JT_CHECK(r == JAXCORE_ERR_TREE_TOO_FEW_LEAVES || r == JAXCORE_ERR_TREE_TOO_MANY_LEAVES);
        JT_CHECK_STR(buf, msg);
        JT_CHECK_INT(jaxcore_tree_unflatten(&a.t, items, (size_t)n, sizeof(char *),
                                            (jaxcore_tree_visitor)NULL, NULL),
                     JAXCORE_ERR_NULL);
    } else {
        const char *p = f[3];
        char *want = js_string(&p), *got;
        JT_CHECK_INT(r, JAXCORE_OK);
        JT_CHECK_STR(buf, "");
        got = tt_text(1, &a.t, 0, (const char *const *)items, (size_t)n);
        JT_CHECK_STR(got, want);
        free(got);
        free(want);
    }
    free(msg);
    js_free(items, n);
    tt_free(&a);
}

static void op_flatten_up_to(char **f) {
    tt a, b;
    uint32_t sub[64], map[64];
    jaxcore_tree_mismatch mm;
    char *msg = js_error_message(f[3]);
    int r;
    if (!strcmp(f[1], "[AnObject(x=[1], y=(2,), z={\"a\": [1]})]")) {
        /* AnObject(x, y, z): custom, children (x, y), aux z (vector header) */
        f[1] = (char *)"[CustomNode(AnObject[{'a': [1]}], [[1], (2,)])]";
    } else if (!only_namedtuples(f[1]) || !only_namedtuples(f[2])) {
        skip(f[2], "ops flatten_up_to: custom-class value, no C literal");
        free(msg);
        return;
    }
    if (!JT_CHECK_INT(tt_parse_lit(&a, f[1]), JAXCORE_OK) ||
        !JT_CHECK_INT(tt_parse_lit(&b, f[2]), JAXCORE_OK)) {
        free(msg);
        return;
    }
    r = jaxcore_tree_prefix(&a.t, &b.t, map, 64, sub, 64, &mm);
    if (msg) {
        char buf[1024];
        if (JT_CHECK_INT(r, JAXCORE_ERR_TREE_STRUCTURE)) {
            JT_CHECK_INT(jaxcore_tree_mismatch_message(&a.t, &b.t, &mm, buf, sizeof buf, NULL),
                         JAXCORE_OK);
            JT_CHECK_STR(buf, msg);
        }
    } else if (JT_CHECK_INT(r, JAXCORE_OK)) {
        char *items[16];
        int n = js_list(f[3], items, 16), i;
        size_t j;
        JT_CHECK_INT(n, (long long)jaxcore_tree_num_leaves(&a.t));
        for (i = 0; i < n; ++i) {
            jaxcore_tree v;
            char *got;
            JT_CHECK_INT(jaxcore_tree_subtree(&b.t, sub[i], &v), JAXCORE_OK);
            got = tt_text(1, &v, 0, NULL, 0);
            JT_CHECK_STR(got, items[i]);
            /* every full leaf under that subtree maps back to prefix leaf i */
            for (j = 0; j < jaxcore_tree_num_leaves(&v); ++j)
                JT_CHECK_INT(map[v.nodes[0].first_leaf - b.t.nodes[0].first_leaf + j], i);
            free(got);
        }
        js_free(items, n);
    }
    free(msg);
    tt_free(&a);
    tt_free(&b);
}

static void op_is_leaf(char **f) {
    tt a;
    char *items[2];
    int n = js_list(f[3], items, 2);
    if (JT_CHECK_INT(tt_parse(&a, f[1]), JAXCORE_OK) && JT_CHECK_INT(n, 2)) {
        JT_CHECK_INT(jaxcore_tree_is_leaf(&a.t), !strcmp(items[0], "true"));
        JT_CHECK_INT(jaxcore_tree_is_strict_leaf(&a.t), !strcmp(items[1], "true"));
    }
    js_free(items, n);
    tt_free(&a);
}

/* OrderedDict literals of the ops file as the repr JAX prints for them. */
static void ordered_dict_repr(char **arg) {
    if (!strcmp(*arg, "OrderedDict([('a', 1), ('b', 2)])"))
        *arg = (char *)"CustomNode(OrderedDict[('a', 'b')], [1, 2])";
    else if (!strcmp(*arg, "OrderedDict([('b', 1), ('a', 2)])"))
        *arg = (char *)"CustomNode(OrderedDict[('b', 'a')], [1, 2])";
}

static void op_equal(char **f) {
    tt a, b;
    char *items[2];
    int n = js_list(f[3], items, 2), eq, heq;
    void *buf = NULL;
    jaxcore_tree rhs;
    ordered_dict_repr(&f[1]);
    ordered_dict_repr(&f[2]);
    if (!only_namedtuples(f[1]) ||
        (!only_namedtuples(f[2]) && strncmp(f[2], "treedef_tuple", 13))) {
        skip(f[2], "ops equal: custom-class value, no C literal");
        js_free(items, n);
        return;
    }
    if (!JT_CHECK_INT(tt_parse_lit(&a, f[1]), JAXCORE_OK)) return;
    b.buf = NULL;
    if (!strcmp(f[2], "treedef_tuple([structure(3)])")) {
        size_t need;
        JT_CHECK_INT(tt_parse(&b, "3"), JAXCORE_OK);
        JT_CHECK_INT(jaxcore_tree_tuple_size(&b.t, 1, &need), JAXCORE_OK);
        buf = malloc(need);
        JT_CHECK_INT(jaxcore_tree_tuple(buf, need, &b.t, 1, &rhs), JAXCORE_OK);
    } else {
        JT_CHECK_INT(tt_parse_lit(&b, f[2]), JAXCORE_OK);
        rhs = b.t;
    }
    eq = !strcmp(items[0], "true");
    heq = !strcmp(items[1], "true");
    JT_CHECK_INT(jaxcore_tree_equal(&a.t, &rhs), eq);
    JT_CHECK_INT(jaxcore_tree_equal(&rhs, &a.t), eq);
    if (eq) JT_CHECK(jaxcore_tree_hash(&a.t) == jaxcore_tree_hash(&rhs));
    if (!heq) JT_CHECK(jaxcore_tree_hash(&a.t) != jaxcore_tree_hash(&rhs));
    free(buf);
    js_free(items, n);
    tt_free(&a);
    tt_free(&b);
}

static void op_transpose(char **f) {
    char *bar = strstr(f[1], " | "), *msg = js_error_message(f[3]);
    tt o, in, x;
    jaxcore_tree inner;
    uint32_t sub[64];
    struct slice {
        const char *s;
        size_t n;
    } src[64], dst[64];
    size_t n, i;
    int r;
    if (!JT_CHECK(bar != NULL)) return;
    *bar = 0;
    JT_CHECK_INT(tt_parse(&o, f[1]), JAXCORE_OK);
    JT_CHECK_INT(tt_parse(&x, f[2]), JAXCORE_OK);
    in.buf = NULL;
    if (!strcmp(bar + 3, "None")) { /* inner inferred: outer.flatten_up_to(tree)[0] */
        JT_CHECK_INT(jaxcore_tree_prefix(&o.t, &x.t, NULL, 0, sub, 64, NULL), JAXCORE_OK);
        JT_CHECK_INT(jaxcore_tree_subtree(&x.t, sub[0], &inner), JAXCORE_OK);
    } else {
        JT_CHECK_INT(tt_parse(&in, bar + 3), JAXCORE_OK);
        inner = in.t;
    }
    n = jaxcore_tree_num_leaves(&x.t);
    for (i = 0; i < n; ++i)
        JT_CHECK_INT(jaxcore_tree_leaf_text(&x.t, i, &src[i].s, &src[i].n), 0);
    r = jaxcore_tree_transpose(&o.t, &inner, n, src, sizeof src[0], dst);
    if (msg) {
        char buf[512];
        JT_CHECK_INT(r, JAXCORE_ERR_TREE_STRUCTURE);
        JT_CHECK_INT(jaxcore_tree_transpose_message(&o.t, &inner, &x.t, buf, sizeof buf, NULL),
                     JAXCORE_OK);
        JT_CHECK_STR(buf, msg);
    } else if (JT_CHECK_INT(r, JAXCORE_OK)) {
        /* the result has structure inner.compose(outer); its leaves are one-char ints here */
        const char *p = f[3];
        char *want = js_string(&p), *got, texts[64][8];
        const char *leaves[64];
        size_t need;
        void *buf;
        jaxcore_tree res;
        JT_CHECK_INT(jaxcore_tree_compose_size(&inner, &o.t, &need), JAXCORE_OK);
        buf = malloc(need);
        JT_CHECK_INT(jaxcore_tree_compose(buf, need, &inner, &o.t, &res), JAXCORE_OK);
        for (i = 0; i < n; ++i) {
            JT_CHECK(dst[i].n < sizeof texts[i]);
            memcpy(texts[i], dst[i].s, dst[i].n);
            texts[i][dst[i].n] = 0;
            leaves[i] = texts[i];
        }
        got = tt_text(1, &res, 0, leaves, n);
        JT_CHECK_STR(got, want);
        free(got);
        free(want);
        free(buf);
    }
    free(msg);
    tt_free(&o);
    tt_free(&in);
    tt_free(&x);
}

static void op_keystr_simple(char **f) {
    tt a;
    char *items[16];
    int n = js_list(f[3], items, 16), i;
    if (!strcmp(f[1], "[MyContainer('A', 1, 2, 3), {0: 4}]")) {
        /* MyContainer(name, a, b, c): custom, aux name, no keys (vector header) */
        f[1] = (char *)"[CustomNode(MyContainer[A], [1, 2, 3]), {0: 4}]";
    } else if (!only_namedtuples(f[1])) {
        skip(f[1], "ops keystr_simple: custom-class value, no C literal");
        js_free(items, n);
        return;
    }
    JT_CHECK(!strcmp(f[2], "separator='/'"));
    if (JT_CHECK_INT(tt_parse_lit(&a, f[1]), JAXCORE_OK)) {
        if (has_positional_namedtuple(&a.t)) {
            size_t len;
            JT_CHECK_INT(jaxcore_tree_keystr(&a.t, 0, 1, "/", NULL, 0, &len),
                         JAXCORE_ERR_TREE_NO_FIELDS);
            skip(f[1],
                 "ops keystr_simple: namedtuple without field names (TREE_NO_FIELDS checked)");
        } else if (JT_CHECK_INT(n, (long long)jaxcore_tree_num_leaves(&a.t))) {
            for (i = 0; i < n; ++i) {
                char *k = tt_text(3, &a.t, (size_t)i, NULL, 0);
                JT_CHECK_STR(k, items[i]);
                free(k);
            }
        }
    }
    js_free(items, n);
    tt_free(&a);
}

static void op_flatten(char **f) {
    tt a;
    jaxcore_tree_error err;
    char *msg = js_error_message(f[3]);
    int r = tt_parse_cfg(&a, f[1], NULL, &err);
    if (msg) {
        JT_CHECK_INT(r, JAXCORE_ERR_TREE_KEY_ORDER);
        JT_CHECK_STR(err.message, msg);
    } else if (JT_CHECK_INT(r, JAXCORE_OK)) {
        const char *p = f[3];
        char *want = js_string(&p), *got = tt_repr(&a.t);
        JT_CHECK_STR(got, want);
        free(got);
        free(want);
    }
    free(msg);
    tt_free(&a);
}

/* The bytes load back into a tree equal to t (and printing the same). */
static void check_deserialize(const unsigned char *bytes, size_t len, const jaxcore_tree *t) {
    size_t need;
    jaxcore_tree_error err;
    jaxcore_tree u;
    void *buf;
    if (!JT_CHECK_INT(jaxcore_tree_deserialize_size(bytes, len, &need, &err), JAXCORE_OK)) return;
    buf = malloc(need);
    if (JT_CHECK_INT(jaxcore_tree_deserialize(buf, need, bytes, len, &u, &err), JAXCORE_OK)) {
        char *a = tt_repr(t), *b = tt_repr(&u);
        JT_CHECK(jaxcore_tree_equal(t, &u));
        JT_CHECK_STR(b, a);
        free(a);
        free(b);
    }
    free(buf);
}

static void op_proto(char **f) {
    tt a;
    unsigned char buf[512];
    size_t len = 0, i;
    const char *message = NULL;
    char *msg = js_error_message(f[3]);
    int r;
    if (!JT_CHECK_INT(tt_parse_lit(&a, f[1]), JAXCORE_OK)) return;
    r = jaxcore_tree_serialize(&a.t, buf, sizeof buf, &len, &message);
    if (msg) {
        JT_CHECK_INT(r, JAXCORE_ERR_TREE_UNSUPPORTED);
        JT_CHECK_STR(message, msg);
    } else if (JT_CHECK_INT(r, JAXCORE_OK)) {
        const char *p = f[3];
        char *want = js_string(&p), hex[1024];
        for (i = 0; i < len && i < 500; ++i)
            sprintf(hex + 2 * i, "%02x", buf[i]);
        hex[2 * i] = 0;
        JT_CHECK_STR(hex, want);
        free(want);
        check_deserialize(buf, len, &a.t);
    }
    free(msg);
    tt_free(&a);
}

/* The proto worked example (jaxlib/pytree_test.py test_serialize_treedef). */
static void test_proto_example(void) {
    tt a;
    unsigned char buf[128];
    char hex[300];
    size_t len, i;
    JT_CHECK_INT(tt_parse(&a, "[1, [2], (3,), {'a': 4, 'b': 5}]"), JAXCORE_OK);
    JT_CHECK_INT(jaxcore_tree_serialize(&a.t, buf, 10, &len, NULL), JAXCORE_ERR_BUFFER_TOO_SMALL);
    JT_CHECK_INT(jaxcore_tree_serialize(&a.t, buf, sizeof buf, &len, NULL), JAXCORE_OK);
    for (i = 0; i < len; ++i)
        sprintf(hex + 2 * i, "%02x", buf[i]);
    hex[2 * len] = 0;
    JT_CHECK_STR(hex, "0a0210010a0210010a04080110020a0210010a04080110040a0210010a0210010a0a08"
                      "0210051a040a0200010a0408041002120161120162");
    check_deserialize(buf, len, &a.t);
    tt_free(&a);
    /* every core structure of the cases file goes through the bytes and back */
    {
        char *text = jt_read_file("tests/vectors/pytree_cases_dev.txt", NULL), *p = text, *line;
        int n = 0;
        while (text && (line = jt_next_line(&p)) != NULL) {
            char *f[9];
            unsigned char bytes[1024];
            if (!*line || line[0] == '#' || jt_split(line, '\t', f, 9) != 9) continue;
            if (strcmp(f[6], "core") || tt_parse(&a, f[1]) != JAXCORE_OK) {
                tt_free(&a);
                continue;
            }
            if (jaxcore_tree_serialize(&a.t, bytes, sizeof bytes, &len, NULL) == JAXCORE_OK) {
                check_deserialize(bytes, len, &a.t);
                ++n;
            } else {
                JT_CHECK(strstr(f[1], "{1") || strstr(f[1], "{-") || strstr(f[1], "{0"));
            }
            tt_free(&a);
        }
        JT_CHECK(n > 50);
        free(text);
    }
    /* str_id written unpacked (proto parsers accept both) */
    {
        static const unsigned char unpacked[] = {0x0a, 0x02, 0x10, 0x01, 0x0a, 0x08,
                                                 0x08, 0x01, 0x10, 0x05, 0x1a, 0x02,
                                                 0x08, 0x00, 0x12, 0x01, 0x61};
        JT_CHECK_INT(tt_parse(&a, "{'a': 1}"), JAXCORE_OK);
        check_deserialize(unpacked, sizeof unpacked, &a.t);
        tt_free(&a);
    }
    /* more distinct keys than the serializer caches: the ids are recounted */
    {
        char *text = (char *)malloc(20000), *o = text;
        unsigned char *bytes = (unsigned char *)malloc(20000);
        int i;
        o += sprintf(o, "[{");
        for (i = 0; i < 300; ++i)
            o += sprintf(o, "%s'k%03d': 1", i ? ", " : "", 299 - i);
        o += sprintf(o, "}, {'k150': {'z': 1, 'k000': 2}}]");
        JT_CHECK_INT(tt_parse(&a, text), JAXCORE_OK);
        JT_CHECK_INT(jaxcore_tree_serialize(&a.t, bytes, 20000, &len, NULL), JAXCORE_OK);
        check_deserialize(bytes, len, &a.t);
        /* "z" is interned last (id 300) */
        JT_CHECK(len > 3 && !memcmp(bytes + len - 3, "\x12\x01z", 3));
        tt_free(&a);
        free(text);
        free(bytes);
    }
    /* malformed bytes */
    {
        static const struct {
            const char *hex;
            int code;
        } bad[] = {
            {"", JAXCORE_ERR_TREE_PARSE},                 /* no nodes */
            {"0a021006", JAXCORE_ERR_TREE_PARSE},         /* invalid node type */
            {"0a020801", JAXCORE_ERR_TREE_PARSE},         /* type 0 = INVALID */
            {"0a0408011001", JAXCORE_ERR_TREE_PARSE},     /* leaf with a child */
            {"0a0408011002", JAXCORE_ERR_TREE_PARSE},     /* list(1) with nothing before */
            {"0a0210010a021001", JAXCORE_ERR_TREE_PARSE}, /* two roots */
            {"0a0210010a0a080110051a040a020001", JAXCORE_ERR_TREE_PARSE}, /* 2 keys, 1 child */
            {"0a0210010a08080110051a020a01", JAXCORE_ERR_TREE_PARSE},     /* truncated */
            {"0a0210010a09080110051a030a0105", JAXCORE_ERR_TREE_PARSE},   /* key out of range */
            {"0a0510", JAXCORE_ERR_TREE_PARSE},                           /* length past the end */
            {"0b", JAXCORE_ERR_TREE_PARSE},                               /* wire type 3 */
        };
        size_t i, j, need;
        for (i = 0; i < sizeof bad / sizeof bad[0]; ++i) {
            unsigned char bytes[64];
            jaxcore_tree_error err;
            size_t n = strlen(bad[i].hex) / 2;
            for (j = 0; j < n; ++j) {
                unsigned v;
                sscanf(bad[i].hex + 2 * j, "%2x", &v);
                bytes[j] = (unsigned char)v;
            }
            if (!JT_CHECK_INT(jaxcore_tree_deserialize_size(bytes, n, &need, &err), bad[i].code))
                fprintf(stderr, "  bytes: %s\n", bad[i].hex);
        }
    }
}

static void test_ops_file(void) {
    char *text = jt_read_file("tests/vectors/pytree_ops_dev.txt", NULL), *p = text, *line;
    int rows = 0;
    if (!text) return;
    while ((line = jt_next_line(&p)) != NULL) {
        char *f[6];
        if (!*line || line[0] == '#') continue;
        if (!JT_CHECK(jt_split(line, '\t', f, 6) == 6)) continue;
        ++rows;
        if (!strcmp(f[0], "children"))
            op_children(f);
        else if (!strcmp(f[0], "compose"))
            op_compose(f);
        else if (!strcmp(f[0], "treedef_tuple"))
            op_tuple(f);
        else if (!strcmp(f[0], "unflatten"))
            op_unflatten(f);
        else if (!strcmp(f[0], "flatten_up_to"))
            op_flatten_up_to(f);
        else if (!strcmp(f[0], "is_leaf"))
            op_is_leaf(f);
        else if (!strcmp(f[0], "equal"))
            op_equal(f);
        else if (!strcmp(f[0], "transpose"))
            op_transpose(f);
        else if (!strcmp(f[0], "keystr_simple"))
            op_keystr_simple(f);
        else if (!strcmp(f[0], "flatten"))
            op_flatten(f);
        else if (!strcmp(f[0], "proto"))
            op_proto(f);
        else
            JT_CHECK(!"unknown op");
    }
    JT_CHECK_INT(rows, 82);
    free(text);
}

/* ---- malformed input ---- */

typedef struct bad_case {
    const char *text;
    int code;
    size_t offset;
} bad_case;

static void test_malformed(void) {
    static const bad_case cases[] = {
        {"", JAXCORE_ERR_TREE_PARSE, 0},
        {"   ", JAXCORE_ERR_TREE_PARSE, 3},
        {"[1, 2", JAXCORE_ERR_TREE_PARSE, 5},
        {"[1, 2)", JAXCORE_ERR_TREE_PARSE, 5},
        {"(1, 2]", JAXCORE_ERR_TREE_PARSE, 5},
        {"{'a': 1", JAXCORE_ERR_TREE_PARSE, 7},
        {"{'a' 1}", JAXCORE_ERR_TREE_PARSE, 5},
        {"{'a': }", JAXCORE_ERR_TREE_PARSE, 6},
        {"]", JAXCORE_ERR_TREE_PARSE, 0},
        {"[1,, 2]", JAXCORE_ERR_TREE_PARSE, 3},
        {"[,]", JAXCORE_ERR_TREE_PARSE, 1},
        {"(,)", JAXCORE_ERR_TREE_PARSE, 1},
        {"[1] 2", JAXCORE_ERR_TREE_PARSE, 4},
        {"[1]]", JAXCORE_ERR_TREE_PARSE, 3},
        {"{'a\\q': 1}", JAXCORE_ERR_TREE_PARSE, 3},
        {"{'a\\x4': 1}", JAXCORE_ERR_TREE_PARSE, 3},
        {"{'a\\u12': 1}", JAXCORE_ERR_TREE_PARSE, 3},
        {"{'\\ud800': 1}", JAXCORE_ERR_TREE_PARSE, 2},
        {"{'abc: 1}", JAXCORE_ERR_TREE_PARSE, 1},
        {"{'ab\nc': 1}", JAXCORE_ERR_TREE_PARSE, 1},
        {"'abc", JAXCORE_ERR_TREE_PARSE, 0},
        {"{'a': 1, 'a': 2}", JAXCORE_ERR_TREE_DUP_KEY, 9},
        {"{'b': 1, 'a': 2, 'b': 3}", JAXCORE_ERR_TREE_DUP_KEY, 17},
        {"{1: 1, 0x1: 2}", JAXCORE_ERR_TREE_DUP_KEY, 7},
        {"{None: 1, None: 2}", JAXCORE_ERR_TREE_DUP_KEY, 10},
        {"{1: 1, 'a': 2}", JAXCORE_ERR_TREE_KEY_ORDER, 7},
        {"[{'a': 1, 2: 2}]", JAXCORE_ERR_TREE_KEY_ORDER, 10},
        {"{None: 1, 2: 2}", JAXCORE_ERR_TREE_KEY_ORDER, 10},
        {"{1: 1, True: 2}", JAXCORE_ERR_TREE_DUP_KEY, 7},
        {"{1.0: 1, 1: 2}", JAXCORE_ERR_TREE_DUP_KEY, 9},
        {"{(1, 2.0): 1, (1.0, 2): 2}", JAXCORE_ERR_TREE_DUP_KEY, 14},
        {"{(1+0j): 1, 1: 2}", JAXCORE_ERR_TREE_DUP_KEY, 12},
        {"{None: 1, 0: 2, None: 3}", JAXCORE_ERR_TREE_DUP_KEY, 16},
        {"{1j: 1, 2j: 2}", JAXCORE_ERR_TREE_KEY_ORDER, 8},
        {"{(1, 'a'): 1, (1, 2): 2}", JAXCORE_ERR_TREE_KEY_ORDER, 14},
        {"{b'a': 1, 'a': 2}", JAXCORE_ERR_TREE_KEY_ORDER, 10},
        {"{(): 1, 0: 2}", JAXCORE_ERR_TREE_KEY_ORDER, 8},
        {"{(1+2): 1}", JAXCORE_ERR_TREE_PARSE, 2},
        {"{(1+2j: 1}", JAXCORE_ERR_TREE_PARSE, 6},
        {"{(1,: 1}", JAXCORE_ERR_TREE_PARSE, 4},
        {"{(,): 1}", JAXCORE_ERR_TREE_PARSE, 2},
        {"{(1, 2: 1}", JAXCORE_ERR_TREE_PARSE, 6},
        {"{b'\\u0041': 1}", JAXCORE_ERR_TREE_PARSE, 3},
        {"{b'\xc3\xa9': 1}", JAXCORE_ERR_TREE_PARSE, 3},
        {"{b'\\400': 1}", JAXCORE_ERR_TREE_PARSE, 3},
        {"{nan1: 1}", JAXCORE_ERR_TREE_PARSE, 1},
        {"{-None: 1}", JAXCORE_ERR_TREE_PARSE, 1},
        {"{(((((((((((((((((((((((((((((((((1,),),),),),),),),),),),),"
         "),),),),),),),),),),),),),),),),),),),),): 1}",
         JAXCORE_ERR_TREE_DEPTH, 33},
        {"PyTreeDef([*]", JAXCORE_ERR_TREE_PARSE, 13},
        {"PyTreeDef()", JAXCORE_ERR_TREE_PARSE, 10},
        {"PyTreeDef(*, *)", JAXCORE_ERR_TREE_PARSE, 11},
        {"[PyTreeDef(*)]", JAXCORE_ERR_TREE_PARSE, 1},
        {"CustomNode(Foo[aux, [*])", JAXCORE_ERR_TREE_PARSE, 14},
        {"CustomNode(Foo[aux] [*])", JAXCORE_ERR_TREE_PARSE, 20},
        {"CustomNode(Foo[aux], [*]", JAXCORE_ERR_TREE_PARSE, 24},
        {"CustomNode(Foo[aux], [*]]", JAXCORE_ERR_TREE_PARSE, 24},
        {"CustomNode([aux], [*])", JAXCORE_ERR_TREE_PARSE, 11},
        {"CustomNode(namedtuple[a b], [])", JAXCORE_ERR_TREE_PARSE, 22},
        {"Point(x=1, 2)", JAXCORE_ERR_TREE_PARSE, 11},
        {"Point(1, y=2)", JAXCORE_ERR_TREE_PARSE, 9},
        {"foo", JAXCORE_ERR_TREE_PARSE, 0},
        {"[1, nan]", JAXCORE_ERR_TREE_PARSE, 4},
        {"1x", JAXCORE_ERR_TREE_PARSE, 0},
        {"1e", JAXCORE_ERR_TREE_PARSE, 0},
        {"-", JAXCORE_ERR_TREE_PARSE, 1},
        {"1.2.3", JAXCORE_ERR_TREE_PARSE, 3},
        {"@", JAXCORE_ERR_TREE_PARSE, 0},
    };
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
        tt a;
        jaxcore_tree_error err;
        size_t len = strlen(cases[i].text);
        char *copy = (char *)malloc(len ? len : 1); /* exact size: ASan sees any overread */
        memcpy(copy, cases[i].text, len);
        a.buf = NULL;
        err.code = JAXCORE_OK;
        err.offset = 999;
        err.message = NULL;
        {
            size_t need = 0;
            int r = jaxcore_tree_size(copy, len, NULL, &need, &err);
            if (r == JAXCORE_OK) {
                a.buf = malloc(need);
                r = jaxcore_tree_parse(a.buf, need, copy, len, NULL, &a.t, &err);
            }
            if (!JT_CHECK_INT(r, cases[i].code) || !JT_CHECK_INT(err.offset, cases[i].offset))
                fprintf(stderr, "  input: %s (%s)\n", cases[i].text, err.message);
            JT_CHECK_INT(err.code, r);
            JT_CHECK(err.message && err.message[0]);
        }
        tt_free(&a);
        free(copy);
    }
}

/* NUL bytes: the input is a byte range, so a NUL is just a bad character. */
static void test_nul(void) {
    static const char s1[] = "{'ab\0c': 1}", s2[] = "CustomNode(A[x\0], [])", s3[] = "[1]\0";
    size_t need;
    jaxcore_tree_error err;
    JT_CHECK_INT(jaxcore_tree_size(s1, sizeof s1 - 1, NULL, &need, &err), JAXCORE_ERR_TREE_PARSE);
    JT_CHECK_INT(err.offset, 4);
    JT_CHECK_INT(jaxcore_tree_size(s2, sizeof s2 - 1, NULL, &need, &err), JAXCORE_ERR_TREE_PARSE);
    JT_CHECK_INT(err.offset, 14);
    JT_CHECK_INT(jaxcore_tree_size(s3, sizeof s3 - 1, NULL, &need, &err), JAXCORE_ERR_TREE_PARSE);
    JT_CHECK_INT(err.offset, 3);
    JT_CHECK_INT(jaxcore_tree_size(s3, sizeof s3 - 2, NULL, &need, &err), JAXCORE_OK);
}

/* Nesting bombs: the parser stops at JAXCORE_TREE_MAX_DEPTH containers. */
static void test_depth(void) {
    size_t d = JAXCORE_TREE_MAX_DEPTH, big = 100000, i;
    char *s = (char *)malloc(2 * big + 2);
    tt a;
    jaxcore_tree_error err;
    for (i = 0; i < d; ++i)
        s[i] = '[';
    for (i = 0; i < d; ++i)
        s[d + i] = ']';
    s[2 * d] = 0;
    if (JT_CHECK_INT(tt_parse(&a, s), JAXCORE_OK)) {
        JT_CHECK_INT(jaxcore_tree_num_nodes(&a.t), d);
        JT_CHECK_INT(a.t.nodes[d - 1].depth, d - 1);
    }
    tt_free(&a);
    s[d] = '[';
    s[d + 1] = '*';
    for (i = 0; i < d + 1; ++i)
        s[d + 2 + i] = ']';
    s[2 * d + 3] = 0;
    JT_CHECK_INT(tt_parse_cfg(&a, s, NULL, &err), JAXCORE_ERR_TREE_DEPTH);
    JT_CHECK_INT(err.offset, d);
    tt_free(&a);
    for (i = 0; i < big; ++i)
        s[i] = i % 2 ? '(' : '[';
    s[big] = 0;
    JT_CHECK_INT(tt_parse_cfg(&a, s, NULL, &err), JAXCORE_ERR_TREE_DEPTH);
    tt_free(&a);
    /* grouping parentheses count too */
    for (i = 0; i < big; ++i)
        s[i] = '(';
    s[big] = '1';
    for (i = 0; i < big; ++i)
        s[big + 1 + i] = ')';
    s[2 * big + 1] = 0;
    JT_CHECK_INT(tt_parse_cfg(&a, s, NULL, &err), JAXCORE_ERR_TREE_DEPTH);
    tt_free(&a);
    /* compose cannot exceed the bound either */
    {
        tt half;
        size_t need;
        for (i = 0; i < d / 2 + 1; ++i)
            s[i] = '[';
        s[i++] = '*';
        for (; i < d + 3; ++i)
            s[i] = ']';
        s[i] = 0;
        JT_CHECK_INT(tt_parse(&half, s), JAXCORE_OK);
        JT_CHECK_INT(jaxcore_tree_compose_size(&half.t, &half.t, &need), JAXCORE_ERR_TREE_DEPTH);
        tt_free(&half);
        /* compose and tuple reach exactly the bound the parser accepts, and no further */
        for (i = 0; i < d - 1; ++i)
            s[i] = '[';
        s[i++] = '*';
        for (; i < 2 * d - 1; ++i)
            s[i] = ']';
        s[i] = 0;
        JT_CHECK_INT(tt_parse(&half, s), JAXCORE_OK); /* d - 1 lists around a leaf */
        {
            tt one;
            jaxcore_tree c;
            void *cb;
            JT_CHECK_INT(tt_parse(&one, "[*]"), JAXCORE_OK);
            JT_CHECK_INT(jaxcore_tree_compose_size(&half.t, &one.t, &need), JAXCORE_OK);
            cb = malloc(need);
            if (JT_CHECK_INT(jaxcore_tree_compose(cb, need, &half.t, &one.t, &c), JAXCORE_OK)) {
                char *r = tt_repr(&c);
                tt back;
                JT_CHECK_INT(tt_parse(&back, r), JAXCORE_OK);
                JT_CHECK(jaxcore_tree_equal(&back.t, &c));
                tt_free(&back);
                free(r);
                JT_CHECK_INT(jaxcore_tree_compose_size(&c, &one.t, &need), JAXCORE_ERR_TREE_DEPTH);
                JT_CHECK_INT(jaxcore_tree_tuple_size(&c, 1, &need), JAXCORE_ERR_TREE_DEPTH);
                JT_CHECK_INT(jaxcore_tree_tuple_size(&half.t, 1, &need), JAXCORE_OK);
            }
            free(cb);
            tt_free(&one);
        }
        tt_free(&half);
    }
    free(s);
}

/* Every prefix of valid inputs, in an exact-size buffer: an error or a tree, never an
   overread (ASan); error offsets stay within the input. */
static void test_truncated(void) {
    static const char *inputs[] = {
        "PyTreeDef(((*, *), [*, (*, None, *)]))",
        "{'b': 2, 'a': 1, 'c': {'b': 4, 'a': 3}}",
        ("PyTreeDef([*, CustomNode(namedtuple[ATuple], [(*, CustomNode(namedtuple[ATuple], [*, "
         "None])), {'baz': *}])])"),
        "PyTreeDef((CustomNode(NDIndexer[(PyTreeDef((*,)), (1,), ())], [*]),))",
        "{'a\\nb': 1, \"it's\": -2.5e3, 'x': 'x', '\\u00e9\\x01\\101': (1,)}",
        "[{0x1f: 'x', -7: None, 3: -.5e-3j}, True]",
        "Point(x=(1, 2), y={'b': 3, 'a': 4})",
        "CustomNode(defaultdict[(<class 'int'>, ('a', 'b'))], [*, *])",
    };
    size_t i, k;
    for (i = 0; i < sizeof inputs / sizeof inputs[0]; ++i) {
        size_t len = strlen(inputs[i]);
        tt full;
        JT_CHECK_INT(tt_parse(&full, inputs[i]), JAXCORE_OK);
        tt_free(&full);
        for (k = 0; k < len; ++k) {
            char *copy = (char *)malloc(k ? k : 1);
            size_t need = 0;
            jaxcore_tree_error err;
            int r;
            memcpy(copy, inputs[i], k);
            r = jaxcore_tree_size(copy, k, NULL, &need, &err);
            if (r == JAXCORE_OK) {
                void *buf = malloc(need);
                jaxcore_tree t;
                r = jaxcore_tree_parse(buf, need, copy, k, NULL, &t, &err);
                free(buf);
            }
            if (r != JAXCORE_OK) JT_CHECK(err.offset <= k);
            free(copy);
        }
    }
}

/* ---- API behaviour ---- */

static void test_printing(void) {
    static const char *pairs[][2] = {
        {"((1))", "PyTreeDef(*)"},
        {"{'a': (1)}", "PyTreeDef({'a': *})"},
        {"((1,))", "PyTreeDef((*,))"},
        {"( [ 1 , 2 , ] , )", "PyTreeDef(([*, *],))"},
        {"{'\\u00e9': 1}", "PyTreeDef({'\xc3\xa9': *})"},
        {"{\"it's\": 1}", "PyTreeDef({\"it's\": *})"},
        {"{'say \"hi\"': 1}", "PyTreeDef({'say \"hi\"': *})"},
        {"{'it\\'s \"x\"': 1}", "PyTreeDef({'it\\'s \"x\"': *})"},
        {"{'\\x7f\\0\\r': 1}", "PyTreeDef({'\\x7f\\x00\\r': *})"},
        {"{'\\\\': 1}", "PyTreeDef({'\\\\': *})"},
        {"{0x10: 1, -0b11: 2, 1_000: 3}", "PyTreeDef({-3: *, 16: *, 1000: *})"},
        {"{9223372036854775807: 1, -9223372036854775808: 2}",
         "PyTreeDef({-9223372036854775808: *, 9223372036854775807: *})"},
        {"[True, False, 'x', \"y\", 1.5, -2, 3j, .5]", "PyTreeDef([*, *, *, *, *, *, *, *])"},
        {"CustomNode(Foo[it's], [*])", "PyTreeDef(CustomNode(Foo[it's], [*]))"},
        {"CustomNode(Foo[], [])", "PyTreeDef(CustomNode(Foo[], []))"},
        {"EmptyTuple()", "PyTreeDef(CustomNode(namedtuple[EmptyTuple], []))"},
    };
    size_t i;
    for (i = 0; i < sizeof pairs / sizeof pairs[0]; ++i) {
        tt a;
        if (JT_CHECK_INT(tt_parse(&a, pairs[i][0]), JAXCORE_OK)) {
            char *r = tt_repr(&a.t);
            JT_CHECK_STR(r, pairs[i][1]);
            free(r);
        } else {
            fprintf(stderr, "  input: %s\n", pairs[i][0]);
        }
        tt_free(&a);
    }
}

static void test_buffers(void) {
    const char *s = "{'b': [1, 2], 'a': (3, None)}";
    size_t need, len = 0;
    unsigned char *buf;
    jaxcore_tree t, before;
    jaxcore_tree_error err;
    char small[8] = "xxxxxxx";
    JT_CHECK_INT(jaxcore_tree_size(s, strlen(s), NULL, &need, &err), JAXCORE_OK);
    buf = (unsigned char *)malloc(need + 1);
    memset(&t, 0, sizeof t);
    before = t;
    JT_CHECK_INT(jaxcore_tree_parse(buf + 1, need - 1, s, strlen(s), NULL, &t, &err),
                 JAXCORE_ERR_BUFFER_TOO_SMALL);
    JT_CHECK(!memcmp(&t, &before, sizeof t));
    /* any alignment works */
    JT_CHECK_INT(jaxcore_tree_parse(buf + 1, need, s, strlen(s), NULL, &t, &err), JAXCORE_OK);
    JT_CHECK_INT(jaxcore_tree_repr(&t, small, sizeof small, &len), JAXCORE_ERR_BUFFER_TOO_SMALL);
    JT_CHECK_INT(len, strlen("PyTreeDef({'a': (*, None), 'b': [*, *]})"));
    JT_CHECK_STR(small, "xxxxxxx");
    JT_CHECK_INT(jaxcore_tree_repr(&t, NULL, 0, &len), JAXCORE_OK);
    JT_CHECK_INT(jaxcore_tree_size(NULL, 1, NULL, &need, &err), JAXCORE_ERR_NULL);
    JT_CHECK_INT(jaxcore_tree_num_leaves(NULL), 0);
    JT_CHECK_INT(jaxcore_tree_keystr(&t, 3, 0, NULL, NULL, 0, &len), JAXCORE_ERR_INVALID_ARG);
    free(buf);
}

/* Keys beyond str/int/None through the other operations (expected texts: CPython's repr of
   the keys, JAX's message formats from jaxlib/pytree.cc). */
static void test_key_types(void) {
    tt a, b;
    char *r, buf[512];
    size_t len, i;
    jaxcore_tree_mismatch mm;
    uint32_t map[8];
    static const char *const ok[][3] = {
        /* input, repr, keystr of leaf 0 */
        {"CustomNode(OrderedDict[(0.5, (1, 'a'), b'x')], [1, 2, 3])",
         "PyTreeDef(CustomNode(OrderedDict[(0.5, (1, 'a'), b'x')], [*, *, *]))", "[0.5]"},
        {"CustomNode(defaultdict[(<class 'int'>, (True, 2))], [1, 2])",
         "PyTreeDef(CustomNode(defaultdict[(<class 'int'>, (True, 2))], [*, *]))", "[True]"},
        {"{ ( 1 , 2 ) : 1, (0 ,) : 2}", "PyTreeDef({(0,): *, (1, 2): *})", "[(0,)]"},
        {"{-1j: 1}", "PyTreeDef({-1j: *})", "[-1j]"},
        {"{(-0-1j): 1}", "PyTreeDef({(-0-1j): *})", "[(-0-1j)]"},
        {"{(nan+infj): 1}", "PyTreeDef({(nan+infj): *})", "[(nan+infj)]"},
        {"{(0x10+1j): 1}", "PyTreeDef({(16+1j): *})", "[(16+1j)]"},
        {"{(-0x10-1j): 1}", "PyTreeDef({(-16-1j): *})", "[(-16-1j)]"},
        {"{(100000000000000000000000+1j): 1}", "PyTreeDef({(1e+23+1j): *})", "[(1e+23+1j)]"},
        {"{(1e23+1j): 1}", "PyTreeDef({(1e+23+1j): *})", "[(1e+23+1j)]"},
        {"{-nan: 1}", "PyTreeDef({nan: *})", "[nan]"},
        {"{1_0.25e1: 1}", "PyTreeDef({102.5: *})", "[102.5]"},
        {"{.5: 1, 1.: 2}", "PyTreeDef({0.5: *, 1.0: *})", "[0.5]"},
        {"{-0x10000000000000000: 1}", "PyTreeDef({-18446744073709551616: *})",
         "[-18446744073709551616]"},
        {"{0b11: 1, 0o7: 2, 0x_F: 3}", "PyTreeDef({3: *, 7: *, 15: *})", "[3]"},
        {"{b'\\x00\\101': 1}", "PyTreeDef({b'\\x00A': *})", "[b'\\x00A']"},
        {"{B\"'\": 1}", "PyTreeDef({b\"'\": *})", "[b\"'\"]"},
        {"{((1)): 1}", "PyTreeDef({1: *})", "[1]"},
        {"{((1,)): 1}", "PyTreeDef({(1,): *})", "[(1,)]"},
        {"[b'x', B\"y\"]", "PyTreeDef([*, *])", "[0]"},
    };
    for (i = 0; i < sizeof ok / sizeof ok[0]; ++i) {
        if (!JT_CHECK_INT(tt_parse(&a, ok[i][0]), JAXCORE_OK)) {
            fprintf(stderr, "  input: %s\n", ok[i][0]);
            tt_free(&a);
            continue;
        }
        r = tt_repr(&a.t);
        JT_CHECK_STR(r, ok[i][1]);
        free(r);
        r = tt_text(2, &a.t, 0, NULL, 0);
        JT_CHECK_STR(r, ok[i][2]);
        free(r);
        tt_free(&a);
    }
    /* the stored key fields (section 7.1) */
    JT_CHECK_INT(tt_parse(&a, "{(1, 'ab'): 1}"), JAXCORE_OK);
    if (JT_CHECK_INT(a.t.nodes[1].key_type, JAXCORE_TREE_KEY_TUPLE) &&
        JT_CHECK_INT(a.t.nodes[1].key_len, 20))
        JT_CHECK(!memcmp(a.t.bytes + a.t.nodes[1].key_off,
                         "\x02\x08\0\0\0\x01\0\0\0\0\0\0\0\x01\x02\0\0\0ab", 20));
    tt_free(&a);
    JT_CHECK_INT(tt_parse(&a, "{True: 1, 2.5: 2, 18446744073709551616: 3}"), JAXCORE_OK);
    JT_CHECK_INT(a.t.nodes[1].key_type, JAXCORE_TREE_KEY_BOOL);
    JT_CHECK_INT(a.t.nodes[1].key_int, 1);
    JT_CHECK_INT(a.t.nodes[2].key_type, JAXCORE_TREE_KEY_FLOAT);
    JT_CHECK((uint64_t)a.t.nodes[2].key_int == ((uint64_t)0x40040000u << 32));
    JT_CHECK_INT(a.t.nodes[3].key_type, JAXCORE_TREE_KEY_BIGINT);
    JT_CHECK(a.t.nodes[3].key_len == 20 &&
             !memcmp(a.t.bytes + a.t.nodes[3].key_off, "18446744073709551616", 20));
    /* proto bytes take str keys only */
    {
        const char *message = NULL;
        unsigned char pb[64];
        JT_CHECK_INT(jaxcore_tree_serialize(&a.t, pb, sizeof pb, &len, &message),
                     JAXCORE_ERR_TREE_UNSUPPORTED);
        JT_CHECK_STR(message, "Only string keys are supported in proto pytree serialization.");
    }
    r = tt_text(1, &a.t, 0, NULL, 0);
    JT_CHECK_STR(r, "{True: 1, 2.5: 2, 18446744073709551616: 3}");
    free(r);
    tt_free(&a);
    /* prefix: keys compared with ==, the mismatch lists them with repr */
    JT_CHECK_INT(tt_parse(&a, "{(1,): 1, (2, 'x'): 2}"), JAXCORE_OK);
    JT_CHECK_INT(tt_parse(&b, "{(True,): 5, (2.0, 'x'): 6}"), JAXCORE_OK);
    JT_CHECK_INT(jaxcore_tree_prefix(&a.t, &b.t, map, 8, NULL, 0, &mm), JAXCORE_OK);
    JT_CHECK(jaxcore_tree_equal(&a.t, &b.t));
    tt_free(&b);
    JT_CHECK_INT(tt_parse(&b, "{(1.5,): 5, (2, 'x'): 6}"), JAXCORE_OK);
    if (JT_CHECK_INT(jaxcore_tree_prefix(&a.t, &b.t, map, 8, NULL, 0, &mm),
                     JAXCORE_ERR_TREE_STRUCTURE)) {
        JT_CHECK_INT(jaxcore_tree_mismatch_message(&a.t, &b.t, &mm, buf, sizeof buf, NULL),
                     JAXCORE_OK);
        JT_CHECK_STR(buf, "Dict key mismatch; expected keys: [(1,), (2, 'x')]; present keys: "
                          "[(1.5,), (2, 'x')].");
    }
    tt_free(&a);
    tt_free(&b);
    /* compose copies tuple keys' bytes */
    JT_CHECK_INT(tt_parse(&a, "{(1, 2): 0, (0,): 0, b'k': 0}"), JAXCORE_ERR_TREE_KEY_ORDER);
    tt_free(&a);
    JT_CHECK_INT(tt_parse(&a, "{(1, 2): 0, (0,): 0}"), JAXCORE_OK);
    JT_CHECK_INT(tt_parse(&b, "(0, {b'z': 0})"), JAXCORE_OK);
    {
        jaxcore_tree c;
        void *cb;
        JT_CHECK_INT(jaxcore_tree_compose_size(&a.t, &b.t, &len), JAXCORE_OK);
        cb = malloc(len);
        if (JT_CHECK_INT(jaxcore_tree_compose(cb, len, &a.t, &b.t, &c), JAXCORE_OK)) {
            r = tt_repr(&c);
            JT_CHECK_STR(r, "PyTreeDef({(0,): (*, {b'z': *}), (1, 2): (*, {b'z': *})})");
            free(r);
            r = tt_text(2, &c, 3, NULL, 0);
            JT_CHECK_STR(r, "[(1, 2)][1][b'z']");
            free(r);
        }
        free(cb);
    }
    tt_free(&a);
    tt_free(&b);
    /* nan != nan: a tree with a NaN key is not equal to itself (JAX's not_equal) */
    JT_CHECK_INT(tt_parse(&a, "{nan: 1}"), JAXCORE_OK);
    JT_CHECK(!jaxcore_tree_equal(&a.t, &a.t));
    tt_free(&a);
    /* None under none_is_leaf, as a key and a value */
    {
        jaxcore_tree_config cfg;
        cfg.none_is_leaf = 1;
        JT_CHECK_INT(tt_parse_cfg(&a, "{None: None}", &cfg, NULL), JAXCORE_OK);
        r = tt_repr(&a.t);
        JT_CHECK_STR(r, "PyTreeDef({None: *})");
        free(r);
        tt_free(&a);
    }
    /* int keys: Python refuses decimal text of more than 4300 digits */
    {
        char *big = (char *)malloc(4400);
        memset(big, '9', 4400);
        big[0] = '{';
        memcpy(big + 4301, ": 1}", 5);
        JT_CHECK_INT(tt_parse(&a, big), JAXCORE_OK); /* 4300 digits */
        tt_free(&a);
        big[4301] = '9';
        memcpy(big + 4302, ": 1}", 5);
        JT_CHECK_INT(tt_parse(&a, big), JAXCORE_ERR_TREE_UNSUPPORTED);
        tt_free(&a);
        memcpy(big, "{0x", 3);
        memset(big + 3, 'f', 3600);
        memcpy(big + 3603, ": 1}", 5);
        JT_CHECK_INT(tt_parse(&a, big), JAXCORE_ERR_TREE_UNSUPPORTED); /* 4335 digits */
        tt_free(&a);
        free(big);
    }
    /* many unsorted keys of mixed numeric types sort numerically */
    {
        char *lit = (char *)malloc(8000), *o = lit;
        int k;
        o += sprintf(o, "{");
        for (k = 300; k > 0; --k)
            o += sprintf(o, k % 3 == 0 ? "%d: 0, " : k % 3 == 1 ? "%d.5: 0, " : "(%d+0j): 0, ", k);
        sprintf(o, "}");
        JT_CHECK_INT(tt_parse(&a, lit), JAXCORE_ERR_TREE_KEY_ORDER); /* complex keys */
        tt_free(&a);
        o = lit;
        o += sprintf(o, "{");
        for (k = 300; k > 0; --k)
            o += sprintf(o, k % 3 == 0 ? "%d: 0, " : k % 3 == 1 ? "%d.5: 0, " : "%de0: 0, ", k);
        sprintf(o, "}");
        if (JT_CHECK_INT(tt_parse(&a, lit), JAXCORE_OK)) {
            r = tt_text(2, &a.t, 0, NULL, 0);
            JT_CHECK_STR(r, "[1.5]");
            free(r);
            r = tt_text(2, &a.t, 299, NULL, 0);
            JT_CHECK_STR(r, "[300]");
            free(r);
            r = tt_text(2, &a.t, 100, NULL, 0);
            JT_CHECK_STR(r, "[101.0]");
            free(r);
        }
        tt_free(&a);
        free(lit);
    }
}

static void test_keys_and_views(void) {
    tt a, b;
    jaxcore_tree c;
    char *k;
    JT_CHECK_INT(tt_parse(&a, "{'x': [1, {'k': 2}], 0: 3}"), JAXCORE_ERR_TREE_KEY_ORDER);
    tt_free(&a);
    JT_CHECK_INT(tt_parse(&a, "{'x': [1, {'k': (2, 3)}], 'y': Point(x=4, y=5)}"), JAXCORE_OK);
    k = tt_text(3, &a.t, 2, NULL, 0);
    JT_CHECK_STR(k, "x/1/k/1");
    free(k);
    k = tt_text(2, &a.t, 4, NULL, 0);
    JT_CHECK_STR(k, "['y'].y");
    free(k);
    /* a child view: its root key is ignored by equality, hash and key paths */
    JT_CHECK_INT(jaxcore_tree_child(&a.t, 0, &c), JAXCORE_OK);
    JT_CHECK_INT(tt_parse(&b, "[1, {'k': (2, 3)}]"), JAXCORE_OK);
    JT_CHECK(jaxcore_tree_equal(&c, &b.t));
    JT_CHECK(jaxcore_tree_hash(&c) == jaxcore_tree_hash(&b.t));
    k = tt_text(2, &c, 2, NULL, 0);
    JT_CHECK_STR(k, "[1]['k'][1]");
    free(k);
    k = tt_text(1, &c, 0, NULL, 0);
    JT_CHECK_STR(k, "[1, {'k': (2, 3)}]");
    free(k);
    JT_CHECK_INT(jaxcore_tree_child(&a.t, 2, &c), JAXCORE_ERR_INVALID_ARG);
    tt_free(&a);
    /* OrderedDict / defaultdict keys come from the aux text; other aux shapes give none */
    JT_CHECK_INT(tt_parse(&a, "CustomNode(OrderedDict[('b', 1, None)], [*, *, *])"), JAXCORE_OK);
    k = tt_text(2, &a.t, 2, NULL, 0);
    JT_CHECK_STR(k, "[None]");
    free(k);
    tt_free(&a);
    /* fuzz regression: keys decoded, then dropped (2 keys, 3 children), fit the buffer */
    JT_CHECK_INT(tt_parse(&a, "CustomNode(OrderedDict[('0123456789abcdefghijklmnopqrstuvwxyz"
                              "0123456789abcdefghijklmnopqrstuvwxyz', '')], [*, *, *])"),
                 JAXCORE_OK);
    tt_free(&a);
    JT_CHECK_INT(tt_parse(&a, "CustomNode(OrderedDict[('b', 'a')], [*, *, *])"), JAXCORE_OK);
    k = tt_text(2, &a.t, 2, NULL, 0);
    JT_CHECK_STR(k, "[<flat index 2>]");
    free(k);
    tt_free(&a);
    JT_CHECK_INT(tt_parse(&a, "CustomNode(defaultdict[(f(1, (2,)), ('x\\'',))], [*])"), JAXCORE_OK);
    k = tt_text(2, &a.t, 0, NULL, 0);
    JT_CHECK_STR(k, "[\"x'\"]");
    free(k);
    tt_free(&b);
    tt_free(&a);
    /* none_is_leaf: JAX's none_leaf_registry */
    {
        jaxcore_tree_config cfg;
        cfg.none_is_leaf = 1;
        JT_CHECK_INT(tt_parse_cfg(&a, "[None, (1, None)]", &cfg, NULL), JAXCORE_OK);
        k = tt_repr(&a.t);
        JT_CHECK_STR(k, "PyTreeDef([*, (*, *)])");
        free(k);
        k = tt_text(1, &a.t, 0, NULL, 0);
        JT_CHECK_STR(k, "[None, (1, None)]");
        free(k);
        tt_free(&a);
    }
}

/* Records walk events as text. */
static void record(void *ctx, const jaxcore_tree *t, const jaxcore_tree_event *ev) {
    char *s = (char *)ctx;
    s += strlen(s);
    if (ev->type == JAXCORE_TREE_VISIT) {
        if (ev->value)
            sprintf(s, "v%u=%d ", ev->leaf, *(int *)ev->value);
        else
            sprintf(s, "v%u ", ev->leaf);
    } else {
        sprintf(s, "%c%d(%u,%u,%u) ", ev->type == JAXCORE_TREE_ENTER ? '<' : '>',
                t->nodes[ev->node].kind, ev->parent == JAXCORE_TREE_NO_NODE ? 99 : ev->parent,
                ev->child, ev->depth);
    }
}
static void fill(void *ctx, const jaxcore_tree *t, const jaxcore_tree_event *ev) {
    (void)ctx;
    (void)t;
    if (ev->type == JAXCORE_TREE_VISIT) *(int *)ev->value = 100 + (int)ev->leaf;
}

static void test_walks(void) {
    tt a;
    char log[512] = "";
    int leaves[3] = {10, 20, 30}, out[3] = {0, 0, 0};
    JT_CHECK_INT(tt_parse(&a, "{'b': [1, 2], 'a': (3, None)}"), JAXCORE_OK);
    JT_CHECK_INT(jaxcore_tree_walk(&a.t, record, log), JAXCORE_OK);
    JT_CHECK_STR(log, "<5(99,0,0) <2(0,0,1) v0 <1(1,1,2) >1(1,1,2) >2(0,0,1) <4(0,1,1) v1 v2 "
                      ">4(0,1,1) >5(99,0,0) ");
    log[0] = 0;
    JT_CHECK_INT(jaxcore_tree_unflatten(&a.t, leaves, 3, sizeof(int), record, log), JAXCORE_OK);
    JT_CHECK(strstr(log, "v0=10 ") && strstr(log, "v1=20 v2=30 "));
    JT_CHECK_INT(jaxcore_tree_unflatten(&a.t, leaves, 2, sizeof(int), record, log),
                 JAXCORE_ERR_TREE_TOO_FEW_LEAVES);
    JT_CHECK_INT(jaxcore_tree_unflatten(&a.t, leaves, 4, sizeof(int), record, log),
                 JAXCORE_ERR_TREE_TOO_MANY_LEAVES);
    JT_CHECK_INT(jaxcore_tree_flatten(&a.t, out, 2, sizeof(int), fill, NULL),
                 JAXCORE_ERR_BUFFER_TOO_SMALL);
    JT_CHECK_INT(jaxcore_tree_flatten(&a.t, out, 3, sizeof(int), fill, NULL), JAXCORE_OK);
    JT_CHECK(out[0] == 100 && out[1] == 101 && out[2] == 102);
    tt_free(&a);
}

/* jax.tree.broadcast docstring: (1, 2, 3) over (0, {'a': 0, 'b': 0}, (0, 0)) gives
   (1, {'a': 2, 'b': 2}, (3, 3)). */
static void test_broadcast(void) {
    tt p, f;
    uint32_t map[5];
    double src[3] = {1, 2, 3}, dst[5];
    JT_CHECK_INT(tt_parse(&p, "(1, 2, 3)"), JAXCORE_OK);
    JT_CHECK_INT(tt_parse(&f, "(0, {'a': 0, 'b': 0}, (0, 0))"), JAXCORE_OK);
    JT_CHECK_INT(jaxcore_tree_prefix(&p.t, &f.t, map, 4, NULL, 0, NULL),
                 JAXCORE_ERR_BUFFER_TOO_SMALL);
    JT_CHECK_INT(jaxcore_tree_prefix(&p.t, &f.t, map, 5, NULL, 0, NULL), JAXCORE_OK);
    JT_CHECK_INT(jaxcore_tree_broadcast(map, 5, src, 3, sizeof(double), dst), JAXCORE_OK);
    JT_CHECK(dst[0] == 1 && dst[1] == 2 && dst[2] == 2 && dst[3] == 3 && dst[4] == 3);
    map[0] = 3;
    JT_CHECK_INT(jaxcore_tree_broadcast(map, 5, src, 3, sizeof(double), dst),
                 JAXCORE_ERR_INVALID_ARG);
    tt_free(&p);
    tt_free(&f);
}

/* ---- pytree_keys.txt: dict keys of every literal type ---- */

/* The key of the single child of a one-key dict literal "{<key>: 1}". */
static int one_key(tt *a, const char *key, const jaxcore_tree_node **nd) {
    char lit[512];
    int r;
    snprintf(lit, sizeof lit, "{%s: 1}", key);
    r = tt_parse(a, lit);
    *nd = r == JAXCORE_OK ? &a->t.nodes[1] : NULL;
    return r;
}

static uint64_t le_u64(const char *p) {
    uint64_t v = 0;
    int i;
    for (i = 7; i >= 0; --i)
        v = v << 8 | (unsigned char)p[i];
    return v;
}

static void keys_row(char **f, int nf) {
    tt a, b;
    const jaxcore_tree_node *nd;
    char *r;
    if (!strcmp(f[0], "float") && JT_CHECK(nf >= 3)) {
        /* repr(x) parses to x's bits and prints back as repr(x) */
        uint64_t want = strtoull(f[1], NULL, 16);
        if (JT_CHECK_INT(one_key(&a, f[2], &nd), JAXCORE_OK)) {
            char want_repr[600];
            JT_CHECK_INT(nd->key_type, JAXCORE_TREE_KEY_FLOAT);
            if (!JT_CHECK((uint64_t)nd->key_int == want)) fprintf(stderr, "  float %s\n", f[2]);
            snprintf(want_repr, sizeof want_repr, "PyTreeDef({%s: *})", f[2]);
            r = tt_repr(&a.t);
            JT_CHECK_STR(r, want_repr);
            free(r);
        }
        tt_free(&a);
    } else if (!strcmp(f[0], "complex") && JT_CHECK(nf >= 4)) {
        uint64_t re = strtoull(f[1], NULL, 16), im = strtoull(f[2], NULL, 16);
        if (JT_CHECK_INT(one_key(&a, f[3], &nd), JAXCORE_OK)) {
            char want_repr[600];
            JT_CHECK_INT(nd->key_type, JAXCORE_TREE_KEY_COMPLEX);
            if (JT_CHECK_INT(nd->key_len, 16))
                JT_CHECK(le_u64(a.t.bytes + nd->key_off) == re &&
                         le_u64(a.t.bytes + nd->key_off + 8) == im);
            snprintf(want_repr, sizeof want_repr, "PyTreeDef({%s: *})", f[3]);
            r = tt_repr(&a.t);
            JT_CHECK_STR(r, want_repr);
            free(r);
        }
        tt_free(&a);
    } else if (!strcmp(f[0], "dict") && JT_CHECK(nf >= 5)) {
        jaxcore_tree_error err;
        int rc = tt_parse_cfg(&a, f[1], NULL, &err);
        if (!strcmp(f[2], "KEY_ORDER") || !strcmp(f[2], "DUP_KEY")) {
            if (!JT_CHECK_INT(rc, f[2][0] == 'K' ? JAXCORE_ERR_TREE_KEY_ORDER
                                                 : JAXCORE_ERR_TREE_DUP_KEY))
                fprintf(stderr, "  dict %s\n", f[1]);
            if (f[2][0] == 'K')
                JT_CHECK_STR(err.message,
                             "Comparator raised exception while sorting pytree dictionary keys.");
        } else if (JT_CHECK_INT(rc, JAXCORE_OK)) {
            char *ks[80], *simple[80];
            int n = js_list(f[3], ks, 80), m = js_list(f[4], simple, 80), i;
            r = tt_repr(&a.t);
            if (!JT_CHECK_STR(r, f[2])) fprintf(stderr, "  dict %s\n", f[1]);
            free(r);
            if (JT_CHECK_INT(n, (long long)jaxcore_tree_num_leaves(&a.t)) && JT_CHECK_INT(m, n))
                for (i = 0; i < n; ++i) {
                    char *k = tt_text(2, &a.t, (size_t)i, NULL, 0);
                    JT_CHECK_STR(k, ks[i]);
                    free(k);
                    k = tt_text(3, &a.t, (size_t)i, NULL, 0);
                    JT_CHECK_STR(k, simple[i]);
                    free(k);
                }
            /* the repr reads back to the same tree */
            if (JT_CHECK_INT(tt_parse(&b, f[2]), JAXCORE_OK)) {
                int nan = strstr(f[2], "nan") != NULL; /* nan != nan: never equal */
                r = tt_repr(&b.t);
                JT_CHECK_STR(r, f[2]);
                free(r);
                JT_CHECK_INT(jaxcore_tree_equal(&a.t, &b.t), !nan);
                JT_CHECK(jaxcore_tree_hash(&a.t) == jaxcore_tree_hash(&b.t));
            }
            tt_free(&b);
            js_free(ks, n < 0 ? 0 : n);
            js_free(simple, m < 0 ? 0 : m);
        }
        tt_free(&a);
    } else if (!strcmp(f[0], "equal") && JT_CHECK(nf >= 4)) {
        if (JT_CHECK_INT(tt_parse(&a, f[1]), JAXCORE_OK) &&
            JT_CHECK_INT(tt_parse(&b, f[2]), JAXCORE_OK)) {
            int eq = !strcmp(f[3], "true");
            if (!JT_CHECK_INT(jaxcore_tree_equal(&a.t, &b.t), eq))
                fprintf(stderr, "  equal %s %s\n", f[1], f[2]);
            JT_CHECK_INT(jaxcore_tree_equal(&b.t, &a.t), eq);
            if (eq) JT_CHECK(jaxcore_tree_hash(&a.t) == jaxcore_tree_hash(&b.t));
        }
        tt_free(&a);
        tt_free(&b);
    }
}

static void test_keys_file(void) {
    char *text = jt_read_file("tests/vectors/pytree_keys.txt", NULL), *p = text, *line;
    int rows = 0;
    if (!JT_CHECK(text != NULL)) return;
    while ((line = jt_next_line(&p)) != NULL) {
        char *f[6];
        int nf;
        if (!*line || line[0] == '#') continue;
        nf = jt_split(line, '\t', f, 6);
        keys_row(f, nf);
        ++rows;
    }
    JT_CHECK(rows > 1600);
    free(text);
}

void test_tree(void) {
    JT_RUN(test_cases_file);
    JT_RUN(test_ops_file);
    JT_RUN(test_proto_example);
    JT_RUN(test_malformed);
    JT_RUN(test_nul);
    JT_RUN(test_depth);
    JT_RUN(test_truncated);
    JT_RUN(test_printing);
    JT_RUN(test_buffers);
    JT_RUN(test_keys_and_views);
    JT_RUN(test_walks);
    JT_RUN(test_broadcast);
    JT_RUN(test_keys_file);
    JT_RUN(test_key_types);
    {
        int i;
        static int printed;
        if (!printed++) {
            printf("tree: %d vector checks skipped:\n", skipped);
            for (i = 0; i < 16 && skip_reasons[i]; ++i)
                printf("  %2d x %s\n", skip_counts[i], skip_reasons[i]);
        }
    }
}
