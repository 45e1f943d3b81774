/* jaxcore.h - JAX's core numeric contracts in one C header. v0.1.0
   License: MIT (see the end of this file).

   Do this:
       #define JAXCORE_IMPLEMENTATION
       #include "jaxcore.h"
   in exactly ONE .c or .cpp file of your program, before the #include. Every other
   file includes "jaxcore.h" plainly and sees only the declarations. Never define
   JAXCORE_IMPLEMENTATION in a header: two definitions give "multiple definition"
   link errors. (jaxcore.c in the repository is such a file for build systems.)

   ========================================================================================
   0. WHAT THIS IS
   ========================================================================================
   A dependency-free C99 (and C++) header that reproduces, bit for bit, what JAX 0.11
   computes for:
     1. dtype promotion  - jnp.promote_types, jax.dtypes.result_type and the lattice
                           behind every jnp binary op: all JAX dtypes, weak types,
                           x64 on/off, strict mode, explicit-x64 policy, plus a
                           TensorFlow-style SAFE check.
     2. threefry2x32     - (section reserved; see the PRNG part below)
     3. typed keys       - (section reserved)
     4. pytree treedef   - (section reserved)
   It is meant for code that must agree with jax.random / jax.numpy exactly: game
   engines, firmware without an allocator, research code that must reproduce.

   ========================================================================================
   1. QUICK START (compiled and run by `make test` as examples/quickstart.c)
   ========================================================================================
       jaxcore_operand ops[2] = {{JAXCORE_INT8, 0, 0}, {JAXCORE_PY_FLOAT, 0, 0}};
       jaxcore_type t;
       if (jaxcore_result_type(ops, 2, NULL, &t) == JAXCORE_OK)
           printf("%s%s\n", jaxcore_dtype_name(t.dtype), t.weak ? " weak" : "");
       // prints "float32 weak": int8 + a Python float, x64 off (JAX's default)

   ========================================================================================
   2. CONFIGURATION MACROS
   ========================================================================================
   Define before including. "global" macros change declarations and must be the same
   in every translation unit (TU); "impl" macros matter only in the TU that defines
   JAXCORE_IMPLEMENTATION.

     JAXCORE_IMPLEMENTATION  one TU  emit the definitions
     JAXCORE_STATIC          impl    give every public function internal linkage
                                     (static); use it when the whole program is one TU or
                                     to hide jaxcore inside a library
     JAXCORE_API             global  override the linkage/decoration of every public
                                     function (default: extern)
     JAXCORE_NO_ERROR_STRINGS impl   jaxcore_result_name() returns "" (saves ROM)

   ========================================================================================
   3. CONVENTIONS, THREAD SAFETY, MEMORY, DETERMINISM
   ========================================================================================
   - Every fallible function returns a jaxcore_result: JAXCORE_OK (0) or a negative
     error code (jaxcore_result_name() gives its name). On error, outputs are left
     untouched, with one documented exception: a `*len` size query is always written.
   - Text outputs go to caller buffers (buf, cap, len): `*len` (if len is non-NULL)
     receives the length without the terminating NUL; buf is written, NUL-terminated,
     only when cap > *len, otherwise JAXCORE_ERR_BUFFER_TOO_SMALL and buf is untouched.
     buf may be NULL with cap 0 to query the length.
   - Thread safety: the library has no global mutable state. Every function is
     reentrant and may be called from any number of threads at once.
   - Memory: the library never allocates (no malloc), does no I/O (no stdio) and needs
     only <stddef.h> and <stdint.h> (both available freestanding).
   - Determinism: dtype promotion is pure table lookup; results do not depend on the
     platform, compiler or flags.

   ========================================================================================
   4. DTYPE PROMOTION (JAX 0.11, jax/_src/dtypes.py)
   ========================================================================================
   Operands. An operand is a (dtype, weak) pair as JAX sees it:
     - a strong dtype ("int8", a NumPy array or a dtype specifier):  {JAXCORE_INT8, 0, 0}
     - a Python scalar int/float/complex (always weak):    {JAXCORE_PY_INT, 0, 0}, ...
     - a weakly typed JAX array of dtype D:                 {D, 1, 0}
     - Python bool is strong bool:                          {JAXCORE_BOOL, 0, 0}
   With x64 off (the default), a 64-bit dtype operand is an *explicitly requested*
   dtype: the explicit-x64 policy applies (warn: truncate to 32 bits and report
   `warned`; allow: keep it; error: JAXCORE_ERR_EXPLICIT_X64). Set `keep_x64` for an
   existing jax.Array created while x64 was on: JAX never re-canonicalizes arrays.

   Configuration (jaxcore_promo_config; NULL or all-zero = JAX's defaults):
     x64          jax_enable_x64 (default off)
     strict       jax_numpy_dtype_promotion='strict' (default 'standard')
     explicit_x64 jax_explicit_x64_dtypes: JAXCORE_X64_WARN (default), _ALLOW, _ERROR
     safe         the SAFE check (section 4.2) on top of the JAX result

   4.1 Rules. The join is the least upper bound on JAX's lattice (35 nodes: 32 dtypes
   plus the weak nodes i*, f*, c*). JAX's n-ary rule, applied to the whole operand set
   (it is not a pairwise fold; weak arrays make it non-associative):
     a. one operand -> its (dtype, weak)
     b. all dtypes equal and one operand strong -> that dtype, strong
     c. all operands weak (standard mode) -> join of their dtypes as strong nodes,
        result weak (weak bfloat16 + weak float16 = weak float32)
     d. otherwise join of the nodes (a weak operand maps to the weak node of its kind);
        the result is weak iff the join is a weak node, materialized at the default
        width (int32/float32/complex64, or 64-bit with x64)
     e. bool is never weak.
   jaxcore_result_type() additionally replaces a weak result by the default dtype of
   its kind (unsigned -> default uint; ml_dtypes floats -> default float), as
   jax.dtypes.result_type does. jaxcore_promote_types() is jnp.promote_types: dtypes
   only, no canonicalization, a weak-node result becomes int64/float64/complex128.

   4.2 SAFE mode (TensorFlow 2.15's dtype_conversion_mode='safe', on JAX's lattice).
   The JAX result R is rejected (JAXCORE_ERR_UNSAFE) when either
     (lossy)    a strong operand or a weak *array* has a value that R cannot hold
                exactly: unsigned -> signed needs one more bit, an integer -> a float
                needs a significand of at least its value bits, a float -> a float
                needs at least its significand and exponent range, nothing but bool
                converts to bool and no float converts to an integer; or
     (widening) R is wider, in bits, than the widest strong non-bool operand
                (bool and weak operands do not widen a result; with no strong
                non-bool operand there is no widening limit).
   On TensorFlow's 15 strong dtypes this reproduces TF's SAFE table cell for cell, and
   with a Python int or float it gives TF's verdicts. A Python complex differs by design:
   TF types it as a 128-bit complex, JAX gives it no width, so (u)int8..32 + complex and
   float64 + complex (both -> complex128) are unsafe here and safe in TF. All of this is
   checked against TF's tables in tests/test_dtypes.c.

   4.3 Errors, as JAX raises them:
     JAXCORE_ERR_PROMOTION     TypePromotionError ("Input dtypes (...) have no available
                               implicit dtype promotion path...")
     JAXCORE_ERR_EXPLICIT_X64  ValueError, explicit_x64=error ("Explicitly requested...")
     JAXCORE_ERR_NO_OPERANDS   ValueError "at least one array or dtype is required"
     JAXCORE_ERR_UNSAFE        SAFE mode rejected the promotion
   jaxcore_promotion_message() writes the text JAX would print (or the UserWarning of a
   truncation). JAX lists the nodes of an error in Python set order, which is not
   stable; jaxcore lists them in operand order.
*/
#ifndef JAXCORE_H
#define JAXCORE_H

#include <stddef.h>
#include <stdint.h>

#define JAXCORE_VERSION_MAJOR 0
#define JAXCORE_VERSION_MINOR 1
#define JAXCORE_VERSION_PATCH 0
#define JAXCORE_VERSION_STRING "0.1.0"
/* major * 10000 + minor * 100 + patch */
#define JAXCORE_VERSION_NUMBER                                                                     \
    (JAXCORE_VERSION_MAJOR * 10000 + JAXCORE_VERSION_MINOR * 100 + JAXCORE_VERSION_PATCH)

#ifndef JAXCORE_API
#ifdef JAXCORE_STATIC
#if defined(__GNUC__) || defined(__clang__)
#define JAXCORE_API static __attribute__((unused))
#else
#define JAXCORE_API static
#endif
#else
#define JAXCORE_API extern
#endif
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ==== Common ============================================================================= */

/* One result code for the whole library: 0 is success, errors are negative. */
#define JAXCORE_RESULT_LIST(X)                                                                     \
    X(JAXCORE_OK, 0)                    /* success */                                              \
    X(JAXCORE_ERR_NULL, -1)             /* a required pointer argument was NULL */                 \
    X(JAXCORE_ERR_INVALID_ARG, -2)      /* an argument is outside its documented range */          \
    X(JAXCORE_ERR_INVALID_DTYPE, -3)    /* a dtype value outside the enum, or not allowed here */  \
    X(JAXCORE_ERR_NO_OPERANDS, -4)      /* zero operands where at least one is required */         \
    X(JAXCORE_ERR_PROMOTION, -5)        /* JAX's TypePromotionError: no promotion path */          \
    X(JAXCORE_ERR_EXPLICIT_X64, -6)     /* 64-bit dtype requested, x64 off, policy "error" */      \
    X(JAXCORE_ERR_UNSAFE, -7)           /* SAFE mode rejected a promotion */                       \
    X(JAXCORE_ERR_BUFFER_TOO_SMALL, -8) /* the caller's buffer cannot hold the output */

typedef enum jaxcore_result {
#define JAXCORE_I_ENUM(name, value) name = value,
    JAXCORE_RESULT_LIST(JAXCORE_I_ENUM)
#undef JAXCORE_I_ENUM
        JAXCORE_RESULT_MIN = -8 /* the most negative code, for range checks */
} jaxcore_result;

/* The library's version as JAXCORE_VERSION_NUMBER; compare with the header's macro. */
JAXCORE_API unsigned long jaxcore_version(void);
/* The enum name of a result code ("JAXCORE_ERR_NULL"); "" for an unknown code. */
JAXCORE_API const char *jaxcore_result_name(jaxcore_result r);

/* ==== dtypes: JAX's promotion lattice ===================================================== */

/* Every dtype JAX 0.11 knows, in JAX's internal order, then the three weak nodes. The
   numeric value is the lattice node index. */
typedef enum jaxcore_dtype {
    JAXCORE_BOOL = 0,
    JAXCORE_UINT1,
    JAXCORE_UINT2,
    JAXCORE_UINT4,
    JAXCORE_UINT8,
    JAXCORE_UINT16,
    JAXCORE_UINT32,
    JAXCORE_UINT64,
    JAXCORE_INT1,
    JAXCORE_INT2,
    JAXCORE_INT4,
    JAXCORE_INT8,
    JAXCORE_INT16,
    JAXCORE_INT32,
    JAXCORE_INT64,
    JAXCORE_FLOAT4_E2M1FN,
    JAXCORE_FLOAT6_E2M3FN,
    JAXCORE_FLOAT6_E3M2FN,
    JAXCORE_FLOAT8_E3M4,
    JAXCORE_FLOAT8_E4M3,
    JAXCORE_FLOAT8_E8M0FNU,
    JAXCORE_FLOAT8_E4M3B11FNUZ,
    JAXCORE_FLOAT8_E4M3FN,
    JAXCORE_FLOAT8_E4M3FNUZ,
    JAXCORE_FLOAT8_E5M2,
    JAXCORE_FLOAT8_E5M2FNUZ,
    JAXCORE_BFLOAT16,
    JAXCORE_FLOAT16,
    JAXCORE_FLOAT32,
    JAXCORE_FLOAT64,
    JAXCORE_COMPLEX64,
    JAXCORE_COMPLEX128,
    JAXCORE_PY_INT,     /* Python int: the weak node i* */
    JAXCORE_PY_FLOAT,   /* Python float: the weak node f* */
    JAXCORE_PY_COMPLEX, /* Python complex: the weak node c* */
    JAXCORE_DTYPE_COUNT,
    JAXCORE_DTYPE_INVALID = -1
} jaxcore_dtype;

/* jax_explicit_x64_dtypes: what a 64-bit dtype operand means while x64 is off. */
typedef enum jaxcore_x64_policy {
    JAXCORE_X64_WARN = 0, /* truncate to 32 bits, report it (JAX's UserWarning) */
    JAXCORE_X64_ALLOW,    /* keep the 64-bit dtype */
    JAXCORE_X64_ERROR     /* JAXCORE_ERR_EXPLICIT_X64 */
} jaxcore_x64_policy;

/* Promotion settings; all-zero (or a NULL pointer) means JAX's defaults. */
typedef struct jaxcore_promo_config {
    int x64;                         /* jax_enable_x64 */
    int strict;                      /* jax_numpy_dtype_promotion == 'strict' */
    jaxcore_x64_policy explicit_x64; /* jax_explicit_x64_dtypes */
    int safe;                        /* reject unsafe promotions (section 4.2) */
} jaxcore_promo_config;

/* One operand of a promotion (section 4). */
typedef struct jaxcore_operand {
    jaxcore_dtype dtype; /* a dtype, or JAXCORE_PY_INT/FLOAT/COMPLEX for a Python scalar */
    int weak;            /* nonzero: a weakly typed JAX array */
    int keep_x64;        /* nonzero: an existing JAX array, never re-canonicalized in x32 */
} jaxcore_operand;

/* The result of a promotion. */
typedef struct jaxcore_type {
    jaxcore_dtype dtype;
    int weak;   /* JAX's weak_type flag of the result */
    int warned; /* a 64-bit dtype was truncated under the "warn" policy (a UserWarning) */
} jaxcore_type;

/* Which JAX entry point a promotion follows. */
typedef enum jaxcore_promo_fn {
    JAXCORE_FN_RESULT_TYPE = 0,     /* jax.dtypes.result_type(..., return_weak_type_flag=1) */
    JAXCORE_FN_LATTICE_RESULT_TYPE, /* the jnp binary-op rule (dtypes.lattice_result_type) */
    JAXCORE_FN_PROMOTE_TYPES        /* jnp.promote_types (exactly two operands) */
} jaxcore_promo_fn;

/* NumPy / ml_dtypes name ("int8", "float8_e4m3fn"; "int"/"float"/"complex" for the
   weak nodes); "" for a value outside the enum. */
JAXCORE_API const char *jaxcore_dtype_name(jaxcore_dtype d);
/* Short name as in JAX's tables ("i8", "f8_e4m3fn", "bf16", "i*"); "" if invalid. */
JAXCORE_API const char *jaxcore_dtype_short_name(jaxcore_dtype d);
/* Parses a NumPy/ml_dtypes name or a short name of len bytes (no NUL needed). */
JAXCORE_API jaxcore_result jaxcore_dtype_from_name(const char *name, size_t len,
                                                   jaxcore_dtype *out);
/* Storage bits of one element (bool 8, int4 4, complex64 64); 0 for the weak nodes and
   for an invalid value. */
JAXCORE_API int jaxcore_dtype_bits(jaxcore_dtype d);
/* NumPy kind: 'b' bool, 'u' unsigned, 'i' signed, 'f' float, 'c' complex; the weak nodes
   give 'i', 'f', 'c'; 0 for an invalid value. */
JAXCORE_API char jaxcore_dtype_kind(jaxcore_dtype d);

/* jax.dtypes.result_type(*ops, return_weak_type_flag=True). */
JAXCORE_API jaxcore_result jaxcore_result_type(const jaxcore_operand *ops, size_t n,
                                               const jaxcore_promo_config *cfg, jaxcore_type *out);
/* The dtype and weak flag of a jnp n-ary op on ops (dtypes.lattice_result_type). */
JAXCORE_API jaxcore_result jaxcore_lattice_result_type(const jaxcore_operand *ops, size_t n,
                                                       const jaxcore_promo_config *cfg,
                                                       jaxcore_type *out);
/* jnp.promote_types(a, b): JAXCORE_PY_* stand for the types int, float, complex. */
JAXCORE_API jaxcore_result jaxcore_promote_types(jaxcore_dtype a, jaxcore_dtype b,
                                                 const jaxcore_promo_config *cfg,
                                                 jaxcore_dtype *out);
/* The message JAX gives for this promotion: the error text, the truncation UserWarning,
   or "" when there is neither. Text output convention of section 3. */
JAXCORE_API jaxcore_result jaxcore_promotion_message(jaxcore_promo_fn fn,
                                                     const jaxcore_operand *ops, size_t n,
                                                     const jaxcore_promo_config *cfg, char *buf,
                                                     size_t cap, size_t *len);
/* Says why the promotion gives its result: operands, rule, lattice paths, result.
   Several lines of text, output convention of section 3. */
JAXCORE_API jaxcore_result jaxcore_promotion_explain(jaxcore_promo_fn fn,
                                                     const jaxcore_operand *ops, size_t n,
                                                     const jaxcore_promo_config *cfg, char *buf,
                                                     size_t cap, size_t *len);
/* Immediate successors of a lattice node (bit i = node i) in the lattice cfg selects. */
JAXCORE_API uint64_t jaxcore_lattice_successors(jaxcore_dtype node,
                                                const jaxcore_promo_config *cfg);
/* All upper bounds of a node, itself included (bit i = node i); 0 if invalid. */
JAXCORE_API uint64_t jaxcore_lattice_upper_bounds(jaxcore_dtype node,
                                                  const jaxcore_promo_config *cfg);

/* ==== prng: threefry2x32 ================================================================== */

/* ==== keys: typed PRNG keys =============================================================== */

/* ==== tree: pytree treedef ================================================================ */

#ifdef __cplusplus
}
#endif
#endif /* JAXCORE_H */

/* ========================================================================================= */
/*                                      IMPLEMENTATION                                        */
/* ========================================================================================= */
#ifdef JAXCORE_IMPLEMENTATION
#ifndef JAXCORE_I_IMPLEMENTED
#define JAXCORE_I_IMPLEMENTED

#if defined(__GNUC__) || defined(__clang__)
#define JAXCORE_I_PRIVATE static __attribute__((unused))
#else
#define JAXCORE_I_PRIVATE static
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ==== Common ============================================================================= */

JAXCORE_API unsigned long jaxcore_version(void) { return JAXCORE_VERSION_NUMBER; }

JAXCORE_API const char *jaxcore_result_name(jaxcore_result r) {
#ifdef JAXCORE_NO_ERROR_STRINGS
    (void)r;
    return "";
#else
    switch (r) {
#define JAXCORE_I_CASE(name, value)                                                                \
    case name:                                                                                     \
        return #name;
        JAXCORE_RESULT_LIST(JAXCORE_I_CASE)
#undef JAXCORE_I_CASE
    default: return "";
    }
#endif
}

/* Text output: counts every byte, stores only while it fits. Used twice by the callers
   that must not touch their buffer on error: first to measure, then to write. */
typedef struct jaxcore_i_text {
    char *buf;
    size_t cap;
    size_t len;
} jaxcore_i_text;

JAXCORE_I_PRIVATE void jaxcore_i_put(jaxcore_i_text *t, const char *s) {
    for (; *s; ++s, ++t->len)
        if (t->buf && t->len + 1 < t->cap) t->buf[t->len] = *s;
}

JAXCORE_I_PRIVATE void jaxcore_i_put_uint(jaxcore_i_text *t, uint64_t v) {
    char digits[21];
    int i = 20;
    digits[i] = 0;
    do {
        digits[--i] = (char)('0' + (int)(v % 10));
        v /= 10;
    } while (v);
    jaxcore_i_put(t, digits + i);
}

/* Runs `emit` once to measure and, if the text fits, once more to write it. */
typedef void (*jaxcore_i_emit_fn)(jaxcore_i_text *t, const void *ctx);

JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_emit(jaxcore_i_emit_fn emit, const void *ctx, char *buf,
                                                size_t cap, size_t *len) {
    jaxcore_i_text t = {NULL, 0, 0};
    emit(&t, ctx);
    if (len) *len = t.len;
    if (!buf || cap <= t.len) return buf || cap ? JAXCORE_ERR_BUFFER_TOO_SMALL : JAXCORE_OK;
    t.buf = buf;
    t.cap = cap;
    t.len = 0;
    emit(&t, ctx);
    buf[t.len] = 0;
    return JAXCORE_OK;
}

JAXCORE_I_PRIVATE int jaxcore_i_streq(const char *a, size_t alen, const char *b) {
    size_t i = 0;
    for (; i < alen; ++i)
        if (b[i] != a[i] || !b[i]) return 0;
    return b[i] == 0;
}

/* ==== dtypes ============================================================================= */

/* Per-dtype facts. digits: value bits of an integer (a signed one has bits-1), or the
   significand precision of a float (complex: of each component); emax: the largest
   binary exponent of a float. */
typedef struct jaxcore_i_dtype_info {
    const char *name;
    const char *short_name;
    char kind;
    unsigned char bits;
    unsigned char digits;
    short emax;
} jaxcore_i_dtype_info;

static const jaxcore_i_dtype_info jaxcore_i_dtypes[JAXCORE_DTYPE_COUNT] = {
    {"bool", "bool", 'b', 8, 1, 0},
    {"uint1", "u1", 'u', 1, 1, 0},
    {"uint2", "u2", 'u', 2, 2, 0},
    {"uint4", "u4", 'u', 4, 4, 0},
    {"uint8", "u8", 'u', 8, 8, 0},
    {"uint16", "u16", 'u', 16, 16, 0},
    {"uint32", "u32", 'u', 32, 32, 0},
    {"uint64", "u64", 'u', 64, 64, 0},
    {"int1", "i1", 'i', 1, 0, 0},
    {"int2", "i2", 'i', 2, 1, 0},
    {"int4", "i4", 'i', 4, 3, 0},
    {"int8", "i8", 'i', 8, 7, 0},
    {"int16", "i16", 'i', 16, 15, 0},
    {"int32", "i32", 'i', 32, 31, 0},
    {"int64", "i64", 'i', 64, 63, 0},
    {"float4_e2m1fn", "f4_e2m1fn", 'f', 4, 2, 2},
    {"float6_e2m3fn", "f6_e2m3fn", 'f', 6, 4, 2},
    {"float6_e3m2fn", "f6_e3m2fn", 'f', 6, 3, 4},
    {"float8_e3m4", "f8_e3m4", 'f', 8, 5, 3},
    {"float8_e4m3", "f8_e4m3", 'f', 8, 4, 7},
    {"float8_e8m0fnu", "f8_e8m0fnu", 'f', 8, 1, 127},
    {"float8_e4m3b11fnuz", "f8_e4m3b11fnuz", 'f', 8, 4, 4},
    {"float8_e4m3fn", "f8_e4m3fn", 'f', 8, 4, 8},
    {"float8_e4m3fnuz", "f8_e4m3fnuz", 'f', 8, 4, 7},
    {"float8_e5m2", "f8_e5m2", 'f', 8, 3, 15},
    {"float8_e5m2fnuz", "f8_e5m2fnuz", 'f', 8, 3, 15},
    {"bfloat16", "bf16", 'f', 16, 8, 127},
    {"float16", "f16", 'f', 16, 11, 15},
    {"float32", "f32", 'f', 32, 24, 127},
    {"float64", "f64", 'f', 64, 53, 1023},
    {"complex64", "c64", 'c', 64, 24, 127},
    {"complex128", "c128", 'c', 128, 53, 1023},
    {"int", "i*", 'i', 0, 0, 0},
    {"float", "f*", 'f', 0, 0, 0},
    {"complex", "c*", 'c', 0, 0, 0},
};

/* The three lattices of jax/_src/dtypes.py::_type_promotion_lattice. */
enum {
    JAXCORE_I_STD_X64 = 0, /* standard, x64 on */
    JAXCORE_I_STD_X32 = 1, /* standard, x64 off: u32 -> i32 instead of u32 -> i64 */
    JAXCORE_I_STRICT = 2,  /* jax_numpy_dtype_promotion='strict' */
    JAXCORE_I_LATTICES = 3,
    JAXCORE_I_NO_NODE = 0xff /* join table entry: no promotion path */
};

/* The lattice, written once: its edges (a -> b means a <= b) and the lattices each
   belongs to (bit JAXCORE_I_STD_X64 / STD_X32 / STRICT). Everything else is derived from
   this list: the tables below by tools/gen_tables.c, the successor masks at run time. */
typedef struct jaxcore_i_edge {
    unsigned char from, to, lattices;
} jaxcore_i_edge;

#define JAXCORE_I_STD 3u /* both standard lattices */
#define JAXCORE_I_X64 1u
#define JAXCORE_I_X32 2u
#define JAXCORE_I_STR 4u
static const jaxcore_i_edge jaxcore_i_edges[] = {
    /* standard */
    {JAXCORE_BOOL, JAXCORE_PY_INT, JAXCORE_I_STD},
    {JAXCORE_PY_INT, JAXCORE_UINT8, JAXCORE_I_STD},
    {JAXCORE_PY_INT, JAXCORE_INT8, JAXCORE_I_STD},
    {JAXCORE_PY_INT, JAXCORE_UINT1, JAXCORE_I_STD},
    {JAXCORE_PY_INT, JAXCORE_UINT2, JAXCORE_I_STD},
    {JAXCORE_PY_INT, JAXCORE_UINT4, JAXCORE_I_STD},
    {JAXCORE_PY_INT, JAXCORE_INT1, JAXCORE_I_STD},
    {JAXCORE_PY_INT, JAXCORE_INT2, JAXCORE_I_STD},
    {JAXCORE_PY_INT, JAXCORE_INT4, JAXCORE_I_STD},
    {JAXCORE_UINT8, JAXCORE_UINT16, JAXCORE_I_STD},
    {JAXCORE_UINT8, JAXCORE_INT16, JAXCORE_I_STD},
    {JAXCORE_UINT16, JAXCORE_UINT32, JAXCORE_I_STD},
    {JAXCORE_UINT16, JAXCORE_INT32, JAXCORE_I_STD},
    {JAXCORE_UINT32, JAXCORE_UINT64, JAXCORE_I_STD},
    {JAXCORE_UINT32, JAXCORE_INT64, JAXCORE_I_X64},
    {JAXCORE_UINT32, JAXCORE_INT32, JAXCORE_I_X32},
    {JAXCORE_UINT64, JAXCORE_PY_FLOAT, JAXCORE_I_STD},
    {JAXCORE_INT8, JAXCORE_INT16, JAXCORE_I_STD},
    {JAXCORE_INT16, JAXCORE_INT32, JAXCORE_I_STD},
    {JAXCORE_INT32, JAXCORE_INT64, JAXCORE_I_STD},
    {JAXCORE_INT64, JAXCORE_PY_FLOAT, JAXCORE_I_STD},
    {JAXCORE_PY_FLOAT, JAXCORE_FLOAT4_E2M1FN, JAXCORE_I_STD},
    {JAXCORE_PY_FLOAT, JAXCORE_FLOAT6_E2M3FN, JAXCORE_I_STD},
    {JAXCORE_PY_FLOAT, JAXCORE_FLOAT6_E3M2FN, JAXCORE_I_STD},
    {JAXCORE_PY_FLOAT, JAXCORE_FLOAT8_E3M4, JAXCORE_I_STD},
    {JAXCORE_PY_FLOAT, JAXCORE_FLOAT8_E4M3, JAXCORE_I_STD},
    {JAXCORE_PY_FLOAT, JAXCORE_FLOAT8_E8M0FNU, JAXCORE_I_STD},
    {JAXCORE_PY_FLOAT, JAXCORE_FLOAT8_E4M3B11FNUZ, JAXCORE_I_STD},
    {JAXCORE_PY_FLOAT, JAXCORE_FLOAT8_E4M3FN, JAXCORE_I_STD},
    {JAXCORE_PY_FLOAT, JAXCORE_FLOAT8_E4M3FNUZ, JAXCORE_I_STD},
    {JAXCORE_PY_FLOAT, JAXCORE_FLOAT8_E5M2, JAXCORE_I_STD},
    {JAXCORE_PY_FLOAT, JAXCORE_FLOAT8_E5M2FNUZ, JAXCORE_I_STD},
    {JAXCORE_PY_FLOAT, JAXCORE_BFLOAT16, JAXCORE_I_STD},
    {JAXCORE_PY_FLOAT, JAXCORE_FLOAT16, JAXCORE_I_STD},
    {JAXCORE_PY_FLOAT, JAXCORE_PY_COMPLEX, JAXCORE_I_STD},
    {JAXCORE_BFLOAT16, JAXCORE_FLOAT32, JAXCORE_I_STD},
    {JAXCORE_FLOAT16, JAXCORE_FLOAT32, JAXCORE_I_STD},
    {JAXCORE_FLOAT32, JAXCORE_FLOAT64, JAXCORE_I_STD},
    {JAXCORE_FLOAT32, JAXCORE_COMPLEX64, JAXCORE_I_STD},
    {JAXCORE_FLOAT64, JAXCORE_COMPLEX128, JAXCORE_I_STD},
    {JAXCORE_PY_COMPLEX, JAXCORE_COMPLEX64, JAXCORE_I_STD},
    {JAXCORE_COMPLEX64, JAXCORE_COMPLEX128, JAXCORE_I_STD},
    /* strict: i* -> f* and every integer; f* -> c* and every real float; c* -> complex */
    {JAXCORE_PY_INT, JAXCORE_PY_FLOAT, JAXCORE_I_STR},
    {JAXCORE_PY_INT, JAXCORE_UINT1, JAXCORE_I_STR},
    {JAXCORE_PY_INT, JAXCORE_UINT2, JAXCORE_I_STR},
    {JAXCORE_PY_INT, JAXCORE_UINT4, JAXCORE_I_STR},
    {JAXCORE_PY_INT, JAXCORE_UINT8, JAXCORE_I_STR},
    {JAXCORE_PY_INT, JAXCORE_UINT16, JAXCORE_I_STR},
    {JAXCORE_PY_INT, JAXCORE_UINT32, JAXCORE_I_STR},
    {JAXCORE_PY_INT, JAXCORE_UINT64, JAXCORE_I_STR},
    {JAXCORE_PY_INT, JAXCORE_INT1, JAXCORE_I_STR},
    {JAXCORE_PY_INT, JAXCORE_INT2, JAXCORE_I_STR},
    {JAXCORE_PY_INT, JAXCORE_INT4, JAXCORE_I_STR},
    {JAXCORE_PY_INT, JAXCORE_INT8, JAXCORE_I_STR},
    {JAXCORE_PY_INT, JAXCORE_INT16, JAXCORE_I_STR},
    {JAXCORE_PY_INT, JAXCORE_INT32, JAXCORE_I_STR},
    {JAXCORE_PY_INT, JAXCORE_INT64, JAXCORE_I_STR},
    {JAXCORE_PY_FLOAT, JAXCORE_PY_COMPLEX, JAXCORE_I_STR},
    {JAXCORE_PY_FLOAT, JAXCORE_FLOAT4_E2M1FN, JAXCORE_I_STR},
    {JAXCORE_PY_FLOAT, JAXCORE_FLOAT6_E2M3FN, JAXCORE_I_STR},
    {JAXCORE_PY_FLOAT, JAXCORE_FLOAT6_E3M2FN, JAXCORE_I_STR},
    {JAXCORE_PY_FLOAT, JAXCORE_FLOAT8_E3M4, JAXCORE_I_STR},
    {JAXCORE_PY_FLOAT, JAXCORE_FLOAT8_E4M3, JAXCORE_I_STR},
    {JAXCORE_PY_FLOAT, JAXCORE_FLOAT8_E8M0FNU, JAXCORE_I_STR},
    {JAXCORE_PY_FLOAT, JAXCORE_FLOAT8_E4M3B11FNUZ, JAXCORE_I_STR},
    {JAXCORE_PY_FLOAT, JAXCORE_FLOAT8_E4M3FN, JAXCORE_I_STR},
    {JAXCORE_PY_FLOAT, JAXCORE_FLOAT8_E4M3FNUZ, JAXCORE_I_STR},
    {JAXCORE_PY_FLOAT, JAXCORE_FLOAT8_E5M2, JAXCORE_I_STR},
    {JAXCORE_PY_FLOAT, JAXCORE_FLOAT8_E5M2FNUZ, JAXCORE_I_STR},
    {JAXCORE_PY_FLOAT, JAXCORE_BFLOAT16, JAXCORE_I_STR},
    {JAXCORE_PY_FLOAT, JAXCORE_FLOAT16, JAXCORE_I_STR},
    {JAXCORE_PY_FLOAT, JAXCORE_FLOAT32, JAXCORE_I_STR},
    {JAXCORE_PY_FLOAT, JAXCORE_FLOAT64, JAXCORE_I_STR},
    {JAXCORE_PY_COMPLEX, JAXCORE_COMPLEX64, JAXCORE_I_STR},
    {JAXCORE_PY_COMPLEX, JAXCORE_COMPLEX128, JAXCORE_I_STR},
};
#define JAXCORE_I_EDGE_COUNT (sizeof jaxcore_i_edges / sizeof jaxcore_i_edges[0])

/* Generated from jaxcore_i_edges by tools/gen_tables.c (`make tables`); `make test`
   fails when this block is stale. jaxcore_i_joins[lattice][a][b] is the least upper bound
   of nodes a and b, or JAXCORE_I_NO_NODE when there is none. */
/* BEGIN GENERATED TABLES */
/* clang-format off */
static const unsigned char jaxcore_i_joins[JAXCORE_I_LATTICES][JAXCORE_DTYPE_COUNT][JAXCORE_DTYPE_COUNT] = {
  { /* standard, x64 on */
    {0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34}, /* bool */
    {1,1,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,1,255,255}, /* u1 */
    {2,255,2,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,2,255,255}, /* u2 */
    {3,255,255,3,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,3,255,255}, /* u4 */
    {4,255,255,255,4,5,6,7,255,255,255,12,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,4,33,34}, /* u8 */
    {5,255,255,255,5,5,6,7,255,255,255,13,13,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,5,33,34}, /* u16 */
    {6,255,255,255,6,6,6,7,255,255,255,14,14,14,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,6,33,34}, /* u32 */
    {7,255,255,255,7,7,7,7,255,255,255,33,33,33,33,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,7,33,34}, /* u64 */
    {8,255,255,255,255,255,255,255,8,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,8,255,255}, /* i1 */
    {9,255,255,255,255,255,255,255,255,9,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,9,255,255}, /* i2 */
    {10,255,255,255,255,255,255,255,255,255,10,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,10,255,255}, /* i4 */
    {11,255,255,255,12,13,14,33,255,255,255,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,11,33,34}, /* i8 */
    {12,255,255,255,12,13,14,33,255,255,255,12,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,12,33,34}, /* i16 */
    {13,255,255,255,13,13,14,33,255,255,255,13,13,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,13,33,34}, /* i32 */
    {14,255,255,255,14,14,14,33,255,255,255,14,14,14,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,14,33,34}, /* i64 */
    {15,255,255,255,15,15,15,15,255,255,255,15,15,15,15,15,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,15,15,255}, /* f4_e2m1fn */
    {16,255,255,255,16,16,16,16,255,255,255,16,16,16,16,255,16,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,16,16,255}, /* f6_e2m3fn */
    {17,255,255,255,17,17,17,17,255,255,255,17,17,17,17,255,255,17,255,255,255,255,255,255,255,255,255,255,255,255,255,255,17,17,255}, /* f6_e3m2fn */
    {18,255,255,255,18,18,18,18,255,255,255,18,18,18,18,255,255,255,18,255,255,255,255,255,255,255,255,255,255,255,255,255,18,18,255}, /* f8_e3m4 */
    {19,255,255,255,19,19,19,19,255,255,255,19,19,19,19,255,255,255,255,19,255,255,255,255,255,255,255,255,255,255,255,255,19,19,255}, /* f8_e4m3 */
    {20,255,255,255,20,20,20,20,255,255,255,20,20,20,20,255,255,255,255,255,20,255,255,255,255,255,255,255,255,255,255,255,20,20,255}, /* f8_e8m0fnu */
    {21,255,255,255,21,21,21,21,255,255,255,21,21,21,21,255,255,255,255,255,255,21,255,255,255,255,255,255,255,255,255,255,21,21,255}, /* f8_e4m3b11fnuz */
    {22,255,255,255,22,22,22,22,255,255,255,22,22,22,22,255,255,255,255,255,255,255,22,255,255,255,255,255,255,255,255,255,22,22,255}, /* f8_e4m3fn */
    {23,255,255,255,23,23,23,23,255,255,255,23,23,23,23,255,255,255,255,255,255,255,255,23,255,255,255,255,255,255,255,255,23,23,255}, /* f8_e4m3fnuz */
    {24,255,255,255,24,24,24,24,255,255,255,24,24,24,24,255,255,255,255,255,255,255,255,255,24,255,255,255,255,255,255,255,24,24,255}, /* f8_e5m2 */
    {25,255,255,255,25,25,25,25,255,255,255,25,25,25,25,255,255,255,255,255,255,255,255,255,255,25,255,255,255,255,255,255,25,25,255}, /* f8_e5m2fnuz */
    {26,255,255,255,26,26,26,26,255,255,255,26,26,26,26,255,255,255,255,255,255,255,255,255,255,255,26,28,28,29,30,31,26,26,30}, /* bf16 */
    {27,255,255,255,27,27,27,27,255,255,255,27,27,27,27,255,255,255,255,255,255,255,255,255,255,255,28,27,28,29,30,31,27,27,30}, /* f16 */
    {28,255,255,255,28,28,28,28,255,255,255,28,28,28,28,255,255,255,255,255,255,255,255,255,255,255,28,28,28,29,30,31,28,28,30}, /* f32 */
    {29,255,255,255,29,29,29,29,255,255,255,29,29,29,29,255,255,255,255,255,255,255,255,255,255,255,29,29,29,29,31,31,29,29,31}, /* f64 */
    {30,255,255,255,30,30,30,30,255,255,255,30,30,30,30,255,255,255,255,255,255,255,255,255,255,255,30,30,30,31,30,31,30,30,30}, /* c64 */
    {31,255,255,255,31,31,31,31,255,255,255,31,31,31,31,255,255,255,255,255,255,255,255,255,255,255,31,31,31,31,31,31,31,31,31}, /* c128 */
    {32,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34}, /* i* */
    {33,255,255,255,33,33,33,33,255,255,255,33,33,33,33,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,33,33,34}, /* f* */
    {34,255,255,255,34,34,34,34,255,255,255,34,34,34,34,255,255,255,255,255,255,255,255,255,255,255,30,30,30,31,30,31,34,34,34}, /* c* */
  },
  { /* standard, x64 off */
    {0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34}, /* bool */
    {1,1,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,1,255,255}, /* u1 */
    {2,255,2,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,2,255,255}, /* u2 */
    {3,255,255,3,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,3,255,255}, /* u4 */
    {4,255,255,255,4,5,6,7,255,255,255,12,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,4,33,34}, /* u8 */
    {5,255,255,255,5,5,6,7,255,255,255,13,13,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,5,33,34}, /* u16 */
    {6,255,255,255,6,6,6,7,255,255,255,13,13,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,6,33,34}, /* u32 */
    {7,255,255,255,7,7,7,7,255,255,255,33,33,33,33,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,7,33,34}, /* u64 */
    {8,255,255,255,255,255,255,255,8,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,8,255,255}, /* i1 */
    {9,255,255,255,255,255,255,255,255,9,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,9,255,255}, /* i2 */
    {10,255,255,255,255,255,255,255,255,255,10,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,10,255,255}, /* i4 */
    {11,255,255,255,12,13,13,33,255,255,255,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,11,33,34}, /* i8 */
    {12,255,255,255,12,13,13,33,255,255,255,12,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,12,33,34}, /* i16 */
    {13,255,255,255,13,13,13,33,255,255,255,13,13,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,13,33,34}, /* i32 */
    {14,255,255,255,14,14,14,33,255,255,255,14,14,14,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,14,33,34}, /* i64 */
    {15,255,255,255,15,15,15,15,255,255,255,15,15,15,15,15,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,15,15,255}, /* f4_e2m1fn */
    {16,255,255,255,16,16,16,16,255,255,255,16,16,16,16,255,16,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,16,16,255}, /* f6_e2m3fn */
    {17,255,255,255,17,17,17,17,255,255,255,17,17,17,17,255,255,17,255,255,255,255,255,255,255,255,255,255,255,255,255,255,17,17,255}, /* f6_e3m2fn */
    {18,255,255,255,18,18,18,18,255,255,255,18,18,18,18,255,255,255,18,255,255,255,255,255,255,255,255,255,255,255,255,255,18,18,255}, /* f8_e3m4 */
    {19,255,255,255,19,19,19,19,255,255,255,19,19,19,19,255,255,255,255,19,255,255,255,255,255,255,255,255,255,255,255,255,19,19,255}, /* f8_e4m3 */
    {20,255,255,255,20,20,20,20,255,255,255,20,20,20,20,255,255,255,255,255,20,255,255,255,255,255,255,255,255,255,255,255,20,20,255}, /* f8_e8m0fnu */
    {21,255,255,255,21,21,21,21,255,255,255,21,21,21,21,255,255,255,255,255,255,21,255,255,255,255,255,255,255,255,255,255,21,21,255}, /* f8_e4m3b11fnuz */
    {22,255,255,255,22,22,22,22,255,255,255,22,22,22,22,255,255,255,255,255,255,255,22,255,255,255,255,255,255,255,255,255,22,22,255}, /* f8_e4m3fn */
    {23,255,255,255,23,23,23,23,255,255,255,23,23,23,23,255,255,255,255,255,255,255,255,23,255,255,255,255,255,255,255,255,23,23,255}, /* f8_e4m3fnuz */
    {24,255,255,255,24,24,24,24,255,255,255,24,24,24,24,255,255,255,255,255,255,255,255,255,24,255,255,255,255,255,255,255,24,24,255}, /* f8_e5m2 */
    {25,255,255,255,25,25,25,25,255,255,255,25,25,25,25,255,255,255,255,255,255,255,255,255,255,25,255,255,255,255,255,255,25,25,255}, /* f8_e5m2fnuz */
    {26,255,255,255,26,26,26,26,255,255,255,26,26,26,26,255,255,255,255,255,255,255,255,255,255,255,26,28,28,29,30,31,26,26,30}, /* bf16 */
    {27,255,255,255,27,27,27,27,255,255,255,27,27,27,27,255,255,255,255,255,255,255,255,255,255,255,28,27,28,29,30,31,27,27,30}, /* f16 */
    {28,255,255,255,28,28,28,28,255,255,255,28,28,28,28,255,255,255,255,255,255,255,255,255,255,255,28,28,28,29,30,31,28,28,30}, /* f32 */
    {29,255,255,255,29,29,29,29,255,255,255,29,29,29,29,255,255,255,255,255,255,255,255,255,255,255,29,29,29,29,31,31,29,29,31}, /* f64 */
    {30,255,255,255,30,30,30,30,255,255,255,30,30,30,30,255,255,255,255,255,255,255,255,255,255,255,30,30,30,31,30,31,30,30,30}, /* c64 */
    {31,255,255,255,31,31,31,31,255,255,255,31,31,31,31,255,255,255,255,255,255,255,255,255,255,255,31,31,31,31,31,31,31,31,31}, /* c128 */
    {32,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34}, /* i* */
    {33,255,255,255,33,33,33,33,255,255,255,33,33,33,33,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,33,33,34}, /* f* */
    {34,255,255,255,34,34,34,34,255,255,255,34,34,34,34,255,255,255,255,255,255,255,255,255,255,255,30,30,30,31,30,31,34,34,34}, /* c* */
  },
  { /* strict */
    {0,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255}, /* bool */
    {255,1,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,1,255,255}, /* u1 */
    {255,255,2,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,2,255,255}, /* u2 */
    {255,255,255,3,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,3,255,255}, /* u4 */
    {255,255,255,255,4,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,4,255,255}, /* u8 */
    {255,255,255,255,255,5,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,5,255,255}, /* u16 */
    {255,255,255,255,255,255,6,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,6,255,255}, /* u32 */
    {255,255,255,255,255,255,255,7,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,7,255,255}, /* u64 */
    {255,255,255,255,255,255,255,255,8,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,8,255,255}, /* i1 */
    {255,255,255,255,255,255,255,255,255,9,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,9,255,255}, /* i2 */
    {255,255,255,255,255,255,255,255,255,255,10,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,10,255,255}, /* i4 */
    {255,255,255,255,255,255,255,255,255,255,255,11,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,11,255,255}, /* i8 */
    {255,255,255,255,255,255,255,255,255,255,255,255,12,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,12,255,255}, /* i16 */
    {255,255,255,255,255,255,255,255,255,255,255,255,255,13,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,13,255,255}, /* i32 */
    {255,255,255,255,255,255,255,255,255,255,255,255,255,255,14,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,14,255,255}, /* i64 */
    {255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,15,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,15,15,255}, /* f4_e2m1fn */
    {255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,16,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,16,16,255}, /* f6_e2m3fn */
    {255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,17,255,255,255,255,255,255,255,255,255,255,255,255,255,255,17,17,255}, /* f6_e3m2fn */
    {255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,18,255,255,255,255,255,255,255,255,255,255,255,255,255,18,18,255}, /* f8_e3m4 */
    {255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,19,255,255,255,255,255,255,255,255,255,255,255,255,19,19,255}, /* f8_e4m3 */
    {255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,20,255,255,255,255,255,255,255,255,255,255,255,20,20,255}, /* f8_e8m0fnu */
    {255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,21,255,255,255,255,255,255,255,255,255,255,21,21,255}, /* f8_e4m3b11fnuz */
    {255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,22,255,255,255,255,255,255,255,255,255,22,22,255}, /* f8_e4m3fn */
    {255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,23,255,255,255,255,255,255,255,255,23,23,255}, /* f8_e4m3fnuz */
    {255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,24,255,255,255,255,255,255,255,24,24,255}, /* f8_e5m2 */
    {255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,25,255,255,255,255,255,255,25,25,255}, /* f8_e5m2fnuz */
    {255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,26,255,255,255,255,255,26,26,255}, /* bf16 */
    {255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,27,255,255,255,255,27,27,255}, /* f16 */
    {255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,28,255,255,255,28,28,255}, /* f32 */
    {255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,29,255,255,29,29,255}, /* f64 */
    {255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,30,255,30,30,30}, /* c64 */
    {255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,31,31,31,31}, /* c128 */
    {255,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34}, /* i* */
    {255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,33,33,34}, /* f* */
    {255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,255,30,31,34,34,34}, /* c* */
  },
};
/* clang-format on */
/* END GENERATED TABLES */

JAXCORE_I_PRIVATE int jaxcore_i_valid(jaxcore_dtype d) {
    return (int)d >= 0 && (int)d < (int)JAXCORE_DTYPE_COUNT;
}
JAXCORE_I_PRIVATE int jaxcore_i_is_weak_node(int node) { return node >= (int)JAXCORE_PY_INT; }

static const jaxcore_promo_config jaxcore_i_default_config = {0, 0, JAXCORE_X64_WARN, 0};

JAXCORE_I_PRIVATE int jaxcore_i_lattice(const jaxcore_promo_config *cfg) {
    if (!cfg) cfg = &jaxcore_i_default_config;
    return cfg->strict ? JAXCORE_I_STRICT : cfg->x64 ? JAXCORE_I_STD_X64 : JAXCORE_I_STD_X32;
}

JAXCORE_API const char *jaxcore_dtype_name(jaxcore_dtype d) {
    return jaxcore_i_valid(d) ? jaxcore_i_dtypes[d].name : "";
}
JAXCORE_API const char *jaxcore_dtype_short_name(jaxcore_dtype d) {
    return jaxcore_i_valid(d) ? jaxcore_i_dtypes[d].short_name : "";
}
JAXCORE_API int jaxcore_dtype_bits(jaxcore_dtype d) {
    return jaxcore_i_valid(d) ? jaxcore_i_dtypes[d].bits : 0;
}
JAXCORE_API char jaxcore_dtype_kind(jaxcore_dtype d) {
    return jaxcore_i_valid(d) ? jaxcore_i_dtypes[d].kind : 0;
}

JAXCORE_API jaxcore_result jaxcore_dtype_from_name(const char *name, size_t len,
                                                   jaxcore_dtype *out) {
    int i;
    if (!name || !out) return JAXCORE_ERR_NULL;
    for (i = 0; i < (int)JAXCORE_DTYPE_COUNT; ++i) {
        if (jaxcore_i_streq(name, len, jaxcore_i_dtypes[i].name) ||
            jaxcore_i_streq(name, len, jaxcore_i_dtypes[i].short_name)) {
            *out = (jaxcore_dtype)i;
            return JAXCORE_OK;
        }
    }
    return JAXCORE_ERR_INVALID_DTYPE;
}

JAXCORE_API uint64_t jaxcore_lattice_successors(jaxcore_dtype node,
                                                const jaxcore_promo_config *cfg) {
    unsigned bit;
    uint64_t mask = 0;
    size_t i;
    if (!jaxcore_i_valid(node)) return 0;
    bit = 1u << jaxcore_i_lattice(cfg);
    for (i = 0; i < JAXCORE_I_EDGE_COUNT; ++i)
        if (jaxcore_i_edges[i].from == (unsigned)node && (jaxcore_i_edges[i].lattices & bit))
            mask |= (uint64_t)1 << jaxcore_i_edges[i].to;
    return mask;
}

/* x is an upper bound of node iff join(node, x) == x. */
JAXCORE_API uint64_t jaxcore_lattice_upper_bounds(jaxcore_dtype node,
                                                  const jaxcore_promo_config *cfg) {
    int lattice = jaxcore_i_lattice(cfg), x;
    uint64_t mask = 0;
    if (!jaxcore_i_valid(node)) return 0;
    for (x = 0; x < (int)JAXCORE_DTYPE_COUNT; ++x)
        if (jaxcore_i_joins[lattice][node][x] == x) mask |= (uint64_t)1 << x;
    return mask;
}

/* Everything a promotion decided, for the result, the message and the explanation. */
typedef struct jaxcore_i_promo {
    jaxcore_result status;
    char rule;                                /* 'a'..'d' of section 4.1, 'p' for promote_types */
    int lattice;                              /* which lattice joined */
    uint64_t nodes;                           /* the set that was joined */
    unsigned char order[JAXCORE_DTYPE_COUNT]; /* its members in operand order */
    int count;                                /* members in order[] */
    int node;                                 /* the join (or JAXCORE_I_NO_NODE) */
    jaxcore_dtype x64_from;                   /* the first 64-bit dtype truncated or refused */
    jaxcore_type type; /* before SAFE and before result_type's weak widening */
    jaxcore_type final;
    int unsafe_operand; /* SAFE: index of the operand that failed, -1 for widening */
    int widest;         /* SAFE: bits of the widest strong non-bool operand */
} jaxcore_i_promo;

JAXCORE_I_PRIVATE jaxcore_dtype jaxcore_i_default(char kind, int x64) {
    switch (kind) {
    case 'i': return x64 ? JAXCORE_INT64 : JAXCORE_INT32;
    case 'u': return x64 ? JAXCORE_UINT64 : JAXCORE_UINT32;
    case 'f': return x64 ? JAXCORE_FLOAT64 : JAXCORE_FLOAT32;
    case 'c': return x64 ? JAXCORE_COMPLEX128 : JAXCORE_COMPLEX64;
    default: return JAXCORE_BOOL;
    }
}

JAXCORE_I_PRIVATE int jaxcore_i_is_64(jaxcore_dtype d) {
    return d == JAXCORE_INT64 || d == JAXCORE_UINT64 || d == JAXCORE_FLOAT64 ||
           d == JAXCORE_COMPLEX128;
}

/* canonicalize_dtype / _maybe_canonicalize_explicit_dtype for a requested dtype. */
JAXCORE_I_PRIVATE jaxcore_dtype jaxcore_i_canonical(jaxcore_dtype d,
                                                    const jaxcore_promo_config *cfg,
                                                    jaxcore_i_promo *p) {
    if (cfg->x64 || !jaxcore_i_is_64(d) || cfg->explicit_x64 == JAXCORE_X64_ALLOW) return d;
    if (!p->type.warned && p->status == JAXCORE_OK) p->x64_from = d;
    if (cfg->explicit_x64 == JAXCORE_X64_ERROR) {
        p->status = JAXCORE_ERR_EXPLICIT_X64;
        return d;
    }
    p->type.warned = 1;
    return jaxcore_i_default(jaxcore_i_dtypes[d].kind, 0);
}

JAXCORE_I_PRIVATE int jaxcore_i_weak_node(jaxcore_dtype d) {
    switch (jaxcore_i_dtypes[d].kind) {
    case 'b': return JAXCORE_BOOL;
    case 'u':
    case 'i': return JAXCORE_PY_INT;
    case 'f': return JAXCORE_PY_FLOAT;
    default: return JAXCORE_PY_COMPLEX;
    }
}

JAXCORE_I_PRIVATE void jaxcore_i_add_node(jaxcore_i_promo *p, int node) {
    if (p->nodes & ((uint64_t)1 << node)) return;
    p->nodes |= (uint64_t)1 << node;
    p->order[p->count++] = (unsigned char)node;
}

/* Least upper bound of p->nodes: the generated join table, folded (the join of nodes is
   associative, see spec section 5). */
JAXCORE_I_PRIVATE void jaxcore_i_join(jaxcore_i_promo *p) {
    int i, node = p->order[0];
    for (i = 1; i < p->count && node != JAXCORE_I_NO_NODE; ++i)
        node = jaxcore_i_joins[p->lattice][node][p->order[i]];
    p->node = node;
    if (node == JAXCORE_I_NO_NODE) p->status = JAXCORE_ERR_PROMOTION;
}

/* SAFE: can every value of `from` be held exactly by `to`? */
JAXCORE_I_PRIVATE int jaxcore_i_lossless(jaxcore_dtype from, jaxcore_dtype to) {
    const jaxcore_i_dtype_info *a = &jaxcore_i_dtypes[from], *b = &jaxcore_i_dtypes[to];
    if (from == to || a->kind == 'b') return 1;
    switch (b->kind) {
    case 'u': return a->kind == 'u' && b->digits >= a->digits;
    case 'i': return (a->kind == 'u' || a->kind == 'i') && b->digits >= a->digits;
    case 'f':
    case 'c':
        if (a->kind == 'c' && b->kind != 'c') return 0;
        if (a->kind == 'f' || a->kind == 'c') return b->digits >= a->digits && b->emax >= a->emax;
        return b->digits >= a->digits && b->emax >= a->digits;
    default: return 0;
    }
}

JAXCORE_I_PRIVATE void jaxcore_i_safe(const jaxcore_operand *ops, size_t n, jaxcore_i_promo *p) {
    size_t i;
    int widest = 0;
    jaxcore_dtype r = p->type.dtype;
    for (i = 0; i < n; ++i) {
        jaxcore_dtype d = ops[i].dtype;
        if (jaxcore_i_is_weak_node(d)) continue;
        if (!jaxcore_i_lossless(d, r)) {
            p->unsafe_operand = (int)i;
            p->status = JAXCORE_ERR_UNSAFE;
            return;
        }
        if (!ops[i].weak && d != JAXCORE_BOOL && jaxcore_i_dtypes[d].bits > widest)
            widest = jaxcore_i_dtypes[d].bits;
    }
    p->widest = widest;
    if (widest && jaxcore_i_dtypes[r].bits > widest) {
        p->unsafe_operand = -1;
        p->status = JAXCORE_ERR_UNSAFE;
    }
}

/* _dtype_and_weaktype: an operand's dtype as JAX sees it (canonicalized) and weak flag. */
JAXCORE_I_PRIVATE jaxcore_dtype jaxcore_i_operand(const jaxcore_operand *op,
                                                  const jaxcore_promo_config *cfg,
                                                  jaxcore_i_promo *p, int *weak) {
    *weak = op->weak != 0;
    if (jaxcore_i_is_weak_node(op->dtype)) {
        *weak = 1;
        return jaxcore_i_default(jaxcore_i_dtypes[op->dtype].kind, cfg->x64);
    }
    return op->keep_x64 ? op->dtype : jaxcore_i_canonical(op->dtype, cfg, p);
}

/* The one promotion engine behind every public promotion function. */
JAXCORE_I_PRIVATE void jaxcore_i_promote(jaxcore_promo_fn fn, const jaxcore_operand *ops, size_t n,
                                         const jaxcore_promo_config *user_cfg, jaxcore_i_promo *p) {
    const jaxcore_promo_config *cfg = user_cfg ? user_cfg : &jaxcore_i_default_config;
    jaxcore_dtype d0 = JAXCORE_DTYPE_INVALID;
    int all_same = 1, all_weak = 1;
    size_t i;

    p->status = JAXCORE_OK;
    p->rule = 0;
    p->lattice = jaxcore_i_lattice(cfg);
    p->nodes = 0;
    p->count = 0;
    p->node = JAXCORE_I_NO_NODE;
    p->x64_from = JAXCORE_DTYPE_INVALID;
    p->type.dtype = JAXCORE_DTYPE_INVALID;
    p->type.weak = 0;
    p->type.warned = 0;
    p->unsafe_operand = -1;
    p->widest = 0;
    if (!ops) {
        p->status = JAXCORE_ERR_NULL;
        return;
    }
    if (n == 0) {
        p->status = JAXCORE_ERR_NO_OPERANDS;
        return;
    }
    if ((unsigned)cfg->explicit_x64 > (unsigned)JAXCORE_X64_ERROR ||
        (fn != JAXCORE_FN_RESULT_TYPE && fn != JAXCORE_FN_LATTICE_RESULT_TYPE &&
         fn != JAXCORE_FN_PROMOTE_TYPES) ||
        (fn == JAXCORE_FN_PROMOTE_TYPES && n != 2)) {
        p->status = JAXCORE_ERR_INVALID_ARG;
        return;
    }
    for (i = 0; i < n; ++i) {
        if (!jaxcore_i_valid(ops[i].dtype)) {
            p->status = JAXCORE_ERR_INVALID_DTYPE;
            return;
        }
    }

    if (fn == JAXCORE_FN_PROMOTE_TYPES) {
        /* Dtypes as given; the type objects int/float/complex are the weak nodes. */
        p->rule = 'p';
        jaxcore_i_add_node(p, ops[0].dtype);
        jaxcore_i_add_node(p, ops[1].dtype);
        jaxcore_i_join(p);
        if (p->status != JAXCORE_OK) return;
        p->type.dtype = jaxcore_i_is_weak_node(p->node)
                            ? jaxcore_i_default(jaxcore_i_dtypes[p->node].kind, 1)
                            : (jaxcore_dtype)p->node;
        p->final = p->type;
        return;
    }

    /* _dtype_and_weaktype of every operand, then lattice_result_type's rules a-e. */
    for (i = 0; i < n && p->status == JAXCORE_OK; ++i) {
        int weak;
        jaxcore_dtype d = jaxcore_i_operand(&ops[i], cfg, p, &weak);
        if (i == 0) d0 = d;
        all_same &= d == d0;
        all_weak &= weak;
        if (n == 1) {
            p->rule = 'a';
            p->type.dtype = d;
            p->type.weak = weak;
        }
    }
    if (p->status != JAXCORE_OK) return;
    if (n == 1) {
        /* rule a: done */
    } else if (all_same && !all_weak) {
        p->rule = 'b';
        p->type.dtype = d0;
        p->type.weak = 0;
    } else {
        int c = all_weak && !cfg->strict;
        p->rule = c ? 'c' : 'd';
        for (i = 0; i < n; ++i) {
            int weak;
            jaxcore_dtype d = jaxcore_i_operand(&ops[i], cfg, p, &weak);
            jaxcore_i_add_node(p, c || !weak ? (int)d : jaxcore_i_weak_node(d));
        }
        jaxcore_i_join(p);
        if (p->status != JAXCORE_OK) return;
        if (jaxcore_i_is_weak_node(p->node)) {
            p->type.dtype = jaxcore_i_default(jaxcore_i_dtypes[p->node].kind, cfg->x64);
            p->type.weak = 1;
        } else {
            p->type.dtype = jaxcore_i_canonical((jaxcore_dtype)p->node, cfg, p);
            p->type.weak = c;
            if (p->status != JAXCORE_OK) return;
        }
    }
    if (p->type.dtype == JAXCORE_BOOL) p->type.weak = 0; /* rule e */
    p->final = p->type;
    if (fn == JAXCORE_FN_RESULT_TYPE && p->final.weak) {
        char kind = jaxcore_i_dtypes[p->final.dtype].kind;
        p->final.dtype = jaxcore_i_default(kind, cfg->x64);
    }
    if (cfg->safe) jaxcore_i_safe(ops, n, p);
}

JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_finish(const jaxcore_i_promo *p, jaxcore_type *out) {
    if (p->status == JAXCORE_OK) *out = p->final;
    return p->status;
}

JAXCORE_API jaxcore_result jaxcore_result_type(const jaxcore_operand *ops, size_t n,
                                               const jaxcore_promo_config *cfg, jaxcore_type *out) {
    jaxcore_i_promo p;
    if (!out) return JAXCORE_ERR_NULL;
    jaxcore_i_promote(JAXCORE_FN_RESULT_TYPE, ops, n, cfg, &p);
    return jaxcore_i_finish(&p, out);
}

JAXCORE_API jaxcore_result jaxcore_lattice_result_type(const jaxcore_operand *ops, size_t n,
                                                       const jaxcore_promo_config *cfg,
                                                       jaxcore_type *out) {
    jaxcore_i_promo p;
    if (!out) return JAXCORE_ERR_NULL;
    jaxcore_i_promote(JAXCORE_FN_LATTICE_RESULT_TYPE, ops, n, cfg, &p);
    return jaxcore_i_finish(&p, out);
}

JAXCORE_API jaxcore_result jaxcore_promote_types(jaxcore_dtype a, jaxcore_dtype b,
                                                 const jaxcore_promo_config *cfg,
                                                 jaxcore_dtype *out) {
    jaxcore_i_promo p;
    jaxcore_operand ops[2];
    if (!out) return JAXCORE_ERR_NULL;
    ops[0].dtype = a;
    ops[1].dtype = b;
    ops[0].weak = ops[1].weak = ops[0].keep_x64 = ops[1].keep_x64 = 0;
    jaxcore_i_promote(JAXCORE_FN_PROMOTE_TYPES, ops, 2, cfg, &p);
    if (p.status == JAXCORE_OK) *out = p.final.dtype;
    return p.status;
}

/* str() of a lattice node as JAX's messages print it, inside a Python tuple repr. */
JAXCORE_I_PRIVATE void jaxcore_i_put_node_repr(jaxcore_i_text *t, int node) {
    if (jaxcore_i_is_weak_node(node)) {
        jaxcore_i_put(t, "\"<class '");
        jaxcore_i_put(t, jaxcore_i_dtypes[node].name);
        jaxcore_i_put(t, "'>\"");
    } else {
        jaxcore_i_put(t, "'");
        jaxcore_i_put(t, jaxcore_i_dtypes[node].name);
        jaxcore_i_put(t, "'");
    }
}

typedef struct jaxcore_i_promo_ctx {
    jaxcore_promo_fn fn;
    const jaxcore_operand *ops;
    size_t n;
    const jaxcore_promo_config *cfg;
    const jaxcore_i_promo *p;
} jaxcore_i_promo_ctx;

JAXCORE_I_PRIVATE int jaxcore_i_has(const jaxcore_i_promo *p, int lo, int hi) {
    int i;
    for (i = lo; i <= hi; ++i)
        if (p->nodes & ((uint64_t)1 << i)) return 1;
    return 0;
}

JAXCORE_I_PRIVATE void jaxcore_i_put_explicit_x64(jaxcore_i_text *t, const jaxcore_i_promo *p) {
    jaxcore_i_put(t, "Explicitly requested dtype ");
    jaxcore_i_put(t, jaxcore_i_dtypes[p->x64_from].name);
    jaxcore_i_put(t, " requested in dtype is not available");
    if (p->status == JAXCORE_ERR_EXPLICIT_X64) {
        jaxcore_i_put(t, ". To enable more dtypes, set the jax_enable_x64 or "
                         "allow_explicit_x64_dtypes configuration options.See "
                         "https://github.com/jax-ml/jax#current-gotchas for more.");
    } else {
        jaxcore_i_put(t, ", and will be truncated to dtype ");
        jaxcore_i_put(
            t, jaxcore_i_dtypes[jaxcore_i_default(jaxcore_i_dtypes[p->x64_from].kind, 0)].name);
        jaxcore_i_put(t, ". To enable more dtypes, set the jax_enable_x64 configuration option "
                         "or the JAX_ENABLE_X64 shell environment variable. See "
                         "https://github.com/jax-ml/jax#current-gotchas for more.");
    }
}

JAXCORE_I_PRIVATE void jaxcore_i_put_type(jaxcore_i_text *t, jaxcore_type ty) {
    jaxcore_i_put(t, jaxcore_i_dtypes[ty.dtype].name);
    if (ty.weak) jaxcore_i_put(t, " weak");
}

JAXCORE_I_PRIVATE void jaxcore_i_put_unsafe(jaxcore_i_text *t, const jaxcore_i_promo_ctx *c) {
    const jaxcore_i_promo *p = c->p;
    jaxcore_i_put(t, "promotion to ");
    jaxcore_i_put(t, jaxcore_i_dtypes[p->type.dtype].name);
    if (p->unsafe_operand >= 0) {
        jaxcore_i_put(t, " may lose precision: not every ");
        jaxcore_i_put(t, jaxcore_i_dtypes[c->ops[p->unsafe_operand].dtype].name);
        jaxcore_i_put(t, " value is exactly representable in ");
        jaxcore_i_put(t, jaxcore_i_dtypes[p->type.dtype].name);
    } else {
        jaxcore_i_put(t, " widens beyond the widest input (");
        jaxcore_i_put_uint(t, (uint64_t)p->widest);
        jaxcore_i_put(t, " bits)");
    }
}

JAXCORE_I_PRIVATE void jaxcore_i_put_message(jaxcore_i_text *t, const void *ctx) {
    const jaxcore_i_promo_ctx *c = (const jaxcore_i_promo_ctx *)ctx;
    const jaxcore_i_promo *p = c->p;
    int i;
    switch (p->status) {
    case JAXCORE_ERR_PROMOTION:
        jaxcore_i_put(t, "Input dtypes (");
        for (i = 0; i < p->count; ++i) {
            if (i) jaxcore_i_put(t, ", ");
            jaxcore_i_put_node_repr(t, p->order[i]);
        }
        jaxcore_i_put(t, ") have no available implicit dtype promotion path");
        if (p->lattice == JAXCORE_I_STRICT) {
            jaxcore_i_put(t, " when jax_numpy_dtype_promotion=strict. Try explicitly casting "
                             "inputs to the desired output type, or set "
                             "jax_numpy_dtype_promotion=standard.");
        } else if (jaxcore_i_has(p, JAXCORE_FLOAT8_E3M4, JAXCORE_FLOAT8_E5M2FNUZ) ||
                   jaxcore_i_has(p, JAXCORE_FLOAT6_E2M3FN, JAXCORE_FLOAT6_E3M2FN) ||
                   jaxcore_i_has(p, JAXCORE_FLOAT4_E2M1FN, JAXCORE_FLOAT4_E2M1FN)) {
            jaxcore_i_put(t, ". To avoid unintended promotion, ");
            jaxcore_i_put(t, jaxcore_i_has(p, JAXCORE_FLOAT8_E3M4, JAXCORE_FLOAT8_E5M2FNUZ) ? "8"
                             : jaxcore_i_has(p, JAXCORE_FLOAT6_E2M3FN, JAXCORE_FLOAT6_E3M2FN)
                                 ? "6"
                                 : "4");
            jaxcore_i_put(t, "-bit floats do not support implicit promotion. If you'd like your "
                             "inputs to be promoted to another type, you can do so explicitly "
                             "using e.g. x.astype('float32')");
        } else if (jaxcore_i_has(p, JAXCORE_UINT1, JAXCORE_UINT4) ||
                   jaxcore_i_has(p, JAXCORE_INT1, JAXCORE_INT4)) {
            jaxcore_i_put(t, ". To avoid unintended promotion, 1-bit, 2-bit and 4-bit integers "
                             "do not support implicit promotion. If you'd like your inputs to "
                             "be promoted to another type, you can do so explicitly using e.g. "
                             "x.astype('int32')");
        } else {
            jaxcore_i_put(t, ". Try explicitly casting inputs to the desired output type.");
        }
        break;
    case JAXCORE_ERR_EXPLICIT_X64: jaxcore_i_put_explicit_x64(t, p); break;
    case JAXCORE_ERR_NO_OPERANDS:
        jaxcore_i_put(t, "at least one array or dtype is required");
        break;
    case JAXCORE_ERR_UNSAFE: jaxcore_i_put_unsafe(t, c); break;
    case JAXCORE_OK:
        if (p->type.warned) jaxcore_i_put_explicit_x64(t, p);
        break;
    default: break;
    }
}

/* Shortest path from `from` to `to` in the lattice, printed "a -> b -> c". */
JAXCORE_I_PRIVATE void jaxcore_i_put_path(jaxcore_i_text *t, int lattice, int from, int to) {
    unsigned char prev[JAXCORE_DTYPE_COUNT], queue[JAXCORE_DTYPE_COUNT], path[JAXCORE_DTYPE_COUNT];
    int head = 0, tail = 0, len = 0, i;
    size_t e;
    for (i = 0; i < (int)JAXCORE_DTYPE_COUNT; ++i)
        prev[i] = JAXCORE_I_NO_NODE;
    prev[from] = (unsigned char)from;
    queue[tail++] = (unsigned char)from;
    while (head < tail && prev[to] == JAXCORE_I_NO_NODE) {
        int u = queue[head++];
        for (e = 0; e < JAXCORE_I_EDGE_COUNT; ++e) {
            int v = jaxcore_i_edges[e].to;
            if (jaxcore_i_edges[e].from == u && (jaxcore_i_edges[e].lattices >> lattice & 1u) &&
                prev[v] == JAXCORE_I_NO_NODE) {
                prev[v] = (unsigned char)u;
                queue[tail++] = (unsigned char)v;
            }
        }
    }
    for (i = to; i != from; i = prev[i])
        path[len++] = (unsigned char)i;
    path[len++] = (unsigned char)from;
    while (len--) {
        jaxcore_i_put(t, jaxcore_i_dtypes[path[len]].short_name);
        if (len) jaxcore_i_put(t, " -> ");
    }
}

JAXCORE_I_PRIVATE void jaxcore_i_put_explain(jaxcore_i_text *t, const void *ctx) {
    static const char *const lattices[JAXCORE_I_LATTICES] = {
        "standard lattice, x64 on", "standard lattice, x64 off", "strict lattice"};
    static const char *const fns[3] = {"jax.dtypes.result_type", "jnp binary op",
                                       "jnp.promote_types"};
    const jaxcore_i_promo_ctx *c = (const jaxcore_i_promo_ctx *)ctx;
    const jaxcore_i_promo *p = c->p;
    size_t i;
    int k;
    jaxcore_i_put(t, fns[c->fn]);
    jaxcore_i_put(t, "(");
    for (i = 0; i < c->n; ++i) {
        jaxcore_dtype d = c->ops[i].dtype;
        if (i) jaxcore_i_put(t, ", ");
        if (c->ops[i].weak && !jaxcore_i_is_weak_node(d)) jaxcore_i_put(t, "weak ");
        jaxcore_i_put(t, jaxcore_i_dtypes[d].name);
    }
    jaxcore_i_put(t, ")\n");
    if (p->type.warned || p->status == JAXCORE_ERR_EXPLICIT_X64) {
        jaxcore_i_put(t, "x64 off: ");
        jaxcore_i_put_explicit_x64(t, p);
        jaxcore_i_put(t, "\n");
    }
    switch (p->rule) {
    case 'a': jaxcore_i_put(t, "rule a: a single operand keeps its dtype and weak flag\n"); break;
    case 'b': jaxcore_i_put(t, "rule b: all dtypes equal and one is strong: no join\n"); break;
    case 'c':
        jaxcore_i_put(t, "rule c: all operands weak: join their dtypes as strong nodes, "
                         "result weak\n");
        break;
    case 'd':
        jaxcore_i_put(t, "rule d: join the lattice nodes (a weak operand is the weak node of "
                         "its kind)\n");
        break;
    case 'p': jaxcore_i_put(t, "promote_types: join the two dtypes, no canonicalization\n"); break;
    default: break;
    }
    if (p->count) {
        jaxcore_i_put(t, "nodes: {");
        for (k = 0; k < p->count; ++k) {
            if (k) jaxcore_i_put(t, ", ");
            jaxcore_i_put(t, jaxcore_i_dtypes[p->order[k]].short_name);
        }
        jaxcore_i_put(t, "} on the ");
        jaxcore_i_put(t, lattices[p->lattice]);
        jaxcore_i_put(t, "\n");
        if (p->node != JAXCORE_I_NO_NODE) {
            for (k = 0; k < p->count; ++k) {
                jaxcore_i_put(t, "path: ");
                jaxcore_i_put_path(t, p->lattice, p->order[k], p->node);
                jaxcore_i_put(t, "\n");
            }
            jaxcore_i_put(t, "join: ");
            jaxcore_i_put(t, jaxcore_i_dtypes[p->node].short_name);
            jaxcore_i_put(t, jaxcore_i_is_weak_node(p->node)
                                 ? " (a weak node: the default dtype of its kind, weak)\n"
                                 : "\n");
        }
    }
    if (p->status == JAXCORE_OK || p->status == JAXCORE_ERR_UNSAFE) {
        jaxcore_i_put(t, "result: ");
        jaxcore_i_put_type(t, p->final);
        jaxcore_i_put(t, "\n");
        if (c->fn == JAXCORE_FN_RESULT_TYPE && p->final.dtype != p->type.dtype)
            jaxcore_i_put(t, "result_type: a weak result takes the default dtype of its kind\n");
    }
    if (p->status != JAXCORE_OK) {
        jaxcore_i_put(t, "error: ");
        jaxcore_i_put(t, jaxcore_result_name(p->status));
        jaxcore_i_put(t, ": ");
        jaxcore_i_put_message(t, ctx);
        jaxcore_i_put(t, "\n");
    }
}

JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_promo_text(jaxcore_i_emit_fn emit, jaxcore_promo_fn fn,
                                                      const jaxcore_operand *ops, size_t n,
                                                      const jaxcore_promo_config *cfg, char *buf,
                                                      size_t cap, size_t *len) {
    jaxcore_i_promo p;
    jaxcore_i_promo_ctx c;
    jaxcore_i_promote(fn, ops, n, cfg, &p);
    if (p.status == JAXCORE_ERR_NULL || p.status == JAXCORE_ERR_INVALID_ARG ||
        p.status == JAXCORE_ERR_INVALID_DTYPE)
        return p.status;
    c.fn = fn;
    c.ops = ops;
    c.n = n;
    c.cfg = cfg;
    c.p = &p;
    return jaxcore_i_emit(emit, &c, buf, cap, len);
}

JAXCORE_API jaxcore_result jaxcore_promotion_message(jaxcore_promo_fn fn,
                                                     const jaxcore_operand *ops, size_t n,
                                                     const jaxcore_promo_config *cfg, char *buf,
                                                     size_t cap, size_t *len) {
    return jaxcore_i_promo_text(jaxcore_i_put_message, fn, ops, n, cfg, buf, cap, len);
}

JAXCORE_API jaxcore_result jaxcore_promotion_explain(jaxcore_promo_fn fn,
                                                     const jaxcore_operand *ops, size_t n,
                                                     const jaxcore_promo_config *cfg, char *buf,
                                                     size_t cap, size_t *len) {
    return jaxcore_i_promo_text(jaxcore_i_put_explain, fn, ops, n, cfg, buf, cap, len);
}

/* ==== prng =============================================================================== */

/* ==== keys =============================================================================== */

/* ==== tree =============================================================================== */

#ifdef __cplusplus
}
#endif

#undef JAXCORE_I_STD
#undef JAXCORE_I_X64
#undef JAXCORE_I_X32
#undef JAXCORE_I_STR
#undef JAXCORE_I_EDGE_COUNT
#endif /* JAXCORE_I_IMPLEMENTED */
#endif /* JAXCORE_IMPLEMENTATION */

/*
------------------------------------------------------------------------------------------
MIT License

Copyright (c) 2026 The jaxcore.h authors

Permission is hereby granted, free of charge, to any person obtaining a copy of this
software and associated documentation files (the "Software"), to deal in the Software
without restriction, including without limitation the rights to use, copy, modify, merge,
publish, distribute, sublicense, and/or sell copies of the Software, and to permit persons
to whom the Software is furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all copies or
substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED,
INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR
PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE
FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR
OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER
DEALINGS IN THE SOFTWARE.
------------------------------------------------------------------------------------------
*/
