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

/* ---- prng: shared options ----------------------------------------------------------------- */

/* Options shared by the random commands (CLI.md "PRNG"): --key K0:K1 | --seed S, --shape,
   --legacy, --x64, --hex, --path, plus command-specific flags. A command lists its own
   flags in `extra`, space-separated; a name ending in '=' takes a value
   ("--width= --num="). Read them back with rng_opt() / rng_flag(). */
#define RNG_MAX_OPTS 16
typedef struct rng_args {
    jaxcore_prng_config cfg;
    const char *key;   /* --key K0:K1 text, or NULL */
    const char *seed;  /* --seed S text, or NULL */
    const char *shape; /* --shape text, or NULL */
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

/* Is `name` one of the space-separated flags of `list`? Sets *takes_value. */
static int flag_in(const char *list, const char *name, int *takes_value) {
    size_t n = strlen(name);
    while (list && *list) {
        const char *end = strchr(list, ' ');
        size_t len = end ? (size_t)(end - list) : strlen(list);
        int value = len && list[len - 1] == '=';
        if (len - (size_t)value == n && !strncmp(list, name, n)) {
            *takes_value = value;
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
        } else if (!strcmp(s, "--path")) {
            const char *v = i + 1 < argc ? argv[++i] : NULL;
            if (!v) return usage_error("--path needs a value");
            if (jaxcore_prng_path_from_name(v, strlen(v), &a->cfg.path) != JAXCORE_OK)
                return usage_error("--path takes auto, scalar, sse2, avx2, avx512 or neon");
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
static int make_seed_key(const char *text, const char *dtype_name, const jaxcore_prng_config *cfg,
                         jaxcore_key *key) {
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
    r = jaxcore_random_key(NULL, v, dt, cfg, key);
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

/* The key from --key K0:K1 or --seed S (exactly one). Returns 0, 1 or 2. */
static int rng_key(const rng_args *a, jaxcore_key *key) {
    if (!a->key == !a->seed)
        return usage_error("exactly one of --key K0:K1 and --seed S is needed");
    if (a->key) {
        uint32_t w[2];
        char *end;
        const char *colon = strchr(a->key, ':');
        unsigned long long k0, k1;
        if (!colon) return domain_error("--key takes two hex words K0:K1");
        k0 = strtoull(a->key, &end, 16);
        if (end != colon || colon == a->key || k0 > 0xffffffffull)
            return domain_error("--key takes two hex words K0:K1");
        k1 = strtoull(colon + 1, &end, 16);
        if (*end || !colon[1] || k1 > 0xffffffffull)
            return domain_error("--key takes two hex words K0:K1");
        w[0] = (uint32_t)k0;
        w[1] = (uint32_t)k1;
        return jaxcore_wrap_key_data(NULL, w, 2, key) == JAXCORE_OK ? 0 : 1;
    }
    return make_seed_key(a->seed, NULL, &a->cfg, key);
}

/* The element count of --shape (or of `fallback` when absent; NULL: --shape required). */
static int rng_shape(const rng_args *a, const char *fallback, size_t *n) {
    const char *s = a->shape ? a->shape : fallback;
    char msg[160];
    if (!s) return usage_error("--shape is required");
    if (parse_shape(s, n)) {
        snprintf(msg, sizeof msg, "invalid shape '%s'", s);
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

/* ---- prng commands -------------------------------------------------------------------------- */

static int cmd_key(int argc, char **argv) {
    rng_args a;
    jaxcore_key k;
    int rc = parse_rng_args(argc, argv, &a, "--seed-dtype= --jit");
    if (rc) return rc;
    if (a.npos != 1 || a.key || a.seed || a.shape) return usage_error("one SEED is required");
    a.cfg.jit = rng_opt(&a, "--jit") != NULL;
    if (make_seed_key(a.pos[0], rng_opt(&a, "--seed-dtype"), &a.cfg, &k)) return 1;
    print_key(k);
    return 0;
}

static int cmd_split(int argc, char **argv) {
    rng_args a;
    jaxcore_key k, *keys;
    size_t n = 2, i;
    const char *num;
    jaxcore_result r;
    int rc = parse_rng_args(argc, argv, &a, "--num=");
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
    for (i = 0; i < n; ++i)
        print_key(keys[i]);
    free(keys);
    return 0;
}

static int cmd_fold_in(int argc, char **argv) {
    rng_args a;
    jaxcore_key k, out;
    int64_t v;
    uint64_t u;
    jaxcore_result r;
    int rc = parse_rng_args(argc, argv, &a, NULL);
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

/* ---- speed ---------------------------------------------------------------------------------- */

static double now_seconds(void) {
#if defined(CLOCK_MONOTONIC)
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
#else
    return (double)clock() / CLOCKS_PER_SEC;
#endif
}

/* One timed kernel: fills `bytes` bytes of buf (elements of `elem` bytes) on `cfg`'s path. */
typedef struct speed_kernel {
    const char *name;
    size_t elem; /* bytes per element */
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

/* The kernels `speed` times; samplers add theirs here (uniform-f32, normal-f32). */
static const speed_kernel speed_kernels[] = {
    {"bits32", 4, speed_bits32},
    {"bits32-legacy", 4, speed_bits32_legacy},
};
#define SPEED_KERNEL_COUNT (sizeof speed_kernels / sizeof speed_kernels[0])

static int cmp_double(const void *x, const void *y) {
    double a = *(const double *)x, b = *(const double *)y;
    return a < b ? -1 : a > b;
}

/* Median seconds of `reps` runs of kernel k on `path` over n elements. */
static double time_kernel(const speed_kernel *k, jaxcore_prng_path path, size_t n, void *buf,
                          int reps) {
    jaxcore_prng_config cfg;
    jaxcore_key key;
    double t[15];
    int i;
    memset(&cfg, 0, sizeof cfg);
    cfg.path = path;
    jaxcore_random_key(NULL, 0, JAXCORE_PY_INT, NULL, &key);
    k->run(key, n, buf, &cfg); /* warm up: page in the buffer */
    for (i = 0; i < reps; ++i) {
        double t0 = now_seconds();
        k->run(key, n, buf, &cfg);
        t[i] = now_seconds() - t0;
    }
    qsort(t, (size_t)reps, sizeof t[0], cmp_double);
    return t[reps / 2];
}

static int cmd_speed(int argc, char **argv) {
    rng_args a;
    const char *mib_s;
    double mib = 16, secs[SPEED_KERNEL_COUNT][JAXCORE_PATH_COUNT];
    jaxcore_prng_path only = JAXCORE_PATH_AUTO;
    size_t ki, bytes;
    int p, reps = 9;
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
    for (ki = 0; ki < SPEED_KERNEL_COUNT; ++ki) {
        const speed_kernel *k = &speed_kernels[ki];
        size_t n = bytes / k->elem;
        for (p = JAXCORE_PATH_SCALAR; p < JAXCORE_PATH_COUNT; ++p) {
            secs[ki][p] = 0;
            if (!jaxcore_prng_path_supported((jaxcore_prng_path)p)) continue;
            if (only != JAXCORE_PATH_AUTO && p != (int)only && p != JAXCORE_PATH_SCALAR) continue;
            secs[ki][p] = time_kernel(k, (jaxcore_prng_path)p, n, buf, reps);
            if (only != JAXCORE_PATH_AUTO && p != (int)only) continue;
            printf("speed %s %s %.3f %.4f\n", k->name, jaxcore_prng_path_name((jaxcore_prng_path)p),
                   (double)(n * k->elem) / secs[ki][p] * 1e-9, secs[ki][p] * 1e9 / (double)n);
        }
    }
    for (ki = 0; ki < SPEED_KERNEL_COUNT; ++ki)
        for (p = JAXCORE_PATH_SCALAR + 1; p < JAXCORE_PATH_COUNT; ++p)
            if (secs[ki][p] > 0 && secs[ki][JAXCORE_PATH_SCALAR] > 0)
                printf("ratio %s %s/scalar %.2f\n", speed_kernels[ki].name,
                       jaxcore_prng_path_name((jaxcore_prng_path)p),
                       secs[ki][JAXCORE_PATH_SCALAR] / secs[ki][p]);
    free(buf);
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
    {"key", cmd_key,
     "SEED [--x64] [--jit] [--seed-dtype int|int8|int16|int32|int64|uint8|uint16|uint32|uint64]"},
    {"split", cmd_split, "(--key K0:K1|--seed S) [--num N | --shape S] [--legacy] [--x64]"},
    {"fold-in", cmd_fold_in, "(--key K0:K1|--seed S) DATA [--legacy] [--x64]"},
    {"bits", cmd_bits,
     "(--key K0:K1|--seed S) --shape S [--width 8|16|32|64] [--legacy] [--x64] [--hex]"},
    {"speed", cmd_speed, "[--path auto|scalar|sse2|avx2|avx512|neon] [--mib M] [--reps R]"},
    {"help", cmd_help, ""},
};
#define COMMAND_COUNT (sizeof commands / sizeof commands[0])

static int cmd_help(int argc, char **argv) {
    size_t i;
    (void)argc;
    (void)argv;
    printf("jaxcore %s - JAX's numeric contracts from the shell\n", JAXCORE_VERSION_STRING);
    for (i = 0; i < COMMAND_COUNT; ++i)
        printf("  jaxcore %s %s\n", commands[i].name, commands[i].usage);
    printf("TYPE: a dtype (int8, bfloat16, float8_e4m3fn, ...), int/float/complex (Python\n"
           "scalars) or weak:DTYPE (a weakly typed array).\n");
    return 0;
}

int main(int argc, char **argv) {
    size_t i;
    if (argc < 2) return usage_error(NULL);
    if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) return cmd_help(0, NULL);
    for (i = 0; i < COMMAND_COUNT; ++i) {
        if (!strcmp(argv[1], commands[i].name)) {
            current = &commands[i];
            return commands[i].run(argc - 1, argv + 1);
        }
    }
    fprintf(stderr, "jaxcore: unknown command '%s'\n", argv[1]);
    return usage_error(NULL);
}
