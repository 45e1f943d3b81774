/* dtype promotion tests: every cell of the reference tables in tests/vectors/promotion/
   (their source is in tests/vectors/README.md), the algebraic properties and counts the
   reference documents, JAX's messages, and bad input. */
#include "test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DIR "tests/vectors/promotion/"
#define N JAXCORE_DTYPE_COUNT

/* ---- reading the TSV tables ------------------------------------------------------------- */

#define MAXL 40
typedef struct table {
    char *text;
    int rows, cols;
    char *row[MAXL], *col[MAXL], *cell[MAXL][MAXL];
} table;

static int load(const char *path, table *t) {
    char *p, *line, *f[MAXL + 1];
    int n;
    memset(t, 0, sizeof *t);
    t->text = jt_read_file(path, NULL);
    if (!t->text) return 0;
    p = t->text;
    while ((line = jt_next_line(&p)) != NULL) {
        if (line[0] == '#' || !line[0]) continue;
        n = jt_split(line, '\t', f, MAXL + 1);
        if (!t->cols) {
            t->cols = n - 1;
            memcpy(t->col, f + 1, sizeof(char *) * (size_t)(n - 1));
            continue;
        }
        if (!JT_CHECK(n == t->cols + 1 && t->rows < MAXL)) return 0;
        t->row[t->rows] = f[0];
        memcpy(t->cell[t->rows], f + 1, sizeof(char *) * (size_t)(n - 1));
        ++t->rows;
    }
    return JT_CHECK(t->rows > 0 && t->cols > 0);
}

/* A label of the standard tables: a short name, i*, f*, c* (Python scalars), or with
   weak_suffix a trailing '*' meaning a weak array of that dtype. */
static jaxcore_operand operand(const char *label, int weak_suffix) {
    jaxcore_operand op = {JAXCORE_DTYPE_INVALID, 0, 0};
    size_t len = strlen(label);
    if (weak_suffix && len > 1 && label[len - 1] == '*') {
        op.weak = 1;
        --len;
    }
    JT_CHECK(jaxcore_dtype_from_name(label, len, &op.dtype) == JAXCORE_OK);
    return op;
}

/* A result as the tables write it: short name, '*' when weak (or i*, f*, c* in node
   style), '-' for an error. */
static const char *cell(jaxcore_result r, jaxcore_type t, int nodes, char *buf) {
    char kind;
    if (r != JAXCORE_OK) return "-";
    kind = jaxcore_dtype_kind(t.dtype);
    if (t.weak && nodes) return kind == 'c' ? "c*" : kind == 'f' ? "f*" : "i*";
    snprintf(buf, 32, "%s%s", jaxcore_dtype_short_name(t.dtype), t.weak ? "*" : "");
    return buf;
}

typedef jaxcore_result (*promo_fn)(const jaxcore_operand *, size_t, const jaxcore_promo_config *,
                                   jaxcore_type *);

static jaxcore_result pair(promo_fn fn, jaxcore_operand a, jaxcore_operand b,
                           const jaxcore_promo_config *cfg, jaxcore_type *out) {
    jaxcore_operand ops[2];
    ops[0] = a;
    ops[1] = b;
    return fn(ops, 2, cfg, out);
}

/* Checks every cell of a square table of binary results. */
static void check_table(const char *file, promo_fn fn, jaxcore_promo_config cfg, int weak_labels,
                        int nodes) {
    table t;
    int i, j, cells = 0;
    if (!load(file, &t)) return;
    JT_CHECK(t.rows == t.cols);
    for (i = 0; i < t.rows; ++i) {
        for (j = 0; j < t.cols; ++j) {
            jaxcore_type r;
            char buf[32];
            jaxcore_result rc =
                pair(fn, operand(t.row[i], weak_labels), operand(t.col[j], weak_labels), &cfg, &r);
            const char *got = cell(rc, r, nodes, buf);
            if (strcmp(got, t.cell[i][j])) {
                char what[160];
                snprintf(what, sizeof what, "%s: %s + %s", file, t.row[i], t.col[j]);
                JT_CHECK_STR(got, t.cell[i][j]);
                jt_check(0, __FILE__, __LINE__, what);
            }
            ++cells;
        }
    }
    JT_CHECK(cells == t.rows * t.cols && cells > 0);
    free(t.text);
}

static jaxcore_promo_config config(int x64, int strict, jaxcore_x64_policy policy) {
    jaxcore_promo_config c;
    memset(&c, 0, sizeof c);
    c.x64 = x64;
    c.strict = strict;
    c.explicit_x64 = policy;
    return c;
}

static void test_table_x64(void) {
    check_table(DIR "jax_x64.tsv", jaxcore_lattice_result_type, config(1, 0, JAXCORE_X64_WARN), 0,
                0);
    /* For strong dtypes and Python scalars result_type agrees with the binary-op rule. */
    check_table(DIR "jax_x64.tsv", jaxcore_result_type, config(1, 0, JAXCORE_X64_WARN), 0, 0);
    check_table(DIR "jax_x64_nodes.tsv", jaxcore_lattice_result_type,
                config(1, 0, JAXCORE_X64_WARN), 0, 1);
}

static void test_table_x32(void) {
    check_table(DIR "jax_x32.tsv", jaxcore_lattice_result_type, config(0, 0, JAXCORE_X64_WARN), 0,
                0);
    check_table(DIR "jax_x32.tsv", jaxcore_result_type, config(0, 0, JAXCORE_X64_WARN), 0, 0);
    check_table(DIR "jax_x32_nodes.tsv", jaxcore_lattice_result_type,
                config(0, 0, JAXCORE_X64_WARN), 0, 1);
    check_table(DIR "jax_x32_allow.tsv", jaxcore_lattice_result_type,
                config(0, 0, JAXCORE_X64_ALLOW), 0, 0);
}

static void test_table_strict(void) {
    check_table(DIR "jax_strict_x64.tsv", jaxcore_lattice_result_type,
                config(1, 1, JAXCORE_X64_WARN), 0, 0);
    check_table(DIR "jax_strict_x32.tsv", jaxcore_lattice_result_type,
                config(0, 1, JAXCORE_X64_WARN), 0, 0);
}

static void test_table_weak_arrays(void) {
    check_table(DIR "jax_weakarrays_x64.tsv", jaxcore_lattice_result_type,
                config(1, 0, JAXCORE_X64_WARN), 1, 0);
    check_table(DIR "jax_weakarrays_x32.tsv", jaxcore_lattice_result_type,
                config(0, 0, JAXCORE_X64_WARN), 1, 0);
}

static void check_promote_types_table(const char *file, int x64) {
    table t;
    int i, j;
    jaxcore_promo_config cfg = config(x64, 0, JAXCORE_X64_WARN);
    if (!load(file, &t)) return;
    for (i = 0; i < t.rows; ++i) {
        for (j = 0; j < t.cols; ++j) {
            jaxcore_dtype d = JAXCORE_DTYPE_INVALID;
            jaxcore_result rc = jaxcore_promote_types(operand(t.row[i], 0).dtype,
                                                      operand(t.col[j], 0).dtype, &cfg, &d);
            const char *got = rc == JAXCORE_OK ? jaxcore_dtype_short_name(d) : "-";
            if (strcmp(got, t.cell[i][j])) {
                fprintf(stderr, "%s: %s, %s\n", file, t.row[i], t.col[j]);
                JT_CHECK_STR(got, t.cell[i][j]);
            }
        }
    }
    free(t.text);
}

static void test_table_promote_types(void) {
    check_promote_types_table(DIR "jax_promote_types_x64.tsv", 1);
    check_promote_types_table(DIR "jax_promote_types_x32.tsv", 0);
}

/* The error class of every cell, read from the message JAX would give. */
static void test_table_error_classes(void) {
    table t;
    int i, j, errors = 0;
    jaxcore_promo_config cfg = config(1, 0, JAXCORE_X64_WARN);
    if (!load(DIR "jax_x64_errors.tsv", &t)) return;
    for (i = 0; i < t.rows; ++i) {
        for (j = 0; j < t.cols; ++j) {
            jaxcore_operand ops[2];
            char msg[1024];
            const char *cls = ".";
            ops[0] = operand(t.row[i], 0);
            ops[1] = operand(t.col[j], 0);
            JT_CHECK(jaxcore_promotion_message(JAXCORE_FN_LATTICE_RESULT_TYPE, ops, 2, &cfg, msg,
                                               sizeof msg, NULL) == JAXCORE_OK);
            if (strstr(msg, "8-bit floats do not support implicit promotion"))
                cls = "E8";
            else if (strstr(msg, "6-bit floats do not support implicit promotion"))
                cls = "E6";
            else if (strstr(msg, "4-bit floats do not support implicit promotion"))
                cls = "E4";
            else if (strstr(msg, "1-bit, 2-bit and 4-bit integers do not support"))
                cls = "EI";
            else if (msg[0])
                cls = "EG";
            if (strcmp(cls, ".")) ++errors;
            if (strcmp(cls, t.cell[i][j])) {
                fprintf(stderr, "errors: %s, %s\n", t.row[i], t.col[j]);
                JT_CHECK_STR(cls, t.cell[i][j]);
            }
        }
    }
    JT_CHECK_INT(errors, 618); /* the count the reference states */
    free(t.text);
}

/* A space-separated list of short names as a node mask ("." = empty). */
static uint64_t mask_of(char *list) {
    char *f[N + 1];
    uint64_t m = 0;
    int i, n;
    if (!strcmp(list, ".")) return 0;
    n = jt_split(list, ' ', f, N + 1);
    for (i = 0; i < n; ++i) {
        jaxcore_operand op = operand(f[i], 0);
        if (op.dtype != JAXCORE_DTYPE_INVALID) m |= (uint64_t)1 << op.dtype;
    }
    return m;
}

static void test_table_lattice(void) {
    table t;
    int i, k;
    jaxcore_promo_config cfgs[3];
    cfgs[0] = config(1, 0, JAXCORE_X64_WARN);
    cfgs[1] = config(0, 0, JAXCORE_X64_WARN);
    cfgs[2] = config(1, 1, JAXCORE_X64_WARN);
    if (!load(DIR "lattice.tsv", &t)) return;
    JT_CHECK(t.rows == N && t.cols == 6);
    for (i = 0; i < t.rows; ++i) {
        jaxcore_dtype node = operand(t.row[i], 0).dtype;
        for (k = 0; k < 3; ++k) {
            JT_CHECK(jaxcore_lattice_successors(node, &cfgs[k]) == mask_of(t.cell[i][k]));
            JT_CHECK(jaxcore_lattice_upper_bounds(node, &cfgs[k]) == mask_of(t.cell[i][3 + k]));
        }
    }
    free(t.text);
}

/* JAX's docs table uses byte-width names (u1 = uint8, i8 = int64, c16 = complex128). */
static void test_table_docs_2022(void) {
    static const char *const bytes[][2] = {
        {"b1", "bool"}, {"u1", "u8"},  {"u2", "u16"}, {"u4", "u32"}, {"u8", "u64"},
        {"i1", "i8"},   {"i2", "i16"}, {"i4", "i32"}, {"i8", "i64"}, {"bf", "bf16"},
        {"f2", "f16"},  {"f4", "f32"}, {"f8", "f64"}, {"c8", "c64"}, {"c16", "c128"},
        {"i*", "i*"},   {"f*", "f*"},  {"c*", "c*"}};
    table t;
    int i, j, k, cells = 0;
    jaxcore_promo_config cfg = config(1, 0, JAXCORE_X64_WARN);
    if (!load(DIR "jax_docs_2022.tsv", &t)) return;
    for (i = 0; i < t.rows; ++i) {
        for (j = 0; j < t.cols; ++j) {
            const char *a = NULL, *b = NULL, *want = NULL;
            jaxcore_type r;
            char buf[32];
            for (k = 0; k < (int)(sizeof bytes / sizeof bytes[0]); ++k) {
                if (!strcmp(bytes[k][0], t.row[i])) a = bytes[k][1];
                if (!strcmp(bytes[k][0], t.col[j])) b = bytes[k][1];
                if (!strcmp(bytes[k][0], t.cell[i][j])) want = bytes[k][1];
            }
            if (!JT_CHECK(a && b && want)) continue;
            JT_CHECK_STR(
                cell(pair(jaxcore_lattice_result_type, operand(a, 0), operand(b, 0), &cfg, &r), r,
                     1, buf),
                want);
            ++cells;
        }
    }
    JT_CHECK_INT(cells, 18 * 18);
    free(t.text);
}

/* tests/dtypes_test.py::testPromoteDtypesStandard: within {bool, ints} and within
   {f16, f32, f64, c64, c128}, promote_types equals NumPy's, except that with x64 off a
   signed type other than int64 with uint32 gives int32. */
static void test_numpy_agreement(void) {
    table t;
    int i, j, x64, checked = 0;
    if (!load(DIR "numpy.tsv", &t)) return;
    for (x64 = 0; x64 <= 1; ++x64) {
        jaxcore_promo_config cfg = config(x64, 0, JAXCORE_X64_WARN);
        for (i = 0; i < t.rows; ++i) {
            for (j = 0; j < t.cols; ++j) {
                jaxcore_operand a = operand(t.row[i], 0), b = operand(t.col[j], 0);
                char ka = jaxcore_dtype_kind(a.dtype), kb = jaxcore_dtype_kind(b.dtype);
                int ints =
                    (ka == 'b' || ka == 'i' || ka == 'u') && (kb == 'b' || kb == 'i' || kb == 'u');
                int inexact = a.dtype >= JAXCORE_FLOAT16 && a.dtype <= JAXCORE_COMPLEX128 &&
                              b.dtype >= JAXCORE_FLOAT16 && b.dtype <= JAXCORE_COMPLEX128;
                jaxcore_dtype d = JAXCORE_DTYPE_INVALID;
                const char *want = t.cell[i][j];
                if (a.dtype >= JAXCORE_PY_INT || b.dtype >= JAXCORE_PY_INT || !(ints || inexact))
                    continue;
                if (!x64 && ((a.dtype == JAXCORE_UINT32 && kb == 'i' && b.dtype != JAXCORE_INT64) ||
                             (b.dtype == JAXCORE_UINT32 && ka == 'i' && a.dtype != JAXCORE_INT64)))
                    want = "i32";
                JT_CHECK(jaxcore_promote_types(a.dtype, b.dtype, &cfg, &d) == JAXCORE_OK);
                JT_CHECK_STR(jaxcore_dtype_short_name(d), want);
                ++checked;
            }
        }
    }
    JT_CHECK_INT(checked, 2 * (9 * 9 + 5 * 5));
    free(t.text);
}

/* Every cell of the NumPy and PyTorch tables (JEP 9407 appendix, x64): jaxcore agrees
   with the other library exactly where JAX's own table (jax_x64_nodes.tsv) does. */
static void check_other_library(const char *file) {
    table lib, jax;
    int i, j, k, l, checked = 0;
    jaxcore_promo_config cfg = config(1, 0, JAXCORE_X64_WARN);
    if (!load(file, &lib) || !load(DIR "jax_x64_nodes.tsv", &jax)) return;
    for (i = 0; i < lib.rows; ++i) {
        for (j = 0; j < lib.cols; ++j) {
            jaxcore_type r;
            char buf[32];
            const char *ours, *ref = NULL;
            for (k = 0; k < jax.rows; ++k)
                for (l = 0; l < jax.cols; ++l)
                    if (!strcmp(jax.row[k], lib.row[i]) && !strcmp(jax.col[l], lib.col[j]))
                        ref = jax.cell[k][l];
            if (!JT_CHECK(ref != NULL)) continue;
            ours = cell(pair(jaxcore_lattice_result_type, operand(lib.row[i], 0),
                             operand(lib.col[j], 0), &cfg, &r),
                        r, 1, buf);
            JT_CHECK_STR(ours, ref);
            JT_CHECK(!strcmp(ours, lib.cell[i][j]) == !strcmp(ref, lib.cell[i][j]));
            ++checked;
        }
    }
    JT_CHECK_INT(checked, 18 * 18);
    free(lib.text);
    free(jax.text);
}

static void test_numpy_torch_tables(void) {
    check_other_library(DIR "numpy.tsv");
    check_other_library(DIR "torch.tsv");
}

/* TensorFlow's own table over its 15 strong dtypes: ALL mode equals JAX x64, and the
   SAFE verdicts of our SAFE mode equal TF's. */
static int tf_label(const char *label, jaxcore_operand *op) {
    static const char *const names[][2] = {{"b8", "bool"},  {"i32w", "i*"}, {"f32w", "f*"},
                                           {"c128w", "c*"}, {"i32*", "i*"}, {"f32*", "f*"},
                                           {"c128*", "c*"}};
    int k;
    for (k = 0; k < 7; ++k) {
        if (!strcmp(label, names[k][0])) {
            *op = operand(names[k][1], 0);
            return 1;
        }
    }
    if (label[strlen(label) - 1] == 'w' || label[strlen(label) - 1] == '*') return 0;
    *op = operand(label, 0);
    return 1;
}

static void test_tf_tables(void) {
    table all, safe, flex;
    int i, j, strong = 0;
    jaxcore_promo_config cfg = config(1, 0, JAXCORE_X64_WARN), safe_cfg = cfg;
    safe_cfg.safe = 1;
    if (!load(DIR "tf_all.tsv", &all) || !load(DIR "tf_safe.tsv", &safe) ||
        !load(DIR "tf_flexible_dtypes.tsv", &flex))
        return;
    for (i = 0; i < all.rows; ++i) {
        for (j = 0; j < all.cols; ++j) {
            jaxcore_operand a, b;
            jaxcore_type r;
            char buf[32], want[32];
            const char *flex_cell = flex.cell[i][j], *semi = strchr(flex_cell, ';');
            if (!tf_label(all.row[i], &a) || !tf_label(all.col[j], &b)) continue;
            if (a.dtype >= JAXCORE_PY_INT || b.dtype >= JAXCORE_PY_INT) continue;
            ++strong;
            JT_CHECK_STR(cell(pair(jaxcore_lattice_result_type, a, b, &cfg, &r), r, 0, buf),
                         all.cell[i][j]);
            JT_CHECK_STR(cell(pair(jaxcore_result_type, a, b, &safe_cfg, &r), r, 0, buf),
                         safe.cell[i][j]);
            /* tf_flexible_dtypes.tsv: "result;SAFE" or "result;ALL" (b8 = bool). */
            if (!JT_CHECK(semi != NULL)) continue;
            snprintf(want, sizeof want, "%.*s", (int)(semi - flex_cell), flex_cell);
            if (want[0] && want[strlen(want) - 1] == 'w') want[strlen(want) - 1] = '*';
            JT_CHECK_STR(!strcmp(want, "b8") ? "bool" : want, all.cell[i][j]);
            JT_CHECK(!strcmp(semi + 1, "SAFE") == !!strcmp(safe.cell[i][j], "-"));
        }
    }
    JT_CHECK_INT(strong, 15 * 15);
    free(all.text);
    free(safe.text);
    free(flex.text);
}

/* SAFE verdicts against TF's Python-scalar columns. A Python int and a Python float
   agree with TF's i32* and f32* columns everywhere. TF's Python complex is a 128-bit
   complex (c128*), while a JAX Python complex has no width: with the ints up to 32 bits
   and with f64, TF accepts the widening to complex128 and SAFE here does not (header
   section 4.2). These 7 cells differ, by design, and no other. */
static void test_tf_safe_weak(void) {
    static const char *const complex_differs[] = {"u8", "u16", "u32", "i8", "i16", "i32", "f64"};
    table safe;
    int i, j, k, differ = 0, checked = 0;
    jaxcore_promo_config cfg = config(1, 0, JAXCORE_X64_WARN);
    cfg.safe = 1;
    if (!load(DIR "tf_safe.tsv", &safe)) return;
    for (i = 0; i < safe.rows; ++i) {
        for (j = 0; j < safe.cols; ++j) {
            jaxcore_operand a, b;
            jaxcore_type r;
            int tf_safe = strcmp(safe.cell[i][j], "-") != 0, ours;
            if (!tf_label(safe.row[i], &a) || !tf_label(safe.col[j], &b)) continue;
            if (a.dtype >= JAXCORE_PY_INT || b.dtype < JAXCORE_PY_INT) continue;
            ours = pair(jaxcore_result_type, a, b, &cfg, &r) == JAXCORE_OK;
            ++checked;
            if (b.dtype == JAXCORE_PY_COMPLEX && ours != tf_safe) {
                int listed = 0;
                for (k = 0; k < (int)(sizeof complex_differs / sizeof complex_differs[0]); ++k)
                    listed |= !strcmp(complex_differs[k], safe.row[i]);
                JT_CHECK(listed);
                ++differ;
                continue;
            }
            if (ours != tf_safe) fprintf(stderr, "tf_safe: %s + %s\n", safe.row[i], safe.col[j]);
            JT_CHECK(ours == tf_safe);
        }
    }
    JT_CHECK_INT(checked, 15 * 3);
    JT_CHECK_INT(differ, (int)(sizeof complex_differs / sizeof complex_differs[0]));
    free(safe.text);
}

/* ---- properties -------------------------------------------------------------------------- */

/* The value sets of the reference's property table: strong dtypes and Python scalars,
   then weak arrays (of non-small or of all dtypes), leaving out the weak arrays of the
   default dtypes (the same as Python scalars) and, with x64 off, the 64-bit dtypes. */
static int value_set(int x64, int weak_arrays, jaxcore_operand *vals) {
    int n = 0, d, w;
    for (w = 0; w <= (weak_arrays ? 1 : 0); ++w) {
        for (d = 0; d < N; ++d) {
            jaxcore_operand op = {JAXCORE_BOOL, 0, 0};
            jaxcore_dtype dt = (jaxcore_dtype)d;
            int is64 = dt == JAXCORE_UINT64 || dt == JAXCORE_INT64 || dt == JAXCORE_FLOAT64 ||
                       dt == JAXCORE_COMPLEX128;
            int small = (dt >= JAXCORE_UINT1 && dt <= JAXCORE_UINT4) ||
                        (dt >= JAXCORE_INT1 && dt <= JAXCORE_INT4) ||
                        (dt >= JAXCORE_FLOAT4_E2M1FN && dt <= JAXCORE_FLOAT8_E5M2FNUZ);
            if (!x64 && is64) continue;
            if (w) {
                int deflt =
                    x64 ? (dt == JAXCORE_INT64 || dt == JAXCORE_FLOAT64 || dt == JAXCORE_COMPLEX128)
                        : (dt == JAXCORE_INT32 || dt == JAXCORE_FLOAT32 || dt == JAXCORE_COMPLEX64);
                if (dt == JAXCORE_BOOL || dt >= JAXCORE_PY_INT || deflt ||
                    (weak_arrays == 1 && small))
                    continue;
            }
            op.dtype = dt;
            op.weak = w;
            vals[n++] = op;
        }
    }
    return n;
}

static int same(jaxcore_result ra, jaxcore_type a, jaxcore_result rb, jaxcore_type b) {
    if (ra != JAXCORE_OK || rb != JAXCORE_OK) return ra == rb;
    return a.dtype == b.dtype && a.weak == b.weak;
}

static jaxcore_operand as_operand(jaxcore_type t) {
    jaxcore_operand op;
    op.dtype = t.dtype;
    op.weak = t.weak;
    op.keep_x64 = 0;
    return op;
}

/* Counts non-commutative pairs, non-associative triples and triples where the left fold
   differs from the n-ary rule. */
static void properties(const jaxcore_promo_config *cfg, const jaxcore_operand *v, int n,
                       long counts[3]) {
    int i, j, k;
    counts[0] = counts[1] = counts[2] = 0;
    for (i = 0; i < n; ++i) {
        for (j = 0; j < n; ++j) {
            jaxcore_type ab, ba;
            jaxcore_result rab = pair(jaxcore_lattice_result_type, v[i], v[j], cfg, &ab);
            jaxcore_result rba = pair(jaxcore_lattice_result_type, v[j], v[i], cfg, &ba);
            counts[0] += !same(rab, ab, rba, ba);
            for (k = 0; k < n; ++k) {
                jaxcore_type bc, left = ab, right = ab, nary;
                jaxcore_operand ops[3];
                jaxcore_result rbc = pair(jaxcore_lattice_result_type, v[j], v[k], cfg, &bc);
                jaxcore_result rl = rab, rr = rbc, rn;
                if (rl == JAXCORE_OK)
                    rl = pair(jaxcore_lattice_result_type, as_operand(ab), v[k], cfg, &left);
                if (rr == JAXCORE_OK)
                    rr = pair(jaxcore_lattice_result_type, v[i], as_operand(bc), cfg, &right);
                ops[0] = v[i];
                ops[1] = v[j];
                ops[2] = v[k];
                rn = jaxcore_lattice_result_type(ops, 3, cfg, &nary);
                counts[1] += !same(rl, left, rr, right);
                counts[2] += !same(rl, left, rn, nary);
            }
        }
    }
}

/* The reference's table of algebraic properties, all counts (the counts the reference
   states; tests/vectors/README.md lists the promotion tables). */
static void test_property_counts(void) {
    static const struct {
        int x64, strict, weak_arrays, values;
        long noncomm, nonassoc, fold_vs_nary;
    } rows[] = {
        {1, 0, 0, 35, 0, 0, 0}, {1, 0, 1, 46, 0, 446, 232}, {1, 0, 2, 63, 0, 29176, 21074},
        {0, 0, 0, 31, 0, 0, 0}, {0, 0, 1, 38, 0, 48, 24},   {0, 0, 2, 55, 0, 20474, 14824},
        {1, 1, 0, 35, 0, 0, 0}, {1, 1, 1, 46, 0, 0, 0},     {1, 1, 2, 63, 0, 0, 0},
    };
    int r;
    for (r = 0; r < (int)(sizeof rows / sizeof rows[0]); ++r) {
        jaxcore_operand v[2 * N];
        long c[3];
        jaxcore_promo_config cfg = config(rows[r].x64, rows[r].strict, JAXCORE_X64_WARN);
        int n = value_set(rows[r].x64, rows[r].weak_arrays, v);
        JT_CHECK_INT(n, rows[r].values);
        properties(&cfg, v, n, c);
        JT_CHECK_INT(c[0], rows[r].noncomm);
        JT_CHECK_INT(c[1], rows[r].nonassoc);
        JT_CHECK_INT(c[2], rows[r].fold_vs_nary);
    }
}

static jaxcore_operand op_(jaxcore_dtype d, int weak) {
    jaxcore_operand op;
    op.dtype = d;
    op.weak = weak;
    op.keep_x64 = 0;
    return op;
}

/* Spec §9: JAX's documented non-associative cases (x64). */
static void test_non_associative_examples(void) {
    jaxcore_promo_config cfg = config(1, 0, JAXCORE_X64_WARN);
    jaxcore_type t, u;
    jaxcore_operand ops[3];
    /* (weak u64, weak i64, i8): left fold f64*, right fold i8, n-ary i8 */
    ops[0] = op_(JAXCORE_UINT64, 1);
    ops[1] = op_(JAXCORE_INT64, 1);
    ops[2] = op_(JAXCORE_INT8, 0);
    JT_CHECK(pair(jaxcore_lattice_result_type, ops[0], ops[1], &cfg, &t) == JAXCORE_OK);
    JT_CHECK(pair(jaxcore_lattice_result_type, as_operand(t), ops[2], &cfg, &u) == JAXCORE_OK);
    JT_CHECK(u.dtype == JAXCORE_FLOAT64 && u.weak);
    JT_CHECK(pair(jaxcore_lattice_result_type, ops[1], ops[2], &cfg, &t) == JAXCORE_OK);
    JT_CHECK(pair(jaxcore_lattice_result_type, ops[0], as_operand(t), &cfg, &u) == JAXCORE_OK);
    JT_CHECK(u.dtype == JAXCORE_INT8 && !u.weak);
    JT_CHECK(jaxcore_lattice_result_type(ops, 3, &cfg, &t) == JAXCORE_OK);
    JT_CHECK(t.dtype == JAXCORE_INT8 && !t.weak);
    /* (weak bf16, bool, weak i16): left f64*, right bf16*, n-ary f64* */
    ops[0] = op_(JAXCORE_BFLOAT16, 1);
    ops[1] = op_(JAXCORE_BOOL, 0);
    ops[2] = op_(JAXCORE_INT16, 1);
    JT_CHECK(pair(jaxcore_lattice_result_type, ops[0], ops[1], &cfg, &t) == JAXCORE_OK);
    JT_CHECK(pair(jaxcore_lattice_result_type, as_operand(t), ops[2], &cfg, &u) == JAXCORE_OK);
    JT_CHECK(u.dtype == JAXCORE_FLOAT64 && u.weak);
    JT_CHECK(pair(jaxcore_lattice_result_type, ops[1], ops[2], &cfg, &t) == JAXCORE_OK);
    JT_CHECK(pair(jaxcore_lattice_result_type, ops[0], as_operand(t), &cfg, &u) == JAXCORE_OK);
    JT_CHECK(u.dtype == JAXCORE_BFLOAT16 && u.weak);
    /* (bf16, weak bf16, weak f8_e4m3fn): right fold fails, left fold and n-ary give bf16 */
    ops[0] = op_(JAXCORE_BFLOAT16, 0);
    ops[1] = op_(JAXCORE_BFLOAT16, 1);
    ops[2] = op_(JAXCORE_FLOAT8_E4M3FN, 1);
    JT_CHECK(pair(jaxcore_lattice_result_type, ops[1], ops[2], &cfg, &t) == JAXCORE_ERR_PROMOTION);
    JT_CHECK(pair(jaxcore_lattice_result_type, ops[0], ops[1], &cfg, &t) == JAXCORE_OK);
    JT_CHECK(pair(jaxcore_lattice_result_type, as_operand(t), ops[2], &cfg, &u) == JAXCORE_OK);
    JT_CHECK(u.dtype == JAXCORE_BFLOAT16 && !u.weak);
    JT_CHECK(jaxcore_lattice_result_type(ops, 3, &cfg, &t) == JAXCORE_OK);
    JT_CHECK(t.dtype == JAXCORE_BFLOAT16 && !t.weak);
}

/* With x64 off no join of narrower inputs yields a 64-bit dtype; bool is never weak; a
   weak result has the default dtype of its kind unless all operands are weak. */
static void test_x32_and_weak_invariants(void) {
    jaxcore_operand v[2 * N];
    int x64, i, j;
    for (x64 = 0; x64 <= 1; ++x64) {
        jaxcore_promo_config cfg = config(x64, 0, JAXCORE_X64_ALLOW);
        int n = value_set(x64, 0, v);
        for (i = 0; i < n; ++i) {
            for (j = 0; j < n; ++j) {
                jaxcore_type t;
                char kind;
                if (pair(jaxcore_lattice_result_type, v[i], v[j], &cfg, &t) != JAXCORE_OK) continue;
                kind = jaxcore_dtype_kind(t.dtype);
                if (!x64)
                    JT_CHECK(jaxcore_dtype_bits(t.dtype) < 64 || t.dtype == JAXCORE_COMPLEX64);
                JT_CHECK(!(t.dtype == JAXCORE_BOOL && t.weak));
                if (t.weak)
                    JT_CHECK(t.dtype == (kind == 'c'
                                             ? (x64 ? JAXCORE_COMPLEX128 : JAXCORE_COMPLEX64)
                                         : kind == 'f' ? (x64 ? JAXCORE_FLOAT64 : JAXCORE_FLOAT32)
                                                       : (x64 ? JAXCORE_INT64 : JAXCORE_INT32)));
            }
        }
    }
}

/* Strict mode: two different strong dtypes never join, bool with anything else fails,
   and weak + weak goes through the weak nodes (testBinaryNonPromotion). */
static void test_strict(void) {
    jaxcore_promo_config cfg = config(1, 1, JAXCORE_X64_WARN);
    jaxcore_type t;
    int a, b;
    for (a = 0; a < JAXCORE_PY_INT; ++a)
        for (b = 0; b < JAXCORE_PY_INT; ++b)
            JT_CHECK((pair(jaxcore_lattice_result_type, op_((jaxcore_dtype)a, 0),
                           op_((jaxcore_dtype)b, 0), &cfg, &t) == JAXCORE_OK) == (a == b));
    /* x + x for a weak int16 array: weak int64 in strict mode, weak int16 in standard */
    JT_CHECK(pair(jaxcore_lattice_result_type, op_(JAXCORE_INT16, 1), op_(JAXCORE_INT16, 1), &cfg,
                  &t) == JAXCORE_OK);
    JT_CHECK(t.dtype == JAXCORE_INT64 && t.weak);
    cfg.strict = 0;
    JT_CHECK(pair(jaxcore_lattice_result_type, op_(JAXCORE_INT16, 1), op_(JAXCORE_INT16, 1), &cfg,
                  &t) == JAXCORE_OK);
    JT_CHECK(t.dtype == JAXCORE_INT16 && t.weak);
}

/* jax.dtypes.result_type widens a weak result to the default dtype of its kind:
   unsigned to the default uint, the ml_dtypes floats to the default float. */
static void test_result_type_weak_defaults(void) {
    jaxcore_promo_config x64 = config(1, 0, JAXCORE_X64_WARN), x32 = config(0, 0, JAXCORE_X64_WARN);
    jaxcore_operand op = op_(JAXCORE_INT16, 1);
    jaxcore_type t;
    JT_CHECK(jaxcore_result_type(&op, 1, &x64, &t) == JAXCORE_OK);
    JT_CHECK(t.dtype == JAXCORE_INT64 && t.weak);
    JT_CHECK(jaxcore_lattice_result_type(&op, 1, &x64, &t) == JAXCORE_OK);
    JT_CHECK(t.dtype == JAXCORE_INT16 && t.weak);
    op = op_(JAXCORE_UINT8, 1);
    JT_CHECK(jaxcore_result_type(&op, 1, &x32, &t) == JAXCORE_OK);
    JT_CHECK(t.dtype == JAXCORE_UINT32 && t.weak);
    op = op_(JAXCORE_FLOAT8_E4M3FN, 1);
    JT_CHECK(jaxcore_result_type(&op, 1, &x64, &t) == JAXCORE_OK);
    JT_CHECK(t.dtype == JAXCORE_FLOAT64 && t.weak);
    op = op_(JAXCORE_BOOL, 1);
    JT_CHECK(jaxcore_result_type(&op, 1, &x64, &t) == JAXCORE_OK);
    JT_CHECK(t.dtype == JAXCORE_BOOL && !t.weak);
}

/* Explicit 64-bit dtypes with x64 off: the three policies, and existing 64-bit arrays
   (keep_x64), which JAX never re-canonicalizes (spec §3). */
static void test_explicit_x64(void) {
    jaxcore_promo_config warn = config(0, 0, JAXCORE_X64_WARN);
    jaxcore_promo_config allow = config(0, 0, JAXCORE_X64_ALLOW);
    jaxcore_promo_config err = config(0, 0, JAXCORE_X64_ERROR);
    jaxcore_operand a = op_(JAXCORE_INT64, 0), b = op_(JAXCORE_INT32, 0);
    jaxcore_type t, keep;
    char msg[512];
    JT_CHECK(pair(jaxcore_result_type, a, b, &warn, &t) == JAXCORE_OK);
    JT_CHECK(t.dtype == JAXCORE_INT32 && t.warned);
    JT_CHECK(pair(jaxcore_result_type, a, b, &allow, &t) == JAXCORE_OK);
    JT_CHECK(t.dtype == JAXCORE_INT64 && !t.warned);
    keep.dtype = JAXCORE_BOOL;
    JT_CHECK(pair(jaxcore_result_type, a, b, &err, &keep) == JAXCORE_ERR_EXPLICIT_X64);
    JT_CHECK(keep.dtype == JAXCORE_BOOL);
    a.keep_x64 = 1;
    JT_CHECK(pair(jaxcore_result_type, a, a, &warn, &t) == JAXCORE_OK); /* rule b */
    JT_CHECK(t.dtype == JAXCORE_INT64 && !t.warned);
    JT_CHECK(pair(jaxcore_result_type, a, b, &warn, &t) == JAXCORE_OK); /* join, then truncate */
    JT_CHECK(t.dtype == JAXCORE_INT32 && t.warned);
    /* u32 with i32: x32 lattice edge u32 -> i32 */
    JT_CHECK(pair(jaxcore_result_type, op_(JAXCORE_UINT32, 0), b, &allow, &t) == JAXCORE_OK);
    JT_CHECK(t.dtype == JAXCORE_INT32);
    a.keep_x64 = 0;
    JT_CHECK(pair(jaxcore_result_type, a, b, &warn, &t) == JAXCORE_OK);
    {
        jaxcore_operand ops[2];
        ops[0] = a;
        ops[1] = b;
        JT_CHECK(jaxcore_promotion_message(JAXCORE_FN_RESULT_TYPE, ops, 2, &warn, msg, sizeof msg,
                                           NULL) == JAXCORE_OK);
        JT_CHECK_STR(msg, "Explicitly requested dtype int64 requested in dtype is not available, "
                          "and will be truncated to dtype int32. To enable more dtypes, set the "
                          "jax_enable_x64 configuration option or the JAX_ENABLE_X64 shell "
                          "environment variable. See https://github.com/jax-ml/jax#current-gotchas "
                          "for more.");
        JT_CHECK(jaxcore_promotion_message(JAXCORE_FN_RESULT_TYPE, ops, 2, &err, msg, sizeof msg,
                                           NULL) == JAXCORE_OK);
        JT_CHECK_STR(msg, "Explicitly requested dtype int64 requested in dtype is not available. "
                          "To enable more dtypes, set the jax_enable_x64 or "
                          "allow_explicit_x64_dtypes configuration options.See "
                          "https://github.com/jax-ml/jax#current-gotchas for more.");
    }
}

/* JAX's error texts (jax/_src/dtypes.py::_least_upper_bound). */
static void test_messages(void) {
    jaxcore_promo_config x64 = config(1, 0, JAXCORE_X64_WARN),
                         strict = config(1, 1, JAXCORE_X64_WARN);
    jaxcore_operand ops[2];
    char msg[1024];
    size_t len = 0;
    ops[0] = op_(JAXCORE_INT4, 0);
    ops[1] = op_(JAXCORE_PY_FLOAT, 0);
    JT_CHECK(jaxcore_promotion_message(JAXCORE_FN_RESULT_TYPE, ops, 2, &x64, msg, sizeof msg,
                                       &len) == JAXCORE_OK);
    JT_CHECK_STR(msg, "Input dtypes ('int4', \"<class 'float'>\") have no available implicit "
                      "dtype promotion path. To avoid unintended promotion, 1-bit, 2-bit and "
                      "4-bit integers do not support implicit promotion. If you'd like your "
                      "inputs to be promoted to another type, you can do so explicitly using "
                      "e.g. x.astype('int32')");
    JT_CHECK_INT(len, strlen(msg));
    ops[0] = op_(JAXCORE_FLOAT8_E5M2, 0);
    ops[1] = op_(JAXCORE_FLOAT8_E4M3FN, 0);
    JT_CHECK(jaxcore_promotion_message(JAXCORE_FN_PROMOTE_TYPES, ops, 2, &x64, msg, sizeof msg,
                                       NULL) == JAXCORE_OK);
    JT_CHECK_STR(msg, "Input dtypes ('float8_e5m2', 'float8_e4m3fn') have no available implicit "
                      "dtype promotion path. To avoid unintended promotion, 8-bit floats do not "
                      "support implicit promotion. If you'd like your inputs to be promoted to "
                      "another type, you can do so explicitly using e.g. x.astype('float32')");
    ops[0] = op_(JAXCORE_INT32, 0);
    ops[1] = op_(JAXCORE_INT16, 0);
    JT_CHECK(jaxcore_promotion_message(JAXCORE_FN_RESULT_TYPE, ops, 2, &strict, msg, sizeof msg,
                                       NULL) == JAXCORE_OK);
    JT_CHECK_STR(msg, "Input dtypes ('int32', 'int16') have no available implicit dtype "
                      "promotion path when jax_numpy_dtype_promotion=strict. Try explicitly "
                      "casting inputs to the desired output type, or set "
                      "jax_numpy_dtype_promotion=standard.");
    JT_CHECK(jaxcore_promotion_message(JAXCORE_FN_RESULT_TYPE, ops, 0, &x64, msg, sizeof msg,
                                       NULL) == JAXCORE_OK);
    JT_CHECK_STR(msg, "at least one array or dtype is required");
    JT_CHECK(jaxcore_promotion_message(JAXCORE_FN_RESULT_TYPE, ops, 2, &x64, msg, sizeof msg,
                                       &len) == JAXCORE_OK);
    JT_CHECK_STR(msg, "");
    JT_CHECK_INT(len, 0);
}

static void test_explain(void) {
    jaxcore_operand ops[2];
    char text[2048];
    ops[0] = op_(JAXCORE_INT8, 0);
    ops[1] = op_(JAXCORE_UINT8, 0);
    JT_CHECK(jaxcore_promotion_explain(JAXCORE_FN_RESULT_TYPE, ops, 2, NULL, text, sizeof text,
                                       NULL) == JAXCORE_OK);
    JT_CHECK(strstr(text, "rule d:") != NULL);
    JT_CHECK(strstr(text, "path: i8 -> i16\n") != NULL);
    JT_CHECK(strstr(text, "path: u8 -> i16\n") != NULL);
    JT_CHECK(strstr(text, "result: int16\n") != NULL);
    ops[0] = op_(JAXCORE_UINT64, 0);
    ops[1] = op_(JAXCORE_INT64, 0);
    JT_CHECK(jaxcore_promotion_explain(JAXCORE_FN_PROMOTE_TYPES, ops, 2, NULL, text, sizeof text,
                                       NULL) == JAXCORE_OK);
    JT_CHECK(strstr(text, "path: u64 -> f*\n") != NULL);
    JT_CHECK(strstr(text, "result: float64\n") != NULL);
    ops[1] = op_(JAXCORE_INT4, 0);
    JT_CHECK(jaxcore_promotion_explain(JAXCORE_FN_RESULT_TYPE, ops, 2, NULL, text, sizeof text,
                                       NULL) == JAXCORE_OK);
    JT_CHECK(strstr(text, "error: JAXCORE_ERR_PROMOTION: Input dtypes") != NULL);
}

/* Names, bits, kinds. */
static void test_dtype_facts(void) {
    int i;
    jaxcore_dtype d;
    for (i = 0; i < N; ++i) {
        jaxcore_dtype back;
        const char *name = jaxcore_dtype_name((jaxcore_dtype)i);
        const char *short_name = jaxcore_dtype_short_name((jaxcore_dtype)i);
        JT_CHECK(jaxcore_dtype_from_name(name, strlen(name), &back) == JAXCORE_OK &&
                 back == (jaxcore_dtype)i);
        JT_CHECK(jaxcore_dtype_from_name(short_name, strlen(short_name), &back) == JAXCORE_OK &&
                 back == (jaxcore_dtype)i);
    }
    JT_CHECK_INT(jaxcore_dtype_bits(JAXCORE_BOOL), 8);
    JT_CHECK_INT(jaxcore_dtype_bits(JAXCORE_INT4), 4);
    JT_CHECK_INT(jaxcore_dtype_bits(JAXCORE_FLOAT6_E3M2FN), 6);
    JT_CHECK_INT(jaxcore_dtype_bits(JAXCORE_COMPLEX128), 128);
    JT_CHECK_INT(jaxcore_dtype_kind(JAXCORE_UINT2), 'u');
    JT_CHECK_INT(jaxcore_dtype_kind(JAXCORE_BFLOAT16), 'f');
    JT_CHECK_INT(jaxcore_dtype_kind(JAXCORE_PY_COMPLEX), 'c');
    /* the name need not be NUL-terminated: "int8x" with length 4 is int8 */
    JT_CHECK(jaxcore_dtype_from_name("int8x", 4, &d) == JAXCORE_OK && d == JAXCORE_INT8);
    JT_CHECK(jaxcore_dtype_from_name("int", 2, &d) == JAXCORE_ERR_INVALID_DTYPE);
}

/* Bad input: documented error, outputs untouched. */
static void test_bad_input(void) {
    jaxcore_operand ops[2];
    jaxcore_type t, sentinel;
    jaxcore_promo_config cfg = config(0, 0, JAXCORE_X64_WARN);
    jaxcore_dtype d = JAXCORE_DTYPE_INVALID;
    char buf[8];
    size_t len = 0;
    sentinel.dtype = JAXCORE_COMPLEX64;
    sentinel.weak = 7;
    sentinel.warned = 7;
    t = sentinel;
    ops[0] = op_(JAXCORE_INT8, 0);
    ops[1] = op_((jaxcore_dtype)99, 0);
    JT_CHECK(jaxcore_result_type(ops, 2, &cfg, &t) == JAXCORE_ERR_INVALID_DTYPE);
    ops[1] = op_(JAXCORE_DTYPE_INVALID, 0);
    JT_CHECK(jaxcore_lattice_result_type(ops, 2, &cfg, &t) == JAXCORE_ERR_INVALID_DTYPE);
    ops[1] = op_(JAXCORE_DTYPE_COUNT, 0);
    JT_CHECK(jaxcore_result_type(ops, 2, &cfg, &t) == JAXCORE_ERR_INVALID_DTYPE);
    JT_CHECK(jaxcore_result_type(NULL, 2, &cfg, &t) == JAXCORE_ERR_NULL);
    JT_CHECK(jaxcore_result_type(ops, 0, &cfg, &t) == JAXCORE_ERR_NO_OPERANDS);
    ops[1] = op_(JAXCORE_INT8, 0);
    JT_CHECK(jaxcore_result_type(ops, 2, &cfg, NULL) == JAXCORE_ERR_NULL);
    cfg.explicit_x64 = (jaxcore_x64_policy)5;
    JT_CHECK(jaxcore_result_type(ops, 2, &cfg, &t) == JAXCORE_ERR_INVALID_ARG);
    JT_CHECK(memcmp(&t, &sentinel, sizeof t) == 0);
    cfg.explicit_x64 = JAXCORE_X64_WARN;
    JT_CHECK(jaxcore_promote_types((jaxcore_dtype)-7, JAXCORE_INT8, &cfg, &d) ==
             JAXCORE_ERR_INVALID_DTYPE);
    JT_CHECK(jaxcore_promote_types(JAXCORE_INT8, JAXCORE_INT8, &cfg, NULL) == JAXCORE_ERR_NULL);
    JT_CHECK(d == JAXCORE_DTYPE_INVALID);
    JT_CHECK(jaxcore_dtype_from_name(NULL, 3, &d) == JAXCORE_ERR_NULL);
    JT_CHECK(jaxcore_dtype_from_name("int8", 4, NULL) == JAXCORE_ERR_NULL);
    JT_CHECK(jaxcore_dtype_from_name("int9", 4, &d) == JAXCORE_ERR_INVALID_DTYPE);
    JT_CHECK(d == JAXCORE_DTYPE_INVALID);
    JT_CHECK_STR(jaxcore_dtype_name((jaxcore_dtype)N), "");
    JT_CHECK_STR(jaxcore_dtype_short_name((jaxcore_dtype)-1), "");
    JT_CHECK(jaxcore_dtype_bits((jaxcore_dtype)1000) == 0);
    JT_CHECK(jaxcore_dtype_kind((jaxcore_dtype)-1) == 0);
    JT_CHECK(jaxcore_lattice_successors((jaxcore_dtype)N, NULL) == 0);
    JT_CHECK(jaxcore_lattice_upper_bounds((jaxcore_dtype)-1, NULL) == 0);
    /* a message that does not fit: error, buffer untouched, length reported */
    ops[1] = op_(JAXCORE_INT4, 0);
    memcpy(buf, "xxxxxxx", 8);
    JT_CHECK(jaxcore_promotion_message(JAXCORE_FN_RESULT_TYPE, ops, 2, &cfg, buf, sizeof buf,
                                       &len) == JAXCORE_ERR_BUFFER_TOO_SMALL);
    JT_CHECK(!memcmp(buf, "xxxxxxx", 8) && len > 100);
    JT_CHECK(jaxcore_promotion_message(JAXCORE_FN_RESULT_TYPE, ops, 2, &cfg, NULL, 0, &len) ==
             JAXCORE_OK);
    JT_CHECK(jaxcore_promotion_explain((jaxcore_promo_fn)9, ops, 2, &cfg, buf, sizeof buf, NULL) ==
             JAXCORE_ERR_INVALID_ARG);
    JT_CHECK(jaxcore_promotion_explain(JAXCORE_FN_PROMOTE_TYPES, ops, 1, &cfg, buf, sizeof buf,
                                       NULL) == JAXCORE_ERR_INVALID_ARG);
    JT_CHECK(!memcmp(buf, "xxxxxxx", 8));
    JT_CHECK_STR(jaxcore_result_name(JAXCORE_ERR_PROMOTION), "JAXCORE_ERR_PROMOTION");
    JT_CHECK_STR(jaxcore_result_name((jaxcore_result)12345), "");
    JT_CHECK(jaxcore_version() == JAXCORE_VERSION_NUMBER);
}

void test_dtypes(void) {
    JT_RUN(test_table_x64);
    JT_RUN(test_table_x32);
    JT_RUN(test_table_strict);
    JT_RUN(test_table_weak_arrays);
    JT_RUN(test_table_promote_types);
    JT_RUN(test_table_error_classes);
    JT_RUN(test_table_lattice);
    JT_RUN(test_table_docs_2022);
    JT_RUN(test_numpy_agreement);
    JT_RUN(test_numpy_torch_tables);
    JT_RUN(test_tf_tables);
    JT_RUN(test_tf_safe_weak);
    JT_RUN(test_property_counts);
    JT_RUN(test_non_associative_examples);
    JT_RUN(test_x32_and_weak_invariants);
    JT_RUN(test_strict);
    JT_RUN(test_result_type_weak_defaults);
    JT_RUN(test_explicit_x64);
    JT_RUN(test_messages);
    JT_RUN(test_explain);
    JT_RUN(test_dtype_facts);
    JT_RUN(test_bad_input);
}
