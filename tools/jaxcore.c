/* jaxcore - command-line front end of jaxcore.h (contract: shared spec CLI.md).

   Build: make (build/jaxcore), or from the repository root with nothing else:
       cc -O2 -I. tools/jaxcore.c -o jaxcore
   Exit status: 0 success; 1 a domain error ("error: <message>" on stderr, nothing on
   stdout); 2 a usage error (usage line on stderr). Run `jaxcore help` for the commands. */
#if !defined(_WIN32) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200112L /* clock_gettime for `speed` */
#endif
#define JAXCORE_IMPLEMENTATION
#include "jaxcore.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
/* Windows: binary stdout and stderr (_setmode), UTF-8 arguments (the C runtime's argv is in
   the ANSI code page) and a clock. Declared here: <windows.h> would clash with names below. */
#ifdef _WIN32
#include <fcntl.h>
#include <io.h>
__declspec(dllimport) int __stdcall QueryPerformanceCounter(long long *count);
__declspec(dllimport) int __stdcall QueryPerformanceFrequency(long long *frequency);
__declspec(dllimport) wchar_t *__stdcall GetCommandLineW(void);
__declspec(dllimport) wchar_t **__stdcall CommandLineToArgvW(const wchar_t *line, int *argc);
#ifdef _MSC_VER
#pragma comment(lib, "shell32.lib")
#endif

/* The arguments as UTF-8 (from UTF-16), or NULL if they cannot be read; never freed. */
static char **utf8_argv(int argc) {
    int n = 0, i;
    wchar_t **w = CommandLineToArgvW(GetCommandLineW(), &n);
    char **out;
    if (!w || n != argc || !(out = (char **)calloc((size_t)argc + 1, sizeof *out))) return NULL;
    for (i = 0; i < argc; ++i) {
        size_t len = 0, j = 0, k;
        unsigned char *o;
        while (w[i][len])
            ++len;
        if (!(o = (unsigned char *)malloc(3 * len + 1))) return NULL;
        for (k = 0; k < len; ++k) {
            unsigned long c = (unsigned short)w[i][k];
            if (c >= 0xd800 && c < 0xdc00 && k + 1 < len && (unsigned short)w[i][k + 1] >= 0xdc00 &&
                (unsigned short)w[i][k + 1] < 0xe000)
                c = 0x10000 + ((c - 0xd800) << 10) + ((unsigned short)w[i][++k] - 0xdc00);
            if (c < 0x80) {
                o[j++] = (unsigned char)c;
            } else if (c < 0x800) {
                o[j++] = (unsigned char)(0xc0 | c >> 6);
                o[j++] = (unsigned char)(0x80 | (c & 0x3f));
            } else if (c < 0x10000) {
                o[j++] = (unsigned char)(0xe0 | c >> 12);
                o[j++] = (unsigned char)(0x80 | (c >> 6 & 0x3f));
                o[j++] = (unsigned char)(0x80 | (c & 0x3f));
            } else {
                o[j++] = (unsigned char)(0xf0 | c >> 18);
                o[j++] = (unsigned char)(0x80 | (c >> 12 & 0x3f));
                o[j++] = (unsigned char)(0x80 | (c >> 6 & 0x3f));
                o[j++] = (unsigned char)(0x80 | (c & 0x3f));
            }
        }
        o[j] = 0;
        out[i] = (char *)o;
    }
    return out;
}
#endif

typedef struct command {
    const char *name;
    int (*run)(int argc, char **argv); /* argv[0] is the command name */
    const char *usage;
} command;

static const command *current;

static int usage_error(const char *why) {
    if (why) fprintf(stderr, "jaxcore %s: %s\n", current ? current->name : "", why);
    if (current)
        fprintf(stderr, "usage: jaxcore %s %s\n", current->name, current->usage);
    else
        fprintf(stderr, "usage: jaxcore COMMAND [ARGS...]  (jaxcore help lists them)\n");
    return 2;
}

static int domain_error(const char *message) {
    fprintf(stderr, "error: %s\n", message);
    return 1;
}

/* ---- promotion -------------------------------------------------------------------------- */

/* Flags shared by the promotion commands. Returns 0, or 2 after a usage error. */
typedef struct promo_args {
    jaxcore_promo_config cfg;
    int nodes;
    int npos;
    char **pos;
} promo_args;

static int parse_promo_args(int argc, char **argv, promo_args *a, int allow_nodes) {
    int i;
    memset(a, 0, sizeof *a);
    a->pos = argv + 1;
    for (i = 1; i < argc; ++i) {
        const char *s = argv[i];
        if (!strcmp(s, "--x64")) {
            a->cfg.x64 = 1;
        } else if (!strcmp(s, "--strict")) {
            a->cfg.strict = 1;
        } else if (!strcmp(s, "--nodes") && allow_nodes) {
            a->nodes = 1;
        } else if (!strcmp(s, "--explicit-x64")) {
            const char *v = i + 1 < argc ? argv[++i] : NULL;
            if (!v) return usage_error("--explicit-x64 needs warn, allow or error");
            if (!strcmp(v, "warn"))
                a->cfg.explicit_x64 = JAXCORE_X64_WARN;
            else if (!strcmp(v, "allow"))
                a->cfg.explicit_x64 = JAXCORE_X64_ALLOW;
            else if (!strcmp(v, "error"))
                a->cfg.explicit_x64 = JAXCORE_X64_ERROR;
            else
                return usage_error("--explicit-x64 takes warn, allow or error");
        } else if (s[0] == '-' && s[1] == '-') {
            fprintf(stderr, "jaxcore %s: unknown flag %s\n", current->name, s);
            return usage_error(NULL);
        } else {
            a->pos[a->npos++] = argv[i];
        }
    }
    return 0;
}

/* TYPE: a dtype name, int/float/complex (Python scalars) or weak:DTYPE. */
static int parse_operand(const char *s, jaxcore_operand *op) {
    char msg[160];
    op->weak = 0;
    op->keep_x64 = 0;
    if (!strncmp(s, "weak:", 5)) {
        op->weak = 1;
        s += 5;
    }
    if (jaxcore_dtype_from_name(s, strlen(s), &op->dtype) != JAXCORE_OK ||
        (op->weak && op->dtype >= JAXCORE_PY_INT)) {
        snprintf(msg, sizeof msg, "unknown dtype '%s'", s);
        return domain_error(msg);
    }
    return 0;
}

/* Prints JAX's message for a failed promotion as a domain error, or a warning. */
static int promo_message(jaxcore_promo_fn fn, const jaxcore_operand *ops, size_t n,
                         const jaxcore_promo_config *cfg, const char *prefix, FILE *out) {
    char msg[1024];
    size_t len;
    if (jaxcore_promotion_message(fn, ops, n, cfg, msg, sizeof msg, &len) != JAXCORE_OK) return 1;
    if (len) fprintf(out, "%s%s\n", prefix, msg);
    return 1;
}

#define MAX_OPERANDS 64

static int read_operands(const promo_args *a, jaxcore_operand *ops) {
    int i;
    if (a->npos > MAX_OPERANDS) return domain_error("too many operands (at most 64)");
    for (i = 0; i < a->npos; ++i)
        if (parse_operand(a->pos[i], &ops[i])) return 1;
    return 0;
}

static int cmd_promote(int argc, char **argv) {
    promo_args a;
    jaxcore_operand ops[MAX_OPERANDS];
    jaxcore_type t;
    int rc = parse_promo_args(argc, argv, &a, 0);
    if (rc) return rc;
    if (a.npos == 0) return usage_error("at least one TYPE is required");
    if (read_operands(&a, ops)) return 1;
    if (jaxcore_result_type(ops, (size_t)a.npos, &a.cfg, &t) != JAXCORE_OK)
        return promo_message(JAXCORE_FN_RESULT_TYPE, ops, (size_t)a.npos, &a.cfg,
                             "error: ", stderr);
    if (t.warned)
        promo_message(JAXCORE_FN_RESULT_TYPE, ops, (size_t)a.npos, &a.cfg, "warning: ", stderr);
    printf("%s%s\n", jaxcore_dtype_name(t.dtype), t.weak ? " weak" : "");
    return 0;
}

static int cmd_promote_types(int argc, char **argv) {
    promo_args a;
    jaxcore_operand ops[MAX_OPERANDS];
    jaxcore_dtype d;
    int rc = parse_promo_args(argc, argv, &a, 0);
    if (rc) return rc;
    if (a.npos != 2) return usage_error("two dtypes are required");
    if (read_operands(&a, ops)) return 1;
    if (ops[0].weak || ops[1].weak) return domain_error("promote_types takes dtypes, not weak:");
    if (jaxcore_promote_types(ops[0].dtype, ops[1].dtype, &a.cfg, &d) != JAXCORE_OK)
        return promo_message(JAXCORE_FN_PROMOTE_TYPES, ops, 2, &a.cfg, "error: ", stderr);
    printf("%s\n", jaxcore_dtype_name(d));
    return 0;
}

static int cmd_table(int argc, char **argv) {
    promo_args a;
    int rc = parse_promo_args(argc, argv, &a, 1), i, j;
    if (rc) return rc;
    if (a.npos) return usage_error("table takes no operands");
    for (j = 0; j < JAXCORE_DTYPE_COUNT; ++j)
        printf("\t%s", jaxcore_dtype_short_name((jaxcore_dtype)j));
    printf("\n");
    for (i = 0; i < JAXCORE_DTYPE_COUNT; ++i) {
        printf("%s", jaxcore_dtype_short_name((jaxcore_dtype)i));
        for (j = 0; j < JAXCORE_DTYPE_COUNT; ++j) {
            jaxcore_operand ops[2] = {{JAXCORE_BOOL, 0, 0}, {JAXCORE_BOOL, 0, 0}};
            jaxcore_type t;
            ops[0].dtype = (jaxcore_dtype)i;
            ops[1].dtype = (jaxcore_dtype)j;
            if (jaxcore_lattice_result_type(ops, 2, &a.cfg, &t) != JAXCORE_OK) {
                printf("\t-");
            } else if (t.weak && a.nodes) {
                char kind = jaxcore_dtype_kind(t.dtype);
                printf("\t%s", kind == 'c' ? "c*" : kind == 'f' ? "f*" : "i*");
            } else {
                printf("\t%s%s", jaxcore_dtype_short_name(t.dtype), t.weak ? "*" : "");
            }
        }
        printf("\n");
    }
    return 0;
}

static int cmd_safe(int argc, char **argv) {
    promo_args a;
    jaxcore_operand ops[MAX_OPERANDS];
    jaxcore_type t;
    char msg[1024];
    int rc = parse_promo_args(argc, argv, &a, 0);
    if (rc) return rc;
    if (a.npos < 2) return usage_error("at least two TYPEs are required");
    if (read_operands(&a, ops)) return 1;
    a.cfg.safe = 1;
    rc = jaxcore_result_type(ops, (size_t)a.npos, &a.cfg, &t);
    if (rc == JAXCORE_OK) {
        printf("safe\n");
        return 0;
    }
    if (rc != JAXCORE_ERR_UNSAFE && rc != JAXCORE_ERR_PROMOTION)
        return promo_message(JAXCORE_FN_RESULT_TYPE, ops, (size_t)a.npos, &a.cfg,
                             "error: ", stderr);
    if (jaxcore_promotion_message(JAXCORE_FN_RESULT_TYPE, ops, (size_t)a.npos, &a.cfg, msg,
                                  sizeof msg, NULL) != JAXCORE_OK)
        return domain_error("message too long");
    printf("unsafe: %s\n", msg);
    return 0;
}

static int cmd_explain(int argc, char **argv) {
    promo_args a;
    jaxcore_operand ops[MAX_OPERANDS];
    char text[4096];
    int rc = parse_promo_args(argc, argv, &a, 0);
    if (rc) return rc;
    if (a.npos == 0) return usage_error("at least one TYPE is required");
    if (read_operands(&a, ops)) return 1;
    if (jaxcore_promotion_explain(JAXCORE_FN_RESULT_TYPE, ops, (size_t)a.npos, &a.cfg, text,
                                  sizeof text, NULL) != JAXCORE_OK)
        return domain_error("explanation too long");
    fputs(text, stdout);
    return 0;
}

/* The lattice as a Graphviz DOT graph, from the library's own edge data. */
static int cmd_lattice(int argc, char **argv) {
    promo_args a;
    int rc = parse_promo_args(argc, argv, &a, 0), i, j;
    if (rc) return rc;
    if (a.npos) return usage_error("lattice takes no operands");
    printf("digraph jax_promotion_lattice {\n  rankdir=LR;\n  node [shape=box, "
           "fontname=\"monospace\"];\n");
    for (i = 0; i < JAXCORE_DTYPE_COUNT; ++i) {
        uint64_t succ = jaxcore_lattice_successors((jaxcore_dtype)i, &a.cfg);
        const char *name = jaxcore_dtype_short_name((jaxcore_dtype)i);
        if (i >= JAXCORE_PY_INT) printf("  \"%s\" [shape=ellipse, style=dashed];\n", name);
        for (j = 0; j < JAXCORE_DTYPE_COUNT; ++j)
            if (succ >> j & 1u)
                printf("  \"%s\" -> \"%s\";\n", name, jaxcore_dtype_short_name((jaxcore_dtype)j));
    }
    printf("}\n");
    return 0;
}

/* ---- pytree ----------------------------------------------------------------------------- */

/* Storage for the trees of one command: the CLI needs no allocator. */
#define TREE_STORE (8u << 20)
static unsigned char tree_store[TREE_STORE];
static size_t tree_used;

/* Parses STRUCT into tree_store. Returns 0, or 1 after a domain error. */
static int parse_tree(const char *text, jaxcore_tree *out) {
    jaxcore_tree_error err;
    size_t need;
    char msg[256];
    jaxcore_result r = jaxcore_tree_size(text, strlen(text), NULL, &need, &err);
    if (r == JAXCORE_OK && need > TREE_STORE - tree_used) return domain_error("tree too large");
    if (r == JAXCORE_OK)
        r = jaxcore_tree_parse(tree_store + tree_used, TREE_STORE - tree_used, text, strlen(text),
                               NULL, out, &err);
    if (r != JAXCORE_OK) {
        snprintf(msg, sizeof msg, "cannot parse the structure at byte %lu: %s",
                 (unsigned long)err.offset, err.message);
        return domain_error(msg);
    }
    tree_used += need;
    return 0;
}

/* Prints a text the library writes with the (buf, cap, len) convention. */
static char tree_text[1u << 20];

static int cmd_tree(int argc, char **argv) {
    jaxcore_tree t;
    size_t i, n;
    if (argc != 2 || (argv[1][0] == '-' && argv[1][1] == '-'))
        return usage_error(argc < 2 ? "STRUCT is required" : "exactly one STRUCT is expected");
    if (parse_tree(argv[1], &t)) return 1;
    n = jaxcore_tree_num_leaves(&t);
    for (i = 0; i < n; ++i) { /* check every key path before printing anything */
        jaxcore_result r = jaxcore_tree_keystr(&t, i, 0, NULL, NULL, 0, NULL);
        if (r == JAXCORE_ERR_TREE_NO_FIELDS)
            return domain_error("key paths need namedtuple field names, which a PyTreeDef repr "
                                "does not carry");
    }
    if (jaxcore_tree_repr(&t, tree_text, sizeof tree_text, NULL) != JAXCORE_OK)
        return domain_error("tree too large to print");
    printf("%s\nnum_leaves=%lu\nnum_nodes=%lu\n", tree_text, (unsigned long)n,
           (unsigned long)jaxcore_tree_num_nodes(&t));
    for (i = 0; i < n; ++i) {
        if (jaxcore_tree_keystr(&t, i, 0, NULL, tree_text, sizeof tree_text, NULL) != JAXCORE_OK)
            return domain_error("key path too long");
        printf("%s\n", tree_text);
    }
    return 0;
}

static int cmd_tree_prefix(int argc, char **argv) {
    jaxcore_tree prefix, full;
    jaxcore_tree_mismatch mm;
    static uint32_t map[1u << 20];
    size_t i, n;
    if (argc != 3) return usage_error("PREFIX and FULL are required");
    if (parse_tree(argv[1], &prefix) || parse_tree(argv[2], &full)) return 1;
    n = jaxcore_tree_num_leaves(&full);
    if (n > sizeof map / sizeof map[0]) return domain_error("tree too large");
    if (jaxcore_tree_prefix(&prefix, &full, map, n, NULL, 0, &mm) != JAXCORE_OK) {
        if (jaxcore_tree_mismatch_message(&prefix, &full, &mm, tree_text, sizeof tree_text, NULL) !=
            JAXCORE_OK)
            return domain_error("not a tree prefix (message too long)");
        return domain_error(tree_text);
    }
    for (i = 0; i < n; ++i)
        printf(i ? " %lu" : "%lu", (unsigned long)map[i]);
    printf("\n");
    return 0;
}

/* ---- prng: shared options ----------------------------------------------------------------- */

/* Options shared by the random commands (CLI.md "PRNG"): --key K0:K1 | --seed S, --shape,
   --legacy, --x64, --hex, --path, plus command-specific flags. A command lists its own
   flags in `extra`, space-separated; a name ending in '=' takes a value
   ("--width= --num="). Read them back with rng_opt() / rng_flag(). */
#define RNG_MAX_OPTS 16
typedef struct rng_args {
    jaxcore_prng_config cfg;
    const jaxcore_prng_impl *impl; /* --impl NAME; NULL: threefry2x32 */
    const char *key;               /* --key K0:K1 text, or NULL */
    const char *seed;              /* --seed S text, or NULL */
    const char *shape;             /* --shape text, or NULL */
    int hex;
    int npos;
    char **pos;
    int nopts;
    const char *opt_name[RNG_MAX_OPTS]; /* command-specific flags seen, in order */
    const char *opt_value[RNG_MAX_OPTS];
} rng_args;

/* Is s a number (possibly negative) rather than a flag? */
static int is_number_arg(const char *s) {
    return (s[0] == '-' && (s[1] == '.' || (s[1] >= '0' && s[1] <= '9'))) ||
           (s[0] >= '0' && s[0] <= '9');
}

/* Is `name` one of the space-separated flags of `list`? Sets *takes_value. A flag is
   "--name" (a switch) or "--name=..." (takes a value; what follows '=' is its usage text,
   see the sampler table). */
static int flag_in(const char *list, const char *name, int *takes_value) {
    size_t n = strlen(name);
    while (list && *list) {
        const char *end = strchr(list, ' ');
        size_t len = end ? (size_t)(end - list) : strlen(list);
        const char *eq = (const char *)memchr(list, '=', len);
        size_t nlen = eq ? (size_t)(eq - list) : len;
        if (nlen == n && !strncmp(list, name, n)) {
            *takes_value = eq != NULL;
            return 1;
        }
        list += len + (end ? 1 : 0);
    }
    return 0;
}

/* Parses argv[1..]; returns 0, or 2 after a usage error. */
static int parse_rng_args(int argc, char **argv, rng_args *a, const char *extra) {
    int i, takes;
    memset(a, 0, sizeof *a);
    a->pos = argv + 1;
    for (i = 1; i < argc; ++i) {
        const char *s = argv[i];
        const char **slot = NULL;
        if (!strcmp(s, "--")) { /* the rest are operands */
            while (++i < argc)
                a->pos[a->npos++] = argv[i];
            break;
        }
        if (!strcmp(s, "--legacy")) {
            a->cfg.legacy = 1;
        } else if (!strcmp(s, "--x64")) {
            a->cfg.x64 = 1;
        } else if (!strcmp(s, "--hex")) {
            a->hex = 1;
        } else if (!strcmp(s, "--key")) {
            slot = &a->key;
        } else if (!strcmp(s, "--seed")) {
            slot = &a->seed;
        } else if (!strcmp(s, "--shape")) {
            slot = &a->shape;
        } else if (!strcmp(s, "--impl")) {
            const char *v = i + 1 < argc ? argv[++i] : NULL;
            if (!v) return usage_error("--impl needs a value");
            a->impl = jaxcore_prng_impl_by_name(v, strlen(v));
            if (!a->impl)
                return usage_error("--impl takes threefry2x32, threefry4x32, philox4x32, "
                                   "philox2x32, rbg or unsafe_rbg");
        } else if (!strcmp(s, "--path")) {
            const char *v = i + 1 < argc ? argv[++i] : NULL;
            if (!v) return usage_error("--path needs a value");
            if (jaxcore_prng_path_from_name(v, strlen(v), &a->cfg.path) != JAXCORE_OK)
                return usage_error(
                    "--path takes auto, scalar, sse2, avx2, avx512, neon or simd128");
        } else if (s[0] == '-' && s[1] == '-' && flag_in(extra, s, &takes)) {
            if (a->nopts == RNG_MAX_OPTS) return usage_error("too many flags");
            a->opt_name[a->nopts] = s;
            a->opt_value[a->nopts] = "";
            if (takes) {
                if (i + 1 >= argc) {
                    fprintf(stderr, "jaxcore %s: %s needs a value\n", current->name, s);
                    return usage_error(NULL);
                }
                a->opt_value[a->nopts] = argv[++i];
            }
            ++a->nopts;
        } else if (s[0] == '-' && !is_number_arg(s)) {
            fprintf(stderr, "jaxcore %s: unknown flag %s\n", current->name, s);
            return usage_error(NULL);
        } else {
            a->pos[a->npos++] = argv[i];
        }
        if (slot) {
            if (i + 1 >= argc) {
                fprintf(stderr, "jaxcore %s: %s needs a value\n", current->name, s);
                return usage_error(NULL);
            }
            *slot = argv[++i];
        }
    }
    return 0;
}

/* The value of a command-specific flag (the last one given), or NULL. */
static const char *rng_opt(const rng_args *a, const char *name) {
    int i;
    const char *v = NULL;
    for (i = 0; i < a->nopts; ++i)
        if (!strcmp(a->opt_name[i], name)) v = a->opt_value[i];
    return v;
}

/* Parses a decimal integer as Python would hold it, into [lo, hi] as int64 or, with
   is_unsigned, [0, UINT64_MAX] as uint64 (returned through *u). Returns 0, or 1 for
   a malformed number and 2 for one out of range. */
static int parse_int(const char *s, int is_unsigned, int64_t *v, uint64_t *u) {
    int neg = 0;
    uint64_t mag = 0;
    if (*s == '-' || *s == '+') neg = *s++ == '-';
    if (!*s) return 1;
    for (; *s; ++s) {
        if (*s < '0' || *s > '9') return 1;
        if (mag > (UINT64_MAX - (uint64_t)(*s - '0')) / 10) return 2;
        mag = mag * 10 + (uint64_t)(*s - '0');
    }
    if (is_unsigned) {
        if (neg && mag) return 2;
        *u = mag;
        *v = (int64_t)mag;
        return 0;
    }
    if (neg ? mag > (uint64_t)INT64_MAX + 1 : mag > (uint64_t)INT64_MAX) return 2;
    *v = neg ? (int64_t)(0 - mag) : (int64_t)mag;
    *u = (uint64_t)*v;
    return 0;
}

/* Parses a shape "()", "(3,)", "(2,3)", "2,3" or "" into its element count. */
static int parse_shape(const char *s, size_t *n) {
    size_t count = 1;
    int dims = 0;
    while (*s == ' ' || *s == '(')
        ++s;
    while (*s && *s != ')') {
        char *end;
        unsigned long long d;
        if (*s < '0' || *s > '9') return 1;
        d = strtoull(s, &end, 10);
        if (d && count > (size_t)-1 / d) return 1;
        count *= (size_t)d;
        ++dims;
        s = end;
        while (*s == ' ')
            ++s;
        if (*s == ',') ++s;
        while (*s == ' ')
            ++s;
    }
    if (*s == ')') ++s;
    if (*s) return 1;
    *n = count;
    (void)dims;
    return 0;
}

static int prng_error(jaxcore_result r) {
    char msg[128];
    snprintf(msg, sizeof msg, "%s", jaxcore_result_name(r));
    return domain_error(msg);
}

/* key(SEED) as jax.random.key does for a seed of the given dtype name ("int" = a
   Python int). Returns 0, or 1 after a domain error. */
static int make_seed_key(const jaxcore_prng_impl *impl, const char *text, const char *dtype_name,
                         const jaxcore_prng_config *cfg, jaxcore_key *key) {
    jaxcore_dtype dt = JAXCORE_PY_INT;
    int64_t v;
    uint64_t u;
    int rc;
    char msg[160];
    jaxcore_result r;
    if (dtype_name && strcmp(dtype_name, "int")) {
        if (jaxcore_dtype_from_name(dtype_name, strlen(dtype_name), &dt) != JAXCORE_OK ||
            jaxcore_dtype_kind(dt) == 'b' || jaxcore_dtype_kind(dt) == 'f' ||
            jaxcore_dtype_kind(dt) == 'c' || dt == JAXCORE_PY_INT) {
            snprintf(msg, sizeof msg, "unknown seed dtype '%s'", dtype_name);
            return domain_error(msg);
        }
    }
    rc = parse_int(text, dt == JAXCORE_UINT64, &v, &u);
    if (rc == 1) {
        snprintf(msg, sizeof msg, "invalid seed '%s'", text);
        return domain_error(msg);
    }
    if (rc == 2) {
        if (dt == JAXCORE_PY_INT) return domain_error("Python int too large to convert to C long");
        snprintf(msg, sizeof msg, "Python integer %s out of bounds for %s", text, dtype_name);
        return domain_error(msg);
    }
    r = jaxcore_random_key(impl, v, dt, cfg, key);
    if (r == JAXCORE_ERR_OVERFLOW) {
        if (dt == JAXCORE_PY_INT)
            snprintf(msg, sizeof msg,
                     "An overflow was encountered while parsing an argument to "
                     "a jitted computation, whose type is int32");
        else
            snprintf(msg, sizeof msg, "Python integer %s out of bounds for %s", text, dtype_name);
        return domain_error(msg);
    }
    if (r != JAXCORE_OK) return prng_error(r);
    return 0;
}

/* The key from --key K0:K1 (one hex word per key word of --impl) or --seed S (exactly
   one of them). Returns 0, 1 or 2. */
static int rng_key(const rng_args *a, jaxcore_key *key) {
    if (!a->key == !a->seed)
        return usage_error("exactly one of --key K0:K1 and --seed S is needed");
    if (a->key) {
        uint32_t w[JAXCORE_KEY_MAX_WORDS];
        const jaxcore_prng_impl *impl = a->impl ? a->impl : jaxcore_threefry2x32();
        const char *s = a->key;
        size_t n = 0;
        while (n < JAXCORE_KEY_MAX_WORDS) {
            char *end;
            unsigned long long v = strtoull(s, &end, 16);
            if (end == s || v > 0xffffffffull || (*end && *end != ':') || *s == '-' || *s == '+')
                return domain_error("--key takes hex words K0:K1 (one per key word)");
            w[n++] = (uint32_t)v;
            if (!*end) break;
            s = end + 1;
        }
        if (n != impl->key_words || jaxcore_wrap_key_data(impl, w, n, key) != JAXCORE_OK)
            return domain_error("--key has the wrong number of words for the implementation");
        return 0;
    }
    return make_seed_key(a->impl, a->seed, NULL, &a->cfg, key);
}

/* The element count of --shape (or of `fallback` when absent; NULL: --shape required). */
/* The most elements one command generates (the output is printed): a bound on memory. */
#ifndef JAXCORE_CLI_MAX_ELEMENTS
#define JAXCORE_CLI_MAX_ELEMENTS ((size_t)1 << 28)
#endif

static int rng_shape(const rng_args *a, const char *fallback, size_t *n) {
    const char *s = a->shape ? a->shape : fallback;
    char msg[200];
    if (!s) return usage_error("--shape is required");
    if (parse_shape(s, n)) {
        snprintf(msg, sizeof msg, "invalid shape '%.100s'", s);
        return domain_error(msg);
    }
    if (*n > JAXCORE_CLI_MAX_ELEMENTS) {
        snprintf(msg, sizeof msg, "shape '%.100s' has more than %lu elements", s,
                 (unsigned long)JAXCORE_CLI_MAX_ELEMENTS);
        return domain_error(msg);
    }
    return 0;
}

/* Prints n unsigned values of `bits` bits (decimal, or zero-padded hex) on one line. */
static void print_uints(const void *buf, unsigned bits, size_t n, int hex) {
    size_t i;
    for (i = 0; i < n; ++i) {
        unsigned long long v = bits == 8    ? ((const uint8_t *)buf)[i]
                               : bits == 16 ? ((const uint16_t *)buf)[i]
                               : bits == 32 ? ((const uint32_t *)buf)[i]
                                            : ((const uint64_t *)buf)[i];
        if (i) putchar(' ');
        if (hex)
            printf("%0*llx", (int)(bits / 4), v);
        else
            printf("%llu", v);
    }
    putchar('\n');
}

static void print_key(jaxcore_key k) {
    uint32_t w[JAXCORE_KEY_MAX_WORDS];
    size_t n = 0, i;
    if (jaxcore_key_data(k, w, JAXCORE_KEY_MAX_WORDS, &n) != JAXCORE_OK) return;
    for (i = 0; i < n; ++i)
        printf(i ? " %08lx" : "%08lx", (unsigned long)w[i]);
    putchar('\n');
}

/* ---- --repr: a key array as JAX prints it ---------------------------------------------------
   repr(keys) in JAX (jax/_src/random/prng.py, PRNGKeyArray.__repr__) is
   "Array(SHAPE, dtype=key<TAG>) overlaying:\n" + str(key_data), the key data printed by
   NumPy: a uint32 array of shape SHAPE + (words,), every element right-aligned to the
   widest one, rows nested in brackets, n - 1 newlines between blocks of n axes left, and
   above 1000 elements only the first and last 3 of every axis longer than 6, with "...".
   (NumPy would also wrap lines over 75 characters; rows of at most 4 words never reach
   that below 30 dimensions.) */
#define REPR_MAX_DIMS 33

typedef struct key_array {
    const jaxcore_key *keys;
    size_t dims[REPR_MAX_DIMS]; /* the key shape, then the word count */
    int nd;
    int summarize;
    int width;
} key_array;

static uint32_t key_word(const key_array *ka, size_t flat) {
    size_t kw = ka->dims[ka->nd - 1];
    return ka->keys[flat / kw].data[flat % kw];
}

static int word_digits(uint32_t v) {
    int d = 1;
    while (v >= 10) {
        v /= 10;
        ++d;
    }
    return d;
}

/* Is element `flat` printed (not inside a summarized "...")? */
static int repr_shown(const key_array *ka, size_t flat) {
    int ax;
    if (!ka->summarize) return 1;
    for (ax = ka->nd - 1; ax >= 0; --ax) {
        size_t len = ka->dims[ax], i = flat % len;
        flat /= len;
        if (len > 6 && i >= 3 && i < len - 3) return 0;
    }
    return 1;
}

static void repr_rec(const key_array *ka, int axis, size_t offset, size_t stride) {
    size_t len = ka->dims[axis], sub = stride / len, i;
    int summary = ka->summarize && len > 6, last = axis == ka->nd - 1, j;
    putchar('[');
    for (i = 0; i < len; ++i) {
        if (summary && i == 3) { /* "...", an element of its own */
            i = len - 3;
            if (last) {
                printf(" ...");
            } else {
                for (j = 0; j < ka->nd - axis - 1; ++j)
                    putchar('\n');
                printf("%*s...", axis + 1, "");
            }
        }
        if (last) {
            printf(i ? " %*lu" : "%*lu", ka->width, (unsigned long)key_word(ka, offset + i));
        } else {
            if (i) {
                for (j = 0; j < ka->nd - axis - 1; ++j)
                    putchar('\n');
                printf("%*s", axis + 1, "");
            }
            repr_rec(ka, axis + 1, offset + i * sub, sub);
        }
    }
    putchar(']');
}

/* Prints repr() of the n keys of impl, of shape dims[0..nd) (n = their product; nd 0: a
   scalar). */
static void print_key_repr(const jaxcore_prng_impl *impl, const jaxcore_key *keys, size_t n,
                           const size_t *dims, int nd) {
    key_array ka;
    char tag[64];
    size_t total, f;
    int i;
    memset(&ka, 0, sizeof ka);
    ka.keys = keys;
    for (i = 0; i < nd; ++i)
        ka.dims[i] = dims[i];
    ka.dims[nd] = impl->key_words;
    ka.nd = nd + 1;
    total = n * ka.dims[nd];
    ka.summarize = total > 1000;
    ka.width = 1;
    for (f = 0; f < total; ++f)
        if (repr_shown(&ka, f) && word_digits(key_word(&ka, f)) > ka.width)
            ka.width = word_digits(key_word(&ka, f));
    tag[0] = 0;
    if (impl->tag) snprintf(tag, sizeof tag, "key<%s>", impl->tag);
    printf("Array((");
    for (i = 0; i < nd; ++i)
        printf(i ? ", %lu" : "%lu", (unsigned long)dims[i]);
    printf("%s), dtype=%s) overlaying:\n", nd == 1 ? "," : "", tag);
    if (!n) { /* NumPy prints an empty array as [] (its shape is not shown) */
        printf("[]\n");
        return;
    }
    repr_rec(&ka, 0, 0, total);
    putchar('\n');
}

/* The dimensions of a --shape text (CLI.md forms); returns their count, or -1. */
static int shape_dims(const char *s, size_t *dims, int max) {
    int nd = 0;
    for (; *s; ++s) {
        if (*s >= '0' && *s <= '9') {
            char *end;
            if (nd == max) return -1;
            dims[nd++] = (size_t)strtoull(s, &end, 10);
            s = end - 1;
        }
    }
    return nd;
}

/* ---- prng commands --------------------------------------------------------------------------
 */

static int cmd_key(int argc, char **argv) {
    rng_args a;
    jaxcore_key k;
    int rc = parse_rng_args(argc, argv, &a, "--seed-dtype= --jit --repr");
    if (rc) return rc;
    if (a.npos != 1 || a.key || a.seed || a.shape) return usage_error("one SEED is required");
    a.cfg.jit = rng_opt(&a, "--jit") != NULL;
    if (make_seed_key(a.impl, a.pos[0], rng_opt(&a, "--seed-dtype"), &a.cfg, &k)) return 1;
    if (rng_opt(&a, "--repr"))
        print_key_repr(k.impl, &k, 1, NULL, 0);
    else
        print_key(k);
    return 0;
}

static int cmd_split(int argc, char **argv) {
    rng_args a;
    jaxcore_key k, *keys;
    size_t n = 2, i;
    const char *num;
    jaxcore_result r;
    int rc = parse_rng_args(argc, argv, &a, "--num= --repr");
    if (rc) return rc;
    if (a.npos) return usage_error("unexpected argument");
    num = rng_opt(&a, "--num");
    if (num && a.shape) return usage_error("give --num or --shape, not both");
    if ((rc = rng_key(&a, &k)) != 0) return rc;
    if ((rc = rng_shape(&a, num ? num : "2", &n)) != 0) return rc;
    keys = (jaxcore_key *)malloc((n ? n : 1) * sizeof *keys);
    if (!keys) return domain_error("out of memory");
    r = jaxcore_random_split(k, n, keys, &a.cfg);
    if (r != JAXCORE_OK) {
        free(keys);
        return prng_error(r);
    }
    if (rng_opt(&a, "--repr")) {
        size_t dims[REPR_MAX_DIMS - 1];
        int nd = shape_dims(a.shape ? a.shape : num ? num : "2", dims, REPR_MAX_DIMS - 1);
        if (nd < 0) {
            free(keys);
            return domain_error("--repr prints at most 32 dimensions");
        }
        print_key_repr(k.impl, keys, n, dims, nd);
    } else {
        for (i = 0; i < n; ++i)
            print_key(keys[i]);
    }
    free(keys);
    return 0;
}

static int cmd_fold_in(int argc, char **argv) {
    rng_args a;
    jaxcore_key k, out;
    int64_t v;
    uint64_t u;
    jaxcore_result r;
    int rc = parse_rng_args(argc, argv, &a, "--repr");
    if (rc) return rc;
    if (a.npos != 1) return usage_error("one DATA is required");
    if ((rc = rng_key(&a, &k)) != 0) return rc;
    rc = parse_int(a.pos[0], 0, &v, &u);
    if (rc == 1) return domain_error("DATA must be an integer");
    /* jnp.asarray(data, dtype=uint32): int32 negatives wrap, others overflow */
    if (rc == 2 || v < -(int64_t)0x80000000 || v > (int64_t)0xffffffff) {
        char msg[160];
        snprintf(msg, sizeof msg, "Python int %s too large to convert to uint32", a.pos[0]);
        return domain_error(msg);
    }
    r = jaxcore_random_fold_in(k, (uint32_t)v, &out, &a.cfg);
    if (r != JAXCORE_OK) return prng_error(r);
    if (rng_opt(&a, "--repr"))
        print_key_repr(out.impl, &out, 1, NULL, 0);
    else
        print_key(out);
    return 0;
}

static int cmd_bits(int argc, char **argv) {
    rng_args a;
    jaxcore_key k;
    size_t n;
    unsigned width;
    void *buf;
    const char *ws;
    jaxcore_result r;
    int rc = parse_rng_args(argc, argv, &a, "--width=");
    if (rc) return rc;
    if (a.npos) return usage_error("unexpected argument");
    ws = rng_opt(&a, "--width");
    width = ws ? (unsigned)atoi(ws) : a.cfg.x64 ? 64 : 32; /* dtype default uint32/uint64 */
    if (ws && strcmp(ws, "8") && strcmp(ws, "16") && strcmp(ws, "32") && strcmp(ws, "64"))
        return domain_error("--width takes 8, 16, 32 or 64");
    if (width == 64 && !a.cfg.x64) {
        /* JAX: bits(dtype=uint64) with x64 off is uint32, with a UserWarning */
        fprintf(stderr, "warning: Explicitly requested dtype uint64 requested in bits is not "
                        "available, and will be truncated to dtype uint32.\n");
        width = 32;
    }
    if ((rc = rng_key(&a, &k)) != 0) return rc;
    if ((rc = rng_shape(&a, NULL, &n)) != 0) return rc;
    if (n > (size_t)-1 / 8) return prng_error(JAXCORE_ERR_OVERFLOW);
    buf = malloc(n ? n * (width / 8) : 1);
    if (!buf) return domain_error("out of memory");
    r = jaxcore_random_bits(k, width, n, buf, &a.cfg);
    if (r == JAXCORE_OK) print_uints(buf, width, n, a.hex);
    free(buf);
    return r == JAXCORE_OK ? 0 : prng_error(r);
}

/* ---- random: samplers --------------------------------------------------------------------- */

/* Prints a float of fmt bits (16: float16, 17: bfloat16, 32, 64) as Python's repr / NumPy
   print a scalar of that dtype: the shortest decimal that reads back to the same value. */
static int float_roundtrips(const char *text, uint64_t bits, int kind) {
    double d = strtod(text, NULL);
    union {
        double d;
        uint64_t u;
    } c64;
    switch (kind) {
    case 64: c64.d = d; return c64.u == bits;
    case 32: {
        union {
            float f;
            uint32_t u;
        } c;
        c.f = strtof(text, NULL);
        return c.u == (uint32_t)bits;
    }
    case 16: return jaxcore_f32_to_f16((float)d) == (uint16_t)bits;
    default: return jaxcore_f32_to_bf16((float)d) == (uint16_t)bits;
    }
}

static double float_value(uint64_t bits, int kind) {
    union {
        double d;
        uint64_t u;
    } c64;
    union {
        float f;
        uint32_t u;
    } c32;
    switch (kind) {
    case 64: c64.u = bits; return c64.d;
    case 32: c32.u = (uint32_t)bits; return c32.f;
    case 16: return jaxcore_f16_to_f32((uint16_t)bits);
    default: return jaxcore_bf16_to_f32((uint16_t)bits);
    }
}

static void print_float(uint64_t bits, int kind) {
    double v = float_value(bits, kind);
    char sci[40], digits[32], out[64];
    int p, e, nd = 0, neg, k;
    const char *s;
    if (v != v) {
        fputs("nan", stdout);
        return;
    }
    if (v == 1.0 / 0.0 || v == -1.0 / 0.0) {
        fputs(v > 0 ? "inf" : "-inf", stdout);
        return;
    }
    if (v == 0) {
        fputs((bits >> (kind == 64 ? 63 : kind == 32 ? 31 : 15)) & 1 ? "-0.0" : "0.0", stdout);
        return;
    }
    for (p = 1; p <= 17; ++p) {
        snprintf(sci, sizeof sci, "%.*e", p - 1, v);
        if (float_roundtrips(sci, bits, kind)) break;
    }
    /* sci = [-]d[.ddd]e[+-]XX */
    s = sci;
    neg = *s == '-';
    if (neg) ++s;
    for (; *s && *s != 'e'; ++s)
        if (*s != '.') digits[nd++] = *s;
    e = atoi(s + 1);
    while (nd > 1 && digits[nd - 1] == '0')
        --nd;
    digits[nd] = 0;
    k = 0;
    if (neg) out[k++] = '-';
    if (e >= -4 && e < 16) {
        int i;
        if (e >= 0) {
            for (i = 0; i <= e; ++i)
                out[k++] = i < nd ? digits[i] : '0';
            out[k++] = '.';
            if (nd > e + 1)
                for (i = e + 1; i < nd; ++i)
                    out[k++] = digits[i];
            else
                out[k++] = '0';
        } else {
            out[k++] = '0';
            out[k++] = '.';
            for (i = 0; i < -e - 1; ++i)
                out[k++] = '0';
            for (i = 0; i < nd; ++i)
                out[k++] = digits[i];
        }
        out[k] = 0;
    } else {
        int i;
        out[k++] = digits[0];
        if (nd > 1) {
            out[k++] = '.';
            for (i = 1; i < nd; ++i)
                out[k++] = digits[i];
        }
        snprintf(out + k, sizeof out - (size_t)k, "e%c%02d", e < 0 ? '-' : '+', e < 0 ? -e : e);
    }
    fputs(out, stdout);
}

/* Prints n values of dtype from buf: floats (repr or hex), integers, booleans. */
static void print_values(const void *buf, jaxcore_dtype dt, size_t n, int hex) {
    size_t i;
    int bits = jaxcore_dtype_bits(dt);
    char kind = jaxcore_dtype_kind(dt);
    for (i = 0; i < n; ++i) {
        uint64_t u = bits == 8    ? ((const uint8_t *)buf)[i]
                     : bits == 16 ? ((const uint16_t *)buf)[i]
                     : bits == 32 ? ((const uint32_t *)buf)[i]
                                  : ((const uint64_t *)buf)[i];
        if (i) putchar(' ');
        if (kind == 'b') {
            putchar(u ? '1' : '0');
        } else if (hex) {
            printf("%0*llx", bits / 4, (unsigned long long)u);
        } else if (kind == 'f') {
            print_float(u, dt == JAXCORE_BFLOAT16 ? 17 : bits);
        } else if (kind == 'i') {
            int64_t s = bits == 8    ? (int64_t)(int8_t)u
                        : bits == 16 ? (int64_t)(int16_t)u
                        : bits == 32 ? (int64_t)(int32_t)u
                                     : (int64_t)u;
            printf("%lld", (long long)s);
        } else {
            printf("%llu", (unsigned long long)u);
        }
    }
    putchar('\n');
}

/* A sampler's --dtype (default: float32, float64 with --x64; or int32/int64 for `kind`
   'i'). Returns 0, or 1 after a domain error. */
static int sampler_dtype(const rng_args *a, char kind, jaxcore_dtype *dt) {
    const char *s = rng_opt(a, "--dtype");
    char msg[160];
    if (!s) {
        *dt = kind == 'i' ? (a->cfg.x64 ? JAXCORE_INT64 : JAXCORE_INT32)
                          : (a->cfg.x64 ? JAXCORE_FLOAT64 : JAXCORE_FLOAT32);
        return 0;
    }
    if (jaxcore_dtype_from_name(s, strlen(s), dt) == JAXCORE_OK) {
        char k = jaxcore_dtype_kind(*dt);
        int bits = jaxcore_dtype_bits(*dt);
        if (kind == 'f' && k == 'f' && (bits == 16 || bits == 32 || bits == 64)) return 0;
        if (kind == 'i' && (k == 'i' || k == 'u') && bits >= 8) return 0;
        if (kind == 'n' && ((k == 'f' && bits >= 16) || ((k == 'i' || k == 'u') && bits >= 8)))
            return 0;
    }
    snprintf(msg, sizeof msg, "unsupported dtype '%s' for %s", s, current->name);
    return domain_error(msg);
}

/* A float flag value (Python float syntax, inf/nan too); missing -> def. */
static int float_opt(const rng_args *a, const char *name, double def, double *v) {
    const char *s = rng_opt(a, name);
    char *end;
    char msg[160];
    if (!s) {
        if (def != def) {
            snprintf(msg, sizeof msg, "%s is required", name);
            return usage_error(msg);
        }
        *v = def;
        return 0;
    }
    *v = strtod(s, &end);
    if (end == s || *end) {
        snprintf(msg, sizeof msg, "%s takes a number, got '%s'", name, s);
        return domain_error(msg);
    }
    return 0;
}

/* low/high/highest from --mode (gumbel, categorical, choice; bernoulli: low/high). */
static int mode_opt(const rng_args *a, int *mode) {
    const char *s = rng_opt(a, "--mode");
    int bern = !strcmp(current->name, "bernoulli");
    *mode = JAXCORE_MODE_LOW;
    if (!s || !strcmp(s, "low")) return 0;
    if (!strcmp(s, "high") || (!bern && !strcmp(s, "highest"))) {
        *mode = s[4] ? JAXCORE_MODE_HIGHEST : JAXCORE_MODE_HIGH;
        return 0;
    }
    return domain_error(bern ? "--mode takes low or high" : "--mode takes low, high or highest");
}

static int sampler_error(jaxcore_result r) {
    switch (r) {
    case JAXCORE_ERR_BOUNDS:
        return domain_error("a bound or parameter is NaN, infinite or outside its domain");
    case JAXCORE_ERR_SAMPLE_SIZE:
        return domain_error("Cannot take a larger sample than population when 'replace=False'");
    case JAXCORE_ERR_OVERFLOW:
        return domain_error("Python int too large to convert to the bounds' integer dtype");
    default: return prng_error(r);
    }
}

/* A sampler's ending: prints its n values (when r is JAXCORE_OK), frees buf, and returns the
   exit status. */
static int emit_values(jaxcore_result r, void *buf, jaxcore_dtype dt, size_t n, int hex) {
    if (r == JAXCORE_OK) print_values(buf, dt, n, hex);
    free(buf);
    return r == JAXCORE_OK ? 0 : sampler_error(r);
}

/* Parses "v1,v2,..." into doubles; returns the count or -1. */
static long parse_list(const char *s, double *v, long max) {
    long n = 0;
    while (*s == '[' || *s == ' ')
        ++s;
    while (*s && *s != ']') {
        char *end;
        if (n == max) return -1;
        v[n] = strtod(s, &end);
        if (end == s) return -1;
        ++n;
        s = end;
        while (*s == ' ')
            ++s;
        if (*s == ',') ++s;
        while (*s == ' ')
            ++s;
    }
    return n;
}

/* Stores n doubles as a float array of dtype dt (rounded to nearest even). */
static void *float_array(const double *v, size_t n, jaxcore_dtype dt) {
    size_t i, w = (size_t)jaxcore_dtype_bits(dt) / 8;
    void *p = malloc(n * w + 1);
    if (!p) return NULL;
    for (i = 0; i < n; ++i) {
        if (dt == JAXCORE_FLOAT64)
            ((double *)p)[i] = v[i];
        else if (dt == JAXCORE_FLOAT32)
            ((float *)p)[i] = (float)v[i]; /* the CLI may round through libc */
        else if (dt == JAXCORE_FLOAT16)
            ((uint16_t *)p)[i] = jaxcore_f32_to_f16((float)v[i]);
        else
            ((uint16_t *)p)[i] = jaxcore_f32_to_bf16((float)v[i]);
    }
    return p;
}

/* ---- the sampler table ------------------------------------------------------------------------
   Every sampler command is one row of samplers[] (after the commands): its name, the
   function that runs it, its flags and a note. The flags both drive parsing and generate
   the usage text `help` and usage errors print. A flag is written
     --name            a switch                                [--name]
     --name=META       an optional value                       [--name META]
     --name=META:DEF   an optional number, DEF when absent     [--name META]
     --name=META!      a required value                        --name META
   Every sampler also takes the key (--key K0:K1 | --seed S) and the common flags
   --legacy, --x64, --hex, --impl NAME and --path P (parse_rng_args). The float samplers
   (cmd_float_sampler) read their numeric parameters, the flags with ':' or '!' whose
   META is not D, in order and call the row's `call`. */

/* One float sampler call: the key, dtype, count, parameters (in flag order), --mode. */
typedef struct float_call {
    jaxcore_key key;
    jaxcore_dtype dt;
    size_t n;
    double p[4];
    int mode;
    void *out;
    const jaxcore_random_config *c;
} float_call;

typedef struct sampler {
    const char *name;
    int (*run)(int argc, char **argv);
    jaxcore_result (*call)(const float_call *x); /* cmd_float_sampler's rows */
    const char *flags;
    const char *note; /* appended to the usage, or NULL */
} sampler;

static const sampler *cur_sampler; /* the sampler command running */

/* cmd_float_sampler's calls, by the number of float parameters (x->p) a sampler takes */
#define X const float_call *x
#define F0(nm, fn)                                                                                 \
    static jaxcore_result f_##nm(X) { return fn(x->key, x->dt, x->n, x->out, x->c); }
#define F1(nm, fn)                                                                                 \
    static jaxcore_result f_##nm(X) { return fn(x->key, x->dt, x->n, x->p[0], x->out, x->c); }
#define F2(nm, fn)                                                                                 \
    static jaxcore_result f_##nm(X) {                                                              \
        return fn(x->key, x->dt, x->n, x->p[0], x->p[1], x->out, x->c);                            \
    }
F0(normal, jaxcore_random_normal)
F0(exponential, jaxcore_random_exponential)
F0(laplace, jaxcore_random_laplace)
F0(logistic, jaxcore_random_logistic)
F0(cauchy, jaxcore_random_cauchy)
F0(maxwell, jaxcore_random_maxwell)
F1(rayleigh, jaxcore_random_rayleigh)
F1(pareto, jaxcore_random_pareto)
F1(lognormal, jaxcore_random_lognormal)
F1(gamma, jaxcore_random_gamma)
F1(loggamma, jaxcore_random_loggamma)
F1(chisquare, jaxcore_random_chisquare)
F1(t, jaxcore_random_t)
F1(wald, jaxcore_random_wald)
F1(gennorm, jaxcore_random_generalized_normal)
F2(uniform, jaxcore_random_uniform)
F2(truncnorm, jaxcore_random_truncated_normal)
F2(dsmaxwell, jaxcore_random_double_sided_maxwell)
F2(weibull, jaxcore_random_weibull_min)
F2(beta, jaxcore_random_beta)
F2(f, jaxcore_random_f)
static jaxcore_result f_gumbel(X) {
    return jaxcore_random_gumbel(x->key, x->dt, x->n, x->mode, x->out, x->c);
}
static jaxcore_result f_triangular(X) {
    return jaxcore_random_triangular(x->key, x->dt, x->n, x->p[0], x->p[1], x->p[2], x->out, x->c);
}
static jaxcore_result f_binomial(X) { /* p is a Python float: float32, float64 with x64 */
    return jaxcore_random_binomial(x->key, x->c->prng.x64 ? JAXCORE_FLOAT64 : JAXCORE_FLOAT32, x->n,
                                   x->p[0], x->p[1], x->dt, x->out, x->c);
}
#undef F0
#undef F1
#undef F2
#undef X

/* The next flag token of a flags string: [*tok, *tok + *len); returns 0 at the end. */
static int next_flag(const char **s, const char **tok, size_t *len) {
    while (**s == ' ')
        ++*s;
    if (!**s) return 0;
    *tok = *s;
    while (**s && **s != ' ')
        ++*s;
    *len = (size_t)(*s - *tok);
    return 1;
}

static int cmd_float_sampler(int argc, char **argv) {
    const sampler *fs = cur_sampler;
    rng_args a;
    const char *s = fs->flags, *tok;
    size_t len, n;
    int np = 0, rc;
    float_call x;
    jaxcore_random_config c;
    jaxcore_result r;
    memset(&x, 0, sizeof x);
    if ((rc = parse_rng_args(argc, argv, &a, fs->flags)) != 0) return rc;
    if (a.npos) return usage_error("unexpected argument");
    /* parameters: the flags with a default or required, other than --dtype/--mode/--shape */
    while (next_flag(&s, &tok, &len)) {
        const char *eq = (const char *)memchr(tok, '=', len), *colon;
        char name[24];
        double def = 0.0 / 0.0; /* float_opt: required */
        if (!eq) continue;
        colon = (const char *)memchr(eq, ':', len - (size_t)(eq - tok));
        if (!colon && tok[len - 1] != '!') continue;
        if (colon) def = strtod(colon + 1, NULL);
        if ((size_t)(eq - tok) >= sizeof name || np == 4) continue;
        memcpy(name, tok, (size_t)(eq - tok));
        name[eq - tok] = 0;
        if ((rc = float_opt(&a, name, def, &x.p[np++])) != 0) return rc;
    }
    if (fs->call == f_gumbel && (rc = mode_opt(&a, &x.mode)) != 0) return rc;
    if ((rc = sampler_dtype(&a, 'f', &x.dt)) != 0) return rc;
    if ((rc = rng_key(&a, &x.key)) != 0) return rc;
    if ((rc = rng_shape(&a, "()", &n)) != 0) return rc;
    memset(&c, 0, sizeof c);
    c.prng = a.cfg;
    c.no_fma = rng_opt(&a, "--no-fma") != NULL;
    if (n > (size_t)-1 / 8) return prng_error(JAXCORE_ERR_OVERFLOW);
    x.n = n;
    x.c = &c;
    x.out = malloc(n * 8 + 1);
    if (!x.out) return domain_error("out of memory");
    r = fs->call(&x);
    return emit_values(r, x.out, x.dt, n, a.hex);
}

/* Parses --minval/--maxval of randint as Python ints. */
static int int_opt(const rng_args *a, const char *name, int64_t *v) {
    const char *s = rng_opt(a, name);
    uint64_t u;
    char msg[160];
    int rc;
    if (!s) {
        snprintf(msg, sizeof msg, "%s is required", name);
        return usage_error(msg);
    }
    rc = parse_int(s, 0, v, &u);
    if (rc) {
        snprintf(msg, sizeof msg,
                 rc == 1 ? "%s takes an integer, got '%s'"
                         : "Python int %s too large to convert to int64",
                 rc == 1 ? name : s, s);
        return domain_error(msg);
    }
    return 0;
}

static int cmd_randint(int argc, char **argv) {
    rng_args a;
    int64_t mn, mx;
    jaxcore_dtype dt;
    jaxcore_key k;
    jaxcore_random_config c;
    size_t n;
    void *buf;
    jaxcore_result r;
    int rc = parse_rng_args(argc, argv, &a, cur_sampler->flags);
    if (rc) return rc;
    if (a.npos) return usage_error("unexpected argument");
    if ((rc = int_opt(&a, "--minval", &mn)) != 0 || (rc = int_opt(&a, "--maxval", &mx)) != 0)
        return rc;
    if ((rc = sampler_dtype(&a, 'i', &dt)) != 0) return rc;
    if ((rc = rng_key(&a, &k)) != 0) return rc;
    if ((rc = rng_shape(&a, NULL, &n)) != 0) return rc;
    memset(&c, 0, sizeof c);
    c.prng = a.cfg;
    if (n > (size_t)-1 / 8) return prng_error(JAXCORE_ERR_OVERFLOW);
    buf = malloc(n * 8 + 1);
    if (!buf) return domain_error("out of memory");
    r = jaxcore_random_randint(k, dt, n, mn, mx, buf, &c);
    return emit_values(r, buf, dt, n, a.hex);
}

/* geometric (--p) and poisson (--lam): one float parameter, integer output. */
static int cmd_int_sampler(int argc, char **argv) {
    rng_args a;
    int geo = !strcmp(argv[0], "geometric");
    const char *pname = geo ? "--p" : "--lam";
    double prm;
    jaxcore_dtype dt;
    jaxcore_key k;
    jaxcore_random_config c;
    size_t n;
    void *buf;
    jaxcore_result r;
    int rc = parse_rng_args(argc, argv, &a, cur_sampler->flags);
    if (rc) return rc;
    if (a.npos) return usage_error("unexpected argument");
    if ((rc = float_opt(&a, pname, 0.0 / 0.0, &prm)) != 0) return rc;
    if ((rc = sampler_dtype(&a, 'i', &dt)) != 0) return rc;
    if ((rc = rng_key(&a, &k)) != 0) return rc;
    if ((rc = rng_shape(&a, "()", &n)) != 0) return rc;
    memset(&c, 0, sizeof c);
    c.prng = a.cfg;
    c.no_fma = rng_opt(&a, "--no-fma") != NULL;
    if (n > (size_t)-1 / 8) return prng_error(JAXCORE_ERR_OVERFLOW);
    buf = malloc(n * 8 + 1);
    if (!buf) return domain_error("out of memory");
    /* p is a Python float: float32, float64 with x64 */
    r = geo ? jaxcore_random_geometric(k, c.prng.x64 ? JAXCORE_FLOAT64 : JAXCORE_FLOAT32, n, prm,
                                       dt, buf, &c)
            : jaxcore_random_poisson(k, n, prm, dt, buf, &c);
    if (r == JAXCORE_OK) print_values(buf, dt, n, a.hex);
    free(buf);
    if (r == JAXCORE_ERR_IMPL_MISMATCH && !geo) {
        char msg[160];
        snprintf(msg, sizeof msg, "`poisson` is only implemented for the threefry2x32 RNG, not %s",
                 k.impl->name);
        return domain_error(msg);
    }
    return r == JAXCORE_OK ? 0 : sampler_error(r);
}

/* dirichlet --alpha v1,...,vk [--shape S]: shape + (k,) values (one line, row-major). */
static int cmd_dirichlet(int argc, char **argv) {
    rng_args a;
    double alpha[256];
    long k;
    const char *s;
    jaxcore_dtype dt;
    jaxcore_key key;
    jaxcore_random_config c;
    size_t n;
    char *buf;
    jaxcore_result r;
    int rc = parse_rng_args(argc, argv, &a, cur_sampler->flags);
    if (rc) return rc;
    if (a.npos) return usage_error("unexpected argument");
    if (!(s = rng_opt(&a, "--alpha"))) return usage_error("--alpha is required");
    if ((k = parse_list(s, alpha, 256)) < 1) return domain_error("--alpha takes 1 to 256 numbers");
    if ((rc = sampler_dtype(&a, 'f', &dt)) != 0) return rc;
    if ((rc = rng_key(&a, &key)) != 0) return rc;
    if ((rc = rng_shape(&a, "()", &n)) != 0) return rc;
    memset(&c, 0, sizeof c);
    c.prng = a.cfg;
    c.no_fma = rng_opt(&a, "--no-fma") != NULL;
    if (n > (size_t)-1 / 8 / 256) return prng_error(JAXCORE_ERR_OVERFLOW);
    buf = (char *)malloc(n * (size_t)k * 8 + 1);
    if (!buf) return domain_error("out of memory");
    r = jaxcore_random_dirichlet(key, dt, n, alpha, (size_t)k, buf, &c);
    return emit_values(r, buf, dt, n * (size_t)k, a.hex); /* one line, row-major */
}

#define MAX_LIST 4096 /* numbers in a --p list */

/* ball --d D [--p P] [--shape S]: shape + (d,) values (one line, row-major). */
static int cmd_ball(int argc, char **argv) {
    rng_args a;
    double p;
    int64_t d;
    jaxcore_dtype dt;
    jaxcore_key key;
    jaxcore_random_config c;
    size_t n;
    void *buf;
    jaxcore_result r;
    int rc = parse_rng_args(argc, argv, &a, cur_sampler->flags);
    if (rc) return rc;
    if (a.npos) return usage_error("unexpected argument");
    if ((rc = int_opt(&a, "--d", &d)) != 0 || (rc = float_opt(&a, "--p", 2.0, &p)) != 0) return rc;
    if (d < 0) return domain_error("--d must be non-negative");
    if ((rc = sampler_dtype(&a, 'f', &dt)) != 0) return rc;
    if ((rc = rng_key(&a, &key)) != 0) return rc;
    if ((rc = rng_shape(&a, "()", &n)) != 0) return rc;
    if (d && n > JAXCORE_CLI_MAX_ELEMENTS / (size_t)d)
        return domain_error("the result has too many elements");
    memset(&c, 0, sizeof c);
    c.prng = a.cfg;
    c.no_fma = rng_opt(&a, "--no-fma") != NULL;
    buf = malloc(n * (size_t)d * 8 + 1);
    if (!buf) return domain_error("out of memory");
    r = jaxcore_random_ball(key, dt, n, (size_t)d, p, buf, &c);
    return emit_values(r, buf, dt, n * (size_t)d, a.hex);
}

/* The last dimension of a shape (0 dims: returns 0 in *ndim). */
static void shape_last(const char *s, size_t *last, int *ndim) {
    int in_num = 0; /* the previous character was a digit (never reads before s) */
    *ndim = 0;
    *last = 0;
    for (; *s; ++s) {
        int digit = *s >= '0' && *s <= '9';
        if (digit && !in_num) {
            *last = (size_t)strtoull(s, NULL, 10);
            ++*ndim;
        }
        in_num = digit;
    }
}

/* multinomial --n N --p p1,...,pk [--shape S]: S is the result shape, JAX's shape argument
   (its last dimension k; default (k,)); n and p are Python floats (float32, float64 with
   --x64). One line, row-major. */
static int cmd_multinomial(int argc, char **argv) {
    rng_args a;
    double nt, *pv;
    long k;
    const char *s;
    jaxcore_dtype dt;
    jaxcore_key key;
    jaxcore_random_config c;
    size_t n, last, batch;
    int ndim;
    void *buf;
    uint64_t *work;
    char fallback[32];
    jaxcore_result r;
    int rc = parse_rng_args(argc, argv, &a, cur_sampler->flags);
    if (rc) return rc;
    if (a.npos) return usage_error("unexpected argument");
    if ((rc = float_opt(&a, "--n", 0.0 / 0.0, &nt)) != 0) return rc;
    if (!(s = rng_opt(&a, "--p"))) return usage_error("--p is required");
    pv = (double *)malloc(MAX_LIST * sizeof *pv);
    if (!pv) return domain_error("out of memory");
    if ((k = parse_list(s, pv, MAX_LIST)) < 1) {
        free(pv);
        return domain_error("--p takes 1 to 4096 numbers");
    }
    snprintf(fallback, sizeof fallback, "(%ld,)", k);
    if ((rc = sampler_dtype(&a, 'f', &dt)) != 0 || (rc = rng_key(&a, &key)) != 0 ||
        (rc = rng_shape(&a, fallback, &n)) != 0) {
        free(pv);
        return rc;
    }
    shape_last(a.shape ? a.shape : fallback, &last, &ndim);
    if (!ndim || last != (size_t)k) {
        free(pv);
        return domain_error("shape must end with the number of outcomes (p's length)");
    }
    batch = n / (size_t)k;
    memset(&c, 0, sizeof c);
    c.prng = a.cfg;
    c.no_fma = rng_opt(&a, "--no-fma") != NULL;
    buf = malloc(n * 8 + 1);
    work = (uint64_t *)malloc(batch * 8 + 8);
    if (!buf || !work) {
        free(buf);
        free(work);
        free(pv);
        return domain_error("out of memory");
    }
    r = jaxcore_random_multinomial(key, c.prng.x64 ? JAXCORE_FLOAT64 : JAXCORE_FLOAT32, batch, nt,
                                   pv, (size_t)k, dt, buf, work, &c);
    if (r == JAXCORE_OK) print_values(buf, dt, n, a.hex);
    free(buf);
    free(work);
    free(pv);
    return r == JAXCORE_OK ? 0 : sampler_error(r);
}

static int cmd_bernoulli(int argc, char **argv) {
    rng_args a;
    double p;
    int high, rc = parse_rng_args(argc, argv, &a, cur_sampler->flags);
    jaxcore_dtype dt;
    jaxcore_key k;
    jaxcore_random_config c;
    size_t n;
    uint8_t *buf;
    jaxcore_result r;
    if (rc) return rc;
    if (a.npos) return usage_error("unexpected argument");
    if ((rc = float_opt(&a, "--p", 0.5, &p)) != 0 || (rc = mode_opt(&a, &high)) != 0) return rc;
    if ((rc = sampler_dtype(&a, 'f', &dt)) != 0) return rc;
    if ((rc = rng_key(&a, &k)) != 0) return rc;
    if ((rc = rng_shape(&a, "()", &n)) != 0) return rc;
    memset(&c, 0, sizeof c);
    c.prng = a.cfg;
    buf = (uint8_t *)malloc(n + 1);
    if (!buf) return domain_error("out of memory");
    r = jaxcore_random_bernoulli(k, dt, n, p, high, buf, &c);
    return emit_values(r, buf, JAXCORE_BOOL, n, a.hex);
}

static int cmd_rademacher(int argc, char **argv) {
    rng_args a;
    int rc = parse_rng_args(argc, argv, &a, cur_sampler->flags);
    jaxcore_dtype dt;
    jaxcore_key k;
    jaxcore_random_config c;
    size_t n;
    void *buf;
    jaxcore_result r;
    if (rc) return rc;
    if (a.npos) return usage_error("unexpected argument");
    if (!rng_opt(&a, "--dtype"))
        dt = a.cfg.x64 ? JAXCORE_INT64 : JAXCORE_INT32;
    else if ((rc = sampler_dtype(&a, 'n', &dt)) != 0)
        return rc;
    if ((rc = rng_key(&a, &k)) != 0) return rc;
    if ((rc = rng_shape(&a, "()", &n)) != 0) return rc;
    memset(&c, 0, sizeof c);
    c.prng = a.cfg;
    buf = malloc(n * 8 + 1);
    if (!buf) return domain_error("out of memory");
    r = jaxcore_random_rademacher(k, dt, n, buf, &c);
    return emit_values(r, buf, dt, n, a.hex);
}

/* Prints n indices (int32, int64 with x64). */
static void print_indices(const void *buf, size_t n, int x64, int hex) {
    print_values(buf, x64 ? JAXCORE_INT64 : JAXCORE_INT32, n, hex);
}

static int cmd_permutation(int argc, char **argv) {
    rng_args a;
    int64_t m;
    jaxcore_key k;
    jaxcore_random_config c;
    void *buf;
    uint64_t *work;
    jaxcore_result r;
    int rc = parse_rng_args(argc, argv, &a, cur_sampler->flags);
    if (rc) return rc;
    if (a.npos) return usage_error("unexpected argument");
    if ((rc = int_opt(&a, "--n", &m)) != 0) return rc;
    if (m < 0) return domain_error("--n must be non-negative");
    if ((rc = rng_key(&a, &k)) != 0) return rc;
    memset(&c, 0, sizeof c);
    c.prng = a.cfg;
    buf = malloc((size_t)m * 8 + 1);
    work = (uint64_t *)malloc((size_t)m * 8 + 8);
    if (!buf || !work) {
        free(buf);
        free(work);
        return domain_error("out of memory");
    }
    r = jaxcore_random_permutation(k, (size_t)m, buf, work, &c);
    if (r == JAXCORE_OK) print_indices(buf, (size_t)m, a.cfg.x64, a.hex);
    free(buf);
    free(work);
    return r == JAXCORE_OK ? 0 : sampler_error(r);
}

static int cmd_choice(int argc, char **argv) {
    rng_args a;
    int64_t na;
    int high, replace = 1, rc = parse_rng_args(argc, argv, &a, cur_sampler->flags);
    jaxcore_dtype dt = JAXCORE_FLOAT32;
    jaxcore_key k;
    jaxcore_random_config c;
    size_t n;
    double *pv = NULL;
    void *buf, *p = NULL;
    uint64_t *work;
    jaxcore_result r;
    if (rc) return rc;
    if (a.npos) return usage_error("unexpected argument");
    if ((rc = int_opt(&a, "--a", &na)) != 0 || (rc = mode_opt(&a, &high)) != 0) return rc;
    if (na < 0) return domain_error("--a must be non-negative");
    if (rng_opt(&a, "--no-replace")) replace = 0;
    if ((rc = sampler_dtype(&a, 'f', &dt)) != 0) return rc;
    if ((rc = rng_key(&a, &k)) != 0) return rc;
    if ((rc = rng_shape(&a, "()", &n)) != 0) return rc;
    if (rng_opt(&a, "--p")) {
        long np;
        pv = (double *)malloc(MAX_LIST * sizeof *pv);
        if (!pv) return domain_error("out of memory");
        np = parse_list(rng_opt(&a, "--p"), pv, MAX_LIST);
        if (np != (long)na) {
            free(pv);
            return domain_error(
                "p must be None or a 1D vector with the same size as a.shape[axis]");
        }
        p = float_array(pv, (size_t)np, dt);
        free(pv);
        if (!p) return domain_error("out of memory");
    }
    memset(&c, 0, sizeof c);
    c.prng = a.cfg;
    buf = malloc(n * 8 + 1);
    work = (uint64_t *)malloc((size_t)na * 16 + 16);
    if (!buf || !work) {
        free(buf);
        free(work);
        free(p);
        return domain_error("out of memory");
    }
    c.no_fma = rng_opt(&a, "--no-fma") != NULL;
    r = jaxcore_random_choice(k, (size_t)na, n, replace, p, dt, high, buf, work, &c);
    if (r == JAXCORE_OK) print_indices(buf, n, a.cfg.x64, a.hex);
    free(buf);
    free(work);
    free(p);
    if (r == JAXCORE_ERR_SAMPLE_SIZE && !na)
        return domain_error("a must be greater than 0 unless no samples are taken");
    return r == JAXCORE_OK ? 0 : sampler_error(r);
}

static int cmd_categorical(int argc, char **argv) {
    rng_args a;
    int high, rc = parse_rng_args(argc, argv, &a, cur_sampler->flags);
    jaxcore_dtype dt;
    jaxcore_key k;
    jaxcore_random_config c;
    size_t n;
    long nl;
    double *lv;
    void *buf, *logits;
    uint64_t *work;
    jaxcore_result r;
    if (rc) return rc;
    if (a.npos) return usage_error("unexpected argument");
    if (!rng_opt(&a, "--logits")) return usage_error("--logits is required");
    if ((rc = mode_opt(&a, &high)) != 0) return rc;
    if ((rc = sampler_dtype(&a, 'f', &dt)) != 0) return rc;
    if ((rc = rng_key(&a, &k)) != 0) return rc;
    if ((rc = rng_shape(&a, "()", &n)) != 0) return rc;
    lv = (double *)malloc(MAX_LIST * sizeof *lv);
    if (!lv) return domain_error("out of memory");
    nl = parse_list(rng_opt(&a, "--logits"), lv, MAX_LIST);
    if (nl < 0) {
        free(lv);
        return domain_error("--logits takes numbers v1,v2,...");
    }
    logits = float_array(lv, (size_t)nl, dt);
    free(lv);
    memset(&c, 0, sizeof c);
    c.prng = a.cfg;
    buf = malloc(n * 8 + 1);
    work = (uint64_t *)malloc((size_t)nl * 16 + 16);
    if (!buf || !work || !logits) {
        free(buf);
        free(work);
        free(logits);
        return domain_error("out of memory");
    }
    c.no_fma = rng_opt(&a, "--no-fma") != NULL;
    r = jaxcore_random_categorical(k, logits, dt, 1, (size_t)nl, n, !rng_opt(&a, "--no-replace"),
                                   high, buf, work, &c);
    if (r == JAXCORE_OK) print_indices(buf, n, a.cfg.x64, a.hex);
    free(buf);
    free(work);
    free(logits);
    if (r == JAXCORE_ERR_SAMPLE_SIZE && !nl) return domain_error("logits has no categories");
    if (r == JAXCORE_ERR_SAMPLE_SIZE)
        return domain_error("Number of samples without replacement cannot exceed number of "
                            "categories.");
    return r == JAXCORE_OK ? 0 : sampler_error(r);
}

/* ---- speed ---------------------------------------------------------------------------------- */

static double now_seconds(void) {
#if defined(_WIN32) /* mingw's clock_gettime would need -lpthread */
    long long t = 0, f = 1;
    QueryPerformanceCounter(&t);
    QueryPerformanceFrequency(&f);
    return (double)t / (double)f;
#elif defined(CLOCK_MONOTONIC)
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
#else
    return (double)clock() / CLOCKS_PER_SEC;
#endif
}

/* One timed kernel: fills 1/div of the buffer, elements of `elem` bytes, on `cfg`'s path. */
typedef struct speed_kernel {
    const char *name;
    size_t elem, div;
    jaxcore_result (*run)(jaxcore_key key, size_t n, void *buf, const jaxcore_prng_config *cfg);
} speed_kernel;

static jaxcore_result speed_bits32(jaxcore_key key, size_t n, void *buf,
                                   const jaxcore_prng_config *cfg) {
    jaxcore_prng_config c = *cfg;
    c.legacy = 0;
    return jaxcore_random_bits(key, 32, n, buf, &c);
}

static jaxcore_result speed_bits32_legacy(jaxcore_key key, size_t n, void *buf,
                                          const jaxcore_prng_config *cfg) {
    jaxcore_prng_config c = *cfg;
    c.legacy = 1;
    return jaxcore_random_bits(key, 32, n, buf, &c);
}

static jaxcore_result speed_uniform_f32(jaxcore_key key, size_t n, void *buf,
                                        const jaxcore_prng_config *cfg) {
    jaxcore_random_config c;
    memset(&c, 0, sizeof c);
    c.prng = *cfg;
    c.prng.legacy = 0;
    return jaxcore_random_uniform(key, JAXCORE_FLOAT32, n, 0.0, 1.0, buf, &c);
}

static jaxcore_result speed_normal_f32(jaxcore_key key, size_t n, void *buf,
                                       const jaxcore_prng_config *cfg) {
    jaxcore_random_config c;
    memset(&c, 0, sizeof c);
    c.prng = *cfg;
    c.prng.legacy = 0;
    return jaxcore_random_normal(key, JAXCORE_FLOAT32, n, buf, &c);
}

/* float32 samplers of one draw (partitionable layout): exponential, gumbel (mode low),
   truncated normal on [-2, 2], laplace, logistic; and normal float64 */
static jaxcore_result speed_sampler(int which, jaxcore_key key, size_t n, void *buf,
                                    const jaxcore_prng_config *cfg) {
    jaxcore_random_config c;
    memset(&c, 0, sizeof c);
    c.prng = *cfg;
    c.prng.legacy = 0;
    switch (which) {
    case 0: return jaxcore_random_exponential(key, JAXCORE_FLOAT32, n, buf, &c);
    case 1: return jaxcore_random_gumbel(key, JAXCORE_FLOAT32, n, JAXCORE_MODE_LOW, buf, &c);
    case 2: return jaxcore_random_truncated_normal(key, JAXCORE_FLOAT32, n, -2.0, 2.0, buf, &c);
    case 3: return jaxcore_random_laplace(key, JAXCORE_FLOAT32, n, buf, &c);
    case 4: return jaxcore_random_logistic(key, JAXCORE_FLOAT32, n, buf, &c);
    default: return jaxcore_random_normal(key, JAXCORE_FLOAT64, n, buf, &c);
    }
}
#define SPEED_SAMPLER(name, which)                                                                 \
    static jaxcore_result name(jaxcore_key key, size_t n, void *buf,                               \
                               const jaxcore_prng_config *cfg) {                                   \
        return speed_sampler(which, key, n, buf, cfg);                                             \
    }
SPEED_SAMPLER(speed_exponential_f32, 0)
SPEED_SAMPLER(speed_gumbel_f32, 1)
SPEED_SAMPLER(speed_truncated_normal_f32, 2)
SPEED_SAMPLER(speed_laplace_f32, 3)
SPEED_SAMPLER(speed_logistic_f32, 4)
SPEED_SAMPLER(speed_normal_f64, 5)

/* The kernels `speed` times; the first is the baseline of the PATH/bits32 ratios (per
   element). normal-f64 (scalar float64) fills 1/4 of the buffer. */
static const speed_kernel speed_kernels[] = {
    {"bits32", 4, 1, speed_bits32},
    {"bits32-legacy", 4, 1, speed_bits32_legacy},
    {"uniform-f32", 4, 1, speed_uniform_f32},
    {"normal-f32", 4, 1, speed_normal_f32},
    {"exponential-f32", 4, 1, speed_exponential_f32},
    {"gumbel-f32", 4, 1, speed_gumbel_f32},
    {"truncated-normal-f32", 4, 1, speed_truncated_normal_f32},
    {"laplace-f32", 4, 1, speed_laplace_f32},
    {"logistic-f32", 4, 1, speed_logistic_f32},
    {"normal-f64", 8, 4, speed_normal_f64},
};
#define SPEED_KERNEL_COUNT (sizeof speed_kernels / sizeof speed_kernels[0])

static int cmp_double(const void *x, const void *y) {
    double a = *(const double *)x, b = *(const double *)y;
    return a < b ? -1 : a > b;
}

/* Seconds of one run of kernel k on `path` over n elements. */
static double time_kernel(const speed_kernel *k, jaxcore_prng_path path, size_t n, void *buf) {
    jaxcore_prng_config cfg;
    jaxcore_key key;
    double t0;
    memset(&cfg, 0, sizeof cfg);
    cfg.path = path;
    jaxcore_random_key(NULL, 0, JAXCORE_PY_INT, NULL, &key);
    t0 = now_seconds();
    k->run(key, n, buf, &cfg);
    return now_seconds() - t0;
}

static int cmd_speed(int argc, char **argv) {
    rng_args a;
    const char *mib_s;
    /* per kernel and path: the runs' seconds per element, and whether it is timed, then the
       median (0: not timed) */
    double runs[SPEED_KERNEL_COUNT][JAXCORE_PATH_COUNT][15];
    double mib = 16, secs[SPEED_KERNEL_COUNT][JAXCORE_PATH_COUNT];
    jaxcore_prng_path only = JAXCORE_PATH_AUTO;
    size_t ki, bytes;
    int p, i, reps = 9;
    void *buf;
    int rc = parse_rng_args(argc, argv, &a, "--mib= --reps=");
    if (rc) return rc;
    if (a.npos || a.key || a.seed || a.shape) return usage_error("unexpected argument");
    only = a.cfg.path;
    if ((mib_s = rng_opt(&a, "--mib")) != NULL) {
        mib = atof(mib_s);
        if (!(mib > 0 && mib <= 4096)) return domain_error("--mib takes a size in MiB (0, 4096]");
    }
    if (rng_opt(&a, "--reps")) {
        reps = atoi(rng_opt(&a, "--reps"));
        if (reps < 1 || reps > 15) return domain_error("--reps takes 1 to 15");
    }
    if (only != JAXCORE_PATH_AUTO && !jaxcore_prng_path_supported(only))
        return domain_error("that path is not compiled in or not supported by this CPU");
    bytes = (size_t)(mib * 1048576.0);
    buf = malloc(bytes + 64);
    if (!buf) return domain_error("out of memory");
    /* the paths timed: every supported one, or the named one and scalar (for its ratios) */
    for (ki = 0; ki < SPEED_KERNEL_COUNT; ++ki)
        for (p = JAXCORE_PATH_SCALAR; p < JAXCORE_PATH_COUNT; ++p)
            secs[ki][p] = bytes / speed_kernels[ki].elem / speed_kernels[ki].div > 0 &&
                          jaxcore_prng_path_supported((jaxcore_prng_path)p) &&
                          (only == JAXCORE_PATH_AUTO || p == (int)only || p == JAXCORE_PATH_SCALAR);
    /* a warm-up run each (pages in the buffer), then round-robin repetitions, so that load
       from other processes hits every kernel and path alike */
    for (i = -1; i < reps; ++i) {
        for (ki = 0; ki < SPEED_KERNEL_COUNT; ++ki) {
            const speed_kernel *k = &speed_kernels[ki];
            size_t n = bytes / k->elem / k->div;
            for (p = JAXCORE_PATH_SCALAR; p < JAXCORE_PATH_COUNT; ++p) {
                double t;
                if (secs[ki][p] == 0) continue;
                t = time_kernel(k, (jaxcore_prng_path)p, n, buf) / (double)n;
                if (i >= 0) runs[ki][p][i] = t;
            }
        }
    }
    for (ki = 0; ki < SPEED_KERNEL_COUNT; ++ki) {
        const speed_kernel *k = &speed_kernels[ki];
        for (p = JAXCORE_PATH_SCALAR; p < JAXCORE_PATH_COUNT; ++p) {
            if (secs[ki][p] == 0) continue;
            qsort(runs[ki][p], (size_t)reps, sizeof runs[ki][p][0], cmp_double);
            secs[ki][p] = runs[ki][p][reps / 2];
            if (only != JAXCORE_PATH_AUTO && p != (int)only) continue;
            printf("speed %s %s %.3f %.4f\n", k->name, jaxcore_prng_path_name((jaxcore_prng_path)p),
                   (double)k->elem / secs[ki][p] * 1e-9, secs[ki][p] * 1e9);
        }
    }
    for (ki = 0; ki < SPEED_KERNEL_COUNT; ++ki)
        for (p = JAXCORE_PATH_SCALAR + 1; p < JAXCORE_PATH_COUNT; ++p)
            if (secs[ki][p] > 0 && secs[ki][JAXCORE_PATH_SCALAR] > 0)
                printf("ratio %s %s/scalar %.2f\n", speed_kernels[ki].name,
                       jaxcore_prng_path_name((jaxcore_prng_path)p),
                       secs[ki][JAXCORE_PATH_SCALAR] / secs[ki][p]);
    /* elements per second against bits32 on the same path: what the samplers cost */
    for (ki = 1; ki < SPEED_KERNEL_COUNT; ++ki)
        for (p = JAXCORE_PATH_SCALAR; p < JAXCORE_PATH_COUNT; ++p)
            if (secs[ki][p] > 0 && (only == JAXCORE_PATH_AUTO || p == (int)only))
                printf("ratio %s %s/bits32 %.4f\n", speed_kernels[ki].name,
                       jaxcore_prng_path_name((jaxcore_prng_path)p), secs[0][p] / secs[ki][p]);
    free(buf);
    return 0;
}

/* ---- the sampler table (see "the sampler table" above) ------------------------------------ */

#define F_COMMON "--shape=S --dtype=D --no-fma"
static const sampler samplers[] = {
    {"uniform", cmd_float_sampler, f_uniform, F_COMMON " --minval=A:0 --maxval=B:1", NULL},
    {"normal", cmd_float_sampler, f_normal, F_COMMON, NULL},
    {"truncated-normal", cmd_float_sampler, f_truncnorm, F_COMMON " --lower=L! --upper=U!", NULL},
    {"exponential", cmd_float_sampler, f_exponential, F_COMMON, NULL},
    {"gumbel", cmd_float_sampler, f_gumbel, F_COMMON " --mode=low|high|highest", NULL},
    {"laplace", cmd_float_sampler, f_laplace, F_COMMON, NULL},
    {"logistic", cmd_float_sampler, f_logistic, F_COMMON, NULL},
    {"cauchy", cmd_float_sampler, f_cauchy, F_COMMON, NULL},
    {"maxwell", cmd_float_sampler, f_maxwell, F_COMMON, NULL},
    {"double-sided-maxwell", cmd_float_sampler, f_dsmaxwell, F_COMMON " --loc=L! --scale=S!", NULL},
    {"rayleigh", cmd_float_sampler, f_rayleigh, F_COMMON " --scale=S:1", NULL},
    {"pareto", cmd_float_sampler, f_pareto, F_COMMON " --b=B!", NULL},
    {"weibull-min", cmd_float_sampler, f_weibull, F_COMMON " --scale=S! --concentration=C!", NULL},
    {"lognormal", cmd_float_sampler, f_lognormal, F_COMMON " --sigma=S:1", NULL},
    {"triangular", cmd_float_sampler, f_triangular, F_COMMON " --left=L! --mode=M! --right=R!",
     NULL},
    {"gamma", cmd_float_sampler, f_gamma, F_COMMON " --a=A!", NULL},
    {"loggamma", cmd_float_sampler, f_loggamma, F_COMMON " --a=A!", NULL},
    {"beta", cmd_float_sampler, f_beta, F_COMMON " --a=A! --b=B!", NULL},
    {"dirichlet", cmd_dirichlet, NULL, F_COMMON " --alpha=a1,a2,...!", "(shape + (k,) values)"},
    {"chisquare", cmd_float_sampler, f_chisquare, F_COMMON " --df=DF!", NULL},
    {"f", cmd_float_sampler, f_f, F_COMMON " --dfnum=N! --dfden=M!", NULL},
    {"t", cmd_float_sampler, f_t, F_COMMON " --df=DF!", NULL},
    {"binomial", cmd_float_sampler, f_binomial, F_COMMON " --n=N! --p=P!", NULL},
    {"wald", cmd_float_sampler, f_wald, F_COMMON " --mean=M!", NULL},
    {"generalized-normal", cmd_float_sampler, f_gennorm, F_COMMON " --p=P!", NULL},
    {"ball", cmd_ball, NULL, F_COMMON " --d=D! --p=P", "(shape + (d,) values)"},
    {"multinomial", cmd_multinomial, NULL, F_COMMON " --n=N! --p=p1,p2,...!",
     "(S: the result shape, ending in len(p))"},
    {"geometric", cmd_int_sampler, NULL, "--shape=S --dtype=int32|... --p=P! --no-fma", NULL},
    {"poisson", cmd_int_sampler, NULL, "--shape=S --dtype=int32|... --lam=L! --no-fma",
     "(threefry2x32 keys only, as in JAX)"},
    {"randint", cmd_randint, NULL, "--shape=S! --dtype=int32|... --minval=A! --maxval=B!", NULL},
    {"bernoulli", cmd_bernoulli, NULL, "--shape=S --p=P --dtype=D --mode=low|high", NULL},
    {"rademacher", cmd_rademacher, NULL, "--shape=S --dtype=D", NULL},
    {"categorical", cmd_categorical, NULL,
     "--shape=S --logits=v1,v2,...! --dtype=D --mode=low|high|highest --no-replace --no-fma", NULL},
    {"permutation", cmd_permutation, NULL, "--n=N!", NULL},
    {"choice", cmd_choice, NULL,
     "--shape=S --a=N! --replace --no-replace --p=p1,p2,... --dtype=D "
     "--mode=low|high|highest --no-fma",
     NULL},
};
#undef F_COMMON
#define SAMPLER_COUNT (sizeof samplers / sizeof samplers[0])

/* The usage text of a sampler, generated from its flags. */
static void sampler_usage(const sampler *sp, char *buf, size_t cap) {
    const char *p = sp->flags, *tok;
    size_t len, used = 0;
#define SU_ADD(...)                                                                                \
    do {                                                                                           \
        int k_ = snprintf(buf + used, cap - used, __VA_ARGS__);                                    \
        if (k_ > 0) used = used + (size_t)k_ < cap ? used + (size_t)k_ : cap - 1;                  \
    } while (0)
    SU_ADD("(--key K0:K1|--seed S)");
    while (next_flag(&p, &tok, &len)) {
        const char *eq = (const char *)memchr(tok, '=', len), *end = tok + len, *colon;
        int req = tok[len - 1] == '!';
        if (!eq) {
            SU_ADD(" [%.*s]", (int)len, tok);
            continue;
        }
        colon = (const char *)memchr(eq, ':', (size_t)(end - eq));
        if (colon) end = colon;
        if (req) --end;
        SU_ADD(req ? " %.*s %.*s" : " [%.*s %.*s]", (int)(eq - tok), tok, (int)(end - eq - 1),
               eq + 1);
    }
    SU_ADD(" [--legacy] [--x64] [--hex] [--impl NAME]");
    if (sp->note) SU_ADD(" %s", sp->note);
#undef SU_ADD
}

/* Runs argv[0] if it names a sampler (sets *rc and returns 1), else returns 0. */
static int run_sampler(int argc, char **argv, int *rc) {
    static char usage[512];
    static command cmd;
    size_t i;
    for (i = 0; i < SAMPLER_COUNT; ++i) {
        if (strcmp(argv[0], samplers[i].name)) continue;
        cur_sampler = &samplers[i];
        sampler_usage(cur_sampler, usage, sizeof usage);
        cmd.name = cur_sampler->name;
        cmd.run = cur_sampler->run;
        cmd.usage = usage;
        current = &cmd;
        *rc = cur_sampler->run(argc, argv);
        return 1;
    }
    return 0;
}

/* ---- dispatch --------------------------------------------------------------------------- */

static int cmd_help(int argc, char **argv);

static const command commands[] = {
    {"promote", cmd_promote, "[--x64] [--strict] [--explicit-x64 warn|allow|error] TYPE..."},
    {"promote-types", cmd_promote_types, "[--x64] [--strict] A B"},
    {"table", cmd_table, "[--x64] [--strict] [--explicit-x64 POLICY] [--nodes]"},
    {"safe", cmd_safe, "[--x64] [--strict] [--explicit-x64 POLICY] A B..."},
    {"explain", cmd_explain, "[--x64] [--strict] [--explicit-x64 POLICY] TYPE..."},
    {"lattice", cmd_lattice, "[--x64] [--strict]   (Graphviz DOT)"},
    {"tree", cmd_tree, "STRUCT   (a Python literal or a PyTreeDef(...) repr)"},
    {"tree-prefix", cmd_tree_prefix, "PREFIX FULL"},
    {"key", cmd_key,
     "SEED [--x64] [--jit] [--seed-dtype "
     "int|int8|int16|int32|int64|uint8|uint16|uint32|uint64] "
     "[--impl NAME] [--repr]"},
    {"split", cmd_split,
     "(--key K0:K1|--seed S) [--num N | --shape S] [--legacy] [--x64] [--impl NAME] [--repr]"},
    {"fold-in", cmd_fold_in,
     "(--key K0:K1|--seed S) DATA [--legacy] [--x64] [--impl NAME] [--repr]"},
    {"bits", cmd_bits,
     "(--key K0:K1|--seed S) --shape S [--width 8|16|32|64] [--legacy] [--x64] [--hex] "
     "[--impl NAME]"},
    {"speed", cmd_speed, "[--path auto|scalar|sse2|avx2|avx512|neon|simd128] [--mib M] [--reps R]"},
    {"help", cmd_help, ""},
};
#define COMMAND_COUNT (sizeof commands / sizeof commands[0])

static int cmd_help(int argc, char **argv) {
    size_t i;
    (void)argc;
    (void)argv;
    printf("jaxcore %s - JAX's numeric contracts from the shell\n", JAXCORE_VERSION_STRING);
    for (i = 0; i < COMMAND_COUNT; ++i)
        if (commands[i].run != cmd_help)
            printf("  jaxcore %s %s\n", commands[i].name, commands[i].usage);
    for (i = 0; i < SAMPLER_COUNT; ++i) {
        char usage[512];
        sampler_usage(&samplers[i], usage, sizeof usage);
        printf("  jaxcore %s %s\n", samplers[i].name, usage);
    }
    printf("  jaxcore help\n");
    printf("TYPE: a dtype (int8, bfloat16, float8_e4m3fn, ...), int/float/complex (Python\n"
           "scalars) or weak:DTYPE (a weakly typed array).\n");
    return 0;
}

int main(int argc, char **argv) {
    size_t i;
    int rc;
    current = NULL;
    tree_used = 0; /* main may run more than once per process (tests/fuzz/fuzz_cli.c) */
#ifdef _WIN32
    {
        char **u = utf8_argv(argc);
        if (u) argv = u;
        _setmode(_fileno(stdout), _O_BINARY); /* "\n", never "\r\n": as on every system */
        _setmode(_fileno(stderr), _O_BINARY);
    }
#endif
    if (argc < 2) return usage_error(NULL);
    if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) return cmd_help(0, NULL);
    for (i = 0; i < COMMAND_COUNT; ++i) {
        if (!strcmp(argv[1], commands[i].name)) {
            current = &commands[i];
            return commands[i].run(argc - 1, argv + 1);
        }
    }
    if (run_sampler(argc - 1, argv + 1, &rc)) return rc;
    fprintf(stderr, "jaxcore: unknown command '%s'\n", argv[1]);
    return usage_error(NULL);
}
