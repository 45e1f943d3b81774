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
     2. threefry2x32     - jax.random's key/split/fold_in/random_bits, bit for bit, in
                           both jax_threefry_partitionable modes, on scalar, SSE2,
                           AVX2, AVX-512 and NEON paths, with slices for sharding
     3. typed keys       - JEP 9263 keys tagged with their implementation (section 5)
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
     reentrant and may be called from any number of threads at once. (One exception
     in kind, not in effect: x86 builds cache the cpuid result in one static word with
     relaxed atomic loads/stores, race-free; see 5.4.)
   - Memory: the library never allocates (no malloc), does no I/O (no stdio) and needs
     only <stddef.h> and <stdint.h> (both available freestanding).
   - Determinism: dtype promotion is pure table lookup; the PRNG is integer arithmetic
     and every SIMD path gives the same words. Results do not depend on the platform,
     compiler or flags.

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
   5. PRNG: THREEFRY2X32 AND TYPED KEYS (JAX 0.11, jax/_src/random/)
   ========================================================================================
       jaxcore_key key, sub[2];
       uint32_t bits[8];
       jaxcore_random_key(NULL, 42, JAXCORE_PY_INT, NULL, &key); // jax.random.key(42)
       jaxcore_random_split(key, 2, sub, NULL);                  // jax.random.split(key)
       jaxcore_random_bits(sub[1], 32, 8, bits, NULL);           // random.bits(sub, (8,))
   Configuration (jaxcore_prng_config; NULL or all-zero = JAX's defaults):
     legacy       jax_threefry_partitionable=False (default True since JAX 0.5.0); it
                  changes split and random_bits, never key or fold_in
     x64          jax_enable_x64: only how seeds are canonicalized (5.1)
     path         the bulk kernel (5.4), JAXCORE_PATH_AUTO by default
     jit          key(): the seed is traced (a Python int outside int32 overflows)
     seed_offset  jax_random_seed_offset

   5.1 Seeds. jaxcore_random_key(impl, seed, seed_dtype, cfg, &key) is key(seed) for a
   Python int (JAXCORE_PY_INT) or a NumPy scalar of any integer dtype. The key words are
   [seed >> 32 in the seed's dtype, low 32 bits]: with x64 off a Python int wraps to
   int32 and 64-bit dtypes are canonicalized to 32 bits (key [0, low32]); with x64 on
   64-bit seeds keep their high word (-1 -> [0xffffffff, 0xffffffff]); 8/16/32-bit
   seeds never set the high word and sign-extend only the low one. A value outside its
   dtype is JAXCORE_ERR_OVERFLOW (NumPy's/JAX's OverflowError). Python ints beyond
   int64 (which JAX rejects) cannot be passed; uint64 seeds above INT64_MAX are passed
   as (int64_t)value.

   5.2 split, fold_in, bits. Outputs go to caller buffers; a JAX shape matters only
   through its element count (elements are in row-major order), so the API takes n.
   random_bits writes uint8_t/uint16_t/uint32_t/uint64_t for width 8/16/32/64 (with x64
   off JAX turns bits(dtype=uint64) into width 32; pass 32 then). Partitionable:
   element i comes from block(key, (i >> 32, i & 0xffffffff)) alone, so arrays are
   prefix-stable. Legacy: values come from one word stream whose layout depends on
   the total size (not prefix-stable); legacy split needs n < 2^31.
   n = 0 succeeds and writes nothing (out may be NULL).

   5.3 Slices (sharding). jaxcore_random_bits_slice(key, width, total, start, count,
   out, cfg) writes elements [start, start+count) of the array of `total` elements,
   identical to generating everything and slicing, in both modes (legacy included,
   with JAX's 2^32-1 word pieces beyond 16 GiB). Threads, processes or machines can
   each produce their part: see examples/sharded.c. split has the same form.

   5.4 SIMD paths. Scalar always; SSE2, AVX2, AVX-512F/VL on x86 and NEON on Arm, each
   written with intrinsics, four vector pairs in flight, counters generated in
   registers in planar form (no shuffles in either JAX layout). Paths are selected at
   compile time from the predefined macros; JAXCORE_NO_SIMD keeps only scalar,
   JAXCORE_NO_AVX2 / JAXCORE_NO_AVX512 drop one path. With gcc >= 5 or clang >= 4 on
   x86 the AVX2/AVX-512 kernels are always compiled (function target attributes) and
   chosen at run time (cpuid + xgetbv), so a plain `cc -O2` build uses them; the
   detection result is cached in one static word with relaxed __atomic operations
   (idempotent, no data race). cfg->path picks a path explicitly (tests, benchmarks);
   an unavailable one is JAXCORE_ERR_UNSUPPORTED_PATH.

   5.5 Keys. jaxcore_key is a struct {impl, data[4]}: arithmetic on it does not compile
   (JAX raises on key arithmetic); compare with jaxcore_key_equal(). Raw words in and
   out only through jaxcore_key_data() / jaxcore_wrap_key_data() (JAX's key_data /
   wrap_key_data). jaxcore_key_dtype_name() gives "key<fry>".

   5.6 Implementations. A jaxcore_prng_impl holds a name, a tag, the key word count
   and seed/split/fold_in/bits functions on raw words (split and bits in slice form).
   Built in: jaxcore_threefry2x32() (key<fry>, JAX's default). Users may supply their
   own; the library validates arguments before calling it.

   5.7 Errors: JAXCORE_ERR_NULL, _WIDTH (width not 8/16/32/64), _OVERFLOW (byte size
   over SIZE_MAX, a seed out of range, a legacy split or stream JAX cannot index),
   _INVALID_ARG (slice outside the array, step not 0/1), _UNSUPPORTED_PATH,
   _IMPL_MISMATCH (a key without a valid implementation, a word count that does not
   match), _INVALID_DTYPE (a seed dtype that is not an integer). Outputs are untouched.
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
    X(JAXCORE_OK, 0)                     /* success */                                             \
    X(JAXCORE_ERR_NULL, -1)              /* a required pointer argument was NULL */                \
    X(JAXCORE_ERR_INVALID_ARG, -2)       /* an argument is outside its documented range */         \
    X(JAXCORE_ERR_INVALID_DTYPE, -3)     /* a dtype value outside the enum, or not allowed here */ \
    X(JAXCORE_ERR_NO_OPERANDS, -4)       /* zero operands where at least one is required */        \
    X(JAXCORE_ERR_PROMOTION, -5)         /* JAX's TypePromotionError: no promotion path */         \
    X(JAXCORE_ERR_EXPLICIT_X64, -6)      /* 64-bit dtype requested, x64 off, policy "error" */     \
    X(JAXCORE_ERR_UNSAFE, -7)            /* SAFE mode rejected a promotion */                      \
    X(JAXCORE_ERR_BUFFER_TOO_SMALL, -8)  /* the caller's buffer cannot hold the output */          \
    X(JAXCORE_ERR_OVERFLOW, -9)          /* a size or value out of range: byte size over SIZE_MAX, \
                                            a seed outside its dtype (JAX's OverflowError) */      \
    X(JAXCORE_ERR_UNSUPPORTED_PATH, -10) /* SIMD path not compiled in or not supported here */     \
    X(JAXCORE_ERR_WIDTH, -11)            /* a bit width other than 8, 16, 32, 64 */                \
    X(JAXCORE_ERR_IMPL_MISMATCH, -12)    /* key without a valid impl, or wrong word count */       \
    X(JAXCORE_ERR_BOUNDS, -40)           /* a sampler bound or parameter is NaN (or infinite) */   \
    X(JAXCORE_ERR_SAMPLE_SIZE, -41)      /* no categories/inputs, or more draws than inputs */

typedef enum jaxcore_result {
#define JAXCORE_I_ENUM(name, value) name = value,
    JAXCORE_RESULT_LIST(JAXCORE_I_ENUM)
#undef JAXCORE_I_ENUM
        JAXCORE_RESULT_MIN = -41 /* the most negative code, for range checks */
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

/* Which kernel generates blocks in bulk (section 5.4). All produce identical words. */
typedef enum jaxcore_prng_path {
    JAXCORE_PATH_AUTO = 0, /* the fastest path compiled in and supported by this CPU */
    JAXCORE_PATH_SCALAR,   /* portable C, always available */
    JAXCORE_PATH_SSE2,     /* x86 SSE2 intrinsics, 4 lanes */
    JAXCORE_PATH_AVX2,     /* x86 AVX2 intrinsics, 8 lanes */
    JAXCORE_PATH_AVX512,   /* x86 AVX-512F/VL intrinsics (vprold), 16 lanes */
    JAXCORE_PATH_NEON,     /* Arm NEON intrinsics, 4 lanes */
    JAXCORE_PATH_COUNT
} jaxcore_prng_path;

/* JAX flags of the random API; all-zero (or a NULL pointer) means JAX's defaults. */
typedef struct jaxcore_prng_config {
    int legacy;             /* jax_threefry_partitionable=False (default: partitionable) */
    int x64;                /* jax_enable_x64 (seed canonicalization, section 5.1) */
    jaxcore_prng_path path; /* bulk kernel; JAXCORE_PATH_AUTO (0) picks the fastest */
    int jit;                /* key(): the seed is a jit argument (x64 off: a Python int
                               outside int32 is JAXCORE_ERR_OVERFLOW, as in JAX) */
    int64_t seed_offset;    /* jax_random_seed_offset, added to the seed in its dtype */
} jaxcore_prng_config;

/* The Threefry-2x32 block function (PRNG.md 1): out = block(key, ctr) with `rounds`
   rounds (JAX uses 20; Random123's KATs also use 13 and 32). */
JAXCORE_API jaxcore_result jaxcore_threefry2x32_block(const uint32_t key[2], const uint32_t ctr[2],
                                                      unsigned rounds, uint32_t out[2]);
/* JAX's array form threefry_2x32(key, counts) (PRNG.md 1a): n counts, odd n padded
   with a 0, first half paired with second half; n words to out (may alias counts). */
JAXCORE_API jaxcore_result jaxcore_threefry_2x32(const uint32_t key[2], const uint32_t *counts,
                                                 size_t n, uint32_t *out);
/* Counter-mode blocks in bulk on the path cfg selects: block t < n has counter
   (x0 + x0_step*t, x1 + t) mod 2^32, x0_step 0 or 1; y0[t], y1[t] receive its words
   (either may be NULL). JAX's partitionable layout is x0_step 0 (x0 = i >> 32), its
   legacy layout x0_step 1. */
JAXCORE_API jaxcore_result jaxcore_threefry2x32_stream(const uint32_t key[2], uint32_t x0,
                                                       uint32_t x0_step, uint32_t x1, size_t n,
                                                       uint32_t *y0, uint32_t *y1,
                                                       const jaxcore_prng_config *cfg);
/* Nonzero when `path` is compiled into this build and supported by this CPU
   (JAXCORE_PATH_AUTO and JAXCORE_PATH_SCALAR always are). */
JAXCORE_API int jaxcore_prng_path_supported(jaxcore_prng_path path);
/* The path JAXCORE_PATH_AUTO selects on this machine (never AUTO itself). */
JAXCORE_API jaxcore_prng_path jaxcore_prng_path_auto(void);
/* "auto", "scalar", "sse2", "avx2", "avx512", "neon"; NULL outside the enum. */
JAXCORE_API const char *jaxcore_prng_path_name(jaxcore_prng_path path);
/* Parses a path name of len bytes (as jaxcore_prng_path_name spells it). */
JAXCORE_API jaxcore_result jaxcore_prng_path_from_name(const char *name, size_t len,
                                                       jaxcore_prng_path *out);

/* ==== keys: typed PRNG keys =============================================================== */

#define JAXCORE_KEY_MAX_WORDS 4

typedef struct jaxcore_prng_impl jaxcore_prng_impl;

/* A typed PRNG key (JEP 9263): one key of an implementation, like jax.random.key(...)
   gives. A struct, so key arithmetic does not compile; jaxcore_key_data() and
   jaxcore_wrap_key_data() are the escape hatch. data[] words past impl->key_words are 0. */
typedef struct jaxcore_key {
    const jaxcore_prng_impl *impl;
    uint32_t data[JAXCORE_KEY_MAX_WORDS];
} jaxcore_key;

/* A PRNG implementation (jax._src.random.prng.PRNGImpl): name, tag and the four
   operations on raw key words. Users may define their own (section 5.6). The library
   validates every argument before calling a function here; cfg is never NULL. */
struct jaxcore_prng_impl {
    const char *name;   /* JAX's impl name, "threefry2x32" */
    const char *tag;    /* dtype tag, "fry" (the key dtype is key<fry>) */
    unsigned key_words; /* words per key, 1..JAXCORE_KEY_MAX_WORDS */
    /* key(seed): hi, lo are the seed's words as JAX computes them (section 5.1). */
    jaxcore_result (*seed)(const jaxcore_prng_impl *impl, uint32_t hi, uint32_t lo, uint32_t *key,
                           const jaxcore_prng_config *cfg);
    /* Keys [start, start+count) of split(key, total), key_words words each. */
    jaxcore_result (*split)(const jaxcore_prng_impl *impl, const uint32_t *key, uint64_t total,
                            uint64_t start, size_t count, uint32_t *out,
                            const jaxcore_prng_config *cfg);
    /* fold_in(key, data): one key. */
    jaxcore_result (*fold_in)(const jaxcore_prng_impl *impl, const uint32_t *key, uint32_t data,
                              uint32_t *out, const jaxcore_prng_config *cfg);
    /* Elements [start, start+count) of random_bits(key, width, (total,)). */
    jaxcore_result (*bits)(const jaxcore_prng_impl *impl, const uint32_t *key, unsigned width,
                           uint64_t total, uint64_t start, size_t count, void *out,
                           const jaxcore_prng_config *cfg);
    const void *user; /* for user implementations; the built-ins leave it NULL */
};

/* The built-in implementations, as JAX 0.11 defines them. */
JAXCORE_API const jaxcore_prng_impl *jaxcore_threefry2x32(void); /* key<fry>, the default */
/* An implementation by JAX name ("threefry2x32") of len bytes; NULL if not built in. */
JAXCORE_API const jaxcore_prng_impl *jaxcore_prng_impl_by_name(const char *name, size_t len);

/* jax.random.key(seed, impl): seed is the value of a scalar of dtype seed_dtype:
   JAXCORE_PY_INT (a Python int), JAXCORE_INT8..INT64 or JAXCORE_UINT8..UINT64 (a NumPy
   scalar; a uint64 above INT64_MAX is passed as (int64_t)value). impl NULL means
   threefry2x32. Errors: JAXCORE_ERR_INVALID_DTYPE (another dtype), JAXCORE_ERR_OVERFLOW
   (value outside its dtype, or cfg->jit with x64 off and a Python int outside int32). */
JAXCORE_API jaxcore_result jaxcore_random_key(const jaxcore_prng_impl *impl, int64_t seed,
                                              jaxcore_dtype seed_dtype,
                                              const jaxcore_prng_config *cfg, jaxcore_key *out);
/* jax.random.split(key, n): n keys to out[0..n-1] in row-major order (a shape matters
   only through its element count). n = 0 writes nothing and succeeds. */
JAXCORE_API jaxcore_result jaxcore_random_split(jaxcore_key key, size_t n, jaxcore_key *out,
                                                const jaxcore_prng_config *cfg);
/* Keys [start, start+count) of split(key, total): identical to splitting all and slicing. */
JAXCORE_API jaxcore_result jaxcore_random_split_slice(jaxcore_key key, uint64_t total,
                                                      uint64_t start, size_t count,
                                                      jaxcore_key *out,
                                                      const jaxcore_prng_config *cfg);
/* jax.random.fold_in(key, data); data as JAX converts it to uint32 (-1 -> 0xffffffff). */
JAXCORE_API jaxcore_result jaxcore_random_fold_in(jaxcore_key key, uint32_t data, jaxcore_key *out,
                                                  const jaxcore_prng_config *cfg);
/* jax.random.bits / random_bits(key, width, (n,)): n elements of uint8_t, uint16_t,
   uint32_t or uint64_t for width 8, 16, 32, 64. n = 0 writes nothing and succeeds. */
JAXCORE_API jaxcore_result jaxcore_random_bits(jaxcore_key key, unsigned width, size_t n, void *out,
                                               const jaxcore_prng_config *cfg);
/* Elements [start, start+count) of random_bits(key, width, (total,)), identical to
   generating all total and slicing, in both modes: shard generation with it (5.3). */
JAXCORE_API jaxcore_result jaxcore_random_bits_slice(jaxcore_key key, unsigned width,
                                                     uint64_t total, uint64_t start, size_t count,
                                                     void *out, const jaxcore_prng_config *cfg);
/* jax.random.key_data(key): the raw words; *nwords (if non-NULL) receives the count even
   when cap is too small (then JAXCORE_ERR_BUFFER_TOO_SMALL and out is untouched). */
JAXCORE_API jaxcore_result jaxcore_key_data(jaxcore_key key, uint32_t *out, size_t cap,
                                            size_t *nwords);
/* jax.random.wrap_key_data(words, impl): nwords must equal impl->key_words (impl NULL:
   threefry2x32), else JAXCORE_ERR_IMPL_MISMATCH. */
JAXCORE_API jaxcore_result jaxcore_wrap_key_data(const jaxcore_prng_impl *impl,
                                                 const uint32_t *words, size_t nwords,
                                                 jaxcore_key *out);
/* Keys compare as wholes (JAX allows == and != on keys): nonzero when a equals b. */
JAXCORE_API int jaxcore_key_equal(jaxcore_key a, jaxcore_key b);
/* The key's dtype name as JAX prints it, "key<fry>"; text convention of section 3. */
JAXCORE_API jaxcore_result jaxcore_key_dtype_name(jaxcore_key key, char *buf, size_t cap,
                                                  size_t *len);
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

/* -- Samplers (jax.random, PRNG.md section 6; manual section 8). n is the element count
   of the shape (row-major order); out holds n elements of the dtype: float64 as double,
   float32 as float, float16/bfloat16 as uint16_t bit patterns, integers as their
   width, booleans as uint8_t 0/1. Index results are int32_t, or int64_t with
   cfg->prng.x64 (as JAX's default int). cfg NULL = JAX's defaults. */
typedef struct jaxcore_random_config {
    jaxcore_prng_config prng; /* JAX's flags: legacy layout, x64, SIMD path */
    int no_fma;               /* 1: round u*(max-min) and Horner products before adding;
                                 0 (default): fused, as XLA:CPU on FMA hardware */
} jaxcore_random_config;

/* uniform(key, (n,), dtype, minval, maxval): float32/64, float16, bfloat16. Bounds are
   rounded to dtype; minval >= maxval gives minval (JAX's result); NaN or infinite
   bounds are JAXCORE_ERR_BOUNDS. */
JAXCORE_API jaxcore_result jaxcore_random_uniform(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                  double minval, double maxval, void *out,
                                                  const jaxcore_random_config *cfg);
/* normal(key, (n,), dtype): sqrt(2) * erf_inv(uniform(nextafter(-1, 0), 1)). */
JAXCORE_API jaxcore_result jaxcore_random_normal(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                 void *out, const jaxcore_random_config *cfg);
/* truncated_normal(key, lower, upper, (n,), dtype): float32/16/bf16 (float64 needs XLA's
   float64 erf: JAXCORE_ERR_INVALID_DTYPE); infinite bounds allowed, NaN not. */
JAXCORE_API jaxcore_result jaxcore_random_truncated_normal(jaxcore_key key, jaxcore_dtype dtype,
                                                           size_t n, double lower, double upper,
                                                           void *out,
                                                           const jaxcore_random_config *cfg);
/* exponential(key, (n,), dtype): -log1p(-uniform). */
JAXCORE_API jaxcore_result jaxcore_random_exponential(jaxcore_key key, jaxcore_dtype dtype,
                                                      size_t n, void *out,
                                                      const jaxcore_random_config *cfg);
/* gumbel(key, (n,), dtype, mode): mode_high 0 = "low" (JAX's default), 1 = "high". */
JAXCORE_API jaxcore_result jaxcore_random_gumbel(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                 int mode_high, void *out,
                                                 const jaxcore_random_config *cfg);
/* laplace, logistic, cauchy, maxwell(key, (n,), dtype). */
JAXCORE_API jaxcore_result jaxcore_random_laplace(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                  void *out, const jaxcore_random_config *cfg);
JAXCORE_API jaxcore_result jaxcore_random_logistic(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                   void *out, const jaxcore_random_config *cfg);
JAXCORE_API jaxcore_result jaxcore_random_cauchy(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                 void *out, const jaxcore_random_config *cfg);
JAXCORE_API jaxcore_result jaxcore_random_maxwell(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                  void *out, const jaxcore_random_config *cfg);
/* double_sided_maxwell(key, loc, scale, (n,), dtype). */
JAXCORE_API jaxcore_result jaxcore_random_double_sided_maxwell(jaxcore_key key, jaxcore_dtype dtype,
                                                               size_t n, double loc, double scale,
                                                               void *out,
                                                               const jaxcore_random_config *cfg);
/* rayleigh(key, scale), pareto(key, b), weibull_min(key, scale, concentration),
   lognormal(key, sigma), triangular(key, left, mode, right): (n,) of dtype. NaN
   parameters are JAXCORE_ERR_BOUNDS. */
JAXCORE_API jaxcore_result jaxcore_random_rayleigh(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                   double scale, void *out,
                                                   const jaxcore_random_config *cfg);
JAXCORE_API jaxcore_result jaxcore_random_pareto(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                 double b, void *out,
                                                 const jaxcore_random_config *cfg);
JAXCORE_API jaxcore_result jaxcore_random_weibull_min(jaxcore_key key, jaxcore_dtype dtype,
                                                      size_t n, double scale, double concentration,
                                                      void *out, const jaxcore_random_config *cfg);
JAXCORE_API jaxcore_result jaxcore_random_lognormal(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                    double sigma, void *out,
                                                    const jaxcore_random_config *cfg);
JAXCORE_API jaxcore_result jaxcore_random_triangular(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                     double left, double mode, double right,
                                                     void *out, const jaxcore_random_config *cfg);
/* bernoulli(key, p, (n,), mode): p of p_dtype (JAX: float32, float64 with x64);
   out[i] = 0/1. p outside [0, 1] or NaN is JAX's result (u < p: all 0 or all 1). */
JAXCORE_API jaxcore_result jaxcore_random_bernoulli(jaxcore_key key, jaxcore_dtype p_dtype,
                                                    size_t n, double p, int mode_high, uint8_t *out,
                                                    const jaxcore_random_config *cfg);
/* rademacher(key, (n,), dtype): -1/+1 of an integer or float dtype. */
JAXCORE_API jaxcore_result jaxcore_random_rademacher(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                     void *out, const jaxcore_random_config *cfg);
/* randint(key, (n,), minval, maxval, dtype): any 8..64-bit integer dtype, JAX's two-draw
   method and edge cases. Bounds are Python ints: outside int32 with x64 off is
   JAXCORE_ERR_OVERFLOW (JAX's OverflowError). */
JAXCORE_API jaxcore_result jaxcore_random_randint(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                  int64_t minval, int64_t maxval, void *out,
                                                  const jaxcore_random_config *cfg);
/* categorical(key, logits, axis=-1, shape, replace, mode): logits is row-major
   [batch][num_classes] of dtype; the result has shape (*prefix, *batch): prefix * batch
   indices. replace = 0 needs prefix <= num_classes and work of 2 * num_classes uint64.
   num_classes = 0 is JAXCORE_ERR_SAMPLE_SIZE. */
JAXCORE_API jaxcore_result jaxcore_random_categorical(jaxcore_key key, const void *logits,
                                                      jaxcore_dtype dtype, size_t batch,
                                                      size_t num_classes, size_t prefix,
                                                      int replace, int mode_high, void *out,
                                                      uint64_t *work,
                                                      const jaxcore_random_config *cfg);
/* permutation(key, n): a shuffled arange(n); work holds n uint64. */
JAXCORE_API jaxcore_result jaxcore_random_permutation(jaxcore_key key, size_t n, void *out,
                                                      uint64_t *work,
                                                      const jaxcore_random_config *cfg);
/* choice(key, a=n_inputs, (n_draws,), replace, p, mode): indices into a. p is NULL or
   n_inputs probabilities of p_dtype. work: 2 * n_inputs uint64 unless p is NULL and
   replace is set (then NULL is fine). n_inputs = 0 with draws, or more draws than inputs
   without replacement, is JAXCORE_ERR_SAMPLE_SIZE (JAX's ValueError). */
JAXCORE_API jaxcore_result jaxcore_random_choice(jaxcore_key key, size_t n_inputs, size_t n_draws,
                                                 int replace, const void *p, jaxcore_dtype p_dtype,
                                                 int mode_high, void *out, uint64_t *work,
                                                 const jaxcore_random_config *cfg);

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

/* prng: which SIMD paths this build has (section 5.4). The intrinsics headers are
   included here, outside extern "C", as C++ requires. */
#ifndef JAXCORE_NO_SIMD
#if defined(__x86_64__) || defined(_M_X64) || (defined(__i386__) && defined(__SSE2__))
#define JAXCORE_I_HAVE_SSE2
#if (defined(__clang__) && __clang_major__ >= 4) || (!defined(__clang__) && __GNUC__ >= 5)
#ifndef JAXCORE_NO_AVX2
#define JAXCORE_I_HAVE_AVX2
#endif
#ifndef JAXCORE_NO_AVX512
#define JAXCORE_I_HAVE_AVX512
#endif
#endif
#include <immintrin.h>
#if defined(JAXCORE_I_HAVE_AVX2) || defined(JAXCORE_I_HAVE_AVX512)
#include <cpuid.h>
#endif
#elif defined(__aarch64__) || defined(__ARM_NEON)
#define JAXCORE_I_HAVE_NEON
#include <arm_neon.h>
#endif
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

/* -- The block function ------------------------------------------------------------------ */

#define JAXCORE_I_TF_PARITY 0x1BD11BDAu
#define JAXCORE_I_ROTL32(x, r) (((x) << (r)) | ((x) >> (32 - (r))))

static const unsigned char jaxcore_i_tf_rot[8] = {13, 15, 26, 6, 17, 29, 16, 24};

/* Any number of rounds; injection s after round 4s-1 (PRNG.md 1). */
JAXCORE_I_PRIVATE void jaxcore_i_tf_rounds(uint32_t k0, uint32_t k1, uint32_t *px0, uint32_t *px1,
                                           unsigned rounds) {
    uint32_t ks[3], x0, x1;
    unsigned r;
    ks[0] = k0;
    ks[1] = k1;
    ks[2] = k0 ^ k1 ^ JAXCORE_I_TF_PARITY;
    x0 = *px0 + ks[0];
    x1 = *px1 + ks[1];
    for (r = 0; r < rounds; ++r) {
        unsigned rot = jaxcore_i_tf_rot[r & 7];
        x0 += x1;
        x1 = JAXCORE_I_ROTL32(x1, rot);
        x1 ^= x0;
        if ((r & 3) == 3) {
            unsigned s = (r + 1) / 4;
            x0 += ks[s % 3];
            x1 += ks[(s + 1) % 3] + (uint32_t)s;
        }
    }
    *px0 = x0;
    *px1 = x1;
}

/* 20 rounds, unrolled. ks: k0, k1, k0^k1^parity. */
#define JAXCORE_I_MIX(x0, x1, r)                                                                   \
    do {                                                                                           \
        x0 += x1;                                                                                  \
        x1 = JAXCORE_I_ROTL32(x1, r);                                                              \
        x1 ^= x0;                                                                                  \
    } while (0)
#define JAXCORE_I_MIX4A(x0, x1)                                                                    \
    JAXCORE_I_MIX(x0, x1, 13);                                                                     \
    JAXCORE_I_MIX(x0, x1, 15);                                                                     \
    JAXCORE_I_MIX(x0, x1, 26);                                                                     \
    JAXCORE_I_MIX(x0, x1, 6)
#define JAXCORE_I_MIX4B(x0, x1)                                                                    \
    JAXCORE_I_MIX(x0, x1, 17);                                                                     \
    JAXCORE_I_MIX(x0, x1, 29);                                                                     \
    JAXCORE_I_MIX(x0, x1, 16);                                                                     \
    JAXCORE_I_MIX(x0, x1, 24)

/* The 20 rounds on locals x0, x1 (the counter, before the initial key injection). */
#define JAXCORE_I_TF20(ks, x0, x1)                                                                 \
    do {                                                                                           \
        x0 += ks[0];                                                                               \
        x1 += ks[1];                                                                               \
        JAXCORE_I_MIX4A(x0, x1);                                                                   \
        x0 += ks[1];                                                                               \
        x1 += ks[2] + 1u;                                                                          \
        JAXCORE_I_MIX4B(x0, x1);                                                                   \
        x0 += ks[2];                                                                               \
        x1 += ks[0] + 2u;                                                                          \
        JAXCORE_I_MIX4A(x0, x1);                                                                   \
        x0 += ks[0];                                                                               \
        x1 += ks[1] + 3u;                                                                          \
        JAXCORE_I_MIX4B(x0, x1);                                                                   \
        x0 += ks[1];                                                                               \
        x1 += ks[2] + 4u;                                                                          \
        JAXCORE_I_MIX4A(x0, x1);                                                                   \
        x0 += ks[2];                                                                               \
        x1 += ks[0] + 5u;                                                                          \
    } while (0)

JAXCORE_I_PRIVATE void jaxcore_i_tf20(const uint32_t *ks, uint32_t *px0, uint32_t *px1) {
    uint32_t x0 = *px0, x1 = *px1;
    JAXCORE_I_TF20(ks, x0, x1);
    *px0 = x0;
    *px1 = x1;
}

JAXCORE_I_PRIVATE void jaxcore_i_tf_ks(const uint32_t *key, uint32_t *ks) {
    ks[0] = key[0];
    ks[1] = key[1];
    ks[2] = key[0] ^ key[1] ^ JAXCORE_I_TF_PARITY;
}

/* -- Bulk kernels -------------------------------------------------------------------------
   A kernel evaluates n blocks with counters (x0 + step*t, x1 + t) mod 2^32, t < n
   (step is 0 or 1), and stores either o0[t] = y0 ^ y1 (xor nonzero), or o0[t] = y0 and
   o1[t] = y1 for each of o0, o1 that is non-NULL. Every path computes the same words. */
typedef void (*jaxcore_i_tf_kernel)(const uint32_t *ks, uint32_t x0, uint32_t step, uint32_t x1,
                                    size_t n, uint32_t *o0, uint32_t *o1, int xor_out);

JAXCORE_I_PRIVATE void jaxcore_i_kernel_scalar(const uint32_t *ks, uint32_t x0, uint32_t step,
                                               uint32_t x1, size_t n, uint32_t *o0, uint32_t *o1,
                                               int xor_out) {
    size_t t;
    /* one loop per output form, so the loop body has no branch */
#define JAXCORE_I_SCALAR_LOOP(STORE)                                                               \
    for (t = 0; t < n; ++t) {                                                                      \
        uint32_t y0 = x0 + step * (uint32_t)t, y1 = x1 + (uint32_t)t;                              \
        JAXCORE_I_TF20(ks, y0, y1);                                                                \
        STORE;                                                                                     \
    }
    if (xor_out) {
        JAXCORE_I_SCALAR_LOOP(o0[t] = y0 ^ y1)
    } else if (o0 && o1) {
        JAXCORE_I_SCALAR_LOOP((o0[t] = y0, o1[t] = y1))
    } else if (o0) {
        JAXCORE_I_SCALAR_LOOP(o0[t] = y0)
    } else if (o1) {
        JAXCORE_I_SCALAR_LOOP(o1[t] = y1)
    }
#undef JAXCORE_I_SCALAR_LOOP
}

/* The 20 rounds on vector pairs (a_i, b_i) already holding counter + (ks0, ks1), in groups
   of four pairs named by a prefix (a0..a3, b0..b3). ADD, XOR and ROTL(v, r) are the vector
   operations; K0..K2 the key schedule vectors and C1..C5 the vectors ks[(s+1)%3] + s. A
   kernel defines MIX(r) (one round on all its groups) and INJ(KA, KB) (an injection) and
   runs JAXCORE_I_VTF20(MIX, INJ). */
#define JAXCORE_I_VMIX(ADD, XOR, ROTL, r, a, b)                                                    \
    a##0 = ADD(a##0, b##0);                                                                        \
    a##1 = ADD(a##1, b##1);                                                                        \
    a##2 = ADD(a##2, b##2);                                                                        \
    a##3 = ADD(a##3, b##3);                                                                        \
    b##0 = XOR(ROTL(b##0, r), a##0);                                                               \
    b##1 = XOR(ROTL(b##1, r), a##1);                                                               \
    b##2 = XOR(ROTL(b##2, r), a##2);                                                               \
    b##3 = XOR(ROTL(b##3, r), a##3)
#define JAXCORE_I_VINJ(ADD, KA, KB, a, b)                                                          \
    a##0 = ADD(a##0, KA);                                                                          \
    a##1 = ADD(a##1, KA);                                                                          \
    a##2 = ADD(a##2, KA);                                                                          \
    a##3 = ADD(a##3, KA);                                                                          \
    b##0 = ADD(b##0, KB);                                                                          \
    b##1 = ADD(b##1, KB);                                                                          \
    b##2 = ADD(b##2, KB);                                                                          \
    b##3 = ADD(b##3, KB)
#define JAXCORE_I_VTF20(MIX, INJ)                                                                  \
    MIX(13);                                                                                       \
    MIX(15);                                                                                       \
    MIX(26);                                                                                       \
    MIX(6);                                                                                        \
    INJ(K1, C1);                                                                                   \
    MIX(17);                                                                                       \
    MIX(29);                                                                                       \
    MIX(16);                                                                                       \
    MIX(24);                                                                                       \
    INJ(K2, C2);                                                                                   \
    MIX(13);                                                                                       \
    MIX(15);                                                                                       \
    MIX(26);                                                                                       \
    MIX(6);                                                                                        \
    INJ(K0, C3);                                                                                   \
    MIX(17);                                                                                       \
    MIX(29);                                                                                       \
    MIX(16);                                                                                       \
    MIX(24);                                                                                       \
    INJ(K1, C4);                                                                                   \
    MIX(13);                                                                                       \
    MIX(15);                                                                                       \
    MIX(26);                                                                                       \
    MIX(6);                                                                                        \
    INJ(K2, C5)
/* Stores one group of four pairs for blocks t+i..: W lanes per vector, per the kernel
   contract (xor, or y0 to o0 and y1 to o1 where non-NULL). */
#define JAXCORE_I_VSTORE(STORE, XOR, W, a, b, i)                                                   \
    if (xor_out) {                                                                                 \
        STORE(o0 + t + (i), XOR(a##0, b##0));                                                      \
        STORE(o0 + t + (i) + W, XOR(a##1, b##1));                                                  \
        STORE(o0 + t + (i) + 2 * W, XOR(a##2, b##2));                                              \
        STORE(o0 + t + (i) + 3 * W, XOR(a##3, b##3));                                              \
    } else {                                                                                       \
        if (o0) {                                                                                  \
            STORE(o0 + t + (i), a##0);                                                             \
            STORE(o0 + t + (i) + W, a##1);                                                         \
            STORE(o0 + t + (i) + 2 * W, a##2);                                                     \
            STORE(o0 + t + (i) + 3 * W, a##3);                                                     \
        }                                                                                          \
        if (o1) {                                                                                  \
            STORE(o1 + t + (i), b##0);                                                             \
            STORE(o1 + t + (i) + W, b##1);                                                         \
            STORE(o1 + t + (i) + 2 * W, b##2);                                                     \
            STORE(o1 + t + (i) + 3 * W, b##3);                                                     \
        }                                                                                          \
    }
/* The scalar remainder of a vector kernel: blocks t..n-1. */
#define JAXCORE_I_VTAIL()                                                                          \
    if (t < n)                                                                                     \
    jaxcore_i_kernel_scalar(ks, x0 + step * (uint32_t)t, step, x1 + (uint32_t)t, n - t,            \
                            o0 ? o0 + t : o0, o1 ? o1 + t : o1, xor_out)

/* -- SIMD paths: compile-time selection and runtime dispatch (section 5.4) -------------- */
/* Paths are chosen at compile time from predefined macros; JAXCORE_NO_SIMD keeps only the
   scalar path. On x86 with gcc/clang the AVX2 and AVX-512 kernels are compiled with
   per-function target attributes whatever the -m flags, and used only when cpuid and
   xgetbv say the CPU and OS support them. The detected features are cached in one
   static word with relaxed __atomic loads and stores: detection is idempotent, so
   concurrent first calls may both detect and store the same value, without a data race
   (the library's only static that is written; it holds a fact about the machine, not
   state). JAXCORE_NO_AVX2 / JAXCORE_NO_AVX512 leave a path out. */
#ifdef JAXCORE_I_HAVE_SSE2
#define JAXCORE_I_ADD_SSE2(a, b) _mm_add_epi32(a, b)
#define JAXCORE_I_XOR_SSE2(a, b) _mm_xor_si128(a, b)
#define JAXCORE_I_ROTL_SSE2(v, r) _mm_or_si128(_mm_slli_epi32(v, r), _mm_srli_epi32(v, 32 - (r)))
#define JAXCORE_I_STORE_SSE2(p, v) _mm_storeu_si128((__m128i *)(void *)(p), v)
#define JAXCORE_I_SET1_SSE2(x) _mm_set1_epi32((int)(x))
#define JAXCORE_I_MIX_SSE2(r)                                                                      \
    JAXCORE_I_VMIX(JAXCORE_I_ADD_SSE2, JAXCORE_I_XOR_SSE2, JAXCORE_I_ROTL_SSE2, r, a, b)
#define JAXCORE_I_INJ_SSE2(KA, KB) JAXCORE_I_VINJ(JAXCORE_I_ADD_SSE2, KA, KB, a, b)

JAXCORE_I_PRIVATE void jaxcore_i_kernel_sse2(const uint32_t *ks, uint32_t x0, uint32_t step,
                                             uint32_t x1, size_t n, uint32_t *o0, uint32_t *o1,
                                             int xor_out) {
    size_t t = 0;
    if (n >= 16) {
        const __m128i K0 = JAXCORE_I_SET1_SSE2(ks[0]), K1 = JAXCORE_I_SET1_SSE2(ks[1]),
                      K2 = JAXCORE_I_SET1_SSE2(ks[2]);
        const __m128i C1 = JAXCORE_I_SET1_SSE2(ks[2] + 1u), C2 = JAXCORE_I_SET1_SSE2(ks[0] + 2u),
                      C3 = JAXCORE_I_SET1_SSE2(ks[1] + 3u), C4 = JAXCORE_I_SET1_SSE2(ks[2] + 4u),
                      C5 = JAXCORE_I_SET1_SSE2(ks[0] + 5u);
        const __m128i lane = _mm_setr_epi32(0, 1, 2, 3);
        const __m128i s0 = JAXCORE_I_SET1_SSE2(4u * step), s1 = JAXCORE_I_SET1_SSE2(4u);
        __m128i c0 = JAXCORE_I_SET1_SSE2(x0 + ks[0]), c1 = JAXCORE_I_SET1_SSE2(x1 + ks[1]);
        if (step) c0 = _mm_add_epi32(c0, lane);
        c1 = _mm_add_epi32(c1, lane);
        for (; t + 16 <= n; t += 16) {
            __m128i a0 = c0, b0 = c1, a1, b1, a2, b2, a3, b3;
            a1 = _mm_add_epi32(a0, s0);
            b1 = _mm_add_epi32(b0, s1);
            a2 = _mm_add_epi32(a1, s0);
            b2 = _mm_add_epi32(b1, s1);
            a3 = _mm_add_epi32(a2, s0);
            b3 = _mm_add_epi32(b2, s1);
            c0 = _mm_add_epi32(a3, s0);
            c1 = _mm_add_epi32(b3, s1);
            JAXCORE_I_VTF20(JAXCORE_I_MIX_SSE2, JAXCORE_I_INJ_SSE2);
            JAXCORE_I_VSTORE(JAXCORE_I_STORE_SSE2, JAXCORE_I_XOR_SSE2, 4, a, b, 0)
        }
    }
    JAXCORE_I_VTAIL();
}
#endif

#if defined(JAXCORE_I_HAVE_AVX2) || defined(JAXCORE_I_HAVE_AVX512)
#define JAXCORE_I_CPU_KNOWN 1u
#define JAXCORE_I_CPU_AVX2 2u
#define JAXCORE_I_CPU_AVX512 4u

static unsigned jaxcore_i_cpu_cache; /* 0 = not detected yet; see above */

JAXCORE_I_PRIVATE unsigned jaxcore_i_x86_detect(void) {
    unsigned a, b, c, d, max, f = JAXCORE_I_CPU_KNOWN, xcr0 = 0, xcr0_hi = 0;
    max = __get_cpuid_max(0, NULL);
    if (max < 7) return f;
    __cpuid(1, a, b, c, d);
    if (!(c >> 27 & 1u) || !(c >> 28 & 1u)) return f; /* OSXSAVE and AVX */
    __asm__ __volatile__("xgetbv" : "=a"(xcr0), "=d"(xcr0_hi) : "c"(0));
    (void)xcr0_hi;
    __cpuid_count(7, 0, a, b, c, d);
    if ((xcr0 & 0x6u) == 0x6u && (b >> 5 & 1u)) f |= JAXCORE_I_CPU_AVX2;
    if ((xcr0 & 0xe6u) == 0xe6u && (b >> 16 & 1u) && (b >> 31 & 1u)) f |= JAXCORE_I_CPU_AVX512;
    return f;
}

JAXCORE_I_PRIVATE unsigned jaxcore_i_x86_features(void) {
    unsigned f = __atomic_load_n(&jaxcore_i_cpu_cache, __ATOMIC_RELAXED);
    if (!f) {
        f = jaxcore_i_x86_detect();
        __atomic_store_n(&jaxcore_i_cpu_cache, f, __ATOMIC_RELAXED);
    }
    return f;
}
#endif

#ifdef JAXCORE_I_HAVE_AVX2
#define JAXCORE_I_ADD_AVX2(a, b) _mm256_add_epi32(a, b)
#define JAXCORE_I_XOR_AVX2(a, b) _mm256_xor_si256(a, b)
/* Rotations by 16 and 24 are byte shuffles (one vpshufb instead of shift, shift, or). */
#define JAXCORE_I_ROTL_AVX2(v, r)                                                                  \
    ((r) == 16   ? _mm256_shuffle_epi8(v, rot16)                                                   \
     : (r) == 24 ? _mm256_shuffle_epi8(v, rot24)                                                   \
                 : _mm256_or_si256(_mm256_slli_epi32(v, r), _mm256_srli_epi32(v, 32 - (r))))
#define JAXCORE_I_STORE_AVX2(p, v) _mm256_storeu_si256((__m256i *)(void *)(p), v)
#define JAXCORE_I_SET1_AVX2(x) _mm256_set1_epi32((int)(x))
#define JAXCORE_I_MIX_AVX2(r)                                                                      \
    JAXCORE_I_VMIX(JAXCORE_I_ADD_AVX2, JAXCORE_I_XOR_AVX2, JAXCORE_I_ROTL_AVX2, r, a, b)
#define JAXCORE_I_INJ_AVX2(KA, KB) JAXCORE_I_VINJ(JAXCORE_I_ADD_AVX2, KA, KB, a, b)

JAXCORE_I_PRIVATE __attribute__((target("avx2"))) void
jaxcore_i_kernel_avx2(const uint32_t *ks, uint32_t x0, uint32_t step, uint32_t x1, size_t n,
                      uint32_t *o0, uint32_t *o1, int xor_out) {
    size_t t = 0;
    if (n >= 32) {
        const __m256i K0 = JAXCORE_I_SET1_AVX2(ks[0]), K1 = JAXCORE_I_SET1_AVX2(ks[1]),
                      K2 = JAXCORE_I_SET1_AVX2(ks[2]);
        const __m256i C1 = JAXCORE_I_SET1_AVX2(ks[2] + 1u), C2 = JAXCORE_I_SET1_AVX2(ks[0] + 2u),
                      C3 = JAXCORE_I_SET1_AVX2(ks[1] + 3u), C4 = JAXCORE_I_SET1_AVX2(ks[2] + 4u),
                      C5 = JAXCORE_I_SET1_AVX2(ks[0] + 5u);
        const __m256i lane = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
        const __m256i rot16 =
            _mm256_setr_epi8(2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13, 2, 3, 0, 1, 6, 7,
                             4, 5, 10, 11, 8, 9, 14, 15, 12, 13);
        const __m256i rot24 =
            _mm256_setr_epi8(1, 2, 3, 0, 5, 6, 7, 4, 9, 10, 11, 8, 13, 14, 15, 12, 1, 2, 3, 0, 5, 6,
                             7, 4, 9, 10, 11, 8, 13, 14, 15, 12);
        const __m256i s0 = JAXCORE_I_SET1_AVX2(8u * step), s1 = JAXCORE_I_SET1_AVX2(8u);
        __m256i c0 = JAXCORE_I_SET1_AVX2(x0 + ks[0]), c1 = JAXCORE_I_SET1_AVX2(x1 + ks[1]);
        if (step) c0 = _mm256_add_epi32(c0, lane);
        c1 = _mm256_add_epi32(c1, lane);
        for (; t + 32 <= n; t += 32) {
            __m256i a0 = c0, b0 = c1, a1, b1, a2, b2, a3, b3;
            a1 = _mm256_add_epi32(a0, s0);
            b1 = _mm256_add_epi32(b0, s1);
            a2 = _mm256_add_epi32(a1, s0);
            b2 = _mm256_add_epi32(b1, s1);
            a3 = _mm256_add_epi32(a2, s0);
            b3 = _mm256_add_epi32(b2, s1);
            c0 = _mm256_add_epi32(a3, s0);
            c1 = _mm256_add_epi32(b3, s1);
            JAXCORE_I_VTF20(JAXCORE_I_MIX_AVX2, JAXCORE_I_INJ_AVX2);
            JAXCORE_I_VSTORE(JAXCORE_I_STORE_AVX2, JAXCORE_I_XOR_AVX2, 8, a, b, 0)
        }
    }
    JAXCORE_I_VTAIL();
}
#endif

#ifdef JAXCORE_I_HAVE_AVX512
#define JAXCORE_I_ADD_AVX512(a, b) _mm512_add_epi32(a, b)
#define JAXCORE_I_XOR_AVX512(a, b) _mm512_xor_si512(a, b)
/* maskz with a full mask: plain vprold, and no _mm512_undefined (g++ 12 warns on it) */
#define JAXCORE_I_ROTL_AVX512(v, r) _mm512_maskz_rol_epi32((__mmask16)0xffff, v, r)
#define JAXCORE_I_STORE_AVX512(p, v) _mm512_storeu_si512((void *)(p), v)
#define JAXCORE_I_SET1_AVX512(x) _mm512_set1_epi32((int)(x))

/* Eight vector pairs in flight (two groups, a/b and e/f): 4 % faster than four with gcc
   on Zen 4, the same with clang. */
#define JAXCORE_I_MIX_AVX512(r)                                                                    \
    JAXCORE_I_VMIX(JAXCORE_I_ADD_AVX512, JAXCORE_I_XOR_AVX512, JAXCORE_I_ROTL_AVX512, r, a, b);    \
    JAXCORE_I_VMIX(JAXCORE_I_ADD_AVX512, JAXCORE_I_XOR_AVX512, JAXCORE_I_ROTL_AVX512, r, e, f)
#define JAXCORE_I_INJ_AVX512(KA, KB)                                                               \
    JAXCORE_I_VINJ(JAXCORE_I_ADD_AVX512, KA, KB, a, b);                                            \
    JAXCORE_I_VINJ(JAXCORE_I_ADD_AVX512, KA, KB, e, f)

JAXCORE_I_PRIVATE __attribute__((target("avx512f,avx512vl"))) void
jaxcore_i_kernel_avx512(const uint32_t *ks, uint32_t x0, uint32_t step, uint32_t x1, size_t n,
                        uint32_t *o0, uint32_t *o1, int xor_out) {
    size_t t = 0;
    if (n >= 128) {
        const __m512i K0 = JAXCORE_I_SET1_AVX512(ks[0]), K1 = JAXCORE_I_SET1_AVX512(ks[1]),
                      K2 = JAXCORE_I_SET1_AVX512(ks[2]);
        const __m512i C1 = JAXCORE_I_SET1_AVX512(ks[2] + 1u),
                      C2 = JAXCORE_I_SET1_AVX512(ks[0] + 2u),
                      C3 = JAXCORE_I_SET1_AVX512(ks[1] + 3u),
                      C4 = JAXCORE_I_SET1_AVX512(ks[2] + 4u),
                      C5 = JAXCORE_I_SET1_AVX512(ks[0] + 5u);
        const __m512i lane = _mm512_set_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
        const __m512i s0 = JAXCORE_I_SET1_AVX512(16u * step), s1 = JAXCORE_I_SET1_AVX512(16u);
        __m512i c0 = JAXCORE_I_SET1_AVX512(x0 + ks[0]), c1 = JAXCORE_I_SET1_AVX512(x1 + ks[1]);
        if (step) c0 = _mm512_add_epi32(c0, lane);
        c1 = _mm512_add_epi32(c1, lane);
        for (; t + 128 <= n; t += 128) {
            __m512i a0 = c0, b0 = c1, a1, b1, a2, b2, a3, b3, e0, f0, e1, f1, e2, f2, e3, f3;
            a1 = _mm512_add_epi32(a0, s0);
            b1 = _mm512_add_epi32(b0, s1);
            a2 = _mm512_add_epi32(a1, s0);
            b2 = _mm512_add_epi32(b1, s1);
            a3 = _mm512_add_epi32(a2, s0);
            b3 = _mm512_add_epi32(b2, s1);
            e0 = _mm512_add_epi32(a3, s0);
            f0 = _mm512_add_epi32(b3, s1);
            e1 = _mm512_add_epi32(e0, s0);
            f1 = _mm512_add_epi32(f0, s1);
            e2 = _mm512_add_epi32(e1, s0);
            f2 = _mm512_add_epi32(f1, s1);
            e3 = _mm512_add_epi32(e2, s0);
            f3 = _mm512_add_epi32(f2, s1);
            c0 = _mm512_add_epi32(e3, s0);
            c1 = _mm512_add_epi32(f3, s1);
            JAXCORE_I_VTF20(JAXCORE_I_MIX_AVX512, JAXCORE_I_INJ_AVX512);
            JAXCORE_I_VSTORE(JAXCORE_I_STORE_AVX512, JAXCORE_I_XOR_AVX512, 16, a, b, 0)
            JAXCORE_I_VSTORE(JAXCORE_I_STORE_AVX512, JAXCORE_I_XOR_AVX512, 16, e, f, 64)
        }
    }
    JAXCORE_I_VTAIL();
}
#endif

#ifdef JAXCORE_I_HAVE_NEON
#define JAXCORE_I_ROTL_NEON(v, r) vsriq_n_u32(vshlq_n_u32(v, r), v, 32 - (r))
#define JAXCORE_I_STORE_NEON(p, v) vst1q_u32(p, v)
#define JAXCORE_I_MIX_NEON(r) JAXCORE_I_VMIX(vaddq_u32, veorq_u32, JAXCORE_I_ROTL_NEON, r, a, b)
#define JAXCORE_I_INJ_NEON(KA, KB) JAXCORE_I_VINJ(vaddq_u32, KA, KB, a, b)

JAXCORE_I_PRIVATE void jaxcore_i_kernel_neon(const uint32_t *ks, uint32_t x0, uint32_t step,
                                             uint32_t x1, size_t n, uint32_t *o0, uint32_t *o1,
                                             int xor_out) {
    static const uint32_t lanes[4] = {0, 1, 2, 3};
    size_t t = 0;
    if (n >= 16) {
        const uint32x4_t K0 = vdupq_n_u32(ks[0]), K1 = vdupq_n_u32(ks[1]), K2 = vdupq_n_u32(ks[2]);
        const uint32x4_t C1 = vdupq_n_u32(ks[2] + 1u), C2 = vdupq_n_u32(ks[0] + 2u),
                         C3 = vdupq_n_u32(ks[1] + 3u), C4 = vdupq_n_u32(ks[2] + 4u),
                         C5 = vdupq_n_u32(ks[0] + 5u);
        const uint32x4_t lane = vld1q_u32(lanes);
        const uint32x4_t s0 = vdupq_n_u32(4u * step), s1 = vdupq_n_u32(4u);
        uint32x4_t c0 = vdupq_n_u32(x0 + ks[0]), c1 = vdupq_n_u32(x1 + ks[1]);
        if (step) c0 = vaddq_u32(c0, lane);
        c1 = vaddq_u32(c1, lane);
        for (; t + 16 <= n; t += 16) {
            uint32x4_t a0 = c0, b0 = c1, a1, b1, a2, b2, a3, b3;
            a1 = vaddq_u32(a0, s0);
            b1 = vaddq_u32(b0, s1);
            a2 = vaddq_u32(a1, s0);
            b2 = vaddq_u32(b1, s1);
            a3 = vaddq_u32(a2, s0);
            b3 = vaddq_u32(b2, s1);
            c0 = vaddq_u32(a3, s0);
            c1 = vaddq_u32(b3, s1);
            JAXCORE_I_VTF20(JAXCORE_I_MIX_NEON, JAXCORE_I_INJ_NEON);
            JAXCORE_I_VSTORE(JAXCORE_I_STORE_NEON, veorq_u32, 4, a, b, 0)
        }
    }
    JAXCORE_I_VTAIL();
}
#endif

/* -- Path selection ----------------------------------------------------------------------- */

static const char *const jaxcore_i_path_names[JAXCORE_PATH_COUNT] = {"auto", "scalar", "sse2",
                                                                     "avx2", "avx512", "neon"};

JAXCORE_API const char *jaxcore_prng_path_name(jaxcore_prng_path path) {
    return (int)path >= 0 && (int)path < (int)JAXCORE_PATH_COUNT ? jaxcore_i_path_names[path]
                                                                 : NULL;
}

JAXCORE_API jaxcore_result jaxcore_prng_path_from_name(const char *name, size_t len,
                                                       jaxcore_prng_path *out) {
    int i;
    if (!name || !out) return JAXCORE_ERR_NULL;
    for (i = 0; i < (int)JAXCORE_PATH_COUNT; ++i) {
        if (jaxcore_i_streq(name, len, jaxcore_i_path_names[i])) {
            *out = (jaxcore_prng_path)i;
            return JAXCORE_OK;
        }
    }
    return JAXCORE_ERR_INVALID_ARG;
}

/* The kernel of a path, or NULL when the path is not compiled in or not supported. */
JAXCORE_I_PRIVATE jaxcore_i_tf_kernel jaxcore_i_kernel_of(jaxcore_prng_path path) {
    switch (path) {
    case JAXCORE_PATH_AUTO: return jaxcore_i_kernel_of(jaxcore_prng_path_auto());
    case JAXCORE_PATH_SCALAR: return jaxcore_i_kernel_scalar;
#ifdef JAXCORE_I_HAVE_SSE2
    case JAXCORE_PATH_SSE2: return jaxcore_i_kernel_sse2;
#endif
#ifdef JAXCORE_I_HAVE_AVX2
    case JAXCORE_PATH_AVX2:
        return (jaxcore_i_x86_features() & JAXCORE_I_CPU_AVX2) ? jaxcore_i_kernel_avx2 : NULL;
#endif
#ifdef JAXCORE_I_HAVE_AVX512
    case JAXCORE_PATH_AVX512:
        return (jaxcore_i_x86_features() & JAXCORE_I_CPU_AVX512) ? jaxcore_i_kernel_avx512 : NULL;
#endif
#ifdef JAXCORE_I_HAVE_NEON
    case JAXCORE_PATH_NEON: return jaxcore_i_kernel_neon;
#endif
    default: return NULL;
    }
}

JAXCORE_API int jaxcore_prng_path_supported(jaxcore_prng_path path) {
    return jaxcore_i_kernel_of(path) != NULL;
}

JAXCORE_API jaxcore_prng_path jaxcore_prng_path_auto(void) {
#ifdef JAXCORE_I_HAVE_AVX512
    if (jaxcore_i_x86_features() & JAXCORE_I_CPU_AVX512) return JAXCORE_PATH_AVX512;
#endif
#ifdef JAXCORE_I_HAVE_AVX2
    if (jaxcore_i_x86_features() & JAXCORE_I_CPU_AVX2) return JAXCORE_PATH_AVX2;
#endif
#ifdef JAXCORE_I_HAVE_NEON
    return JAXCORE_PATH_NEON;
#elif defined(JAXCORE_I_HAVE_SSE2)
    return JAXCORE_PATH_SSE2;
#else
    return JAXCORE_PATH_SCALAR;
#endif
}

/* -- Public block functions --------------------------------------------------------------- */

/* The caller's config, or JAX's defaults for NULL. */
JAXCORE_I_PRIVATE jaxcore_prng_config jaxcore_i_cfg(const jaxcore_prng_config *cfg) {
    jaxcore_prng_config c = {0, 0, JAXCORE_PATH_AUTO, 0, 0};
    if (cfg) c = *cfg;
    return c;
}

JAXCORE_API jaxcore_result jaxcore_threefry2x32_block(const uint32_t key[2], const uint32_t ctr[2],
                                                      unsigned rounds, uint32_t out[2]) {
    uint32_t x0, x1;
    if (!key || !ctr || !out) return JAXCORE_ERR_NULL;
    x0 = ctr[0];
    x1 = ctr[1];
    jaxcore_i_tf_rounds(key[0], key[1], &x0, &x1, rounds);
    out[0] = x0;
    out[1] = x1;
    return JAXCORE_OK;
}

JAXCORE_API jaxcore_result jaxcore_threefry_2x32(const uint32_t key[2], const uint32_t *counts,
                                                 size_t n, uint32_t *out) {
    uint32_t ks[3];
    size_t h = n / 2 + (n & 1), j;
    if (!n) return JAXCORE_OK;
    if (!key || !counts || !out) return JAXCORE_ERR_NULL;
    jaxcore_i_tf_ks(key, ks);
    /* Pair j reads counts[j] and counts[h+j] and writes out[j], out[h+j]: in place is safe. */
    for (j = 0; j < h; ++j) {
        uint32_t x0 = counts[j], x1 = h + j < n ? counts[h + j] : 0u;
        jaxcore_i_tf20(ks, &x0, &x1);
        out[j] = x0;
        if (h + j < n) out[h + j] = x1;
    }
    return JAXCORE_OK;
}

JAXCORE_API jaxcore_result jaxcore_threefry2x32_stream(const uint32_t key[2], uint32_t x0,
                                                       uint32_t x0_step, uint32_t x1, size_t n,
                                                       uint32_t *y0, uint32_t *y1,
                                                       const jaxcore_prng_config *cfg) {
    jaxcore_prng_config c = jaxcore_i_cfg(cfg);
    jaxcore_i_tf_kernel kern;
    uint32_t ks[3];
    if (x0_step > 1) return JAXCORE_ERR_INVALID_ARG;
    if ((int)c.path < 0 || (int)c.path >= (int)JAXCORE_PATH_COUNT ||
        !(kern = jaxcore_i_kernel_of(c.path)))
        return JAXCORE_ERR_UNSUPPORTED_PATH;
    if (!n || (!y0 && !y1)) return JAXCORE_OK;
    if (!key) return JAXCORE_ERR_NULL;
    jaxcore_i_tf_ks(key, ks);
    kern(ks, x0, x0_step, x1, n, y0, y1, 0);
    return JAXCORE_OK;
}

/* -- threefry2x32 as JAX lays it out (PRNG.md 2, 4, 5) ------------------------------------ */

#define JAXCORE_I_CHUNK 512 /* blocks per stack buffer in the converting loops */

/* Partitionable layout: blocks for flat indices [start, start+count), split where the
   high counter word changes so that each kernel call sees a constant hi(i). */
JAXCORE_I_PRIVATE void jaxcore_i_part_blocks(jaxcore_i_tf_kernel kern, const uint32_t *ks,
                                             uint64_t start, size_t count, uint32_t *o0,
                                             uint32_t *o1, int xor_out) {
    while (count) {
        uint32_t hi = (uint32_t)(start >> 32), lo = (uint32_t)start;
        uint64_t room = ((uint64_t)1 << 32) - lo;
        size_t run = (uint64_t)count < room ? count : (size_t)room;
        kern(ks, hi, 0, lo, run, o0, o1, xor_out);
        if (o0) o0 += run;
        if (o1) o1 += run;
        start += run;
        count -= run;
    }
}

/* Words [a, a+cnt) of threefry_2x32(ks, iota(m)) (PRNG.md 1a), m < 2^32: word j < h is
   y0 of block j with counter (j, h+j), word h+j is its y1; for odd m the last block's
   counter is (h-1, 0). Blocks needed by both halves are computed once. */
JAXCORE_I_PRIVATE void jaxcore_i_array_words(jaxcore_i_tf_kernel kern, const uint32_t *ks,
                                             uint32_t m, uint32_t a, uint32_t cnt, uint32_t *dst) {
    uint32_t h = m / 2 + (m & 1), b = a + cnt;
    /* blocks [f0, f1) give first-half words, blocks [s0, s1) second-half words */
    uint32_t f0 = a < h ? a : h, f1 = b < h ? b : h;
    uint32_t s0 = a > h ? a - h : 0, s1 = b > h ? b - h : 0;
    uint32_t both0, both1;
    if (!cnt) return;
    if (m & 1 && f1 == h && f0 < f1) { /* the padded block: counter (h-1, 0), y0 only */
        uint32_t x0 = h - 1, x1 = 0;
        jaxcore_i_tf20(ks, &x0, &x1);
        dst[h - 1 - a] = x0;
        --f1;
    }
    both0 = f0 > s0 ? f0 : s0;
    both1 = f1 < s1 ? f1 : s1;
/* block j's y0 is dst[j - a], its y1 dst[h + j - a] */
#define JAXCORE_I_FIRST(j) (dst + ((j)-a))
#define JAXCORE_I_SECOND(j) (dst + (h + (j)-a))
    if (both0 < both1) {
        kern(ks, both0, 1, h + both0, both1 - both0, JAXCORE_I_FIRST(both0),
             JAXCORE_I_SECOND(both0), 0);
        if (f0 < both0) kern(ks, f0, 1, h + f0, both0 - f0, JAXCORE_I_FIRST(f0), NULL, 0);
        if (both1 < f1) kern(ks, both1, 1, h + both1, f1 - both1, JAXCORE_I_FIRST(both1), NULL, 0);
        if (s0 < both0) kern(ks, s0, 1, h + s0, both0 - s0, NULL, JAXCORE_I_SECOND(s0), 0);
        if (both1 < s1) kern(ks, both1, 1, h + both1, s1 - both1, NULL, JAXCORE_I_SECOND(both1), 0);
    } else {
        if (f0 < f1) kern(ks, f0, 1, h + f0, f1 - f0, JAXCORE_I_FIRST(f0), NULL, 0);
        if (s0 < s1) kern(ks, s0, 1, h + s0, s1 - s0, NULL, JAXCORE_I_SECOND(s0), 0);
    }
#undef JAXCORE_I_FIRST
#undef JAXCORE_I_SECOND
}

#define JAXCORE_I_U32_MAX 0xffffffffu

/* Word t of legacy split(key, nb) flattened, i.e. of threefry_2x32(key, iota(2 nb))
   (PRNG.md 4): h = nb, word t < nb is y0 of block t, word nb + j is y1 of block j. */
JAXCORE_I_PRIVATE uint32_t jaxcore_i_legacy_split_word(const uint32_t *ks, uint32_t nb,
                                                       uint32_t t) {
    uint32_t j = t < nb ? t : t - nb, x0 = j, x1 = nb + j;
    jaxcore_i_tf20(ks, &x0, &x1);
    return t < nb ? x0 : x1;
}

/* Words [a, a+cnt) of the legacy word stream of m words (PRNG.md 5b step 2), including
   the chunking into 2^32-1 word pieces with split keys when m >= 2^32 - 1. */
JAXCORE_I_PRIVATE void jaxcore_i_legacy_words(jaxcore_i_tf_kernel kern, const uint32_t *ks,
                                              uint64_t m, uint64_t a, size_t cnt, uint32_t *dst) {
    const uint64_t piece = JAXCORE_I_U32_MAX;
    uint64_t nb = m / piece;
    if (!nb) {
        jaxcore_i_array_words(kern, ks, (uint32_t)m, (uint32_t)a, (uint32_t)cnt, dst);
        return;
    }
    while (cnt) {
        uint64_t b = a / piece, off = a % piece;
        uint64_t len = b < nb ? piece : m % piece;
        uint64_t run = len - off < (uint64_t)cnt ? len - off : (uint64_t)cnt;
        uint32_t sub[2], subks[3];
        sub[0] = jaxcore_i_legacy_split_word(ks, (uint32_t)(nb + 1), (uint32_t)(2 * b));
        sub[1] = jaxcore_i_legacy_split_word(ks, (uint32_t)(nb + 1), (uint32_t)(2 * b + 1));
        jaxcore_i_tf_ks(sub, subks);
        jaxcore_i_array_words(kern, subks, (uint32_t)len, (uint32_t)off, (uint32_t)run, dst);
        dst += run;
        a += run;
        cnt -= (size_t)run;
    }
}

JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_tf_seed(const jaxcore_prng_impl *impl, uint32_t hi,
                                                   uint32_t lo, uint32_t *key,
                                                   const jaxcore_prng_config *cfg) {
    (void)impl;
    (void)cfg;
    key[0] = hi;
    key[1] = lo;
    return JAXCORE_OK;
}

JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_tf_fold_in(const jaxcore_prng_impl *impl,
                                                      const uint32_t *key, uint32_t data,
                                                      uint32_t *out,
                                                      const jaxcore_prng_config *cfg) {
    uint32_t ks[3], x0 = 0, x1 = data;
    (void)impl;
    (void)cfg;
    jaxcore_i_tf_ks(key, ks);
    jaxcore_i_tf20(ks, &x0, &x1);
    out[0] = x0;
    out[1] = x1;
    return JAXCORE_OK;
}

JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_tf_split(const jaxcore_prng_impl *impl,
                                                    const uint32_t *key, uint64_t total,
                                                    uint64_t start, size_t count, uint32_t *out,
                                                    const jaxcore_prng_config *cfg) {
    jaxcore_i_tf_kernel kern = jaxcore_i_kernel_of(cfg->path);
    uint32_t ks[3];
    (void)impl;
    if (!kern) return JAXCORE_ERR_UNSUPPORTED_PATH;
    jaxcore_i_tf_ks(key, ks);
    if (cfg->legacy) {
        /* the words of threefry_2x32(key, iota(2 total)); key i = words 2i, 2i+1 */
        if (total > 0x7fffffffu) return JAXCORE_ERR_OVERFLOW;
        jaxcore_i_array_words(kern, ks, (uint32_t)(2 * total), (uint32_t)(2 * start),
                              (uint32_t)(2 * count), out);
        return JAXCORE_OK;
    }
    while (count) {
        uint32_t y0[JAXCORE_I_CHUNK], y1[JAXCORE_I_CHUNK];
        size_t run = count < JAXCORE_I_CHUNK ? count : JAXCORE_I_CHUNK, t;
        jaxcore_i_part_blocks(kern, ks, start, run, y0, y1, 0);
        for (t = 0; t < run; ++t) {
            out[2 * t] = y0[t];
            out[2 * t + 1] = y1[t];
        }
        out += 2 * run;
        start += run;
        count -= run;
    }
    return JAXCORE_OK;
}

/* Converts n blocks' words (y0, y1) to bits of `width` at out + index (partitionable
   combination, PRNG.md 5a; legacy 64-bit is the same combination, 5b). */
JAXCORE_I_PRIVATE void jaxcore_i_combine(unsigned width, const uint32_t *y0, const uint32_t *y1,
                                         size_t n, void *out, size_t index) {
    size_t t;
    switch (width) {
    case 8:
        for (t = 0; t < n; ++t)
            ((uint8_t *)out)[index + t] = (uint8_t)(y0[t] ^ y1[t]);
        break;
    case 16:
        for (t = 0; t < n; ++t)
            ((uint16_t *)out)[index + t] = (uint16_t)(y0[t] ^ y1[t]);
        break;
    case 32:
        for (t = 0; t < n; ++t)
            ((uint32_t *)out)[index + t] = y0[t] ^ y1[t];
        break;
    default:
        for (t = 0; t < n; ++t)
            ((uint64_t *)out)[index + t] = (uint64_t)y0[t] << 32 | y1[t];
        break;
    }
}

JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_tf_bits(const jaxcore_prng_impl *impl,
                                                   const uint32_t *key, unsigned width,
                                                   uint64_t total, uint64_t start, size_t count,
                                                   void *out, const jaxcore_prng_config *cfg) {
    jaxcore_i_tf_kernel kern = jaxcore_i_kernel_of(cfg->path);
    uint32_t ks[3], y0[JAXCORE_I_CHUNK], y1[JAXCORE_I_CHUNK];
    size_t done = 0;
    (void)impl;
    if (!kern) return JAXCORE_ERR_UNSUPPORTED_PATH;
    jaxcore_i_tf_ks(key, ks);
    if (!cfg->legacy) {
        if (width == 32) {
            jaxcore_i_part_blocks(kern, ks, start, count, (uint32_t *)out, NULL, 1);
            return JAXCORE_OK;
        }
        while (done < count) {
            size_t run = count - done < JAXCORE_I_CHUNK ? count - done : JAXCORE_I_CHUNK;
            jaxcore_i_part_blocks(kern, ks, start + done, run, y0, y1, 0);
            jaxcore_i_combine(width, y0, y1, run, out, done);
            done += run;
        }
        return JAXCORE_OK;
    }
    if (width == 32) {
        jaxcore_i_legacy_words(kern, ks, total, start, count, (uint32_t *)out);
    } else if (width == 64) {
        /* m = 2 total words; element i = word i << 32 | word total+i */
        if (total >= ((uint64_t)1 << 62)) return JAXCORE_ERR_OVERFLOW;
        while (done < count) {
            size_t run = count - done < JAXCORE_I_CHUNK ? count - done : JAXCORE_I_CHUNK;
            if (2 * total < JAXCORE_I_U32_MAX) { /* one array: block i = counter (i, total+i) */
                kern(ks, (uint32_t)(start + done), 1, (uint32_t)(total + start + done), run, y0, y1,
                     0);
            } else {
                jaxcore_i_legacy_words(kern, ks, 2 * total, start + done, run, y0);
                jaxcore_i_legacy_words(kern, ks, 2 * total, total + start + done, run, y1);
            }
            jaxcore_i_combine(64, y0, y1, run, out, done);
            done += run;
        }
    } else {
        /* 32/width little-endian pieces per word of the m-word stream */
        unsigned per = 32 / width;
        uint64_t m = (total + per - 1) / per;
        uint64_t e = start;
        while (done < count) {
            uint64_t w0 = e / per;
            size_t k = (size_t)(e % per), run, t;
            uint64_t last = (start + count - 1) / per; /* last word needed */
            size_t nw =
                last - w0 + 1 < JAXCORE_I_CHUNK ? (size_t)(last - w0 + 1) : (size_t)JAXCORE_I_CHUNK;
            jaxcore_i_legacy_words(kern, ks, m, w0, nw, y0);
            run = nw * per - k;
            if (run > count - done) run = count - done;
            for (t = 0; t < run; ++t, ++k) {
                uint32_t piece = y0[k / per] >> (width * (k % per));
                if (width == 8)
                    ((uint8_t *)out)[done + t] = (uint8_t)piece;
                else
                    ((uint16_t *)out)[done + t] = (uint16_t)piece;
            }
            done += run;
            e += run;
        }
    }
    return JAXCORE_OK;
}

static const jaxcore_prng_impl jaxcore_i_threefry2x32 = {
    "threefry2x32",    "fry", 2, jaxcore_i_tf_seed, jaxcore_i_tf_split, jaxcore_i_tf_fold_in,
    jaxcore_i_tf_bits, NULL};

JAXCORE_API const jaxcore_prng_impl *jaxcore_threefry2x32(void) { return &jaxcore_i_threefry2x32; }

/* ==== keys =============================================================================== */

JAXCORE_API const jaxcore_prng_impl *jaxcore_prng_impl_by_name(const char *name, size_t len) {
    const jaxcore_prng_impl *all[1];
    size_t i;
    all[0] = jaxcore_threefry2x32();
    if (!name) return NULL;
    for (i = 0; i < sizeof all / sizeof all[0]; ++i)
        if (jaxcore_i_streq(name, len, all[i]->name)) return all[i];
    return NULL;
}

/* A usable implementation: every function present and a valid word count. */
JAXCORE_I_PRIVATE int jaxcore_i_impl_ok(const jaxcore_prng_impl *impl) {
    return impl && impl->seed && impl->split && impl->fold_in && impl->bits &&
           impl->key_words >= 1 && impl->key_words <= JAXCORE_KEY_MAX_WORDS;
}

JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_check_cfg(const jaxcore_prng_config *c) {
    if ((int)c->path < 0 || (int)c->path >= (int)JAXCORE_PATH_COUNT ||
        !jaxcore_prng_path_supported(c->path))
        return JAXCORE_ERR_UNSUPPORTED_PATH;
    return JAXCORE_OK;
}

JAXCORE_I_PRIVATE void jaxcore_i_make_key(const jaxcore_prng_impl *impl, const uint32_t *words,
                                          jaxcore_key *out) {
    unsigned i;
    out->impl = impl;
    for (i = 0; i < JAXCORE_KEY_MAX_WORDS; ++i)
        out->data[i] = i < impl->key_words ? words[i] : 0;
}

JAXCORE_API jaxcore_result jaxcore_random_key(const jaxcore_prng_impl *impl, int64_t seed,
                                              jaxcore_dtype seed_dtype,
                                              const jaxcore_prng_config *cfg, jaxcore_key *out) {
    jaxcore_prng_config c = jaxcore_i_cfg(cfg);
    uint64_t v = (uint64_t)seed, mask;
    unsigned bits; /* width of the seed's dtype after canonicalization */
    int is_signed = 1;
    uint32_t words[JAXCORE_KEY_MAX_WORDS] = {0, 0, 0, 0};
    jaxcore_result r;
    if (!impl) impl = jaxcore_threefry2x32();
    if (!out) return JAXCORE_ERR_NULL;
    if (!jaxcore_i_impl_ok(impl)) return JAXCORE_ERR_IMPL_MISMATCH;
    switch (seed_dtype) {
    case JAXCORE_PY_INT: /* np.int64, then int32 (wrapping) unless x64 */
        if (!c.x64 && c.jit && (seed < -(int64_t)0x80000000 || seed > 0x7fffffff))
            return JAXCORE_ERR_OVERFLOW;
        bits = c.x64 ? 64 : 32;
        break;
    case JAXCORE_INT8:
    case JAXCORE_INT16:
    case JAXCORE_INT32:
        bits = seed_dtype == JAXCORE_INT8 ? 8 : seed_dtype == JAXCORE_INT16 ? 16 : 32;
        if (seed < -((int64_t)1 << (bits - 1)) || seed >= ((int64_t)1 << (bits - 1)))
            return JAXCORE_ERR_OVERFLOW;
        break;
    case JAXCORE_UINT8:
    case JAXCORE_UINT16:
    case JAXCORE_UINT32:
        bits = seed_dtype == JAXCORE_UINT8 ? 8 : seed_dtype == JAXCORE_UINT16 ? 16 : 32;
        if (seed < 0 || seed >= ((int64_t)1 << bits)) return JAXCORE_ERR_OVERFLOW;
        is_signed = 0;
        break;
    case JAXCORE_INT64: bits = c.x64 ? 64 : 32; break;
    case JAXCORE_UINT64:
        bits = c.x64 ? 64 : 32;
        is_signed = 0;
        break;
    default: return JAXCORE_ERR_INVALID_DTYPE;
    }
    /* jax_random_seed_offset is added in the seed's dtype, wrapping */
    v += (uint64_t)c.seed_offset;
    mask = bits == 64 ? ~(uint64_t)0 : (((uint64_t)1 << bits) - 1);
    v &= mask;
    if (is_signed && bits < 64 && (v >> (bits - 1) & 1u)) v |= ~mask; /* sign-extend */
    /* k0 = seed >> 32 in the seed's dtype (0 below 64 bits); k1 = low 32 bits */
    r = impl->seed(impl, bits == 64 ? (uint32_t)(v >> 32) : 0u, (uint32_t)v, words, &c);
    if (r != JAXCORE_OK) return r;
    jaxcore_i_make_key(impl, words, out);
    return JAXCORE_OK;
}

/* Validates a key, the config and a slice [start, start+count) of total elements of
   `size` bytes each. */
JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_check_slice(const jaxcore_key *key,
                                                       const jaxcore_prng_config *c, uint64_t total,
                                                       uint64_t start, size_t count, size_t size,
                                                       const void *out) {
    jaxcore_result r;
    if (!jaxcore_i_impl_ok(key->impl)) return JAXCORE_ERR_IMPL_MISMATCH;
    if ((r = jaxcore_i_check_cfg(c)) != JAXCORE_OK) return r;
    if (start > total || (uint64_t)count > total - start) return JAXCORE_ERR_INVALID_ARG;
    if (count > (size_t)-1 / size) return JAXCORE_ERR_OVERFLOW;
    if (count && !out) return JAXCORE_ERR_NULL;
    return JAXCORE_OK;
}

JAXCORE_API jaxcore_result jaxcore_random_split_slice(jaxcore_key key, uint64_t total,
                                                      uint64_t start, size_t count,
                                                      jaxcore_key *out,
                                                      const jaxcore_prng_config *cfg) {
    jaxcore_prng_config c = jaxcore_i_cfg(cfg);
    jaxcore_result r = jaxcore_i_check_slice(&key, &c, total, start, count, sizeof *out, out);
    uint32_t words[64 * JAXCORE_KEY_MAX_WORDS];
    size_t done = 0, kw;
    if (r != JAXCORE_OK) return r;
    kw = key.impl->key_words;
    while (done < count) {
        size_t run = count - done < 64 ? count - done : 64, i;
        r = key.impl->split(key.impl, key.data, total, start + done, run, words, &c);
        if (r != JAXCORE_OK) return r; /* only before anything was written, for the built-ins */
        for (i = 0; i < run; ++i)
            jaxcore_i_make_key(key.impl, words + i * kw, &out[done + i]);
        done += run;
    }
    return JAXCORE_OK;
}

JAXCORE_API jaxcore_result jaxcore_random_split(jaxcore_key key, size_t n, jaxcore_key *out,
                                                const jaxcore_prng_config *cfg) {
    return jaxcore_random_split_slice(key, n, 0, n, out, cfg);
}

JAXCORE_API jaxcore_result jaxcore_random_fold_in(jaxcore_key key, uint32_t data, jaxcore_key *out,
                                                  const jaxcore_prng_config *cfg) {
    jaxcore_prng_config c = jaxcore_i_cfg(cfg);
    uint32_t words[JAXCORE_KEY_MAX_WORDS] = {0, 0, 0, 0};
    jaxcore_result r;
    if (!jaxcore_i_impl_ok(key.impl)) return JAXCORE_ERR_IMPL_MISMATCH;
    if ((r = jaxcore_i_check_cfg(&c)) != JAXCORE_OK) return r;
    if (!out) return JAXCORE_ERR_NULL;
    r = key.impl->fold_in(key.impl, key.data, data, words, &c);
    if (r == JAXCORE_OK) jaxcore_i_make_key(key.impl, words, out);
    return r;
}

JAXCORE_API jaxcore_result jaxcore_random_bits_slice(jaxcore_key key, unsigned width,
                                                     uint64_t total, uint64_t start, size_t count,
                                                     void *out, const jaxcore_prng_config *cfg) {
    jaxcore_prng_config c = jaxcore_i_cfg(cfg);
    jaxcore_result r;
    if (width != 8 && width != 16 && width != 32 && width != 64) return JAXCORE_ERR_WIDTH;
    r = jaxcore_i_check_slice(&key, &c, total, start, count, width / 8, out);
    if (r != JAXCORE_OK || !count) return r;
    return key.impl->bits(key.impl, key.data, width, total, start, count, out, &c);
}

JAXCORE_API jaxcore_result jaxcore_random_bits(jaxcore_key key, unsigned width, size_t n, void *out,
                                               const jaxcore_prng_config *cfg) {
    return jaxcore_random_bits_slice(key, width, n, 0, n, out, cfg);
}

JAXCORE_API jaxcore_result jaxcore_key_data(jaxcore_key key, uint32_t *out, size_t cap,
                                            size_t *nwords) {
    unsigned i;
    if (!jaxcore_i_impl_ok(key.impl)) return JAXCORE_ERR_IMPL_MISMATCH;
    if (nwords) *nwords = key.impl->key_words;
    if (cap < key.impl->key_words) return out || cap ? JAXCORE_ERR_BUFFER_TOO_SMALL : JAXCORE_OK;
    if (!out) return JAXCORE_ERR_NULL;
    for (i = 0; i < key.impl->key_words; ++i)
        out[i] = key.data[i];
    return JAXCORE_OK;
}

JAXCORE_API jaxcore_result jaxcore_wrap_key_data(const jaxcore_prng_impl *impl,
                                                 const uint32_t *words, size_t nwords,
                                                 jaxcore_key *out) {
    if (!impl) impl = jaxcore_threefry2x32();
    if (!jaxcore_i_impl_ok(impl) || nwords != impl->key_words) return JAXCORE_ERR_IMPL_MISMATCH;
    if (!words || !out) return JAXCORE_ERR_NULL;
    jaxcore_i_make_key(impl, words, out);
    return JAXCORE_OK;
}

JAXCORE_API int jaxcore_key_equal(jaxcore_key a, jaxcore_key b) {
    unsigned i;
    if (a.impl != b.impl || !a.impl) return 0;
    for (i = 0; i < a.impl->key_words && i < JAXCORE_KEY_MAX_WORDS; ++i)
        if (a.data[i] != b.data[i]) return 0;
    return 1;
}

JAXCORE_I_PRIVATE void jaxcore_i_put_key_dtype(jaxcore_i_text *t, const void *ctx) {
    jaxcore_i_put(t, "key<");
    jaxcore_i_put(t, ((const jaxcore_prng_impl *)ctx)->tag);
    jaxcore_i_put(t, ">");
}

JAXCORE_API jaxcore_result jaxcore_key_dtype_name(jaxcore_key key, char *buf, size_t cap,
                                                  size_t *len) {
    if (!jaxcore_i_impl_ok(key.impl) || !key.impl->tag) return JAXCORE_ERR_IMPL_MISMATCH;
    return jaxcore_i_emit(jaxcore_i_put_key_dtype, key.impl, buf, cap, len);
}
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

/* ---- Samplers -----------------------------------------------------------------------------
   Values travel as float64 bit patterns holding a value of the sampler's format; every
   operation rounds once to that format (jaxcore_i_g*). Transcendentals of float16 and
   bfloat16 are computed in float32 and rounded to the format, as XLA upcasts them. */

#define JAXCORE_I_SB 0x8000000000000000u
#define JAXCORE_I_ONE 0x3ff0000000000000u
#define JAXCORE_I_RCHUNK 256

JAXCORE_I_PRIVATE uint64_t jaxcore_i_gfma(uint64_t a, uint64_t b, uint64_t c, int fmt) {
    return jaxcore_i_widen(jaxcore_i_fma(a, b, c, fmt), fmt);
}
JAXCORE_I_PRIVATE uint64_t jaxcore_i_gmul(uint64_t a, uint64_t b, int fmt) {
    return jaxcore_i_gfma(a, b, JAXCORE_I_SB, fmt);
}
JAXCORE_I_PRIVATE uint64_t jaxcore_i_gadd(uint64_t a, uint64_t b, int fmt) {
    return jaxcore_i_gfma(a, JAXCORE_I_ONE, b, fmt);
}
JAXCORE_I_PRIVATE uint64_t jaxcore_i_gsub(uint64_t a, uint64_t b, int fmt) {
    return jaxcore_i_gfma(a, JAXCORE_I_ONE, b ^ JAXCORE_I_SB, fmt);
}
JAXCORE_I_PRIVATE uint64_t jaxcore_i_gdiv(uint64_t a, uint64_t b, int fmt) {
    return jaxcore_i_widen(jaxcore_i_div(a, b, fmt), fmt);
}
JAXCORE_I_PRIVATE uint64_t jaxcore_i_gsqrt(uint64_t a, int fmt) {
    return jaxcore_i_widen(jaxcore_i_sqrt(a, fmt), fmt);
}
JAXCORE_I_PRIVATE uint64_t jaxcore_i_gmad(uint64_t a, uint64_t b, uint64_t c, int fmt, int fused) {
    return fused ? jaxcore_i_gfma(a, b, c, fmt) : jaxcore_i_gadd(jaxcore_i_gmul(a, b, fmt), c, fmt);
}
/* a float64 value rounded to fmt, as float64 bits */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_gcast(uint64_t x, int fmt) {
    return jaxcore_i_widen(jaxcore_i_narrow(x, fmt), fmt);
}
/* a float32 result (bits) of a transcendental, rounded to fmt */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_gfrom32(uint32_t r, int fmt) {
    return jaxcore_i_gcast(JAXCORE_I_W32(r), fmt);
}

enum { JAXCORE_I_LOG, JAXCORE_I_LOG1P, JAXCORE_I_EXP, JAXCORE_I_ERFINV, JAXCORE_I_ERF };

/* fn(x) in fmt: float64 natively, the others through float32. */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_gfn(int fn, uint64_t x, int fmt, int fused) {
    uint32_t x32;
    if (fmt == JAXCORE_I_F64) {
        switch (fn) {
        case JAXCORE_I_LOG: return jaxcore_i_log64(x);
        case JAXCORE_I_LOG1P: return jaxcore_i_log1p64(x, fused);
        case JAXCORE_I_EXP: return jaxcore_i_exp64(x);
        case JAXCORE_I_ERFINV: return jaxcore_i_erfinv64(x, fused);
        default: return jaxcore_i_nan_bits(JAXCORE_I_F64);
        }
    }
    x32 = (uint32_t)jaxcore_i_narrow(x, JAXCORE_I_F32);
    switch (fn) {
    case JAXCORE_I_LOG: return jaxcore_i_gfrom32(jaxcore_i_log32(x32), fmt);
    case JAXCORE_I_LOG1P: return jaxcore_i_gfrom32(jaxcore_i_log1p32(x32, fused), fmt);
    case JAXCORE_I_EXP: return jaxcore_i_gfrom32(jaxcore_i_exp32(x32), fmt);
    case JAXCORE_I_ERFINV: return jaxcore_i_gfrom32(jaxcore_i_erfinv32(x32, fused), fmt);
    default: return jaxcore_i_gfrom32(jaxcore_i_erf32(x32, fused), fmt);
    }
}

/* tan(x) for float64 bits, |x| <= ~pi/2: sin/cos Taylor on [-pi/4, pi/4], with
   tan(x) = -1/tan(x -+ pi/2) beyond (pi/2 as a hi+lo pair). */
static const double jaxcore_i_sin_c[11] = {1.0,
                                           -0.16666666666666666,
                                           0.0083333333333333332,
                                           -0.00019841269841269841,
                                           2.7557319223985893e-06,
                                           -2.505210838544172e-08,
                                           1.6059043836821613e-10,
                                           -7.6471637318198164e-13,
                                           2.8114572543455206e-15,
                                           -8.2206352466243295e-18,
                                           1.9572941063391263e-20};
static const double jaxcore_i_cos_c[11] = {1.0,
                                           -0.5,
                                           0.041666666666666664,
                                           -0.0013888888888888889,
                                           2.4801587301587302e-05,
                                           -2.7557319223985888e-07,
                                           2.08767569878681e-09,
                                           -1.1470745597729725e-11,
                                           4.7794773323873853e-14,
                                           -1.5619206968586225e-16,
                                           4.1103176233121648e-19};

JAXCORE_I_PRIVATE uint64_t jaxcore_i_tan64(uint64_t x) {
    uint64_t ax = x & ~JAXCORE_I_SB, y = x, z, s, c;
    int i, flip = 0;
    if (jaxcore_i_isnan64(x) || ax >= 0x7ff0000000000000u) return jaxcore_i_nan_bits(0);
    if (ax > 0x3fe921fb54442d18u) { /* |x| > pi/4 */
        uint64_t hi = 0x3ff921fb54442d18u, lo = 0x3c91a62633145c07u, sg = x & JAXCORE_I_SB;
        y = jaxcore_i_f64_sub(jaxcore_i_f64_sub(x, hi | sg), lo | sg);
        flip = 1;
    }
    z = jaxcore_i_f64_mul(y, y);
    s = jaxcore_i_dbits(jaxcore_i_sin_c[10]);
    c = jaxcore_i_dbits(jaxcore_i_cos_c[10]);
    for (i = 9; i >= 0; --i) {
        s = jaxcore_i_f64_add(jaxcore_i_dbits(jaxcore_i_sin_c[i]), jaxcore_i_f64_mul(z, s));
        c = jaxcore_i_f64_add(jaxcore_i_dbits(jaxcore_i_cos_c[i]), jaxcore_i_f64_mul(z, c));
    }
    s = jaxcore_i_f64_mul(s, y);
    return flip ? jaxcore_i_div(c, s, JAXCORE_I_F64) ^ JAXCORE_I_SB
                : jaxcore_i_div(s, c, JAXCORE_I_F64);
}

/* x^y = exp(y log x) in float64 (x >= 0 in the samplers that use it) */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_pow64(uint64_t x, uint64_t y) {
    if ((y & ~JAXCORE_I_SB) == 0) return JAXCORE_I_ONE;
    return jaxcore_i_exp64(jaxcore_i_f64_mul(y, jaxcore_i_log64(x)));
}

/* nextafter of fmt-native bits x toward +inf (up) or -inf */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_nextafter(uint64_t x, int up, int fmt) {
    uint64_t sign = jaxcore_i_sign_bit(fmt), mag = x & (sign - 1);
    if (mag > jaxcore_i_inf_bits(fmt)) return x;
    if (!mag) return up ? 1 : sign | 1;
    if (!(x & sign) == !!up) return mag == jaxcore_i_inf_bits(fmt) ? x : x + 1;
    return x - 1;
}

JAXCORE_I_PRIVATE int jaxcore_i_dtype_fmt(jaxcore_dtype d) {
    switch (d) {
    case JAXCORE_FLOAT64: return JAXCORE_I_F64;
    case JAXCORE_FLOAT32: return JAXCORE_I_F32;
    case JAXCORE_FLOAT16: return JAXCORE_I_F16;
    case JAXCORE_BFLOAT16: return JAXCORE_I_BF16;
    default: return -1;
    }
}

/* k * 2^e as float64 bits, k < 2^53 */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_u2f(uint64_t k, int e) {
    int len;
    if (!k) return 0;
    len = jaxcore_i_bitlen64(k);
    return ((uint64_t)(len - 1 + e + 1023) << 52) | ((k << (53 - len)) & 0xfffffffffffffu);
}

/* Random bits of a chunk, in the width the format draws (PRNG.md 6.1: bfloat16 uses 8). */
typedef union jaxcore_i_bitbuf {
    uint8_t u8[3 * JAXCORE_I_RCHUNK];
    uint16_t u16[3 * JAXCORE_I_RCHUNK];
    uint32_t u32[3 * JAXCORE_I_RCHUNK];
    uint64_t u64[3 * JAXCORE_I_RCHUNK];
} jaxcore_i_bitbuf;

static const unsigned jaxcore_i_fmt_rbits[4] = {64, 32, 16, 8};

/* The [0, 1) value of element j: mantissa bits under the exponent of 1.0, minus 1. */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_unit(const jaxcore_i_bitbuf *b, size_t j, int fmt) {
    switch (fmt) {
    case JAXCORE_I_F64: return jaxcore_i_u2f(b->u64[j] >> 12, -52);
    case JAXCORE_I_F32: return jaxcore_i_u2f(b->u32[j] >> 9, -23);
    case JAXCORE_I_F16: return jaxcore_i_u2f((uint64_t)(b->u16[j] >> 6), -10);
    default: return jaxcore_i_u2f((uint64_t)(b->u8[j] >> 1), -7);
    }
}

JAXCORE_I_PRIVATE void jaxcore_i_store(void *out, size_t i, uint64_t v, int fmt) {
    uint64_t r = jaxcore_i_narrow(v, fmt);
    switch (fmt) {
    case JAXCORE_I_F64: ((uint64_t *)out)[i] = r; break;
    case JAXCORE_I_F32: ((uint32_t *)out)[i] = (uint32_t)r; break;
    default: ((uint16_t *)out)[i] = (uint16_t)r; break;
    }
}

JAXCORE_I_PRIVATE jaxcore_random_config jaxcore_i_rcfg(const jaxcore_random_config *cfg) {
    jaxcore_random_config c;
    if (cfg) return *cfg;
    c.prng.legacy = 0;
    c.prng.x64 = 0;
    c.prng.path = JAXCORE_PATH_AUTO;
    c.prng.jit = 0;
    c.prng.seed_offset = 0;
    c.no_fma = 0;
    return c;
}

/* max(mn, f * range + mn): jax.random.uniform's last step */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_scale(uint64_t f, uint64_t range, uint64_t mn, int fmt,
                                           int fused) {
    uint64_t v = jaxcore_i_gmad(f, range, mn, fmt, fused);
    return jaxcore_i_lt64(v, mn) ? mn : v;
}

/* What every float sampler of one uniform per element needs. */
enum {
    JAXCORE_I_K_UNIFORM,
    JAXCORE_I_K_NORMAL,
    JAXCORE_I_K_TRUNCNORM,
    JAXCORE_I_K_EXPONENTIAL,
    JAXCORE_I_K_GUMBEL,
    JAXCORE_I_K_GUMBEL_HIGH,
    JAXCORE_I_K_LAPLACE,
    JAXCORE_I_K_LOGISTIC,
    JAXCORE_I_K_CAUCHY,
    JAXCORE_I_K_RAYLEIGH,
    JAXCORE_I_K_PARETO,
    JAXCORE_I_K_WEIBULL,
    JAXCORE_I_K_LOGNORMAL,
    JAXCORE_I_K_TRIANGULAR,
    JAXCORE_I_K_MAXWELL
};

typedef struct jaxcore_i_fs {
    int kind, fmt, fused;
    uint64_t mn, range; /* the uniform's bounds in fmt */
    uint64_t p[6];      /* per-kind parameters, in fmt */
} jaxcore_i_fs;

/* Rounded constants per format: sqrt(2), tiny, eps, epsneg, pi, 2^-nmant */
static const uint64_t jaxcore_i_c_sqrt2[4] = {0x3ff6a09e667f3bcdu, 0x3ff6a09e60000000u,
                                              0x3ff6a00000000000u, 0x3ff6a00000000000u};
static const uint64_t jaxcore_i_c_tiny[4] = {0x0010000000000000u, 0x3810000000000000u,
                                             0x3f10000000000000u, 0x3810000000000000u};
static const uint64_t jaxcore_i_c_eps[4] = {0x3cb0000000000000u, 0x3e80000000000000u,
                                            0x3f50000000000000u, 0x3f80000000000000u};
static const uint64_t jaxcore_i_c_epsneg[4] = {0x3ca0000000000000u, 0x3e70000000000000u,
                                               0x3f40000000000000u, 0x3f70000000000000u};

/* The normal sample of a uniform unit f: sqrt(2) * erf_inv(max(lo, 2f + lo)) */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_normal_of(uint64_t f, int fmt, int fused) {
    uint64_t lo = jaxcore_i_widen(
        jaxcore_i_nextafter(jaxcore_i_narrow(JAXCORE_I_ONE | JAXCORE_I_SB, fmt), 1, fmt), fmt);
    uint64_t range = jaxcore_i_gsub(JAXCORE_I_ONE, lo, fmt);
    uint64_t u = jaxcore_i_scale(f, range, lo, fmt, fused);
    return jaxcore_i_gmul(jaxcore_i_c_sqrt2[fmt], jaxcore_i_gfn(JAXCORE_I_ERFINV, u, fmt, fused),
                          fmt);
}

/* One sample from its uniform draws u (units in [0,1)). */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_sample(const jaxcore_i_fs *s, const uint64_t *f) {
    int fmt = s->fmt, fused = s->fused;
    uint64_t u, t;
    switch (s->kind) {
    case JAXCORE_I_K_NORMAL: return jaxcore_i_normal_of(f[0], fmt, fused);
    case JAXCORE_I_K_LOGNORMAL:
        t = jaxcore_i_gmul(jaxcore_i_normal_of(f[0], fmt, fused), s->p[0], fmt);
        return jaxcore_i_gfn(JAXCORE_I_EXP, t, fmt, fused);
    case JAXCORE_I_K_MAXWELL: {
        int k;
        t = 0;
        for (k = 0; k < 3; ++k) {
            u = jaxcore_i_normal_of(f[k], fmt, fused);
            t = jaxcore_i_gmad(u, u, t, fmt, fused);
        }
        t = jaxcore_i_gsqrt(t, fmt);
        if (s->p[0] | s->p[1]) /* double-sided: sign * maxwell * scale + loc */
            t = jaxcore_i_gmad(t ^ s->p[2], s->p[0], s->p[1], fmt, fused);
        return t;
    }
    case JAXCORE_I_K_GUMBEL_HIGH: {
        uint64_t hi = f[0], lo = f[1];
        if (jaxcore_i_lt64(hi, 0x3fe0000000000000u)) {
            t = jaxcore_i_gadd(hi, jaxcore_i_gmul(s->p[0], lo, fmt), fmt);
            hi = jaxcore_i_gadd(t, s->p[1], fmt);
        }
        t = jaxcore_i_gfn(JAXCORE_I_LOG1P, hi ^ JAXCORE_I_SB, fmt, fused);
        return jaxcore_i_gfn(JAXCORE_I_LOG, t ^ JAXCORE_I_SB, fmt, fused) ^ JAXCORE_I_SB;
    }
    default: break;
    }
    u = jaxcore_i_scale(f[0], s->range, s->mn, fmt, fused);
    switch (s->kind) {
    case JAXCORE_I_K_TRUNCNORM: {
        t = jaxcore_i_gmul(jaxcore_i_c_sqrt2[fmt], jaxcore_i_gfn(JAXCORE_I_ERFINV, u, fmt, fused),
                           fmt);
        if (jaxcore_i_lt64(t, s->p[0]) || jaxcore_i_isnan64(s->p[0])) t = s->p[0];
        if (jaxcore_i_lt64(s->p[1], t) || jaxcore_i_isnan64(s->p[1])) t = s->p[1];
        return t;
    }
    case JAXCORE_I_K_EXPONENTIAL:
        return jaxcore_i_gfn(JAXCORE_I_LOG1P, u ^ JAXCORE_I_SB, fmt, fused) ^ JAXCORE_I_SB;
    case JAXCORE_I_K_PARETO:
        t = jaxcore_i_gfn(JAXCORE_I_LOG1P, u ^ JAXCORE_I_SB, fmt, fused) ^ JAXCORE_I_SB;
        return jaxcore_i_gfn(JAXCORE_I_EXP, jaxcore_i_gdiv(t, s->p[0], fmt), fmt, fused);
    case JAXCORE_I_K_WEIBULL:
        t = jaxcore_i_gfn(JAXCORE_I_LOG1P, u ^ JAXCORE_I_SB, fmt, fused) ^ JAXCORE_I_SB;
        t = jaxcore_i_gcast(jaxcore_i_pow64(t, s->p[1]), fmt);
        return jaxcore_i_gmul(t, s->p[0], fmt);
    case JAXCORE_I_K_GUMBEL:
        t = jaxcore_i_gfn(JAXCORE_I_LOG, u, fmt, fused) ^ JAXCORE_I_SB;
        return jaxcore_i_gfn(JAXCORE_I_LOG, t, fmt, fused) ^ JAXCORE_I_SB;
    case JAXCORE_I_K_LAPLACE:
        t = jaxcore_i_gfn(JAXCORE_I_LOG1P, u | JAXCORE_I_SB, fmt, fused); /* log1p(-|u|) */
        if (!(u & ~JAXCORE_I_SB)) return 0;                               /* sign(0) = 0 */
        return (u & JAXCORE_I_SB) ? t ^ JAXCORE_I_SB : t;
    case JAXCORE_I_K_LOGISTIC:
        return jaxcore_i_gsub(jaxcore_i_gfn(JAXCORE_I_LOG, u, fmt, fused),
                              jaxcore_i_gfn(JAXCORE_I_LOG1P, u ^ JAXCORE_I_SB, fmt, fused), fmt);
    case JAXCORE_I_K_CAUCHY:
        t = jaxcore_i_gmul(s->p[0], jaxcore_i_gsub(u, 0x3fe0000000000000u, fmt), fmt);
        if (fmt == JAXCORE_I_F64) return jaxcore_i_tan64(t);
        return jaxcore_i_gcast(
            jaxcore_i_widen(jaxcore_i_narrow(jaxcore_i_tan64(t), JAXCORE_I_F32), JAXCORE_I_F32),
            fmt);
    case JAXCORE_I_K_RAYLEIGH:
        t = jaxcore_i_gmul(jaxcore_i_gfn(JAXCORE_I_LOG, u, fmt, fused), 0xc000000000000000u, fmt);
        return jaxcore_i_gmul(s->p[0], jaxcore_i_gsqrt(t, fmt), fmt);
    case JAXCORE_I_K_TRIANGULAR: {
        /* p: left, mode, right, fc, right-left */
        uint64_t l = s->p[0], m = s->p[1], r = s->p[2], fc = s->p[3], rl = s->p[4];
        if (jaxcore_i_lt64(u, fc)) {
            t = jaxcore_i_gmul(jaxcore_i_gmul(u, rl, fmt), jaxcore_i_gsub(m, l, fmt), fmt);
            return jaxcore_i_gadd(l, jaxcore_i_gsqrt(t, fmt), fmt);
        }
        t = jaxcore_i_gmul(jaxcore_i_gmul(jaxcore_i_gsub(JAXCORE_I_ONE, u, fmt), rl, fmt),
                           jaxcore_i_gsub(r, m, fmt), fmt);
        return jaxcore_i_gsub(r, jaxcore_i_gsqrt(t, fmt), fmt);
    }
    default: return u;
    }
}

/* The key is usable (valid implementation, valid config): checked before any output. */
JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_check_key(jaxcore_key key,
                                                     const jaxcore_random_config *c) {
    jaxcore_key t;
    return jaxcore_random_fold_in(key, 0, &t, &c->prng);
}

JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_bits(jaxcore_key key, unsigned width, uint64_t total,
                                                uint64_t start, size_t count, void *out,
                                                const jaxcore_random_config *c) {
    return jaxcore_random_bits_slice(key, width, total, start, count, out, &c->prng);
}

/* Samples [start, start+cnt) (cnt <= JAXCORE_I_RCHUNK) of a float sampler over `total`
   elements into vals (float64 bits): draws per element 1, 2 planar (gumbel high) or 3
   interleaved (maxwell). */
JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_fill(const jaxcore_i_fs *s, jaxcore_key key,
                                                uint64_t total, uint64_t start, size_t cnt,
                                                uint64_t *vals, const jaxcore_random_config *c) {
    jaxcore_i_bitbuf b, b2;
    unsigned rb = jaxcore_i_fmt_rbits[s->fmt];
    size_t j;
    jaxcore_result r;
    int per = s->kind == JAXCORE_I_K_MAXWELL ? 3 : 1, planes = s->kind == JAXCORE_I_K_GUMBEL_HIGH;
    if (planes) {
        r = jaxcore_i_bits(key, rb, 2 * total, start, cnt, &b, c);
        if (r == JAXCORE_OK) r = jaxcore_i_bits(key, rb, 2 * total, total + start, cnt, &b2, c);
    } else {
        r = jaxcore_i_bits(key, rb, (uint64_t)per * total, (uint64_t)per * start, per * cnt, &b, c);
    }
    if (r != JAXCORE_OK) return r;
    for (j = 0; j < cnt; ++j) {
        uint64_t f[3];
        if (planes) {
            f[0] = jaxcore_i_unit(&b, j, s->fmt);
            f[1] = jaxcore_i_unit(&b2, j, s->fmt);
        } else if (per == 3) {
            f[0] = jaxcore_i_unit(&b, 3 * j, s->fmt);
            f[1] = jaxcore_i_unit(&b, 3 * j + 1, s->fmt);
            f[2] = jaxcore_i_unit(&b, 3 * j + 2, s->fmt);
        } else {
            f[0] = jaxcore_i_unit(&b, j, s->fmt);
        }
        vals[j] = jaxcore_i_sample(s, f);
    }
    return JAXCORE_OK;
}

/* Runs a float sampler over n elements into out (dtype of s->fmt). */
JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_run(const jaxcore_i_fs *s, jaxcore_key key, size_t n,
                                               void *out, const jaxcore_random_config *c) {
    uint64_t vals[JAXCORE_I_RCHUNK];
    size_t start, j, cnt;
    jaxcore_result r = jaxcore_i_check_key(key, c);
    if (r != JAXCORE_OK) return r;
    for (start = 0; start < n; start += cnt) {
        cnt = n - start < JAXCORE_I_RCHUNK ? n - start : JAXCORE_I_RCHUNK;
        if ((r = jaxcore_i_fill(s, key, n, start, cnt, vals, c)) != JAXCORE_OK) return r;
        for (j = 0; j < cnt; ++j)
            jaxcore_i_store(out, start + j, vals[j], s->fmt);
    }
    return JAXCORE_OK;
}

JAXCORE_I_PRIVATE int jaxcore_i_finite(double d) {
    return (jaxcore_i_dbits(d) & ~JAXCORE_I_SB) < 0x7ff0000000000000u;
}

/* Common start of a float sampler: validates and fills fmt, fused, [mn, mn + range). */
JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_fs_init(jaxcore_i_fs *s, int kind, jaxcore_dtype dtype,
                                                   size_t n, const void *out,
                                                   const jaxcore_random_config *c) {
    int i;
    s->kind = kind;
    s->fmt = jaxcore_i_dtype_fmt(dtype);
    s->fused = !c->no_fma;
    s->mn = 0;
    s->range = JAXCORE_I_ONE;
    for (i = 0; i < 6; ++i)
        s->p[i] = 0;
    if (s->fmt < 0) return JAXCORE_ERR_INVALID_DTYPE;
    if (n && !out) return JAXCORE_ERR_NULL;
    return JAXCORE_OK;
}

JAXCORE_I_PRIVATE void jaxcore_i_fs_bounds(jaxcore_i_fs *s, uint64_t mn, uint64_t mx) {
    s->mn = jaxcore_i_gcast(mn, s->fmt);
    s->range = jaxcore_i_gsub(jaxcore_i_gcast(mx, s->fmt), s->mn, s->fmt);
}

JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_simple(int kind, jaxcore_key key, jaxcore_dtype dtype,
                                                  size_t n, void *out,
                                                  const jaxcore_random_config *cfg) {
    jaxcore_random_config c = jaxcore_i_rcfg(cfg);
    jaxcore_i_fs s;
    jaxcore_result r = jaxcore_i_fs_init(&s, kind, dtype, n, out, &c);
    if (r != JAXCORE_OK) return r;
    switch (kind) {
    case JAXCORE_I_K_GUMBEL: jaxcore_i_fs_bounds(&s, jaxcore_i_c_tiny[s.fmt], JAXCORE_I_ONE); break;
    case JAXCORE_I_K_LOGISTIC:
        jaxcore_i_fs_bounds(&s, jaxcore_i_c_tiny[s.fmt], JAXCORE_I_ONE);
        break;
    case JAXCORE_I_K_LAPLACE:
        jaxcore_i_fs_bounds(
            &s,
            jaxcore_i_gadd(JAXCORE_I_ONE | JAXCORE_I_SB, jaxcore_i_c_epsneg[s.fmt], JAXCORE_I_F64),
            JAXCORE_I_ONE);
        break;
    case JAXCORE_I_K_CAUCHY:
        jaxcore_i_fs_bounds(&s, jaxcore_i_c_eps[s.fmt], JAXCORE_I_ONE);
        s.p[0] = jaxcore_i_gcast(0x400921fb54442d18u, s.fmt); /* pi in the dtype */
        break;
    case JAXCORE_I_K_GUMBEL_HIGH: {
        int nm = jaxcore_i_fmt_prec[s.fmt] - 1;
        uint64_t c2 = (uint64_t)(1023 - 2 * nm - 1) << 52; /* 2^-(2 nmant + 1) */
        s.p[0] = (uint64_t)(1023 - nm) << 52;              /* 2^-nmant */
        s.p[1] = jaxcore_i_lt64(c2, jaxcore_i_c_tiny[s.fmt]) ? jaxcore_i_c_tiny[s.fmt] : c2;
        s.p[1] = jaxcore_i_gcast(s.p[1], s.fmt);
        break;
    }
    default: break;
    }
    return jaxcore_i_run(&s, key, n, out, &c);
}

/* In place: float32 bit patterns of bitcast((b >> 9) | bits(1.0)) - 1.0 for n words b,
   on the SIMD path of the bits (the subtraction is exact, so every path agrees). */
#ifdef JAXCORE_I_HAVE_AVX2
JAXCORE_I_PRIVATE __attribute__((target("avx2"))) size_t jaxcore_i_unit_f32_avx2(uint32_t *o,
                                                                                 size_t n) {
    size_t j = 0;
    const __m256i one = _mm256_set1_epi32(0x3f800000);
    const __m256 onef = _mm256_set1_ps(1.0f);
    for (; j + 8 <= n; j += 8) {
        __m256i b = _mm256_loadu_si256((const __m256i *)(const void *)(o + j));
        b = _mm256_or_si256(_mm256_srli_epi32(b, 9), one);
        _mm256_storeu_ps((float *)(void *)(o + j), _mm256_sub_ps(_mm256_castsi256_ps(b), onef));
    }
    return j;
}
#endif
#ifdef JAXCORE_I_HAVE_AVX512
JAXCORE_I_PRIVATE __attribute__((target("avx512f"))) size_t jaxcore_i_unit_f32_avx512(uint32_t *o,
                                                                                      size_t n) {
    size_t j = 0;
    const __m512i one = _mm512_set1_epi32(0x3f800000);
    const __m512 onef = _mm512_set1_ps(1.0f);
    for (; j + 16 <= n; j += 16) {
        __m512i b = _mm512_loadu_si512((const void *)(o + j));
        b = _mm512_or_si512(_mm512_maskz_srli_epi32((__mmask16)0xffff, b, 9), one);
        _mm512_storeu_ps((void *)(o + j), _mm512_sub_ps(_mm512_castsi512_ps(b), onef));
    }
    return j;
}
#endif

JAXCORE_I_PRIVATE void jaxcore_i_unit_f32(uint32_t *o, size_t n, jaxcore_prng_path path) {
    size_t j = 0;
#ifdef JAXCORE_I_HAVE_AVX512
    if (path == JAXCORE_PATH_AVX512) j = jaxcore_i_unit_f32_avx512(o, n);
#endif
#ifdef JAXCORE_I_HAVE_AVX2
    if (path == JAXCORE_PATH_AVX2) j = jaxcore_i_unit_f32_avx2(o, n);
#endif
#if defined(__GNUC__) || defined(__clang__)
    for (; j + 8 <= n; j += 8) {
        typedef uint32_t jaxcore_i_v8u __attribute__((vector_size(32)));
        typedef float jaxcore_i_v8f __attribute__((vector_size(32)));
        jaxcore_i_v8u b;
        jaxcore_i_v8f f;
        __builtin_memcpy(&b, o + j, 32);
        b = (b >> 9) | 0x3f800000u;
        __builtin_memcpy(&f, &b, 32);
        f = f - 1.0f;
        __builtin_memcpy(o + j, &f, 32);
    }
#endif
    (void)path;
    for (; j < n; ++j)
        o[j] = jaxcore_i_fbits(jaxcore_i_bitsf((o[j] >> 9) | 0x3f800000u) - 1.0f);
}

JAXCORE_API jaxcore_result jaxcore_random_uniform(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                  double minval, double maxval, void *out,
                                                  const jaxcore_random_config *cfg) {
    jaxcore_random_config c = jaxcore_i_rcfg(cfg);
    jaxcore_i_fs s;
    jaxcore_result r = jaxcore_i_fs_init(&s, JAXCORE_I_K_UNIFORM, dtype, n, out, &c);
    if (r != JAXCORE_OK) return r;
    if (!jaxcore_i_finite(minval) || !jaxcore_i_finite(maxval)) return JAXCORE_ERR_BOUNDS;
    jaxcore_i_fs_bounds(&s, jaxcore_i_dbits(minval), jaxcore_i_dbits(maxval));
    if ((s.fmt == JAXCORE_I_F32 || s.fmt == JAXCORE_I_F64) && s.mn == 0 &&
        s.range == JAXCORE_I_ONE) {
        /* [0, 1): the unit value, converted in place in large slices (few calls into the
           bits kernels) exactly as JAX does: bitcast((bits >> 9) | bits(1.0)) - 1.0. The
           subtraction is exact (Sterbenz), so no compiler flag or FP mode can change
           these (normal or zero) values; with gcc/clang it runs on vector extensions. */
        size_t start, j, cnt, step = 16384;
        jaxcore_prng_path path = c.prng.path ? c.prng.path : jaxcore_prng_path_auto();
        if ((r = jaxcore_i_check_key(key, &c)) != JAXCORE_OK) return r;
        for (start = 0; start < n; start += cnt) {
            cnt = n - start < step ? n - start : step;
            if (s.fmt == JAXCORE_I_F32) {
                uint32_t *o = (uint32_t *)out + start;
                if ((r = jaxcore_i_bits(key, 32, n, start, cnt, o, &c)) != JAXCORE_OK) return r;
                jaxcore_i_unit_f32(o, cnt, path);
            } else {
                uint64_t *o = (uint64_t *)out + start;
                if ((r = jaxcore_i_bits(key, 64, n, start, cnt, o, &c)) != JAXCORE_OK) return r;
                for (j = 0; j < cnt; ++j)
                    o[j] =
                        jaxcore_i_dbits(jaxcore_i_bitsd((o[j] >> 12) | 0x3ff0000000000000u) - 1.0);
            }
        }
        return JAXCORE_OK;
    }
    return jaxcore_i_run(&s, key, n, out, &c);
}

JAXCORE_API jaxcore_result jaxcore_random_normal(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                 void *out, const jaxcore_random_config *cfg) {
    return jaxcore_i_simple(JAXCORE_I_K_NORMAL, key, dtype, n, out, cfg);
}

JAXCORE_API jaxcore_result jaxcore_random_truncated_normal(jaxcore_key key, jaxcore_dtype dtype,
                                                           size_t n, double lower, double upper,
                                                           void *out,
                                                           const jaxcore_random_config *cfg) {
    jaxcore_random_config c = jaxcore_i_rcfg(cfg);
    jaxcore_i_fs s;
    uint64_t lo, up, a, b, sq;
    int fmt;
    jaxcore_result r = jaxcore_i_fs_init(&s, JAXCORE_I_K_TRUNCNORM, dtype, n, out, &c);
    if (r != JAXCORE_OK) return r;
    fmt = s.fmt;
    if (fmt == JAXCORE_I_F64) return JAXCORE_ERR_INVALID_DTYPE; /* XLA's f64 erf: not done */
    if (jaxcore_i_isnan64(jaxcore_i_dbits(lower)) || jaxcore_i_isnan64(jaxcore_i_dbits(upper)))
        return JAXCORE_ERR_BOUNDS;
    sq = jaxcore_i_c_sqrt2[fmt];
    lo = jaxcore_i_narrow(jaxcore_i_dbits(lower), fmt);
    up = jaxcore_i_narrow(jaxcore_i_dbits(upper), fmt);
    a = jaxcore_i_gfn(JAXCORE_I_ERF, jaxcore_i_gdiv(jaxcore_i_widen(lo, fmt), sq, fmt), fmt,
                      s.fused);
    b = jaxcore_i_gfn(JAXCORE_I_ERF, jaxcore_i_gdiv(jaxcore_i_widen(up, fmt), sq, fmt), fmt,
                      s.fused);
    s.mn = a;
    s.range = jaxcore_i_gsub(b, a, fmt);
    s.p[0] = jaxcore_i_widen(jaxcore_i_nextafter(lo, 1, fmt), fmt);
    s.p[1] = jaxcore_i_widen(jaxcore_i_nextafter(up, 0, fmt), fmt);
    return jaxcore_i_run(&s, key, n, out, &c);
}

JAXCORE_API jaxcore_result jaxcore_random_exponential(jaxcore_key key, jaxcore_dtype dtype,
                                                      size_t n, void *out,
                                                      const jaxcore_random_config *cfg) {
    return jaxcore_i_simple(JAXCORE_I_K_EXPONENTIAL, key, dtype, n, out, cfg);
}

JAXCORE_API jaxcore_result jaxcore_random_gumbel(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                 int mode_high, void *out,
                                                 const jaxcore_random_config *cfg) {
    return jaxcore_i_simple(mode_high ? JAXCORE_I_K_GUMBEL_HIGH : JAXCORE_I_K_GUMBEL, key, dtype, n,
                            out, cfg);
}

JAXCORE_API jaxcore_result jaxcore_random_laplace(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                  void *out, const jaxcore_random_config *cfg) {
    return jaxcore_i_simple(JAXCORE_I_K_LAPLACE, key, dtype, n, out, cfg);
}

JAXCORE_API jaxcore_result jaxcore_random_logistic(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                   void *out, const jaxcore_random_config *cfg) {
    return jaxcore_i_simple(JAXCORE_I_K_LOGISTIC, key, dtype, n, out, cfg);
}

JAXCORE_API jaxcore_result jaxcore_random_cauchy(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                 void *out, const jaxcore_random_config *cfg) {
    return jaxcore_i_simple(JAXCORE_I_K_CAUCHY, key, dtype, n, out, cfg);
}

JAXCORE_API jaxcore_result jaxcore_random_maxwell(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                  void *out, const jaxcore_random_config *cfg) {
    return jaxcore_i_simple(JAXCORE_I_K_MAXWELL, key, dtype, n, out, cfg);
}

/* Samplers with float parameters: params are converted to the dtype first. */
JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_param(int kind, jaxcore_key key, jaxcore_dtype dtype,
                                                 size_t n, const double *prm, int np, void *out,
                                                 const jaxcore_random_config *cfg) {
    jaxcore_random_config c = jaxcore_i_rcfg(cfg);
    jaxcore_i_fs s;
    int i;
    jaxcore_result r = jaxcore_i_fs_init(&s, kind, dtype, n, out, &c);
    if (r != JAXCORE_OK) return r;
    for (i = 0; i < np; ++i) {
        if (jaxcore_i_isnan64(jaxcore_i_dbits(prm[i]))) return JAXCORE_ERR_BOUNDS;
        s.p[i] = jaxcore_i_gcast(jaxcore_i_dbits(prm[i]), s.fmt);
    }
    if (kind == JAXCORE_I_K_WEIBULL) /* 1.0 / concentration: a Python float, in float64 */
        s.p[1] = jaxcore_i_div(JAXCORE_I_ONE, jaxcore_i_dbits(prm[1]), JAXCORE_I_F64);
    if (kind == JAXCORE_I_K_TRIANGULAR) {
        s.p[4] = jaxcore_i_gsub(s.p[2], s.p[0], s.fmt);
        s.p[3] = jaxcore_i_gdiv(jaxcore_i_gsub(s.p[1], s.p[0], s.fmt), s.p[4], s.fmt);
    }
    return jaxcore_i_run(&s, key, n, out, &c);
}

JAXCORE_API jaxcore_result jaxcore_random_rayleigh(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                   double scale, void *out,
                                                   const jaxcore_random_config *cfg) {
    return jaxcore_i_param(JAXCORE_I_K_RAYLEIGH, key, dtype, n, &scale, 1, out, cfg);
}

JAXCORE_API jaxcore_result jaxcore_random_pareto(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                 double b, void *out,
                                                 const jaxcore_random_config *cfg) {
    return jaxcore_i_param(JAXCORE_I_K_PARETO, key, dtype, n, &b, 1, out, cfg);
}

JAXCORE_API jaxcore_result jaxcore_random_weibull_min(jaxcore_key key, jaxcore_dtype dtype,
                                                      size_t n, double scale, double concentration,
                                                      void *out, const jaxcore_random_config *cfg) {
    double p[2];
    p[0] = scale;
    p[1] = concentration;
    return jaxcore_i_param(JAXCORE_I_K_WEIBULL, key, dtype, n, p, 2, out, cfg);
}

JAXCORE_API jaxcore_result jaxcore_random_lognormal(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                    double sigma, void *out,
                                                    const jaxcore_random_config *cfg) {
    return jaxcore_i_param(JAXCORE_I_K_LOGNORMAL, key, dtype, n, &sigma, 1, out, cfg);
}

JAXCORE_API jaxcore_result jaxcore_random_triangular(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                     double left, double mode, double right,
                                                     void *out, const jaxcore_random_config *cfg) {
    double p[3];
    p[0] = left;
    p[1] = mode;
    p[2] = right;
    return jaxcore_i_param(JAXCORE_I_K_TRIANGULAR, key, dtype, n, p, 3, out, cfg);
}

/* bernoulli: uniform(key, shape, dtype(p)) < p (low), or the two-draw high mode */
JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_bernoulli(jaxcore_key key, int fmt, size_t n, double p,
                                                     int mode_high, uint8_t *out,
                                                     const jaxcore_random_config *c) {
    jaxcore_i_bitbuf b, b2;
    unsigned rb = jaxcore_i_fmt_rbits[fmt];
    uint64_t pp = jaxcore_i_gcast(jaxcore_i_dbits(p), fmt);
    uint64_t sc = (uint64_t)(1023 - (jaxcore_i_fmt_prec[fmt] - 1)) << 52; /* 2^-nmant */
    size_t start, j, cnt;
    jaxcore_result r;
    for (start = 0; start < n; start += cnt) {
        cnt = n - start < JAXCORE_I_RCHUNK ? n - start : JAXCORE_I_RCHUNK;
        if (mode_high) {
            r = jaxcore_i_bits(key, rb, (uint64_t)2 * n, start, cnt, &b, c);
            if (r == JAXCORE_OK)
                r = jaxcore_i_bits(key, rb, (uint64_t)2 * n, n + start, cnt, &b2, c);
        } else {
            r = jaxcore_i_bits(key, rb, n, start, cnt, &b, c);
        }
        if (r != JAXCORE_OK) return r;
        for (j = 0; j < cnt; ++j) {
            uint64_t u1 = jaxcore_i_unit(&b, j, fmt);
            if (mode_high) {
                uint64_t u2 = jaxcore_i_gmul(jaxcore_i_unit(&b2, j, fmt), sc, fmt);
                out[start + j] = (uint8_t)jaxcore_i_lt64(u2, jaxcore_i_gsub(pp, u1, fmt));
            } else {
                out[start + j] = (uint8_t)jaxcore_i_lt64(u1, pp);
            }
        }
    }
    return JAXCORE_OK;
}

JAXCORE_API jaxcore_result jaxcore_random_bernoulli(jaxcore_key key, jaxcore_dtype p_dtype,
                                                    size_t n, double p, int mode_high, uint8_t *out,
                                                    const jaxcore_random_config *cfg) {
    jaxcore_random_config c = jaxcore_i_rcfg(cfg);
    int fmt = jaxcore_i_dtype_fmt(p_dtype);
    if (fmt < 0) return JAXCORE_ERR_INVALID_DTYPE;
    if (n && !out) return JAXCORE_ERR_NULL;
    return jaxcore_i_bernoulli(key, fmt, n, p, mode_high, out, &c);
}

/* Stores integer v (two's complement) as element i of an integer dtype of `bits`. */
JAXCORE_I_PRIVATE void jaxcore_i_store_int(void *out, size_t i, uint64_t v, int bits) {
    switch (bits) {
    case 8: ((uint8_t *)out)[i] = (uint8_t)v; break;
    case 16: ((uint16_t *)out)[i] = (uint16_t)v; break;
    case 32: ((uint32_t *)out)[i] = (uint32_t)v; break;
    default: ((uint64_t *)out)[i] = v; break;
    }
}

/* Integer dtypes: bits and signedness; 0 if not an 8/16/32/64-bit integer. */
JAXCORE_I_PRIVATE int jaxcore_i_int_bits(jaxcore_dtype d, int *is_signed) {
    *is_signed = 1;
    switch (d) {
    case JAXCORE_INT8: return 8;
    case JAXCORE_INT16: return 16;
    case JAXCORE_INT32: return 32;
    case JAXCORE_INT64: return 64;
    default: break;
    }
    *is_signed = 0;
    switch (d) {
    case JAXCORE_UINT8: return 8;
    case JAXCORE_UINT16: return 16;
    case JAXCORE_UINT32: return 32;
    case JAXCORE_UINT64: return 64;
    default: return 0;
    }
}

/* astype(int32): the low 32 bits, two's complement */
JAXCORE_I_PRIVATE int64_t jaxcore_i_wrap32(int64_t v) {
    uint64_t u = (uint64_t)v & 0xffffffffu;
    return u >= 0x80000000u ? (int64_t)u - ((int64_t)1 << 32) : (int64_t)u;
}

JAXCORE_I_PRIVATE int64_t jaxcore_i_clip64(int64_t v, int64_t lo, int64_t hi) {
    return v < lo ? lo : v > hi ? hi : v;
}

/* rademacher signs for elements [start, start+cnt): bernoulli(key, 0.5) in the default
   float dtype (float32, float64 with x64), as 0/1 */
JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_signs(jaxcore_key key, size_t n, size_t start,
                                                 size_t cnt, uint8_t *s,
                                                 const jaxcore_random_config *c) {
    jaxcore_i_bitbuf b;
    int fmt = c->prng.x64 ? JAXCORE_I_F64 : JAXCORE_I_F32;
    size_t j;
    jaxcore_result r = jaxcore_i_bits(key, c->prng.x64 ? 64 : 32, n, start, cnt, &b, c);
    if (r != JAXCORE_OK) return r;
    for (j = 0; j < cnt; ++j)
        s[j] = (uint8_t)jaxcore_i_lt64(jaxcore_i_unit(&b, j, fmt), 0x3fe0000000000000u);
    return JAXCORE_OK;
}

JAXCORE_API jaxcore_result jaxcore_random_rademacher(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                     void *out, const jaxcore_random_config *cfg) {
    jaxcore_random_config c = jaxcore_i_rcfg(cfg);
    int sg, bits = jaxcore_i_int_bits(dtype, &sg), fmt = jaxcore_i_dtype_fmt(dtype);
    uint8_t s[JAXCORE_I_RCHUNK];
    size_t start, j, cnt;
    jaxcore_result r;
    if (!bits && fmt < 0) return JAXCORE_ERR_INVALID_DTYPE;
    if (n && !out) return JAXCORE_ERR_NULL;
    for (start = 0; start < n; start += cnt) {
        cnt = n - start < JAXCORE_I_RCHUNK ? n - start : JAXCORE_I_RCHUNK;
        if ((r = jaxcore_i_signs(key, n, start, cnt, s, &c)) != JAXCORE_OK) return r;
        for (j = 0; j < cnt; ++j) {
            if (bits)
                jaxcore_i_store_int(out, start + j, s[j] ? 1 : ~(uint64_t)0, bits);
            else
                jaxcore_i_store(out, start + j, JAXCORE_I_ONE | (s[j] ? 0 : JAXCORE_I_SB), fmt);
        }
    }
    return JAXCORE_OK;
}

JAXCORE_API jaxcore_result jaxcore_random_double_sided_maxwell(jaxcore_key key, jaxcore_dtype dtype,
                                                               size_t n, double loc, double scale,
                                                               void *out,
                                                               const jaxcore_random_config *cfg) {
    jaxcore_random_config c = jaxcore_i_rcfg(cfg);
    jaxcore_key k[2];
    int fmt = jaxcore_i_dtype_fmt(dtype);
    uint8_t s[JAXCORE_I_RCHUNK];
    uint64_t sc, lc;
    size_t start, j, cnt;
    jaxcore_result r;
    if (fmt < 0) return JAXCORE_ERR_INVALID_DTYPE;
    if (n && !out) return JAXCORE_ERR_NULL;
    if (jaxcore_i_isnan64(jaxcore_i_dbits(loc)) || jaxcore_i_isnan64(jaxcore_i_dbits(scale)))
        return JAXCORE_ERR_BOUNDS;
    if (!n) return JAXCORE_OK;
    if ((r = jaxcore_random_split(key, 2, k, &c.prng)) != JAXCORE_OK) return r;
    if ((r = jaxcore_random_maxwell(k[0], dtype, n, out, &c)) != JAXCORE_OK) return r;
    sc = jaxcore_i_gcast(jaxcore_i_dbits(scale), fmt);
    lc = jaxcore_i_gcast(jaxcore_i_dbits(loc), fmt);
    for (start = 0; start < n; start += cnt) {
        cnt = n - start < JAXCORE_I_RCHUNK ? n - start : JAXCORE_I_RCHUNK;
        if ((r = jaxcore_i_signs(k[1], n, start, cnt, s, &c)) != JAXCORE_OK) return r;
        for (j = 0; j < cnt; ++j) {
            uint64_t m;
            size_t i = start + j;
            switch (fmt) {
            case JAXCORE_I_F64: m = ((uint64_t *)out)[i]; break;
            case JAXCORE_I_F32: m = JAXCORE_I_W32(((uint32_t *)out)[i]); break;
            default: m = jaxcore_i_widen(((uint16_t *)out)[i], fmt); break;
            }
            m = jaxcore_i_gmad(s[j] ? m : m ^ JAXCORE_I_SB, sc, lc, fmt, !c.no_fma);
            jaxcore_i_store(out, i, m, fmt);
        }
    }
    return JAXCORE_OK;
}

/* randint (PRNG.md 6.4) */
JAXCORE_API jaxcore_result jaxcore_random_randint(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                  int64_t minval, int64_t maxval, void *out,
                                                  const jaxcore_random_config *cfg) {
    jaxcore_random_config c = jaxcore_i_rcfg(cfg);
    int sg, bits = jaxcore_i_int_bits(dtype, &sg), nb, tsg, oor = 0;
    int64_t bmin = c.prng.x64 ? INT64_MIN : INT32_MIN, bmax = c.prng.x64 ? INT64_MAX : INT32_MAX;
    int64_t tmin, tmax, lo_clip, hi_clip;
    uint64_t mask, span, mult, mn, mx;
    jaxcore_key k[2];
    jaxcore_i_bitbuf bh, bl;
    size_t start, j, cnt;
    jaxcore_result r;
    if (!bits) return JAXCORE_ERR_INVALID_DTYPE;
    if (n && !out) return JAXCORE_ERR_NULL;
    /* the bounds are Python ints: int32 with x64 off (outside it JAX overflows), int64 on */
    if (minval < bmin || minval > bmax || maxval < bmin || maxval > bmax)
        return JAXCORE_ERR_OVERFLOW;
    if (bits < 32) { /* sampled as int32 between the clipped bounds */
        tmin = sg ? -((int64_t)1 << (bits - 1)) : 0;
        tmax = sg ? ((int64_t)1 << (bits - 1)) - 1 : ((int64_t)1 << bits) - 1;
        minval = jaxcore_i_clip64(jaxcore_i_wrap32(minval), tmin, tmax);
        maxval = jaxcore_i_clip64(jaxcore_i_wrap32(maxval), tmin, tmax + 1);
        nb = 32;
        tsg = 1;
        bmin = INT32_MIN;
        bmax = INT32_MAX;
    } else {
        nb = bits;
        tsg = sg;
    }
    tmin = tsg ? (nb == 64 ? INT64_MIN : INT32_MIN) : 0;
    tmax = tsg ? (nb == 64 ? INT64_MAX : INT32_MAX) : (nb == 64 ? INT64_MAX : (int64_t)UINT32_MAX);
    /* maxval_out_of_range: maxval > T.max clipped into the bounds' dtype */
    hi_clip = tmax < bmax ? tmax : bmax;
    lo_clip = tmin > bmin ? tmin : bmin;
    oor = maxval > hi_clip;
    mn = (uint64_t)jaxcore_i_clip64(minval, lo_clip, hi_clip);
    mx = (uint64_t)jaxcore_i_clip64(maxval, lo_clip, hi_clip);
    mask = nb == 64 ? ~(uint64_t)0 : 0xffffffffu;
    span = (mx - mn) & mask;
    if (jaxcore_i_clip64(maxval, lo_clip, hi_clip) <= jaxcore_i_clip64(minval, lo_clip, hi_clip))
        span = 1;
    else if (oor)
        span = (span + 1) & mask;
    mult = (uint64_t)1 << (nb / 2); /* XLA: an unsigned remainder by 0 is the dividend */
    if (span) mult %= span;
    mult = (mult * mult) & mask;
    if (span) mult %= span;
    if (!n) return JAXCORE_OK;
    if ((r = jaxcore_random_split(key, 2, k, &c.prng)) != JAXCORE_OK) return r;
    for (start = 0; start < n; start += cnt) {
        cnt = n - start < JAXCORE_I_RCHUNK ? n - start : JAXCORE_I_RCHUNK;
        if ((r = jaxcore_i_bits(k[0], (unsigned)nb, n, start, cnt, &bh, &c)) != JAXCORE_OK)
            return r;
        if ((r = jaxcore_i_bits(k[1], (unsigned)nb, n, start, cnt, &bl, &c)) != JAXCORE_OK)
            return r;
        for (j = 0; j < cnt; ++j) {
            uint64_t hi = nb == 64 ? bh.u64[j] : bh.u32[j], lo = nb == 64 ? bl.u64[j] : bl.u32[j];
            uint64_t off;
            if (span) {
                off = (((hi % span) * mult + lo % span) & mask) % span;
            } else {
                off = ((hi * mult + lo) & mask); /* rem by 0 returns the dividend */
            }
            jaxcore_i_store_int(out, start + j, (mn + off) & mask, bits);
        }
    }
    return JAXCORE_OK;
}

/* Heapsort of n records of w (1 or 2) uint64 words, ascending lexicographically. */
JAXCORE_I_PRIVATE int jaxcore_i_rec_lt(const uint64_t *a, const uint64_t *b, int w) {
    if (a[0] != b[0]) return a[0] < b[0];
    return w == 2 && a[1] < b[1];
}

JAXCORE_I_PRIVATE void jaxcore_i_rec_swap(uint64_t *a, uint64_t *b, int w) {
    int i;
    for (i = 0; i < w; ++i) {
        uint64_t t = a[i];
        a[i] = b[i];
        b[i] = t;
    }
}

JAXCORE_I_PRIVATE void jaxcore_i_sift(uint64_t *a, size_t root, size_t n, int w) {
    for (;;) {
        size_t child = 2 * root + 1;
        if (child >= n) return;
        if (child + 1 < n && jaxcore_i_rec_lt(a + child * w, a + (child + 1) * w, w)) ++child;
        if (!jaxcore_i_rec_lt(a + root * w, a + child * w, w)) return;
        jaxcore_i_rec_swap(a + root * w, a + child * w, w);
        root = child;
    }
}

JAXCORE_I_PRIVATE void jaxcore_i_heapsort(uint64_t *a, size_t n, int w) {
    size_t i;
    if (n < 2) return;
    for (i = n / 2; i-- > 0;)
        jaxcore_i_sift(a, i, n, w);
    for (i = n - 1; i > 0; --i) {
        jaxcore_i_rec_swap(a, a + i * w, w);
        jaxcore_i_sift(a, 0, i, w);
    }
}

/* A total order on float64 bits as an unsigned key (NaN above +inf). */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_order_key(uint64_t x) {
    if (jaxcore_i_isnan64(x)) return ~(uint64_t)0;
    return (x & JAXCORE_I_SB) ? ~x : x | JAXCORE_I_SB;
}

JAXCORE_I_PRIVATE void jaxcore_i_store_index(void *out, size_t i, uint64_t v, int x64) {
    if (x64)
        ((int64_t *)out)[i] = (int64_t)v;
    else
        ((int32_t *)out)[i] = (int32_t)v;
}

/* Number of sort rounds of _shuffle: ceil(3 ln(max(1, n)) / ln(2^32 - 1)). */
JAXCORE_I_PRIVATE int jaxcore_i_shuffle_rounds(uint64_t n) {
    uint64_t t;
    int k = 0;
    if (n <= 1) return 0;
    t = jaxcore_i_div(jaxcore_i_f64_mul(0x4008000000000000u, /* 3 ln n / ln(2^32-1) */
                                        jaxcore_i_log64(jaxcore_i_f64_from_int((int64_t)n))),
                      jaxcore_i_log64(jaxcore_i_f64_from_int(0xffffffffll)), JAXCORE_I_F64);
    while (jaxcore_i_lt64(jaxcore_i_f64_from_int(k), t))
        ++k;
    return k;
}

JAXCORE_I_PRIVATE uint64_t jaxcore_i_load_index(const void *out, size_t i, int x64) {
    return x64 ? (uint64_t)((const int64_t *)out)[i]
               : (uint64_t)(uint32_t)((const int32_t *)out)[i];
}

/* _shuffle(key, arange(n)): each round splits the key and stable-sorts by 32 random
   bits (records bits << 32 | position, so the sort is stable); the indices live in out
   (int32, or int64 with x64), work holds n records. */
JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_shuffle(jaxcore_key key, size_t n, void *out,
                                                   uint64_t *work, const jaxcore_random_config *c) {
    int rounds = jaxcore_i_shuffle_rounds(n), rd, x64 = c->prng.x64;
    size_t i, start, cnt;
    jaxcore_result r;
    for (i = 0; i < n; ++i)
        jaxcore_i_store_index(out, i, i, x64);
    for (rd = 0; rd < rounds; ++rd) {
        jaxcore_key k[2];
        jaxcore_i_bitbuf b;
        if ((r = jaxcore_random_split(key, 2, k, &c->prng)) != JAXCORE_OK) return r;
        key = k[0];
        for (start = 0; start < n; start += cnt) {
            cnt = n - start < JAXCORE_I_RCHUNK ? n - start : JAXCORE_I_RCHUNK;
            if ((r = jaxcore_i_bits(k[1], 32, n, start, cnt, &b, c)) != JAXCORE_OK) return r;
            for (i = 0; i < cnt; ++i)
                work[start + i] = ((uint64_t)b.u32[i] << 32) | (start + i);
        }
        jaxcore_i_heapsort(work, n, 1);
        for (i = 0; i < n; ++i) /* the value that moves to position i */
            work[i] = jaxcore_i_load_index(out, (size_t)(work[i] & 0xffffffffu), x64);
        for (i = 0; i < n; ++i)
            jaxcore_i_store_index(out, i, work[i], x64);
    }
    return JAXCORE_OK;
}

JAXCORE_API jaxcore_result jaxcore_random_permutation(jaxcore_key key, size_t n, void *out,
                                                      uint64_t *work,
                                                      const jaxcore_random_config *cfg) {
    jaxcore_random_config c = jaxcore_i_rcfg(cfg);
    jaxcore_result r = jaxcore_i_check_key(key, &c);
    if (r != JAXCORE_OK || !n) return r;
    if (!out || !work) return JAXCORE_ERR_NULL;
    if ((uint64_t)n > 0xffffffffu) return JAXCORE_ERR_OVERFLOW;
    return jaxcore_i_shuffle(key, n, out, work, &c);
}

/* Element i of a float array of fmt as float64 bits. */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_load(const void *a, size_t i, int fmt) {
    switch (fmt) {
    case JAXCORE_I_F64: return ((const uint64_t *)a)[i];
    case JAXCORE_I_F32: return JAXCORE_I_W32(((const uint32_t *)a)[i]);
    default: return jaxcore_i_widen(((const uint16_t *)a)[i], fmt);
    }
}

/* Gumbel sampler state for mode low/high in fmt. */
JAXCORE_I_PRIVATE void jaxcore_i_gumbel_fs(jaxcore_i_fs *s, int fmt, int mode_high, int fused) {
    int i, nm = jaxcore_i_fmt_prec[fmt] - 1;
    s->fmt = fmt;
    s->fused = fused;
    for (i = 0; i < 6; ++i)
        s->p[i] = 0;
    if (mode_high) {
        uint64_t c2 = (uint64_t)(1023 - 2 * nm - 1) << 52; /* 2^-(2 nmant + 1) */
        s->kind = JAXCORE_I_K_GUMBEL_HIGH;
        s->mn = 0;
        s->range = JAXCORE_I_ONE;
        s->p[0] = (uint64_t)(1023 - nm) << 52; /* 2^-nmant */
        s->p[1] = jaxcore_i_gcast(
            jaxcore_i_lt64(c2, jaxcore_i_c_tiny[fmt]) ? jaxcore_i_c_tiny[fmt] : c2, fmt);
    } else {
        s->kind = JAXCORE_I_K_GUMBEL;
        jaxcore_i_fs_bounds(s, jaxcore_i_c_tiny[fmt], JAXCORE_I_ONE);
    }
}

/* a > b for argmax (NaN counts as the largest; the first maximum wins) */
JAXCORE_I_PRIVATE int jaxcore_i_argmax_gt(uint64_t a, uint64_t b) {
    if (jaxcore_i_isnan64(b)) return 0;
    if (jaxcore_i_isnan64(a)) return 1;
    return jaxcore_i_lt64(b, a);
}

JAXCORE_API jaxcore_result jaxcore_random_categorical(jaxcore_key key, const void *logits,
                                                      jaxcore_dtype dtype, size_t batch,
                                                      size_t num_classes, size_t prefix,
                                                      int replace, int mode_high, void *out,
                                                      uint64_t *work,
                                                      const jaxcore_random_config *cfg) {
    jaxcore_random_config c = jaxcore_i_rcfg(cfg);
    int fmt = jaxcore_i_dtype_fmt(dtype), x64 = c.prng.x64;
    jaxcore_i_fs s;
    uint64_t vals[JAXCORE_I_RCHUNK], total, start, best = 0, bestv = 0;
    size_t cnt, j, K = num_classes, nout = prefix * batch;
    jaxcore_result r;
    if (fmt < 0) return JAXCORE_ERR_INVALID_DTYPE;
    if ((r = jaxcore_i_check_key(key, &c)) != JAXCORE_OK) return r;
    if (!K) return JAXCORE_ERR_SAMPLE_SIZE;
    if (!nout) return JAXCORE_OK;
    if (!logits || !out || (!replace && !work)) return JAXCORE_ERR_NULL;
    if (!replace && prefix > K) return JAXCORE_ERR_SAMPLE_SIZE;
    if ((uint64_t)K > 0xffffffffu || nout > (size_t)-1 / K) return JAXCORE_ERR_OVERFLOW;
    jaxcore_i_gumbel_fs(&s, fmt, mode_high, !c.no_fma);
    if (replace) { /* argmax over the classes of gumbel((prefix, batch, K)) + logits */
        total = (uint64_t)nout * K;
        for (start = 0; start < total; start += cnt) {
            cnt = total - start < JAXCORE_I_RCHUNK ? (size_t)(total - start) : JAXCORE_I_RCHUNK;
            if ((r = jaxcore_i_fill(&s, key, total, start, cnt, vals, &c)) != JAXCORE_OK) return r;
            for (j = 0; j < cnt; ++j) {
                uint64_t idx = start + j, k = idx % K, o = idx / K, b = o % batch;
                uint64_t v = jaxcore_i_gadd(vals[j], jaxcore_i_load(logits, b * K + k, fmt), fmt);
                if (k == 0 || jaxcore_i_argmax_gt(v, bestv)) {
                    bestv = v;
                    best = k;
                }
                if (k == K - 1) jaxcore_i_store_index(out, (size_t)o, best, x64);
            }
        }
        return JAXCORE_OK;
    }
    /* without replacement: top_k(logits + gumbel((batch, K)), prefix) per batch row */
    total = (uint64_t)batch * K;
    for (j = 0; j < batch; ++j) {
        size_t k, i;
        for (start = 0; start < K; start += cnt) {
            cnt = K - start < JAXCORE_I_RCHUNK ? (size_t)(K - start) : JAXCORE_I_RCHUNK;
            r = jaxcore_i_fill(&s, key, total, (uint64_t)j * K + start, cnt, vals, &c);
            if (r != JAXCORE_OK) return r;
            for (i = 0; i < cnt; ++i) {
                k = (size_t)start + i;
                work[2 * k] = ~jaxcore_i_order_key(
                    jaxcore_i_gadd(jaxcore_i_load(logits, j * K + k, fmt), vals[i], fmt));
                work[2 * k + 1] = k;
            }
        }
        jaxcore_i_heapsort(work, K, 2);
        for (i = 0; i < prefix; ++i)
            jaxcore_i_store_index(out, i * batch + j, work[2 * i + 1], x64);
    }
    return JAXCORE_OK;
}

/* total order "a <= b" of lax's sort comparator (-0 == +0, NaN last) */
JAXCORE_I_PRIVATE int jaxcore_i_sort_le(uint64_t a, uint64_t b) {
    if (!(a & ~JAXCORE_I_SB)) a = 0;
    if (!(b & ~JAXCORE_I_SB)) b = 0;
    return jaxcore_i_order_key(a) <= jaxcore_i_order_key(b);
}

JAXCORE_API jaxcore_result jaxcore_random_choice(jaxcore_key key, size_t n_inputs, size_t n_draws,
                                                 int replace, const void *p, jaxcore_dtype p_dtype,
                                                 int mode_high, void *out, uint64_t *work,
                                                 const jaxcore_random_config *cfg) {
    jaxcore_random_config c = jaxcore_i_rcfg(cfg);
    int fmt = jaxcore_i_dtype_fmt(p_dtype), x64 = c.prng.x64;
    size_t i, j, start, cnt;
    jaxcore_result r;
    if ((r = jaxcore_i_check_key(key, &c)) != JAXCORE_OK) return r;
    if (!n_draws) return JAXCORE_OK;
    if (!n_inputs || (!replace && n_draws > n_inputs)) return JAXCORE_ERR_SAMPLE_SIZE;
    if (!out || ((p || !replace) && !work)) return JAXCORE_ERR_NULL;
    if (p && fmt < 0) return JAXCORE_ERR_INVALID_DTYPE;
    if ((uint64_t)n_inputs > 0xffffffffu) return JAXCORE_ERR_OVERFLOW;
    if (!p && replace)
        return jaxcore_random_randint(key, x64 ? JAXCORE_INT64 : JAXCORE_INT32, n_draws, 0,
                                      (int64_t)n_inputs, out, &c);
    if (!p) { /* permutation(key, n)[:n_draws]: indices kept as int64 in work[n..2n) */
        jaxcore_random_config c64 = c;
        c64.prng.x64 = 1;
        r = jaxcore_i_shuffle(key, n_inputs, work + n_inputs, work, &c64);
        if (r != JAXCORE_OK) return r;
        for (i = 0; i < n_draws; ++i)
            jaxcore_i_store_index(out, i, work[n_inputs + i], x64);
        return JAXCORE_OK;
    }
    if (replace) { /* searchsorted(cumsum(p), cumsum[-1] * (1 - uniform)) */
        jaxcore_i_fs s;
        uint64_t acc = 0, vals[JAXCORE_I_RCHUNK];
        int levels = jaxcore_i_bitlen64(n_inputs), l;
        for (i = 0; i < n_inputs; ++i) {
            acc =
                i ? jaxcore_i_gadd(acc, jaxcore_i_load(p, i, fmt), fmt) : jaxcore_i_load(p, 0, fmt);
            work[i] = acc;
        }
        jaxcore_i_fs_init(&s, JAXCORE_I_K_UNIFORM, p_dtype, 0, out, &c);
        for (start = 0; start < n_draws; start += cnt) {
            cnt = n_draws - start < JAXCORE_I_RCHUNK ? n_draws - start : JAXCORE_I_RCHUNK;
            r = jaxcore_i_fill(&s, key, n_draws, start, cnt, vals, &c);
            if (r != JAXCORE_OK) return r;
            for (j = 0; j < cnt; ++j) {
                uint64_t q = jaxcore_i_gmul(acc, jaxcore_i_gsub(JAXCORE_I_ONE, vals[j], fmt), fmt);
                uint64_t lo = 0, hi = n_inputs;
                for (l = 0; l < levels; ++l) {
                    uint64_t mid = (lo + hi) / 2;
                    if (jaxcore_i_sort_le(q, work[mid < n_inputs ? mid : n_inputs - 1]))
                        hi = mid;
                    else
                        lo = mid;
                }
                jaxcore_i_store_index(out, start + j, hi, x64);
            }
        }
        return JAXCORE_OK;
    } else { /* top_k(gumbel((n,)) + log(p), n_draws) */
        jaxcore_i_fs s;
        uint64_t vals[JAXCORE_I_RCHUNK];
        jaxcore_i_gumbel_fs(&s, fmt, mode_high, !c.no_fma);
        for (start = 0; start < n_inputs; start += cnt) {
            cnt = n_inputs - start < JAXCORE_I_RCHUNK ? n_inputs - start : JAXCORE_I_RCHUNK;
            r = jaxcore_i_fill(&s, key, n_inputs, start, cnt, vals, &c);
            if (r != JAXCORE_OK) return r;
            for (j = 0; j < cnt; ++j) {
                uint64_t lp =
                    jaxcore_i_gfn(JAXCORE_I_LOG, jaxcore_i_load(p, start + j, fmt), fmt, s.fused);
                work[2 * (start + j)] = ~jaxcore_i_order_key(jaxcore_i_gadd(vals[j], lp, fmt));
                work[2 * (start + j) + 1] = start + j;
            }
        }
        jaxcore_i_heapsort(work, n_inputs, 2);
        for (i = 0; i < n_draws; ++i)
            jaxcore_i_store_index(out, i, work[2 * i + 1], x64);
        return JAXCORE_OK;
    }
}

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
