/* jaxcore - command-line front end of jaxcore.h (contract: shared spec CLI.md).

   Build: make (build/jaxcore), or from the repository root with nothing else:
       cc -O2 -I. tools/jaxcore.c -o jaxcore
   Exit status: 0 success; 1 a domain error ("error: <message>" on stderr, nothing on
   stdout); 2 a usage error (usage line on stderr). Run `jaxcore help` for the commands. */
#define JAXCORE_IMPLEMENTATION
#include "jaxcore.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
