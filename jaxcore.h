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
   On TensorFlow's 15 strong dtypes this reproduces TF's SAFE table exactly. For
   Python scalars the rule follows JAX's weak typing: an int or float scalar agrees
   with TF's verdicts, but a Python complex differs where TF treats it as a
   128-bit complex (for example f64 + complex is unsafe here, c128 being wider
   than f64) - see tests/test_dtypes.c.

   4.3 Errors, as JAX raises them:
     JAXCORE_ERR_PROMOTION     TypePromotionError ("Input dtypes (...) have no available
                               implicit dtype promotion path...")
     JAXCORE_ERR_EXPLICIT_X64  ValueError, explicit_x64=error ("Explicitly requested...")
     JAXCORE_ERR_NO_OPERANDS   ValueError "at least one array or dtype is required"
     JAXCORE_ERR_UNSAFE        SAFE mode rejected the promotion
   jaxcore_promotion_message() writes the text JAX would print (or the UserWarning of a
   truncation). JAX lists the nodes of an error in Python set order, which is not
   stable; jaxcore lists them in operand order.

   ========================================================================================
   8. RANDOM: jax.random DISTRIBUTIONS, AND THE DETERMINISM OF FLOATING POINT
   ========================================================================================
   Samplers (jaxcore_random_uniform, _normal, ...) reproduce jax.random's algorithms
   (spec: PRNG.md section 6) on top of the key/bits part, into caller buffers.

   DETERMINISM. Every floating-point operation that decides a sample is done by the
   library's own integer implementation of IEEE 754 arithmetic (add, multiply, fused
   multiply-add, divide, square root; round to nearest even) into float64, float32,
   float16 or bfloat16. Results are therefore bit-identical on every platform, SIMD path
   and compiler, whatever the flags of the translation unit that defines
   JAXCORE_IMPLEMENTATION: -ffast-math, -ffp-contract=fast, -mfma, x87 excess
   precision or no FMA hardware change nothing (tests/run.sh builds a fast-math + FMA
   configuration to prove it). No libm is used.
   FMA. XLA:CPU always allows FMA contraction, so on FMA hardware JAX evaluates
   `u * (maxval - minval) + minval` and the Horner steps of log1p/erf_inv/erf as fused
   multiply-adds. jaxcore does the same by default, exactly (one rounding), on every
   machine; jaxcore_random_config.no_fma = 1 selects the unfused evaluation instead
   (what JAX computes on hardware without FMA). The two differ by 1 ulp in about 30% of
   float32 uniforms over a range like [-10, 10) and by a few ulp in ~4% of normals.
   Transcendentals: log and exp are the library's own float64 algorithms (under 1 ulp;
   the float32 ones round that result once, so they are correctly rounded except within
   ~2^-29 of a rounding boundary); log1p, erf_inv and erf follow the expansions XLA
   emits, with its constants and order of operations. XLA:CPU's own log/exp kernels are
   not specified, so values that go through log or exp (normal, exponential, gumbel,
   truncated_normal, ...) agree with JAX to a few ulp (rtol ~1e-6 in float32), not
   bitwise. float16/bfloat16 samplers compute in float32 and round once to the dtype
   (as XLA:CPU's upcasting does).
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
   weak nodes); NULL for a value outside the enum. */
JAXCORE_API const char *jaxcore_dtype_name(jaxcore_dtype d);
/* Short name as in JAX's tables ("i8", "f8_e4m3fn", "bf16", "i*"); NULL if invalid. */
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

/* ==== random: jax.random distributions ==================================================== */

/* -- Deterministic floating point (section 8 of the manual). Values are computed in integer
   arithmetic, identically on every platform and whatever the compiler flags. no_fma = 0
   evaluates multiply-adds fused, as XLA:CPU does; 1 rounds the product first. */

/* fma(a, b, c) with a single rounding (float32 / float64). */
JAXCORE_API float jaxcore_math_fmaf(float a, float b, float c);
JAXCORE_API double jaxcore_math_fma(double a, double b, double c);
/* Natural logarithm and exponential, the library's own (float32 / float64). */
JAXCORE_API float jaxcore_math_logf(float x);
JAXCORE_API double jaxcore_math_log(double x);
JAXCORE_API float jaxcore_math_expf(float x);
JAXCORE_API double jaxcore_math_exp(double x);
/* log1p as XLA expands it (Cephes rational below sqrt(2)-1, log(1+x) above). */
JAXCORE_API float jaxcore_math_log1pf(float x, int no_fma);
JAXCORE_API double jaxcore_math_log1p(double x, int no_fma);
/* Inverse error function as XLA expands it (M. Giles' polynomials). */
JAXCORE_API float jaxcore_math_erf_invf(float x, int no_fma);
JAXCORE_API double jaxcore_math_erf_inv(double x, int no_fma);
/* Error function, XLA's float32 clamped rational approximation. */
JAXCORE_API float jaxcore_math_erff(float x, int no_fma);
/* float32 <-> float16 / bfloat16 bit patterns, round to nearest even. */
JAXCORE_API uint16_t jaxcore_f32_to_f16(float x);
JAXCORE_API float jaxcore_f16_to_f32(uint16_t h);
JAXCORE_API uint16_t jaxcore_f32_to_bf16(float x);
JAXCORE_API float jaxcore_bf16_to_f32(uint16_t h);

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
    return jaxcore_i_valid(d) ? jaxcore_i_dtypes[d].name : NULL;
}
JAXCORE_API const char *jaxcore_dtype_short_name(jaxcore_dtype d) {
    return jaxcore_i_valid(d) ? jaxcore_i_dtypes[d].short_name : NULL;
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
    jaxcore_i_put(t, "SAFE mode rejects the promotion to ");
    jaxcore_i_put(t, jaxcore_i_dtypes[p->type.dtype].name);
    if (p->unsafe_operand >= 0) {
        jaxcore_i_put(t, ": not every ");
        jaxcore_i_put(t, jaxcore_i_dtypes[c->ops[p->unsafe_operand].dtype].name);
        jaxcore_i_put(t, " value is exactly representable in ");
        jaxcore_i_put(t, jaxcore_i_dtypes[p->type.dtype].name);
    } else {
        jaxcore_i_put(t, ": it is wider than the widest input");
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

/* ==== random: jax.random distributions =================================================== */

/* ---- Software IEEE arithmetic ----------------------------------------------------------
   Every floating-point operation whose rounding decides a sample goes through these
   integer routines: fused multiply-add, add, multiply, divide and square root, correctly
   rounded to nearest-even into float64, float32, float16 or bfloat16. They use only
   integer arithmetic, so no compiler flag of the including translation unit
   (-ffast-math, -ffp-contract, x87 excess precision, missing FMA hardware) can change a
   result. Values travel as bit patterns; a float32/16 value is first widened exactly to
   float64 bits, and every operation rounds once, to the format it is asked for. */

enum { JAXCORE_I_F64 = 0, JAXCORE_I_F32 = 1, JAXCORE_I_F16 = 2, JAXCORE_I_BF16 = 3 };

/* precision (with the implicit bit), exponent bias, total width */
static const int jaxcore_i_fmt_prec[4] = {53, 24, 11, 8};
static const int jaxcore_i_fmt_bias[4] = {1023, 127, 15, 127};
static const int jaxcore_i_fmt_width[4] = {64, 32, 16, 16};

typedef struct jaxcore_i_u128 {
    uint64_t hi, lo;
} jaxcore_i_u128;

JAXCORE_I_PRIVATE int jaxcore_i_bitlen64(uint64_t x) {
    int n = 0;
    if (x >> 32) n += 32, x >>= 32;
    if (x >> 16) n += 16, x >>= 16;
    if (x >> 8) n += 8, x >>= 8;
    if (x >> 4) n += 4, x >>= 4;
    if (x >> 2) n += 2, x >>= 2;
    if (x >> 1) n += 1, x >>= 1;
    return n + (int)x;
}

JAXCORE_I_PRIVATE int jaxcore_i_bitlen128(jaxcore_i_u128 x) {
    return x.hi ? 64 + jaxcore_i_bitlen64(x.hi) : jaxcore_i_bitlen64(x.lo);
}

JAXCORE_I_PRIVATE jaxcore_i_u128 jaxcore_i_shl128(jaxcore_i_u128 x, int n) {
    jaxcore_i_u128 r;
    if (n <= 0) return x;
    if (n >= 128) {
        r.hi = r.lo = 0;
    } else if (n >= 64) {
        r.hi = x.lo << (n - 64);
        r.lo = 0;
    } else {
        r.hi = (x.hi << n) | (x.lo >> (64 - n));
        r.lo = x.lo << n;
    }
    return r;
}

JAXCORE_I_PRIVATE jaxcore_i_u128 jaxcore_i_shr128(jaxcore_i_u128 x, int n) {
    jaxcore_i_u128 r;
    if (n <= 0) return x;
    if (n >= 128) {
        r.hi = r.lo = 0;
    } else if (n >= 64) {
        r.lo = x.hi >> (n - 64);
        r.hi = 0;
    } else {
        r.lo = (x.lo >> n) | (x.hi << (64 - n));
        r.hi = x.hi >> n;
    }
    return r;
}

JAXCORE_I_PRIVATE int jaxcore_i_cmp128(jaxcore_i_u128 a, jaxcore_i_u128 b) {
    if (a.hi != b.hi) return a.hi < b.hi ? -1 : 1;
    if (a.lo != b.lo) return a.lo < b.lo ? -1 : 1;
    return 0;
}

JAXCORE_I_PRIVATE jaxcore_i_u128 jaxcore_i_add128(jaxcore_i_u128 a, jaxcore_i_u128 b) {
    jaxcore_i_u128 r;
    r.lo = a.lo + b.lo;
    r.hi = a.hi + b.hi + (r.lo < a.lo);
    return r;
}

JAXCORE_I_PRIVATE jaxcore_i_u128 jaxcore_i_sub128(jaxcore_i_u128 a, jaxcore_i_u128 b) {
    jaxcore_i_u128 r;
    r.lo = a.lo - b.lo;
    r.hi = a.hi - b.hi - (a.lo < b.lo);
    return r;
}

JAXCORE_I_PRIVATE jaxcore_i_u128 jaxcore_i_mul64(uint64_t a, uint64_t b) {
    uint64_t a0 = a & 0xffffffffu, a1 = a >> 32, b0 = b & 0xffffffffu, b1 = b >> 32;
    uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    uint64_t mid = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
    jaxcore_i_u128 r;
    r.lo = (mid << 32) | (p00 & 0xffffffffu);
    r.hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
    return r;
}

JAXCORE_I_PRIVATE uint64_t jaxcore_i_inf_bits(int fmt) {
    int p = jaxcore_i_fmt_prec[fmt], b = jaxcore_i_fmt_bias[fmt];
    return (uint64_t)(2 * b + 1) << (p - 1);
}

JAXCORE_I_PRIVATE uint64_t jaxcore_i_nan_bits(int fmt) {
    return jaxcore_i_inf_bits(fmt) | ((uint64_t)1 << (jaxcore_i_fmt_prec[fmt] - 2));
}

JAXCORE_I_PRIVATE uint64_t jaxcore_i_sign_bit(int fmt) {
    return (uint64_t)1 << (jaxcore_i_fmt_width[fmt] - 1);
}

/* Classifies float64 bits: 0 zero, 1 finite nonzero, 2 infinity, 3 NaN. For finite
   values, x = (-1)^s * m * 2^e with m < 2^53. */
JAXCORE_I_PRIVATE int jaxcore_i_unpack(uint64_t x, int *s, uint64_t *m, int *e) {
    int ex = (int)((x >> 52) & 0x7ff);
    uint64_t f = x & 0xfffffffffffffu;
    *s = (int)(x >> 63);
    *m = 0;
    *e = 0;
    if (ex == 0x7ff) return f ? 3 : 2;
    if (ex == 0) {
        *m = f;
        *e = -1074;
        return f ? 1 : 0;
    }
    *m = f | ((uint64_t)1 << 52);
    *e = ex - 1075;
    return 1;
}

/* Rounds (-1)^s * (r + d) * 2^e to fmt, nearest-even; r != 0, 0 <= d < 1 and
   sticky = (d > 0). Returns the bit pattern in fmt. */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_round(int s, jaxcore_i_u128 r, int e, int sticky, int fmt) {
    int p = jaxcore_i_fmt_prec[fmt], bias = jaxcore_i_fmt_bias[fmt];
    int emin = 1 - bias, len = jaxcore_i_bitlen128(r), ex = len - 1 + e, shift, normal;
    uint64_t q, bits, sign = s ? jaxcore_i_sign_bit(fmt) : 0;
    if (ex > bias) return sign | jaxcore_i_inf_bits(fmt);
    normal = ex >= emin;
    shift = normal ? len - p : (emin - p + 1) - e;
    if (shift <= 0) {
        q = jaxcore_i_shl128(r, -shift).lo;
    } else if (shift > len) {
        q = 0;
    } else {
        jaxcore_i_u128 one = {0, 1}, half = jaxcore_i_shl128(one, shift - 1), rem;
        jaxcore_i_u128 mask = jaxcore_i_sub128(jaxcore_i_shl128(half, 1), one);
        int c;
        if (shift == 128) mask.hi = mask.lo = ~(uint64_t)0;
        rem.hi = r.hi & mask.hi;
        rem.lo = r.lo & mask.lo;
        q = jaxcore_i_shr128(r, shift).lo;
        c = jaxcore_i_cmp128(rem, half);
        if (c > 0 || (c == 0 && (sticky || (q & 1)))) ++q;
    }
    bits = normal ? ((uint64_t)(ex + bias - 1) << (p - 1)) + q : q;
    if (bits >= jaxcore_i_inf_bits(fmt)) bits = jaxcore_i_inf_bits(fmt);
    return sign | bits;
}

/* fma(a, b, c) of float64 bit patterns, one rounding to fmt. */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_fma(uint64_t a, uint64_t b, uint64_t c, int fmt) {
    int sa, sb, sc, ea, eb, ec, ps, ep, d, sticky = 0, es, ss;
    uint64_t ma, mb, mc;
    int ka = jaxcore_i_unpack(a, &sa, &ma, &ea), kb = jaxcore_i_unpack(b, &sb, &mb, &eb);
    int kc = jaxcore_i_unpack(c, &sc, &mc, &ec);
    jaxcore_i_u128 P, C, big, small;
    if (ka == 3 || kb == 3 || kc == 3) return jaxcore_i_nan_bits(fmt);
    ps = sa ^ sb;
    if (ka == 2 || kb == 2) {
        if (ka == 0 || kb == 0 || (kc == 2 && sc != ps)) return jaxcore_i_nan_bits(fmt);
        return (ps ? jaxcore_i_sign_bit(fmt) : 0) | jaxcore_i_inf_bits(fmt);
    }
    if (kc == 2) return (sc ? jaxcore_i_sign_bit(fmt) : 0) | jaxcore_i_inf_bits(fmt);
    if (ka == 0 || kb == 0) {
        jaxcore_i_u128 cc;
        if (kc == 0) return (ps && sc) ? jaxcore_i_sign_bit(fmt) : 0;
        cc.hi = 0;
        cc.lo = mc;
        return jaxcore_i_round(sc, cc, ec, 0, fmt);
    }
    P = jaxcore_i_mul64(ma, mb);
    ep = ea + eb;
    if (kc == 0) return jaxcore_i_round(ps, P, ep, 0, fmt);
    C.hi = 0;
    C.lo = mc;
    d = 126 - jaxcore_i_bitlen128(P);
    P = jaxcore_i_shl128(P, d);
    ep -= d;
    d = 126 - jaxcore_i_bitlen128(C);
    C = jaxcore_i_shl128(C, d);
    ec -= d;
    if (ep > ec || (ep == ec && jaxcore_i_cmp128(P, C) >= 0)) {
        big = P, small = C, es = ep, ss = ps, d = ep - ec;
    } else {
        big = C, small = P, es = ec, ss = sc, d = ec - ep, sc = ps;
    }
    /* here sc is the sign of `small` */
    if (d >= 128) {
        sticky = (small.hi | small.lo) != 0;
        small.hi = small.lo = 0;
    } else if (d > 0) {
        jaxcore_i_u128 back = jaxcore_i_shl128(jaxcore_i_shr128(small, d), d);
        sticky = jaxcore_i_cmp128(back, small) != 0;
        small = jaxcore_i_shr128(small, d);
    }
    if (ss == sc) {
        big = jaxcore_i_add128(big, small);
    } else {
        jaxcore_i_u128 one = {0, 1};
        big = jaxcore_i_sub128(big, small);
        if (sticky) big = jaxcore_i_sub128(big, one);
        if (!big.hi && !big.lo && !sticky) return 0; /* exact cancellation: +0 */
    }
    return jaxcore_i_round(ss, big, es, sticky, fmt);
}

/* a / b of float64 bit patterns, rounded to fmt. */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_div(uint64_t a, uint64_t b, int fmt) {
    int sa, sb, ea, eb, i, n;
    uint64_t ma, mb, q = 0, r;
    int ka = jaxcore_i_unpack(a, &sa, &ma, &ea), kb = jaxcore_i_unpack(b, &sb, &mb, &eb);
    uint64_t sign = (sa ^ sb) ? jaxcore_i_sign_bit(fmt) : 0;
    jaxcore_i_u128 Q;
    if (ka == 3 || kb == 3 || (ka == 2 && kb == 2) || (ka == 0 && kb == 0))
        return jaxcore_i_nan_bits(fmt);
    if (ka == 2 || kb == 0) return sign | jaxcore_i_inf_bits(fmt);
    if (ka == 0 || kb == 2) return sign;
    n = 53 - jaxcore_i_bitlen64(ma);
    ma <<= n;
    ea -= n;
    n = 53 - jaxcore_i_bitlen64(mb);
    mb <<= n;
    eb -= n;
    r = ma;
    for (i = 0; i < 64; ++i) {
        q <<= 1;
        if (r >= mb) {
            r -= mb;
            q |= 1;
        }
        r <<= 1;
    }
    Q.hi = 0;
    Q.lo = q;
    return jaxcore_i_round(sa ^ sb, Q, ea - eb - 63, r != 0, fmt);
}

/* sqrt(a) of float64 bits, rounded to fmt. */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_sqrt(uint64_t a, int fmt) {
    int s, e, k;
    uint64_t m;
    int ka = jaxcore_i_unpack(a, &s, &m, &e);
    jaxcore_i_u128 M, res = {0, 0}, bit = {(uint64_t)1 << 62, 0}, rem, t;
    if (ka == 3 || (s && ka != 0)) return jaxcore_i_nan_bits(fmt);
    if (ka == 0) return s ? jaxcore_i_sign_bit(fmt) : 0;
    if (ka == 2) return jaxcore_i_inf_bits(fmt);
    k = 53 - jaxcore_i_bitlen64(m);
    m <<= k;
    e -= k;
    k = ((e - 64) & 1) ? 63 : 64;
    M.hi = 0;
    M.lo = m;
    M = jaxcore_i_shl128(M, k);
    e -= k;
    rem = M;
    while (jaxcore_i_cmp128(bit, M) > 0)
        bit = jaxcore_i_shr128(bit, 2);
    while (bit.hi | bit.lo) {
        t = jaxcore_i_add128(res, bit);
        if (jaxcore_i_cmp128(rem, t) >= 0) {
            rem = jaxcore_i_sub128(rem, t);
            res = jaxcore_i_add128(jaxcore_i_shr128(res, 1), bit);
        } else {
            res = jaxcore_i_shr128(res, 1);
        }
        bit = jaxcore_i_shr128(bit, 2);
    }
    return jaxcore_i_round(0, res, e / 2, (rem.hi | rem.lo) != 0, fmt);
}

/* Widens a fmt bit pattern exactly to float64 bits. */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_widen(uint64_t x, int fmt) {
    int p = jaxcore_i_fmt_prec[fmt], bias = jaxcore_i_fmt_bias[fmt], w = jaxcore_i_fmt_width[fmt];
    uint64_t sign = ((x >> (w - 1)) & 1) << 63, f = x & (((uint64_t)1 << (p - 1)) - 1);
    int ex = (int)((x >> (p - 1)) & (uint64_t)(2 * bias + 1)), n;
    if (fmt == JAXCORE_I_F64) return x;
    if (ex == 2 * bias + 1) return sign | 0x7ff0000000000000u | (f << (53 - p));
    if (ex == 0) {
        if (!f) return sign;
        n = p - jaxcore_i_bitlen64(f); /* shift that makes bit p-1 the leading one */
        f = (f << n) & (((uint64_t)1 << (p - 1)) - 1);
        ex = 1 - n;
    }
    return sign | ((uint64_t)(ex - bias + 1023) << 52) | (f << (53 - p));
}

/* Rounds float64 bits to fmt (x * 1 + -0). */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_narrow(uint64_t x, int fmt) {
    return jaxcore_i_fma(x, 0x3ff0000000000000u, 0x8000000000000000u, fmt);
}

JAXCORE_I_PRIVATE int jaxcore_i_isnan64(uint64_t x) {
    return (x & 0x7fffffffffffffffu) > 0x7ff0000000000000u;
}

/* a < b on float64 bits (IEEE: false with a NaN, -0 == +0). */
JAXCORE_I_PRIVATE int jaxcore_i_lt64(uint64_t a, uint64_t b) {
    int sa = (int)(a >> 63), sb = (int)(b >> 63);
    if (jaxcore_i_isnan64(a) || jaxcore_i_isnan64(b)) return 0;
    if (!((a | b) & 0x7fffffffffffffffu)) return 0;
    if (sa != sb) return sa;
    return sa ? a > b : a < b;
}

/* Double <-> bits through bytes (well defined in C and C++). */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_dbits(double d) {
    uint64_t u = 0;
    const unsigned char *s = (const unsigned char *)&d;
    unsigned char *t = (unsigned char *)&u;
    int i;
    for (i = 0; i < 8; ++i)
        t[i] = s[i];
    return u;
}

JAXCORE_I_PRIVATE double jaxcore_i_bitsd(uint64_t u) {
    double d = 0;
    const unsigned char *s = (const unsigned char *)&u;
    unsigned char *t = (unsigned char *)&d;
    int i;
    for (i = 0; i < 8; ++i)
        t[i] = s[i];
    return d;
}

JAXCORE_I_PRIVATE uint32_t jaxcore_i_fbits(float f) {
    uint32_t u = 0;
    const unsigned char *s = (const unsigned char *)&f;
    unsigned char *t = (unsigned char *)&u;
    int i;
    for (i = 0; i < 4; ++i)
        t[i] = s[i];
    return u;
}

JAXCORE_I_PRIVATE float jaxcore_i_bitsf(uint32_t u) {
    float f = 0;
    const unsigned char *s = (const unsigned char *)&u;
    unsigned char *t = (unsigned char *)&f;
    int i;
    for (i = 0; i < 4; ++i)
        t[i] = s[i];
    return f;
}

/* float32 operations on bit patterns */
#define JAXCORE_I_W32(x) jaxcore_i_widen((x), JAXCORE_I_F32)

JAXCORE_I_PRIVATE uint32_t jaxcore_i_f32_fma(uint32_t a, uint32_t b, uint32_t c) {
    return (uint32_t)jaxcore_i_fma(JAXCORE_I_W32(a), JAXCORE_I_W32(b), JAXCORE_I_W32(c),
                                   JAXCORE_I_F32);
}
JAXCORE_I_PRIVATE uint32_t jaxcore_i_f32_mul(uint32_t a, uint32_t b) {
    return jaxcore_i_f32_fma(a, b, 0x80000000u);
}
JAXCORE_I_PRIVATE uint32_t jaxcore_i_f32_add(uint32_t a, uint32_t b) {
    return jaxcore_i_f32_fma(a, 0x3f800000u, b);
}
JAXCORE_I_PRIVATE uint32_t jaxcore_i_f32_sub(uint32_t a, uint32_t b) {
    return jaxcore_i_f32_fma(a, 0x3f800000u, b ^ 0x80000000u);
}
JAXCORE_I_PRIVATE uint32_t jaxcore_i_f32_div(uint32_t a, uint32_t b) {
    return (uint32_t)jaxcore_i_div(JAXCORE_I_W32(a), JAXCORE_I_W32(b), JAXCORE_I_F32);
}
JAXCORE_I_PRIVATE uint32_t jaxcore_i_f32_sqrt(uint32_t a) {
    return (uint32_t)jaxcore_i_sqrt(JAXCORE_I_W32(a), JAXCORE_I_F32);
}
/* a * b + c, fused (one rounding) or not (two) */
JAXCORE_I_PRIVATE uint32_t jaxcore_i_f32_mad(uint32_t a, uint32_t b, uint32_t c, int fused) {
    return fused ? jaxcore_i_f32_fma(a, b, c) : jaxcore_i_f32_add(jaxcore_i_f32_mul(a, b), c);
}
JAXCORE_I_PRIVATE int jaxcore_i_f32_lt(uint32_t a, uint32_t b) {
    return jaxcore_i_lt64(JAXCORE_I_W32(a), JAXCORE_I_W32(b));
}
JAXCORE_I_PRIVATE int jaxcore_i_f32_isnan(uint32_t a) { return (a & 0x7fffffffu) > 0x7f800000u; }

/* float64 operations on bit patterns */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_f64_mul(uint64_t a, uint64_t b) {
    return jaxcore_i_fma(a, b, 0x8000000000000000u, JAXCORE_I_F64);
}
JAXCORE_I_PRIVATE uint64_t jaxcore_i_f64_add(uint64_t a, uint64_t b) {
    return jaxcore_i_fma(a, 0x3ff0000000000000u, b, JAXCORE_I_F64);
}
JAXCORE_I_PRIVATE uint64_t jaxcore_i_f64_sub(uint64_t a, uint64_t b) {
    return jaxcore_i_fma(a, 0x3ff0000000000000u, b ^ 0x8000000000000000u, JAXCORE_I_F64);
}
JAXCORE_I_PRIVATE uint64_t jaxcore_i_f64_mad(uint64_t a, uint64_t b, uint64_t c, int fused) {
    return fused ? jaxcore_i_fma(a, b, c, JAXCORE_I_F64)
                 : jaxcore_i_f64_add(jaxcore_i_f64_mul(a, b), c);
}

/* An integer |k| < 2^53 as float64 bits. */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_f64_from_int(int64_t k) {
    jaxcore_i_u128 r;
    if (!k) return 0;
    r.hi = 0;
    r.lo = k < 0 ? (uint64_t)0 - (uint64_t)k : (uint64_t)k;
    return jaxcore_i_round(k < 0, r, 0, 0, JAXCORE_I_F64);
}

/* ---- Transcendentals ---------------------------------------------------------------------
   log and exp are the library's own float64 algorithms on the software arithmetic above
   (error below about one float64 ulp); the float32 versions round that float64 value once,
   which gives the correctly rounded float32 result except within ~2^-29 of a rounding
   boundary. log1p, erf_inv and erf follow the expansions XLA emits (PRNG.md 6.2, 6.5),
   with XLA's constants, order of operations and working precision; their multiply-adds
   are fused or not as the caller asks. */

/* 2/(2i+1), i = 1..12: 2*atanh(s) = 2s + s*z*(2/3 + z*(2/5 + ...)), z = s*s */
static const double jaxcore_i_log_c[12] = {
    0.66666666666666663, 0.40000000000000002,  0.2857142857142857,   0.22222222222222221,
    0.18181818181818182, 0.15384615384615385,  0.13333333333333333,  0.11764705882352941,
    0.10526315789473684, 0.095238095238095233, 0.086956521739130432, 0.080000000000000002};
/* ln 2 split so that k * hi is exact for |k| < 2^11 (fdlibm's published constants) */
#define JAXCORE_I_LN2_HI 0x3fe62e42fee00000u
#define JAXCORE_I_LN2_LO 0x3dea39ef35793c76u

JAXCORE_I_PRIVATE uint64_t jaxcore_i_log64(uint64_t x) {
    int s, e, n, k;
    uint64_t m, mant, f, sv, z, p, lm, dk;
    int kx = jaxcore_i_unpack(x, &s, &m, &e);
    if (kx == 3 || (s && kx != 0)) return jaxcore_i_nan_bits(JAXCORE_I_F64);
    if (kx == 0) return 0xfff0000000000000u;
    if (kx == 2) return x;
    n = 53 - jaxcore_i_bitlen64(m);
    m <<= n;
    k = e - n + 52;
    mant = ((uint64_t)1023 << 52) | (m & 0xfffffffffffffu);
    if (mant > 0x3ff6a09e667f3bcdu) { /* > sqrt(2): use mant/2 in [sqrt(1/2), 1) */
        mant -= (uint64_t)1 << 52;
        ++k;
    }
    f = jaxcore_i_f64_sub(mant, 0x3ff0000000000000u); /* exact */
    sv = jaxcore_i_div(f, jaxcore_i_f64_add(0x4000000000000000u, f), JAXCORE_I_F64);
    z = jaxcore_i_f64_mul(sv, sv);
    p = jaxcore_i_dbits(jaxcore_i_log_c[11]);
    for (n = 10; n >= 0; --n)
        p = jaxcore_i_f64_add(jaxcore_i_dbits(jaxcore_i_log_c[n]), jaxcore_i_f64_mul(z, p));
    p = jaxcore_i_f64_mul(z, p);
    /* log(1+f) = 2s + s*R = f - s*(f - R) */
    lm = jaxcore_i_f64_sub(f, jaxcore_i_f64_mul(sv, jaxcore_i_f64_sub(f, p)));
    if (!k) return lm;
    dk = jaxcore_i_f64_from_int(k);
    return jaxcore_i_f64_add(jaxcore_i_f64_mul(dk, JAXCORE_I_LN2_HI),
                             jaxcore_i_f64_add(lm, jaxcore_i_f64_mul(dk, JAXCORE_I_LN2_LO)));
}

/* 1/i!, i = 0..13 */
static const double jaxcore_i_exp_c[14] = {1.0,
                                           1.0,
                                           0.5,
                                           0.16666666666666666,
                                           0.041666666666666664,
                                           0.0083333333333333332,
                                           0.0013888888888888889,
                                           0.00019841269841269841,
                                           2.4801587301587302e-05,
                                           2.7557319223985893e-06,
                                           2.7557319223985888e-07,
                                           2.505210838544172e-08,
                                           2.08767569878681e-09,
                                           1.6059043836821613e-10};

JAXCORE_I_PRIVATE uint64_t jaxcore_i_exp64(uint64_t x) {
    uint64_t t, kd, r, p, big = 0x4338000000000000u; /* 1.5 * 2^52 */
    int k, i, k1;
    if (jaxcore_i_isnan64(x)) return jaxcore_i_nan_bits(JAXCORE_I_F64);
    if (jaxcore_i_lt64(0x40862e42fefa39efu, x)) return 0x7ff0000000000000u; /* > 709.78 */
    if (jaxcore_i_lt64(x, 0xc0874910d52d3052u)) return 0;                   /* < -745.13 */
    t = jaxcore_i_f64_add(jaxcore_i_f64_mul(x, 0x3ff71547652b82feu), big);  /* x / ln 2 */
    k = (int)((int64_t)(t & 0xfffffffffffffu) - ((int64_t)1 << 51));
    kd = jaxcore_i_f64_from_int(k);
    r = jaxcore_i_f64_sub(jaxcore_i_f64_sub(x, jaxcore_i_f64_mul(kd, JAXCORE_I_LN2_HI)),
                          jaxcore_i_f64_mul(kd, JAXCORE_I_LN2_LO));
    p = jaxcore_i_dbits(jaxcore_i_exp_c[13]);
    for (i = 12; i >= 0; --i)
        p = jaxcore_i_f64_add(jaxcore_i_dbits(jaxcore_i_exp_c[i]), jaxcore_i_f64_mul(r, p));
    k1 = k / 2;
    p = jaxcore_i_f64_mul(p, (uint64_t)(k1 + 1023) << 52);
    return jaxcore_i_f64_mul(p, (uint64_t)(k - k1 + 1023) << 52);
}

JAXCORE_I_PRIVATE uint32_t jaxcore_i_log32(uint32_t x) {
    return (uint32_t)jaxcore_i_narrow(jaxcore_i_log64(JAXCORE_I_W32(x)), JAXCORE_I_F32);
}
JAXCORE_I_PRIVATE uint32_t jaxcore_i_exp32(uint32_t x) {
    return (uint32_t)jaxcore_i_narrow(jaxcore_i_exp64(JAXCORE_I_W32(x)), JAXCORE_I_F32);
}

/* log1p: Cephes rational numerator/denominator (PRNG.md 6.2) */
static const double jaxcore_i_log1p_n[7] = {
    4.5270000862445199635215e-5, 4.9854102823193375972212e-1, 6.5787325942061044846969,
    29.911919328553073277375,    60.949667980987787057556,    57.112963590585538103336,
    20.039553499201281259648};
static const double jaxcore_i_log1p_d[7] = {1.0,
                                            15.062909083469192043167,
                                            83.047565967967209469434,
                                            221.76239823732856465394,
                                            309.09872225312059774938,
                                            216.42788614495947685003,
                                            60.118660497603843919306};
static const float jaxcore_i_log1p_nf[7] = {
    4.5270000862445199635215e-5f, 4.9854102823193375972212e-1f, 6.5787325942061044846969f,
    29.911919328553073277375f,    60.949667980987787057556f,    57.112963590585538103336f,
    20.039553499201281259648f};
static const float jaxcore_i_log1p_df[7] = {1.0f,
                                            15.062909083469192043167f,
                                            83.047565967967209469434f,
                                            221.76239823732856465394f,
                                            309.09872225312059774938f,
                                            216.42788614495947685003f,
                                            60.118660497603843919306f};

JAXCORE_I_PRIVATE uint32_t jaxcore_i_horner32(const float *c, int n, uint32_t x, int fused) {
    uint32_t p = jaxcore_i_fbits(c[0]);
    int i;
    for (i = 1; i < n; ++i)
        p = jaxcore_i_f32_mad(p, x, jaxcore_i_fbits(c[i]), fused);
    return p;
}

JAXCORE_I_PRIVATE uint64_t jaxcore_i_horner64(const double *c, int n, uint64_t x, int fused) {
    uint64_t p = jaxcore_i_dbits(c[0]);
    int i;
    for (i = 1; i < n; ++i)
        p = jaxcore_i_f64_mad(p, x, jaxcore_i_dbits(c[i]), fused);
    return p;
}

JAXCORE_I_PRIVATE uint32_t jaxcore_i_log1p32(uint32_t x, int fused) {
    if (jaxcore_i_f32_lt(x & 0x7fffffffu, jaxcore_i_fbits(0.41421356f))) {
        uint32_t x2 = jaxcore_i_f32_mul(x, x), s;
        s = jaxcore_i_f32_div(jaxcore_i_horner32(jaxcore_i_log1p_nf, 7, x, fused),
                              jaxcore_i_horner32(jaxcore_i_log1p_df, 7, x, fused));
        s = jaxcore_i_f32_mul(jaxcore_i_f32_mul(x, x2), s);
        s = jaxcore_i_f32_mad(0xbf000000u, x2, s, fused); /* -0.5 * x2 + s */
        return jaxcore_i_f32_add(x, s);
    }
    return jaxcore_i_log32(jaxcore_i_f32_add(0x3f800000u, x));
}

JAXCORE_I_PRIVATE uint64_t jaxcore_i_log1p64(uint64_t x, int fused) {
    if (jaxcore_i_lt64(x & 0x7fffffffffffffffu, jaxcore_i_dbits(0.41421356))) {
        uint64_t x2 = jaxcore_i_f64_mul(x, x), s;
        s = jaxcore_i_div(jaxcore_i_horner64(jaxcore_i_log1p_n, 7, x, fused),
                          jaxcore_i_horner64(jaxcore_i_log1p_d, 7, x, fused), JAXCORE_I_F64);
        s = jaxcore_i_f64_mul(jaxcore_i_f64_mul(x, x2), s);
        s = jaxcore_i_f64_mad(0xbfe0000000000000u, x2, s, fused);
        return jaxcore_i_f64_add(x, s);
    }
    return jaxcore_i_log64(jaxcore_i_f64_add(0x3ff0000000000000u, x));
}

/* erf_inv: XLA's float32 polynomial (M. Giles' single-precision erfinv) */
static const float jaxcore_i_erfinv_a32[9] = {2.81022636e-08f,  3.43273939e-07f, -3.5233877e-06f,
                                              -4.39150654e-06f, 0.00021858087f,  -0.00125372503f,
                                              -0.00417768164f,  0.246640727f,    1.50140941f};
static const float jaxcore_i_erfinv_b32[9] = {-0.000200214257f, 0.000100950558f, 0.00134934322f,
                                              -0.00367342844f,  0.00573950773f,  -0.0076224613f,
                                              0.00943887047f,   1.00167406f,     2.83297682f};

JAXCORE_I_PRIVATE uint32_t jaxcore_i_erfinv32(uint32_t x, int fused) {
    uint32_t w = jaxcore_i_log1p32(jaxcore_i_f32_mul(x, x) ^ 0x80000000u, fused) ^ 0x80000000u;
    uint32_t p;
    if ((x & 0x7fffffffu) == 0x3f800000u) return jaxcore_i_f32_mul(x, 0x7f800000u);
    if (jaxcore_i_f32_lt(w, 0x40a00000u)) { /* w < 5 */
        w = jaxcore_i_f32_sub(w, 0x40200000u);
        p = jaxcore_i_horner32(jaxcore_i_erfinv_a32, 9, w, fused);
    } else {
        w = jaxcore_i_f32_sub(jaxcore_i_f32_sqrt(w), 0x40400000u);
        p = jaxcore_i_horner32(jaxcore_i_erfinv_b32, 9, w, fused);
    }
    return jaxcore_i_f32_mul(p, x);
}

/* erf_inv float64: M. Giles' double-precision coefficients, as XLA uses them */
static const double jaxcore_i_erfinv_a64[23] = {
    -3.6444120640178196996e-21, -1.685059138182016589e-19,  1.2858480715256400167e-18,
    1.115787767802518096e-17,   -1.333171662854620906e-16,  2.0972767875968561637e-17,
    6.6376381343583238325e-15,  -4.0545662729752068639e-14, -8.1519341976054721522e-14,
    2.6335093153082322977e-12,  -1.2975133253453532498e-11, -5.4154120542946279317e-11,
    1.051212273321532285e-09,   -4.1126339803469836976e-09, -2.9070369957882005086e-08,
    4.2347877827932403518e-07,  -1.3654692000834678645e-06, -1.3882523362786468719e-05,
    0.0001867342080340571352,   -0.00074070253416626697512, -0.0060336708714301490533,
    0.24015818242558961693,     1.6536545626831027356};
static const double jaxcore_i_erfinv_b64[19] = {
    2.2137376921775787049e-09, 9.0756561938885390979e-08, -2.7517406297064545428e-07,
    1.8239629214389227755e-08, 1.5027403968909827627e-06, -4.013867526981545969e-06,
    2.9234449089955446044e-06, 1.2475304481671778723e-05, -4.7318229009055733981e-05,
    6.8284851459573175448e-05, 2.4031110387097893999e-05, -0.0003550375203628474796,
    0.00095328937973738049703, -0.0016882755560235047313, 0.0024914420961078508066,
    -0.0037512085075692412107, 0.005370914553590063617,   1.0052589676941592334,
    3.0838856104922207635};
static const double jaxcore_i_erfinv_c64[17] = {
    -2.7109920616438573243e-11, -2.5556418169965252055e-10, 1.5076572693500548083e-09,
    -3.7894654401267369937e-09, 7.6157012080783393804e-09,  -1.4960026627149240478e-08,
    2.9147953450901080826e-08,  -6.7711997758452339498e-08, 2.2900482228026654717e-07,
    -9.9298272942317002539e-07, 4.5260625972231537039e-06,  -1.9681778105531670567e-05,
    7.5995277030017761139e-05,  -0.00021503011930044477347, -0.00013871931833623122026,
    1.0103004648645343977,      4.8499064014085844221};

JAXCORE_I_PRIVATE uint64_t jaxcore_i_erfinv64(uint64_t x, int fused) {
    uint64_t w = jaxcore_i_log1p64(jaxcore_i_f64_mul(x, x) ^ 0x8000000000000000u, fused) ^
                 0x8000000000000000u;
    uint64_t p;
    if ((x & 0x7fffffffffffffffu) == 0x3ff0000000000000u)
        return jaxcore_i_f64_mul(x, 0x7ff0000000000000u);
    if (jaxcore_i_lt64(w, 0x4019000000000000u)) { /* w < 6.25 */
        w = jaxcore_i_f64_sub(w, 0x4009000000000000u);
        p = jaxcore_i_horner64(jaxcore_i_erfinv_a64, 23, w, fused);
    } else if (jaxcore_i_lt64(w, 0x4030000000000000u)) { /* w < 16 */
        w = jaxcore_i_f64_sub(jaxcore_i_sqrt(w, JAXCORE_I_F64), 0x400a000000000000u);
        p = jaxcore_i_horner64(jaxcore_i_erfinv_b64, 19, w, fused);
    } else {
        w = jaxcore_i_f64_sub(jaxcore_i_sqrt(w, JAXCORE_I_F64), 0x4014000000000000u);
        p = jaxcore_i_horner64(jaxcore_i_erfinv_c64, 17, w, fused);
    }
    return jaxcore_i_f64_mul(p, x);
}

/* erf float32: XLA's clamped rational approximation (PRNG.md 6.5) */
static const float jaxcore_i_erf_a32[7] = {
    -2.72614225801306e-10f, 2.77068142495902e-08f,  -2.10102402082508e-06f, -5.69250639462346e-05f,
    -7.34990630326855e-04f, -2.95459980854025e-03f, -1.60960333262415e-02f};
static const float jaxcore_i_erf_b32[5] = {-1.45660718464996e-05f, -2.13374055278905e-04f,
                                           -1.68282697438203e-03f, -7.37332916720468e-03f,
                                           -1.42647390514189e-02f};

JAXCORE_I_PRIVATE uint32_t jaxcore_i_clamp32(uint32_t lo, uint32_t x, uint32_t hi) {
    if (jaxcore_i_f32_lt(x, lo)) return lo;
    if (jaxcore_i_f32_lt(hi, x)) return hi;
    return x;
}

JAXCORE_I_PRIVATE uint32_t jaxcore_i_erf32(uint32_t x, int fused) {
    uint32_t xc = jaxcore_i_clamp32(0xc0800000u, x, 0x40800000u), x2, a, b;
    x2 = jaxcore_i_f32_mul(xc, xc);
    a = jaxcore_i_horner32(jaxcore_i_erf_a32, 7, x2, fused);
    b = jaxcore_i_horner32(jaxcore_i_erf_b32, 5, x2, fused);
    return jaxcore_i_clamp32(0xbf800000u, jaxcore_i_f32_div(jaxcore_i_f32_mul(xc, a), b),
                             0x3f800000u);
}

JAXCORE_API float jaxcore_math_fmaf(float a, float b, float c) {
    return jaxcore_i_bitsf(
        jaxcore_i_f32_fma(jaxcore_i_fbits(a), jaxcore_i_fbits(b), jaxcore_i_fbits(c)));
}
JAXCORE_API double jaxcore_math_fma(double a, double b, double c) {
    return jaxcore_i_bitsd(
        jaxcore_i_fma(jaxcore_i_dbits(a), jaxcore_i_dbits(b), jaxcore_i_dbits(c), JAXCORE_I_F64));
}
JAXCORE_API float jaxcore_math_logf(float x) {
    return jaxcore_i_bitsf(jaxcore_i_log32(jaxcore_i_fbits(x)));
}
JAXCORE_API double jaxcore_math_log(double x) {
    return jaxcore_i_bitsd(jaxcore_i_log64(jaxcore_i_dbits(x)));
}
JAXCORE_API float jaxcore_math_expf(float x) {
    return jaxcore_i_bitsf(jaxcore_i_exp32(jaxcore_i_fbits(x)));
}
JAXCORE_API double jaxcore_math_exp(double x) {
    return jaxcore_i_bitsd(jaxcore_i_exp64(jaxcore_i_dbits(x)));
}
JAXCORE_API float jaxcore_math_log1pf(float x, int no_fma) {
    return jaxcore_i_bitsf(jaxcore_i_log1p32(jaxcore_i_fbits(x), !no_fma));
}
JAXCORE_API double jaxcore_math_log1p(double x, int no_fma) {
    return jaxcore_i_bitsd(jaxcore_i_log1p64(jaxcore_i_dbits(x), !no_fma));
}
JAXCORE_API float jaxcore_math_erf_invf(float x, int no_fma) {
    return jaxcore_i_bitsf(jaxcore_i_erfinv32(jaxcore_i_fbits(x), !no_fma));
}
JAXCORE_API double jaxcore_math_erf_inv(double x, int no_fma) {
    return jaxcore_i_bitsd(jaxcore_i_erfinv64(jaxcore_i_dbits(x), !no_fma));
}
JAXCORE_API float jaxcore_math_erff(float x, int no_fma) {
    return jaxcore_i_bitsf(jaxcore_i_erf32(jaxcore_i_fbits(x), !no_fma));
}
JAXCORE_API uint16_t jaxcore_f32_to_f16(float x) {
    return (uint16_t)jaxcore_i_narrow(JAXCORE_I_W32(jaxcore_i_fbits(x)), JAXCORE_I_F16);
}
JAXCORE_API float jaxcore_f16_to_f32(uint16_t h) {
    return jaxcore_i_bitsf(
        (uint32_t)jaxcore_i_narrow(jaxcore_i_widen(h, JAXCORE_I_F16), JAXCORE_I_F32));
}
JAXCORE_API uint16_t jaxcore_f32_to_bf16(float x) {
    return (uint16_t)jaxcore_i_narrow(JAXCORE_I_W32(jaxcore_i_fbits(x)), JAXCORE_I_BF16);
}
JAXCORE_API float jaxcore_bf16_to_f32(uint16_t h) { return jaxcore_i_bitsf((uint32_t)h << 16); }

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
