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
                           AVX2, AVX-512, NEON and WebAssembly SIMD128 paths, with
                           slices for sharding
     3. typed keys       - JEP 9263 keys tagged with their implementation: threefry2x32,
                           threefry4x32, philox4x32/2x32, rbg, unsafe_rbg (section 5)
     4. distributions    - jax.random's samplers (uniform, normal, randint, bernoulli,
                           categorical, permutation, choice, ...) with XLA's fused
                           multiply-adds reproduced exactly on every platform (section 6)
     5. pytree treedef   - PyTreeDef: parse JAX's text or a Python literal, print it back
                           exactly, counts, equality, key paths, prefix matching with
                           JAX's messages, compose, children, tuple (section 7).
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
     JAXCORE_SELFTEST        global  declare and define jaxcore_selftest(): known
                                     answers of every part, no I/O, for firmware
     JAXCORE_NO_DTYPES       impl    leave out a part (section 2.1); its functions stay
     JAXCORE_NO_RANDOM       impl    declared but are not defined (a call does not link):
     JAXCORE_NO_TREE         impl    dtype promotion; the distributions and the software
                                     float; pytree treedefs
     JAXCORE_ONLY_PRNG       impl    all three: threefry2x32 and keys only (firmware)
     JAXCORE_NO_LEGACY       impl    leave out jax_threefry_partitionable=False (the
                                     legacy layout): a config with legacy set returns
                                     JAXCORE_ERR_UNSUPPORTED_PATH (saves 1.0 KB of flash)
     JAXCORE_CHUNK           global  elements per stack buffer in the samplers: stack for
                                     speed (section 2.1); 128 on 64-bit targets, else 32
                                     (the hardware float's buffers hold 8x as many 32-bit
                                     words, rounded up to whole threefry kernel steps:
                                     4.5 KiB by default); below 128 the loop samplers
                                     take a quarter of it a pass, multinomial's rows an
                                     eighth, and split 4 keys; values never change
     JAXCORE_NO_HW_FLOAT     impl    samplers use only the software float (section 6)

   2.1 Parts, stack and flash. Every part needs only the common code; keys need the PRNG,
   which no JAXCORE_NO_* removes. tools/parts.sh prints the table (gcc 12 -O2, a shared
   2-core AMD EPYC Zen 3 with AVX2, CPU seconds, best of 2, on 2026-11-26; make test checks
   that every combination, JAXCORE_NO_LEGACY included, compiles warning-free as C99 and
   C++11 and passes its selftest, which covers the parts compiled):

     defines                 parts compiled                    compile   .text
     (none)                  dtypes, prng, keys, random, tree  18.2 s    473 KB
     JAXCORE_NO_TREE         dtypes, prng, keys, random        13.3 s    404 KB
     JAXCORE_NO_RANDOM       dtypes, prng, keys, tree          6.4 s     130 KB
     JAXCORE_ONLY_PRNG       prng, keys                        2.0 s     42 KB

   The same four on a 2-core AMD EPYC Zen 5 (gcc 12.2, best of 3, 2026-11-27): 10.0, 8.8,
   4.0 and 0.94 s (JAXCORE_ONLY_PRNG 1.42 s before the x86 kernels were written in GNU C
   vector operations, which spares it <immintrin.h>; 1.03-1.07 s wall).
   A Zen 4 compiled the whole in 8.4 s (439 KB of .text then): about twice as fast. Half of the
   whole build is the samplers' hardware float pipelines (9.5 s without them, JAXCORE_NO_HW_FLOAT):
   one template instantiated for SSE2 (fused, not fused, and with FMA), AVX2+FMA and AVX-512 (four
   vectors per step). gcc's -flto=auto spreads the code generation over the cores at link time
   (make's CLI build: 12.7-14.3 s wall instead of 19.9-22.4 s there). A program that is one TU
   can define JAXCORE_STATIC: the compiler then generates code only for what it calls. There,
   gcc -O2: examples/quickstart.c 1.1 s, prng.c 1.9 s, game.c 2.0 s (the first two 17.4 and 18.8 s
   without it); firmware.c, which draws normals (the hardware float pipelines), 15.5 s.

   Stack (tests/stack.sh, make test: the worst case over the call graph of every public
   function, from -fstack-usage): at most 32 KB with gcc and clang at -O0 and with gcc
   -O2 on x86-64 (default JAXCORE_CHUNK 128); on a Cortex-M4 (-Os, JAXCORE_CHUNK 32):
   key, split, fold_in and bits at most 752 bytes (split; JAXCORE_ONLY_PRNG or not); every
   sampler at most 2 KB (double_sided_maxwell 2028 bytes, multinomial 2012, categorical
   1972, binomial 1884, poisson 1852, the gamma family 1700 to 1764, uniform, normal and the
   other float samplers 1796 to 1876, randint 1240, bernoulli 1128, rademacher 1096; gcc 12,
   2026-11-27); every pytree and dtype
   function at most 2 KB (mismatch_message 2016 bytes, repr and tree_parse 2000,
   tree_size 1968, prefix 1856, serialize 1816; walk, flatten and unflatten 1136 plus the
   visitor's own). The parser's counting pass has no buffer: it holds the open containers
   in 4.5 bytes a level (129 levels: a word and a 4-bit state) and, for an int key written
   in hex, octal or binary, 160 limbs to count its decimal digits exactly (5^m in two
   halves). Bounds: 2 KB for every public function. A JAXCORE_CHUNK under
   128 buys this with smaller passes: the loop samplers (gamma family, poisson, binomial)
   take a quarter of it a pass, multinomial's rows and their uniform draws an eighth, split
   4 keys and the bits conversions 16 blocks (a pass costs little beside their per-element
   software float). The call graph comes from the object code; recursion is bounded (tuple
   keys are compared and printed with small explicit stacks). The SIMD kernels' 20 rounds
   are calls of their own at -O0, so that debug builds keep small frames (13.5 KB for
   AVX-512 with clang -O0).
   Flash (Cortex-M4 -Os -ffunction-sections -Wl,--gc-sections, newlib-nano's memset,
   libgcc): key + split + fold_in + bits 4.0 KB (3992 bytes; no memset is linked), 3.0 KB
   with JAXCORE_NO_LEGACY (no 64-bit division is linked: the legacy layout's 2^32 - 1 word
   pieces are found with shifts); with normal float32 23.5 KB: the float32 and float64 log,
   log1p, exp and erf_inv the samplers share (glibc's float64 log with its 4 KB of tables
   among them), not pow and tan, which only weibull_min and cauchy link (bounds checked:
   4096 bytes, 4096 bytes and 24 KB). At -Os (__OPTIMIZE_SIZE__) the PRNG takes smaller code
   paths with the same results: bits of 8, 16 and 64 bits in one loop for both layouts (legacy
   64-bit bits compute their blocks twice), the legacy layout's blocks in three kernel calls,
   one block through the scalar kernel (which then inlines its rounds), and uniform float32
   converted after the kernel's whole pass.

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
     relaxed atomic loads/stores, race-free; see 5.4. With MSVC they are volatile word
     accesses, atomic on x86.)
   - Memory: the library never allocates (no malloc), does no I/O (no stdio), uses no
     libm and needs only <stddef.h> and <stdint.h> (both available freestanding), plus
     the compiler's intrinsics headers for the SIMD paths it compiles.
   - Determinism: dtype promotion is pure table lookup; the PRNG is integer arithmetic
     and every SIMD path gives the same words; samplers do their floating point in the
     library's own integer IEEE arithmetic, or for float32 on the hardware float with
     the same bits and flag-proof (section 6). Results do not depend on the
     platform, the byte order, the compiler or its flags: tests/matrix.sh checks one
     digest of all outputs across gcc/clang, -O0/-O3, -ffast-math, every SIMD path,
     i686, aarch64, armhf, riscv64, big-endian s390x, Windows (mingw-w64 under wine)
     and WebAssembly (scalar and SIMD128 under Node).

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

   ========================================================================================
   5. PRNG: THREEFRY2X32 AND TYPED KEYS (JAX 0.11, jax/_src/random/)
   ========================================================================================
       jaxcore_key key, sub[2];
       uint32_t bits[3];
       jaxcore_random_key(NULL, 42, JAXCORE_PY_INT, NULL, &key); // jax.random.key(42)
       jaxcore_random_split(key, 2, sub, NULL);     // [6d3e048f 1022172d] [03d7b32d add083f4]
       jaxcore_random_bits(key, 32, 3, bits, NULL); // 7d1c13a2 ae0730d9 9dc3f9f9
   (examples/prng.c runs this and checks those words, which JAX gives.)
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

   5.4 SIMD paths. Scalar always; SSE2, AVX2, AVX-512F/VL on x86, NEON on Arm and SIMD128
   on WebAssembly (clang or Emscripten with -msimd128), each one instance of a single kernel
   template (JAXCORE_I_TF_KERNEL: the path gives its vector type and operations; the
   rotation schedule is written once): on x86 with gcc and clang in GNU C vector operations
   (the instructions the intrinsics give, and a build without the samplers needs no
   <immintrin.h>), elsewhere (NEON, SIMD128; x86 under MSVC, clang-cl and C++98) with
   intrinsics; 4 to 12 vector pairs in flight, counters generated in registers in planar form (no
   shuffles in either JAX layout). Paths are selected at compile time from the predefined macros;
   JAXCORE_NO_SIMD keeps only scalar, JAXCORE_NO_AVX512 drops the AVX-512 path,
   JAXCORE_NO_AVX2 both AVX paths (AVX-512 builds on the AVX2 path's float64 kernels). With gcc >=
   5 or clang >= 4 on x86 the AVX2/AVX-512 kernels are always compiled (function target attributes)
   and chosen at run time (cpuid + xgetbv), so a plain `cc -O2` build uses them; the detection
   result is cached in one static word with relaxed __atomic operations (idempotent, no data race).
   cfg->path picks a path explicitly (tests, benchmarks); an unavailable one is
   JAXCORE_ERR_UNSUPPORTED_PATH. The AVX kernels end with vzeroupper, so the caller's SSE code is
   not slowed. MSVC: x64 compiles SSE2 and dispatches to AVX2/AVX-512 at run time (__cpuidex,
   _xgetbv; VS 2017 or later), 32-bit x86 uses SSE2 when _M_IX86_FP >= 2 (/arch:SSE2, the default),
   _M_ARM64 NEON; clang-cl compiles every x86 path (tests/compile.sh checks clang in MSVC mode; MSVC
   itself is not run here). jaxcore_prng_path_compiled() tells a path the build has from one the CPU
   supports. One Zen 5 core (make bench, uint32 bits, partitionable / legacy layout, ns per word):
   AVX-512 0.32 / 0.16, AVX2 1.01 / 0.50, SSE2 2.73 / 1.34, scalar 3.87 / 1.91 (README "Speed").

   5.5 Keys. jaxcore_key is a struct {impl, data[4]}: arithmetic on it does not compile
   (JAX raises on key arithmetic); compare with jaxcore_key_equal(). Raw words in and
   out only through jaxcore_key_data() / jaxcore_wrap_key_data() (JAX's key_data /
   wrap_key_data). jaxcore_key_dtype_name() gives "key<fry>". JAXCORE_KEY_NONE
   initializes a key that is not one yet, warning-free in C and C++.
   Saving a key: its bytes in memory begin with a pointer, so write
   jaxcore_key_serialize()'s bytes instead (a save file, a network packet): the
   implementation's tag and the words in a fixed byte order, versioned and checksummed;
   jaxcore_key_deserialize() finds the built-in implementation by its tag (or takes
   yours) and restores the same stream on any machine, byte order or compiler.
   C++: namespace jaxcore has typed overloads of the samplers (jaxcore::normal(key, n,
   out) with float *, double *, jaxcore::float16 *, jaxcore::bfloat16 *; bits, randint,
   rademacher with integer pointers): the dtype comes from the output's type, so a
   buffer of the wrong type does not compile.

   5.6 Implementations. A jaxcore_prng_impl holds a name, a tag, the key word count
   and seed/split/fold_in/bits functions on raw words (split and bits in slice form).
   Built in, as JAX 0.11 defines them: jaxcore_threefry2x32() (key<fry>, 2 words, JAX's
   default), jaxcore_threefry4x32() (key<fry4>, 4 words), jaxcore_philox4x32() (key<phx4>,
   2 words) and jaxcore_philox2x32() (key<phx2>, 1 word); the last three are scalar and
   ignore the partitionable flag, as in JAX. Users may supply their own; the library
   validates arguments before calling it.
   rbg and unsafe_rbg (jax/_src/random/rbg.py; jaxcore_rbg(), key<rbg>, and
   jaxcore_unsafe_rbg(), key<urbg>; 4 words [k0 k1 k2 k3]) as JAX 0.11 runs them on CPU:
     seed     threefry2x32's seed words twice: [hi lo hi lo]
     bits     lax.rng_bit_generator(key, shape, uint<width>), which XLA:CPU expands with
              RNG_PHILOX: the key is bitcast to u64[2] little-endian (s0 = k1:k0,
              s1 = k3:k2); block j is Philox4x32-10 with key (k0, k1) and the 128-bit
              counter s1 + (s0 << 64) + j, words (w0, w1, w2, w3) = counter words from the
              least significant. Flattened row-major, elements 4j..4j+3 are w0..w3 for
              32 bits and their low 8/16 bits for 8/16; 64-bit elements 2j, 2j+1 are
              w1:w0 and w3:w2. The stream does not depend on the shape or the mode, so
              slices are exact; jaxcore_rng_bit_generator() gives it for any u32[4] key.
     rbg      split and fold_in are threefry2x32's on (k0, k1) and on (k2, k3), in the
              configured jax_threefry_partitionable mode.
     unsafe   split(key, n)[i] is block 10 i of key's stream (row 10 i of
              rng_bit_generator(key, (10 n, 4))); fold_in(key, d) = key ^ block 9 of the
              stream of [0 d 0 d]. Neither depends on the mode.
   Every sampler accepts these keys through the implementation's functions; poisson
   refuses any key but threefry2x32's (JAXCORE_ERR_IMPL_MISMATCH), as JAX raises
   NotImplementedError. Scalar code, about one Philox block per 4 words. Checked against
   Random123's Philox-4x32 KATs, JEP 9263's uniform(key(0, impl='rbg')), the 20 rbg rows
   of JAX's tests/random_test.py and JAX's CPU back-compat data for an unsafe_rbg split
   of the key [42 43 44 45] (tests/vectors/prng/).

   Stack: bits and split use fixed chunk buffers, at most about 6 KiB of stack.

   5.7 Errors: JAXCORE_ERR_NULL, _WIDTH (width not 8/16/32/64), _OVERFLOW (byte size
   over SIZE_MAX, a seed out of range, a legacy split or stream JAX cannot index),
   _INVALID_ARG (slice outside the array, step not 0/1), _UNSUPPORTED_PATH,
   _IMPL_MISMATCH (a key without a valid implementation, a word count that does not
   match), _INVALID_DTYPE (a seed dtype that is not an integer). Outputs are untouched.

   ========================================================================================
   6. RANDOM: jax.random DISTRIBUTIONS, AND THE DETERMINISM OF FLOATING POINT
   ========================================================================================
   Samplers (jaxcore_random_uniform, _normal, ...) reproduce jax.random's algorithms
   on top of the key/bits part, into caller buffers.

   DETERMINISM. Every floating-point operation that decides a sample is done by the
   library's own integer implementation of IEEE 754 arithmetic (add, multiply, fused
   multiply-add, divide, square root; round to nearest even) into float64, float32,
   float16 or bfloat16, or, where HARDWARE FLOAT below says so, by the CPU's float with
   the same bits. Results are therefore bit-identical on every platform, SIMD path
   and compiler, whatever the flags of the translation unit that defines
   JAXCORE_IMPLEMENTATION: -ffast-math, -ffp-contract=fast, -mfma, x87 excess
   precision or no FMA hardware change nothing (tests/run.sh builds a fast-math + FMA
   configuration to prove it). No libm is used.
   HARDWARE FLOAT. The float32 samplers uniform, normal, truncated_normal, exponential,
   gumbel (every mode), laplace, logistic, lognormal, pareto, rayleigh, weibull_min
   (its powf lane by lane, in float64: below) and maxwell run those same operations, in the same
   order, on the CPU's IEEE float32 arithmetic where it rounds as IEEE single: x86 with SSE2 and
   AArch64, built by gcc or clang. They are vectorized next to the bits kernels: SSE 4
   lanes (the scalar and sse2 paths, and calls of fewer than 16 elements), AVX2+FMA 8,
   AVX-512F 16 (in groups of 2 or 4 vectors), NEON 4; no_fma (below) runs SSE 4 lanes on
   every x86 path. The results are the software
   float's bits: tests/hwfloat.c compares the two for every sampler, fused and not, on
   every instance the CPU runs, in make test: the one-draw samplers with fixed parameters on
   all 2^23 uniform inputs in every native build (gcc and clang at -O0, -O2/-O3, -ffast-math
   with and without -march=native, g++; weibull_min, whose pow is called lane by lane, and
   the -O0 builds on one block of 4096 inputs in 16), the others and the aarch64 and i686
   (qemu) builds over the first and last 4096 and every 16th input; make exhaustive: all
   inputs of every build. The loop samplers
   (gamma, beta, poisson, binomial, ...) take float32 log, log1p, exp and their normal
   draws from one lane of it, and on x86 and AArch64 their whole float32 step on one lane of
   the 4-lane instances: the gamma family's Marsaglia-Tsang loop, poisson's Knuth loop and
   transformed rejection (lgamma included), binomial's inversion and BTRS (each written once
   for both arithmetics; tests/hwfloat.c compares each instance's steps with the software
   float's). On x86 CPUs with FMA their float64 steps (the gamma loop, BTRS, the inversion)
   run on SSE2's scalar float64 the same way, and float64 log, log1p, exp, erf_inv, erf, pow and
   tan (glibc's; tan for 1.259e-8 < |x| <= 1e8) and float32 pow (glibc's powf, computed in float64)
   on its scalar float64 too, wherever the samplers call them (the same bits, checked against the
   software float on bit patterns, each function's domain and cut-offs and the samplers' inputs); so
   do the element formulas of wald, geometric and double_sided_maxwell (float32 and float64) and
   float32 tan (glibc's tanf, |x| < 2: cauchy's range;
   cauchy and triangular are kinds of the float32 vector instances, cauchy's tan lane by lane).
   float64 normal, truncated_normal, lognormal, uniform with bounds, exponential, laplace, gumbel
   (every mode: high and highest draw two words an element), logistic, rayleigh, pareto, triangular,
   weibull_min (its pow lane by lane), cauchy (its tan lane by lane) and maxwell (its three normals,
   then its norm) run on the float64 hardware of x86 CPUs with FMA: 16 (AVX2) or 32 (AVX-512) lanes
   at a time (4 and 8 in -O0 builds; fused; one template: glibc's log with its table and its
   polynomial near 1, XLA's exp, erf_inv's w < 6.25 branch), else one element at a time (the same
   check on random words, every instance; lanes outside those branches, and exp there, on the
   software float); bounds and parameters that are subnormal or not finite, and an infinite range,
   use the software float. The compiler's flags cannot change these values: every arithmetic result
   passes an empty asm barrier (so -ffast-math cannot reassociate or fold across operations and
   -ffp-contract cannot fuse; fused multiply-adds are explicit FMA instructions), division and
   square root are inline asm (fast-math would use reciprocal estimates), special values are tested
   on bit patterns
   (-ffinite-math-only folds float compares with infinities), and each call saves MXCSR
   (FPCR on AArch64), sets round-to-nearest with FTZ and DAZ (FZ) as XLA:CPU runs its
   kernels, and restores it, so the caller's rounding mode or flush setting does not
   matter either. Without FMA hardware a fused multiply-add is computed exactly from a
   float64 product and sum, with the halfway case of the double rounding corrected ("with
   FMA" on x86 means FMA3 and AVX2: a CPU with FMA3 alone, AMD's Piledriver and Steamroller,
   runs the SSE2 paths).
   WebAssembly SIMD128 (-msimd128) has an instance too: wasm has no FMA and no flush mode, so
   it computes fused multiply-adds from exact float64 products and marks (as NaN) the lanes
   where a result is subnormal or +-FLT_MIN or a float64 sum lands halfway between two
   float32 values inexactly; those elements, rare with ordinary parameters, are recomputed on
   the software float, so every lane is exact (tests/hwfloat.c under Node). It runs four
   vectors per step: normal float32 ~45 ns per element under Node 20 on a Zen 3, 11-18x
   faster than the software float there.
   Its no_fma mode, and parameters that are subnormal or not finite, use the software float.
   Everything else (float16, bfloat16;
   x87-only x86, 32-bit Arm, riscv64, s390x, scalar WebAssembly, MSVC; JAXCORE_NO_HW_FLOAT) runs on
   the software float. A float16 or bfloat16 sampler of one draw per element is a function of its
   unit's 10 or 7 bits: from 2 elements per unit value on (2048 and 256 elements), every value
   is computed once into a table and each element is a look-up (not at -Os).
   Checked against JAX itself. tests/vectors/random/jax_cpu_*.txt hold what jax.random returned
   on XLA:CPU (JAX and jaxlib 0.11.2 on an Intel Xeon with AVX-512, the same with
   --xla_cpu_max_isa=AVX2; tools/jax_reference.py) for 52 calls (every sampler, bits, split,
   fold_in; float32, float64 with x64, both PRNG modes), 156 cases, and 178 edge cases (shapes
   of several dimensions, odd sizes, parameters at the ends of their ranges, float16/bfloat16
   through more samplers; --edge), and 400 parameter sweeps (--rsqrt: float32 gamma at 160
   shape parameters from 0.05 to 600, each c = (1/3) rsqrt(d) from another entry of the CPU's
   RSQRTSS table; loggamma, beta, chisquare, t and generalized_normal at 40 parameters each;
   float16 and bfloat16 gamma at 20), every float sampler in float16 and bfloat16 (--half,
   60), 16 samplers with parameters no dtype holds exactly (--params, 96: float32, float16,
   bfloat16, and float64, float32, bfloat16 with x64), and maxwell and double_sided_maxwell at
   33 sizes from 1 to 8192 (--sizes, 132), 1022 in all; tests/jax_cpu.py (make test) runs each
   through the CLI: all 1022 give JAX's bits (tests/vectors/random/jax_cpu_known.txt, the list
   of known differences, is empty).
   multinomial with p in float16/bfloat16, which the CLI cannot ask for, is checked against
   JAX's values in tests/test_random.c. That reference showed what jaxcore now follows: rewrites of
   XLA's algebraic simplifier (lognormal multiplies erf_inv(u) by sqrt(2) sigma, the two scalings
   folded; a division by a scalar or constant becomes a product with its reciprocal: pareto's 1/b,
   geometric's 1 / log1p(-p), lgamma's z / 7.5, truncated_normal's bounds times 1/sqrt(2),
   dirichlet's softmax times 1 / sum; f's quotient of quotients becomes (chi2_num dfden) / (chi2_den
   dfnum); ball's g / pow(s, 1/p) becomes g * pow(s, -1/p); gamma's c = (1/3) / sqrt(d) becomes
   (1/3) * rsqrt(d); generalized_normal's gamma boost exponent 1 / (1 / p) becomes p), bfloat16's
   excess precision (XLA:CPU runs each bfloat16 op in float32 and drops the roundings between some
   of them, which its optimized HLO shows: tools/xla_hlo.py,
   tests/vectors/random/xla_hlo_bf16_gamma.txt; in gamma's c = (1/3) * (1 / bf16(sqrt(d))), pareto's
   and f's float32 reciprocals, lognormal's unfolded scalings, ball's g * (1 / pow), the float32
   powers ball and the squares maxwell sum, and dirichlet's float32 exps and 1 / sum; jnp.sum adds
   float16 and bfloat16 in float32, and weibull_min's exponent is float32 1 / concentration rounded
   to the dtype), XLA:CPU's rsqrt (two Newton steps from an estimate, see jaxcore_i_grsqrt: float32
   from RSQRTSS, whose table jaxcore holds as JAX's reference Xeon computes it, float64 on an
   AVX-512 host from VRSQRT14, which jaxcore computes as Intel's reference does), glibc's float64
   pow and tan, and maxwell's norm summing the squares as XLA:CPU does, which depends on the
   call's size: from 4096 normals on its reduction (YNNPACK), (n0^2 + n2^2) + n1^2 unfused,
   below that its own loop with fused multiply-adds (jaxcore_i_sample; double_sided_maxwell's
   final multiply-add is fused below 4096 elements only; tests/vectors/random/jax_cpu_sizes*,
   sizes 1 to 8192). The samplers follow JAX's own jit boundaries: a parameter that JAX traces
   (every one except shapes, dtypes and ball's d) is a runtime value for XLA, so pow(x, 0.5) stays
   glibc's pow and nothing is constant-folded; a caller who jits a sampler with a literal parameter
   lets XLA fold it (pow(x, 0.5) then becomes sqrt), which jaxcore does not model. The
   transcriptions in tests/xla_ir follow XLA 131bf41 (JAX 0.11.0's pin) where JAX 0.11.2 computes
   the same, and JAX 0.11.2's kernels where they differ (float32 exp, below). FMA. XLA:CPU always
   allows FMA contraction, so on FMA hardware JAX evaluates `u * (maxval - minval) + minval` and the
   Horner steps of log1p/erf_inv/erf as fused multiply-adds. jaxcore does the same by default,
   exactly (one rounding), on every machine; jaxcore_random_config.no_fma = 1 selects the unfused
   evaluation instead (what JAX computes on hardware without FMA). The two differ by 1 ulp in about
   30% of float32 uniforms over a range like [-10, 10) and by a few ulp in ~4% of normals.
   Transcendentals are XLA:CPU's own algorithms, op for op (x86-64 host; FMA unless
   no_fma), with XLA:CPU's flush of subnormal inputs and results to zero (it runs kernels
   with FTZ|DAZ) inside them, as x86 flushes: a result that is tiny after rounding to 24 bits
   (erf_inv(1.1284 * FLT_MIN) is 0, not FLT_MIN; AArch64's FZ flushes before rounding, so
   the NEON instances would differ for products within 2^-25 of FLT_MIN, which sampler
   arguments reach only with extreme parameters): float32 log and exp are the Cephes kernels XLA
   substitutes for every llvm.log/llvm.exp (polynomial_approximations.cc), exp as JAX 0.11.2's
   kernels compute it (read off their machine code: ln 2 split as 0.693145751953125 +
   1.428606765330187e-6, n clamped to [-127, 128], 2^n applied as min(2^n, 2^127) with the rest
   added to the exponent); log1p is XLA's intrinsic (Cephes rational for |x| < sqrt(2) - 1 in
   float32 and for 1 - sqrt(1/2) >= -x, x <= sqrt(2) - 1 in float64, log(1 + x) elsewhere,
   through that log in float32 and glibc's in float64); erf_inv is StableHLO's expansion (M. Giles);
   float32 erf is the rational XLA's loop emitter writes for a scalar erf (ExpandFloatOps: explicit
   fma, saturating at |x| >= 3.7439211627767994; XLA's vector intrinsic would saturate only
   from 3.8325, and jnp.erf over an array runs that one, but truncated_normal's bounds are
   scalars); float64 exp is XLA's Pade
   intrinsic (exp.cc with its ldexp). float64 log and erf are the C library's, which
   XLA:CPU calls: glibc's log (its table algorithm, both its FMA build and the one for
   hosts without FMA, bit for bit; a subnormal x gives -inf, as XLA flushes it first) and
   glibc's erf (with glibc's own exp, its FMA build; a subnormal x gives +-0). Which multiply-adds
   fuse was read from the x86-64 assembly LLVM makes of transcriptions of XLA's IR
   (tests/xla_ir; Debian's LLVM 14, older than the LLVM XLA pins; JAX 0.11.2's own outputs
   then agreed on all 2^32 float32 inputs, with FMA: tests/jax_math.sh) and from
   glibc's. Checked: tests/xla_ref.sh compiles the transcriptions with opt/llc and compares
   every function (log/exp also as the width-8 vector kernels the loop vectorizer calls) on
   millions of inputs, both builds, 0 mismatches (also over every +-k 2^-23, k < 2^24, the
   samplers' uniforms), float64 log, pow, tan and erf, float32 pow and tan against this machine's
   glibc. make exhaustive: all 2^32 float32 inputs through the hardware float instances the samplers
   run (SSE2, SSE2+FMA, AVX2, AVX-512, fused against the FMA build and not against the other; log,
   log1p, exp on every input, erf_inv on |x| <= 1 and NaN) and through the software float's and the
   public (hardware) float32 erf, 0 mismatches: 28 CPU-minutes, 26.5 minutes in two processes on a
   shared 2-core AMD EPYC with AVX-512; the software float's log, exp, log1p, erf_inv on one input
   in every 256 (2^24 of them), the first 2^24 bit patterns (subnormals and the smallest normals;
   xla_ref all 0 1000000, run once) and the samplers' uniforms, where it also equals the hardware
   float (tests/hwfloat.c: every sampler input); float64 exp, log, pow, tan, float32 pow and tan on
   2^26 inputs; the reference files in tests/vectors/random (glibc through Python) on every
   platform. Against JAX itself (tests/jax_math.sh): hashes of JAX 0.11.2's own outputs on an Intel
   Xeon (tools/jax_math_ref.py) for float32 log, exp, log1p, erf_inv, erf and tan over all 2^32
   inputs and float64 log, exp, log1p, erf_inv, erf, tan, pow and float32 pow over 2^22 inputs each;
   the no-FMA run (XLA_FLAGS=--xla_cpu_max_isa=AVX) covers float32 log, exp, log1p and erf_inv. make
   test checks one block in 128, make exhaustive every block. That check found what the float64 log
   and erf above now do with subnormal inputs, and pow's special cases (x < 0 with an integer y,
   zeros, infinities), which jaxcore had left to exp(y log x). pow (weibull_min, gamma's boost,
   generalized_normal, ball) is glibc's, which XLA:CPU calls, for x > 0 and finite nonzero y: powf
   in float32 (powf_glibc.txt), pow in float64 (both builds, pow64_glibc.txt); tan (cauchy) is
   glibc's: tanf in float32 (tanf_glibc.txt), tan in float64 for every input (both builds,
   tan64_glibc.txt). Not checked on their own: lgamma (below) and digamma. NOT bit for bit:
   NaN payloads (erf_inv, the samplers), and, only with
   extreme parameters, a float32 result of a fused multiply-add or division that lands on
   FLT_MIN after float64 rounding although the exact value was tiny (x86 flushes it; jaxcore
   keeps FLT_MIN), and float64 results next to DBL_MIN (the same rule, not emulated). Every
   other subnormal operand and result of the samplers' arithmetic is flushed as XLA:CPU's
   FTZ|DAZ does, on every path (tests/hwfloat.c checks tiny parameters). A libm other than glibc
   (macOS, Windows) gives other float64 log/erf values under JAX; jaxcore gives glibc's.
   float16/bfloat16: arithmetic rounds to the dtype at every JAX op; a multiply-add rounds once
   in float16 (JAX's reference Xeon has AVX512-FP16, whose half fma XLA uses; a host without it
   rounds the product first) and twice in bfloat16 (x86 has no bfloat16 arithmetic: XLA upcasts
   each op); log, log1p, exp, erf and erf_inv are computed in float32 and rounded to the dtype,
   as XLA upcasts them; gumbel's and logistic's uniform follows XLA's folding of their constant
   bounds (jaxcore_i_fs_add: float16 loses the + tiny). Measured against jax_corpus_dev.txt
   (tests/test_random.c): every exact row matches bit for bit on every SIMD path; the "tolerance"
   rows (normal f32/f64, truncated normal, exponential, gumbel) were derived unfused with a
   correctly rounded log, not by JAX: jaxcore is within 2 ulp of them unfused (gumbel, two logs: 4)
   and fused within |got - want| <= 2e-6 (|want| + 1) (float64: 1e-14); every jax_expected.txt
   sampler value matches within JAX's own test tolerance, and the truncated_normal initializer
   doctest (float32 reprs) bit for bit. Loops. gamma, loggamma, beta, dirichlet, chisquare, f, t,
   poisson and binomial replay JAX's while-loops: the same splits (element i of a gamma-family call
   uses split(key, n)[i]; poisson and binomial split one key per iteration and draw the whole
   shape), the same draws, the same float operations in the same dtype, and JAX's shape-wide loop
   semantics (a rejection loop runs until every element was accepted; an element keeps its last
   accepted draw). Acceptance tests compare values computed as XLA would up to its choice of which
   multiply-adds to contract, so a sample can differ from JAX only where a comparison sits within an
   ulp of its boundary; their log, exp and log1p are XLA's and their pow glibc's (above); lgamma
   (poisson's test) is XLA's float32 Lanczos form op for op, checked only through poisson's
   draws (lam = 50 and 1e6 against JAX), not on its own. Checked: every one of them against JAX
   0.11.2 (above), and gamma, loggamma, beta, dirichlet and poisson against JAX's recorded values.
   gumbel mode "highest" (float32) builds each value from 64 random bits as JAX's _safe_int_to_float
   does; checked against that definition over verified bits. Compositions. wald (normal and uniform
   of split(key)), generalized_normal (gamma and rademacher), ball (generalized_normal and
   exponential) and multinomial (a binomial per outcome over the whole batch, keys split(key, k))
   use those samplers' draws and JAX's formulas op for op; checked against them and by statistics
   (JAX records no values). Python float parameters round as JAX traces them (float32, float64 with
   x64, then the dtype). wald's two multiply-adds that XLA:CPU contracts (4 mean y + mean^2 y^2, and
   x - mean / 2 * sqrt_term) are fused unless no_fma. ball sums a row's |x|^p in index
   order (in float32 for float16/bfloat16: jnp.sum upcasts). multinomial's remaining
   probabilities (a reverse cumsum) are summed as XLA:CPU's reduce-window: in index order
   up to 16 outcomes, beyond that in the tree of 16-element tiles of XLA's
   ReduceWindowRewriter.
   Memory: samplers stream in fixed stack chunks of JAXCORE_CHUNK elements (section
   2.1); permutation, choice (without replacement or with p) and
   categorical without replacement sort, and take a caller `work` array (sizes at each
   declaration); multinomial keeps its rows' remainders in out, on the stack (up to JAXCORE_CHUNK
   rows) or in `work`.
   Not provided: multinomial with p or n varying per row, orthogonal,
   multivariate_normal. (method="approximate" of gamma, poisson and friends came after
   JAX 0.11.0.)

   ========================================================================================
   7. PYTREE TREEDEF (JAX 0.11, jaxlib/pytree.cc, jax/_src/tree_util.py)
   ========================================================================================
   A jaxcore_tree is JAX's PyTreeDef: the structure of a nested value without its leaves.
       static unsigned char buf[4096];   // or jaxcore_tree_size() bytes
       const char *s = "{'b': [1, 2], 'a': (3, None)}";
       jaxcore_tree t;
       jaxcore_tree_error err;
       if (jaxcore_tree_parse(buf, sizeof buf, s, strlen(s), NULL, &t, &err) == JAXCORE_OK)
           jaxcore_tree_repr(&t, text, sizeof text, NULL);
       // "PyTreeDef({'a': (*, None), 'b': [*, *]})": 3 leaves, 7 nodes
   (examples/pytree.c: key paths and a prefix tree, run by `make test`.)

   7.1 Input. jaxcore_tree_parse reads text[0..len) (no NUL needed, never read past len):
     - a Python literal: lists, tuples ("(x)" is grouping, "(x,)" a tuple), dicts, None,
       leaves (*, numbers, strings, b'bytes', True, False) and namedtuples Name(f1=x,
       f2=y); a positional Name(x, y) parses too, without field names;
     - what str(treedef) prints: PyTreeDef(...) around it, CustomNode(namedtuple[Name],
       [...]) and CustomNode(Name[aux], [...]) for registered types (aux is opaque text).
     Whitespace is free; trailing commas are allowed.
     Dict keys (also the keys in OrderedDict / defaultdict aux text) are any value a
     Python literal spells, as repr prints it: str (any quote and escape), bytes (b'..'),
     int (decimal, 0x/0o/0b, '_'; outside int64 kept as decimal text, up to Python's 4300
     digits), True/False, float (correctly rounded; nan, inf, -inf as JAX prints them),
     complex (1j, -1.5j, (1+2j), (nan-infj): read as repr spells them, so "-1j" is
     complex(0.0, -1.0) and "(-0-1j)" complex(-0.0, -1.0), where Python's arithmetic
     would move signed zeros), None, and tuples of these nested up to 32 deep (a complex
     with a real part inside a tuple keeps its parentheses: ((1+2j), 3)). The record
     holds the key (jaxcore_tree_key_type): int64/bool in key_int, a float's bits in
     key_int, the rest as bytes at key_off/key_len (a tuple as its encoded elements).
     Keys compare as Python's == and < do: numbers exactly across bool, int and float
     (1 == 1.0 == True == 1+0j; nan equals nothing), str by code point, bytes by byte,
     tuples element by element; None and complex have no <, nor do different kinds.
     Dict children are sorted as jaxlib does: std::stable_sort with Python's < over the
     keys in the order written. That is the sorted order wherever < is a total order; NaN
     keys are ordered by the algorithm itself, reproduced as libstdc++'s (the C++
     library of JAX's Linux builds; a jaxlib built on libc++ may order NaN keys
     differently; reference data from the real std::stable_sort), and a PyTreeDef(...)
     repr keeps its printed order for them. Errors (code, byte offset and message in
     jaxcore_tree_error): JAXCORE_ERR_TREE_PARSE (syntax, bad escapes, truncation),
     _DEPTH (section 7.2; tuple keys deeper than 32), _KEY_ORDER (< raised while sorting,
     e.g. str with int, two complex keys: JAX's "Comparator raised exception while sorting
     pytree dictionary keys."), _DUP_KEY (keys equal under ==, e.g. 1 and 1.0: a Python
     dict literal would silently merge them, keeping the first key and the last value),
     _UNSUPPORTED (an int key of more than 4300 decimal digits: Python's repr refuses
     it, "Exceeds the limit (4300 digits) for integer string conversion..."). A literal
     with duplicates that also holds keys Python cannot order reports _KEY_ORDER, as JAX
     would after the merge, unless a key is None or holds a NaN or a complex (then every
     pair is checked first). config.none_is_leaf gives JAX's none_leaf_registry
     (vmap's in_axes): None is then a leaf.
   7.2 Memory and bounds. jaxcore_tree_size() gives the bytes; jaxcore_tree_parse() fills
     the caller's buffer (any alignment) with 64-byte pre-order records (jaxcore_tree_node)
     and a string arena; compose and tuple have _size twins. children and subtrees are
     views into the same storage. Containers nest at most JAXCORE_TREE_MAX_DEPTH (128)
     deep; nothing recurses (walks keep an explicit stack of that many entries, a few KiB
     of C stack; printing a compose substitutes one level; tuple keys, nested at most 32
     deep, are compared and printed with small explicit stacks). Parsing a dict takes
     O(k log k) key compares for k keys (sorted input, as JAX prints it: O(k); keys with
     NaN, complex or None: O(k^2) for the duplicate check) and moves whole subtrees into
     place: O(n) where the children are of one size (leaves), else O(k n).
     jaxcore_tree_size's need includes 6 bytes a key of the largest dict for the sort.
     The parser's open containers take 4.5 bytes of stack a level; its counting pass (the
     whole of jaxcore_tree_size, the first half of jaxcore_tree_parse) keeps no child
     count for a CustomNode, and counts an OrderedDict's or defaultdict's children again
     from the text at its close (linear in that node's text, so O(n d) for such nodes
     nested d deep; other nodes are not read twice).
     Key numbers use integer arithmetic only (no floating point), on stack big numbers
     of at most 640 bytes: a float key reads its first 19 digits, and where more follow
     and decide the rounding, compares the literal exactly with the halfway point; an int
     key in hex, octal or binary has its decimal digits counted exactly (its value against
     10^m, 5^m in two halves) and written in the arena's room for them. Worst-case stack
     over the call graph (tests/stack.sh, gcc -O2, x86-64): mismatch_message 2352 bytes,
     repr 2336, tree_parse 2320, tree_size 2272.
   7.3 Operations (JAX name -> jaxcore): str(treedef) -> _repr; num_leaves/num_nodes;
     treedef_is_leaf (num_nodes == 1, also None/()/[]/{}) and the strict form; == and
     hash -> _equal, _hash (FNV-1a: equal trees hash equal, not JAX's value); children()
     -> _num_children/_child; compose -> _compose; treedef_tuple -> _tuple; keystr (and
     simple=True, separator=) -> _keystr; flatten_up_to / tree_map with a prefix /
     tree.broadcast -> _prefix (+ _mismatch_message, _broadcast); unflatten's count check
     -> _leaf_count_message; flatten/unflatten over caller arrays of any element size ->
     _flatten/_unflatten (a visitor sees JAX's post-order as EXIT events); tree_transpose
     -> _transpose (+ _transpose_message); the value a literal describes -> _value_repr;
     serialize_using_proto / deserialize_using_proto -> _serialize / _deserialize (JAX's
     bytes, both ways).
   7.4 Prefix mismatches. JAX checks the prefix root first, then children right to left,
     and reports the first problem: with several, the right-most one. jaxcore reports the
     same one, with JAX's texts ("Expected tuple, got [4].", "List arity mismatch: 1 != 2;
     list: [7].", "Dict key mismatch; expected keys: ['a']; present keys: ['b']." ...).
   7.5 Differences from JAX, all from C having no Python objects:
     - leaves keep the text they were written with; value texts print it (7, 'x', 2.50;
       Python would print repr(leaf)); a repr's leaves print as *. Dicts print in sorted
       key order (Python prints insertion order).
     - a namedtuple or custom type is known by its __name__ (and custom aux text): two
       types with one name compare equal; messages name it <class '__main__.Name'>, and
       "Mismatch custom node data" shows str(aux) where JAX shows repr(aux).
     - key paths: custom children are FlattenedIndexKey ([<flat index i>]), JAX's default
       for register_pytree_node without keys, except OrderedDict and defaultdict, whose
       keys are read from their aux text (DictKey, as JAX registers them); a namedtuple
       parsed from a repr has no field names: JAXCORE_ERR_TREE_NO_FIELDS.
     - str keys are printed as Python's repr for ASCII; other bytes pass through, so
       non-printable non-ASCII characters (U+00A0...) are not escaped as Python would.
     - dict keys are values, not objects: nan != nan always (a tree with a NaN key is
       not equal to itself; JAX's is, through object identity, only where the NaN sits
       in a tuple); two treedefs with NaN keys never compare equal.
     - key literals are not evaluated: "-1j", "(1-0j)" and friends keep the signed zeros
       their text spells; "1+2j" outside parentheses and other arithmetic is an error.
     - aux text must nest its brackets; a string literal inside it (a quote not after a
       letter, digit or '_') may contain brackets. Aux text with unbalanced quotes is
       matched ignoring quotes and may not round-trip.
     - OrderedDict, defaultdict, dataclasses and Partial exist only as CustomNode text;
       pickle is not implemented.
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
#elif defined(_MSC_VER) /* inline: MSVC warns (C4505) about unused static functions only */
#define JAXCORE_API static __inline
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
    X(JAXCORE_ERR_TREE_PARSE, -20)       /* tree text: syntax error (offset in the error) */       \
    X(JAXCORE_ERR_TREE_DEPTH, -21)       /* tree nested deeper than JAXCORE_TREE_MAX_DEPTH */      \
    X(JAXCORE_ERR_TREE_KEY_ORDER, -22)   /* dict keys Python cannot sort (str with int, None) */   \
    X(JAXCORE_ERR_TREE_DUP_KEY, -23)     /* the same dict key twice */                             \
    X(JAXCORE_ERR_TREE_TOO_FEW_LEAVES, -24)  /* unflatten: fewer leaves than num_leaves */         \
    X(JAXCORE_ERR_TREE_TOO_MANY_LEAVES, -25) /* unflatten: more leaves than num_leaves */          \
    X(JAXCORE_ERR_TREE_STRUCTURE, -26)       /* not a tree prefix / transpose count mismatch */    \
    X(JAXCORE_ERR_TREE_UNSUPPORTED, -27)     /* int key > 4300 digits; proto of non-str keys */    \
    X(JAXCORE_ERR_TREE_NO_FIELDS, -28) /* key path through a namedtuple with no field names */     \
    X(JAXCORE_ERR_BOUNDS, -40)         /* a sampler bound or parameter is NaN (or infinite) */     \
    X(JAXCORE_ERR_SAMPLE_SIZE, -41)    /* no categories/inputs, or more draws than inputs */       \
    X(JAXCORE_ERR_SELFTEST, -60)       /* jaxcore_selftest(): a known answer differs */

typedef enum jaxcore_result {
#define JAXCORE_I_ENUM(name, value) name = value,
    JAXCORE_RESULT_LIST(JAXCORE_I_ENUM)
#undef JAXCORE_I_ENUM
        JAXCORE_RESULT_MIN = -60 /* the most negative code, for range checks */
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

/* Which kernel generates blocks in bulk (section 5.4). All produce identical words. */
typedef enum jaxcore_prng_path {
    JAXCORE_PATH_AUTO = 0, /* the fastest path compiled in and supported by this CPU */
    JAXCORE_PATH_SCALAR,   /* portable C, always available */
    JAXCORE_PATH_SSE2,     /* x86 SSE2, 4 lanes */
    JAXCORE_PATH_AVX2,     /* x86 AVX2, 8 lanes */
    JAXCORE_PATH_AVX512,   /* x86 AVX-512F/VL (vprold), 16 lanes */
    JAXCORE_PATH_NEON,     /* Arm NEON intrinsics, 4 lanes */
    JAXCORE_PATH_SIMD128,  /* WebAssembly SIMD128 (wasm_simd128.h, -msimd128), 4 lanes */
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

/* The Threefry-2x32 block function (Salmon et al., SC'11): out = block(key, ctr) with `rounds`
   rounds (JAX uses 20; Random123's KATs also use 13 and 32). */
JAXCORE_API jaxcore_result jaxcore_threefry2x32_block(const uint32_t key[2], const uint32_t ctr[2],
                                                      unsigned rounds, uint32_t out[2]);
/* JAX's array form threefry_2x32(key, counts) (jax.random's threefry_2x32): n counts, odd n padded
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
/* Nonzero when `path`'s kernel is compiled into this build, whether or not this CPU
   supports it: a compiled path that is not supported is one the CPU lacks (AVX-512 on an
   AVX2 machine), which tests report as skipped. */
JAXCORE_API int jaxcore_prng_path_compiled(jaxcore_prng_path path);
/* The path JAXCORE_PATH_AUTO selects on this machine (never AUTO itself). */
JAXCORE_API jaxcore_prng_path jaxcore_prng_path_auto(void);
/* "auto", "scalar", "sse2", "avx2", "avx512", "neon", "simd128"; NULL outside the enum. */
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

/* "No key yet": an initializer that is warning-free in C and C++ (-Wextra's
   missing-field-initializers), `jaxcore_key k = JAXCORE_KEY_NONE;`. Such a key has no
   implementation: every function taking it returns JAXCORE_ERR_IMPL_MISMATCH. */
#define JAXCORE_KEY_NONE                                                                           \
    {                                                                                              \
        NULL, { 0u, 0u, 0u, 0u }                                                                   \
    }

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
JAXCORE_API const jaxcore_prng_impl *jaxcore_threefry4x32(void); /* key<fry4>, 4 words */
JAXCORE_API const jaxcore_prng_impl *jaxcore_philox4x32(void);   /* key<phx4>, 2 words */
JAXCORE_API const jaxcore_prng_impl *jaxcore_philox2x32(void);   /* key<phx2>, 1 word */
/* rbg (key<rbg>) and unsafe_rbg (key<urbg>), 4 words: lax.rng_bit_generator as XLA:CPU
   runs it (section 5.6); bits in every width, both modes. */
JAXCORE_API const jaxcore_prng_impl *jaxcore_rbg(void);
JAXCORE_API const jaxcore_prng_impl *jaxcore_unsafe_rbg(void);
/* Elements [start, start+count) of lax.rng_bit_generator(key, shape, dtype=uint<width>)[1]
   on XLA:CPU (Philox4x32-10; the key as JAX passes it, u32[4]), flattened row-major: the
   stream is the same for every shape of at least start+count elements. width 8, 16, 32
   or 64 (uint8_t ... uint64_t out). */
JAXCORE_API jaxcore_result jaxcore_rng_bit_generator(const uint32_t key[4], unsigned width,
                                                     uint64_t start, size_t count, void *out);
/* The block functions behind them (JAX's threefry4x32_p, philox4x32_p, philox2x32_p, whose
   KAT vectors they reproduce); JAX uses 20, 10 and 10 rounds. */
JAXCORE_API jaxcore_result jaxcore_threefry4x32_block(const uint32_t key[4], const uint32_t ctr[4],
                                                      unsigned rounds, uint32_t out[4]);
JAXCORE_API jaxcore_result jaxcore_philox4x32_block(const uint32_t key[2], const uint32_t ctr[4],
                                                    unsigned rounds, uint32_t out[4]);
JAXCORE_API jaxcore_result jaxcore_philox2x32_block(const uint32_t key[1], const uint32_t ctr[2],
                                                    unsigned rounds, uint32_t out[2]);
/* An implementation by JAX name ("threefry2x32") of len bytes; NULL if not built in. */
JAXCORE_API const jaxcore_prng_impl *jaxcore_prng_impl_by_name(const char *name, size_t len);
/* The i-th built-in implementation (0 is threefry2x32), NULL past the last: the same table
   jaxcore_prng_impl_by_name and jaxcore_key_deserialize search. */
JAXCORE_API const jaxcore_prng_impl *jaxcore_prng_impl_builtin(size_t i);

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

/* Portable keys (save games, network packets): a key's bytes in memory start with a
   pointer, so they mean nothing to another process. jaxcore_key_serialize writes, the same
   on every machine and byte order:
     bytes 0-2  "JXK"                      magic
     byte  3    1                          JAXCORE_KEY_SERIAL_VERSION
     byte  4    L                          length of the implementation's tag, 1..16
     L bytes    the tag ("fry" for threefry2x32: key<fry>)
     1 byte     W                          the implementation's key words
     4W bytes   the words, each little-endian
     4 bytes    FNV-1a 32 of every byte before it, little-endian
   10 + L + 4W bytes, at most JAXCORE_KEY_SERIAL_MAX. Text conventions of section 3 for
   buf/cap/len (buf NULL, cap 0: *len is the size). JAXCORE_ERR_IMPL_MISMATCH: a key
   without a valid implementation, or whose tag is empty, longer than 16 bytes or has
   bytes outside printable ASCII. */
#define JAXCORE_KEY_SERIAL_VERSION 1
#define JAXCORE_KEY_SERIAL_MAX 42
JAXCORE_API jaxcore_result jaxcore_key_serialize(jaxcore_key key, unsigned char *buf, size_t cap,
                                                 size_t *len);
/* Reads a serialized key from buf[0..len). impl NULL: the implementation is the built-in
   with that tag (jaxcore_prng_impl_builtin); a user implementation is passed as impl and
   its tag must match. *used (if non-NULL) receives the bytes read, and bytes may follow
   them (a packet); with used NULL, len must be exactly the key's size. Errors, with out
   untouched: JAXCORE_ERR_NULL; JAXCORE_ERR_INVALID_ARG (not this format: magic, length,
   a version other than 1, the checksum); JAXCORE_ERR_IMPL_MISMATCH (no such
   implementation, or a word count other than its key_words). */
JAXCORE_API jaxcore_result jaxcore_key_deserialize(const unsigned char *buf, size_t len,
                                                   const jaxcore_prng_impl *impl, jaxcore_key *out,
                                                   size_t *used);
/* ==== random: jax.random distributions ==================================================== */

/* -- Deterministic floating point (section 6 of the manual). Values are computed in integer
   arithmetic (the samplers, and log, log1p, exp, erf_inv and erf below and float64 tan: on
   the CPU's float where it gives the same bits, with its floating-point environment saved and set
   for the call), identically on every platform and whatever the compiler flags. no_fma = 0
   evaluates multiply-adds fused, as XLA:CPU does; 1 rounds the product first. */

/* fma(a, b, c) with a single rounding (float32 / float64). */
JAXCORE_API float jaxcore_math_fmaf(float a, float b, float c);
JAXCORE_API double jaxcore_math_fma(double a, double b, double c);
/* Natural logarithm and exponential as XLA:CPU computes them, with its flush of subnormal
   inputs and results to zero. float32: XLA's Cephes kernels. float64: glibc's log (which
   XLA:CPU calls; no_fma = 1 gives glibc's build for hosts without FMA) and XLA's exp
   intrinsic. NaN in gives NaN; log(0) = -inf, log(x < 0) = NaN. */
JAXCORE_API float jaxcore_math_logf(float x, int no_fma);
JAXCORE_API double jaxcore_math_log(double x, int no_fma);
JAXCORE_API float jaxcore_math_expf(float x, int no_fma);
JAXCORE_API double jaxcore_math_exp(double x, int no_fma);
/* x^y, float32, as XLA:CPU computes it: glibc's powf (its FMA build; no_fma = 1 its plain
   build, which gives the same values), with its special cases (C99 Annex F: x < 0 with an
   integer y, zeros, infinities, NaN), under XLA:CPU's flush to zero (a subnormal x reads as
   0 in glibc's rescaling of it; subnormal results are 0). */
JAXCORE_API float jaxcore_math_powf(float x, float y, int no_fma);
/* x^y, float64, as XLA:CPU computes it: glibc's pow, which it calls (its FMA build; no_fma = 1
   its build for hosts without FMA), special cases included as for jaxcore_math_powf, under
   XLA:CPU's flush to zero (a subnormal x reads as 0 in glibc's rescaling of it; subnormal
   results are 0). */
JAXCORE_API double jaxcore_math_pow(double x, double y, int no_fma);
/* tan(x), float32, as XLA:CPU computes it: glibc's tanf (which it calls; every input). */
JAXCORE_API float jaxcore_math_tanf(float x);
/* tan(x), float64, as XLA:CPU computes it: glibc's tan, which it calls (its FMA build;
   no_fma = 1 its build for hosts without FMA), for every finite x (beyond 1e8 with glibc's
   reduction by 1800 bits of 2/pi) and for inf and NaN: glibc's x - x (x86's default NaN,
   sign set, for +-inf; x quieted for a NaN). */
JAXCORE_API double jaxcore_math_tan(double x, int no_fma);
/* log1p as XLA expands it (Cephes rational below sqrt(2)-1, log(1+x) above). */
JAXCORE_API float jaxcore_math_log1pf(float x, int no_fma);
JAXCORE_API double jaxcore_math_log1p(double x, int no_fma);
/* Inverse error function as XLA expands it (M. Giles' polynomials). */
JAXCORE_API float jaxcore_math_erf_invf(float x, int no_fma);
JAXCORE_API double jaxcore_math_erf_inv(double x, int no_fma);
/* Error function, float32, as XLA:CPU's loop emitter expands a scalar erf (Eigen's rational
   with explicit fma, saturating to +-1 from |x| >= 3.7439211627767994); no_fma has no effect.
   jnp.erf over an array runs XLA's vector form instead, which saturates only from
   3.832506856900711: for 3.7439 <= |x| < 3.8325 JAX gives the rational's value there, just
   below 1 (checked against JAX over all 2^32 inputs; identical everywhere else). */
JAXCORE_API float jaxcore_math_erff(float x, int no_fma);
/* Error function, float64: glibc's erf (fdlibm's algorithm), which XLA:CPU calls. */
JAXCORE_API double jaxcore_math_erf(double x);
/* float32 <-> float16 / bfloat16 bit patterns, round to nearest even. */
JAXCORE_API uint16_t jaxcore_f32_to_f16(float x);
JAXCORE_API float jaxcore_f16_to_f32(uint16_t h);
JAXCORE_API uint16_t jaxcore_f32_to_bf16(float x);
JAXCORE_API float jaxcore_bf16_to_f32(uint16_t h);

/* -- Samplers (jax.random; manual section 6). n is the element count
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
/* truncated_normal(key, lower, upper, (n,), dtype): any float dtype; float64 takes the
   bounds' erf from glibc's algorithm (XLA:CPU calls the C library's erf); infinite bounds
   allowed, NaN not (JAXCORE_ERR_BOUNDS). */
JAXCORE_API jaxcore_result jaxcore_random_truncated_normal(jaxcore_key key, jaxcore_dtype dtype,
                                                           size_t n, double lower, double upper,
                                                           void *out,
                                                           const jaxcore_random_config *cfg);
/* exponential(key, (n,), dtype): -log1p(-uniform). */
JAXCORE_API jaxcore_result jaxcore_random_exponential(jaxcore_key key, jaxcore_dtype dtype,
                                                      size_t n, void *out,
                                                      const jaxcore_random_config *cfg);
/* JAX's mode= of gumbel, categorical, choice (all three) and bernoulli (low, high). */
enum jaxcore_random_mode { JAXCORE_MODE_LOW = 0, JAXCORE_MODE_HIGH = 1, JAXCORE_MODE_HIGHEST = 2 };
/* gumbel(key, (n,), dtype, mode): "highest" draws 64 bits per float32 value (other dtypes
   use "high", as JAX); a mode outside the enum is JAXCORE_ERR_INVALID_ARG. */
JAXCORE_API jaxcore_result jaxcore_random_gumbel(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                 int mode, void *out,
                                                 const jaxcore_random_config *cfg);
/* laplace, logistic, cauchy, maxwell(key, (n,), dtype). maxwell's last bits depend on n as
   JAX's do: XLA:CPU sums the three squares in another order from n = 1366 on (4096 normals),
   so the first 1000 values of a call of 2000 may differ in their last bit from a call of
   1000; double_sided_maxwell likewise, and its multiply-add is unfused from n = 4096 on. */
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
                                                    size_t n, double p, int mode, uint8_t *out,
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
                                                      int replace, int mode, void *out,
                                                      uint64_t *work,
                                                      const jaxcore_random_config *cfg);
/* categorical(key, logits, axis, shape, replace, mode) for any axis: logits is row-major
   [outer][num_classes][inner] (axis = the middle dimension; outer and inner are the
   products of the dimensions before and after it); the result has shape
   (*prefix, outer, inner). Same work and errors as jaxcore_random_categorical, which is
   this with inner = 1. */
JAXCORE_API jaxcore_result jaxcore_random_categorical_axis(jaxcore_key key, const void *logits,
                                                           jaxcore_dtype dtype, size_t outer,
                                                           size_t num_classes, size_t inner,
                                                           size_t prefix, int replace, int mode,
                                                           void *out, uint64_t *work,
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
                                                 int mode, void *out, uint64_t *work,
                                                 const jaxcore_random_config *cfg);

/* -- Loops and counts (JAX's rejection samplers; manual section 6). Each follows
   JAX's while-loops draw for draw, so the same key gives JAX's values; the loops run in
   software floating point, float32 on the hardware float where section 6 says (x86,
   AArch64: the same bits), and cost about 0.2 to 10 microseconds per element. Parameters that are
   NaN or negative are JAXCORE_ERR_BOUNDS (JAX returns meaningless values for them). */

/* geometric(key, p, (n,), dtype): floor(log(u) * (1 / log1p(-p))) + 1 (JAX divides; XLA
   multiplies by the reciprocal of the broadcast scalar), u = uniform of p_dtype
   (u = 0 read as 1); dtype any integer dtype (values beyond it saturate, as XLA converts).
   p outside (0, 1] or NaN is JAXCORE_ERR_BOUNDS. */
JAXCORE_API jaxcore_result jaxcore_random_geometric(jaxcore_key key, jaxcore_dtype p_dtype,
                                                    size_t n, double p, jaxcore_dtype dtype,
                                                    void *out, const jaxcore_random_config *cfg);
/* gamma(key, a, (n,), dtype) and loggamma (its log, sampled in log space): element i uses
   split(key, n)[i] and Marsaglia-Tsang's loop, boosted below a = 1. Its c = (1/3) rsqrt(d),
   d = a - 1/3 (a + 2/3 below 1), is XLA:CPU's rsqrt: in float64 an AVX-512 host's (VRSQRT14
   and two Newton steps; no_fma = 1: 1 / sqrt(d), a host without AVX-512), in float32 two
   Newton steps from the RSQRTSS estimate of an Intel x86 CPU (jaxcore holds the table of
   JAX's reference Xeon). The CPU's table matters for about 1 in 20 values of a (8 of 160
   in tools/jax_reference.py --rsqrt: c one ulp apart, so every element differs slightly):
   JAX itself can give other values on an AMD CPU, whose table differs and where XLA takes
   one Newton step (not modelled). The same holds for every sampler built on gamma. */
JAXCORE_API jaxcore_result jaxcore_random_gamma(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                double a, void *out,
                                                const jaxcore_random_config *cfg);
JAXCORE_API jaxcore_result jaxcore_random_loggamma(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                   double a, void *out,
                                                   const jaxcore_random_config *cfg);
/* beta(key, a, b): loggammas of split(key)[0] and [1], ga / (ga + gb) scaled by the max. */
JAXCORE_API jaxcore_result jaxcore_random_beta(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                               double a, double b, void *out,
                                               const jaxcore_random_config *cfg);
/* dirichlet(key, alpha[k], (batch,)): out is batch rows of k, softmax(loggamma) per row
   (the row sum runs in index order). */
JAXCORE_API jaxcore_result jaxcore_random_dirichlet(jaxcore_key key, jaxcore_dtype dtype,
                                                    size_t batch, const double *alpha, size_t k,
                                                    void *out, const jaxcore_random_config *cfg);
/* chisquare(key, df) = 2 exp(loggamma(df / 2)); f(key, dfnum, dfden) = ratio of two
   chisquares over their df; t(key, df) = normal * sqrt(df / 2 / gamma(df / 2)). */
JAXCORE_API jaxcore_result jaxcore_random_chisquare(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                    double df, void *out,
                                                    const jaxcore_random_config *cfg);
JAXCORE_API jaxcore_result jaxcore_random_f(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                            double dfnum, double dfden, void *out,
                                            const jaxcore_random_config *cfg);
JAXCORE_API jaxcore_result jaxcore_random_t(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                            double df, void *out, const jaxcore_random_config *cfg);
/* poisson(key, lam, (n,), dtype): lam in float32 (as JAX); Knuth below 10, Hormann's
   transformed rejection from 10 (the loop runs until every element of the n was accepted;
   each keeps its last accepted draw). dtype any integer dtype (JAX: int32, int64 with x64);
   at most iinfo(dtype).max iterations. lam NaN, negative or infinite: JAXCORE_ERR_BOUNDS.
   A key of another implementation than threefry2x32: JAXCORE_ERR_IMPL_MISMATCH (JAX raises
   NotImplementedError). */
JAXCORE_API jaxcore_result jaxcore_random_poisson(jaxcore_key key, size_t n, double lam,
                                                  jaxcore_dtype dtype, void *out,
                                                  const jaxcore_random_config *cfg);
/* binomial(key, count, p, (n,), dtype): computed in p_dtype (JAX: float32, float64 with
   x64), returned as float dtype; inversion when count * min(p, 1-p) <= 10, BTRS above.
   JAX's results for bad input: NaN for NaN or negative count or p outside [0, 1], inf for
   an infinite count. */
JAXCORE_API jaxcore_result jaxcore_random_binomial(jaxcore_key key, jaxcore_dtype p_dtype, size_t n,
                                                   double count, double p, jaxcore_dtype dtype,
                                                   void *out, const jaxcore_random_config *cfg);
/* wald(key, mean, (n,), dtype): the inverse Gaussian from normal(k1) and uniform(k2),
   k1, k2 = split(key). mean NaN, <= 0 or infinite (in dtype) is JAXCORE_ERR_BOUNDS. */
JAXCORE_API jaxcore_result jaxcore_random_wald(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                               double mean, void *out,
                                               const jaxcore_random_config *cfg);
/* generalized_normal(key, p, (n,), dtype): rademacher * gamma(1/p) ** (1/p), density
   exp(-|x|^p). p NaN, <= 0, infinite, or with 1/p not a positive finite dtype value: BOUNDS. */
JAXCORE_API jaxcore_result jaxcore_random_generalized_normal(jaxcore_key key, jaxcore_dtype dtype,
                                                             size_t n, double p, void *out,
                                                             const jaxcore_random_config *cfg);
/* ball(key, d, p, (n,), dtype): n points uniform in the unit Lp ball of dimension d, out is n
   rows of d (the row's sum of |x|^p runs in index order). p as generalized_normal's. */
JAXCORE_API jaxcore_result jaxcore_random_ball(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                               size_t d, double p, void *out,
                                               const jaxcore_random_config *cfg);
/* multinomial(key, count, p[k], shape=(batch, k), dtype): batch rows of k counts that share
   count and p, computed in p_dtype (JAX: float32, float64 with x64) by k binomial steps.
   work: batch uint64, or NULL when batch <= JAXCORE_CHUNK or dtype holds every p_dtype value. count
   or a p NaN, negative or infinite (in p_dtype): JAXCORE_ERR_BOUNDS. */
JAXCORE_API jaxcore_result jaxcore_random_multinomial(jaxcore_key key, jaxcore_dtype p_dtype,
                                                      size_t batch, double count, const double *p,
                                                      size_t k, jaxcore_dtype dtype, void *out,
                                                      uint64_t *work,
                                                      const jaxcore_random_config *cfg);

/* Elements per stack buffer in the samplers, and so most of their stack: JAXCORE_CHUNK
   trades stack for speed (fewer passes per call). 128 where size_t has 64 bits (every
   public function within 32 KB of stack at -O0), else 32 (on a Cortex-M4 every public
   function within 2 KB but the pytree text parser's two; below 128 the loop samplers and
   key splits also take smaller passes); results never depend on it. Define it (the
   same in every TU) to change it; the manual's section 2.1 gives the stack figures. */
#ifndef JAXCORE_CHUNK
#if (defined(__SIZEOF_SIZE_T__) && __SIZEOF_SIZE_T__ < 8) || (defined(_MSC_VER) && !defined(_WIN64))
#define JAXCORE_CHUNK 32
#else
#define JAXCORE_CHUNK 128
#endif
#endif
#if JAXCORE_CHUNK < 16 || JAXCORE_CHUNK > 4096
#error "JAXCORE_CHUNK must be 16..4096"
#endif

/* ==== tree: pytree treedef ================================================================ */

/* Deepest container nesting the tree functions accept (depth of the deepest node; the root
   is at depth 0). Every walk keeps an explicit stack of this many entries on the C stack:
   no function recurses. Define it (the same in every TU) to change the bound. */
#ifndef JAXCORE_TREE_MAX_DEPTH
#define JAXCORE_TREE_MAX_DEPTH 128
#endif
/* "No node": the parent of a root in jaxcore_tree_event. */
#define JAXCORE_TREE_NO_NODE 0xffffffffu

/* Node kinds, numbered as JAX's PyTreeKind (dataclass nodes parse as CUSTOM). */
typedef enum jaxcore_tree_kind {
    JAXCORE_TREE_LEAF = 0,       /* "*": any leaf */
    JAXCORE_TREE_NONE = 1,       /* None: a node with no children */
    JAXCORE_TREE_TUPLE = 2,      /* (a, b) */
    JAXCORE_TREE_NAMEDTUPLE = 3, /* CustomNode(namedtuple[Name], [...]) or Name(x=a, y=b) */
    JAXCORE_TREE_LIST = 4,       /* [a, b] */
    JAXCORE_TREE_DICT = 5,       /* {'a': x}: children in sorted key order */
    JAXCORE_TREE_CUSTOM = 6      /* CustomNode(Name[aux], [...]): a registered type */
} jaxcore_tree_kind;

/* The key under which a node's parent holds it (stored on the child). */
typedef enum jaxcore_tree_key_type {
    JAXCORE_TREE_KEY_NOKEY = 0,   /* root, tuple/list child, custom child without a key */
    JAXCORE_TREE_KEY_STR = 1,     /* dict str key: bytes key_off/key_len (UTF-8) */
    JAXCORE_TREE_KEY_INT = 2,     /* dict int key: key_int */
    JAXCORE_TREE_KEY_NONE = 3,    /* dict key None */
    JAXCORE_TREE_KEY_ATTR = 4,    /* namedtuple field name (GetAttrKey): key_off/key_len */
    JAXCORE_TREE_KEY_BOOL = 5,    /* dict key True / False: key_int 1 / 0 */
    JAXCORE_TREE_KEY_FLOAT = 6,   /* dict float key: key_int holds its IEEE-754 binary64 bits */
    JAXCORE_TREE_KEY_COMPLEX = 7, /* complex key: key_off/key_len, 16 bytes: real, imag bits
                                     (each little-endian u64) */
    JAXCORE_TREE_KEY_BYTES = 8,   /* bytes key: key_off/key_len, the bytes */
    JAXCORE_TREE_KEY_BIGINT = 9,  /* int key outside int64: key_off/key_len, its decimal text
                                     ("-" and digits, no leading zeros) */
    JAXCORE_TREE_KEY_TUPLE = 10   /* tuple key: key_off/key_len, its elements, each one byte
                                     of key type, a u32 LE payload length, the payload (INT,
                                     FLOAT: 8 bytes LE; BOOL: 1; NONE: 0; others as above) */
} jaxcore_tree_key_type;

/* One node record. Records are stored in pre-order (the root first; a subtree is the
   contiguous range [i, i + num_nodes)); JAX stores the same records in post-order. */
typedef struct jaxcore_tree_node {
    int64_t key_int;     /* KEY_INT, KEY_BOOL: the key; KEY_FLOAT: its binary64 bits */
    uint32_t num_nodes;  /* records in this subtree, this one included */
    uint32_t num_leaves; /* leaves in this subtree */
    uint32_t first_leaf; /* leaf index of the subtree's first leaf, counted in its buffer */
    uint32_t arity;      /* direct children */
    uint32_t depth;      /* containers above this node, counted in its buffer */
    uint32_t text_off;   /* leaf: its literal as written ("*", "7", "'a'"); namedtuple and */
    uint32_t text_len;   /* custom: the type name. Offsets into jaxcore_tree.bytes */
    uint32_t aux_off;    /* custom: str(aux) as printed, opaque */
    uint32_t aux_len;
    uint32_t key_off; /* KEY_STR, _ATTR, _BYTES, _BIGINT, _COMPLEX, _TUPLE: the key's bytes */
    uint32_t key_len;
    uint32_t src;     /* byte offset of the node in the text it was parsed from */
    uint8_t kind;     /* jaxcore_tree_kind */
    uint8_t key_type; /* jaxcore_tree_key_type */
} jaxcore_tree_node;

/* A treedef, or a view of a subtree of one (children share their parent's storage). */
typedef struct jaxcore_tree {
    const jaxcore_tree_node *nodes; /* pre-order records; nodes[0] is the root */
    size_t count;                   /* number of records: JAX's num_nodes */
    const char *bytes;              /* string arena the records point into */
} jaxcore_tree;

/* Parser options; all-zero (or NULL) = JAX's default registry. */
typedef struct jaxcore_tree_config {
    int none_is_leaf; /* nonzero: None is a leaf (JAX's none_leaf_registry, vmap in_axes) */
} jaxcore_tree_config;

/* Where and why parsing failed. message is a static string ("" under
   JAXCORE_NO_ERROR_STRINGS); offset is the byte offset in the input. */
typedef struct jaxcore_tree_error {
    jaxcore_result code;
    size_t offset;
    const char *message;
} jaxcore_tree_error;

/* What jaxcore_tree_prefix found wrong, at which pair of nodes (section 7.4). */
typedef enum jaxcore_tree_mismatch_kind {
    JAXCORE_TREE_MISMATCH_TYPE = 1,       /* "Expected tuple, got ..." and the like */
    JAXCORE_TREE_MISMATCH_ARITY = 2,      /* "... arity mismatch: F != P; ..." */
    JAXCORE_TREE_MISMATCH_DICT_KEYS = 3,  /* "Dict key mismatch; ..." */
    JAXCORE_TREE_MISMATCH_NAME = 4,       /* namedtuple / custom type name differs */
    JAXCORE_TREE_MISMATCH_CUSTOM_DATA = 5 /* "Mismatch custom node data: ..." */
} jaxcore_tree_mismatch_kind;

typedef struct jaxcore_tree_mismatch {
    jaxcore_tree_mismatch_kind kind;
    uint32_t prefix_node; /* index in the prefix tree */
    uint32_t full_node;   /* index in the full tree */
} jaxcore_tree_mismatch;

/* Walk events (jaxcore_tree_walk, _flatten, _unflatten). */
typedef enum jaxcore_tree_event_type {
    JAXCORE_TREE_ENTER = 0, /* a non-leaf node, before its children (pre-order) */
    JAXCORE_TREE_VISIT = 1, /* a leaf */
    JAXCORE_TREE_EXIT = 2   /* a non-leaf node, after its children: JAX's post-order */
} jaxcore_tree_event_type;

typedef struct jaxcore_tree_event {
    jaxcore_tree_event_type type;
    uint32_t node;   /* index in tree->nodes */
    uint32_t parent; /* the parent's index, JAXCORE_TREE_NO_NODE for the root */
    uint32_t child;  /* position among the parent's children */
    uint32_t depth;  /* 0 for the root */
    uint32_t leaf;   /* leaf index (VISIT); for other events the subtree's first leaf */
    void *value;     /* flatten/unflatten VISIT: the leaf's element (read-only for unflatten) */
} jaxcore_tree_event;

typedef void (*jaxcore_tree_visitor)(void *ctx, const jaxcore_tree *tree,
                                     const jaxcore_tree_event *ev);

/* Bytes of caller storage jaxcore_tree_parse needs for text[0..len) (no NUL needed).
   Checks the syntax; dict key order/duplicates are checked by jaxcore_tree_parse. */
JAXCORE_API jaxcore_result jaxcore_tree_size(const char *text, size_t len,
                                             const jaxcore_tree_config *cfg, size_t *need,
                                             jaxcore_tree_error *err);
/* Parses a Python literal or a PyTreeDef(...) repr into buf (any alignment, cap bytes, at
   least jaxcore_tree_size's need); *out views buf, which must outlive it. */
JAXCORE_API jaxcore_result jaxcore_tree_parse(void *buf, size_t cap, const char *text, size_t len,
                                              const jaxcore_tree_config *cfg, jaxcore_tree *out,
                                              jaxcore_tree_error *err);
/* treedef.num_leaves; 0 for NULL. */
JAXCORE_API size_t jaxcore_tree_num_leaves(const jaxcore_tree *t);
/* treedef.num_nodes (every record: leaves, None, empty containers); 0 for NULL. */
JAXCORE_API size_t jaxcore_tree_num_nodes(const jaxcore_tree *t);
/* treedef_is_leaf: num_nodes == 1 (also true for None, (), [], {}). */
JAXCORE_API int jaxcore_tree_is_leaf(const jaxcore_tree *t);
/* treedef_is_strict_leaf: num_nodes == 1 and num_leaves == 1. */
JAXCORE_API int jaxcore_tree_is_strict_leaf(const jaxcore_tree *t);
/* a == b as PyTreeDef.__eq__: kinds, arities, dict keys, type names and aux text. */
JAXCORE_API int jaxcore_tree_equal(const jaxcore_tree *a, const jaxcore_tree *b);
/* A 64-bit FNV-1a hash of what jaxcore_tree_equal compares: equal trees hash equal.
   Not JAX's hash value (JAX's is seeded per process). */
JAXCORE_API uint64_t jaxcore_tree_hash(const jaxcore_tree *t);
/* str(treedef): "PyTreeDef(...)", byte for byte. Text output convention (section 3). */
JAXCORE_API jaxcore_result jaxcore_tree_repr(const jaxcore_tree *t, char *buf, size_t cap,
                                             size_t *len);
/* Python repr() of the value the tree describes: leaf i prints leaves[i] (n must equal
   num_leaves), or, with leaves NULL, its literal as parsed. "{'a': 10, 'b': 20}". */
JAXCORE_API jaxcore_result jaxcore_tree_value_repr(const jaxcore_tree *t, const char *const *leaves,
                                                   size_t n, char *buf, size_t cap, size_t *len);
/* The literal text leaf `leaf` was parsed from ("*", "7", "'x'"); not NUL-terminated. */
JAXCORE_API jaxcore_result jaxcore_tree_leaf_text(const jaxcore_tree *t, size_t leaf,
                                                  const char **text, size_t *len);
/* jax.tree_util.keystr of leaf `leaf`'s key path: "[0]['a'].x"; simple != 0 gives
   keystr(simple=True) ("0/a/x" with separator "/"); separator NULL = "". A namedtuple
   parsed from a repr has no field names: JAXCORE_ERR_TREE_NO_FIELDS. */
JAXCORE_API jaxcore_result jaxcore_tree_keystr(const jaxcore_tree *t, size_t leaf, int simple,
                                               const char *separator, char *buf, size_t cap,
                                               size_t *len);
/* Number of direct children (treedef.children() length). */
JAXCORE_API size_t jaxcore_tree_num_children(const jaxcore_tree *t);
/* treedef.children()[i] as a view into t's storage (no copy). */
JAXCORE_API jaxcore_result jaxcore_tree_child(const jaxcore_tree *t, size_t i, jaxcore_tree *out);
/* The subtree rooted at record `node` as a view (no copy). */
JAXCORE_API jaxcore_result jaxcore_tree_subtree(const jaxcore_tree *t, size_t node,
                                                jaxcore_tree *out);
/* Storage for outer.compose(inner): every leaf of outer replaced by inner (None stays). */
JAXCORE_API jaxcore_result jaxcore_tree_compose_size(const jaxcore_tree *outer,
                                                     const jaxcore_tree *inner, size_t *need);
/* outer.compose(inner) into buf (cap >= jaxcore_tree_compose_size's need). */
JAXCORE_API jaxcore_result jaxcore_tree_compose(void *buf, size_t cap, const jaxcore_tree *outer,
                                                const jaxcore_tree *inner, jaxcore_tree *out);
/* Storage for treedef_tuple(defs[0..n)). */
JAXCORE_API jaxcore_result jaxcore_tree_tuple_size(const jaxcore_tree *defs, size_t n,
                                                   size_t *need);
/* treedef_tuple(defs): a tuple whose children are defs (n may be 0: "()"). */
JAXCORE_API jaxcore_result jaxcore_tree_tuple(void *buf, size_t cap, const jaxcore_tree *defs,
                                              size_t n, jaxcore_tree *out);
/* prefix.flatten_up_to(full) on structures. On success map[j] (j < num_leaves(full), if map
   is non-NULL) is the prefix leaf over full leaf j, and sub[k] (k < num_leaves(prefix), if
   sub is non-NULL) the full record prefix leaf k matched. On JAXCORE_ERR_TREE_STRUCTURE,
   *mm (if non-NULL) tells the mismatch JAX reports (the right-most one). */
JAXCORE_API jaxcore_result jaxcore_tree_prefix(const jaxcore_tree *prefix, const jaxcore_tree *full,
                                               uint32_t *map, size_t map_cap, uint32_t *sub,
                                               size_t sub_cap, jaxcore_tree_mismatch *mm);
/* JAX's flatten_up_to ValueError text for a mismatch ("Expected tuple, got [4]."). Full
   subtrees print as values: leaves as parsed, dicts in sorted key order. */
JAXCORE_API jaxcore_result jaxcore_tree_mismatch_message(const jaxcore_tree *prefix,
                                                         const jaxcore_tree *full,
                                                         const jaxcore_tree_mismatch *mm, char *buf,
                                                         size_t cap, size_t *len);
/* dst[j] = src[map[j]] for j < n, elements of elem bytes: jax.tree.broadcast of prefix
   leaves over the full tree's leaves, with map from jaxcore_tree_prefix. */
JAXCORE_API jaxcore_result jaxcore_tree_broadcast(const uint32_t *map, size_t n, const void *src,
                                                  size_t src_n, size_t elem, void *dst);
/* JAX's unflatten check: JAXCORE_ERR_TREE_TOO_FEW_LEAVES / _TOO_MANY_LEAVES unless n equals
   num_leaves; the message, as JAX words it, goes to buf ("" when n fits). */
JAXCORE_API jaxcore_result jaxcore_tree_leaf_count_message(const jaxcore_tree *t, size_t n,
                                                           char *buf, size_t cap, size_t *len);
/* Visits every node: ENTER (pre-order) / VISIT (leaves) / EXIT (JAX's post-order). */
JAXCORE_API jaxcore_result jaxcore_tree_walk(const jaxcore_tree *t, jaxcore_tree_visitor fn,
                                             void *ctx);
/* tree_unflatten over a caller array of n leaves of elem bytes: checks n (JAX's errors),
   then walks t with each VISIT's value pointing at its leaf, for fn to build a value. */
JAXCORE_API jaxcore_result jaxcore_tree_unflatten(const jaxcore_tree *t, const void *leaves,
                                                  size_t n, size_t elem, jaxcore_tree_visitor fn,
                                                  void *ctx);
/* tree_flatten into a caller array of cap leaves of elem bytes: walks t with each VISIT's
   value pointing at the slot fn must fill, in flatten order. */
JAXCORE_API jaxcore_result jaxcore_tree_flatten(const jaxcore_tree *t, void *leaves, size_t cap,
                                                size_t elem, jaxcore_tree_visitor fn, void *ctx);
/* tree_transpose(outer, inner, x) on leaves: src holds x's n = Lo*Li leaves (elem bytes)
   of outer.compose(inner); dst gets the leaves of inner.compose(outer). Only the count is
   checked, as in JAX: JAXCORE_ERR_TREE_STRUCTURE otherwise. */
JAXCORE_API jaxcore_result jaxcore_tree_transpose(const jaxcore_tree *outer,
                                                  const jaxcore_tree *inner, size_t n,
                                                  const void *src, size_t elem, void *dst);
/* tree_transpose's TypeError text: "Mismatch\n<repr of full>\n != \n<repr of
   outer.compose(inner)>". */
JAXCORE_API jaxcore_result jaxcore_tree_transpose_message(const jaxcore_tree *outer,
                                                          const jaxcore_tree *inner,
                                                          const jaxcore_tree *full, char *buf,
                                                          size_t cap, size_t *len);
/* treedef.serialize_using_proto(): JAX's PyTreeDefProto bytes (jaxlib/pytree.proto), which
   PyTreeDef.deserialize_using_proto loads. Byte output, convention of section 3 (a NUL
   follows). JAXCORE_ERR_TREE_UNSUPPORTED for namedtuple/custom nodes and non-str keys;
   *message (if non-NULL) then gets JAX's ValueError text. Linear but for distinct keys
   past the 256th, each of which costs keys * nodes. */
JAXCORE_API jaxcore_result jaxcore_tree_serialize(const jaxcore_tree *t, unsigned char *buf,
                                                  size_t cap, size_t *len, const char **message);
/* Bytes of storage jaxcore_tree_deserialize needs for the proto bytes data[0..len). */
JAXCORE_API jaxcore_result jaxcore_tree_deserialize_size(const unsigned char *data, size_t len,
                                                         size_t *need, jaxcore_tree_error *err);
/* PyTreeDef.deserialize_using_proto: a tree from JAX's proto bytes, into buf. Unlike JAX,
   it checks that the arities form one tree. Errors: JAXCORE_ERR_TREE_PARSE (JAX's
   "Malformed pytree proto (...)" texts and wire-format errors, offset into data),
   JAXCORE_ERR_TREE_DEPTH. Keys keep the order the bytes give (JAX's, sorted). Each
   dict key costs a scan of the interned strings: keys * len overall. */
JAXCORE_API jaxcore_result jaxcore_tree_deserialize(void *buf, size_t cap,
                                                    const unsigned char *data, size_t len,
                                                    jaxcore_tree *out, jaxcore_tree_error *err);

/* ==== selftest ============================================================================ */

#ifdef JAXCORE_SELFTEST
/* Checks known answers of every part with no I/O (for firmware on its target): Threefry
   KAT vectors on every SIMD path this build and CPU have, key/split/fold_in/bits of
   jax.random in both modes, a promotion, a pytree repr. JAXCORE_OK, or
   JAXCORE_ERR_SELFTEST when any answer differs. Declared when JAXCORE_SELFTEST is
   defined (define it in every TU that calls it and in the implementation TU). */
JAXCORE_API jaxcore_result jaxcore_selftest(void);
#endif

#ifdef __cplusplus
}

/* ==== C++: typed samplers ================================================================= */
/* In C, a sampler's output is void * and its dtype a separate argument, so a double buffer
   passed with JAXCORE_FLOAT32 compiles. In C++ these overloads take the dtype from the
   output's type and nothing else compiles: float * is float32, double * float64, and the
   16-bit floats, both stored as uint16_t in C, are the distinct wrapper types
   jaxcore::float16 and jaxcore::bfloat16 (a uint16_t * or int * output is an error, not
   a guess). Each is the C function of the same name without `random_` and without the
   dtype: jaxcore::uniform(key, n, minval, maxval, out, cfg) calls
   jaxcore_random_uniform(key, <dtype of out>, n, minval, maxval, out, cfg). Also: bits
   (uint8/16/32/64_t * give the width), randint (any fixed-width integer *) and
   rademacher (integers and floats). C++98 and later. */
namespace jaxcore {
/* IEEE binary16 / bfloat16 values as bit patterns (jaxcore_f16_to_f32 ...), distinct types */
struct float16 {
    uint16_t bits;
};
struct bfloat16 {
    uint16_t bits;
};
namespace detail {
/* the dtype of an output pointer; only the types declared here exist */
inline jaxcore_dtype float_dtype(const double *) { return JAXCORE_FLOAT64; }
inline jaxcore_dtype float_dtype(const float *) { return JAXCORE_FLOAT32; }
inline jaxcore_dtype float_dtype(const float16 *) { return JAXCORE_FLOAT16; }
inline jaxcore_dtype float_dtype(const bfloat16 *) { return JAXCORE_BFLOAT16; }
inline jaxcore_dtype int_dtype(const int8_t *) { return JAXCORE_INT8; }
inline jaxcore_dtype int_dtype(const int16_t *) { return JAXCORE_INT16; }
inline jaxcore_dtype int_dtype(const int32_t *) { return JAXCORE_INT32; }
inline jaxcore_dtype int_dtype(const int64_t *) { return JAXCORE_INT64; }
inline jaxcore_dtype int_dtype(const uint8_t *) { return JAXCORE_UINT8; }
inline jaxcore_dtype int_dtype(const uint16_t *) { return JAXCORE_UINT16; }
inline jaxcore_dtype int_dtype(const uint32_t *) { return JAXCORE_UINT32; }
inline jaxcore_dtype int_dtype(const uint64_t *) { return JAXCORE_UINT64; }
inline unsigned bits_width(const uint8_t *) { return 8; }
inline unsigned bits_width(const uint16_t *) { return 16; }
inline unsigned bits_width(const uint32_t *) { return 32; }
inline unsigned bits_width(const uint64_t *) { return 64; }
inline jaxcore_dtype rademacher_dtype(const double *p) { return float_dtype(p); }
inline jaxcore_dtype rademacher_dtype(const float *p) { return float_dtype(p); }
inline jaxcore_dtype rademacher_dtype(const float16 *p) { return float_dtype(p); }
inline jaxcore_dtype rademacher_dtype(const bfloat16 *p) { return float_dtype(p); }
inline jaxcore_dtype rademacher_dtype(const int8_t *p) { return int_dtype(p); }
inline jaxcore_dtype rademacher_dtype(const int16_t *p) { return int_dtype(p); }
inline jaxcore_dtype rademacher_dtype(const int32_t *p) { return int_dtype(p); }
inline jaxcore_dtype rademacher_dtype(const int64_t *p) { return int_dtype(p); }
} // namespace detail

template <class T>
inline jaxcore_result bits(jaxcore_key key, size_t n, T *out,
                           const jaxcore_prng_config *cfg = NULL) {
    return jaxcore_random_bits(key, detail::bits_width(out), n, out, cfg);
}
template <class T>
inline jaxcore_result randint(jaxcore_key key, size_t n, int64_t minval, int64_t maxval, T *out,
                              const jaxcore_random_config *cfg = NULL) {
    return jaxcore_random_randint(key, detail::int_dtype(out), n, minval, maxval, out, cfg);
}
template <class T>
inline jaxcore_result rademacher(jaxcore_key key, size_t n, T *out,
                                 const jaxcore_random_config *cfg = NULL) {
    return jaxcore_random_rademacher(key, detail::rademacher_dtype(out), n, out, cfg);
}
/* float samplers: (key, n, [parameters...,] out, cfg) */
#define JAXCORE_I_CXX0(NAME)                                                                       \
    template <class T>                                                                             \
    inline jaxcore_result NAME(jaxcore_key key, size_t n, T *out,                                  \
                               const jaxcore_random_config *cfg = NULL) {                          \
        return jaxcore_random_##NAME(key, detail::float_dtype(out), n, out, cfg);                  \
    }
#define JAXCORE_I_CXX1(NAME)                                                                       \
    template <class T>                                                                             \
    inline jaxcore_result NAME(jaxcore_key key, size_t n, double p0, T *out,                       \
                               const jaxcore_random_config *cfg = NULL) {                          \
        return jaxcore_random_##NAME(key, detail::float_dtype(out), n, p0, out, cfg);              \
    }
#define JAXCORE_I_CXX2(NAME)                                                                       \
    template <class T>                                                                             \
    inline jaxcore_result NAME(jaxcore_key key, size_t n, double p0, double p1, T *out,            \
                               const jaxcore_random_config *cfg = NULL) {                          \
        return jaxcore_random_##NAME(key, detail::float_dtype(out), n, p0, p1, out, cfg);          \
    }
JAXCORE_I_CXX2(uniform)
JAXCORE_I_CXX0(normal)
JAXCORE_I_CXX2(truncated_normal)
JAXCORE_I_CXX0(exponential)
JAXCORE_I_CXX0(laplace)
JAXCORE_I_CXX0(logistic)
JAXCORE_I_CXX0(cauchy)
JAXCORE_I_CXX0(maxwell)
JAXCORE_I_CXX2(double_sided_maxwell)
JAXCORE_I_CXX1(rayleigh)
JAXCORE_I_CXX1(pareto)
JAXCORE_I_CXX2(weibull_min)
JAXCORE_I_CXX1(lognormal)
JAXCORE_I_CXX1(gamma)
JAXCORE_I_CXX1(loggamma)
JAXCORE_I_CXX2(beta)
JAXCORE_I_CXX1(chisquare)
JAXCORE_I_CXX2(f)
JAXCORE_I_CXX1(t)
JAXCORE_I_CXX1(wald)
JAXCORE_I_CXX1(generalized_normal)
#undef JAXCORE_I_CXX0
#undef JAXCORE_I_CXX1
#undef JAXCORE_I_CXX2
/* gumbel(key, n, mode, out, cfg) */
template <class T>
inline jaxcore_result gumbel(jaxcore_key key, size_t n, int mode, T *out,
                             const jaxcore_random_config *cfg = NULL) {
    return jaxcore_random_gumbel(key, detail::float_dtype(out), n, mode, out, cfg);
}
} // namespace jaxcore
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
#define JAXCORE_I_NOINLINE JAXCORE_I_PRIVATE __attribute__((noinline)) /* a rare path */
#define JAXCORE_I_RARELY(x) __builtin_expect((x) != 0, 0)
#elif defined(_MSC_VER) /* no C4505 for unused inline functions */
#define JAXCORE_I_PRIVATE static __inline
#define JAXCORE_I_NOINLINE static __declspec(noinline)
#else
#define JAXCORE_I_PRIVATE static
#define JAXCORE_I_NOINLINE static
#endif
/* JAXCORE_I_RARELY(x): a branch condition almost never true, so that the common case of a
   small call falls through, without a taken branch */
#ifndef JAXCORE_I_RARELY
#define JAXCORE_I_RARELY(x) (x)
#endif

/* Parts left out (manual section 2.1): JAXCORE_ONLY_PRNG is threefry2x32 and keys. */
#if defined(JAXCORE_NO_DTYPES) || defined(JAXCORE_ONLY_PRNG)
#define JAXCORE_I_NO_DTYPES
#endif
#if defined(JAXCORE_NO_RANDOM) || defined(JAXCORE_ONLY_PRNG)
#define JAXCORE_I_NO_RANDOM
#endif
#if defined(JAXCORE_NO_TREE) || defined(JAXCORE_ONLY_PRNG)
#define JAXCORE_I_NO_TREE
#endif

/* prng: which SIMD paths this build has (section 5.4). The intrinsics headers are
   included here, outside extern "C", as C++ requires. */
#ifndef JAXCORE_NO_SIMD
#if defined(__x86_64__) || defined(_M_X64) || (defined(__i386__) && defined(__SSE2__)) ||          \
    (defined(_M_IX86_FP) && _M_IX86_FP >= 2)
#define JAXCORE_I_HAVE_SSE2
#if (defined(__clang__) && __clang_major__ >= 4) ||                                                \
    (!defined(__clang__) && defined(__GNUC__) && __GNUC__ >= 5) ||                                 \
    (!defined(__clang__) && defined(_MSC_VER) && _MSC_VER >= 1910)
#ifndef JAXCORE_NO_AVX2
#define JAXCORE_I_HAVE_AVX2
/* the AVX-512 path shares the AVX2 path's float64 kernels and dispatch: JAXCORE_NO_AVX2 leaves
   both out (every CPU with AVX-512 has AVX2) */
#ifndef JAXCORE_NO_AVX512
#define JAXCORE_I_HAVE_AVX512
#endif
#endif
#endif
/* gcc and clang write the x86 threefry kernels in GNU C vector operations, which need no
   intrinsics header: a build without the samplers (JAXCORE_NO_RANDOM, JAXCORE_ONLY_PRNG)
   then skips <immintrin.h>, whose parsing alone is 0.45 s. MSVC, clang in MSVC mode (so that
   a compile here covers them) and C++98 (whose -Wpedantic rejects variadic macros) use the
   intrinsics; tests/matrix.sh runs them too (JAXCORE_I_INTRIN_KERNELS). */
#if (defined(__GNUC__) || defined(__clang__)) && !defined(_MSC_VER) &&                             \
    (!defined(__cplusplus) || __cplusplus >= 201103L) && !defined(JAXCORE_I_INTRIN_KERNELS)
#define JAXCORE_I_VEC_EXT
#endif
#if !defined(JAXCORE_I_VEC_EXT) || !defined(JAXCORE_I_NO_RANDOM)
#include <immintrin.h>
#endif
#if defined(_MSC_VER) && defined(__clang__) && defined(JAXCORE_I_HAVE_AVX2)
/* clang in MSVC mode (clang-cl) declares in immintrin.h only the features enabled for the
   whole build; the kernels enable theirs per function, so include their headers here */
#include <smmintrin.h>
#include <avxintrin.h>
#include <avx2intrin.h>
#include <fmaintrin.h>
#endif
#if defined(_MSC_VER) && defined(__clang__) && defined(JAXCORE_I_HAVE_AVX512)
#include <avx512fintrin.h>
#include <avx512vlintrin.h>
#endif
#if defined(_MSC_VER) && !defined(__clang__)
#include <intrin.h>                /* __cpuidex, _xgetbv */
#define JAXCORE_I_TARGET(features) /* MSVC allows any intrinsic in any function */
#else
#if defined(JAXCORE_I_HAVE_AVX2) || defined(JAXCORE_I_HAVE_AVX512)
#include <cpuid.h>
#endif
#define JAXCORE_I_TARGET(features) __attribute__((target(features)))
#endif
#elif defined(__aarch64__) || defined(_M_ARM64) || defined(__ARM_NEON)
#define JAXCORE_I_HAVE_NEON
#include <arm_neon.h>
#elif defined(__wasm_simd128__) /* clang/Emscripten -msimd128 */
#define JAXCORE_I_HAVE_SIMD128
#include <wasm_simd128.h>
#endif
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* random: the samplers' hardware float pipelines (section 6; "Hardware float" below) */
#if !defined(JAXCORE_NO_HW_FLOAT) && (defined(__GNUC__) || defined(__clang__)) &&                  \
    (defined(JAXCORE_I_HAVE_SSE2) || (defined(JAXCORE_I_HAVE_NEON) && defined(__aarch64__)) ||     \
     defined(JAXCORE_I_HAVE_SIMD128))
#define JAXCORE_I_HW
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

/* A 64-bit constant from two 32-bit halves (C++98 has no long long literals). */
#define JAXCORE_I_U64(hi, lo) (((uint64_t)(hi) << 32) | (uint64_t)(lo))

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

#ifndef JAXCORE_I_NO_DTYPES
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
   associative: a lattice's least upper bound). */
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
    const jaxcore_promo_config *c = cfg ? cfg : &jaxcore_i_default_config;
    jaxcore_i_promo p;
    if (!out) return JAXCORE_ERR_NULL;
    /* The common case, a lookup: two strong, valid, already canonical dtypes whose join
       needs no canonicalization (rules b and d; no strict or safe mode). Anything else,
       errors included, goes through the promotion engine. */
    if (ops && n == 2 && !c->strict && !c->safe &&
        (unsigned)c->explicit_x64 <= (unsigned)JAXCORE_X64_ERROR && jaxcore_i_valid(ops[0].dtype) &&
        jaxcore_i_valid(ops[1].dtype) && !jaxcore_i_is_weak_node(ops[0].dtype) &&
        !jaxcore_i_is_weak_node(ops[1].dtype) && !ops[0].weak && !ops[1].weak && !ops[0].keep_x64 &&
        !ops[1].keep_x64) {
        int node = jaxcore_i_joins[jaxcore_i_lattice(c)][ops[0].dtype][ops[1].dtype];
        if (node != JAXCORE_I_NO_NODE && !jaxcore_i_is_weak_node(node) &&
            (c->x64 ||
             (jaxcore_i_dtypes[ops[0].dtype].bits < 64 &&
              jaxcore_i_dtypes[ops[1].dtype].bits < 64 && jaxcore_i_dtypes[node].bits < 64))) {
            out->dtype = (jaxcore_dtype)node;
            out->weak = 0;
            out->warned = 0;
            return JAXCORE_OK;
        }
    }
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

/* promote_types through the promotion engine (everything but the lookup) */
JAXCORE_I_NOINLINE jaxcore_result jaxcore_i_promote_types(jaxcore_dtype a, jaxcore_dtype b,
                                                          const jaxcore_promo_config *cfg,
                                                          jaxcore_dtype *out) {
    jaxcore_i_promo p;
    jaxcore_operand ops[2];
    ops[0].dtype = a;
    ops[1].dtype = b;
    ops[0].weak = ops[1].weak = ops[0].keep_x64 = ops[1].keep_x64 = 0;
    jaxcore_i_promote(JAXCORE_FN_PROMOTE_TYPES, ops, 2, cfg, &p);
    if (p.status == JAXCORE_OK) *out = p.final.dtype;
    return p.status;
}

JAXCORE_API jaxcore_result jaxcore_promote_types(jaxcore_dtype a, jaxcore_dtype b,
                                                 const jaxcore_promo_config *cfg,
                                                 jaxcore_dtype *out) {
    int lattice = JAXCORE_I_STD_X32;
    if (!out) return JAXCORE_ERR_NULL;
    /* the common case, a lookup without a stack frame: two valid dtypes with a join (the
       default config falls through: no taken branch) */
    if (JAXCORE_I_RARELY(cfg)) {
        if ((unsigned)cfg->explicit_x64 > (unsigned)JAXCORE_X64_ERROR)
            return jaxcore_i_promote_types(a, b, cfg, out);
        lattice = jaxcore_i_lattice(cfg);
    }
    if (jaxcore_i_valid(a) && jaxcore_i_valid(b)) {
        int node = jaxcore_i_joins[lattice][a][b];
        if (node != JAXCORE_I_NO_NODE) {
            if (JAXCORE_I_RARELY(jaxcore_i_is_weak_node(node)))
                node = (int)jaxcore_i_default(jaxcore_i_dtypes[node].kind, 1);
            *out = (jaxcore_dtype)node;
            return JAXCORE_OK;
        }
    }
    return jaxcore_i_promote_types(a, b, cfg, out);
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

#endif /* JAXCORE_I_NO_DTYPES */

/* ==== prng =============================================================================== */

/* -- The block function ------------------------------------------------------------------ */

#define JAXCORE_I_TF_PARITY 0x1BD11BDAu
#define JAXCORE_I_ROTL32(x, r) (((x) << (r)) | ((x) >> (32 - (r))))

/* The rotation schedule, written once (Threefry-2x32, Salmon et al., SC'11, table 4):
   rounds 8k..8k+3 rotate by JAXCORE_I_TF_ROT_A, rounds 8k+4..8k+7 by JAXCORE_I_TF_ROT_B.
   The key is injected after every fourth round: injection s (s = 1, 2, ...) adds ks[s % 3]
   to x0 and ks[(s + 1) % 3] + s to x1, where ks = k0, k1, k0 ^ k1 ^ 0x1BD11BDA. */
#define JAXCORE_I_TF_ROT_A(X) X(13) X(15) X(26) X(6)
#define JAXCORE_I_TF_ROT_B(X) X(17) X(29) X(16) X(24)
/* The 20 rounds JAX uses, five passes of four rounds (rotations A, B, A, B, A), each
   followed by an injection: MIX(r) is one round rotating by r, INJ(s) injection s (the
   int s, 1..5, is the caller's). Loops that optimizing compilers unroll fully. */
#define JAXCORE_I_TF20_SCHEDULE(MIX, INJ)                                                          \
    JAXCORE_I_UNROLL for (s = 1; s <= 5; ++s) {                                                    \
        if (s & 1) {                                                                               \
            JAXCORE_I_TF_ROT_A(MIX)                                                                \
        } else {                                                                                   \
            JAXCORE_I_TF_ROT_B(MIX)                                                                \
        }                                                                                          \
        INJ(s)                                                                                     \
    }
#define JAXCORE_I_TF_LIST(r) r,

static const unsigned char jaxcore_i_tf_rot[8] = {JAXCORE_I_TF_ROT_A(JAXCORE_I_TF_LIST)
                                                      JAXCORE_I_TF_ROT_B(JAXCORE_I_TF_LIST)};

/* Any number of rounds (jaxcore_threefry2x32_block), from the table above. */
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

JAXCORE_I_PRIVATE void jaxcore_i_tf_ks(const uint32_t *key, uint32_t *ks) {
    ks[0] = key[0];
    ks[1] = key[1];
    ks[2] = key[0] ^ key[1] ^ JAXCORE_I_TF_PARITY;
}

/* -- Bulk kernels -------------------------------------------------------------------------
   A kernel evaluates n blocks with counters (x0 + step*t, x1 + t) mod 2^32, t < n
   (step is 0 or 1), and stores one of: o0[t] = y0 ^ y1 (form JAXCORE_I_OUT_XOR); the
   float32 bits of jax.random.uniform's [0, 1) value of y0 ^ y1 (JAXCORE_I_OUT_UNIT, step
   0 only: converted as the kernel stores, so that uniform float32 makes one pass over
   memory); o0[t] = y0 and o1[t] = y1 for each of o0, o1 that is non-NULL
   (JAXCORE_I_OUT_WORDS); or the uint64 y0 << 32 | y1 at o0 + 2t, an 8-byte aligned uint64
   array (JAXCORE_I_OUT_PAIR64: 64-bit bits, interleaved as the kernel stores; not in -Os
   builds, whose bits take one loop for every width). Every path computes the same words. */
enum {
    JAXCORE_I_OUT_WORDS = 0,
    JAXCORE_I_OUT_XOR = 1,
    JAXCORE_I_OUT_UNIT = 2,
    JAXCORE_I_OUT_PAIR64 = 3
};
#ifdef __OPTIMIZE_SIZE__
#define JAXCORE_I_TF_HAS_PAIR64 0
#else
#define JAXCORE_I_TF_HAS_PAIR64 1
#endif
typedef void (*jaxcore_i_tf_kernel)(const uint32_t *ks, uint32_t x0, uint32_t step, uint32_t x1,
                                    size_t n, uint32_t *o0, uint32_t *o1, int form);

/* In place on n words b: the float32 bits of bitcast((b >> 9) | bits(1.0f)) - 1.0f, JAX's
   uniform [0, 1) value. The subtraction is exact (Sterbenz), so no compiler flag or FP
   mode can change these (normal or zero) values; with gcc/clang on SIMD targets the loop
   runs on vector extensions. One word at a time (jaxcore_i_unit1, in registers for the small
   calls) takes the same subtraction where the hardware float is IEEE single (SSE2, NEON,
   SIMD128), else computes the same value, m * 2^-23 for m = b >> 9, in integers: normalize m
   and put its exponent on it. */
#if (defined(__GNUC__) || defined(__clang__)) &&                                                   \
    (defined(JAXCORE_I_HAVE_SSE2) || defined(JAXCORE_I_HAVE_NEON))
#define JAXCORE_I_UNIT_VEC 1
#else
#define JAXCORE_I_UNIT_VEC 0
#endif
JAXCORE_I_PRIVATE uint32_t jaxcore_i_unit1(uint32_t b) {
#if JAXCORE_I_UNIT_VEC || defined(JAXCORE_I_HAVE_SIMD128)
    float f;
    b = b >> 9 | 0x3f800000u;
    __builtin_memcpy(&f, &b, 4);
    f -= 1.0f;
    __builtin_memcpy(&b, &f, 4);
    return b;
#else
    uint32_t m = b >> 9, e = 127;
    for (; m && !(m & 0x800000u); --e)
        m <<= 1;
    return m ? e << 23 | (m & 0x7fffffu) : 0;
#endif
}
JAXCORE_I_PRIVATE void jaxcore_i_unit_f32(uint32_t *o, size_t n) {
    size_t j = 0;
#if JAXCORE_I_UNIT_VEC
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
    for (; j < n; ++j)
        o[j] = jaxcore_i_unit1(o[j]);
}

/* -- The kernel template ------------------------------------------------------------------
   Every path (scalar, SSE2, AVX2, AVX-512, NEON, SIMD128) is one instance of
   JAXCORE_I_TF_KERNEL: a
   path #defines its vector operations under these names, instantiates the template, and
   #undefs them after it:
     JAXCORE_I_V             the vector type, JAXCORE_I_W 32-bit lanes of it
     JAXCORE_I_VSET1(x)      x in every lane; JAXCORE_I_VLANES the lane indices 0..W-1
     JAXCORE_I_VADD(a, b), JAXCORE_I_VXOR(a, b), JAXCORE_I_VROTL(v, r) (r a constant)
     JAXCORE_I_VSTORE(p, v)  an unaligned store of W words
     JAXCORE_I_VUNIT(v)      the float32 bits of JAX's uniform value of the words v
                             (JAXCORE_I_VHAS_UNIT 1), or JAXCORE_I_VHAS_UNIT 0 where the
                             path converts otherwise (the scalar path)
     JAXCORE_I_VEXIT         a statement before the scalar remainder (vzeroupper)
     JAXCORE_I_VTAIL(t)      blocks t..n-1, fewer than W (the scalar kernel), or nothing
     JAXCORE_I_VATTR         the functions' attributes (a target), or nothing
   JAXCORE_I_TF_KERNEL(NAME, P) defines NAME (a jaxcore_i_tf_kernel) whose main loop
   keeps P vector pairs in flight (chosen per path for its register file), then one pair
   at a time, then JAXCORE_I_VTAIL. Its parts, NAME_blocks (counters and the 20 rounds of
   np pairs) and NAME_store, work on arrays of pairs: when optimizing they are inlined
   with a constant np, their loops unrolled and the arrays kept in registers; at -O0 they
   are calls of their own, so that a debug build's frames stay small. */
/* -Os (firmware) and sanitizer builds (whose instrumented unrolled kernels take clang
   minutes to compile) keep the loops and calls */
#if defined(__OPTIMIZE_SIZE__) || defined(__SANITIZE_ADDRESS__)
#define JAXCORE_I_TF_ROLLED
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(undefined_behavior_sanitizer)
#define JAXCORE_I_TF_ROLLED
#endif
#endif
#if defined(JAXCORE_I_TF_ROLLED)
#define JAXCORE_I_UNROLL
#elif defined(__clang__)
/* (clang also optimizes NAME_blocks and NAME_store alone, before inlining them, and would
   warn that np loops are not unrolled there: see the diagnostic pragma at the kernels) */
#define JAXCORE_I_UNROLL _Pragma("clang loop unroll(full)")
#elif defined(__GNUC__) && __GNUC__ >= 8
#define JAXCORE_I_UNROLL _Pragma("GCC unroll 16")
#else
#define JAXCORE_I_UNROLL
#endif
#if (defined(__GNUC__) || defined(__clang__)) && defined(__OPTIMIZE__) &&                          \
    !defined(JAXCORE_I_TF_ROLLED)
#define JAXCORE_I_TF_INLINE __attribute__((always_inline)) inline
#elif defined(_MSC_VER) && !defined(__clang__)
#define JAXCORE_I_TF_INLINE __inline /* no C4505 if a JAXCORE_STATIC build leaves one unused */
#else
#define JAXCORE_I_TF_INLINE
#endif

/* kv[]: the key schedule ks[0..2], the injection constants ks[(s + 1) % 3] + s at 2 + s,
   and the counter steps s0, s1 at 8, 9, in every lane */
#define JAXCORE_I_TF_MIXV(r)                                                                       \
    JAXCORE_I_UNROLL for (i = 0; i < np; ++i) {                                                    \
        a[i] = JAXCORE_I_VADD(a[i], b[i]);                                                         \
        b[i] = JAXCORE_I_VXOR(JAXCORE_I_VROTL(b[i], r), a[i]);                                     \
    }
#define JAXCORE_I_TF_INJV(s)                                                                       \
    JAXCORE_I_UNROLL for (i = 0; i < np; ++i) {                                                    \
        a[i] = JAXCORE_I_VADD(a[i], kv[(s) % 3]);                                                  \
        b[i] = JAXCORE_I_VADD(b[i], kv[2 + (s)]);                                                  \
    }
#define JAXCORE_I_TF_AT(o, i) ((o) + t + (size_t)(i)*JAXCORE_I_W)
/* The loop over np pairs at a time */
#define JAXCORE_I_TF_LOOP(NAME, NP)                                                                \
    for (; t + (size_t)(NP)*JAXCORE_I_W <= n; t += (size_t)(NP)*JAXCORE_I_W) {                     \
        NAME##_blocks(a, b, NP, 1, &c0, &c1, kv);                                                  \
        NAME##_store(a, b, NP, o0, o1, t, form);                                                   \
    }

/* One loop for every output form: its branch between the forms costs the AVX2 path under 1 %
   on Zen 3 (gcc 12), and a loop of the unit form's own cost a third more compile time. x0
   steps by s0 = W * step. */
#define JAXCORE_I_TF_KERNEL(NAME, P)                                                               \
    static JAXCORE_I_TF_INLINE JAXCORE_I_VATTR void NAME##_blocks(                                 \
        JAXCORE_I_V *a, JAXCORE_I_V *b, int np, int step, JAXCORE_I_V *c0, JAXCORE_I_V *c1,        \
        const JAXCORE_I_V *kv) {                                                                   \
        int i, s;                                                                                  \
        JAXCORE_I_UNROLL for (i = 0; i < np; ++i) {                                                \
            a[i] = *c0;                                                                            \
            b[i] = *c1;                                                                            \
            if (step) *c0 = JAXCORE_I_VADD(*c0, kv[8]);                                            \
            *c1 = JAXCORE_I_VADD(*c1, kv[9]);                                                      \
        }                                                                                          \
        JAXCORE_I_TF20_SCHEDULE(JAXCORE_I_TF_MIXV, JAXCORE_I_TF_INJV)                              \
    }                                                                                              \
    static JAXCORE_I_TF_INLINE JAXCORE_I_VATTR void NAME##_store(                                  \
        const JAXCORE_I_V *a, const JAXCORE_I_V *b, int np, uint32_t *o0, uint32_t *o1, size_t t,  \
        int form) {                                                                                \
        int i;                                                                                     \
        if (JAXCORE_I_VHAS_UNIT && form == JAXCORE_I_OUT_UNIT) {                                   \
            JAXCORE_I_UNROLL for (i = 0; i < np; ++i) JAXCORE_I_VSTORE(                            \
                JAXCORE_I_TF_AT(o0, i), JAXCORE_I_VUNIT(JAXCORE_I_VXOR(a[i], b[i])));              \
        } else if (form == JAXCORE_I_OUT_XOR) {                                                    \
            JAXCORE_I_UNROLL for (i = 0; i < np; ++i)                                              \
                JAXCORE_I_VSTORE(JAXCORE_I_TF_AT(o0, i), JAXCORE_I_VXOR(a[i], b[i]));              \
        } else if (JAXCORE_I_TF_HAS_PAIR64 && form == JAXCORE_I_OUT_PAIR64) {                      \
            JAXCORE_I_UNROLL for (i = 0; i < np; ++i)                                              \
                JAXCORE_I_VSTORE64(o0 + 2 * (t + (size_t)i * JAXCORE_I_W), a[i], b[i]);            \
        } else {                                                                                   \
            if (o0)                                                                                \
                JAXCORE_I_UNROLL for (i = 0; i < np; ++i)                                          \
                    JAXCORE_I_VSTORE(JAXCORE_I_TF_AT(o0, i), a[i]);                                \
            if (o1)                                                                                \
                JAXCORE_I_UNROLL for (i = 0; i < np; ++i)                                          \
                    JAXCORE_I_VSTORE(JAXCORE_I_TF_AT(o1, i), b[i]);                                \
        }                                                                                          \
    }                                                                                              \
    JAXCORE_I_PRIVATE JAXCORE_I_VATTR void NAME(const uint32_t *ks, uint32_t x0, uint32_t step,    \
                                                uint32_t x1, size_t n, uint32_t *o0, uint32_t *o1, \
                                                int form) {                                        \
        size_t t = 0;                                                                              \
        if (n >= JAXCORE_I_W) {                                                                    \
            JAXCORE_I_V kv[10], c0, c1, a[P], b[P];                                                \
            kv[0] = JAXCORE_I_VSET1(ks[0]);                                                        \
            kv[1] = JAXCORE_I_VSET1(ks[1]);                                                        \
            kv[2] = JAXCORE_I_VSET1(ks[2]);                                                        \
            kv[3] = JAXCORE_I_VSET1(ks[2] + 1u);                                                   \
            kv[4] = JAXCORE_I_VSET1(ks[0] + 2u);                                                   \
            kv[5] = JAXCORE_I_VSET1(ks[1] + 3u);                                                   \
            kv[6] = JAXCORE_I_VSET1(ks[2] + 4u);                                                   \
            kv[7] = JAXCORE_I_VSET1(ks[0] + 5u);                                                   \
            kv[8] = JAXCORE_I_VSET1((uint32_t)JAXCORE_I_W * step);                                 \
            kv[9] = JAXCORE_I_VSET1((uint32_t)JAXCORE_I_W);                                        \
            c0 = JAXCORE_I_VSET1(x0 + ks[0]);                                                      \
            c1 = JAXCORE_I_VADD(JAXCORE_I_VSET1(x1 + ks[1]), JAXCORE_I_VLANES);                    \
            if (step) c0 = JAXCORE_I_VADD(c0, JAXCORE_I_VLANES);                                   \
            JAXCORE_I_TF_LOOP(NAME, P)                                                             \
            JAXCORE_I_TF_LOOP(NAME, 1)                                                             \
            JAXCORE_I_VEXIT;                                                                       \
        }                                                                                          \
        JAXCORE_I_VTAIL(t);                                                                        \
    }

#ifdef __clang__
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wpass-failed"
#endif

/* The scalar path: one block per "vector"; uniform floats are converted 256 blocks at a
   time after their xor (converting as they are stored costs 10 %: less room to overlap
   the long chains of rounds). */
#define JAXCORE_I_V uint32_t
#define JAXCORE_I_W 1
#define JAXCORE_I_VSET1(x) ((uint32_t)(x))
#define JAXCORE_I_VLANES 0u
#define JAXCORE_I_VADD(a, b) ((uint32_t)((a) + (b)))
#define JAXCORE_I_VXOR(a, b) ((a) ^ (b))
#define JAXCORE_I_VROTL(v, r) JAXCORE_I_ROTL32(v, r)
#define JAXCORE_I_VSTORE(p, v) (*(p) = (v))
#define JAXCORE_I_VSTORE64(p, a, b) (*(uint64_t *)(void *)(p) = (uint64_t)(a) << 32 | (b))
#define JAXCORE_I_VHAS_UNIT 0
#define JAXCORE_I_VUNIT(v) (v)
#define JAXCORE_I_VEXIT (void)0
#define JAXCORE_I_VTAIL(t) (void)(t)
#define JAXCORE_I_VATTR
#ifdef __OPTIMIZE_SIZE__
JAXCORE_I_TF_KERNEL(jaxcore_i_tf_scalar, 1)
#else
JAXCORE_I_TF_KERNEL(jaxcore_i_tf_scalar, 4) /* four blocks in flight: 2x faster than one */
#endif

/* The round keys of ks (as jaxcore_i_tf_ks makes it) for the scalar kernel's blocks: kv[8]
   and kv[9] step the counter's words from one block to the next. */
static JAXCORE_I_TF_INLINE void jaxcore_i_tf_kv(const uint32_t *ks, uint32_t step1, uint32_t *kv) {
    kv[0] = ks[0];
    kv[1] = ks[1];
    kv[2] = ks[2];
    kv[3] = ks[2] + 1u;
    kv[4] = ks[0] + 2u;
    kv[5] = ks[1] + 3u;
    kv[6] = ks[2] + 4u;
    kv[7] = ks[0] + 5u;
    kv[8] = 0;
    kv[9] = step1;
}
/* The injection constants kv[3..7] made opaque to the compiler, so that an injection is one
   add of a register (1 cycle) instead of a three-operand lea folding the + s (2 cycles on Zen):
   fold_in 13.0-13.3 -> 11.3-12.2 ns on a Zen 3 */
#if defined(__GNUC__) || defined(__clang__)
#define JAXCORE_I_TF_OPAQUE(kv)                                                                    \
    __asm__("" : "+r"((kv)[3]), "+r"((kv)[4]), "+r"((kv)[5]), "+r"((kv)[6]), "+r"((kv)[7]))
#else
#define JAXCORE_I_TF_OPAQUE(kv) (void)(kv)
#endif
/* The 20 rounds on one block (x0, x1) in place, the counter before the first key injection.
   Inlined: one block's 20 rounds are the latency of fold_in and the small calls. */
#ifdef __OPTIMIZE_SIZE__ /* -Os (firmware): through the kernel */
static void jaxcore_i_tf20(const uint32_t *ks, uint32_t *px0, uint32_t *px1, int opaque) {
    (void)opaque;
    jaxcore_i_tf_scalar(ks, *px0, 0, *px1, 1, px0, px1, JAXCORE_I_OUT_WORDS);
}
#else
static JAXCORE_I_TF_INLINE void jaxcore_i_tf20(const uint32_t *ks, uint32_t *px0, uint32_t *px1,
                                               int opaque) {
    uint32_t a, b, c0 = *px0 + ks[0], c1 = *px1 + ks[1], kv[10];
    jaxcore_i_tf_kv(ks, 0, kv);
    if (opaque) JAXCORE_I_TF_OPAQUE(kv);
    jaxcore_i_tf_scalar_blocks(&a, &b, 1, 0, &c0, &c1, kv);
    *px0 = a;
    *px1 = b;
}
#endif
/* n (1 to 3) blocks in flight together: counters (x0, x1 + t), x1 + n - 1 not wrapping. */
static JAXCORE_I_TF_INLINE void jaxcore_i_tf20xn(const uint32_t *ks, uint32_t x0, uint32_t x1,
                                                 int n, uint32_t *y0, uint32_t *y1) {
    uint32_t a[3], b[3], c0 = x0 + ks[0], c1 = x1 + ks[1], kv[10];
    int t;
    jaxcore_i_tf_kv(ks, 1, kv);
    jaxcore_i_tf_scalar_blocks(a, b, n, 0, &c0, &c1, kv);
    for (t = 0; t < n; ++t) {
        y0[t] = a[t];
        y1[t] = b[t];
    }
}
#undef JAXCORE_I_V
#undef JAXCORE_I_W
#undef JAXCORE_I_VSET1
#undef JAXCORE_I_VLANES
#undef JAXCORE_I_VADD
#undef JAXCORE_I_VXOR
#undef JAXCORE_I_VROTL
#undef JAXCORE_I_VSTORE
#undef JAXCORE_I_VSTORE64
#undef JAXCORE_I_VHAS_UNIT
#undef JAXCORE_I_VUNIT
#undef JAXCORE_I_VEXIT
#undef JAXCORE_I_VTAIL
#undef JAXCORE_I_VATTR

JAXCORE_I_PRIVATE void jaxcore_i_kernel_scalar(const uint32_t *ks, uint32_t x0, uint32_t step,
                                               uint32_t x1, size_t n, uint32_t *o0, uint32_t *o1,
                                               int form) {
#ifdef __OPTIMIZE_SIZE__ /* -Os (firmware): one pass of the kernel, then one of the conversion */
    jaxcore_i_tf_scalar(ks, x0, step, x1, n, o0, o1,
                        form == JAXCORE_I_OUT_UNIT ? JAXCORE_I_OUT_XOR : form);
    if (form == JAXCORE_I_OUT_UNIT) jaxcore_i_unit_f32(o0, n);
#else
    if (form != JAXCORE_I_OUT_UNIT) {
        jaxcore_i_tf_scalar(ks, x0, step, x1, n, o0, o1, form);
        return;
    }
    while (n) {
        size_t run = n < 256 ? n : 256;
        jaxcore_i_tf_scalar(ks, x0, step, x1, run, o0, NULL, JAXCORE_I_OUT_XOR);
        jaxcore_i_unit_f32(o0, run);
        x0 += step * (uint32_t)run;
        x1 += (uint32_t)run;
        o0 += run;
        n -= run;
    }
#endif
}

/* The scalar remainder of a vector kernel: blocks t..n-1. */
#define JAXCORE_I_TF_VTAIL(t)                                                                      \
    if ((t) < n)                                                                                   \
    jaxcore_i_kernel_scalar(ks, x0 + step * (uint32_t)(t), step, x1 + (uint32_t)(t), n - (t),      \
                            o0 ? o0 + (form == JAXCORE_I_OUT_PAIR64 ? 2 * (t) : (t)) : o0,         \
                            o1 ? o1 + (t) : o1, form)

/* -- SIMD paths: compile-time selection and runtime dispatch (section 5.4) -------------- */
/* Paths are chosen at compile time from predefined macros; JAXCORE_NO_SIMD keeps only the
   scalar path. On x86 with gcc/clang the AVX2 and AVX-512 kernels are compiled with
   per-function target attributes whatever the -m flags, and used only when cpuid and
   xgetbv say the CPU and OS support them. The detected features are cached in one
   static word with relaxed __atomic loads and stores: detection is idempotent, so
   concurrent first calls may both detect and store the same value, without a data race
   (the library's only static that is written; it holds a fact about the machine, not
   state). JAXCORE_NO_AVX512 leaves AVX-512 out, JAXCORE_NO_AVX2 both AVX paths. */
#ifdef JAXCORE_I_VEC_EXT
/* The x86 kernels' vectors as GNU C vector types: operators for the ops, a may_alias type of
   element alignment for unaligned stores, shuffles to interleave. gcc and clang emit what the
   intrinsics gave: vprold on AVX-512, vpshufb for AVX2's rotations by 16 and 24. */
typedef uint32_t jaxcore_i_u4 __attribute__((vector_size(16)));
typedef uint32_t jaxcore_i_u8 __attribute__((vector_size(32)));
typedef uint32_t jaxcore_i_u16 __attribute__((vector_size(64)));
typedef uint32_t jaxcore_i_u4u __attribute__((vector_size(16), aligned(4), may_alias));
typedef uint32_t jaxcore_i_u8u __attribute__((vector_size(32), aligned(4), may_alias));
typedef uint32_t jaxcore_i_u16u __attribute__((vector_size(64), aligned(4), may_alias));
typedef float jaxcore_i_f4 __attribute__((vector_size(16)));
typedef float jaxcore_i_f8 __attribute__((vector_size(32)));
typedef float jaxcore_i_f16 __attribute__((vector_size(64)));
typedef unsigned char jaxcore_i_b32 __attribute__((vector_size(32)));
#ifdef __clang__
#define JAXCORE_I_GSHUF(T, a, b, ...) __builtin_shufflevector(a, b, __VA_ARGS__)
#else
#define JAXCORE_I_GSHUF(T, a, b, ...) __builtin_shuffle(a, b, __extension__(T){__VA_ARGS__})
#endif
#define JAXCORE_I_GSET1(T, x) ((__extension__(T){0}) + (uint32_t)(x))
#define JAXCORE_I_GROTL(v, r) ((v) << (r) | (v) >> (32 - (r)))
#define JAXCORE_I_GSTORE(TU, p, v) (*(TU *)(void *)(p) = (v))
/* the unit float of the words v (jaxcore_i_unit_f32) */
#define JAXCORE_I_GUNIT(T, TF, v) ((T)((TF)((v) >> 9 | 0x3f800000u) - 1.0f))
#endif

#ifdef JAXCORE_I_HAVE_SSE2
#define JAXCORE_I_W 4
#ifdef JAXCORE_I_VEC_EXT
#define JAXCORE_I_V jaxcore_i_u4
#define JAXCORE_I_VSET1(x) JAXCORE_I_GSET1(jaxcore_i_u4, x)
#define JAXCORE_I_VLANES (__extension__(jaxcore_i_u4){0, 1, 2, 3})
#define JAXCORE_I_VADD(a, b) ((a) + (b))
#define JAXCORE_I_VXOR(a, b) ((a) ^ (b))
#define JAXCORE_I_VROTL(v, r) JAXCORE_I_GROTL(v, r)
#define JAXCORE_I_VSTORE(p, v) JAXCORE_I_GSTORE(jaxcore_i_u4u, p, v)
#define JAXCORE_I_VSTORE64(p, a, b)                                                                \
    do {                                                                                           \
        JAXCORE_I_VSTORE(p, JAXCORE_I_GSHUF(jaxcore_i_u4, b, a, 0, 4, 1, 5));                      \
        JAXCORE_I_VSTORE((p) + 4, JAXCORE_I_GSHUF(jaxcore_i_u4, b, a, 2, 6, 3, 7));                \
    } while (0)
#define JAXCORE_I_VUNIT(v) JAXCORE_I_GUNIT(jaxcore_i_u4, jaxcore_i_f4, v)
#else
#define JAXCORE_I_V __m128i
#define JAXCORE_I_VSET1(x) _mm_set1_epi32((int)(x))
#define JAXCORE_I_VLANES _mm_setr_epi32(0, 1, 2, 3)
#define JAXCORE_I_VADD(a, b) _mm_add_epi32(a, b)
#define JAXCORE_I_VXOR(a, b) _mm_xor_si128(a, b)
#define JAXCORE_I_VROTL(v, r) _mm_or_si128(_mm_slli_epi32(v, r), _mm_srli_epi32(v, 32 - (r)))
#define JAXCORE_I_VSTORE(p, v) _mm_storeu_si128((__m128i *)(void *)(p), v)
/* The uint64 y0 << 32 | y1 of each lane, in lane order: b's word low (little-endian) */
#define JAXCORE_I_VSTORE64(p, a, b)                                                                \
    do {                                                                                           \
        JAXCORE_I_VSTORE(p, _mm_unpacklo_epi32(b, a));                                             \
        JAXCORE_I_VSTORE((p) + 4, _mm_unpackhi_epi32(b, a));                                       \
    } while (0)
#define JAXCORE_I_VUNIT(v)                                                                         \
    _mm_castps_si128(_mm_sub_ps(                                                                   \
        _mm_castsi128_ps(_mm_or_si128(_mm_srli_epi32(v, 9), _mm_set1_epi32(0x3f800000))),          \
        _mm_set1_ps(1.0f)))
#endif
#define JAXCORE_I_VHAS_UNIT 1
#define JAXCORE_I_VEXIT (void)0
#define JAXCORE_I_VTAIL(t) JAXCORE_I_TF_VTAIL(t)
/* four pairs in flight (eight of the sixteen registers) */
#define JAXCORE_I_VATTR
JAXCORE_I_TF_KERNEL(jaxcore_i_kernel_sse2, 4)
#undef JAXCORE_I_V
#undef JAXCORE_I_W
#undef JAXCORE_I_VSET1
#undef JAXCORE_I_VLANES
#undef JAXCORE_I_VADD
#undef JAXCORE_I_VXOR
#undef JAXCORE_I_VROTL
#undef JAXCORE_I_VSTORE
#undef JAXCORE_I_VSTORE64
#undef JAXCORE_I_VHAS_UNIT
#undef JAXCORE_I_VUNIT
#undef JAXCORE_I_VEXIT
#undef JAXCORE_I_VTAIL
#undef JAXCORE_I_VATTR
#endif

#if defined(JAXCORE_I_HAVE_AVX2) || defined(JAXCORE_I_HAVE_AVX512)
#define JAXCORE_I_CPU_KNOWN 1u
#define JAXCORE_I_CPU_AVX2 2u
#define JAXCORE_I_CPU_AVX512 4u
#define JAXCORE_I_CPU_FMA 8u /* FMA3 and AVX2 (the FMA paths: see jaxcore_i_x86_detect) */
#define JAXCORE_I_CPU_AVX2_FMA (JAXCORE_I_CPU_AVX2 | JAXCORE_I_CPU_FMA)

static unsigned jaxcore_i_cpu_cache; /* 0 = not detected yet; see above */

JAXCORE_I_PRIVATE unsigned jaxcore_i_x86_detect(void) {
    unsigned b, c, c1, f = JAXCORE_I_CPU_KNOWN, xcr0 = 0;
#if defined(_MSC_VER) && !defined(__clang__)
    int r[4];
    __cpuid(r, 0);
    if (r[0] < 7) return f;
    __cpuid(r, 1);
    c = c1 = (unsigned)r[2];
    if (!(c >> 27 & 1u) || !(c >> 28 & 1u)) return f; /* OSXSAVE and AVX */
    xcr0 = (unsigned)_xgetbv(0);
    __cpuidex(r, 7, 0);
    b = (unsigned)r[1];
#else
    unsigned a, d, xcr0_hi = 0;
    if (__get_cpuid_max(0, NULL) < 7) return f;
    __cpuid(1, a, b, c, d);
    c1 = c;
    if (!(c >> 27 & 1u) || !(c >> 28 & 1u)) return f; /* OSXSAVE and AVX */
    __asm__ __volatile__("xgetbv" : "=a"(xcr0), "=d"(xcr0_hi) : "c"(0));
    (void)xcr0_hi;
    __cpuid_count(7, 0, a, b, c, d);
#endif
    /* FMA only with AVX2: every FMA path is compiled for both (target("avx2,fma"), which lets
       the compiler use AVX2 anywhere in it), so a CPU with FMA3 and no AVX2 (AMD Piledriver,
       Steamroller) takes the SSE2 paths, whose emulated fused multiply-adds give the same bits */
    if ((xcr0 & 0x6u) == 0x6u && (c1 >> 12 & 1u) && (b >> 5 & 1u)) f |= JAXCORE_I_CPU_FMA;
    if ((xcr0 & 0x6u) == 0x6u && (b >> 5 & 1u)) f |= JAXCORE_I_CPU_AVX2;
    if ((xcr0 & 0xe6u) == 0xe6u && (b >> 16 & 1u) && (b >> 31 & 1u)) f |= JAXCORE_I_CPU_AVX512;
    return f;
}

JAXCORE_I_PRIVATE unsigned jaxcore_i_x86_features(void) {
#if defined(_MSC_VER) && !defined(__clang__) /* aligned word accesses, atomic on x86 */
    unsigned f = *(volatile unsigned *)&jaxcore_i_cpu_cache;
    if (!f) {
        f = jaxcore_i_x86_detect();
        *(volatile unsigned *)&jaxcore_i_cpu_cache = f;
    }
#else
    unsigned f = __atomic_load_n(&jaxcore_i_cpu_cache, __ATOMIC_RELAXED);
    if (!f) {
        f = jaxcore_i_x86_detect();
        __atomic_store_n(&jaxcore_i_cpu_cache, f, __ATOMIC_RELAXED);
    }
#endif
    return f;
}
#endif

#ifdef JAXCORE_I_HAVE_AVX2
#define JAXCORE_I_W 8
#ifdef JAXCORE_I_VEC_EXT
#define JAXCORE_I_V jaxcore_i_u8
#define JAXCORE_I_VSET1(x) JAXCORE_I_GSET1(jaxcore_i_u8, x)
#define JAXCORE_I_VLANES (__extension__(jaxcore_i_u8){0, 1, 2, 3, 4, 5, 6, 7})
#define JAXCORE_I_VADD(a, b) ((a) + (b))
#define JAXCORE_I_VXOR(a, b) ((a) ^ (b))
/* Rotations by 16 and 24 are byte shuffles (one vpshufb instead of shift, shift, or). */
#define JAXCORE_I_VROTB(v, ...)                                                                    \
    ((jaxcore_i_u8)JAXCORE_I_GSHUF(jaxcore_i_b32, (jaxcore_i_b32)(v), (jaxcore_i_b32)(v),          \
                                   __VA_ARGS__))
#define JAXCORE_I_VROTL(v, r)                                                                       \
    ((r) == 16   ? JAXCORE_I_VROTB(v, 2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13, 18, 19, \
                                   16, 17, 22, 23, 20, 21, 26, 27, 24, 25, 30, 31, 28, 29)          \
     : (r) == 24 ? JAXCORE_I_VROTB(v, 1, 2, 3, 0, 5, 6, 7, 4, 9, 10, 11, 8, 13, 14, 15, 12, 17,     \
                                   18, 19, 16, 21, 22, 23, 20, 25, 26, 27, 24, 29, 30, 31, 28)      \
                 : JAXCORE_I_GROTL(v, r))
#define JAXCORE_I_VSTORE(p, v) JAXCORE_I_GSTORE(jaxcore_i_u8u, p, v)
#define JAXCORE_I_VSTORE64(p, a, b)                                                                \
    do {                                                                                           \
        JAXCORE_I_VSTORE(p, JAXCORE_I_GSHUF(jaxcore_i_u8, b, a, 0, 8, 1, 9, 2, 10, 3, 11));        \
        JAXCORE_I_VSTORE((p) + 8,                                                                  \
                         JAXCORE_I_GSHUF(jaxcore_i_u8, b, a, 4, 12, 5, 13, 6, 14, 7, 15));         \
    } while (0)
#define JAXCORE_I_VUNIT(v) JAXCORE_I_GUNIT(jaxcore_i_u8, jaxcore_i_f8, v)
#define JAXCORE_I_VEXIT __builtin_ia32_vzeroupper()
#else
#define JAXCORE_I_V __m256i
#define JAXCORE_I_VSET1(x) _mm256_set1_epi32((int)(x))
#define JAXCORE_I_VLANES _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7)
#define JAXCORE_I_VADD(a, b) _mm256_add_epi32(a, b)
#define JAXCORE_I_VXOR(a, b) _mm256_xor_si256(a, b)
/* Rotations by 16 and 24 are byte shuffles (one vpshufb instead of shift, shift, or). */
#define JAXCORE_I_VROTL(v, r)                                                                        \
    ((r) == 16   ? _mm256_shuffle_epi8(v, _mm256_setr_epi8(2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, \
                                                           15, 12, 13, 2, 3, 0, 1, 6, 7, 4, 5, 10,   \
                                                           11, 8, 9, 14, 15, 12, 13))                \
     : (r) == 24 ? _mm256_shuffle_epi8(v, _mm256_setr_epi8(1, 2, 3, 0, 5, 6, 7, 4, 9, 10, 11, 8,     \
                                                           13, 14, 15, 12, 1, 2, 3, 0, 5, 6, 7, 4,   \
                                                           9, 10, 11, 8, 13, 14, 15, 12))            \
                 : _mm256_or_si256(_mm256_slli_epi32(v, r), _mm256_srli_epi32(v, 32 - (r))))
#define JAXCORE_I_VSTORE(p, v) _mm256_storeu_si256((__m256i *)(void *)(p), v)
/* (the unpacks interleave within each 128-bit half: lanes 0-1 and 4-5, then 2-3 and 6-7) */
#define JAXCORE_I_VSTORE64(p, a, b)                                                                \
    do {                                                                                           \
        __m256i lo_ = _mm256_unpacklo_epi32(b, a), hi_ = _mm256_unpackhi_epi32(b, a);              \
        JAXCORE_I_VSTORE(p, _mm256_permute2x128_si256(lo_, hi_, 0x20));                            \
        JAXCORE_I_VSTORE((p) + 8, _mm256_permute2x128_si256(lo_, hi_, 0x31));                      \
    } while (0)
#define JAXCORE_I_VUNIT(v)                                                                         \
    _mm256_castps_si256(                                                                           \
        _mm256_sub_ps(_mm256_castsi256_ps(_mm256_or_si256(_mm256_srli_epi32(v, 9),                 \
                                                          _mm256_set1_epi32(0x3f800000))),         \
                      _mm256_set1_ps(1.0f)))
#define JAXCORE_I_VEXIT _mm256_zeroupper()
#endif
/* (VEXIT: gcc may turn the scalar remainder into a jump without its usual vzeroupper; dirty
   upper halves would then slow the caller's SSE code, 4x on Zen 4) */
#define JAXCORE_I_VHAS_UNIT 1
#define JAXCORE_I_VTAIL(t) JAXCORE_I_TF_VTAIL(t)
/* eight pairs in flight (with some spills: 3.95 cycles/block against 4.25 with four pairs,
   gcc 12 on Zen 4) */
#define JAXCORE_I_VATTR JAXCORE_I_TARGET("avx2")
JAXCORE_I_TF_KERNEL(jaxcore_i_kernel_avx2, 8)
#undef JAXCORE_I_V
#undef JAXCORE_I_W
#undef JAXCORE_I_VSET1
#undef JAXCORE_I_VLANES
#undef JAXCORE_I_VADD
#undef JAXCORE_I_VXOR
#undef JAXCORE_I_VROTL
#undef JAXCORE_I_VSTORE
#undef JAXCORE_I_VSTORE64
#undef JAXCORE_I_VHAS_UNIT
#undef JAXCORE_I_VUNIT
#undef JAXCORE_I_VEXIT
#undef JAXCORE_I_VTAIL
#undef JAXCORE_I_VATTR
#undef JAXCORE_I_VROTB
#endif

#ifdef JAXCORE_I_HAVE_AVX512
#define JAXCORE_I_W 16
#ifdef JAXCORE_I_VEC_EXT
#define JAXCORE_I_V jaxcore_i_u16
#define JAXCORE_I_VSET1(x) JAXCORE_I_GSET1(jaxcore_i_u16, x)
#define JAXCORE_I_VLANES                                                                           \
    (__extension__(jaxcore_i_u16){0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15})
#define JAXCORE_I_VADD(a, b) ((a) + (b))
#define JAXCORE_I_VXOR(a, b) ((a) ^ (b))
#define JAXCORE_I_VROTL(v, r) JAXCORE_I_GROTL(v, r)
#define JAXCORE_I_VSTORE(p, v) JAXCORE_I_GSTORE(jaxcore_i_u16u, p, v)
#define JAXCORE_I_VSTORE64(p, a, b)                                                                \
    do {                                                                                           \
        JAXCORE_I_VSTORE(p, JAXCORE_I_GSHUF(jaxcore_i_u16, b, a, 0, 16, 1, 17, 2, 18, 3, 19, 4,    \
                                            20, 5, 21, 6, 22, 7, 23));                             \
        JAXCORE_I_VSTORE((p) + 16, JAXCORE_I_GSHUF(jaxcore_i_u16, b, a, 8, 24, 9, 25, 10, 26, 11,  \
                                                   27, 12, 28, 13, 29, 14, 30, 15, 31));           \
    } while (0)
#define JAXCORE_I_VUNIT(v) JAXCORE_I_GUNIT(jaxcore_i_u16, jaxcore_i_f16, v)
#define JAXCORE_I_VEXIT __builtin_ia32_vzeroupper()
#else
#define JAXCORE_I_V __m512i
#define JAXCORE_I_VSET1(x) _mm512_set1_epi32((int)(x))
#define JAXCORE_I_VLANES _mm512_set_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0)
#define JAXCORE_I_VADD(a, b) _mm512_add_epi32(a, b)
#define JAXCORE_I_VXOR(a, b) _mm512_xor_si512(a, b)
/* maskz with a full mask: plain vprold, and no _mm512_undefined (g++ 12 warns on it) */
#define JAXCORE_I_VROTL(v, r) _mm512_maskz_rol_epi32((__mmask16)0xffff, v, r)
#define JAXCORE_I_VSTORE(p, v) _mm512_storeu_si512((void *)(p), v)
/* (index i < 16 picks b[i], 16 + i picks a[i]) */
#define JAXCORE_I_VSTORE64(p, a, b)                                                                \
    do {                                                                                           \
        JAXCORE_I_VSTORE(                                                                          \
            p,                                                                                     \
            _mm512_permutex2var_epi32(                                                             \
                b, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), a)); \
        JAXCORE_I_VSTORE(                                                                          \
            (p) + 16, _mm512_permutex2var_epi32(b,                                                 \
                                                _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27,    \
                                                                  12, 28, 13, 29, 14, 30, 15, 31), \
                                                a));                                               \
    } while (0)
#define JAXCORE_I_VUNIT(v)                                                                         \
    _mm512_castps_si512(_mm512_sub_ps(                                                             \
        _mm512_castsi512_ps(_mm512_or_si512(_mm512_maskz_srli_epi32((__mmask16)0xffff, v, 9),      \
                                            _mm512_set1_epi32(0x3f800000))),                       \
        _mm512_set1_ps(1.0f)))
#define JAXCORE_I_VEXIT _mm256_zeroupper()
#endif
#define JAXCORE_I_VHAS_UNIT 1
#define JAXCORE_I_VTAIL(t) JAXCORE_I_TF_VTAIL(t)
/* Twelve pairs in flight (24 of the 32 registers): on Zen 4 with gcc 12, 2.40 cycles/block
   against 2.64 with four pairs and 2.53 with eight; sixteen spill and gain nothing. */
#define JAXCORE_I_VATTR JAXCORE_I_TARGET("avx512f,avx512vl")
JAXCORE_I_TF_KERNEL(jaxcore_i_kernel_avx512, 12)
#undef JAXCORE_I_V
#undef JAXCORE_I_W
#undef JAXCORE_I_VSET1
#undef JAXCORE_I_VLANES
#undef JAXCORE_I_VADD
#undef JAXCORE_I_VXOR
#undef JAXCORE_I_VROTL
#undef JAXCORE_I_VSTORE
#undef JAXCORE_I_VSTORE64
#undef JAXCORE_I_VHAS_UNIT
#undef JAXCORE_I_VUNIT
#undef JAXCORE_I_VEXIT
#undef JAXCORE_I_VTAIL
#undef JAXCORE_I_VATTR
#endif
#undef JAXCORE_I_GSHUF
#undef JAXCORE_I_GSET1
#undef JAXCORE_I_GROTL
#undef JAXCORE_I_GSTORE
#undef JAXCORE_I_GUNIT

#ifdef JAXCORE_I_HAVE_NEON
#define JAXCORE_I_V uint32x4_t
#define JAXCORE_I_W 4
#define JAXCORE_I_VSET1(x) vdupq_n_u32(x)
static const uint32_t jaxcore_i_neon_lanes[4] = {0, 1, 2, 3};
#define JAXCORE_I_VLANES vld1q_u32(jaxcore_i_neon_lanes)
#define JAXCORE_I_VADD(a, b) vaddq_u32(a, b)
#define JAXCORE_I_VXOR(a, b) veorq_u32(a, b)
/* shift left + shift-right-insert; by 16, one halfword swap */
#define JAXCORE_I_VROTL(v, r)                                                                      \
    ((r) == 16 ? vreinterpretq_u32_u16(vrev32q_u16(vreinterpretq_u16_u32(v)))                      \
               : vsriq_n_u32(vshlq_n_u32(v, r), v, 32 - (r)))
#define JAXCORE_I_VSTORE(p, v) vst1q_u32(p, v)
/* (each zipped pair as one uint64 lane, b's word low: stored in the target's byte order) */
#define JAXCORE_I_VSTORE64(p, a, b)                                                                \
    do {                                                                                           \
        uint32x4x2_t z_ = vzipq_u32(b, a);                                                         \
        vst1q_u64((uint64_t *)(void *)(p), vreinterpretq_u64_u32(z_.val[0]));                      \
        vst1q_u64((uint64_t *)(void *)((p) + 4), vreinterpretq_u64_u32(z_.val[1]));                \
    } while (0)
#define JAXCORE_I_VHAS_UNIT 1
/* the unit float as a fixed-point conversion, (words >> 9) scaled by 2^-23: exact */
#define JAXCORE_I_VUNIT(v) vreinterpretq_u32_f32(vcvtq_n_f32_u32(vshrq_n_u32(v, 9), 23))
#define JAXCORE_I_VEXIT (void)0
#define JAXCORE_I_VTAIL(t) JAXCORE_I_TF_VTAIL(t)
/* four pairs in flight */
#define JAXCORE_I_VATTR
JAXCORE_I_TF_KERNEL(jaxcore_i_kernel_neon, 4)
#undef JAXCORE_I_V
#undef JAXCORE_I_W
#undef JAXCORE_I_VSET1
#undef JAXCORE_I_VLANES
#undef JAXCORE_I_VADD
#undef JAXCORE_I_VXOR
#undef JAXCORE_I_VROTL
#undef JAXCORE_I_VSTORE
#undef JAXCORE_I_VSTORE64
#undef JAXCORE_I_VHAS_UNIT
#undef JAXCORE_I_VUNIT
#undef JAXCORE_I_VEXIT
#undef JAXCORE_I_VTAIL
#undef JAXCORE_I_VATTR
#endif

#ifdef JAXCORE_I_HAVE_SIMD128
/* WebAssembly SIMD128. Engines lower i8x16.shuffle with a constant pattern to one byte
   shuffle (pshufb on x86, tbl on Arm): the rotations by 16 and 24 use it. */
#define JAXCORE_I_V v128_t
#define JAXCORE_I_W 4
#define JAXCORE_I_VSET1(x) wasm_u32x4_splat((uint32_t)(x))
#define JAXCORE_I_VLANES wasm_u32x4_make(0, 1, 2, 3)
#define JAXCORE_I_VADD(a, b) wasm_i32x4_add(a, b)
#define JAXCORE_I_VXOR(a, b) wasm_v128_xor(a, b)
#define JAXCORE_I_VROTL(v, r)                                                                      \
    ((r) == 16   ? wasm_i8x16_shuffle(v, v, 2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13)  \
     : (r) == 24 ? wasm_i8x16_shuffle(v, v, 1, 2, 3, 0, 5, 6, 7, 4, 9, 10, 11, 8, 13, 14, 15, 12)  \
                 : wasm_v128_or(wasm_i32x4_shl(v, r), wasm_u32x4_shr(v, 32 - (r))))
#define JAXCORE_I_VSTORE(p, v) wasm_v128_store(p, v)
#define JAXCORE_I_VSTORE64(p, a, b)                                                                \
    do {                                                                                           \
        JAXCORE_I_VSTORE(p, wasm_i32x4_shuffle(b, a, 0, 4, 1, 5));                                 \
        JAXCORE_I_VSTORE((p) + 4, wasm_i32x4_shuffle(b, a, 2, 6, 3, 7));                           \
    } while (0)
#define JAXCORE_I_VHAS_UNIT 1
/* the unit float of the words v (jaxcore_i_unit_f32): wasm float arithmetic is IEEE
   round-to-nearest and the subtraction exact, so every engine gives these bits */
#define JAXCORE_I_VUNIT(v)                                                                         \
    wasm_f32x4_sub(wasm_v128_or(wasm_u32x4_shr(v, 9), wasm_u32x4_splat(0x3f800000u)),              \
                   wasm_f32x4_splat(1.0f))
#define JAXCORE_I_VEXIT (void)0
#define JAXCORE_I_VTAIL(t) JAXCORE_I_TF_VTAIL(t)
/* four pairs in flight (Node 20 / V8 on Zen 4: 2.5 ns per bits32 element against 3.0 with
   two pairs and 3.3 with eight, whose spills cost more than their overlap gains) */
#define JAXCORE_I_VATTR
JAXCORE_I_TF_KERNEL(jaxcore_i_kernel_simd128, 4)
#undef JAXCORE_I_V
#undef JAXCORE_I_W
#undef JAXCORE_I_VSET1
#undef JAXCORE_I_VLANES
#undef JAXCORE_I_VADD
#undef JAXCORE_I_VXOR
#undef JAXCORE_I_VROTL
#undef JAXCORE_I_VSTORE
#undef JAXCORE_I_VSTORE64
#undef JAXCORE_I_VHAS_UNIT
#undef JAXCORE_I_VUNIT
#undef JAXCORE_I_VEXIT
#undef JAXCORE_I_VTAIL
#undef JAXCORE_I_VATTR
#endif

#ifdef __clang__
#pragma clang diagnostic pop
#endif

/* -- Path selection ----------------------------------------------------------------------- */

static const char *const jaxcore_i_path_names[JAXCORE_PATH_COUNT] = {
    "auto", "scalar", "sse2", "avx2", "avx512", "neon", "simd128"};

JAXCORE_API const char *jaxcore_prng_path_name(jaxcore_prng_path path) {
    return (unsigned)path < (unsigned)JAXCORE_PATH_COUNT ? jaxcore_i_path_names[path] : NULL;
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
#ifdef JAXCORE_I_HAVE_SIMD128
    case JAXCORE_PATH_SIMD128: return jaxcore_i_kernel_simd128;
#endif
    default: return NULL;
    }
}

JAXCORE_API int jaxcore_prng_path_supported(jaxcore_prng_path path) {
    return jaxcore_i_kernel_of(path) != NULL;
}

JAXCORE_API int jaxcore_prng_path_compiled(jaxcore_prng_path path) {
    switch (path) {
    case JAXCORE_PATH_AUTO:
    case JAXCORE_PATH_SCALAR: return 1;
#ifdef JAXCORE_I_HAVE_SSE2
    case JAXCORE_PATH_SSE2: return 1;
#endif
#ifdef JAXCORE_I_HAVE_AVX2
    case JAXCORE_PATH_AVX2: return 1;
#endif
#ifdef JAXCORE_I_HAVE_AVX512
    case JAXCORE_PATH_AVX512: return 1;
#endif
#ifdef JAXCORE_I_HAVE_NEON
    case JAXCORE_PATH_NEON: return 1;
#endif
#ifdef JAXCORE_I_HAVE_SIMD128
    case JAXCORE_PATH_SIMD128: return 1;
#endif
    default: return 0;
    }
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
#elif defined(JAXCORE_I_HAVE_SIMD128)
    return JAXCORE_PATH_SIMD128;
#elif defined(JAXCORE_I_HAVE_SSE2)
    return JAXCORE_PATH_SSE2;
#else
    return JAXCORE_PATH_SCALAR;
#endif
}

/* -- Public block functions --------------------------------------------------------------- */

/* The caller's config, or JAX's defaults for NULL (a pointer: a copy costs a memset and a
   copy in every -Os caller). */
static const jaxcore_prng_config jaxcore_i_default_cfg = {0, 0, JAXCORE_PATH_AUTO, 0, 0};
JAXCORE_I_PRIVATE const jaxcore_prng_config *jaxcore_i_cfg(const jaxcore_prng_config *cfg) {
    return cfg ? cfg : &jaxcore_i_default_cfg;
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
        jaxcore_i_tf20(ks, &x0, &x1, 0);
        out[j] = x0;
        if (h + j < n) out[h + j] = x1;
    }
    return JAXCORE_OK;
}

JAXCORE_API jaxcore_result jaxcore_threefry2x32_stream(const uint32_t key[2], uint32_t x0,
                                                       uint32_t x0_step, uint32_t x1, size_t n,
                                                       uint32_t *y0, uint32_t *y1,
                                                       const jaxcore_prng_config *cfg) {
    const jaxcore_prng_config *c = jaxcore_i_cfg(cfg);
    jaxcore_i_tf_kernel kern;
    uint32_t ks[3];
    if (x0_step > 1) return JAXCORE_ERR_INVALID_ARG;
    if ((unsigned)c->path >= (unsigned)JAXCORE_PATH_COUNT || !(kern = jaxcore_i_kernel_of(c->path)))
        return JAXCORE_ERR_UNSUPPORTED_PATH;
    if (!n || (!y0 && !y1)) return JAXCORE_OK;
    if (!key) return JAXCORE_ERR_NULL;
    jaxcore_i_tf_ks(key, ks);
    kern(ks, x0, x0_step, x1, n, y0, y1, 0);
    return JAXCORE_OK;
}

/* -- threefry2x32 as JAX lays it out (manual section 5) ---------------------------------- */

/* blocks per stack buffer in the converting loops: a multiple of every kernel's loop width
   (192 AVX-512, 64 AVX2, 16 SSE2/NEON; 16 with a small JAXCORE_CHUNK: stack for speed) */
#define JAXCORE_I_CHUNK (JAXCORE_CHUNK < 128 ? 16 : 192)

/* Partitionable layout: blocks for flat indices [start, start+count), split where the
   high counter word changes so that each kernel call sees a constant hi(i). form: the
   kernels' output form (JAXCORE_I_OUT_*). */
JAXCORE_I_PRIVATE void jaxcore_i_part_blocks(jaxcore_i_tf_kernel kern, const uint32_t *ks,
                                             uint64_t start, size_t count, uint32_t *o0,
                                             uint32_t *o1, int form) {
    while (count) {
        uint32_t hi = (uint32_t)(start >> 32), lo = (uint32_t)start;
        uint64_t room = ((uint64_t)1 << 32) - lo;
        size_t run = (uint64_t)count < room ? count : (size_t)room;
        kern(ks, hi, 0, lo, run, o0, o1, form);
        if (o0) o0 += form == JAXCORE_I_OUT_PAIR64 ? 2 * run : run;
        if (o1) o1 += run;
        start += run;
        count -= run;
    }
}

#ifndef JAXCORE_NO_LEGACY /* the legacy layout's word streams */
/* Words [a, a+cnt) of threefry_2x32(ks, iota(m)) (JAX's threefry_2x32 of an iota), m < 2^32: word j
   < h is y0 of block j with counter (j, h+j), word h+j is its y1; for odd m the last block's
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
        kern(ks, h - 1, 0, 0, 1, dst + (h - 1 - a), NULL, 0);
        --f1;
    }
/* block j's y0 is dst[j - a], its y1 dst[h + j - a] */
#define JAXCORE_I_FIRST(j) (dst + ((j)-a))
#define JAXCORE_I_SECOND(j) (dst + (h + (j)-a))
#ifdef __OPTIMIZE_SIZE__
    /* -Os (firmware): s0 <= f0 and s1 <= f1 (the words are one contiguous range), so the
       blocks are [s0, min(s1, f0)) second half only, [f0, s1) both, [max(f0, s1), f1) first
       half only: three calls instead of the general five */
    both0 = s1 < f0 ? s1 : f0;
    if (s0 < both0) kern(ks, s0, 1, h + s0, both0 - s0, NULL, JAXCORE_I_SECOND(s0), 0);
    if (f0 < s1) kern(ks, f0, 1, h + f0, s1 - f0, JAXCORE_I_FIRST(f0), JAXCORE_I_SECOND(f0), 0);
    both1 = f0 > s1 ? f0 : s1;
    if (both1 < f1) kern(ks, both1, 1, h + both1, f1 - both1, JAXCORE_I_FIRST(both1), NULL, 0);
#else
    both0 = f0 > s0 ? f0 : s0;
    both1 = f1 < s1 ? f1 : s1;
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
#endif
#undef JAXCORE_I_FIRST
#undef JAXCORE_I_SECOND
}

#define JAXCORE_I_U32_MAX 0xffffffffu

/* x / (2^32 - 1) and its remainder without a 64-bit division (libgcc's costs about 1 KB of
   flash on 32-bit targets): x = hi 2^32 + lo = hi (2^32 - 1) + (hi + lo), and hi + lo <
   2^33 holds at most two more pieces. */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_divmod_piece(uint64_t x, uint64_t *rem) {
    uint64_t q = x >> 32, r = q + (x & JAXCORE_I_U32_MAX);
    while (r >= JAXCORE_I_U32_MAX) {
        r -= JAXCORE_I_U32_MAX;
        ++q;
    }
    *rem = r;
    return q;
}

/* Word t of legacy split(key, nb) flattened, i.e. of threefry_2x32(key, iota(2 nb))
   (legacy split): h = nb, word t < nb is y0 of block t, word nb + j is y1 of block j. */
JAXCORE_I_PRIVATE uint32_t jaxcore_i_legacy_split_word(const uint32_t *ks, uint32_t nb,
                                                       uint32_t t) {
    uint32_t j = t < nb ? t : t - nb, x0 = j, x1 = nb + j;
    jaxcore_i_tf20(ks, &x0, &x1, 0);
    return t < nb ? x0 : x1;
}

/* Words [a, a+cnt) of the legacy word stream of m words (legacy random_bits), including
   the chunking into 2^32-1 word pieces with split keys when m >= 2^32 - 1. */
JAXCORE_I_PRIVATE void jaxcore_i_legacy_words(jaxcore_i_tf_kernel kern, const uint32_t *ks,
                                              uint64_t m, uint64_t a, size_t cnt, uint32_t *dst) {
    const uint64_t piece = JAXCORE_I_U32_MAX;
    uint64_t nb, mr;
    if (m < piece) {
        jaxcore_i_array_words(kern, ks, (uint32_t)m, (uint32_t)a, (uint32_t)cnt, dst);
        return;
    }
    nb = jaxcore_i_divmod_piece(m, &mr);
    while (cnt) {
        uint64_t off, b = jaxcore_i_divmod_piece(a, &off);
        uint64_t len = b < nb ? piece : mr;
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

#endif

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
    jaxcore_i_tf20(ks, &x0, &x1, 0);
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
    (void)total; /* the legacy layout's */
    if (!kern) return JAXCORE_ERR_UNSUPPORTED_PATH;
    jaxcore_i_tf_ks(key, ks);
#ifndef JAXCORE_NO_LEGACY
    if (cfg->legacy) {
        /* the words of threefry_2x32(key, iota(2 total)); key i = words 2i, 2i+1 */
        if (total > 0x7fffffffu) return JAXCORE_ERR_OVERFLOW;
        jaxcore_i_array_words(kern, ks, (uint32_t)(2 * total), (uint32_t)(2 * start),
                              (uint32_t)(2 * count), out);
        return JAXCORE_OK;
    }
#endif
    while (count) { /* y0 into the run's second half of out, interleaved forward with y1 */
        uint32_t y1[JAXCORE_I_CHUNK];
        size_t run = count < JAXCORE_I_CHUNK ? count : JAXCORE_I_CHUNK, t;
        jaxcore_i_part_blocks(kern, ks, start, run, out + run, y1, JAXCORE_I_OUT_WORDS);
        for (t = 0; t < run; ++t) {
            uint32_t y0 = out[run + t]; /* read before 2t + 1 <= run + t is written */
            out[2 * t] = y0;
            out[2 * t + 1] = y1[t];
        }
        out += 2 * run;
        start += run;
        count -= run;
    }
    return JAXCORE_OK;
}

/* The 64-bit bits of n blocks' words (y0, y1), y0 << 32 | y1, at out + index (the legacy
   layout's words of a stream of 2^32 or more; the kernels store the others interleaved) */
JAXCORE_I_PRIVATE void jaxcore_i_combine64(const uint32_t *y0, const uint32_t *y1, size_t n,
                                           void *out, size_t index) {
    size_t t;
    for (t = 0; t < n; ++t)
        ((uint64_t *)out)[index + t] = (uint64_t)y0[t] << 32 | y1[t];
}

JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_tf_bits(const jaxcore_prng_impl *impl,
                                                   const uint32_t *key, unsigned width,
                                                   uint64_t total, uint64_t start, size_t count,
                                                   void *out, const jaxcore_prng_config *cfg) {
    jaxcore_i_tf_kernel kern = jaxcore_i_kernel_of(cfg->path);
    uint32_t ks[3], y0[JAXCORE_I_CHUNK];
#if defined(__OPTIMIZE_SIZE__) || !defined(JAXCORE_NO_LEGACY)
    uint32_t y1[JAXCORE_I_CHUNK]; /* the legacy layout's second words, and -Os's */
#endif
    size_t done = 0;
    (void)impl;
    (void)total; /* the legacy layout's */
    if (!kern) return JAXCORE_ERR_UNSUPPORTED_PATH;
    jaxcore_i_tf_ks(key, ks);
#ifdef __OPTIMIZE_SIZE__
    {
        /* -Os (firmware): 32 bits straight into out, the others in one loop for both
           layouts through y0 (and y1): 64 bits are the words of the blocks
           (partitionable), or words i and total + i of the 2 total-word stream (legacy); 8
           and 16 bits are the blocks' xors (partitionable) or 32/width little-endian pieces
           of each word of the stream of ceil(total / (32/width)) words (legacy, as 32 bits
           with sh = 0); per = 2^sh pieces a word */
        unsigned sh = 0, per;
        uint64_t e = start;
        int legacy = 0;
#ifndef JAXCORE_NO_LEGACY
        uint64_t m;
        legacy = cfg->legacy;
        if (legacy && width == 64 && total >= ((uint64_t)1 << 62)) return JAXCORE_ERR_OVERFLOW;
        if (legacy && width < 32) sh = width == 8 ? 2u : 1u;
#endif
        per = 1u << sh;
#ifndef JAXCORE_NO_LEGACY
        m = (total >> sh) + ((total & (per - 1)) != 0);
#endif
        if (width == 32) { /* straight into out */
#ifndef JAXCORE_NO_LEGACY
            if (legacy)
                jaxcore_i_legacy_words(kern, ks, m, start, count, (uint32_t *)out);
            else
#endif
                jaxcore_i_part_blocks(kern, ks, start, count, (uint32_t *)out, NULL,
                                      JAXCORE_I_OUT_XOR);
            return JAXCORE_OK;
        }
        while (done < count) {
            size_t run, t, k = (size_t)(e & (per - 1)), nw = count - done;
            uint64_t w0 = e >> sh;
            if (width != 64) nw = (size_t)(((start + count - 1) >> sh) - w0 + 1);
            if (nw > JAXCORE_I_CHUNK) nw = JAXCORE_I_CHUNK;
            if (!legacy) {
                jaxcore_i_part_blocks(kern, ks, w0, nw, y0, width == 64 ? y1 : NULL,
                                      width == 64 ? JAXCORE_I_OUT_WORDS : JAXCORE_I_OUT_XOR);
            }
#ifndef JAXCORE_NO_LEGACY
            else if (width == 64) {
                jaxcore_i_legacy_words(kern, ks, 2 * total, w0, nw, y0);
                jaxcore_i_legacy_words(kern, ks, 2 * total, total + w0, nw, y1);
            } else {
                jaxcore_i_legacy_words(kern, ks, m, w0, nw, y0);
            }
#endif
            run = (nw << sh) - k;
            if (run > count - done) run = count - done;
            for (t = 0; t < run; ++t, ++k) {
                uint32_t v = y0[k >> sh] >> (width * (k & (per - 1)));
                size_t i = done + t;
                if (width == 8)
                    ((uint8_t *)out)[i] = (uint8_t)v;
                else if (width == 16)
                    ((uint16_t *)out)[i] = (uint16_t)v;
                else
                    ((uint64_t *)out)[i] = (uint64_t)v << 32 | y1[t];
            }
            done += run;
            e += run;
        }
        return JAXCORE_OK;
    }
#else
#ifndef JAXCORE_NO_LEGACY
    if (!cfg->legacy)
#endif
    {
        if (width >= 32) { /* straight into out */
            jaxcore_i_part_blocks(kern, ks, start, count, (uint32_t *)out, NULL,
                                  width == 32 ? JAXCORE_I_OUT_XOR : JAXCORE_I_OUT_PAIR64);
            return JAXCORE_OK;
        }
        while (done < count) { /* the kernel xors; keep the low bits */
            size_t run = count - done < JAXCORE_I_CHUNK ? count - done : JAXCORE_I_CHUNK, t;
            jaxcore_i_part_blocks(kern, ks, start + done, run, y0, NULL, JAXCORE_I_OUT_XOR);
            if (width == 8)
                for (t = 0; t < run; ++t)
                    ((uint8_t *)out)[done + t] = (uint8_t)y0[t];
            else
                for (t = 0; t < run; ++t)
                    ((uint16_t *)out)[done + t] = (uint16_t)y0[t];
            done += run;
        }
        return JAXCORE_OK;
    }
#ifndef JAXCORE_NO_LEGACY
    if (width == 32) {
        jaxcore_i_legacy_words(kern, ks, total, start, count, (uint32_t *)out);
    } else if (width == 64) {
        /* m = 2 total words; element i = word i << 32 | word total+i */
        if (total >= ((uint64_t)1 << 62)) return JAXCORE_ERR_OVERFLOW;
        if (2 * total < JAXCORE_I_U32_MAX) { /* one array: block i = counter (i, total+i) */
            kern(ks, (uint32_t)start, 1, (uint32_t)(total + start), count, (uint32_t *)out, NULL,
                 JAXCORE_I_OUT_PAIR64);
            return JAXCORE_OK;
        }
        while (done < count) {
            size_t run = count - done < JAXCORE_I_CHUNK ? count - done : JAXCORE_I_CHUNK;
            jaxcore_i_legacy_words(kern, ks, 2 * total, start + done, run, y0);
            jaxcore_i_legacy_words(kern, ks, 2 * total, total + start + done, run, y1);
            jaxcore_i_combine64(y0, y1, run, out, done);
            done += run;
        }
    } else {
        /* 32/width little-endian pieces per word of the m-word stream */
        /* per = 32 / width = 2^sh pieces; shifts and masks, no 64-bit division */
        unsigned sh = width == 8 ? 2u : 1u, per = 1u << sh;
        uint64_t m = (total >> sh) + ((total & (per - 1)) != 0);
        uint64_t e = start;
        while (done < count) {
            uint64_t w0 = e >> sh;
            size_t k = (size_t)(e & (per - 1)), run, t;
            uint64_t last = (start + count - 1) >> sh; /* last word needed */
            size_t nw =
                last - w0 + 1 < JAXCORE_I_CHUNK ? (size_t)(last - w0 + 1) : (size_t)JAXCORE_I_CHUNK;
            jaxcore_i_legacy_words(kern, ks, m, w0, nw, y0);
            run = nw * per - k;
            if (run > count - done) run = count - done;
            if (width == 8) {
                uint8_t *o = (uint8_t *)out + done;
                for (t = 0; t < run; ++t, ++k)
                    o[t] = (uint8_t)(y0[k >> 2] >> (8 * (k & 3)));
            } else {
                uint16_t *o = (uint16_t *)out + done;
                for (t = 0; t < run; ++t, ++k)
                    o[t] = (uint16_t)(y0[k >> 1] >> (16 * (k & 1)));
            }
            done += run;
            e += run;
        }
    }
    return JAXCORE_OK;
#endif
#endif
}

static const jaxcore_prng_impl jaxcore_i_threefry2x32 = {
    "threefry2x32",    "fry", 2, jaxcore_i_tf_seed, jaxcore_i_tf_split, jaxcore_i_tf_fold_in,
    jaxcore_i_tf_bits, NULL};

JAXCORE_API const jaxcore_prng_impl *jaxcore_threefry2x32(void) { return &jaxcore_i_threefry2x32; }

/* -- The other built-in implementations (jax/_src/random/{threefry4x32,philox*}.py) ---------
   All three use the partitionable counter (hi(i), lo(i)) in both modes (the flag only
   affects threefry2x32) and are scalar code. */

static const unsigned char jaxcore_i_tf4_rot[8][2] = {{10, 26}, {11, 21}, {13, 27}, {23, 5},
                                                      {6, 20},  {17, 11}, {25, 10}, {18, 20}};

JAXCORE_I_PRIVATE void jaxcore_i_tf4(const uint32_t *k, const uint32_t *ctr, unsigned rounds,
                                     uint32_t *out) {
    uint32_t ks[5], x[4];
    unsigned r, i;
    ks[4] = JAXCORE_I_TF_PARITY;
    for (i = 0; i < 4; ++i) {
        ks[i] = k[i];
        ks[4] ^= k[i];
        x[i] = ctr[i] + k[i];
    }
    for (r = 0; r < rounds; ++r) {
        unsigned r0 = jaxcore_i_tf4_rot[r & 7][0], r1 = jaxcore_i_tf4_rot[r & 7][1];
        if (!(r & 1)) { /* mix (0,1) and (2,3) */
            x[0] += x[1];
            x[1] = JAXCORE_I_ROTL32(x[1], r0) ^ x[0];
            x[2] += x[3];
            x[3] = JAXCORE_I_ROTL32(x[3], r1) ^ x[2];
        } else { /* mix (0,3) and (2,1) */
            x[0] += x[3];
            x[3] = JAXCORE_I_ROTL32(x[3], r0) ^ x[0];
            x[2] += x[1];
            x[1] = JAXCORE_I_ROTL32(x[1], r1) ^ x[2];
        }
        if ((r & 3) == 3) {
            unsigned s = r / 4;
            for (i = 0; i < 4; ++i)
                x[i] += ks[(1 + s + i) % 5];
            x[3] += (uint32_t)(1 + s);
        }
    }
    for (i = 0; i < 4; ++i)
        out[i] = x[i];
}

#define JAXCORE_I_PHILOX_W0 0x9E3779B9u
#define JAXCORE_I_PHILOX_W1 0xBB67AE85u

JAXCORE_I_PRIVATE void jaxcore_i_phx4(const uint32_t *k, const uint32_t *ctr, unsigned rounds,
                                      uint32_t *out) {
    uint32_t k0 = k[0], k1 = k[1], x0 = ctr[0], x1 = ctr[1], x2 = ctr[2], x3 = ctr[3];
    unsigned r;
    for (r = 0; r < rounds; ++r) {
        uint64_t p0 = (uint64_t)0xD2511F53u * x0, p1 = (uint64_t)0xCD9E8D57u * x2;
        if (r) {
            k0 += JAXCORE_I_PHILOX_W0;
            k1 += JAXCORE_I_PHILOX_W1;
        }
        x0 = (uint32_t)(p1 >> 32) ^ x1 ^ k0;
        x1 = (uint32_t)p1;
        x2 = (uint32_t)(p0 >> 32) ^ x3 ^ k1;
        x3 = (uint32_t)p0;
    }
    out[0] = x0;
    out[1] = x1;
    out[2] = x2;
    out[3] = x3;
}

JAXCORE_I_PRIVATE void jaxcore_i_phx2(const uint32_t *k, const uint32_t *ctr, unsigned rounds,
                                      uint32_t *out) {
    uint32_t k0 = k[0], x0 = ctr[0], x1 = ctr[1];
    unsigned r;
    for (r = 0; r < rounds; ++r) {
        uint64_t p = (uint64_t)0xD256D193u * x0;
        if (r) k0 += JAXCORE_I_PHILOX_W0;
        x0 = (uint32_t)(p >> 32) ^ x1 ^ k0;
        x1 = (uint32_t)p;
    }
    out[0] = x0;
    out[1] = x1;
}

JAXCORE_API jaxcore_result jaxcore_threefry4x32_block(const uint32_t key[4], const uint32_t ctr[4],
                                                      unsigned rounds, uint32_t out[4]) {
    if (!key || !ctr || !out) return JAXCORE_ERR_NULL;
    jaxcore_i_tf4(key, ctr, rounds, out);
    return JAXCORE_OK;
}

JAXCORE_API jaxcore_result jaxcore_philox4x32_block(const uint32_t key[2], const uint32_t ctr[4],
                                                    unsigned rounds, uint32_t out[4]) {
    if (!key || !ctr || !out) return JAXCORE_ERR_NULL;
    jaxcore_i_phx4(key, ctr, rounds, out);
    return JAXCORE_OK;
}

JAXCORE_API jaxcore_result jaxcore_philox2x32_block(const uint32_t key[1], const uint32_t ctr[2],
                                                    unsigned rounds, uint32_t out[2]) {
    if (!key || !ctr || !out) return JAXCORE_ERR_NULL;
    jaxcore_i_phx2(key, ctr, rounds, out);
    return JAXCORE_OK;
}

/* Which of the three: 0 threefry4x32, 1 philox4x32, 2 philox2x32. The block for counter
   words (w0, w1, w2, w3) (philox2x32: (w0, w1)). */
JAXCORE_I_PRIVATE void jaxcore_i_other_block(int which, const uint32_t *key, uint32_t w0,
                                             uint32_t w1, uint32_t w2, uint32_t w3, uint32_t *y) {
    uint32_t ctr[4];
    ctr[0] = w0;
    ctr[1] = w1;
    ctr[2] = w2;
    ctr[3] = w3;
    if (which == 0)
        jaxcore_i_tf4(key, ctr, 20, y);
    else if (which == 1)
        jaxcore_i_phx4(key, ctr, 10, y);
    else
        jaxcore_i_phx2(key, ctr, 10, y);
}

JAXCORE_I_PRIVATE int jaxcore_i_other_which(const jaxcore_prng_impl *impl) {
    return impl->key_words == 4 ? 0 : impl->key_words == 2 ? 1 : 2;
}

JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_other_seed(const jaxcore_prng_impl *impl, uint32_t hi,
                                                      uint32_t lo, uint32_t *key,
                                                      const jaxcore_prng_config *cfg) {
    static const uint32_t zero[4] = {0, 0, 0, 0};
    uint32_t k[4], y[4];
    int which = jaxcore_i_other_which(impl), i;
    (void)cfg;
    k[0] = hi;
    k[1] = lo;
    k[2] = k[3] = 0;
    if (which == 0) { /* threefry4x32 of key (hi, lo, 0, 0), counter 0 */
        jaxcore_i_tf4(k, zero, 20, y);
        for (i = 0; i < 4; ++i)
            key[i] = y[i];
    } else if (which == 1) { /* philox4x32 of key (0, 0), counter (hi, lo, 0, 0) */
        jaxcore_i_phx4(zero, k, 10, y);
        key[0] = y[0];
        key[1] = y[1];
    } else { /* philox2x32 of key 0, counter (hi, lo) */
        jaxcore_i_phx2(zero, k, 10, y);
        key[0] = y[0];
    }
    return JAXCORE_OK;
}

JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_other_split(const jaxcore_prng_impl *impl,
                                                       const uint32_t *key, uint64_t total,
                                                       uint64_t start, size_t count, uint32_t *out,
                                                       const jaxcore_prng_config *cfg) {
    int which = jaxcore_i_other_which(impl);
    unsigned kw = impl->key_words, j;
    size_t t;
    (void)total;
    (void)cfg;
    for (t = 0; t < count; ++t) {
        uint64_t i = start + t;
        uint32_t y[4], hi = (uint32_t)(i >> 32), lo = (uint32_t)i;
        if (which == 2)
            jaxcore_i_other_block(which, key, hi, lo, 0, 0, y);
        else /* counter (0, 0, hi(i), lo(i)) */
            jaxcore_i_other_block(which, key, 0, 0, hi, lo, y);
        for (j = 0; j < kw; ++j)
            out[t * kw + j] = y[j];
    }
    return JAXCORE_OK;
}

JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_other_fold_in(const jaxcore_prng_impl *impl,
                                                         const uint32_t *key, uint32_t data,
                                                         uint32_t *out,
                                                         const jaxcore_prng_config *cfg) {
    int which = jaxcore_i_other_which(impl);
    uint32_t y[4];
    unsigned j;
    (void)cfg;
    if (which == 2)
        jaxcore_i_other_block(which, key, 0, data, 0, 0, y);
    else
        jaxcore_i_other_block(which, key, 0, 0, 0, data, y);
    for (j = 0; j < impl->key_words; ++j)
        out[j] = y[j];
    return JAXCORE_OK;
}

JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_other_bits(const jaxcore_prng_impl *impl,
                                                      const uint32_t *key, unsigned width,
                                                      uint64_t total, uint64_t start, size_t count,
                                                      void *out, const jaxcore_prng_config *cfg) {
    int which = jaxcore_i_other_which(impl);
    size_t t;
    (void)total;
    (void)cfg;
    for (t = 0; t < count; ++t) {
        uint64_t i = start + t;
        uint32_t y[4] = {0, 0, 0, 0}, x;
        jaxcore_i_other_block(which, key, (uint32_t)(i >> 32), (uint32_t)i, 0, 0, y);
        x = y[0] ^ y[1] ^ y[2] ^ y[3];
        switch (width) {
        case 8: ((uint8_t *)out)[t] = (uint8_t)x; break;
        case 16: ((uint16_t *)out)[t] = (uint16_t)x; break;
        case 32: ((uint32_t *)out)[t] = x; break;
        default: /* threefry4x32 folds words 2, 3 into 0, 1 */
            ((uint64_t *)out)[t] = which == 0 ? (uint64_t)(y[0] ^ y[2]) << 32 | (y[1] ^ y[3])
                                              : (uint64_t)y[0] << 32 | y[1];
            break;
        }
    }
    return JAXCORE_OK;
}

static const jaxcore_prng_impl jaxcore_i_threefry4x32 = {"threefry4x32",
                                                         "fry4",
                                                         4,
                                                         jaxcore_i_other_seed,
                                                         jaxcore_i_other_split,
                                                         jaxcore_i_other_fold_in,
                                                         jaxcore_i_other_bits,
                                                         NULL};
static const jaxcore_prng_impl jaxcore_i_philox4x32 = {"philox4x32",
                                                       "phx4",
                                                       2,
                                                       jaxcore_i_other_seed,
                                                       jaxcore_i_other_split,
                                                       jaxcore_i_other_fold_in,
                                                       jaxcore_i_other_bits,
                                                       NULL};
static const jaxcore_prng_impl jaxcore_i_philox2x32 = {"philox2x32",
                                                       "phx2",
                                                       1,
                                                       jaxcore_i_other_seed,
                                                       jaxcore_i_other_split,
                                                       jaxcore_i_other_fold_in,
                                                       jaxcore_i_other_bits,
                                                       NULL};

JAXCORE_API const jaxcore_prng_impl *jaxcore_threefry4x32(void) { return &jaxcore_i_threefry4x32; }
JAXCORE_API const jaxcore_prng_impl *jaxcore_philox4x32(void) { return &jaxcore_i_philox4x32; }
JAXCORE_API const jaxcore_prng_impl *jaxcore_philox2x32(void) { return &jaxcore_i_philox2x32; }

/* -- rbg and unsafe_rbg (jax/_src/random/rbg.py) as JAX 0.11 runs them on CPU ---------------
   A key is 4 words [k0 k1 k2 k3]. seed: threefry2x32's seed twice, [hi lo hi lo]. rbg's
   split and fold_in apply threefry2x32's to each half (k0, k1) and (k2, k3), in the
   configured partitionable mode; unsafe_rbg's use the bit generator itself (below).
   random_bits is lax.rng_bit_generator(key, shape, uint<width>): JAX bitcasts the key to
   u64[2] little-endian (s0 = k1:k0, s1 = k3:k2); XLA:CPU expands RngBitGenerator with
   RNG_PHILOX, whose Philox4x32-10 key is s0 and whose 128-bit counter starts at s1 (low)
   + s0 (high) << 64, one increment per block. Block j's words w0..w3 are elements 4j..4j+3
   of the flattened (row-major) output for 8/16/32-bit widths (narrow widths keep the low
   bits of each word); a 64-bit output's elements 2j, 2j+1 are w1:w0 and w3:w2. The stream
   does not depend on the shape, so any prefix or slice of it is the same. */

/* Block j of the rng_bit_generator stream of key k (4 words). */
JAXCORE_I_PRIVATE void jaxcore_i_rbg_block(const uint32_t *k, uint64_t j, uint32_t *y) {
    uint32_t ctr[4];
    uint64_t lo = (uint64_t)k[3] << 32 | k[2], hi = (uint64_t)k[1] << 32 | k[0], s = lo + j;
    hi += s < lo; /* the carry into the counter's high half */
    ctr[0] = (uint32_t)s;
    ctr[1] = (uint32_t)(s >> 32);
    ctr[2] = (uint32_t)hi;
    ctr[3] = (uint32_t)(hi >> 32);
    jaxcore_i_phx4(k, ctr, 10, y); /* the Philox key is (k0, k1) */
}

/* Stores the words y[from..to) of one block as elements at out[t...] (8/16/32 bits: one
   word each, 64: two words each; from, to even then). */
JAXCORE_I_PRIVATE void jaxcore_i_rbg_put(unsigned width, const uint32_t *y, unsigned from,
                                         unsigned to, void *out, size_t t) {
    unsigned w;
    for (w = from; w < to; ++w, ++t) {
        switch (width) {
        case 8: ((uint8_t *)out)[t] = (uint8_t)y[w]; break;
        case 16: ((uint16_t *)out)[t] = (uint16_t)y[w]; break;
        case 32: ((uint32_t *)out)[t] = y[w]; break;
        default:
            ((uint64_t *)out)[t] = (uint64_t)y[w + 1] << 32 | y[w];
            ++w;
            break;
        }
    }
}

/* Elements [start, start+count) of the stream as `width`-bit values (8, 16, 32, 64). */
JAXCORE_I_PRIVATE void jaxcore_i_rbg_stream(const uint32_t *k, unsigned width, uint64_t start,
                                            size_t count, void *out) {
    unsigned shift = width == 64 ? 1 : 2, per = 1u << shift; /* elements per block */
    unsigned wide = width == 64;                             /* words per element - 1 */
    uint64_t j = start >> shift;
    unsigned w = (unsigned)(start & (per - 1));
    size_t t = 0, full;
    uint32_t y[4];
    if (!count) return;
    if (w) { /* a block that begins before `start` */
        unsigned take = per - w < count ? per - w : (unsigned)count;
        jaxcore_i_rbg_block(k, j++, y);
        jaxcore_i_rbg_put(width, y, w << wide, (w + take) << wide, out, 0);
        t = take;
    }
    for (full = (count - t) >> shift; full; --full, ++j, t += per) {
        jaxcore_i_rbg_block(k, j, y);
        if (width == 32) {
            uint32_t *o = (uint32_t *)out + t;
            o[0] = y[0];
            o[1] = y[1];
            o[2] = y[2];
            o[3] = y[3];
        } else {
            jaxcore_i_rbg_put(width, y, 0, 4, out, t);
        }
    }
    if (t < count) {
        jaxcore_i_rbg_block(k, j, y);
        jaxcore_i_rbg_put(width, y, 0, (unsigned)(count - t) << wide, out, t);
    }
}

JAXCORE_API jaxcore_result jaxcore_rng_bit_generator(const uint32_t key[4], unsigned width,
                                                     uint64_t start, size_t count, void *out) {
    if (width != 8 && width != 16 && width != 32 && width != 64) return JAXCORE_ERR_WIDTH;
    if (!key || (count && !out)) return JAXCORE_ERR_NULL;
    if (count > (size_t)-1 / (width / 8)) return JAXCORE_ERR_OVERFLOW;
    jaxcore_i_rbg_stream(key, width, start, count, out);
    return JAXCORE_OK;
}

JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_rbg_seed(const jaxcore_prng_impl *impl, uint32_t hi,
                                                    uint32_t lo, uint32_t *key,
                                                    const jaxcore_prng_config *cfg) {
    (void)impl;
    (void)cfg;
    key[0] = key[2] = hi;
    key[1] = key[3] = lo;
    return JAXCORE_OK;
}

/* rbg: threefry2x32's split of each half, key i = [half0's key i, half1's key i]; keys a
   pass (a small JAXCORE_CHUNK: stack for speed) */
#define JAXCORE_I_RBG_KEYS (JAXCORE_CHUNK < 128 ? 8 : 16)
JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_rbg_split(const jaxcore_prng_impl *impl,
                                                     const uint32_t *key, uint64_t total,
                                                     uint64_t start, size_t count, uint32_t *out,
                                                     const jaxcore_prng_config *cfg) {
    const jaxcore_prng_impl *tf = jaxcore_threefry2x32();
    uint32_t b[2 * JAXCORE_I_RBG_KEYS];
    jaxcore_result r;
    (void)impl;
    while (count) { /* half 0's keys into out, spread backward to every other pair */
        size_t run = count < JAXCORE_I_RBG_KEYS ? count : JAXCORE_I_RBG_KEYS, t;
        if ((r = tf->split(tf, key, total, start, run, out, cfg)) != JAXCORE_OK) return r;
        if ((r = tf->split(tf, key + 2, total, start, run, b, cfg)) != JAXCORE_OK) return r;
        for (t = run; t-- > 0;) {
            out[4 * t + 1] = out[2 * t + 1];
            out[4 * t] = out[2 * t];
            out[4 * t + 2] = b[2 * t];
            out[4 * t + 3] = b[2 * t + 1];
        }
        out += 4 * run;
        start += run;
        count -= run;
    }
    return JAXCORE_OK;
}

JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_rbg_fold_in(const jaxcore_prng_impl *impl,
                                                       const uint32_t *key, uint32_t data,
                                                       uint32_t *out,
                                                       const jaxcore_prng_config *cfg) {
    (void)impl;
    jaxcore_i_tf_fold_in(NULL, key, data, out, cfg);
    jaxcore_i_tf_fold_in(NULL, key + 2, data, out + 2, cfg);
    return JAXCORE_OK;
}

/* Both: rng_bit_generator's words; the mode does not matter. */
JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_rbg_bits(const jaxcore_prng_impl *impl,
                                                    const uint32_t *key, unsigned width,
                                                    uint64_t total, uint64_t start, size_t count,
                                                    void *out, const jaxcore_prng_config *cfg) {
    (void)impl;
    (void)total;
    (void)cfg;
    jaxcore_i_rbg_stream(key, width, start, count, out);
    return JAXCORE_OK;
}

/* unsafe_rbg: split(key, n) is rows 0, 10, 20, ... of rng_bit_generator(key, (10 n, 4)):
   key i is block 10 i of key's own stream. */
JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_urbg_split(const jaxcore_prng_impl *impl,
                                                      const uint32_t *key, uint64_t total,
                                                      uint64_t start, size_t count, uint32_t *out,
                                                      const jaxcore_prng_config *cfg) {
    size_t t;
    (void)impl;
    (void)cfg;
    if (total > ~(uint64_t)0 / 10) return JAXCORE_ERR_OVERFLOW;
    for (t = 0; t < count; ++t)
        jaxcore_i_rbg_block(key, 10 * (start + t), out + 4 * t);
    return JAXCORE_OK;
}

/* unsafe_rbg: fold_in(key, d) = key ^ the last row of rng_bit_generator(seed(d), (10, 4)),
   seed(d) = [0 d 0 d]: block 9 of that stream. */
JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_urbg_fold_in(const jaxcore_prng_impl *impl,
                                                        const uint32_t *key, uint32_t data,
                                                        uint32_t *out,
                                                        const jaxcore_prng_config *cfg) {
    uint32_t s[4], y[4];
    unsigned i;
    (void)impl;
    (void)cfg;
    s[0] = s[2] = 0;
    s[1] = s[3] = data;
    jaxcore_i_rbg_block(s, 9, y);
    for (i = 0; i < 4; ++i)
        out[i] = key[i] ^ y[i];
    return JAXCORE_OK;
}

static const jaxcore_prng_impl jaxcore_i_rbg = {"rbg",
                                                "rbg",
                                                4,
                                                jaxcore_i_rbg_seed,
                                                jaxcore_i_rbg_split,
                                                jaxcore_i_rbg_fold_in,
                                                jaxcore_i_rbg_bits,
                                                NULL};
static const jaxcore_prng_impl jaxcore_i_unsafe_rbg = {
    "unsafe_rbg",       "urbg", 4, jaxcore_i_rbg_seed, jaxcore_i_urbg_split, jaxcore_i_urbg_fold_in,
    jaxcore_i_rbg_bits, NULL};

JAXCORE_API const jaxcore_prng_impl *jaxcore_rbg(void) { return &jaxcore_i_rbg; }
JAXCORE_API const jaxcore_prng_impl *jaxcore_unsafe_rbg(void) { return &jaxcore_i_unsafe_rbg; }

/* ==== keys =============================================================================== */

/* The built-in implementations: jaxcore_prng_impl_by_name, jaxcore_key_deserialize. */
static const jaxcore_prng_impl *const jaxcore_i_builtin_impls[] = {
    &jaxcore_i_threefry2x32, &jaxcore_i_threefry4x32, &jaxcore_i_philox4x32,
    &jaxcore_i_philox2x32,   &jaxcore_i_rbg,          &jaxcore_i_unsafe_rbg};

JAXCORE_API const jaxcore_prng_impl *jaxcore_prng_impl_builtin(size_t i) {
    return i < sizeof jaxcore_i_builtin_impls / sizeof jaxcore_i_builtin_impls[0]
               ? jaxcore_i_builtin_impls[i]
               : NULL;
}

JAXCORE_API const jaxcore_prng_impl *jaxcore_prng_impl_by_name(const char *name, size_t len) {
    const jaxcore_prng_impl *impl;
    size_t i;
    if (!name) return NULL;
    for (i = 0; (impl = jaxcore_prng_impl_builtin(i)) != NULL; ++i)
        if (jaxcore_i_streq(name, len, impl->name)) return impl;
    return NULL;
}

/* A usable implementation: every function present and a valid word count. */
JAXCORE_I_PRIVATE int jaxcore_i_impl_ok(const jaxcore_prng_impl *impl) {
    return impl && impl->seed && impl->split && impl->fold_in && impl->bits &&
           impl->key_words >= 1 && impl->key_words <= JAXCORE_KEY_MAX_WORDS;
}

JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_check_cfg(const jaxcore_prng_config *c) {
#ifdef JAXCORE_NO_LEGACY
    if (c->legacy) return JAXCORE_ERR_UNSUPPORTED_PATH;
#endif
    if (c->path == JAXCORE_PATH_AUTO || c->path == JAXCORE_PATH_SCALAR) return JAXCORE_OK;
    if ((unsigned)c->path >= (unsigned)JAXCORE_PATH_COUNT || !jaxcore_prng_path_supported(c->path))
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

/* The low 32 bits of v as a `bits`-bit integer (8, 16, 32 or 64), sign- or zero-extended. */
#ifdef __OPTIMIZE_SIZE__ /* -Os: one copy, not one inlined at each call */
#define JAXCORE_I_SEED_LO JAXCORE_I_NOINLINE
#else
#define JAXCORE_I_SEED_LO JAXCORE_I_PRIVATE
#endif
JAXCORE_I_SEED_LO uint32_t jaxcore_i_seed_lo(uint64_t v, unsigned bits, int is_signed) {
    uint32_t lo = (uint32_t)v, m;
    if (bits < 32) {
        m = ~(0xffffffffu << bits);
        lo &= m;
        if (is_signed && (lo >> (bits - 1) & 1u)) lo |= ~m;
    }
    return lo;
}

JAXCORE_API jaxcore_result jaxcore_random_key(const jaxcore_prng_impl *impl, int64_t seed,
                                              jaxcore_dtype seed_dtype,
                                              const jaxcore_prng_config *cfg, jaxcore_key *out) {
    const jaxcore_prng_config *c = jaxcore_i_cfg(cfg);
    uint64_t v = (uint64_t)seed, x;
    unsigned bits = c->x64 ? 64 : 32; /* width of the seed's dtype after canonicalization */
    int is_signed = seed_dtype >= JAXCORE_INT8, check = 1;
    uint32_t words[JAXCORE_KEY_MAX_WORDS];
    jaxcore_result r;
    if (!impl) impl = jaxcore_threefry2x32();
    if (!out) return JAXCORE_ERR_NULL;
    if (!jaxcore_i_impl_ok(impl)) return JAXCORE_ERR_IMPL_MISMATCH;
    if (seed_dtype == JAXCORE_PY_INT) { /* np.int64, then int32 (wrapping) unless x64 */
        is_signed = 1;
        check = !c->x64 && c->jit; /* then bits is 32 */
    } else if ((seed_dtype >= JAXCORE_UINT8 && seed_dtype <= JAXCORE_UINT64) ||
               (seed_dtype >= JAXCORE_INT8 && seed_dtype <= JAXCORE_INT64)) {
        /* UINT8..UINT64 and INT8..INT64 are consecutive: 8, 16, 32, 64 bits */
        unsigned w = 8u << (seed_dtype - (is_signed ? JAXCORE_INT8 : JAXCORE_UINT8));
        if (w < 64) bits = w;
        check = w < 64;
    } else {
        return JAXCORE_ERR_INVALID_DTYPE;
    }
    /* a seed outside its dtype (bits <= 32 here) is an overflow */
    if (check) {
        x = jaxcore_i_seed_lo(v, bits, is_signed);
        if (is_signed && x >> 31) x |= ~(uint64_t)0xffffffffu;
        if (x != v) return JAXCORE_ERR_OVERFLOW;
    }
    /* jax_random_seed_offset is added in the seed's dtype, wrapping; k0 = seed >> 32 in the
       seed's dtype (0 below 64 bits), k1 = its low 32 bits (sign- or zero-extended) */
    v += (uint64_t)c->seed_offset;
    words[0] = bits == 64 ? (uint32_t)(v >> 32) : 0u;
    words[1] = jaxcore_i_seed_lo(v, bits, is_signed);
    words[2] = words[3] = 0;
    r = impl->seed(impl, words[0], words[1], words, c);
    if (r != JAXCORE_OK) return r;
    jaxcore_i_make_key(impl, words, out);
    return JAXCORE_OK;
}

/* Small calls on the default key (threefry2x32, default config: partitionable): block i of
   the flat index is the 20 rounds of counter (hi(i), lo(i)), computed here one block at a
   time without the bulk kernels' set-up (the same bits). Nonzero when the call qualifies
   and was done: at most JAXCORE_I_SMALL_CALL blocks, valid arguments. */
#define JAXCORE_I_SMALL_CALL 2
#ifdef __OPTIMIZE_SIZE__ /* -Os (firmware): the checked path only, 1.2 KB less flash */
#define JAXCORE_I_SMALL_PATH 0
#else
#define JAXCORE_I_SMALL_PATH 1
#endif
static JAXCORE_I_TF_INLINE int jaxcore_i_small_blocks(const jaxcore_key *key,
                                                      const jaxcore_prng_config *cfg,
                                                      uint64_t total, uint64_t start, size_t count,
                                                      const void *out, uint32_t *y0, uint32_t *y1) {
    uint32_t ks[3];
    size_t t;
    if (JAXCORE_I_RARELY(!JAXCORE_I_SMALL_PATH || key->impl != &jaxcore_i_threefry2x32 || cfg ||
                         !out || count > JAXCORE_I_SMALL_CALL || start > total ||
                         (uint64_t)count > total - start))
        return 0;
    jaxcore_i_tf_ks(key->data, ks);
    if (count == 2 && (uint32_t)start != 0xffffffffu) {
        jaxcore_i_tf20xn(ks, (uint32_t)(start >> 32), (uint32_t)start, 2, y0, y1);
        return 1;
    }
    for (t = 0; t < count; ++t) { /* one block, or two across a carry into hi */
        y0[t] = (uint32_t)((start + t) >> 32);
        y1[t] = (uint32_t)(start + t);
        jaxcore_i_tf20(ks, &y0[t], &y1[t], 0);
    }
    return 1;
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

/* keys per pass of split: JAXCORE_I_CHUNK (a multiple of the loop widths), 4 with a small
   JAXCORE_CHUNK (stack for speed: the samplers split 2 or 3 keys at a time) */
#define JAXCORE_I_SPLIT_KEYS (JAXCORE_CHUNK < 128 ? 4 : JAXCORE_I_CHUNK)

/* split_slice past its small path: checked, JAXCORE_I_SPLIT_KEYS keys a pass (not inlined: its
   word buffer and saved registers stay out of the small path's frame) */
JAXCORE_I_NOINLINE jaxcore_result jaxcore_i_split_slice(const jaxcore_key *key, uint64_t total,
                                                        uint64_t start, size_t count,
                                                        jaxcore_key *out,
                                                        const jaxcore_prng_config *cfg) {
    const jaxcore_prng_config *c = jaxcore_i_cfg(cfg);
    jaxcore_result r = jaxcore_i_check_slice(key, c, total, start, count, sizeof *out, out);
    uint32_t words[JAXCORE_I_SPLIT_KEYS * JAXCORE_KEY_MAX_WORDS];
    const jaxcore_prng_impl *impl = key->impl;
    size_t done = 0, kw;
    if (r != JAXCORE_OK) return r;
    kw = impl->key_words;
    while (done < count) {
        size_t run = count - done < JAXCORE_I_SPLIT_KEYS ? count - done : JAXCORE_I_SPLIT_KEYS, i;
        r = impl->split(impl, key->data, total, start + done, run, words, c);
        if (r != JAXCORE_OK) return r; /* only before anything was written, for the built-ins */
        for (i = 0; i < run; ++i)
            jaxcore_i_make_key(impl, words + i * kw, out + done + i);
        done += run;
    }
    return JAXCORE_OK;
}

JAXCORE_API jaxcore_result jaxcore_random_split_slice(jaxcore_key key, uint64_t total,
                                                      uint64_t start, size_t count,
                                                      jaxcore_key *out,
                                                      const jaxcore_prng_config *cfg) {
    uint32_t words[2 * JAXCORE_I_SMALL_CALL];
    size_t t;
    if (jaxcore_i_small_blocks(&key, cfg, total, start, count, out, words,
                               words + JAXCORE_I_SMALL_CALL)) {
        for (t = 0; t < count; ++t) {
            uint32_t w[JAXCORE_KEY_MAX_WORDS]; /* (gcc -O3 cannot see that 2 words are read) */
            w[0] = words[t];
            w[1] = words[JAXCORE_I_SMALL_CALL + t];
            w[2] = w[3] = 0;
            jaxcore_i_make_key(key.impl, w, out + t);
        }
        return JAXCORE_OK;
    }
    return jaxcore_i_split_slice(&key, total, start, count, out, cfg);
}

JAXCORE_API jaxcore_result jaxcore_random_split(jaxcore_key key, size_t n, jaxcore_key *out,
                                                const jaxcore_prng_config *cfg) {
    return jaxcore_random_split_slice(key, n, 0, n, out, cfg);
}

JAXCORE_API jaxcore_result jaxcore_random_fold_in(jaxcore_key key, uint32_t data, jaxcore_key *out,
                                                  const jaxcore_prng_config *cfg) {
    const jaxcore_prng_config *c;
    uint32_t words[JAXCORE_KEY_MAX_WORDS];
    jaxcore_result r;
    words[0] = words[1] = words[2] = words[3] = 0; /* (an initializer is a memset call at -Os) */
    if (JAXCORE_I_SMALL_PATH && key.impl == &jaxcore_i_threefry2x32 && !cfg && out) {
        /* the default key: one block */
        uint32_t ks[3];
        jaxcore_i_tf_ks(key.data, ks);
        words[1] = data;
        jaxcore_i_tf20(ks, &words[0], &words[1], 1);
        jaxcore_i_make_key(key.impl, words, out);
        return JAXCORE_OK;
    }
    c = jaxcore_i_cfg(cfg);
    if (!jaxcore_i_impl_ok(key.impl)) return JAXCORE_ERR_IMPL_MISMATCH;
    if ((r = jaxcore_i_check_cfg(c)) != JAXCORE_OK) return r;
    if (!out) return JAXCORE_ERR_NULL;
    r = key.impl->fold_in(key.impl, key.data, data, words, c);
    if (r == JAXCORE_OK) jaxcore_i_make_key(key.impl, words, out);
    return r;
}

#if JAXCORE_I_SMALL_PATH && !defined(JAXCORE_I_NO_RANDOM) /* the samplers' small calls */
/* The unit values u[0..n) of a small call on the default key and config (n at most
   JAXCORE_I_SMALL_CALL), in registers; 0 when the call does not qualify */
static JAXCORE_I_TF_INLINE int jaxcore_i_small_units(const jaxcore_key *key, size_t n,
                                                     const void *out, uint32_t *u) {
    uint32_t y0[JAXCORE_I_SMALL_CALL], y1[JAXCORE_I_SMALL_CALL];
    size_t t;
    if (!jaxcore_i_small_blocks(key, NULL, n, 0, n, out, y0, y1)) return 0;
    for (t = 0; t < n; ++t)
        u[t] = jaxcore_i_unit1(y0[t] ^ y1[t]);
    return 1;
}
#endif

JAXCORE_API jaxcore_result jaxcore_random_bits_slice(jaxcore_key key, unsigned width,
                                                     uint64_t total, uint64_t start, size_t count,
                                                     void *out, const jaxcore_prng_config *cfg) {
    const jaxcore_prng_config *c;
    jaxcore_result r;
    uint32_t y0[JAXCORE_I_SMALL_CALL], y1[JAXCORE_I_SMALL_CALL];
    if (width == 32 && jaxcore_i_small_blocks(&key, cfg, total, start, count, out, y0, y1)) {
        size_t t;
        for (t = 0; t < count; ++t)
            ((uint32_t *)out)[t] = y0[t] ^ y1[t];
        return JAXCORE_OK;
    }
    c = jaxcore_i_cfg(cfg);
    if (width != 8 && width != 16 && width != 32 && width != 64) return JAXCORE_ERR_WIDTH;
    r = jaxcore_i_check_slice(&key, c, total, start, count, width / 8, out);
    if (r != JAXCORE_OK || !count) return r;
    return key.impl->bits(key.impl, key.data, width, total, start, count, out, c);
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

/* -- Portable key bytes ------------------------------------------------------------------- */

/* The length of a tag that can be serialized (1..16 printable ASCII bytes), else 0. */
JAXCORE_I_PRIVATE size_t jaxcore_i_tag_len(const char *tag) {
    size_t n = 0;
    if (!tag) return 0;
    for (; tag[n]; ++n)
        if (n == 16 || (unsigned char)tag[n] < 0x21 || (unsigned char)tag[n] > 0x7e) return 0;
    return n;
}

JAXCORE_I_PRIVATE uint32_t jaxcore_i_fnv1a32(const unsigned char *p, size_t n) {
    uint32_t h = 0x811c9dc5u;
    size_t i;
    for (i = 0; i < n; ++i)
        h = (h ^ p[i]) * 0x01000193u;
    return h;
}

JAXCORE_I_PRIVATE void jaxcore_i_put_le32(unsigned char *p, uint32_t w) {
    p[0] = (unsigned char)(w & 0xffu);
    p[1] = (unsigned char)(w >> 8 & 0xffu);
    p[2] = (unsigned char)(w >> 16 & 0xffu);
    p[3] = (unsigned char)(w >> 24);
}

JAXCORE_I_PRIVATE uint32_t jaxcore_i_get_le32(const unsigned char *p) {
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

JAXCORE_API jaxcore_result jaxcore_key_serialize(jaxcore_key key, unsigned char *buf, size_t cap,
                                                 size_t *len) {
    size_t tl, size, i, o;
    if (!jaxcore_i_impl_ok(key.impl) || !(tl = jaxcore_i_tag_len(key.impl->tag)))
        return JAXCORE_ERR_IMPL_MISMATCH;
    size = 10 + tl + 4 * (size_t)key.impl->key_words;
    if (len) *len = size;
    if (cap < size) return buf || cap ? JAXCORE_ERR_BUFFER_TOO_SMALL : JAXCORE_OK;
    if (!buf) return JAXCORE_ERR_NULL;
    buf[0] = 'J';
    buf[1] = 'X';
    buf[2] = 'K';
    buf[3] = JAXCORE_KEY_SERIAL_VERSION;
    buf[4] = (unsigned char)tl;
    for (i = 0; i < tl; ++i)
        buf[5 + i] = (unsigned char)key.impl->tag[i];
    o = 5 + tl;
    buf[o++] = (unsigned char)key.impl->key_words;
    for (i = 0; i < key.impl->key_words; ++i, o += 4)
        jaxcore_i_put_le32(buf + o, key.data[i]);
    jaxcore_i_put_le32(buf + o, jaxcore_i_fnv1a32(buf, o));
    return JAXCORE_OK;
}

JAXCORE_API jaxcore_result jaxcore_key_deserialize(const unsigned char *buf, size_t len,
                                                   const jaxcore_prng_impl *impl, jaxcore_key *out,
                                                   size_t *used) {
    uint32_t words[JAXCORE_KEY_MAX_WORDS];
    size_t tl, nw, size, i;
    if (!buf || !out) return JAXCORE_ERR_NULL;
    if (len < 6 || buf[0] != 'J' || buf[1] != 'X' || buf[2] != 'K' ||
        buf[3] != JAXCORE_KEY_SERIAL_VERSION || (tl = buf[4]) < 1 || tl > 16 || len < 6 + tl)
        return JAXCORE_ERR_INVALID_ARG;
    nw = buf[5 + tl];
    size = 10 + tl + 4 * nw;
    if (len < size || (!used && len != size) ||
        jaxcore_i_get_le32(buf + size - 4) != jaxcore_i_fnv1a32(buf, size - 4))
        return JAXCORE_ERR_INVALID_ARG;
    if (!impl) {
        for (i = 0; (impl = jaxcore_prng_impl_builtin(i)) != NULL; ++i)
            if (jaxcore_i_tag_len(impl->tag) == tl &&
                jaxcore_i_streq((const char *)buf + 5, tl, impl->tag))
                break;
    } else if (jaxcore_i_tag_len(impl->tag) != tl ||
               !jaxcore_i_streq((const char *)buf + 5, tl, impl->tag)) {
        impl = NULL;
    }
    if (!jaxcore_i_impl_ok(impl) || nw != impl->key_words) return JAXCORE_ERR_IMPL_MISMATCH;
    for (i = 0; i < nw; ++i)
        words[i] = jaxcore_i_get_le32(buf + 6 + tl + 4 * i);
    jaxcore_i_make_key(impl, words, out);
    if (used) *used = size;
    return JAXCORE_OK;
}
#ifndef JAXCORE_I_NO_RANDOM
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

/* 1: float32 shortcuts for the samplers' operations on normal values (the same results);
   0 at -Os, where firmware keeps the flash and the stack of the deepest sampler calls */
#ifdef __OPTIMIZE_SIZE__
#define JAXCORE_I_FAST32 0
#else
#define JAXCORE_I_FAST32 1
#endif

/* precision (with the implicit bit), exponent bias, total width */
static const int jaxcore_i_fmt_prec[4] = {53, 24, 11, 8};
static const int jaxcore_i_fmt_bias[4] = {1023, 127, 15, 127};
static const int jaxcore_i_fmt_width[4] = {64, 32, 16, 16};

typedef struct jaxcore_i_u128 {
    uint64_t hi, lo;
} jaxcore_i_u128;

JAXCORE_I_PRIVATE int jaxcore_i_bitlen64(uint64_t x) {
#if defined(__GNUC__) || defined(__clang__)
    return x ? 64 - __builtin_clzll(x) : 0;
#else
    int n = 0;
    if (x >> 32) n += 32, x >>= 32;
    if (x >> 16) n += 16, x >>= 16;
    if (x >> 8) n += 8, x >>= 8;
    if (x >> 4) n += 4, x >>= 4;
    if (x >> 2) n += 2, x >>= 2;
    if (x >> 1) n += 1, x >>= 1;
    return n + (int)x;
#endif
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

#ifdef __SIZEOF_INT128__
__extension__ typedef unsigned __int128 jaxcore_i_wide; /* also jaxcore_i_fastmod's */
#endif
/* 64-bit targets with a 128-bit type: one multiply instruction (wasm32 has the type too,
   through a compiler-rt call that a -nostdlib build such as the web example lacks) */
#if defined(__SIZEOF_INT128__) && defined(__SIZEOF_POINTER__) && __SIZEOF_POINTER__ == 8
JAXCORE_I_PRIVATE jaxcore_i_u128 jaxcore_i_mul64(uint64_t a, uint64_t b) {
    jaxcore_i_wide p = (jaxcore_i_wide)a * b;
    jaxcore_i_u128 r;
    r.lo = (uint64_t)p;
    r.hi = (uint64_t)(p >> 64);
    return r;
}
#else
JAXCORE_I_PRIVATE jaxcore_i_u128 jaxcore_i_mul64(uint64_t a, uint64_t b) {
    uint64_t a0 = a & 0xffffffffu, a1 = a >> 32, b0 = b & 0xffffffffu, b1 = b >> 32;
    uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    uint64_t mid = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
    jaxcore_i_u128 r;
    r.lo = (mid << 32) | (p00 & 0xffffffffu);
    r.hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
    return r;
}
#endif

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

/* -- Fast paths: the same results in 64-bit integers, for the operations the samplers
   spend their time in (normal operands; jaxcore_i_fma and jaxcore_i_div fall back to the
   general routines for everything else). A value r * 2^e whose bits below r's last were
   lost carries them as a sticky 1 in r's lowest bit (r is then odd, and at least 2 bits
   below the rounding position): the rounding of such an r equals that of the exact
   value, as no rounding boundary lies strictly between them. */

/* jaxcore_i_round of a 64-bit r with the sticky bit folded into it */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_round64(int s, uint64_t r, int e, int fmt) {
    int p = jaxcore_i_fmt_prec[fmt], bias = jaxcore_i_fmt_bias[fmt];
    int emin = 1 - bias, len = jaxcore_i_bitlen64(r), ex = len - 1 + e, shift, normal;
    uint64_t q, bits, sign = s ? jaxcore_i_sign_bit(fmt) : 0;
    if (ex > bias) return sign | jaxcore_i_inf_bits(fmt);
    normal = ex >= emin;
    shift = normal ? len - p : (emin - p + 1) - e;
    if (shift <= 0) {
        q = r << -shift;
    } else if (shift > len) {
        q = 0;
    } else { /* 1 <= shift <= len <= 64 */
        uint64_t half = (uint64_t)1 << (shift - 1), rem = r & (half + (half - 1));
        q = shift == 64 ? 0 : r >> shift;
        /* the increment as a value, not a branch (it is data: half of them mispredict) */
        q += (uint64_t)((rem > half) | ((rem == half) & (int)(q & 1)));
    }
    bits = normal ? ((uint64_t)(ex + bias - 1) << (p - 1)) + q : q;
    if (bits >= jaxcore_i_inf_bits(fmt)) bits = jaxcore_i_inf_bits(fmt);
    return sign | bits;
}

/* (-1)^sx X 2^ex + (-1)^sy Y 2^ey rounded to fmt, for X, Y in [2^61, 2^62) with at least
   9 trailing zero bits: bits are lost only in a shift by more than 9, after which the sum
   has 61 bits or more (the sticky bit is then far below any rounding position). */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_add64(int sx, uint64_t X, int ex, int sy, uint64_t Y, int ey,
                                           int fmt) {
    int d;
    if (ex < ey || (ex == ey && X < Y)) {
        uint64_t t = X;
        X = Y, Y = t, d = ex, ex = ey, ey = d, d = sx, sx = sy, sy = d;
    }
    d = ex - ey;
    if (d >= 64)
        Y = 1;
    else if (d > 0)
        Y = (Y >> d) | ((Y << (64 - d)) != 0);
    if (sx == sy) return jaxcore_i_round64(sx, X + Y, ex, fmt);
    if (X == Y) return 0; /* exact cancellation: +0 */
    return jaxcore_i_round64(sx, X - Y, ex, fmt);
}

/* fma(a, b, c) when a and b are normal and c is zero (a product), c is normal and b is 1
   (a sum) or a and b have at most 24 significant bits (float32 values): 1 when *out is
   set. The product of two 24-bit significands is exact in 64 bits; that of two 53-bit
   ones keeps its top 64 bits and a sticky bit. */
JAXCORE_I_PRIVATE int jaxcore_i_fma_fast(uint64_t a, uint64_t b, uint64_t c, int fmt,
                                         uint64_t *out) {
    const uint64_t frac = 0xfffffffffffffu, one = (uint64_t)1 << 52;
    int ea = (int)(a >> 52 & 0x7ff), eb = (int)(b >> 52 & 0x7ff), ec = (int)(c >> 52 & 0x7ff);
    int s = (int)((a ^ b) >> 63), narrow = !((a | b) & 0x1fffffffu), ex;
    uint64_t ma = (a & frac) | one, mb = (b & frac) | one, X;
    if (ea == 0 || ea == 0x7ff || eb == 0 || eb == 0x7ff) return 0;
    if (!(c << 1)) {
        if (narrow) {
            *out = jaxcore_i_round64(s, (ma >> 29) * (mb >> 29), ea + eb - 2092, fmt);
        } else {
            jaxcore_i_u128 P = jaxcore_i_mul64(ma, mb); /* [2^104, 2^106) */
            X = P.hi << 22 | P.lo >> 42 | ((P.lo & (((uint64_t)1 << 42) - 1)) != 0);
            *out = jaxcore_i_round64(s, X, ea + eb - 2108, fmt);
        }
        return 1;
    }
    if (ec == 0 || ec == 0x7ff) return 0;
    if (b == 0x3ff0000000000000u) {
        X = ma << 9;
        ex = ea - 1084;
    } else if (narrow) {
        X = (ma >> 29) * (mb >> 29); /* [2^46, 2^48): to [2^61, 2^62), 14 trailing zeros */
        ex = X >> 47 ? 14 : 15;
        X <<= ex;
        ex = ea + eb - 2092 - ex;
    } else { /* 53-bit significands: the 106-bit product */
        jaxcore_i_u128 P = jaxcore_i_mul64(ma, mb), C;
        int k = ec + 1077 - ea - eb, sc = (int)(c >> 63), len;
        uint64_t mc = (c & frac) | one;
        if (k > 74) { /* c above the product by 2^22 or more: its top bits and a sticky 1 */
            int sh = P.hi >> 41 ? 44 : 43; /* to [2^61, 2^62) */
            X = P.hi << (64 - sh) | P.lo >> sh | (uint64_t)((P.lo << (64 - sh)) != 0);
            *out = jaxcore_i_add64(sc, mc << 9, ec - 1084, s, X, ea + eb - 2150 + sh, fmt);
            return 1;
        }
        /* in units of 2^(ea + eb - 2152): the product times 4 (two guard bits) and c, exact
           for k >= 0, else with its lost bits as a sticky 1 (odd, so the sum stays odd) */
        P = jaxcore_i_shl128(P, 2);
        if (k >= 0) {
            C.hi = 0;
            C.lo = mc;
            C = jaxcore_i_shl128(C, k);
        } else {
            C.hi = 0;
            C.lo = k <= -64 ? 1 : mc >> -k | (uint64_t)((mc << (64 + k)) != 0);
        }
        if (s == sc) {
            P = jaxcore_i_add128(P, C);
        } else if (jaxcore_i_cmp128(P, C) >= 0) {
            P = jaxcore_i_sub128(P, C);
        } else {
            P = jaxcore_i_sub128(C, P);
            s = sc;
        }
        if (!(P.hi | P.lo)) { /* exact cancellation: +0 */
            *out = 0;
            return 1;
        }
        len = jaxcore_i_bitlen128(P);
        ex = ea + eb - 2152;
        if (len > 64) { /* the top 64 bits and a sticky 1 */
            X = jaxcore_i_shr128(P, len - 64).lo | (uint64_t)((P.lo << (128 - len)) != 0);
            ex += len - 64;
        } else {
            X = P.lo;
        }
        *out = jaxcore_i_round64(s, X, ex, fmt);
        return 1;
    }
    *out = jaxcore_i_add64(s, X, ex, (int)(c >> 63), ((c & frac) | one) << 9, ec - 1084, fmt);
    return 1;
}

/* fma(a, b, c) of float64 bit patterns, one rounding to fmt: the general routine. */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_fma_any(uint64_t a, uint64_t b, uint64_t c, int fmt) {
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

/* fma(a, b, c) of float64 bit patterns, one rounding to fmt. */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_fma(uint64_t a, uint64_t b, uint64_t c, int fmt) {
    uint64_t r;
    return jaxcore_i_fma_fast(a, b, c, fmt, &r) ? r : jaxcore_i_fma_any(a, b, c, fmt);
}

/* a / b of normal a and b (1 when *out is set): 11 quotient bits per 64-bit division
   (r < mb < 2^53), 3 steps (33 bits or more) for a result of 24 bits or fewer, else 5 (55
   or more), and the remainder as the sticky bit. */
JAXCORE_I_PRIVATE int jaxcore_i_div_fast(uint64_t a, uint64_t b, int fmt, uint64_t *out) {
    const uint64_t frac = 0xfffffffffffffu, one = (uint64_t)1 << 52;
    int ea = (int)(a >> 52 & 0x7ff), eb = (int)(b >> 52 & 0x7ff), i, n;
    uint64_t mb = (b & frac) | one, q = 0, r = (a & frac) | one;
    if (ea == 0 || ea == 0x7ff || eb == 0 || eb == 0x7ff) return 0;
    n = jaxcore_i_fmt_prec[fmt] <= 24 ? 3 : 5;
    for (i = 0; i < n; ++i) {
        r <<= 11;
        q = q << 11 | r / mb;
        r %= mb;
    }
    *out = jaxcore_i_round64((int)((a ^ b) >> 63), q | (r != 0), ea - eb - 11 * n, fmt);
    return 1;
}

/* a / b of float64 bit patterns, rounded to fmt: the general routine. */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_div_any(uint64_t a, uint64_t b, int fmt) {
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

/* a / b of float64 bit patterns, rounded to fmt. */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_div(uint64_t a, uint64_t b, int fmt) {
    uint64_t r;
    return jaxcore_i_div_fast(a, b, fmt, &r) ? r : jaxcore_i_div_any(a, b, fmt);
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
    if (JAXCORE_I_FAST32 && fmt == JAXCORE_I_F32 && ex >= 1 && ex <= 254) /* normal */
        return sign | (uint64_t)(ex + 896) << 52 | f << 29;
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
    uint64_t e = x >> 52 & 0x7ff, low = x & 0x1fffffffu, r;
    if (JAXCORE_I_FAST32 && fmt == JAXCORE_I_F32 && e - 897 < 254) { /* 29 bits to round */
        r = (x >> 63) << 31 | (e - 896) << 23 | (x >> 29 & 0x7fffffu);
        return r + (uint64_t)((low > 0x10000000u) | ((low == 0x10000000u) & (int)(r & 1)));
    }
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

/* Double/float <-> bits through bytes (well defined in C and C++; compilers make it a move). */
JAXCORE_I_PRIVATE void jaxcore_i_bytes(void *to, const void *from, int n) {
    const unsigned char *s = (const unsigned char *)from;
    unsigned char *t = (unsigned char *)to;
    int i;
    for (i = 0; i < n; ++i)
        t[i] = s[i];
}
JAXCORE_I_PRIVATE uint64_t jaxcore_i_dbits(double d) {
    uint64_t u = 0;
    jaxcore_i_bytes(&u, &d, 8);
    return u;
}
JAXCORE_I_PRIVATE double jaxcore_i_bitsd(uint64_t u) {
    double d = 0;
    jaxcore_i_bytes(&d, &u, 8);
    return d;
}
JAXCORE_I_PRIVATE uint32_t jaxcore_i_fbits(float f) {
    uint32_t u = 0;
    jaxcore_i_bytes(&u, &f, 4);
    return u;
}
JAXCORE_I_PRIVATE float jaxcore_i_bitsf(uint32_t u) {
    float f = 0;
    jaxcore_i_bytes(&f, &u, 4);
    return f;
}

/* float32 operations on bit patterns */
#define JAXCORE_I_W32(x) jaxcore_i_widen((x), JAXCORE_I_F32)

/* with jaxcore_i_fma_fast's method on the float32 bits of normal a, b and a normal or
   zero c, without widening them */
JAXCORE_I_PRIVATE uint32_t jaxcore_i_f32_fma(uint32_t a, uint32_t b, uint32_t c) {
    uint32_t ea = a >> 23 & 0xffu, eb = b >> 23 & 0xffu, ec = c >> 23 & 0xffu;
    if (ea - 1u < 254u && eb - 1u < 254u && (ec - 1u < 254u || !(c << 1))) {
        uint64_t X = (uint64_t)((a & 0x7fffffu) | 0x800000u) * ((b & 0x7fffffu) | 0x800000u);
        int ex = (int)(ea + eb) - 300, s = (int)((a ^ b) >> 31), k = X >> 47 ? 14 : 15;
        if (!(c << 1)) return (uint32_t)jaxcore_i_round64(s, X, ex, JAXCORE_I_F32);
        return (uint32_t)jaxcore_i_add64(s, X << k, ex - k, (int)(c >> 31),
                                         (uint64_t)((c & 0x7fffffu) | 0x800000u) << 38,
                                         (int)ec - 188, JAXCORE_I_F32);
    }
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
#define JAXCORE_I_SB 0x8000000000000000u  /* sign bit */
#define JAXCORE_I_ONE 0x3ff0000000000000u /* 1.0 */
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
   XLA:CPU's algorithms on the software arithmetic above (manual section 6): float64 log is
   glibc's, float64 exp XLA's Pade intrinsic, float32 log and exp XLA's Cephes kernels
   (further below); log1p, erf_inv and erf follow the expansions XLA emits, with XLA's
   constants, order of operations and working precision; their multiply-adds are fused or
   not as the caller asks. */

/* ln 2 split so that k * hi is exact for |k| < 2^11 (fdlibm's published constants) */
#define JAXCORE_I_LN2_HI 0x3fe62e42fee00000u
#define JAXCORE_I_LN2_LO 0x3dea39ef35793c76u

/* float64 log: XLA:CPU calls the C library's log; on Linux x86-64 that is glibc's (2.28 and
   later, from ARM's optimized-routines): x = 2^k z, z/c - 1 = r with c from a 128-entry
   table, log x = k ln2 + log c + log1p(r) by a degree-6 polynomial, and a degree-12
   polynomial with an exact split of r^2/2 for |x - 1| < 2^-4. glibc selects its build by
   CPU: with FMA (and AVX2) r = fma(z, 1/c, -1) and GCC contracts the multiply-adds read off
   its x86-64 assembly below (fused = 1); without, r = (z - c_hi - c_lo) / c and every
   operation rounds (fused = 0). Tables and coefficients: glibc's published __log_data
   (sysdeps/ieee754/dbl-64/e_log_data.c, read from glibc 2.36's libm): pairs {1/c, log c}
   and {c_hi, c_lo}. XLA:CPU runs with DAZ: a subnormal x reads as 0 in glibc's x 2^52
   rescaling, which leaves its bit arithmetic with 0 - 52 * 2^52 (log = -745.13...).
   Checked against this machine's glibc through Python (tests/vectors/random/log64_glibc.txt)
   and over millions of inputs by tests/xla_ref.sh. */
static const uint64_t jaxcore_i_log_tab[256] = {
    0x3ff734f0c3e0de9fu, 0xbfd7cc7f79e69000u, 0x3ff713786a2ce91fu, 0xbfd76feec20d0000u,
    0x3ff6f26008fab5a0u, 0xbfd713e31351e000u, 0x3ff6d1a61f138c7du, 0xbfd6b85b38287800u,
    0x3ff6b1490bc5b4d1u, 0xbfd65d5590807800u, 0x3ff69147332f0cbau, 0xbfd602d076180000u,
    0x3ff6719f18224223u, 0xbfd5a8ca86909000u, 0x3ff6524f99a51ed9u, 0xbfd54f4356035000u,
    0x3ff63356aa8f24c4u, 0xbfd4f637c36b4000u, 0x3ff614b36b9ddc14u, 0xbfd49da7fda85000u,
    0x3ff5f66452c65c4cu, 0xbfd445923989a800u, 0x3ff5d867b5912c4fu, 0xbfd3edf439b0b800u,
    0x3ff5babccb5b90deu, 0xbfd396ce448f7000u, 0x3ff59d61f2d91a78u, 0xbfd3401e17bda000u,
    0x3ff5805612465687u, 0xbfd2e9e2ef468000u, 0x3ff56397cee76bd3u, 0xbfd2941b3830e000u,
    0x3ff54725e2a77f93u, 0xbfd23ec58cda8800u, 0x3ff52aff42064583u, 0xbfd1e9e129279000u,
    0x3ff50f22dbb2bddfu, 0xbfd1956d2b48f800u, 0x3ff4f38f4734ded7u, 0xbfd141679ab9f800u,
    0x3ff4d843cfde2840u, 0xbfd0edd094ef9800u, 0x3ff4bd3ec078a3c8u, 0xbfd09aa518db1000u,
    0x3ff4a27fc3e0258au, 0xbfd047e65263b800u, 0x3ff4880524d48434u, 0xbfcfeb224586f000u,
    0x3ff46dce1b192d0bu, 0xbfcf474a7517b000u, 0x3ff453d9d3391854u, 0xbfcea4443d103000u,
    0x3ff43a2744b4845au, 0xbfce020d44e9b000u, 0x3ff420b54115f8fbu, 0xbfcd60a22977f000u,
    0x3ff40782da3ef4b1u, 0xbfccc00104959000u, 0x3ff3ee8f5d57fe8fu, 0xbfcc202956891000u,
    0x3ff3d5d9a00b4ce9u, 0xbfcb81178d811000u, 0x3ff3bd60c010c12bu, 0xbfcae2c9ccd3d000u,
    0x3ff3a5242b75dab8u, 0xbfca45402e129000u, 0x3ff38d22cd9fd002u, 0xbfc9a877681df000u,
    0x3ff3755bc5847a1cu, 0xbfc90c6d69483000u, 0x3ff35dce49ad36e2u, 0xbfc87120a645c000u,
    0x3ff34679984dd440u, 0xbfc7d68fb4143000u, 0x3ff32f5cceffcb24u, 0xbfc73cb83c627000u,
    0x3ff3187775a10d49u, 0xbfc6a39a9b376000u, 0x3ff301c8373e3990u, 0xbfc60b3154b7a000u,
    0x3ff2eb4ebb95f841u, 0xbfc5737d76243000u, 0x3ff2d50a0219a9d1u, 0xbfc4dc7b8fc23000u,
    0x3ff2bef9a8b7fd2au, 0xbfc4462c51d20000u, 0x3ff2a91c7a0c1babu, 0xbfc3b08abc830000u,
    0x3ff293726014b530u, 0xbfc31b996b490000u, 0x3ff27dfa5757a1f5u, 0xbfc2875490a44000u,
    0x3ff268b39b1d3bbfu, 0xbfc1f3b9f879a000u, 0x3ff2539d838ff5bdu, 0xbfc160c8252ca000u,
    0x3ff23eb7aac9083bu, 0xbfc0ce7f57f72000u, 0x3ff22a012ba940b6u, 0xbfc03cdc49fea000u,
    0x3ff2157996cc4132u, 0xbfbf57bdbc4b8000u, 0x3ff201201dd2fc9bu, 0xbfbe370896404000u,
    0x3ff1ecf4494d480bu, 0xbfbd17983ef94000u, 0x3ff1d8f5528f6569u, 0xbfbbf9674ed8a000u,
    0x3ff1c52311577e7cu, 0xbfbadc79202f6000u, 0x3ff1b17c74cb26e9u, 0xbfb9c0c3e7288000u,
    0x3ff19e010c2c1ab6u, 0xbfb8a646b372c000u, 0x3ff18ab07bb670bdu, 0xbfb78d01b3ac0000u,
    0x3ff1778a25efbcb6u, 0xbfb674f145380000u, 0x3ff1648d354c31dau, 0xbfb55e0e6d878000u,
    0x3ff151b990275fddu, 0xbfb4485cdea1e000u, 0x3ff13f0ea432d24cu, 0xbfb333d94d6aa000u,
    0x3ff12c8b7210f9dau, 0xbfb22079f8c56000u, 0x3ff11a3028ecb531u, 0xbfb10e4698622000u,
    0x3ff107fbda8434afu, 0xbfaffa6c6ad20000u, 0x3ff0f5ee0f4e6bb3u, 0xbfadda8d4a774000u,
    0x3ff0e4065d2a9fceu, 0xbfabbcece4850000u, 0x3ff0d244632ca521u, 0xbfa9a1894012c000u,
    0x3ff0c0a77ce2981au, 0xbfa788583302c000u, 0x3ff0af2f83c636d1u, 0xbfa5715e67d68000u,
    0x3ff09ddb98a01339u, 0xbfa35c8a49658000u, 0x3ff08cabaf52e7dfu, 0xbfa149e364154000u,
    0x3ff07b9f2f4e28fbu, 0xbf9e72c082eb8000u, 0x3ff06ab58c358f19u, 0xbf9a55f152528000u,
    0x3ff059eea5ecf92cu, 0xbf963d62cf818000u, 0x3ff04949cdd12c90u, 0xbf9228fb8caa0000u,
    0x3ff038c6c6f0ada9u, 0xbf8c317b20f90000u, 0x3ff02865137932a9u, 0xbf8419355daa0000u,
    0x3ff0182427ea7348u, 0xbf781203c2ec0000u, 0x3ff008040614b195u, 0xbf60040979240000u,
    0x3fefe01ff726fa1au, 0x3f6feff384900000u, 0x3fefa11cc261ea74u, 0x3f87dc41353d0000u,
    0x3fef6310b081992eu, 0x3f93cea3c4c28000u, 0x3fef25f63ceeadcdu, 0x3f9b9fc114890000u,
    0x3feee9c8039113e7u, 0x3fa1b0d8ce110000u, 0x3feeae8078cbb1abu, 0x3fa58a5bd001c000u,
    0x3fee741aa29d0c9bu, 0x3fa95c8340d88000u, 0x3fee3a91830a99b5u, 0x3fad276aef578000u,
    0x3fee01e009609a56u, 0x3fb07598e598c000u, 0x3fedca01e577bb98u, 0x3fb253f5e30d2000u,
    0x3fed92f20b7c9103u, 0x3fb42edd8b380000u, 0x3fed5cac66fb5cceu, 0x3fb606598757c000u,
    0x3fed272caa5ede9du, 0x3fb7da76356a0000u, 0x3fecf26e3e6b2ccdu, 0x3fb9ab434e1c6000u,
    0x3fecbe6da2a77902u, 0x3fbb78c7bb0d6000u, 0x3fec8b266d37086du, 0x3fbd431332e72000u,
    0x3fec5894bd5d5804u, 0x3fbf0a3171de6000u, 0x3fec26b533bb9f8cu, 0x3fc067152b914000u,
    0x3febf583eeece73fu, 0x3fc147858292b000u, 0x3febc4fd75db96c1u, 0x3fc2266ecdca3000u,
    0x3feb951e0c864a28u, 0x3fc303d7a6c55000u, 0x3feb65e2c5ef3e2cu, 0x3fc3dfc33c331000u,
    0x3feb374867c9888bu, 0x3fc4ba366b7a8000u, 0x3feb094b211d304au, 0x3fc5933928d1f000u,
    0x3feadbe885f2ef7eu, 0x3fc66acd2418f000u, 0x3feaaf1d31603da2u, 0x3fc740f8ec669000u,
    0x3fea82e63fd358a7u, 0x3fc815c0f51af000u, 0x3fea5740ef09738bu, 0x3fc8e92954f68000u,
    0x3fea2c2a90ab4b27u, 0x3fc9bb3602f84000u, 0x3fea01a01393f2d1u, 0x3fca8bed1c2c0000u,
    0x3fe9d79f24db3c1bu, 0x3fcb5b515c01d000u, 0x3fe9ae2505c7b190u, 0x3fcc2967ccbcc000u,
    0x3fe9852ef297ce2fu, 0x3fccf635d5486000u, 0x3fe95cbaeea44b75u, 0x3fcdc1bd3446c000u,
    0x3fe934c69de74838u, 0x3fce8c01b8cfe000u, 0x3fe90d4f2f6752e6u, 0x3fcf5509c0179000u,
    0x3fe8e6528effd79du, 0x3fd00e6c121fb800u, 0x3fe8bfce9fcc007cu, 0x3fd071b80e93d000u,
    0x3fe899c0dabec30eu, 0x3fd0d46b9e867000u, 0x3fe87427aa2317fbu, 0x3fd13687334bd000u,
    0x3fe84f00acb39a08u, 0x3fd1980d67234800u, 0x3fe82a49e8653e55u, 0x3fd1f8ffe0cc8000u,
    0x3fe8060195f40260u, 0x3fd2595fd7636800u, 0x3fe7e22563e0a329u, 0x3fd2b9300914a800u,
    0x3fe7beb377dcb5adu, 0x3fd3187210436000u, 0x3fe79baa679725c2u, 0x3fd377266dec1800u,
    0x3fe77907f2170657u, 0x3fd3d54ffbaf3000u, 0x3fe756cadbd6130cu, 0x3fd432eee32fe000u};
static const uint64_t jaxcore_i_log_tab2[256] = {
    0x3fe61000014fb66bu, 0x3c7e026c91425b3cu, 0x3fe63000034db495u, 0x3c8dbfea48005d41u,
    0x3fe650000d94d478u, 0x3c8e7fa786d6a5b7u, 0x3fe67000074e6fadu, 0x3c61fcea6b54254cu,
    0x3fe68ffffedf0faeu, 0xbc7c7e274c590efdu, 0x3fe6b0000763c5bcu, 0xbc8ac16848dcda01u,
    0x3fe6d0001e5cc1f6u, 0x3c833f1c9d499311u, 0x3fe6efffeb05f63eu, 0xbc7e80041ae22d53u,
    0x3fe710000e869780u, 0x3c7bff6671097952u, 0x3fe72ffffc67e912u, 0x3c8c00e226bd8724u,
    0x3fe74fffdf81116au, 0xbc6e02916ef101d2u, 0x3fe770000f679c90u, 0xbc67fc71cd549c74u,
    0x3fe78ffffa7ec835u, 0x3c81bec19ef50483u, 0x3fe7affffe20c2e6u, 0xbc707e1729cc6465u,
    0x3fe7cfffed3fc900u, 0xbc808072087b8b1cu, 0x3fe7efffe9261a76u, 0x3c8dc0286d9df9aeu,
    0x3fe81000049ca3e8u, 0x3c897fd251e54c33u, 0x3fe8300017932c8fu, 0xbc8afee9b630f381u,
    0x3fe850000633739cu, 0x3c89bfbf6b6535bcu, 0x3fe87000204289c6u, 0xbc8bbf65f3117b75u,
    0x3fe88fffebf57904u, 0xbc89006ea23dcb57u, 0x3fe8b00022bc04dfu, 0xbc7d00df38e04b0au,
    0x3fe8cfffe50c1b8au, 0xbc88007146ff9f05u, 0x3fe8effffc918e43u, 0x3c83817bd07a7038u,
    0x3fe910001efa5fc7u, 0x3c893e9176dfb403u, 0x3fe9300013467bb9u, 0x3c7f804e4b980276u,
    0x3fe94fffe6ee076fu, 0xbc8f7ef0d9ff622eu, 0x3fe96fffde3c12d1u, 0xbc7082aa962638bau,
    0x3fe98ffff4458a0du, 0xbc87801b9164a8efu, 0x3fe9afffdd982e3eu, 0xbc8740e08a5a9337u,
    0x3fe9cfffed49fb66u, 0x3c3fce08c19be000u, 0x3fe9f00020f19c51u, 0xbc8a3faa27885b0au,
    0x3fea10001145b006u, 0x3c74ff489958da56u, 0x3fea300007bbf6fau, 0x3c8cbeab8a2b6d18u,
    0x3fea500010971d79u, 0x3c88fecadd787930u, 0x3fea70001df52e48u, 0xbc8f41763dd8abdbu,
    0x3fea90001c593352u, 0xbc8ebf0284c27612u, 0x3feab0002a4f3e4bu, 0xbc69fd043cff3f5fu,
    0x3feacfffd7ae1ed1u, 0xbc823ee7129070b4u, 0x3feaefffee510478u, 0x3c6a063ee00edea3u,
    0x3feb0fffdb650d5bu, 0x3c5a06c8381f0ab9u, 0x3feb2ffffeaaca57u, 0xbc79011e74233c1du,
    0x3feb4fffd995badcu, 0xbc79ff1068862a9fu, 0x3feb7000249e659cu, 0x3c8aff45d0864f3eu,
    0x3feb8ffff9871640u, 0x3c7cfe7796c2c3f9u, 0x3febafffd204cb4fu, 0xbc63ff27eef22bc4u,
    0x3febcfffd2415c45u, 0xbc6cffb7ee3bea21u, 0x3febeffff86309dfu, 0xbc814103972e0b5cu,
    0x3fec0fffe1b57653u, 0x3c8bc16494b76a19u, 0x3fec2ffff1fa57e3u, 0xbc64feef8d30c6edu,
    0x3fec4fffdcbfe424u, 0xbc843f68bcec4775u, 0x3fec6fffed54b9f7u, 0x3c847ea3f053e0ecu,
    0x3fec8fffeb998fd5u, 0x3c7383068df992f1u, 0x3fecb0002125219au, 0xbc68fd8e64180e04u,
    0x3feccfffdd94469cu, 0x3c8e7ebe1cc7ea72u, 0x3fecefffeafdc476u, 0x3c8ebe39ad9f88feu,
    0x3fed1000169af82bu, 0x3c757d91a8b95a71u, 0x3fed30000d0ff71du, 0x3c89c1906970c7dau,
    0x3fed4fffea790fc4u, 0xbc580e37c558fe0cu, 0x3fed70002edc87e5u, 0xbc7f80d64dc10f44u,
    0x3fed900021dc82aau, 0xbc747c8f94fd5c5cu, 0x3fedafffd86b0283u, 0x3c8c7f1dc521617eu,
    0x3fedd000296c4739u, 0x3c88019eb2ffb153u, 0x3fedefffe54490f5u, 0x3c6e00d2c652cc89u,
    0x3fee0fffcdabf694u, 0xbc7f8340202d69d2u, 0x3fee2fffdb52c8ddu, 0x3c7b00c1ca1b0864u,
    0x3fee4ffff24216efu, 0x3c72ffa8b094ab51u, 0x3fee6fffe88a5e11u, 0xbc57f673b1efbe59u,
    0x3fee9000119eff0du, 0xbc84808d5e0bc801u, 0x3feeafffdfa51744u, 0x3c780006d54320b5u,
    0x3feed0001a127fa1u, 0xbc5002f860565c92u, 0x3feef00007babcc4u, 0xbc8540445d35e611u,
    0x3fef0ffff57a8d02u, 0xbc4ffb3139ef9105u, 0x3fef30001ee58ac7u, 0x3c8a81acf2731155u,
    0x3fef4ffff5823494u, 0x3c8a3f41d4d7c743u, 0x3fef6ffffca94c6bu, 0xbc6202f41c987875u,
    0x3fef8fffe1f9c441u, 0x3c777dd1f477e74bu, 0x3fefafffd2e0e37eu, 0xbc6f01199a7ca331u,
    0x3fefd0001c77e49eu, 0x3c7181ee4bceacb1u, 0x3fefeffff7e0c331u, 0xbc6e05370170875au,
    0x3ff00ffff465606eu, 0xbc8a7ead491c0adau, 0x3ff02ffff3867a58u, 0xbc977f69c3fcb2e0u,
    0x3ff04ffffdfc0d17u, 0x3c97bffe34cb945bu, 0x3ff0700003cd4d82u, 0x3c820083c0e456cbu,
    0x3ff08ffff9f2cbe8u, 0xbc6dffdfbe37751au, 0x3ff0b000010cda65u, 0xbc913f7faee626ebu,
    0x3ff0d00001a4d338u, 0x3c807dfa79489ff7u, 0x3ff0effffadafdfdu, 0xbc77040570d66bc0u,
    0x3ff110000bbafd96u, 0x3c8e80d4846d0b62u, 0x3ff12ffffae5f45du, 0x3c9dbffa64fd36efu,
    0x3ff150000dd59ad9u, 0x3c9a0077701250aeu, 0x3ff170000f21559au, 0x3c8dfdf9e2e3deeeu,
    0x3ff18ffffc275426u, 0x3c910030dc3b7273u, 0x3ff1b000123d3c59u, 0x3c997f7980030188u,
    0x3ff1cffff8299eb7u, 0xbc65f932ab9f8c67u, 0x3ff1effff48ad400u, 0x3c937fbf9da75bebu,
    0x3ff210000c8b86a4u, 0x3c9f806b91fd5b22u, 0x3ff2300003854303u, 0x3c93ffc2eb9fbf33u,
    0x3ff24fffffbcf684u, 0x3c7601e77e2e2e72u, 0x3ff26ffff52921d9u, 0x3c7ffcbb767f0c61u,
    0x3ff2900014933a3cu, 0xbc7202ca3c02412bu, 0x3ff2b00014556313u, 0xbc92808233f21f02u,
    0x3ff2cfffebfe523bu, 0xbc88ff7e384fdcf2u, 0x3ff2f0000bb8ad96u, 0xbc85ff51503041c5u,
    0x3ff30ffffb7ae2afu, 0xbc810071885e289du, 0x3ff32ffffeac5f7fu, 0xbc91ff5d3fb7b715u,
    0x3ff350000ca66756u, 0x3c957f82228b82bdu, 0x3ff3700011fbf721u, 0x3c8000bac40dd5ccu,
    0x3ff38ffff9592fb9u, 0xbc943f9d2db2a751u, 0x3ff3b00004ddd242u, 0x3c857f6b707638e1u,
    0x3ff3cffff5b2c957u, 0x3c7a023a10bf1231u, 0x3ff3efffeab0b418u, 0x3c987f6d66b152b0u,
    0x3ff410001532aff4u, 0x3c67f8375f198524u, 0x3ff4300017478b29u, 0x3c8301e672dc5143u,
    0x3ff44fffe795b463u, 0x3c89ff69b8b2895au, 0x3ff46fffe80475e0u, 0xbc95c0b19bc2f254u,
    0x3ff48fffef6fc1e7u, 0x3c9b4009f23a2a72u, 0x3ff4afffe5bea704u, 0xbc94ffb7bf0d7d45u,
    0x3ff4d000171027deu, 0xbc99c06471dc6a3du, 0x3ff4f0000ff03ee2u, 0x3c977f890b85531cu,
    0x3ff5100012dc4bd1u, 0x3c6004657166a436u, 0x3ff530001605277au, 0xbc96bfcece233209u,
    0x3ff54fffecdb704cu, 0xbc8902720505a1d7u, 0x3ff56fffef5f54a9u, 0x3c9bbfe60ec96412u,
    0x3ff5900017e61012u, 0x3c887ec581afef90u, 0x3ff5b00003c93e92u, 0xbc9f41080abf0cc0u,
    0x3ff5d0001d4919bcu, 0xbc98812afb254729u, 0x3ff5efffe7b87a89u, 0xbc947eb780ed6904u};
static const uint64_t jaxcore_i_log_a[5] = {0xbfe0000000000001u, 0x3fd555555551305bu,
                                            0xbfcfffffffeb4590u, 0x3fc999b324f10111u,
                                            0xbfc55575e506c89fu};
static const uint64_t jaxcore_i_log_b[11] = {
    0xbfe0000000000000u, 0x3fd5555555555577u, 0xbfcffffffffffdcbu, 0x3fc999999995dd0cu,
    0xbfc55555556745a7u, 0x3fc24924a344de30u, 0xbfbfffffa4423d65u, 0x3fbc7184282ad6cau,
    0xbfb999eb43b068ffu, 0x3fb78182f7afd085u, 0xbfb5521375d145cdu};
#define JAXCORE_I_GLN2_HI 0x3fe62e42fefa3800u
#define JAXCORE_I_GLN2_LO 0x3d2ef35793c76730u

/* glibc's log near 1 (0x1p-4 below, 0x1.09p-4 above) */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_log64_near1(uint64_t x, int fused) {
    const uint64_t *B = jaxcore_i_log_b;
    uint64_t r = jaxcore_i_f64_sub(x, JAXCORE_I_ONE), r2, r3, p1, p2, p3, y, t, rhi, rlo, rh2;
    uint64_t hi, lo;
    r2 = jaxcore_i_f64_mul(r, r);
    r3 = jaxcore_i_f64_mul(r, r2);
    p1 = jaxcore_i_f64_mad(r2, B[3], jaxcore_i_f64_mad(r, B[2], B[1], fused), fused);
    p2 = jaxcore_i_f64_mad(r2, B[6], jaxcore_i_f64_mad(r, B[5], B[4], fused), fused);
    p3 = jaxcore_i_f64_mad(r2, B[9], jaxcore_i_f64_mad(r, B[8], B[7], fused), fused);
    p3 = jaxcore_i_f64_mad(r3, B[10], p3, fused);
    p2 = jaxcore_i_f64_mad(r3, p3, p2, fused);
    p1 = jaxcore_i_f64_mad(r3, p2, p1, fused);
    /* rhi = r + w - w, w = r 2^27: the top 26 bits of r */
    t = jaxcore_i_f64_mad(r, 0x41a0000000000000u, r, fused);
    rhi = jaxcore_i_f64_mad(r, 0xc1a0000000000000u, t, fused);
    rlo = jaxcore_i_f64_sub(r, rhi);
    rh2 = jaxcore_i_f64_mul(rhi, rhi);
    if (fused) { /* w = rhi^2 B0 is never rounded: both uses contract */
        hi = jaxcore_i_fma(rh2, B[0], r, JAXCORE_I_F64);
        lo = jaxcore_i_fma(rh2, B[0], jaxcore_i_f64_sub(r, hi), JAXCORE_I_F64);
    } else {
        uint64_t w = jaxcore_i_f64_mul(rh2, B[0]);
        hi = jaxcore_i_f64_add(r, w);
        lo = jaxcore_i_f64_add(jaxcore_i_f64_sub(r, hi), w);
    }
    lo = jaxcore_i_f64_mad(jaxcore_i_f64_mul(B[0], rlo), jaxcore_i_f64_add(rhi, r), lo, fused);
    y = jaxcore_i_f64_mad(r3, p1, lo, fused);
    return jaxcore_i_f64_add(hi, y);
}

JAXCORE_I_PRIVATE uint64_t jaxcore_i_log64(uint64_t x, int fused) {
    const uint64_t *A = jaxcore_i_log_a;
    uint64_t ix = x, tmp, iz, z, invc, logc, kd, w, r, hi, lo, r2, r3, q, y;
    uint32_t top = (uint32_t)(x >> 48);
    int64_t k;
    int i;
    if (ix - 0x3fee000000000000u < 0x3090000000000u) { /* 1 - 2^-4 <= x < 1 + 0x1.09p-4 */
        if (ix == JAXCORE_I_ONE) return 0;
        return jaxcore_i_log64_near1(x, fused);
    }
    if (top - 0x0010u >= 0x7ff0u - 0x0010u) {
        /* +-0 and the subnormals, which XLA:CPU flushes before the call (JAX 0.11.2 gives
           -inf for every subnormal x; glibc itself would read one as 0 under DAZ only in
           its rescaling and return a finite value) */
        if (!(ix & 0x7ff0000000000000u)) return 0xfff0000000000000u;
        if (ix == 0x7ff0000000000000u) return ix;
        if (jaxcore_i_isnan64(ix)) return ix | 0x8000000000000u;
        return 0xfff8000000000000u; /* x < 0: (x - x) / (x - x) */
    }
    tmp = ix - 0x3fe6000000000000u;
    i = (int)((tmp >> 45) % 128);
    k = (tmp >> 63) ? -(int64_t)((~tmp >> 52) + 1) : (int64_t)(tmp >> 52); /* arithmetic shift */
    iz = ix - (tmp & ((uint64_t)0xfff << 52));
    invc = jaxcore_i_log_tab[2 * i];
    logc = jaxcore_i_log_tab[2 * i + 1];
    z = iz;
    kd = jaxcore_i_f64_from_int(k);
    if (fused) {
        r = jaxcore_i_fma(z, invc, 0xbff0000000000000u, JAXCORE_I_F64);
    } else {
        r = jaxcore_i_f64_sub(jaxcore_i_f64_sub(z, jaxcore_i_log_tab2[2 * i]),
                              jaxcore_i_log_tab2[2 * i + 1]);
        r = jaxcore_i_f64_mul(r, invc);
    }
    w = jaxcore_i_f64_mad(kd, JAXCORE_I_GLN2_HI, logc, fused);
    hi = jaxcore_i_f64_add(w, r);
    lo = jaxcore_i_f64_add(jaxcore_i_f64_sub(w, hi), r);
    lo = jaxcore_i_f64_mad(kd, JAXCORE_I_GLN2_LO, lo, fused);
    r2 = jaxcore_i_f64_mul(r, r);
    r3 = jaxcore_i_f64_mul(r, r2);
    q = jaxcore_i_f64_mad(r2, jaxcore_i_f64_mad(r, A[4], A[3], fused),
                          jaxcore_i_f64_mad(r, A[2], A[1], fused), fused);
    y = jaxcore_i_f64_mad(r3, q, jaxcore_i_f64_mad(r2, A[0], lo, fused), fused);
    return jaxcore_i_f64_add(y, hi);
}

/* floor (llvm.floor / roundsd) on float64 bits. */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_f64_floor(uint64_t a) {
    int ex = (int)(a >> 52 & 0x7ffu) - 1023;
    uint64_t mask;
    if (ex >= 52) return a; /* integral, inf or NaN */
    if (ex < 0) return (a >> 63) && (a << 1) ? 0xbff0000000000000u : a & JAXCORE_I_SB;
    mask = 0xfffffffffffffu >> ex;
    if (!(a & mask)) return a;
    if (a >> 63) a += 0x10000000000000u >> ex;
    return a & ~mask;
}

/* An integral float64 |a| < 2^62 as int64 (fptosi). */
JAXCORE_I_PRIVATE int64_t jaxcore_i_f64_to_int(uint64_t a) {
    int ex = (int)(a >> 52 & 0x7ffu) - 1023;
    int64_t v;
    if (ex < 0) return 0;
    v = (int64_t)(((a & 0xfffffffffffffu) | 0x10000000000000u) >> (52 - ex));
    return (a >> 63) ? -v : v;
}

/* The software float's float64 as an arithmetic Q (jaxcore_i_sf) for the functions written
   once for it and for the hardware float's scalar float64 (jaxcore_i_hd): Q##_b (bits in),
   _bits (out), _add, _sub, _mul, _div, _mad (fused or not), _int (an int, exact), _floor and
   _toint (an integral value as int64) */
#define jaxcore_i_sf_b(v) (v)
#define jaxcore_i_sf_bits(v) (v)
#define jaxcore_i_sf_add jaxcore_i_f64_add
#define jaxcore_i_sf_sub jaxcore_i_f64_sub
#define jaxcore_i_sf_mul jaxcore_i_f64_mul
#define jaxcore_i_sf_div(a, b) jaxcore_i_div(a, b, JAXCORE_I_F64)
#define jaxcore_i_sf_mad jaxcore_i_f64_mad
#define jaxcore_i_sf_int jaxcore_i_f64_from_int
#define jaxcore_i_sf_floor jaxcore_i_f64_floor
#define jaxcore_i_sf_toint jaxcore_i_f64_to_int

/* exp, float64, as XLA:CPU computes it: its intrinsic xla.exp.f64
   (xla/codegen/intrinsic/exp.cc, Cephes' Pade form after Eigen) with its ldexp
   (ldexp.cc). x clamped to [-708.3964185322641, 709.782712893384], n = floor(x log2(e) +
   1/2), g = x - n C1 - n C2, exp g = 1 + 2 P / (Q - P) with P = g (P0 g^2 + P1) g^2 + P2),
   Q(g^2); times 2^n as 2^b 2^b 2^b 2^(n - 3b), b = floor(n / 4). 0 below the range, inf
   above, FTZ on the result. FMA host (read from LLVM's assembly of tests/xla_ir/exp_f64.ll):
   x log2(e) + 1/2, both g steps and the five Horner steps are fused; P g and Q - P are not
   (P has two uses). */
/* exp's value for xc in that range, before the flush, for the arithmetics Q (jaxcore_i_sf) */
#define JAXCORE_I_EXP64_CORE(NAME, Q, S, T)                                                        \
    S T NAME(T xc, int fused) {                                                                    \
        T n, g, g2, p, q, t, c, two = Q##_b(0x4000000000000000u), one = Q##_b(JAXCORE_I_ONE);      \
        int64_t e, b;                                                                              \
        n = Q##_mad(xc, Q##_b(0x3ff71547652b82feu), Q##_b(0x3fe0000000000000u), fused);            \
        n = Q##_floor(n);                                                                          \
        g = Q##_mad(n, Q##_b(0xbfe62e4000000000u), xc, fused); /* - n 0.693145751953125 */         \
        g = Q##_mad(n, Q##_b(0xbeb7f7d1cf79abcau), g, fused);  /* - n 1.4286068203094172e-6 */     \
        g2 = Q##_mul(g, g);                                                                        \
        p = Q##_mad(Q##_b(0x3f2089cdd5e44be8u), g2, Q##_b(0x3f9f06d10cca2c7eu), fused);            \
        p = Q##_mul(Q##_mad(p, g2, one, fused), g);                                                \
        q = Q##_mad(Q##_b(0x3ec92eb6bc365fa0u), g2, Q##_b(0x3f64ae39b508b6c0u), fused);            \
        q = Q##_mad(q, g2, Q##_b(0x3fcd17099887e074u), fused);                                     \
        q = Q##_mad(q, g2, two, fused);                                                            \
        t = Q##_mad(Q##_div(p, Q##_sub(q, p)), two, one, fused);                                   \
        e = Q##_toint(n);                                                                          \
        if (e < -2099) e = -2099;                                                                  \
        if (e > 2099) e = 2099;                                                                    \
        b = e >= 0 ? e / 4 : -((-e + 3) / 4); /* floor(e / 4) (arithmetic shift) */                \
        c = Q##_b((uint64_t)(b + 1023) << 52);                                                     \
        t = Q##_mul(Q##_mul(Q##_mul(t, c), c), c);                                                 \
        return Q##_mul(t, Q##_b((uint64_t)(e - 3 * b + 1023) << 52));                              \
    }
JAXCORE_I_EXP64_CORE(jaxcore_i_exp64_core, jaxcore_i_sf, JAXCORE_I_PRIVATE, uint64_t)
JAXCORE_I_PRIVATE uint64_t jaxcore_i_exp64(uint64_t x, int fused) {
    uint64_t t;
    if (!(x & 0x7ff0000000000000u)) x &= JAXCORE_I_SB; /* DAZ */
    if (jaxcore_i_isnan64(x)) return x | 0x8000000000000u;
    if (jaxcore_i_lt64(x, 0xc086232bdd7abcd2u)) return 0;                   /* < -708.39... */
    if (jaxcore_i_lt64(0x40862e42fefa39efu, x)) return 0x7ff0000000000000u; /* > 709.78... */
    t = jaxcore_i_exp64_core(x, fused);
    if (!(t & 0x7ff0000000000000u)) t &= JAXCORE_I_SB; /* FTZ */
    return t;
}

JAXCORE_I_PRIVATE uint32_t jaxcore_i_clamp32(uint32_t lo, uint32_t x, uint32_t hi) {
    if (jaxcore_i_f32_lt(x, lo)) return lo;
    if (jaxcore_i_f32_lt(hi, x)) return hi;
    return x;
}

/* ---- float32 log and exp: XLA:CPU's Cephes kernels ----------------------------------------
   XLA:CPU replaces every float32 log and exp (scalar or vector, llvm.log.f32 / logf, also the
   one inside log1p) by the IR of GenerateVF32Log / GenerateVF32Exp
   (xla/backends/cpu/codegen/polynomial_approximations.cc). Below, each float operation is one
   instruction of that IR, with Cephes' published constants rounded to float32. `fused`
   selects the multiply-adds that LLVM contracts into fma on an FMA host (AllowFPOpFusion =
   Fast; read off the assembly of the transcriptions in tests/xla_ir); fused = 0 rounds every
   product (a host without FMA). XLA:CPU runs kernels with FTZ|DAZ (ScopedFlushDenormal): a
   subnormal input counts as zero, a subnormal result becomes zero. */

/* DAZ: a subnormal float32 input reads as a zero of its sign. */
JAXCORE_I_PRIVATE uint32_t jaxcore_i_f32_daz(uint32_t x) {
    return (x & 0x7f800000u) ? x : x & 0x80000000u;
}

/* a * b as x86 computes it with FTZ set (a and b normal or zero): MXCSR.FTZ flushes a result
   that is tiny *after* rounding to 24 bits with an unbounded exponent, so a product just below
   FLT_MIN that the subnormal format would round up to FLT_MIN becomes zero. The smaller factor
   is scaled by 2^24 (exact: it is below 2^-63 when the product is near 2^-126) to round the
   product at full precision. */
JAXCORE_I_PRIVATE uint32_t jaxcore_i_f32_mul_ftz(uint32_t a, uint32_t b) {
    uint32_t r = jaxcore_i_f32_mul(a, b), s = a, o = b;
    if ((r & 0x7fffffffu) == 0x00800000u) {
        if ((a & 0x7fffffffu) > (b & 0x7fffffffu)) {
            s = b;
            o = a;
        }
        s = jaxcore_i_f32_mul(jaxcore_i_f32_mul(s, 0x4b800000u), o); /* 2^24 a b */
        if ((s & 0x7fffffffu) < 0x0c800000u) return r & 0x80000000u; /* below 2^-102 */
    }
    return jaxcore_i_f32_daz(r);
}

/* An integer |k| < 2^24 as float32 bits (exact). */
JAXCORE_I_PRIVATE uint32_t jaxcore_i_f32_from_int(int k) {
    return (uint32_t)jaxcore_i_narrow(jaxcore_i_f64_from_int(k), JAXCORE_I_F32);
}

/* floor (llvm.floor / roundss) on float32 bits. */
JAXCORE_I_PRIVATE uint32_t jaxcore_i_f32_floor(uint32_t a) {
    int ex = (int)(a >> 23 & 0xffu) - 127;
    uint32_t mask;
    if (ex >= 23) return a; /* integral, inf or NaN */
    if (ex < 0) return (a >> 31) && (a << 1) ? 0xbf800000u : a & 0x80000000u;
    mask = 0x7fffffu >> ex;
    if (!(a & mask)) return a;
    if (a >> 31) a += 0x800000u >> ex;
    return a & ~mask;
}

/* An integral float32 |a| < 2^23 as int (fptosi). */
JAXCORE_I_PRIVATE int jaxcore_i_f32_to_int(uint32_t a) {
    int ex = (int)(a >> 23 & 0xffu) - 127, v;
    if (ex < 0) return 0;
    v = (int)(((a & 0x7fffffu) | 0x800000u) >> (23 - ex));
    return (a >> 31) ? -v : v;
}

/* log, float32 (GenerateVF32Log): x = 2^k m, m in [sqrt(1/2), sqrt(2)), t = m - 1,
   log x = t - t^2/2 + t^3 P(t) + k ln2 with ln2 = 0.693359375 - 2.12194440e-4.
   Results: -inf for +-0 and subnormals, +inf for +inf, the all-ones NaN for x < 0 and NaN.
   FMA host: seven Horner steps, y x3 + q1 e, -0.5 x2 + t and q2 e + (...) are fused. */
JAXCORE_I_PRIVATE uint32_t jaxcore_i_log32(uint32_t x, int fused) {
    static const uint32_t p[9] = {0x3d9021bbu, 0xbdebd1b8u, 0x3def251au, 0xbdfe5d4fu, 0x3e11e9bfu,
                                  0xbe2aae50u, 0x3e4cceacu, 0xbe7ffffcu, 0x3eaaaaaau};
    uint32_t m, t, e, x2, x3, y, y1, y2;
    int k;
    x = jaxcore_i_f32_daz(x);
    if (!(x << 1)) return 0xff800000u;
    if (x == 0x7f800000u) return x;
    if ((x >> 31) || jaxcore_i_f32_isnan(x)) return 0xffffffffu;
    k = (int)(x >> 23) - 126; /* e = exponent + 1: mantissa m in [0.5, 1) */
    m = (x & 0x807fffffu) | 0x3f000000u;
    t = jaxcore_i_f32_sub(m, 0x3f800000u);
    if (m < 0x3f3504f3u) { /* m < sqrt(1/2): e -= 1, t = (m - 1) + m */
        --k;
        t = jaxcore_i_f32_add(t, m);
    } else {
        t = jaxcore_i_f32_add(t, 0);
    }
    e = jaxcore_i_f32_from_int(k);
    x2 = jaxcore_i_f32_mul(t, t);
    x3 = jaxcore_i_f32_mul(x2, t);
    y = jaxcore_i_f32_mad(t, p[0], p[1], fused);
    y1 = jaxcore_i_f32_mad(t, p[3], p[4], fused);
    y2 = jaxcore_i_f32_mad(t, p[6], p[7], fused);
    y = jaxcore_i_f32_mad(y, t, p[2], fused);
    y1 = jaxcore_i_f32_mad(y1, t, p[5], fused);
    y2 = jaxcore_i_f32_mad(y2, t, p[8], fused);
    y = jaxcore_i_f32_mad(y, x3, y1, fused);
    y = jaxcore_i_f32_mad(y, x3, y2, fused);
    y = jaxcore_i_f32_mad(y, x3, jaxcore_i_f32_mul(0xb95e8083u, e), fused); /* + q1 e */
    t = jaxcore_i_f32_mad(x2, 0xbf000000u, t, fused);                       /* t - x2/2 */
    t = jaxcore_i_f32_add(t, y);
    return jaxcore_i_f32_mad(e, 0x3f318000u, t, fused); /* + q2 e */
}

/* exp, float32 (GenerateVF32Exp): x clamped to [-87.8, 88.8], n = floor(x log2(e) + 1/2)
   clamped to [-127, 127], r = x - n ln2 (two parts), exp r = 1 + r + r^2 P(r), times 2^n
   built in the exponent field (0 for n = -127); FTZ turns subnormal results into +0.
   FMA host: x log2(e) + 1/2, both r steps, the six Horner steps and z r^2 + r are fused. */
JAXCORE_I_PRIVATE uint32_t jaxcore_i_exp32(uint32_t x, int fused) {
    static const uint32_t p[6] = {0x39506967u, 0x3ab743ceu, 0x3c088908u,
                                  0x3d2aa9c1u, 0x3e2aaaaau, 0x3f000000u};
    uint32_t n, z, r;
    int i, k;
    x = jaxcore_i_f32_daz(x);
    if (jaxcore_i_f32_isnan(x)) return x | 0x400000u;
    x = jaxcore_i_clamp32(0xc2af999au, x, 0x42b1999au);
    n = jaxcore_i_f32_floor(jaxcore_i_f32_mad(x, 0x3fb8aa3bu, 0x3f000000u, fused));
    n = jaxcore_i_clamp32(0xc2fe0000u, n, 0x43000000u); /* -127..128 */
    r = jaxcore_i_f32_mad(n, 0xbf317200u, x, fused);    /* x - 0.693145751953125 n */
    r = jaxcore_i_f32_mad(n, 0xb5bfbe8eu, r, fused);    /* - 1.428606765330187e-6 n */
    z = jaxcore_i_f32_mad(r, p[0], p[1], fused);
    for (i = 2; i < 6; ++i)
        z = jaxcore_i_f32_mad(z, r, p[i], fused);
    z = jaxcore_i_f32_mad(z, jaxcore_i_f32_mul(r, r), r, fused);
    z = jaxcore_i_f32_add(z, 0x3f800000u);
    k = jaxcore_i_f32_to_int(n);
    if (k == 128) { /* 2^128 as 2 (in z's exponent) times 2^127 */
        z += 0x00800000u;
        k = 127;
    }
    z = jaxcore_i_f32_mul(z, (uint32_t)(k + 127) << 23);
    return jaxcore_i_f32_daz(z); /* FTZ */
}

/* log1p: Cephes rational numerator/denominator (XLA's log1p intrinsic) */
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
    x = jaxcore_i_f32_daz(x);
    if (jaxcore_i_f32_lt(x & 0x7fffffffu, 0x3ed413cdu)) { /* |x| < sqrt(2) - 1 */
        uint32_t x2 = jaxcore_i_f32_mul(x, x), s;
        s = jaxcore_i_f32_div(jaxcore_i_horner32(jaxcore_i_log1p_nf, 7, x, fused),
                              jaxcore_i_horner32(jaxcore_i_log1p_df, 7, x, fused));
        s = jaxcore_i_f32_mul(jaxcore_i_f32_mul(x, x2), s);
        s = jaxcore_i_f32_mad(0xbf000000u, x2, s, fused); /* -0.5 * x2 + s */
        return jaxcore_i_f32_add(x, s);
    }
    return jaxcore_i_log32(jaxcore_i_f32_add(0x3f800000u, x), fused);
}

/* float64 log1p's rational branch, as XLA:CPU (JAX 0.11.2) selects it: 1 - sqrt(1/2) >= -x and
   x <= sqrt(2) - 1 (bounds included; NaN not). The float32 branch is |x| < sqrt(2) - 1. */
#define JAXCORE_I_L1P64_NEG 0x3fd2bec333018867u /* 0.29289321881345248 */
#define JAXCORE_I_L1P64_POS 0x3fda827999fcef32u /* 0.41421356237309503 */
#define JAXCORE_I_L1P64_SMALL(x)                                                                   \
    (((x)&0x7fffffffffffffffu) <= ((x) >> 63 ? JAXCORE_I_L1P64_NEG : JAXCORE_I_L1P64_POS))
JAXCORE_I_PRIVATE uint64_t jaxcore_i_log1p64(uint64_t x, int fused) {
    if (!(x & 0x7ff0000000000000u)) x &= JAXCORE_I_SB; /* DAZ */
    if (JAXCORE_I_L1P64_SMALL(x)) {
        uint64_t x2 = jaxcore_i_f64_mul(x, x), s;
        s = jaxcore_i_div(jaxcore_i_horner64(jaxcore_i_log1p_n, 7, x, fused),
                          jaxcore_i_horner64(jaxcore_i_log1p_d, 7, x, fused), JAXCORE_I_F64);
        s = jaxcore_i_f64_mul(jaxcore_i_f64_mul(x, x2), s);
        s = jaxcore_i_f64_mad(0xbfe0000000000000u, x2, s, fused);
        return jaxcore_i_f64_add(x, s);
    }
    return jaxcore_i_log64(jaxcore_i_f64_add(0x3ff0000000000000u, x), fused);
}

/* erf_inv: XLA's float32 polynomial (M. Giles' single-precision erfinv) */
static const float jaxcore_i_erfinv_a32[9] = {2.81022636e-08f,  3.43273939e-07f, -3.5233877e-06f,
                                              -4.39150654e-06f, 0.00021858087f,  -0.00125372503f,
                                              -0.00417768164f,  0.246640727f,    1.50140941f};
static const float jaxcore_i_erfinv_b32[9] = {-0.000200214257f, 0.000100950558f, 0.00134934322f,
                                              -0.00367342844f,  0.00573950773f,  -0.0076224613f,
                                              0.00943887047f,   1.00167406f,     2.83297682f};

JAXCORE_I_PRIVATE uint32_t jaxcore_i_erfinv32(uint32_t x, int fused) {
    uint32_t w, p;
    x = jaxcore_i_f32_daz(x);
    w = jaxcore_i_log1p32(jaxcore_i_f32_mul(x, x) ^ 0x80000000u, fused) ^ 0x80000000u;
    if ((x & 0x7fffffffu) == 0x3f800000u) return jaxcore_i_f32_mul(x, 0x7f800000u);
    if (jaxcore_i_f32_lt(w, 0x40a00000u)) { /* w < 5 */
        w = jaxcore_i_f32_sub(w, 0x40200000u);
        p = jaxcore_i_horner32(jaxcore_i_erfinv_a32, 9, w, fused);
    } else {
        w = jaxcore_i_f32_sub(jaxcore_i_f32_sqrt(w), 0x40400000u);
        p = jaxcore_i_horner32(jaxcore_i_erfinv_b32, 9, w, fused);
    }
    return jaxcore_i_f32_mul_ftz(p, x);
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
    uint64_t w, p;
    if (!(x & 0x7ff0000000000000u)) x &= JAXCORE_I_SB; /* DAZ */
    w = jaxcore_i_log1p64(jaxcore_i_f64_mul(x, x) ^ 0x8000000000000000u, fused) ^
        0x8000000000000000u;
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
    p = jaxcore_i_f64_mul(p, x);
    if (!(p & 0x7ff0000000000000u)) p &= JAXCORE_I_SB; /* FTZ */
    return p;
}

/* erf float32 as XLA:CPU runs it: Eigen's rational x P(x^2) / Q(x^2) with explicit fma steps
   (one rounding on every host, so `fused` changes nothing), copysign(1, x) from |x| >= sat.
   XLA has two forms of it. A scalar HLO erf goes through the fusion emitters, whose
   ExpandFloatOps pass (xla/codegen/emitters/transforms/expand_float_ops.cc) saturates from
   sat = 3.7439211627767994f (jaxcore_i_erf32: truncated_normal's bounds are scalars, so this
   is the one the samplers run). Its vector intrinsic (xla/codegen/intrinsic/erf.cc), which
   jnp.erf over an array runs, saturates only from 3.832506856900711f (jaxcore_i_erf32v): for
   3.7439 <= |x| < 3.8325 it gives the rational's value, just below 1, where the scalar form
   gives 1. tests/jax_math.c checks the vector form against JAX's jnp.erf over all 2^32
   inputs. float16/bfloat16 take the f32 form, which agrees after rounding there
   (|erf| > 1 - 2^-12). */
static const uint32_t jaxcore_i_erf32_al[5] = {0x39702d51u, 0x3b5f5da2u, 0x3d50b6ebu, 0x3e3da740u,
                                               0x3f906ebau};
static const uint32_t jaxcore_i_erf32_be[7] = {0xb3fd3906u, 0x37c588dfu, 0x3a856d28u, 0x3c6687d4u,
                                               0x3de34c21u, 0x3efeb44au, 0x3f800000u};
JAXCORE_I_PRIVATE uint32_t jaxcore_i_erf32_sat(uint32_t x, uint32_t sat) {
    const uint32_t *al = jaxcore_i_erf32_al, *be = jaxcore_i_erf32_be;
    uint32_t x2, p, q;
    int i;
    x = jaxcore_i_f32_daz(x);
    if (jaxcore_i_f32_isnan(x)) return x | 0x400000u;
    if ((x & 0x7fffffffu) >= sat) return (x & 0x80000000u) | 0x3f800000u;
    x2 = jaxcore_i_f32_mul(x, x);
    p = al[0];
    for (i = 1; i < 5; ++i)
        p = jaxcore_i_f32_fma(p, x2, al[i]);
    q = be[0];
    for (i = 1; i < 7; ++i)
        q = jaxcore_i_f32_fma(q, x2, be[i]);
    return jaxcore_i_f32_daz(jaxcore_i_f32_div(jaxcore_i_f32_mul(x, p), q));
}
JAXCORE_I_PRIVATE uint32_t jaxcore_i_erf32(uint32_t x, int fused) {
    (void)fused;
    return jaxcore_i_erf32_sat(x, 0x406f9c68u);
}
JAXCORE_I_PRIVATE uint32_t jaxcore_i_erf32v(uint32_t x) {
    return jaxcore_i_erf32_sat(x, 0x407547cbu);
}

/* erf float64: XLA:CPU calls the C library's erf for float64; this is glibc's (fdlibm's
   rational pieces, with glibc's grouping of the polynomials into pairs, no fused
   multiply-adds; Sun Microsystems' published coefficients) on the software arithmetic
   and the library's own exp. */
static const double jaxcore_i_erf_pp[5] = {1.28379167095512558561e-01, -3.25042107247001499370e-01,
                                           -2.84817495755985104766e-02, -5.77027029648944159157e-03,
                                           -2.37630166566501626084e-05};
static const double jaxcore_i_erf_qq[6] = {1.0,
                                           3.97917223959155352819e-01,
                                           6.50222499887672944485e-02,
                                           5.08130628187576562776e-03,
                                           1.32494738004321644526e-04,
                                           -3.96022827877536812320e-06};
static const double jaxcore_i_erf_pa[7] = {-2.36211856075265944077e-03, 4.14856118683748331666e-01,
                                           -3.72207876035701323847e-01, 3.18346619901161753674e-01,
                                           -1.10894694282396677476e-01, 3.54783043256182359371e-02,
                                           -2.16637559486879084300e-03};
static const double jaxcore_i_erf_qa[7] = {1.0,
                                           1.06420880400844228286e-01,
                                           5.40397917702171048937e-01,
                                           7.18286544141962662868e-02,
                                           1.26171219808761642112e-01,
                                           1.36370839120290507362e-02,
                                           1.19844998467991074170e-02};
static const double jaxcore_i_erf_ra[8] = {
    -9.86494403484714822705e-03, -6.93858572707181764372e-01, -1.05586262253232909814e+01,
    -6.23753324503260060396e+01, -1.62396669462573470355e+02, -1.84605092906711035994e+02,
    -8.12874355063065934246e+01, -9.81432934416914548592e+00};
static const double jaxcore_i_erf_sa[9] = {1.0,
                                           1.96512716674392571292e+01,
                                           1.37657754143519042600e+02,
                                           4.34565877475229228821e+02,
                                           6.45387271733267880336e+02,
                                           4.29008140027567833386e+02,
                                           1.08635005541779435134e+02,
                                           6.57024977031928170135e+00,
                                           -6.04244152148580987438e-02};
static const double jaxcore_i_erf_rb[7] = {-9.86494292470009928597e-03, -7.99283237680523006574e-01,
                                           -1.77579549177547519889e+01, -1.60636384855821916062e+02,
                                           -6.37566443368389627722e+02, -1.02509513161107724954e+03,
                                           -4.83519191608651397019e+02};
static const double jaxcore_i_erf_sb[8] = {1.0,
                                           3.03380607434824582924e+01,
                                           3.25792512996573918826e+02,
                                           1.53672958608443695994e+03,
                                           3.19985821950859553908e+03,
                                           2.55305040643316442583e+03,
                                           4.74528541206955367215e+02,
                                           -2.24409524465858183362e+01};

JAXCORE_I_PRIVATE uint64_t jaxcore_i_exp64g(uint64_t x, uint64_t xtail, int tail, int f);

/* glibc's erf over a float64 arithmetic Q (jaxcore_i_sf's operations, values T; S: storage and
   attributes) and an exp of it, EXP(x, f) (glibc's, jaxcore_i_exp64g), written once for the
   software float (NAME jaxcore_i_erf64) and, on x86 CPUs with FMA, SSE2's scalar float64
   (jaxcore_i_hd_erf). NAME##_pairs: c[0] + c[1] x + ... + c[n-1] x^(n-1) as glibc groups it:
   pairs p_j = c[2j] + x c[2j+1] summed left to right with the powers 1, x^2, x^4 = x^2 x^2,
   x^6 = x^4 x^2, x^8 = x^4 x^4 (an odd last coefficient is its own term). */
#define JAXCORE_I_ERF64(NAME, Q, S, T, EXP)                                                        \
    S T NAME##_pairs(const double *c, int n, T x) {                                                \
        T x2 = Q##_mul(x, x), pw[5], sum = Q##_b(0), t;                                            \
        int j;                                                                                     \
        pw[0] = Q##_b(JAXCORE_I_ONE);                                                              \
        pw[1] = x2;                                                                                \
        pw[2] = Q##_mul(x2, x2);                                                                   \
        pw[3] = Q##_mul(pw[2], x2);                                                                \
        pw[4] = Q##_mul(pw[2], pw[2]);                                                             \
        for (j = 0; 2 * j < n; ++j) {                                                              \
            t = Q##_b(jaxcore_i_dbits(c[2 * j]));                                                  \
            if (2 * j + 1 < n) t = Q##_add(t, Q##_mul(x, Q##_b(jaxcore_i_dbits(c[2 * j + 1]))));   \
            sum = j ? Q##_add(sum, Q##_mul(pw[j], t)) : t;                                         \
        }                                                                                          \
        return sum;                                                                                \
    }                                                                                              \
    S uint64_t NAME(uint64_t xb, int fused) {                                                      \
        uint64_t ax = xb & ~JAXCORE_I_SB, neg = xb & JAXCORE_I_SB;                                 \
        T x = Q##_b(xb), a = Q##_b(ax), one = Q##_b(JAXCORE_I_ONE), s, r, q, z, e1, e2;            \
        if (jaxcore_i_isnan64(xb)) return jaxcore_i_nan_bits(JAXCORE_I_F64);                       \
        if (ax < 0x0010000000000000u) return neg; /* a subnormal reads as +-0 (DAZ) */             \
        if (ax < 0x3feb000000000000u) {           /* |x| < 0.84375 */                              \
            if (ax < 0x3e30000000000000u) { /* |x| < 2^-28: x + efx x (scaled near underflow) */   \
                if (ax < 0x0080000000000000u)                                                      \
                    return Q##_bits(Q##_mul(Q##_b(0x3fb0000000000000u),                            \
                                            Q##_add(Q##_mul(Q##_b(0x4030000000000000u), x),        \
                                                    Q##_mul(Q##_b(0x40006eba8214db69u), x))));     \
                return Q##_bits(Q##_add(x, Q##_mul(Q##_b(0x3fc06eba8214db69u), x)));               \
            }                                                                                      \
            z = Q##_mul(x, x);                                                                     \
            r = Q##_div(NAME##_pairs(jaxcore_i_erf_pp, 5, z),                                      \
                        NAME##_pairs(jaxcore_i_erf_qq, 6, z));                                     \
            return Q##_bits(Q##_add(x, Q##_mul(x, r)));                                            \
        }                                                                                          \
        if (ax < 0x3ff4000000000000u) { /* |x| < 1.25: erx + P(s)/Q(s), s = |x| - 1 */             \
            s = Q##_sub(a, one);                                                                   \
            r = Q##_div(NAME##_pairs(jaxcore_i_erf_pa, 7, s),                                      \
                        NAME##_pairs(jaxcore_i_erf_qa, 7, s));                                     \
            return neg | Q##_bits(Q##_add(Q##_b(0x3feb0ac160000000u), r)); /* erx */               \
        }                                                                                          \
        if (ax >= 0x4018000000000000u) return neg | JAXCORE_I_ONE; /* |x| >= 6 (and inf) */        \
        s = Q##_div(one, Q##_mul(a, a));                                                           \
        if (ax < 0x4006db6e00000000u) { /* |x| < 1/0.35 */                                         \
            r = NAME##_pairs(jaxcore_i_erf_ra, 8, s);                                              \
            q = NAME##_pairs(jaxcore_i_erf_sa, 9, s);                                              \
        } else {                                                                                   \
            r = NAME##_pairs(jaxcore_i_erf_rb, 7, s);                                              \
            q = NAME##_pairs(jaxcore_i_erf_sb, 8, s);                                              \
        }                                                                                          \
        /* erfc(|x|) = exp(-z^2 - 0.5625) exp((z - |x|)(z + |x|) + R/S) / |x|, z = |x| to 21       \
           bits */                                                                                 \
        z = Q##_b(ax & 0xffffffff00000000u);                                                       \
        e1 = Q##_sub(Q##_b(Q##_bits(Q##_mul(z, z)) ^ JAXCORE_I_SB), Q##_b(0x3fe2000000000000u));   \
        e2 = Q##_add(Q##_mul(Q##_sub(z, a), Q##_add(z, a)), Q##_div(r, q));                        \
        r = Q##_div(Q##_mul(EXP(e1, fused), EXP(e2, fused)), a);                                   \
        return neg | Q##_bits(Q##_sub(one, r));                                                    \
    }
/* glibc's exp of x, for the software float's erf */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_exp64e(uint64_t x, int f) {
    return jaxcore_i_exp64g(x, 0, 0, f);
}
JAXCORE_I_ERF64(jaxcore_i_erf64, jaxcore_i_sf, JAXCORE_I_PRIVATE, uint64_t, jaxcore_i_exp64e)

JAXCORE_API float jaxcore_math_fmaf(float a, float b, float c) {
    return jaxcore_i_bitsf(
        jaxcore_i_f32_fma(jaxcore_i_fbits(a), jaxcore_i_fbits(b), jaxcore_i_fbits(c)));
}
JAXCORE_API double jaxcore_math_fma(double a, double b, double c) {
    return jaxcore_i_bitsd(
        jaxcore_i_fma(jaxcore_i_dbits(a), jaxcore_i_dbits(b), jaxcore_i_dbits(c), JAXCORE_I_F64));
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

/* the software float's loops take JAXCORE_CHUNK elements a chunk (their buffers up to ~45
   bytes an element); the hardware float's, 8x as many 32-bit words, rounded up to a multiple
   of 6 JAXCORE_I_CHUNK (1152 words by default), so that every pass's words (all of it, half
   for two planes, a third per draw for maxwell, half as 64-bit words for float64) are whole
   main-loop steps of every kernel: AVX-512's 192-block step left a remainder of 64 blocks of
   1024 words to its one-vector loop, which cost float64 normal 3-5 % on a Zen 5. When
   JAXCORE_CHUNK is under 128 (32-bit targets: stack for speed), the loop samplers (the gamma
   family, poisson, binomial, multinomial), whose chunks nest in one another's and in the key
   splits', take a quarter of it, and multinomial's rows and jaxcore_i_units' draws an eighth:
   their per-element software float dwarfs a pass's cost. */
#define JAXCORE_I_RCHUNK JAXCORE_CHUNK
#define JAXCORE_I_LCHUNK (JAXCORE_CHUNK < 128 ? JAXCORE_CHUNK / 4 : JAXCORE_CHUNK)
#define JAXCORE_I_MCHUNK (JAXCORE_CHUNK < 128 ? JAXCORE_CHUNK / 8 : JAXCORE_CHUNK)
#define JAXCORE_I_HWCHUNK                                                                          \
    ((8 * JAXCORE_CHUNK + 6 * JAXCORE_I_CHUNK - 1) / (6 * JAXCORE_I_CHUNK) * (6 * JAXCORE_I_CHUNK))

/* XLA:CPU runs its kernels with FTZ|DAZ (x86 MXCSR), float64 and float32 alike, and computes
   bfloat16 in float32: a subnormal operand reads as a zero of its sign and a result that is
   tiny after rounding becomes one. float16 is computed in float32, where its values are never
   tiny. jaxcore_i_gdaz flushes a value of fmt (float64 bits) below the smallest normal. */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_gdaz(uint64_t x, int fmt) {
    uint64_t min = fmt == JAXCORE_I_F64 ? 0x0010000000000000u : 0x3810000000000000u;
    return fmt != JAXCORE_I_F16 && (x & ~JAXCORE_I_SB) < min ? x & JAXCORE_I_SB : x;
}
/* The float32 value, as float64 bits, of sign s, the exponent e of its leading bit and the
   significand x of len bits (len <= 24: exact; longer: rounded to 24 bits, to nearest even,
   the bits below it sticky-folded into x's lowest): 1 and *out set, or 0 where the result lies
   below FLT_MIN or overflows (the general routines decide those). */
JAXCORE_I_PRIVATE int jaxcore_i_pack32(uint64_t s, int e, uint64_t x, int len, uint64_t *out) {
    int shift = len - 24;
    uint64_t q, half, rem;
    if (shift <= 0) {
        q = x << -shift;
    } else {
        half = (uint64_t)1 << (shift - 1);
        rem = x & (half + (half - 1));
        q = (x >> shift) + (uint64_t)((rem > half) | ((rem == half) & (int)(x >> shift & 1)));
    }
    if (e < -126) return 0;
    e += (int)(q >> 24); /* rounded up to 2^24 */
    if (e > 127) return 0;
    *out = s << 63 | (uint64_t)(e + 1023) << 52 | (q & 0x7fffffu) << 29;
    return 1;
}

/* jaxcore_i_gfma in float32 for the common case, straight on the float64 patterns (1 when
   *out is set): finite float32 operands (a subnormal one reads as a zero of its sign) and a
   result that is a zero or, exactly, at least FLT_MIN and finite after rounding, so that
   neither flushing rule applies. The 24-bit significands' product is exact in 48 bits;
   product and addend are aligned with their leading bits at bit 61 (at least 14 trailing
   zero bits each), so bits are lost only in a shift by more than 14, when the sum keeps 60
   bits or more and the sticky bit lies far below the rounding position (as in
   jaxcore_i_add64). Selections rather than branches where the data decide: the samplers'
   operands make them unpredictable. */
JAXCORE_I_PRIVATE int jaxcore_i_gfma32(uint64_t a, uint64_t b, uint64_t c, uint64_t *out) {
    const uint64_t lo = 897, hi = 1150; /* float64 exponent fields of normal float32 values */
    uint64_t ea = a >> 52 & 0x7ff, eb = b >> 52 & 0x7ff, ec = c >> 52 & 0x7ff, P, C, X, Y;
    uint64_t s = (a ^ b) >> 63, sc = c >> 63, neg, m;
    int e, ep, d, len, pb;
    if (ea > hi || eb > hi || ec > hi) return 0; /* infinities, NaNs */
    if (ea < lo || eb < lo) {                    /* a zero product: the sum is c, or a zero */
        *out = ec >= lo ? c : (s & sc) << 63;    /* -0 when both zeros are */
        return 1;
    }
    P = ((a >> 29 & 0x7fffffu) | 0x800000u) * ((b >> 29 & 0x7fffffu) | 0x800000u);
    len = (int)(P >> 47);                /* P in [2^46, 2^48) */
    ep = (int)ea + (int)eb - 2046 + len; /* the exponent of P's leading bit */
    P <<= 15 - len;
    /* c a zero: C = 0, placed far below the product */
    C = ec >= lo ? ((c >> 29 & 0x7fffffu) | 0x800000u) << 38 : 0;
    e = ec >= lo ? (int)ec - 1023 : ep - 64;
    d = ep - e;
    /* X the larger, Y the smaller, shifted by |d|; masks, not branches */
    pb = (d > 0) | ((d == 0) & (P >= C));
    m = (uint64_t)0 - (uint64_t)pb;
    X = (P & m) | (C & ~m);
    Y = (C & m) | (P & ~m);
    neg = (uint64_t)0 - (s ^ sc); /* all ones for a difference */
    s = (s & m) | (sc & ~m);
    e += d & -pb;
    d = d < 0 ? -d : d;
    d = d > 63 ? 63 : d;
    Y = (Y >> d) | (uint64_t)((Y & (((uint64_t)1 << d) - 1)) != 0);
    X += (Y ^ neg) - neg;
    if (!X) { /* exact cancellation: +0 */
        *out = 0;
        return 1;
    }
    len = jaxcore_i_bitlen64(X);
    return jaxcore_i_pack32(s, e + len - 62, X, len, out);
}

/* jaxcore_i_gdiv in float32 for normal a and b whose quotient is at least FLT_MIN and
   rounds to a finite value (1 when *out is set): one 64-bit division of the significands
   (a quotient of 39 or 40 bits) with the remainder as the sticky bit. */
JAXCORE_I_PRIVATE int jaxcore_i_gdiv32(uint64_t a, uint64_t b, uint64_t *out) {
    const uint64_t lo = 897, hi = 1150; /* float64 exponent fields of normal float32 values */
    uint64_t ea = a >> 52 & 0x7ff, eb = b >> 52 & 0x7ff, ma, mb, q;
    int len;
    if (ea < lo || ea > hi || eb < lo || eb > hi) return 0;
    ma = ((a >> 29 & 0x7fffffu) | 0x800000u) << 39;
    mb = (b >> 29 & 0x7fffffu) | 0x800000u;
    q = ma / mb;
    q |= (uint64_t)(q * mb != ma); /* sticky: q has 39 or 40 bits, 15 or more below the last */
    len = (int)(q >> 39) + 39;     /* q in (2^38, 2^40) */
    return jaxcore_i_pack32((a ^ b) >> 63, (int)ea - (int)eb + len - 40, q, len, out);
}

/* a * b + c rounded once to fmt, flushed as XLA:CPU flushes. A float32 result of +-FLT_MIN
   is tiny when the exact value lies below FLT_MIN (1 - 2^-25), the midpoint under FLT_MIN
   with 24 bits and no exponent limit: decided on the float64 result (float64 results
   next to DBL_MIN, and float32 ones on that midpoint after float64 rounding, keep the
   gradual underflow's value). */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_gfma_any(uint64_t a, uint64_t b, uint64_t c, int fmt) {
    uint64_t r;
    a = jaxcore_i_gdaz(a, fmt);
    b = jaxcore_i_gdaz(b, fmt);
    c = jaxcore_i_gdaz(c, fmt);
    r = jaxcore_i_gdaz(jaxcore_i_widen(jaxcore_i_fma(a, b, c, fmt), fmt), fmt);
    if (fmt == JAXCORE_I_F32 && (r & ~JAXCORE_I_SB) == 0x3810000000000000u &&
        (jaxcore_i_fma(a, b, c, JAXCORE_I_F64) & ~JAXCORE_I_SB) < 0x380ffffff0000000u)
        r &= JAXCORE_I_SB;
    return r;
}
/* a / b rounded to fmt, flushed as jaxcore_i_gfma_any flushes */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_gdiv_any(uint64_t a, uint64_t b, int fmt) {
    uint64_t r;
    a = jaxcore_i_gdaz(a, fmt);
    b = jaxcore_i_gdaz(b, fmt);
    r = jaxcore_i_gdaz(jaxcore_i_widen(jaxcore_i_div(a, b, fmt), fmt), fmt);
    if (fmt == JAXCORE_I_F32 && (r & ~JAXCORE_I_SB) == 0x3810000000000000u &&
        (jaxcore_i_div(a, b, JAXCORE_I_F64) & ~JAXCORE_I_SB) < 0x380ffffff0000000u)
        r &= JAXCORE_I_SB;
    return r;
}
/* jaxcore_i_gfma_any and _gdiv_any, through the float32 fast paths where they apply */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_gfma(uint64_t a, uint64_t b, uint64_t c, int fmt) {
    uint64_t r;
    return JAXCORE_I_FAST32 && fmt == JAXCORE_I_F32 && jaxcore_i_gfma32(a, b, c, &r)
               ? r
               : jaxcore_i_gfma_any(a, b, c, fmt);
}
JAXCORE_I_PRIVATE uint64_t jaxcore_i_gdiv(uint64_t a, uint64_t b, int fmt) {
    uint64_t r;
    return JAXCORE_I_FAST32 && fmt == JAXCORE_I_F32 && jaxcore_i_gdiv32(a, b, &r)
               ? r
               : jaxcore_i_gdiv_any(a, b, fmt);
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
JAXCORE_I_PRIVATE uint64_t jaxcore_i_gsqrt(uint64_t a, int fmt) {
    return jaxcore_i_widen(jaxcore_i_sqrt(jaxcore_i_gdaz(a, fmt), fmt), fmt);
}
/* a * b + c as XLA:CPU computes it: one fma where fused, except in bfloat16, which x86 has no
   arithmetic for: each op is upcast to float32 and rounded back on its own, so the product is
   rounded first (JAX 0.11.2: bfloat16 truncated_normal's uniform, 195 of 512 elements
   otherwise). float16 fuses, as on JAX's reference Xeon, whose AVX512-FP16 computes half
   multiply-adds natively (a host without it would round the product first, as bfloat16). */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_gmad(uint64_t a, uint64_t b, uint64_t c, int fmt, int fused) {
    return fused && fmt != JAXCORE_I_BF16 ? jaxcore_i_gfma(a, b, c, fmt)
                                          : jaxcore_i_gadd(jaxcore_i_gmul(a, b, fmt), c, fmt);
}
/* The format of a bfloat16 intermediate that XLA:CPU does not round back (its excess
   precision: each bfloat16 op runs in float32, and where HLO converts a result to bfloat16
   only to convert it back, the pair goes): float32 for bfloat16, fmt itself otherwise. */
JAXCORE_I_PRIVATE int jaxcore_i_hfmt(int fmt) {
    return fmt == JAXCORE_I_BF16 ? JAXCORE_I_F32 : fmt;
}
/* float32 for float16 and bfloat16, fmt otherwise: the format jnp.sum accumulates fmt in
   (it upcasts the half formats), and XLA:CPU's rsqrt computes them in */
JAXCORE_I_PRIVATE int jaxcore_i_sumfmt(int fmt) {
    return fmt == JAXCORE_I_F64 ? fmt : JAXCORE_I_F32;
}
/* JAX's weak float type for a Python float parameter of a sampler in fmt: float64 with x64
   (or for a float64 sampler), else float32 */
JAXCORE_I_PRIVATE int jaxcore_i_weakfmt(int fmt, const jaxcore_random_config *c) {
    return c->prng.x64 || fmt == JAXCORE_I_F64 ? JAXCORE_I_F64 : JAXCORE_I_F32;
}
/* a float64 value rounded to fmt, as float64 bits */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_gcast(uint64_t x, int fmt) {
    return jaxcore_i_widen(jaxcore_i_narrow(x, fmt), fmt);
}
/* a float32 result (bits) of a transcendental, rounded to fmt */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_gfrom32(uint32_t r, int fmt) {
    return jaxcore_i_gcast(JAXCORE_I_W32(r), fmt);
}

enum {
    JAXCORE_I_LOG,
    JAXCORE_I_LOG1P,
    JAXCORE_I_EXP,
    JAXCORE_I_ERFINV,
    JAXCORE_I_TAN,
    JAXCORE_I_ERF
};

#ifdef JAXCORE_I_HW
JAXCORE_I_PRIVATE int jaxcore_i_hw_fn32(int fn, uint32_t *x, int fused);
#ifdef JAXCORE_I_HAVE_AVX2
JAXCORE_I_PRIVATE int jaxcore_i_hw_fn64(int fn, uint64_t *x, int fused);
JAXCORE_I_PRIVATE int jaxcore_i_hw_pow64(uint64_t x, uint64_t y, int fused, uint64_t *r);
JAXCORE_I_PRIVATE int jaxcore_i_hw_powf(uint32_t x, uint32_t y, int fused, uint32_t *r);
JAXCORE_I_PRIVATE int jaxcore_i_hw_tanf(uint32_t x, uint32_t *r);
#define JAXCORE_I_GFN_HD(FN)                                                                       \
    if (jaxcore_i_hw_fn64(FN, &x, fused)) return x;
#endif
#endif
#ifndef JAXCORE_I_GFN_HD
#define JAXCORE_I_GFN_HD(FN)
#endif

/* log and log1p in fmt, as jaxcore_i_gfn(JAXCORE_I_LOG / _LOG1P, ...), each a function of its
   own: the rejection loops call them, whose stack then holds that function's callees only */
#ifdef JAXCORE_I_HW
#define JAXCORE_I_GFN_HW(FN)                                                                       \
    if (jaxcore_i_hw_fn32(FN, &x32, fused)) return jaxcore_i_gfrom32(x32, fmt);
#else
#define JAXCORE_I_GFN_HW(FN)
#endif
#define JAXCORE_I_GFN_ONE(NAME, FN, F64, F32)                                                      \
    JAXCORE_I_PRIVATE uint64_t NAME(uint64_t x, int fmt, int fused) {                              \
        uint32_t x32;                                                                              \
        if (fmt == JAXCORE_I_F64) {                                                                \
            JAXCORE_I_GFN_HD(FN)                                                                   \
            return F64(x, fused);                                                                  \
        }                                                                                          \
        x32 = (uint32_t)jaxcore_i_narrow(x, JAXCORE_I_F32);                                        \
        JAXCORE_I_GFN_HW(FN)                                                                       \
        return jaxcore_i_gfrom32(F32(x32, fused), fmt);                                            \
    }
JAXCORE_I_GFN_ONE(jaxcore_i_glog, JAXCORE_I_LOG, jaxcore_i_log64, jaxcore_i_log32)
JAXCORE_I_GFN_ONE(jaxcore_i_glog1p, JAXCORE_I_LOG1P, jaxcore_i_log1p64, jaxcore_i_log1p32)
#undef JAXCORE_I_GFN_ONE
#undef JAXCORE_I_GFN_HW

/* fn(x) in fmt: float64 natively, the others through float32 (log, log1p and exp on the
   hardware float where it has one: the same bits). */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_gfn(int fn, uint64_t x, int fmt, int fused) {
    uint32_t x32;
    if (fmt == JAXCORE_I_F64) {
        JAXCORE_I_GFN_HD(fn)
        switch (fn) {
        case JAXCORE_I_LOG: return jaxcore_i_log64(x, fused);
        case JAXCORE_I_LOG1P: return jaxcore_i_log1p64(x, fused);
        case JAXCORE_I_EXP: return jaxcore_i_exp64(x, fused);
        default: return jaxcore_i_erfinv64(x, fused);
        }
    }
    x32 = (uint32_t)jaxcore_i_narrow(x, JAXCORE_I_F32);
#ifdef JAXCORE_I_HW
    if (fn <= JAXCORE_I_EXP && jaxcore_i_hw_fn32(fn, &x32, fused))
        return jaxcore_i_gfrom32(x32, fmt);
#endif
    switch (fn) {
    case JAXCORE_I_LOG: return jaxcore_i_gfrom32(jaxcore_i_log32(x32, fused), fmt);
    case JAXCORE_I_LOG1P: return jaxcore_i_gfrom32(jaxcore_i_log1p32(x32, fused), fmt);
    case JAXCORE_I_EXP: return jaxcore_i_gfrom32(jaxcore_i_exp32(x32, fused), fmt);
    default: return jaxcore_i_gfrom32(jaxcore_i_erfinv32(x32, fused), fmt);
    }
}
#undef JAXCORE_I_GFN_HD

/* The public log, log1p, exp (float32 and float64) and erf_inv (float64): jaxcore_i_gfn's
   choice, on the hardware float where it gives the software float's bits */
JAXCORE_I_PRIVATE float jaxcore_i_math32(int fn, float x, int no_fma) {
    uint32_t b = jaxcore_i_fbits(x);
#ifdef JAXCORE_I_HW
    if (jaxcore_i_hw_fn32(fn, &b, !no_fma)) return jaxcore_i_bitsf(b);
#endif
    return jaxcore_i_bitsf(fn == JAXCORE_I_LOG     ? jaxcore_i_log32(b, !no_fma)
                           : fn == JAXCORE_I_LOG1P ? jaxcore_i_log1p32(b, !no_fma)
                                                   : jaxcore_i_exp32(b, !no_fma));
}
JAXCORE_I_PRIVATE double jaxcore_i_math64(int fn, double x, int no_fma) {
    return jaxcore_i_bitsd(jaxcore_i_gfn(fn, jaxcore_i_dbits(x), JAXCORE_I_F64, !no_fma));
}
JAXCORE_API float jaxcore_math_logf(float x, int no_fma) {
    return jaxcore_i_math32(JAXCORE_I_LOG, x, no_fma);
}
JAXCORE_API double jaxcore_math_log(double x, int no_fma) {
    return jaxcore_i_math64(JAXCORE_I_LOG, x, no_fma);
}
JAXCORE_API float jaxcore_math_expf(float x, int no_fma) {
    return jaxcore_i_math32(JAXCORE_I_EXP, x, no_fma);
}
JAXCORE_API double jaxcore_math_exp(double x, int no_fma) {
    return jaxcore_i_math64(JAXCORE_I_EXP, x, no_fma);
}
JAXCORE_API float jaxcore_math_log1pf(float x, int no_fma) {
    return jaxcore_i_math32(JAXCORE_I_LOG1P, x, no_fma);
}
JAXCORE_API double jaxcore_math_log1p(double x, int no_fma) {
    return jaxcore_i_math64(JAXCORE_I_LOG1P, x, no_fma);
}
JAXCORE_API double jaxcore_math_erf_inv(double x, int no_fma) {
    return jaxcore_i_math64(JAXCORE_I_ERFINV, x, no_fma);
}
JAXCORE_API float jaxcore_math_erf_invf(float x, int no_fma) {
    uint32_t b = jaxcore_i_fbits(x);
#ifdef JAXCORE_I_HW
    /* the samplers' erf_inv on the hardware float, 2^-60 <= |x| < 1 (the samplers' domain;
       no intermediate or result is tiny there, so flushing cannot matter: valgrind does not
       emulate it) */
    if ((b & 0x7fffffffu) - 0x21800000u < 0x3f800000u - 0x21800000u &&
        jaxcore_i_hw_fn32(4, &b, !no_fma))
        return jaxcore_i_bitsf(b);
#endif
    return jaxcore_i_bitsf(jaxcore_i_erfinv32(b, !no_fma));
}
/* erf float32 (jaxcore_i_erf32), on the hardware float where it has one */
JAXCORE_I_PRIVATE uint32_t jaxcore_i_erf32h(uint32_t x) {
#ifdef JAXCORE_I_HW
    /* XLA's explicit fmas: fused on every host; |x| >= 2^-60 or NaN (no tiny intermediate or
       result: flushing cannot matter, and valgrind does not emulate it) */
    if ((x & 0x7fffffffu) >= 0x21800000u && jaxcore_i_hw_fn32(5, &x, 1)) return x;
#endif
    return jaxcore_i_erf32(x, 1);
}
JAXCORE_API float jaxcore_math_erff(float x, int no_fma) {
    (void)no_fma;
    return jaxcore_i_bitsf(jaxcore_i_erf32h(jaxcore_i_fbits(x)));
}

/* glibc's erf of float64 x (jaxcore_i_erf64), on the hardware float where it has one */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_gerf64(uint64_t x, int fused) {
#if defined(JAXCORE_I_HW) && defined(JAXCORE_I_HAVE_AVX2)
    if (jaxcore_i_hw_fn64(JAXCORE_I_ERF, &x, fused)) return x;
#endif
    return jaxcore_i_erf64(x, fused);
}
/* erf in fmt (truncated_normal's bounds): apart from jaxcore_i_gfn, whose callers (the loop
   samplers among them) never reach float64 erf's deeper stack */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_gerf(uint64_t x, int fmt, int fused) {
    if (fmt == JAXCORE_I_F64) return jaxcore_i_gerf64(x, fused);
    return jaxcore_i_gfrom32(jaxcore_i_erf32h((uint32_t)jaxcore_i_narrow(x, JAXCORE_I_F32)), fmt);
}
JAXCORE_API double jaxcore_math_erf(double x) {
    return jaxcore_i_bitsd(jaxcore_i_gerf64(jaxcore_i_dbits(x), 1));
}

/* tanf: XLA:CPU lowers a float32 tan to the C library's tanf; glibc's (2.36, one build for
   every x86-64 CPU, no fused operations) is fdlibm's float kernel with a double-precision
   reduction by pi/2. Constants: fdlibm's published tan coefficients and glibc's 4/pi table
   (__inv_pio4) and reduction constants. Tiny inputs (subnormals too) return x itself. */
static const uint32_t jaxcore_i_tanf_t[13] = {
    0x3eaaaaabu, 0x3e088889u, 0x3d5d0dd1u, 0x3cb327a4u, 0x3c11371fu, 0x3b6b6916u, 0x3abede48u,
    0x3a1a26c8u, 0x398137b9u, 0x38a3f445u, 0x3895c07au, 0xb79bae5fu, 0x37d95384u};
static const uint32_t jaxcore_i_inv_pio4[24] = {
    0xa2u,       0xa2f9u,     0xa2f983u,   0xa2f9836eu, 0xf9836e4eu, 0x836e4e44u,
    0x6e4e4415u, 0x4e441529u, 0x441529fcu, 0x1529fc27u, 0x29fc2757u, 0xfc2757d1u,
    0x2757d1f5u, 0x57d1f534u, 0xd1f534ddu, 0xf534ddc0u, 0x34ddc0dbu, 0xddc0db62u,
    0xc0db6295u, 0xdb629599u, 0x6295993cu, 0x95993c43u, 0x993c4390u, 0x3c439041u};

/* fdlibm's float kernel tan(x + y) (iy 1) or -1 / tan(x + y) (iy -1), and glibc's reduction of
   |x| < 120 by n pi/2 in float64, over a float32 arithmetic F (F##_b, _bits, _add, _sub, _mul,
   _div, _int: values T; F##_to64 widens to D's TD) and a float64 one D (D##_b, _mul, _sub, _int,
   _toint, _to32 narrows): the software float's (jaxcore_i_s32, jaxcore_i_sf) and, on x86,
   SSE's scalar float32 and float64 (jaxcore_i_hs, jaxcore_i_hd). */
#define JAXCORE_I_TANF(KERNEL, RED, F, D, S, T, TD)                                                \
    S uint32_t KERNEL(uint32_t xb, uint32_t yb, int iy) {                                          \
        const uint32_t *C = jaxcore_i_tanf_t;                                                      \
        uint32_t ix = xb & 0x7fffffffu;                                                            \
        int neg = (int)(xb >> 31), a;                                                              \
        T x = F##_b(xb), y = F##_b(yb), z, w, r, v, sv, t;                                         \
        if (ix < 0x39000000u) {                      /* |x| < 2^-13 */                             \
            if (!ix && iy == -1) return 0x7f800000u; /* 1 / |x| */                                 \
            if (iy == 1) return xb;                                                                \
            return F##_bits(F##_div(F##_b(0xbf800000u), x));                                       \
        }                                                                                          \
        if (ix >= 0x3f2ca140u) { /* |x| >= 0.6744: tan(pi/4 - |x|) */                              \
            if (neg) {                                                                             \
                x = F##_b(xb ^ 0x80000000u);                                                       \
                y = F##_b(yb ^ 0x80000000u);                                                       \
            }                                                                                      \
            z = F##_sub(F##_b(0x3f490fdau), x);                                                    \
            w = F##_sub(F##_b(0x33222168u), y);                                                    \
            x = F##_add(w, z);                                                                     \
            y = F##_b(0);                                                                          \
            if ((F##_bits(x) & 0x7fffffffu) < 0x39000000u) { /* (1 - 2 sign) iy (1 - 2 iy x) */    \
                r = F##_sub(F##_b(0x3f800000u), F##_mul(F##_int(2 * iy), x));                      \
                return F##_bits(F##_mul(F##_int((neg ? -1 : 1) * iy), r));                         \
            }                                                                                      \
        }                                                                                          \
        z = F##_mul(x, x);                                                                         \
        w = F##_mul(z, z);                                                                         \
        r = F##_b(C[11]);                                                                          \
        v = F##_b(C[12]);                                                                          \
        for (a = 0; a < 5; ++a) {                                                                  \
            r = F##_add(F##_mul(r, w), F##_b(C[9 - 2 * a]));                                       \
            v = F##_add(F##_mul(v, w), F##_b(C[10 - 2 * a]));                                      \
        }                                                                                          \
        sv = F##_mul(z, x);                                                                        \
        v = F##_add(F##_mul(v, z), r); /* r + z V */                                               \
        v = F##_add(F##_mul(v, sv), y);                                                            \
        r = F##_add(y, F##_mul(v, z));                                                             \
        r = F##_add(F##_mul(sv, F##_b(C[0])), r);                                                  \
        w = F##_add(x, r);                                                                         \
        if (ix >= 0x3f2ca140u) {                                                                   \
            T fv = F##_int(iy);                                                                    \
            t = F##_div(F##_mul(w, w), F##_add(w, fv));                                            \
            t = F##_sub(x, F##_sub(t, r));                                                         \
            t = F##_sub(fv, F##_add(t, t));                                                        \
            return F##_bits(F##_mul(F##_b(neg ? 0xbf800000u : 0x3f800000u), t));                   \
        }                                                                                          \
        if (iy == 1) return F##_bits(w);                                                           \
        z = F##_b(F##_bits(w) & 0xfffff000u); /* -1/(x + r) to full precision */                   \
        v = F##_sub(r, F##_sub(z, x));                                                             \
        t = F##_div(F##_b(0xbf800000u), w);                                                        \
        sv = F##_b(F##_bits(t) & 0xfffff000u);                                                     \
        z = F##_add(F##_mul(sv, z), F##_b(0x3f800000u));                                           \
        z = F##_add(F##_mul(v, sv), z);                                                            \
        return F##_bits(F##_add(F##_mul(z, t), sv));                                               \
    }                                                                                              \
    /* pi/4 < |x| < 120: x - n pi/2 as y0 + y1, then the kernel */                                 \
    S uint32_t RED(uint32_t xb) {                                                                  \
        TD dx = F##_to64(F##_b(xb)), r;                                                            \
        T y0;                                                                                      \
        int n;                                                                                     \
        r = D##_mul(dx, D##_b(0x41645f306dc9c883u));                                               \
        n = (int)(((int32_t)D##_toint(r) + 0x800000) >> 24);                                       \
        dx = D##_sub(dx, D##_mul(D##_int(n), D##_b(0x3ff921fb54442d18u)));                         \
        y0 = D##_to32(dx);                                                                         \
        return KERNEL(F##_bits(y0), F##_bits(D##_to32(D##_sub(dx, F##_to64(y0)))),                 \
                      1 - ((n & 1) << 1));                                                         \
    }
#define jaxcore_i_s32_b(v) (v)
#define jaxcore_i_s32_bits(v) (v)
#define jaxcore_i_s32_add jaxcore_i_f32_add
#define jaxcore_i_s32_sub jaxcore_i_f32_sub
#define jaxcore_i_s32_mul jaxcore_i_f32_mul
#define jaxcore_i_s32_div jaxcore_i_f32_div
#define jaxcore_i_s32_int jaxcore_i_f32_from_int
#define jaxcore_i_s32_to64(v) JAXCORE_I_W32(v)
#define jaxcore_i_sf_to32(v) ((uint32_t)jaxcore_i_narrow(v, JAXCORE_I_F32))
JAXCORE_I_TANF(jaxcore_i_kernel_tanf, jaxcore_i_tanf_red, jaxcore_i_s32, jaxcore_i_sf,
               JAXCORE_I_PRIVATE, uint32_t, uint64_t)

JAXCORE_I_PRIVATE uint32_t jaxcore_i_tanf32(uint32_t x) {
    uint32_t ix;
    uint64_t dx;
    int n;
    ix = x & 0x7fffffffu;
    if (ix <= 0x3f490fdau) return jaxcore_i_kernel_tanf(x, 0, 1); /* tiny: x itself */
    if (ix >= 0x7f800000u) return ix == 0x7f800000u ? 0xffc00000u : x | 0x400000u; /* x - x */
    if (((x >> 20) & 0x7ffu) < 0x42fu) return jaxcore_i_tanf_red(x);               /* below 120 */
    { /* 4/pi to 192 bits, fixed point */
        const uint32_t *arr = &jaxcore_i_inv_pio4[(x >> 26) & 15];
        uint32_t xi = ((x & 0xffffffu) | 0x800000u) << ((x >> 23) & 7), y0, y1;
        uint64_t res0 = (uint64_t)(uint32_t)(xi * arr[0]), res1 = (uint64_t)xi * arr[4];
        uint64_t res2 = (uint64_t)xi * arr[8], nn;
        int64_t sr;
        res0 = (res2 >> 32) | (res0 << 32);
        res0 += res1;
        nn = (res0 + ((uint64_t)1 << 61)) >> 62;
        res0 -= nn << 62;
        n = (int)nn;
        sr = (int64_t)res0;
        dx = jaxcore_i_f64_from_int(sr);
        dx = jaxcore_i_f64_mul(dx, 0x3c1921fb54442d18u);
        if (x >> 31) dx ^= JAXCORE_I_SB;
        y0 = (uint32_t)jaxcore_i_narrow(dx, JAXCORE_I_F32);
        y1 = (uint32_t)jaxcore_i_narrow(jaxcore_i_f64_sub(dx, JAXCORE_I_W32(y0)), JAXCORE_I_F32);
        return jaxcore_i_kernel_tanf(y0, y1, 1 - ((n & 1) << 1));
    }
}

/* tan, float64: XLA:CPU lowers a float64 tan to a call of the C library's tan; on Linux x86-64
   that is glibc's (IBM's Accurate Mathematical Library, whose slow paths glibc 2.35 removed):
   for |x| <= 0.0608 x + x^3 (d3 + ... + d11 x^8); for |x| <= 0.787 tan(x_i + z) from a
   186-entry table of x_i, tan x_i, cot x_i (x_i near (i + 16) / 256) as
   f + pz (f + g) / (g - pz) with pz ~ tan z; beyond, x - n pi/2 in double-double (pi/2 in
   three parts; beyond 1e8 glibc's reduction by 1800 bits of 2/pi, jaxcore_i_tan_branred)
   and the same two methods on it, through -cot for odd n (one division in
   double-double for the polynomial). fused: glibc's FMA build (its fma-based exact product
   and the multiply-adds GCC contracts, read from libm's x86-64 assembly), else its plain
   build (Dekker's product). Constants: glibc's utan.h; the table: glibc's utan.tbl
   (tools/glibc_tables.py prints it from a libm; glibc 2.36's). cauchy takes |x| <= pi/2. */
static const uint64_t jaxcore_i_tan_xfg[558] = {
    0x3fb000001e519d60u, 0x3fb0055796c4e240u, 0x402ff554628127b7u, 0x3fb100001b1a7010u,
    0x3fb10668aab892b7u, 0x402e12c7be3fdf74u, 0x3fb200002505e350u, 0x3fb2079bff547824u,
    0x402c65c5de853633u, 0x3fb2fffffcdc4252u, 0x3fb308f35eb16c68u, 0x402ae5dae56be74fu,
    0x3fb3ffffe3ff849fu, 0x3fb40a71154999ccu, 0x40298c43046b7352u, 0x3fb4ffffedc9590fu,
    0x3fb50c17429bdd80u, 0x4028538491b5d674u, 0x3fb6000000ee83f7u, 0x3fb60de7da80cc21u,
    0x40273724ef21a2a7u, 0x3fb6ffffeb05ea41u, 0x3fb70fe4b8c51beau, 0x40263370fae562ffu,
    0x3fb7ffffdc0515f7u, 0x3fb812101db54498u, 0x402545530e7eab5cu, 0x3fb8ffffe384d7abu,
    0x3fb9146c2a8d3727u, 0x40246a33fd57f3fdu, 0x3fb9ffffe4832347u, 0x3fba16fad50e1050u,
    0x40239fe2c5537a96u, 0x3fbb0000274540e3u, 0x3fbb19be7ae68517u, 0x4022e4813637e946u,
    0x3fbbfffffebf2e9bu, 0x3fbc1cb88369cd19u, 0x4022367617aef223u, 0x3fbd000023529045u,
    0x3fbd1febc11d7ef7u, 0x4021945fb8e43d4eu, 0x3fbdffffd872a829u, 0x3fbe23598ee4d6b7u,
    0x4020fd0c76195d5fu, 0x3fbeffffff323b84u, 0x3fbf2704ec9073e5u, 0x40206f713020200fu,
    0x3fc000000ce79195u, 0x3fc01577bc30cc61u, 0x401fd549d6564a88u, 0x3fc07fffee40e918u,
    0x3fc0978d8279ac01u, 0x401edbb59294bc03u, 0x3fc100000cc091fdu, 0x3fc119c544dfb2f7u,
    0x401df0bb067d8e18u, 0x3fc180000d9936a1u, 0x3fc19c1fb9085a4bu, 0x401d131a71ce3629u,
    0x3fc1ffffed5f3188u, 0x3fc21e9dee74bf2du, 0x401c41b6ff0cd655u, 0x3fc2800005f06a51u,
    0x3fc2a141550b313fu, 0x401b7b921702e6d2u, 0x3fc2fffffe3d339eu, 0x3fc3240aa75f76dfu,
    0x401abfc8fcb6409du, 0x3fc37fffed888d6fu, 0x3fc3a6fb13cc5db7u, 0x401a0d8f8ed5320du,
    0x3fc4000002ca050du, 0x3fc42a13e25776bbu, 0x4019642dfa84c2bcu, 0x3fc47ffff2531f5cu,
    0x3fc4ad55deb73404u, 0x4018c2fef86e9035u, 0x3fc5000013774992u, 0x3fc530c27d0ee307u,
    0x4018296c370caf35u, 0x3fc57fffedddcb2du, 0x3fc5b45a5db4347du, 0x401796ee52190c0eu,
    0x3fc5fffff41949a0u, 0x3fc6381f13bf986au, 0x40170b092d2255fdu, 0x3fc67ffff834d3a1u,
    0x3fc6bc118ec85952u, 0x4016854c62cf2268u, 0x3fc6fffffd9106eau, 0x3fc74032f298f6f7u,
    0x401605511f4f84a9u, 0x3fc780000f649a4fu, 0x3fc7c4846ca53abcu, 0x40158ab94809d175u,
    0x3fc7ffffef06bbd8u, 0x3fc84906df7d76adu, 0x4015152edd2b30a6u, 0x3fc88000021c6334u,
    0x3fc8cdbbd965f986u, 0x4014a46251b74296u, 0x3fc8fffff38d0756u, 0x3fc952a428e173c7u,
    0x4014380b17b59ebdu, 0x3fc98000104efca1u, 0x3fc9d7c14644d23cu, 0x4013cfe5cb1eabd5u,
    0x3fca000009417b30u, 0x3fca5d14096d76aau, 0x40136bb4b3723db0u, 0x3fca7fffeb1c23ecu,
    0x3fcae29dab60288du, 0x40130b3e783071d7u, 0x3fcafffffb171c13u, 0x3fcb685fa221a96bu,
    0x4012ae4dd8c0747du, 0x3fcb80000aba44beu, 0x3fcbee5aecdf241fu, 0x401254b1c6fad63bu,
    0x3fcc0000113d2a3eu, 0x3fcc7490b3e92543u, 0x4011fe3c9a62c035u, 0x3fcc7ffff49e00ceu,
    0x3fccfb020f59eab0u, 0x4011aac3e956a631u, 0x3fcd000005f611abu, 0x3fcd81b089e6844eu,
    0x40115a1ff391268du, 0x3fcd800014764cebu, 0x3fce089d27debf0du, 0x40110c2bfbc84740u,
    0x3fce000014bcea76u, 0x3fce8fc916dbc820u, 0x4010c0c5a00ca48eu, 0x3fce7ffffd7995bdu,
    0x3fcf173588b50424u, 0x401077ccbe02169au, 0x3fcf00000cc35436u, 0x3fcf9ee3fd21a40bu,
    0x401031231ee7ffe8u, 0x3fcf800001d1da33u, 0x3fd0136ab7dbe15cu, 0x400fd95977d559e5u,
    0x3fd00000060c13b2u, 0x3fd05785aaad4f18u, 0x400f549e2675d182u, 0x3fd0400003885492u,
    0x3fd09bc3660542d7u, 0x400ed3e2df3f5fecu, 0x3fd08000052f5a13u, 0x3fd0e0249a195045u,
    0x400e56f8fa68f2c8u, 0x3fd0c00002ba1af5u, 0x3fd124a9e2e7f24bu, 0x400dddb4bffe633fu,
    0x3fd0fffff76642c1u, 0x3fd16953e162ffe6u, 0x400d67ed0311d5d5u, 0x3fd14000033602f0u,
    0x3fd1ae235f49508eu, 0x400cf57ab8708266u, 0x3fd17ffffefd1a13u, 0x3fd1f318db2a9ba1u,
    0x400c86398d11009eu, 0x3fd1bffff718365du, 0x3fd238350c41e3acu, 0x400c1a06e02be47cu,
    0x3fd1ffffff001e00u, 0x3fd27d78b2f6395eu, 0x400bb0c1f2fe9a85u, 0x3fd23ffffe425a6au,
    0x3fd2c2e4618faabeu, 0x400b4a4c190b18dfu, 0x3fd28000059ec1dbu, 0x3fd30878d8583884u,
    0x400ae6880cd82bc2u, 0x3fd2c000000dd081u, 0x3fd34e36affdb6d8u, 0x400a855a5270fc15u,
    0x3fd2fffffc1dcd2bu, 0x3fd3941ea95875bcu, 0x400a26a8aa9502b6u, 0x3fd33ffff6c0d4a0u,
    0x3fd3da31739845f5u, 0x4009ca5a4d2573a0u, 0x3fd3800006b16793u, 0x3fd4206fdbc088f0u,
    0x400970579344e33au, 0x3fd3c00007358fa3u, 0x3fd466da6f23311du, 0x4009188a5aa612eau,
    0x3fd3fffffc3b18cfu, 0x3fd4ad71e9282e6bu, 0x4008c2dd641e643du, 0x3fd44000000dd2a8u,
    0x3fd4f4371fa3f2d1u, 0x40086f3c6072f821u, 0x3fd47ffffbb43713u, 0x3fd53b2ab3ac333cu,
    0x40081d943da56692u, 0x3fd4bffffb113bf4u, 0x3fd5824d6e8ed9c2u, 0x4007cdd2a8add00fu,
    0x3fd4fffff7f087c9u, 0x3fd5c9a007446496u, 0x40077fe6444588ebu, 0x3fd54000088b3814u,
    0x3fd61123564125f9u, 0x400733be6281a765u, 0x3fd57ffff7d55966u, 0x3fd658d7e194a5d5u,
    0x4006e94b73b47d1fu, 0x3fd5c00008bf2490u, 0x3fd6a0beb775b28du, 0x4006a07e15b6ec28u,
    0x3fd6000009fa853fu, 0x3fd6e8d865a66cfdu, 0x400659481c701269u, 0x3fd6400007595fcau,
    0x3fd73125c0556a7cu, 0x4006139bbaae9d02u, 0x3fd68000031687dau, 0x3fd779a792e2cfd0u,
    0x4005cf6bcae0882bu, 0x3fd6bffff5c8cfe2u, 0x3fd7c25e9fb452edu, 0x40058cabc561f1cdu,
    0x3fd6fffff81df231u, 0x3fd80b4bcfb4dab5u, 0x40054b4f8d3ca5d3u, 0x3fd73ffffa71385eu,
    0x3fd8546fe007a9b6u, 0x40050b4bb3b22176u, 0x3fd78000024a9c2bu, 0x3fd89dcba7fcf5cfu,
    0x4004cc953159cbe1u, 0x3fd7c00002eb62b8u, 0x3fd8e75fec0ba5cfu, 0x40048f218731eeeau,
    0x3fd80000054a52d1u, 0x3fd9312d8bb822e9u, 0x400452e69170a729u, 0x3fd83ffff93a00a3u,
    0x3fd97b354bb9ad2au, 0x400417daae924e7fu, 0x3fd87ffffbdc91c1u, 0x3fd9c5782771b601u,
    0x4003ddf478855799u, 0x3fd8bffff6d215e6u, 0x3fda0ff6e0ea4a0bu, 0x4003a52b189a0989u,
    0x3fd9000002f734efu, 0x3fda5ab2736bf579u, 0x40036d75e9244ca6u, 0x3fd9400004eef8b4u,
    0x3fdaa5ab9fb6e3d0u, 0x400336ccc9089cb7u, 0x3fd98000041ec76au, 0x3fdaf0e35176c7e4u,
    0x40030127cb0b9506u, 0x3fd9c00008044e47u, 0x3fdb3c5a77071224u, 0x4002cc7f50d75ec7u,
    0x3fda000001f8235bu, 0x3fdb8811e725782eu, 0x400298cc18fbfb37u, 0x3fda3ffffb8c6f08u,
    0x3fdbd40a97b086f3u, 0x40026607154de04bu, 0x3fda7ffffb3d63e1u, 0x3fdc20457d9a3b8au,
    0x400234297e60bfbbu, 0x3fdabffff5f45c48u, 0x3fdc6cc37b8d45e6u, 0x4002032cdb1ace69u,
    0x3fdb00000508b34cu, 0x3fdcb985a27e8d37u, 0x4001d30ad4459a2bu, 0x3fdb40000a84710cu,
    0x3fdd068cc3e50155u, 0x4001a3bd775034ddu, 0x3fdb7ffff692e9d8u, 0x3fdd53d9c49d6627u,
    0x4001753efe18066au, 0x3fdbc0000280f14du, 0x3fdda16de4e81013u, 0x40014789a38ea052u,
    0x3fdc0000001121d1u, 0x3fddef49eac018f0u, 0x40011a9820b8be0cu, 0x3fdc3ffffef662aau,
    0x3fde3d6eea0c7070u, 0x4000ee6532f46ccdu, 0x3fdc800009845818u, 0x3fde8bddf36a8b1bu,
    0x4000c2ebcac73476u, 0x3fdcbffffb0493bfu, 0x3fdeda97e0c60d10u, 0x40009827251c7836u,
    0x3fdcfffffd52961fu, 0x3fdf299defb3e44bu, 0x40006e1274e459f5u, 0x3fdd3ffffe2319a4u,
    0x3fdf78f117139490u, 0x400044a93e737e94u, 0x3fdd7ffffa4de596u, 0x3fdfc892638f49e8u,
    0x40001be7231057a5u, 0x3fddbffffe729a69u, 0x3fe00c417c6ab019u, 0x3fffe78fbf612660u,
    0x3fde000009d66802u, 0x3fe03461f6b883cfu, 0x3fff988ebc05a87cu, 0x3fde3ffffb211657u,
    0x3fe05cab191db8e8u, 0x3fff4ac37bcfe6beu, 0x3fde80000a3f068au, 0x3fe0851d95fb54f0u,
    0x3ffefe26144ca408u, 0x3fdec00001adb060u, 0x3fe0adb9dc7b54f9u, 0x3ffeb2af5ebe52a7u,
    0x3fdeffffff5c0d01u, 0x3fe0d68092550a8du, 0x3ffe68580d71fdf0u, 0x3fdf3ffff93d5fccu,
    0x3fe0ff7245cb4374u, 0x3ffe1f193cce5040u, 0x3fdf7ffffa0dd18fu, 0x3fe1288f944dd508u,
    0x3ffdd6ec298b874du, 0x3fdfbffffd3a9f1au, 0x3fe151d913750f3eu, 0x3ffd8fca5806a27eu,
    0x3fdffffffc481400u, 0x3fe17b4f598944cau, 0x3ffd49ad82532170u, 0x3fe01fffff53786cu,
    0x3fe1a4f307d83d47u, 0x3ffd048f851bffebu, 0x3fe03ffffee301b7u, 0x3fe1cec4b8a6a382u,
    0x3ffcc06a7c519db6u, 0x3fe06000006e36bfu, 0x3fe1f8c5114eb8beu, 0x3ffc7d38a34d6786u,
    0x3fe07ffffd60aa43u, 0x3fe222f4abeccecbu, 0x3ffc3af477342ac4u, 0x3fe0a000037762e8u,
    0x3fe24d543f99efe8u, 0x3ffbf99875f54fabu, 0x3fe0bfffff1c6921u, 0x3fe277e4598e35d0u,
    0x3ffbb91f8addd186u, 0x3fe0dfffff07154bu, 0x3fe2a2a5b6bc3986u, 0x3ffb79848301646du,
    0x3fe1000002fcdda4u, 0x3fe2cd9902a59f1eu, 0x3ffb3ac2705219bfu, 0x3fe1200001ce1140u,
    0x3fe2f8bedf0a67c2u, 0x3ffafcd49ab8ae2au, 0x3fe1400004d0f355u, 0x3fe3241808fcc7bfu,
    0x3ffabfb6497b9a36u, 0x3fe1600000fb0c8au, 0x3fe34fa52471618bu, 0x3ffa83630d26d117u,
    0x3fe18000026f10b3u, 0x3fe37b66f7579056u, 0x3ffa47d66b4cf4b1u, 0x3fe19ffffd0978f8u,
    0x3fe3a75e290cc78cu, 0x3ffa0d0c36c21315u, 0x3fe1bffffd94840bu, 0x3fe3d38b85b4e4a4u,
    0x3ff9d30032f2ecefu, 0x3fe1dffffbda1ea1u, 0x3fe3ffefbf3cee2fu, 0x3ff999ae6770fed8u,
    0x3fe1fffffc989533u, 0x3fe42c8b9c27900cu, 0x3ff96112e0d9f1acu, 0x3fe22000012b8d26u,
    0x3fe4595fe11975cau, 0x3ff92929cdaa4e80u, 0x3fe2400004f4d6afu, 0x3fe4866d4d224131u,
    0x3ff8f1ef815c34e8u, 0x3fe25ffffcc07bdau, 0x3fe4b3b498b7d010u, 0x3ff8bb6073e7ffa1u,
    0x3fe28000042d9639u, 0x3fe4e136b64540d1u, 0x3ff88578f4374938u, 0x3fe2a00003be29a0u,
    0x3fe50ef452bffd96u, 0x3ff85035c0042c06u, 0x3fe2bffffaa91f12u, 0x3fe53cee3e2f4e0du,
    0x3ff81b938542df07u, 0x3fe2dffffe884891u, 0x3fe56b256c1a2470u, 0x3ff7e78ee422ea70u,
    0x3fe2fffffe87152bu, 0x3fe5999a9beaaaa1u, 0x3ff7b424d18fe9b3u, 0x3fe31fffffc1a721u,
    0x3fe5c84eafe0e564u, 0x3ff78152338db8d4u, 0x3fe33fffff70a372u, 0x3fe5f74282191d64u,
    0x3ff74f141122bcaeu, 0x3fe360000436e836u, 0x3fe62676fde6ccffu, 0x3ff71d677644252cu,
    0x3fe37ffffcbe9641u, 0x3fe655ecee9ffdafu, 0x3ff6ec49a6fc0515u, 0x3fe39fffffb6d6cau,
    0x3fe685a55e67a1e1u, 0x3ff6bbb7bc2ae969u, 0x3fe3c00004934fecu, 0x3fe6b5a12cc07d75u,
    0x3ff68baf10b02ef8u, 0x3fe3e00003f5cf7fu, 0x3fe6e5e13e59def6u, 0x3ff65c2d0e61500fu,
    0x3fe4000005280ad9u, 0x3fe7166691ab4c3eu, 0x3ff62d2f19f01c90u, 0x3fe42000049efb65u,
    0x3fe7473218af3b9du, 0x3ff5feb2b86465e4u, 0x3fe440000035ccb6u, 0x3fe77844cb4ff1e5u,
    0x3ff5d0b57c455428u, 0x3fe4600003346717u, 0x3fe7a99fba258778u, 0x3ff5a334f4392254u,
    0x3fe4800003002575u, 0x3fe7db43d836768fu, 0x3ff5762edcf97e0cu, 0x3fe4a000055bf381u,
    0x3fe80d3235edeefau, 0x3ff549a0ea46e31fu, 0x3fe4c00004ce10e3u, 0x3fe83f6bd67dc1a8u,
    0x3ff51d88ed82bcc4u, 0x3fe4e000016c60e1u, 0x3fe871f1ca0aaf31u, 0x3ff4f1e4bdacbf16u,
    0x3fe4ffffff966f0au, 0x3fe8a4c52bff2daeu, 0x3ff4c6b23917657eu, 0x3fe520000076e6ebu,
    0x3fe8d7e7175651e8u, 0x3ff49bef4f459b05u, 0x3fe5400003d12d3bu, 0x3fe90b58a976ed56u,
    0x3ff47199fdf24af4u, 0x3fe55ffffce7fa8du, 0x3fe93f1af03a3a09u, 0x3ff447b05f13234bu,
    0x3fe580000331b46au, 0x3fe9732f38e83134u, 0x3ff41e3068d8b41bu, 0x3fe59ffffc14848eu,
    0x3fe9a7968471b489u, 0x3ff3f5185de3aa73u, 0x3fe5bffffb7cd395u, 0x3fe9dc5224a8b955u,
    0x3ff3cc664f8fff15u, 0x3fe5e000000dcc40u, 0x3fea11634df5b93eu, 0x3ff3a41875853228u,
    0x3fe6000002efd2fcu, 0x3fea46cb30d16323u, 0x3ff37c2d187962aeu, 0x3fe61ffffeb8088au,
    0x3fea7c8b053920c0u, 0x3ff354a2891769a9u, 0x3fe6400000f3ca06u, 0x3feab2a428a1911au,
    0x3ff32d770a6f0a4au, 0x3fe65ffffe9ec2f4u, 0x3feae917d4ce7239u, 0x3ff306a90751a948u,
    0x3fe6800003d43966u, 0x3feb1fe7708b998au, 0x3ff2e036d7a153c7u, 0x3fe69ffffab67783u,
    0x3feb57142e575464u, 0x3ff2ba1f05006cb6u, 0x3fe6bffffcb65f89u, 0x3feb8e9f981efd2fu,
    0x3ff2945fe948d9f7u, 0x3fe6dffffc5609a9u, 0x3febc68afaed6ff1u, 0x3ff26ef81533411eu,
    0x3fe6fffffc4eef86u, 0x3febfed7c62205feu, 0x3ff249e60e70978cu, 0x3fe72000004d98b3u,
    0x3fec3787716968adu, 0x3ff2252861be7751u, 0x3fe73ffffc155075u, 0x3fec709b5ec6fd4eu,
    0x3ff200bdb5d53311u, 0x3fe760000498c203u, 0x3fecaa15323d08c1u, 0x3ff1dca493433f65u,
    0x3fe77fffff1e5636u, 0x3fece3f64147c12cu, 0x3ff1b8dbbfe294a8u, 0x3fe7a0000226d45au,
    0x3fed1e404120eb7fu, 0x3ff19561d15f8278u, 0x3fe7c0000250a5aau, 0x3fed58f4b112a1e1u,
    0x3ff172358a59d565u, 0x3fe7e0000482f82eu, 0x3fed94153576bdf0u, 0x3ff14f55a22a1c5bu,
    0x3fe800000205003eu, 0x3fedcfa364d69ff7u, 0x3ff12cc0e37eb26fu, 0x3fe81ffffbf99411u,
    0x3fee0ba0ebf98f51u, 0x3ff10a7616ddd5d6u, 0x3fe840000248e3a3u, 0x3fee480f9bb7f565u,
    0x3ff0e873fb84e05cu, 0x3fe860000145c157u, 0x3fee84f10a10b3abu, 0x3ff0c6b97cbd7b1eu,
    0x3fe88000022631b9u, 0x3feec2470be1f047u, 0x3ff0a5456d0b3ee6u, 0x3fe8a000045f7828u,
    0x3fef00136c45ba1cu, 0x3ff08416af2a0f09u, 0x3fe8bfffffc686cfu, 0x3fef3e57f03c824bu,
    0x3ff0632c33502220u, 0x3fe8dffffd8644c6u, 0x3fef7d168774261du, 0x3ff04284dd5b3019u,
    0x3fe8fffffe4e7937u, 0x3fefbc511a99a641u, 0x3ff0221f9f69840bu, 0x3fe920000435251fu,
    0x3feffc099eb22390u, 0x3ff001fb6f7c51e8u};
static const uint64_t jaxcore_i_tan_d[5] = {0x3f82385a3cf2e4eau, 0x3f9664ed49cfc666u,
                                            0x3faba1ba1cdb8745u, 0x3fc11111111107c6u,
                                            0x3fd5555555555555u}; /* d11, d9, d7, d5, d3 */
#define JAXCORE_I_TAN_E0 0x3fd5555555554dbdu
#define JAXCORE_I_TAN_E1 0x3fc11112e0a6b45fu

/* glibc's tan over a float64 arithmetic Q (jaxcore_i_sf's operations, values T; S: storage
   and attributes), written once for the software float (NAME jaxcore_i_tan) and, on x86 CPUs
   with FMA, SSE2's scalar float64 (jaxcore_i_hd_tan). f: glibc's FMA build.
   NAME##_poly: P(x^2) = d3 + ... + d11 x^8 for |x| <= 0.0608, *x3 = x * x^2;
   NAME##_tab: the table method for |y + yy| in (0.0608, 0.787] (y = |x| hi part): the entry
   x_i, tan x_i, cot x_i and *pz, tan(z) - z's approximation;
   NAME##_red: a = t - xn c, *e = (t - a) - xn c (GCC contracts both in the FMA build);
   NAME##_eadd: z + zz = x + y, renormalized (glibc's EADD);
   NAME##_tail: tan(a + da) for |a| <= 0.787, or -cot(a + da) for odd n;
   NAME##_mid: tan x for 1.259e-8 < |x| <= 1e8 (x - n pi/2 in double-double, pi/2 in three
   parts up to 25, four beyond). */
#define JAXCORE_I_TAN64(NAME, Q, S, T)                                                             \
    S T NAME##_poly(T x, T *x3, int f) {                                                           \
        T x2 = Q##_mul(x, x), t = Q##_b(jaxcore_i_tan_d[0]);                                       \
        int i;                                                                                     \
        for (i = 1; i < 5; ++i)                                                                    \
            t = Q##_mad(x2, t, Q##_b(jaxcore_i_tan_d[i]), f);                                      \
        *x3 = Q##_mul(x, x2);                                                                      \
        return t;                                                                                  \
    }                                                                                              \
    S const uint64_t *NAME##_tab(T y, T yy, T *pz, int f) {                                        \
        T k = Q##_mad(y, Q##_b(0x4070000000000000u), Q##_b(0xc02f000000000000u), f), z, z2;        \
        const uint64_t *E = jaxcore_i_tan_xfg + 3 * (size_t)Q##_toint(k); /* 256 y - 15.5 */       \
        z = Q##_add(Q##_sub(y, Q##_b(E[0])), yy);                                                  \
        z2 = Q##_mul(z, z);                                                                        \
        *pz = Q##_mad(Q##_mul(z, z2),                                                              \
                      Q##_mad(z2, Q##_b(JAXCORE_I_TAN_E1), Q##_b(JAXCORE_I_TAN_E0), f), z, f);     \
        return E;                                                                                  \
    }                                                                                              \
    S T NAME##_red(T t, T xn, uint64_t c, T *e, int f) {                                           \
        T a, p, nx = Q##_b(Q##_bits(xn) ^ JAXCORE_I_SB);                                           \
        if (f) {                                                                                   \
            a = Q##_mad(nx, Q##_b(c), t, 1);                                                       \
            *e = Q##_mad(nx, Q##_b(c), Q##_sub(t, a), 1);                                          \
            return a;                                                                              \
        }                                                                                          \
        p = Q##_mul(xn, Q##_b(c));                                                                 \
        a = Q##_sub(t, p);                                                                         \
        *e = Q##_sub(Q##_sub(t, a), p);                                                            \
        return a;                                                                                  \
    }                                                                                              \
    S T NAME##_eadd(T x, T y, T *zz) {                                                             \
        T z = Q##_add(x, y);                                                                       \
        *zz = (Q##_bits(x) & ~JAXCORE_I_SB) > (Q##_bits(y) & ~JAXCORE_I_SB)                        \
                  ? Q##_add(Q##_sub(x, z), y)                                                      \
                  : Q##_add(Q##_sub(y, z), x);                                                     \
        return z;                                                                                  \
    }                                                                                              \
    S uint64_t NAME##_tail(T a, T da, int n, int f) {                                              \
        T one = Q##_b(JAXCORE_I_ONE), t, y, pz, db, b, c, u, uu, cc;                               \
        const uint64_t *E;                                                                         \
        uint64_t sg = Q##_bits(a) & JAXCORE_I_SB;                                                  \
        if ((Q##_bits(a) & ~JAXCORE_I_SB) > 0x3faf212d00000000u) { /* the table */                 \
            E = NAME##_tab(Q##_b(Q##_bits(a) ^ sg), Q##_b(Q##_bits(da) ^ sg), &pz, f);             \
            t = Q##_mul(Q##_add(Q##_b(E[1]), Q##_b(E[2])), pz);                                    \
            if (n) /* -cot: g - pz (f + g) / (f + pz), times -sign(a) */                           \
                return Q##_bits(Q##_sub(Q##_b(E[2]), Q##_div(t, Q##_add(pz, Q##_b(E[1]))))) ^ sg ^ \
                       JAXCORE_I_SB;                                                               \
            return Q##_bits(Q##_add(Q##_div(t, Q##_sub(Q##_b(E[2]), pz)), Q##_b(E[1]))) ^ sg;      \
        }                                                                                          \
        t = NAME##_poly(a, &y, f);                                                                 \
        t = Q##_mad(y, t, da, f); /* da + a^3 P */                                                 \
        if (!n) return Q##_bits(Q##_add(a, t));                                                    \
        /* -1 / (a + t) in double-double: EADD, then DIV2 of 1 by (b, db) */                       \
        b = NAME##_eadd(a, t, &db);                                                                \
        c = Q##_div(one, b);                                                                       \
        u = Q##_mul(c, b);                                                                         \
        if (f) {                                                                                   \
            uu = Q##_mad(c, b, Q##_b(Q##_bits(u) ^ JAXCORE_I_SB), 1);                              \
        } else { /* Dekker: c and b split by 2^27 + 1 */                                           \
            T sp = Q##_b(0x41a0000002000000u), p = Q##_mul(sp, c), hc, tc, hb, tb, q;              \
            hc = Q##_add(Q##_sub(c, p), p);                                                        \
            tc = Q##_sub(c, hc);                                                                   \
            p = Q##_mul(sp, b);                                                                    \
            hb = Q##_add(Q##_sub(b, p), p);                                                        \
            tb = Q##_sub(b, hb);                                                                   \
            p = Q##_mul(hc, hb);                                                                   \
            q = Q##_add(Q##_mul(hc, tb), Q##_mul(tc, hb));                                         \
            u = Q##_add(p, q);                                                                     \
            uu = Q##_add(Q##_add(Q##_sub(p, u), q), Q##_mul(tc, tb));                              \
        }                                                                                          \
        cc = Q##_add(Q##_sub(Q##_sub(one, u), uu), Q##_b(0));                                      \
        cc = Q##_div(Q##_mad(Q##_b(Q##_bits(c) ^ JAXCORE_I_SB), db, cc, f), b);                    \
        y = Q##_add(c, cc); /* z = c + cc, zz = (c - z) + cc, y = z + zz */                        \
        return Q##_bits(Q##_add(Q##_add(Q##_sub(c, y), cc), y)) ^ JAXCORE_I_SB;                    \
    }                                                                                              \
    S uint64_t NAME##_mid(uint64_t xb, int f) {                                                    \
        uint64_t w = xb & ~JAXCORE_I_SB;                                                           \
        T x = Q##_b(xb), t, y, xn, t1, a, da, nx;                                                  \
        int n;                                                                                     \
        if (w <= 0x3faf212d00000000u) { /* 0.0608: x + x^3 P */                                    \
            t = NAME##_poly(x, &y, f);                                                             \
            return Q##_bits(Q##_mad(y, t, x, f));                                                  \
        }                                                                                          \
        if (w <= 0x3fe92f1a00000000u) return NAME##_tail(x, Q##_b(0), 0, f); /* 0.787 */           \
        t = Q##_mad(x, Q##_b(0x3fe45f306dc9c883u), Q##_b(0x4338000000000000u), f);                 \
        n = (int)(Q##_bits(t) & 1);                                                                \
        xn = Q##_sub(t, Q##_b(0x4338000000000000u));                                               \
        nx = Q##_b(Q##_bits(xn) ^ JAXCORE_I_SB);                                                   \
        t1 = Q##_mad(nx, Q##_b(0x3ff921fb58000000u), x, f);                                        \
        t1 = Q##_mad(nx, Q##_b(0xbe4dde973c000000u), t1, f);                                       \
        /* |x| <= 25: a + da = t1 - xn mp3; else t1 - xn pp3 - xn pp4 (pp3 + pp4 = mp3 + more      \
           bits), then renormalized */                                                             \
        a = NAME##_red(                                                                            \
            t1, xn, w > 0x4039000000000000u ? 0xbc8cb3b398000000u : 0xbc8cb3b399d747f2u, &da, f);  \
        if (w > 0x4039000000000000u) {                                                             \
            a = NAME##_red(a, xn, 0xbacd747f23e32ed7u, &t1, f);                                    \
            a = NAME##_eadd(a, Q##_add(t1, da), &da);                                              \
        }                                                                                          \
        return NAME##_tail(a, da, n, f);                                                           \
    }
JAXCORE_I_TAN64(jaxcore_i_tan, jaxcore_i_sf, JAXCORE_I_PRIVATE, uint64_t)
/* 2/pi in base 2^24, 75 digits (1800 bits): glibc's toverp, which tools/glibc_tables.py
   prints from a libm */
static const uint32_t jaxcore_i_tan_2opi[75] = {
    10680707u, 7228996u,  1387004u,  2578385u,  16069853u, 12639074u, 9804092u,  4427841u,
    16666979u, 11263675u, 12935607u, 2387514u,  4345298u,  14681673u, 3074569u,  13734428u,
    16653803u, 1880361u,  10960616u, 8533493u,  3062596u,  8710556u,  7349940u,  6258241u,
    3772886u,  3769171u,  3798172u,  8675211u,  12450088u, 3874808u,  9961438u,  366607u,
    15675153u, 9132554u,  7151469u,  3571407u,  2607881u,  12013382u, 4155038u,  6285869u,
    7677882u,  13102053u, 15825725u, 473591u,   9065106u,  15363067u, 6271263u,  9264392u,
    5636912u,  4652155u,  7056368u,  13614112u, 10155062u, 1944035u,  9527646u,  15080200u,
    6658437u,  6231200u,  6832269u,  16767104u, 5075751u,  3212806u,  1398474u,  7579849u,
    6349435u,  12618859u, 4703257u,  12806093u, 14477321u, 2786137u,  12875403u, 9837734u,
    14528324u, 13719321u, 343717u};
/* a + da = x - n pi/2 for a finite |x| > 1e8, n's parity returned: glibc's reduction of huge
   arguments (branred.c, compiled without contraction in both builds). x 2^-600 is split in
   two (Veltkamp, by 2^27 + 1); each half is multiplied by the six base-2^24 digits of 2/pi that
   matter at its exponent (exact products), integer parts are taken out with 1.5 2^52 and multiples
   of 4 with 1.5 2^54, and the fractions are summed; the sum of both halves' fractions, brought into
   [-1/2, 1/2], times pi/2 in double-double (hp0 + hp1, mp1 + mp2 with the 2^27 + 1 split). Not
   inlined: its arrays stay out of the frame of jaxcore_i_tan64, whose other callees are
   deeper (the Cortex-M4 stack bound). */
JAXCORE_I_NOINLINE int jaxcore_i_tan_branred(uint64_t x, uint64_t *a, uint64_t *da) {
    const uint64_t big = 0x4338000000000000u, big1 = 0x4358000000000000u,
                   split = 0x41a0000002000000u, half = 0x3fe0000000000000u;
    /* pi/2 as hp0 + hp1, and as mp1 + mp2 with mp1's last 27 bits zero */
    const uint64_t hp0 = 0x3ff921fb54442d18u, hp1 = 0x3c91a62633145c07u, mp1 = 0x3ff921fb58000000u,
                   mp2 = 0xbe4dde9740000000u;
    uint64_t part[2], b[2], bb[2], sum[2], r[6], s, t, u, t1, t2;
    int h, i, k;
    x = jaxcore_i_f64_mul(x, 0x1a70000000000000u); /* 2^-600 */
    t = jaxcore_i_f64_mul(x, split);
    part[0] = jaxcore_i_f64_sub(t, jaxcore_i_f64_sub(t, x));
    part[1] = jaxcore_i_f64_sub(x, part[0]);
    for (h = 0; h < 2; ++h) {
        uint64_t g;
        k = ((int)((part[h] >> 52) & 2047) - 450) / 24; /* C's division: toward zero */
        if (k < 0) k = 0;
        g = 0x63f0000000000000u - ((uint64_t)(24 * k) << 52); /* 2^(576 - 24 k) */
        for (i = 0; i < 6; ++i) {
            r[i] = jaxcore_i_f64_mul(
                jaxcore_i_f64_mul(part[h], jaxcore_i_f64_from_int(jaxcore_i_tan_2opi[k + i])), g);
            g = jaxcore_i_f64_mul(g, 0x3e70000000000000u); /* 2^-24 */
        }
        sum[h] = 0;
        for (i = 0; i < 3; ++i) { /* integer parts out */
            s = jaxcore_i_f64_sub(jaxcore_i_f64_add(r[i], big), big);
            sum[h] = jaxcore_i_f64_add(sum[h], s);
            r[i] = jaxcore_i_f64_sub(r[i], s);
        }
        t = 0;
        for (i = 5; i >= 0; --i)
            t = jaxcore_i_f64_add(t, r[i]);
        u = jaxcore_i_f64_sub(r[0], t); /* what the sum lost */
        for (i = 1; i < 6; ++i)
            u = jaxcore_i_f64_add(u, r[i]);
        s = jaxcore_i_f64_sub(jaxcore_i_f64_add(t, big), big);
        sum[h] = jaxcore_i_f64_add(sum[h], s);
        t = jaxcore_i_f64_sub(t, s);
        b[h] = jaxcore_i_f64_add(t, u);
        bb[h] = jaxcore_i_f64_add(jaxcore_i_f64_sub(t, b[h]), u);
        s = jaxcore_i_f64_sub(jaxcore_i_f64_add(sum[h], big1), big1);
        sum[h] = jaxcore_i_f64_sub(sum[h], s);
    }
    sum[0] = jaxcore_i_f64_add(sum[0], sum[1]);
    t = jaxcore_i_f64_add(b[0], b[1]);
    u = (b[0] & ~JAXCORE_I_SB) > (b[1] & ~JAXCORE_I_SB)
            ? jaxcore_i_f64_add(jaxcore_i_f64_sub(b[0], t), b[1])
            : jaxcore_i_f64_add(jaxcore_i_f64_sub(b[1], t), b[0]);
    if (jaxcore_i_lt64(half, t)) {
        t = jaxcore_i_f64_sub(t, JAXCORE_I_ONE);
        sum[0] = jaxcore_i_f64_add(sum[0], JAXCORE_I_ONE);
    } else if (jaxcore_i_lt64(t, half ^ JAXCORE_I_SB)) {
        t = jaxcore_i_f64_add(t, JAXCORE_I_ONE);
        sum[0] = jaxcore_i_f64_sub(sum[0], JAXCORE_I_ONE);
    }
    s = jaxcore_i_f64_add(t, jaxcore_i_f64_add(jaxcore_i_f64_add(u, bb[0]), bb[1]));
    u = jaxcore_i_f64_add(jaxcore_i_f64_add(jaxcore_i_f64_sub(t, s), u),
                          jaxcore_i_f64_add(bb[0], bb[1]));
    t = jaxcore_i_f64_mul(s, split);
    t1 = jaxcore_i_f64_sub(t, jaxcore_i_f64_sub(t, s));
    t2 = jaxcore_i_f64_sub(s, t1);
    t = jaxcore_i_f64_mul(s, hp0);
    /* ((t1 mp1 - t) + t1 mp2 + t2 mp1) + (t2 mp2 + s hp1 + u hp0) */
    b[0] = jaxcore_i_f64_sub(jaxcore_i_f64_mul(t1, mp1), t);
    b[0] = jaxcore_i_f64_add(b[0], jaxcore_i_f64_mul(t1, mp2));
    b[0] = jaxcore_i_f64_add(b[0], jaxcore_i_f64_mul(t2, mp1));
    b[1] = jaxcore_i_f64_add(jaxcore_i_f64_mul(t2, mp2), jaxcore_i_f64_mul(s, hp1));
    b[1] = jaxcore_i_f64_add(b[1], jaxcore_i_f64_mul(u, hp0));
    u = jaxcore_i_f64_add(b[0], b[1]);
    s = jaxcore_i_f64_add(t, u);
    *a = s;
    *da = jaxcore_i_f64_add(jaxcore_i_f64_sub(t, s), u);
    return (int)(jaxcore_i_f64_to_int(sum[0]) & 1);
}
JAXCORE_I_PRIVATE uint64_t jaxcore_i_tan64(uint64_t x, int f) {
    uint64_t w = x & ~JAXCORE_I_SB, a, da;
    int n;
    if (w > 0x7ff0000000000000u) return x | 0x0008000000000000u;  /* NaN: x - x, quieted */
    if (w == 0x7ff0000000000000u) return 0xfff8000000000000u;     /* inf - inf on x86 */
    if (w <= 0x3e4b096c00000000u) return x;                       /* 1.259e-8 */
    if (w <= 0x4197d78400000000u) return jaxcore_i_tan_mid(x, f); /* 1e8 */
    n = jaxcore_i_tan_branred(x, &a, &da);
    a = jaxcore_i_tan_eadd(a, da, &da);
    return jaxcore_i_tan_tail(a, da, n, f);
}

/* powf: XLA:CPU lowers a float32 pow to a call of the C library's powf; on Linux x86-64 that
   is glibc's (2.28 and later, from ARM's optimized-routines): log2 x in double (16-entry
   table, degree-5 polynomial), times y, exp2 in double (32-entry table, degree-3
   polynomial), one rounding to float32. fused: glibc's FMA build (the multiply-adds GCC
   contracts, read from libm's assembly), else its plain build. Tables: glibc's published
   __powf_log2_data and __exp2f_data (read from glibc 2.36's libm). Handled here for x > 0
   finite (a subnormal x reads as 0 in glibc's rescaling under DAZ, as XLA:CPU runs) and y
   finite nonzero, the samplers' case: its one caller, jaxcore_i_gpow, settles every other
   pair first (jaxcore_i_pow_special). FTZ on the result. */
static const uint64_t jaxcore_i_powf_log2_tab[32] = {
    0x3ff661ec79f8f3beu, 0xbfdefec65b963019u, 0x3ff571ed4aaf883du, 0xbfdb0b6832d4fca4u,
    0x3ff49539f0f010b0u, 0xbfd7418b0a1fb77bu, 0x3ff3c995b0b80385u, 0xbfd39de91a6dcf7bu,
    0x3ff30d190c8864a5u, 0xbfd01d9bf3f2b631u, 0x3ff25e227b0b8ea0u, 0xbfc97c1d1b3b7af0u,
    0x3ff1bb4a4a1a343fu, 0xbfc2f9e393af3c9fu, 0x3ff12358f08ae5bau, 0xbfb960cbbf788d5cu,
    0x3ff0953f419900a7u, 0xbfaa6f9db6475fceu, 0x3ff0000000000000u, 0x0000000000000000u,
    0x3fee608cfd9a47acu, 0x3fb338ca9f24f53du, 0x3feca4b31f026aa0u, 0x3fc476a9543891bau,
    0x3feb2036576afce6u, 0x3fce840b4ac4e4d2u, 0x3fe9c2d163a1aa2du, 0x3fd40645f0c6651cu,
    0x3fe886e6037841edu, 0x3fd88e9c2c1b9ff8u, 0x3fe767dcf5534862u, 0x3fdce0a44eb17bccu};
static const uint64_t jaxcore_i_powf_log2_poly[5] = {0x3fd27616c9496e0bu, 0xbfd71969a075c67au,
                                                     0x3fdec70a6ca7baddu, 0xbfe7154748bef6c8u,
                                                     0x3ff71547652ab82bu};
static const uint64_t jaxcore_i_exp2f_tab[32] = {
    0x3ff0000000000000u, 0x3fefd9b0d3158574u, 0x3fefb5586cf9890fu, 0x3fef9301d0125b51u,
    0x3fef72b83c7d517bu, 0x3fef54873168b9aau, 0x3fef387a6e756238u, 0x3fef1e9df51fdee1u,
    0x3fef06fe0a31b715u, 0x3feef1a7373aa9cbu, 0x3feedea64c123422u, 0x3feece086061892du,
    0x3feebfdad5362a27u, 0x3feeb42b569d4f82u, 0x3feeab07dd485429u, 0x3feea47eb03a5585u,
    0x3feea09e667f3bcdu, 0x3fee9f75e8ec5f74u, 0x3feea11473eb0187u, 0x3feea589994cce13u,
    0x3feeace5422aa0dbu, 0x3feeb737b0cdc5e5u, 0x3feec49182a3f090u, 0x3feed503b23e255du,
    0x3feee89f995ad3adu, 0x3feeff76f2fb5e47u, 0x3fef199bdd85529cu, 0x3fef3720dcef9069u,
    0x3fef5818dcfba487u, 0x3fef7c97337b9b5fu, 0x3fefa4afa2a490dau, 0x3fefd0765b6e4540u};
static const uint64_t jaxcore_i_exp2f_poly[3] = {0x3fac6af84b912394u, 0x3fcebfce50fac4f3u,
                                                 0x3fe62e42ff0c52d6u};
#define JAXCORE_I_EXP2F_SHIFT 0x42e8000000000000u

/* for the arithmetics Q (jaxcore_i_sf); the final rounding to float32 on the bits (x86's FTZ
   would flush a result that rounds up to FLT_MIN) */
#define JAXCORE_I_POWF(NAME, Q, S, T)                                                              \
    S uint32_t NAME(uint32_t x, uint32_t y, int f) {                                               \
        const uint64_t *A = jaxcore_i_powf_log2_poly, *C = jaxcore_i_exp2f_poly;                   \
        uint32_t ix = x < 0x00800000u ? (uint32_t)0 - (23u << 23) : x; /* x 2^23 reads 0 (DAZ) */  \
        uint32_t tmp = ix - 0x3f330000u, top = tmp & 0xff800000u;                                  \
        int i = (int)((tmp >> 19) % 16), k = (int)(top >> 23) - ((top >> 31) ? 512 : 0);           \
        T r, yl, r2, q, p, z, kd, ylogx;                                                           \
        uint64_t yb, ki;                                                                           \
        r = Q##_mad(Q##_b(JAXCORE_I_W32(ix - top)), Q##_b(jaxcore_i_powf_log2_tab[2 * i]),         \
                    Q##_b(0xbff0000000000000u), f); /* z / c - 1 */                                \
        yl = Q##_add(Q##_b(jaxcore_i_powf_log2_tab[2 * i + 1]), Q##_int(k));                       \
        r2 = Q##_mul(r, r);                                                                        \
        q = Q##_mad(Q##_b(A[0]), r, Q##_b(A[1]), f);                                               \
        p = Q##_mad(Q##_b(A[2]), r, Q##_b(A[3]), f);                                               \
        yl = Q##_mad(Q##_b(A[4]), r, yl, f);                                                       \
        yl = Q##_mad(p, r2, yl, f);                                                                \
        yl = Q##_mad(q, Q##_mul(r2, r2), yl, f); /* log2 x */                                      \
        ylogx = Q##_mul(Q##_b(JAXCORE_I_W32(y)), yl);                                              \
        yb = Q##_bits(ylogx);                                                                      \
        if (((yb >> 47) & 0xffffu) >= 0x80bfu) { /* |y log2 x| >= 126 */                           \
            if (jaxcore_i_lt64(0x405fffffffd1d571u, yb)) return 0x7f800000u; /* overflow */        \
            if (!jaxcore_i_lt64(0xc062c00000000000u, yb)) return 0;          /* <= -150 */         \
            if (jaxcore_i_lt64(yb, 0xc062a00000000000u)) return 0; /* < -149: 2^-149, FTZ */       \
        }                                                                                          \
        kd = Q##_add(ylogx, Q##_b(JAXCORE_I_EXP2F_SHIFT));                                         \
        ki = Q##_bits(kd);                                                                         \
        kd = Q##_sub(kd, Q##_b(JAXCORE_I_EXP2F_SHIFT));                                            \
        r = Q##_sub(ylogx, kd);                                                                    \
        z = Q##_mad(Q##_b(C[0]), r, Q##_b(C[1]), f);                                               \
        r2 = Q##_mul(r, r);                                                                        \
        q = Q##_mad(Q##_b(C[2]), r, Q##_b(JAXCORE_I_ONE), f);                                      \
        q = Q##_mad(z, r2, q, f);                                                                  \
        q = Q##_mul(q, Q##_b(jaxcore_i_exp2f_tab[ki % 32] + (ki << 47)));                          \
        return jaxcore_i_f32_daz((uint32_t)jaxcore_i_narrow(Q##_bits(q), JAXCORE_I_F32));          \
    }
JAXCORE_I_POWF(jaxcore_i_powf32, jaxcore_i_sf, JAXCORE_I_PRIVATE, uint64_t)

/* pow, float64: XLA:CPU lowers a float64 pow to a call of the C library's pow; on Linux x86-64
   that is glibc's (2.28 and later, from ARM's optimized-routines): log x in double-double
   (x = 2^k z, r = z/c - 1 with c from a 128-entry table, k ln2 + log c + r in two parts, a
   degree-8 polynomial), times y in double-double, then exp of it with its tail (k/128 ln2 +
   r, 2^(k/128) from a 128-entry table as bits and a relative tail, a degree-5 polynomial),
   one rounding. fused: glibc's FMA build (its fma paths and the multiply-adds GCC contracts,
   read from libm's x86-64 assembly), else its plain build (exact splits instead of fma).
   Tables: glibc's published __pow_log_data and __exp_data (tools/glibc_tables.py prints
   them from a libm; these are glibc 2.36's). Handled for x > 0 finite and y finite nonzero
   (a subnormal x reads as 0 in glibc's x 2^52 rescaling under DAZ, as XLA:CPU runs, and a
   subnormal result flushes to 0); returns 0 with *ok = 0 otherwise. */
static const uint64_t jaxcore_i_pow_log_poly[7] = {
    0xbfe0000000000000u, 0xbfe5555555555560u, 0x3fe0000000000006u, 0x3fe999999959554eu,
    0xbfe555555529a47au, 0xbff2495b9b4845e9u, 0x3ff0002b8b263fc3u};
static const uint64_t jaxcore_i_pow_log_tab[384] = {
    0x3ff6a00000000000u, 0xbfd62c82f2b9c800u, 0x3cfab42428375680u, 0x3ff6800000000000u,
    0xbfd5d1bdbf580800u, 0xbd1ca508d8e0f720u, 0x3ff6600000000000u, 0xbfd5767717455800u,
    0xbd2362a4d5b6506du, 0x3ff6400000000000u, 0xbfd51aad872df800u, 0xbce684e49eb067d5u,
    0x3ff6200000000000u, 0xbfd4be5f95777800u, 0xbd041b6993293ee0u, 0x3ff6000000000000u,
    0xbfd4618bc21c6000u, 0x3d13d82f484c84ccu, 0x3ff5e00000000000u, 0xbfd404308686a800u,
    0x3cdc42f3ed820b3au, 0x3ff5c00000000000u, 0xbfd3a64c55694800u, 0x3d20b1c686519460u,
    0x3ff5a00000000000u, 0xbfd347dd9a988000u, 0x3d25594dd4c58092u, 0x3ff5800000000000u,
    0xbfd2e8e2bae12000u, 0x3d267b1e99b72bd8u, 0x3ff5600000000000u, 0xbfd2895a13de8800u,
    0x3d15ca14b6cfb03fu, 0x3ff5600000000000u, 0xbfd2895a13de8800u, 0x3d15ca14b6cfb03fu,
    0x3ff5400000000000u, 0xbfd22941fbcf7800u, 0xbd165a242853da76u, 0x3ff5200000000000u,
    0xbfd1c898c1699800u, 0xbd1fafbc68e75404u, 0x3ff5000000000000u, 0xbfd1675cababa800u,
    0x3d1f1fc63382a8f0u, 0x3ff4e00000000000u, 0xbfd1058bf9ae4800u, 0xbd26a8c4fd055a66u,
    0x3ff4c00000000000u, 0xbfd0a324e2739000u, 0xbd0c6bee7ef4030eu, 0x3ff4a00000000000u,
    0xbfd0402594b4d000u, 0xbcf036b89ef42d7fu, 0x3ff4a00000000000u, 0xbfd0402594b4d000u,
    0xbcf036b89ef42d7fu, 0x3ff4800000000000u, 0xbfcfb9186d5e4000u, 0x3d0d572aab993c87u,
    0x3ff4600000000000u, 0xbfcef0adcbdc6000u, 0x3d2b26b79c86af24u, 0x3ff4400000000000u,
    0xbfce27076e2af000u, 0xbd172f4f543fff10u, 0x3ff4200000000000u, 0xbfcd5c216b4fc000u,
    0x3d21ba91bbca681bu, 0x3ff4000000000000u, 0xbfcc8ff7c79aa000u, 0x3d27794f689f8434u,
    0x3ff4000000000000u, 0xbfcc8ff7c79aa000u, 0x3d27794f689f8434u, 0x3ff3e00000000000u,
    0xbfcbc286742d9000u, 0x3d194eb0318bb78fu, 0x3ff3c00000000000u, 0xbfcaf3c94e80c000u,
    0x3cba4e633fcd9066u, 0x3ff3a00000000000u, 0xbfca23bc1fe2b000u, 0xbd258c64dc46c1eau,
    0x3ff3a00000000000u, 0xbfca23bc1fe2b000u, 0xbd258c64dc46c1eau, 0x3ff3800000000000u,
    0xbfc9525a9cf45000u, 0xbd2ad1d904c1d4e3u, 0x3ff3600000000000u, 0xbfc87fa06520d000u,
    0x3d2bbdbf7fdbfa09u, 0x3ff3400000000000u, 0xbfc7ab890210e000u, 0x3d2bdb9072534a58u,
    0x3ff3400000000000u, 0xbfc7ab890210e000u, 0x3d2bdb9072534a58u, 0x3ff3200000000000u,
    0xbfc6d60fe719d000u, 0xbd10e46aa3b2e266u, 0x3ff3000000000000u, 0xbfc5ff3070a79000u,
    0xbd1e9e439f105039u, 0x3ff3000000000000u, 0xbfc5ff3070a79000u, 0xbd1e9e439f105039u,
    0x3ff2e00000000000u, 0xbfc526e5e3a1b000u, 0xbd20de8b90075b8fu, 0x3ff2c00000000000u,
    0xbfc44d2b6ccb8000u, 0x3d170cc16135783cu, 0x3ff2c00000000000u, 0xbfc44d2b6ccb8000u,
    0x3d170cc16135783cu, 0x3ff2a00000000000u, 0xbfc371fc201e9000u, 0x3cf178864d27543au,
    0x3ff2800000000000u, 0xbfc29552f81ff000u, 0xbd248d301771c408u, 0x3ff2600000000000u,
    0xbfc1b72ad52f6000u, 0xbd2e80a41811a396u, 0x3ff2600000000000u, 0xbfc1b72ad52f6000u,
    0xbd2e80a41811a396u, 0x3ff2400000000000u, 0xbfc0d77e7cd09000u, 0x3d0a699688e85bf4u,
    0x3ff2400000000000u, 0xbfc0d77e7cd09000u, 0x3d0a699688e85bf4u, 0x3ff2200000000000u,
    0xbfbfec9131dbe000u, 0xbd2575545ca333f2u, 0x3ff2000000000000u, 0xbfbe27076e2b0000u,
    0x3d2a342c2af0003cu, 0x3ff2000000000000u, 0xbfbe27076e2b0000u, 0x3d2a342c2af0003cu,
    0x3ff1e00000000000u, 0xbfbc5e548f5bc000u, 0xbd1d0c57585fbe06u, 0x3ff1c00000000000u,
    0xbfba926d3a4ae000u, 0x3d253935e85baac8u, 0x3ff1c00000000000u, 0xbfba926d3a4ae000u,
    0x3d253935e85baac8u, 0x3ff1a00000000000u, 0xbfb8c345d631a000u, 0x3d137c294d2f5668u,
    0x3ff1a00000000000u, 0xbfb8c345d631a000u, 0x3d137c294d2f5668u, 0x3ff1800000000000u,
    0xbfb6f0d28ae56000u, 0xbd269737c93373dau, 0x3ff1600000000000u, 0xbfb51b073f062000u,
    0x3d1f025b61c65e57u, 0x3ff1600000000000u, 0xbfb51b073f062000u, 0x3d1f025b61c65e57u,
    0x3ff1400000000000u, 0xbfb341d7961be000u, 0x3d2c5edaccf913dfu, 0x3ff1400000000000u,
    0xbfb341d7961be000u, 0x3d2c5edaccf913dfu, 0x3ff1200000000000u, 0xbfb16536eea38000u,
    0x3d147c5e768fa309u, 0x3ff1000000000000u, 0xbfaf0a30c0118000u, 0x3d2d599e83368e91u,
    0x3ff1000000000000u, 0xbfaf0a30c0118000u, 0x3d2d599e83368e91u, 0x3ff0e00000000000u,
    0xbfab42dd71198000u, 0x3d1c827ae5d6704cu, 0x3ff0e00000000000u, 0xbfab42dd71198000u,
    0x3d1c827ae5d6704cu, 0x3ff0c00000000000u, 0xbfa77458f632c000u, 0xbd2cfc4634f2a1eeu,
    0x3ff0c00000000000u, 0xbfa77458f632c000u, 0xbd2cfc4634f2a1eeu, 0x3ff0a00000000000u,
    0xbfa39e87b9fec000u, 0x3cf502b7f526feaau, 0x3ff0a00000000000u, 0xbfa39e87b9fec000u,
    0x3cf502b7f526feaau, 0x3ff0800000000000u, 0xbf9f829b0e780000u, 0xbd2980267c7e09e4u,
    0x3ff0800000000000u, 0xbf9f829b0e780000u, 0xbd2980267c7e09e4u, 0x3ff0600000000000u,
    0xbf97b91b07d58000u, 0xbd288d5493faa639u, 0x3ff0400000000000u, 0xbf8fc0a8b0fc0000u,
    0xbcdf1e7cf6d3a69cu, 0x3ff0400000000000u, 0xbf8fc0a8b0fc0000u, 0xbcdf1e7cf6d3a69cu,
    0x3ff0200000000000u, 0xbf7fe02a6b100000u, 0xbd19e23f0dda40e4u, 0x3ff0200000000000u,
    0xbf7fe02a6b100000u, 0xbd19e23f0dda40e4u, 0x3ff0000000000000u, 0x0000000000000000u,
    0x0000000000000000u, 0x3ff0000000000000u, 0x0000000000000000u, 0x0000000000000000u,
    0x3fefc00000000000u, 0x3f80101575890000u, 0xbd10c76b999d2be8u, 0x3fef800000000000u,
    0x3f90205658938000u, 0xbd23dc5b06e2f7d2u, 0x3fef400000000000u, 0x3f98492528c90000u,
    0xbd2aa0ba325a0c34u, 0x3fef000000000000u, 0x3fa0415d89e74000u, 0x3d0111c05cf1d753u,
    0x3feec00000000000u, 0x3fa466aed42e0000u, 0xbd2c167375bdfd28u, 0x3fee800000000000u,
    0x3fa894aa149fc000u, 0xbd197995d05a267du, 0x3fee400000000000u, 0x3faccb73cdddc000u,
    0xbd1a68f247d82807u, 0x3fee200000000000u, 0x3faeea31c006c000u, 0xbd0e113e4fc93b7bu,
    0x3fede00000000000u, 0x3fb1973bd1466000u, 0xbd25325d560d9e9bu, 0x3feda00000000000u,
    0x3fb3bdf5a7d1e000u, 0x3d2cc85ea5db4ed7u, 0x3fed600000000000u, 0x3fb5e95a4d97a000u,
    0xbd2c69063c5d1d1eu, 0x3fed400000000000u, 0x3fb700d30aeac000u, 0x3cec1e8da99ded32u,
    0x3fed000000000000u, 0x3fb9335e5d594000u, 0x3d23115c3abd47dau, 0x3fecc00000000000u,
    0x3fbb6ac88dad6000u, 0xbd1390802bf768e5u, 0x3feca00000000000u, 0x3fbc885801bc4000u,
    0x3d2646d1c65aacd3u, 0x3fec600000000000u, 0x3fbec739830a2000u, 0xbd2dc068afe645e0u,
    0x3fec400000000000u, 0x3fbfe89139dbe000u, 0xbd2534d64fa10afdu, 0x3fec000000000000u,
    0x3fc1178e8227e000u, 0x3d21ef78ce2d07f2u, 0x3febe00000000000u, 0x3fc1aa2b7e23f000u,
    0x3d2ca78e44389934u, 0x3feba00000000000u, 0x3fc2d1610c868000u, 0x3d039d6ccb81b4a1u,
    0x3feb800000000000u, 0x3fc365fcb0159000u, 0x3cc62fa8234b7289u, 0x3feb400000000000u,
    0x3fc4913d8333b000u, 0x3d25837954fdb678u, 0x3feb200000000000u, 0x3fc527e5e4a1b000u,
    0x3d2633e8e5697dc7u, 0x3feae00000000000u, 0x3fc6574ebe8c1000u, 0x3d19cf8b2c3c2e78u,
    0x3feac00000000000u, 0x3fc6f0128b757000u, 0xbd25118de59c21e1u, 0x3feaa00000000000u,
    0x3fc7898d85445000u, 0xbd1c661070914305u, 0x3fea600000000000u, 0x3fc8beafeb390000u,
    0xbd073d54aae92cd1u, 0x3fea400000000000u, 0x3fc95a5adcf70000u, 0x3d07f22858a0ff6fu,
    0x3fea000000000000u, 0x3fca93ed3c8ae000u, 0xbd28724350562169u, 0x3fe9e00000000000u,
    0x3fcb31d8575bd000u, 0xbd0c358d4eace1aau, 0x3fe9c00000000000u, 0x3fcbd087383be000u,
    0xbd2d4bc4595412b6u, 0x3fe9a00000000000u, 0x3fcc6ffbc6f01000u, 0xbcf1ec72c5962bd2u,
    0x3fe9600000000000u, 0x3fcdb13db0d49000u, 0xbd2aff2af715b035u, 0x3fe9400000000000u,
    0x3fce530effe71000u, 0x3cc212276041f430u, 0x3fe9200000000000u, 0x3fcef5ade4dd0000u,
    0xbcca211565bb8e11u, 0x3fe9000000000000u, 0x3fcf991c6cb3b000u, 0x3d1bcbecca0cdf30u,
    0x3fe8c00000000000u, 0x3fd07138604d5800u, 0x3cf89cdb16ed4e91u, 0x3fe8a00000000000u,
    0x3fd0c42d67616000u, 0x3d27188b163ceae9u, 0x3fe8800000000000u, 0x3fd1178e8227e800u,
    0xbd2c210e63a5f01cu, 0x3fe8600000000000u, 0x3fd16b5ccbacf800u, 0x3d2b9acdf7a51681u,
    0x3fe8400000000000u, 0x3fd1bf99635a6800u, 0x3d2ca6ed5147bdb7u, 0x3fe8200000000000u,
    0x3fd214456d0eb800u, 0x3d0a87deba46baeau, 0x3fe7e00000000000u, 0x3fd2bef07cdc9000u,
    0x3d2a9cfa4a5004f4u, 0x3fe7c00000000000u, 0x3fd314f1e1d36000u, 0xbd28e27ad3213cb8u,
    0x3fe7a00000000000u, 0x3fd36b6776be1000u, 0x3d116ecdb0f177c8u, 0x3fe7800000000000u,
    0x3fd3c25277333000u, 0x3d183b54b606bd5cu, 0x3fe7600000000000u, 0x3fd419b423d5e800u,
    0x3d08e436ec90e09du, 0x3fe7400000000000u, 0x3fd4718dc271c800u, 0xbd2f27ce0967d675u,
    0x3fe7200000000000u, 0x3fd4c9e09e173000u, 0xbd2e20891b0ad8a4u, 0x3fe7000000000000u,
    0x3fd522ae0738a000u, 0x3d2ebe708164c759u, 0x3fe6e00000000000u, 0x3fd57bf753c8d000u,
    0x3d1fadedee5d40efu, 0x3fe6c00000000000u, 0x3fd5d5bddf596000u, 0xbd0a0b2a08a465dcu};
static const uint64_t jaxcore_i_exp_tab[256] = {
    0x0000000000000000u, 0x3ff0000000000000u, 0x3c9b3b4f1a88bf6eu, 0x3feff63da9fb3335u,
    0xbc7160139cd8dc5du, 0x3fefec9a3e778061u, 0xbc905e7a108766d1u, 0x3fefe315e86e7f85u,
    0x3c8cd2523567f613u, 0x3fefd9b0d3158574u, 0xbc8bce8023f98efau, 0x3fefd06b29ddf6deu,
    0x3c60f74e61e6c861u, 0x3fefc74518759bc8u, 0x3c90a3e45b33d399u, 0x3fefbe3ecac6f383u,
    0x3c979aa65d837b6du, 0x3fefb5586cf9890fu, 0x3c8eb51a92fdeffcu, 0x3fefac922b7247f7u,
    0x3c3ebe3d702f9cd1u, 0x3fefa3ec32d3d1a2u, 0xbc6a033489906e0bu, 0x3fef9b66affed31bu,
    0xbc9556522a2fbd0eu, 0x3fef9301d0125b51u, 0xbc5080ef8c4eea55u, 0x3fef8abdc06c31ccu,
    0xbc91c923b9d5f416u, 0x3fef829aaea92de0u, 0x3c80d3e3e95c55afu, 0x3fef7a98c8a58e51u,
    0xbc801b15eaa59348u, 0x3fef72b83c7d517bu, 0xbc8f1ff055de323du, 0x3fef6af9388c8deau,
    0x3c8b898c3f1353bfu, 0x3fef635beb6fcb75u, 0xbc96d99c7611eb26u, 0x3fef5be084045cd4u,
    0x3c9aecf73e3a2f60u, 0x3fef54873168b9aau, 0xbc8fe782cb86389du, 0x3fef4d5022fcd91du,
    0x3c8a6f4144a6c38du, 0x3fef463b88628cd6u, 0x3c807a05b0e4047du, 0x3fef3f49917ddc96u,
    0x3c968efde3a8a894u, 0x3fef387a6e756238u, 0x3c875e18f274487du, 0x3fef31ce4fb2a63fu,
    0x3c80472b981fe7f2u, 0x3fef2b4565e27cddu, 0xbc96b87b3f71085eu, 0x3fef24dfe1f56381u,
    0x3c82f7e16d09ab31u, 0x3fef1e9df51fdee1u, 0xbc3d219b1a6fbffau, 0x3fef187fd0dad990u,
    0x3c8b3782720c0ab4u, 0x3fef1285a6e4030bu, 0x3c6e149289cecb8fu, 0x3fef0cafa93e2f56u,
    0x3c834d754db0abb6u, 0x3fef06fe0a31b715u, 0x3c864201e2ac744cu, 0x3fef0170fc4cd831u,
    0x3c8fdd395dd3f84au, 0x3feefc08b26416ffu, 0xbc86a3803b8e5b04u, 0x3feef6c55f929ff1u,
    0xbc924aedcc4b5068u, 0x3feef1a7373aa9cbu, 0xbc9907f81b512d8eu, 0x3feeecae6d05d866u,
    0xbc71d1e83e9436d2u, 0x3feee7db34e59ff7u, 0xbc991919b3ce1b15u, 0x3feee32dc313a8e5u,
    0x3c859f48a72a4c6du, 0x3feedea64c123422u, 0xbc9312607a28698au, 0x3feeda4504ac801cu,
    0xbc58a78f4817895bu, 0x3feed60a21f72e2au, 0xbc7c2c9b67499a1bu, 0x3feed1f5d950a897u,
    0x3c4363ed60c2ac11u, 0x3feece086061892du, 0x3c9666093b0664efu, 0x3feeca41ed1d0057u,
    0x3c6ecce1daa10379u, 0x3feec6a2b5c13cd0u, 0x3c93ff8e3f0f1230u, 0x3feec32af0d7d3deu,
    0x3c7690cebb7aafb0u, 0x3feebfdad5362a27u, 0x3c931dbdeb54e077u, 0x3feebcb299fddd0du,
    0xbc8f94340071a38eu, 0x3feeb9b2769d2ca7u, 0xbc87deccdc93a349u, 0x3feeb6daa2cf6642u,
    0xbc78dec6bd0f385fu, 0x3feeb42b569d4f82u, 0xbc861246ec7b5cf6u, 0x3feeb1a4ca5d920fu,
    0x3c93350518fdd78eu, 0x3feeaf4736b527dau, 0x3c7b98b72f8a9b05u, 0x3feead12d497c7fdu,
    0x3c9063e1e21c5409u, 0x3feeab07dd485429u, 0x3c34c7855019c6eau, 0x3feea9268a5946b7u,
    0x3c9432e62b64c035u, 0x3feea76f15ad2148u, 0xbc8ce44a6199769fu, 0x3feea5e1b976dc09u,
    0xbc8c33c53bef4da8u, 0x3feea47eb03a5585u, 0xbc845378892be9aeu, 0x3feea34634ccc320u,
    0xbc93cedd78565858u, 0x3feea23882552225u, 0x3c5710aa807e1964u, 0x3feea155d44ca973u,
    0xbc93b3efbf5e2228u, 0x3feea09e667f3bcdu, 0xbc6a12ad8734b982u, 0x3feea012750bdabfu,
    0xbc6367efb86da9eeu, 0x3fee9fb23c651a2fu, 0xbc80dc3d54e08851u, 0x3fee9f7df9519484u,
    0xbc781f647e5a3ecfu, 0x3fee9f75e8ec5f74u, 0xbc86ee4ac08b7db0u, 0x3fee9f9a48a58174u,
    0xbc8619321e55e68au, 0x3fee9feb564267c9u, 0x3c909ccb5e09d4d3u, 0x3feea0694fde5d3fu,
    0xbc7b32dcb94da51du, 0x3feea11473eb0187u, 0x3c94ecfd5467c06bu, 0x3feea1ed0130c132u,
    0x3c65ebe1abd66c55u, 0x3feea2f336cf4e62u, 0xbc88a1c52fb3cf42u, 0x3feea427543e1a12u,
    0xbc9369b6f13b3734u, 0x3feea589994cce13u, 0xbc805e843a19ff1eu, 0x3feea71a4623c7adu,
    0xbc94d450d872576eu, 0x3feea8d99b4492edu, 0x3c90ad675b0e8a00u, 0x3feeaac7d98a6699u,
    0x3c8db72fc1f0eab4u, 0x3feeace5422aa0dbu, 0xbc65b6609cc5e7ffu, 0x3feeaf3216b5448cu,
    0x3c7bf68359f35f44u, 0x3feeb1ae99157736u, 0xbc93091fa71e3d83u, 0x3feeb45b0b91ffc6u,
    0xbc5da9b88b6c1e29u, 0x3feeb737b0cdc5e5u, 0xbc6c23f97c90b959u, 0x3feeba44cbc8520fu,
    0xbc92434322f4f9aau, 0x3feebd829fde4e50u, 0xbc85ca6cd7668e4bu, 0x3feec0f170ca07bau,
    0x3c71affc2b91ce27u, 0x3feec49182a3f090u, 0x3c6dd235e10a73bbu, 0x3feec86319e32323u,
    0xbc87c50422622263u, 0x3feecc667b5de565u, 0x3c8b1c86e3e231d5u, 0x3feed09bec4a2d33u,
    0xbc91bbd1d3bcbb15u, 0x3feed503b23e255du, 0x3c90cc319cee31d2u, 0x3feed99e1330b358u,
    0x3c8469846e735ab3u, 0x3feede6b5579fdbfu, 0xbc82dfcd978e9db4u, 0x3feee36bbfd3f37au,
    0x3c8c1a7792cb3387u, 0x3feee89f995ad3adu, 0xbc907b8f4ad1d9fau, 0x3feeee07298db666u,
    0xbc55c3d956dcaebau, 0x3feef3a2b84f15fbu, 0xbc90a40e3da6f640u, 0x3feef9728de5593au,
    0xbc68d6f438ad9334u, 0x3feeff76f2fb5e47u, 0xbc91eee26b588a35u, 0x3fef05b030a1064au,
    0x3c74ffd70a5fddcdu, 0x3fef0c1e904bc1d2u, 0xbc91bdfbfa9298acu, 0x3fef12c25bd71e09u,
    0x3c736eae30af0cb3u, 0x3fef199bdd85529cu, 0x3c8ee3325c9ffd94u, 0x3fef20ab5fffd07au,
    0x3c84e08fd10959acu, 0x3fef27f12e57d14bu, 0x3c63cdaf384e1a67u, 0x3fef2f6d9406e7b5u,
    0x3c676b2c6c921968u, 0x3fef3720dcef9069u, 0xbc808a1883ccb5d2u, 0x3fef3f0b555dc3fau,
    0xbc8fad5d3ffffa6fu, 0x3fef472d4a07897cu, 0xbc900dae3875a949u, 0x3fef4f87080d89f2u,
    0x3c74a385a63d07a7u, 0x3fef5818dcfba487u, 0xbc82919e2040220fu, 0x3fef60e316c98398u,
    0x3c8e5a50d5c192acu, 0x3fef69e603db3285u, 0x3c843a59ac016b4bu, 0x3fef7321f301b460u,
    0xbc82d52107b43e1fu, 0x3fef7c97337b9b5fu, 0xbc892ab93b470dc9u, 0x3fef864614f5a129u,
    0x3c74b604603a88d3u, 0x3fef902ee78b3ff6u, 0x3c83c5ec519d7271u, 0x3fef9a51fbc74c83u,
    0xbc8ff7128fd391f0u, 0x3fefa4afa2a490dau, 0xbc8dae98e223747du, 0x3fefaf482d8e67f1u,
    0x3c8ec3bc41aa2008u, 0x3fefba1bee615a27u, 0x3c842b94c3a9eb32u, 0x3fefc52b376bba97u,
    0x3c8a64a931d185eeu, 0x3fefd0765b6e4540u, 0xbc8e37bae43be3edu, 0x3fefdbfdad9cbe14u,
    0x3c77893b4d91cd9du, 0x3fefe7c1819e90d8u, 0x3c5305c14160cc89u, 0x3feff3c22b8f71f1u};
#define JAXCORE_I_EXP_INVLN2N 0x40671547652b82feu /* 128 / ln 2 */
#define JAXCORE_I_EXP_NLN2HI 0xbf762e42fefa0000u  /* -ln 2 / 128, head */
#define JAXCORE_I_EXP_NLN2LO 0xbd0cf79abc9e3b3au  /* and tail */
#define JAXCORE_I_EXP_SHIFT 0x4338000000000000u   /* 0x1.8p52 */
static const uint64_t jaxcore_i_exp_poly[4] = {0x3fdffffffffffdbdu, 0x3fc555555555543cu,
                                               0x3fa55555cf172b91u, 0x3f81111167a4d017u};

/* exp's table form (below) of x + xtail (tail set) for |x| in [2^-54, 512): the polynomial
   tmp, k into *pki and 2^(k/128)'s bits into *psbits, for the arithmetics Q (jaxcore_i_sf) */
#define JAXCORE_I_EXPG_MID(NAME, Q, S, T)                                                          \
    S T NAME(T x, T xtail, int tail, int f, uint64_t *pki, uint64_t *psbits) {                     \
        const uint64_t *C = jaxcore_i_exp_poly, *tab;                                              \
        T kd, r, r2, tmp;                                                                          \
        uint64_t ki;                                                                               \
        kd = Q##_mad(x, Q##_b(JAXCORE_I_EXP_INVLN2N), Q##_b(JAXCORE_I_EXP_SHIFT), f);              \
        ki = Q##_bits(kd);                                                                         \
        kd = Q##_sub(kd, Q##_b(JAXCORE_I_EXP_SHIFT));                                              \
        r = Q##_mad(kd, Q##_b(JAXCORE_I_EXP_NLN2HI), x, f);                                        \
        r = Q##_mad(kd, Q##_b(JAXCORE_I_EXP_NLN2LO), r, f);                                        \
        if (tail) r = Q##_add(r, xtail);                                                           \
        tab =                                                                                      \
            jaxcore_i_exp_tab + 2 * (ki % 128u); /* 2^(k/128): relative tail, bits - (k << 45) */  \
        *psbits = tab[1] + (ki << 45);                                                             \
        *pki = ki;                                                                                 \
        r2 = Q##_mul(r, r);                                                                        \
        tmp = Q##_mad(Q##_mad(r, Q##_b(C[1]), Q##_b(C[0]), f), r2, Q##_add(Q##_b(tab[0]), r), f);  \
        return Q##_mad(Q##_mad(r, Q##_b(C[3]), Q##_b(C[2]), f), Q##_mul(r2, r2), tmp, f);          \
    }
JAXCORE_I_EXPG_MID(jaxcore_i_expg_mid, jaxcore_i_sf, JAXCORE_I_PRIVATE, uint64_t)

/* glibc's exp (e_exp.c since 2.28; f: its FMA build, multiply-adds contracted as in its pow),
   of x + xtail where tail is set (pow's exp_inline: the tail of y log x), for finite x:
   2^(k/128) from the table times a degree-5 polynomial in r = x - k ln2/128. */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_exp64g(uint64_t x, uint64_t xtail, int tail, int f) {
    uint64_t ki, sbits, tmp, scale, q, hi, lo, lh, one;
    unsigned abstop = (unsigned)(x >> 52) & 0x7ffu;
    if (abstop - 0x3c9u >= 0x3fu) { /* |x| < 2^-54 or >= 512 */
        if (abstop < 0x3c9u) return jaxcore_i_f64_add(JAXCORE_I_ONE, x);
        if (abstop >= 0x409u) return (x >> 63) ? 0 : 0x7ff0000000000000u; /* |x| >= 1024 */
        abstop = 0;
    }
    tmp = jaxcore_i_expg_mid(x, xtail, tail, f, &ki, &sbits);
    if (abstop) return jaxcore_i_f64_mad(sbits, tmp, sbits, f);
    if (!(ki & 0x80000000u)) { /* 2^1009 (scale 2^-1009 + its product), may overflow */
        scale = sbits - 0x3f10000000000000u;
        return jaxcore_i_f64_mul(0x7f00000000000000u, jaxcore_i_f64_mad(scale, tmp, scale, f));
    }
    scale = sbits + 0x3fe0000000000000u; /* 2^-1022 (scale 2^1022 + its product), unfused */
    q = jaxcore_i_f64_mul(scale, tmp);
    hi = jaxcore_i_f64_add(scale, q);
    if ((hi & ~JAXCORE_I_SB) < JAXCORE_I_ONE) { /* glibc rounds once more; the result is tiny */
        one = JAXCORE_I_ONE | (hi & JAXCORE_I_SB);
        lo = jaxcore_i_f64_add(jaxcore_i_f64_sub(scale, hi), q);
        lh = jaxcore_i_f64_add(one, hi);
        lo = jaxcore_i_f64_add(jaxcore_i_f64_add(jaxcore_i_f64_sub(one, lh), hi), lo);
        hi = jaxcore_i_f64_sub(jaxcore_i_f64_add(lh, lo), one);
        if ((hi & ~JAXCORE_I_SB) < JAXCORE_I_ONE) return hi & JAXCORE_I_SB; /* FTZ */
    }
    return jaxcore_i_f64_mul(0x0010000000000000u, hi);
}

/* y log x of glibc's pow as ehi + elo (x = ix, its bits, positive normal after the
   subnormal rescaling: log x as hi + lo from the table's c with x = 2^k z, r = z / c - 1, a
   degree-7 polynomial; fused: the FMA build's steps, else exact splits) for the arithmetics Q
   (jaxcore_i_sf) */
#define JAXCORE_I_POW_YLOGX(NAME, Q, S, T)                                                         \
    S void NAME(uint64_t ix, uint64_t y, int f, T *pehi, T *pelo) {                                \
        const uint64_t *A = jaxcore_i_pow_log_poly, *tab;                                          \
        uint64_t tmp = ix - 0x3fe6955500000000u, zb = ix - (tmp & 0xfff0000000000000u);            \
        T one = Q##_b(JAXCORE_I_ONE), yv = Q##_b(y), z = Q##_b(zb), rhi = one, rlo = one;          \
        T kd, r, t1, t2, lo1, lo2, lo3, lo4, ar, ar2, ar3, hi, lo, q, lh, ll;                      \
        tab = jaxcore_i_pow_log_tab + 3 * ((tmp >> 45) & 127u); /* 1/c, log c, its tail */         \
        kd = Q##_int((int)((int64_t)(tmp >> 52) - ((tmp >> 63) ? 4096 : 0)));                      \
        if (f) {                                                                                   \
            r = Q##_mad(z, Q##_b(tab[0]), Q##_b(JAXCORE_I_ONE | JAXCORE_I_SB), 1);                 \
        } else { /* z = zhi + zlo, r = rhi + rlo */                                                \
            T zhi = Q##_b((zb + 0x80000000u) & 0xffffffff00000000u);                               \
            rhi = Q##_sub(Q##_mul(zhi, Q##_b(tab[0])), one);                                       \
            rlo = Q##_mul(Q##_sub(z, zhi), Q##_b(tab[0]));                                         \
            r = Q##_add(rhi, rlo);                                                                 \
        }                                                                                          \
        t1 = Q##_mad(kd, Q##_b(JAXCORE_I_GLN2_HI), Q##_b(tab[1]), f);                              \
        t2 = Q##_add(t1, r);                                                                       \
        lo1 = Q##_mad(kd, Q##_b(JAXCORE_I_GLN2_LO), Q##_b(tab[2]), f);                             \
        lo2 = Q##_add(Q##_sub(t1, t2), r);                                                         \
        ar = Q##_mul(Q##_b(A[0]), r);                                                              \
        ar2 = Q##_mul(r, ar);                                                                      \
        ar3 = Q##_mul(r, ar2);                                                                     \
        if (f) {                                                                                   \
            hi = Q##_add(t2, ar2);                                                                 \
            lo3 = Q##_mad(ar, r, Q##_b(Q##_bits(ar2) ^ JAXCORE_I_SB), 1);                          \
            lo4 = Q##_add(Q##_sub(t2, hi), ar2);                                                   \
        } else {                                                                                   \
            T arhi = Q##_mul(Q##_b(A[0]), rhi), arhi2 = Q##_mul(rhi, arhi);                        \
            hi = Q##_add(t2, arhi2);                                                               \
            lo3 = Q##_mul(rlo, Q##_add(ar, arhi));                                                 \
            lo4 = Q##_add(Q##_sub(t2, hi), arhi2);                                                 \
        }                                                                                          \
        q = Q##_mad(ar2, Q##_mad(r, Q##_b(A[6]), Q##_b(A[5]), f),                                  \
                    Q##_mad(r, Q##_b(A[4]), Q##_b(A[3]), f), f);                                   \
        q = Q##_mad(ar2, q, Q##_mad(r, Q##_b(A[2]), Q##_b(A[1]), f), f);                           \
        lo = Q##_add(Q##_add(Q##_add(lo1, lo2), lo3), lo4);                                        \
        lo = Q##_mad(ar3, q, lo, f);                                                               \
        lh = Q##_add(hi, lo);                                                                      \
        ll = Q##_add(Q##_sub(hi, lh), lo);                                                         \
        if (f) {                                                                                   \
            *pehi = Q##_mul(yv, lh);                                                               \
            *pelo = Q##_mad(yv, ll, Q##_mad(yv, lh, Q##_b(Q##_bits(*pehi) ^ JAXCORE_I_SB), 1), 1); \
        } else { /* y and log x split in 26 + 27 bits */                                           \
            T yhi = Q##_b(y & 0xfffffffff8000000u),                                                \
              lhi = Q##_b(Q##_bits(lh) & 0xfffffffff8000000u);                                     \
            T llo = Q##_add(Q##_sub(lh, lhi), ll);                                                 \
            *pehi = Q##_mul(yhi, lhi);                                                             \
            *pelo = Q##_add(Q##_mul(Q##_sub(yv, yhi), lhi), Q##_mul(yv, llo));                     \
        }                                                                                          \
    }
JAXCORE_I_POW_YLOGX(jaxcore_i_pow_ylogx, jaxcore_i_sf, JAXCORE_I_PRIVATE, uint64_t)

JAXCORE_I_PRIVATE uint64_t jaxcore_i_pow64g(uint64_t x, uint64_t y, int f, int *ok) {
    uint64_t ix = x, ehi, elo;
    unsigned topy = (unsigned)(y >> 52) & 0x7ffu;
    *ok = 0;
    if ((x >> 63) || x >= 0x7ff0000000000000u || !x || (y & ~JAXCORE_I_SB) >= 0x7ff0000000000000u ||
        !(y & ~JAXCORE_I_SB))
        return 0;
    *ok = 1;
    if (topy - 0x3beu >= 0x80u) { /* |y| < 2^-65 or |y| >= 2^63 */
        if (x == JAXCORE_I_ONE) return x;
        if (topy < 0x3beu)
            return x > JAXCORE_I_ONE ? jaxcore_i_f64_add(JAXCORE_I_ONE, y)
                                     : jaxcore_i_f64_sub(JAXCORE_I_ONE, y);
        return (x > JAXCORE_I_ONE) == !(y >> 63) ? 0x7ff0000000000000u : 0;
    }
    if (ix < 0x0010000000000000u) ix = 0xfcc0000000000000u; /* (x 2^52 = 0) - 52 << 52 */
    jaxcore_i_pow_ylogx(ix, y, f, &ehi, &elo);
    return jaxcore_i_exp64g(ehi, elo, 1, f);
}

/* The special cases of pow (C99 Annex F), which glibc's pow and powf follow, on float64 bits
   (a narrower call widened: integers stay integers): returns 1 with *r set for y = +-0, x = 1,
   a NaN, an infinite or zero argument, and x < 0 with y not an integer; else 0, with *x made
   positive and *neg set when the result is negative (x < 0, y an odd integer). A subnormal x
   is not zero here: glibc tests the bits, and rescales it under DAZ (the callers' business). */
JAXCORE_I_PRIVATE int jaxcore_i_pow_special(uint64_t *x, uint64_t y, uint64_t *r, int *neg) {
    uint64_t ax = *x & ~JAXCORE_I_SB, ay = y & ~JAXCORE_I_SB, inf = 0x7ff0000000000000u;
    unsigned e = (unsigned)(ay >> 52);
    int yint = 0; /* y: 0 not an integer, 1 odd, 2 even */
    *neg = 0;
    if (!ay || *x == JAXCORE_I_ONE) {
        *r = JAXCORE_I_ONE;
        return 1;
    }
    if (ax > inf || ay > inf) {
        *r = (ax > inf ? *x : y) | 0x8000000000000u;
        return 1;
    }
    if (e > 0x3ff + 52)
        yint = 2;
    else if (e >= 0x3ff)
        yint = ay & (((uint64_t)1 << (0x3ff + 52 - e)) - 1) ? 0
               : ay >> (0x3ff + 52 - e) & 1                 ? 1
                                                            : 2;
    if (ay == inf) { /* |x| = 1: 1; else 0 or inf by |x| < 1 and the sign of y */
        *r = ax == JAXCORE_I_ONE ? JAXCORE_I_ONE : (ax < JAXCORE_I_ONE) == !(y >> 63) ? 0 : inf;
        return 1;
    }
    if (!ax || ax == inf) { /* 0^y, inf^y: inf or 0, negative for x < 0 and y odd */
        *r = ((ax == 0) == (int)(y >> 63) ? inf : 0) | (yint == 1 ? *x & JAXCORE_I_SB : 0);
        return 1;
    }
    if (*x >> 63) {
        if (!yint) {
            *r = 0xfff8000000000000u; /* (x - x) / (x - x) */
            return 1;
        }
        *neg = yint == 1;
        *x = ax;
    }
    return 0;
}

/* x^y in float64: glibc's pow (above), its special cases included. */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_pow64(uint64_t x, uint64_t y, int fused) {
    int ok, neg;
    uint64_t r;
    if (jaxcore_i_pow_special(&x, y, &r, &neg)) return r;
#if defined(JAXCORE_I_HW) && defined(JAXCORE_I_HAVE_AVX2)
    if (!jaxcore_i_hw_pow64(x, y, fused, &r))
#endif
    {
        r = jaxcore_i_pow64g(x, y, fused, &ok);
        if (!ok) r = jaxcore_i_exp64(jaxcore_i_f64_mul(y, jaxcore_i_log64(x, 1)), 1);
    }
    return r | (neg ? JAXCORE_I_SB : 0);
}

/* pow of fmt values as JAX computes it (the samplers' exponents are traced, so XLA does not
   simplify pow(x, 2) or pow(x, 0.5)): float32, float16 and bfloat16 (upcast, as LLVM
   promotes a half pow) through glibc's powf, which XLA:CPU calls, for x > 0 and y finite
   nonzero; otherwise, and for float64, pow64 rounded to fmt (the library's own). */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_gpow(uint64_t x, uint64_t y, int fmt, int fused) {
    if (fmt != JAXCORE_I_F64) {
        int neg;
        uint64_t s;
        uint32_t r, x32, y32;
        if (jaxcore_i_pow_special(&x, y, &s, &neg)) return jaxcore_i_gcast(s, fmt);
        /* x > 0 finite and y finite and nonzero are left: powf32's domain */
        x32 = (uint32_t)jaxcore_i_narrow(x, JAXCORE_I_F32);
        y32 = (uint32_t)jaxcore_i_narrow(y, JAXCORE_I_F32);
#if defined(JAXCORE_I_HW) && defined(JAXCORE_I_HAVE_AVX2)
        if (!jaxcore_i_hw_powf(x32, y32, fused, &r))
#endif
            r = jaxcore_i_powf32(x32, y32, fused);
        return jaxcore_i_gfrom32(r | (neg ? 0x80000000u : 0), fmt);
    }
    return jaxcore_i_gcast(jaxcore_i_pow64(x, y, fused), fmt);
}
/* tan of an fmt value as XLA:CPU computes it (y unused: the jaxcore_i_xfn shape): glibc's
   tan in float64, its tanf in float32 (float16/bfloat16 upcast, as LLVM promotes a half tan) */
/* glibc's tan of float64 x (jaxcore_i_tan64), on the hardware float where it has one */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_gtan64(uint64_t x, int fused) {
#if defined(JAXCORE_I_HW) && defined(JAXCORE_I_HAVE_AVX2)
    if (jaxcore_i_hw_fn64(JAXCORE_I_TAN, &x, fused)) return x;
#endif
    return jaxcore_i_tan64(x, fused);
}
JAXCORE_I_PRIVATE uint64_t jaxcore_i_gtan(uint64_t x, uint64_t y, int fmt, int fused) {
    (void)y;
    uint32_t x32, r;
    if (fmt == JAXCORE_I_F64) return jaxcore_i_gtan64(x, fused);
    x32 = (uint32_t)jaxcore_i_narrow(x, JAXCORE_I_F32);
#if defined(JAXCORE_I_HW) && defined(JAXCORE_I_HAVE_AVX2)
    if (!jaxcore_i_hw_tanf(x32, &r))
#endif
        r = jaxcore_i_tanf32(x32);
    return jaxcore_i_gfrom32(r, fmt);
}
JAXCORE_API double jaxcore_math_tan(double x, int no_fma) {
    return jaxcore_i_bitsd(jaxcore_i_gtan64(jaxcore_i_dbits(x), !no_fma));
}
JAXCORE_API float jaxcore_math_tanf(float x) {
    uint32_t b = jaxcore_i_fbits(x), r;
#if defined(JAXCORE_I_HW) && defined(JAXCORE_I_HAVE_AVX2)
    if (!jaxcore_i_hw_tanf(b, &r))
#endif
        r = jaxcore_i_tanf32(b);
    return jaxcore_i_bitsf(r);
}
JAXCORE_API double jaxcore_math_pow(double x, double y, int no_fma) {
    return jaxcore_i_bitsd(jaxcore_i_pow64(jaxcore_i_dbits(x), jaxcore_i_dbits(y), !no_fma));
}
JAXCORE_API float jaxcore_math_powf(float x, float y, int no_fma) {
    return jaxcore_i_bitsf((uint32_t)jaxcore_i_narrow(
        jaxcore_i_gpow(JAXCORE_I_W32(jaxcore_i_fbits(x)), JAXCORE_I_W32(jaxcore_i_fbits(y)),
                       JAXCORE_I_F32, !no_fma),
        JAXCORE_I_F32));
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

/* Random bits of a chunk (JAXCORE_I_RCHUNK draws), in the width the format draws (bfloat16
   uses 8); a sampler with 2 or 3 draws an element takes fewer elements a pass. */
typedef union jaxcore_i_bitbuf {
    uint8_t u8[JAXCORE_I_RCHUNK];
    uint16_t u16[JAXCORE_I_RCHUNK];
    uint32_t u32[JAXCORE_I_RCHUNK];
    uint64_t u64[JAXCORE_I_RCHUNK];
} jaxcore_i_bitbuf;

static const unsigned jaxcore_i_fmt_rbits[4] = {64, 32, 16, 8};

/* The [0, 1) value of element j: mantissa bits under the exponent of 1.0, minus 1. */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_unit(const void *b, size_t j, int fmt) {
    switch (fmt) {
    case JAXCORE_I_F64: return jaxcore_i_u2f(((const uint64_t *)b)[j] >> 12, -52);
    case JAXCORE_I_F32: return jaxcore_i_u2f(((const uint32_t *)b)[j] >> 9, -23);
    case JAXCORE_I_F16: return jaxcore_i_u2f((uint64_t)(((const uint16_t *)b)[j] >> 6), -10);
    default: return jaxcore_i_u2f((uint64_t)(((const uint8_t *)b)[j] >> 1), -7);
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
/* max(mn, f range + add): the uniform in [mn, mx) from a unit f, add being mn but for
   jaxcore_i_fs_add's folding */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_scale(uint64_t f, uint64_t range, uint64_t add, uint64_t mn,
                                           int fmt, int fused) {
    uint64_t v = jaxcore_i_gmad(f, range, add, fmt, fused);
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
    JAXCORE_I_K_GUMBEL_HIGHEST,
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

/* xfn: weibull_min's pow and cauchy's tan, set by those samplers' entry points only, so that
   a program that never calls them does not link them and their tables (Cortex-M4 images) */
typedef uint64_t (*jaxcore_i_xfn)(uint64_t x, uint64_t y, int fmt, int fused);
typedef struct jaxcore_i_fs {
    int kind, fmt, fused;
    uint64_t mn, range; /* the uniform's bounds in fmt */
    uint64_t p[6];      /* per-kind parameters, in fmt */
    jaxcore_i_xfn xfn;
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
/* erf_inv(u) of the normal sampler's u from a unit f; the normal sample is sqrt(2) times it */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_erfinv_of(uint64_t f, int fmt, int fused) {
    uint64_t lo = jaxcore_i_widen(
        jaxcore_i_nextafter(jaxcore_i_narrow(JAXCORE_I_ONE | JAXCORE_I_SB, fmt), 1, fmt), fmt);
    uint64_t range = jaxcore_i_gsub(JAXCORE_I_ONE, lo, fmt);
    uint64_t u = jaxcore_i_scale(f, range, lo, lo, fmt, fused);
    return jaxcore_i_gfn(JAXCORE_I_ERFINV, u, fmt, fused);
}
JAXCORE_I_PRIVATE uint64_t jaxcore_i_normal_of(uint64_t f, int fmt, int fused) {
    return jaxcore_i_gmul(jaxcore_i_c_sqrt2[fmt], jaxcore_i_erfinv_of(f, fmt, fused), fmt);
}

/* lax.clz of a 32-bit word (32 for 0) */
JAXCORE_I_PRIVATE int jaxcore_i_clz32(uint32_t x) {
    int n = 0;
    if (!x) return 32;
    while (!(x & 0x80000000u)) {
        x <<= 1;
        ++n;
    }
    return n;
}

/* JAX's _safe_int_to_float: the 64-bit fixed-point fraction hi:lo as float32 bits in
   (0, 1), truncated (XLA shifts by 32 or more give 0). */
JAXCORE_I_PRIVATE uint32_t jaxcore_i_safe_int_to_float(uint32_t hi, uint32_t lo) {
    int hz = jaxcore_i_clz32(hi), lz = jaxcore_i_clz32(lo);
    uint32_t m = hz < 32 ? hi << hz : 0, e;
    if (hz == 32)
        m |= lz < 32 ? lo << lz : 0;
    else if (hz > 0)
        m |= lo >> (32 - hz);
    m = (m >> 8) & 0x7fffffu;
    e = ((uint32_t)(126 - (hz == 32 ? 32 + lz : hz)) << 23) & 0x3fc00000u;
    return e | m;
}

/* What the uniform adds after its product: minval, except where JAX's minval and maxval are
   constants in its program (gumbel's and logistic's tiny and 1) and maxval - minval is 1 in
   the dtype: XLA's simplifier then drops the product and folds (b - 1) + minval into
   b + (minval - 1), b the draw in [1, 2), rounding minval - 1 to the dtype. In float16 that
   loses tiny = 2^-14, so u = max(tiny, b - 1) (JAX 0.11.2: float16 gumbel and logistic, 23 and
   40 of 512 elements otherwise); wider dtypes absorb tiny anyway, so nothing changes there. */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_fs_add(const jaxcore_i_fs *s) {
    if ((s->kind == JAXCORE_I_K_GUMBEL || s->kind == JAXCORE_I_K_LOGISTIC) &&
        s->range == JAXCORE_I_ONE)
        return jaxcore_i_gadd(JAXCORE_I_ONE, jaxcore_i_gsub(s->mn, JAXCORE_I_ONE, s->fmt), s->fmt);
    return s->mn;
}

/* One sample from its uniform draws u (units in [0,1)). */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_sample(const jaxcore_i_fs *s, const uint64_t *f) {
    int fmt = s->fmt, fused = s->fused;
    uint64_t u, t;
    switch (s->kind) {
    case JAXCORE_I_K_NORMAL: return jaxcore_i_normal_of(f[0], fmt, fused);
    case JAXCORE_I_K_LOGNORMAL:
        /* XLA:CPU folds the two scalings, erf_inv(u) (sqrt(2) sigma), except in bfloat16,
           where the rounding after erf_inv(u) sqrt(2) stays between them */
        t = jaxcore_i_erfinv_of(f[0], fmt, fused);
        if (fmt == JAXCORE_I_BF16)
            t = jaxcore_i_gmul(jaxcore_i_gmul(t, jaxcore_i_c_sqrt2[fmt], fmt), s->p[0], fmt);
        else
            t = jaxcore_i_gmul(t, jaxcore_i_gmul(jaxcore_i_c_sqrt2[fmt], s->p[0], fmt), fmt);
        return jaxcore_i_gfn(JAXCORE_I_EXP, t, fmt, fused);
    case JAXCORE_I_K_MAXWELL: {
        /* The norm of three normals. XLA:CPU (JAX 0.11.2, tests/vectors/random/jax_cpu_sizes*)
           sums the squares of an (n, 3) array in one of two ways, by its size:
           - 4096 elements or more: its reduction (YNNPACK) adds (n0 n0 + n2 n2) + n1 n1, none
             fused;
           - fewer (p[0] set, jaxcore_i_maxwell_loop): its loop adds them in order and LLVM
             contracts both sums, fusing n0 n0 in float32 and n1 n1 in float64:
             fma(n2, n2, fma(n0, n0, n1 n1)), fma(n2, n2, fma(n1, n1, n0 n0)); without FMA
             (no_fma) the same loop unfused, (n0 n0 + n1 n1) + n2 n2 (inferred: the
             references come from an FMA host).
           jnp.sum adds float16 and bfloat16 in float32 and rounds the sum once; the squares are
           float16 products, and exact float32 ones in bfloat16 (XLA keeps no rounding between
           its float32 square and the upcast), so nothing fuses there. */
        uint64_t q[3], n[3];
        int k, sf = jaxcore_i_sumfmt(fmt);
        for (k = 0; k < 3; ++k) {
            n[k] = jaxcore_i_normal_of(f[k], fmt, fused);
            q[k] = jaxcore_i_gmul(n[k], n[k], jaxcore_i_hfmt(fmt));
        }
        if (!s->p[0])
            t = jaxcore_i_gadd(jaxcore_i_gadd(q[0], q[2], sf), q[1], sf);
        else if (fmt == JAXCORE_I_F32)
            t = jaxcore_i_gmad(n[2], n[2], jaxcore_i_gmad(n[0], n[0], q[1], sf, fused), sf, fused);
        else if (fmt == JAXCORE_I_F64)
            t = jaxcore_i_gmad(n[2], n[2], jaxcore_i_gmad(n[1], n[1], q[0], sf, fused), sf, fused);
        else
            t = jaxcore_i_gadd(jaxcore_i_gadd(q[0], q[1], sf), q[2], sf);
        return jaxcore_i_gsqrt(jaxcore_i_gcast(t, fmt), fmt);
    }
    case JAXCORE_I_K_GUMBEL_HIGHEST: { /* float32: 64 bits as a (0, 1) value */
        uint32_t hi = (uint32_t)f[0], lo = (uint32_t)f[1];
        int flip = hi < 0x80000000u; /* u < 1/2: log1p(-u), else 1 - u exactly and log */
        if (!flip) {
            hi = ~hi + (lo == 0);
            lo = ~lo + 1;
        }
        t = JAXCORE_I_W32(jaxcore_i_safe_int_to_float(hi, lo));
        t = flip ? jaxcore_i_gfn(JAXCORE_I_LOG1P, t ^ JAXCORE_I_SB, fmt, fused)
                 : jaxcore_i_gfn(JAXCORE_I_LOG, t, fmt, fused);
        return jaxcore_i_gfn(JAXCORE_I_LOG, t ^ JAXCORE_I_SB, fmt, fused) ^ JAXCORE_I_SB;
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
    u = jaxcore_i_scale(f[0], s->range, jaxcore_i_fs_add(s), s->mn, fmt, fused);
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
        /* XLA:CPU divides by the scalar b as a product with 1 / b (bfloat16: a float32
           1 / b, not rounded to bfloat16 before the product) */
        t = jaxcore_i_gmul(t, jaxcore_i_gdiv(JAXCORE_I_ONE, s->p[0], jaxcore_i_hfmt(fmt)), fmt);
        return jaxcore_i_gfn(JAXCORE_I_EXP, t, fmt, fused);
    case JAXCORE_I_K_WEIBULL:
        t = jaxcore_i_gfn(JAXCORE_I_LOG1P, u ^ JAXCORE_I_SB, fmt, fused) ^ JAXCORE_I_SB;
        t = s->xfn(t, s->p[1], fmt, fused); /* pow */
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
        return s->xfn(t, 0, fmt, fused); /* tan */
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

/* ---- Hardware float ----------------------------------------------------------------------
   The float32 samplers above also run on the CPU's IEEE float32 arithmetic, vectorized
   (SSE2 4 lanes, AVX2+FMA 8, AVX-512 16, NEON 4), with the same operations in the same
   order as the software float, so they give the same bits (tests/hwfloat.c compares the
   two over every input). What keeps the compiler's flags out:
   - every arithmetic result passes an empty asm barrier (JAXCORE_I_HBAR), so -ffast-math
     cannot reassociate or fold across operations and -ffp-contract=fast cannot fuse a
     product into a sum (fused multiply-adds are explicit fma instructions);
   - division and square root are inline asm (fast-math turns them into reciprocal or
     reciprocal-square-root estimates otherwise);
   - the caller's MXCSR (FPCR on AArch64) is saved, set to round-to-nearest with denormals
     flushed (FTZ and DAZ; FZ), as XLA:CPU runs its kernels, and restored (jaxcore_i_fp_*);
     the barriers also keep the arithmetic between the two.
   Without FMA hardware a fused multiply-add is computed exactly in float64 with the
   halfway case of the double rounding corrected. WebAssembly SIMD128 marks the lanes it
   cannot settle for the software float (its instance below). Other targets (x87-only x86,
   32-bit Arm, riscv64, s390x, scalar WebAssembly, MSVC) and JAXCORE_NO_HW_FLOAT use the
   software float. */

#ifdef JAXCORE_I_HW
/* The float32 parameters of a sampler as bit patterns (jaxcore_i_hw_prep). */
typedef struct jaxcore_i_hfs {
    int kind, loop, nan0, nan1; /* loop: maxwell's norm in a small call's order */
    uint32_t mn, range, p0, p1;
    uint32_t tri[4]; /* triangular's fc, right - left, mode - left, right - mode */
    uint64_t y;      /* weibull_min's 1/concentration (float64 bits of a float32 value) */
} jaxcore_i_hfs;

typedef void (*jaxcore_i_hw_block)(const jaxcore_i_hfs *h, const uint32_t *w, const uint32_t *w2,
                                   size_t n, uint32_t *out);
/* weibull_min's pow for one lane of its float32 kernel: jaxcore_i_gpow to float32, a power
   that is subnormal read as a signed zero by the product (DAZ; WebAssembly does not flush).
   It is called (never inlined) from inside the vector functions: with gcc on Win64 it takes
   the System V convention, under which the caller saves every vector register live across the
   call (the Win64 one lets a callee's VEX code clear the upper halves of ymm6-15, which
   MinGW's gcc keeps live: cauchy's tan, called the same way, gave wrong values; it now runs
   after the vector function, jaxcore_i_hw_post) */
#if defined(_WIN64) && defined(__GNUC__)
#define JAXCORE_I_LANECALL __attribute__((sysv_abi))
#else
#define JAXCORE_I_LANECALL
#endif
JAXCORE_I_NOINLINE JAXCORE_I_LANECALL uint32_t jaxcore_i_powf_lane(uint32_t x, uint64_t y,
                                                                   int fused) {
    uint32_t r = (uint32_t)jaxcore_i_narrow(
        jaxcore_i_gpow(JAXCORE_I_W32(x), y, JAXCORE_I_F32, fused), JAXCORE_I_F32);
    return r & 0x7f800000u ? r : r & 0x80000000u;
}
/* tanf (jaxcore_i_tanf32) of float32 bits x under the kernels' floating-point environment
   (MXCSR/FPCR at XLA's state: jaxcore_i_hw_post, after an instance's block): on SSE's scalar
   float32 and float64 where the CPU has FMA and AVX2 and |x| < 2 (cauchy's range, where no
   intermediate is tiny), else the software float */
JAXCORE_I_PRIVATE uint32_t jaxcore_i_tanf_lane(uint32_t x);

/* What every instance computes, on a vector type VF with masks VM and the primitives
   P##_*: N##_vec is one vector of samples from its unit inputs, N##_block n elements from
   their words (one plane, two planes w/w2, or three interleaved words per element). F: fused
   multiply-adds. */
/* Every function of an instance but its entry point N##_block is inlined: one loop per
   sampler kind, its constants in registers. */
#ifdef __OPTIMIZE__
#define JAXCORE_I_HWI JAXCORE_I_PRIVATE __inline__ __attribute__((always_inline))
#else /* -O0: calls (forced inlining there costs minutes of compile time and a huge frame) */
#define JAXCORE_I_HWI JAXCORE_I_PRIVATE
#endif
/* The polynomials' loops unrolled (gcc: 6 % less time per normal float32 on AVX2, Zen 3; clang
   gains nothing and would warn where it cannot unroll) */
#if defined(JAXCORE_I_TF_ROLLED) || defined(__clang__)
#define JAXCORE_I_HUNROLL
#else
#define JAXCORE_I_HUNROLL JAXCORE_I_UNROLL
#endif
#define JAXCORE_I_UNUSED __attribute__((unused))
#define JAXCORE_I_A0 JAXCORE_I_UNUSED /* an instance without target attributes */
#define JAXCORE_I_HWK(N, A, VF, K)                                                                 \
    JAXCORE_I_HWI A VF N##_k_##K(const jaxcore_i_hfs *h JAXCORE_I_UNUSED, VF f0,                   \
                                 VF f1 JAXCORE_I_UNUSED, VF f2 JAXCORE_I_UNUSED)
/* n elements of kind K (its vector function N##_k_##K): RAW takes the words as float bits
   (gumbel highest), MX three interleaved draws per element (maxwell); a partial vector
   goes through t. Not inlined into N##_block (WebAssembly: V8's code is 10 % faster than
   with one function holding every kind) */
#define JAXCORE_I_HW_RUN(P, N, A, VF, W, K, RAW, MX)                                               \
    JAXCORE_I_NOINLINE A void N##_run_##K(const jaxcore_i_hfs *h, const uint32_t *w,               \
                                          const uint32_t *w2, size_t n, uint32_t *out) {           \
        uint32_t t[3 * (W)];                                                                       \
        size_t i, j, k, m;                                                                         \
        for (i = 0; i < n; i += m) {                                                               \
            const uint32_t *a = w + i, *b = w2 ? w2 + i : w + i, *c = t + 2 * (W);                 \
            VF f0, f1, f2;                                                                         \
            m = n - i < (W) ? n - i : (W);                                                         \
            if ((MX) || m < (W)) {                                                                 \
                for (k = 0; k < 3; ++k)                                                            \
                    for (j = 0; j < (W); ++j)                                                      \
                        t[k * (W) + j] = j >= m         ? t[k * (W)] /* lane 0's branches */       \
                                         : (MX)         ? w[3 * (i + j) + k]                       \
                                         : k == 0       ? w[i + j]                                 \
                                         : k == 1 && w2 ? w2[i + j]                                \
                                                        : 0;                                       \
                a = t;                                                                             \
                b = t + (W);                                                                       \
            }                                                                                      \
            f0 = (RAW) ? P##_ld(a) : P##_unit(a);                                                  \
            f1 = (RAW) ? P##_ld(b) : P##_unit(b);                                                  \
            f2 = (MX) ? P##_unit(c) : f1;                                                          \
            f0 = N##_k_##K(h, f0, f1, f2);                                                         \
            if (m == (W)) {                                                                        \
                P##_st(out + i, f0);                                                               \
            } else {                                                                               \
                P##_st(t, f0);                                                                     \
                for (j = 0; j < m; ++j)                                                            \
                    out[i + j] = t[j];                                                             \
            }                                                                                      \
        }                                                                                          \
    }

/* normal software-pipelined where the instance has the registers (AVX-512's four vectors, 32
   registers: each step finishes the last W lanes while the next W start, 6 % faster on a Zen 5;
   AVX2's four vectors in 16 registers spill, 10 % slower): the whole vectors of n, then the
   rest through N##_run_normal */
#define JAXCORE_I_HW_PIPE(W) ((W) >= 64)
#define JAXCORE_I_HW_RUN_NORMAL(P, N, A, VF, W)                                                    \
    JAXCORE_I_NOINLINE A void N##_run_normalp(const jaxcore_i_hfs *h, const uint32_t *w,           \
                                              const uint32_t *w2, size_t n, uint32_t *out) {       \
        size_t i = 0;                                                                              \
        if (JAXCORE_I_HW_PIPE(W) && n >= (W)) {                                                    \
            VF u, l, u1, l1;                                                                       \
            l = N##_normal_1(P##_unit(w), &u);                                                     \
            for (; i + 2 * (W) <= n; i += (W)) {                                                   \
                l1 = N##_normal_1(P##_unit(w + i + (W)), &u1);                                     \
                P##_st(out + i, N##_normal_2(u, l));                                               \
                u = u1;                                                                            \
                l = l1;                                                                            \
            }                                                                                      \
            P##_st(out + i, N##_normal_2(u, l));                                                   \
            i += (W);                                                                              \
        }                                                                                          \
        if (i < n) N##_run_normal(h, w + i, w2 ? w2 + i : w2, n - i, out + i);                     \
    }

#define JAXCORE_I_HW_TEMPLATE(P, N, F, A, VF, VM, W)                                               \
    JAXCORE_I_HWI A VF N##_mad(VF a, VF b, VF c) {                                                 \
        return F ? P##_fma(a, b, c) : P##_add(P##_mul(a, b), c);                                   \
    }                                                                                              \
    /* c - a b, as N##_mad(a, -b, c) rounds it (rounding is symmetric): one FNMADD */              \
    JAXCORE_I_HWI A VF N##_nmad(VF a, VF b, VF c) {                                                \
        return F ? P##_fnma(a, b, c) : P##_sub(c, P##_mul(a, b));                                  \
    }                                                                                              \
    /* the polynomial c (n coefficients, highest first) at x, or at -x where neg (each step        \
       c - p x: N##_nmad) */                                                                       \
    JAXCORE_I_HWI A VF N##_horner(const float *c, int n, VF x, int neg) {                          \
        VF p = P##_setf(c[0]);                                                                     \
        int i;                                                                                     \
        JAXCORE_I_HUNROLL for (i = 1; i < n; ++i) p =                                              \
            neg ? N##_nmad(p, x, P##_setf(c[i])) : N##_mad(p, x, P##_setf(c[i]));                  \
        return p;                                                                                  \
    }                                                                                              \
    /* log: jaxcore_i_log32 (XLA's Cephes kernel) for positive normal finite x */                  \
    JAXCORE_I_HWI A VF N##_logp(VF x) {                                                            \
        VF one = P##_set(0x3f800000u), z = P##_set(0), m, e, t, x2, x3, y, y1, y2;                 \
        VM lo;                                                                                     \
        m = P##_or(P##_and(x, P##_set(0x807fffffu)), P##_set(0x3f000000u));                        \
        e = P##_expo(x);                                                                           \
        lo = P##_lt(m, P##_set(0x3f3504f3u));                                                      \
        t = P##_add(P##_sub(m, one), P##_sel(lo, m, z));                                           \
        e = P##_sub(e, P##_sel(lo, one, z));                                                       \
        x2 = P##_mul(t, t);                                                                        \
        x3 = P##_mul(x2, t);                                                                       \
        y = N##_mad(t, P##_set(0x3d9021bbu), P##_set(0xbdebd1b8u));                                \
        y1 = N##_mad(t, P##_set(0xbdfe5d4fu), P##_set(0x3e11e9bfu));                               \
        y2 = N##_mad(t, P##_set(0x3e4cceacu), P##_set(0xbe7ffffcu));                               \
        y = N##_mad(y, t, P##_set(0x3def251au));                                                   \
        y1 = N##_mad(y1, t, P##_set(0xbe2aae50u));                                                 \
        y2 = N##_mad(y2, t, P##_set(0x3eaaaaaau));                                                 \
        y = N##_mad(y, x3, y1);                                                                    \
        y = N##_mad(y, x3, y2);                                                                    \
        y = N##_mad(y, x3, P##_mul(P##_set(0xb95e8083u), e));                                      \
        t = N##_mad(x2, P##_set(0xbf000000u), t);                                                  \
        t = P##_add(t, y);                                                                         \
        return N##_mad(e, P##_set(0x3f318000u), t);                                                \
    }                                                                                              \
    /* log with its special values: -inf for zeros and subnormals (DAZ), x for +inf, the           \
       all-ones NaN for x < 0 and NaN */                                                           \
    JAXCORE_I_HWI A VF N##_log(VF x) {                                                             \
        VF t = N##_logp(x), z = P##_set(0), inf = P##_set(0x7f800000u);                            \
        /* on the bit patterns: -ffinite-math-only folds float compares with infinities */         \
        t = P##_sel(P##_igt(x, inf), P##_set(0xffffffffu), t); /* positive NaN */                  \
        t = P##_sel(P##_igt(z, x), P##_set(0xffffffffu), t);   /* sign set */                      \
        t = P##_sel(P##_ieq(x, inf), x, t);                                                        \
        return P##_sel(P##_ieq(P##_and(x, inf), z), P##_set(0xff800000u), t); /* 0, subnormal */   \
    }                                                                                              \
    /* exp: jaxcore_i_exp32 (XLA's Cephes kernel) */                                               \
    JAXCORE_I_HWI A VF N##_exp(VF x) {                                                             \
        VF c, n, r, z, lo = P##_set(0xc2af999au), hi = P##_set(0x42b1999au);                       \
        c = P##_sel(P##_lt(x, lo), lo, x);                                                         \
        c = P##_sel(P##_lt(hi, c), hi, c);                                                         \
        n = P##_floor(N##_mad(c, P##_set(0x3fb8aa3bu), P##_set(0x3f000000u)));                     \
        lo = P##_set(0xc2fe0000u);                                                                 \
        hi = P##_set(0x43000000u);                                                                 \
        n = P##_sel(P##_lt(n, lo), lo, n);                                                         \
        n = P##_sel(P##_lt(hi, n), hi, n);                                                         \
        r = N##_mad(n, P##_set(0xbf317200u), c);                                                   \
        r = N##_mad(n, P##_set(0xb5bfbe8eu), r);                                                   \
        z = N##_mad(r, P##_set(0x39506967u), P##_set(0x3ab743ceu));                                \
        z = N##_mad(z, r, P##_set(0x3c088908u));                                                   \
        z = N##_mad(z, r, P##_set(0x3d2aa9c1u));                                                   \
        z = N##_mad(z, r, P##_set(0x3e2aaaaau));                                                   \
        z = N##_mad(z, r, P##_set(0x3f000000u));                                                   \
        z = N##_mad(z, P##_mul(r, r), r);                                                          \
        z = P##_add(z, P##_set(0x3f800000u));                                                      \
        /* n = 128: 2 times 2^127 (doubling z is exact) */                                         \
        hi = P##_set(0x42fe0000u);                                                                 \
        z = P##_mul(z, P##_sel(P##_lt(hi, n), P##_set(0x40000000u), P##_set(0x3f800000u)));        \
        z = P##_mul(z, P##_pow2(P##_sel(P##_lt(hi, n), hi, n)));                                   \
        return P##_sel(P##_isnan(x), P##_or(x, P##_set(0x400000u)), z);                            \
    }                                                                                              \
    JAXCORE_I_HWI A VF N##_log1p(VF x) {                                                           \
        VM small = P##_igt(P##_set(0x3ed413cdu), P##_abs(x)); /* |x| < 0.41421356f, not NaN */     \
        VF x2 = P##_mul(x, x), s, big;                                                             \
        s = P##_div(N##_horner(jaxcore_i_log1p_nf, 7, x, 0),                                       \
                    N##_horner(jaxcore_i_log1p_df, 7, x, 0));                                      \
        s = P##_mul(P##_mul(x, x2), s);                                                            \
        s = N##_mad(P##_set(0xbf000000u), x2, s);                                                  \
        s = P##_add(x, s);                                                                         \
        if (P##_all(small)) return s;                                                              \
        big = N##_logp(P##_add(P##_set(0x3f800000u), x)); /* 1 + x in (0, 2) in the samplers */    \
        return P##_sel(small, s, big);                                                             \
    }                                                                                              \
    /* log1p with the special values of every input (log of 1 + x outside the small branch) */     \
    JAXCORE_I_HWI A VF N##_log1pa(VF x) {                                                          \
        VM small = P##_igt(P##_set(0x3ed413cdu), P##_abs(x));                                      \
        return P##_sel(small, N##_log1p(x), N##_log(P##_add(P##_set(0x3f800000u), x)));            \
    }                                                                                              \
    /* erfinv of x (|x| < 1) from l = log1p(-x^2) (N##_erfinv_in) */                               \
    JAXCORE_I_HWI A VF N##_erfinv_l(VF x, VF l) {                                                  \
        VF p, q;                                                                                   \
        VM lt5 = P##_lt(P##_set(0xc0a00000u), l);                                                  \
        p = N##_horner(jaxcore_i_erfinv_a32, 9, P##_add(l, P##_set(0x40200000u)), 1);              \
        if (!P##_all(lt5)) {                                                                       \
            q = P##_sub(P##_sqrt(P##_neg(l)), P##_set(0x40400000u));                               \
            q = N##_horner(jaxcore_i_erfinv_b32, 9, q, 0);                                         \
            p = P##_sel(lt5, p, q);                                                                \
        }                                                                                          \
        return P##_mul(p, x);                                                                      \
    }                                                                                              \
    /* erfinv for |x| < 1 (the normal samplers' range: no +-1 select) */                           \
    JAXCORE_I_HWI A VF N##_erfinv_in(VF x) {                                                       \
        /* w = -log1p(-x^2) as l = -w: -x^2 = x x (-1) + -0, w < 5 is -5 < l, w - 2.5 is           \
           -(l + 2.5) (negation is exact; rounding symmetric) */                                   \
        return N##_erfinv_l(x, N##_log1p(N##_nmad(x, x, P##_set(0x80000000u))));                   \
    }                                                                                              \
    JAXCORE_I_HWI A VF N##_erfinv(VF x) {                                                          \
        return P##_sel(P##_eq(P##_abs(x), P##_set(0x3f800000u)), P##_mul(x, P##_set(0x7f800000u)), \
                       N##_erfinv_in(x));                                                          \
    }                                                                                              \
    /* the normal sample of a unit f (jaxcore_i_normal_of). Every caller's f is a float32 unit,    \
       in [0, 1 - 2^-23], so u = 2 f + lo lies in [lo, 1 - 3 * 2^-24] (rounding is monotonic):     \
       the max(lo, u) of jaxcore_i_normal_of and erfinv's +-1 select never change a value here     \
       and are left out */                                                                         \
    JAXCORE_I_HWI A VF N##_normal_1(VF f, VF *u) { /* u, and l = log1p(-u^2) */                    \
        *u = N##_mad(f, P##_set(0x40000000u), P##_set(0xbf7fffffu));                               \
        return N##_log1p(N##_nmad(*u, *u, P##_set(0x80000000u)));                                  \
    }                                                                                              \
    JAXCORE_I_HWI A VF N##_normal_2(VF u, VF l) { /* the sample */                                 \
        return P##_mul(P##_set(0x3fb504f3u), N##_erfinv_l(u, l));                                  \
    }                                                                                              \
    JAXCORE_I_HWI A VF N##_normal(VF f) {                                                          \
        VF u, l = N##_normal_1(f, &u);                                                             \
        return N##_normal_2(u, l);                                                                 \
    }                                                                                              \
    /* u = max(mn, f range + mn): the uniform of the one-draw samplers */                          \
    JAXCORE_I_HWI A VF N##_u(const jaxcore_i_hfs *h, VF f) {                                       \
        VF mn = P##_set(h->mn), u = N##_mad(f, P##_set(h->range), mn);                             \
        return P##_sel(P##_lt(u, mn), mn, u);                                                      \
    }                                                                                              \
    /* one vector of samples of each kind (jaxcore_i_sample) from unit draws f0, f1, f2 */         \
    JAXCORE_I_HWK(N, A, VF, uniform) { return N##_u(h, f0); }                                      \
    JAXCORE_I_HWK(N, A, VF, normal) { return N##_normal(f0); }                                     \
    /* p0: sqrt(2) sigma (jaxcore_i_sample) */                                                     \
    JAXCORE_I_HWK(N, A, VF, lognormal) {                                                           \
        VF e = N##_erfinv_in(N##_mad(f0, P##_set(0x40000000u), P##_set(0xbf7fffffu)));             \
        return N##_exp(P##_mul(e, P##_set(h->p0)));                                                \
    }                                                                                              \
    JAXCORE_I_HWK(N, A, VF, maxwell) {                                                             \
        VF a = N##_normal(f0), b = N##_normal(f1), c = N##_normal(f2), t;                          \
        if (h->loop) /* a small call's order (jaxcore_i_sample) */                                 \
            return P##_sqrt(N##_mad(c, c, N##_mad(a, a, P##_mul(b, b))));                          \
        t = P##_add(P##_add(P##_mul(a, a), P##_mul(c, c)), P##_mul(b, b));                         \
        return P##_sqrt(t);                                                                        \
    }                                                                                              \
    /* f0: the (0, 1) value, its sign set where the sampler takes log1p(-u) */                     \
    JAXCORE_I_HWK(N, A, VF, highest) {                                                             \
        VF u = P##_abs(f0), t;                                                                     \
        t = P##_sel(P##_lt(f0, P##_set(0)), N##_log1p(P##_neg(u)), N##_log(u));                    \
        return P##_neg(N##_log(P##_neg(t)));                                                       \
    }                                                                                              \
    JAXCORE_I_HWK(N, A, VF, high) {                                                                \
        VF t = P##_add(P##_add(f0, P##_mul(P##_set(h->p0), f1)), P##_set(h->p1));                  \
        t = N##_log1p(P##_neg(P##_sel(P##_lt(f0, P##_set(0x3f000000u)), t, f0)));                  \
        return P##_neg(N##_log(P##_neg(t)));                                                       \
    }                                                                                              \
    JAXCORE_I_HWK(N, A, VF, truncnorm) {                                                           \
        VF t = P##_mul(P##_set(0x3fb504f3u), N##_erfinv(N##_u(h, f0)));                            \
        VF p0 = P##_set(h->p0), p1 = P##_set(h->p1);                                               \
        t = h->nan0 ? p0 : P##_sel(P##_lt(t, p0), p0, t);                                          \
        return h->nan1 ? p1 : P##_sel(P##_lt(p1, t), p1, t);                                       \
    }                                                                                              \
    JAXCORE_I_HWK(N, A, VF, exponential) { return P##_neg(N##_log1p(P##_neg(N##_u(h, f0)))); }     \
    JAXCORE_I_HWK(N, A, VF, pareto) {                                                              \
        VF t = P##_neg(N##_log1p(P##_neg(N##_u(h, f0))));                                          \
        return N##_exp(P##_mul(t, P##_set(h->p0))); /* p0: 1 / b */                                \
    }                                                                                              \
    /* pow(t, 1/concentration): the software float's powf, lane by lane; a subnormal power is      \
       a signed zero to the product (DAZ, and no flushing on WebAssembly) */                       \
    JAXCORE_I_HWK(N, A, VF, weibull) {                                                             \
        VF t = P##_neg(N##_log1p(P##_neg(N##_u(h, f0))));                                          \
        uint32_t l[W];                                                                             \
        int j;                                                                                     \
        P##_st(l, t);                                                                              \
        for (j = 0; j < (W); ++j)                                                                  \
            l[j] = jaxcore_i_powf_lane(l[j], h->y, F);                                             \
        return P##_mul(P##_ld(l), P##_set(h->p0));                                                 \
    }                                                                                              \
    JAXCORE_I_HWK(N, A, VF, gumbel) { return P##_neg(N##_log(P##_neg(N##_log(N##_u(h, f0))))); }   \
    /* p0: pi; the tan of each lane follows in jaxcore_i_hw_run, outside the vector function (a    \
       call from it lets a Win64 callee's VEX code clear the upper halves of ymm6-15, which        \
       MinGW's gcc keeps live across calls) */                                                     \
    JAXCORE_I_HWK(N, A, VF, cauchy) {                                                              \
        return P##_mul(P##_set(h->p0), P##_sub(N##_u(h, f0), P##_set(0x3f000000u)));               \
    }                                                                                              \
    JAXCORE_I_HWK(N, A, VF, laplace) {                                                             \
        VF u = N##_u(h, f0), t;                                                                    \
        t = P##_xor(N##_log1p(P##_nabs(u)), P##_and(u, P##_set(0x80000000u)));                     \
        return P##_sel(P##_eq(u, P##_set(0)), P##_set(0), t);                                      \
    }                                                                                              \
    JAXCORE_I_HWK(N, A, VF, logistic) {                                                            \
        VF u = N##_u(h, f0);                                                                       \
        return P##_sub(N##_log(u), N##_log1p(P##_neg(u)));                                         \
    }                                                                                              \
    JAXCORE_I_HWK(N, A, VF, rayleigh) {                                                            \
        VF t = P##_mul(N##_log(N##_u(h, f0)), P##_set(0xc0000000u));                               \
        return P##_mul(P##_set(h->p0), P##_sqrt(t));                                               \
    }                                                                                              \
    /* p0 left, p1 right, tri: fc, right - left, mode - left, right - mode */                      \
    JAXCORE_I_HWK(N, A, VF, triangular) {                                                          \
        VF u = N##_u(h, f0), rl = P##_set(h->tri[1]), a, b;                                        \
        a = P##_add(P##_set(h->p0), P##_sqrt(P##_mul(P##_mul(u, rl), P##_set(h->tri[2]))));        \
        b = P##_mul(P##_mul(P##_sub(P##_set(0x3f800000u), u), rl), P##_set(h->tri[3]));            \
        return P##_sel(P##_lt(u, P##_set(h->tri[0])), a, P##_sub(P##_set(h->p1), P##_sqrt(b)));    \
    }                                                                                              \
    /* erf: jaxcore_i_erf32 (its multiply-adds fused in every instance, as XLA's explicit fmas) */ \
    JAXCORE_I_HWI A VF N##_erf(VF x) {                                                             \
        VF x2 = P##_mul(x, x), p = P##_set(jaxcore_i_erf32_al[0]),                                 \
           q = P##_set(jaxcore_i_erf32_be[0]), r;                                                  \
        int i;                                                                                     \
        for (i = 1; i < 5; ++i)                                                                    \
            p = P##_fma(p, x2, P##_set(jaxcore_i_erf32_al[i]));                                    \
        for (i = 1; i < 7; ++i)                                                                    \
            q = P##_fma(q, x2, P##_set(jaxcore_i_erf32_be[i]));                                    \
        r = P##_div(P##_mul(x, p), q);                                                             \
        r = P##_sel(P##_igt(P##_set(0x406f9c68u), P##_abs(x)), r,                                  \
                    P##_or(P##_and(x, P##_set(0x80000000u)), P##_set(0x3f800000u))); /* +-1 */     \
        return P##_sel(P##_isnan(x), P##_or(x, P##_set(0x400000u)), r);                            \
    }                                                                                              \
    /* one log (0), log1p (1) or exp (2) with the special values of every input, the normal        \
       sample (3) of a unit, erf_inv (4) of |x| < 1, or erf (5) */                                 \
    JAXCORE_I_PRIVATE A uint32_t N##_one(int fn, uint32_t x) {                                     \
        uint32_t t[W];                                                                             \
        VF v = P##_set(x), r;                                                                      \
        if (fn == 3) {                                                                             \
            r = N##_normal(v);                                                                     \
        } else if (fn == 4) {                                                                      \
            r = N##_erfinv_in(v);                                                                  \
        } else if (fn == 5) {                                                                      \
            r = N##_erf(v);                                                                        \
        } else if (fn == 0) {                                                                      \
            r = N##_log(v);                                                                        \
        } else if (fn == 2) {                                                                      \
            r = N##_exp(v);                                                                        \
        } else {                                                                                   \
            r = N##_log1pa(v);                                                                     \
        }                                                                                          \
        P##_st(t, r);                                                                              \
        return t[0];                                                                               \
    }                                                                                              \
    JAXCORE_I_HW_RUN(P, N, A, VF, W, uniform, 0, 0)                                                \
    JAXCORE_I_HW_RUN(P, N, A, VF, W, normal, 0, 0)                                                 \
    JAXCORE_I_HW_RUN_NORMAL(P, N, A, VF, W)                                                        \
    JAXCORE_I_HW_RUN(P, N, A, VF, W, lognormal, 0, 0)                                              \
    JAXCORE_I_HW_RUN(P, N, A, VF, W, maxwell, 0, 1)                                                \
    JAXCORE_I_HW_RUN(P, N, A, VF, W, highest, 1, 0)                                                \
    JAXCORE_I_HW_RUN(P, N, A, VF, W, high, 0, 0)                                                   \
    JAXCORE_I_HW_RUN(P, N, A, VF, W, truncnorm, 0, 0)                                              \
    JAXCORE_I_HW_RUN(P, N, A, VF, W, exponential, 0, 0)                                            \
    JAXCORE_I_HW_RUN(P, N, A, VF, W, pareto, 0, 0)                                                 \
    JAXCORE_I_HW_RUN(P, N, A, VF, W, weibull, 0, 0)                                                \
    JAXCORE_I_HW_RUN(P, N, A, VF, W, gumbel, 0, 0)                                                 \
    JAXCORE_I_HW_RUN(P, N, A, VF, W, cauchy, 0, 0)                                                 \
    JAXCORE_I_HW_RUN(P, N, A, VF, W, laplace, 0, 0)                                                \
    JAXCORE_I_HW_RUN(P, N, A, VF, W, logistic, 0, 0)                                               \
    JAXCORE_I_HW_RUN(P, N, A, VF, W, rayleigh, 0, 0)                                               \
    JAXCORE_I_HW_RUN(P, N, A, VF, W, triangular, 0, 0)                                             \
    JAXCORE_I_PRIVATE A void N##_block(const jaxcore_i_hfs *h, const uint32_t *w,                  \
                                       const uint32_t *w2, size_t n, uint32_t *out) {              \
        switch (h->kind) {                                                                         \
        case JAXCORE_I_K_UNIFORM: N##_run_uniform(h, w, w2, n, out); break;                        \
        case JAXCORE_I_K_NORMAL: N##_run_normalp(h, w, w2, n, out); break;                         \
        case JAXCORE_I_K_LOGNORMAL: N##_run_lognormal(h, w, w2, n, out); break;                    \
        case JAXCORE_I_K_MAXWELL: N##_run_maxwell(h, w, w2, n, out); break;                        \
        case JAXCORE_I_K_GUMBEL_HIGHEST: N##_run_highest(h, w, w2, n, out); break;                 \
        case JAXCORE_I_K_GUMBEL_HIGH: N##_run_high(h, w, w2, n, out); break;                       \
        case JAXCORE_I_K_TRUNCNORM: N##_run_truncnorm(h, w, w2, n, out); break;                    \
        case JAXCORE_I_K_EXPONENTIAL: N##_run_exponential(h, w, w2, n, out); break;                \
        case JAXCORE_I_K_PARETO: N##_run_pareto(h, w, w2, n, out); break;                          \
        case JAXCORE_I_K_WEIBULL: N##_run_weibull(h, w, w2, n, out); break;                        \
        case JAXCORE_I_K_GUMBEL: N##_run_gumbel(h, w, w2, n, out); break;                          \
        case JAXCORE_I_K_CAUCHY: N##_run_cauchy(h, w, w2, n, out); break;                          \
        case JAXCORE_I_K_LAPLACE: N##_run_laplace(h, w, w2, n, out); break;                        \
        case JAXCORE_I_K_LOGISTIC: N##_run_logistic(h, w, w2, n, out); break;                      \
        case JAXCORE_I_K_RAYLEIGH: N##_run_rayleigh(h, w, w2, n, out); break;                      \
        case JAXCORE_I_K_TRIANGULAR: N##_run_triangular(h, w, w2, n, out); break;                  \
        default: break;                                                                            \
        }                                                                                          \
    }

/* Two vectors of P as one (PP##_*): two independent dependency chains in every loop
   iteration, which the CPU overlaps (the polynomials are latency bound). */
#define JAXCORE_I_HW_PAIR(PP, P, A, VF, VM, W)                                                     \
    typedef struct PP##_v {                                                                        \
        VF x, y;                                                                                   \
    } PP##_v;                                                                                      \
    typedef struct PP##_m {                                                                        \
        VM x, y;                                                                                   \
    } PP##_m;                                                                                      \
    JAXCORE_I_HWI A PP##_v PP##_mk(VF x, VF y) {                                                   \
        PP##_v r;                                                                                  \
        r.x = x;                                                                                   \
        r.y = y;                                                                                   \
        return r;                                                                                  \
    }                                                                                              \
    JAXCORE_I_HWI A PP##_m PP##_mm(VM x, VM y) {                                                   \
        PP##_m r;                                                                                  \
        r.x = x;                                                                                   \
        r.y = y;                                                                                   \
        return r;                                                                                  \
    }                                                                                              \
    JAXCORE_I_HWI A PP##_v PP##_set(uint32_t b) { return PP##_mk(P##_set(b), P##_set(b)); }        \
    JAXCORE_I_HWI A PP##_v PP##_setf(float f) { return PP##_mk(P##_setf(f), P##_setf(f)); }        \
    JAXCORE_I_HWI A PP##_v PP##_ld(const uint32_t *p) {                                            \
        return PP##_mk(P##_ld(p), P##_ld(p + (W)));                                                \
    }                                                                                              \
    JAXCORE_I_HWI A PP##_v PP##_unit(const uint32_t *p) {                                          \
        return PP##_mk(P##_unit(p), P##_unit(p + (W)));                                            \
    }                                                                                              \
    JAXCORE_I_HWI A void PP##_st(uint32_t *p, PP##_v v) {                                          \
        P##_st(p, v.x);                                                                            \
        P##_st(p + (W), v.y);                                                                      \
    }                                                                                              \
    JAXCORE_I_HW_PAIR2(PP, P, A, add)                                                              \
    JAXCORE_I_HW_PAIR2(PP, P, A, sub)                                                              \
    JAXCORE_I_HW_PAIR2(PP, P, A, mul)                                                              \
    JAXCORE_I_HW_PAIR2(PP, P, A, div)                                                              \
    JAXCORE_I_HW_PAIR2(PP, P, A, and)                                                              \
    JAXCORE_I_HW_PAIR2(PP, P, A, or)                                                               \
    JAXCORE_I_HW_PAIR2(PP, P, A, xor)                                                              \
    JAXCORE_I_HW_PAIR1(PP, P, A, sqrt)                                                             \
    JAXCORE_I_HW_PAIR1(PP, P, A, neg)                                                              \
    JAXCORE_I_HW_PAIR1(PP, P, A, abs)                                                              \
    JAXCORE_I_HW_PAIR1(PP, P, A, nabs)                                                             \
    JAXCORE_I_HW_PAIR1(PP, P, A, expo)                                                             \
    JAXCORE_I_HW_PAIR1(PP, P, A, floor)                                                            \
    JAXCORE_I_HW_PAIR1(PP, P, A, pow2)                                                             \
    JAXCORE_I_HWI A PP##_v PP##_fma(PP##_v a, PP##_v b, PP##_v c) {                                \
        return PP##_mk(P##_fma(a.x, b.x, c.x), P##_fma(a.y, b.y, c.y));                            \
    }                                                                                              \
    JAXCORE_I_HWI A PP##_v PP##_fnma(PP##_v a, PP##_v b, PP##_v c) {                               \
        return PP##_mk(P##_fnma(a.x, b.x, c.x), P##_fnma(a.y, b.y, c.y));                          \
    }                                                                                              \
    JAXCORE_I_HWI A PP##_m PP##_lt(PP##_v a, PP##_v b) {                                           \
        return PP##_mm(P##_lt(a.x, b.x), P##_lt(a.y, b.y));                                        \
    }                                                                                              \
    JAXCORE_I_HWI A PP##_m PP##_eq(PP##_v a, PP##_v b) {                                           \
        return PP##_mm(P##_eq(a.x, b.x), P##_eq(a.y, b.y));                                        \
    }                                                                                              \
    JAXCORE_I_HWI A PP##_m PP##_igt(PP##_v a, PP##_v b) {                                          \
        return PP##_mm(P##_igt(a.x, b.x), P##_igt(a.y, b.y));                                      \
    }                                                                                              \
    JAXCORE_I_HWI A PP##_m PP##_ieq(PP##_v a, PP##_v b) {                                          \
        return PP##_mm(P##_ieq(a.x, b.x), P##_ieq(a.y, b.y));                                      \
    }                                                                                              \
    JAXCORE_I_HWI A PP##_m PP##_isnan(PP##_v a) {                                                  \
        return PP##_mm(P##_isnan(a.x), P##_isnan(a.y));                                            \
    }                                                                                              \
    JAXCORE_I_HWI A int PP##_all(PP##_m m) { return P##_all(m.x) && P##_all(m.y); }                \
    JAXCORE_I_HWI A PP##_v PP##_sel(PP##_m m, PP##_v a, PP##_v b) {                                \
        return PP##_mk(P##_sel(m.x, a.x, b.x), P##_sel(m.y, a.y, b.y));                            \
    }
#define JAXCORE_I_HW_PAIR2(PP, P, A, op)                                                           \
    JAXCORE_I_HWI A PP##_v PP##_##op(PP##_v a, PP##_v b) {                                         \
        return PP##_mk(P##_##op(a.x, b.x), P##_##op(a.y, b.y));                                    \
    }
#define JAXCORE_I_HW_PAIR1(PP, P, A, op)                                                           \
    JAXCORE_I_HWI A PP##_v PP##_##op(PP##_v a) { return PP##_mk(P##_##op(a.x), P##_##op(a.y)); }

/* Each ISA block lists its instances once, JAXCORE_I_HW_LIST_<ISA>(X): X(name, N, P, A, VF,
   VM, W, F, M, avail) with M 1 where the instance marks lanes for the software float and
   avail whether this CPU runs it; the block instantiates its list and JAXCORE_I_HW_INSTANCES
   (below them) joins the lists for the white-box tests (tests/hwfloat.c, tests/xla_ref.c). */
#define JAXCORE_I_HW_INSTANCE(name, N, P, A, VF, VM, W, F, M, avail)                               \
    JAXCORE_I_HW_TEMPLATE(P, N, F, A, VF, VM, W)
/* An ISA's add, sub and mul primitives (N##_add...: the intrinsics ADD, SUB, MUL on vectors V,
   attributes A): each result goes through the ISA's empty-asm barrier BAR, so that no flag
   contracts, reassociates or rewrites it, and then POST (WebAssembly: its tiny-result mark;
   elsewhere JAXCORE_I_HW_SAME). No argument is empty (C++98). */
#define JAXCORE_I_HW_SAME(v) (v)
#define JAXCORE_I_HW_OP2(Q, N, A, V, BAR, POST, op, expr)                                          \
    Q A V N##_##op(V a, V b) {                                                                     \
        V r = expr;                                                                                \
        BAR(r);                                                                                    \
        return POST(r);                                                                            \
    }
#define JAXCORE_I_HW_ARITH(Q, N, A, V, BAR, POST, ADD, SUB, MUL)                                   \
    JAXCORE_I_HW_OP2(Q, N, A, V, BAR, POST, add, ADD(a, b))                                        \
    JAXCORE_I_HW_OP2(Q, N, A, V, BAR, POST, sub, SUB(a, b))                                        \
    JAXCORE_I_HW_OP2(Q, N, A, V, BAR, POST, mul, MUL(a, b))
/* N##_fma where the ISA has a fused multiply-add instruction (FMA): the same barrier */
#define JAXCORE_I_HW_FMA(Q, N, A, V, BAR, FMA) JAXCORE_I_HW_OP3(Q, N, A, V, BAR, fma, FMA)
#define JAXCORE_I_HW_OP3(Q, N, A, V, BAR, op, OP)                                                  \
    Q A V N##_##op(V a, V b, V c) {                                                                \
        V r = OP(a, b, c);                                                                         \
        BAR(r);                                                                                    \
        return r;                                                                                  \
    }
/* N##_fnma(a, b, c) = c - a b, one rounding (the ISA's negated fused multiply-add) */
#define JAXCORE_I_HW_FNMA(Q, N, A, V, BAR, FNMA) JAXCORE_I_HW_OP3(Q, N, A, V, BAR, fnma, FNMA)

#ifdef JAXCORE_I_HAVE_SSE2
/* MXCSR: all exceptions masked, round to nearest, FTZ and DAZ */
typedef unsigned jaxcore_i_fpenv;
JAXCORE_I_PRIVATE jaxcore_i_fpenv jaxcore_i_fp_enter(void) {
    jaxcore_i_fpenv old = _mm_getcsr();
    _mm_setcsr(0x9fc0u);
    __asm__ __volatile__("" ::: "memory");
    return old;
}
JAXCORE_I_PRIVATE void jaxcore_i_fp_leave(jaxcore_i_fpenv old) {
    __asm__ __volatile__("" ::: "memory");
    _mm_setcsr(old);
}
#define JAXCORE_I_HBAR(v) __asm__("" : "+x"(v))
#ifdef __AVX__
#define JAXCORE_I_SSE_DIV "vdivps {%2, %1, %0|%0, %1, %2}"
#define JAXCORE_I_SSE_SQRT "vsqrtps {%1, %0|%0, %1}"
#define JAXCORE_I_SSE_DIVSD "vdivsd {%2, %1, %0|%0, %1, %2}"
#else
#define JAXCORE_I_SSE_DIV "divps {%2, %0|%0, %2}"
#define JAXCORE_I_SSE_SQRT "sqrtps {%1, %0|%0, %1}"
#define JAXCORE_I_SSE_DIVSD "divsd {%2, %0|%0, %2}"
#endif

/* SSE2, 4 lanes (jaxcore_i_h4_*); masks are all-ones lanes. */
JAXCORE_I_PRIVATE __m128 jaxcore_i_h4_set(uint32_t b) {
    return _mm_castsi128_ps(_mm_set1_epi32((int)b));
}
JAXCORE_I_PRIVATE __m128 jaxcore_i_h4_setf(float f) { return _mm_set1_ps(f); }
JAXCORE_I_PRIVATE __m128 jaxcore_i_h4_ld(const uint32_t *p) {
    return _mm_castsi128_ps(_mm_loadu_si128((const __m128i *)(const void *)p));
}
JAXCORE_I_PRIVATE void jaxcore_i_h4_st(uint32_t *p, __m128 v) {
    _mm_storeu_si128((__m128i *)(void *)p, _mm_castps_si128(v));
}
JAXCORE_I_HW_ARITH(JAXCORE_I_PRIVATE, jaxcore_i_h4, JAXCORE_I_A0, __m128, JAXCORE_I_HBAR,
                   JAXCORE_I_HW_SAME, _mm_add_ps, _mm_sub_ps, _mm_mul_ps)
JAXCORE_I_PRIVATE __m128 jaxcore_i_h4_div(__m128 a, __m128 b) {
    __m128 r = a;
#ifdef __AVX__
    __asm__(JAXCORE_I_SSE_DIV : "=x"(r) : "x"(a), "x"(b));
#else
    __asm__(JAXCORE_I_SSE_DIV : "+x"(r) : "x"(r), "x"(b));
#endif
    return r;
}
JAXCORE_I_PRIVATE __m128 jaxcore_i_h4_sqrt(__m128 a) {
    __m128 r;
    __asm__(JAXCORE_I_SSE_SQRT : "=x"(r) : "x"(a));
    return r;
}
/* unit value of 4 words: bitcast((w >> 9) | bits(1.0f)) - 1.0f, exact */
JAXCORE_I_PRIVATE __m128 jaxcore_i_h4_unit(const uint32_t *p) {
    __m128i w = _mm_loadu_si128((const __m128i *)(const void *)p);
    w = _mm_or_si128(_mm_srli_epi32(w, 9), _mm_set1_epi32(0x3f800000));
    return jaxcore_i_h4_sub(_mm_castsi128_ps(w), _mm_set1_ps(1.0f));
}
JAXCORE_I_PRIVATE __m128 jaxcore_i_h4_lt(__m128 a, __m128 b) { return _mm_cmplt_ps(a, b); }
JAXCORE_I_PRIVATE __m128 jaxcore_i_h4_eq(__m128 a, __m128 b) { return _mm_cmpeq_ps(a, b); }
JAXCORE_I_PRIVATE int jaxcore_i_h4_all(__m128 m) { return _mm_movemask_ps(m) == 0xf; }
JAXCORE_I_PRIVATE __m128 jaxcore_i_h4_sel(__m128 m, __m128 a, __m128 b) {
    return _mm_or_ps(_mm_and_ps(m, a), _mm_andnot_ps(m, b));
}
JAXCORE_I_PRIVATE __m128 jaxcore_i_h4_and(__m128 a, __m128 b) { return _mm_and_ps(a, b); }
JAXCORE_I_PRIVATE __m128 jaxcore_i_h4_xor(__m128 a, __m128 b) { return _mm_xor_ps(a, b); }
JAXCORE_I_PRIVATE __m128 jaxcore_i_h4_neg(__m128 a) {
    return _mm_xor_ps(a, jaxcore_i_h4_set(0x80000000u));
}
JAXCORE_I_PRIVATE __m128 jaxcore_i_h4_abs(__m128 a) {
    return _mm_andnot_ps(jaxcore_i_h4_set(0x80000000u), a);
}
JAXCORE_I_PRIVATE __m128 jaxcore_i_h4_nabs(__m128 a) {
    return _mm_or_ps(a, jaxcore_i_h4_set(0x80000000u));
}
JAXCORE_I_PRIVATE __m128 jaxcore_i_h4_or(__m128 a, __m128 b) { return _mm_or_ps(a, b); }
/* signed 32-bit compares of the bit patterns */
JAXCORE_I_PRIVATE __m128 jaxcore_i_h4_igt(__m128 a, __m128 b) {
    return _mm_castsi128_ps(_mm_cmpgt_epi32(_mm_castps_si128(a), _mm_castps_si128(b)));
}
JAXCORE_I_PRIVATE __m128 jaxcore_i_h4_ieq(__m128 a, __m128 b) {
    return _mm_castsi128_ps(_mm_cmpeq_epi32(_mm_castps_si128(a), _mm_castps_si128(b)));
}
/* float(exponent field - 126) of positive normal x */
JAXCORE_I_PRIVATE __m128 jaxcore_i_h4_expo(__m128 x) {
    __m128i k = _mm_sub_epi32(_mm_srli_epi32(_mm_castps_si128(x), 23), _mm_set1_epi32(126));
    return _mm_cvtepi32_ps(k);
}
/* floor of |x| < 2^31 (SSE2 has no roundps): truncate, minus 1 where that went up */
JAXCORE_I_PRIVATE __m128 jaxcore_i_h4_floor(__m128 x) {
    __m128 t = _mm_cvtepi32_ps(_mm_cvttps_epi32(x));
    return jaxcore_i_h4_sub(t, _mm_and_ps(_mm_cmpgt_ps(t, x), _mm_set1_ps(1.0f)));
}
/* 2^n for integral n in [-127, 127], 0 for -127 */
JAXCORE_I_PRIVATE __m128 jaxcore_i_h4_pow2(__m128 n) {
    __m128i k = _mm_add_epi32(_mm_cvttps_epi32(n), _mm_set1_epi32(127));
    return _mm_castsi128_ps(_mm_slli_epi32(k, 23));
}
JAXCORE_I_PRIVATE __m128 jaxcore_i_h4_isnan(__m128 x) {
    __m128i a = _mm_and_si128(_mm_castps_si128(x), _mm_set1_epi32(0x7fffffff));
    return _mm_castsi128_ps(_mm_cmpgt_epi32(a, _mm_set1_epi32(0x7f800000)));
}
/* float64 on SSE2, for the exact float32 fma without FMA hardware */
JAXCORE_I_PRIVATE __m128d jaxcore_i_h4_dmul(__m128d a, __m128d b) {
    __m128d r = _mm_mul_pd(a, b);
    JAXCORE_I_HBAR(r);
    return r;
}
JAXCORE_I_PRIVATE __m128d jaxcore_i_h4_dadd(__m128d a, __m128d b) {
    __m128d r = _mm_add_pd(a, b);
    JAXCORE_I_HBAR(r);
    return r;
}
JAXCORE_I_PRIVATE __m128d jaxcore_i_h4_dsub(__m128d a, __m128d b) {
    __m128d r = _mm_sub_pd(a, b);
    JAXCORE_I_HBAR(r);
    return r;
}
/* Rounding a float64 sum s = p + c (p = a * b, exact) to float32 rounds twice, which is wrong
   only where s lies halfway between two float32 values (its low 29 bits 0x10000000) and is
   inexact: such a lane moves one float64 ulp toward the exact sum (its TwoSum error e, exact)
   so that the final rounding goes the right way. */
JAXCORE_I_HWI __m128d jaxcore_i_h4_fix2(__m128d s, __m128d p, __m128d c) {
    __m128d bv = jaxcore_i_h4_dsub(s, p), av = jaxcore_i_h4_dsub(s, bv), z = _mm_setzero_pd();
    __m128d e = jaxcore_i_h4_dadd(jaxcore_i_h4_dsub(p, av), jaxcore_i_h4_dsub(c, bv));
    __m128i sb = _mm_castpd_si128(s), m, d;
    m = _mm_cmpeq_epi32(_mm_and_si128(sb, _mm_set1_epi32(0x1fffffff)), _mm_set1_epi32(0x10000000));
    m = _mm_shuffle_epi32(m, _MM_SHUFFLE(2, 2, 0, 0)); /* each lane's low word */
    /* e nonzero and not NaN (s is then finite) */
    m = _mm_and_si128(m, _mm_castpd_si128(_mm_and_pd(_mm_cmpneq_pd(e, z), _mm_cmpord_pd(e, e))));
    /* +1 where e and s have the same sign (away from zero), else -1 */
    d = _mm_srli_epi64(_mm_xor_si128(_mm_castpd_si128(e), sb), 63);
    d = _mm_sub_epi64(_mm_set1_epi64x(1), _mm_add_epi64(d, d));
    return _mm_castsi128_pd(_mm_add_epi64(sb, _mm_and_si128(m, d)));
}
/* a * b + c on four float32 lanes without FMA hardware: in float64 the products are exact and
   each sum rounds once; rounding that to float32 is the fused result except where the sum lies
   halfway between two float32 values (its low 29 bits, all in its low 32-bit word, 0x10000000:
   one test for the four lanes), which jaxcore_i_h4_fix2 settles. */
JAXCORE_I_PRIVATE __m128 jaxcore_i_h4_fma(__m128 a, __m128 b, __m128 c) {
    __m128d cl = _mm_cvtps_pd(c), ch = _mm_cvtps_pd(_mm_movehl_ps(c, c));
    __m128d pl = jaxcore_i_h4_dmul(_mm_cvtps_pd(a), _mm_cvtps_pd(b));
    __m128d ph =
        jaxcore_i_h4_dmul(_mm_cvtps_pd(_mm_movehl_ps(a, a)), _mm_cvtps_pd(_mm_movehl_ps(b, b)));
    __m128d sl = jaxcore_i_h4_dadd(pl, cl), sh = jaxcore_i_h4_dadd(ph, ch);
    __m128i lw = _mm_castps_si128(
        _mm_shuffle_ps(_mm_castpd_ps(sl), _mm_castpd_ps(sh), _MM_SHUFFLE(2, 0, 2, 0)));
    __m128 r;
    lw = _mm_cmpeq_epi32(_mm_and_si128(lw, _mm_set1_epi32(0x1fffffff)), _mm_set1_epi32(0x10000000));
    if (_mm_movemask_epi8(lw)) {
        sl = jaxcore_i_h4_fix2(sl, pl, cl);
        sh = jaxcore_i_h4_fix2(sh, ph, ch);
    }
    r = _mm_movelh_ps(_mm_cvtpd_ps(sl), _mm_cvtpd_ps(sh));
    JAXCORE_I_HBAR(r);
    return r;
}
JAXCORE_I_PRIVATE __m128 jaxcore_i_h4_fnma(__m128 a, __m128 b, __m128 c) {
    return jaxcore_i_h4_fma(jaxcore_i_h4_neg(a), b, c);
}
#define JAXCORE_I_HW_LIST_SSE2(X)                                                                  \
    X("sse2", jaxcore_i_h4f, jaxcore_i_h4, JAXCORE_I_A0, __m128, __m128, 4, 1, 0, 1)               \
    X("sse2", jaxcore_i_h4n, jaxcore_i_h4, JAXCORE_I_A0, __m128, __m128, 4, 0, 0, 1)
JAXCORE_I_HW_LIST_SSE2(JAXCORE_I_HW_INSTANCE)
#endif

#if defined(JAXCORE_I_HAVE_AVX2) && defined(JAXCORE_I_HW)
#define JAXCORE_I_A2 __attribute__((target("avx2,fma")))
/* SSE with FMA hardware (the scalar and SSE2 paths on FMA CPUs) */
JAXCORE_I_HW_FMA(JAXCORE_I_PRIVATE, jaxcore_i_h4m, JAXCORE_I_A2, __m128, JAXCORE_I_HBAR,
                 _mm_fmadd_ps)
JAXCORE_I_HW_FNMA(JAXCORE_I_PRIVATE, jaxcore_i_h4m, JAXCORE_I_A2, __m128, JAXCORE_I_HBAR,
                  _mm_fnmadd_ps)
#define jaxcore_i_h4m_set jaxcore_i_h4_set
#define jaxcore_i_h4m_setf jaxcore_i_h4_setf
#define jaxcore_i_h4m_ld jaxcore_i_h4_ld
#define jaxcore_i_h4m_st jaxcore_i_h4_st
#define jaxcore_i_h4m_add jaxcore_i_h4_add
#define jaxcore_i_h4m_sub jaxcore_i_h4_sub
#define jaxcore_i_h4m_mul jaxcore_i_h4_mul
#define jaxcore_i_h4m_div jaxcore_i_h4_div
#define jaxcore_i_h4m_sqrt jaxcore_i_h4_sqrt
#define jaxcore_i_h4m_unit jaxcore_i_h4_unit
#define jaxcore_i_h4m_lt jaxcore_i_h4_lt
#define jaxcore_i_h4m_eq jaxcore_i_h4_eq
#define jaxcore_i_h4m_all jaxcore_i_h4_all
#define jaxcore_i_h4m_sel jaxcore_i_h4_sel
#define jaxcore_i_h4m_and jaxcore_i_h4_and
#define jaxcore_i_h4m_xor jaxcore_i_h4_xor
#define jaxcore_i_h4m_neg jaxcore_i_h4_neg
#define jaxcore_i_h4m_abs jaxcore_i_h4_abs
#define jaxcore_i_h4m_nabs jaxcore_i_h4_nabs
#define jaxcore_i_h4m_or jaxcore_i_h4_or
#define jaxcore_i_h4m_igt jaxcore_i_h4_igt
#define jaxcore_i_h4m_ieq jaxcore_i_h4_ieq
#define jaxcore_i_h4m_expo jaxcore_i_h4_expo
#define jaxcore_i_h4m_floor jaxcore_i_h4_floor
#define jaxcore_i_h4m_pow2 jaxcore_i_h4_pow2
#define jaxcore_i_h4m_isnan jaxcore_i_h4_isnan
#define JAXCORE_I_HW_LIST_SSE2FMA(X)                                                               \
    X("sse2+fma", jaxcore_i_h4mf, jaxcore_i_h4m, JAXCORE_I_A2, __m128, __m128, 4, 1, 0,            \
      (jaxcore_i_x86_features() & JAXCORE_I_CPU_FMA) != 0)
JAXCORE_I_HW_LIST_SSE2FMA(JAXCORE_I_HW_INSTANCE)

/* AVX2 + FMA, 8 lanes (jaxcore_i_h8_*) */
JAXCORE_I_PRIVATE JAXCORE_I_A2 __m256 jaxcore_i_h8_set(uint32_t b) {
    return _mm256_castsi256_ps(_mm256_set1_epi32((int)b));
}
JAXCORE_I_PRIVATE JAXCORE_I_A2 __m256 jaxcore_i_h8_setf(float f) { return _mm256_set1_ps(f); }
JAXCORE_I_PRIVATE JAXCORE_I_A2 __m256 jaxcore_i_h8_ld(const uint32_t *p) {
    return _mm256_castsi256_ps(_mm256_loadu_si256((const __m256i *)(const void *)p));
}
JAXCORE_I_PRIVATE JAXCORE_I_A2 void jaxcore_i_h8_st(uint32_t *p, __m256 v) {
    _mm256_storeu_si256((__m256i *)(void *)p, _mm256_castps_si256(v));
}
JAXCORE_I_HW_ARITH(JAXCORE_I_PRIVATE, jaxcore_i_h8, JAXCORE_I_A2, __m256, JAXCORE_I_HBAR,
                   JAXCORE_I_HW_SAME, _mm256_add_ps, _mm256_sub_ps, _mm256_mul_ps)
JAXCORE_I_HW_FMA(JAXCORE_I_PRIVATE, jaxcore_i_h8, JAXCORE_I_A2, __m256, JAXCORE_I_HBAR,
                 _mm256_fmadd_ps)
JAXCORE_I_HW_FNMA(JAXCORE_I_PRIVATE, jaxcore_i_h8, JAXCORE_I_A2, __m256, JAXCORE_I_HBAR,
                  _mm256_fnmadd_ps)
JAXCORE_I_PRIVATE JAXCORE_I_A2 __m256 jaxcore_i_h8_div(__m256 a, __m256 b) {
    __m256 r;
    __asm__("vdivps {%2, %1, %0|%0, %1, %2}" : "=x"(r) : "x"(a), "x"(b));
    return r;
}
JAXCORE_I_PRIVATE JAXCORE_I_A2 __m256 jaxcore_i_h8_sqrt(__m256 a) {
    __m256 r;
    __asm__("vsqrtps {%1, %0|%0, %1}" : "=x"(r) : "x"(a));
    return r;
}
JAXCORE_I_PRIVATE JAXCORE_I_A2 __m256 jaxcore_i_h8_unit(const uint32_t *p) {
    __m256i w = _mm256_loadu_si256((const __m256i *)(const void *)p);
    w = _mm256_or_si256(_mm256_srli_epi32(w, 9), _mm256_set1_epi32(0x3f800000));
    return jaxcore_i_h8_sub(_mm256_castsi256_ps(w), _mm256_set1_ps(1.0f));
}
JAXCORE_I_PRIVATE JAXCORE_I_A2 __m256 jaxcore_i_h8_lt(__m256 a, __m256 b) {
    return _mm256_cmp_ps(a, b, _CMP_LT_OQ);
}
JAXCORE_I_PRIVATE JAXCORE_I_A2 __m256 jaxcore_i_h8_eq(__m256 a, __m256 b) {
    return _mm256_cmp_ps(a, b, _CMP_EQ_OQ);
}
JAXCORE_I_PRIVATE JAXCORE_I_A2 int jaxcore_i_h8_all(__m256 m) {
    return _mm256_movemask_ps(m) == 0xff;
}
JAXCORE_I_PRIVATE JAXCORE_I_A2 __m256 jaxcore_i_h8_sel(__m256 m, __m256 a, __m256 b) {
    return _mm256_blendv_ps(b, a, m);
}
JAXCORE_I_PRIVATE JAXCORE_I_A2 __m256 jaxcore_i_h8_and(__m256 a, __m256 b) {
    return _mm256_and_ps(a, b);
}
JAXCORE_I_PRIVATE JAXCORE_I_A2 __m256 jaxcore_i_h8_xor(__m256 a, __m256 b) {
    return _mm256_xor_ps(a, b);
}
JAXCORE_I_PRIVATE JAXCORE_I_A2 __m256 jaxcore_i_h8_neg(__m256 a) {
    return _mm256_xor_ps(a, jaxcore_i_h8_set(0x80000000u));
}
JAXCORE_I_PRIVATE JAXCORE_I_A2 __m256 jaxcore_i_h8_abs(__m256 a) {
    return _mm256_andnot_ps(jaxcore_i_h8_set(0x80000000u), a);
}
JAXCORE_I_PRIVATE JAXCORE_I_A2 __m256 jaxcore_i_h8_nabs(__m256 a) {
    return _mm256_or_ps(a, jaxcore_i_h8_set(0x80000000u));
}
JAXCORE_I_PRIVATE JAXCORE_I_A2 __m256 jaxcore_i_h8_or(__m256 a, __m256 b) {
    return _mm256_or_ps(a, b);
}
JAXCORE_I_PRIVATE JAXCORE_I_A2 __m256 jaxcore_i_h8_igt(__m256 a, __m256 b) {
    return _mm256_castsi256_ps(_mm256_cmpgt_epi32(_mm256_castps_si256(a), _mm256_castps_si256(b)));
}
JAXCORE_I_PRIVATE JAXCORE_I_A2 __m256 jaxcore_i_h8_ieq(__m256 a, __m256 b) {
    return _mm256_castsi256_ps(_mm256_cmpeq_epi32(_mm256_castps_si256(a), _mm256_castps_si256(b)));
}
JAXCORE_I_PRIVATE JAXCORE_I_A2 __m256 jaxcore_i_h8_expo(__m256 x) {
    __m256i k = _mm256_srli_epi32(_mm256_castps_si256(x), 23);
    return _mm256_cvtepi32_ps(_mm256_sub_epi32(k, _mm256_set1_epi32(126)));
}
JAXCORE_I_PRIVATE JAXCORE_I_A2 __m256 jaxcore_i_h8_floor(__m256 x) {
    __m256 r = _mm256_floor_ps(x);
    JAXCORE_I_HBAR(r);
    return r;
}
JAXCORE_I_PRIVATE JAXCORE_I_A2 __m256 jaxcore_i_h8_pow2(__m256 n) {
    __m256i k = _mm256_add_epi32(_mm256_cvttps_epi32(n), _mm256_set1_epi32(127));
    return _mm256_castsi256_ps(_mm256_slli_epi32(k, 23));
}
JAXCORE_I_PRIVATE JAXCORE_I_A2 __m256 jaxcore_i_h8_isnan(__m256 x) {
    __m256i a = _mm256_and_si256(_mm256_castps_si256(x), _mm256_set1_epi32(0x7fffffff));
    return _mm256_castsi256_ps(_mm256_cmpgt_epi32(a, _mm256_set1_epi32(0x7f800000)));
}
#ifdef __OPTIMIZE__ /* -O0: one vector at a time (four would take 4x the stack there) */
JAXCORE_I_HW_PAIR(jaxcore_i_h8x2, jaxcore_i_h8, JAXCORE_I_A2, __m256, __m256, 8)
JAXCORE_I_HW_PAIR(jaxcore_i_h8x4, jaxcore_i_h8x2, JAXCORE_I_A2, jaxcore_i_h8x2_v, jaxcore_i_h8x2_m,
                  16)
#define JAXCORE_I_HW_LIST_AVX2(X)                                                                  \
    X("avx2", jaxcore_i_h8f, jaxcore_i_h8x4, JAXCORE_I_A2, jaxcore_i_h8x4_v, jaxcore_i_h8x4_m, 32, \
      1, 0, (jaxcore_i_x86_features() & JAXCORE_I_CPU_AVX2_FMA) == JAXCORE_I_CPU_AVX2_FMA)
#else
#define JAXCORE_I_HW_LIST_AVX2(X)                                                                  \
    X("avx2", jaxcore_i_h8f, jaxcore_i_h8, JAXCORE_I_A2, __m256, __m256, 8, 1, 0,                  \
      (jaxcore_i_x86_features() & JAXCORE_I_CPU_AVX2_FMA) == JAXCORE_I_CPU_AVX2_FMA)
#endif
JAXCORE_I_HW_LIST_AVX2(JAXCORE_I_HW_INSTANCE)
/* float64 samplers on the scalar float64 of SSE2 with FMA (jaxcore_i_hd_*): the software
   float's jaxcore_i_normal_of, erfinv64, log1p64 and log64 operation for operation. Only
   where the CPU has FMA (the fused steps are FMA instructions). Arguments of log outside its
   table branch (near 1, zero, subnormal, negative, inf, NaN) go to the software log. */
JAXCORE_I_HW_ARITH(JAXCORE_I_HWI, jaxcore_i_hd, JAXCORE_I_A2, __m128d, JAXCORE_I_HBAR,
                   JAXCORE_I_HW_SAME, _mm_add_sd, _mm_sub_sd, _mm_mul_sd)
JAXCORE_I_HWI JAXCORE_I_A2 __m128d jaxcore_i_hd_div(__m128d a, __m128d b) {
    __m128d r;
    __asm__("vdivsd {%2, %1, %0|%0, %1, %2}" : "=x"(r) : "x"(a), "x"(b));
    return r;
}
JAXCORE_I_HWI JAXCORE_I_A2 __m128d jaxcore_i_hd_sqrt(__m128d a) {
    __m128d r;
    __asm__("vsqrtsd {%1, %1, %0|%0, %1, %1}" : "=x"(r) : "x"(a));
    return r;
}
JAXCORE_I_HWI JAXCORE_I_A2 __m128d jaxcore_i_hd_mad(__m128d a, __m128d b, __m128d c, int fused) {
    __m128d r;
    if (!fused) return jaxcore_i_hd_add(jaxcore_i_hd_mul(a, b), c);
    r = _mm_fmadd_sd(a, b, c);
    JAXCORE_I_HBAR(r);
    return r;
}
JAXCORE_I_HWI JAXCORE_I_A2 __m128d jaxcore_i_hd_b(uint64_t b) {
    return _mm_castsi128_pd(_mm_loadl_epi64((const __m128i *)(const void *)&b));
}
JAXCORE_I_HWI JAXCORE_I_A2 uint64_t jaxcore_i_hd_bits(__m128d v) {
    uint64_t b;
    _mm_storel_epi64((__m128i *)(void *)&b, _mm_castpd_si128(v));
    return b;
}
/* the rest of the arithmetic jaxcore_i_sf describes: an int, floor (ROUNDSD), an integral
   value |v| < 2^31 as int64 */
JAXCORE_I_HWI JAXCORE_I_A2 __m128d jaxcore_i_hd_int(int k) {
    return _mm_cvtsi32_sd(_mm_setzero_pd(), k);
}
JAXCORE_I_HWI JAXCORE_I_A2 __m128d jaxcore_i_hd_floor(__m128d v) {
    __m128d r = _mm_round_sd(v, v, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
    JAXCORE_I_HBAR(r);
    return r;
}
JAXCORE_I_HWI JAXCORE_I_A2 int64_t jaxcore_i_hd_toint(__m128d v) { return _mm_cvttsd_si32(v); }
/* SSE's scalar float32 (jaxcore_i_hs_*) and the two conversions: JAXCORE_I_TANF's F and D */
JAXCORE_I_HW_ARITH(JAXCORE_I_HWI, jaxcore_i_hs, JAXCORE_I_A2, __m128, JAXCORE_I_HBAR,
                   JAXCORE_I_HW_SAME, _mm_add_ss, _mm_sub_ss, _mm_mul_ss)
JAXCORE_I_HWI JAXCORE_I_A2 __m128 jaxcore_i_hs_div(__m128 a, __m128 b) {
    __m128 r;
    __asm__("vdivss {%2, %1, %0|%0, %1, %2}" : "=x"(r) : "x"(a), "x"(b));
    return r;
}
JAXCORE_I_HWI JAXCORE_I_A2 __m128 jaxcore_i_hs_b(uint32_t b) {
    return _mm_castsi128_ps(_mm_cvtsi32_si128((int)b));
}
JAXCORE_I_HWI JAXCORE_I_A2 uint32_t jaxcore_i_hs_bits(__m128 v) {
    return (uint32_t)_mm_cvtsi128_si32(_mm_castps_si128(v));
}
JAXCORE_I_HWI JAXCORE_I_A2 __m128 jaxcore_i_hs_int(int k) {
    __m128 r = _mm_cvtsi32_ss(_mm_setzero_ps(), k);
    JAXCORE_I_HBAR(r);
    return r;
}
JAXCORE_I_HWI JAXCORE_I_A2 __m128d jaxcore_i_hs_to64(__m128 v) {
    __m128d r = _mm_cvtss_sd(_mm_setzero_pd(), v);
    JAXCORE_I_HBAR(r);
    return r;
}
JAXCORE_I_HWI JAXCORE_I_A2 __m128 jaxcore_i_hd_to32(__m128d v) {
    __m128 r = _mm_cvtsd_ss(_mm_setzero_ps(), v);
    JAXCORE_I_HBAR(r);
    return r;
}
JAXCORE_I_TANF(jaxcore_i_hs_kernel_tanf, jaxcore_i_hs_tanf_red, jaxcore_i_hs, jaxcore_i_hd,
               JAXCORE_I_PRIVATE JAXCORE_I_A2, __m128, __m128d)
JAXCORE_I_PRIVATE uint32_t jaxcore_i_tanf_lane(uint32_t x) {
    uint32_t ix = x & 0x7fffffffu;
    if (ix >= 0x40000000u || !(jaxcore_i_x86_features() & JAXCORE_I_CPU_FMA))
        return jaxcore_i_tanf32(x);
    return ix <= 0x3f490fdau ? jaxcore_i_hs_kernel_tanf(x, 0, 1) : jaxcore_i_hs_tanf_red(x);
}
/* the same for one value, with the caller's floating-point environment saved around it;
   0 (r untouched) where the software float computes it */
JAXCORE_I_PRIVATE int jaxcore_i_hw_tanf(uint32_t x, uint32_t *r) {
    jaxcore_i_fpenv env;
    if ((x & 0x7fffffffu) >= 0x40000000u || !(jaxcore_i_x86_features() & JAXCORE_I_CPU_FMA))
        return 0;
    env = jaxcore_i_fp_enter();
    *r = jaxcore_i_tanf_lane(x);
    jaxcore_i_fp_leave(env);
    return 1;
}
JAXCORE_I_HWI JAXCORE_I_A2 __m128d jaxcore_i_hd_horner(const double *c, int n, __m128d x,
                                                       int fused) {
    __m128d p = _mm_set_sd(c[0]);
    int i;
    for (i = 1; i < n; ++i)
        p = jaxcore_i_hd_mad(p, x, _mm_set_sd(c[i]), fused);
    return p;
}
/* jaxcore_i_log64's table branch (x in its range; else the software log) */
JAXCORE_I_HWI JAXCORE_I_A2 __m128d jaxcore_i_hd_log(__m128d xv, int fused) {
    const uint64_t *A = jaxcore_i_log_a;
    uint64_t ix = jaxcore_i_hd_bits(xv), tmp;
    uint32_t top = (uint32_t)(ix >> 48);
    __m128d z, invc, logc, kd, r, w, hi, lo, r2, r3, q, y;
    int64_t k;
    int i;
    if (ix - 0x3fee000000000000u < 0x3090000000000u || top - 0x0010u >= 0x7ff0u - 0x0010u)
        return jaxcore_i_hd_b(jaxcore_i_log64(ix, fused));
    tmp = ix - 0x3fe6000000000000u;
    i = (int)((tmp >> 45) % 128);
    k = (tmp >> 63) ? -(int64_t)((~tmp >> 52) + 1) : (int64_t)(tmp >> 52);
    z = jaxcore_i_hd_b(ix - (tmp & ((uint64_t)0xfff << 52)));
    invc = jaxcore_i_hd_b(jaxcore_i_log_tab[2 * i]);
    logc = jaxcore_i_hd_b(jaxcore_i_log_tab[2 * i + 1]);
    kd = _mm_cvtsi32_sd(_mm_setzero_pd(), (int)k); /* exact (|k| < 1100) */
    if (fused) {
        r = jaxcore_i_hd_mad(z, invc, jaxcore_i_hd_b(0xbff0000000000000u), 1);
    } else {
        r = jaxcore_i_hd_sub(jaxcore_i_hd_sub(z, jaxcore_i_hd_b(jaxcore_i_log_tab2[2 * i])),
                             jaxcore_i_hd_b(jaxcore_i_log_tab2[2 * i + 1]));
        r = jaxcore_i_hd_mul(r, invc);
    }
    w = jaxcore_i_hd_mad(kd, jaxcore_i_hd_b(JAXCORE_I_GLN2_HI), logc, fused);
    hi = jaxcore_i_hd_add(w, r);
    lo = jaxcore_i_hd_add(jaxcore_i_hd_sub(w, hi), r);
    lo = jaxcore_i_hd_mad(kd, jaxcore_i_hd_b(JAXCORE_I_GLN2_LO), lo, fused);
    r2 = jaxcore_i_hd_mul(r, r);
    r3 = jaxcore_i_hd_mul(r, r2);
    q = jaxcore_i_hd_mad(r2, jaxcore_i_hd_mad(r, jaxcore_i_hd_b(A[4]), jaxcore_i_hd_b(A[3]), fused),
                         jaxcore_i_hd_mad(r, jaxcore_i_hd_b(A[2]), jaxcore_i_hd_b(A[1]), fused),
                         fused);
    y = jaxcore_i_hd_mad(r3, q, jaxcore_i_hd_mad(r2, jaxcore_i_hd_b(A[0]), lo, fused), fused);
    return jaxcore_i_hd_add(y, hi);
}
JAXCORE_I_HWI JAXCORE_I_A2 __m128d jaxcore_i_hd_log1p(__m128d xv, int fused) {
    uint64_t x = jaxcore_i_hd_bits(xv);
    if (!(x & 0x7ff0000000000000u)) xv = jaxcore_i_hd_b(x & JAXCORE_I_SB); /* DAZ */
    if (JAXCORE_I_L1P64_SMALL(x)) {
        __m128d x2 = jaxcore_i_hd_mul(xv, xv), s;
        s = jaxcore_i_hd_div(jaxcore_i_hd_horner(jaxcore_i_log1p_n, 7, xv, fused),
                             jaxcore_i_hd_horner(jaxcore_i_log1p_d, 7, xv, fused));
        s = jaxcore_i_hd_mul(jaxcore_i_hd_mul(xv, x2), s);
        s = jaxcore_i_hd_mad(jaxcore_i_hd_b(0xbfe0000000000000u), x2, s, fused);
        return jaxcore_i_hd_add(xv, s);
    }
    return jaxcore_i_hd_log(jaxcore_i_hd_add(jaxcore_i_hd_b(JAXCORE_I_ONE), xv), fused);
}
JAXCORE_I_HWI JAXCORE_I_A2 uint64_t jaxcore_i_hd_erfinv(uint64_t x, int fused) {
    __m128d xv, w, p;
    uint64_t wb, pb;
    if (!(x & 0x7ff0000000000000u)) x &= JAXCORE_I_SB; /* DAZ */
    xv = jaxcore_i_hd_b(x);
    w = jaxcore_i_hd_log1p(
        jaxcore_i_hd_b(jaxcore_i_hd_bits(jaxcore_i_hd_mul(xv, xv)) ^ JAXCORE_I_SB), fused);
    wb = jaxcore_i_hd_bits(w) ^ JAXCORE_I_SB;
    w = jaxcore_i_hd_b(wb);
    if ((x & 0x7fffffffffffffffu) == JAXCORE_I_ONE) /* x inf, on the bits: -ffinite-math-only */
        return (x & JAXCORE_I_SB) | 0x7ff0000000000000u; /* folds a product with inf */
    if (jaxcore_i_lt64(wb, 0x4019000000000000u)) {       /* w < 6.25 */
        w = jaxcore_i_hd_sub(w, jaxcore_i_hd_b(0x4009000000000000u));
        p = jaxcore_i_hd_horner(jaxcore_i_erfinv_a64, 23, w, fused);
    } else if (jaxcore_i_lt64(wb, 0x4030000000000000u)) { /* w < 16 */
        w = jaxcore_i_hd_sub(jaxcore_i_hd_sqrt(w), jaxcore_i_hd_b(0x400a000000000000u));
        p = jaxcore_i_hd_horner(jaxcore_i_erfinv_b64, 19, w, fused);
    } else {
        w = jaxcore_i_hd_sub(jaxcore_i_hd_sqrt(w), jaxcore_i_hd_b(0x4014000000000000u));
        p = jaxcore_i_hd_horner(jaxcore_i_erfinv_c64, 17, w, fused);
    }
    pb = jaxcore_i_hd_bits(jaxcore_i_hd_mul(p, xv));
    if (!(pb & 0x7ff0000000000000u)) pb &= JAXCORE_I_SB; /* FTZ */
    return pb;
}
/* the float64 normal sample of a unit f (jaxcore_i_normal_of); range: 1 - lo */
JAXCORE_I_HWI JAXCORE_I_A2 uint64_t jaxcore_i_hd_normal_u(__m128d f, __m128d rg, int fused) {
    __m128d lo = jaxcore_i_hd_b(0xbfefffffffffffffu), u;
    uint64_t ub;
    u = jaxcore_i_hd_mad(f, rg, lo, fused);
    ub = jaxcore_i_hd_bits(u);
    if (jaxcore_i_lt64(ub, 0xbfefffffffffffffu)) ub = 0xbfefffffffffffffu;
    return jaxcore_i_hd_bits(jaxcore_i_hd_mul(jaxcore_i_hd_b(0x3ff6a09e667f3bcdu),
                                              jaxcore_i_hd_b(jaxcore_i_hd_erfinv(ub, fused))));
}
/* the same of a 64-bit word */
JAXCORE_I_HWI JAXCORE_I_A2 uint64_t jaxcore_i_hd_normal1(uint64_t wd, __m128d rg, int fused) {
    __m128d one = jaxcore_i_hd_b(JAXCORE_I_ONE);
    return jaxcore_i_hd_normal_u(jaxcore_i_hd_sub(jaxcore_i_hd_b((wd >> 12) | JAXCORE_I_ONE), one),
                                 rg, fused);
}
/* jaxcore_i_exp64 for -707 <= x <= 709.78..., whose results are normal or inf (the others,
   NaN and the flushed range among them, go to the software exp): n = floor(x log2(e) + 1/2)
   by ROUNDSD, the scaling 2^b 2^b 2^b 2^(n - 3b) as products with exact powers of two */
JAXCORE_I_EXP64_CORE(jaxcore_i_hd_exp_core, jaxcore_i_hd, JAXCORE_I_HWI JAXCORE_I_A2, __m128d)
JAXCORE_I_HWI JAXCORE_I_A2 __m128d jaxcore_i_hd_exp(__m128d xv, int fused) {
    uint64_t x = jaxcore_i_hd_bits(xv);
    if (jaxcore_i_lt64(x, 0xc086180000000000u) || jaxcore_i_lt64(0x40862e42fefa39efu, x) ||
        jaxcore_i_isnan64(x))
        return jaxcore_i_hd_b(jaxcore_i_exp64(x, fused));
    return jaxcore_i_hd_exp_core(xv, fused);
}
/* A float64 sampler of one uniform per element on the hardware float (jaxcore_i_hd_kind):
   its kind, fusion, the uniform's max(mn, f range + add) (jaxcore_i_fs_add) and parameters:
   rayleigh's scale p0, pareto's 1 / b, lognormal's sqrt(2) sigma, truncated_normal's
   bounds p0 and p1, triangular's left p0, right p1 and tri (as jaxcore_i_hfs), cauchy's pi
   p0, gumbel mode high's 2^-52 p0 and 2^-105 p1 */
typedef struct jaxcore_i_hdp {
    int kind, fused;
    uint64_t mn, add, range, p0, p1, tri[4];
} jaxcore_i_hdp;
/* gumbel mode high draws two words an element (jaxcore_i_fill's planes): the second plane's
   words lie JAXCORE_I_HD_PLANE words after the first's in jaxcore_i_hd_run's buffer */
#define JAXCORE_I_HD_PLANE (JAXCORE_I_HWCHUNK / 4)
/* weibull_min's pow(t, p1) p0 of t = -log1p(-u) (below jaxcore_i_hd_pow) */
JAXCORE_I_PRIVATE JAXCORE_I_A2 uint64_t jaxcore_i_hd_weibull(const jaxcore_i_hdp *d, uint64_t t);
/* glibc's tan and erf (below jaxcore_i_hd_pow) */
JAXCORE_I_PRIVATE JAXCORE_I_A2 uint64_t jaxcore_i_hd_tan(uint64_t x, int f);
JAXCORE_I_PRIVATE JAXCORE_I_A2 uint64_t jaxcore_i_hd_erf(uint64_t x, int fused);
/* cauchy's tan(p0 (u - 1/2)), p0 pi (jaxcore_i_sample) */
JAXCORE_I_PRIVATE JAXCORE_I_A2 uint64_t jaxcore_i_hd_cauchy(const jaxcore_i_hdp *d, uint64_t u) {
    __m128d t = jaxcore_i_hd_sub(jaxcore_i_hd_b(u), jaxcore_i_hd_b(0x3fe0000000000000u));
    return jaxcore_i_hd_tan(jaxcore_i_hd_bits(jaxcore_i_hd_mul(jaxcore_i_hd_b(d->p0), t)),
                            d->fused);
}
/* its sample of the 64-bit word *w (and gumbel high's w[JAXCORE_I_HD_PLANE]; jaxcore_i_sample),
   not inlined: the caller of the rare lanes of the vector instances too (N##_simple) */
JAXCORE_I_PRIVATE JAXCORE_I_A2 uint64_t jaxcore_i_hd_simple1(const jaxcore_i_hdp *d,
                                                             const uint64_t *w) {
    uint64_t wd = *w;
    __m128d one = jaxcore_i_hd_b(JAXCORE_I_ONE), t;
    __m128d f = jaxcore_i_hd_sub(jaxcore_i_hd_b((wd >> 12) | JAXCORE_I_ONE), one);
    uint64_t u = jaxcore_i_hd_bits(
        jaxcore_i_hd_mad(f, jaxcore_i_hd_b(d->range), jaxcore_i_hd_b(d->add), d->fused));
    if (jaxcore_i_lt64(u, d->mn)) u = d->mn;
    switch (d->kind) {
    case JAXCORE_I_K_EXPONENTIAL:
        return jaxcore_i_hd_bits(jaxcore_i_hd_log1p(jaxcore_i_hd_b(u ^ JAXCORE_I_SB), d->fused)) ^
               JAXCORE_I_SB;
    case JAXCORE_I_K_WEIBULL:
        return jaxcore_i_hd_weibull(
            d, jaxcore_i_hd_bits(jaxcore_i_hd_log1p(jaxcore_i_hd_b(u ^ JAXCORE_I_SB), d->fused)) ^
                   JAXCORE_I_SB);
    case JAXCORE_I_K_LAPLACE:
        if (!(u << 1)) return 0; /* sign(0) = 0 */
        return jaxcore_i_hd_bits(jaxcore_i_hd_log1p(jaxcore_i_hd_b(u | JAXCORE_I_SB), d->fused)) ^
               (u & JAXCORE_I_SB);
    case JAXCORE_I_K_GUMBEL:
        t = jaxcore_i_hd_log(jaxcore_i_hd_b(u), d->fused);
        t = jaxcore_i_hd_b(jaxcore_i_hd_bits(t) ^ JAXCORE_I_SB);
        return jaxcore_i_hd_bits(jaxcore_i_hd_log(t, d->fused)) ^ JAXCORE_I_SB;
    case JAXCORE_I_K_LOGISTIC:
        t = jaxcore_i_hd_log1p(jaxcore_i_hd_b(u ^ JAXCORE_I_SB), d->fused);
        return jaxcore_i_hd_bits(
            jaxcore_i_hd_sub(jaxcore_i_hd_log(jaxcore_i_hd_b(u), d->fused), t));
    case JAXCORE_I_K_RAYLEIGH:
        t = jaxcore_i_hd_mul(jaxcore_i_hd_log(jaxcore_i_hd_b(u), d->fused),
                             jaxcore_i_hd_b(0xc000000000000000u));
        return jaxcore_i_hd_bits(jaxcore_i_hd_mul(jaxcore_i_hd_b(d->p0), jaxcore_i_hd_sqrt(t)));
    case JAXCORE_I_K_TRIANGULAR:
        if (jaxcore_i_lt64(u, d->tri[0])) {
            t = jaxcore_i_hd_mul(jaxcore_i_hd_b(u), jaxcore_i_hd_b(d->tri[1]));
            t = jaxcore_i_hd_sqrt(jaxcore_i_hd_mul(t, jaxcore_i_hd_b(d->tri[2])));
            return jaxcore_i_hd_bits(jaxcore_i_hd_add(jaxcore_i_hd_b(d->p0), t));
        }
        t = jaxcore_i_hd_mul(jaxcore_i_hd_sub(one, jaxcore_i_hd_b(u)), jaxcore_i_hd_b(d->tri[1]));
        t = jaxcore_i_hd_sqrt(jaxcore_i_hd_mul(t, jaxcore_i_hd_b(d->tri[3])));
        return jaxcore_i_hd_bits(jaxcore_i_hd_sub(jaxcore_i_hd_b(d->p1), t));
    case JAXCORE_I_K_PARETO:
        t = jaxcore_i_hd_log1p(jaxcore_i_hd_b(u ^ JAXCORE_I_SB), d->fused);
        t = jaxcore_i_hd_b(jaxcore_i_hd_bits(t) ^ JAXCORE_I_SB);
        return jaxcore_i_hd_bits(
            jaxcore_i_hd_exp(jaxcore_i_hd_mul(t, jaxcore_i_hd_b(d->p0)), d->fused));
    case JAXCORE_I_K_LOGNORMAL:
        t = jaxcore_i_hd_b(jaxcore_i_hd_erfinv(u, d->fused));
        return jaxcore_i_hd_bits(
            jaxcore_i_hd_exp(jaxcore_i_hd_mul(t, jaxcore_i_hd_b(d->p0)), d->fused));
    case JAXCORE_I_K_CAUCHY: return jaxcore_i_hd_cauchy(d, u);
    case JAXCORE_I_K_GUMBEL_HIGH: /* -log(-log1p(-u)), u = hi + lo 2^-52 + 2^-105 below 1/2 */
        if (jaxcore_i_lt64(jaxcore_i_hd_bits(f), 0x3fe0000000000000u)) {
            t = jaxcore_i_hd_sub(jaxcore_i_hd_b((w[JAXCORE_I_HD_PLANE] >> 12) | JAXCORE_I_ONE),
                                 one);
            t = jaxcore_i_hd_add(f, jaxcore_i_hd_mul(jaxcore_i_hd_b(d->p0), t));
            f = jaxcore_i_hd_add(t, jaxcore_i_hd_b(d->p1));
        }
        t = jaxcore_i_hd_log1p(jaxcore_i_hd_b(jaxcore_i_hd_bits(f) ^ JAXCORE_I_SB), d->fused);
        t = jaxcore_i_hd_b(jaxcore_i_hd_bits(t) ^ JAXCORE_I_SB);
        return jaxcore_i_hd_bits(jaxcore_i_hd_log(t, d->fused)) ^ JAXCORE_I_SB;
    case JAXCORE_I_K_TRUNCNORM:
        u = jaxcore_i_hd_bits(jaxcore_i_hd_mul(jaxcore_i_hd_b(0x3ff6a09e667f3bcdu),
                                               jaxcore_i_hd_b(jaxcore_i_hd_erfinv(u, d->fused))));
        if (jaxcore_i_lt64(u, d->p0)) u = d->p0;
        return jaxcore_i_lt64(d->p1, u) ? d->p1 : u;
    default: return u;
    }
}
/* fn (JAXCORE_I_LOG, _LOG1P, _EXP, _ERFINV) of float64 x (jaxcore_i_gfn) */
JAXCORE_I_PRIVATE JAXCORE_I_A2 uint64_t jaxcore_i_hd_fn(int fn, uint64_t x, int fused) {
    switch (fn) {
    case JAXCORE_I_LOG: return jaxcore_i_hd_bits(jaxcore_i_hd_log(jaxcore_i_hd_b(x), fused));
    case JAXCORE_I_LOG1P: return jaxcore_i_hd_bits(jaxcore_i_hd_log1p(jaxcore_i_hd_b(x), fused));
    case JAXCORE_I_EXP: return jaxcore_i_hd_bits(jaxcore_i_hd_exp(jaxcore_i_hd_b(x), fused));
    case JAXCORE_I_TAN: return jaxcore_i_hd_tan(x, fused);
    case JAXCORE_I_ERF: return jaxcore_i_hd_erf(x, fused);
    default: return jaxcore_i_hd_erfinv(x, fused);
    }
}
/* The same in place with the caller's floating-point environment saved around it, on a CPU
   with FMA; 0 (x untouched) without, and for NaN (the software float's quiet NaN, where the
   hardware would keep the payload). */
JAXCORE_I_PRIVATE int jaxcore_i_hw_fn64(int fn, uint64_t *x, int fused) {
    jaxcore_i_fpenv env;
    if (!(jaxcore_i_x86_features() & JAXCORE_I_CPU_FMA) || jaxcore_i_isnan64(*x)) return 0;
    env = jaxcore_i_fp_enter();
    *x = jaxcore_i_hd_fn(fn, *x, fused);
    jaxcore_i_fp_leave(env);
    return 1;
}
/* jaxcore_i_pow64g (glibc's pow) for x positive normal finite and 2^-65 <= |y| < 2^63: log x
   as hi + lo, y log x as ehi + elo, and exp's table form where |ehi| lies in [2^-54, 512)
   (normal results; elsewhere the software float's exp of ehi + elo). Every intermediate of
   these inputs is normal or zero: FTZ never applies. */
JAXCORE_I_POW_YLOGX(jaxcore_i_hd_pow_ylogx, jaxcore_i_hd, JAXCORE_I_HWI JAXCORE_I_A2, __m128d)
JAXCORE_I_EXPG_MID(jaxcore_i_hd_expg_mid, jaxcore_i_hd, JAXCORE_I_HWI JAXCORE_I_A2, __m128d)
/* glibc's exp (jaxcore_i_exp64g) of x + xtail (tail set) on it where it takes its table form
   (|x| in [2^-54, 512): normal results), the software float's elsewhere: pow's and erf's */
JAXCORE_I_PRIVATE JAXCORE_I_A2 __m128d jaxcore_i_hd_exp64g(__m128d x, __m128d xtail, int tail,
                                                           int f) {
    uint64_t ki, sbits, xb = jaxcore_i_hd_bits(x);
    __m128d tmp, sb;
    if (((unsigned)(xb >> 52) & 0x7ffu) - 0x3c9u >= 0x3fu)
        return jaxcore_i_hd_b(jaxcore_i_exp64g(xb, jaxcore_i_hd_bits(xtail), tail, f));
    tmp = jaxcore_i_hd_expg_mid(x, xtail, tail, f, &ki, &sbits);
    sb = jaxcore_i_hd_b(sbits);
    return jaxcore_i_hd_mad(sb, tmp, sb, f);
}
/* glibc's erf (jaxcore_i_erf64) on it, with that exp */
JAXCORE_I_PRIVATE JAXCORE_I_A2 __m128d jaxcore_i_hd_exp64e(__m128d x, int f) {
    return jaxcore_i_hd_exp64g(x, x, 0, f);
}
JAXCORE_I_ERF64(jaxcore_i_hd_erf, jaxcore_i_hd, JAXCORE_I_PRIVATE JAXCORE_I_A2, __m128d,
                jaxcore_i_hd_exp64e)
/* glibc's tan (jaxcore_i_tan64) on it for 1.259e-8 < |x| <= 1e8 (every intermediate normal or
   zero there: FTZ never applies), the software float's elsewhere */
JAXCORE_I_TAN64(jaxcore_i_hd_tan, jaxcore_i_hd, JAXCORE_I_PRIVATE JAXCORE_I_A2, __m128d)
JAXCORE_I_PRIVATE JAXCORE_I_A2 uint64_t jaxcore_i_hd_tan(uint64_t x, int f) {
    uint64_t w = x & ~JAXCORE_I_SB;
    if (w <= 0x3e4b096c00000000u || w > 0x4197d78400000000u) return jaxcore_i_tan64(x, f);
    return jaxcore_i_hd_tan_mid(x, f);
}
JAXCORE_I_PRIVATE JAXCORE_I_A2 uint64_t jaxcore_i_hd_pow(uint64_t x, uint64_t y, int f) {
    __m128d ehi, elo;
    jaxcore_i_hd_pow_ylogx(x, y, f, &ehi, &elo);
    return jaxcore_i_hd_bits(jaxcore_i_hd_exp64g(ehi, elo, 1, f));
}
JAXCORE_I_PRIVATE JAXCORE_I_A2 uint64_t jaxcore_i_hd_weibull(const jaxcore_i_hdp *d, uint64_t t) {
    uint64_t x = t, r;
    int neg;
    /* jaxcore_i_pow64 with MXCSR already at XLA's state: jaxcore_i_hw_pow64's domain here */
    if (!jaxcore_i_pow_special(&x, d->p1, &r, &neg) && x >= 0x0010000000000000u &&
        x < 0x7ff0000000000000u && ((unsigned)(d->p1 >> 52) & 0x7ffu) - 0x3beu < 0x80u)
        r = jaxcore_i_hd_pow(x, d->p1, d->fused) | (neg ? JAXCORE_I_SB : 0);
    else
        r = jaxcore_i_pow64(t, d->p1, d->fused);
    return jaxcore_i_hd_bits(jaxcore_i_hd_mul(jaxcore_i_hd_b(r), jaxcore_i_hd_b(d->p0)));
}
/* jaxcore_i_powf32 (glibc's powf, in float64) for x > 0 finite (subnormal included: the
   rescaling is on the bits) and y finite nonzero, whose intermediates are normal or zero */
JAXCORE_I_POWF(jaxcore_i_hd_powf, jaxcore_i_hd, JAXCORE_I_PRIVATE JAXCORE_I_A2, __m128d)
/* powf into *r on the hardware float where the CPU has FMA and x > 0 finite, y finite
   nonzero (jaxcore_i_gpow's domain for powf32); else 0 */
JAXCORE_I_PRIVATE int jaxcore_i_hw_powf(uint32_t x, uint32_t y, int fused, uint32_t *r) {
    jaxcore_i_fpenv env;
    if (!(jaxcore_i_x86_features() & JAXCORE_I_CPU_FMA) || !x || x >= 0x7f800000u || !(y << 1) ||
        (y & 0x7fffffffu) >= 0x7f800000u)
        return 0;
    env = jaxcore_i_fp_enter();
    *r = jaxcore_i_hd_powf(x, y, fused);
    jaxcore_i_fp_leave(env);
    return 1;
}
/* x^y (after jaxcore_i_pow_special: x > 0) into *r on the hardware float where the CPU has
   FMA and x and y lie in jaxcore_i_hd_pow's domain; else 0 */
JAXCORE_I_PRIVATE int jaxcore_i_hw_pow64(uint64_t x, uint64_t y, int fused, uint64_t *r) {
    jaxcore_i_fpenv env;
    unsigned topy = (unsigned)(y >> 52) & 0x7ffu;
    if (!(jaxcore_i_x86_features() & JAXCORE_I_CPU_FMA) || x < 0x0010000000000000u ||
        x >= 0x7ff0000000000000u || topy - 0x3beu >= 0x80u)
        return 0;
    env = jaxcore_i_fp_enter();
    *r = jaxcore_i_hd_pow(x, y, fused);
    jaxcore_i_fp_leave(env);
    return 1;
}
/* one sample (fused), not inlined: the vector instances' rare lanes */
JAXCORE_I_PRIVATE JAXCORE_I_A2 uint64_t jaxcore_i_hd_one(uint64_t wd, uint64_t range) {
    return jaxcore_i_hd_normal1(wd, jaxcore_i_hd_b(range), 1);
}
/* The same, W lanes at a time, for the fused evaluation (one template, JAXCORE_I_HD_TEMPLATE,
   instantiated with four vectors in flight, AVX2's and AVX-512's: the polynomials are latency
   bound): log1p's two branches and erf_inv's w < 6.25 branch for every lane, log's table
   branch with table loads lane by lane (1 + x there lies in (0, 0.59], always inside it).
   N##_normal returns the lanes (bit j) whose w is 6.25 or more (|u| > 0.998), which the caller
   recomputes one at a time. W: lanes. Primitives P##_*: b (a constant), add, sub, mul, div, fma,
   fnma (c - a b, one rounding), sel (mask m), words (the unit floats' bits 1.f of W words),
   clamp (max with lo), small (|y| below log1p's branch point), ge (a >= b, or NaN), mbits (a mask
   as W bits), logt (log's table part: z, 1/c, log c and k of x), st. */
#define JAXCORE_I_HD_TEMPLATE(P, N, A, VD, VM, W)                                                  \
    /* the polynomial c at x, or at -x where neg (each step c - p x, one FNMADD) */                \
    JAXCORE_I_HWI A VD N##_horner(const double *c, int n, VD x, int neg) {                         \
        VD p = P##_b(jaxcore_i_dbits(c[0])), ci;                                                   \
        int i;                                                                                     \
        JAXCORE_I_HUNROLL for (i = 1; i < n; ++i) {                                                \
            ci = P##_b(jaxcore_i_dbits(c[i]));                                                     \
            p = neg ? P##_fnma(p, x, ci) : P##_fma(p, x, ci);                                      \
        }                                                                                          \
        return p;                                                                                  \
    }                                                                                              \
    JAXCORE_I_HWI A VD N##_log(VD x) {                                                             \
        const uint64_t *a = jaxcore_i_log_a;                                                       \
        VD z, invc, logc, kd, r, w, hi, lo, r2, r3, q, y;                                          \
        kd = P##_logt(x, &z, &invc, &logc);                                                        \
        r = P##_fma(z, invc, P##_b(0xbff0000000000000u));                                          \
        w = P##_fma(kd, P##_b(JAXCORE_I_GLN2_HI), logc);                                           \
        hi = P##_add(w, r);                                                                        \
        lo = P##_add(P##_sub(w, hi), r);                                                           \
        lo = P##_fma(kd, P##_b(JAXCORE_I_GLN2_LO), lo);                                            \
        r2 = P##_mul(r, r);                                                                        \
        r3 = P##_mul(r, r2);                                                                       \
        q = P##_fma(r2, P##_fma(r, P##_b(a[4]), P##_b(a[3])),                                      \
                    P##_fma(r, P##_b(a[2]), P##_b(a[1])));                                         \
        y = P##_fma(r3, q, P##_fma(r2, P##_b(a[0]), lo));                                          \
        return P##_add(y, hi);                                                                     \
    }                                                                                              \
    /* the uniforms max(mn, f range + add) of W words (jaxcore_i_scale, fused) */                  \
    JAXCORE_I_HWI A VD N##_unif(const uint64_t *wd, uint64_t mn, uint64_t add, uint64_t range) {   \
        VD f = P##_sub(P##_words(wd), P##_b(JAXCORE_I_ONE));                                       \
        return P##_clamp(P##_fma(f, P##_b(range), P##_b(add)), P##_b(mn));                         \
    }                                                                                              \
    /* log of positive normal finite x (jaxcore_i_log64): the table branch, or the polynomial      \
       of jaxcore_i_log64_near1 where some lane is in 1 - 2^-4 <= x < 1 + 0x1.09p-4 */             \
    JAXCORE_I_HWI A VD N##_log1(VD x) {                                                            \
        const uint64_t *B = jaxcore_i_log_b;                                                       \
        VM near = P##_inr(x, 0x3fee000000000000u, 0x3fee000000000000u + 0x3090000000000u);         \
        VD t = N##_log(x), r, r2, r3, p1, p2, p3, w, rhi, rlo, rh2, hi, lo;                        \
        if (!P##_mbits(near)) return t;                                                            \
        r = P##_sub(x, P##_b(JAXCORE_I_ONE));                                                      \
        r2 = P##_mul(r, r);                                                                        \
        r3 = P##_mul(r, r2);                                                                       \
        p1 = P##_fma(r2, P##_b(B[3]), P##_fma(r, P##_b(B[2]), P##_b(B[1])));                       \
        p2 = P##_fma(r2, P##_b(B[6]), P##_fma(r, P##_b(B[5]), P##_b(B[4])));                       \
        p3 = P##_fma(r2, P##_b(B[9]), P##_fma(r, P##_b(B[8]), P##_b(B[7])));                       \
        p3 = P##_fma(r3, P##_b(B[10]), p3);                                                        \
        p2 = P##_fma(r3, p3, p2);                                                                  \
        p1 = P##_fma(r3, p2, p1);                                                                  \
        w = P##_fma(r, P##_b(0x41a0000000000000u), r); /* rhi: r's top 26 bits */                  \
        rhi = P##_fma(r, P##_b(0xc1a0000000000000u), w);                                           \
        rlo = P##_sub(r, rhi);                                                                     \
        rh2 = P##_mul(rhi, rhi);                                                                   \
        hi = P##_fma(rh2, P##_b(B[0]), r);                                                         \
        lo = P##_fma(rh2, P##_b(B[0]), P##_sub(r, hi));                                            \
        lo = P##_fma(P##_mul(P##_b(B[0]), rlo), P##_add(rhi, r), lo);                              \
        return P##_sel(near, P##_add(hi, P##_fma(r3, p1, lo)), t);                                 \
    }                                                                                              \
    /* the lanes (bit j) whose x is not a positive normal finite value */                          \
    JAXCORE_I_HWI A uint32_t N##_odd(VD x) {                                                       \
        return ~P##_mbits(P##_inr(x, 0x0010000000000000u, 0x7ff0000000000000u)) &                  \
               (0xffffffffu >> (32 - (W)));                                                        \
    }                                                                                              \
    /* log1p(y) for y in (-1, 1) (jaxcore_i_log1p64: 1 + y outside the small branch lies in        \
       (0, 0.59] for the callers' y, inside log's table branch) */                                 \
    JAXCORE_I_HWI A VD N##_log1p(VD y) {                                                           \
        VD y2, s;                                                                                  \
        VM small = P##_small(y);                                                                   \
        y2 = P##_mul(y, y);                                                                        \
        s = P##_div(N##_horner(jaxcore_i_log1p_n, 7, y, 0),                                        \
                    N##_horner(jaxcore_i_log1p_d, 7, y, 0));                                       \
        s = P##_mul(P##_mul(y, y2), s);                                                            \
        s = P##_fma(P##_b(0xbfe0000000000000u), y2, s);                                            \
        s = P##_add(y, s);                                                                         \
        if (P##_mbits(small) != 0xffffffffu >> (32 - (W)))                                         \
            s = P##_sel(small, s, N##_log(P##_add(P##_b(JAXCORE_I_ONE), y)));                      \
        return s;                                                                                  \
    }                                                                                              \
    /* the first stage of W normal samples: their uniform u (*uo) and log1p(-u^2) */               \
    JAXCORE_I_HWI A VD N##_nlog1p(const uint64_t *wd, uint64_t range, VD *uo) {                    \
        /* erf_inv(u): w = -log1p(-u^2); -u^2 = u u (-1) + -0 */                                   \
        *uo = N##_unif(wd, 0xbfefffffffffffffu, 0xbfefffffffffffffu, range);                       \
        return N##_log1p(P##_fnma(*uo, *uo, P##_b(JAXCORE_I_SB)));                                 \
    }                                                                                              \
    /* erf_inv(u) from s = log1p(-u^2) where w = -s < 6.25; *rare: the other lanes (bit j) */      \
    JAXCORE_I_HWI A VD N##_erfinv(VD u, VD s, uint32_t *rare) {                                    \
        /* s = -w: w >= 6.25 is -6.25 >= s, w - 3.125 is -(s + 3.125) (rounding is symmetric) */   \
        *rare = P##_mbits(P##_ge(P##_b(0xc019000000000000u), s));                                  \
        s = P##_add(s, P##_b(0x4009000000000000u));                                                \
        return P##_mul(N##_horner(jaxcore_i_erfinv_a64, 23, s, 1), u);                             \
    }                                                                                              \
    /* exp (jaxcore_i_exp64: XLA's Pade form, 0 below its range and inf above) of x, not NaN */    \
    JAXCORE_I_HWI A VD N##_exp(VD x) {                                                             \
        VD lo = P##_b(0xc086232bdd7abcd2u), hi = P##_b(0x40862e42fefa39efu), n, g, g2, p, q, c,    \
           c2;                                                                                     \
        VM under = P##_lt(x, lo), over = P##_lt(hi, x);                                            \
        x = P##_sel(under, lo, P##_sel(over, hi, x)); /* the integer steps stay in range */        \
        n = P##_floor(P##_fma(x, P##_b(0x3ff71547652b82feu), P##_b(0x3fe0000000000000u)));         \
        g = P##_fma(n, P##_b(0xbfe62e4000000000u), x); /* - n 0.693145751953125 */                 \
        g = P##_fma(n, P##_b(0xbeb7f7d1cf79abcau), g); /* - n 1.4286068203094172e-6 */             \
        g2 = P##_mul(g, g);                                                                        \
        p = P##_fma(P##_b(0x3f2089cdd5e44be8u), g2, P##_b(0x3f9f06d10cca2c7eu));                   \
        p = P##_mul(P##_fma(p, g2, P##_b(JAXCORE_I_ONE)), g);                                      \
        q = P##_fma(P##_b(0x3ec92eb6bc365fa0u), g2, P##_b(0x3f64ae39b508b6c0u));                   \
        q = P##_fma(q, g2, P##_b(0x3fcd17099887e074u));                                            \
        q = P##_fma(q, g2, P##_b(0x4000000000000000u));                                            \
        p = P##_fma(P##_div(p, P##_sub(q, p)), P##_b(0x4000000000000000u), P##_b(JAXCORE_I_ONE));  \
        P##_pow2(n, &c, &c2); /* 2^b, 2^(n - 3 b), b = floor(n / 4) */                             \
        p = P##_mul(P##_mul(P##_mul(P##_mul(p, c), c), c), c2);                                    \
        return P##_sel(under, P##_b(0), P##_sel(over, P##_b(0x7ff0000000000000u), p));             \
    }                                                                                              \
    /* log1p, log (N##_log1), exp and erf_inv (returning the lanes left to the caller) in place,   \
       not inlined into N##_simple's kinds: one copy each (a 3x smaller N##_simple; the vectors    \
       pass through memory, a few stores and loads against a polynomial's latency) */              \
    JAXCORE_I_NOINLINE A void N##_o_log1p(VD *x) { *x = N##_log1p(*x); }                           \
    JAXCORE_I_NOINLINE A void N##_o_log1(VD *x) { *x = N##_log1(*x); }                             \
    JAXCORE_I_NOINLINE A void N##_o_exp(VD *x) { *x = N##_exp(*x); }                               \
    JAXCORE_I_NOINLINE A uint32_t N##_o_erfinv(VD *u) {                                            \
        uint32_t rare;                                                                             \
        *u = N##_erfinv(*u, N##_log1p(P##_fnma(*u, *u, P##_b(JAXCORE_I_SB))), &rare);              \
        return rare;                                                                               \
    }                                                                                              \
    /* the first n - n % W samples of a one-uniform kind (jaxcore_i_hd_kind; jaxcore_i_sample:     \
       uniform, exponential -log1p(-u), laplace sign(u) log1p(-|u|) (its u is never zero),         \
       gumbel -log(-log u), logistic log u - log1p(-u), rayleigh p0 sqrt(-2 log u), pareto         \
       exp(-log1p(-u) p0), lognormal exp(erf_inv(u) p0), truncated_normal sqrt(2) erf_inv(u)       \
       clamped to [p0, p1], triangular's two square roots); lanes where log's argument is zero,    \
       subnormal or not finite, or erf_inv's w is 6.25 or more, go to jaxcore_i_hd_simple1.        \
       Returns how many */                                                                         \
    JAXCORE_I_PRIVATE A size_t N##_simple(const jaxcore_i_hdp *d, const uint64_t *wd, size_t n,    \
                                          uint64_t *out) {                                         \
        size_t j, b;                                                                               \
        for (j = 0; j + (W) <= n; j += (W)) {                                                      \
            VD u = N##_unif(wd + j, d->mn, d->add, d->range), sb = P##_b(JAXCORE_I_SB), t;         \
            uint32_t rare = 0;                                                                     \
            switch (d->kind) {                                                                     \
            case JAXCORE_I_K_EXPONENTIAL:                                                          \
            case JAXCORE_I_K_WEIBULL: /* its pow lane by lane in jaxcore_i_hd_simple */            \
                u = P##_xor(u, sb);                                                                \
                N##_o_log1p(&u);                                                                   \
                u = P##_xor(u, sb);                                                                \
                break;                                                                             \
            case JAXCORE_I_K_LAPLACE:                                                              \
                t = P##_or(u, sb);                                                                 \
                N##_o_log1p(&t);                                                                   \
                u = P##_xor(t, P##_and(u, sb));                                                    \
                break;                                                                             \
            case JAXCORE_I_K_GUMBEL:                                                               \
                rare = N##_odd(u);                                                                 \
                N##_o_log1(&u);                                                                    \
                u = P##_xor(u, sb);                                                                \
                rare |= N##_odd(u);                                                                \
                N##_o_log1(&u);                                                                    \
                u = P##_xor(u, sb);                                                                \
                break;                                                                             \
            case JAXCORE_I_K_LOGISTIC:                                                             \
                rare = N##_odd(u);                                                                 \
                t = P##_xor(u, sb);                                                                \
                N##_o_log1p(&t);                                                                   \
                N##_o_log1(&u);                                                                    \
                u = P##_sub(u, t);                                                                 \
                break;                                                                             \
            case JAXCORE_I_K_GUMBEL_HIGH: /* u = hi + lo 2^-52 + 2^-105 below 1/2 */               \
                u = P##_sub(P##_words(wd + j), P##_b(JAXCORE_I_ONE));                              \
                t = P##_sub(P##_words(wd + j + JAXCORE_I_HD_PLANE), P##_b(JAXCORE_I_ONE));         \
                t = P##_add(P##_add(u, P##_mul(P##_b(d->p0), t)), P##_b(d->p1));                   \
                u = P##_xor(P##_sel(P##_lt(u, P##_b(0x3fe0000000000000u)), t, u), sb);             \
                N##_o_log1p(&u);                                                                   \
                u = P##_xor(u, sb);                                                                \
                rare = N##_odd(u);                                                                 \
                N##_o_log1(&u);                                                                    \
                u = P##_xor(u, sb);                                                                \
                break;                                                                             \
            case JAXCORE_I_K_RAYLEIGH:                                                             \
                rare = N##_odd(u);                                                                 \
                N##_o_log1(&u);                                                                    \
                u = P##_mul(u, P##_b(0xc000000000000000u));                                        \
                u = P##_mul(P##_b(d->p0), P##_sqrt(u));                                            \
                break;                                                                             \
            case JAXCORE_I_K_PARETO: /* p0: 1 / b */                                               \
                u = P##_xor(u, sb);                                                                \
                N##_o_log1p(&u);                                                                   \
                u = P##_mul(P##_xor(u, sb), P##_b(d->p0));                                         \
                N##_o_exp(&u);                                                                     \
                break;                                                                             \
            case JAXCORE_I_K_LOGNORMAL: /* p0: sqrt(2) sigma */                                    \
                rare = N##_o_erfinv(&u);                                                           \
                u = P##_mul(u, P##_b(d->p0));                                                      \
                N##_o_exp(&u);                                                                     \
                break;                                                                             \
            case JAXCORE_I_K_TRUNCNORM: /* clamped to [p0, p1] */                                  \
                rare = N##_o_erfinv(&u);                                                           \
                u = P##_mul(P##_b(0x3ff6a09e667f3bcdu), u);                                        \
                u = P##_sel(P##_lt(u, P##_b(d->p0)), P##_b(d->p0), u);                             \
                u = P##_sel(P##_lt(P##_b(d->p1), u), P##_b(d->p1), u);                             \
                break;                                                                             \
            case JAXCORE_I_K_TRIANGULAR: { /* p0 left, p1 right, tri as jaxcore_i_hfs */           \
                VD rl = P##_b(d->tri[1]), a, c;                                                    \
                a = P##_sqrt(P##_mul(P##_mul(u, rl), P##_b(d->tri[2])));                           \
                c = P##_mul(P##_mul(P##_sub(P##_b(JAXCORE_I_ONE), u), rl), P##_b(d->tri[3]));      \
                u = P##_sel(P##_lt(u, P##_b(d->tri[0])), P##_add(P##_b(d->p0), a),                 \
                            P##_sub(P##_b(d->p1), P##_sqrt(c)));                                   \
                break;                                                                             \
            }                                                                                      \
            default: break;                                                                        \
            }                                                                                      \
            P##_st(out + j, u);                                                                    \
            for (b = 0; rare; ++b, rare >>= 1)                                                     \
                if (rare & 1) out[j + b] = jaxcore_i_hd_simple1(d, wd + j + b);                    \
        }                                                                                          \
        return j;                                                                                  \
    }                                                                                              \
    /* the second: sqrt(2) erf_inv(u) from s = log1p(-u^2) into out; returns the lanes left to     \
       jaxcore_i_hd_one (w >= 6.25) as bits */                                                     \
    JAXCORE_I_HWI A uint32_t N##_normal(VD u, VD s, uint64_t *out) {                               \
        uint32_t rare;                                                                             \
        P##_st(out, P##_mul(P##_b(0x3ff6a09e667f3bcdu), N##_erfinv(u, s, &rare)));                 \
        return rare;                                                                               \
    }                                                                                              \
    /* the samples of the first n - n % W words; returns how many. Software-pipelined: the first   \
       stage of the next W lanes is issued before the second of these, whose erf_inv polynomial is \
       22 dependent fmas (two AVX-512 vectors on Zen 5: 2.27 against 2.41 ns per element) */       \
    JAXCORE_I_PRIVATE A size_t N##_block(const uint64_t *wd, size_t n, uint64_t range,             \
                                         uint64_t *out) {                                          \
        size_t j;                                                                                  \
        VD u, s, u1, s1;                                                                           \
        if (n < (W)) return 0;                                                                     \
        s = N##_nlog1p(wd, range, &u);                                                             \
        u1 = u;                                                                                    \
        s1 = s;                                                                                    \
        for (j = 0;; j += (W)) {                                                                   \
            uint32_t rare;                                                                         \
            int b, more = j + 2 * (W) <= n;                                                        \
            if (more) s1 = N##_nlog1p(wd + j + (W), range, &u1);                                   \
            rare = N##_normal(u, s, out + j);                                                      \
            for (b = 0; rare; ++b, rare >>= 1)                                                     \
                if (rare & 1) out[j + (size_t)b] = jaxcore_i_hd_one(wd[j + (size_t)b], range);     \
            if (!more) break;                                                                      \
            u = u1;                                                                                \
            s = s1;                                                                                \
        }                                                                                          \
        return j + (W);                                                                            \
    }

/* Two vectors of P as one (PP##_*), Wv lanes each */
#define JAXCORE_I_HD_PAIR(PP, P, A, VD, VM, Wv)                                                    \
    typedef struct PP##_v {                                                                        \
        VD x, y;                                                                                   \
    } PP##_v;                                                                                      \
    typedef struct PP##_m {                                                                        \
        VM x, y;                                                                                   \
    } PP##_m;                                                                                      \
    JAXCORE_I_HWI A PP##_v PP##_mk(VD x, VD y) {                                                   \
        PP##_v r;                                                                                  \
        r.x = x;                                                                                   \
        r.y = y;                                                                                   \
        return r;                                                                                  \
    }                                                                                              \
    JAXCORE_I_HWI A PP##_m PP##_mm(VM x, VM y) {                                                   \
        PP##_m r;                                                                                  \
        r.x = x;                                                                                   \
        r.y = y;                                                                                   \
        return r;                                                                                  \
    }                                                                                              \
    JAXCORE_I_HWI A PP##_v PP##_b(uint64_t b) { return PP##_mk(P##_b(b), P##_b(b)); }              \
    JAXCORE_I_HD_PAIR2(PP, P, A, add)                                                              \
    JAXCORE_I_HD_PAIR2(PP, P, A, sub)                                                              \
    JAXCORE_I_HD_PAIR2(PP, P, A, mul)                                                              \
    JAXCORE_I_HD_PAIR2(PP, P, A, div)                                                              \
    JAXCORE_I_HD_PAIR2(PP, P, A, clamp)                                                            \
    JAXCORE_I_HD_PAIR2(PP, P, A, and)                                                              \
    JAXCORE_I_HD_PAIR2(PP, P, A, or)                                                               \
    JAXCORE_I_HD_PAIR2(PP, P, A, xor)                                                              \
    JAXCORE_I_HWI A PP##_v PP##_fma(PP##_v a, PP##_v b, PP##_v c) {                                \
        return PP##_mk(P##_fma(a.x, b.x, c.x), P##_fma(a.y, b.y, c.y));                            \
    }                                                                                              \
    JAXCORE_I_HWI A PP##_v PP##_fnma(PP##_v a, PP##_v b, PP##_v c) {                               \
        return PP##_mk(P##_fnma(a.x, b.x, c.x), P##_fnma(a.y, b.y, c.y));                          \
    }                                                                                              \
    JAXCORE_I_HWI A PP##_v PP##_sel(PP##_m m, PP##_v a, PP##_v b) {                                \
        return PP##_mk(P##_sel(m.x, a.x, b.x), P##_sel(m.y, a.y, b.y));                            \
    }                                                                                              \
    JAXCORE_I_HWI A PP##_v PP##_words(const uint64_t *wd) {                                        \
        return PP##_mk(P##_words(wd), P##_words(wd + (Wv)));                                       \
    }                                                                                              \
    JAXCORE_I_HWI A PP##_m PP##_small(PP##_v y) {                                                  \
        return PP##_mm(P##_small(y.x), P##_small(y.y));                                            \
    }                                                                                              \
    JAXCORE_I_HWI A PP##_m PP##_ge(PP##_v a, PP##_v b) {                                           \
        return PP##_mm(P##_ge(a.x, b.x), P##_ge(a.y, b.y));                                        \
    }                                                                                              \
    JAXCORE_I_HWI A PP##_m PP##_inr(PP##_v x, uint64_t lo, uint64_t hi) {                          \
        return PP##_mm(P##_inr(x.x, lo, hi), P##_inr(x.y, lo, hi));                                \
    }                                                                                              \
    JAXCORE_I_HWI A PP##_v PP##_sqrt(PP##_v x) { return PP##_mk(P##_sqrt(x.x), P##_sqrt(x.y)); }   \
    JAXCORE_I_HWI A PP##_v PP##_floor(PP##_v x) {                                                  \
        return PP##_mk(P##_floor(x.x), P##_floor(x.y));                                            \
    }                                                                                              \
    JAXCORE_I_HWI A PP##_m PP##_lt(PP##_v a, PP##_v b) {                                           \
        return PP##_mm(P##_lt(a.x, b.x), P##_lt(a.y, b.y));                                        \
    }                                                                                              \
    JAXCORE_I_HWI A void PP##_pow2(PP##_v n, PP##_v *c, PP##_v *c2) {                              \
        P##_pow2(n.x, &c->x, &c2->x);                                                              \
        P##_pow2(n.y, &c->y, &c2->y);                                                              \
    }                                                                                              \
    JAXCORE_I_HWI A uint32_t PP##_mbits(PP##_m m) {                                                \
        return P##_mbits(m.x) | P##_mbits(m.y) << (Wv);                                            \
    }                                                                                              \
    JAXCORE_I_HWI A PP##_v PP##_logt(PP##_v x, PP##_v *z, PP##_v *invc, PP##_v *logc) {            \
        PP##_v k;                                                                                  \
        k.x = P##_logt(x.x, &z->x, &invc->x, &logc->x);                                            \
        k.y = P##_logt(x.y, &z->y, &invc->y, &logc->y);                                            \
        return k;                                                                                  \
    }                                                                                              \
    JAXCORE_I_HWI A void PP##_st(uint64_t *out, PP##_v v) {                                        \
        P##_st(out, v.x);                                                                          \
        P##_st(out + (Wv), v.y);                                                                   \
    }
#define JAXCORE_I_HD_PAIR2(PP, P, A, op)                                                           \
    JAXCORE_I_HWI A PP##_v PP##_##op(PP##_v a, PP##_v b) {                                         \
        return PP##_mk(P##_##op(a.x, b.x), P##_##op(a.y, b.y));                                    \
    }

/* AVX2 + FMA, four float64 lanes (jaxcore_i_d4_*) */
JAXCORE_I_HW_ARITH(JAXCORE_I_HWI, jaxcore_i_d4, JAXCORE_I_A2, __m256d, JAXCORE_I_HBAR,
                   JAXCORE_I_HW_SAME, _mm256_add_pd, _mm256_sub_pd, _mm256_mul_pd)
JAXCORE_I_HWI JAXCORE_I_A2 __m256d jaxcore_i_d4_div(__m256d a, __m256d b) {
    __m256d r;
    __asm__("vdivpd {%2, %1, %0|%0, %1, %2}" : "=x"(r) : "x"(a), "x"(b));
    return r;
}
JAXCORE_I_HW_FMA(JAXCORE_I_HWI, jaxcore_i_d4, JAXCORE_I_A2, __m256d, JAXCORE_I_HBAR,
                 _mm256_fmadd_pd)
JAXCORE_I_HW_FNMA(JAXCORE_I_HWI, jaxcore_i_d4, JAXCORE_I_A2, __m256d, JAXCORE_I_HBAR,
                  _mm256_fnmadd_pd)
JAXCORE_I_HWI JAXCORE_I_A2 __m256d jaxcore_i_d4_b(uint64_t b) {
    return _mm256_castsi256_pd(_mm256_set1_epi64x((int64_t)b));
}
/* (the mask through the barrier: clang's -ffast-math would otherwise make the select a maxpd,
   which returns lo for u = +0, lo = -0) */
JAXCORE_I_HWI JAXCORE_I_A2 __m256d jaxcore_i_d4_clamp(__m256d u, __m256d lo) {
    __m256d m = _mm256_cmp_pd(u, lo, _CMP_LT_OQ);
    JAXCORE_I_HBAR(m);
    return _mm256_blendv_pd(u, lo, m);
}
JAXCORE_I_HWI JAXCORE_I_A2 __m256d jaxcore_i_d4_sel(__m256d m, __m256d a, __m256d b) {
    return _mm256_blendv_pd(b, a, m);
}
/* and, or, xor on the bits (integer instructions: no float semantics for the flags to touch) */
#define JAXCORE_I_HD_BITOP(N, A, VD, op, OP, ci, cd)                                               \
    JAXCORE_I_HWI A VD N##_##op(VD a, VD b) { return cd(OP(ci(a), ci(b))); }
JAXCORE_I_HD_BITOP(jaxcore_i_d4, JAXCORE_I_A2, __m256d, and, _mm256_and_si256, _mm256_castpd_si256,
                   _mm256_castsi256_pd)
JAXCORE_I_HD_BITOP(jaxcore_i_d4, JAXCORE_I_A2, __m256d, or, _mm256_or_si256, _mm256_castpd_si256,
                   _mm256_castsi256_pd)
JAXCORE_I_HD_BITOP(jaxcore_i_d4, JAXCORE_I_A2, __m256d, xor, _mm256_xor_si256, _mm256_castpd_si256,
                   _mm256_castsi256_pd)
JAXCORE_I_HWI JAXCORE_I_A2 __m256d jaxcore_i_d4_words(const uint64_t *wd) {
    __m256i w = _mm256_loadu_si256((const __m256i *)(const void *)wd);
    return _mm256_castsi256_pd(
        _mm256_or_si256(_mm256_srli_epi64(w, 12), _mm256_set1_epi64x((int64_t)JAXCORE_I_ONE)));
}
JAXCORE_I_HWI JAXCORE_I_A2 __m256d jaxcore_i_d4_small(__m256d y) {
    __m256i b = _mm256_castpd_si256(y),
            a = _mm256_andnot_si256(_mm256_set1_epi64x((int64_t)JAXCORE_I_SB), b);
    __m256i t = _mm256_blendv_epi8(_mm256_set1_epi64x((int64_t)JAXCORE_I_L1P64_POS + 1),
                                   _mm256_set1_epi64x((int64_t)JAXCORE_I_L1P64_NEG + 1),
                                   _mm256_cmpgt_epi64(_mm256_setzero_si256(), b));
    return _mm256_castsi256_pd(_mm256_cmpgt_epi64(t, a));
}
JAXCORE_I_HWI JAXCORE_I_A2 __m256d jaxcore_i_d4_ge(__m256d a, __m256d b) {
    return _mm256_cmp_pd(a, b, _CMP_NLT_UQ);
}
/* the lanes whose bits lie in [lo, hi) as signed integers (lo, hi below 2^63) */
JAXCORE_I_HWI JAXCORE_I_A2 __m256d jaxcore_i_d4_inr(__m256d x, uint64_t lo, uint64_t hi) {
    __m256i b = _mm256_castpd_si256(x);
    return _mm256_castsi256_pd(
        _mm256_andnot_si256(_mm256_cmpgt_epi64(_mm256_set1_epi64x((int64_t)lo), b),
                            _mm256_cmpgt_epi64(_mm256_set1_epi64x((int64_t)hi), b)));
}
JAXCORE_I_HWI JAXCORE_I_A2 __m256d jaxcore_i_d4_sqrt(__m256d a) {
    __m256d r;
    __asm__("vsqrtpd {%1, %0|%0, %1}" : "=x"(r) : "x"(a));
    return r;
}
JAXCORE_I_HWI JAXCORE_I_A2 __m256d jaxcore_i_d4_lt(__m256d a, __m256d b) {
    return _mm256_cmp_pd(a, b, _CMP_LT_OQ);
}
JAXCORE_I_HWI JAXCORE_I_A2 __m256d jaxcore_i_d4_floor(__m256d a) { /* rounding mode 9: down */
    __m256d r;
    __asm__("vroundpd {$9, %1, %0|%0, %1, 9}" : "=x"(r) : "x"(a));
    return r;
}
/* for an integral n, |n| < 2^51: c = 2^b and c2 = 2^(n - 3 b), b = floor(n / 4), as float64
   (jaxcore_i_exp64's scaling; n + 1.5 2^52 holds n in its low bits) */
JAXCORE_I_HWI JAXCORE_I_A2 void jaxcore_i_d4_pow2(__m256d n, __m256d *c, __m256d *c2) {
    __m256i m = _mm256_set1_epi64x(0x4338000000000000), e, b;
    e = _mm256_sub_epi64(_mm256_castpd_si256(jaxcore_i_d4_add(n, _mm256_castsi256_pd(m))), m);
    b = _mm256_sub_epi64(_mm256_srli_epi64(_mm256_add_epi64(e, _mm256_set1_epi64x(4096)), 2),
                         _mm256_set1_epi64x(1024));
    *c = _mm256_castsi256_pd(_mm256_slli_epi64(_mm256_add_epi64(b, _mm256_set1_epi64x(1023)), 52));
    e = _mm256_sub_epi64(_mm256_sub_epi64(_mm256_sub_epi64(e, b), b), b);
    *c2 = _mm256_castsi256_pd(_mm256_slli_epi64(_mm256_add_epi64(e, _mm256_set1_epi64x(1023)), 52));
}
JAXCORE_I_HWI JAXCORE_I_A2 uint32_t jaxcore_i_d4_mbits(__m256d m) {
    return (uint32_t)_mm256_movemask_pd(m);
}
JAXCORE_I_HWI JAXCORE_I_A2 __m256d jaxcore_i_d4_logt(__m256d x, __m256d *z, __m256d *invc,
                                                     __m256d *logc) {
    const double *tab = (const double *)(const void *)jaxcore_i_log_tab;
    __m256i ix = _mm256_castpd_si256(x), tmp, i2;
    tmp = _mm256_sub_epi64(ix, _mm256_set1_epi64x(0x3fe6000000000000));
    i2 =
        _mm256_slli_epi64(_mm256_and_si256(_mm256_srli_epi64(tmp, 45), _mm256_set1_epi64x(127)), 1);
    *z = _mm256_castsi256_pd(_mm256_sub_epi64(
        ix,
        _mm256_and_si256(tmp, _mm256_set1_epi64x(-((int64_t)1 << 52)) /* 0xfff0000000000000 */)));
    { /* the table loads lane by lane: no vgatherqpd (slow on Intel under the Gather Data
         Sampling microcode; qemu 7.2's emulation of it returned wrong lanes) */
        int64_t ix4[4];
        double c[4], l[4];
        int j;
        _mm256_storeu_si256((__m256i *)(void *)ix4, i2);
        for (j = 0; j < 4; ++j) {
            c[j] = tab[ix4[j]];
            l[j] = tab[ix4[j] + 1];
        }
        *invc = _mm256_loadu_pd(c);
        *logc = _mm256_loadu_pd(l);
    }
    /* k = tmp >> 52 (arithmetic): the high halves shifted by 20, as four int32 */
    return _mm256_cvtepi32_pd(_mm256_castsi256_si128(_mm256_permutevar8x32_epi32(
        _mm256_srai_epi32(tmp, 20), _mm256_setr_epi32(1, 3, 5, 7, 1, 3, 5, 7))));
}
JAXCORE_I_HWI JAXCORE_I_A2 void jaxcore_i_d4_st(uint64_t *out, __m256d v) {
    _mm256_storeu_si256((__m256i *)(void *)out, _mm256_castpd_si256(v));
}
/* four vectors in flight (a pair of pairs; on Zen 3: 0.17x bits32, against 0.14x with two) */
#ifdef __OPTIMIZE__
JAXCORE_I_HD_PAIR(jaxcore_i_d4x2, jaxcore_i_d4, JAXCORE_I_A2, __m256d, __m256d, 4)
JAXCORE_I_HD_PAIR(jaxcore_i_d4x4, jaxcore_i_d4x2, JAXCORE_I_A2, jaxcore_i_d4x2_v, jaxcore_i_d4x2_m,
                  8)
JAXCORE_I_HD_TEMPLATE(jaxcore_i_d4x4, jaxcore_i_d4f, JAXCORE_I_A2, jaxcore_i_d4x4_v,
                      jaxcore_i_d4x4_m, 16)
#else /* -O0: one vector (the same values; a frame a quarter the size) */
JAXCORE_I_HD_TEMPLATE(jaxcore_i_d4, jaxcore_i_d4f, JAXCORE_I_A2, __m256d, __m256d, 4)
#endif

#endif

#if defined(JAXCORE_I_HAVE_AVX512) && defined(JAXCORE_I_HW)
#define JAXCORE_I_A5 __attribute__((target("avx512f")))
#define JAXCORE_I_HBARV(v) __asm__("" : "+v"(v))
/* AVX-512F, 16 lanes (jaxcore_i_h16_*); masks are __mmask16 */
JAXCORE_I_PRIVATE JAXCORE_I_A5 __m512 jaxcore_i_h16_set(uint32_t b) {
    return _mm512_castsi512_ps(_mm512_set1_epi32((int)b));
}
JAXCORE_I_PRIVATE JAXCORE_I_A5 __m512 jaxcore_i_h16_setf(float f) { return _mm512_set1_ps(f); }
JAXCORE_I_PRIVATE JAXCORE_I_A5 __m512 jaxcore_i_h16_ld(const uint32_t *p) {
    return _mm512_castsi512_ps(_mm512_loadu_si512((const void *)p));
}
JAXCORE_I_PRIVATE JAXCORE_I_A5 void jaxcore_i_h16_st(uint32_t *p, __m512 v) {
    _mm512_storeu_si512((void *)p, _mm512_castps_si512(v));
}
JAXCORE_I_HW_ARITH(JAXCORE_I_PRIVATE, jaxcore_i_h16, JAXCORE_I_A5, __m512, JAXCORE_I_HBARV,
                   JAXCORE_I_HW_SAME, _mm512_add_ps, _mm512_sub_ps, _mm512_mul_ps)
JAXCORE_I_HW_FMA(JAXCORE_I_PRIVATE, jaxcore_i_h16, JAXCORE_I_A5, __m512, JAXCORE_I_HBARV,
                 _mm512_fmadd_ps)
JAXCORE_I_HW_FNMA(JAXCORE_I_PRIVATE, jaxcore_i_h16, JAXCORE_I_A5, __m512, JAXCORE_I_HBARV,
                  _mm512_fnmadd_ps)
JAXCORE_I_PRIVATE JAXCORE_I_A5 __m512 jaxcore_i_h16_div(__m512 a, __m512 b) {
    __m512 r;
    __asm__("vdivps {%2, %1, %0|%0, %1, %2}" : "=v"(r) : "v"(a), "v"(b));
    return r;
}
JAXCORE_I_PRIVATE JAXCORE_I_A5 __m512 jaxcore_i_h16_sqrt(__m512 a) {
    __m512 r;
    __asm__("vsqrtps {%1, %0|%0, %1}" : "=v"(r) : "v"(a));
    return r;
}
JAXCORE_I_PRIVATE JAXCORE_I_A5 __m512 jaxcore_i_h16_unit(const uint32_t *p) {
    __m512i w = _mm512_loadu_si512((const void *)p);
    w = _mm512_or_si512(_mm512_maskz_srli_epi32((__mmask16)0xffff, w, 9),
                        _mm512_set1_epi32(0x3f800000));
    return jaxcore_i_h16_sub(_mm512_castsi512_ps(w), _mm512_set1_ps(1.0f));
}
JAXCORE_I_PRIVATE JAXCORE_I_A5 __mmask16 jaxcore_i_h16_lt(__m512 a, __m512 b) {
    return _mm512_cmp_ps_mask(a, b, _CMP_LT_OQ);
}
JAXCORE_I_PRIVATE JAXCORE_I_A5 __mmask16 jaxcore_i_h16_eq(__m512 a, __m512 b) {
    return _mm512_cmp_ps_mask(a, b, _CMP_EQ_OQ);
}
JAXCORE_I_PRIVATE JAXCORE_I_A5 int jaxcore_i_h16_all(__mmask16 m) { return m == 0xffff; }
JAXCORE_I_PRIVATE JAXCORE_I_A5 __m512 jaxcore_i_h16_sel(__mmask16 m, __m512 a, __m512 b) {
    return _mm512_mask_blend_ps(m, b, a);
}
JAXCORE_I_PRIVATE JAXCORE_I_A5 __m512 jaxcore_i_h16_and(__m512 a, __m512 b) {
    return _mm512_castsi512_ps(_mm512_and_si512(_mm512_castps_si512(a), _mm512_castps_si512(b)));
}
JAXCORE_I_PRIVATE JAXCORE_I_A5 __m512 jaxcore_i_h16_xor(__m512 a, __m512 b) {
    return _mm512_castsi512_ps(_mm512_xor_si512(_mm512_castps_si512(a), _mm512_castps_si512(b)));
}
JAXCORE_I_PRIVATE JAXCORE_I_A5 __m512 jaxcore_i_h16_neg(__m512 a) {
    return jaxcore_i_h16_xor(a, jaxcore_i_h16_set(0x80000000u));
}
JAXCORE_I_PRIVATE JAXCORE_I_A5 __m512 jaxcore_i_h16_abs(__m512 a) {
    return jaxcore_i_h16_and(a, jaxcore_i_h16_set(0x7fffffffu));
}
JAXCORE_I_PRIVATE JAXCORE_I_A5 __m512 jaxcore_i_h16_nabs(__m512 a) {
    return _mm512_castsi512_ps(
        _mm512_or_si512(_mm512_castps_si512(a), _mm512_set1_epi32((int)0x80000000u)));
}
JAXCORE_I_PRIVATE JAXCORE_I_A5 __mmask16 jaxcore_i_h16_igt(__m512 a, __m512 b) {
    return _mm512_cmpgt_epi32_mask(_mm512_castps_si512(a), _mm512_castps_si512(b));
}
JAXCORE_I_PRIVATE JAXCORE_I_A5 __mmask16 jaxcore_i_h16_ieq(__m512 a, __m512 b) {
    return _mm512_cmpeq_epi32_mask(_mm512_castps_si512(a), _mm512_castps_si512(b));
}
JAXCORE_I_PRIVATE JAXCORE_I_A5 __m512 jaxcore_i_h16_or(__m512 a, __m512 b) {
    return _mm512_castsi512_ps(_mm512_or_si512(_mm512_castps_si512(a), _mm512_castps_si512(b)));
}
JAXCORE_I_PRIVATE JAXCORE_I_A5 __m512 jaxcore_i_h16_expo(__m512 x) {
    __m512i k = _mm512_maskz_srli_epi32((__mmask16)0xffff, _mm512_castps_si512(x), 23);
    return _mm512_maskz_cvtepi32_ps((__mmask16)0xffff, _mm512_sub_epi32(k, _mm512_set1_epi32(126)));
}
JAXCORE_I_PRIVATE JAXCORE_I_A5 __m512 jaxcore_i_h16_floor(__m512 x) {
    /* |x| < 2^31 here (exp's argument): truncate, minus 1 where that went up */
    __m512 t = _mm512_maskz_cvtepi32_ps((__mmask16)0xffff,
                                        _mm512_maskz_cvttps_epi32((__mmask16)0xffff, x));
    t = _mm512_mask_sub_ps(t, _mm512_cmp_ps_mask(t, x, _CMP_GT_OQ), t, _mm512_set1_ps(1.0f));
    JAXCORE_I_HBARV(t);
    return t;
}
JAXCORE_I_PRIVATE JAXCORE_I_A5 __m512 jaxcore_i_h16_pow2(__m512 n) {
    __m512i k =
        _mm512_add_epi32(_mm512_maskz_cvttps_epi32((__mmask16)0xffff, n), _mm512_set1_epi32(127));
    return _mm512_castsi512_ps(_mm512_maskz_slli_epi32((__mmask16)0xffff, k, 23));
}
JAXCORE_I_PRIVATE JAXCORE_I_A5 __mmask16 jaxcore_i_h16_isnan(__m512 x) {
    __m512i a = _mm512_and_si512(_mm512_castps_si512(x), _mm512_set1_epi32(0x7fffffff));
    return _mm512_cmpgt_epi32_mask(a, _mm512_set1_epi32(0x7f800000));
}
#ifdef __OPTIMIZE__
JAXCORE_I_HW_PAIR(jaxcore_i_h16x2, jaxcore_i_h16, JAXCORE_I_A5, __m512, __mmask16, 16)
JAXCORE_I_HW_PAIR(jaxcore_i_h16x4, jaxcore_i_h16x2, JAXCORE_I_A5, jaxcore_i_h16x2_v,
                  jaxcore_i_h16x2_m, 32)
#define JAXCORE_I_HW_LIST_AVX512(X)                                                                \
    X("avx512", jaxcore_i_h16f, jaxcore_i_h16x4, JAXCORE_I_A5, jaxcore_i_h16x4_v,                  \
      jaxcore_i_h16x4_m, 64, 1, 0, (jaxcore_i_x86_features() & JAXCORE_I_CPU_AVX512) != 0)
#else
#define JAXCORE_I_HW_LIST_AVX512(X)                                                                \
    X("avx512", jaxcore_i_h16f, jaxcore_i_h16, JAXCORE_I_A5, __m512, __mmask16, 16, 1, 0,          \
      (jaxcore_i_x86_features() & JAXCORE_I_CPU_AVX512) != 0)
#endif
JAXCORE_I_HW_LIST_AVX512(JAXCORE_I_HW_INSTANCE)

/* float64 normal on AVX-512F, eight lanes (jaxcore_i_d8_*; masks are __mmask8), four vectors
   in flight (Zen 5: 2.15 against 2.24 ns per element with two, both pipelined):
   JAXCORE_I_HD_TEMPLATE as on AVX2 (maskz forms with a full mask: g++ 12 warns on the
   _mm512_undefined of the plain ones) */
JAXCORE_I_HW_ARITH(JAXCORE_I_HWI, jaxcore_i_d8, JAXCORE_I_A5, __m512d, JAXCORE_I_HBARV,
                   JAXCORE_I_HW_SAME, _mm512_add_pd, _mm512_sub_pd, _mm512_mul_pd)
JAXCORE_I_HWI JAXCORE_I_A5 __m512d jaxcore_i_d8_div(__m512d a, __m512d b) {
    __m512d r;
    __asm__("vdivpd {%2, %1, %0|%0, %1, %2}" : "=v"(r) : "v"(a), "v"(b));
    return r;
}
JAXCORE_I_HW_FMA(JAXCORE_I_HWI, jaxcore_i_d8, JAXCORE_I_A5, __m512d, JAXCORE_I_HBARV,
                 _mm512_fmadd_pd)
JAXCORE_I_HW_FNMA(JAXCORE_I_HWI, jaxcore_i_d8, JAXCORE_I_A5, __m512d, JAXCORE_I_HBARV,
                  _mm512_fnmadd_pd)
JAXCORE_I_HWI JAXCORE_I_A5 __m512d jaxcore_i_d8_b(uint64_t b) {
    return _mm512_castsi512_pd(_mm512_set1_epi64((int64_t)b));
}
JAXCORE_I_HWI JAXCORE_I_A5 __m512d jaxcore_i_d8_clamp(__m512d u, __m512d lo) {
    return _mm512_mask_blend_pd(_mm512_cmp_pd_mask(u, lo, _CMP_LT_OQ), u, lo);
}
JAXCORE_I_HWI JAXCORE_I_A5 __m512d jaxcore_i_d8_sel(__mmask8 m, __m512d a, __m512d b) {
    return _mm512_mask_blend_pd(m, b, a);
}
JAXCORE_I_HD_BITOP(jaxcore_i_d8, JAXCORE_I_A5, __m512d, and, _mm512_and_si512, _mm512_castpd_si512,
                   _mm512_castsi512_pd)
JAXCORE_I_HD_BITOP(jaxcore_i_d8, JAXCORE_I_A5, __m512d, or, _mm512_or_si512, _mm512_castpd_si512,
                   _mm512_castsi512_pd)
JAXCORE_I_HD_BITOP(jaxcore_i_d8, JAXCORE_I_A5, __m512d, xor, _mm512_xor_si512, _mm512_castpd_si512,
                   _mm512_castsi512_pd)
JAXCORE_I_HWI JAXCORE_I_A5 __m512d jaxcore_i_d8_words(const uint64_t *wd) {
    __m512i w = _mm512_loadu_si512((const void *)wd);
    return _mm512_castsi512_pd(_mm512_or_si512(_mm512_maskz_srli_epi64((__mmask8)0xff, w, 12),
                                               _mm512_set1_epi64((int64_t)JAXCORE_I_ONE)));
}
JAXCORE_I_HWI JAXCORE_I_A5 __mmask8 jaxcore_i_d8_small(__m512d y) {
    __m512i b = _mm512_castpd_si512(y), t;
    __m512i a =
        _mm512_maskz_andnot_epi64((__mmask8)0xff, _mm512_set1_epi64((int64_t)JAXCORE_I_SB), b);
    t = _mm512_mask_blend_epi64(_mm512_cmplt_epi64_mask(b, _mm512_setzero_si512()),
                                _mm512_set1_epi64((int64_t)JAXCORE_I_L1P64_POS + 1),
                                _mm512_set1_epi64((int64_t)JAXCORE_I_L1P64_NEG + 1));
    return _mm512_cmpgt_epi64_mask(t, a);
}
JAXCORE_I_HWI JAXCORE_I_A5 __mmask8 jaxcore_i_d8_ge(__m512d a, __m512d b) {
    return _mm512_cmp_pd_mask(a, b, _CMP_NLT_UQ);
}
JAXCORE_I_HWI JAXCORE_I_A5 __mmask8 jaxcore_i_d8_inr(__m512d x, uint64_t lo, uint64_t hi) {
    __m512i b = _mm512_castpd_si512(x);
    return (__mmask8)(_mm512_cmpge_epi64_mask(b, _mm512_set1_epi64((int64_t)lo)) &
                      _mm512_cmplt_epi64_mask(b, _mm512_set1_epi64((int64_t)hi)));
}
JAXCORE_I_HWI JAXCORE_I_A5 __m512d jaxcore_i_d8_sqrt(__m512d a) {
    __m512d r;
    __asm__("vsqrtpd {%1, %0|%0, %1}" : "=v"(r) : "v"(a));
    return r;
}
JAXCORE_I_HWI JAXCORE_I_A5 __mmask8 jaxcore_i_d8_lt(__m512d a, __m512d b) {
    return _mm512_cmp_pd_mask(a, b, _CMP_LT_OQ);
}
JAXCORE_I_HWI JAXCORE_I_A5 __m512d jaxcore_i_d8_floor(__m512d a) {
    __m512d r;
    __asm__("vrndscalepd {$9, %1, %0|%0, %1, 9}" : "=v"(r) : "v"(a));
    return r;
}
JAXCORE_I_HWI JAXCORE_I_A5 void jaxcore_i_d8_pow2(__m512d n, __m512d *c, __m512d *c2) {
    __m512i m = _mm512_set1_epi64(0x4338000000000000), e, b;
    e = _mm512_sub_epi64(_mm512_castpd_si512(jaxcore_i_d8_add(n, _mm512_castsi512_pd(m))), m);
    b = _mm512_sub_epi64(
        _mm512_maskz_srli_epi64((__mmask8)0xff, _mm512_add_epi64(e, _mm512_set1_epi64(4096)), 2),
        _mm512_set1_epi64(1024));
    *c = _mm512_castsi512_pd(
        _mm512_maskz_slli_epi64((__mmask8)0xff, _mm512_add_epi64(b, _mm512_set1_epi64(1023)), 52));
    e = _mm512_sub_epi64(_mm512_sub_epi64(_mm512_sub_epi64(e, b), b), b);
    *c2 = _mm512_castsi512_pd(
        _mm512_maskz_slli_epi64((__mmask8)0xff, _mm512_add_epi64(e, _mm512_set1_epi64(1023)), 52));
}
JAXCORE_I_HWI JAXCORE_I_A5 uint32_t jaxcore_i_d8_mbits(__mmask8 m) { return m; }
JAXCORE_I_HWI JAXCORE_I_A5 __m512d jaxcore_i_d8_logt(__m512d x, __m512d *z, __m512d *invc,
                                                     __m512d *logc) {
    const double *tab = (const double *)(const void *)jaxcore_i_log_tab;
    __m512i ix = _mm512_castpd_si512(x), tmp, i2;
    tmp = _mm512_sub_epi64(ix, _mm512_set1_epi64(0x3fe6000000000000));
    i2 = _mm512_maskz_slli_epi64(
        (__mmask8)0xff,
        _mm512_and_si512(_mm512_maskz_srli_epi64((__mmask8)0xff, tmp, 45), _mm512_set1_epi64(127)),
        1); /* 2 i: the (1/c, log c) pair of the table */
    *z = _mm512_castsi512_pd(_mm512_sub_epi64(
        ix,
        _mm512_and_si512(tmp, _mm512_set1_epi64(-((int64_t)1 << 52)) /* 0xfff0000000000000 */)));
    { /* the table loads lane by lane (the gather intrinsics warn at -O0 or in g++) */
        int64_t ix8[8];
        double c[8], l[8];
        int j;
        _mm512_storeu_si512((void *)ix8, i2);
        for (j = 0; j < 8; ++j) {
            c[j] = tab[ix8[j]];
            l[j] = tab[ix8[j] + 1];
        }
        *invc = _mm512_loadu_pd(c);
        *logc = _mm512_loadu_pd(l);
    }
    return _mm512_maskz_cvtepi32_pd(
        (__mmask8)0xff,
        _mm512_maskz_cvtepi64_epi32((__mmask8)0xff,
                                    _mm512_maskz_srai_epi64((__mmask8)0xff, tmp, 52))); /* k */
}
JAXCORE_I_HWI JAXCORE_I_A5 void jaxcore_i_d8_st(uint64_t *out, __m512d v) {
    _mm512_storeu_si512((void *)out, _mm512_castpd_si512(v));
}
#ifdef __OPTIMIZE__
JAXCORE_I_HD_PAIR(jaxcore_i_d8x2, jaxcore_i_d8, JAXCORE_I_A5, __m512d, __mmask8, 8)
JAXCORE_I_HD_PAIR(jaxcore_i_d8x4, jaxcore_i_d8x2, JAXCORE_I_A5, jaxcore_i_d8x2_v, jaxcore_i_d8x2_m,
                  16)
JAXCORE_I_HD_TEMPLATE(jaxcore_i_d8x4, jaxcore_i_d8f, JAXCORE_I_A5, jaxcore_i_d8x4_v,
                      jaxcore_i_d8x4_m, 32)
#else /* -O0: one vector */
JAXCORE_I_HD_TEMPLATE(jaxcore_i_d8, jaxcore_i_d8f, JAXCORE_I_A5, __m512d, __mmask8, 8)
#endif
#endif

#if defined(JAXCORE_I_HAVE_AVX2) && defined(JAXCORE_I_HW)
/* the float64 normal's lanes for a path: 2 (AVX-512), 1 (AVX2 + FMA) or 0 (one at a time) */
JAXCORE_I_PRIVATE int jaxcore_i_hd_vec(jaxcore_prng_path path) {
    unsigned f = jaxcore_i_x86_features();
    if (path == JAXCORE_PATH_AUTO) path = jaxcore_prng_path_auto();
#ifdef JAXCORE_I_HAVE_AVX512
    if (path == JAXCORE_PATH_AVX512 && (f & JAXCORE_I_CPU_AVX512) && (f & JAXCORE_I_CPU_FMA))
        return 2;
#endif
    if ((path == JAXCORE_PATH_AVX2 || path == JAXCORE_PATH_AVX512) &&
        (f & JAXCORE_I_CPU_AVX2_FMA) == JAXCORE_I_CPU_AVX2_FMA)
        return 1;
    return 0;
}
/* n float64 normal samples from 64-bit words w; range: 1 - lo in float64, computed by the
   caller; vec (fused only): 16 lanes at a time on AVX2 (1), 32 on AVX-512 (2) (at -O0 4 and 8),
   else one */
JAXCORE_I_PRIVATE JAXCORE_I_A2 void jaxcore_i_hd_normal(const uint64_t *wd, size_t n,
                                                        uint64_t range, int fused, int vec,
                                                        uint64_t *out) {
    __m128d rg = jaxcore_i_hd_b(range);
    size_t j = 0;
    if (fused && vec == 1) j = jaxcore_i_d4f_block(wd, n, range, out);
#ifdef JAXCORE_I_HAVE_AVX512
    if (fused && vec == 2) j = jaxcore_i_d8f_block(wd, n, range, out);
#endif
    for (; j < n; ++j)
        out[j] = jaxcore_i_hd_normal1(wd[j], rg, fused);
}
/* n float64 samples of a one-uniform kind (jaxcore_i_hdp) from 64-bit words w, as
   jaxcore_i_hd_normal */
JAXCORE_I_PRIVATE JAXCORE_I_A2 void jaxcore_i_hd_simple(const jaxcore_i_hdp *d, const uint64_t *wd,
                                                        size_t n, int vec, uint64_t *out) {
    size_t j = 0, b;
    if (d->fused && vec == 1) j = jaxcore_i_d4f_simple(d, wd, n, out);
#ifdef JAXCORE_I_HAVE_AVX512
    if (d->fused && vec == 2) j = jaxcore_i_d8f_simple(d, wd, n, out);
#endif
    /* weibull_min's pow, outside the vector functions (a call from them lets a Win64 callee
       clear the upper halves of ymm6-15, which MinGW's gcc keeps live across calls) */
    if (d->kind == JAXCORE_I_K_WEIBULL)
        for (b = 0; b < j; ++b)
            out[b] = jaxcore_i_hd_weibull(d, out[b]);
    if (d->kind == JAXCORE_I_K_CAUCHY) /* the same for cauchy's tan: its u */
        for (b = 0; b < j; ++b)
            out[b] = jaxcore_i_hd_cauchy(d, out[b]);
    for (; j < n; ++j)
        out[j] = jaxcore_i_hd_simple1(d, wd + j);
}
/* maxwell: the norms of n triples of float64 normals v (jaxcore_i_sample's sums: p0 set, a
   small call's fused order) */
JAXCORE_I_PRIVATE JAXCORE_I_A2 void jaxcore_i_hd_maxwell(const jaxcore_i_hdp *d, const uint64_t *v,
                                                         size_t n, uint64_t *out) {
    size_t j;
    for (j = 0; j < n; ++j) {
        __m128d a = jaxcore_i_hd_b(v[3 * j]), b = jaxcore_i_hd_b(v[3 * j + 1]),
                c = jaxcore_i_hd_b(v[3 * j + 2]), t;
        if (d->p0)
            t = jaxcore_i_hd_mad(c, c, jaxcore_i_hd_mad(b, b, jaxcore_i_hd_mul(a, a), d->fused),
                                 d->fused);
        else
            t = jaxcore_i_hd_add(jaxcore_i_hd_add(jaxcore_i_hd_mul(a, a), jaxcore_i_hd_mul(c, c)),
                                 jaxcore_i_hd_mul(b, b));
        out[j] = jaxcore_i_hd_bits(jaxcore_i_hd_sqrt(t));
    }
}
#endif

#if defined(JAXCORE_I_HAVE_NEON) && defined(JAXCORE_I_HW)
/* FPCR: FZ (flush to zero, inputs and results), round to nearest, no traps */
typedef uint64_t jaxcore_i_fpenv;
JAXCORE_I_PRIVATE jaxcore_i_fpenv jaxcore_i_fp_enter(void) {
    uint64_t old, fz = (uint64_t)1 << 24;
    __asm__ __volatile__("mrs %0, fpcr" : "=r"(old)::"memory");
    __asm__ __volatile__("msr fpcr, %0" ::"r"(fz) : "memory");
    return old;
}
JAXCORE_I_PRIVATE void jaxcore_i_fp_leave(jaxcore_i_fpenv old) {
    __asm__ __volatile__("msr fpcr, %0" ::"r"(old) : "memory");
}
#define JAXCORE_I_HBAR(v) __asm__("" : "+w"(v))
JAXCORE_I_PRIVATE float32x4_t jaxcore_i_n4_set(uint32_t b) {
    return vreinterpretq_f32_u32(vdupq_n_u32(b));
}
JAXCORE_I_PRIVATE float32x4_t jaxcore_i_n4_setf(float f) { return vdupq_n_f32(f); }
JAXCORE_I_PRIVATE float32x4_t jaxcore_i_n4_ld(const uint32_t *p) {
    return vreinterpretq_f32_u32(vld1q_u32(p));
}
JAXCORE_I_PRIVATE void jaxcore_i_n4_st(uint32_t *p, float32x4_t v) {
    vst1q_u32(p, vreinterpretq_u32_f32(v));
}
JAXCORE_I_HW_ARITH(JAXCORE_I_PRIVATE, jaxcore_i_n4, JAXCORE_I_A0, float32x4_t, JAXCORE_I_HBAR,
                   JAXCORE_I_HW_SAME, vaddq_f32, vsubq_f32, vmulq_f32)
JAXCORE_I_PRIVATE float32x4_t jaxcore_i_n4_fma(float32x4_t a, float32x4_t b, float32x4_t c) {
    float32x4_t r;
    __asm__("fmla %0.4s, %1.4s, %2.4s" : "=w"(r) : "w"(a), "w"(b), "0"(c));
    return r;
}
JAXCORE_I_PRIVATE float32x4_t jaxcore_i_n4_fnma(float32x4_t a, float32x4_t b, float32x4_t c) {
    float32x4_t r;
    __asm__("fmls %0.4s, %1.4s, %2.4s" : "=w"(r) : "w"(a), "w"(b), "0"(c));
    return r;
}
JAXCORE_I_PRIVATE float32x4_t jaxcore_i_n4_div(float32x4_t a, float32x4_t b) {
    float32x4_t r;
    __asm__("fdiv %0.4s, %1.4s, %2.4s" : "=w"(r) : "w"(a), "w"(b));
    return r;
}
JAXCORE_I_PRIVATE float32x4_t jaxcore_i_n4_sqrt(float32x4_t a) {
    float32x4_t r;
    __asm__("fsqrt %0.4s, %1.4s" : "=w"(r) : "w"(a));
    return r;
}
JAXCORE_I_PRIVATE float32x4_t jaxcore_i_n4_unit(const uint32_t *p) {
    uint32x4_t w = vorrq_u32(vshrq_n_u32(vld1q_u32(p), 9), vdupq_n_u32(0x3f800000u));
    return jaxcore_i_n4_sub(vreinterpretq_f32_u32(w), vdupq_n_f32(1.0f));
}
JAXCORE_I_PRIVATE uint32x4_t jaxcore_i_n4_lt(float32x4_t a, float32x4_t b) {
    return vcltq_f32(a, b);
}
JAXCORE_I_PRIVATE uint32x4_t jaxcore_i_n4_eq(float32x4_t a, float32x4_t b) {
    return vceqq_f32(a, b);
}
JAXCORE_I_PRIVATE int jaxcore_i_n4_all(uint32x4_t m) { return vminvq_u32(m) == 0xffffffffu; }
JAXCORE_I_PRIVATE float32x4_t jaxcore_i_n4_sel(uint32x4_t m, float32x4_t a, float32x4_t b) {
    return vbslq_f32(m, a, b);
}
JAXCORE_I_PRIVATE float32x4_t jaxcore_i_n4_and(float32x4_t a, float32x4_t b) {
    return vreinterpretq_f32_u32(vandq_u32(vreinterpretq_u32_f32(a), vreinterpretq_u32_f32(b)));
}
JAXCORE_I_PRIVATE float32x4_t jaxcore_i_n4_xor(float32x4_t a, float32x4_t b) {
    return vreinterpretq_f32_u32(veorq_u32(vreinterpretq_u32_f32(a), vreinterpretq_u32_f32(b)));
}
JAXCORE_I_PRIVATE float32x4_t jaxcore_i_n4_neg(float32x4_t a) {
    return jaxcore_i_n4_xor(a, jaxcore_i_n4_set(0x80000000u));
}
JAXCORE_I_PRIVATE float32x4_t jaxcore_i_n4_abs(float32x4_t a) {
    return jaxcore_i_n4_and(a, jaxcore_i_n4_set(0x7fffffffu));
}
JAXCORE_I_PRIVATE float32x4_t jaxcore_i_n4_nabs(float32x4_t a) {
    return vreinterpretq_f32_u32(vorrq_u32(vreinterpretq_u32_f32(a), vdupq_n_u32(0x80000000u)));
}
JAXCORE_I_PRIVATE uint32x4_t jaxcore_i_n4_igt(float32x4_t a, float32x4_t b) {
    return vcgtq_s32(vreinterpretq_s32_f32(a), vreinterpretq_s32_f32(b));
}
JAXCORE_I_PRIVATE uint32x4_t jaxcore_i_n4_ieq(float32x4_t a, float32x4_t b) {
    return vceqq_u32(vreinterpretq_u32_f32(a), vreinterpretq_u32_f32(b));
}
JAXCORE_I_PRIVATE float32x4_t jaxcore_i_n4_or(float32x4_t a, float32x4_t b) {
    return vreinterpretq_f32_u32(vorrq_u32(vreinterpretq_u32_f32(a), vreinterpretq_u32_f32(b)));
}
JAXCORE_I_PRIVATE float32x4_t jaxcore_i_n4_expo(float32x4_t x) {
    int32x4_t k = vreinterpretq_s32_u32(vshrq_n_u32(vreinterpretq_u32_f32(x), 23));
    return vcvtq_f32_s32(vsubq_s32(k, vdupq_n_s32(126)));
}
JAXCORE_I_PRIVATE float32x4_t jaxcore_i_n4_floor(float32x4_t x) {
    float32x4_t r;
    __asm__("frintm %0.4s, %1.4s" : "=w"(r) : "w"(x));
    return r;
}
JAXCORE_I_PRIVATE float32x4_t jaxcore_i_n4_pow2(float32x4_t n) {
    int32x4_t k = vaddq_s32(vcvtq_s32_f32(n), vdupq_n_s32(127));
    return vreinterpretq_f32_s32(vshlq_n_s32(k, 23));
}
JAXCORE_I_PRIVATE uint32x4_t jaxcore_i_n4_isnan(float32x4_t x) {
    uint32x4_t a = vandq_u32(vreinterpretq_u32_f32(x), vdupq_n_u32(0x7fffffffu));
    return vcgtq_u32(a, vdupq_n_u32(0x7f800000u));
}
#define JAXCORE_I_HW_LIST_NEON(X)                                                                  \
    X("neon", jaxcore_i_n4f, jaxcore_i_n4, JAXCORE_I_A0, float32x4_t, uint32x4_t, 4, 1, 0, 1)      \
    X("neon", jaxcore_i_n4n, jaxcore_i_n4, JAXCORE_I_A0, float32x4_t, uint32x4_t, 4, 0, 0, 1)
JAXCORE_I_HW_LIST_NEON(JAXCORE_I_HW_INSTANCE)
#endif

#if defined(JAXCORE_I_HAVE_SIMD128) && defined(JAXCORE_I_HW)
/* WebAssembly has no floating-point environment: every operation rounds to nearest and
   keeps subnormals, and it has no fused multiply-add. The instance computes with IEEE
   float32 and float64 as they are and makes every case where that could differ from
   XLA:CPU's flushed, fused arithmetic visible instead of emulating it: an arithmetic result
   that is subnormal or +-FLT_MIN (where x86 flushes by its after-rounding tininess rule) and
   a fused multiply-add whose float64 sum falls exactly halfway between two float32 values
   (double rounding) become the all-ones NaN, which every later operation and select
   carries to the output. jaxcore_i_hw_run recomputes each NaN output on the software float
   (jaxcore_i_hw_redo): so the rare lanes are exact by construction and the others are the
   plain IEEE results, equal to the flushed ones since nothing in them was tiny. Parameters
   that are subnormal or not finite run on the software float (jaxcore_i_hw_prep). */
typedef int jaxcore_i_fpenv;
JAXCORE_I_PRIVATE jaxcore_i_fpenv jaxcore_i_fp_enter(void) { return 0; }
JAXCORE_I_PRIVATE void jaxcore_i_fp_leave(jaxcore_i_fpenv old) { (void)old; }
#define JAXCORE_I_HBAR(v) __asm__("" : "+r"(v))
/* r, or the all-ones NaN where r is subnormal or +-FLT_MIN */
JAXCORE_I_PRIVATE v128_t jaxcore_i_w4_tiny(v128_t r) {
    v128_t a = wasm_i32x4_add(wasm_v128_and(r, wasm_u32x4_splat(0x7fffffffu)),
                              wasm_u32x4_splat(0x7fffffffu)); /* 0 -> 2^31 - 1 */
    return wasm_v128_or(r, wasm_i32x4_lt(a, wasm_u32x4_splat(0x80800000u)));
}
JAXCORE_I_PRIVATE v128_t jaxcore_i_w4_set(uint32_t b) { return wasm_u32x4_splat(b); }
JAXCORE_I_PRIVATE v128_t jaxcore_i_w4_setf(float f) { return wasm_f32x4_splat(f); }
JAXCORE_I_PRIVATE v128_t jaxcore_i_w4_ld(const uint32_t *p) { return wasm_v128_load(p); }
JAXCORE_I_PRIVATE void jaxcore_i_w4_st(uint32_t *p, v128_t v) { wasm_v128_store(p, v); }
JAXCORE_I_HW_ARITH(JAXCORE_I_PRIVATE, jaxcore_i_w4, JAXCORE_I_A0, v128_t, JAXCORE_I_HBAR,
                   jaxcore_i_w4_tiny, wasm_f32x4_add, wasm_f32x4_sub, wasm_f32x4_mul)
JAXCORE_I_PRIVATE v128_t jaxcore_i_w4_div(v128_t a, v128_t b) {
    v128_t r = wasm_f32x4_div(a, b);
    JAXCORE_I_HBAR(r);
    return jaxcore_i_w4_tiny(r);
}
/* the square root of a normal number is normal */
JAXCORE_I_PRIVATE v128_t jaxcore_i_w4_sqrt(v128_t a) {
    v128_t r = wasm_f32x4_sqrt(a);
    JAXCORE_I_HBAR(r);
    return r;
}
/* a * b + c of two lanes in float64: *p = a * b (exact), the sum rounded once */
JAXCORE_I_PRIVATE v128_t jaxcore_i_w4_sum2(v128_t a, v128_t b, v128_t c, v128_t *p) {
    v128_t s;
    *p = wasm_f64x2_mul(a, b);
    JAXCORE_I_HBAR(*p);
    s = wasm_f64x2_add(*p, c);
    JAXCORE_I_HBAR(s);
    return s;
}
/* the lanes of mid where s = p + c rounded (its TwoSum error is not zero) */
JAXCORE_I_PRIVATE v128_t jaxcore_i_w4_inexact(v128_t s, v128_t p, v128_t c, v128_t mid) {
    v128_t t = wasm_f64x2_sub(s, p), u;
    JAXCORE_I_HBAR(t);
    u = wasm_f64x2_sub(s, t);
    JAXCORE_I_HBAR(u);
    u = wasm_f64x2_sub(p, u);
    JAXCORE_I_HBAR(u);
    t = wasm_f64x2_sub(c, t);
    JAXCORE_I_HBAR(t);
    u = wasm_f64x2_add(u, t);
    JAXCORE_I_HBAR(u);
    return wasm_v128_and(mid, wasm_f64x2_ne(u, wasm_f64x2_splat(0.0)));
}
/* fused a * b + c: float64 sums rounded to float32, which rounds twice; that is wrong only
   where the sum lies halfway between two float32 values (its low 29 bits 0x10000000, all in
   its low word: one test for the four sums) and is not exact: marked */
#define JAXCORE_I_W4_LO(v) wasm_f64x2_promote_low_f32x4(v)
#define JAXCORE_I_W4_HI(v) wasm_f64x2_promote_low_f32x4(wasm_i32x4_shuffle(v, v, 2, 3, 2, 3))
JAXCORE_I_PRIVATE v128_t jaxcore_i_w4_fma(v128_t a, v128_t b, v128_t c) {
    v128_t pl, ph, ml, mh, m, cl = JAXCORE_I_W4_LO(c), ch = JAXCORE_I_W4_HI(c), sl, sh, r;
    sl = jaxcore_i_w4_sum2(JAXCORE_I_W4_LO(a), JAXCORE_I_W4_LO(b), cl, &pl);
    sh = jaxcore_i_w4_sum2(JAXCORE_I_W4_HI(a), JAXCORE_I_W4_HI(b), ch, &ph);
    r = wasm_i32x4_shuffle(wasm_f32x4_demote_f64x2_zero(sl), wasm_f32x4_demote_f64x2_zero(sh), 0, 1,
                           4, 5);
    JAXCORE_I_HBAR(r);
    r = jaxcore_i_w4_tiny(r);
    m = wasm_v128_and(wasm_i32x4_shuffle(sl, sh, 0, 2, 4, 6), wasm_u32x4_splat(0x1fffffffu));
    m = wasm_i32x4_eq(m, wasm_u32x4_splat(0x10000000u));
    if (wasm_v128_any_true(m)) { /* rare */
        ml = jaxcore_i_w4_inexact(sl, pl, cl, wasm_i32x4_shuffle(m, m, 0, 0, 1, 1));
        mh = jaxcore_i_w4_inexact(sh, ph, ch, wasm_i32x4_shuffle(m, m, 2, 2, 3, 3));
        r = wasm_v128_or(r, wasm_i32x4_shuffle(ml, mh, 0, 2, 4, 6));
    }
    return r;
}
JAXCORE_I_PRIVATE v128_t jaxcore_i_w4_unit(const uint32_t *p) {
    v128_t w = wasm_v128_or(wasm_u32x4_shr(wasm_v128_load(p), 9), wasm_u32x4_splat(0x3f800000u));
    w = wasm_f32x4_sub(w, wasm_f32x4_splat(1.0f)); /* exact */
    JAXCORE_I_HBAR(w);
    return w;
}
JAXCORE_I_PRIVATE v128_t jaxcore_i_w4_lt(v128_t a, v128_t b) { return wasm_f32x4_lt(a, b); }
JAXCORE_I_PRIVATE v128_t jaxcore_i_w4_eq(v128_t a, v128_t b) { return wasm_f32x4_eq(a, b); }
JAXCORE_I_PRIVATE int jaxcore_i_w4_all(v128_t m) { return wasm_i32x4_all_true(m); }
JAXCORE_I_PRIVATE v128_t jaxcore_i_w4_sel(v128_t m, v128_t a, v128_t b) {
    return wasm_v128_bitselect(a, b, m);
}
JAXCORE_I_PRIVATE v128_t jaxcore_i_w4_and(v128_t a, v128_t b) { return wasm_v128_and(a, b); }
JAXCORE_I_PRIVATE v128_t jaxcore_i_w4_or(v128_t a, v128_t b) { return wasm_v128_or(a, b); }
JAXCORE_I_PRIVATE v128_t jaxcore_i_w4_xor(v128_t a, v128_t b) { return wasm_v128_xor(a, b); }
JAXCORE_I_PRIVATE v128_t jaxcore_i_w4_neg(v128_t a) {
    return wasm_v128_xor(a, wasm_u32x4_splat(0x80000000u));
}
JAXCORE_I_PRIVATE v128_t jaxcore_i_w4_fnma(v128_t a, v128_t b, v128_t c) {
    return jaxcore_i_w4_fma(jaxcore_i_w4_neg(a), b, c);
}
JAXCORE_I_PRIVATE v128_t jaxcore_i_w4_abs(v128_t a) {
    return wasm_v128_and(a, wasm_u32x4_splat(0x7fffffffu));
}
JAXCORE_I_PRIVATE v128_t jaxcore_i_w4_nabs(v128_t a) {
    return wasm_v128_or(a, wasm_u32x4_splat(0x80000000u));
}
JAXCORE_I_PRIVATE v128_t jaxcore_i_w4_igt(v128_t a, v128_t b) { return wasm_i32x4_gt(a, b); }
JAXCORE_I_PRIVATE v128_t jaxcore_i_w4_ieq(v128_t a, v128_t b) { return wasm_i32x4_eq(a, b); }
JAXCORE_I_PRIVATE v128_t jaxcore_i_w4_expo(v128_t x) {
    return wasm_f32x4_convert_i32x4(wasm_i32x4_sub(wasm_u32x4_shr(x, 23), wasm_i32x4_splat(126)));
}
JAXCORE_I_PRIVATE v128_t jaxcore_i_w4_floor(v128_t x) {
    v128_t r = wasm_f32x4_floor(x);
    JAXCORE_I_HBAR(r);
    return r;
}
JAXCORE_I_PRIVATE v128_t jaxcore_i_w4_pow2(v128_t n) {
    return wasm_i32x4_shl(wasm_i32x4_add(wasm_i32x4_trunc_sat_f32x4(n), wasm_i32x4_splat(127)), 23);
}
JAXCORE_I_PRIVATE v128_t jaxcore_i_w4_isnan(v128_t x) {
    return wasm_u32x4_gt(wasm_v128_and(x, wasm_u32x4_splat(0x7fffffffu)),
                         wasm_u32x4_splat(0x7f800000u));
}
#ifdef __OPTIMIZE__ /* four vectors at a time: V8 overlaps their chains (normals 1.6x faster) */
JAXCORE_I_HW_PAIR(jaxcore_i_w4x2, jaxcore_i_w4, JAXCORE_I_A0, v128_t, v128_t, 4)
JAXCORE_I_HW_PAIR(jaxcore_i_w4x4, jaxcore_i_w4x2, JAXCORE_I_A0, jaxcore_i_w4x2_v, jaxcore_i_w4x2_m,
                  8)
#define JAXCORE_I_HW_LIST_SIMD128(X)                                                               \
    X("simd128", jaxcore_i_w4f, jaxcore_i_w4x4, JAXCORE_I_A0, jaxcore_i_w4x4_v, jaxcore_i_w4x4_m,  \
      16, 1, 1, 1)
#else
#define JAXCORE_I_HW_LIST_SIMD128(X)                                                               \
    X("simd128", jaxcore_i_w4f, jaxcore_i_w4, JAXCORE_I_A0, v128_t, v128_t, 4, 1, 1, 1)
#endif
JAXCORE_I_HW_LIST_SIMD128(JAXCORE_I_HW_INSTANCE)
#endif

#ifndef JAXCORE_I_HW_LIST_SSE2
#define JAXCORE_I_HW_LIST_SSE2(X)
#endif
#ifndef JAXCORE_I_HW_LIST_SSE2FMA
#define JAXCORE_I_HW_LIST_SSE2FMA(X)
#endif
#ifndef JAXCORE_I_HW_LIST_AVX2
#define JAXCORE_I_HW_LIST_AVX2(X)
#endif
#ifndef JAXCORE_I_HW_LIST_AVX512
#define JAXCORE_I_HW_LIST_AVX512(X)
#endif
#ifndef JAXCORE_I_HW_LIST_NEON
#define JAXCORE_I_HW_LIST_NEON(X)
#endif
#ifndef JAXCORE_I_HW_LIST_SIMD128
#define JAXCORE_I_HW_LIST_SIMD128(X)
#endif
/* clang-format off */
#define JAXCORE_I_HW_INSTANCES(X)                                                                  \
    JAXCORE_I_HW_LIST_SSE2(X) JAXCORE_I_HW_LIST_SSE2FMA(X) JAXCORE_I_HW_LIST_AVX2(X)               \
    JAXCORE_I_HW_LIST_AVX512(X) JAXCORE_I_HW_LIST_NEON(X) JAXCORE_I_HW_LIST_SIMD128(X)
/* clang-format on */

/* The instance for a path (AUTO resolved) and fusion, or NULL (software). */
JAXCORE_I_PRIVATE jaxcore_i_hw_block jaxcore_i_hw_pick(jaxcore_prng_path path, int fused,
                                                       size_t n) {
    (void)n;
    if (path == JAXCORE_PATH_AUTO) path = jaxcore_prng_path_auto();
#ifdef JAXCORE_I_HAVE_SSE2
    /* a few elements: the narrowest instance (the wide ones would compute a whole vector) */
    if (n < 16 && (path == JAXCORE_PATH_AVX2 || path == JAXCORE_PATH_AVX512))
        path = JAXCORE_PATH_SSE2;
#endif
    /* no_fma (what JAX computes on a host without FMA, a compatibility mode) runs SSE2's
       non-fused instance on every x86 path: wide non-fused instances would double the
       compile time of the wide ones */
    switch (path) {
#ifdef JAXCORE_I_HAVE_AVX512
    case JAXCORE_PATH_AVX512:
        if (!(jaxcore_i_x86_features() & JAXCORE_I_CPU_AVX512)) return NULL;
        return fused ? jaxcore_i_h16f_block : jaxcore_i_h4n_block;
#endif
#ifdef JAXCORE_I_HAVE_AVX2
    case JAXCORE_PATH_AVX2:
        if ((jaxcore_i_x86_features() & JAXCORE_I_CPU_AVX2_FMA) == JAXCORE_I_CPU_AVX2_FMA)
            return fused ? jaxcore_i_h8f_block : jaxcore_i_h4n_block;
        return fused ? jaxcore_i_h4f_block : jaxcore_i_h4n_block;
#endif
#ifdef JAXCORE_I_HAVE_SSE2
    case JAXCORE_PATH_SCALAR:
    case JAXCORE_PATH_SSE2:
        if (!fused) return jaxcore_i_h4n_block;
#ifdef JAXCORE_I_HAVE_AVX2
        if (jaxcore_i_x86_features() & JAXCORE_I_CPU_FMA) return jaxcore_i_h4mf_block;
#endif
        return jaxcore_i_h4f_block;
#endif
#ifdef JAXCORE_I_HAVE_NEON
    case JAXCORE_PATH_SCALAR:
    case JAXCORE_PATH_NEON: return fused ? jaxcore_i_n4f_block : jaxcore_i_n4n_block;
#endif
#ifdef JAXCORE_I_HAVE_SIMD128 /* no_fma: the software float */
    case JAXCORE_PATH_SCALAR:
    case JAXCORE_PATH_SIMD128: return fused ? jaxcore_i_w4f_block : NULL;
#endif
    default: return NULL;
    }
}

/* log (0), log1p (1), exp (2), normal (3, of a unit), erf_inv (4, |x| < 1) or erf (5, always
   fused) of float32 x in place on one lane of the narrowest instance, with the caller's
   floating-point environment saved around it; 0 (x untouched) for the inputs where the software
   float's log1p would see a subnormal (it does not flush them): 0 < |x| < 2^-40. */
JAXCORE_I_PRIVATE int jaxcore_i_hw_fn32(int fn, uint32_t *x, int fused) {
    jaxcore_i_fpenv env;
    uint32_t r;
    if (fn == 1 && (*x & 0x7fffffffu) && (*x & 0x7fffffffu) < 0x2b800000u) return 0;
    env = jaxcore_i_fp_enter();
#ifdef JAXCORE_I_HAVE_NEON
    r = fused ? jaxcore_i_n4f_one(fn, *x) : jaxcore_i_n4n_one(fn, *x);
#elif defined(JAXCORE_I_HAVE_SIMD128)
    /* a subnormal input (flushed on x86), no_fma, and a NaN result: the software float */
    if (!fused || !(*x & 0x7f800000u)) return 0;
    r = jaxcore_i_w4f_one(fn, *x);
    if ((r & 0x7fffffffu) > 0x7f800000u) return 0;
#else
#ifdef JAXCORE_I_HAVE_AVX2
    if (fused && (jaxcore_i_x86_features() & JAXCORE_I_CPU_FMA))
        r = jaxcore_i_h4mf_one(fn, *x);
    else
#endif
        r = fused ? jaxcore_i_h4f_one(fn, *x) : jaxcore_i_h4n_one(fn, *x);
#endif
    jaxcore_i_fp_leave(env);
    *x = r;
    return 1;
}

#ifndef JAXCORE_I_HAVE_AVX2 /* tanf on the software float (x86: jaxcore_i_hs_tanf_red) */
JAXCORE_I_PRIVATE uint32_t jaxcore_i_tanf_lane(uint32_t x) { return jaxcore_i_tanf32(x); }
#endif

/* float64 bits of a float32 value -> its float32 bits */
#define JAXCORE_I_N32(x) jaxcore_i_n32(x)
JAXCORE_I_PRIVATE uint32_t jaxcore_i_n32(uint64_t x) {
    uint64_t e = x >> 52 & 0x7ffu;
    if (!(x << 1)) return (uint32_t)(x >> 32);                    /* +-0 */
    if (e >= 1023 - 126 && e <= 1023 + 127 && !(x & 0x1fffffffu)) /* normal float32: exact */
        return (uint32_t)(x >> 32 & 0x80000000u) | (uint32_t)(e - 896) << 23 |
               (uint32_t)(x >> 29 & 0x7fffffu);
    return (uint32_t)jaxcore_i_narrow(x, JAXCORE_I_F32);
}

/* The normal sample of a unit f, on the hardware float for float32 (the loop samplers). */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_normal_fast(uint64_t f, int fmt, int fused) {
    uint32_t x;
    if (fmt != JAXCORE_I_F32) return jaxcore_i_normal_of(f, fmt, fused);
    x = jaxcore_i_n32(f);
    if (jaxcore_i_hw_fn32(3, &x, fused)) return JAXCORE_I_W32(x);
    return jaxcore_i_normal_of(f, fmt, fused);
}

/* float32 bits b are a finite value, zero or normal */
JAXCORE_I_PRIVATE int jaxcore_i_hw_plain(uint32_t b) {
    uint32_t e = b & 0x7f800000u;
    return !(b << 1) || (e && e != 0x7f800000u);
}

/* Fills h for a float32 sampler the instances compute; 0 when they do not (software). */
JAXCORE_I_PRIVATE int jaxcore_i_hw_prep(const jaxcore_i_fs *s, jaxcore_i_hfs *h) {
    if (s->fmt != JAXCORE_I_F32) return 0;
    switch (s->kind) {
    case JAXCORE_I_K_TRIANGULAR: { /* parameters zero or normal: fc is compared without DAZ */
        int k;
        h->y = 0;
        h->p0 = JAXCORE_I_N32(s->p[0]);
        h->p1 = JAXCORE_I_N32(s->p[2]);
        h->tri[0] = JAXCORE_I_N32(s->p[3]);
        h->tri[1] = JAXCORE_I_N32(s->p[4]);
        h->tri[2] = JAXCORE_I_N32(jaxcore_i_gsub(s->p[1], s->p[0], JAXCORE_I_F32));
        h->tri[3] = JAXCORE_I_N32(jaxcore_i_gsub(s->p[2], s->p[1], JAXCORE_I_F32));
        for (k = 0; k < 4; ++k)
            if (!jaxcore_i_hw_plain(h->tri[k])) return 0;
        if (!jaxcore_i_hw_plain(h->p0) || !jaxcore_i_hw_plain(h->p1)) return 0;
        break;
    }
    case JAXCORE_I_K_WEIBULL:
        h->y = s->p[1];
        h->p0 = JAXCORE_I_N32(s->p[0]);
        h->p1 = 0;
        break;
    case JAXCORE_I_K_PARETO:
        h->y = 0;
        h->p0 = JAXCORE_I_N32(jaxcore_i_gdiv(JAXCORE_I_ONE, s->p[0], JAXCORE_I_F32));
        h->p1 = 0;
        break;
    case JAXCORE_I_K_LOGNORMAL:
        h->y = 0;
        h->p0 =
            JAXCORE_I_N32(jaxcore_i_gmul(jaxcore_i_c_sqrt2[JAXCORE_I_F32], s->p[0], JAXCORE_I_F32));
        h->p1 = 0;
        break;
    default:
        h->y = 0;
        h->p0 = JAXCORE_I_N32(s->p[0]);
        h->p1 = JAXCORE_I_N32(s->p[1]);
        break;
    }
    h->kind = s->kind;
    h->mn = JAXCORE_I_N32(s->mn);
    h->range = JAXCORE_I_N32(s->range);
    h->loop = s->kind == JAXCORE_I_K_MAXWELL && s->p[0];
    h->nan0 = jaxcore_i_isnan64(s->p[0]);
    h->nan1 = jaxcore_i_isnan64(s->p[1]);
#ifdef JAXCORE_I_HAVE_SIMD128 /* no flushing there: the parameters must be normal or zero */
    if (!jaxcore_i_hw_plain(h->mn) || !jaxcore_i_hw_plain(h->range) || !jaxcore_i_hw_plain(h->p0) ||
        !jaxcore_i_hw_plain(h->p1) || (s->kind == JAXCORE_I_K_WEIBULL && !(h->y << 1)))
        return 0;
#endif
    return 1;
}

/* gumbel "highest": the (0, 1) value of each word pair (hi in w, lo in w2) into w, with the
   sign bit set where the sampler takes log1p(-u) (jaxcore_i_sample) */
JAXCORE_I_PRIVATE void jaxcore_i_hw_highest(uint32_t *w, const uint32_t *w2, size_t n) {
    size_t j;
    for (j = 0; j < n; ++j) {
        uint32_t hi = w[j], lo = w2[j];
        int flip = hi < 0x80000000u;
        if (!flip) {
            hi = ~hi + (lo == 0);
            lo = ~lo + 1;
        }
        w[j] = jaxcore_i_safe_int_to_float(hi, lo) | (flip ? 0x80000000u : 0);
    }
}
#else
#define jaxcore_i_normal_fast jaxcore_i_normal_of
#endif /* JAXCORE_I_HW */

/* The key is usable (valid implementation, valid config): checked before any output. */
JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_check_key(jaxcore_key key,
                                                     const jaxcore_random_config *c) {
    if (!jaxcore_i_impl_ok(key.impl)) return JAXCORE_ERR_IMPL_MISMATCH;
    return jaxcore_i_check_cfg(&c->prng);
}

JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_bits(jaxcore_key key, unsigned width, uint64_t total,
                                                uint64_t start, size_t count, void *out,
                                                const jaxcore_random_config *c) {
    return jaxcore_random_bits_slice(key, width, total, start, count, out, &c->prng);
}

/* Samples [start, start+cnt) of a float sampler over `total` elements into vals (float64
   bits): draws per element 1, 2 planar (gumbel high) or 3 interleaved (maxwell), a bit
   buffer's worth of draws a pass. */
JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_fill(const jaxcore_i_fs *s, jaxcore_key key,
                                                uint64_t total, uint64_t start, size_t cnt,
                                                uint64_t *vals, const jaxcore_random_config *c) {
    jaxcore_i_bitbuf b;
    unsigned rb = jaxcore_i_fmt_rbits[s->fmt];
    size_t j, m;
    jaxcore_result r;
    size_t per = s->kind == JAXCORE_I_K_MAXWELL ? 3 : 1;
    int planes = s->kind == JAXCORE_I_K_GUMBEL_HIGH || s->kind == JAXCORE_I_K_GUMBEL_HIGHEST;
    size_t step = JAXCORE_I_RCHUNK / (planes ? 2 : per);
    for (; cnt; start += m, cnt -= m, vals += m) {
        m = cnt < step ? cnt : step;
        if (planes) { /* the second plane's m draws after the first's */
            r = jaxcore_i_bits(key, rb, 2 * total, start, m, &b, c);
            if (r == JAXCORE_OK)
                r = jaxcore_i_bits(key, rb, 2 * total, total + start, m,
                                   (unsigned char *)&b + m * (rb / 8), c);
        } else {
            r = jaxcore_i_bits(key, rb, (uint64_t)per * total, (uint64_t)per * start, per * m, &b,
                               c);
        }
        if (r != JAXCORE_OK) return r;
        for (j = 0; j < m; ++j) {
            uint64_t f[3] = {0, 0, 0};
            if (s->kind == JAXCORE_I_K_GUMBEL_HIGHEST) { /* the raw words */
                f[0] = b.u32[j];
                f[1] = b.u32[m + j];
            } else if (planes) {
                f[0] = jaxcore_i_unit(&b, j, s->fmt);
                f[1] = jaxcore_i_unit(&b, m + j, s->fmt);
            } else if (per == 3) {
                f[0] = jaxcore_i_unit(&b, 3 * j, s->fmt);
                f[1] = jaxcore_i_unit(&b, 3 * j + 1, s->fmt);
                f[2] = jaxcore_i_unit(&b, 3 * j + 2, s->fmt);
            } else {
                f[0] = jaxcore_i_unit(&b, j, s->fmt);
            }
            vals[j] = jaxcore_i_sample(s, f);
        }
    }
    return JAXCORE_OK;
}

#ifdef JAXCORE_I_HW
/* Elements [start, start+cnt) of random_bits(key, width, total), width 32 or 64, into buf (the
   64-bit ones as uint64: kern, from jaxcore_i_hw_kernel, or NULL) */
JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_hw_words(jaxcore_key key, jaxcore_i_tf_kernel kern,
                                                    const uint32_t *ks, unsigned width,
                                                    uint64_t total, uint64_t start, size_t cnt,
                                                    uint32_t *buf, const jaxcore_random_config *c) {
    if (!kern || (width == 64 && !JAXCORE_I_TF_HAS_PAIR64))
        return jaxcore_i_bits(key, width, total, start, cnt, buf, c);
    jaxcore_i_part_blocks(kern, ks, start, cnt, buf, NULL,
                          width == 32 ? JAXCORE_I_OUT_XOR : JAXCORE_I_OUT_PAIR64);
    return JAXCORE_OK;
}
/* The kernel for a threefry2x32 key in the partitionable layout, with the key schedule in ks;
   NULL for every other key and layout (jaxcore_i_hw_words then draws through jaxcore_i_bits) */
JAXCORE_I_PRIVATE jaxcore_i_tf_kernel jaxcore_i_hw_kernel(jaxcore_key key,
                                                          const jaxcore_random_config *c,
                                                          uint32_t *ks) {
    if (key.impl != jaxcore_threefry2x32() || c->prng.legacy) return NULL;
    jaxcore_i_tf_ks(key.data, ks);
    return jaxcore_i_kernel_of(c->prng.path);
}

#ifdef JAXCORE_I_HAVE_SIMD128
/* The NaN outputs of elements [start, start + cnt) of the WebAssembly instance (its marked
   lanes, and NaN samples; out[0] is element start) again on the software float. */
JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_hw_redo(const jaxcore_i_fs *s, jaxcore_key key, size_t n,
                                                   size_t start, size_t cnt, uint32_t *out,
                                                   const jaxcore_random_config *c) {
    size_t j;
    uint64_t v;
    jaxcore_result r;
    for (j = 0; j < cnt; ++j) {
        if ((out[j] & 0x7fffffffu) <= 0x7f800000u) continue;
        if ((r = jaxcore_i_fill(s, key, n, start + j, 1, &v, c)) != JAXCORE_OK) return r;
        jaxcore_i_store(out, j, v, JAXCORE_I_F32);
    }
    return JAXCORE_OK;
}
#endif

/* What an instance's block leaves to do, under its floating-point environment: cauchy's tan of
   each element (jaxcore_i_tanf_lane) */
JAXCORE_I_PRIVATE void jaxcore_i_hw_post(const jaxcore_i_hfs *h, size_t cnt, uint32_t *out) {
    size_t j;
    if (h->kind == JAXCORE_I_K_CAUCHY)
        for (j = 0; j < cnt; ++j)
            out[j] = jaxcore_i_tanf_lane(out[j]);
}

/* Elements [first, first + count) of a float32 sampler over n elements on the hardware float,
   out[0] being element first: chunks of JAXCORE_I_HWCHUNK words (not inlined: its buffer
   stays out of its callers' frames, and the stack bounds see its one indirect call) */
JAXCORE_I_NOINLINE jaxcore_result jaxcore_i_hw_run(const jaxcore_i_fs *s, const jaxcore_i_hfs *h,
                                                   jaxcore_i_hw_block fn, jaxcore_key key, size_t n,
                                                   size_t first, size_t count, uint32_t *out,
                                                   const jaxcore_random_config *c) {
    uint32_t buf[JAXCORE_I_HWCHUNK], ks[3] = {0, 0, 0};
    int planes = h->kind == JAXCORE_I_K_GUMBEL_HIGH || h->kind == JAXCORE_I_K_GUMBEL_HIGHEST;
    size_t per = h->kind == JAXCORE_I_K_MAXWELL ? 3 : 1, start, cnt;
    size_t step = JAXCORE_I_HWCHUNK / (planes ? 2 : per);
    jaxcore_i_tf_kernel kern = jaxcore_i_hw_kernel(key, c, ks);
    jaxcore_i_fpenv env;
    jaxcore_result r;
    for (start = first; start < first + count; start += cnt) {
        const uint32_t *w2 = NULL;
        cnt = first + count - start < step ? first + count - start : step;
        if (planes) {
            r = jaxcore_i_hw_words(key, kern, ks, 32, 2 * (uint64_t)n, start, cnt, buf, c);
            if (r == JAXCORE_OK)
                r = jaxcore_i_hw_words(key, kern, ks, 32, 2 * (uint64_t)n, n + start, cnt,
                                       buf + cnt, c);
            w2 = buf + cnt;
            if (h->kind == JAXCORE_I_K_GUMBEL_HIGHEST) {
                jaxcore_i_hw_highest(buf, w2, cnt);
                w2 = NULL;
            }
        } else {
            r = jaxcore_i_hw_words(key, kern, ks, 32, per * (uint64_t)n, per * start, per * cnt,
                                   buf, c);
        }
        if (r != JAXCORE_OK) return r;
        env = jaxcore_i_fp_enter();
        fn(h, buf, w2, cnt, out + (start - first));
        jaxcore_i_hw_post(h, cnt, out + (start - first));
        jaxcore_i_fp_leave(env);
#ifdef JAXCORE_I_HAVE_SIMD128
        r = jaxcore_i_hw_redo(s, key, n, start, cnt, out + (start - first), c);
        if (r != JAXCORE_OK) return r;
#else
        (void)s;
#endif
    }
    return JAXCORE_OK;
}

#ifdef JAXCORE_I_HAVE_AVX2
/* x is a float64 zero or a normal finite value */
JAXCORE_I_PRIVATE int jaxcore_i_hd_plain(uint64_t x) {
    uint64_t e = x >> 52 & 0x7ff;
    return (e || !(x << 1)) && e != 0x7ff;
}
/* A float64 sampler the hardware float computes on an FMA CPU: normal (jaxcore_i_hd_normal)
   and the one-uniform kinds of jaxcore_i_hd_simple (uniform with bounds, exponential,
   laplace, gumbel mode low, logistic, rayleigh, pareto, lognormal, truncated_normal,
   triangular), whose
   bounds and parameters must be normal or zero (the software float's comparison does not
   read a subnormal as zero, as DAZ does) and whose range must be finite; fills d. Normal
   keeps its own one-element function (jaxcore_i_hd_normal1) and its constant bound: as a
   kind of jaxcore_i_hd_simple1 its scalar path was 11 % slower and, with the bound a runtime
   value holding a register, AVX2's 12 % (measured on the Zen 5, 2026-11-28) */
JAXCORE_I_PRIVATE int jaxcore_i_hd_kind(const jaxcore_i_fs *s, jaxcore_i_hdp *d) {
    if (s->fmt != JAXCORE_I_F64 || !(jaxcore_i_x86_features() & JAXCORE_I_CPU_FMA)) return 0;
    switch (s->kind) {
    case JAXCORE_I_K_NORMAL:
    case JAXCORE_I_K_UNIFORM:
    case JAXCORE_I_K_EXPONENTIAL:
    case JAXCORE_I_K_LAPLACE:
    case JAXCORE_I_K_GUMBEL:
    case JAXCORE_I_K_LOGISTIC:
    case JAXCORE_I_K_RAYLEIGH:
    case JAXCORE_I_K_PARETO:
    case JAXCORE_I_K_LOGNORMAL:
    case JAXCORE_I_K_TRUNCNORM:
    case JAXCORE_I_K_TRIANGULAR:
    case JAXCORE_I_K_MAXWELL:
    case JAXCORE_I_K_WEIBULL:
    case JAXCORE_I_K_CAUCHY:
    case JAXCORE_I_K_GUMBEL_HIGH: break;
    default: return 0;
    }
    d->kind = s->kind;
    d->fused = s->fused;
    d->mn = s->mn;
    d->add = jaxcore_i_fs_add(s);
    d->range = s->range;
    d->p0 = s->kind == JAXCORE_I_K_RAYLEIGH || s->kind == JAXCORE_I_K_TRUNCNORM ? s->p[0] : 0;
    d->p1 = s->kind == JAXCORE_I_K_TRUNCNORM ? s->p[1] : 0;
    if (s->kind == JAXCORE_I_K_MAXWELL) d->p0 = s->p[0] ? JAXCORE_I_ONE : 0; /* small order */
    if (s->kind == JAXCORE_I_K_CAUCHY) d->p0 = s->p[0];                      /* pi */
    if (s->kind == JAXCORE_I_K_WEIBULL || s->kind == JAXCORE_I_K_GUMBEL_HIGH) {
        /* weibull_min's scale and 1 / concentration; gumbel high's 2^-52, 2^-105 */
        d->p0 = s->p[0];
        d->p1 = s->p[1];
    }
    if (s->kind == JAXCORE_I_K_PARETO)
        d->p0 = jaxcore_i_gdiv(JAXCORE_I_ONE, s->p[0], JAXCORE_I_F64);
    if (s->kind == JAXCORE_I_K_LOGNORMAL) { /* the normal's uniform (jaxcore_i_erfinv_of) */
        d->mn = d->add = 0xbfefffffffffffffu;
        d->range = jaxcore_i_gsub(JAXCORE_I_ONE, d->mn, JAXCORE_I_F64);
        d->p0 = jaxcore_i_gmul(jaxcore_i_c_sqrt2[JAXCORE_I_F64], s->p[0], JAXCORE_I_F64);
    }
    d->tri[0] = d->tri[1] = d->tri[2] = d->tri[3] = 0;
    if (s->kind == JAXCORE_I_K_TRIANGULAR) { /* jaxcore_i_hw_prep's */
        d->p0 = s->p[0];
        d->p1 = s->p[2];
        d->tri[0] = s->p[3];
        d->tri[1] = s->p[4];
        d->tri[2] = jaxcore_i_gsub(s->p[1], s->p[0], JAXCORE_I_F64);
        d->tri[3] = jaxcore_i_gsub(s->p[2], s->p[1], JAXCORE_I_F64);
    }
    return jaxcore_i_hd_plain(d->mn) && jaxcore_i_hd_plain(d->add) &&
           jaxcore_i_hd_plain(d->range) && jaxcore_i_hd_plain(d->p0) && jaxcore_i_hd_plain(d->p1) &&
           jaxcore_i_hd_plain(d->tri[0]) && jaxcore_i_hd_plain(d->tri[1]) &&
           jaxcore_i_hd_plain(d->tri[2]) && jaxcore_i_hd_plain(d->tri[3]);
}
/* float64 samples of jaxcore_i_hd_kind on an FMA CPU: chunks of JAXCORE_I_HWCHUNK / 2 64-bit
   words (not inlined, as jaxcore_i_hw_run) */
JAXCORE_I_NOINLINE jaxcore_result jaxcore_i_hd_run(const jaxcore_i_hdp *d, jaxcore_key key,
                                                   size_t n, uint64_t *out,
                                                   const jaxcore_random_config *c) {
    uint64_t buf[JAXCORE_I_HWCHUNK / 2];
    uint64_t range = jaxcore_i_gsub(JAXCORE_I_ONE, 0xbfefffffffffffffu, JAXCORE_I_F64);
    uint32_t ks[3] = {0, 0, 0};
    jaxcore_i_tf_kernel kern = jaxcore_i_hw_kernel(key, c, ks);
    int vec = jaxcore_i_hd_vec(c->prng.path);
    /* maxwell: three words an element, their normals in the buffer's second half; gumbel
       high: two planes of n words (the second at JAXCORE_I_HD_PLANE) */
    int planes = d->kind == JAXCORE_I_K_GUMBEL_HIGH;
    size_t per = d->kind == JAXCORE_I_K_MAXWELL ? 3 : 1,
           step = planes ? (size_t)JAXCORE_I_HD_PLANE
                         : (size_t)JAXCORE_I_HWCHUNK / 2 / (per == 3 ? 6u : 1u);
    size_t start, cnt;
    jaxcore_result r;
    for (start = 0; start < n; start += cnt) {
        jaxcore_i_fpenv env;
        cnt = n - start < step ? n - start : step;
        r = jaxcore_i_hw_words(key, kern, ks, 64, (planes ? 2u : per) * (uint64_t)n, per * start,
                               per * cnt, (uint32_t *)buf, c);
        if (r == JAXCORE_OK && planes)
            r = jaxcore_i_hw_words(key, kern, ks, 64, 2 * (uint64_t)n, n + start, cnt,
                                   (uint32_t *)(buf + JAXCORE_I_HD_PLANE), c);
        if (r != JAXCORE_OK) return r;
        env = jaxcore_i_fp_enter();
        if (d->kind == JAXCORE_I_K_NORMAL) {
            jaxcore_i_hd_normal(buf, cnt, range, d->fused, vec, out + start);
        } else if (per == 3) {
            jaxcore_i_hd_normal(buf, 3 * cnt, range, d->fused, vec, buf + 3 * cnt);
            jaxcore_i_hd_maxwell(d, buf + 3 * cnt, cnt, out + start);
        } else {
            jaxcore_i_hd_simple(d, buf, cnt, vec, out + start);
        }
        jaxcore_i_fp_leave(env);
    }
    return JAXCORE_OK;
}
#endif
#endif

#ifndef __OPTIMIZE_SIZE__ /* -Os (firmware): no 2 KiB table on the stack */
/* float16 and bfloat16 samplers of one draw per element are functions of its unit's 10 or 7
   bits: from JAXCORE_I_HALF_TABLE (2^p) elements per possible value on, the software float
   computes every value once into a table (the same function, so the same bits) and each
   element is a look-up of its word's top bits (jaxcore_i_unit) */
#define JAXCORE_I_HALF_TABLE 2
JAXCORE_I_NOINLINE jaxcore_result jaxcore_i_run_table(const jaxcore_i_fs *s, jaxcore_key key,
                                                      size_t n, uint16_t *out,
                                                      const jaxcore_random_config *c) {
    uint16_t tab[1024];
    jaxcore_i_bitbuf b;
    int p = jaxcore_i_fmt_prec[s->fmt] - 1, sh = (int)jaxcore_i_fmt_rbits[s->fmt] - p;
    size_t m, j, start, cnt;
    jaxcore_result r;
    for (m = 0; m < (size_t)1 << p; ++m) {
        uint64_t f = jaxcore_i_u2f(m, -p);
        tab[m] = (uint16_t)jaxcore_i_narrow(jaxcore_i_sample(s, &f), s->fmt);
    }
    for (start = 0; start < n; start += cnt) {
        cnt = n - start < JAXCORE_I_RCHUNK ? n - start : JAXCORE_I_RCHUNK;
        r = jaxcore_i_bits(key, jaxcore_i_fmt_rbits[s->fmt], n, start, cnt, &b, c);
        if (r != JAXCORE_OK) return r;
        if (s->fmt == JAXCORE_I_F16)
            for (j = 0; j < cnt; ++j)
                out[start + j] = tab[b.u16[j] >> sh];
        else
            for (j = 0; j < cnt; ++j)
                out[start + j] = tab[b.u8[j] >> sh];
    }
    return JAXCORE_OK;
}
#endif

/* Runs a float sampler over n elements into out (dtype of s->fmt). */
JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_run(const jaxcore_i_fs *s, jaxcore_key key, size_t n,
                                               void *out, const jaxcore_random_config *c) {
    uint64_t vals[JAXCORE_I_RCHUNK];
    size_t start, j, cnt;
    jaxcore_result r = jaxcore_i_check_key(key, c);
#ifdef JAXCORE_I_HW
    jaxcore_i_hfs h;
    jaxcore_i_hw_block fn;
#ifdef JAXCORE_I_HAVE_AVX2
    jaxcore_i_hdp d;
#endif
#endif
    if (r != JAXCORE_OK) return r;
#ifdef JAXCORE_I_HW
    if (jaxcore_i_hw_prep(s, &h) && (fn = jaxcore_i_hw_pick(c->prng.path, s->fused, n)) != NULL)
        return jaxcore_i_hw_run(s, &h, fn, key, n, 0, n, (uint32_t *)out, c);
#ifdef JAXCORE_I_HAVE_AVX2
    if (jaxcore_i_hd_kind(s, &d)) return jaxcore_i_hd_run(&d, key, n, (uint64_t *)out, c);
#endif
#endif
#ifdef JAXCORE_I_HALF_TABLE
    if ((s->fmt == JAXCORE_I_F16 || s->fmt == JAXCORE_I_BF16) && s->kind != JAXCORE_I_K_MAXWELL &&
        s->kind != JAXCORE_I_K_GUMBEL_HIGH && s->kind != JAXCORE_I_K_GUMBEL_HIGHEST &&
        n / JAXCORE_I_HALF_TABLE >> (jaxcore_i_fmt_prec[s->fmt] - 1))
        return jaxcore_i_run_table(s, key, n, (uint16_t *)out, c);
#endif
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
    s->xfn = 0;
    if (s->fmt < 0) return JAXCORE_ERR_INVALID_DTYPE;
    if (n && !out) return JAXCORE_ERR_NULL;
    /* the output's byte size must fit size_t (and the 64-bit draws behind float64) */
    if (n > (size_t)-1 / 8) return JAXCORE_ERR_OVERFLOW;
    return JAXCORE_OK;
}

JAXCORE_I_PRIVATE void jaxcore_i_fs_bounds(jaxcore_i_fs *s, uint64_t mn, uint64_t mx) {
    s->mn = jaxcore_i_gcast(mn, s->fmt);
    s->range = jaxcore_i_gsub(jaxcore_i_gcast(mx, s->fmt), s->mn, s->fmt);
}

/* maxwell's p[0]: set (one) where XLA:CPU sums the squares of n rows of three normals in its
   own loop, below 4096 elements (jaxcore_i_sample) */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_maxwell_loop(size_t n) {
    return n < 4096 / 3 + 1 ? JAXCORE_I_ONE : 0;
}

JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_simple(int kind, jaxcore_i_xfn xfn, jaxcore_key key,
                                                  jaxcore_dtype dtype, size_t n, void *out,
                                                  const jaxcore_random_config *cfg) {
    jaxcore_random_config c = jaxcore_i_rcfg(cfg);
    jaxcore_i_fs s;
    jaxcore_result r = jaxcore_i_fs_init(&s, kind, dtype, n, out, &c);
    if (r != JAXCORE_OK) return r;
    s.xfn = xfn;
    switch (kind) {
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
    case JAXCORE_I_K_MAXWELL: s.p[0] = jaxcore_i_maxwell_loop(n); break;
    default: break;
    }
    return jaxcore_i_run(&s, key, n, out, &c);
}

JAXCORE_API jaxcore_result jaxcore_random_uniform(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                  double minval, double maxval, void *out,
                                                  const jaxcore_random_config *cfg) {
    jaxcore_random_config c;
    jaxcore_i_fs s;
    jaxcore_result r;
#if JAXCORE_I_SMALL_PATH
    /* one or two float32 [0, 1) values on the default key and config: the bits' small path
       and the unit float */
    if (!cfg && dtype == JAXCORE_FLOAT32 && n - 1 < JAXCORE_I_SMALL_CALL &&
        !jaxcore_i_dbits(minval) && jaxcore_i_dbits(maxval) == JAXCORE_I_ONE &&
        jaxcore_i_small_units(&key, n, out, (uint32_t *)out))
        return JAXCORE_OK;
#endif
    c = jaxcore_i_rcfg(cfg);
    r = jaxcore_i_fs_init(&s, JAXCORE_I_K_UNIFORM, dtype, n, out, &c);
    if (r != JAXCORE_OK) return r;
    if (!jaxcore_i_finite(minval) || !jaxcore_i_finite(maxval)) return JAXCORE_ERR_BOUNDS;
    if (jaxcore_i_dbits(minval) || jaxcore_i_dbits(maxval) != JAXCORE_I_ONE) /* else [0, 1) */
        jaxcore_i_fs_bounds(&s, jaxcore_i_dbits(minval), jaxcore_i_dbits(maxval));
    if (s.mn == 0 && s.range == JAXCORE_I_ONE) {
        /* [0, 1): the unit value exactly as JAX computes it, bitcast((bits >> 9) |
           bits(1.0)) - 1.0, where the subtraction is exact (jaxcore_i_unit_f32). The bits
           kernels convert threefry2x32's partitionable float32 bits as they store them.
           Other float32 bits come from one call and are converted in place (slices of
           the legacy layout would compute every block twice, once per half); float64,
           float16 and bfloat16 in large slices (few calls into the bits kernels), their
           words drawn into out and converted in place (bfloat16's 8-bit words from the
           last, as each element is twice its word's size; times 1 plus 0 and max(0, u) leave
           u as it is in every precision) */
        size_t start, j, cnt, step = 16384;
        if ((r = jaxcore_i_check_key(key, &c)) != JAXCORE_OK) return r;
        for (start = 0; (s.fmt == JAXCORE_I_F16 || s.fmt == JAXCORE_I_BF16) && start < n;
             start += cnt) {
            uint16_t *o = (uint16_t *)out + start;
            cnt = n - start < step ? n - start : step;
            r = jaxcore_i_bits(key, jaxcore_i_fmt_rbits[s.fmt], n, start, cnt, o, &c);
            if (r != JAXCORE_OK) return r;
            for (j = cnt; j-- > 0;) { /* m 2^-p: exponent and the bits below m's top bit */
                uint32_t m = s.fmt == JAXCORE_I_F16 ? (uint32_t)(o[j] >> 6)
                                                    : (uint32_t)(((uint8_t *)o)[j] >> 1);
                int p = s.fmt == JAXCORE_I_F16 ? 10 : 7, len = jaxcore_i_bitlen64(m);
                uint32_t e = (uint32_t)((s.fmt == JAXCORE_I_F16 ? 15 : 127) + len - 1 - p);
                o[j] = (uint16_t)(m ? e << p | ((m << (p + 1 - len)) & ((1u << p) - 1)) : 0);
            }
        }
        if (s.fmt == JAXCORE_I_F32 && key.impl == jaxcore_threefry2x32() && !c.prng.legacy) {
            uint32_t ks[3];
            jaxcore_i_tf_ks(key.data, ks);
            jaxcore_i_part_blocks(jaxcore_i_kernel_of(c.prng.path), ks, 0, n, (uint32_t *)out, NULL,
                                  JAXCORE_I_OUT_UNIT);
        } else if (s.fmt == JAXCORE_I_F32) {
            if ((r = jaxcore_i_bits(key, 32, n, 0, n, out, &c)) != JAXCORE_OK) return r;
            jaxcore_i_unit_f32((uint32_t *)out, n);
        }
        for (start = 0; s.fmt == JAXCORE_I_F64 && start < n; start += cnt) {
            uint64_t *o = (uint64_t *)out + start;
            cnt = n - start < step ? n - start : step;
            if ((r = jaxcore_i_bits(key, 64, n, start, cnt, o, &c)) != JAXCORE_OK) return r;
            for (j = 0; j < cnt; ++j)
                o[j] = jaxcore_i_dbits(jaxcore_i_bitsd((o[j] >> 12) | 0x3ff0000000000000u) - 1.0);
        }
        return JAXCORE_OK;
    }
    return jaxcore_i_run(&s, key, n, out, &c);
}

JAXCORE_API jaxcore_result jaxcore_random_normal(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                 void *out, const jaxcore_random_config *cfg) {
#if JAXCORE_I_SMALL_PATH && defined(JAXCORE_I_HW)
    /* one or two float32 samples on the default key and config: the bits' small path, then
       one lane of the hardware float each (the same bits as the vector instances) */
    if (!cfg && dtype == JAXCORE_FLOAT32 && n - 1 < JAXCORE_I_SMALL_CALL) {
        uint32_t w[JAXCORE_I_SMALL_CALL];
        size_t j;
        if (jaxcore_i_small_units(&key, n, out, w)) {
            for (j = 0; j < n && jaxcore_i_hw_fn32(3, &w[j], 1); ++j) {
            }
            if (j == n) {
                for (j = 0; j < n; ++j)
                    ((uint32_t *)out)[j] = w[j];
                return JAXCORE_OK;
            }
        }
    }
#endif
    return jaxcore_i_simple(JAXCORE_I_K_NORMAL, 0, key, dtype, n, out, cfg);
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
    if (jaxcore_i_isnan64(jaxcore_i_dbits(lower)) || jaxcore_i_isnan64(jaxcore_i_dbits(upper)))
        return JAXCORE_ERR_BOUNDS;
    /* XLA:CPU divides by the constant sqrt(2) as a product with its reciprocal */
    sq = jaxcore_i_gdiv(JAXCORE_I_ONE, jaxcore_i_c_sqrt2[fmt], fmt);
    lo = jaxcore_i_narrow(jaxcore_i_dbits(lower), fmt);
    up = jaxcore_i_narrow(jaxcore_i_dbits(upper), fmt);
    a = jaxcore_i_gerf(jaxcore_i_gmul(jaxcore_i_widen(lo, fmt), sq, fmt), fmt, s.fused);
    b = jaxcore_i_gerf(jaxcore_i_gmul(jaxcore_i_widen(up, fmt), sq, fmt), fmt, s.fused);
    s.mn = a;
    s.range = jaxcore_i_gsub(b, a, fmt);
    s.p[0] = jaxcore_i_widen(jaxcore_i_nextafter(lo, 1, fmt), fmt);
    s.p[1] = jaxcore_i_widen(jaxcore_i_nextafter(up, 0, fmt), fmt);
    return jaxcore_i_run(&s, key, n, out, &c);
}

JAXCORE_API jaxcore_result jaxcore_random_exponential(jaxcore_key key, jaxcore_dtype dtype,
                                                      size_t n, void *out,
                                                      const jaxcore_random_config *cfg) {
    return jaxcore_i_simple(JAXCORE_I_K_EXPONENTIAL, 0, key, dtype, n, out, cfg);
}

/* Gumbel sampler state for mode low/high/highest in fmt ("highest" is float32 only; other
   dtypes use "high", as JAX). */
JAXCORE_I_PRIVATE void jaxcore_i_gumbel_fs(jaxcore_i_fs *s, int fmt, int mode, int fused) {
    int i, nm = jaxcore_i_fmt_prec[fmt] - 1;
    s->fmt = fmt;
    s->fused = fused;
    s->mn = 0; /* [0, 1): every field set, as jaxcore_i_fs_init does (categorical has no other) */
    s->range = JAXCORE_I_ONE;
    s->xfn = 0;
    for (i = 0; i < 6; ++i)
        s->p[i] = 0;
    if (mode == JAXCORE_MODE_HIGHEST && fmt == JAXCORE_I_F32) {
        s->kind = JAXCORE_I_K_GUMBEL_HIGHEST;
    } else if (mode) {
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

JAXCORE_API jaxcore_result jaxcore_random_gumbel(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                 int mode, void *out,
                                                 const jaxcore_random_config *cfg) {
    jaxcore_random_config c = jaxcore_i_rcfg(cfg);
    jaxcore_i_fs s;
    jaxcore_result r = jaxcore_i_fs_init(&s, JAXCORE_I_K_GUMBEL, dtype, n, out, &c);
    if (r != JAXCORE_OK) return r;
    if (mode < JAXCORE_MODE_LOW || mode > JAXCORE_MODE_HIGHEST) return JAXCORE_ERR_INVALID_ARG;
    jaxcore_i_gumbel_fs(&s, s.fmt, mode, s.fused);
    return jaxcore_i_run(&s, key, n, out, &c);
}

JAXCORE_API jaxcore_result jaxcore_random_laplace(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                  void *out, const jaxcore_random_config *cfg) {
    return jaxcore_i_simple(JAXCORE_I_K_LAPLACE, 0, key, dtype, n, out, cfg);
}

JAXCORE_API jaxcore_result jaxcore_random_logistic(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                   void *out, const jaxcore_random_config *cfg) {
    return jaxcore_i_simple(JAXCORE_I_K_LOGISTIC, 0, key, dtype, n, out, cfg);
}

JAXCORE_API jaxcore_result jaxcore_random_cauchy(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                 void *out, const jaxcore_random_config *cfg) {
    return jaxcore_i_simple(JAXCORE_I_K_CAUCHY, jaxcore_i_gtan, key, dtype, n, out, cfg);
}

JAXCORE_API jaxcore_result jaxcore_random_maxwell(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                  void *out, const jaxcore_random_config *cfg) {
    return jaxcore_i_simple(JAXCORE_I_K_MAXWELL, 0, key, dtype, n, out, cfg);
}

/* triangular's derived parameters from p[0..2] (left, mode, right): p[4] = right - left,
   p[3] = fc = (mode - left) / (right - left), in the sampler's dtype */
JAXCORE_I_PRIVATE void jaxcore_i_tri_prm(jaxcore_i_fs *s) {
    s->p[4] = jaxcore_i_gsub(s->p[2], s->p[0], s->fmt);
    s->p[3] = jaxcore_i_gdiv(jaxcore_i_gsub(s->p[1], s->p[0], s->fmt), s->p[4], s->fmt);
}

/* Samplers with float parameters: params are converted to the dtype first. */
JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_param(int kind, jaxcore_i_xfn xfn, jaxcore_key key,
                                                 jaxcore_dtype dtype, size_t n, const double *prm,
                                                 int np, void *out,
                                                 const jaxcore_random_config *cfg) {
    jaxcore_random_config c = jaxcore_i_rcfg(cfg);
    jaxcore_i_fs s;
    int i;
    jaxcore_result r = jaxcore_i_fs_init(&s, kind, dtype, n, out, &c);
    if (r != JAXCORE_OK) return r;
    s.xfn = xfn;
    for (i = 0; i < np; ++i) {
        if (jaxcore_i_isnan64(jaxcore_i_dbits(prm[i]))) return JAXCORE_ERR_BOUNDS;
        s.p[i] = jaxcore_i_gcast(jaxcore_i_dbits(prm[i]), s.fmt);
    }
    if (kind == JAXCORE_I_K_WEIBULL) { /* 1.0 / concentration in the weak float type */
        int w = jaxcore_i_weakfmt(s.fmt, &c);
        uint64_t conc = jaxcore_i_gcast(jaxcore_i_dbits(prm[1]), w);
        s.p[1] = jaxcore_i_gcast(jaxcore_i_gdiv(JAXCORE_I_ONE, conc, w), s.fmt); /* then fmt */
    }
    if (kind == JAXCORE_I_K_TRIANGULAR) jaxcore_i_tri_prm(&s);
    return jaxcore_i_run(&s, key, n, out, &c);
}

JAXCORE_API jaxcore_result jaxcore_random_rayleigh(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                   double scale, void *out,
                                                   const jaxcore_random_config *cfg) {
    return jaxcore_i_param(JAXCORE_I_K_RAYLEIGH, 0, key, dtype, n, &scale, 1, out, cfg);
}

JAXCORE_API jaxcore_result jaxcore_random_pareto(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                 double b, void *out,
                                                 const jaxcore_random_config *cfg) {
    return jaxcore_i_param(JAXCORE_I_K_PARETO, 0, key, dtype, n, &b, 1, out, cfg);
}

JAXCORE_API jaxcore_result jaxcore_random_weibull_min(jaxcore_key key, jaxcore_dtype dtype,
                                                      size_t n, double scale, double concentration,
                                                      void *out, const jaxcore_random_config *cfg) {
    double p[2];
    p[0] = scale;
    p[1] = concentration;
    return jaxcore_i_param(JAXCORE_I_K_WEIBULL, jaxcore_i_gpow, key, dtype, n, p, 2, out, cfg);
}

JAXCORE_API jaxcore_result jaxcore_random_lognormal(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                    double sigma, void *out,
                                                    const jaxcore_random_config *cfg) {
    return jaxcore_i_param(JAXCORE_I_K_LOGNORMAL, 0, key, dtype, n, &sigma, 1, out, cfg);
}

JAXCORE_API jaxcore_result jaxcore_random_triangular(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                     double left, double mode, double right,
                                                     void *out, const jaxcore_random_config *cfg) {
    double p[3];
    p[0] = left;
    p[1] = mode;
    p[2] = right;
    return jaxcore_i_param(JAXCORE_I_K_TRIANGULAR, 0, key, dtype, n, p, 3, out, cfg);
}

/* bernoulli: uniform(key, shape, dtype(p)) < p (low), or the two-draw high mode (the second
   draws after the first's cnt in the buffer) */
/* Elements a pass in the samplers whose work per element is a few integer operations
   (bernoulli, rademacher, randint): whole main-loop steps of every threefry kernel (576, a
   4.5 KiB buffer of 64-bit words) where JAXCORE_CHUNK is 128 or more, else JAXCORE_CHUNK */
#define JAXCORE_I_SCHUNK (JAXCORE_CHUNK < 128 ? JAXCORE_I_RCHUNK : 3 * JAXCORE_I_CHUNK)

/* A unit u of fmt drawn from a word w of jaxcore_i_fmt_rbits[fmt] bits is m 2^-p, m the top p
   bits of w (p = precision - 1, jaxcore_i_unit), so u < x exactly where m < t: t is the count,
   0 to 2^p, of the m with m 2^-p < x (x: a value of fmt as float64 bits, NaN included), found
   with the samplers' own comparison. */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_unit_below(uint64_t x, int fmt) {
    int p = jaxcore_i_fmt_prec[fmt] - 1;
    uint64_t lo = 0, hi = (uint64_t)1 << p;
    while (lo < hi) { /* m < lo: u < x; m >= hi: not */
        uint64_t mid = lo + (hi - lo) / 2;
        if (jaxcore_i_lt64(jaxcore_i_u2f(mid, -p), x))
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}
/* s[j] = u_j < x for the units of cnt words w (t = jaxcore_i_unit_below(x, fmt)) */
JAXCORE_I_PRIVATE void jaxcore_i_below(const void *w, int fmt, uint64_t t, size_t cnt, uint8_t *s) {
    size_t j;
    uint32_t t32 = (uint32_t)(t < 0xffffffffu ? t : 0xffffffffu);
    switch (fmt) {
    case JAXCORE_I_F64:
        for (j = 0; j < cnt; ++j)
            s[j] = (uint8_t)((((const uint64_t *)w)[j] >> 12) < t);
        break;
    case JAXCORE_I_F32:
        for (j = 0; j < cnt; ++j)
            s[j] = (uint8_t)((((const uint32_t *)w)[j] >> 9) < t32);
        break;
    case JAXCORE_I_F16:
        for (j = 0; j < cnt; ++j)
            s[j] = (uint8_t)((uint32_t)(((const uint16_t *)w)[j] >> 6) < t32);
        break;
    default:
        for (j = 0; j < cnt; ++j)
            s[j] = (uint8_t)((uint32_t)(((const uint8_t *)w)[j] >> 1) < t32);
        break;
    }
}

/* bernoulli's default mode, u < p: a comparison of the words' top bits per element */
JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_bernoulli_low(jaxcore_key key, int fmt, size_t n,
                                                         uint64_t pp, uint8_t *out,
                                                         const jaxcore_random_config *c) {
    uint64_t w[JAXCORE_I_SCHUNK], t = jaxcore_i_unit_below(pp, fmt);
    size_t start, cnt;
    jaxcore_result r;
    for (start = 0; start < n; start += cnt) {
        cnt = n - start < JAXCORE_I_SCHUNK ? n - start : JAXCORE_I_SCHUNK;
        r = jaxcore_i_bits(key, jaxcore_i_fmt_rbits[fmt], n, start, cnt, w, c);
        if (r != JAXCORE_OK) return r;
        jaxcore_i_below(w, fmt, t, cnt, out + start);
    }
    return JAXCORE_OK;
}

JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_bernoulli(jaxcore_key key, int fmt, size_t n, double p,
                                                     int mode, uint8_t *out,
                                                     const jaxcore_random_config *c) {
    jaxcore_i_bitbuf b;
    unsigned rb = jaxcore_i_fmt_rbits[fmt];
    uint64_t pp = jaxcore_i_gcast(jaxcore_i_dbits(p), fmt);
    uint64_t sc = (uint64_t)(1023 - (jaxcore_i_fmt_prec[fmt] - 1)) << 52; /* 2^-nmant */
    size_t start, j, cnt, step = JAXCORE_I_RCHUNK / 2;
    jaxcore_result r;
    if (!mode) return jaxcore_i_bernoulli_low(key, fmt, n, pp, out, c);
    for (start = 0; start < n; start += cnt) { /* mode high: two draws */
        cnt = n - start < step ? n - start : step;
        r = jaxcore_i_bits(key, rb, (uint64_t)2 * n, start, cnt, &b, c);
        if (r == JAXCORE_OK)
            r = jaxcore_i_bits(key, rb, (uint64_t)2 * n, n + start, cnt,
                               (unsigned char *)&b + cnt * (rb / 8), c);
        if (r != JAXCORE_OK) return r;
        for (j = 0; j < cnt; ++j) {
            uint64_t u1 = jaxcore_i_unit(&b, j, fmt);
            uint64_t u2 = jaxcore_i_gmul(jaxcore_i_unit(&b, cnt + j, fmt), sc, fmt);
            out[start + j] = (uint8_t)jaxcore_i_lt64(u2, jaxcore_i_gsub(pp, u1, fmt));
        }
    }
    return JAXCORE_OK;
}

JAXCORE_API jaxcore_result jaxcore_random_bernoulli(jaxcore_key key, jaxcore_dtype p_dtype,
                                                    size_t n, double p, int mode, uint8_t *out,
                                                    const jaxcore_random_config *cfg) {
    if (n > (size_t)-1 / 16) return JAXCORE_ERR_OVERFLOW; /* a byte size over SIZE_MAX */
    jaxcore_random_config c = jaxcore_i_rcfg(cfg);
    int fmt = jaxcore_i_dtype_fmt(p_dtype);
    if (fmt < 0) return JAXCORE_ERR_INVALID_DTYPE;
    if (mode != JAXCORE_MODE_LOW && mode != JAXCORE_MODE_HIGH) return JAXCORE_ERR_INVALID_ARG;
    if (n && !out) return JAXCORE_ERR_NULL;
    return jaxcore_i_bernoulli(key, fmt, n, p, mode, out, &c);
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
    uint64_t w[JAXCORE_I_SCHUNK]; /* cnt <= JAXCORE_I_SCHUNK */
    int fmt = c->prng.x64 ? JAXCORE_I_F64 : JAXCORE_I_F32;
    jaxcore_result r = jaxcore_i_bits(key, c->prng.x64 ? 64 : 32, n, start, cnt, w, c);
    if (r != JAXCORE_OK) return r;
    jaxcore_i_below(w, fmt, jaxcore_i_unit_below(0x3fe0000000000000u, fmt), cnt, s);
    return JAXCORE_OK;
}

JAXCORE_API jaxcore_result jaxcore_random_rademacher(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                     void *out, const jaxcore_random_config *cfg) {
    if (n > (size_t)-1 / 16) return JAXCORE_ERR_OVERFLOW; /* a byte size over SIZE_MAX */
    jaxcore_random_config c = jaxcore_i_rcfg(cfg);
    int sg, bits = jaxcore_i_int_bits(dtype, &sg), fmt = jaxcore_i_dtype_fmt(dtype);
    uint8_t s[JAXCORE_I_SCHUNK];
    uint64_t plus = 1, minus = ~(uint64_t)0;
    size_t start, j, cnt;
    jaxcore_result r;
    if (!bits && fmt < 0) return JAXCORE_ERR_INVALID_DTYPE;
    if (n && !out) return JAXCORE_ERR_NULL;
    if (!bits) { /* +-1 in the float dtype, stored as its bits */
        bits = fmt == JAXCORE_I_F64 ? 64 : fmt == JAXCORE_I_F32 ? 32 : 16;
        plus = jaxcore_i_narrow(JAXCORE_I_ONE, fmt);
        minus = jaxcore_i_narrow(JAXCORE_I_ONE | JAXCORE_I_SB, fmt);
    }
    for (start = 0; start < n; start += cnt) {
        cnt = n - start < JAXCORE_I_SCHUNK ? n - start : JAXCORE_I_SCHUNK;
        if ((r = jaxcore_i_signs(key, n, start, cnt, s, &c)) != JAXCORE_OK) return r;
        for (j = 0; j < cnt; ++j)
            jaxcore_i_store_int(out, start + j, s[j] ? plus : minus, bits);
    }
    return JAXCORE_OK;
}

/* a % d for 32-bit a and d >= 1, given md = 2^64 / d rounded up (~0 / d + 1, 0 for d = 1): the
   high 64 bits of (md a mod 2^64) d, from 32-bit halves (Lemire, Kaser and Kurz, "Faster
   remainder by direct computation", 2019; exact for every 32-bit a and d) */
JAXCORE_I_PRIVATE uint32_t jaxcore_i_fastmod(uint32_t a, uint64_t md, uint32_t d) {
    uint64_t l = md * a;
#ifdef __SIZEOF_INT128__ /* one multiplication for the high half (randint: 3.1 -> 2.0 ns) */
    return (uint32_t)(((jaxcore_i_wide)l * d) >> 64);
#else
    return (uint32_t)(((l >> 32) * d + (((l & 0xffffffffu) * d) >> 32)) >> 32);
#endif
}

/* randint */
JAXCORE_API jaxcore_result jaxcore_random_randint(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                  int64_t minval, int64_t maxval, void *out,
                                                  const jaxcore_random_config *cfg) {
    if (n > (size_t)-1 / 16) return JAXCORE_ERR_OVERFLOW; /* a byte size over SIZE_MAX */
    jaxcore_random_config c = jaxcore_i_rcfg(cfg);
    int sg, bits = jaxcore_i_int_bits(dtype, &sg), nb, tsg, oor = 0;
    int64_t bmin = c.prng.x64 ? INT64_MIN : INT32_MIN, bmax = c.prng.x64 ? INT64_MAX : INT32_MAX;
    int64_t tmin, tmax, lo_clip, hi_clip;
    uint64_t mask, span, mult, mn, mx;
    jaxcore_key k[2];
    uint64_t w[JAXCORE_I_SCHUNK]; /* both draws' words, a half each */
    size_t start, j, cnt, step;
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
    step = nb == 64 ? JAXCORE_I_SCHUNK / 2 : JAXCORE_I_SCHUNK;
    for (start = 0; start < n; start += cnt) {
        const uint32_t *h32 = (const uint32_t *)(const void *)w, *l32 = h32 + step;
        const uint64_t *h64 = w, *l64 = w + step;
        cnt = n - start < step ? n - start : step;
        if ((r = jaxcore_i_bits(k[0], (unsigned)nb, n, start, cnt, w, &c)) != JAXCORE_OK) return r;
        if ((r = jaxcore_i_bits(k[1], (unsigned)nb, n, start, cnt,
                                nb == 64 ? (void *)(w + step) : (void *)((uint32_t *)w + step),
                                &c)) != JAXCORE_OK)
            return r;
        if (nb == 32 && span) { /* the three remainders by multiplications */
            uint32_t d = (uint32_t)span, m32 = (uint32_t)mult;
            uint64_t md = ~(uint64_t)0 / d + 1;
            for (j = 0; j < cnt; ++j) {
                uint64_t t = (uint64_t)jaxcore_i_fastmod(h32[j], md, d) * m32 +
                             jaxcore_i_fastmod(l32[j], md, d);
                uint32_t off = jaxcore_i_fastmod((uint32_t)t, md, d);
                jaxcore_i_store_int(out, start + j, (uint32_t)(mn + off), bits);
            }
            continue;
        }
        for (j = 0; j < cnt; ++j) {
            uint64_t hi = nb == 64 ? h64[j] : h32[j], lo = nb == 64 ? l64[j] : l32[j];
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
JAXCORE_I_PRIVATE int jaxcore_i_rec_lt(const uint64_t *a, const uint64_t *b, size_t w) {
    if (a[0] != b[0]) return a[0] < b[0];
    return w == 2 && a[1] < b[1];
}

JAXCORE_I_PRIVATE void jaxcore_i_rec_swap(uint64_t *a, uint64_t *b, size_t w) {
    size_t i;
    for (i = 0; i < w; ++i) {
        uint64_t t = a[i];
        a[i] = b[i];
        b[i] = t;
    }
}

JAXCORE_I_PRIVATE void jaxcore_i_sift(uint64_t *a, size_t root, size_t n, size_t w) {
    for (;;) {
        size_t child = 2 * root + 1;
        if (child >= n) return;
        if (child + 1 < n && jaxcore_i_rec_lt(a + child * w, a + (child + 1) * w, w)) ++child;
        if (!jaxcore_i_rec_lt(a + root * w, a + child * w, w)) return;
        jaxcore_i_rec_swap(a + root * w, a + child * w, w);
        root = child;
    }
}

JAXCORE_I_PRIVATE void jaxcore_i_heapsort(uint64_t *a, size_t n, size_t w) {
    size_t i;
    if (n < 2) return;
    for (i = n / 2; i-- > 0;)
        jaxcore_i_sift(a, i, n, w);
    for (i = n - 1; i > 0; --i) {
        jaxcore_i_rec_swap(a, a + i * w, w);
        jaxcore_i_sift(a, 0, i, w);
    }
}

/* In-place MSD radix sort (American flag sort) of n uint64 keys, 6 bits a pass from the top
   (permutation's rounds: 4x to 7x faster than the heapsort above on 65536 to 2^20 keys, in as
   little memory: a pass's two tables of 64 counters and 11 range ends). Digit sh of x: its
   bits sh .. sh + 5 (sh = -2: bits 0 .. 3). n < 2^32. */
JAXCORE_I_PRIVATE unsigned jaxcore_i_digit(uint64_t x, int sh) {
    return (unsigned)((sh >= 0 ? x >> sh : x << -sh) & 63);
}
JAXCORE_I_NOINLINE void jaxcore_i_flag_pass(uint64_t *a, uint32_t n, int sh) {
    uint32_t next[64], end[64], i, at;
    unsigned b, d;
    for (b = 0; b < 64; ++b)
        end[b] = 0;
    for (i = 0; i < n; ++i)
        ++end[jaxcore_i_digit(a[i], sh)];
    for (b = 0, at = 0; b < 64; ++b) { /* bucket b: [next[b], end[b]) */
        next[b] = at;
        at += end[b];
        end[b] = at;
    }
    for (b = 0; b < 64; ++b)
        while (next[b] < end[b]) { /* carry a[next[b]] along its cycle to its bucket */
            uint64_t x = a[next[b]];
            while ((d = jaxcore_i_digit(x, sh)) != b) {
                uint64_t t = a[next[d]];
                a[next[d]++] = x;
                x = t;
            }
            a[next[b]++] = x;
        }
}
JAXCORE_I_PRIVATE void jaxcore_i_radix_sort(uint64_t *a, size_t n) {
    /* left to right, without recursion: end[d] ends the range that level d's pass (digit
       58 - 6 d) partitioned; the run at pos of the deepest such range shares every bit from
       that digit up: short runs are insertion-sorted, longer ones take the next digit */
    size_t end[11], pos = 0, e, i, j;
    int d = 0, sh;
    if (n < 2) return;
    end[0] = n;
    jaxcore_i_flag_pass(a, (uint32_t)n, 58);
    while (pos < n) {
        while (pos >= end[d])
            --d;
        sh = 58 - 6 * d;
        for (e = pos + 1; e < end[d] && (sh < 0 ? a[e] == a[pos] : a[e] >> sh == a[pos] >> sh);
             ++e) {
        }
        if (sh < 0 || e - pos <= 32) {
            for (i = pos + 1; i < e && sh >= 0; ++i) { /* insertion sort */
                uint64_t x = a[i];
                for (j = i; j > pos && a[j - 1] > x; --j)
                    a[j] = a[j - 1];
                a[j] = x;
            }
            pos = e;
        } else {
            end[++d] = e;
            jaxcore_i_flag_pass(a + pos, (uint32_t)(e - pos), sh - 6);
        }
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
                                        jaxcore_i_log64(jaxcore_i_f64_from_int((int64_t)n), 1)),
                      jaxcore_i_log64(jaxcore_i_f64_from_int((int64_t)0xffffffffu), 1),
                      JAXCORE_I_F64);
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
        jaxcore_i_radix_sort(work, n);
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
    if (n > (size_t)-1 / 16) return JAXCORE_ERR_OVERFLOW; /* a byte size over SIZE_MAX */
    jaxcore_random_config c = jaxcore_i_rcfg(cfg);
    jaxcore_result r = jaxcore_i_check_key(key, &c);
    if (r != JAXCORE_OK || !n) return r;
    if (!out || !work) return JAXCORE_ERR_NULL;
    if ((n >> 16) >> 16) return JAXCORE_ERR_OVERFLOW; /* n >= 2^32 (64-bit size_t) */
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

/* jaxcore_i_gadd(a, b, JAXCORE_I_F32) up to the sign of a zero and a NaN's bits (what an
   argmax cannot see): the float64 sum of two float32 values is exact when their exponents lie
   within 29 of each other, and otherwise within 2^-29 of a float32 ulp of the larger, far from
   any float32 rounding boundary, so one rounding to float32, in software (to nearest even on
   the float64 bits: the carry runs into the exponent), gives the float32 sum whatever the
   float64 rounding mode; subnormal operands and results flushed as XLA:CPU does (a sum below
   FLT_MIN has at most 23 bits and stays below it: tiny) */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_add32(uint64_t a, uint64_t b) {
    uint64_t r = jaxcore_i_dbits(jaxcore_i_bitsd(jaxcore_i_gdaz(a, JAXCORE_I_F32)) +
                                 jaxcore_i_bitsd(jaxcore_i_gdaz(b, JAXCORE_I_F32)));
    if ((r & ~JAXCORE_I_SB) >= 0x7ff0000000000000u) return r; /* inf, NaN */
    r = (r + 0x0fffffffu + ((r >> 29) & 1)) & ~(uint64_t)0x1fffffffu;
    if ((r & ~JAXCORE_I_SB) > 0x47efffffe0000000u) /* over FLT_MAX */
        return (r & JAXCORE_I_SB) | 0x7ff0000000000000u;
    return jaxcore_i_gdaz(r, JAXCORE_I_F32);
}

/* a > b for argmax (NaN counts as the largest; the first maximum wins) */
JAXCORE_I_PRIVATE int jaxcore_i_argmax_gt(uint64_t a, uint64_t b) {
    if (jaxcore_i_isnan64(b)) return 0;
    if (jaxcore_i_isnan64(a)) return 1;
    return jaxcore_i_lt64(b, a);
}

/* The K gumbel values of row (o, i) of a (outer, K, inner) array, elements
   [k0, k0 + cnt) of the row, where the row is logical row `row` = o * inner + i. */
JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_row_fill(const jaxcore_i_fs *s, jaxcore_key key,
                                                    uint64_t total, uint64_t row, size_t K,
                                                    size_t inner, size_t k0, size_t cnt,
                                                    uint64_t *vals,
                                                    const jaxcore_random_config *c) {
    uint64_t base = (row / inner * K + k0) * inner + row % inner;
    size_t j;
    jaxcore_result r = JAXCORE_OK;
    if (inner == 1) return jaxcore_i_fill(s, key, total, base, cnt, vals, c);
    for (j = 0; j < cnt && r == JAXCORE_OK; ++j) /* strided: one value at a time */
        r = jaxcore_i_fill(s, key, total, base + (uint64_t)j * inner, 1, vals + j, c);
    return r;
}

JAXCORE_API jaxcore_result jaxcore_random_categorical_axis(jaxcore_key key, const void *logits,
                                                           jaxcore_dtype dtype, size_t outer,
                                                           size_t num_classes, size_t inner,
                                                           size_t prefix, int replace, int mode,
                                                           void *out, uint64_t *work,
                                                           const jaxcore_random_config *cfg) {
    const size_t lim = (size_t)-1 / 16;
    jaxcore_random_config c = jaxcore_i_rcfg(cfg);
    int fmt = jaxcore_i_dtype_fmt(dtype), x64 = c.prng.x64;
    jaxcore_i_fs s;
    uint64_t vals[JAXCORE_I_RCHUNK], total, start, best = 0, bestv = 0, row;
    size_t cnt, j, K = num_classes, batch, nout;
    jaxcore_result r;
    if (outer > lim || K > lim || inner > lim || prefix > lim || (outer && inner > lim / outer))
        return JAXCORE_ERR_OVERFLOW; /* a byte size over SIZE_MAX */
    batch = outer * inner;
    if (batch && (prefix > lim / batch || K > lim / batch)) return JAXCORE_ERR_OVERFLOW;
    nout = prefix * batch;
    if (fmt < 0) return JAXCORE_ERR_INVALID_DTYPE;
    if (mode < JAXCORE_MODE_LOW || mode > JAXCORE_MODE_HIGHEST) return JAXCORE_ERR_INVALID_ARG;
    if ((r = jaxcore_i_check_key(key, &c)) != JAXCORE_OK) return r;
    if (!K) return JAXCORE_ERR_SAMPLE_SIZE;
    if (!nout) return JAXCORE_OK;
    if (!logits || !out || (!replace && !work)) return JAXCORE_ERR_NULL;
    if (!replace && prefix > K) return JAXCORE_ERR_SAMPLE_SIZE;
    if ((K >> 16) >> 16 || nout > (size_t)-1 / K) return JAXCORE_ERR_OVERFLOW;
    jaxcore_i_gumbel_fs(&s, fmt, mode, !c.no_fma);
    if (replace && inner == 1) { /* argmax over the classes of gumbel((prefix, outer, K)) +
                                    logits, streamed in chunks across rows; float32's gumbel
                                    values from the hardware float where it runs */
        size_t step = JAXCORE_I_RCHUNK;
#ifdef JAXCORE_I_HW
        uint32_t g[JAXCORE_I_HWCHUNK];
        jaxcore_i_hfs h;
        jaxcore_i_hw_block fn = NULL;
        if (jaxcore_i_hw_prep(&s, &h) &&
            (fn = jaxcore_i_hw_pick(c.prng.path, s.fused, JAXCORE_I_HWCHUNK)) != NULL)
            step = JAXCORE_I_HWCHUNK;
#endif
        uint64_t k = 0, o = 0, b = 0; /* element start: class k of row o, batch row b */
        total = (uint64_t)nout * K;
        for (start = 0; start < total; start += cnt) {
            cnt = total - start < step ? (size_t)(total - start) : step;
#ifdef JAXCORE_I_HW
            if (fn)
                r = jaxcore_i_hw_run(&s, &h, fn, key, (size_t)total, (size_t)start, cnt, g, &c);
            else
#endif
                r = jaxcore_i_fill(&s, key, total, start, cnt, vals, &c);
            if (r != JAXCORE_OK) return r;
            for (j = 0; j < cnt; ++j) {
                uint64_t v, l = jaxcore_i_load(logits, b * K + k, fmt);
#ifdef JAXCORE_I_HW
                v = fn ? JAXCORE_I_W32(g[j]) : vals[j];
#else
                v = vals[j];
#endif
                v = fmt == JAXCORE_I_F32 ? jaxcore_i_add32(v, l) : jaxcore_i_gadd(v, l, fmt);
                if (k == 0 || jaxcore_i_argmax_gt(v, bestv)) {
                    bestv = v;
                    best = k;
                }
                if (++k == K) {
                    jaxcore_i_store_index(out, (size_t)o, best, x64);
                    k = 0;
                    ++o;
                    if (++b == batch) b = 0;
                }
            }
        }
        return JAXCORE_OK;
    }
    if (replace) { /* the same over the rows (p, o, i) of gumbel((prefix, outer, K, inner)) */
        total = (uint64_t)nout * K;
        for (row = 0; row < nout; ++row) {
            uint64_t b = row % batch, lbase = (b / inner) * K * inner + b % inner;
            for (start = 0; start < K; start += cnt) {
                cnt = K - start < JAXCORE_I_RCHUNK ? (size_t)(K - start) : JAXCORE_I_RCHUNK;
                r = jaxcore_i_row_fill(&s, key, total, row, K, inner, (size_t)start, cnt, vals, &c);
                if (r != JAXCORE_OK) return r;
                for (j = 0; j < cnt; ++j) {
                    uint64_t k = start + j,
                             v = jaxcore_i_gadd(
                                 vals[j], jaxcore_i_load(logits, lbase + k * inner, fmt), fmt);
                    if (k == 0 || jaxcore_i_argmax_gt(v, bestv)) {
                        bestv = v;
                        best = k;
                    }
                }
            }
            jaxcore_i_store_index(out, (size_t)row, best, x64);
        }
        return JAXCORE_OK;
    }
    /* without replacement: top_k(logits + gumbel((outer, K, inner)), prefix) per row (o, i);
       out[j][o][i] is row (o, i)'s j-th largest */
    total = (uint64_t)batch * K;
    for (row = 0; row < batch; ++row) {
        uint64_t lbase = (row / inner) * K * inner + row % inner;
        size_t k, i;
        for (start = 0; start < K; start += cnt) {
            cnt = K - start < JAXCORE_I_RCHUNK ? (size_t)(K - start) : JAXCORE_I_RCHUNK;
            r = jaxcore_i_row_fill(&s, key, total, row, K, inner, (size_t)start, cnt, vals, &c);
            if (r != JAXCORE_OK) return r;
            for (i = 0; i < cnt; ++i) {
                k = (size_t)start + i;
                work[2 * k] = ~jaxcore_i_order_key(
                    jaxcore_i_gadd(jaxcore_i_load(logits, lbase + k * inner, fmt), vals[i], fmt));
                work[2 * k + 1] = k;
            }
        }
        jaxcore_i_heapsort(work, K, 2);
        for (i = 0; i < prefix; ++i)
            jaxcore_i_store_index(out, i * batch + (size_t)row, work[2 * i + 1], x64);
    }
    return JAXCORE_OK;
}

JAXCORE_API jaxcore_result jaxcore_random_categorical(jaxcore_key key, const void *logits,
                                                      jaxcore_dtype dtype, size_t batch,
                                                      size_t num_classes, size_t prefix,
                                                      int replace, int mode, void *out,
                                                      uint64_t *work,
                                                      const jaxcore_random_config *cfg) {
    return jaxcore_random_categorical_axis(key, logits, dtype, batch, num_classes, 1, prefix,
                                           replace, mode, out, work, cfg);
}

/* total order "a <= b" of lax's sort comparator (-0 == +0, NaN last) */
JAXCORE_I_PRIVATE int jaxcore_i_sort_le(uint64_t a, uint64_t b) {
    if (!(a & ~JAXCORE_I_SB)) a = 0;
    if (!(b & ~JAXCORE_I_SB)) b = 0;
    return jaxcore_i_order_key(a) <= jaxcore_i_order_key(b);
}

/* choice with p (replace or not), arguments checked; apart from jaxcore_random_choice, so
   that its chunk buffers are not on the stack under randint's */
JAXCORE_I_NOINLINE jaxcore_result jaxcore_i_choice_p(jaxcore_key key, size_t n_inputs,
                                                     size_t n_draws, int replace, const void *p,
                                                     jaxcore_dtype p_dtype, int mode, void *out,
                                                     uint64_t *work,
                                                     const jaxcore_random_config *cp) {
    jaxcore_random_config c = *cp;
    int fmt = jaxcore_i_dtype_fmt(p_dtype), x64 = c.prng.x64;
    size_t i, j, start, cnt;
    jaxcore_result r;
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
        jaxcore_i_gumbel_fs(&s, fmt, mode, !c.no_fma);
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

JAXCORE_API jaxcore_result jaxcore_random_choice(jaxcore_key key, size_t n_inputs, size_t n_draws,
                                                 int replace, const void *p, jaxcore_dtype p_dtype,
                                                 int mode, void *out, uint64_t *work,
                                                 const jaxcore_random_config *cfg) {
    if (n_draws > (size_t)-1 / 16 || n_inputs > (size_t)-1 / 16)
        return JAXCORE_ERR_OVERFLOW; /* a byte size over SIZE_MAX */
    jaxcore_random_config c = jaxcore_i_rcfg(cfg);
    int fmt = jaxcore_i_dtype_fmt(p_dtype), x64 = c.prng.x64;
    size_t i;
    jaxcore_result r;
    if (mode < JAXCORE_MODE_LOW || mode > JAXCORE_MODE_HIGHEST) return JAXCORE_ERR_INVALID_ARG;
    if ((r = jaxcore_i_check_key(key, &c)) != JAXCORE_OK) return r;
    if (!n_draws) return JAXCORE_OK;
    if (!n_inputs || (!replace && n_draws > n_inputs)) return JAXCORE_ERR_SAMPLE_SIZE;
    if (!out || ((p || !replace) && !work)) return JAXCORE_ERR_NULL;
    if (p && fmt < 0) return JAXCORE_ERR_INVALID_DTYPE;
    if ((n_inputs >> 16) >> 16) return JAXCORE_ERR_OVERFLOW;
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
    return jaxcore_i_choice_p(key, n_inputs, n_draws, replace, p, p_dtype, mode, out, work, &c);
}

/* ---- Loops and counts: geometric, the gamma family, poisson, binomial ---------------------
   JAX's rejection samplers, step by step (jax/_src/random/core.py): the same key splits,
   the same draws of the same shapes, the same float operations in the same dtype. */

/* floor of a float64 bit pattern (exact in every format) */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_floor(uint64_t x) {
    uint64_t ax = x & ~JAXCORE_I_SB, frac;
    int e = (int)(ax >> 52) - 1023;
    if (e >= 52 || jaxcore_i_isnan64(x)) return x; /* integral, infinite or NaN */
    if (e < 0) {                                   /* |x| < 1 */
        if (!ax || !(x & JAXCORE_I_SB)) return x & JAXCORE_I_SB;
        return JAXCORE_I_ONE | JAXCORE_I_SB;
    }
    frac = ((uint64_t)1 << (52 - e)) - 1;
    if (!(ax & frac)) return x;
    x &= ~frac;
    return (x & JAXCORE_I_SB) ? jaxcore_i_f64_sub(x, JAXCORE_I_ONE) : x;
}
JAXCORE_I_PRIVATE uint64_t jaxcore_i_ceil(uint64_t x) {
    return jaxcore_i_floor(x ^ JAXCORE_I_SB) ^ JAXCORE_I_SB;
}

/* XLA's float-to-integer conversion: toward zero, saturating, NaN -> 0 (two's complement
   bits of the value in an integer of `bits`). */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_to_int(uint64_t x, int bits, int is_signed) {
    uint64_t ax = x & ~JAXCORE_I_SB, mag, max, neg = x & JAXCORE_I_SB;
    int e = (int)(ax >> 52) - 1023;
    max = is_signed ? ((uint64_t)1 << (bits - 1)) - 1
                    : (bits == 64 ? ~(uint64_t)0 : ((uint64_t)1 << bits) - 1);
    if (jaxcore_i_isnan64(x) || e < 0) return 0;
    if (e >= 64)
        mag = ~(uint64_t)0;
    else if (e >= 52)
        mag = ((ax & 0xfffffffffffffu) | ((uint64_t)1 << 52)) << (e - 52);
    else
        mag = ((ax & 0xfffffffffffffu) | ((uint64_t)1 << 52)) >> (52 - e);
    if (!neg) return mag > max ? max : mag;
    if (!is_signed) return 0;
    return mag > max ? ~max : (uint64_t)0 - mag; /* down to -2^(bits-1) */
}

/* The loops' splits and draws of a few elements (n <= 3 blocks from counter (x0, x1), x1 + n - 1
   not wrapping) on a threefry2x32 key in the partitionable layout, the sampler having checked
   its config: the blocks straight from jaxcore_i_tf20xn, without the bulk path's set-up (the
   same bits; gamma's loop takes two splits and two one-element draws an iteration). 0 where
   the call does not qualify (another implementation, the legacy layout, -Os). */
#if JAXCORE_I_SMALL_PATH
JAXCORE_I_PRIVATE int jaxcore_i_loop_blocks(const jaxcore_key *key, const jaxcore_random_config *c,
                                            uint64_t start, size_t n, uint32_t *y0, uint32_t *y1) {
    uint32_t ks[3];
    if (key->impl != &jaxcore_i_threefry2x32 || c->prng.legacy || n > 3 || !n ||
        (uint32_t)start > 0xffffffffu - (uint32_t)(n - 1))
        return 0;
    jaxcore_i_tf_ks(key->data, ks);
    /* n a constant in each: the rounds' loops over the blocks unrolled, in registers */
    if (n == 1)
        jaxcore_i_tf20xn(ks, (uint32_t)(start >> 32), (uint32_t)start, 1, y0, y1);
    else if (n == 2)
        jaxcore_i_tf20xn(ks, (uint32_t)(start >> 32), (uint32_t)start, 2, y0, y1);
    else
        jaxcore_i_tf20xn(ks, (uint32_t)(start >> 32), (uint32_t)start, 3, y0, y1);
    return 1;
}
#else
#define jaxcore_i_loop_blocks(key, c, start, n, y0, y1) 0
#endif

/* The unit f in [0, 1) of fmt of element `start + j` of a shape-(total,) uniform draw:
   cnt of them from key into f. (Not inlined, as jaxcore_i_split: integer code that the
   hardware loops' instances, compiled for AVX2 where the CPU may have FMA alone, must not
   take in.) */
JAXCORE_I_NOINLINE jaxcore_result jaxcore_i_units(jaxcore_key key, int fmt, uint64_t total,
                                                  uint64_t start, size_t cnt, uint64_t *f,
                                                  const jaxcore_random_config *c) {
    union { /* JAXCORE_I_MCHUNK draws a pass */
        uint8_t u8[JAXCORE_I_MCHUNK];
        uint16_t u16[JAXCORE_I_MCHUNK];
        uint32_t u32[JAXCORE_I_MCHUNK];
        uint64_t u64[JAXCORE_I_MCHUNK];
    } b;
    uint32_t y0[3], y1[3];
    size_t j, m;
    jaxcore_result r = JAXCORE_OK;
    if (cnt <= 3 && jaxcore_i_loop_blocks(&key, c, start, cnt, y0, y1)) {
        unsigned w = jaxcore_i_fmt_rbits[fmt]; /* 64: the words; else their xor, truncated */
        for (j = 0; j < cnt; ++j) {
            if (w == 64)
                b.u64[j] = (uint64_t)y0[j] << 32 | y1[j];
            else if (w == 32)
                b.u32[j] = y0[j] ^ y1[j];
            else if (w == 16)
                b.u16[j] = (uint16_t)(y0[j] ^ y1[j]);
            else
                b.u8[j] = (uint8_t)(y0[j] ^ y1[j]);
        }
        for (j = 0; j < cnt; ++j)
            f[j] = jaxcore_i_unit(&b, j, fmt);
        return JAXCORE_OK;
    }
    for (; cnt && r == JAXCORE_OK; start += m, cnt -= m, f += m) {
        m = cnt < JAXCORE_I_MCHUNK ? cnt : JAXCORE_I_MCHUNK;
        r = jaxcore_i_bits(key, jaxcore_i_fmt_rbits[fmt], total, start, m, &b, c);
        for (j = 0; r == JAXCORE_OK && j < m; ++j)
            f[j] = jaxcore_i_unit(&b, j, fmt);
    }
    return r;
}

/* split(key, n) into out[0..n) (n <= 3) */
JAXCORE_I_NOINLINE jaxcore_result jaxcore_i_split(jaxcore_key key, size_t n, jaxcore_key *out,
                                                  const jaxcore_random_config *c) {
    uint32_t y0[3], y1[3], w[JAXCORE_KEY_MAX_WORDS];
    size_t t;
    if (!jaxcore_i_loop_blocks(&key, c, 0, n, y0, y1))
        return jaxcore_random_split(key, n, out, &c->prng);
    for (t = 0; t < n; ++t) { /* key t: block t's two words */
        w[0] = y0[t];
        w[1] = y1[t];
        w[2] = w[3] = 0;
        jaxcore_i_make_key(key.impl, w, out + t);
    }
    return JAXCORE_OK;
}

/* x >= 0 (including -0), false for NaN; in bits, whatever the compiler's float flags */
JAXCORE_I_PRIVATE int jaxcore_i_nonneg(double x) {
    uint64_t u = jaxcore_i_dbits(x);
    return !jaxcore_i_isnan64(u) && (!(u & JAXCORE_I_SB) || !(u & ~JAXCORE_I_SB));
}

JAXCORE_I_PRIVATE int jaxcore_i_ge(uint64_t a, uint64_t b) { /* a >= b, false with NaN */
    return !jaxcore_i_isnan64(a) && !jaxcore_i_isnan64(b) && !jaxcore_i_lt64(a, b);
}

/* VRSQRT14SD, the AVX-512 estimate of 1 / sqrt(x) for a float64 x > 0 normal, as Intel's
   published reference implementation defines it (recip14.c, "Reference Implementations for IA
   Approximation Instructions VRCP14, VRSQRT14, VRCP28, VRSQRT28, and VEXP2", Intel 2015; the
   coefficients below are its table): x = 2^(2n) m, m in [1, 4); on each of 32 segments of
   [1, 2) and of [2, 4), c - d (m' - y) / 2^7 in units of 2^-19 (c, d integers, m' the
   significand cut to 15 fraction bits, y the segment's middle, the product exact), cut to
   17 significant bits, times 2^-n; 1 for x = 1. Checked against the instruction itself
   (tests/jax_math.c, on a CPU with AVX-512). */
static const uint32_t jaxcore_i_rsqrt14_cd[128] = {
    1001, 520261, 707, 367881, 955, 512437, 675, 362349, 915, 504953, 647, 357056, 877, 497790,
    619,  351992, 841, 490922, 595, 347136, 807, 484331, 571, 342475, 775, 478001, 549, 337997,
    747,  471909, 527, 333693, 719, 466046, 509, 329545, 693, 460397, 491, 325551, 669, 454947,
    473,  321697, 647, 449688, 457, 317977, 625, 444606, 441, 314385, 603, 439694, 427, 310910,
    585,  434939, 413, 307549, 567, 430335, 401, 304295, 549, 425875, 389, 301139, 533, 421551,
    377,  298079, 517, 417355, 365, 295115, 501, 413284, 355, 292237, 487, 409329, 345, 289439,
    473,  405487, 335, 286722, 461, 401748, 325, 284080, 449, 398111, 317, 281508, 437, 394571,
    309,  279006, 425, 391127, 301, 276569, 415, 387770, 293, 274195, 403, 384498, 285, 271882,
    393,  381307, 279, 269625, 385, 378194, 271, 267425, 375, 375155, 265, 265276, 367, 372190,
    259,  263178};
JAXCORE_I_PRIVATE uint64_t jaxcore_i_rsqrt14(uint64_t x) {
    int e = (int)(x >> 52) - 1023, odd = e & 1, len = 0;
    uint32_t t = (uint32_t)(x >> 37) & 0x7fffu; /* 15 fraction bits */
    const uint32_t *cd = jaxcore_i_rsqrt14_cd + 4 * (t >> 10) + 2 * odd;
    int64_t r = (int64_t)cd[1] * 128 - (int64_t)cd[0] * ((int64_t)(t & 1023u) - 512), v;
    if (x == JAXCORE_I_ONE) return x;
    for (v = r; v; v >>= 1)
        ++len;
    r = r >> (len - 17) << (len - 17); /* 17 significant bits */
    /* r 2^-26 2^-(e - odd) / 2 */
    return (uint64_t)(len - 1 - 26 - (e - odd) / 2 + 1023) << 52 |
           ((uint64_t)r << (53 - len) & 0xfffffffffffffu);
}

/* RSQRTSS, the SSE estimate of 1 / sqrt(x) for a float32 x (bits in and out), as an Intel
   Xeon computes it (tests/vectors/random/rsqrtss_xeon.txt, read from the instruction by
   tools/rsqrtss_table.c on the CPU of JAX's reference values; Intel does not publish the table,
   and AMD's differs). x = 2^(2n) m, m in [1, 4): the estimate is a table entry
   0x3f000000 | t << 11 (12 significant bits, in (0.5, 1)) chosen by the parity of m's exponent
   and m's 10 leading fraction bits, times 2^-n; t is stored as every 16th entry's value and the
   steps down to the next 15 (tools/rsqrtss_pack.py writes both from the table). Zeros and
   subnormals (read as zero) give inf of their sign, +inf 0, a negative x the default NaN and a
   NaN itself quieted; the hash of all 2^32 results equals the instruction's (make exhaustive). */
static const uint16_t jaxcore_i_rsqrtss_m[128] = {
    4094, 4031, 3969, 3909, 3850, 3792, 3735, 3680, 3626, 3573, 3521, 3470, 3420, 3371, 3323, 3276,
    3230, 3184, 3140, 3096, 3053, 3011, 2970, 2929, 2889, 2850, 2811, 2773, 2735, 2699, 2662, 2627,
    2592, 2557, 2523, 2490, 2457, 2424, 2392, 2360, 2329, 2299, 2268, 2239, 2209, 2180, 2152, 2124,
    2096, 2068, 2041, 2014, 1988, 1962, 1936, 1911, 1886, 1861, 1837, 1812, 1789, 1765, 1742, 1719,
    1695, 1651, 1607, 1564, 1522, 1482, 1442, 1402, 1364, 1327, 1290, 1254, 1219, 1184, 1150, 1117,
    1084, 1052, 1021, 990,  959,  929,  900,  871,  843,  815,  788,  761,  735,  709,  683,  658,
    633,  608,  584,  561,  537,  514,  492,  469,  447,  426,  404,  383,  363,  342,  322,  302,
    282,  263,  244,  225,  206,  188,  169,  152,  134,  116,  99,   82,   65,   48,   32,   16};
static const uint32_t jaxcore_i_rsqrtss_d[128] = {
    0x3effffffu, 0x3bffefffu, 0x3fbfbfefu, 0x3efbefbfu, 0x3eefbbefu, 0x2eeeefbbu, 0x3bbaeeeeu,
    0x3aebbaeeu, 0x2ebabaebu, 0x2babababu, 0x2baabaaeu, 0x2abaaabau, 0x2aaaaeaau, 0x2aaaaaaau,
    0x2a9aaaaau, 0x1aaa9aaau, 0x2a6aa6aau, 0x1a9aa6a9u, 0x269a9a9au, 0x269a69a6u, 0x1a669a69u,
    0x26999a66u, 0x299999a6u, 0x26666666u, 0x19999966u, 0x26599666u, 0x25966599u, 0x16596599u,
    0x16596565u, 0x15959656u, 0x16565595u, 0x15956559u, 0x19556556u, 0x16555655u, 0x15555955u,
    0x15555556u, 0x15555559u, 0x15555555u, 0x15555555u, 0x15555554u, 0x11555551u, 0x15551555u,
    0x05551554u, 0x15155155u, 0x15154551u, 0x05455154u, 0x15151515u, 0x15151515u, 0x11514545u,
    0x11451454u, 0x11451451u, 0x05144514u, 0x04514511u, 0x05114511u, 0x14451114u, 0x11444511u,
    0x04444511u, 0x11111114u, 0x04444511u, 0x11044444u, 0x11111111u, 0x10444444u, 0x10444111u,
    0x11044411u, 0x2a6a9aa6u, 0x1a6a69aau, 0x1a69a69au, 0x26699a66u, 0x26666999u, 0x2599999au,
    0x19966666u, 0x16599665u, 0x19659659u, 0x19656596u, 0x19595959u, 0x15956559u, 0x16556556u,
    0x15955595u, 0x15555955u, 0x15555655u, 0x15555555u, 0x15555555u, 0x05555555u, 0x15515555u,
    0x15515551u, 0x14554554u, 0x15154551u, 0x11515154u, 0x11515151u, 0x05151454u, 0x05145151u,
    0x11451451u, 0x11445145u, 0x14451145u, 0x11444511u, 0x14444451u, 0x05111111u, 0x04444444u,
    0x11110444u, 0x04441111u, 0x04411104u, 0x10441110u, 0x04110441u, 0x04104410u, 0x04110410u,
    0x01041041u, 0x01010410u, 0x01040410u, 0x10104041u, 0x04040404u, 0x04040404u, 0x10100404u,
    0x01004040u, 0x00401004u, 0x00401001u, 0x04004004u, 0x00100040u, 0x00010004u, 0x00004000u,
    0x00040001u, 0x04000010u, 0x00040000u, 0x00001000u, 0x00001000u, 0x00400000u, 0x00000000u,
    0x00000000u, 0x00000000u};
JAXCORE_I_PRIVATE uint32_t jaxcore_i_rsqrtss(uint32_t x) {
    uint32_t e = x >> 23 & 0xffu, odd = (e + 1) & 1u, i = odd << 10 | (x >> 13 & 0x3ffu);
    uint32_t j = i & 15u, d = jaxcore_i_rsqrtss_d[i >> 4] & ((1u << 2 * j) - 1);
    if ((x & 0x7fffffffu) > 0x7f800000u) return x | 0x400000u; /* NaN */
    if (e == 0) return (x & 0x80000000u) | 0x7f800000u;        /* zero or subnormal */
    if (x >> 31) return 0xffc00000u;
    if (e == 0xffu) return 0;
    d = (d & 0x33333333u) + (d >> 2 & 0x33333333u); /* the sum of the j steps' 2-bit fields */
    d = (d & 0x0f0f0f0fu) + (d >> 4 & 0x0f0f0f0fu);
    d = (d * 0x01010101u) >> 24;
    return 0x3f000000u + ((jaxcore_i_rsqrtss_m[i >> 4] - j - d) << 11) -
           (uint32_t)(((int)e - 127 - (int)odd) / 2 * (1 << 23));
}

/* 1 / sqrt(x) as XLA:CPU computes rsqrt (JAX's c = (1/3) / sqrt(d) becomes (1/3) * rsqrt(d);
   xla/codegen/intrinsic/rsqrt.cc): an estimate refined by two Newton steps,
   e = (x y) y - 1, y = (-y / 2) e + y, each multiply-add one fma on FMA hosts; the estimate
   itself for x below the smallest normal and for +inf.
   float64: on a host with AVX-512F, VRSQRT14 (jaxcore_i_rsqrt14); without it, 1 / sqrt(x), two
   roundings. jaxcore follows an AVX-512 host, and a host without AVX-512 for no_fma (fused = 0:
   no host with AVX-512 lacks FMA). float32 (one value): the scalar RSQRTSS, whose table is the
   CPU vendor's own: jaxcore_i_rsqrtss is an Intel Xeon's, JAX's reference CPU (XLA takes two
   steps there; on an AMD host, whose table differs, it takes one). float16 and bfloat16
   compute it in float32. */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_grsqrt(uint64_t x, int fmt, int fused) {
    int f = jaxcore_i_sumfmt(fmt), i;
    uint64_t small = f == JAXCORE_I_F64 ? 0x0010000000000000u : 0x3810000000000000u, y, e;
    int normal = x < 0x7ff0000000000000u && x >= small;
    if (f == JAXCORE_I_F32)
        y = JAXCORE_I_W32(jaxcore_i_rsqrtss((uint32_t)jaxcore_i_narrow(x, f)));
    else if (normal && fused)
        y = jaxcore_i_rsqrt14(x);
    else
        return jaxcore_i_gdiv(JAXCORE_I_ONE, jaxcore_i_gsqrt(x, f), f);
    if (!normal) return jaxcore_i_gcast(y, fmt);
    for (i = 0; i < 2; ++i) {
        e = jaxcore_i_gmad(jaxcore_i_gmul(x, y, f), y, JAXCORE_I_ONE | JAXCORE_I_SB, f, fused);
        y = jaxcore_i_gmad(jaxcore_i_gmul(y, 0xbfe0000000000000u, f), e, y, f, fused);
    }
    return jaxcore_i_gcast(y, fmt);
}

/* The format and fusion of a loop sampler's float steps */
typedef struct jaxcore_i_lc {
    int fmt, fused;
} jaxcore_i_lc;
/* The loops' float32 steps on the hardware float (x86, AArch64; not WebAssembly, which does
   not flush subnormals) */
#if defined(JAXCORE_I_HW) && !defined(JAXCORE_I_HAVE_SIMD128)
#define JAXCORE_I_HW_LOOPS
#endif

/* _gamma_one's values that depend on alpha alone, in fmt (computed once per alpha) */
typedef struct jaxcore_i_gprm {
    uint64_t alpha, inv, d, cc, squeeze; /* inv: the boost's exponent (1 / alpha, or the
                                            caller's value: jaxcore_i_gamma_prm) */
    uint64_t logd;                       /* log d, for log_space (else 0) */
    int boost;
} jaxcore_i_gprm;
JAXCORE_I_PRIVATE void jaxcore_i_gamma_prm(jaxcore_i_gprm *g, uint64_t alpha, uint64_t inv,
                                           int log_space, int fmt, int fused) {
    uint64_t third = jaxcore_i_gcast(jaxcore_i_dbits(1.0 / 3.0), fmt), a;
    g->alpha = alpha;
    g->boost = jaxcore_i_ge(alpha, JAXCORE_I_ONE);
    g->squeeze = jaxcore_i_gcast(jaxcore_i_dbits(0.0331), fmt);
    a = g->boost ? alpha : jaxcore_i_gadd(alpha, JAXCORE_I_ONE, fmt);
    g->d = jaxcore_i_gsub(a, third, fmt);
    /* bfloat16: XLA:CPU's optimized HLO keeps sqrt (rounded to bfloat16: the conversions
       around it keep the simplifier from forming rsqrt) and computes (1/3) * (1 / s) in
       float32 with one rounding to bfloat16 at the end (its excess precision); float16 runs
       natively on the reference Xeon (AVX512-FP16) */
    if (fmt == JAXCORE_I_BF16)
        g->cc = jaxcore_i_gcast(
            jaxcore_i_gmul(third,
                           jaxcore_i_gdiv(JAXCORE_I_ONE, jaxcore_i_gsqrt(g->d, fmt), JAXCORE_I_F32),
                           JAXCORE_I_F32),
            fmt);
    else
        g->cc = jaxcore_i_gmul(third, jaxcore_i_grsqrt(g->d, fmt, fused), fmt);
    g->inv = inv ? inv : jaxcore_i_gdiv(JAXCORE_I_ONE, alpha, fmt);
    g->logd = log_space ? jaxcore_i_gfn(JAXCORE_I_LOG, g->d, fmt, fused) : 0;
}

/* _gamma_one's while loop (Marsaglia-Tsang) from key, written once for two arithmetics Q on
   values of type T: Q##_val (a float64 pattern in) and Q##_bits (out), Q##_mul, _mad (fused
   where the sampler fuses), _add, _sub, _log, _normal (the normal sample of a unit), _ge (a >=
   b, false with NaN) and _le0 (v <= 0, false for NaN). NAME(key, g, x, c, &V, pl): V of the
   draw it accepts, and log V into *pl unless pl is NULL; S: the function's storage class and
   attributes. */
#define JAXCORE_I_GAMMA_LOOP(NAME, Q, S, T)                                                        \
    S jaxcore_result NAME(jaxcore_key key, const jaxcore_i_gprm *g, const jaxcore_i_lc *x,         \
                          const jaxcore_random_config *c, uint64_t *pv, uint64_t *pl) {            \
        T one = Q##_val(x, JAXCORE_I_ONE), X = Q##_val(x, 0), V = one, t, xv, v;                   \
        T U = Q##_val(x, 0x4000000000000000u); /* 2: enters the loop */                            \
        T sq = Q##_val(x, g->squeeze ^ JAXCORE_I_SB), half = Q##_val(x, 0x3fe0000000000000u);      \
        T d = Q##_val(x, g->d), cc = Q##_val(x, g->cc);                                            \
        jaxcore_key ks[3], k2[2];                                                                  \
        uint64_t f;                                                                                \
        jaxcore_result r;                                                                          \
        for (;;) {                                                                                 \
            /* cond: U >= 1 - 0.0331 X^2 and log U >= X/2 + d (1 - V + log V) */                   \
            if (!Q##_ge(U, Q##_mad(x, sq, Q##_mul(x, X, X), one))) break;                          \
            t = Q##_add(x, Q##_sub(x, one, V), Q##_log(x, V));                                     \
            t = Q##_add(x, Q##_mul(x, X, half), Q##_mul(x, d, t));                                 \
            if (!Q##_ge(Q##_log(x, U), t)) break;                                                  \
            /* body: key, x_key, U_key = split(key, 3); x ~ normal until v = 1 + x c > 0 */        \
            if ((r = jaxcore_i_split(key, 3, ks, c)) != JAXCORE_OK) return r;                      \
            key = ks[0];                                                                           \
            k2[0] = ks[1];                                                                         \
            xv = X; /* (the inner loop runs at least once) */                                      \
            v = Q##_val(x, JAXCORE_I_ONE | JAXCORE_I_SB);                                          \
            while (Q##_le0(v)) {                                                                   \
                if ((r = jaxcore_i_split(k2[0], 2, k2, c)) != JAXCORE_OK) return r;                \
                if ((r = jaxcore_i_units(k2[1], x->fmt, 1, 0, 1, &f, c)) != JAXCORE_OK) return r;  \
                xv = Q##_normal(x, f);                                                             \
                v = Q##_mad(x, xv, cc, one);                                                       \
            }                                                                                      \
            X = Q##_mul(x, xv, xv);                                                                \
            V = Q##_mul(x, Q##_mul(x, v, v), v);                                                   \
            if ((r = jaxcore_i_units(ks[2], x->fmt, 1, 0, 1, &f, c)) != JAXCORE_OK) return r;      \
            U = Q##_val(x, f);                                                                     \
        }                                                                                          \
        *pv = Q##_bits(V);                                                                         \
        if (pl) *pl = Q##_bits(Q##_log(x, V));                                                     \
        return JAXCORE_OK;                                                                         \
    }

/* The software float in x->fmt (the loop's Q = jaxcore_i_ls) */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_ls_val(const jaxcore_i_lc *x, uint64_t v) {
    (void)x;
    return v;
}
JAXCORE_I_PRIVATE uint64_t jaxcore_i_ls_bits(uint64_t v) { return v; }
JAXCORE_I_PRIVATE uint64_t jaxcore_i_ls_mul(const jaxcore_i_lc *x, uint64_t a, uint64_t b) {
    return jaxcore_i_gmul(a, b, x->fmt);
}
JAXCORE_I_PRIVATE uint64_t jaxcore_i_ls_mad(const jaxcore_i_lc *x, uint64_t a, uint64_t b,
                                            uint64_t c) {
    return jaxcore_i_gmad(a, b, c, x->fmt, x->fused);
}
JAXCORE_I_PRIVATE uint64_t jaxcore_i_ls_add(const jaxcore_i_lc *x, uint64_t a, uint64_t b) {
    return jaxcore_i_gadd(a, b, x->fmt);
}
JAXCORE_I_PRIVATE uint64_t jaxcore_i_ls_sub(const jaxcore_i_lc *x, uint64_t a, uint64_t b) {
    return jaxcore_i_gsub(a, b, x->fmt);
}
JAXCORE_I_PRIVATE uint64_t jaxcore_i_ls_log(const jaxcore_i_lc *x, uint64_t a) {
    return jaxcore_i_gfn(JAXCORE_I_LOG, a, x->fmt, x->fused);
}
JAXCORE_I_PRIVATE uint64_t jaxcore_i_ls_normal(const jaxcore_i_lc *x, uint64_t f) {
    return jaxcore_i_normal_fast(f, x->fmt, x->fused);
}
JAXCORE_I_PRIVATE int jaxcore_i_ls_ge(uint64_t a, uint64_t b) { return jaxcore_i_ge(a, b); }
JAXCORE_I_PRIVATE int jaxcore_i_ls_le0(uint64_t v) {
    return !jaxcore_i_isnan64(v) && !jaxcore_i_lt64(0, v);
}
JAXCORE_I_GAMMA_LOOP(jaxcore_i_gamma_loop, jaxcore_i_ls, JAXCORE_I_PRIVATE, uint64_t)

#ifdef JAXCORE_I_HW_LOOPS
/* float32 a >= b on the bits, false with NaN */
JAXCORE_I_PRIVATE int jaxcore_i_ge32(uint32_t a, uint32_t b) {
    uint32_t ma = a & 0x7fffffffu, mb = b & 0x7fffffffu;
    if (ma > 0x7f800000u || mb > 0x7f800000u) return 0;
    if (!(ma | mb)) return 1;           /* -0 == +0 */
    a = a >> 31 ? ~a : a | 0x80000000u; /* the order of the values as unsigned integers */
    b = b >> 31 ? ~b : b | 0x80000000u;
    return a >= b;
}
/* The loops' arithmetic on one lane of a 4-lane hardware instance (Q = N##_l), float32: the
   same bits as the software float with MXCSR/FPCR at XLA's state (each loop's caller sets it),
   its steps inlined: the ops the software float takes 15-35 ns for are one instruction each.
   The gamma loop here; the rejection, Knuth and inversion steps below add to it. */
#define JAXCORE_I_HW_LOOP_INSTANCE(name, N, P, A, VF, VM, W, F, M, avail)                          \
    JAXCORE_I_HWI A VF N##_l_val(const jaxcore_i_lc *x, uint64_t v) {                              \
        (void)x;                                                                                   \
        return P##_set(jaxcore_i_n32(v));                                                          \
    }                                                                                              \
    JAXCORE_I_HWI A uint32_t N##_l_lane(VF v) {                                                    \
        uint32_t t[W];                                                                             \
        P##_st(t, v);                                                                              \
        return t[0];                                                                               \
    }                                                                                              \
    JAXCORE_I_HWI A uint64_t N##_l_bits(VF v) { return JAXCORE_I_W32(N##_l_lane(v)); }             \
    JAXCORE_I_HWI A VF N##_l_mul(const jaxcore_i_lc *x, VF a, VF b) {                              \
        (void)x;                                                                                   \
        return P##_mul(a, b);                                                                      \
    }                                                                                              \
    JAXCORE_I_HWI A VF N##_l_mad(const jaxcore_i_lc *x, VF a, VF b, VF c) {                        \
        (void)x;                                                                                   \
        return N##_mad(a, b, c);                                                                   \
    }                                                                                              \
    JAXCORE_I_HWI A VF N##_l_add(const jaxcore_i_lc *x, VF a, VF b) {                              \
        (void)x;                                                                                   \
        return P##_add(a, b);                                                                      \
    }                                                                                              \
    JAXCORE_I_HWI A VF N##_l_sub(const jaxcore_i_lc *x, VF a, VF b) {                              \
        (void)x;                                                                                   \
        return P##_sub(a, b);                                                                      \
    }                                                                                              \
    JAXCORE_I_HWI A VF N##_l_log(const jaxcore_i_lc *x, VF a) {                                    \
        (void)x;                                                                                   \
        return N##_log(a);                                                                         \
    }                                                                                              \
    JAXCORE_I_HWI A VF N##_l_normal(const jaxcore_i_lc *x, uint64_t f) {                           \
        (void)x;                                                                                   \
        return N##_normal(P##_set(jaxcore_i_n32(f)));                                              \
    }                                                                                              \
    JAXCORE_I_HWI A int N##_l_ge(VF a, VF b) {                                                     \
        return jaxcore_i_ge32(N##_l_lane(a), N##_l_lane(b));                                       \
    }                                                                                              \
    JAXCORE_I_HWI A int N##_l_le0(VF v) {                                                          \
        uint32_t b = N##_l_lane(v), m = b & 0x7fffffffu;                                           \
        return !m || (b >> 31 && m <= 0x7f800000u);                                                \
    }                                                                                              \
    JAXCORE_I_GAMMA_LOOP(N##_gamma_loop, N##_l, JAXCORE_I_PRIVATE A, VF)
JAXCORE_I_HW_LIST_SSE2(JAXCORE_I_HW_LOOP_INSTANCE)
JAXCORE_I_HW_LIST_SSE2FMA(JAXCORE_I_HW_LOOP_INSTANCE)
JAXCORE_I_HW_LIST_NEON(JAXCORE_I_HW_LOOP_INSTANCE)
/* The loops' float64 steps on the scalar float64 of SSE2 with FMA (jaxcore_i_hd_*, Q =
   jaxcore_i_hl): the same bits as the software float with MXCSR at XLA's state (each loop's
   caller sets it), on an x86 CPU with FMA. */
#ifdef JAXCORE_I_HAVE_AVX2
#define JAXCORE_I_HD_LOOPS
JAXCORE_I_HWI JAXCORE_I_A2 __m128d jaxcore_i_hl_val(const jaxcore_i_lc *x, uint64_t v) {
    (void)x;
    return jaxcore_i_hd_b(v);
}
#define jaxcore_i_hl_bits jaxcore_i_hd_bits
JAXCORE_I_HWI JAXCORE_I_A2 __m128d jaxcore_i_hl_mul(const jaxcore_i_lc *x, __m128d a, __m128d b) {
    (void)x;
    return jaxcore_i_hd_mul(a, b);
}
JAXCORE_I_HWI JAXCORE_I_A2 __m128d jaxcore_i_hl_mad(const jaxcore_i_lc *x, __m128d a, __m128d b,
                                                    __m128d c) {
    return jaxcore_i_hd_mad(a, b, c, x->fused);
}
JAXCORE_I_HWI JAXCORE_I_A2 __m128d jaxcore_i_hl_add(const jaxcore_i_lc *x, __m128d a, __m128d b) {
    (void)x;
    return jaxcore_i_hd_add(a, b);
}
JAXCORE_I_HWI JAXCORE_I_A2 __m128d jaxcore_i_hl_sub(const jaxcore_i_lc *x, __m128d a, __m128d b) {
    (void)x;
    return jaxcore_i_hd_sub(a, b);
}
JAXCORE_I_HWI JAXCORE_I_A2 __m128d jaxcore_i_hl_log(const jaxcore_i_lc *x, __m128d a) {
    return jaxcore_i_hd_log(a, x->fused);
}
/* the normal's range 1 - lo, (2 - 2^-53) rounded to even: 2 */
JAXCORE_I_HWI JAXCORE_I_A2 __m128d jaxcore_i_hl_normal(const jaxcore_i_lc *x, uint64_t f) {
    return jaxcore_i_hd_b(
        jaxcore_i_hd_normal_u(jaxcore_i_hd_b(f), jaxcore_i_hd_b(0x4000000000000000u), x->fused));
}
JAXCORE_I_HWI JAXCORE_I_A2 int jaxcore_i_hl_ge(__m128d a, __m128d b) {
    return jaxcore_i_ge(jaxcore_i_hd_bits(a), jaxcore_i_hd_bits(b));
}
JAXCORE_I_HWI JAXCORE_I_A2 int jaxcore_i_hl_le0(__m128d v) {
    return jaxcore_i_ls_le0(jaxcore_i_hd_bits(v));
}
JAXCORE_I_GAMMA_LOOP(jaxcore_i_hd_gamma_loop, jaxcore_i_hl, JAXCORE_I_PRIVATE JAXCORE_I_A2, __m128d)
#define JAXCORE_I_HD_LOOP(fn) jaxcore_i_hd_##fn,
#else
#define JAXCORE_I_HD_LOOP(fn)
#endif

/* Each table of the loops' functions is made from the lists above, in their order, then the
   float64 one where there is one (JAXCORE_I_HD_LOOP): SSE2's fused (0) and non-fused (1),
   SSE2 with FMA hardware (2), float64 (3); NEON's fused (0), non-fused (1). */
typedef jaxcore_result (*jaxcore_i_gloop)(jaxcore_key key, const jaxcore_i_gprm *g,
                                          const jaxcore_i_lc *x, const jaxcore_random_config *c,
                                          uint64_t *pv, uint64_t *pl);
#define JAXCORE_I_HW_GAMMA_FN(name, N, P, A, VF, VM, W, F, M, avail) N##_gamma_loop,
static const jaxcore_i_gloop jaxcore_i_hw_gamma_loops[] = {
    JAXCORE_I_HW_LIST_SSE2(JAXCORE_I_HW_GAMMA_FN) JAXCORE_I_HW_LIST_SSE2FMA(JAXCORE_I_HW_GAMMA_FN)
        JAXCORE_I_HW_LIST_NEON(JAXCORE_I_HW_GAMMA_FN) JAXCORE_I_HD_LOOP(gamma_loop)};
/* The loops' arithmetic for fmt, as a place in those tables, or -1: the software float
   (float16 and bfloat16; float64 without FMA hardware or off x86; another key implementation,
   whose functions must not see the changed MXCSR/FPCR). float32: the SSE2 instance with FMA
   hardware where the CPU has it (jaxcore_i_hw_fn32's choice). */
JAXCORE_I_PRIVATE int jaxcore_i_loop_hw(int fmt, int fused, const jaxcore_key *key) {
    unsigned fma = 0;
#ifdef JAXCORE_I_HAVE_AVX2
    fma = jaxcore_i_x86_features() & JAXCORE_I_CPU_FMA;
#endif
    if (key->impl != &jaxcore_i_threefry2x32) return -1;
    if (fmt == JAXCORE_I_F32) return fused && fma ? 2 : !fused;
#ifdef JAXCORE_I_HD_LOOPS
    if (fmt == JAXCORE_I_F64 && fma) return 3;
#endif
    return -1;
}
#else
#define JAXCORE_I_HD_LOOP(fn)
#endif

/* _gamma_one(key, alpha, log_space): Marsaglia-Tsang with JAX's loops, in fmt. */
JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_gamma_one(jaxcore_key key, const jaxcore_i_gprm *g,
                                                     int log_space, int fmt,
                                                     const jaxcore_random_config *c,
                                                     uint64_t *res) {
    int fused = !c->no_fma, boost = g->boost, hw = -1;
    uint64_t d = g->d, t, f, V, lv, *pl = log_space ? &lv : NULL;
    jaxcore_key ks[2];
    jaxcore_i_lc lc;
    jaxcore_result r;
    if ((r = jaxcore_i_split(key, 2, ks, c)) != JAXCORE_OK) return r; /* key, boost_key */
    lc.fmt = fmt;
    lc.fused = fused;
#ifdef JAXCORE_I_HW_LOOPS
    hw = jaxcore_i_loop_hw(fmt, fused, &key);
    if (hw >= 0) {
        jaxcore_i_fpenv env = jaxcore_i_fp_enter();
        r = jaxcore_i_hw_gamma_loops[hw](ks[0], g, &lc, c, &V, pl);
        jaxcore_i_fp_leave(env);
    } else
#endif
        r = jaxcore_i_gamma_loop(ks[0], g, &lc, c, &V, pl);
    (void)hw;
    if (r != JAXCORE_OK) return r;
    if ((r = jaxcore_i_units(ks[1], fmt, 1, 0, 1, &f, c)) != JAXCORE_OK) return r;
    if (log_space) { /* log d + log V + (log1p(-u) / alpha unless boosted or 0) */
        uint64_t lb = 0;
        if (!boost) {
            uint64_t ls = jaxcore_i_gfn(JAXCORE_I_LOG1P, f ^ JAXCORE_I_SB, fmt, fused);
            if (ls & ~JAXCORE_I_SB) lb = jaxcore_i_gmul(ls, g->inv, fmt);
        }
        *res = jaxcore_i_gadd(jaxcore_i_gadd(g->logd, lv, fmt), lb, fmt);
    } else { /* d V (1 - u)^(1 / alpha) */
        t = JAXCORE_I_ONE;
        if (!boost) t = jaxcore_i_gpow(jaxcore_i_gsub(JAXCORE_I_ONE, f, fmt), g->inv, fmt, fused);
        *res = jaxcore_i_gmul(jaxcore_i_gmul(d, V, fmt), t, fmt);
    }
    return JAXCORE_OK;
}

/* (log)gamma samples [start, start + cnt) of a shape-(total,) call: element start + j uses
   key split(key, total)[start + j] and alpha[j % na]; JAXCORE_I_GKEYS keys a pass. inv: the
   boost's exponent 1 / alpha where XLA's simplifier leaves another value (generalized_normal's
   alpha = 1 / p: 1 / (1 / p) becomes p), 0 to compute 1 / alpha. */
#define JAXCORE_I_GKEYS (JAXCORE_I_LCHUNK < 32 ? JAXCORE_I_LCHUNK : 32)
JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_gammas(jaxcore_key key, uint64_t total, uint64_t start,
                                                  size_t cnt, const uint64_t *alpha, size_t na,
                                                  int log_space, uint64_t inv, int fmt,
                                                  uint64_t *vals, const jaxcore_random_config *c) {
    jaxcore_key ks[JAXCORE_I_GKEYS];
    jaxcore_i_gprm g;
    size_t j, m, done;
    int have = 0;
    jaxcore_result r;
    g.alpha = 0;
    for (done = 0; done < cnt; done += m) {
        m = cnt - done < JAXCORE_I_GKEYS ? cnt - done : JAXCORE_I_GKEYS;
        r = jaxcore_random_split_slice(key, total, start + done, m, ks, &c->prng);
        if (r != JAXCORE_OK) return r;
        for (j = 0; j < m; ++j) {
            uint64_t al = alpha[(done + j) % na];
            if (!have || al != g.alpha) { /* a new alpha (bits: NaN never reaches here) */
                jaxcore_i_gamma_prm(&g, al, inv, log_space, fmt, !c->no_fma);
                have = 1;
            }
            r = jaxcore_i_gamma_one(ks[j], &g, log_space, fmt, c, vals + done + j);
            if (r != JAXCORE_OK) return r;
        }
    }
    return JAXCORE_OK;
}

/* Validates a float sampler call with gamma-like parameters (not NaN, >= 0) into fmt. */
JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_gamma_init(jaxcore_i_fs *s, jaxcore_key key,
                                                      jaxcore_dtype dtype, size_t n,
                                                      const void *out, const double *prm, int np,
                                                      const jaxcore_random_config *c) {
    int i;
    jaxcore_result r = jaxcore_i_fs_init(s, JAXCORE_I_K_UNIFORM, dtype, n, out, c);
    if (r != JAXCORE_OK) return r;
    for (i = 0; i < np; ++i) {
        if (!jaxcore_i_nonneg(prm[i])) return JAXCORE_ERR_BOUNDS;
        s->p[i] = jaxcore_i_gcast(jaxcore_i_dbits(prm[i]), s->fmt);
    }
    return jaxcore_i_check_key(key, c);
}

/* chi2(key, df) of elements [start, start + cnt) into vals: exp(loggamma(df / 2)) * 2 */
JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_chi2(jaxcore_key key, uint64_t total, uint64_t start,
                                                size_t cnt, uint64_t df, int fmt, uint64_t *vals,
                                                const jaxcore_random_config *c) {
    uint64_t half = jaxcore_i_gdiv(df, 0x4000000000000000u, fmt);
    size_t j;
    jaxcore_result r = jaxcore_i_gammas(key, total, start, cnt, &half, 1, 1, 0, fmt, vals, c);
    for (j = 0; r == JAXCORE_OK && j < cnt; ++j)
        vals[j] = jaxcore_i_gmul(jaxcore_i_gfn(JAXCORE_I_EXP, vals[j], fmt, !c->no_fma),
                                 0x4000000000000000u, fmt);
    return r;
}

enum { JAXCORE_I_G_GAMMA, JAXCORE_I_G_LOGGAMMA, JAXCORE_I_G_CHISQUARE };

/* gamma, loggamma, chisquare: one (log)gamma per element. */
JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_gamma_kind(int kind, jaxcore_key key,
                                                      jaxcore_dtype dtype, size_t n, double a,
                                                      void *out, const jaxcore_random_config *cfg) {
    jaxcore_random_config c = jaxcore_i_rcfg(cfg);
    jaxcore_i_fs s;
    uint64_t vals[JAXCORE_I_LCHUNK];
    size_t start, cnt, j;
    jaxcore_result r = jaxcore_i_gamma_init(&s, key, dtype, n, out, &a, 1, &c);
    if (r != JAXCORE_OK) return r;
    for (start = 0; start < n; start += cnt) {
        cnt = n - start < JAXCORE_I_LCHUNK ? n - start : JAXCORE_I_LCHUNK;
        if (kind == JAXCORE_I_G_CHISQUARE)
            r = jaxcore_i_chi2(key, n, start, cnt, s.p[0], s.fmt, vals, &c);
        else
            r = jaxcore_i_gammas(key, n, start, cnt, s.p, 1, kind == JAXCORE_I_G_LOGGAMMA, 0, s.fmt,
                                 vals, &c);
        if (r != JAXCORE_OK) return r;
        for (j = 0; j < cnt; ++j)
            jaxcore_i_store(out, start + j, vals[j], s.fmt);
    }
    return JAXCORE_OK;
}

JAXCORE_API jaxcore_result jaxcore_random_gamma(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                double a, void *out,
                                                const jaxcore_random_config *cfg) {
    return jaxcore_i_gamma_kind(JAXCORE_I_G_GAMMA, key, dtype, n, a, out, cfg);
}

JAXCORE_API jaxcore_result jaxcore_random_loggamma(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                   double a, void *out,
                                                   const jaxcore_random_config *cfg) {
    return jaxcore_i_gamma_kind(JAXCORE_I_G_LOGGAMMA, key, dtype, n, a, out, cfg);
}

JAXCORE_API jaxcore_result jaxcore_random_chisquare(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                                    double df, void *out,
                                                    const jaxcore_random_config *cfg) {
    return jaxcore_i_gamma_kind(JAXCORE_I_G_CHISQUARE, key, dtype, n, df, out, cfg);
}

JAXCORE_API jaxcore_result jaxcore_random_beta(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                               double a, double b, void *out,
                                               const jaxcore_random_config *cfg) {
    jaxcore_random_config c = jaxcore_i_rcfg(cfg);
    jaxcore_i_fs s;
    jaxcore_key kab[2];
    uint64_t la[JAXCORE_I_LCHUNK], lb[JAXCORE_I_LCHUNK];
    double prm[2];
    size_t start, cnt, j;
    jaxcore_result r;
    prm[0] = a;
    prm[1] = b;
    if ((r = jaxcore_i_gamma_init(&s, key, dtype, n, out, prm, 2, &c)) != JAXCORE_OK) return r;
    if ((r = jaxcore_i_split(key, 2, kab, &c)) != JAXCORE_OK) return r;
    for (start = 0; start < n; start += cnt) {
        cnt = n - start < JAXCORE_I_LCHUNK ? n - start : JAXCORE_I_LCHUNK;
        r = jaxcore_i_gammas(kab[0], n, start, cnt, s.p, 1, 1, 0, s.fmt, la, &c);
        if (r == JAXCORE_OK)
            r = jaxcore_i_gammas(kab[1], n, start, cnt, s.p + 1, 1, 1, 0, s.fmt, lb, &c);
        if (r != JAXCORE_OK) return r;
        for (j = 0; j < cnt; ++j) { /* ga / (ga + gb), both scaled by exp(-max) */
            uint64_t mx = jaxcore_i_argmax_gt(lb[j], la[j]) ? lb[j] : la[j], ga, gb;
            ga = jaxcore_i_gfn(JAXCORE_I_EXP, jaxcore_i_gsub(la[j], mx, s.fmt), s.fmt, s.fused);
            gb = jaxcore_i_gfn(JAXCORE_I_EXP, jaxcore_i_gsub(lb[j], mx, s.fmt), s.fmt, s.fused);
            jaxcore_i_store(out, start + j,
                            jaxcore_i_gdiv(ga, jaxcore_i_gadd(ga, gb, s.fmt), s.fmt), s.fmt);
        }
    }
    return JAXCORE_OK;
}

JAXCORE_API jaxcore_result jaxcore_random_dirichlet(jaxcore_key key, jaxcore_dtype dtype,
                                                    size_t batch, const double *alpha, size_t k,
                                                    void *out, const jaxcore_random_config *cfg) {
    jaxcore_random_config c = jaxcore_i_rcfg(cfg);
    jaxcore_i_fs s;
    uint64_t al[JAXCORE_I_LCHUNK], vals[JAXCORE_I_LCHUNK];
    size_t i, j, n, start, cnt;
    jaxcore_result r;
    if (k && batch > (size_t)-1 / 8 / k) return JAXCORE_ERR_OVERFLOW;
    n = batch * k;
    if ((r = jaxcore_i_gamma_init(&s, key, dtype, n, out, NULL, 0, &c)) != JAXCORE_OK) return r;
    if (k && !alpha) return JAXCORE_ERR_NULL;
    for (j = 0; j < k; ++j)
        if (!jaxcore_i_nonneg(alpha[j])) return JAXCORE_ERR_BOUNDS;
    /* loggamma(key, alpha, (batch, k)) into out, then softmax over each row */
    for (start = 0; start < n; start += cnt) {
        cnt = n - start < JAXCORE_I_LCHUNK ? n - start : JAXCORE_I_LCHUNK;
        for (j = 0; j < cnt; ++j)
            al[j] = jaxcore_i_gcast(jaxcore_i_dbits(alpha[(start + j) % k]), s.fmt);
        r = jaxcore_i_gammas(key, n, start, cnt, al, cnt, 1, 0, s.fmt, vals, &c);
        if (r != JAXCORE_OK) return r;
        for (j = 0; j < cnt; ++j)
            jaxcore_i_store(out, start + j, vals[j], s.fmt);
    }
    /* exp(x - max) / sum(exp(x - max)), summed in order, as XLA computes it: exp(x - max)
       times the row's 1 / sum. jnp.sum adds float16 and bfloat16 in float32 and rounds the
       sum once; in bfloat16 the exps it adds and the reciprocal stay float32 (hf), and only
       the factor exp(x - max) of the product is rounded to bfloat16 */
    for (i = 0; i < batch; ++i) {
        uint64_t mx = 0xfff0000000000000u, sum = 0;
        int hf = jaxcore_i_hfmt(s.fmt), sf = jaxcore_i_sumfmt(s.fmt);
        for (j = 0; j < k; ++j) {
            uint64_t v = jaxcore_i_load(out, i * k + j, s.fmt);
            if (jaxcore_i_isnan64(v) || jaxcore_i_lt64(mx, v)) mx = v;
            if (jaxcore_i_isnan64(mx)) break; /* max propagates NaN */
        }
        for (j = 0; j < k; ++j) {
            uint64_t v = jaxcore_i_load(out, i * k + j, s.fmt);
            v = jaxcore_i_gfn(JAXCORE_I_EXP, jaxcore_i_gsub(v, mx, s.fmt), hf, s.fused);
            sum = j ? jaxcore_i_gadd(sum, v, sf) : v;
        }
        sum = jaxcore_i_gdiv(JAXCORE_I_ONE, jaxcore_i_gcast(sum, s.fmt), hf);
        for (j = 0; j < k; ++j) {
            uint64_t v = jaxcore_i_load(out, i * k + j, s.fmt);
            v = jaxcore_i_gfn(JAXCORE_I_EXP, jaxcore_i_gsub(v, mx, s.fmt), s.fmt, s.fused);
            jaxcore_i_store(out, i * k + j, jaxcore_i_gmul(v, sum, s.fmt), s.fmt);
        }
    }
    return JAXCORE_OK;
}

JAXCORE_API jaxcore_result jaxcore_random_f(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                            double dfnum, double dfden, void *out,
                                            const jaxcore_random_config *cfg) {
    jaxcore_random_config c = jaxcore_i_rcfg(cfg);
    jaxcore_i_fs s;
    jaxcore_key kk[2];
    uint64_t vn[JAXCORE_I_LCHUNK], vd[JAXCORE_I_LCHUNK], fn, fd;
    double prm[2];
    size_t start, cnt, j;
    jaxcore_result r;
    prm[0] = dfnum;
    prm[1] = dfden;
    if ((r = jaxcore_i_gamma_init(&s, key, dtype, n, out, prm, 2, &c)) != JAXCORE_OK) return r;
    if ((r = jaxcore_i_split(key, 2, kk, &c)) != JAXCORE_OK) return r; /* key_dfd, key_dfn */
    /* (chi2_num / dfnum) / (chi2_den / dfden) as XLA's simplifier leaves it:
       (exp(lg_num) (2 dfden)) / (exp(lg_den) (2 dfnum)), the same as (chi2_num fn) /
       (chi2_den fd) with fn = dfden, fd = dfnum since the doubling is exact. bfloat16 keeps
       its quotients apart: fn = 1 / dfnum, fd = 1 / dfden, the reciprocals in float32 */
    fn = s.fmt == JAXCORE_I_BF16 ? jaxcore_i_gdiv(JAXCORE_I_ONE, s.p[0], JAXCORE_I_F32) : s.p[1];
    fd = s.fmt == JAXCORE_I_BF16 ? jaxcore_i_gdiv(JAXCORE_I_ONE, s.p[1], JAXCORE_I_F32) : s.p[0];
    for (start = 0; start < n; start += cnt) {
        cnt = n - start < JAXCORE_I_LCHUNK ? n - start : JAXCORE_I_LCHUNK;
        r = jaxcore_i_chi2(kk[1], n, start, cnt, s.p[0], s.fmt, vn, &c);
        if (r == JAXCORE_OK) r = jaxcore_i_chi2(kk[0], n, start, cnt, s.p[1], s.fmt, vd, &c);
        if (r != JAXCORE_OK) return r;
        for (j = 0; j < cnt; ++j) {
            uint64_t a = jaxcore_i_gmul(vn[j], fn, s.fmt), b = jaxcore_i_gmul(vd[j], fd, s.fmt);
            jaxcore_i_store(out, start + j, jaxcore_i_gdiv(a, b, s.fmt), s.fmt);
        }
    }
    return JAXCORE_OK;
}

JAXCORE_API jaxcore_result jaxcore_random_t(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                            double df, void *out,
                                            const jaxcore_random_config *cfg) {
    jaxcore_random_config c = jaxcore_i_rcfg(cfg);
    jaxcore_i_fs s;
    jaxcore_key kk[2];
    uint64_t g[JAXCORE_I_LCHUNK], f[JAXCORE_I_LCHUNK], half;
    size_t start, cnt, j;
    jaxcore_result r;
    if ((r = jaxcore_i_gamma_init(&s, key, dtype, n, out, &df, 1, &c)) != JAXCORE_OK) return r;
    if ((r = jaxcore_i_split(key, 2, kk, &c)) != JAXCORE_OK) return r; /* key_n, key_g */
    half = jaxcore_i_gdiv(s.p[0], 0x4000000000000000u, s.fmt);
    for (start = 0; start < n; start += cnt) {
        cnt = n - start < JAXCORE_I_LCHUNK ? n - start : JAXCORE_I_LCHUNK;
        r = jaxcore_i_units(kk[0], s.fmt, n, start, cnt, f, &c);
        if (r == JAXCORE_OK)
            r = jaxcore_i_gammas(kk[1], n, start, cnt, &half, 1, 0, 0, s.fmt, g, &c);
        if (r != JAXCORE_OK) return r;
        for (j = 0; j < cnt; ++j) { /* normal * sqrt(half_df / gamma(half_df)) */
            uint64_t q = jaxcore_i_gsqrt(jaxcore_i_gdiv(half, g[j], s.fmt), s.fmt);
            jaxcore_i_store(out, start + j,
                            jaxcore_i_gmul(jaxcore_i_normal_fast(f[j], s.fmt, s.fused), q, s.fmt),
                            s.fmt);
        }
    }
    return JAXCORE_OK;
}

/* Validates an integer-output sampler: integer dtype bits (0 if not one). */
JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_int_out(jaxcore_dtype dtype, size_t n, const void *out,
                                                   int *bits, int *is_signed) {
    *bits = jaxcore_i_int_bits(dtype, is_signed);
    if (!*bits) return JAXCORE_ERR_INVALID_DTYPE;
    if (n && !out) return JAXCORE_ERR_NULL;
    if (n > (size_t)-1 / 8) return JAXCORE_ERR_OVERFLOW;
    return JAXCORE_OK;
}

/* geometric's 1 / log1p(-p) in fmt: XLA's simplifier makes A / broadcast(B) A * broadcast(1 /
   B) (JAX 0.11.2, p = 1e-6) */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_geom_l(double p, int fmt, int fused) {
    uint64_t pp = jaxcore_i_gcast(jaxcore_i_dbits(p), fmt);
    return jaxcore_i_gdiv(JAXCORE_I_ONE,
                          jaxcore_i_gfn(JAXCORE_I_LOG1P, pp ^ JAXCORE_I_SB, fmt, fused), fmt);
}
/* geometric's element formula on the software float and on the loops' instances (below) */
JAXCORE_I_PRIVATE void jaxcore_i_geom_soft(const jaxcore_i_lc *x, uint64_t l, const uint64_t *f,
                                           size_t cnt, uint64_t *out);
JAXCORE_I_PRIVATE void jaxcore_i_dsm_soft(const jaxcore_i_lc *x, uint64_t sc, uint64_t lc,
                                          const uint8_t *sg, size_t cnt, uint64_t *v);
#ifdef JAXCORE_I_HW_LOOPS
/* the element formulas of wald (f 0), geometric (1) and double_sided_maxwell (2) on the loops'
   instance hw (jaxcore_i_loop_hw), MXCSR/FPCR at XLA's state around them (below) */
JAXCORE_I_PRIVATE void jaxcore_i_hw_elems(int hw, int f, const jaxcore_i_lc *x, const uint64_t *p,
                                          const void *a, const uint64_t *b, size_t cnt,
                                          uint64_t *out);
#endif
JAXCORE_API jaxcore_result jaxcore_random_geometric(jaxcore_key key, jaxcore_dtype p_dtype,
                                                    size_t n, double p, jaxcore_dtype dtype,
                                                    void *out, const jaxcore_random_config *cfg) {
    jaxcore_random_config c = jaxcore_i_rcfg(cfg);
    int fmt = jaxcore_i_dtype_fmt(p_dtype), bits, sg, fused = !c.no_fma, hw = -1;
    uint64_t f[JAXCORE_I_RCHUNK], l;
    jaxcore_i_lc lc;
    size_t start, cnt, j;
    jaxcore_result r = jaxcore_i_int_out(dtype, n, out, &bits, &sg);
    if (r != JAXCORE_OK) return r;
    if (fmt < 0) return JAXCORE_ERR_INVALID_DTYPE;
    if (!jaxcore_i_nonneg(p) || !(jaxcore_i_dbits(p) & ~JAXCORE_I_SB) ||
        jaxcore_i_lt64(JAXCORE_I_ONE, jaxcore_i_dbits(p)))
        return JAXCORE_ERR_BOUNDS; /* outside (0, 1] */
    if ((r = jaxcore_i_check_key(key, &c)) != JAXCORE_OK) return r;
    l = jaxcore_i_geom_l(p, fmt, fused);
    lc.fmt = fmt;
    lc.fused = fused;
#ifdef JAXCORE_I_HW_LOOPS
    hw = jaxcore_i_loop_hw(fmt, fused, &key);
#endif
    for (start = 0; start < n; start += cnt) {
        cnt = n - start < JAXCORE_I_RCHUNK ? n - start : JAXCORE_I_RCHUNK;
        if ((r = jaxcore_i_units(key, fmt, n, start, cnt, f, &c)) != JAXCORE_OK) return r;
            /* floor(log(u or 1) * (1 / log1p(-p))) + 1 */
#ifdef JAXCORE_I_HW_LOOPS
        if (hw >= 0)
            jaxcore_i_hw_elems(hw, 1, &lc, &l, f, NULL, cnt, f);
        else
#endif
            jaxcore_i_geom_soft(&lc, l, f, cnt, f);
        for (j = 0; j < cnt; ++j)
            jaxcore_i_store_int(out, start + j, jaxcore_i_to_int(f[j], bits, sg), bits);
    }
    (void)hw;
    return JAXCORE_OK;
}

JAXCORE_API jaxcore_result jaxcore_random_double_sided_maxwell(jaxcore_key key, jaxcore_dtype dtype,
                                                               size_t n, double loc, double scale,
                                                               void *out,
                                                               const jaxcore_random_config *cfg) {
    jaxcore_random_config c = jaxcore_i_rcfg(cfg);
    jaxcore_key k[2];
    int fmt = jaxcore_i_dtype_fmt(dtype), hw = -1;
    uint8_t s[JAXCORE_I_MCHUNK]; /* MCHUNK: the Cortex-M4 stack bound */
    uint64_t p[2], v[JAXCORE_I_MCHUNK];
    size_t start, j, cnt;
    jaxcore_i_lc x;
    jaxcore_result r;
    if (fmt < 0) return JAXCORE_ERR_INVALID_DTYPE;
    if (n && !out) return JAXCORE_ERR_NULL;
    if (jaxcore_i_isnan64(jaxcore_i_dbits(loc)) || jaxcore_i_isnan64(jaxcore_i_dbits(scale)))
        return JAXCORE_ERR_BOUNDS;
    if (!n) return JAXCORE_OK;
    if ((r = jaxcore_random_split(key, 2, k, &c.prng)) != JAXCORE_OK) return r;
    if ((r = jaxcore_random_maxwell(k[0], dtype, n, out, &c)) != JAXCORE_OK) return r;
    p[0] = jaxcore_i_gcast(jaxcore_i_dbits(scale), fmt);
    p[1] = jaxcore_i_gcast(jaxcore_i_dbits(loc), fmt);
    /* sign * maxwell * scale + loc: one fma below 4096 elements, two roundings from 4096 on
       (JAX 0.11.2 on XLA:CPU, tests/vectors/random/jax_cpu_sizes*) */
    x.fmt = fmt;
    x.fused = !c.no_fma && n < 4096;
#ifdef JAXCORE_I_HW_LOOPS
    hw = jaxcore_i_loop_hw(fmt, x.fused, &key);
#endif
    for (start = 0; start < n; start += cnt) {
        cnt = n - start < JAXCORE_I_MCHUNK ? n - start : JAXCORE_I_MCHUNK;
        if ((r = jaxcore_i_signs(k[1], n, start, cnt, s, &c)) != JAXCORE_OK) return r;
        for (j = 0; j < cnt; ++j)
            switch (fmt) {
            case JAXCORE_I_F64: v[j] = ((uint64_t *)out)[start + j]; break;
            case JAXCORE_I_F32: v[j] = JAXCORE_I_W32(((uint32_t *)out)[start + j]); break;
            default: v[j] = jaxcore_i_widen(((uint16_t *)out)[start + j], fmt); break;
            }
#ifdef JAXCORE_I_HW_LOOPS
        if (hw >= 0)
            jaxcore_i_hw_elems(hw, 2, &x, p, s, NULL, cnt, v);
        else
#endif
            jaxcore_i_dsm_soft(&x, p[0], p[1], s, cnt, v);
        for (j = 0; j < cnt; ++j)
            jaxcore_i_store(out, start + j, v[j], fmt);
    }
    (void)hw;
    return JAXCORE_OK;
}

/* XLA's Lanczos approximation of lgamma (g = 7, 8 terms) */
static const double jaxcore_i_lanczos[8] = {
    676.520368121885098567009190444019, -1259.13921672240287047156078755283,
    771.3234287776530788486528258894,   -176.61502916214059906584551354,
    12.507343278686904814458936853,     -0.13857109526572011689554707,
    9.984369578019570859563e-6,         1.50563273514931155834e-7};

JAXCORE_I_PRIVATE int jaxcore_i_le(uint64_t a, uint64_t b) { /* a <= b, false with NaN */
    return jaxcore_i_ge(b, a);
}
/* x (a float64 value) rounded to fmt */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_gconst(double x, int fmt) {
    return jaxcore_i_gcast(jaxcore_i_dbits(x), fmt);
}

/* The software float's division, floor, |v|, a < b and a <= b (the rejection loops' Q =
   jaxcore_i_ls, after JAXCORE_I_GAMMA_LOOP's steps) */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_ls_div(const jaxcore_i_lc *x, uint64_t a, uint64_t b) {
    return jaxcore_i_gdiv(a, b, x->fmt);
}
JAXCORE_I_PRIVATE uint64_t jaxcore_i_ls_floor(const jaxcore_i_lc *x, uint64_t v) {
    (void)x;
    return jaxcore_i_floor(v);
}
JAXCORE_I_PRIVATE uint64_t jaxcore_i_ls_abs(uint64_t v) { return v & ~JAXCORE_I_SB; }
JAXCORE_I_PRIVATE int jaxcore_i_ls_lt(uint64_t a, uint64_t b) { return jaxcore_i_lt64(a, b); }
JAXCORE_I_PRIVATE int jaxcore_i_ls_le(uint64_t a, uint64_t b) { return jaxcore_i_le(a, b); }
/* lgamma(v) for v >= 0.5 in x->fmt (XLA's Lanczos approximation; the rejection tests of
   poisson only evaluate it there, in float32), for the arithmetics Q of the loops (with
   Q##_log1p) */
#define JAXCORE_I_LGAMMA(NAME, Q, S, T)                                                            \
    S T NAME(const jaxcore_i_lc *x, T v) {                                                         \
        int F = x->fmt, i;                                                                         \
        T one = Q##_val(x, JAXCORE_I_ONE), c75 = Q##_val(x, 0x401e000000000000u); /* 7.5 */        \
        T z = Q##_sub(x, v, one), acc, t, lt;                                                      \
        acc = Q##_val(x, jaxcore_i_gconst(0.99999999999980993227684700473478, F));                 \
        for (i = 0; i < 8; ++i) {                                                                  \
            t = Q##_add(x, Q##_add(x, z, Q##_val(x, jaxcore_i_f64_from_int(i))), one);             \
            t = Q##_div(x, Q##_val(x, jaxcore_i_gconst(jaxcore_i_lanczos[i], F)), t);              \
            acc = Q##_add(x, acc, t);                                                              \
        }                                                                                          \
        t = Q##_add(x, c75, z);                                                                    \
        /* log(7.5) + log1p(z / 7.5), the division by the constant a product with its reciprocal   \
           (XLA's simplifier; JAX 0.11.2, poisson with lam = 1e6: 3 of 512 took another draw) */   \
        lt = Q##_mul(x, z, Q##_div(x, one, c75));                                                  \
        lt = Q##_add(x, Q##_val(x, jaxcore_i_gconst(2.0149030205422647, F)), Q##_log1p(x, lt));    \
        v = Q##_add(x, z, Q##_val(x, 0x3fe0000000000000u));                                        \
        v = Q##_sub(x, v, Q##_div(x, t, lt));                                                      \
        v = Q##_mad(x, v, lt, Q##_val(x, jaxcore_i_gconst(0.91893853320467274, F)));               \
        return Q##_add(x, v, Q##_log(x, acc));                                                     \
    }
JAXCORE_I_PRIVATE uint64_t jaxcore_i_ls_log1p(const jaxcore_i_lc *x, uint64_t a) {
    return jaxcore_i_glog1p(a, x->fmt, x->fused);
}
JAXCORE_I_LGAMMA(jaxcore_i_lgamma_soft, jaxcore_i_ls, JAXCORE_I_PRIVATE, uint64_t)
/* lgamma(x) in float32 on the software float */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_lgamma32(uint64_t x, int fused) {
    jaxcore_i_lc lc;
    lc.fmt = JAXCORE_I_F32;
    lc.fused = fused;
    return jaxcore_i_lgamma_soft(&lc, x);
}

/* One iteration of a shape-wide rejection loop over elements [start, start + cnt):
   kind 0 = poisson (Hormann), 1 = binomial (BTRS). prm: the loop's constants. */
typedef struct jaxcore_i_rej {
    int kind, fmt, fused;
    uint64_t lam, log_lam, a, b, inv_alpha, v_r; /* poisson */
    uint64_t count, c, r, alpha, m;              /* binomial (a, b, v_r shared) */
} jaxcore_i_rej;

JAXCORE_I_PRIVATE void jaxcore_i_rej_init(jaxcore_i_rej *p, int kind, int fmt, int fused) {
    p->kind = kind;
    p->fmt = fmt;
    p->fused = fused;
    p->lam = p->log_lam = p->a = p->b = p->inv_alpha = p->v_r = 0;
    p->count = p->c = p->r = p->alpha = p->m = 0;
}

static const double jaxcore_i_stirling[10] = {
    0.0810614667953272,  0.0413406959554092, 0.0276779256849983, 0.02079067210376509,
    0.0166446911898211,  0.0138761288230707, 0.0118967099458917, 0.0104112652619720,
    0.00925546218271273, 0.00833056343336287};

/* _stirling_approx_tail(k): the table up to 9, else the series at clamp(k, 0, 9) */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_stirling_tail(uint64_t k, int fmt) {
    uint64_t kc = k, k1, sq, t;
    if (jaxcore_i_lt64(kc, 0)) kc = 0;
    if (jaxcore_i_lt64(0x4022000000000000u, kc)) kc = 0x4022000000000000u; /* 9 */
    if (jaxcore_i_le(k, 0x4022000000000000u))
        return jaxcore_i_gconst(jaxcore_i_stirling[jaxcore_i_to_int(jaxcore_i_floor(kc), 32, 1)],
                                fmt);
    k1 = jaxcore_i_gadd(kc, JAXCORE_I_ONE, fmt);
    sq = jaxcore_i_gmul(k1, k1, fmt);
    t = jaxcore_i_gsub(jaxcore_i_gconst(1.0 / 360, fmt),
                       jaxcore_i_gdiv(jaxcore_i_gconst(1.0 / 1260, fmt), sq, fmt), fmt);
    t = jaxcore_i_gsub(jaxcore_i_gconst(1.0 / 12, fmt), jaxcore_i_gdiv(t, sq, fmt), fmt);
    return jaxcore_i_gdiv(t, k1, fmt);
}

/* BTRS's constants for count cv (floored) and q <= 1/2, in p->fmt (_btrs's prologue). */
JAXCORE_I_PRIVATE void jaxcore_i_btrs_init(jaxcore_i_rej *p, uint64_t cv, uint64_t q) {
    int F = p->fmt, fused = p->fused;
    uint64_t sd = jaxcore_i_gsqrt(
        jaxcore_i_gmul(jaxcore_i_gmul(cv, q, F), jaxcore_i_gsub(JAXCORE_I_ONE, q, F), F), F);
    p->count = cv;
    p->b = jaxcore_i_gmad(jaxcore_i_gconst(2.53, F), sd, jaxcore_i_gconst(1.15, F), F, fused);
    p->a =
        jaxcore_i_gmad(jaxcore_i_gconst(0.0248, F), p->b, jaxcore_i_gconst(-0.0873, F), F, fused);
    p->a = jaxcore_i_gmad(jaxcore_i_gconst(0.01, F), q, p->a, F, fused);
    p->c = jaxcore_i_gmad(cv, q, 0x3fe0000000000000u, F, fused);
    p->v_r = jaxcore_i_gsub(jaxcore_i_gconst(0.92, F),
                            jaxcore_i_gdiv(jaxcore_i_gconst(4.2, F), p->b, F), F);
    p->r = jaxcore_i_gdiv(q, jaxcore_i_gsub(JAXCORE_I_ONE, q, F), F);
    p->alpha = jaxcore_i_gmul(jaxcore_i_gadd(jaxcore_i_gconst(2.83, F),
                                             jaxcore_i_gdiv(jaxcore_i_gconst(5.1, F), p->b, F), F),
                              sd, F);
    p->m = jaxcore_i_floor(jaxcore_i_gmul(jaxcore_i_gadd(cv, JAXCORE_I_ONE, F), q, F));
}

/* The transformed rejection's constants for lam (>= 10) in F (_poisson_rejection's prologue) */
JAXCORE_I_PRIVATE void jaxcore_i_poisson_init(jaxcore_i_rej *p, uint64_t lm, int F, int fused) {
    jaxcore_i_rej_init(p, 0, F, fused);
    p->lam = lm;
    p->log_lam = jaxcore_i_gfn(JAXCORE_I_LOG, lm, F, fused);
    p->b = jaxcore_i_gmad(jaxcore_i_gconst(2.53, F), jaxcore_i_gsqrt(lm, F),
                          jaxcore_i_gconst(0.931, F), F, fused);
    p->a =
        jaxcore_i_gmad(jaxcore_i_gconst(0.02483, F), p->b, jaxcore_i_gconst(-0.059, F), F, fused);
    p->inv_alpha =
        jaxcore_i_gadd(jaxcore_i_gconst(1.1239, F),
                       jaxcore_i_gdiv(jaxcore_i_gconst(1.1328, F),
                                      jaxcore_i_gsub(p->b, jaxcore_i_gconst(3.4, F), F), F),
                       F);
    p->v_r = jaxcore_i_gsub(jaxcore_i_gconst(0.9277, F),
                            jaxcore_i_gdiv(jaxcore_i_gconst(3.6224, F),
                                           jaxcore_i_gsub(p->b, 0x4000000000000000u, F), F),
                            F);
}

/* One element of a rejection step from its uniforms f0, f1 (float64 patterns in x->fmt) and
   the step's constants p: k into *kout, 1 if accepted; written once for the arithmetics Q of
   JAXCORE_I_GAMMA_LOOP, with Q##_div, _floor, _abs, _lt (a < b, false with NaN), _le,
   _lgamma and _stir (the software float's lgamma and Stirling tail, both rare steps). */
#define JAXCORE_I_REJ_ELEM(NAME, Q, S, T)                                                          \
    S int NAME(const jaxcore_i_rej *p, const jaxcore_i_lc *x, uint64_t f0, uint64_t f1,            \
               uint64_t *kout) {                                                                   \
        int F = x->fmt, a1, rej;                                                                   \
        T half = Q##_val(x, 0x3fe0000000000000u), one = Q##_val(x, JAXCORE_I_ONE);                 \
        T u = Q##_sub(x, Q##_val(x, f0), half), v = Q##_val(x, f1), a = Q##_val(x, p->a), us, kk;  \
        T b = Q##_val(x, p->b), s, t;                                                              \
        us = Q##_sub(x, half, Q##_abs(u));                                                         \
        t = Q##_add(x, Q##_div(x, Q##_mul(x, Q##_val(x, 0x4000000000000000u), a), us), b);         \
        s = Q##_mul(x, v, Q##_val(x, p->kind ? p->alpha : p->inv_alpha));                          \
        s = Q##_div(x, s, Q##_add(x, Q##_div(x, a, Q##_mul(x, us, us)), b));                       \
        s = Q##_log(x, s);                                                                         \
        a1 = Q##_le(Q##_val(x, jaxcore_i_gconst(0.07, F)), us) && Q##_le(v, Q##_val(x, p->v_r));   \
        if (!p->kind) { /* poisson: floor((2a/us + b) u + lam + 0.43) */                           \
            kk = Q##_mad(x, t, u, Q##_val(x, p->lam));                                             \
            kk = Q##_floor(x, Q##_add(x, kk, Q##_val(x, jaxcore_i_gconst(0.43, F))));              \
            rej = Q##_lt(kk, Q##_val(x, 0)) ||                                                     \
                  (Q##_lt(us, Q##_val(x, jaxcore_i_gconst(0.013, F))) && Q##_lt(us, v));           \
            if (!a1 && !rej) { /* s <= -lam + k log(lam) - lgamma(k + 1) */                        \
                t = Q##_mad(x, kk, Q##_val(x, p->log_lam), Q##_val(x, p->lam ^ JAXCORE_I_SB));     \
                t = Q##_sub(x, t, Q##_lgamma(x, Q##_add(x, kk, one)));                             \
                a1 = Q##_le(s, t);                                                                 \
            }                                                                                      \
        } else { /* binomial: floor((2a/us + b) u + c) */                                          \
            T n = Q##_val(x, p->count), m = Q##_val(x, p->m), r = Q##_val(x, p->r), nk, nm, l;     \
            kk = Q##_floor(x, Q##_mad(x, t, u, Q##_val(x, p->c)));                                 \
            rej = Q##_lt(kk, Q##_val(x, 0)) || Q##_lt(n, kk);                                      \
            if (!a1 && !rej) { /* s <= the log of the bound (BTRS) */                              \
                nk = Q##_add(x, Q##_sub(x, n, kk), one);                                           \
                nm = Q##_add(x, Q##_sub(x, n, m), one);                                            \
                l = Q##_div(x, Q##_add(x, m, one), Q##_mul(x, r, nm));                             \
                t = Q##_mul(x, Q##_add(x, n, one), Q##_log(x, Q##_div(x, nm, nk)));                \
                t = Q##_mad(x, Q##_add(x, m, half), Q##_log(x, l), t);                             \
                l = Q##_div(x, Q##_mul(x, r, nk), Q##_add(x, kk, one));                            \
                t = Q##_mad(x, Q##_add(x, kk, half), Q##_log(x, l), t);                            \
                t = Q##_add(x, t, Q##_stir(x, m));                                                 \
                t = Q##_add(x, t, Q##_stir(x, Q##_sub(x, n, m)));                                  \
                t = Q##_sub(x, t, Q##_stir(x, kk));                                                \
                t = Q##_sub(x, t, Q##_stir(x, Q##_sub(x, n, kk)));                                 \
                a1 = Q##_le(s, t);                                                                 \
            }                                                                                      \
        }                                                                                          \
        *kout = Q##_bits(kk);                                                                      \
        return a1;                                                                                 \
    }
JAXCORE_I_PRIVATE uint64_t jaxcore_i_ls_lgamma(const jaxcore_i_lc *x, uint64_t v) {
    return jaxcore_i_lgamma32(v, x->fused);
}
JAXCORE_I_PRIVATE uint64_t jaxcore_i_ls_stir(const jaxcore_i_lc *x, uint64_t v) {
    return jaxcore_i_stirling_tail(v, x->fmt);
}
/* the software float's (inlined into jaxcore_i_rej_elem) */
JAXCORE_I_REJ_ELEM(jaxcore_i_rej_soft, jaxcore_i_ls, JAXCORE_I_PRIVATE, uint64_t)
#ifdef JAXCORE_I_HW_LOOPS
typedef int (*jaxcore_i_relem)(const jaxcore_i_rej *p, const jaxcore_i_lc *x, uint64_t f0,
                               uint64_t f1, uint64_t *kout);
/* On one lane of the loops' instances (after JAXCORE_I_HW_LOOP_INSTANCE) */
#define JAXCORE_I_HW_REJ_INSTANCE(name, N, P, A, VF, VM, W, F, M, avail)                           \
    JAXCORE_I_HWI A VF N##_l_div(const jaxcore_i_lc *x, VF a, VF b) {                              \
        (void)x;                                                                                   \
        return P##_div(a, b);                                                                      \
    }                                                                                              \
    JAXCORE_I_HWI A VF N##_l_abs(VF v) { return P##_abs(v); }                                      \
    JAXCORE_I_HWI A VF N##_l_floor(const jaxcore_i_lc *x, VF v) {                                  \
        return N##_l_val(x, jaxcore_i_floor(N##_l_bits(v)));                                       \
    }                                                                                              \
    JAXCORE_I_HWI A int N##_l_lt(VF a, VF b) {                                                     \
        return jaxcore_i_lt64(N##_l_bits(a), N##_l_bits(b));                                       \
    }                                                                                              \
    JAXCORE_I_HWI A int N##_l_le(VF a, VF b) {                                                     \
        return jaxcore_i_le(N##_l_bits(a), N##_l_bits(b));                                         \
    }                                                                                              \
    /* log1p: the software float's where it does not flush (jaxcore_i_hw_fn32) */                  \
    JAXCORE_I_HWI A VF N##_l_log1p(const jaxcore_i_lc *x, VF v) {                                  \
        uint32_t m = N##_l_lane(v) & 0x7fffffffu;                                                  \
        if (m && m < 0x2b800000u)                                                                  \
            return N##_l_val(x, jaxcore_i_glog1p(N##_l_bits(v), JAXCORE_I_F32, x->fused));         \
        return N##_log1pa(v);                                                                      \
    }                                                                                              \
    JAXCORE_I_LGAMMA(N##_l_lgamma, N##_l, JAXCORE_I_HWI A, VF)                                     \
    JAXCORE_I_HWI A VF N##_l_stir(const jaxcore_i_lc *x, VF v) {                                   \
        return N##_l_val(x, jaxcore_i_stirling_tail(N##_l_bits(v), x->fmt));                       \
    }                                                                                              \
    JAXCORE_I_REJ_ELEM(N##_rej_elem, N##_l, JAXCORE_I_PRIVATE A, VF)
JAXCORE_I_HW_LIST_SSE2(JAXCORE_I_HW_REJ_INSTANCE)
JAXCORE_I_HW_LIST_SSE2FMA(JAXCORE_I_HW_REJ_INSTANCE)
JAXCORE_I_HW_LIST_NEON(JAXCORE_I_HW_REJ_INSTANCE)
#ifdef JAXCORE_I_HD_LOOPS /* float64 (BTRS), on jaxcore_i_hl */
JAXCORE_I_HWI JAXCORE_I_A2 __m128d jaxcore_i_hl_div(const jaxcore_i_lc *x, __m128d a, __m128d b) {
    (void)x;
    return jaxcore_i_hd_div(a, b);
}
JAXCORE_I_HWI JAXCORE_I_A2 __m128d jaxcore_i_hl_abs(__m128d v) {
    return jaxcore_i_hd_b(jaxcore_i_hd_bits(v) & ~JAXCORE_I_SB);
}
JAXCORE_I_HWI JAXCORE_I_A2 __m128d jaxcore_i_hl_floor(const jaxcore_i_lc *x, __m128d v) {
    (void)x;
    return jaxcore_i_hd_b(jaxcore_i_floor(jaxcore_i_hd_bits(v)));
}
JAXCORE_I_HWI JAXCORE_I_A2 int jaxcore_i_hl_lt(__m128d a, __m128d b) {
    return jaxcore_i_lt64(jaxcore_i_hd_bits(a), jaxcore_i_hd_bits(b));
}
JAXCORE_I_HWI JAXCORE_I_A2 int jaxcore_i_hl_le(__m128d a, __m128d b) {
    return jaxcore_i_le(jaxcore_i_hd_bits(a), jaxcore_i_hd_bits(b));
}
/* lgamma (poisson's, whose lam is float32: not reached) and the Stirling tail: the software
   float's */
JAXCORE_I_HWI JAXCORE_I_A2 __m128d jaxcore_i_hl_lgamma(const jaxcore_i_lc *x, __m128d v) {
    return jaxcore_i_hd_b(jaxcore_i_ls_lgamma(x, jaxcore_i_hd_bits(v)));
}
JAXCORE_I_HWI JAXCORE_I_A2 __m128d jaxcore_i_hl_stir(const jaxcore_i_lc *x, __m128d v) {
    return jaxcore_i_hd_b(jaxcore_i_stirling_tail(jaxcore_i_hd_bits(v), x->fmt));
}
JAXCORE_I_REJ_ELEM(jaxcore_i_hd_rej_elem, jaxcore_i_hl, JAXCORE_I_PRIVATE JAXCORE_I_A2, __m128d)
#endif
#define JAXCORE_I_HW_REJ_FN(name, N, P, A, VF, VM, W, F, M, avail) N##_rej_elem,
static const jaxcore_i_relem jaxcore_i_hw_rej_elems[] = {
    JAXCORE_I_HW_LIST_SSE2(JAXCORE_I_HW_REJ_FN) JAXCORE_I_HW_LIST_SSE2FMA(JAXCORE_I_HW_REJ_FN)
        JAXCORE_I_HW_LIST_NEON(JAXCORE_I_HW_REJ_FN) JAXCORE_I_HD_LOOP(rej_elem)};
#endif

/* wald's samples of cnt elements from their unit draws fv (of normal(k1)) and fz (uniform(k2))
   into out (fv itself may be out), in the loops' arithmetic Q; p: mean, mean^2, 4 mean and
   -mean / 2 in x->fmt. As jax.random.wald writes it: y = v^2, x = mean + mean^2 y / 2 - mean /
   2 sqrt(4 mean y + mean^2 y^2) (XLA contracts the first product under the root and the last
   one), then x where z <= mean / (mean + x), else mean^2 / x. */
#define JAXCORE_I_WALD_RUN(NAME, Q, S, T)                                                          \
    S void NAME(const jaxcore_i_lc *x, const uint64_t *p, const uint64_t *fv, const uint64_t *fz,  \
                size_t cnt, uint64_t *out) {                                                       \
        T mu = Q##_val(x, p[0]), msq = Q##_val(x, p[1]), mu4 = Q##_val(x, p[2]);                   \
        T nmh = Q##_val(x, p[3]), two = Q##_val(x, 0x4000000000000000u), v, y, t, r;               \
        size_t j;                                                                                  \
        for (j = 0; j < cnt; ++j) {                                                                \
            v = Q##_normal(x, fv[j]);                                                              \
            y = Q##_mul(x, v, v);                                                                  \
            t = Q##_sqrt(x, Q##_mad(x, mu4, y, Q##_mul(x, msq, Q##_mul(x, y, y))));                \
            r = Q##_add(x, mu, Q##_div(x, Q##_mul(x, msq, y), two));                               \
            r = Q##_mad(x, nmh, t, r);                                                             \
            if (!Q##_le(Q##_val(x, fz[j]), Q##_div(x, mu, Q##_add(x, mu, r))))                     \
                r = Q##_div(x, msq, r);                                                            \
            out[j] = jaxcore_i_canon(Q##_bits(r));                                                 \
        }                                                                                          \
    }
/* The element formulas here write a NaN result as the software float's quiet NaN (an invalid
   operation: x86's default NaN has its sign set) */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_canon(uint64_t v) {
    return jaxcore_i_isnan64(v) ? jaxcore_i_nan_bits(JAXCORE_I_F64) : v;
}
/* geometric's floor(log(u or 1) * l) + 1 (l = 1 / log1p(-p)) of cnt units f into out (f itself
   may be out), in the loops' arithmetic Q */
#define JAXCORE_I_GEOM_RUN(NAME, Q, S, T)                                                          \
    S void NAME(const jaxcore_i_lc *x, uint64_t l, const uint64_t *f, size_t cnt, uint64_t *out) { \
        T one = Q##_val(x, JAXCORE_I_ONE), lv = Q##_val(x, l), g;                                  \
        size_t j;                                                                                  \
        for (j = 0; j < cnt; ++j) {                                                                \
            g = Q##_mul(x, Q##_log(x, f[j] ? Q##_val(x, f[j]) : one), lv);                         \
            out[j] = jaxcore_i_canon(Q##_bits(Q##_add(x, Q##_floor(x, g), one)));                  \
        }                                                                                          \
    }
JAXCORE_I_GEOM_RUN(jaxcore_i_geom_soft, jaxcore_i_ls, JAXCORE_I_PRIVATE, uint64_t)
/* double_sided_maxwell's sign * maxwell * scale + loc of cnt values v (sg[j] 0: negated) in
   place, in the loops' arithmetic Q (x->fused: a call of fewer than 4096 elements) */
#define JAXCORE_I_DSM_RUN(NAME, Q, S, T)                                                           \
    S void NAME(const jaxcore_i_lc *x, uint64_t sc, uint64_t lc, const uint8_t *sg, size_t cnt,    \
                uint64_t *v) {                                                                     \
        T a = Q##_val(x, sc), b = Q##_val(x, lc);                                                  \
        size_t j;                                                                                  \
        for (j = 0; j < cnt; ++j)                                                                  \
            v[j] = jaxcore_i_canon(                                                                \
                Q##_bits(Q##_mad(x, Q##_val(x, sg[j] ? v[j] : v[j] ^ JAXCORE_I_SB), a, b)));       \
    }
JAXCORE_I_DSM_RUN(jaxcore_i_dsm_soft, jaxcore_i_ls, JAXCORE_I_PRIVATE, uint64_t)
JAXCORE_I_PRIVATE uint64_t jaxcore_i_ls_sqrt(const jaxcore_i_lc *x, uint64_t a) {
    return jaxcore_i_gsqrt(a, x->fmt);
}
JAXCORE_I_WALD_RUN(jaxcore_i_wald_soft, jaxcore_i_ls, JAXCORE_I_PRIVATE, uint64_t)
/* JAXCORE_I_WALD_RUN's p for mean mu (float64 bits of a value of fmt) */
JAXCORE_I_PRIVATE void jaxcore_i_wald_prm(uint64_t mu, int fmt, uint64_t *p) {
    p[0] = mu;
    p[1] = jaxcore_i_gmul(mu, mu, fmt);                                 /* mean^2 */
    p[2] = jaxcore_i_gmul(0x4010000000000000u, mu, fmt);                /* 4 * mean */
    p[3] = jaxcore_i_gdiv(mu, 0x4000000000000000u, fmt) ^ JAXCORE_I_SB; /* -(mean / 2) */
}
#ifdef JAXCORE_I_HW_LOOPS
typedef void (*jaxcore_i_wrun)(const jaxcore_i_lc *x, const uint64_t *p, const uint64_t *fv,
                               const uint64_t *fz, size_t cnt, uint64_t *out);
#define JAXCORE_I_HW_WALD_INSTANCE(name, N, P, A, VF, VM, W, F, M, avail)                          \
    JAXCORE_I_HWI A VF N##_l_sqrt(const jaxcore_i_lc *x, VF a) {                                   \
        (void)x;                                                                                   \
        return P##_sqrt(a);                                                                        \
    }                                                                                              \
    JAXCORE_I_WALD_RUN(N##_wald_run, N##_l, JAXCORE_I_PRIVATE A, VF)                               \
    JAXCORE_I_GEOM_RUN(N##_geom_run, N##_l, JAXCORE_I_PRIVATE A, VF)                               \
    JAXCORE_I_DSM_RUN(N##_dsm_run, N##_l, JAXCORE_I_PRIVATE A, VF)
JAXCORE_I_HW_LIST_SSE2(JAXCORE_I_HW_WALD_INSTANCE)
JAXCORE_I_HW_LIST_SSE2FMA(JAXCORE_I_HW_WALD_INSTANCE)
JAXCORE_I_HW_LIST_NEON(JAXCORE_I_HW_WALD_INSTANCE)
#ifdef JAXCORE_I_HD_LOOPS
JAXCORE_I_HWI JAXCORE_I_A2 __m128d jaxcore_i_hl_sqrt(const jaxcore_i_lc *x, __m128d a) {
    (void)x;
    return jaxcore_i_hd_sqrt(a);
}
JAXCORE_I_WALD_RUN(jaxcore_i_hd_wald_run, jaxcore_i_hl, JAXCORE_I_PRIVATE JAXCORE_I_A2, __m128d)
JAXCORE_I_GEOM_RUN(jaxcore_i_hd_geom_run, jaxcore_i_hl, JAXCORE_I_PRIVATE JAXCORE_I_A2, __m128d)
JAXCORE_I_DSM_RUN(jaxcore_i_hd_dsm_run, jaxcore_i_hl, JAXCORE_I_PRIVATE JAXCORE_I_A2, __m128d)
#endif
#define JAXCORE_I_HW_WALD_FN(name, N, P, A, VF, VM, W, F, M, avail) N##_wald_run,
static const jaxcore_i_wrun jaxcore_i_hw_wald_runs[] = {
    JAXCORE_I_HW_LIST_SSE2(JAXCORE_I_HW_WALD_FN) JAXCORE_I_HW_LIST_SSE2FMA(JAXCORE_I_HW_WALD_FN)
        JAXCORE_I_HW_LIST_NEON(JAXCORE_I_HW_WALD_FN) JAXCORE_I_HD_LOOP(wald_run)};
typedef void (*jaxcore_i_grun)(const jaxcore_i_lc *x, uint64_t l, const uint64_t *f, size_t cnt,
                               uint64_t *out);
#define JAXCORE_I_HW_GEOM_FN(name, N, P, A, VF, VM, W, F, M, avail) N##_geom_run,
static const jaxcore_i_grun jaxcore_i_hw_geom_runs[] = {
    JAXCORE_I_HW_LIST_SSE2(JAXCORE_I_HW_GEOM_FN) JAXCORE_I_HW_LIST_SSE2FMA(JAXCORE_I_HW_GEOM_FN)
        JAXCORE_I_HW_LIST_NEON(JAXCORE_I_HW_GEOM_FN) JAXCORE_I_HD_LOOP(geom_run)};
typedef void (*jaxcore_i_drun)(const jaxcore_i_lc *x, uint64_t sc, uint64_t lc, const uint8_t *sg,
                               size_t cnt, uint64_t *v);
#define JAXCORE_I_HW_DSM_FN(name, N, P, A, VF, VM, W, F, M, avail) N##_dsm_run,
static const jaxcore_i_drun jaxcore_i_hw_dsm_runs[] = {
    JAXCORE_I_HW_LIST_SSE2(JAXCORE_I_HW_DSM_FN) JAXCORE_I_HW_LIST_SSE2FMA(JAXCORE_I_HW_DSM_FN)
        JAXCORE_I_HW_LIST_NEON(JAXCORE_I_HW_DSM_FN) JAXCORE_I_HD_LOOP(dsm_run)};
/* f: 0 wald (p its four parameters, a and b the units), 1 geometric (p[0] its l, a the units),
   2 double_sided_maxwell (p[0] scale, p[1] loc, a the signs, b the values) */
JAXCORE_I_PRIVATE void jaxcore_i_hw_elems(int hw, int f, const jaxcore_i_lc *x, const uint64_t *p,
                                          const void *a, const uint64_t *b, size_t cnt,
                                          uint64_t *out) {
    jaxcore_i_fpenv env = jaxcore_i_fp_enter();
    if (f == 0)
        jaxcore_i_hw_wald_runs[hw](x, p, (const uint64_t *)a, b, cnt, out);
    else if (f == 1)
        jaxcore_i_hw_geom_runs[hw](x, p[0], (const uint64_t *)a, cnt, out);
    else
        jaxcore_i_hw_dsm_runs[hw](x, p[0], p[1], (const uint8_t *)a, cnt, out);
    jaxcore_i_fp_leave(env);
}
#endif

/* One element of a step on the software float, or on the hardware loops' instance hw (>= 0,
   jaxcore_i_loop_hw); p0 NULL: the element's own BTRS count cn and probability qn
   (binomial with an array count), whose constants are computed here (not inlined: they and
   the element's steps stay off the step's frame while the step draws) */
JAXCORE_I_NOINLINE int jaxcore_i_rej_elem(const jaxcore_i_rej *p0, int hw, const jaxcore_i_lc *x,
                                          uint64_t cn, uint64_t qn, uint64_t f0, uint64_t f1,
                                          uint64_t *kout) {
    jaxcore_i_rej el;
    if (!p0) {
        jaxcore_i_rej_init(&el, 1, x->fmt, x->fused);
        jaxcore_i_btrs_init(&el, cn, qn);
        p0 = &el;
    }
#ifdef JAXCORE_I_HW_LOOPS
    if (hw >= 0) return jaxcore_i_hw_rej_elems[hw](p0, x, f0, f1, kout);
#endif
    (void)hw;
    return jaxcore_i_rej_soft(p0, x, f0, f1, kout);
}

/* One iteration over elements [start, start + cnt) (cnt <= JAXCORE_I_LCHUNK) in F. p0: the
   constants, or NULL for per-element BTRS counts and probabilities cn, qn of the chunk
   (binomial with an array count: each element has its own constants). float32 on the
   hardware float where jaxcore_i_gamma_one takes it. */
JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_rej_step(const jaxcore_i_rej *p0, int F, int fused,
                                                    jaxcore_key *rng, uint64_t total,
                                                    uint64_t start, size_t cnt, const uint64_t *cn,
                                                    const uint64_t *qn, uint64_t *k, uint8_t *acc,
                                                    const jaxcore_random_config *c) {
    uint64_t f0[JAXCORE_I_MCHUNK], f1[JAXCORE_I_MCHUNK]; /* the uniforms, a piece at a time */
    jaxcore_key ks[3];
    size_t j, d, m;
    jaxcore_i_lc lc;
    int hw = -1;                                        /* the software float */
    jaxcore_result r = jaxcore_i_split(*rng, 3, ks, c); /* key, subkey_0, subkey_1 */
    if (r != JAXCORE_OK) return r;
    lc.fmt = F;
    lc.fused = fused;
#ifdef JAXCORE_I_HW_LOOPS
    hw = jaxcore_i_loop_hw(F, fused, rng);
#endif
    for (d = 0; d < cnt; d += m) {
        m = cnt - d < JAXCORE_I_MCHUNK ? cnt - d : JAXCORE_I_MCHUNK;
        r = jaxcore_i_units(ks[1], F, total, start + d, m, f0, c);
        if (r == JAXCORE_OK) r = jaxcore_i_units(ks[2], F, total, start + d, m, f1, c);
        if (r != JAXCORE_OK) return r;
        {
#ifdef JAXCORE_I_HW_LOOPS
            jaxcore_i_fpenv env = hw >= 0 ? jaxcore_i_fp_enter() : 0;
#endif
            for (j = 0; j < m; ++j)
                acc[d + j] = (uint8_t)jaxcore_i_rej_elem(
                    p0, hw, &lc, p0 ? 0 : cn[d + j], p0 ? 0 : qn[d + j], f0[j], f1[j], &k[d + j]);
#ifdef JAXCORE_I_HW_LOOPS
            if (hw >= 0) jaxcore_i_fp_leave(env);
#endif
        }
    }
    *rng = ks[0];
    return JAXCORE_OK;
}

/* Where loop results go: an integer dtype (bits) or a float format (ofmt, optionally as
   count - value: binomial's p > 1/2 flip). */
typedef struct jaxcore_i_sink {
    void *out;
    int bits, is_signed, ofmt, flip;
    uint64_t count;
} jaxcore_i_sink;

JAXCORE_I_PRIVATE void jaxcore_i_sink_init(jaxcore_i_sink *s, void *out, int bits, int is_signed,
                                           int ofmt) {
    s->out = out;
    s->bits = bits;
    s->is_signed = is_signed;
    s->ofmt = ofmt;
    s->flip = 0;
    s->count = 0;
}

JAXCORE_I_PRIVATE void jaxcore_i_sink_put(const jaxcore_i_sink *s, size_t i, uint64_t v) {
    if (s->bits) {
        jaxcore_i_store_int(s->out, i, jaxcore_i_to_int(v, s->bits, s->is_signed), s->bits);
        return;
    }
    v = jaxcore_i_gcast(v, s->ofmt);
    if (s->flip) v = jaxcore_i_gsub(jaxcore_i_gcast(s->count, s->ofmt), v, s->ofmt);
    jaxcore_i_store(s->out, i, v, s->ofmt);
}

/* After a rejection step: each element the step accepted (acc) keeps its k in kout and is
   marked done; returns how many were not done before. */
JAXCORE_I_PRIVATE size_t jaxcore_i_rej_accept(const uint8_t *acc, const uint64_t *k, uint64_t *kout,
                                              uint8_t *done, size_t cnt) {
    size_t j, newly = 0;
    for (j = 0; j < cnt; ++j) {
        if (!acc[j]) continue;
        kout[j] = k[j];
        newly += !done[j];
        done[j] = 1;
    }
    return newly;
}

/* Iterations of JAX's rejection loop over elements [start, start + cnt) of a shape-(n,)
   call, each element keeping the k of the last iteration that accepted it. from = 0: from
   the start until every element was accepted and least iterations ran (max_iters at most),
   putting every element's k (-1 if none accepted it); from > 0: iterations [from, to),
   putting the k of the elements they accept. *its: the iteration count reached. */
JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_rej_run(const jaxcore_i_rej *p, jaxcore_key key,
                                                   size_t n, size_t start, size_t cnt,
                                                   uint64_t from, uint64_t to, uint64_t least,
                                                   uint64_t max_iters, const jaxcore_i_sink *sink,
                                                   const jaxcore_random_config *c, uint64_t *its) {
    uint64_t k[JAXCORE_I_LCHUNK], kout[JAXCORE_I_LCHUNK], it;
    uint8_t acc[JAXCORE_I_LCHUNK], done[JAXCORE_I_LCHUNK];
    jaxcore_key ks[3];
    size_t j, left = cnt;
    jaxcore_result r;
    for (it = 0; it < from; ++it) { /* the loop's key after `from` iterations */
        if ((r = jaxcore_i_split(key, 3, ks, c)) != JAXCORE_OK) return r;
        key = ks[0];
    }
    for (j = 0; j < cnt; ++j) {
        done[j] = 0;
        kout[j] = JAXCORE_I_ONE | JAXCORE_I_SB; /* -1 */
    }
    for (; from ? it < to : ((left || it < least) && it < max_iters); ++it) {
        r = jaxcore_i_rej_step(p, p->fmt, p->fused, &key, n, start, cnt, NULL, NULL, k, acc, c);
        if (r != JAXCORE_OK) return r;
        left -= jaxcore_i_rej_accept(acc, k, kout, done, cnt);
    }
    for (j = 0; j < cnt; ++j)
        if (!from || done[j]) jaxcore_i_sink_put(sink, start + j, kout[j]);
    *its = it;
    return JAXCORE_OK;
}

/* JAX's rejection while-loop over the whole shape: it runs until every element was
   accepted once (or max_iters), and each element keeps the k of the LAST iteration that
   accepted it, so the iteration count is a property of the whole shape. Each chunk runs
   until its elements are accepted and for at least the count of the chunks before it (which
   the whole shape runs anyway), and puts its results; then the chunks that stopped short
   of the final count run on to it. The count so far only grows: up to JAXCORE_I_REJ_RISES
   of its rises (the chunk, the new count) say where each chunk stopped; after them, a chunk
   runs on from the last one recorded, a lower bound (the iterations replayed put the same
   values again, in the same order). */
#define JAXCORE_I_REJ_RISES (JAXCORE_CHUNK < 128 ? 4 : 16)
JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_rejection(const jaxcore_i_rej *p, jaxcore_key key,
                                                     size_t n, uint64_t max_iters,
                                                     const jaxcore_i_sink *sink,
                                                     const jaxcore_random_config *c) {
    size_t rise_at[JAXCORE_I_REJ_RISES], start, cnt;
    uint64_t rise_to[JAXCORE_I_REJ_RISES], iters = 0, its, from = 0;
    int rises = 0, i = 0, pass;
    jaxcore_result r;
    for (pass = 0; pass < 2; ++pass) {
        for (start = 0; start < n; start += cnt) {
            cnt = n - start < JAXCORE_I_LCHUNK ? n - start : JAXCORE_I_LCHUNK;
            if (pass) { /* where this chunk stopped, or a lower bound */
                while (i + 1 < rises && rise_at[i + 1] <= start)
                    ++i;
                from = rises ? rise_to[i] : 0;
                if (from >= iters) continue;
            }
            r = jaxcore_i_rej_run(p, key, n, start, cnt, from, iters, iters, max_iters, sink, c,
                                  &its);
            if (r != JAXCORE_OK) return r;
            if (!pass && its > iters && rises < JAXCORE_I_REJ_RISES) {
                rise_at[rises] = start;
                rise_to[rises++] = its;
            }
            if (!pass && its > iters) iters = its;
        }
    }
    return JAXCORE_OK;
}

/* One step of binomial's inversion over a chunk of cnt elements (count q <= 10): each element
   whose sum of geometric gaps has not passed cv counts one more in num and adds the gap
   ceil(log f / l1); returns how many are done after it. For the arithmetics Q of the loops. */
#define JAXCORE_I_GAP_STEP(NAME, Q, S, T)                                                          \
    S size_t NAME(const jaxcore_i_lc *x, uint64_t cv, uint64_t l1, const uint64_t *f,              \
                  uint64_t *num, uint64_t *sum, size_t cnt) {                                      \
        size_t j, fin = 0;                                                                         \
        T one = Q##_val(x, JAXCORE_I_ONE), l = Q##_val(x, l1), g;                                  \
        for (j = 0; j < cnt; ++j) {                                                                \
            if (!jaxcore_i_le(sum[j], cv)) continue; /* done */                                    \
            num[j] = Q##_bits(Q##_add(x, Q##_val(x, num[j]), one));                                \
            g = Q##_div(x, Q##_log(x, Q##_val(x, f[j])), l);                                       \
            sum[j] = Q##_bits(Q##_add(x, Q##_val(x, sum[j]), Q##_ceil(x, g)));                     \
            fin += !jaxcore_i_le(sum[j], cv);                                                      \
        }                                                                                          \
        return fin;                                                                                \
    }

/* One step of poisson's Knuth loop over a chunk of cnt elements (lam < 10): each element not
   done (its log-product lp still above nlam = -lam) counts one more draw in k and adds the log
   of its uniform f; returns how many are done after it. For the arithmetics Q of the loops. */
#define JAXCORE_I_KNUTH_STEP(NAME, Q, S, T)                                                        \
    S size_t NAME(const jaxcore_i_lc *x, uint64_t nlam, const uint64_t *f, uint64_t *lp,           \
                  uint64_t *k, size_t cnt) {                                                       \
        size_t j, fin = 0;                                                                         \
        for (j = 0; j < cnt; ++j) {                                                                \
            if (!jaxcore_i_lt64(nlam, lp[j])) continue; /* done */                                 \
            ++k[j];                                                                                \
            lp[j] = Q##_bits(Q##_add(x, Q##_val(x, lp[j]), Q##_log(x, Q##_val(x, f[j]))));         \
            fin += !jaxcore_i_lt64(nlam, lp[j]);                                                   \
        }                                                                                          \
        return fin;                                                                                \
    }
JAXCORE_I_PRIVATE uint64_t jaxcore_i_ls_ceil(const jaxcore_i_lc *x, uint64_t v) {
    (void)x;
    return jaxcore_i_ceil(v);
}
JAXCORE_I_KNUTH_STEP(jaxcore_i_knuth_soft, jaxcore_i_ls, JAXCORE_I_PRIVATE, uint64_t)
JAXCORE_I_GAP_STEP(jaxcore_i_gap_soft, jaxcore_i_ls, JAXCORE_I_PRIVATE, uint64_t)
#ifdef JAXCORE_I_HW_LOOPS
#define JAXCORE_I_HW_KNUTH_INSTANCE(name, N, P, A, VF, VM, W, F, M, avail)                         \
    JAXCORE_I_HWI A VF N##_l_ceil(const jaxcore_i_lc *x, VF v) {                                   \
        return N##_l_val(x, jaxcore_i_ceil(N##_l_bits(v)));                                        \
    }                                                                                              \
    JAXCORE_I_KNUTH_STEP(N##_knuth_step, N##_l, JAXCORE_I_PRIVATE A, VF)                           \
    JAXCORE_I_GAP_STEP(N##_gap_step, N##_l, JAXCORE_I_PRIVATE A, VF)
JAXCORE_I_HW_LIST_SSE2(JAXCORE_I_HW_KNUTH_INSTANCE)
JAXCORE_I_HW_LIST_SSE2FMA(JAXCORE_I_HW_KNUTH_INSTANCE)
JAXCORE_I_HW_LIST_NEON(JAXCORE_I_HW_KNUTH_INSTANCE)
#ifdef JAXCORE_I_HD_LOOPS
JAXCORE_I_HWI JAXCORE_I_A2 __m128d jaxcore_i_hl_ceil(const jaxcore_i_lc *x, __m128d v) {
    (void)x;
    return jaxcore_i_hd_b(jaxcore_i_ceil(jaxcore_i_hd_bits(v)));
}
JAXCORE_I_KNUTH_STEP(jaxcore_i_hd_knuth_step, jaxcore_i_hl, JAXCORE_I_PRIVATE JAXCORE_I_A2, __m128d)
JAXCORE_I_GAP_STEP(jaxcore_i_hd_gap_step, jaxcore_i_hl, JAXCORE_I_PRIVATE JAXCORE_I_A2, __m128d)
#endif
typedef size_t (*jaxcore_i_kstep)(const jaxcore_i_lc *x, uint64_t nlam, const uint64_t *f,
                                  uint64_t *lp, uint64_t *k, size_t cnt);
#define JAXCORE_I_HW_KNUTH_FN(name, N, P, A, VF, VM, W, F, M, avail) N##_knuth_step,
static const jaxcore_i_kstep jaxcore_i_hw_knuth_steps[] = {
    JAXCORE_I_HW_LIST_SSE2(JAXCORE_I_HW_KNUTH_FN) JAXCORE_I_HW_LIST_SSE2FMA(JAXCORE_I_HW_KNUTH_FN)
        JAXCORE_I_HW_LIST_NEON(JAXCORE_I_HW_KNUTH_FN) JAXCORE_I_HD_LOOP(knuth_step)};
typedef size_t (*jaxcore_i_gstep)(const jaxcore_i_lc *x, uint64_t cv, uint64_t l1,
                                  const uint64_t *f, uint64_t *num, uint64_t *sum, size_t cnt);
#define JAXCORE_I_HW_GAP_FN(name, N, P, A, VF, VM, W, F, M, avail) N##_gap_step,
static const jaxcore_i_gstep jaxcore_i_hw_gap_steps[] = {
    JAXCORE_I_HW_LIST_SSE2(JAXCORE_I_HW_GAP_FN) JAXCORE_I_HW_LIST_SSE2FMA(JAXCORE_I_HW_GAP_FN)
        JAXCORE_I_HW_LIST_NEON(JAXCORE_I_HW_GAP_FN) JAXCORE_I_HD_LOOP(gap_step)};
#endif

JAXCORE_API jaxcore_result jaxcore_random_poisson(jaxcore_key key, size_t n, double lam,
                                                  jaxcore_dtype dtype, void *out,
                                                  const jaxcore_random_config *cfg) {
    jaxcore_random_config c = jaxcore_i_rcfg(cfg);
    const int F = JAXCORE_I_F32;
    int bits, sg, fused = !c.no_fma;
    uint64_t lm, max_iters, lp[JAXCORE_I_LCHUNK], k[JAXCORE_I_LCHUNK], f[JAXCORE_I_LCHUNK], it;
    size_t start, cnt, j, left;
    jaxcore_i_sink sink;
    jaxcore_i_lc lc;
    int hw = -1; /* Knuth's steps on the software float, or on this instance */
    jaxcore_result r = jaxcore_i_int_out(dtype, n, out, &bits, &sg);
    if (r != JAXCORE_OK) return r;
    /* JAX: "`poisson` is only implemented for the threefry2x32 RNG" */
    if (key.impl != jaxcore_threefry2x32()) return JAXCORE_ERR_IMPL_MISMATCH;
    if (!jaxcore_i_nonneg(lam) || !jaxcore_i_finite(lam)) return JAXCORE_ERR_BOUNDS;
    if ((r = jaxcore_i_check_key(key, &c)) != JAXCORE_OK) return r;
    lm = jaxcore_i_gconst(lam, F); /* JAX samples with lam in float32 */
    /* iinfo(dtype).max iterations at most */
    max_iters = bits - sg == 64 ? ~(uint64_t)0 : ((uint64_t)1 << (bits - sg)) - 1;
    if (!lm) { /* lam == 0: zeros */
        for (j = 0; j < n; ++j)
            jaxcore_i_store_int(out, j, 0, bits);
        return JAXCORE_OK;
    }
    if (!jaxcore_i_lt64(lm, 0x4024000000000000u)) { /* lam >= 10: transformed rejection */
        jaxcore_i_rej p;
        jaxcore_i_poisson_init(&p, lm, F, fused);
        jaxcore_i_sink_init(&sink, out, bits, sg, F);
        return jaxcore_i_rejection(&p, key, n, max_iters, &sink, &c);
    }
    /* Knuth: count uniforms until their log-product drops to -lam; the result is count - 1 */
    lc.fmt = F;
    lc.fused = fused;
#ifdef JAXCORE_I_HW_LOOPS
    hw = jaxcore_i_loop_hw(F, fused, &key);
#endif
    (void)hw;
    for (start = 0; start < n; start += cnt) {
        jaxcore_key rng = key, ks[2];
        cnt = n - start < JAXCORE_I_LCHUNK ? n - start : JAXCORE_I_LCHUNK;
        for (j = 0; j < cnt; ++j)
            lp[j] = k[j] = 0;
        left = cnt;
        for (it = 0; left && it < max_iters; ++it) {
            if ((r = jaxcore_i_split(rng, 2, ks, &c)) != JAXCORE_OK) return r;
            rng = ks[0];
            if ((r = jaxcore_i_units(ks[1], F, n, start, cnt, f, &c)) != JAXCORE_OK) return r;
#ifdef JAXCORE_I_HW_LOOPS
            if (hw >= 0) {
                jaxcore_i_fpenv env = jaxcore_i_fp_enter();
                left -= jaxcore_i_hw_knuth_steps[hw](&lc, lm ^ JAXCORE_I_SB, f, lp, k, cnt);
                jaxcore_i_fp_leave(env);
                continue;
            }
#endif
            left -= jaxcore_i_knuth_soft(&lc, lm ^ JAXCORE_I_SB, f, lp, k, cnt);
        }
        for (j = 0; j < cnt; ++j)
            jaxcore_i_store_int(out, start + j, k[j] - 1, bits);
    }
    return JAXCORE_OK;
}

/* binomial's inversion (count q <= 10; cv the floored count): geometric gaps
   ceil(log u / log1p(-q)) until they pass cv, counted into sink (not inlined: its buffers stay
   off the frame of the BTRS path) */
JAXCORE_I_NOINLINE jaxcore_result jaxcore_i_binom_inv(jaxcore_key key, size_t n, uint64_t cv,
                                                      uint64_t q, int F, int fused,
                                                      uint64_t max_iters,
                                                      const jaxcore_i_sink *sink,
                                                      const jaxcore_random_config *c) {
    uint64_t l1 = jaxcore_i_gfn(JAXCORE_I_LOG1P, q ^ JAXCORE_I_SB, F, fused), it;
    uint64_t num[JAXCORE_I_LCHUNK], sum[JAXCORE_I_LCHUNK], f[JAXCORE_I_LCHUNK];
    size_t start, cnt, j, left;
    jaxcore_i_lc lc;
    int hw = -1; /* the steps on the software float, or on this instance */
    jaxcore_result r;
    lc.fmt = F;
    lc.fused = fused;
#ifdef JAXCORE_I_HW_LOOPS
    hw = jaxcore_i_loop_hw(F, fused, &key);
#endif
    (void)hw;
    for (start = 0; start < n; start += cnt) {
        jaxcore_key rng = key, ks[2];
        cnt = n - start < JAXCORE_I_LCHUNK ? n - start : JAXCORE_I_LCHUNK;
        for (j = 0; j < cnt; ++j)
            num[j] = sum[j] = 0;
        left = cnt;
        for (it = 0; left && it < max_iters; ++it) {
            if ((r = jaxcore_i_split(rng, 2, ks, c)) != JAXCORE_OK) return r;
            rng = ks[1]; /* subkey, key = split(key) */
            if ((r = jaxcore_i_units(ks[0], F, n, start, cnt, f, c)) != JAXCORE_OK) return r;
#ifdef JAXCORE_I_HW_LOOPS
            if (hw >= 0) {
                jaxcore_i_fpenv env = jaxcore_i_fp_enter();
                left -= jaxcore_i_hw_gap_steps[hw](&lc, cv, l1, f, num, sum, cnt);
                jaxcore_i_fp_leave(env);
                continue;
            }
#endif
            left -= jaxcore_i_gap_soft(&lc, cv, l1, f, num, sum, cnt);
        }
        for (j = 0; j < cnt; ++j)
            jaxcore_i_sink_put(sink, start + j, jaxcore_i_gsub(num[j], JAXCORE_I_ONE, F));
    }
    return JAXCORE_OK;
}

JAXCORE_API jaxcore_result jaxcore_random_binomial(jaxcore_key key, jaxcore_dtype p_dtype, size_t n,
                                                   double count, double p, jaxcore_dtype dtype,
                                                   void *out, const jaxcore_random_config *cfg) {
    jaxcore_random_config c = jaxcore_i_rcfg(cfg);
    int F = jaxcore_i_dtype_fmt(p_dtype), O = jaxcore_i_dtype_fmt(dtype), fused = !c.no_fma;
    int p_lt_half, bad_count, q_nan, q_neg, cinf, inv;
    uint64_t cv, pv, q, max_iters = ~(uint64_t)0;
    size_t j;
    jaxcore_i_sink sink;
    jaxcore_i_rej rp;
    jaxcore_result r;
    if (F < 0 || O < 0) return JAXCORE_ERR_INVALID_DTYPE;
    if (n && !out) return JAXCORE_ERR_NULL;
    if (n > (size_t)-1 / 8) return JAXCORE_ERR_OVERFLOW;
    if ((r = jaxcore_i_check_key(key, &c)) != JAXCORE_OK) return r;
    cv = jaxcore_i_gconst(count, F);
    pv = jaxcore_i_gconst(p, F);
    p_lt_half = jaxcore_i_lt64(pv, 0x3fe0000000000000u);
    q = p_lt_half ? pv : jaxcore_i_gsub(JAXCORE_I_ONE, pv, F);
    bad_count = jaxcore_i_isnan64(cv) || jaxcore_i_lt64(cv, 0);
    cinf = (cv & ~JAXCORE_I_SB) == 0x7ff0000000000000u;
    q_nan = jaxcore_i_isnan64(q);
    q_neg = jaxcore_i_lt64(q, 0);
    jaxcore_i_sink_init(&sink, out, 0, 0, O);
    if (q_nan || q_neg || bad_count || cinf) { /* JAX's answers: NaN, or inf for count inf */
        uint64_t v =
            (q_nan || q_neg || bad_count) ? jaxcore_i_nan_bits(JAXCORE_I_F64) : 0x7ff0000000000000u;
        for (j = 0; j < n; ++j)
            jaxcore_i_sink_put(&sink, j, v);
        return JAXCORE_OK;
    }
    sink.flip = !p_lt_half;
    /* use_inversion: count q <= 10, with the count before its floor (as JAX) */
    inv = jaxcore_i_le(jaxcore_i_gmul(cv, q, F), 0x4024000000000000u);
    cv = jaxcore_i_floor(cv);
    sink.count = cv;
    if (O == JAXCORE_I_F16) max_iters = 65504; /* finfo(dtype).max */
    if (!inv) {                                /* count q > 10: BTRS */
        jaxcore_i_rej_init(&rp, 1, F, fused);
        jaxcore_i_btrs_init(&rp, cv, q);
        return jaxcore_i_rejection(&rp, key, n, max_iters, &sink, &c);
    }
    return jaxcore_i_binom_inv(key, n, cv, q, F, fused, max_iters, &sink, &c);
}

/* ---- wald, generalized_normal, ball, multinomial -------------------------------------------
   Compositions of the samplers above, op for op as jax/_src/random/core.py writes them. */

/* A Python float parameter as JAX sees it inside the sampler's jit: a weak float32 (float64
   with x64, or for a float64 sampler), then converted to fmt (float16/bfloat16: two
   roundings, as JAX). */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_pyfloat(double x, int fmt, const jaxcore_random_config *c) {
    int w = jaxcore_i_weakfmt(fmt, c);
    return jaxcore_i_gcast(jaxcore_i_gcast(jaxcore_i_dbits(x), w), fmt);
}

/* x (float64 bits) > 0 and finite */
JAXCORE_I_PRIVATE int jaxcore_i_posfinite(uint64_t x) { return x && x < 0x7ff0000000000000u; }

/* 1 / p of generalized_normal and ball (computed in the weak float type, then in fmt); 0 when
   p or 1 / p is not a positive finite value there. *inv: gamma's 1 / alpha of that alpha,
   p itself where fmt is the weak type (XLA's simplifier rewrites 1 / (1 / p) to p; a
   conversion in between, to float16 or bfloat16 or from x64's float64, keeps it), else 0. */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_inv_p(double p, int fmt, const jaxcore_random_config *c,
                                           uint64_t *inv) {
    int w = jaxcore_i_weakfmt(fmt, c);
    uint64_t pw = jaxcore_i_gcast(jaxcore_i_dbits(p), w), a;
    *inv = fmt == w ? pw : 0;
    if (!jaxcore_i_posfinite(pw)) return 0;
    a = jaxcore_i_gcast(jaxcore_i_gdiv(JAXCORE_I_ONE, pw, w), fmt);
    return jaxcore_i_posfinite(a) ? a : 0;
}

JAXCORE_API jaxcore_result jaxcore_random_wald(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                               double mean, void *out,
                                               const jaxcore_random_config *cfg) {
    jaxcore_random_config c = jaxcore_i_rcfg(cfg);
    jaxcore_i_fs s;
    jaxcore_key kk[2];
    uint64_t fv[JAXCORE_I_RCHUNK], fz[JAXCORE_I_RCHUNK], mu, p[4];
    size_t start, cnt, j;
    int fmt, hw = -1;
    jaxcore_i_lc lc;
    jaxcore_result r = jaxcore_i_fs_init(&s, JAXCORE_I_K_UNIFORM, dtype, n, out, &c);
    if (r != JAXCORE_OK) return r;
    fmt = s.fmt;
    mu = jaxcore_i_pyfloat(mean, fmt, &c); /* mean.astype(dtype) */
    if (!jaxcore_i_posfinite(mu)) return JAXCORE_ERR_BOUNDS;
    if ((r = jaxcore_i_check_key(key, &c)) != JAXCORE_OK) return r;
    if ((r = jaxcore_i_split(key, 2, kk, &c)) != JAXCORE_OK) return r; /* k1, k2 */
    lc.fmt = fmt;
    lc.fused = s.fused;
    jaxcore_i_wald_prm(mu, fmt, p);
#ifdef JAXCORE_I_HW_LOOPS
    hw = jaxcore_i_loop_hw(fmt, s.fused, &key);
#endif
    for (start = 0; start < n; start += cnt) {
        cnt = n - start < JAXCORE_I_RCHUNK ? n - start : JAXCORE_I_RCHUNK;
        /* v = normal(k1), z = uniform(k2) (= its unit value) */
        r = jaxcore_i_units(kk[0], fmt, n, start, cnt, fv, &c);
        if (r == JAXCORE_OK) r = jaxcore_i_units(kk[1], fmt, n, start, cnt, fz, &c);
        if (r != JAXCORE_OK) return r;
#ifdef JAXCORE_I_HW_LOOPS
        if (hw >= 0)
            jaxcore_i_hw_elems(hw, 0, &lc, p, fv, fz, cnt, fv);
        else
#endif
            jaxcore_i_wald_soft(&lc, p, fv, fz, cnt, fv);
        for (j = 0; j < cnt; ++j)
            jaxcore_i_store(out, start + j, fv[j], fmt);
    }
    (void)hw;
    return JAXCORE_OK;
}

/* generalized_normal(key, p) elements [start, start + cnt) of (total,), kk = split(key):
   rademacher(kk[1]) * gamma(kk[0], a) ** a with a = 1 / p in fmt (gamma's 1 / a: inv, as
   jaxcore_i_inv_p gives it), into vals. */
JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_gennorm(const jaxcore_key *kk, size_t total,
                                                   size_t start, size_t cnt, uint64_t a,
                                                   uint64_t inv, int fmt, uint64_t *vals,
                                                   const jaxcore_random_config *c) {
    uint8_t sg[JAXCORE_I_LCHUNK];
    size_t j;
    jaxcore_result r = jaxcore_i_gammas(kk[0], total, start, cnt, &a, 1, 0, inv, fmt, vals, c);
    if (r == JAXCORE_OK) r = jaxcore_i_signs(kk[1], total, start, cnt, sg, c);
    for (j = 0; r == JAXCORE_OK && j < cnt; ++j) {
        uint64_t t = jaxcore_i_gpow(vals[j], a, fmt, !c->no_fma);
        vals[j] = sg[j] ? t : t ^ JAXCORE_I_SB; /* times +1 or -1 */
    }
    return r;
}

JAXCORE_API jaxcore_result jaxcore_random_generalized_normal(jaxcore_key key, jaxcore_dtype dtype,
                                                             size_t n, double p, void *out,
                                                             const jaxcore_random_config *cfg) {
    jaxcore_random_config c = jaxcore_i_rcfg(cfg);
    jaxcore_i_fs s;
    jaxcore_key kk[2];
    uint64_t vals[JAXCORE_I_LCHUNK], a, inv;
    size_t start, cnt, j;
    jaxcore_result r = jaxcore_i_fs_init(&s, JAXCORE_I_K_UNIFORM, dtype, n, out, &c);
    if (r != JAXCORE_OK) return r;
    if (!(a = jaxcore_i_inv_p(p, s.fmt, &c, &inv))) return JAXCORE_ERR_BOUNDS;
    if ((r = jaxcore_i_check_key(key, &c)) != JAXCORE_OK) return r;
    if ((r = jaxcore_i_split(key, 2, kk, &c)) != JAXCORE_OK) return r;
    for (start = 0; start < n; start += cnt) {
        cnt = n - start < JAXCORE_I_LCHUNK ? n - start : JAXCORE_I_LCHUNK;
        if ((r = jaxcore_i_gennorm(kk, n, start, cnt, a, inv, s.fmt, vals, &c)) != JAXCORE_OK)
            return r;
        for (j = 0; j < cnt; ++j)
            jaxcore_i_store(out, start + j, vals[j], s.fmt);
    }
    return JAXCORE_OK;
}

JAXCORE_API jaxcore_result jaxcore_random_ball(jaxcore_key key, jaxcore_dtype dtype, size_t n,
                                               size_t d, double p, void *out,
                                               const jaxcore_random_config *cfg) {
    jaxcore_random_config c = jaxcore_i_rcfg(cfg);
    jaxcore_i_fs s;
    jaxcore_key k12[2], kg[2];
    uint64_t vals[JAXCORE_I_LCHUNK], a, pe, inv;
    size_t total, start, cnt, i, j;
    int fmt, sf;
    jaxcore_result r;
    if (d && n > (size_t)-1 / 8 / d) return JAXCORE_ERR_OVERFLOW;
    total = n * d;
    if ((r = jaxcore_i_fs_init(&s, JAXCORE_I_K_UNIFORM, dtype, total, out, &c)) != JAXCORE_OK)
        return r;
    fmt = s.fmt;
    sf = jaxcore_i_sumfmt(fmt);
    a = jaxcore_i_inv_p(p, fmt, &c, &inv);
    pe = jaxcore_i_pyfloat(p, fmt, &c); /* the exponent of |g| ** p */
    if (!a || !jaxcore_i_posfinite(pe)) return JAXCORE_ERR_BOUNDS;
    if ((r = jaxcore_i_check_key(key, &c)) != JAXCORE_OK) return r;
    if ((r = jaxcore_i_split(key, 2, k12, &c)) != JAXCORE_OK) return r;   /* k1, k2 */
    if ((r = jaxcore_i_split(k12[0], 2, kg, &c)) != JAXCORE_OK) return r; /* generalized_normal */
    /* g = generalized_normal(k1, p, (n, d)) into out */
    for (start = 0; start < total; start += cnt) {
        cnt = total - start < JAXCORE_I_LCHUNK ? total - start : JAXCORE_I_LCHUNK;
        if ((r = jaxcore_i_gennorm(kg, total, start, cnt, a, inv, fmt, vals, &c)) != JAXCORE_OK)
            return r;
        for (j = 0; j < cnt; ++j)
            jaxcore_i_store(out, start + j, vals[j], fmt);
    }
    /* each row: g / ((sum |g|^p + e) ** (1 / p)), e = exponential(k2, (n,)), computed as
       g * (sum |g|^p + e) ** (-1 / p) (XLA's simplifier rewrites A / pow(B, C) so); the row
       sum in index order (float16/bfloat16: accumulated in float32, as jnp.sum upcasts;
       bfloat16's |g|^p are float32 powers, not rounded before the sum) */
    for (start = 0; d && start < n; start += cnt) {
        cnt = n - start < JAXCORE_I_LCHUNK ? n - start : JAXCORE_I_LCHUNK;
        if ((r = jaxcore_i_units(k12[1], fmt, n, start, cnt, vals, &c)) != JAXCORE_OK) return r;
        for (i = 0; i < cnt; ++i) {
            size_t row = (start + i) * d;
            uint64_t e = jaxcore_i_gfn(JAXCORE_I_LOG1P, vals[i] ^ JAXCORE_I_SB, fmt, s.fused) ^
                         JAXCORE_I_SB; /* -log1p(-u) */
            uint64_t acc = 0, den;
            for (j = 0; j < d; ++j) {
                uint64_t g = jaxcore_i_load(out, row + j, fmt) & ~JAXCORE_I_SB;
                acc = jaxcore_i_gadd(acc, jaxcore_i_gpow(g, pe, jaxcore_i_hfmt(fmt), s.fused), sf);
            }
            den = jaxcore_i_gadd(jaxcore_i_gcast(acc, fmt), e, fmt);
            if (fmt == JAXCORE_I_BF16) /* no rewrite there: g times a float32 1 / x^a */
                den = jaxcore_i_gdiv(JAXCORE_I_ONE, jaxcore_i_gpow(den, a, fmt, s.fused), sf);
            else /* g / x^a = g * x^-a */
                den = jaxcore_i_gpow(den, a ^ JAXCORE_I_SB, fmt, s.fused);
            for (j = 0; j < d; ++j)
                jaxcore_i_store(out, row + j,
                                jaxcore_i_gmul(jaxcore_i_load(out, row + j, fmt), den, fmt), fmt);
        }
    }
    return JAXCORE_OK;
}

/* multinomial's remaining probabilities, lax.cumsum(p, reverse=True), as XLA:CPU computes the
   reduce-window JAX lowers it to: up to 16 outcomes, remaining[i] = ((0 + p[i]) + p[i+1]) +
   ... + p[k-1] in index order; beyond, XLA's ReduceWindowRewriter (base length 16) makes it a
   tree: level l+1 holds the sums of 16-element tiles of level l (zero-padded, each summed in
   index order), and remaining at i of a level is the in-tile sum from i to the tile's end
   plus remaining at tile + 1 of the next level (0 past its end). Values are recomputed from p
   when needed; each level caches its last value (steps ask for increasing i). */
#if defined(SIZE_MAX) && SIZE_MAX <= 0xffffffffu /* 16^8 = 2^32 outcomes: 8 levels at most */
#define JAXCORE_I_RCS_LEVELS 9
#else
#define JAXCORE_I_RCS_LEVELS 17
#endif
typedef struct jaxcore_i_rcs {
    const double *p;
    size_t k, at[JAXCORE_I_RCS_LEVELS]; /* k outcomes */
    uint64_t val[JAXCORE_I_RCS_LEVELS];
    int fmt, top; /* jaxcore_i_rcs_len(top) <= 16 */
} jaxcore_i_rcs;

/* the length of level l: ceil(k / 16^l), tile by tile */
JAXCORE_I_PRIVATE size_t jaxcore_i_rcs_len(const jaxcore_i_rcs *s, int l) {
    size_t n = s->k;
    for (; l > 0; --l)
        n = (n + 15) / 16;
    return n;
}

JAXCORE_I_PRIVATE void jaxcore_i_rcs_init(jaxcore_i_rcs *s, const double *p, size_t k, int fmt) {
    int l = 0;
    s->p = p;
    s->fmt = fmt;
    s->k = k;
    while (jaxcore_i_rcs_len(s, l) > 16)
        ++l;
    s->top = l;
    for (l = 0; l < JAXCORE_I_RCS_LEVELS; ++l) {
        s->at[l] = (size_t)-1;
        s->val[l] = 0;
    }
}

/* element c of level l: p[c] at level 0, else the tile sum over p[c 16^l, (c + 1) 16^l) */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_rcs_elem(const jaxcore_i_rcs *s, int l, size_t c) {
    uint64_t acc[JAXCORE_I_RCS_LEVELS + 1];
    size_t span = 1, base, end, b, t;
    int m;
    if (!l) return jaxcore_i_gconst(s->p[c], s->fmt);
    for (m = 0; m < l; ++m)
        span *= 16;
    for (m = 0; m <= l; ++m)
        acc[m] = 0;
    base = c * span;
    end = s->k - base < span ? s->k : base + span;
    for (b = base; b < end; ++b) { /* acc[m]: the level-m tile being summed */
        acc[1] = jaxcore_i_gadd(acc[1], jaxcore_i_gconst(s->p[b], s->fmt), s->fmt);
        for (t = b - base + 1, m = 1; m < l && t % 16 == 0; ++m, t /= 16) {
            acc[m + 1] = jaxcore_i_gadd(acc[m + 1], acc[m], s->fmt);
            acc[m] = 0;
        }
    }
    for (m = 1; m < l; ++m) /* the last, partial tiles (their zero padding adds nothing) */
        acc[m + 1] = jaxcore_i_gadd(acc[m + 1], acc[m], s->fmt);
    return acc[l];
}

/* (0 + x[i]) + ... + x[end - 1] of level l */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_rcs_run(const jaxcore_i_rcs *s, int l, size_t i, size_t end) {
    uint64_t acc = 0;
    for (; i < end; ++i)
        acc = jaxcore_i_gadd(acc, jaxcore_i_rcs_elem(s, l, i), s->fmt);
    return acc;
}

/* remaining[i] (not inlined: its arrays stay off multinomial's frame during the steps) */
JAXCORE_I_NOINLINE uint64_t jaxcore_i_rcs_at(jaxcore_i_rcs *s, size_t i) {
    uint64_t part[JAXCORE_I_RCS_LEVELS], v;
    size_t idx[JAXCORE_I_RCS_LEVELS];
    int l = 0, top;
    idx[0] = i;
    for (;;) { /* down to a level whose value is known: v = remaining at idx[top] of level top */
        size_t tile = idx[l] / 16, end;
        if (l == s->top) { /* one reduce-window: to the end */
            v = jaxcore_i_rcs_run(s, l, idx[l], jaxcore_i_rcs_len(s, l));
            break;
        }
        end = tile * 16 + 16 < jaxcore_i_rcs_len(s, l) ? tile * 16 + 16 : jaxcore_i_rcs_len(s, l);
        part[l] = jaxcore_i_rcs_run(s, l, idx[l], end);
        if (tile + 1 >= jaxcore_i_rcs_len(s, l + 1)) { /* the last tile: plus 0 */
            v = part[l];
            break;
        }
        idx[l + 1] = tile + 1;
        ++l;
        if (s->at[l] == idx[l]) {
            v = s->val[l];
            break;
        }
    }
    top = l;
    if (top) {
        s->at[top] = idx[top];
        s->val[top] = v;
    }
    for (l = top - 1; l >= 0; --l) { /* in-tile part + the next level's remaining */
        v = jaxcore_i_gadd(part[l], v, s->fmt);
        if (l) {
            s->at[l] = idx[l];
            s->val[l] = v;
        }
    }
    return v;
}

/* Multinomial's remainders (float64 bits of p_dtype values): in rem[batch], or, with rem
   NULL, in out's slot i of each row (out's dtype holds every p_dtype value). */
typedef struct jaxcore_i_multi {
    void *out;
    uint64_t *rem;
    size_t k, i;
    int F, O;
} jaxcore_i_multi;

JAXCORE_I_PRIVATE uint64_t jaxcore_i_multi_rem(const jaxcore_i_multi *m, size_t b) {
    return m->rem ? m->rem[b] : jaxcore_i_load(m->out, b * m->k + m->i, m->O);
}

/* count_i of row b into out, and the row's new remainder */
JAXCORE_I_PRIVATE void jaxcore_i_multi_put(const jaxcore_i_multi *m, size_t b, uint64_t count,
                                           uint64_t left) {
    jaxcore_i_store(m->out, b * m->k + m->i, count, m->O);
    if (m->rem)
        m->rem[b] = left;
    else if (m->i + 1 < m->k)
        jaxcore_i_store(m->out, b * m->k + m->i + 1, left, m->O);
}

/* One step of multinomial's scan: count = binomial(key, remainder, prob) over the batch (JAX's
   _binomial with an array count: each row takes the inversion or BTRS by its own count q;
   BTRS loops until every row was accepted, the inversion rows taking part with count 1e4 and
   q 1/2), then remainder -= count. */
JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_multi_step(const jaxcore_i_multi *m, jaxcore_key key,
                                                      uint64_t prob, size_t batch,
                                                      const jaxcore_random_config *c) {
    const int F = m->F, fused = !c->no_fma, lt_half = jaxcore_i_lt64(prob, 0x3fe0000000000000u);
    const uint64_t ten = 0x4024000000000000u, half = 0x3fe0000000000000u;
    uint64_t q = lt_half ? prob : jaxcore_i_gsub(JAXCORE_I_ONE, prob, F);
    uint64_t dummy = jaxcore_i_gconst(1e4, F),
             l1 = jaxcore_i_gfn(JAXCORE_I_LOG1P, q ^ JAXCORE_I_SB, F, fused);
    uint64_t max_iters = F == JAXCORE_I_F16 ? 65504 : ~(uint64_t)0, it, iters = 0;
    uint64_t cn[JAXCORE_I_MCHUNK], qn[JAXCORE_I_MCHUNK];
    uint64_t k[JAXCORE_I_MCHUNK], kout[JAXCORE_I_MCHUNK];
    uint8_t inv[JAXCORE_I_MCHUNK], acc[JAXCORE_I_MCHUNK], done[JAXCORE_I_MCHUNK];
    size_t start, cnt, j, left;
    int pass, any_btrs = 0;
    jaxcore_result r;
    for (j = 0; j < batch && !any_btrs; ++j)
        any_btrs = !jaxcore_i_le(jaxcore_i_gmul(jaxcore_i_multi_rem(m, j), q, F), ten);
    /* pass 0 finds BTRS's iteration count over the whole batch, pass 1 computes the values */
    for (pass = !any_btrs; pass < 2; ++pass) {
        for (start = 0; start < batch; start += cnt) {
            jaxcore_key rng = key, ks[2];
            size_t n_inv = 0;
            cnt = batch - start < JAXCORE_I_MCHUNK ? batch - start : JAXCORE_I_MCHUNK;
            for (j = 0; j < cnt; ++j) {
                uint64_t rem = jaxcore_i_multi_rem(m, start + j);
                inv[j] = (uint8_t)jaxcore_i_le(jaxcore_i_gmul(rem, q, F), ten);
                cn[j] = inv[j] ? dummy : jaxcore_i_floor(rem);
                qn[j] = inv[j] ? half : q;
                n_inv += inv[j];
                done[j] = 0;
                kout[j] = JAXCORE_I_ONE | JAXCORE_I_SB; /* -1 */
            }
            if (any_btrs && (!pass || n_inv < cnt)) { /* BTRS */
                left = cnt;
                for (it = 0; pass ? it < iters : (left && it < max_iters); ++it) {
                    r = jaxcore_i_rej_step(NULL, F, fused, &rng, batch, start, cnt, cn, qn, k, acc,
                                           c);
                    if (r != JAXCORE_OK) return r;
                    left -= jaxcore_i_rej_accept(acc, k, kout, done, cnt);
                }
                if (!pass && it > iters) iters = it;
            }
            if (!pass) continue;
            if (n_inv) { /* the inversion rows: geometric gaps until they pass the count */
                uint64_t *num = cn, *sum = qn, *f = k;
                for (j = 0; j < cnt; ++j)
                    num[j] = sum[j] = 0;
                left = n_inv;
                rng = key;
                for (it = 0; left && it < max_iters; ++it) {
                    if ((r = jaxcore_i_split(rng, 2, ks, c)) != JAXCORE_OK) return r;
                    rng = ks[1];
                    r = jaxcore_i_units(ks[0], F, batch, start, cnt, f, c);
                    if (r != JAXCORE_OK) return r;
                    for (j = 0; j < cnt; ++j) {
                        uint64_t g, cv = jaxcore_i_floor(jaxcore_i_multi_rem(m, start + j));
                        if (!inv[j] || !jaxcore_i_le(sum[j], cv)) continue; /* done */
                        num[j] = jaxcore_i_gadd(num[j], JAXCORE_I_ONE, F);
                        g = jaxcore_i_gdiv(jaxcore_i_gfn(JAXCORE_I_LOG, f[j], F, fused), l1, F);
                        sum[j] = jaxcore_i_gadd(sum[j], jaxcore_i_ceil(g), F);
                        left -= !jaxcore_i_le(sum[j], cv);
                    }
                }
                for (j = 0; j < cnt; ++j)
                    if (inv[j]) kout[j] = jaxcore_i_gsub(num[j], JAXCORE_I_ONE, F);
            }
            for (j = 0; j < cnt; ++j) { /* q = 1 - p: count - sample */
                uint64_t v = kout[j], rem = jaxcore_i_multi_rem(m, start + j);
                if (!lt_half) v = jaxcore_i_gsub(jaxcore_i_floor(rem), v, F);
                jaxcore_i_multi_put(m, start + j, v, jaxcore_i_gsub(rem, v, F));
            }
        }
    }
    return JAXCORE_OK;
}

JAXCORE_API jaxcore_result jaxcore_random_multinomial(jaxcore_key key, jaxcore_dtype p_dtype,
                                                      size_t batch, double count, const double *p,
                                                      size_t k, jaxcore_dtype dtype, void *out,
                                                      uint64_t *work,
                                                      const jaxcore_random_config *cfg) {
    jaxcore_random_config c = jaxcore_i_rcfg(cfg);
    int F = jaxcore_i_dtype_fmt(p_dtype), O = jaxcore_i_dtype_fmt(dtype), exact;
    uint64_t stack_rem[JAXCORE_I_RCHUNK], cv;
    jaxcore_i_rcs rcs;
    jaxcore_i_multi m;
    size_t i, b;
    jaxcore_result r;
    if (F < 0 || O < 0) return JAXCORE_ERR_INVALID_DTYPE;
    if (k > (size_t)-1 / 16 || (k && batch > (size_t)-1 / 8 / k)) return JAXCORE_ERR_OVERFLOW;
    if ((k && !p) || (k && batch && !out)) return JAXCORE_ERR_NULL;
    /* out keeps the remainders when its dtype holds every p_dtype value */
    exact = O == F || O == JAXCORE_I_F64 ||
            (O == JAXCORE_I_F32 && (F == JAXCORE_I_F16 || F == JAXCORE_I_BF16));
    if (!exact && batch > JAXCORE_I_RCHUNK && k && !work) return JAXCORE_ERR_NULL;
    /* n and p: not NaN, negative or infinite (in p_dtype) */
    cv = jaxcore_i_gconst(count, F);
    if (!jaxcore_i_nonneg(count) || (cv & ~JAXCORE_I_SB) >= 0x7ff0000000000000u)
        return JAXCORE_ERR_BOUNDS;
    for (i = 0; i < k; ++i)
        if (!jaxcore_i_nonneg(p[i]) ||
            (jaxcore_i_gconst(p[i], F) & ~JAXCORE_I_SB) >= 0x7ff0000000000000u)
            return JAXCORE_ERR_BOUNDS;
    if ((r = jaxcore_i_check_key(key, &c)) != JAXCORE_OK) return r;
    if (!batch || !k) return JAXCORE_OK;
    m.out = out;
    m.k = k;
    m.i = 0;
    m.F = F;
    m.O = O;
    m.rem = work ? work : exact ? NULL : stack_rem;
    for (b = 0; b < batch; ++b) { /* the remainder starts at n */
        if (m.rem)
            m.rem[b] = cv;
        else
            jaxcore_i_store(out, b * k, cv, O);
    }
    jaxcore_i_rcs_init(&rcs, p, k, F);
    for (i = 0; i < k; ++i) { /* ratio = p / remaining (1 where 0), clipped to [0, 1] */
        uint64_t rm = jaxcore_i_rcs_at(&rcs, i), ratio;
        jaxcore_key ki;
        ratio =
            jaxcore_i_gdiv(jaxcore_i_gconst(p[i], F), (rm & ~JAXCORE_I_SB) ? rm : JAXCORE_I_ONE, F);
        if (jaxcore_i_lt64(ratio, 0) || !(ratio & ~JAXCORE_I_SB)) ratio = 0; /* max(0, r): +0 */
        if (jaxcore_i_lt64(JAXCORE_I_ONE, ratio)) ratio = JAXCORE_I_ONE;
        /* keys = split(key, k): step i uses keys[i] */
        if ((r = jaxcore_random_split_slice(key, k, i, 1, &ki, &c.prng)) != JAXCORE_OK) return r;
        m.i = i;
        if ((r = jaxcore_i_multi_step(&m, ki, ratio, batch, &c)) != JAXCORE_OK) return r;
    }
    return JAXCORE_OK;
}

#endif /* JAXCORE_I_NO_RANDOM */

#ifndef JAXCORE_I_NO_TREE
/* ==== tree =============================================================================== */

#ifdef JAXCORE_NO_ERROR_STRINGS
#define JAXCORE_I_MSG(s) ""
#else
#define JAXCORE_I_MSG(s) s
#endif
#define JAXCORE_I_TREE_LIMIT 0xfffffff0u /* records, leaves and arena bytes must stay below */
#define JAXCORE_I_TREE_ALIGN 8u

typedef jaxcore_tree_node jaxcore_i_node;

JAXCORE_I_PRIVATE void jaxcore_i_put_n(jaxcore_i_text *t, const char *s, size_t n) {
    size_t i;
    for (i = 0; i < n; ++i, ++t->len)
        if (t->buf && t->len + 1 < t->cap) t->buf[t->len] = s[i];
}

JAXCORE_I_PRIVATE void jaxcore_i_put_int64(jaxcore_i_text *t, int64_t v) {
    if (v < 0) {
        jaxcore_i_put(t, "-");
        jaxcore_i_put_uint(t, (uint64_t)0 - (uint64_t)v);
    } else {
        jaxcore_i_put_uint(t, (uint64_t)v);
    }
}

/* Python repr() of a str given as UTF-8 bytes: quote choice and escapes as CPython does
   for ASCII; bytes >= 0x80 pass through (non-printable non-ASCII characters differ).
   With bytes, repr() of a bytes object without its b: bytes >= 0x80 print as \\xhh. */
JAXCORE_I_PRIVATE void jaxcore_i_put_pystr(jaxcore_i_text *t, const char *s, size_t n, int bytes) {
    static const char hex[] = "0123456789abcdef";
    size_t i;
    int has_sq = 0, has_dq = 0;
    char q, esc[5];
    for (i = 0; i < n; ++i) {
        if (s[i] == '\'') has_sq = 1;
        if (s[i] == '"') has_dq = 1;
    }
    q = has_sq && !has_dq ? '"' : '\'';
    jaxcore_i_put_n(t, &q, 1);
    for (i = 0; i < n; ++i) {
        unsigned char c = (unsigned char)s[i];
        if (c == '\\' || c == (unsigned char)q) {
            esc[0] = '\\';
            esc[1] = (char)c;
            jaxcore_i_put_n(t, esc, 2);
        } else if (c == '\t' || c == '\n' || c == '\r') {
            esc[0] = '\\';
            esc[1] = c == '\t' ? 't' : c == '\n' ? 'n' : 'r';
            jaxcore_i_put_n(t, esc, 2);
        } else if (c < 0x20 || c == 0x7f || (bytes && c > 0x7f)) {
            esc[0] = '\\';
            esc[1] = 'x';
            esc[2] = hex[c >> 4];
            esc[3] = hex[c & 15];
            jaxcore_i_put_n(t, esc, 4);
        } else {
            jaxcore_i_put_n(t, s + i, 1);
        }
    }
    jaxcore_i_put_n(t, &q, 1);
}

JAXCORE_I_PRIVATE int jaxcore_i_tree_ok(const jaxcore_tree *t) {
    return t && t->nodes && t->count && t->count == t->nodes[0].num_nodes;
}

/* Relative depth / leaf index of record i inside the view t. */
JAXCORE_I_PRIVATE uint32_t jaxcore_i_depth(const jaxcore_tree *t, size_t i) {
    return t->nodes[i].depth - t->nodes[0].depth;
}
JAXCORE_I_PRIVATE uint32_t jaxcore_i_first(const jaxcore_tree *t, size_t i) {
    return t->nodes[i].first_leaf - t->nodes[0].first_leaf;
}

JAXCORE_I_PRIVATE int jaxcore_i_bytes_eq(const char *a, size_t alen, const char *b, size_t blen) {
    size_t i;
    if (alen != blen) return 0;
    for (i = 0; i < alen; ++i)
        if (a[i] != b[i]) return 0;
    return 1;
}

/* Recomputes num_nodes, num_leaves (reverse scan over children), first_leaf and depth
   (forward scan with a stack of remaining children) from kind and arity alone, as JAX's
   SetNumLeavesAndNumNodes does. The arities must form one tree no deeper than the bound. */
JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_tree_fixup(jaxcore_i_node *nodes, size_t n) {
    uint32_t stack[JAXCORE_TREE_MAX_DEPTH + 1];
    size_t i, sp = 0;
    uint32_t leaves = 0;
    for (i = n; i-- > 0;) {
        jaxcore_i_node *nd = &nodes[i];
        size_t c = i + 1, k;
        nd->num_nodes = 1;
        nd->num_leaves = nd->kind == JAXCORE_TREE_LEAF ? 1u : 0u;
        for (k = 0; k < nd->arity; ++k) {
            if (c >= n) return JAXCORE_ERR_INVALID_ARG;
            nd->num_nodes += nodes[c].num_nodes;
            nd->num_leaves += nodes[c].num_leaves;
            c += nodes[c].num_nodes;
        }
    }
    if (!n || nodes[0].num_nodes != n) return JAXCORE_ERR_INVALID_ARG;
    for (i = 0; i < n; ++i) {
        nodes[i].depth = (uint32_t)sp;
        nodes[i].first_leaf = leaves;
        if (nodes[i].kind == JAXCORE_TREE_LEAF) ++leaves;
        if (nodes[i].arity) {
            if (sp >= JAXCORE_TREE_MAX_DEPTH) return JAXCORE_ERR_TREE_DEPTH;
            stack[sp++] = nodes[i].arity;
        } else {
            while (sp && --stack[sp - 1] == 0)
                --sp;
        }
    }
    return JAXCORE_OK;
}

/* ---- dict keys: exact decimal <-> binary64 ---- */

/* A nonnegative big integer: little-endian 32-bit limbs in the caller's storage (cap of
   them; an operation that would need more returns 0). The key parser's are small: a float
   literal's JAXCORE_I_BN_FLOAT, a hex int's digit count JAXCORE_I_INT_LIMBS (its digits
   are made in the arena), the shortest repr JAXCORE_I_BN_SHORT. */
/* limbs of a number the shortest float repr meets: 2 * m * 10^s with s <= 340 (below
   2^1184), m * 2^972, or up to 18 digits read back (below 2^1204 after the scaling) */
#define JAXCORE_I_BN_SHORT 48 /* 38 needed */
/* limbs of a float literal read back: 20 digits scaled by at most 2^1211 before the
   division by 10^344, or 10^311; then 311 digits, or a 1079-bit fraction */
#define JAXCORE_I_BN_FLOAT 48 /* 40 needed */
typedef struct jaxcore_i_bn {
    uint32_t n, cap; /* limbs used, limbs at d */
    uint32_t *d;
} jaxcore_i_bn;

JAXCORE_I_PRIVATE void jaxcore_i_bn_set(jaxcore_i_bn *x, uint64_t v) {
    x->n = 0;
    while (v) {
        x->d[x->n++] = (uint32_t)v;
        v >>= 32;
    }
}

/* x = x * m + a; 0 if it no longer fits. */
JAXCORE_I_PRIVATE int jaxcore_i_bn_muladd(jaxcore_i_bn *x, uint32_t m, uint32_t a) {
    uint64_t c = a;
    uint32_t i;
    for (i = 0; i < x->n; ++i) {
        c += (uint64_t)x->d[i] * m;
        x->d[i] = (uint32_t)c;
        c >>= 32;
    }
    if (c) {
        if (x->n == x->cap) return 0;
        x->d[x->n++] = (uint32_t)c;
    }
    return 1;
}

/* x = x / m; returns the remainder. */
JAXCORE_I_PRIVATE uint32_t jaxcore_i_bn_div(jaxcore_i_bn *x, uint32_t m) {
    uint64_t r = 0;
    uint32_t i = x->n;
    while (i-- > 0) {
        r = r << 32 | x->d[i];
        x->d[i] = (uint32_t)(r / m);
        r %= m;
    }
    while (x->n && !x->d[x->n - 1])
        --x->n;
    return (uint32_t)r;
}

/* x = x / 10^k (floor); *sticky |= a nonzero remainder. */
JAXCORE_I_PRIVATE void jaxcore_i_bn_div_pow10(jaxcore_i_bn *x, uint32_t k, int *sticky) {
    for (; k >= 9; k -= 9)
        *sticky |= jaxcore_i_bn_div(x, 1000000000u) != 0;
    if (k) {
        uint32_t m = 1;
        while (k--)
            m *= 10;
        *sticky |= jaxcore_i_bn_div(x, m) != 0;
    }
}

JAXCORE_I_PRIVATE int jaxcore_i_bn_mul_pow10(jaxcore_i_bn *x, uint32_t k) {
    for (; k >= 9; k -= 9)
        if (!jaxcore_i_bn_muladd(x, 1000000000u, 0)) return 0;
    if (k) {
        uint32_t m = 1;
        while (k--)
            m *= 10;
        if (!jaxcore_i_bn_muladd(x, m, 0)) return 0;
    }
    return 1;
}

JAXCORE_I_PRIVATE int jaxcore_i_bn_shl(jaxcore_i_bn *x, uint32_t s) {
    uint32_t w = s / 32, b = s % 32, i;
    if (!x->n) return 1;
    if (x->n + w + 1 > x->cap) return 0;
    x->d[x->n + w] = 0;
    for (i = x->n; i-- > 0;) {
        if (b) x->d[i + w + 1] |= x->d[i] >> (32 - b);
        x->d[i + w] = x->d[i] << b;
    }
    for (i = 0; i < w; ++i)
        x->d[i] = 0;
    x->n += w + 1;
    while (x->n && !x->d[x->n - 1])
        --x->n;
    return 1;
}

/* x = x >> s (floor); *sticky |= any bit shifted out. */
JAXCORE_I_PRIVATE void jaxcore_i_bn_shr(jaxcore_i_bn *x, uint32_t s, int *sticky) {
    uint32_t w = s / 32, b = s % 32, i;
    if (w >= x->n) {
        *sticky |= x->n != 0;
        x->n = 0;
        return;
    }
    for (i = 0; i < w; ++i)
        *sticky |= x->d[i] != 0;
    if (b) *sticky |= (x->d[w] & ((1u << b) - 1)) != 0;
    for (i = w; i < x->n; ++i)
        x->d[i - w] = (x->d[i] >> b) | (b && i + 1 < x->n ? x->d[i + 1] << (32 - b) : 0);
    x->n -= w;
    while (x->n && !x->d[x->n - 1])
        --x->n;
}

JAXCORE_I_PRIVATE uint32_t jaxcore_i_bn_bits(const jaxcore_i_bn *x) {
    uint32_t top, b = 0;
    if (!x->n) return 0;
    top = x->d[x->n - 1];
    while (top) {
        ++b;
        top >>= 1;
    }
    return (x->n - 1) * 32 + b;
}

/* The low 64 bits of x (x < 2^64 where it matters). */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_bn_low(const jaxcore_i_bn *x) {
    return (x->n > 0 ? x->d[0] : 0) | (x->n > 1 ? (uint64_t)x->d[1] << 32 : 0);
}

/* Decimal digits of x, most significant first, into out (cap chars; NULL: only counted);
   x is consumed. Returns the count (0 for x = 0), or 0 with *over set past cap. */
JAXCORE_I_PRIVATE uint32_t jaxcore_i_bn_decimal(jaxcore_i_bn *x, char *out, uint32_t cap,
                                                int *over) {
    uint32_t n = 0, i;
    while (x->n) {
        uint32_t r = jaxcore_i_bn_div(x, 1000000000u), k;
        for (k = 0; k < 9 && (x->n || r); ++k) {
            if (n == cap) {
                *over = 1;
                return 0;
            }
            if (out) out[n] = (char)('0' + r % 10);
            ++n;
            r /= 10;
        }
    }
    for (i = 0; out && i < n / 2; ++i) {
        char c = out[i];
        out[i] = out[n - 1 - i];
        out[n - 1 - i] = c;
    }
    return n;
}

#define JAXCORE_I_F64_INF JAXCORE_I_U64(0x7ff00000u, 0)
#define JAXCORE_I_F64_NAN JAXCORE_I_U64(0x7ff80000u, 0)
#define JAXCORE_I_DEC_KEEP 19 /* a float literal's digits read first */

/* The binary64 nearest dig[0..nd) * 10^k (digits '0'..'9', no leading zero; round half
   to even; sticky: nonzero digits were dropped after dig). Integer arithmetic only, in
   the caller's scratch number x (its capacity bounds the digits and scale it can take). */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_dec_to_f64_in(jaxcore_i_bn *x, const char *dig, uint32_t nd,
                                                   int32_t k, int sticky) {
    uint32_t i, L, shift = 0;
    int32_t t = 0, e2, lsb;
    int st = 0;
    uint64_t m;
    if (!nd) return 0;
    if ((int32_t)nd + k > 310) return JAXCORE_I_F64_INF;
    if ((int32_t)nd + k < -324) return 0;
    x->n = 0;
    for (i = 0; i < nd; ++i)
        (void)jaxcore_i_bn_muladd(x, 10, (uint32_t)(dig[i] - '0'));
    if (sticky) { /* a tail below the last digit: any nonzero stand-in rounds the same */
        (void)jaxcore_i_bn_muladd(x, 10, 1);
        --k;
    }
    if (k >= 0) {
        (void)jaxcore_i_bn_mul_pow10(x, (uint32_t)k);
    } else {
        /* x * 2^t / 10^-k with at least 66 significant bits */
        int32_t need = 66 + (int32_t)(((uint32_t)-k * 3322u + 999u) / 1000u) + 1 -
                       (int32_t)jaxcore_i_bn_bits(x);
        t = need > 0 ? need : 0;
        (void)jaxcore_i_bn_shl(x, (uint32_t)t);
        jaxcore_i_bn_div_pow10(x, (uint32_t)-k, &st);
    }
    /* value = x * 2^-t (+ st below the last bit) */
    L = jaxcore_i_bn_bits(x);
    if (!L) return 0;
    e2 = (int32_t)L - 1 - t;
    if (e2 > 1023) return JAXCORE_I_F64_INF;
    lsb = (e2 > -1022 ? e2 : -1022) - 52; /* weight of the mantissa's last bit */
    if (lsb + t > 0) {
        int half, rest = st;
        shift = (uint32_t)(lsb + t);
        jaxcore_i_bn_shr(x, shift - 1, &rest);
        half = x->n && (x->d[0] & 1u);
        jaxcore_i_bn_shr(x, 1, &st);
        m = jaxcore_i_bn_low(x);
        if (half && (rest || (m & 1u))) ++m;
    } else {
        (void)jaxcore_i_bn_shl(x, (uint32_t)(-(lsb + t)));
        m = jaxcore_i_bn_low(x);
    }
    if (m >> 53) { /* rounded up to 2^53 */
        m >>= 1;
        ++lsb;
    }
    if (lsb + 52 > 1023) return JAXCORE_I_F64_INF;
    if (m >> 52)
        return ((uint64_t)(lsb + 52 + 1023) << 52) | (m & JAXCORE_I_U64(0xfffffu, 0xffffffffu));
    return m; /* subnormal (lsb = -1074) or zero */
}

/* Python's repr digits of a finite nonzero binary64 magnitude: the shortest digit
   string that reads back to it, the nearest such (ties to an even last digit). Writes
   up to 17 digits to dig, returns their count; *decpt: value = 0.dig * 10^decpt. */
JAXCORE_I_PRIVATE uint32_t jaxcore_i_f64_shortest(uint64_t bits, char *dig, int32_t *decpt) {
    uint64_t frac = bits & JAXCORE_I_U64(0xfffffu, 0xffffffffu);
    int32_t be = (int32_t)((bits >> 52) & 0x7ff), e = be ? be - 1075 : -1074, E, P;
    uint64_t m = be ? frac | ((uint64_t)1 << 52) : frac;
    uint32_t mb = 0, limbs[JAXCORE_I_BN_SHORT];
    jaxcore_i_bn x;
    uint64_t t;
    x.cap = JAXCORE_I_BN_SHORT;
    x.d = limbs;
    for (t = m; t; t >>= 1)
        ++mb;
    /* E = floor(log10(value)): estimate from the binary exponent, then check */
    { /* floor(b * log10(2)), b = floor(log2(value)); E is that or one more */
        int32_t b = (int32_t)mb - 1 + e;
        E = b >= 0 ? (int32_t)(((int64_t)b * 78913) >> 18)
                   : -(int32_t)((-(int64_t)b * 78913 + 262143) >> 18);
    }
    for (P = 1; P <= 17; ++P) {
        int32_t s = P - 1 - E, n, j;
        int half, lo_ok, hi_ok, pick, st = 0;
        uint64_t q2, q;
        char dl[20], dh[20];
        /* q2 = floor(2 * value * 10^s) */
        jaxcore_i_bn_set(&x, m);
        if (s > 0) (void)jaxcore_i_bn_mul_pow10(&x, (uint32_t)s);
        if (e + 1 > 0)
            (void)jaxcore_i_bn_shl(&x, (uint32_t)(e + 1));
        else
            jaxcore_i_bn_shr(&x, (uint32_t)(-(e + 1)), &st);
        if (s < 0) jaxcore_i_bn_div_pow10(&x, (uint32_t)-s, &st);
        q2 = jaxcore_i_bn_low(&x);
        q = q2 >> 1;
        half = (int)(q2 & 1u);
        if (P == 1 && q >= 10) { /* E was one too small */
            ++E;
            --P;
            continue;
        }
        if (P == 1 && q == 0) { /* E was one too large */
            --E;
            --P;
            continue;
        }
        n = 0;
        for (t = q; t; t /= 10)
            ++n;
        for (j = n - 1, t = q; j >= 0; --j, t /= 10)
            dl[j] = (char)('0' + t % 10);
        lo_ok = q && jaxcore_i_dec_to_f64_in(&x, dl, (uint32_t)n, -s, 0) ==
                         (bits & ~((uint64_t)1 << 63));
        hi_ok = 0;
        if (half || st) {
            int32_t hn = 0;
            for (t = q + 1; t; t /= 10)
                ++hn;
            for (j = hn - 1, t = q + 1; j >= 0; --j, t /= 10)
                dh[j] = (char)('0' + t % 10);
            hi_ok = jaxcore_i_dec_to_f64_in(&x, dh, (uint32_t)hn, -s, 0) ==
                    (bits & ~((uint64_t)1 << 63));
            if (hi_ok && lo_ok)
                pick = !half ? 0 : st ? 1 : (int)(q & 1u); /* nearer; a tie to even */
            else
                pick = hi_ok;
            if (pick && hi_ok) {
                int32_t d = hn - s; /* decpt */
                while (hn > 1 && dh[hn - 1] == '0')
                    --hn;
                for (j = 0; j < hn; ++j)
                    dig[j] = dh[j];
                *decpt = d;
                return (uint32_t)hn;
            }
        }
        if (lo_ok) {
            while (n > 1 && dl[n - 1] == '0')
                --n;
            for (j = 0; j < n; ++j)
                dig[j] = dl[j];
            *decpt = E + 1;
            return (uint32_t)n;
        }
    }
    return 0; /* not reached: 17 digits always read back */
}

/* ---- dict keys: values, Python's == and <, repr ---- */

/* A key value: a record's key, or one element of a tuple key's encoding (section 7.1). */
typedef struct jaxcore_i_kv {
    int type;               /* jaxcore_tree_key_type */
    int64_t i;              /* INT, BOOL: the value; FLOAT: the bits */
    const unsigned char *p; /* other types: the bytes */
    uint32_t n;
} jaxcore_i_kv;

#define JAXCORE_I_KEY_HDR 5u   /* an encoded element: type byte, u32 LE length, payload */
#define JAXCORE_I_KEY_NEST 32u /* tuple keys nest at most this deep */

JAXCORE_I_PRIVATE uint64_t jaxcore_i_le_read(const unsigned char *p, int n) {
    uint64_t v = 0;
    while (n-- > 0)
        v = v << 8 | p[n];
    return v;
}

JAXCORE_I_PRIVATE jaxcore_i_kv jaxcore_i_node_kv(const char *bytes, const jaxcore_i_node *nd) {
    jaxcore_i_kv k;
    k.type = nd->key_type;
    k.i = nd->key_int;
    k.p = (const unsigned char *)bytes + nd->key_off;
    k.n = nd->key_len;
    return k;
}

/* The element encoded at q. */
JAXCORE_I_PRIVATE jaxcore_i_kv jaxcore_i_elem_kv(const unsigned char *q) {
    jaxcore_i_kv k;
    k.type = q[0];
    k.n = (uint32_t)jaxcore_i_le_read(q + 1, 4);
    k.p = q + JAXCORE_I_KEY_HDR;
    k.i = k.type == JAXCORE_TREE_KEY_BOOL ? k.p[0]
          : k.type == JAXCORE_TREE_KEY_INT || k.type == JAXCORE_TREE_KEY_FLOAT
              ? (int64_t)jaxcore_i_le_read(k.p, 8)
              : 0;
    return k;
}

JAXCORE_I_PRIVATE int jaxcore_i_is_nan(uint64_t b) {
    return (b & ~((uint64_t)1 << 63)) > JAXCORE_I_F64_INF;
}

/* |f| against |v| for a finite binary64 f and v <= 2^63: -1, 0, 1. */
JAXCORE_I_PRIVATE int jaxcore_i_mag_cmp(uint64_t fb, uint64_t v) {
    int32_t be = (int32_t)((fb >> 52) & 0x7ff), e = be ? be - 1075 : -1074;
    uint64_t m = (fb & JAXCORE_I_U64(0xfffffu, 0xffffffffu)) | (be ? (uint64_t)1 << 52 : 0), ip;
    int frac;
    if (e >= 0) {
        if (e > 11) return 1; /* >= 2^64 > v (m has its top bit at 52) */
        ip = m << e;
        return ip < v ? -1 : ip > v;
    }
    ip = e <= -64 ? 0 : m >> -e;
    frac = e <= -64 ? m != 0 : (m & ((((uint64_t)1) << -e) - 1)) != 0;
    return ip < v ? -1 : ip > v ? 1 : frac;
}

/* |f| against the big int with decimal digits yd[0..yn) (no leading zero) for an integral
   binary64 magnitude fb >= 2^63: -1, 0, 1. The digits are read into 33 limbs (a number
   of at most 309 digits is below 2^1027; more digits are larger than any binary64) and
   compared limb by limb with m * 2^(exponent), whose limbs are computed as needed: a
   small frame for the dict-key sort. */
JAXCORE_I_PRIVATE int jaxcore_i_f64_big_cmp(uint64_t fb, const unsigned char *yd, uint32_t yn) {
    uint32_t y[33], n = 0, i, k;
    int32_t sh = (int32_t)((fb >> 52) & 0x7ff) - 1075; /* 11..971 */
    uint64_t m = (fb & JAXCORE_I_U64(0xfffffu, 0xffffffffu)) | ((uint64_t)1 << 52);
    if (yn > 309) return -1;
    for (i = 0; i < yn;) { /* y = y * 10^c + the next c <= 9 digits */
        uint32_t c = 0, chunk = 0, mul = 1;
        uint64_t carry;
        for (; c < 9 && i < yn; ++c, ++i) {
            chunk = chunk * 10 + (uint32_t)(yd[i] - '0');
            mul *= 10;
        }
        carry = chunk;
        for (k = 0; k < n; ++k) {
            carry += (uint64_t)y[k] * mul;
            y[k] = (uint32_t)carry;
            carry >>= 32;
        }
        if (carry) y[n++] = (uint32_t)carry;
    }
    for (k = 33; k-- > 0;) {               /* from the top limb down */
        int32_t lo = (int32_t)k * 32 - sh; /* limb k of m * 2^sh is bits lo.. of m */
        uint32_t fl = lo >= 64 || lo <= -32 ? 0
                      : lo >= 0             ? (uint32_t)(m >> lo)
                                            : (uint32_t)(m << -lo);
        uint32_t yl = k < n ? y[k] : 0;
        if (fl != yl) return fl < yl ? -1 : 1;
    }
    return 0;
}

/* Python's comparison of two real numbers (bool, int, big int, float): -1, 0, 1, or 2
   when one is NaN (every comparison false). */
JAXCORE_I_PRIVATE int jaxcore_i_num_cmp(const jaxcore_i_kv *a, const jaxcore_i_kv *b) {
    int sa, sb, swap = 1, c;
    const jaxcore_i_kv *x = a, *y = b;
    if (a->type != JAXCORE_TREE_KEY_FLOAT && b->type == JAXCORE_TREE_KEY_FLOAT) {
        x = b; /* x is the float, if either is */
        y = a;
        swap = -1;
    }
    if (x->type == JAXCORE_TREE_KEY_FLOAT) {
        uint64_t fb = (uint64_t)x->i, mag = fb & ~((uint64_t)1 << 63);
        int fs = (fb >> 63) && mag ? -1 : mag ? 1 : 0;
        if (jaxcore_i_is_nan(fb)) return 2;
        if (y->type == JAXCORE_TREE_KEY_FLOAT) {
            uint64_t gb = (uint64_t)y->i, gm = gb & ~((uint64_t)1 << 63);
            int gs = (gb >> 63) && gm ? -1 : gm ? 1 : 0;
            if (jaxcore_i_is_nan(gb)) return 2;
            if (fs != gs)
                c = fs < gs ? -1 : 1;
            else
                c = fs * (mag < gm ? -1 : mag > gm);
        } else if (y->type == JAXCORE_TREE_KEY_BIGINT) {
            int ys = y->n && y->p[0] == '-' ? -1 : 1;
            if (fs != ys || mag == JAXCORE_I_F64_INF) {
                c = fs < ys ? -1 : fs > ys ? 1 : fs;
            } else if (mag < JAXCORE_I_U64(0x43e00000u, 0)) { /* |f| < 2^63 <= |y| */
                c = -ys;
            } else {
                c = ys * jaxcore_i_f64_big_cmp(mag, y->p + (ys < 0), y->n - (ys < 0));
            }
        } else { /* int64 or bool */
            int ys = y->i < 0 ? -1 : y->i > 0;
            uint64_t yv = y->i < 0 ? (uint64_t)0 - (uint64_t)y->i : (uint64_t)y->i;
            if (fs != ys)
                c = fs < ys ? -1 : 1;
            else if (mag == JAXCORE_I_F64_INF)
                c = fs;
            else
                c = fs * jaxcore_i_mag_cmp(mag, yv);
        }
        return c * swap;
    }
    if (x->type == JAXCORE_TREE_KEY_BIGINT || y->type == JAXCORE_TREE_KEY_BIGINT) {
        int xs, ys;
        if (x->type != JAXCORE_TREE_KEY_BIGINT) return y->n && y->p[0] == '-' ? 1 : -1;
        xs = x->n && x->p[0] == '-' ? -1 : 1;
        if (y->type != JAXCORE_TREE_KEY_BIGINT) return xs;
        ys = y->n && y->p[0] == '-' ? -1 : 1;
        if (xs != ys) return xs;
        c = x->n < y->n ? -1 : x->n > y->n;
        if (!c) {
            uint32_t i;
            for (i = 0; !c && i < x->n; ++i)
                c = x->p[i] < y->p[i] ? -1 : x->p[i] > y->p[i];
        }
        return c * xs;
    }
    (void)sa;
    (void)sb;
    return x->i < y->i ? -1 : x->i > y->i;
}

JAXCORE_I_PRIVATE int jaxcore_i_is_real(int t) {
    return t == JAXCORE_TREE_KEY_INT || t == JAXCORE_TREE_KEY_BOOL || t == JAXCORE_TREE_KEY_FLOAT ||
           t == JAXCORE_TREE_KEY_BIGINT;
}

/* The real or imaginary part of a complex key as a FLOAT value. */
JAXCORE_I_PRIVATE jaxcore_i_kv jaxcore_i_cpart(const jaxcore_i_kv *c, int imag) {
    jaxcore_i_kv k;
    k.type = JAXCORE_TREE_KEY_FLOAT;
    k.i = (int64_t)jaxcore_i_le_read(c->p + 8 * imag, 8);
    k.p = NULL;
    k.n = 0;
    return k;
}

/* a == b or a < b for keys that are not both tuples (kv_rel's cases). */
JAXCORE_I_PRIVATE int jaxcore_i_kv_leaf(const jaxcore_i_kv *a, const jaxcore_i_kv *b, int lt) {
    int ra = jaxcore_i_is_real(a->type), rb = jaxcore_i_is_real(b->type);
    if (ra && rb) {
        int c = jaxcore_i_num_cmp(a, b);
        return lt ? c == -1 : c == 0;
    }
    if (lt && (a->type != b->type || a->type == JAXCORE_TREE_KEY_COMPLEX ||
               a->type == JAXCORE_TREE_KEY_NONE))
        return -1;
    if (a->type == JAXCORE_TREE_KEY_COMPLEX || b->type == JAXCORE_TREE_KEY_COMPLEX) {
        jaxcore_i_kv x, y; /* the real parts, then the imaginary parts (0.0 for a real) */
        if ((!ra && a->type != JAXCORE_TREE_KEY_COMPLEX) ||
            (!rb && b->type != JAXCORE_TREE_KEY_COMPLEX))
            return 0;
        x = ra ? *a : jaxcore_i_cpart(a, 0);
        y = rb ? *b : jaxcore_i_cpart(b, 0);
        if (jaxcore_i_num_cmp(&x, &y) != 0) return 0;
        x.type = y.type = JAXCORE_TREE_KEY_FLOAT;
        x.i = ra ? 0 : (int64_t)jaxcore_i_le_read(a->p + 8, 8);
        y.i = rb ? 0 : (int64_t)jaxcore_i_le_read(b->p + 8, 8);
        x.p = y.p = NULL;
        x.n = y.n = 0;
        return jaxcore_i_num_cmp(&x, &y) == 0;
    }
    if (a->type != b->type) return 0;
    if (a->type == JAXCORE_TREE_KEY_NONE) return 1;
    { /* str (code points = UTF-8 bytes), bytes, attribute names */
        uint32_t i, m = a->n < b->n ? a->n : b->n;
        for (i = 0; i < m; ++i)
            if (a->p[i] != b->p[i]) return lt ? a->p[i] < b->p[i] : 0;
        return lt ? a->n < b->n : a->n == b->n;
    }
}

/* Python a == b. Nested tuples are walked in place (a nested tuple's payload is its
   elements), with the end of every open tuple on a small stack (JAXCORE_I_KEY_NEST deep):
   no recursion. */
JAXCORE_I_PRIVATE int jaxcore_i_kv_eq(const jaxcore_i_kv *a, const jaxcore_i_kv *b) {
    const unsigned char *pa, *pb;
    uint32_t ea[JAXCORE_I_KEY_NEST + 1], eb[JAXCORE_I_KEY_NEST + 1], i = 0, j = 0, sp = 0;
    if (a->type != JAXCORE_TREE_KEY_TUPLE || b->type != JAXCORE_TREE_KEY_TUPLE)
        return jaxcore_i_kv_leaf(a, b, 0) == 1;
    pa = a->p;
    pb = b->p;
    ea[0] = a->n;
    eb[0] = b->n;
    for (;;) {
        jaxcore_i_kv x, y;
        int ta, tb;
        if (i >= ea[sp] || j >= eb[sp]) { /* a tuple ends: equal only if both do */
            if (i < ea[sp] || j < eb[sp]) return 0;
            if (!sp) return 1;
            --sp;
            continue;
        }
        x = jaxcore_i_elem_kv(pa + i);
        y = jaxcore_i_elem_kv(pb + j);
        ta = x.type == JAXCORE_TREE_KEY_TUPLE;
        tb = y.type == JAXCORE_TREE_KEY_TUPLE;
        if (ta && tb) {
            if (sp == JAXCORE_I_KEY_NEST) return 0; /* not reached: keys nest <= 32 */
            i += JAXCORE_I_KEY_HDR;
            j += JAXCORE_I_KEY_HDR;
            ea[++sp] = i + x.n;
            eb[sp] = j + y.n;
            continue;
        }
        if (ta || tb || jaxcore_i_kv_leaf(&x, &y, 0) != 1) return 0;
        i += JAXCORE_I_KEY_HDR + x.n;
        j += JAXCORE_I_KEY_HDR + y.n;
    }
}

/* lt = 0: a == b (0 or 1). lt = 1: a < b (0 or 1), or -1 where Python raises TypeError.
   A tuple's < is decided by its first pair that is not ==; where that pair is two tuples
   the loop goes on into them (no recursion). */
JAXCORE_I_PRIVATE int jaxcore_i_kv_rel(const jaxcore_i_kv *a, const jaxcore_i_kv *b, int lt) {
    jaxcore_i_kv x = *a, y = *b;
    if (!lt) return jaxcore_i_kv_eq(a, b);
    while (x.type == JAXCORE_TREE_KEY_TUPLE && y.type == JAXCORE_TREE_KEY_TUPLE) {
        const unsigned char *pa = x.p, *pb = y.p;
        uint32_t i = 0, j = 0, na = x.n, nb = y.n;
        for (;;) {
            if (i >= na || j >= nb) return i >= na && j < nb;
            x = jaxcore_i_elem_kv(pa + i);
            y = jaxcore_i_elem_kv(pb + j);
            if (!jaxcore_i_kv_eq(&x, &y)) break;
            i += JAXCORE_I_KEY_HDR + x.n;
            j += JAXCORE_I_KEY_HDR + y.n;
        }
    }
    return jaxcore_i_kv_leaf(&x, &y, 1);
}

/* Does the key hold a NaN, a complex or None (where Python's order is not a total one)? */
JAXCORE_I_PRIVATE int jaxcore_i_kv_irregular(const jaxcore_i_kv *k) {
    uint32_t pos = 0;
    if (k->type == JAXCORE_TREE_KEY_NONE || k->type == JAXCORE_TREE_KEY_COMPLEX) return 1;
    if (k->type == JAXCORE_TREE_KEY_FLOAT) return jaxcore_i_is_nan((uint64_t)k->i);
    if (k->type != JAXCORE_TREE_KEY_TUPLE) return 0;
    while (pos < k->n) { /* nested tuples are walked in place: their payload is elements */
        jaxcore_i_kv e = jaxcore_i_elem_kv(k->p + pos);
        if (e.type == JAXCORE_TREE_KEY_COMPLEX ||
            (e.type == JAXCORE_TREE_KEY_FLOAT && jaxcore_i_is_nan((uint64_t)e.i)))
            return 1;
        pos += JAXCORE_I_KEY_HDR + (e.type == JAXCORE_TREE_KEY_TUPLE ? 0 : e.n);
    }
    return 0;
}

/* Python's repr of a float: shortest round-trip digits, fixed notation for exponents
   -4..15, else d.ddde+XX; no_dot0 (inside complex) drops the ".0" of integral values. */
JAXCORE_I_PRIVATE void jaxcore_i_put_pyfloat(jaxcore_i_text *o, uint64_t b, int no_dot0, int sign) {
    uint64_t mag = b & ~((uint64_t)1 << 63);
    char dig[20];
    int32_t decpt = 0, i;
    uint32_t n;
    if (jaxcore_i_is_nan(b)) {
        jaxcore_i_put(o, sign ? "+nan" : "nan");
        return;
    }
    if (b >> 63)
        jaxcore_i_put(o, "-");
    else if (sign)
        jaxcore_i_put(o, "+");
    if (mag == JAXCORE_I_F64_INF) {
        jaxcore_i_put(o, "inf");
        return;
    }
    if (!mag) {
        jaxcore_i_put(o, no_dot0 ? "0" : "0.0");
        return;
    }
    n = jaxcore_i_f64_shortest(mag, dig, &decpt);
    if (decpt <= -4 || decpt > 16) {
        int32_t x = decpt - 1, d = 0, ax = x < 0 ? -x : x;
        char ed[8];
        jaxcore_i_put_n(o, dig, 1);
        if (n > 1) {
            jaxcore_i_put(o, ".");
            jaxcore_i_put_n(o, dig + 1, n - 1);
        }
        jaxcore_i_put(o, x < 0 ? "e-" : "e+");
        do {
            ed[d++] = (char)('0' + ax % 10);
            ax /= 10;
        } while (ax);
        if (d < 2) ed[d++] = '0';
        while (d-- > 0)
            jaxcore_i_put_n(o, &ed[d], 1);
    } else if (decpt <= 0) {
        jaxcore_i_put(o, "0.");
        for (i = decpt; i < 0; ++i)
            jaxcore_i_put(o, "0");
        jaxcore_i_put_n(o, dig, n);
    } else if ((uint32_t)decpt >= n) {
        jaxcore_i_put_n(o, dig, n);
        for (i = (int32_t)n; i < decpt; ++i)
            jaxcore_i_put(o, "0");
        if (!no_dot0) jaxcore_i_put(o, ".0");
    } else {
        jaxcore_i_put_n(o, dig, (size_t)decpt);
        jaxcore_i_put(o, ".");
        jaxcore_i_put_n(o, dig + decpt, n - (uint32_t)decpt);
    }
}

/* repr(key) (simple = 0) or str(key) (simple = 1: a str key's text itself) of a key that
   is not a tuple (jaxcore_i_put_kv prints tuples). */
JAXCORE_I_PRIVATE void jaxcore_i_put_kv1(jaxcore_i_text *o, const jaxcore_i_kv *k, int simple) {
    switch (k->type) {
    case JAXCORE_TREE_KEY_INT: jaxcore_i_put_int64(o, k->i); break;
    case JAXCORE_TREE_KEY_NONE: jaxcore_i_put(o, "None"); break;
    case JAXCORE_TREE_KEY_BOOL: jaxcore_i_put(o, k->i ? "True" : "False"); break;
    case JAXCORE_TREE_KEY_FLOAT: jaxcore_i_put_pyfloat(o, (uint64_t)k->i, 0, 0); break;
    case JAXCORE_TREE_KEY_COMPLEX: {
        uint64_t re = jaxcore_i_le_read(k->p, 8), im = jaxcore_i_le_read(k->p + 8, 8);
        if (!re) { /* +0.0 real part: the imaginary part alone */
            jaxcore_i_put_pyfloat(o, im, 1, 0);
            jaxcore_i_put(o, "j");
        } else {
            jaxcore_i_put(o, "(");
            jaxcore_i_put_pyfloat(o, re, 1, 0);
            jaxcore_i_put_pyfloat(o, im, 1, 1);
            jaxcore_i_put(o, "j)");
        }
        break;
    }
    case JAXCORE_TREE_KEY_BYTES:
        jaxcore_i_put(o, "b");
        jaxcore_i_put_pystr(o, (const char *)k->p, k->n, 1);
        break;
    case JAXCORE_TREE_KEY_STR:
        if (!simple) {
            jaxcore_i_put_pystr(o, (const char *)k->p, k->n, 0);
            break;
        }
        /* fall through */
    default: jaxcore_i_put_n(o, (const char *)k->p, k->n); break; /* big int, attribute */
    }
}

/* repr() (simple = 0) or str() (simple = 1) of a key value. A tuple's nested tuples are
   walked in place, with each open tuple's end and element count on a small stack
   (JAXCORE_I_KEY_NEST deep): no recursion. */
JAXCORE_I_PRIVATE void jaxcore_i_put_kv(jaxcore_i_text *o, const jaxcore_i_kv *k, int simple) {
    uint32_t end[JAXCORE_I_KEY_NEST + 1], pos = 0, sp = 0;
    unsigned char count[JAXCORE_I_KEY_NEST + 1]; /* elements so far: 0, 1 or 2 (more) */
    if (k->type != JAXCORE_TREE_KEY_TUPLE) {
        jaxcore_i_put_kv1(o, k, simple);
        return;
    }
    jaxcore_i_put(o, "(");
    end[0] = k->n;
    count[0] = 0;
    for (;;) {
        jaxcore_i_kv e;
        if (pos >= end[sp]) {
            jaxcore_i_put(o, count[sp] == 1 ? ",)" : ")");
            if (!sp) return;
            --sp;
            continue;
        }
        e = jaxcore_i_elem_kv(k->p + pos);
        if (count[sp]) jaxcore_i_put(o, ", ");
        count[sp] = (unsigned char)(count[sp] ? 2 : 1);
        if (e.type == JAXCORE_TREE_KEY_TUPLE && sp < JAXCORE_I_KEY_NEST) {
            jaxcore_i_put(o, "(");
            pos += JAXCORE_I_KEY_HDR;
            end[++sp] = pos + e.n;
            count[sp] = 0;
            continue;
        }
        jaxcore_i_put_kv1(o, &e, 0);
        pos += JAXCORE_I_KEY_HDR + e.n;
    }
}

/* repr() (simple = 0) or str() (simple = 1) of a record's key. */
JAXCORE_I_PRIVATE void jaxcore_i_put_key(jaxcore_i_text *t, const jaxcore_tree *tr,
                                         const jaxcore_i_node *n, int simple) {
    jaxcore_i_kv k = jaxcore_i_node_kv(tr->bytes, n);
    jaxcore_i_put_kv(t, &k, simple);
}

/* Keys of two records are equal: dict keys under Python's ==, attribute names by bytes. */
JAXCORE_I_PRIVATE int jaxcore_i_key_eq(const jaxcore_tree *ta, const jaxcore_i_node *a,
                                       const jaxcore_tree *tb, const jaxcore_i_node *b) {
    jaxcore_i_kv x = jaxcore_i_node_kv(ta->bytes, a), y = jaxcore_i_node_kv(tb->bytes, b);
    if (a->key_type == JAXCORE_TREE_KEY_ATTR || b->key_type == JAXCORE_TREE_KEY_ATTR ||
        a->key_type == JAXCORE_TREE_KEY_NOKEY || b->key_type == JAXCORE_TREE_KEY_NOKEY)
        return a->key_type == b->key_type && jaxcore_i_bytes_eq(ta->bytes + a->key_off, a->key_len,
                                                                tb->bytes + b->key_off, b->key_len);
    return jaxcore_i_kv_eq(&x, &y);
}

/* ---- parser ---- */

enum {
    JAXCORE_I_F_TUPLE = 0, /* "(": a tuple, or grouping if one element and no comma */
    JAXCORE_I_F_LIST,
    JAXCORE_I_F_DICT,
    JAXCORE_I_F_NT,     /* Name(...) namedtuple literal */
    JAXCORE_I_F_CUSTOM, /* CustomNode(N[aux], [ ... ]) */
    JAXCORE_I_F_REPR    /* PyTreeDef( ... ) */
};

/* The open containers, one level each in 4.5 bytes (the stack of the counting pass, which
   has no buffer, is mostly these): a word, fr, and a 4-bit state. fr is, filling, the
   container's record (its children so far are that record's arity); counting, its
   children so far, or for F_CUSTOM its aux text's position (jaxcore_i_custom_count counts
   the children again where the count is needed). The state is the JAXCORE_I_F_* kind
   (F_TUPLE to F_REPR: 0 to 5) or one of JAXCORE_I_FS_*: a tuple after a comma; F_NT's
   fields (no state of its own: no child yet) keyword or positional; F_CUSTOM's keys in
   the aux (none: plain) of an OrderedDict or a defaultdict. JAXCORE_I_FFIELDS gives the
   latter two as 1 and 2 (0 for neither). fr_top repeats the top level's state. */
enum {
    JAXCORE_I_FS_COMMA = 6, /* F_TUPLE, a comma seen */
    JAXCORE_I_FS_NT_KW,     /* F_NT, keyword children */
    JAXCORE_I_FS_NT_POS,    /* F_NT, positional children */
    JAXCORE_I_FS_ODICT,     /* F_CUSTOM, OrderedDict */
    JAXCORE_I_FS_DDICT      /* F_CUSTOM, defaultdict */
};
#define JAXCORE_I_FSTATE(p, i) (((p)->fr_state[(i) / 2] >> ((i) % 2 * 4)) & 15u)
#define JAXCORE_I_SKIND(state) ("\0\1\2\3\4\5\0\3\3\4\4"[state])
#define JAXCORE_I_FKIND(p, i) JAXCORE_I_SKIND(JAXCORE_I_FSTATE(p, i))
#define JAXCORE_I_TKIND(p) JAXCORE_I_SKIND((p)->fr_top) /* the top level's */
#define JAXCORE_I_FFIELDS(p, i) ("\0\0\0\0\0\0\0\1\2\1\2"[JAXCORE_I_FSTATE(p, i)])

typedef struct jaxcore_i_parser {
    const char *s;
    size_t len, pos;
    jaxcore_i_node *nodes; /* NULL while counting */
    char *bytes;
    uint32_t n, b, leaves;
    uint32_t n_max; /* most records held at once ("((x))" drops records when it closes) */
    uint32_t b_max; /* most arena bytes at once (rejected aux keys are dropped) */
    uint32_t b_lim; /* arena bytes allowed: JAXCORE_I_TREE_LIMIT, filling the counted b_max */
    int none_is_leaf;
    /* the key the next record gets (and key_type, below with the other bytes) */
    int64_t key_int;
    uint32_t key_off, key_len;
    size_t key_src;
    int64_t last_i;    /* the key element parsed last's INT/BOOL/FLOAT value (last_type: below) */
    uint32_t kmax;     /* most keys in one dict: the sort's scratch is sized by it */
    uint32_t *scratch; /* 3 * kmax / 2 + 1 words after the arena (filling pass) */
    jaxcore_result code;
    size_t err_pos;
    const char *msg;
    uint32_t fr[JAXCORE_TREE_MAX_DEPTH + 1];
    uint8_t fr_state[JAXCORE_TREE_MAX_DEPTH / 2 + 1]; /* two levels a byte */
    uint8_t fr_top;
    uint8_t key_type, last_type; /* the next record's key; the key element parsed last */
    size_t sp;
} jaxcore_i_parser;

JAXCORE_I_PRIVATE int jaxcore_i_fail(jaxcore_i_parser *p, jaxcore_result code, size_t pos,
                                     const char *msg) {
    if (p->code == JAXCORE_OK) {
        p->code = code;
        p->err_pos = pos;
        p->msg = msg;
    }
    return 0;
}

/* Sets the state of the top level i (a level above it, in the same byte, is not open). */
JAXCORE_I_PRIVATE void jaxcore_i_fset(jaxcore_i_parser *p, size_t i, unsigned state) {
    p->fr_state[i / 2] = (uint8_t)(i % 2 ? (p->fr_state[i / 2] & 15u) | state << 4 : state);
    p->fr_top = (uint8_t)state;
}

JAXCORE_I_PRIVATE void jaxcore_i_ws(jaxcore_i_parser *p) {
    while (p->pos < p->len) {
        char c = p->s[p->pos];
        if (c != ' ' && c != '\t' && c != '\n' && c != '\r') break;
        ++p->pos;
    }
}

JAXCORE_I_PRIVATE int jaxcore_i_peek(jaxcore_i_parser *p) {
    return p->pos < p->len ? (unsigned char)p->s[p->pos] : -1;
}

JAXCORE_I_PRIVATE int jaxcore_i_is_digit(int c) { return c >= '0' && c <= '9'; }
JAXCORE_I_PRIVATE int jaxcore_i_is_ident(int c, int first) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' ||
           (!first && jaxcore_i_is_digit(c));
}

/* Length of the identifier at pos (0 if none). */
JAXCORE_I_PRIVATE size_t jaxcore_i_ident(const jaxcore_i_parser *p, size_t pos) {
    size_t e = pos;
    while (e < p->len && jaxcore_i_is_ident((unsigned char)p->s[e], e == pos))
        ++e;
    return e - pos;
}

/* Appends bytes to the arena (counted only while counting). */
JAXCORE_I_PRIVATE int jaxcore_i_emit_bytes(jaxcore_i_parser *p, const char *src, size_t n) {
    size_t i;
    if (n > p->b_lim - p->b) /* filling: only if the passes disagreed (a bug), not overrun */
        return jaxcore_i_fail(p, JAXCORE_ERR_INVALID_ARG, p->pos,
                              p->bytes ? JAXCORE_I_MSG("internal size mismatch")
                                       : JAXCORE_I_MSG("input too large"));
    if (p->bytes)
        for (i = 0; i < n; ++i)
            p->bytes[p->b + i] = src[i];
    p->b += (uint32_t)n;
    if (p->b > p->b_max) p->b_max = p->b;
    return 1;
}

JAXCORE_I_PRIVATE int jaxcore_i_emit_utf8(jaxcore_i_parser *p, uint32_t cp, size_t at) {
    char u[4];
    size_t n;
    if (cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
        return jaxcore_i_fail(p, JAXCORE_ERR_TREE_PARSE, at,
                              JAXCORE_I_MSG("escape is not a Unicode scalar value"));
    if (cp < 0x80) {
        u[0] = (char)cp;
        n = 1;
    } else if (cp < 0x800) {
        u[0] = (char)(0xc0 | (cp >> 6));
        u[1] = (char)(0x80 | (cp & 0x3f));
        n = 2;
    } else if (cp < 0x10000) {
        u[0] = (char)(0xe0 | (cp >> 12));
        u[1] = (char)(0x80 | ((cp >> 6) & 0x3f));
        u[2] = (char)(0x80 | (cp & 0x3f));
        n = 3;
    } else {
        u[0] = (char)(0xf0 | (cp >> 18));
        u[1] = (char)(0x80 | ((cp >> 12) & 0x3f));
        u[2] = (char)(0x80 | ((cp >> 6) & 0x3f));
        u[3] = (char)(0x80 | (cp & 0x3f));
        n = 4;
    }
    return jaxcore_i_emit_bytes(p, u, n);
}

JAXCORE_I_PRIVATE int jaxcore_i_hexval(int c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* A Python string literal at pos ('...' or "...", one line). decode 1: a str's value goes
   to the arena as UTF-8; 2: a bytes literal's (after its b: ASCII only, no \\u \\U); 0:
   only checked. On success pos is past the closing quote. */
JAXCORE_I_PRIVATE int jaxcore_i_string(jaxcore_i_parser *p, int decode) {
    size_t start = p->pos;
    char q = p->s[p->pos++];
    while (1) {
        size_t at = p->pos;
        unsigned char c;
        if (p->pos >= p->len)
            return jaxcore_i_fail(p, JAXCORE_ERR_TREE_PARSE, start,
                                  JAXCORE_I_MSG("unterminated string"));
        c = (unsigned char)p->s[p->pos++];
        if (c == (unsigned char)q) return 1;
        if (c == '\n' || c == '\r')
            return jaxcore_i_fail(p, JAXCORE_ERR_TREE_PARSE, start,
                                  JAXCORE_I_MSG("unterminated string"));
        if (!c)
            return jaxcore_i_fail(p, JAXCORE_ERR_TREE_PARSE, at,
                                  JAXCORE_I_MSG("NUL byte in a string (write \\x00)"));
        if (c != '\\') {
            if (decode == 2 && c > 0x7f)
                return jaxcore_i_fail(p, JAXCORE_ERR_TREE_PARSE, at,
                                      JAXCORE_I_MSG("bytes can only contain ASCII literal "
                                                    "characters"));
            if (decode && !jaxcore_i_emit_bytes(p, p->s + at, 1)) return 0;
            continue;
        }
        if (p->pos >= p->len)
            return jaxcore_i_fail(p, JAXCORE_ERR_TREE_PARSE, start,
                                  JAXCORE_I_MSG("unterminated string"));
        c = (unsigned char)p->s[p->pos++];
        {
            char out = 0;
            uint32_t cp = 0;
            int digits = 0, i;
            switch (c) {
            case '\\': out = '\\'; break;
            case '\'': out = '\''; break;
            case '"': out = '"'; break;
            case 'n': out = '\n'; break;
            case 't': out = '\t'; break;
            case 'r': out = '\r'; break;
            case 'a': out = '\a'; break;
            case 'b': out = '\b'; break;
            case 'f': out = '\f'; break;
            case 'v': out = '\v'; break;
            case 'x': digits = 2; break;
            case 'u': digits = decode == 2 ? -1 : 4; break;
            case 'U': digits = decode == 2 ? -1 : 8; break;
            default:
                if (c >= '0' && c <= '7') { /* octal: up to three digits */
                    cp = (uint32_t)(c - '0');
                    for (i = 0;
                         i < 2 && p->pos < p->len && p->s[p->pos] >= '0' && p->s[p->pos] <= '7';
                         ++i)
                        cp = cp * 8 + (uint32_t)(p->s[p->pos++] - '0');
                    if (decode == 2 && cp > 0xff)
                        return jaxcore_i_fail(p, JAXCORE_ERR_TREE_PARSE, at,
                                              JAXCORE_I_MSG("octal escape above \\377 in bytes"));
                    if (decode == 2) {
                        char byte = (char)cp;
                        if (!jaxcore_i_emit_bytes(p, &byte, 1)) return 0;
                    } else if (decode && !jaxcore_i_emit_utf8(p, cp, at)) {
                        return 0;
                    }
                    continue;
                }
                return jaxcore_i_fail(p, JAXCORE_ERR_TREE_PARSE, at,
                                      JAXCORE_I_MSG("invalid escape sequence in string"));
            }
            if (digits < 0)
                return jaxcore_i_fail(p, JAXCORE_ERR_TREE_PARSE, at,
                                      JAXCORE_I_MSG("invalid escape sequence in bytes"));
            if (digits) {
                for (i = 0; i < digits; ++i) {
                    int h = p->pos < p->len ? jaxcore_i_hexval((unsigned char)p->s[p->pos]) : -1;
                    if (h < 0)
                        return jaxcore_i_fail(p, JAXCORE_ERR_TREE_PARSE, at,
                                              JAXCORE_I_MSG("truncated \\x, \\u or \\U escape"));
                    cp = cp * 16 + (uint32_t)h;
                    ++p->pos;
                }
                if (decode == 2) {
                    char byte = (char)cp;
                    if (!jaxcore_i_emit_bytes(p, &byte, 1)) return 0;
                } else if (decode && !jaxcore_i_emit_utf8(p, cp, at)) {
                    return 0;
                }
            } else if (decode && !jaxcore_i_emit_bytes(p, &out, 1)) {
                return 0;
            }
        }
    }
}

/* A Python int or float literal at pos (after any sign): 12, 1_000, 0x1f, 1.5e-3, .5, 2j.
   Returns 1 and sets *is_int, or fails. */
JAXCORE_I_PRIVATE int jaxcore_i_number(jaxcore_i_parser *p, int *is_int) {
    size_t start = p->pos;
    int digits = 0;
    *is_int = 1;
    if (p->pos + 1 < p->len && p->s[p->pos] == '0' &&
        (p->s[p->pos + 1] == 'x' || p->s[p->pos + 1] == 'X' || p->s[p->pos + 1] == 'o' ||
         p->s[p->pos + 1] == 'O' || p->s[p->pos + 1] == 'b' || p->s[p->pos + 1] == 'B')) {
        p->pos += 2;
        while (p->pos < p->len &&
               (jaxcore_i_hexval((unsigned char)p->s[p->pos]) >= 0 || p->s[p->pos] == '_')) {
            ++p->pos;
            ++digits;
        }
    } else {
        while (p->pos < p->len && (jaxcore_i_is_digit((unsigned char)p->s[p->pos]) ||
                                   (digits && p->s[p->pos] == '_'))) {
            ++p->pos;
            ++digits;
        }
        if (p->pos < p->len && p->s[p->pos] == '.') {
            *is_int = 0;
            ++p->pos;
            while (p->pos < p->len && jaxcore_i_is_digit((unsigned char)p->s[p->pos])) {
                ++p->pos;
                ++digits;
            }
        }
        if (digits && p->pos < p->len && (p->s[p->pos] == 'e' || p->s[p->pos] == 'E')) {
            int ed = 0;
            *is_int = 0;
            ++p->pos;
            if (p->pos < p->len && (p->s[p->pos] == '+' || p->s[p->pos] == '-')) ++p->pos;
            while (p->pos < p->len && jaxcore_i_is_digit((unsigned char)p->s[p->pos])) {
                ++p->pos;
                ++ed;
            }
            if (!ed) digits = 0;
        }
        if (digits && p->pos < p->len && (p->s[p->pos] == 'j' || p->s[p->pos] == 'J')) {
            *is_int = 0;
            ++p->pos;
        }
    }
    if (!digits || (p->pos < p->len && jaxcore_i_is_ident((unsigned char)p->s[p->pos], 0)))
        return jaxcore_i_fail(p, JAXCORE_ERR_TREE_PARSE, start, JAXCORE_I_MSG("invalid number"));
    return 1;
}

/* Appends a record of the given kind, taking the pending key. */
JAXCORE_I_PRIVATE int jaxcore_i_new_node(jaxcore_i_parser *p, int kind, size_t src) {
    if (p->n >= JAXCORE_I_TREE_LIMIT)
        return jaxcore_i_fail(p, JAXCORE_ERR_INVALID_ARG, src, JAXCORE_I_MSG("too many nodes"));
    if (p->nodes) {
        jaxcore_i_node *nd = &p->nodes[p->n];
        nd->key_int = p->key_int;
        nd->num_nodes = 1;
        nd->num_leaves = kind == JAXCORE_TREE_LEAF ? 1u : 0u;
        nd->first_leaf = p->leaves;
        nd->arity = 0;
        nd->depth = 0;
        nd->text_off = nd->text_len = nd->aux_off = nd->aux_len = 0;
        nd->key_off = p->key_off;
        nd->key_len = p->key_len;
        nd->src = (uint32_t)(p->key_type ? p->key_src : src);
        nd->kind = (uint8_t)kind;
        nd->key_type = p->key_type;
    }
    p->key_type = JAXCORE_TREE_KEY_NOKEY;
    p->key_int = 0;
    p->key_off = p->key_len = 0;
    if (p->sp) { /* one more child of the top frame (F_CUSTOM while counting: recounted) */
        size_t t = p->sp - 1;
        int fk = JAXCORE_I_TKIND(p);
        if (!p->nodes) {
            if (fk != JAXCORE_I_F_CUSTOM) ++p->fr[t];
        } else if (fk != JAXCORE_I_F_REPR) {
            ++p->nodes[p->fr[t]].arity;
        }
    }
    if (kind == JAXCORE_TREE_LEAF) ++p->leaves;
    if (++p->n > p->n_max) p->n_max = p->n;
    return 1;
}

/* Sets text (t = 0) or aux (t = 1) of the last record to arena bytes [off, off+len). */
JAXCORE_I_PRIVATE void jaxcore_i_set_text(jaxcore_i_parser *p, uint32_t node, int aux, uint32_t off,
                                          uint32_t len) {
    if (!p->nodes) return;
    if (aux) {
        p->nodes[node].aux_off = off;
        p->nodes[node].aux_len = len;
    } else {
        p->nodes[node].text_off = off;
        p->nodes[node].text_len = len;
    }
}

JAXCORE_I_PRIVATE int jaxcore_i_push(jaxcore_i_parser *p, int fkind, size_t src) {
    size_t containers = p->sp - (p->sp && JAXCORE_I_FKIND(p, 0) == JAXCORE_I_F_REPR);
    if (fkind != JAXCORE_I_F_REPR && containers >= JAXCORE_TREE_MAX_DEPTH)
        return jaxcore_i_fail(p, JAXCORE_ERR_TREE_DEPTH, src,
                              JAXCORE_I_MSG("nesting deeper than JAXCORE_TREE_MAX_DEPTH"));
    p->fr[p->sp] = p->nodes ? p->n - (fkind != JAXCORE_I_F_REPR) : 0;
    jaxcore_i_fset(p, p->sp++, (unsigned)fkind);
    return 1;
}

/* ---- dict key order: std::stable_sort as jaxlib runs it ---- */

/* jaxlib sorts a dict's keys with std::stable_sort and Python's <, and turns a TypeError
   from < into "Comparator raised exception ...". Where < is a strict weak order any
   stable sort agrees; NaN keys are not ordered, and there the result (and whether an
   incomparable pair is ever compared) is the algorithm's. This is libstdc++'s (the
   Linux wheels): halves of (k+1)/2 and k/2 keys, each sorted in runs of 7 by insertion
   then merged pairwise through a buffer, then one buffered merge of the halves. */
typedef struct jaxcore_i_ksort {
    const jaxcore_i_node *nodes;
    const char *bytes;
    int raised;
    uint32_t ra, rb; /* the first pair whose < raised */
} jaxcore_i_ksort;

JAXCORE_I_PRIVATE int jaxcore_i_ks_lt(jaxcore_i_ksort *s, uint32_t a, uint32_t b) {
    jaxcore_i_kv x, y;
    int r;
    if (s->raised) return 0; /* Python has raised: the rest does not matter */
    x = jaxcore_i_node_kv(s->bytes, &s->nodes[a]);
    y = jaxcore_i_node_kv(s->bytes, &s->nodes[b]);
    r = jaxcore_i_kv_rel(&x, &y, 1);
    if (r < 0) {
        s->raised = 1;
        s->ra = a;
        s->rb = b;
        return 0;
    }
    return r;
}

JAXCORE_I_PRIVATE void jaxcore_i_ks_insertion(jaxcore_i_ksort *s, uint32_t *v, size_t n) {
    size_t i, j;
    for (i = 1; i < n; ++i) {
        uint32_t x = v[i];
        if (jaxcore_i_ks_lt(s, x, v[0])) {
            for (j = i; j > 0; --j)
                v[j] = v[j - 1];
            v[0] = x;
        } else { /* stops at v[0] at the latest: x < v[0] was false */
            for (j = i; jaxcore_i_ks_lt(s, x, v[j - 1]); --j)
                v[j] = v[j - 1];
            v[j] = x;
        }
    }
}

/* Merges a[0..na) and b[0..nb) into out, taking from b only when b < a. */
JAXCORE_I_PRIVATE void jaxcore_i_ks_merge(jaxcore_i_ksort *s, const uint32_t *a, size_t na,
                                          const uint32_t *b, size_t nb, uint32_t *out) {
    while (na && nb) {
        if (jaxcore_i_ks_lt(s, *b, *a)) {
            *out++ = *b++;
            --nb;
        } else {
            *out++ = *a++;
            --na;
        }
    }
    while (na--)
        *out++ = *a++;
    while (nb--)
        *out++ = *b++;
}

JAXCORE_I_PRIVATE void jaxcore_i_ks_loop(jaxcore_i_ksort *s, const uint32_t *src, size_t n,
                                         uint32_t *dst, size_t step) {
    size_t m;
    while (n >= 2 * step) {
        jaxcore_i_ks_merge(s, src, step, src + step, step, dst);
        src += 2 * step;
        dst += 2 * step;
        n -= 2 * step;
    }
    m = n < step ? n : step;
    jaxcore_i_ks_merge(s, src, m, src + m, n - m, dst);
}

JAXCORE_I_PRIVATE void jaxcore_i_ks_half(jaxcore_i_ksort *s, uint32_t *v, size_t n, uint32_t *buf) {
    size_t step = 7, i = 0;
    for (; n - i >= step; i += step)
        jaxcore_i_ks_insertion(s, v + i, step);
    jaxcore_i_ks_insertion(s, v + i, n - i);
    while (step < n) {
        jaxcore_i_ks_loop(s, v, n, buf, step);
        step *= 2;
        jaxcore_i_ks_loop(s, buf, n, v, step);
        step *= 2;
    }
}

/* Sorts v[0..n) with buf[0..(n+1)/2) of scratch. */
JAXCORE_I_PRIVATE void jaxcore_i_ks_sort(jaxcore_i_ksort *s, uint32_t *v, size_t n, uint32_t *buf) {
    size_t h = (n + 1) / 2, n2 = n - h, i;
    if (!n) return;
    jaxcore_i_ks_half(s, v, h, buf);
    jaxcore_i_ks_half(s, v + h, n2, buf);
    if (h <= n2) { /* the first half goes to buf, merged forward */
        uint32_t *a = buf, *b = v + h, *out = v;
        size_t na = h, nb = n2;
        for (i = 0; i < h; ++i)
            buf[i] = v[i];
        while (na && nb) {
            if (jaxcore_i_ks_lt(s, *b, *a)) {
                *out++ = *b++;
                --nb;
            } else {
                *out++ = *a++;
                --na;
            }
        }
        while (na--)
            *out++ = *a++;
    } else if (n2) { /* the second half goes to buf, merged backward */
        size_t l1 = h - 1, l2 = n2 - 1, r = n;
        for (i = 0; i < n2; ++i)
            buf[i] = v[h + i];
        for (;;) {
            if (jaxcore_i_ks_lt(s, buf[l2], v[l1])) {
                v[--r] = v[l1];
                if (!l1) {
                    for (;;) {
                        v[--r] = buf[l2];
                        if (!l2--) break;
                    }
                    break;
                }
                --l1;
            } else {
                v[--r] = buf[l2];
                if (!l2) break;
                --l2;
            }
        }
    }
}

JAXCORE_I_PRIVATE void jaxcore_i_reverse(jaxcore_i_node *nodes, size_t lo, size_t hi) {
    while (lo + 1 < hi) {
        jaxcore_i_node tmp = nodes[lo];
        nodes[lo++] = nodes[--hi];
        nodes[hi] = tmp;
    }
}

JAXCORE_I_PRIVATE int jaxcore_i_dup_key(jaxcore_i_parser *p, uint32_t a, uint32_t b) {
    const jaxcore_i_node *nodes = p->nodes;
    return jaxcore_i_fail(p, JAXCORE_ERR_TREE_DUP_KEY,
                          nodes[a].src > nodes[b].src ? nodes[a].src : nodes[b].src,
                          JAXCORE_I_MSG("duplicate dict key (Python would keep only the last)"));
}

/* Sorts the children of dict record d as jaxlib sorts the keys; rejects keys equal under
   == (a Python dict would have merged them) and keys Python cannot order. Sorted input
   (every JAX repr) costs one pass; otherwise the sort runs on p->scratch and whole
   subtrees move into place: by cycles where all children have one size (O(n) moves),
   else by rotations (O(k n) moves). */
JAXCORE_I_NOINLINE int jaxcore_i_sort_dict(jaxcore_i_parser *p, uint32_t d) {
    jaxcore_i_node *nodes = p->nodes;
    size_t end = (size_t)d + nodes[d].num_nodes, pos = (size_t)d + 1, k = nodes[d].arity, i, j;
    uint32_t *v = p->scratch, *buf = p->scratch + k;
    int sorted = 1, irregular = 0;
    jaxcore_i_ksort s;
    s.nodes = nodes;
    s.bytes = p->bytes;
    s.raised = 0;
    /* already strictly increasing: nothing moves, no two keys are equal */
    for (i = pos; i + nodes[i].num_nodes < end && sorted; i += nodes[i].num_nodes)
        sorted = jaxcore_i_ks_lt(&s, (uint32_t)i, (uint32_t)(i + nodes[i].num_nodes));
    if (sorted && !s.raised) return 1;
    s.raised = 0;
    for (i = 0, j = pos; i < k; ++i, j += nodes[j].num_nodes) {
        jaxcore_i_kv kv = jaxcore_i_node_kv(p->bytes, &nodes[j]);
        v[i] = (uint32_t)j;
        irregular |= jaxcore_i_kv_irregular(&kv);
    }
    if (irregular) /* == is not an equivalence of <: compare every pair */
        for (i = 0; i < k; ++i)
            for (j = i + 1; j < k; ++j) {
                jaxcore_i_kv a = jaxcore_i_node_kv(p->bytes, &nodes[v[i]]);
                jaxcore_i_kv b = jaxcore_i_node_kv(p->bytes, &nodes[v[j]]);
                if (jaxcore_i_kv_eq(&a, &b)) return jaxcore_i_dup_key(p, v[i], v[j]);
            }
    jaxcore_i_ks_sort(&s, v, k, buf);
    if (s.raised)
        return jaxcore_i_fail(p, JAXCORE_ERR_TREE_KEY_ORDER,
                              nodes[s.ra].src > nodes[s.rb].src ? nodes[s.ra].src : nodes[s.rb].src,
                              JAXCORE_I_MSG("Comparator raised exception while sorting pytree "
                                            "dictionary keys."));
    if (irregular && p->sp && JAXCORE_I_FKIND(p, 0) == JAXCORE_I_F_REPR)
        return 1;   /* NaN keys: re-sorting JAX's printed order may move them; keep it */
    if (!irregular) /* equal keys are now neighbours */
        for (i = 0; i + 1 < k; ++i) {
            jaxcore_i_kv a = jaxcore_i_node_kv(p->bytes, &nodes[v[i]]);
            jaxcore_i_kv b = jaxcore_i_node_kv(p->bytes, &nodes[v[i + 1]]);
            if (jaxcore_i_kv_eq(&a, &b)) return jaxcore_i_dup_key(p, v[i], v[i + 1]);
        }
    for (i = 0; i < k; ++i) /* each child's final place; depth is recomputed later */
        nodes[v[i]].depth = (uint32_t)i;
    for (i = pos, j = 1; i < end; i += nodes[i].num_nodes)
        j &= nodes[i].num_nodes == nodes[pos].num_nodes;
    if (j) { /* children of one size (leaves, say): follow the cycles, O(n) moves */
        size_t m = nodes[pos].num_nodes, x;
        for (i = 0; i < k; ++i)
            while (nodes[pos + i * m].depth != i) {
                size_t t = nodes[pos + i * m].depth;
                for (x = 0; x < m; ++x) {
                    jaxcore_i_node tmp = nodes[pos + i * m + x];
                    nodes[pos + i * m + x] = nodes[pos + t * m + x];
                    nodes[pos + t * m + x] = tmp;
                }
            }
        return 1;
    }
    for (i = 0; i < k; ++i) {
        size_t c = pos, m;
        while (nodes[c].depth != i)
            c += nodes[c].num_nodes;
        if (c != pos) {
            m = nodes[c].num_nodes;
            jaxcore_i_reverse(nodes, pos, c);
            jaxcore_i_reverse(nodes, c, c + m);
            jaxcore_i_reverse(nodes, pos, c + m);
        }
        pos += nodes[pos].num_nodes;
    }
    return 1;
}

JAXCORE_I_PRIVATE int jaxcore_i_key(jaxcore_i_parser *p);
JAXCORE_I_PRIVATE size_t jaxcore_i_aux_end(const jaxcore_i_parser *p, size_t pos, int quotes);
JAXCORE_I_PRIVATE uint32_t jaxcore_i_custom_count(const jaxcore_i_parser *p, size_t pos);

/* OrderedDict[('b', 'a')] and defaultdict[(<class 'int'>, ('a', 'b'))]: JAX's
   registrations keep the dict keys in the aux data, one per child; they become the
   children's DictKeys. Aux text of another shape leaves the children without keys. The
   aux text is read from the arena's copy (filling) or found again in the input (counting);
   lvl is the closed frame. */
JAXCORE_I_NOINLINE void jaxcore_i_aux_keys(jaxcore_i_parser *p, size_t lvl) {
    const char *save_s = p->s;
    size_t save_pos = p->pos, save_len = p->len, c = (size_t)p->fr[lvl] + 1;
    uint32_t save_b = p->b, k = 0, count;
    int ok = 1, fields = JAXCORE_I_FFIELDS(p, lvl);
    if (p->nodes) {
        const jaxcore_i_node *nd = &p->nodes[p->fr[lvl]];
        count = nd->arity;
        p->s = p->bytes;
        p->pos = nd->aux_off;
        p->len = (size_t)nd->aux_off + nd->aux_len;
    } else {
        size_t aux = p->fr[lvl], end = jaxcore_i_aux_end(p, aux, 1);
        count = jaxcore_i_custom_count(p, aux);
        if (end >= p->len) end = jaxcore_i_aux_end(p, aux, 0);
        p->pos = aux;
        p->len = end;
    }
    jaxcore_i_ws(p);
    if (fields == 2) { /* skip "(factory, " */
        size_t depth = 0;
        ok = jaxcore_i_peek(p) == '(';
        for (++p->pos; ok && p->pos < p->len; ++p->pos) {
            char ch = p->s[p->pos];
            if (ch == '(' || ch == '[' || ch == '{' || ch == '<') ++depth;
            if (ch == ')' || ch == ']' || ch == '}' || ch == '>') {
                if (!depth) ok = 0;
                --depth;
            }
            if (ch == ',' && !depth) break;
        }
        ok = ok && jaxcore_i_peek(p) == ',';
        ++p->pos;
        jaxcore_i_ws(p);
    }
    ok = ok && jaxcore_i_peek(p) == '(';
    ++p->pos;
    while (ok) {
        jaxcore_i_ws(p);
        if (jaxcore_i_peek(p) == ')') break;
        if (!jaxcore_i_key(p)) {
            ok = 0;
            break;
        }
        if (p->nodes && k < count) {
            p->nodes[c].key_type = p->key_type;
            p->nodes[c].key_int = p->key_int;
            p->nodes[c].key_off = p->key_off;
            p->nodes[c].key_len = p->key_len;
            c += p->nodes[c].num_nodes;
        }
        ++k;
        jaxcore_i_ws(p);
        if (jaxcore_i_peek(p) == ',')
            ++p->pos;
        else if (jaxcore_i_peek(p) != ')')
            ok = 0;
    }
    ++p->pos;
    jaxcore_i_ws(p);
    if (ok && fields == 2) {
        ok = jaxcore_i_peek(p) == ')';
        ++p->pos;
        jaxcore_i_ws(p);
    }
    ok = ok && p->pos == p->len && k == count;
    if (!ok) {
        p->b = save_b;
        if (p->nodes)
            for (c = (size_t)p->fr[lvl] + 1, k = 0; k < count; ++k, c += p->nodes[c].num_nodes)
                p->nodes[c].key_type = JAXCORE_TREE_KEY_NOKEY;
    }
    p->code = JAXCORE_OK;
    p->key_type = JAXCORE_TREE_KEY_NOKEY;
    p->s = save_s;
    p->pos = save_pos;
    p->len = save_len;
}

/* Closes the top frame at its closing character (p->pos is just past it). Returns 0 on
   error, 2 where the caller is to read the closed frame's keys (jaxcore_i_aux_keys, not
   called from here so that its stack is not added to this frame), else 1. */
JAXCORE_I_PRIVATE int jaxcore_i_close(jaxcore_i_parser *p) {
    size_t lvl = --p->sp;
    unsigned state = p->fr_top;
    int kind = JAXCORE_I_SKIND(state), keyed = 0;
    uint32_t count;
    if (lvl) p->fr_top = (uint8_t)JAXCORE_I_FSTATE(p, lvl - 1);
    if (kind == JAXCORE_I_F_REPR) return 1;
    count = p->nodes ? p->nodes[p->fr[lvl]].arity : p->fr[lvl]; /* F_CUSTOM counting: unused */
    if (kind == JAXCORE_I_F_TUPLE && count == 1 && state != JAXCORE_I_FS_COMMA) {
        /* "(x)" is x: drop the tuple record, the child takes its place and its key */
        if (p->nodes) {
            jaxcore_i_node *nodes = p->nodes;
            uint32_t t = p->fr[lvl], i;
            jaxcore_i_node tup = nodes[t];
            for (i = t; i + 1 < p->n; ++i)
                nodes[i] = nodes[i + 1];
            nodes[t].key_type = tup.key_type;
            nodes[t].key_int = tup.key_int;
            nodes[t].key_off = tup.key_off;
            nodes[t].key_len = tup.key_len;
        }
        --p->n;
        return 1;
    }
    if (kind == JAXCORE_I_F_CUSTOM) {
        jaxcore_i_ws(p);
        if (jaxcore_i_peek(p) != ')')
            return jaxcore_i_fail(p, JAXCORE_ERR_TREE_PARSE, p->pos,
                                  JAXCORE_I_MSG("expected ')' to close CustomNode("));
        ++p->pos;
        keyed = JAXCORE_I_FFIELDS(p, lvl) != 0;
    }
    if (p->nodes) {
        uint32_t node = p->fr[lvl];
        jaxcore_i_node *nd = &p->nodes[node];
        nd->arity = count;
        nd->num_nodes = p->n - node;
        nd->num_leaves = p->leaves - nd->first_leaf; /* first_leaf: the count at its open */
        if (kind == JAXCORE_I_F_DICT && count > 1 && !jaxcore_i_sort_dict(p, node)) return 0;
    }
    if (kind == JAXCORE_I_F_DICT && count > p->kmax) p->kmax = count;
    return 1 + keyed;
}

/* Scans str(aux) inside CustomNode(Name[...]): brackets nest; with quotes, Python string
   literals (a quote not preceded by a letter, digit or '_') are skipped. Returns the
   position of the closing ']' or len. The caller retries without quotes if this fails. */
JAXCORE_I_PRIVATE size_t jaxcore_i_aux_end(const jaxcore_i_parser *p, size_t pos, int quotes) {
    size_t depth = 0;
    char q = 0;
    for (; pos < p->len; ++pos) {
        char c = p->s[pos];
        if (q) {
            if (c == '\\')
                ++pos;
            else if (c == q)
                q = 0;
        } else if (quotes && (c == '\'' || c == '"') &&
                   !jaxcore_i_is_ident((unsigned char)p->s[pos - 1], 0)) {
            q = c; /* a string literal starts here (not the ' of "it's") */
        } else if (c == '(' || c == '[' || c == '{') {
            ++depth;
        } else if (c == ')' || c == ']' || c == '}') {
            if (!depth) return c == ']' ? pos : p->len;
            --depth;
        }
    }
    return p->len;
}

/* Is the text at pos `word` followed (after blanks) by '('? Returns the length consumed up
   to and including '(' or 0. */
JAXCORE_I_PRIVATE size_t jaxcore_i_call(const jaxcore_i_parser *p, size_t pos, size_t idlen) {
    size_t e = pos + idlen;
    while (e < p->len && (p->s[e] == ' ' || p->s[e] == '\t' || p->s[e] == '\n' || p->s[e] == '\r'))
        ++e;
    return e < p->len && p->s[e] == '(' ? e + 1 - pos : 0;
}

/* The counting pass's child count of the CustomNode whose aux text starts at pos, read
   again from the input (its frame holds that position, not a count): the values between
   commas inside its children's [...], which parsed, so that only brackets, strings and
   the data of nested CustomNodes (skipped as jaxcore_i_custom skips it) need a look. Time
   linear in the node's text, for OrderedDict and defaultdict nodes only. */
JAXCORE_I_NOINLINE uint32_t jaxcore_i_custom_count(const jaxcore_i_parser *p, size_t pos) {
    size_t depth = 0, e = jaxcore_i_aux_end(p, pos, 1);
    uint32_t count = 0, item = 0;
    if (e >= p->len) e = jaxcore_i_aux_end(p, pos, 0);
    for (pos = e + 1; pos < p->len && p->s[pos] != '['; ++pos) { /* blanks and a comma */
    }
    for (++pos; pos < p->len; ++pos) {
        char c = p->s[pos];
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r') continue;
        if (!depth && (c == ',' || c == ']')) {
            count += item;
            item = 0;
            if (c == ']') break;
            continue;
        }
        item = 1;
        if (c == '\'' || c == '"') {
            for (++pos; pos < p->len && p->s[pos] != c; ++pos)
                pos += p->s[pos] == '\\';
        } else if (c == '(' || c == '[' || c == '{') {
            ++depth;
        } else if (c == ')' || c == ']' || c == '}') {
            --depth;
        } else if (jaxcore_i_is_ident((unsigned char)c, 1)) {
            size_t id = jaxcore_i_ident(p, pos), call = jaxcore_i_call(p, pos, id);
            if (call && jaxcore_i_streq(p->s + pos, id, "CustomNode")) {
                for (pos += call; pos < p->len && p->s[pos] != '['; ++pos) { /* the name */
                }
                e = jaxcore_i_aux_end(p, pos + 1, 1);
                if (e >= p->len) e = jaxcore_i_aux_end(p, pos + 1, 0);
                pos = e; /* its ']'; then ", [children])" nest as brackets */
                ++depth;
            } else {
                pos += id - 1;
            }
        }
    }
    return count;
}

/* CustomNode(Name[aux], [  -- after "CustomNode(". */
JAXCORE_I_PRIVATE int jaxcore_i_custom(jaxcore_i_parser *p, size_t src) {
    size_t nlen, aux, end;
    uint32_t node = p->n, name_off, aux_off;
    int nt, keyed;
    jaxcore_i_ws(p);
    nlen = jaxcore_i_ident(p, p->pos);
    if (!nlen)
        return jaxcore_i_fail(p, JAXCORE_ERR_TREE_PARSE, p->pos,
                              JAXCORE_I_MSG("expected a type name after CustomNode("));
    nt = jaxcore_i_streq(p->s + p->pos, nlen, "namedtuple");
    keyed = jaxcore_i_streq(p->s + p->pos, nlen, "OrderedDict")   ? 1
            : jaxcore_i_streq(p->s + p->pos, nlen, "defaultdict") ? 2
                                                                  : 0;
    if (!jaxcore_i_new_node(p, nt ? JAXCORE_TREE_NAMEDTUPLE : JAXCORE_TREE_CUSTOM, src)) return 0;
    name_off = p->b;
    if (!nt && !jaxcore_i_emit_bytes(p, p->s + p->pos, nlen)) return 0;
    if (!nt) jaxcore_i_set_text(p, node, 0, name_off, (uint32_t)nlen);
    p->pos += nlen;
    if (jaxcore_i_peek(p) != '[')
        return jaxcore_i_fail(p, JAXCORE_ERR_TREE_PARSE, p->pos,
                              JAXCORE_I_MSG("expected '[' after the CustomNode type name"));
    aux = ++p->pos;
    end = jaxcore_i_aux_end(p, aux, 1);
    if (end >= p->len) end = jaxcore_i_aux_end(p, aux, 0);
    if (end >= p->len)
        return jaxcore_i_fail(p, JAXCORE_ERR_TREE_PARSE, aux - 1,
                              JAXCORE_I_MSG("unbalanced brackets in CustomNode data"));
    for (nlen = aux; nlen < end; ++nlen)
        if (!p->s[nlen])
            return jaxcore_i_fail(p, JAXCORE_ERR_TREE_PARSE, nlen,
                                  JAXCORE_I_MSG("NUL byte in CustomNode data"));
    aux_off = p->b;
    if (nt && jaxcore_i_ident(p, aux) != end - aux)
        return jaxcore_i_fail(p, JAXCORE_ERR_TREE_PARSE, aux,
                              JAXCORE_I_MSG("expected a namedtuple type name"));
    if (!jaxcore_i_emit_bytes(p, p->s + aux, end - aux)) return 0;
    jaxcore_i_set_text(p, node, !nt, aux_off, (uint32_t)(end - aux));
    p->pos = end + 1;
    jaxcore_i_ws(p);
    if (jaxcore_i_peek(p) != ',')
        return jaxcore_i_fail(p, JAXCORE_ERR_TREE_PARSE, p->pos,
                              JAXCORE_I_MSG("expected ', [' after the CustomNode data"));
    ++p->pos;
    jaxcore_i_ws(p);
    if (jaxcore_i_peek(p) != '[')
        return jaxcore_i_fail(p, JAXCORE_ERR_TREE_PARSE, p->pos,
                              JAXCORE_I_MSG("expected '[' before the CustomNode children"));
    ++p->pos;
    if (!jaxcore_i_push(p, JAXCORE_I_F_CUSTOM, src)) return 0;
    if (!p->nodes) p->fr[p->sp - 1] = (uint32_t)aux; /* found again at the close */
    if (keyed) jaxcore_i_fset(p, p->sp - 1, (unsigned)(JAXCORE_I_FS_ODICT - 1 + keyed));
    return 1;
}

/* Emits the header of a key element of type t; returns its arena offset. */
JAXCORE_I_PRIVATE int jaxcore_i_kopen(jaxcore_i_parser *p, int t, uint32_t *at) {
    char h[JAXCORE_I_KEY_HDR] = {0, 0, 0, 0, 0};
    h[0] = (char)t;
    *at = p->b;
    return jaxcore_i_emit_bytes(p, h, JAXCORE_I_KEY_HDR);
}

/* Writes the payload length of the element at `at` (its payload ends at p->b). */
JAXCORE_I_PRIVATE void jaxcore_i_kclose(jaxcore_i_parser *p, uint32_t at) {
    uint32_t n = p->b - at - JAXCORE_I_KEY_HDR, i;
    if (p->bytes)
        for (i = 0; i < 4; ++i)
            p->bytes[at + 1 + i] = (char)(n >> (8 * i));
}

/* A whole element: header and an n-byte little-endian payload v. */
JAXCORE_I_PRIVATE int jaxcore_i_kscalar(jaxcore_i_parser *p, int t, uint64_t v, int n) {
    uint32_t at;
    char b[8];
    int i;
    for (i = 0; i < n; ++i)
        b[i] = (char)(v >> (8 * i));
    if (!jaxcore_i_kopen(p, t, &at) || !jaxcore_i_emit_bytes(p, b, (size_t)n)) return 0;
    jaxcore_i_kclose(p, at);
    p->last_type = (uint8_t)t;
    p->last_i = (int64_t)v;
    return 1;
}

JAXCORE_I_PRIVATE int jaxcore_i_kcomplex(jaxcore_i_parser *p, uint64_t re, uint64_t im) {
    uint32_t at;
    char b[16];
    int i;
    for (i = 0; i < 8; ++i) {
        b[i] = (char)(re >> (8 * i));
        b[8 + i] = (char)(im >> (8 * i));
    }
    if (!jaxcore_i_kopen(p, JAXCORE_TREE_KEY_COMPLEX, &at) || !jaxcore_i_emit_bytes(p, b, 16))
        return 0;
    jaxcore_i_kclose(p, at);
    p->last_type = JAXCORE_TREE_KEY_COMPLEX;
    return 1;
}

/* The next significant digit of a float literal at *i ('_' and '.' skipped), -1 at its end. */
JAXCORE_I_PRIVATE int jaxcore_i_fdigit(const char *s, size_t n, size_t *i) {
    for (; *i < n; ++*i) {
        char c = s[*i];
        if (c == '_' || c == '.') continue;
        if (!jaxcore_i_is_digit((unsigned char)c)) break;
        return s[(*i)++] - '0';
    }
    return -1;
}

/* Whether digits follow at *i that are not all zero. */
JAXCORE_I_PRIVATE int jaxcore_i_fdigit_rest(const char *s, size_t n, size_t *i) {
    int d;
    while ((d = jaxcore_i_fdigit(s, n, i)) == 0) {
    }
    return d > 0;
}

/* The sign of D - h * 2^q, exactly: D = 0.d1 d2 d3 ... * 10^e (d1 > 0), its digits read
   from s at i; h < 2^55. In x: D's integer part (q >= 0: below 10^311, 1034 bits), or the
   fraction of h * 2^q, one decimal digit at a time (q < 0: up to 1079 bits). */
JAXCORE_I_PRIVATE int jaxcore_i_fcmp(jaxcore_i_bn *x, const char *s, size_t n, size_t i, int32_t e,
                                     uint64_t h, int32_t q) {
    int32_t j;
    int d;
    if (q >= 0) {
        int st = 0;
        uint64_t lo;
        if (e <= 0) return -1; /* D < 1 <= h * 2^q */
        x->n = 0;
        for (j = 0; j < e; ++j) {
            d = jaxcore_i_fdigit(s, n, &i);
            (void)jaxcore_i_bn_muladd(x, 10, d > 0 ? (uint32_t)d : 0);
        }
        jaxcore_i_bn_shr(x, (uint32_t)q, &st);
        lo = jaxcore_i_bn_low(x);
        if (x->n > 2 || lo > h) return 1;
        if (lo < h) return -1;
        return st || jaxcore_i_fdigit_rest(s, n, &i);
    } else {
        uint32_t sh = (uint32_t)-q, w = sh / 32, b = sh % 32, hd;
        uint64_t ip = sh < 64 ? h >> sh : 0, di = 0;
        if (e >= 20) return 1; /* D >= 10^19 > h */
        for (j = 0; j < e; ++j) {
            d = jaxcore_i_fdigit(s, n, &i);
            di = di * 10 + (d > 0 ? (uint64_t)d : 0);
        }
        if (di != ip) return di > ip ? 1 : -1;
        jaxcore_i_bn_set(x, sh < 64 ? h & (((uint64_t)1 << sh) - 1) : h);
        for (j = 1;; ++j) { /* fraction digits: D's j-th against h * 2^q's */
            if (!x->n) return jaxcore_i_fdigit_rest(s, n, &i);
            d = e + j <= 0 ? 0 : jaxcore_i_fdigit(s, n, &i);
            if (d < 0) return -1;
            (void)jaxcore_i_bn_muladd(x, 10, 0);
            hd = w < x->n ? x->d[w] >> b : 0;
            if (b > 28 && w + 1 < x->n) hd |= x->d[w + 1] << (32 - b);
            hd &= 15u;
            if (w < x->n) {
                x->d[w] &= (1u << b) - 1u;
                if (w + 1 < x->n) x->d[w + 1] = 0;
                x->n = w + 1;
            }
            while (x->n && !x->d[x->n - 1])
                --x->n;
            if ((uint32_t)d != hd) return (uint32_t)d > hd ? 1 : -1;
        }
    }
}

/* The binary64 nearest a Python float literal s[0..n) (digits, '_', '.', exponent; a
   trailing j is ignored): correctly rounded, as float() does. Its first 19 significant
   digits w give a = RN(w * 10^k); where nonzero digits follow, RN((w + 1) * 10^k) is a's
   successor or a, and where it is the successor the literal is compared exactly with the
   halfway point between the two (its digits read again). Integer arithmetic in 48 limbs,
   however long the literal. */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_float_bits(const char *s, size_t n) {
    char dig[JAXCORE_I_DEC_KEEP + 1] = {0}; /* gcc -O2 warns of a read with nd = 0 */
    uint32_t d[JAXCORE_I_BN_FLOAT], nd = 0, j;
    int32_t k = 0, ex = 0, e2;
    int sticky = 0, frac = 0, eneg = 0, c;
    size_t i, first = 0;
    uint64_t a, b, m;
    jaxcore_i_bn x;
    x.cap = JAXCORE_I_BN_FLOAT;
    x.d = d;
    for (i = 0; i < n; ++i) {
        char ch = s[i];
        if (ch == '_') continue;
        if (ch == '.') {
            frac = 1;
            continue;
        }
        if (!jaxcore_i_is_digit((unsigned char)ch)) break;
        if (!nd && ch == '0') {
            k -= frac && k > -1000000000; /* beyond that the value is 0 anyway */
        } else if (nd < JAXCORE_I_DEC_KEEP) {
            if (!nd) first = i;
            dig[nd++] = ch;
            k -= frac;
        } else {
            sticky |= ch != '0';
            k += !frac && k < 1000000000;
        }
    }
    if (i < n && (s[i] == 'e' || s[i] == 'E')) {
        ++i;
        if (i < n && (s[i] == '+' || s[i] == '-')) eneg = s[i++] == '-';
        for (; i < n && jaxcore_i_is_digit((unsigned char)s[i]); ++i)
            if (ex < 1000000) ex = ex * 10 + (s[i] - '0');
    }
    k += eneg ? -ex : ex;
    a = jaxcore_i_dec_to_f64_in(&x, dig, nd, k, 0);
    if (!sticky) return a;
    for (j = nd; j > 0 && dig[j - 1] == '9'; --j)
        dig[j - 1] = '0';
    if (j) {
        ++dig[j - 1];
        b = jaxcore_i_dec_to_f64_in(&x, dig, nd, k, 0);
    } else { /* 99...9 + 1 = 10^19 */
        dig[0] = '1';
        b = jaxcore_i_dec_to_f64_in(&x, dig, 1, k + (int32_t)nd, 0);
    }
    if (a == b) return a;
    /* a's successor: the literal is below, at or above a + ulp / 2 = (2 m + 1) * 2^(e2 - 1) */
    e2 = (int32_t)(a >> 52);
    m = (a & JAXCORE_I_U64(0xfffffu, 0xffffffffu)) | (e2 ? (uint64_t)1 << 52 : 0);
    e2 = e2 ? e2 - 1075 : -1074;
    c = jaxcore_i_fcmp(&x, s, n, first, (int32_t)nd + k, 2 * m + 1, e2 - 1);
    return c < 0 ? a : c > 0 ? b : (m & 1u) ? b : a;
}

/* The bits of a base 2, 8 or 16 int literal's digits s[lo, hi) ('_' skipped; lo is the first
   nonzero digit), read from the top (br_next) or from the bottom (br_prev); 0 past them. */
typedef struct jaxcore_i_bitrd {
    const char *s;
    size_t i, lo, hi;
    uint32_t k, acc, left; /* bits a digit; the digit being read and its bits left */
} jaxcore_i_bitrd;

JAXCORE_I_PRIVATE void jaxcore_i_br_init(jaxcore_i_bitrd *r, const char *s, size_t lo, size_t hi,
                                         uint32_t k, int top) {
    r->s = s;
    r->lo = lo;
    r->hi = hi;
    r->k = k;
    r->i = top ? lo + 1 : hi;
    r->acc = top ? (uint32_t)jaxcore_i_hexval((unsigned char)s[lo]) : 0;
    for (r->left = 0; top && (r->acc >> r->left); ++r->left) {
    }
}

JAXCORE_I_PRIVATE uint32_t jaxcore_i_br_next(jaxcore_i_bitrd *r) {
    if (!r->left) {
        while (r->i < r->hi && r->s[r->i] == '_')
            ++r->i;
        if (r->i >= r->hi) return 0;
        r->acc = (uint32_t)jaxcore_i_hexval((unsigned char)r->s[r->i++]);
        r->left = r->k;
    }
    return (r->acc >> --r->left) & 1u;
}

JAXCORE_I_PRIVATE uint32_t jaxcore_i_br_prev(jaxcore_i_bitrd *r) {
    uint32_t b;
    if (!r->left) {
        while (r->i > r->lo && r->s[r->i - 1] == '_')
            --r->i;
        if (r->i <= r->lo) return 0;
        r->acc = (uint32_t)jaxcore_i_hexval((unsigned char)r->s[--r->i]);
        r->left = r->k;
    }
    --r->left;
    b = r->acc & 1u;
    r->acc >>= 1;
    return b;
}

/* The sign of Y - v, Y the first nbits bits of the literal from the top (its top bit 1). */
JAXCORE_I_PRIVATE int jaxcore_i_br_cmp(const char *s, size_t lo, size_t hi, uint32_t k,
                                       uint32_t nbits, const jaxcore_i_bn *v) {
    jaxcore_i_bitrd r;
    uint32_t vb = jaxcore_i_bn_bits(v), i;
    if (nbits != vb) return nbits > vb ? 1 : -1;
    jaxcore_i_br_init(&r, s, lo, hi, k, 1);
    for (i = nbits; i-- > 0;) {
        uint32_t yb = jaxcore_i_br_next(&r), vbit = (v->d[i / 32] >> (i % 32)) & 1u;
        if (yb != vbit) return yb > vbit ? 1 : -1;
    }
    return 0;
}

/* floor(log10(2) * 2^48): (j * it) >> 48 is floor(j * log10(2)) for every j below 40000 */
#define JAXCORE_I_LOG10_2 JAXCORE_I_U64(0x4d10u, 0x4d427de7u) /* floor(log10(2) * 2^48) */
#define JAXCORE_I_INT_LIMBS 160 /* 5^m below 2^10004 in two halves (5088 and 4928 bits) */

/* The decimal digits of x >= 2^63, written s[lo, hi) in base 2^k (lo: its first nonzero
   digit), exactly, or 4301 for more than 4300. x has L bits: its digit count is that of
   2^(L-1) or of 2^L - 1; where these differ, m (the former) or m + 1 as x < 10^m or not,
   that is x >> m against 5^m (both L - m bits, below 2^10004). 5^m is computed with its
   top 5088 bits kept (the rest truncated: V <= 5^m / 2^s < V + E); the literal's bits
   against V and V + E decide, but where they lie between: then |x >> m - 5^m| < (E + 1)
   2^s, and their difference modulo 2^Q (Q = s + a few bits, 5^m by the same steps modulo
   2^Q) gives its sign. Memory: 160 limbs, against 447 for x itself. */
JAXCORE_I_PRIVATE uint32_t jaxcore_i_int_digits(const char *s, size_t lo, size_t hi, uint32_t k) {
    uint32_t d[JAXCORE_I_INT_LIMBS], m, e, b, step, ql, i, j, nz = 0, top = 0;
    uint64_t borrow = 0;
    size_t nd = 0, L;
    int32_t shift = 0;
    jaxcore_i_bn v;
    jaxcore_i_bitrd r;
    for (i = 0; lo + i < hi; ++i)
        nd += s[lo + i] != '_';
    for (b = 0; (uint32_t)jaxcore_i_hexval((unsigned char)s[lo]) >> b; ++b) {
    }
    if (nd > 14290) return 4301;
    L = (nd - 1) * k + b;
    if (L > 14290) return 4301; /* x >= 2^14290 > 10^4300 */
    m = (uint32_t)(((uint64_t)(L - 1) * JAXCORE_I_LOG10_2) >> 48) + 1;
    if (m == (uint32_t)(((uint64_t)L * JAXCORE_I_LOG10_2) >> 48) + 1) return m;
    /* V: 5^m, its top 32 * JAXCORE_I_INT_LIMBS - 32 bits */
    v.d = d;
    v.cap = JAXCORE_I_INT_LIMBS;
    jaxcore_i_bn_set(&v, 1);
    for (e = m, step = 0; e; e -= j, ++step) {
        uint32_t c = 1, t;
        for (j = 0; j < 13 && j < e; ++j)
            c *= 5;
        (void)jaxcore_i_bn_muladd(&v, c, 0);
        t = jaxcore_i_bn_bits(&v);
        if (t > 32 * JAXCORE_I_INT_LIMBS - 32) {
            int st = 0;
            jaxcore_i_bn_shr(&v, t - (32 * JAXCORE_I_INT_LIMBS - 32), &st);
            shift += (int32_t)(t - (32 * JAXCORE_I_INT_LIMBS - 32));
        }
    }
    e = shift ? 3 * step + 3 : 0; /* each truncation's error, at most doubled by the rest */
    if (jaxcore_i_br_cmp(s, lo, hi, k, (uint32_t)(L - m) - (uint32_t)shift, &v) < 0) return m;
    (void)jaxcore_i_bn_muladd(&v, 1, e);
    if (jaxcore_i_br_cmp(s, lo, hi, k, (uint32_t)(L - m) - (uint32_t)shift, &v) >= 0) return m + 1;
    /* 5^m modulo 2^(32 ql) against bits m.. of x, from the bottom */
    for (b = 0; (e + 1) >> b; ++b) {
    }
    ql = ((uint32_t)shift + b + 1 + 31) / 32; /* at most 154 */
    if (ql > JAXCORE_I_INT_LIMBS) ql = JAXCORE_I_INT_LIMBS;
    for (i = 0; i < ql; ++i)
        d[i] = i == 0;
    for (e = m; e; e -= j) {
        uint32_t c = 1;
        uint64_t carry = 0;
        for (j = 0; j < 13 && j < e; ++j)
            c *= 5;
        for (i = 0; i < ql; ++i) {
            carry += (uint64_t)d[i] * c;
            d[i] = (uint32_t)carry;
            carry >>= 32;
        }
    }
    jaxcore_i_br_init(&r, s, lo, hi, k, 0);
    for (i = 0; i < m; ++i)
        (void)jaxcore_i_br_prev(&r);
    for (i = 0; i < ql; ++i) {
        uint32_t xl = 0;
        uint64_t diff;
        for (j = 0; j < 32; ++j)
            xl |= jaxcore_i_br_prev(&r) << j;
        diff = (uint64_t)xl - d[i] - borrow;
        borrow = diff >> 63;
        nz |= (uint32_t)diff;
        top = (uint32_t)diff >> 31;
    }
    return nz && top ? m : m + 1; /* x >> m - 5^m: negative, or zero or positive */
}

/* Writes the n decimal digits of x (as for int_digits) to out; meanwhile out holds x's
   limbs (n >= 19: they take under half of it) at its start, and the digits go in from
   its end, 9 at a time; the last 3 limbs move to the stack. */
JAXCORE_I_PRIVATE void jaxcore_i_int_decimal(const char *s, size_t lo, size_t hi, uint32_t k,
                                             char *out, uint32_t n) {
    size_t pad = (4 - (size_t)((uintptr_t)out % 4)) % 4, i;
    uint32_t loc[3], pos = n, j;
    jaxcore_i_bn x;
    x.d = (uint32_t *)(void *)(out + pad);
    x.cap = (uint32_t)((n - pad) / 4);
    x.n = 0;
    for (i = lo; i < hi; ++i)
        if (s[i] != '_')
            (void)jaxcore_i_bn_muladd(&x, 1u << k, (uint32_t)jaxcore_i_hexval((unsigned char)s[i]));
    while (x.n > 3 && pos >= 9) {
        uint32_t rem = jaxcore_i_bn_div(&x, 1000000000u);
        for (j = 0; j < 9; ++j, rem /= 10)
            out[--pos] = (char)('0' + rem % 10);
    }
    if (x.n > 3) return; /* not reached: n is x's digit count */
    for (j = 0; j < x.n; ++j)
        loc[j] = x.d[j];
    x.d = loc;
    while (x.n) {
        uint32_t rem = jaxcore_i_bn_div(&x, 1000000000u);
        for (j = 0; j < 9 && (x.n || rem) && pos; ++j, rem /= 10)
            out[--pos] = (char)('0' + rem % 10);
    }
}

/* An int literal s[start, end) (validated by jaxcore_i_number) as an INT element, or a
   BIGINT one (canonical decimal) outside int64. */
JAXCORE_I_PRIVATE int jaxcore_i_kint(jaxcore_i_parser *p, size_t start, size_t end, int neg,
                                     size_t at) {
    uint64_t v = 0, base = 10, limit = neg ? (uint64_t)1 << 63 : ((uint64_t)1 << 63) - 1;
    size_t i = start, digits, lo = end;
    int big = 0;
    uint32_t n = 0, o, k = 0;
    if (end - start > 2 && p->s[i] == '0' && !jaxcore_i_is_digit((unsigned char)p->s[i + 1])) {
        char b = p->s[i + 1];
        base = b == 'x' || b == 'X' ? 16 : b == 'o' || b == 'O' ? 8 : 2;
        k = base == 16 ? 4 : base == 8 ? 3 : 1;
        i += 2;
    }
    digits = i;
    for (; i < end; ++i) {
        int d = jaxcore_i_hexval((unsigned char)p->s[i]);
        if (p->s[i] == '_') continue;
        if (d < 0 || (uint64_t)d >= base)
            return jaxcore_i_fail(p, JAXCORE_ERR_TREE_PARSE, at,
                                  JAXCORE_I_MSG("invalid digit in int"));
        if (d && lo == end) lo = i; /* the first nonzero digit */
        if (!big && v > (limit - (uint64_t)d) / base) big = 1;
        if (!big) v = v * base + (uint64_t)d;
    }
    if (!big) {
        int64_t r = !neg ? (int64_t)v : v == (uint64_t)1 << 63 ? INT64_MIN : -(int64_t)v;
        return jaxcore_i_kscalar(p, JAXCORE_TREE_KEY_INT, (uint64_t)r, 8);
    }
    if (base == 10) {
        for (i = digits; i < end; ++i) /* significant decimal digits */
            n += p->s[i] != '_' && (n || p->s[i] != '0');
    } else {
        n = jaxcore_i_int_digits(p->s, lo, end, k);
    }
    if (!jaxcore_i_kopen(p, JAXCORE_TREE_KEY_BIGINT, &o) ||
        (neg && !jaxcore_i_emit_bytes(p, "-", 1)))
        return 0;
    if (n > 4300)
        return jaxcore_i_fail(p, JAXCORE_ERR_TREE_UNSUPPORTED, at,
                              JAXCORE_I_MSG("Exceeds the limit (4300 digits) for integer string "
                                            "conversion; use sys.set_int_max_str_digits() to "
                                            "increase the limit"));
    if (base != 10) { /* written in place (the counting pass sized the arena) */
        if (p->bytes && n <= p->b_lim - p->b)
            jaxcore_i_int_decimal(p->s, lo, end, k, p->bytes + p->b, n);
        if (!jaxcore_i_emit_bytes(p, p->bytes ? p->bytes + p->b : p->s, n)) return 0;
    } else {
        for (i = digits, n = 0; i < end; ++i)
            if (p->s[i] != '_' && (n || p->s[i] != '0')) {
                ++n;
                if (!jaxcore_i_emit_bytes(p, p->s + i, 1)) return 0;
            }
    }
    jaxcore_i_kclose(p, o);
    p->last_type = JAXCORE_TREE_KEY_BIGINT;
    return 1;
}

/* One non-tuple key element at pos: str, bytes, number, complex, None, True, False, nan,
   inf. *real is set when it is a plain real number literal (a complex's real part). */
JAXCORE_I_PRIVATE int jaxcore_i_kelem(jaxcore_i_parser *p, int *real) {
    size_t start = p->pos, id;
    int c = jaxcore_i_peek(p), neg = 0;
    uint32_t at;
    *real = 0;
    if (c == 'b' || c == 'B') {
        int q = p->pos + 1 < p->len ? (unsigned char)p->s[p->pos + 1] : -1;
        if (q == '\'' || q == '"') {
            ++p->pos;
            if (!jaxcore_i_kopen(p, JAXCORE_TREE_KEY_BYTES, &at) || !jaxcore_i_string(p, 2))
                return 0;
            jaxcore_i_kclose(p, at);
            p->last_type = JAXCORE_TREE_KEY_BYTES;
            return 1;
        }
    }
    if (c == '\'' || c == '"') {
        if (!jaxcore_i_kopen(p, JAXCORE_TREE_KEY_STR, &at) || !jaxcore_i_string(p, 1)) return 0;
        jaxcore_i_kclose(p, at);
        p->last_type = JAXCORE_TREE_KEY_STR;
        return 1;
    }
    id = jaxcore_i_ident(p, p->pos);
    if (id == 4 && jaxcore_i_streq(p->s + start, 4, "None")) {
        p->pos += 4;
        return jaxcore_i_kscalar(p, JAXCORE_TREE_KEY_NONE, 0, 0);
    }
    if (jaxcore_i_streq(p->s + start, id, "True") || jaxcore_i_streq(p->s + start, id, "False")) {
        p->pos += id;
        return jaxcore_i_kscalar(p, JAXCORE_TREE_KEY_BOOL, id == 4, 1);
    }
    if (c == '-' || c == '+') {
        neg = c == '-';
        ++p->pos;
        jaxcore_i_ws(p);
        c = jaxcore_i_peek(p);
        id = jaxcore_i_ident(p, p->pos);
    }
    if (id) { /* nan, inf, nanj, infj: as repr prints them */
        const char *w = p->s + p->pos;
        uint64_t v =
            jaxcore_i_streq(w, id, "nan") || jaxcore_i_streq(w, id, "nanj")   ? JAXCORE_I_F64_NAN
            : jaxcore_i_streq(w, id, "inf") || jaxcore_i_streq(w, id, "infj") ? JAXCORE_I_F64_INF
                                                                              : 0;
        if (!v)
            return jaxcore_i_fail(p, JAXCORE_ERR_TREE_PARSE, start,
                                  JAXCORE_I_MSG("expected a dict key"));
        p->pos += id;
        if (neg) v |= (uint64_t)1 << 63;
        if (id == 4) return jaxcore_i_kcomplex(p, 0, v);
        *real = 1;
        return jaxcore_i_kscalar(p, JAXCORE_TREE_KEY_FLOAT, v, 8);
    }
    if (c == '.' || jaxcore_i_is_digit(c)) {
        size_t num = p->pos;
        int is_int;
        uint64_t v;
        if (!jaxcore_i_number(p, &is_int)) return 0;
        if (is_int) {
            *real = 1;
            return jaxcore_i_kint(p, num, p->pos, neg, start);
        }
        v = jaxcore_i_float_bits(p->s + num, p->pos - num) | (uint64_t)neg << 63;
        if (p->s[p->pos - 1] == 'j' || p->s[p->pos - 1] == 'J') return jaxcore_i_kcomplex(p, 0, v);
        *real = 1;
        return jaxcore_i_kscalar(p, JAXCORE_TREE_KEY_FLOAT, v, 8);
    }
    return jaxcore_i_fail(p, JAXCORE_ERR_TREE_PARSE, start,
                          c < 0 ? JAXCORE_I_MSG("unexpected end of input, expected a dict key")
                                : JAXCORE_I_MSG("expected a dict key or '}'"));
}

/* In a tuple key "(re+imj)", re as a float's bits: the element at arena offset at, read from
   rs. Apart from jaxcore_i_key, so that its digits are not on the stack under the key's
   other callees. */
JAXCORE_I_NOINLINE uint64_t jaxcore_i_kreal(const jaxcore_i_parser *p, size_t rs, uint32_t at) {
    int neg = p->s[rs] == '-';                                              /* "-0" is -0.0 here */
    if (p->last_type == JAXCORE_TREE_KEY_FLOAT) return (uint64_t)p->last_i; /* signed already */
    if (p->last_type == JAXCORE_TREE_KEY_INT) {                             /* any base */
        char d[20];
        uint32_t n = 0, q;
        uint64_t v = p->last_i < 0 ? (uint64_t)0 - (uint64_t)p->last_i : (uint64_t)p->last_i;
        for (; v; v /= 10)
            d[n++] = (char)('0' + v % 10);
        for (q = 0; q < n / 2; ++q) {
            char x = d[q];
            d[q] = d[n - 1 - q];
            d[n - 1 - q] = x;
        }
        return jaxcore_i_float_bits(d, n) | (uint64_t)neg << 63;
    }
    if (p->bytes) { /* big int: its decimal digits (only the filling pass needs them) */
        uint32_t off = at + 2 * JAXCORE_I_KEY_HDR + (uint32_t)neg;
        return jaxcore_i_float_bits(p->bytes + off, p->b - off) | (uint64_t)neg << 63;
    }
    return 0;
}

/* A key literal at pos (any value a Python literal spells, tuples nested at most
   JAXCORE_I_KEY_NEST deep; "(a+bj)" is a complex); sets the pending key. Iterative. */
JAXCORE_I_PRIVATE int jaxcore_i_key(jaxcore_i_parser *p) {
    uint32_t tat[JAXCORE_I_KEY_NEST];      /* each open tuple's element header */
    unsigned char tst[JAXCORE_I_KEY_NEST]; /* its elements (0, 1, 2+) | 4 after a comma */
    uint32_t sp = 0, b0 = p->b, plen;
    size_t rs = 0;
    int real = 0;
    p->key_src = p->pos;
    for (;;) {
        int c;
        jaxcore_i_ws(p);
        if (jaxcore_i_peek(p) == '(') {
            if (sp == JAXCORE_I_KEY_NEST)
                return jaxcore_i_fail(p, JAXCORE_ERR_TREE_DEPTH, p->pos,
                                      JAXCORE_I_MSG("tuple dict keys nest deeper than 32"));
            ++p->pos;
            if (!jaxcore_i_kopen(p, JAXCORE_TREE_KEY_TUPLE, &tat[sp])) return 0;
            tst[sp++] = 0;
            jaxcore_i_ws(p);
            if (jaxcore_i_peek(p) != ')') continue;
            real = 0;
        } else {
            rs = p->pos;
            if (!jaxcore_i_kelem(p, &real)) return 0;
            if (!sp) break;
            tst[sp - 1] = (unsigned char)((tst[sp - 1] & 4u) | ((tst[sp - 1] & 3u) ? 2u : 1u));
        }
        /* after an element (or "(" before ")"): ',' or ')' close frames */
        for (;;) {
            jaxcore_i_ws(p);
            c = jaxcore_i_peek(p);
            if ((c == '+' || c == '-') && real && tst[sp - 1] == 1) {
                /* (re+imj): a complex */
                uint64_t r = jaxcore_i_kreal(p, rs, tat[sp - 1]), im;
                int ir;
                p->b = tat[sp - 1] + JAXCORE_I_KEY_HDR; /* drop the real element */
                if (!jaxcore_i_kelem(p, &ir)) return 0;
                if (p->last_type != JAXCORE_TREE_KEY_COMPLEX)
                    return jaxcore_i_fail(p, JAXCORE_ERR_TREE_PARSE, rs,
                                          JAXCORE_I_MSG("expected an imaginary part (a+bj)"));
                im =
                    p->bytes ? jaxcore_i_le_read((const unsigned char *)p->bytes + p->b - 8, 8) : 0;
                jaxcore_i_ws(p);
                if (jaxcore_i_peek(p) != ')')
                    return jaxcore_i_fail(p, JAXCORE_ERR_TREE_PARSE, p->pos,
                                          JAXCORE_I_MSG("expected ')' after a complex key"));
                ++p->pos;
                p->b = tat[--sp];
                if (!jaxcore_i_kcomplex(p, r, im)) return 0;
            } else if (c == ',' && (tst[sp - 1] & 3u)) {
                ++p->pos;
                tst[sp - 1] |= 4u;
                jaxcore_i_ws(p);
                if (jaxcore_i_peek(p) != ')') break;
                continue;
            } else if (c == ')') {
                uint32_t at = tat[--sp];
                ++p->pos;
                if (tst[sp] == 1) { /* (x) is x */
                    uint32_t i, n = p->b - at - JAXCORE_I_KEY_HDR;
                    if (p->bytes)
                        for (i = 0; i < n; ++i)
                            p->bytes[at + i] = p->bytes[at + JAXCORE_I_KEY_HDR + i];
                    p->b -= JAXCORE_I_KEY_HDR;
                } else {
                    jaxcore_i_kclose(p, at);
                    p->last_type = JAXCORE_TREE_KEY_TUPLE;
                    real = 0;
                }
            } else {
                return jaxcore_i_fail(p, JAXCORE_ERR_TREE_PARSE, p->pos,
                                      c < 0 ? JAXCORE_I_MSG("unexpected end of input in a "
                                                            "tuple key")
                                            : JAXCORE_I_MSG("expected ',' or ')' in a tuple key"));
            }
            if (!sp) break;
            tst[sp - 1] = (unsigned char)((tst[sp - 1] & 4u) | ((tst[sp - 1] & 3u) ? 2u : 1u));
            if (p->last_type == JAXCORE_TREE_KEY_COMPLEX) real = 0;
        }
        if (!sp) break;
    }
    /* the key is the element at b0; scalars move to key_int, the rest keep their payload */
    plen = p->b - b0 - JAXCORE_I_KEY_HDR;
    p->key_type = p->last_type;
    p->key_int = 0;
    p->key_off = p->key_len = 0;
    switch (p->last_type) {
    case JAXCORE_TREE_KEY_INT:
    case JAXCORE_TREE_KEY_BOOL:
    case JAXCORE_TREE_KEY_FLOAT:
        p->key_int = p->last_i;
        /* fall through */
    case JAXCORE_TREE_KEY_NONE: p->b = b0; break;
    default: {
        uint32_t i;
        if (p->bytes)
            for (i = 0; i < plen; ++i)
                p->bytes[b0 + i] = p->bytes[b0 + JAXCORE_I_KEY_HDR + i];
        p->b = b0 + plen;
        p->key_off = b0;
        p->key_len = plen;
    }
    }
    return 1;
}

/* A dict key and its ':'. */
JAXCORE_I_PRIVATE int jaxcore_i_dict_key(jaxcore_i_parser *p) {
    if (!jaxcore_i_key(p)) return 0;
    jaxcore_i_ws(p);
    if (jaxcore_i_peek(p) != ':')
        return jaxcore_i_fail(p, JAXCORE_ERR_TREE_PARSE, p->pos,
                              JAXCORE_I_MSG("expected ':' after a dict key"));
    ++p->pos;
    return 1;
}

/* A leaf record whose text is the source bytes [src, p->pos). */
JAXCORE_I_PRIVATE int jaxcore_i_leaf(jaxcore_i_parser *p, size_t src) {
    uint32_t node = p->n, off = p->b;
    if (!jaxcore_i_new_node(p, JAXCORE_TREE_LEAF, src)) return 0;
    if (!jaxcore_i_emit_bytes(p, p->s + src, p->pos - src)) return 0;
    jaxcore_i_set_text(p, node, 0, off, (uint32_t)(p->pos - src));
    return 1;
}

enum { JAXCORE_I_S_VALUE, JAXCORE_I_S_OPEN, JAXCORE_I_S_AFTER };

/* One value at pos. Returns the next state, or -1 on error. */
JAXCORE_I_PRIVATE int jaxcore_i_value(jaxcore_i_parser *p) {
    size_t src = p->pos, id, call;
    int c = jaxcore_i_peek(p), is_int;
    if (c < 0)
        return jaxcore_i_fail(p, JAXCORE_ERR_TREE_PARSE, src,
                              JAXCORE_I_MSG("unexpected end of input, expected a value")) -
               1;
    if (c == '*') {
        ++p->pos;
        return jaxcore_i_leaf(p, src) ? JAXCORE_I_S_AFTER : -1;
    }
    if (c == '-' || c == '+' || c == '.' || jaxcore_i_is_digit(c)) {
        while (p->pos < p->len && (p->s[p->pos] == '-' || p->s[p->pos] == '+')) {
            ++p->pos;
            jaxcore_i_ws(p);
        }
        if (!jaxcore_i_number(p, &is_int)) return -1;
        return jaxcore_i_leaf(p, src) ? JAXCORE_I_S_AFTER : -1;
    }
    if ((c == 'b' || c == 'B') && p->pos + 1 < p->len &&
        (p->s[p->pos + 1] == '\'' || p->s[p->pos + 1] == '"'))
        c = (unsigned char)p->s[++p->pos]; /* a bytes leaf: b'...' */
    if (c == '\'' || c == '"') {
        if (!jaxcore_i_string(p, 0)) return -1;
        return jaxcore_i_leaf(p, src) ? JAXCORE_I_S_AFTER : -1;
    }
    if (c == '(' || c == '[' || c == '{') {
        int kind = c == '(' ? JAXCORE_TREE_TUPLE : c == '[' ? JAXCORE_TREE_LIST : JAXCORE_TREE_DICT;
        ++p->pos;
        if (!jaxcore_i_new_node(p, kind, src)) return -1;
        return jaxcore_i_push(p,
                              c == '('   ? JAXCORE_I_F_TUPLE
                              : c == '[' ? JAXCORE_I_F_LIST
                                         : JAXCORE_I_F_DICT,
                              src)
                   ? JAXCORE_I_S_OPEN
                   : -1;
    }
    id = jaxcore_i_ident(p, src);
    if (!id)
        return jaxcore_i_fail(p, JAXCORE_ERR_TREE_PARSE, src, JAXCORE_I_MSG("expected a value")) -
               1;
    call = jaxcore_i_call(p, src, id);
    if (!call && id == 4 && jaxcore_i_streq(p->s + src, 4, "None")) {
        p->pos += 4;
        if (p->none_is_leaf) return jaxcore_i_leaf(p, src) ? JAXCORE_I_S_AFTER : -1;
        return jaxcore_i_new_node(p, JAXCORE_TREE_NONE, src) ? JAXCORE_I_S_AFTER : -1;
    }
    if (!call &&
        (jaxcore_i_streq(p->s + src, id, "True") || jaxcore_i_streq(p->s + src, id, "False"))) {
        p->pos += id;
        return jaxcore_i_leaf(p, src) ? JAXCORE_I_S_AFTER : -1;
    }
    if (!call)
        return jaxcore_i_fail(p, JAXCORE_ERR_TREE_PARSE, src,
                              JAXCORE_I_MSG("unknown name (leaves are *, numbers, strings, "
                                            "True, False or None)")) -
               1;
    if (jaxcore_i_streq(p->s + src, id, "PyTreeDef")) {
        if (p->n || p->sp)
            return jaxcore_i_fail(p, JAXCORE_ERR_TREE_PARSE, src,
                                  JAXCORE_I_MSG("PyTreeDef( is only allowed around the whole "
                                                "structure")) -
                   1;
        p->pos += call;
        return jaxcore_i_push(p, JAXCORE_I_F_REPR, src) ? JAXCORE_I_S_VALUE : -1;
    }
    if (jaxcore_i_streq(p->s + src, id, "CustomNode")) {
        p->pos += call;
        return jaxcore_i_custom(p, src) ? JAXCORE_I_S_OPEN : -1;
    }
    {
        /* Name(...): a namedtuple literal */
        uint32_t node = p->n, off = p->b;
        if (!jaxcore_i_new_node(p, JAXCORE_TREE_NAMEDTUPLE, src)) return -1;
        if (!jaxcore_i_emit_bytes(p, p->s + src, id)) return -1;
        jaxcore_i_set_text(p, node, 0, off, (uint32_t)id);
        p->pos += call;
        return jaxcore_i_push(p, JAXCORE_I_F_NT, src) ? JAXCORE_I_S_OPEN : -1;
    }
}

JAXCORE_I_PRIVATE char jaxcore_i_closer(int fkind) {
    return fkind == JAXCORE_I_F_LIST     ? ']'
           : fkind == JAXCORE_I_F_DICT   ? '}'
           : fkind == JAXCORE_I_F_CUSTOM ? ']'
                                         : ')';
}

/* Inside Name(...): an optional "field=" before the next value. */
JAXCORE_I_PRIVATE int jaxcore_i_nt_field(jaxcore_i_parser *p, size_t lvl) {
    int fields = JAXCORE_I_FFIELDS(p, lvl);
    size_t id = jaxcore_i_ident(p, p->pos), e = p->pos + id;
    while (e < p->len && (p->s[e] == ' ' || p->s[e] == '\t' || p->s[e] == '\n' || p->s[e] == '\r'))
        ++e;
    if (id && e < p->len && p->s[e] == '=' && !(e + 1 < p->len && p->s[e + 1] == '=')) {
        uint32_t off = p->b;
        if (fields == 2)
            return jaxcore_i_fail(p, JAXCORE_ERR_TREE_PARSE, p->pos,
                                  JAXCORE_I_MSG("mixed positional and keyword namedtuple fields"));
        jaxcore_i_fset(p, lvl, JAXCORE_I_FS_NT_KW);
        if (!jaxcore_i_emit_bytes(p, p->s + p->pos, id)) return 0;
        p->key_type = JAXCORE_TREE_KEY_ATTR;
        p->key_off = off;
        p->key_len = (uint32_t)id;
        p->pos = e + 1;
        return 1;
    }
    if (fields == 1)
        return jaxcore_i_fail(p, JAXCORE_ERR_TREE_PARSE, p->pos,
                              JAXCORE_I_MSG("mixed positional and keyword namedtuple fields"));
    jaxcore_i_fset(p, lvl, JAXCORE_I_FS_NT_POS);
    return 1;
}

JAXCORE_I_PRIVATE void jaxcore_i_parse(jaxcore_i_parser *p) {
    int state = JAXCORE_I_S_VALUE;
    while (p->code == JAXCORE_OK) {
        int c, closed;
        jaxcore_i_ws(p);
        c = jaxcore_i_peek(p);
        if (state == JAXCORE_I_S_VALUE) {
            state = jaxcore_i_value(p);
            if (state < 0) return;
        } else if (state == JAXCORE_I_S_AFTER) {
            int kind;
            if (!p->sp) {
                if (c >= 0)
                    jaxcore_i_fail(p, JAXCORE_ERR_TREE_PARSE, p->pos,
                                   JAXCORE_I_MSG("unexpected text after the structure"));
                return;
            }
            kind = JAXCORE_I_TKIND(p);
            if (c == ',' && kind != JAXCORE_I_F_REPR) {
                ++p->pos;
                if (kind == JAXCORE_I_F_TUPLE) jaxcore_i_fset(p, p->sp - 1, JAXCORE_I_FS_COMMA);
                state = JAXCORE_I_S_OPEN;
            } else if (c == (unsigned char)jaxcore_i_closer(kind)) {
                ++p->pos;
                if (!(closed = jaxcore_i_close(p))) return;
                if (closed > 1) jaxcore_i_aux_keys(p, p->sp);
            } else if (c < 0) {
                jaxcore_i_fail(p, JAXCORE_ERR_TREE_PARSE, p->pos,
                               JAXCORE_I_MSG("unexpected end of input: unclosed bracket"));
            } else {
                jaxcore_i_fail(p, JAXCORE_ERR_TREE_PARSE, p->pos,
                               kind == JAXCORE_I_F_LIST || kind == JAXCORE_I_F_CUSTOM
                                   ? JAXCORE_I_MSG("expected ',' or ']'")
                               : kind == JAXCORE_I_F_DICT ? JAXCORE_I_MSG("expected ',' or '}'")
                               : kind == JAXCORE_I_F_REPR ? JAXCORE_I_MSG("expected ')'")
                                                          : JAXCORE_I_MSG("expected ',' or ')'"));
            }
        } else { /* JAXCORE_I_S_OPEN: after an opener or a comma */
            int kind = JAXCORE_I_TKIND(p);
            if (c == (unsigned char)jaxcore_i_closer(kind)) {
                ++p->pos;
                if (!(closed = jaxcore_i_close(p))) return;
                if (closed > 1) jaxcore_i_aux_keys(p, p->sp);
                state = JAXCORE_I_S_AFTER;
            } else if (kind == JAXCORE_I_F_DICT) {
                if (!jaxcore_i_dict_key(p)) return;
                state = JAXCORE_I_S_VALUE;
            } else {
                if (kind == JAXCORE_I_F_NT && !jaxcore_i_nt_field(p, p->sp - 1)) return;
                state = JAXCORE_I_S_VALUE;
            }
        }
    }
}

JAXCORE_I_PRIVATE void jaxcore_i_parser_init(jaxcore_i_parser *p, const char *text, size_t len,
                                             const jaxcore_tree_config *cfg) {
    p->s = text;
    p->len = len;
    p->pos = 0;
    p->nodes = NULL;
    p->bytes = NULL;
    p->n = p->b = p->leaves = p->n_max = p->b_max = 0;
    p->b_lim = JAXCORE_I_TREE_LIMIT;
    p->key_src = 0;
    p->none_is_leaf = cfg ? cfg->none_is_leaf : 0;
    p->key_type = JAXCORE_TREE_KEY_NOKEY;
    p->key_int = 0;
    p->key_off = p->key_len = 0;
    p->last_type = JAXCORE_TREE_KEY_NOKEY;
    p->last_i = 0;
    p->kmax = 0;
    p->scratch = NULL;
    p->code = JAXCORE_OK;
    p->err_pos = 0;
    p->msg = "";
    p->sp = 0;
    p->fr_top = 0;
}

JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_parse_error(const jaxcore_i_parser *p,
                                                       jaxcore_tree_error *err) {
    if (err) {
        err->code = p->code;
        err->offset = p->err_pos;
        err->message = p->msg;
    }
    return p->code;
}

JAXCORE_I_PRIVATE size_t jaxcore_i_tree_need(size_t n, size_t b) {
    return JAXCORE_I_TREE_ALIGN - 1 + n * sizeof(jaxcore_i_node) + b;
}

/* Bytes jaxcore_tree_parse needs: records, arena, and the dict sort's scratch (3/2 words
   a key of the largest dict, after the arena). */
JAXCORE_I_PRIVATE size_t jaxcore_i_parse_need(const jaxcore_i_parser *p) {
    size_t k = p->kmax;
    return jaxcore_i_tree_need(p->n_max, p->b_max) + (k > 1 ? 3 + 4 * (k + (k + 1) / 2) : 0);
}

/* Aligned start of the node array inside buf. */
JAXCORE_I_PRIVATE jaxcore_i_node *jaxcore_i_tree_base(void *buf) {
    size_t mis = (size_t)((uintptr_t)buf % JAXCORE_I_TREE_ALIGN);
    return (jaxcore_i_node *)(void *)((char *)buf + (mis ? JAXCORE_I_TREE_ALIGN - mis : 0));
}

JAXCORE_API jaxcore_result jaxcore_tree_size(const char *text, size_t len,
                                             const jaxcore_tree_config *cfg, size_t *need,
                                             jaxcore_tree_error *err) {
    jaxcore_i_parser p;
    if ((!text && len) || !need) return JAXCORE_ERR_NULL;
    jaxcore_i_parser_init(&p, text, len, cfg);
    if (len >= JAXCORE_I_TREE_LIMIT)
        jaxcore_i_fail(&p, JAXCORE_ERR_INVALID_ARG, 0, JAXCORE_I_MSG("input too large"));
    else
        jaxcore_i_parse(&p);
    if (p.code != JAXCORE_OK) return jaxcore_i_parse_error(&p, err);
    *need = jaxcore_i_parse_need(&p);
    return JAXCORE_OK;
}

JAXCORE_API jaxcore_result jaxcore_tree_parse(void *buf, size_t cap, const char *text, size_t len,
                                              const jaxcore_tree_config *cfg, jaxcore_tree *out,
                                              jaxcore_tree_error *err) {
    jaxcore_i_parser p;
    uint32_t n, b, n_max, b_max;
    if ((!text && len) || !out || (!buf && cap)) return JAXCORE_ERR_NULL;
    jaxcore_i_parser_init(&p, text, len, cfg);
    if (len >= JAXCORE_I_TREE_LIMIT)
        jaxcore_i_fail(&p, JAXCORE_ERR_INVALID_ARG, 0, JAXCORE_I_MSG("input too large"));
    else
        jaxcore_i_parse(&p); /* counting pass: its sizes lay out the buffer */
    if (p.code != JAXCORE_OK) return jaxcore_i_parse_error(&p, err);
    if (!buf || cap < jaxcore_i_parse_need(&p)) {
        jaxcore_i_fail(&p, JAXCORE_ERR_BUFFER_TOO_SMALL, 0,
                       JAXCORE_I_MSG("buffer smaller than jaxcore_tree_size's need"));
        return jaxcore_i_parse_error(&p, err);
    }
    n = p.n;
    b = p.b;
    n_max = p.n_max;
    b_max = p.b_max;
    jaxcore_i_parser_init(&p, text, len, cfg);
    p.nodes = jaxcore_i_tree_base(buf);
    p.bytes = (char *)(p.nodes + n_max);
    p.b_lim = b_max;
    p.scratch = (uint32_t *)(void *)(p.bytes + b_max + (4 - (uintptr_t)(p.bytes + b_max) % 4) % 4);
    jaxcore_i_parse(&p);
    if (p.code == JAXCORE_OK && (p.n != n || p.b != b))
        jaxcore_i_fail(&p, JAXCORE_ERR_INVALID_ARG, 0, JAXCORE_I_MSG("internal size mismatch"));
    if (p.code == JAXCORE_OK) {
        jaxcore_result f = jaxcore_i_tree_fixup(p.nodes, n);
        if (f != JAXCORE_OK)
            jaxcore_i_fail(&p, f, 0, JAXCORE_I_MSG("nesting deeper than JAXCORE_TREE_MAX_DEPTH"));
    }
    if (p.code != JAXCORE_OK) return jaxcore_i_parse_error(&p, err);
    out->nodes = p.nodes;
    out->count = n;
    out->bytes = p.bytes;
    return JAXCORE_OK;
}

/* ---- printing ---- */

typedef struct jaxcore_i_tree_print {
    const jaxcore_tree *t;
    int value;                  /* 0: treedef repr, 1: Python value repr */
    const char *const *leaves;  /* value mode: leaf texts, or NULL for the parsed ones */
    const jaxcore_tree *subst;  /* treedef mode: printed at every leaf (compose) */
    const jaxcore_tree *second; /* transpose message: the second tree */
} jaxcore_i_tree_print;

JAXCORE_I_PRIVATE void jaxcore_i_put_closer(jaxcore_i_text *o, const jaxcore_i_node *nd,
                                            int value) {
    switch (nd->kind) {
    case JAXCORE_TREE_TUPLE: jaxcore_i_put(o, nd->arity == 1 ? ",)" : ")"); break;
    case JAXCORE_TREE_LIST: jaxcore_i_put(o, "]"); break;
    case JAXCORE_TREE_DICT: jaxcore_i_put(o, "}"); break;
    default: jaxcore_i_put(o, value ? ")" : "])"); break;
    }
}

/* Prints tree t without the PyTreeDef( ) wrapper. Iterative; with subst it calls itself
   once per leaf for the substituted tree (recursion depth at most 2). */
JAXCORE_I_PRIVATE void jaxcore_i_print_body(jaxcore_i_text *o, const jaxcore_tree *t, int value,
                                            const char *const *leaves, const jaxcore_tree *subst) {
    uint32_t stack[JAXCORE_TREE_MAX_DEPTH + 1]; /* the open nodes; a node's subtree is the
                                                   num_nodes records from it */
    size_t sp = 0, i, leaf = 0;
    for (i = 0; i < t->count; ++i) {
        const jaxcore_i_node *nd = &t->nodes[i];
        if (sp) {
            const jaxcore_i_node *parent = &t->nodes[stack[sp - 1]];
            if (i != (size_t)stack[sp - 1] + 1) jaxcore_i_put(o, ", ");
            if (parent->kind == JAXCORE_TREE_DICT) {
                jaxcore_i_put_key(o, t, nd, 0);
                jaxcore_i_put(o, ": ");
            } else if (value && parent->kind == JAXCORE_TREE_NAMEDTUPLE &&
                       nd->key_type == JAXCORE_TREE_KEY_ATTR) {
                jaxcore_i_put_key(o, t, nd, 1);
                jaxcore_i_put(o, "=");
            }
        }
        switch (nd->kind) {
        case JAXCORE_TREE_LEAF:
            if (subst)
                jaxcore_i_print_body(o, subst, value, NULL, NULL);
            else if (!value)
                jaxcore_i_put(o, "*");
            else if (leaves)
                jaxcore_i_put(o, leaves[leaf]);
            else if (nd->text_len)
                jaxcore_i_put_n(o, t->bytes + nd->text_off, nd->text_len);
            else
                jaxcore_i_put(o, "*");
            ++leaf;
            break;
        case JAXCORE_TREE_NONE: jaxcore_i_put(o, "None"); break;
        case JAXCORE_TREE_TUPLE: jaxcore_i_put(o, "("); break;
        case JAXCORE_TREE_LIST: jaxcore_i_put(o, "["); break;
        case JAXCORE_TREE_DICT: jaxcore_i_put(o, "{"); break;
        case JAXCORE_TREE_NAMEDTUPLE:
            if (!value) jaxcore_i_put(o, "CustomNode(namedtuple[");
            jaxcore_i_put_n(o, t->bytes + nd->text_off, nd->text_len);
            jaxcore_i_put(o, value ? "(" : "], [");
            break;
        default:
            if (!value) jaxcore_i_put(o, "CustomNode(");
            jaxcore_i_put_n(o, t->bytes + nd->text_off, nd->text_len);
            if (!value) {
                jaxcore_i_put(o, "[");
                jaxcore_i_put_n(o, t->bytes + nd->aux_off, nd->aux_len);
                jaxcore_i_put(o, "], [");
            } else {
                jaxcore_i_put(o, "(");
            }
            break;
        }
        if (nd->arity && sp <= JAXCORE_TREE_MAX_DEPTH) {
            stack[sp++] = (uint32_t)i;
            continue;
        }
        if (nd->kind != JAXCORE_TREE_LEAF && nd->kind != JAXCORE_TREE_NONE)
            jaxcore_i_put_closer(o, nd, value);
        while (sp) { /* close the nodes whose subtree ends at record i */
            const jaxcore_i_node *top = &t->nodes[stack[sp - 1]];
            if ((size_t)stack[sp - 1] + top->num_nodes != i + 1) break;
            jaxcore_i_put_closer(o, top, value);
            --sp;
        }
    }
}

JAXCORE_I_PRIVATE void jaxcore_i_emit_print(jaxcore_i_text *o, const void *ctx) {
    const jaxcore_i_tree_print *pp = (const jaxcore_i_tree_print *)ctx;
    if (pp->value) {
        jaxcore_i_print_body(o, pp->t, 1, pp->leaves, NULL);
        return;
    }
    if (pp->second) { /* tree_transpose's TypeError */
        jaxcore_i_put(o, "Mismatch\nPyTreeDef(");
        jaxcore_i_print_body(o, pp->second, 0, NULL, NULL);
        jaxcore_i_put(o, ")\n != \n");
    }
    jaxcore_i_put(o, "PyTreeDef(");
    jaxcore_i_print_body(o, pp->t, 0, NULL, pp->subst);
    jaxcore_i_put(o, ")");
}

JAXCORE_API jaxcore_result jaxcore_tree_repr(const jaxcore_tree *t, char *buf, size_t cap,
                                             size_t *len) {
    jaxcore_i_tree_print pp;
    if (!jaxcore_i_tree_ok(t)) return JAXCORE_ERR_NULL;
    pp.t = t;
    pp.value = 0;
    pp.leaves = NULL;
    pp.subst = NULL;
    pp.second = NULL;
    return jaxcore_i_emit(jaxcore_i_emit_print, &pp, buf, cap, len);
}

JAXCORE_API jaxcore_result jaxcore_tree_value_repr(const jaxcore_tree *t, const char *const *leaves,
                                                   size_t n, char *buf, size_t cap, size_t *len) {
    jaxcore_i_tree_print pp;
    size_t i;
    if (!jaxcore_i_tree_ok(t)) return JAXCORE_ERR_NULL;
    if (leaves) {
        if (n != t->nodes[0].num_leaves) return JAXCORE_ERR_INVALID_ARG;
        for (i = 0; i < n; ++i)
            if (!leaves[i]) return JAXCORE_ERR_NULL;
    }
    pp.t = t;
    pp.value = 1;
    pp.leaves = leaves;
    pp.subst = NULL;
    pp.second = NULL;
    return jaxcore_i_emit(jaxcore_i_emit_print, &pp, buf, cap, len);
}

JAXCORE_API jaxcore_result jaxcore_tree_transpose_message(const jaxcore_tree *outer,
                                                          const jaxcore_tree *inner,
                                                          const jaxcore_tree *full, char *buf,
                                                          size_t cap, size_t *len) {
    jaxcore_i_tree_print pp;
    if (!jaxcore_i_tree_ok(outer) || !jaxcore_i_tree_ok(inner) || !jaxcore_i_tree_ok(full))
        return JAXCORE_ERR_NULL;
    pp.t = outer;
    pp.value = 0;
    pp.leaves = NULL;
    pp.subst = inner;
    pp.second = full;
    return jaxcore_i_emit(jaxcore_i_emit_print, &pp, buf, cap, len);
}

/* ---- queries ---- */

JAXCORE_API size_t jaxcore_tree_num_leaves(const jaxcore_tree *t) {
    return jaxcore_i_tree_ok(t) ? t->nodes[0].num_leaves : 0;
}
JAXCORE_API size_t jaxcore_tree_num_nodes(const jaxcore_tree *t) {
    return jaxcore_i_tree_ok(t) ? t->count : 0;
}
JAXCORE_API int jaxcore_tree_is_leaf(const jaxcore_tree *t) {
    return jaxcore_i_tree_ok(t) && t->count == 1;
}
JAXCORE_API int jaxcore_tree_is_strict_leaf(const jaxcore_tree *t) {
    return jaxcore_i_tree_ok(t) && t->count == 1 && t->nodes[0].num_leaves == 1;
}

/* Same node payload (kind, arity, type name, aux); keys are compared by the caller. */
JAXCORE_I_PRIVATE int jaxcore_i_node_eq(const jaxcore_tree *ta, const jaxcore_i_node *a,
                                        const jaxcore_tree *tb, const jaxcore_i_node *b) {
    if (a->kind != b->kind || a->arity != b->arity) return 0;
    if (a->kind == JAXCORE_TREE_NAMEDTUPLE || a->kind == JAXCORE_TREE_CUSTOM) {
        if (!jaxcore_i_bytes_eq(ta->bytes + a->text_off, a->text_len, tb->bytes + b->text_off,
                                b->text_len))
            return 0;
        if (a->kind == JAXCORE_TREE_CUSTOM &&
            !jaxcore_i_bytes_eq(ta->bytes + a->aux_off, a->aux_len, tb->bytes + b->aux_off,
                                b->aux_len))
            return 0;
    }
    return 1;
}

/* Does record i's key matter (its parent is in the view and is a dict or keyed node)? The
   root's key belongs to the tree it was cut from and is ignored. */
JAXCORE_I_PRIVATE int jaxcore_i_has_key(size_t i, const jaxcore_i_node *nd) {
    return i > 0 && nd->key_type != JAXCORE_TREE_KEY_NOKEY && nd->key_type != JAXCORE_TREE_KEY_ATTR;
}

JAXCORE_API int jaxcore_tree_equal(const jaxcore_tree *a, const jaxcore_tree *b) {
    size_t i;
    if (!jaxcore_i_tree_ok(a) || !jaxcore_i_tree_ok(b) || a->count != b->count) return 0;
    for (i = 0; i < a->count; ++i) {
        const jaxcore_i_node *x = &a->nodes[i], *y = &b->nodes[i];
        if (!jaxcore_i_node_eq(a, x, b, y)) return 0;
        if (jaxcore_i_has_key(i, x) != jaxcore_i_has_key(i, y)) return 0;
        if (jaxcore_i_has_key(i, x) && !jaxcore_i_key_eq(a, x, b, y)) return 0;
    }
    return 1;
}

JAXCORE_I_PRIVATE uint64_t jaxcore_i_fnv(uint64_t h, const void *data, size_t n) {
    const unsigned char *s = (const unsigned char *)data;
    size_t i;
    for (i = 0; i < n; ++i)
        h = (h ^ s[i]) * JAXCORE_I_U64(0x100u, 0x1b3u);
    return h;
}

JAXCORE_I_PRIVATE uint64_t jaxcore_i_fnv_u64(uint64_t h, uint64_t v) {
    unsigned char b[8];
    int i;
    for (i = 0; i < 8; ++i)
        b[i] = (unsigned char)(v >> (8 * i));
    return jaxcore_i_fnv(h, b, 8);
}

/* Folds a dict key into h so that keys equal under == (1, 1.0, True, 1+0j) fold alike:
   a number equal to an int64 as that int, other reals and tuples by their kind only. */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_key_hash(uint64_t h, const jaxcore_tree *t,
                                              const jaxcore_i_node *nd) {
    jaxcore_i_kv k = jaxcore_i_node_kv(t->bytes, nd);
    uint64_t fb;
    int32_t be, e;
    uint64_t m;
    switch (k.type) {
    case JAXCORE_TREE_KEY_STR:
    case JAXCORE_TREE_KEY_BYTES:
        h = jaxcore_i_fnv_u64(h, (uint64_t)k.type);
        return jaxcore_i_fnv_u64(jaxcore_i_fnv(h, k.p, k.n), k.n);
    case JAXCORE_TREE_KEY_NONE: return jaxcore_i_fnv_u64(h, (uint64_t)k.type);
    case JAXCORE_TREE_KEY_INT:
    case JAXCORE_TREE_KEY_BOOL:
        return jaxcore_i_fnv_u64(jaxcore_i_fnv_u64(h, JAXCORE_TREE_KEY_INT), (uint64_t)k.i);
    case JAXCORE_TREE_KEY_COMPLEX:
        if (jaxcore_i_le_read(k.p + 8, 8) << 1)
            return jaxcore_i_fnv_u64(h, JAXCORE_TREE_KEY_COMPLEX);
        fb = jaxcore_i_le_read(k.p, 8);
        break;
    case JAXCORE_TREE_KEY_FLOAT: fb = (uint64_t)k.i; break;
    case JAXCORE_TREE_KEY_TUPLE: return jaxcore_i_fnv_u64(h, JAXCORE_TREE_KEY_TUPLE);
    default: return jaxcore_i_fnv_u64(h, JAXCORE_TREE_KEY_FLOAT); /* big int */
    }
    /* a float (or a complex with imag 0): integral and within int64 hashes as that int */
    be = (int32_t)((fb >> 52) & 0x7ff);
    e = be - 1075;
    m = (fb & JAXCORE_I_U64(0xfffffu, 0xffffffffu)) | ((uint64_t)1 << 52);
    if (!(fb << 1)) return jaxcore_i_fnv_u64(jaxcore_i_fnv_u64(h, JAXCORE_TREE_KEY_INT), 0);
    if (be && be < 0x7ff && e <= 11 && (e >= 0 || (e > -53 && !(m & (((uint64_t)1 << -e) - 1))))) {
        uint64_t v = e >= 0 ? m << e : m >> -e;
        if (e < 11 || ((fb >> 63) && v == (uint64_t)1 << 63)) {
            v = (fb >> 63) ? (uint64_t)0 - v : v;
            return jaxcore_i_fnv_u64(jaxcore_i_fnv_u64(h, JAXCORE_TREE_KEY_INT), v);
        }
    }
    return jaxcore_i_fnv_u64(h, JAXCORE_TREE_KEY_FLOAT);
}

JAXCORE_API uint64_t jaxcore_tree_hash(const jaxcore_tree *t) {
    uint64_t h = JAXCORE_I_U64(0xcbf29ce4u, 0x84222325u);
    size_t i;
    if (!jaxcore_i_tree_ok(t)) return h;
    for (i = 0; i < t->count; ++i) {
        const jaxcore_i_node *nd = &t->nodes[i];
        h = jaxcore_i_fnv_u64(h, (uint64_t)nd->kind << 32 | nd->arity);
        if (nd->kind == JAXCORE_TREE_NAMEDTUPLE || nd->kind == JAXCORE_TREE_CUSTOM) {
            h = jaxcore_i_fnv_u64(jaxcore_i_fnv(h, t->bytes + nd->text_off, nd->text_len),
                                  nd->text_len);
            if (nd->kind == JAXCORE_TREE_CUSTOM)
                h = jaxcore_i_fnv_u64(jaxcore_i_fnv(h, t->bytes + nd->aux_off, nd->aux_len),
                                      nd->aux_len);
        }
        if (jaxcore_i_has_key(i, nd)) h = jaxcore_i_key_hash(h, t, nd);
    }
    return h;
}

JAXCORE_API jaxcore_result jaxcore_tree_leaf_text(const jaxcore_tree *t, size_t leaf,
                                                  const char **text, size_t *len) {
    size_t i = 0;
    if (!jaxcore_i_tree_ok(t) || !text || !len) return JAXCORE_ERR_NULL;
    if (leaf >= t->nodes[0].num_leaves) return JAXCORE_ERR_INVALID_ARG;
    while (t->nodes[i].kind != JAXCORE_TREE_LEAF) {
        size_t c = i + 1;
        while (jaxcore_i_first(t, c) + t->nodes[c].num_leaves <= leaf)
            c += t->nodes[c].num_nodes;
        i = c;
    }
    *text = t->bytes + t->nodes[i].text_off;
    *len = t->nodes[i].text_len;
    return JAXCORE_OK;
}

/* ---- key paths ---- */

typedef struct jaxcore_i_keystr {
    const jaxcore_tree *t;
    size_t leaf;
    int simple;
    const char *sep;
} jaxcore_i_keystr;

/* Walks from the root to the leaf; emits the entries if o is non-NULL. Returns
   JAXCORE_ERR_TREE_NO_FIELDS for a namedtuple without field names. */
JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_keypath(jaxcore_i_text *o, const jaxcore_i_keystr *k) {
    const jaxcore_tree *t = k->t;
    size_t i = 0, depth = 0;
    while (t->nodes[i].kind != JAXCORE_TREE_LEAF) {
        const jaxcore_i_node *parent = &t->nodes[i], *ch;
        size_t c = i + 1;
        uint32_t pos = 0;
        while (jaxcore_i_first(t, c) + t->nodes[c].num_leaves <= k->leaf) {
            c += t->nodes[c].num_nodes;
            ++pos;
        }
        ch = &t->nodes[c];
        if (parent->kind == JAXCORE_TREE_NAMEDTUPLE && ch->key_type != JAXCORE_TREE_KEY_ATTR)
            return JAXCORE_ERR_TREE_NO_FIELDS;
        if (o) {
            if (depth++ && k->sep) jaxcore_i_put(o, k->sep);
            if (ch->key_type == JAXCORE_TREE_KEY_ATTR) { /* GetAttrKey */
                if (!k->simple) jaxcore_i_put(o, ".");
                jaxcore_i_put_key(o, t, ch, 1);
            } else if (ch->key_type != JAXCORE_TREE_KEY_NOKEY) { /* DictKey */
                if (!k->simple) jaxcore_i_put(o, "[");
                jaxcore_i_put_key(o, t, ch, k->simple);
                if (!k->simple) jaxcore_i_put(o, "]");
            } else { /* SequenceKey, or FlattenedIndexKey for a custom node */
                if (!k->simple)
                    jaxcore_i_put(o, parent->kind == JAXCORE_TREE_CUSTOM ? "[<flat index " : "[");
                jaxcore_i_put_uint(o, pos);
                if (!k->simple) jaxcore_i_put(o, parent->kind == JAXCORE_TREE_CUSTOM ? ">]" : "]");
            }
        }
        i = c;
    }
    return JAXCORE_OK;
}

JAXCORE_I_PRIVATE void jaxcore_i_emit_keystr(jaxcore_i_text *o, const void *ctx) {
    (void)jaxcore_i_keypath(o, (const jaxcore_i_keystr *)ctx);
}

JAXCORE_API jaxcore_result jaxcore_tree_keystr(const jaxcore_tree *t, size_t leaf, int simple,
                                               const char *separator, char *buf, size_t cap,
                                               size_t *len) {
    jaxcore_i_keystr k;
    jaxcore_result r;
    if (!jaxcore_i_tree_ok(t)) return JAXCORE_ERR_NULL;
    if (leaf >= t->nodes[0].num_leaves) return JAXCORE_ERR_INVALID_ARG;
    k.t = t;
    k.leaf = leaf;
    k.simple = simple;
    k.sep = separator;
    r = jaxcore_i_keypath(NULL, &k);
    if (r != JAXCORE_OK) return r;
    return jaxcore_i_emit(jaxcore_i_emit_keystr, &k, buf, cap, len);
}

/* ---- children, compose, tuple ---- */

JAXCORE_API size_t jaxcore_tree_num_children(const jaxcore_tree *t) {
    return jaxcore_i_tree_ok(t) ? t->nodes[0].arity : 0;
}

JAXCORE_API jaxcore_result jaxcore_tree_subtree(const jaxcore_tree *t, size_t node,
                                                jaxcore_tree *out) {
    if (!jaxcore_i_tree_ok(t) || !out) return JAXCORE_ERR_NULL;
    if (node >= t->count) return JAXCORE_ERR_INVALID_ARG;
    out->nodes = t->nodes + node;
    out->count = t->nodes[node].num_nodes;
    out->bytes = t->bytes;
    return JAXCORE_OK;
}

JAXCORE_API jaxcore_result jaxcore_tree_child(const jaxcore_tree *t, size_t i, jaxcore_tree *out) {
    size_t c = 1, k;
    if (!jaxcore_i_tree_ok(t) || !out) return JAXCORE_ERR_NULL;
    if (i >= t->nodes[0].arity) return JAXCORE_ERR_INVALID_ARG;
    for (k = 0; k < i; ++k)
        c += t->nodes[c].num_nodes;
    return jaxcore_tree_subtree(t, c, out);
}

/* Bytes of a record's strings (its key only if keep_key). */
JAXCORE_I_PRIVATE size_t jaxcore_i_node_bytes(const jaxcore_i_node *nd, int keep_key) {
    return (size_t)nd->text_len + nd->aux_len + (keep_key ? nd->key_len : 0);
}

/* Copies record src (strings into the arena at *b) to dst. With key_from, the key is
   taken from that record instead (its strings from kt). */
JAXCORE_I_PRIVATE void jaxcore_i_copy_node(jaxcore_i_node *dst, char *arena, uint32_t *b,
                                           const jaxcore_tree *st, const jaxcore_i_node *src,
                                           const jaxcore_tree *kt, const jaxcore_i_node *key_from) {
    uint32_t i;
    *dst = *src;
    dst->text_off = *b;
    for (i = 0; i < src->text_len; ++i)
        arena[(*b)++] = st->bytes[src->text_off + i];
    dst->aux_off = *b;
    for (i = 0; i < src->aux_len; ++i)
        arena[(*b)++] = st->bytes[src->aux_off + i];
    if (key_from) {
        dst->key_type = key_from->key_type;
        dst->key_int = key_from->key_int;
        dst->key_len = key_from->key_len;
        dst->key_off = *b;
        for (i = 0; i < key_from->key_len; ++i)
            arena[(*b)++] = kt->bytes[key_from->key_off + i];
    } else {
        dst->key_off = *b;
        for (i = 0; i < src->key_len; ++i)
            arena[(*b)++] = st->bytes[src->key_off + i];
    }
}

/* Nesting of t as the parser counts it: the deepest leaf or None, or container + 1. */
JAXCORE_I_PRIVATE uint32_t jaxcore_i_max_depth(const jaxcore_tree *t) {
    uint32_t m = 0;
    size_t i;
    for (i = 0; i < t->count; ++i) {
        int kind = t->nodes[i].kind;
        uint32_t d =
            jaxcore_i_depth(t, i) + (kind != JAXCORE_TREE_LEAF && kind != JAXCORE_TREE_NONE);
        if (d > m) m = d;
    }
    return m;
}

/* Counts of outer.compose(inner); fails if too deep or too large. */
JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_compose_counts(const jaxcore_tree *outer,
                                                          const jaxcore_tree *inner, size_t *n,
                                                          size_t *b) {
    size_t i, ib = 0, lo = outer->nodes[0].num_leaves;
    uint32_t id = jaxcore_i_max_depth(inner);
    *n = 0;
    *b = 0;
    for (i = 0; i < inner->count; ++i)
        ib += jaxcore_i_node_bytes(&inner->nodes[i], i > 0);
    for (i = 0; i < outer->count; ++i) {
        const jaxcore_i_node *nd = &outer->nodes[i];
        if (nd->kind == JAXCORE_TREE_LEAF) {
            if (jaxcore_i_depth(outer, i) + id > JAXCORE_TREE_MAX_DEPTH)
                return JAXCORE_ERR_TREE_DEPTH;
            *n += inner->count;
            *b += ib + (i > 0 ? nd->key_len : 0);
        } else {
            *n += 1;
            *b += jaxcore_i_node_bytes(nd, i > 0);
        }
        if (*n >= JAXCORE_I_TREE_LIMIT || *b >= JAXCORE_I_TREE_LIMIT)
            return JAXCORE_ERR_INVALID_ARG;
    }
    (void)lo;
    return JAXCORE_OK;
}

JAXCORE_API jaxcore_result jaxcore_tree_compose_size(const jaxcore_tree *outer,
                                                     const jaxcore_tree *inner, size_t *need) {
    size_t n, b;
    jaxcore_result r;
    if (!jaxcore_i_tree_ok(outer) || !jaxcore_i_tree_ok(inner) || !need) return JAXCORE_ERR_NULL;
    r = jaxcore_i_compose_counts(outer, inner, &n, &b);
    if (r != JAXCORE_OK) return r;
    *need = jaxcore_i_tree_need(n, b);
    return JAXCORE_OK;
}

/* A root record copied with no key. */
static const jaxcore_i_node jaxcore_i_nokey = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};

JAXCORE_API jaxcore_result jaxcore_tree_compose(void *buf, size_t cap, const jaxcore_tree *outer,
                                                const jaxcore_tree *inner, jaxcore_tree *out) {
    size_t n, b, i, k, j = 0;
    uint32_t at = 0;
    jaxcore_i_node *nodes;
    char *arena;
    jaxcore_result r;
    if (!jaxcore_i_tree_ok(outer) || !jaxcore_i_tree_ok(inner) || !out || !buf)
        return JAXCORE_ERR_NULL;
    r = jaxcore_i_compose_counts(outer, inner, &n, &b);
    if (r != JAXCORE_OK) return r;
    if (cap < jaxcore_i_tree_need(n, b)) return JAXCORE_ERR_BUFFER_TOO_SMALL;
    nodes = jaxcore_i_tree_base(buf);
    arena = (char *)(nodes + n);
    for (i = 0; i < outer->count; ++i) {
        const jaxcore_i_node *nd = &outer->nodes[i];
        const jaxcore_i_node *key = i ? nd : &jaxcore_i_nokey;
        if (nd->kind != JAXCORE_TREE_LEAF) {
            jaxcore_i_copy_node(&nodes[j++], arena, &at, outer, nd, outer, key);
            continue;
        }
        for (k = 0; k < inner->count; ++k)
            jaxcore_i_copy_node(&nodes[j++], arena, &at, inner, &inner->nodes[k], outer,
                                k ? NULL : key);
    }
    r = jaxcore_i_tree_fixup(nodes, n);
    if (r != JAXCORE_OK) return r;
    out->nodes = nodes;
    out->count = n;
    out->bytes = arena;
    return JAXCORE_OK;
}

JAXCORE_I_PRIVATE jaxcore_result jaxcore_i_tuple_counts(const jaxcore_tree *defs, size_t count,
                                                        size_t *n, size_t *b) {
    size_t i, k;
    *n = 1;
    *b = 0;
    if (count && !defs) return JAXCORE_ERR_NULL;
    if (count >= JAXCORE_I_TREE_LIMIT) return JAXCORE_ERR_INVALID_ARG;
    for (i = 0; i < count; ++i) {
        if (!jaxcore_i_tree_ok(&defs[i])) return JAXCORE_ERR_NULL;
        if (jaxcore_i_max_depth(&defs[i]) + 1 > JAXCORE_TREE_MAX_DEPTH)
            return JAXCORE_ERR_TREE_DEPTH;
        *n += defs[i].count;
        for (k = 0; k < defs[i].count; ++k)
            *b += jaxcore_i_node_bytes(&defs[i].nodes[k], k > 0);
        if (*n >= JAXCORE_I_TREE_LIMIT || *b >= JAXCORE_I_TREE_LIMIT)
            return JAXCORE_ERR_INVALID_ARG;
    }
    return JAXCORE_OK;
}

JAXCORE_API jaxcore_result jaxcore_tree_tuple_size(const jaxcore_tree *defs, size_t n,
                                                   size_t *need) {
    size_t nn, b;
    jaxcore_result r;
    if (!need) return JAXCORE_ERR_NULL;
    r = jaxcore_i_tuple_counts(defs, n, &nn, &b);
    if (r != JAXCORE_OK) return r;
    *need = jaxcore_i_tree_need(nn, b);
    return JAXCORE_OK;
}

JAXCORE_API jaxcore_result jaxcore_tree_tuple(void *buf, size_t cap, const jaxcore_tree *defs,
                                              size_t n, jaxcore_tree *out) {
    size_t nn, b, i, k, j = 1;
    uint32_t at = 0;
    jaxcore_i_node *nodes;
    char *arena;
    jaxcore_result r;
    if (!out || !buf) return JAXCORE_ERR_NULL;
    r = jaxcore_i_tuple_counts(defs, n, &nn, &b);
    if (r != JAXCORE_OK) return r;
    if (cap < jaxcore_i_tree_need(nn, b)) return JAXCORE_ERR_BUFFER_TOO_SMALL;
    nodes = jaxcore_i_tree_base(buf);
    arena = (char *)(nodes + nn);
    nodes[0] = jaxcore_i_nokey;
    nodes[0].kind = JAXCORE_TREE_TUPLE;
    nodes[0].arity = (uint32_t)n;
    for (i = 0; i < n; ++i)
        for (k = 0; k < defs[i].count; ++k)
            jaxcore_i_copy_node(&nodes[j++], arena, &at, &defs[i], &defs[i].nodes[k], &defs[i],
                                k ? NULL : &jaxcore_i_nokey);
    r = jaxcore_i_tree_fixup(nodes, nn);
    if (r != JAXCORE_OK) return r;
    out->nodes = nodes;
    out->count = nn;
    out->bytes = arena;
    return JAXCORE_OK;
}

/* ---- prefix matching (flatten_up_to) ---- */

/* Why record b of the full tree does not match prefix record a (0 if it does; a is not a
   leaf). The order of the checks is JAX's. */
JAXCORE_I_PRIVATE int jaxcore_i_mismatch(const jaxcore_tree *pt, const jaxcore_i_node *a,
                                         const jaxcore_tree *ft, const jaxcore_i_node *b) {
    size_t i, ca, cb;
    switch (a->kind) {
    case JAXCORE_TREE_NONE: return b->kind != a->kind ? JAXCORE_TREE_MISMATCH_TYPE : 0;
    case JAXCORE_TREE_TUPLE:
    case JAXCORE_TREE_LIST:
        if (b->kind != a->kind) return JAXCORE_TREE_MISMATCH_TYPE;
        return b->arity != a->arity ? JAXCORE_TREE_MISMATCH_ARITY : 0;
    case JAXCORE_TREE_DICT:
        if (b->kind != a->kind) return JAXCORE_TREE_MISMATCH_TYPE;
        if (b->arity != a->arity) return JAXCORE_TREE_MISMATCH_DICT_KEYS;
        ca = (size_t)(a - pt->nodes) + 1;
        cb = (size_t)(b - ft->nodes) + 1;
        for (i = 0; i < a->arity; ++i) {
            if (!jaxcore_i_key_eq(pt, &pt->nodes[ca], ft, &ft->nodes[cb]))
                return JAXCORE_TREE_MISMATCH_DICT_KEYS;
            ca += pt->nodes[ca].num_nodes;
            cb += ft->nodes[cb].num_nodes;
        }
        return 0;
    case JAXCORE_TREE_NAMEDTUPLE:
        if (b->kind != a->kind) return JAXCORE_TREE_MISMATCH_TYPE;
        if (b->arity != a->arity) return JAXCORE_TREE_MISMATCH_ARITY;
        return jaxcore_i_bytes_eq(pt->bytes + a->text_off, a->text_len, ft->bytes + b->text_off,
                                  b->text_len)
                   ? 0
                   : JAXCORE_TREE_MISMATCH_NAME;
    default:
        if (b->kind != a->kind || !jaxcore_i_bytes_eq(pt->bytes + a->text_off, a->text_len,
                                                      ft->bytes + b->text_off, b->text_len))
            return JAXCORE_TREE_MISMATCH_NAME;
        if (!jaxcore_i_bytes_eq(pt->bytes + a->aux_off, a->aux_len, ft->bytes + b->aux_off,
                                b->aux_len))
            return JAXCORE_TREE_MISMATCH_CUSTOM_DATA;
        return b->arity != a->arity ? JAXCORE_TREE_MISMATCH_ARITY : 0;
    }
}

/* Walks prefix and full in lockstep (pre-order, left to right). Without a mismatch and
   with write, fills map and sub. Otherwise reports the mismatch with the highest JAX
   post-order index, which is the one JAX's reverse traversal meets first. */
JAXCORE_I_PRIVATE int jaxcore_i_prefix_walk(const jaxcore_tree *pt, const jaxcore_tree *ft,
                                            uint32_t *map, uint32_t *sub, int write,
                                            jaxcore_tree_mismatch *mm) {
    struct { /* an open pair: where the prefix node's subtree ends, the full tree's node */
        uint32_t p_end, f;
    } stack[JAXCORE_TREE_MAX_DEPTH + 1];
    size_t sp = 0, p = 0, f = 0, best = 0;
    int found = 0;
    while (1) {
        const jaxcore_i_node *a = &pt->nodes[p], *b = &ft->nodes[f];
        if (a->kind == JAXCORE_TREE_LEAF) {
            if (write) {
                uint32_t k = jaxcore_i_first(pt, p), j, j0 = jaxcore_i_first(ft, f);
                if (sub) sub[k] = (uint32_t)f;
                if (map)
                    for (j = 0; j < b->num_leaves; ++j)
                        map[j0 + j] = k;
            }
        } else {
            int why = jaxcore_i_mismatch(pt, a, ft, b);
            if (why) {
                size_t post = p - jaxcore_i_depth(pt, p) + a->num_nodes - 1;
                if (!found || post > best) {
                    found = 1;
                    best = post;
                    if (mm) {
                        mm->kind = (jaxcore_tree_mismatch_kind)why;
                        mm->prefix_node = (uint32_t)p;
                        mm->full_node = (uint32_t)f;
                    }
                }
            } else if (a->arity && sp <= JAXCORE_TREE_MAX_DEPTH) {
                stack[sp].p_end = (uint32_t)(p + a->num_nodes);
                stack[sp++].f = (uint32_t)f;
                ++p; /* the first children */
                ++f;
                continue;
            }
        }
        p += a->num_nodes; /* the next siblings, or the ends of the open subtrees */
        f += b->num_nodes;
        while (sp && p == stack[sp - 1].p_end) {
            --sp;
            f = stack[sp].f + ft->nodes[stack[sp].f].num_nodes;
        }
        if (!sp) break;
    }
    return found;
}

JAXCORE_API jaxcore_result jaxcore_tree_prefix(const jaxcore_tree *prefix, const jaxcore_tree *full,
                                               uint32_t *map, size_t map_cap, uint32_t *sub,
                                               size_t sub_cap, jaxcore_tree_mismatch *mm) {
    jaxcore_tree_mismatch m;
    if (!jaxcore_i_tree_ok(prefix) || !jaxcore_i_tree_ok(full)) return JAXCORE_ERR_NULL;
    if ((map && map_cap < full->nodes[0].num_leaves) ||
        (sub && sub_cap < prefix->nodes[0].num_leaves))
        return JAXCORE_ERR_BUFFER_TOO_SMALL;
    if (jaxcore_i_prefix_walk(prefix, full, NULL, NULL, 0, &m)) {
        if (mm) *mm = m;
        return JAXCORE_ERR_TREE_STRUCTURE;
    }
    (void)jaxcore_i_prefix_walk(prefix, full, map, sub, 1, NULL);
    return JAXCORE_OK;
}

typedef struct jaxcore_i_mm_ctx {
    const jaxcore_tree *p, *f;
    const jaxcore_tree_mismatch *mm;
} jaxcore_i_mm_ctx;

/* "[k1, k2]": the keys of a dict record's children, Python list repr. */
JAXCORE_I_PRIVATE void jaxcore_i_put_keylist(jaxcore_i_text *o, const jaxcore_tree *t, size_t d) {
    size_t c = d + 1, i;
    jaxcore_i_put(o, "[");
    for (i = 0; i < t->nodes[d].arity; ++i) {
        if (i) jaxcore_i_put(o, ", ");
        jaxcore_i_put_key(o, t, &t->nodes[c], 0);
        c += t->nodes[c].num_nodes;
    }
    jaxcore_i_put(o, "]");
}

JAXCORE_I_PRIVATE void jaxcore_i_emit_mismatch(jaxcore_i_text *o, const void *ctx) {
    const jaxcore_i_mm_ctx *c = (const jaxcore_i_mm_ctx *)ctx;
    const jaxcore_i_node *a = &c->p->nodes[c->mm->prefix_node];
    const jaxcore_i_node *b = &c->f->nodes[c->mm->full_node];
    jaxcore_tree v;
    int k = a->kind;
    v.nodes = b;
    v.count = b->num_nodes;
    v.bytes = c->f->bytes;
    switch (c->mm->kind) {
    case JAXCORE_TREE_MISMATCH_TYPE:
        jaxcore_i_put(o, k == JAXCORE_TREE_NONE         ? "Expected None, got "
                         : k == JAXCORE_TREE_TUPLE      ? "Expected tuple, got "
                         : k == JAXCORE_TREE_LIST       ? "Expected list, got "
                         : k == JAXCORE_TREE_DICT       ? "Expected dict, got "
                         : k == JAXCORE_TREE_NAMEDTUPLE ? "Expected named tuple, got "
                                                        : "Expected node, got ");
        jaxcore_i_print_body(o, &v, 1, NULL, NULL);
        jaxcore_i_put(o, ".");
        if (k == JAXCORE_TREE_NONE)
            jaxcore_i_put(o, "\n\nIn previous releases of JAX, flatten-up-to used to consider "
                             "None to be a tree-prefix of non-None values. To obtain the previous "
                             "behavior, you can usually write:\n  jax.tree.map(lambda x, y: None "
                             "if x is None else f(x, y), a, b, is_leaf=lambda x: x is None)");
        return;
    case JAXCORE_TREE_MISMATCH_ARITY:
        jaxcore_i_put(o, k == JAXCORE_TREE_TUPLE        ? "Tuple arity mismatch: "
                         : k == JAXCORE_TREE_LIST       ? "List arity mismatch: "
                         : k == JAXCORE_TREE_NAMEDTUPLE ? "Named tuple arity mismatch: "
                                                        : "Custom type arity mismatch: ");
        jaxcore_i_put_uint(o, b->arity);
        jaxcore_i_put(o, " != ");
        jaxcore_i_put_uint(o, a->arity);
        jaxcore_i_put(o, k == JAXCORE_TREE_TUPLE || k == JAXCORE_TREE_NAMEDTUPLE ? "; tuple: "
                         : k == JAXCORE_TREE_LIST                                ? "; list: "
                                                                                 : "; value: ");
        break;
    case JAXCORE_TREE_MISMATCH_DICT_KEYS:
        jaxcore_i_put(o, "Dict key mismatch; expected keys: ");
        jaxcore_i_put_keylist(o, c->p, c->mm->prefix_node);
        jaxcore_i_put(o, "; present keys: ");
        jaxcore_i_put_keylist(o, c->f, c->mm->full_node);
        jaxcore_i_put(o, ".");
        return;
    case JAXCORE_TREE_MISMATCH_NAME:
        jaxcore_i_put(o, k == JAXCORE_TREE_NAMEDTUPLE
                             ? "Named tuple type mismatch: expected type: <class '__main__."
                             : "Custom node type mismatch: expected type: <class '__main__.");
        jaxcore_i_put_n(o, c->p->bytes + a->text_off, a->text_len);
        jaxcore_i_put(o, k == JAXCORE_TREE_NAMEDTUPLE ? "'>, tuple: " : "'>, value: ");
        break;
    default:
        jaxcore_i_put(o, "Mismatch custom node data: ");
        jaxcore_i_put_n(o, c->p->bytes + a->aux_off, a->aux_len);
        jaxcore_i_put(o, " != ");
        jaxcore_i_put_n(o, c->f->bytes + b->aux_off, b->aux_len);
        jaxcore_i_put(o, "; value: ");
        break;
    }
    jaxcore_i_print_body(o, &v, 1, NULL, NULL);
    jaxcore_i_put(o, ".");
}

JAXCORE_API jaxcore_result jaxcore_tree_mismatch_message(const jaxcore_tree *prefix,
                                                         const jaxcore_tree *full,
                                                         const jaxcore_tree_mismatch *mm, char *buf,
                                                         size_t cap, size_t *len) {
    jaxcore_i_mm_ctx c;
    if (!jaxcore_i_tree_ok(prefix) || !jaxcore_i_tree_ok(full) || !mm) return JAXCORE_ERR_NULL;
    if (mm->prefix_node >= prefix->count || mm->full_node >= full->count ||
        mm->kind < JAXCORE_TREE_MISMATCH_TYPE || mm->kind > JAXCORE_TREE_MISMATCH_CUSTOM_DATA)
        return JAXCORE_ERR_INVALID_ARG;
    c.p = prefix;
    c.f = full;
    c.mm = mm;
    return jaxcore_i_emit(jaxcore_i_emit_mismatch, &c, buf, cap, len);
}

JAXCORE_API jaxcore_result jaxcore_tree_broadcast(const uint32_t *map, size_t n, const void *src,
                                                  size_t src_n, size_t elem, void *dst) {
    size_t j, k;
    if (n && (!map || !src || !dst)) return JAXCORE_ERR_NULL;
    for (j = 0; j < n; ++j)
        if (map[j] >= src_n) return JAXCORE_ERR_INVALID_ARG;
    for (j = 0; j < n; ++j)
        for (k = 0; k < elem; ++k)
            ((unsigned char *)dst)[j * elem + k] =
                ((const unsigned char *)src)[(size_t)map[j] * elem + k];
    return JAXCORE_OK;
}

/* ---- leaves: counts, walks, transpose ---- */

typedef struct jaxcore_i_count_ctx {
    size_t want, got;
} jaxcore_i_count_ctx;

JAXCORE_I_PRIVATE void jaxcore_i_emit_count(jaxcore_i_text *o, const void *ctx) {
    const jaxcore_i_count_ctx *c = (const jaxcore_i_count_ctx *)ctx;
    if (c->got < c->want) {
        jaxcore_i_put(o, "Too few leaves for PyTreeDef; expected ");
        jaxcore_i_put_uint(o, c->want);
        jaxcore_i_put(o, ", got ");
        jaxcore_i_put_uint(o, c->got);
    } else if (c->got > c->want) {
        jaxcore_i_put(o, "Too many leaves for PyTreeDef; expected ");
        jaxcore_i_put_uint(o, c->want);
        jaxcore_i_put(o, ".");
    }
}

JAXCORE_API jaxcore_result jaxcore_tree_leaf_count_message(const jaxcore_tree *t, size_t n,
                                                           char *buf, size_t cap, size_t *len) {
    jaxcore_i_count_ctx c;
    jaxcore_result r;
    if (!jaxcore_i_tree_ok(t)) return JAXCORE_ERR_NULL;
    c.want = t->nodes[0].num_leaves;
    c.got = n;
    r = jaxcore_i_emit(jaxcore_i_emit_count, &c, buf, cap, len);
    if (r != JAXCORE_OK) return r;
    return n < c.want   ? JAXCORE_ERR_TREE_TOO_FEW_LEAVES
           : n > c.want ? JAXCORE_ERR_TREE_TOO_MANY_LEAVES
                        : JAXCORE_OK;
}

JAXCORE_I_PRIVATE void jaxcore_i_walk(const jaxcore_tree *t, jaxcore_tree_visitor fn, void *ctx,
                                      unsigned char *base, size_t elem) {
    struct { /* an open node's parent and position are the entry below's node and done */
        uint32_t node, done;
    } stack[JAXCORE_TREE_MAX_DEPTH + 1];
    size_t sp = 0, i;
    jaxcore_tree_event ev;
    for (i = 0; i < t->count; ++i) {
        const jaxcore_i_node *nd = &t->nodes[i];
        ev.node = (uint32_t)i;
        ev.parent = sp ? stack[sp - 1].node : JAXCORE_TREE_NO_NODE;
        ev.child = sp ? stack[sp - 1].done : 0;
        ev.depth = (uint32_t)sp;
        ev.leaf = jaxcore_i_first(t, i);
        ev.value = NULL;
        if (nd->kind == JAXCORE_TREE_LEAF) {
            ev.type = JAXCORE_TREE_VISIT;
            if (base) ev.value = base + (size_t)ev.leaf * elem;
            fn(ctx, t, &ev);
        } else {
            ev.type = JAXCORE_TREE_ENTER;
            fn(ctx, t, &ev);
            if (nd->arity && sp <= JAXCORE_TREE_MAX_DEPTH) {
                stack[sp].node = ev.node;
                stack[sp++].done = 0;
                continue;
            }
            ev.type = JAXCORE_TREE_EXIT;
            fn(ctx, t, &ev);
        }
        while (sp) {
            if (++stack[sp - 1].done < t->nodes[stack[sp - 1].node].arity) break;
            --sp;
            ev.type = JAXCORE_TREE_EXIT;
            ev.node = stack[sp].node;
            ev.parent = sp ? stack[sp - 1].node : JAXCORE_TREE_NO_NODE;
            ev.child = sp ? stack[sp - 1].done : 0;
            ev.depth = (uint32_t)sp;
            ev.leaf = jaxcore_i_first(t, ev.node);
            ev.value = NULL;
            fn(ctx, t, &ev);
        }
    }
}

JAXCORE_API jaxcore_result jaxcore_tree_walk(const jaxcore_tree *t, jaxcore_tree_visitor fn,
                                             void *ctx) {
    if (!jaxcore_i_tree_ok(t) || !fn) return JAXCORE_ERR_NULL;
    jaxcore_i_walk(t, fn, ctx, NULL, 0);
    return JAXCORE_OK;
}

JAXCORE_API jaxcore_result jaxcore_tree_unflatten(const jaxcore_tree *t, const void *leaves,
                                                  size_t n, size_t elem, jaxcore_tree_visitor fn,
                                                  void *ctx) {
    if (!jaxcore_i_tree_ok(t) || !fn || (n && !leaves)) return JAXCORE_ERR_NULL;
    if (n != t->nodes[0].num_leaves)
        return n < t->nodes[0].num_leaves ? JAXCORE_ERR_TREE_TOO_FEW_LEAVES
                                          : JAXCORE_ERR_TREE_TOO_MANY_LEAVES;
    jaxcore_i_walk(t, fn, ctx, (unsigned char *)(uintptr_t)leaves, elem);
    return JAXCORE_OK;
}

JAXCORE_API jaxcore_result jaxcore_tree_flatten(const jaxcore_tree *t, void *leaves, size_t cap,
                                                size_t elem, jaxcore_tree_visitor fn, void *ctx) {
    if (!jaxcore_i_tree_ok(t) || !fn || (t->nodes[0].num_leaves && !leaves))
        return JAXCORE_ERR_NULL;
    if (cap < t->nodes[0].num_leaves) return JAXCORE_ERR_BUFFER_TOO_SMALL;
    jaxcore_i_walk(t, fn, ctx, (unsigned char *)leaves, elem);
    return JAXCORE_OK;
}

JAXCORE_API jaxcore_result jaxcore_tree_transpose(const jaxcore_tree *outer,
                                                  const jaxcore_tree *inner, size_t n,
                                                  const void *src, size_t elem, void *dst) {
    size_t lo, li, i, j, k;
    if (!jaxcore_i_tree_ok(outer) || !jaxcore_i_tree_ok(inner)) return JAXCORE_ERR_NULL;
    lo = outer->nodes[0].num_leaves;
    li = inner->nodes[0].num_leaves;
    if ((li && lo > (size_t)-1 / li) || n != lo * li) return JAXCORE_ERR_TREE_STRUCTURE;
    if (n && (!src || !dst)) return JAXCORE_ERR_NULL;
    for (i = 0; i < lo; ++i)
        for (j = 0; j < li; ++j)
            for (k = 0; k < elem; ++k)
                ((unsigned char *)dst)[(j * lo + i) * elem + k] =
                    ((const unsigned char *)src)[(i * li + j) * elem + k];
    return JAXCORE_OK;
}

/* ---- proto serialization ---- */

/* Position of a dict key in JAX's interning order: the dict's post-order index, then the
   key's place among the dict's (sorted) keys. */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_keypos(const jaxcore_tree *t, size_t d, uint32_t k) {
    uint64_t post = d - jaxcore_i_depth(t, d) + t->nodes[d].num_nodes - 1;
    return post << 32 | k;
}

/* Two dict keys of a tree the proto writer takes (str keys only: tree_serialize checks
   first) are ==: Python's == of two str is their bytes'. */
JAXCORE_I_PRIVATE int jaxcore_i_str_key_eq(const jaxcore_tree *t, const jaxcore_i_node *a,
                                           const jaxcore_i_node *b) {
    return a->key_type == b->key_type &&
           jaxcore_i_bytes_eq(t->bytes + a->key_off, a->key_len, t->bytes + b->key_off, b->key_len);
}

/* Calls back for every dict key of t before position `before`: returns the first key
   equal to `key` (its position), or UINT64_MAX. With count, instead counts the keys
   before `before` that are first occurrences (the interned strings before it). */
JAXCORE_I_PRIVATE uint64_t jaxcore_i_keyscan(const jaxcore_tree *t, uint64_t before,
                                             const jaxcore_i_node *key, int count) {
    size_t d, c;
    uint32_t k;
    uint64_t found = (uint64_t)-1, n = 0;
    for (d = 0; d < t->count; ++d) {
        if (t->nodes[d].kind != JAXCORE_TREE_DICT) continue;
        for (k = 0, c = d + 1; k < t->nodes[d].arity; ++k, c += t->nodes[c].num_nodes) {
            uint64_t pos = jaxcore_i_keypos(t, d, k);
            if (pos >= before) continue;
            if (count) {
                n += jaxcore_i_keyscan(t, pos, &t->nodes[c], 0) == (uint64_t)-1;
            } else if (pos < found && jaxcore_i_str_key_eq(t, &t->nodes[c], key)) {
                found = pos;
            }
        }
    }
    return count ? n : found;
}

/* The interned-string index of dict key c (at position pos). */
JAXCORE_I_PRIVATE uint32_t jaxcore_i_str_id(const jaxcore_tree *t, uint64_t pos,
                                            const jaxcore_i_node *key) {
    uint64_t first = jaxcore_i_keyscan(t, pos, key, 0);
    return (uint32_t)jaxcore_i_keyscan(t, first == (uint64_t)-1 ? pos : first, NULL, 1);
}

JAXCORE_I_PRIVATE size_t jaxcore_i_varint_len(uint64_t v) {
    size_t n = 1;
    while (v >= 0x80) {
        v >>= 7;
        ++n;
    }
    return n;
}

JAXCORE_I_PRIVATE void jaxcore_i_put_varint(jaxcore_i_text *o, uint64_t v) {
    char b;
    while (v >= 0x80) {
        b = (char)(0x80 | (v & 0x7f));
        jaxcore_i_put_n(o, &b, 1);
        v >>= 7;
    }
    b = (char)v;
    jaxcore_i_put_n(o, &b, 1);
}

/* interned strings the proto writer remembers (more are recounted: same bytes, slower):
   256, or 2 * JAXCORE_CHUNK where that is smaller (64, 256 bytes of stack, on 32-bit
   targets) */
#define JAXCORE_I_PROTO_CACHE (JAXCORE_CHUNK < 128 ? 2 * JAXCORE_CHUNK : 256)

typedef struct jaxcore_i_proto_ctx {
    const jaxcore_tree *t;
    jaxcore_i_text *o;
    int strings;  /* second walk: the interned strings */
    int overflow; /* more distinct keys than the cache holds */
    size_t nseen;
    uint32_t seen[JAXCORE_I_PROTO_CACHE]; /* first record of each interned string, by id */
} jaxcore_i_proto_ctx;

/* The interned-string index of key record ch (position pos): from the cache of the first
   JAXCORE_I_PROTO_CACHE strings (keys are met in interning order), else recounted. */
JAXCORE_I_PRIVATE uint32_t jaxcore_i_proto_id(jaxcore_i_proto_ctx *c, uint64_t pos, size_t ch) {
    const jaxcore_tree *t = c->t;
    size_t i;
    for (i = 0; i < c->nseen; ++i)
        if (jaxcore_i_str_key_eq(t, &t->nodes[c->seen[i]], &t->nodes[ch])) return (uint32_t)i;
    if (c->nseen < JAXCORE_I_PROTO_CACHE) {
        c->seen[c->nseen] = (uint32_t)ch;
        return (uint32_t)c->nseen++;
    }
    c->overflow = 1;
    return jaxcore_i_str_id(t, pos, &t->nodes[ch]);
}

/* One PyTreeNodeDefProto per record, in JAX's post-order (VISIT and EXIT events). */
JAXCORE_I_PRIVATE void jaxcore_i_proto_node(void *ctx, const jaxcore_tree *t,
                                            const jaxcore_tree_event *ev) {
    static const unsigned char types[] = {1, 3, 4, 0, 2, 5, 0}; /* PyTreeNodeType by kind */
    jaxcore_i_proto_ctx *c = (jaxcore_i_proto_ctx *)ctx;
    const jaxcore_i_node *nd = &t->nodes[ev->node];
    size_t k, ch, ids = 0, keys = 0, msg;
    if (ev->type == JAXCORE_TREE_ENTER) return;
    if (nd->kind == JAXCORE_TREE_DICT) {
        for (k = 0, ch = ev->node + 1; k < nd->arity; ++k, ch += t->nodes[ch].num_nodes) {
            uint64_t pos = jaxcore_i_keypos(t, ev->node, (uint32_t)k);
            if (c->strings) {
                if (jaxcore_i_keyscan(t, pos, &t->nodes[ch], 0) == (uint64_t)-1) {
                    jaxcore_i_put(c->o, "\x12");
                    jaxcore_i_put_varint(c->o, t->nodes[ch].key_len);
                    jaxcore_i_put_n(c->o, t->bytes + t->nodes[ch].key_off, t->nodes[ch].key_len);
                }
            } else {
                ids += jaxcore_i_varint_len(jaxcore_i_proto_id(c, pos, ch));
            }
        }
    }
    if (c->strings) return;
    if (ids) keys = 1 + jaxcore_i_varint_len(ids) + ids; /* DictKeysProto: packed str_id */
    msg = (nd->arity ? 1 + jaxcore_i_varint_len(nd->arity) : 0) + 2 +
          (keys ? 1 + jaxcore_i_varint_len(keys) + keys : 0);
    jaxcore_i_put(c->o, "\x0a");
    jaxcore_i_put_varint(c->o, msg);
    if (nd->arity) {
        jaxcore_i_put(c->o, "\x08");
        jaxcore_i_put_varint(c->o, nd->arity);
    }
    jaxcore_i_put(c->o, "\x10");
    jaxcore_i_put_varint(c->o, types[nd->kind]);
    if (!keys) return;
    jaxcore_i_put(c->o, "\x1a");
    jaxcore_i_put_varint(c->o, keys);
    jaxcore_i_put(c->o, "\x0a");
    jaxcore_i_put_varint(c->o, ids);
    for (k = 0, ch = ev->node + 1; k < nd->arity; ++k, ch += t->nodes[ch].num_nodes)
        jaxcore_i_put_varint(c->o,
                             jaxcore_i_proto_id(c, jaxcore_i_keypos(t, ev->node, (uint32_t)k), ch));
}

JAXCORE_I_PRIVATE void jaxcore_i_emit_proto(jaxcore_i_text *o, const void *ctx) {
    jaxcore_i_proto_ctx c;
    c.t = (const jaxcore_tree *)ctx;
    c.o = o;
    c.strings = 0;
    c.overflow = 0;
    c.nseen = 0;
    jaxcore_i_walk(c.t, jaxcore_i_proto_node, &c, NULL, 0);
    c.strings = 1;
    if (c.overflow) {
        jaxcore_i_walk(c.t, jaxcore_i_proto_node, &c, NULL, 0);
    } else {
        size_t i;
        for (i = 0; i < c.nseen; ++i) {
            const jaxcore_i_node *k = &c.t->nodes[c.seen[i]];
            jaxcore_i_put(o, "\x12");
            jaxcore_i_put_varint(o, k->key_len);
            jaxcore_i_put_n(o, c.t->bytes + k->key_off, k->key_len);
        }
    }
}

JAXCORE_API jaxcore_result jaxcore_tree_serialize(const jaxcore_tree *t, unsigned char *buf,
                                                  size_t cap, size_t *len, const char **message) {
    size_t i, bad = (size_t)-1, bad_post = (size_t)-1;
    if (!jaxcore_i_tree_ok(t)) return JAXCORE_ERR_NULL;
    /* JAX fails at the first offending record of its post-order walk */
    for (i = 0; i < t->count; ++i) {
        const jaxcore_i_node *nd = &t->nodes[i];
        size_t post = i - jaxcore_i_depth(t, i) + nd->num_nodes - 1, c, k;
        int off = nd->kind == JAXCORE_TREE_NAMEDTUPLE || nd->kind == JAXCORE_TREE_CUSTOM;
        if (nd->kind == JAXCORE_TREE_DICT)
            for (k = 0, c = i + 1; k < nd->arity; ++k, c += t->nodes[c].num_nodes)
                off |= t->nodes[c].key_type != JAXCORE_TREE_KEY_STR;
        if (off && post < bad_post) {
            bad = i;
            bad_post = post;
        }
    }
    if (bad != (size_t)-1) {
        if (message)
            *message = t->nodes[bad].kind == JAXCORE_TREE_DICT
                           ? JAXCORE_I_MSG("Only string keys are supported in proto pytree "
                                           "serialization.")
                           : JAXCORE_I_MSG("User-defined nodes are not supported when "
                                           "serializing pytrees as protocol buffers. You should "
                                           "either convert the user-defined nodes to another "
                                           "type or use pickle instead.");
        return JAXCORE_ERR_TREE_UNSUPPORTED;
    }
    return jaxcore_i_emit(jaxcore_i_emit_proto, t, (char *)buf, cap, len);
}

/* ---- proto deserialization ---- */

typedef struct jaxcore_i_pb {
    const unsigned char *s;
    size_t len, pos;
} jaxcore_i_pb;

JAXCORE_I_PRIVATE int jaxcore_i_pb_varint(jaxcore_i_pb *r, uint64_t *v) {
    int shift = 0;
    *v = 0;
    while (r->pos < r->len && shift < 64) {
        unsigned char b = r->s[r->pos++];
        *v |= (uint64_t)(b & 0x7f) << shift;
        if (!(b & 0x80)) return 1;
        shift += 7;
    }
    return 0;
}

/* One field: its number, wire type, varint value or payload [*start, *start + *n). */
JAXCORE_I_PRIVATE int jaxcore_i_pb_field(jaxcore_i_pb *r, uint32_t *field, uint32_t *wire,
                                         uint64_t *v, size_t *start, size_t *n) {
    uint64_t tag;
    if (!jaxcore_i_pb_varint(r, &tag) || (tag >> 3) == 0 || (tag >> 3) > 0x1fffffff) return 0;
    *field = (uint32_t)(tag >> 3);
    *wire = (uint32_t)(tag & 7);
    *v = 0;
    *start = r->pos;
    *n = 0;
    switch (*wire) {
    case 0: return jaxcore_i_pb_varint(r, v);
    case 1: *n = 8; break;
    case 5: *n = 4; break;
    case 2:
        if (!jaxcore_i_pb_varint(r, v) || *v > r->len - r->pos) return 0;
        *start = r->pos;
        *n = (size_t)*v;
        break;
    default: return 0;
    }
    if (*n > r->len - r->pos) return 0;
    r->pos += *n;
    return 1;
}

typedef struct jaxcore_i_pbnode {
    uint64_t arity, type;
    size_t keys, keys_len; /* str_id payload: packed varints */
    int packed;
} jaxcore_i_pbnode;

/* Reads one PyTreeNodeDefProto. Returns 0 on a wire-format error. */
JAXCORE_I_PRIVATE int jaxcore_i_pb_node(const unsigned char *s, size_t start, size_t n,
                                        jaxcore_i_pbnode *nd) {
    jaxcore_i_pb r;
    uint32_t field, wire;
    uint64_t v;
    size_t at, len;
    r.s = s;
    r.pos = start;
    r.len = start + n;
    nd->arity = nd->type = 0;
    nd->keys = nd->keys_len = 0;
    nd->packed = 1;
    while (r.pos < r.len) {
        if (!jaxcore_i_pb_field(&r, &field, &wire, &v, &at, &len)) return 0;
        if (field == 1 && wire == 0) nd->arity = v;
        if (field == 2 && wire == 0) nd->type = v;
        if (field == 3 && wire == 2) { /* DictKeysProto: field 1 str_id */
            jaxcore_i_pb k;
            size_t kat, klen;
            k.s = s;
            k.pos = at;
            k.len = at + len;
            while (k.pos < k.len) {
                size_t tag_at = k.pos;
                if (!jaxcore_i_pb_field(&k, &field, &wire, &v, &kat, &klen)) return 0;
                if (field == 1 && wire == 2) {
                    nd->keys = kat;
                    nd->keys_len = klen;
                    nd->packed = 1;
                } else if (field == 1 && wire == 0) {
                    if (!nd->keys_len) nd->keys = tag_at; /* unpacked: "08 id" in a row */
                    nd->keys_len = k.pos - nd->keys;
                    nd->packed = 0;
                }
            }
        }
    }
    return nd->arity <= 0xffffffffu;
}

/* The next str_id of a DictKeysProto payload (packed, or unpacked "08 id 08 id"). */
JAXCORE_I_PRIVATE int jaxcore_i_pb_next_id(const unsigned char *s, const jaxcore_i_pbnode *nd,
                                           size_t *pos, uint64_t *id) {
    jaxcore_i_pb r;
    r.s = s;
    r.pos = *pos;
    r.len = nd->keys + nd->keys_len;
    if (!nd->packed) {
        uint64_t tag;
        if (!jaxcore_i_pb_varint(&r, &tag) || tag != 8) return 0;
    }
    if (!jaxcore_i_pb_varint(&r, id)) return 0;
    *pos = r.pos;
    return 1;
}

/* Interned string `id`: its payload range. */
JAXCORE_I_PRIVATE int jaxcore_i_pb_string(const unsigned char *s, size_t len, uint64_t id,
                                          size_t *start, size_t *n) {
    jaxcore_i_pb r;
    uint32_t field, wire;
    uint64_t v, k = 0;
    r.s = s;
    r.pos = 0;
    r.len = len;
    while (r.pos < r.len) {
        if (!jaxcore_i_pb_field(&r, &field, &wire, &v, start, n)) return 0;
        if (field == 2 && wire == 2 && k++ == id) return 1;
    }
    return 0;
}

typedef struct jaxcore_i_deser {
    const unsigned char *s;
    size_t len;
    jaxcore_i_node *nodes; /* NULL while counting */
    char *bytes;
    size_t n, b, strings;
    jaxcore_tree_error e;
} jaxcore_i_deser;

JAXCORE_I_PRIVATE int jaxcore_i_deser_fail(jaxcore_i_deser *d, jaxcore_result code, size_t at,
                                           const char *msg) {
    d->e.code = code;
    d->e.offset = at;
    d->e.message = msg;
    return 0;
}

/* One pass over the bytes: validates, counts records and key bytes, and (with nodes)
   writes the records in JAX's post-order with their children's keys. */
JAXCORE_I_PRIVATE int jaxcore_i_deser_pass(jaxcore_i_deser *d) {
    static const unsigned char kinds[] = {0xff,
                                          JAXCORE_TREE_LEAF,
                                          JAXCORE_TREE_LIST,
                                          JAXCORE_TREE_NONE,
                                          JAXCORE_TREE_TUPLE,
                                          JAXCORE_TREE_DICT};
    jaxcore_i_pb r;
    uint32_t field, wire;
    uint64_t v, avail = 0;
    size_t at, n;
    r.s = d->s;
    r.pos = 0;
    r.len = d->len;
    d->n = d->b = d->strings = 0;
    while (r.pos < r.len) { /* interned strings first: str_ids are checked against them */
        if (!jaxcore_i_pb_field(&r, &field, &wire, &v, &at, &n))
            return jaxcore_i_deser_fail(d, JAXCORE_ERR_TREE_PARSE, r.pos,
                                        JAXCORE_I_MSG("truncated or malformed protobuf"));
        if (field == 2 && wire == 2) ++d->strings;
    }
    r.pos = 0;
    while (r.pos < r.len) {
        jaxcore_i_pbnode nd;
        size_t msg = r.pos, k, kp, c;
        (void)jaxcore_i_pb_field(&r, &field, &wire, &v, &at, &n);
        if (field != 1 || wire != 2) continue;
        if (!jaxcore_i_pb_node(d->s, at, n, &nd))
            return jaxcore_i_deser_fail(d, JAXCORE_ERR_TREE_PARSE, msg,
                                        JAXCORE_I_MSG("truncated or malformed protobuf"));
        if (nd.type < 1 || nd.type > 5)
            return jaxcore_i_deser_fail(
                d, JAXCORE_ERR_TREE_PARSE, msg,
                JAXCORE_I_MSG("Malformed pytree proto (invalid node type)"));
        if ((nd.type == 1 || nd.type == 3) && nd.arity)
            return jaxcore_i_deser_fail(d, JAXCORE_ERR_TREE_PARSE, msg,
                                        JAXCORE_I_MSG("a leaf or None node with children"));
        if (nd.arity > avail || d->n >= JAXCORE_I_TREE_LIMIT)
            return jaxcore_i_deser_fail(d, JAXCORE_ERR_TREE_PARSE, msg,
                                        JAXCORE_I_MSG("node arities do not form one tree"));
        avail = avail - nd.arity + 1;
        if (d->nodes) {
            jaxcore_i_node *o = &d->nodes[d->n];
            *o = jaxcore_i_nokey;
            o->kind = kinds[nd.type];
            o->arity = (uint32_t)nd.arity;
            o->num_nodes = 1;
            for (k = 0, c = d->n; k < nd.arity; ++k) { /* children, right to left */
                o->num_nodes += d->nodes[c - 1].num_nodes;
                c -= d->nodes[c - 1].num_nodes;
            }
        }
        if (nd.type == 5) {
            for (k = 0, kp = nd.keys; kp < nd.keys + nd.keys_len; ++k) {
                uint64_t id;
                size_t sat, slen;
                if (!jaxcore_i_pb_next_id(d->s, &nd, &kp, &id))
                    return jaxcore_i_deser_fail(d, JAXCORE_ERR_TREE_PARSE, msg,
                                                JAXCORE_I_MSG("truncated or malformed protobuf"));
                if (id >= d->strings || !jaxcore_i_pb_string(d->s, d->len, id, &sat, &slen))
                    return jaxcore_i_deser_fail(
                        d, JAXCORE_ERR_TREE_PARSE, msg,
                        JAXCORE_I_MSG("Malformed pytree proto (dict_key out of range)."));
                if (slen >= JAXCORE_I_TREE_LIMIT - d->b)
                    return jaxcore_i_deser_fail(d, JAXCORE_ERR_INVALID_ARG, msg,
                                                JAXCORE_I_MSG("input too large"));
                if (d->nodes && k < nd.arity) { /* child k's root: step back from the last */
                    jaxcore_i_node *ch;
                    size_t i;
                    for (c = d->n - 1, i = nd.arity - 1; i > k; --i)
                        c -= d->nodes[c].num_nodes;
                    ch = &d->nodes[c];
                    ch->key_type = JAXCORE_TREE_KEY_STR;
                    ch->key_off = (uint32_t)d->b;
                    ch->key_len = (uint32_t)slen;
                    for (i = 0; i < slen; ++i)
                        d->bytes[d->b + i] = (char)d->s[sat + i];
                }
                d->b += slen;
            }
            if (k != nd.arity)
                return jaxcore_i_deser_fail(d, JAXCORE_ERR_TREE_PARSE, msg,
                                            JAXCORE_I_MSG("dict key count differs from arity"));
        } else if (nd.keys_len) {
            return jaxcore_i_deser_fail(d, JAXCORE_ERR_TREE_PARSE, msg,
                                        JAXCORE_I_MSG("dict keys on a node that is not a dict"));
        }
        ++d->n;
    }
    if (avail != 1)
        return jaxcore_i_deser_fail(d, JAXCORE_ERR_TREE_PARSE, d->len,
                                    JAXCORE_I_MSG("node arities do not form one tree"));
    return 1;
}

JAXCORE_API jaxcore_result jaxcore_tree_deserialize_size(const unsigned char *data, size_t len,
                                                         size_t *need, jaxcore_tree_error *err) {
    jaxcore_i_deser d;
    if ((!data && len) || !need) return JAXCORE_ERR_NULL;
    d.s = data;
    d.len = len;
    d.nodes = NULL;
    d.bytes = NULL;
    if (!jaxcore_i_deser_pass(&d)) {
        if (err) *err = d.e;
        return d.e.code;
    }
    *need = jaxcore_i_tree_need(d.n, d.b);
    return JAXCORE_OK;
}

JAXCORE_API jaxcore_result jaxcore_tree_deserialize(void *buf, size_t cap,
                                                    const unsigned char *data, size_t len,
                                                    jaxcore_tree *out, jaxcore_tree_error *err) {
    struct {
        uint32_t end, left;
    } stack[JAXCORE_TREE_MAX_DEPTH + 1];
    jaxcore_i_deser d;
    size_t need = 0, i, sp = 0;
    jaxcore_result r = jaxcore_tree_deserialize_size(data, len, &need, err);
    if (r != JAXCORE_OK) return r;
    if (!out || !buf) return JAXCORE_ERR_NULL;
    if (cap < need) return JAXCORE_ERR_BUFFER_TOO_SMALL;
    d.s = data;
    d.len = len;
    d.nodes = NULL;
    d.bytes = NULL;
    (void)jaxcore_i_deser_pass(&d); /* counted above: cannot fail now */
    d.nodes = jaxcore_i_tree_base(buf);
    d.bytes = (char *)(d.nodes + d.n);
    (void)jaxcore_i_deser_pass(&d);
    /* pre-order place of every record: scan from the root, children right to left, each
       taking the end of its parent's remaining range; kept in src for the permutation */
    for (i = d.n; i-- > 0;) {
        jaxcore_i_node *nd = &d.nodes[i];
        uint32_t pre = 0;
        if (sp) {
            pre = stack[sp - 1].end - nd->num_nodes;
            stack[sp - 1].end = pre;
            --stack[sp - 1].left;
        }
        nd->src = pre;
        if (nd->arity) {
            if (sp >= JAXCORE_TREE_MAX_DEPTH) {
                if (err) {
                    err->code = JAXCORE_ERR_TREE_DEPTH;
                    err->offset = 0;
                    err->message = JAXCORE_I_MSG("nesting deeper than JAXCORE_TREE_MAX_DEPTH");
                }
                return JAXCORE_ERR_TREE_DEPTH;
            }
            stack[sp].end = pre + nd->num_nodes;
            stack[sp++].left = nd->arity;
        } else {
            while (sp && !stack[sp - 1].left)
                --sp;
        }
    }
    for (i = 0; i < d.n; ++i)
        while (d.nodes[i].src != i) {
            jaxcore_i_node tmp = d.nodes[d.nodes[i].src];
            d.nodes[d.nodes[i].src] = d.nodes[i];
            d.nodes[i] = tmp;
        }
    for (i = 0; i < d.n; ++i)
        d.nodes[i].src = 0;
    r = jaxcore_i_tree_fixup(d.nodes, d.n);
    if (r != JAXCORE_OK) return r;
    out->nodes = d.nodes;
    out->count = d.n;
    out->bytes = d.bytes;
    return JAXCORE_OK;
}

#undef JAXCORE_I_MSG
#undef JAXCORE_I_PROTO_CACHE
#undef JAXCORE_I_TREE_LIMIT
#undef JAXCORE_I_TREE_ALIGN

#endif /* JAXCORE_I_NO_TREE */

/* ==== selftest ========================================================================== */

#ifdef JAXCORE_SELFTEST
/* Known answers: Random123's kat_vectors (20 rounds) and JAX's values from
   tests/vectors/prng/jax_corpus_dev.txt and tests/vectors/pytree_cases_dev.txt. */
JAXCORE_API jaxcore_result jaxcore_selftest(void) {
    static const uint32_t kat[3][6] = {
        /* ctr0, ctr1, key0, key1, out0, out1 */
        {0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u, 0x6b200159u, 0x99ba4efeu},
        {0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu, 0x1cb996fcu, 0xbb002be7u},
        {0x243f6a88u, 0x85a308d3u, 0x13198a2eu, 0x03707344u, 0xc4923a9cu, 0x483df7a0u}};
    static const uint32_t split3[6] = {0x6b200159u, 0x99ba4efeu, 0x375f238fu,
                                       0xcddb151du, 0xf71f4ea9u, 0xa20e4081u};
    static const unsigned char bits8_key42[7] = {0xa2, 0xd9, 0xf9, 0xd7, 0x15, 0xd8, 0x99};
    jaxcore_prng_config cfg;
    jaxcore_key zero, k42, keys[3];
    uint32_t out[2], y0[67], y1[67], s0[67], s1[67], word;
    unsigned char bits8[7];
    int i, p, bad = 0;
    for (i = 0; i < 3; ++i) {
        bad |= jaxcore_threefry2x32_block(&kat[i][2], &kat[i][0], 20, out) != JAXCORE_OK;
        bad |= out[0] != kat[i][4] || out[1] != kat[i][5];
    }
    /* every path the build and the CPU have: the same words as scalar */
    for (i = 0; i < (int)(sizeof cfg); ++i)
        ((unsigned char *)&cfg)[i] = 0;
    cfg.path = JAXCORE_PATH_SCALAR;
    bad |= jaxcore_threefry2x32_stream(&kat[2][2], 7u, 1u, 0xfffffff0u, 67, s0, s1, &cfg) !=
           JAXCORE_OK;
    for (p = 0; p < (int)JAXCORE_PATH_COUNT; ++p) {
        cfg.path = (jaxcore_prng_path)p;
        if (!jaxcore_prng_path_supported(cfg.path)) continue;
        bad |= jaxcore_threefry2x32_stream(&kat[2][2], 7u, 1u, 0xfffffff0u, 67, y0, y1, &cfg) !=
               JAXCORE_OK;
        for (i = 0; i < 67; ++i)
            bad |= y0[i] != s0[i] || y1[i] != s1[i];
    }
    /* jax.random with JAX's defaults, then legacy */
    bad |= jaxcore_random_key(NULL, 0, JAXCORE_PY_INT, NULL, &zero) != JAXCORE_OK;
    bad |= jaxcore_random_key(NULL, 42, JAXCORE_PY_INT, NULL, &k42) != JAXCORE_OK;
    bad |= jaxcore_random_split(zero, 3, keys, NULL) != JAXCORE_OK;
    for (i = 0; i < 3; ++i)
        bad |= keys[i].data[0] != split3[2 * i] || keys[i].data[1] != split3[2 * i + 1];
    bad |= jaxcore_random_fold_in(zero, 1, keys, NULL) != JAXCORE_OK;
    bad |= keys[0].data[0] != 0x375f238fu || keys[0].data[1] != 0xcddb151du;
    bad |= jaxcore_random_bits(k42, 8, 7, bits8, NULL) != JAXCORE_OK;
    for (i = 0; i < 7; ++i)
        bad |= bits8[i] != bits8_key42[i];
    cfg.path = JAXCORE_PATH_AUTO;
    cfg.legacy = 1;
#ifdef JAXCORE_NO_LEGACY
    bad |= jaxcore_random_bits(zero, 32, 1, &word, &cfg) != JAXCORE_ERR_UNSUPPORTED_PATH;
#else
    bad |= jaxcore_random_bits(zero, 32, 1, &word, &cfg) != JAXCORE_OK || word != 0x6b200159u;
#endif
#ifndef JAXCORE_I_NO_RANDOM
    /* uniform float32 in [-1, 1) of key 0 (the corpus's first uniform_f32 case) */
    {
        float u[2];
        bad |= jaxcore_random_uniform(zero, JAXCORE_FLOAT32, 2, -1.0, 1.0, u, NULL) != JAXCORE_OK;
        bad |= jaxcore_i_fbits(u[0]) != 0x3f65349cu;
    }
#endif
    /* rbg: key(0, impl='rbg')'s bits are Philox4x32-10 of key 0, counter 0 (Random123) */
    bad |= jaxcore_random_key(jaxcore_rbg(), 0, JAXCORE_PY_INT, NULL, &zero) != JAXCORE_OK;
    bad |= jaxcore_random_bits(zero, 32, 2, out, NULL) != JAXCORE_OK;
    bad |= out[0] != 0x6627e8d5u || out[1] != 0xe169c58du;
#ifndef JAXCORE_I_NO_DTYPES
    /* promotion: int8 + uint8 = int16 */
    {
        jaxcore_operand ops[2] = {{JAXCORE_INT8, 0, 0}, {JAXCORE_UINT8, 0, 0}};
        jaxcore_type t;
        bad |= jaxcore_result_type(ops, 2, NULL, &t) != JAXCORE_OK || t.dtype != JAXCORE_INT16;
    }
#endif
#ifndef JAXCORE_I_NO_TREE
    /* pytree: parse a literal, print JAX's repr */
    {
        static const char tree_text[] = "{'foo': {'bar': {'baz': 1, 'bat': [2, 3]}}}";
        static const char tree_repr[] = "PyTreeDef({'foo': {'bar': {'bat': [*, *], 'baz': *}}})";
        unsigned char buf[1024];
        char text[128];
        jaxcore_tree t;
        bad |= jaxcore_tree_parse(buf, sizeof buf, tree_text, sizeof tree_text - 1, NULL, &t,
                                  NULL) != JAXCORE_OK ||
               jaxcore_tree_repr(&t, text, sizeof text, NULL) != JAXCORE_OK ||
               !jaxcore_i_streq(tree_repr, sizeof tree_repr - 1, text);
    }
#endif
    return bad ? JAXCORE_ERR_SELFTEST : JAXCORE_OK;
}
#endif

#ifdef __cplusplus
}
#endif

#undef JAXCORE_I_STD
#undef JAXCORE_I_X64
#undef JAXCORE_I_X32
#undef JAXCORE_I_STR
#undef JAXCORE_I_EDGE_COUNT
#undef JAXCORE_I_U64
/* every other internal macro (JAXCORE_I_IMPLEMENTED stays: the guard) (the library's white-box
 * tests define JAXCORE_I_KEEP_MACROS to keep them) */
#ifndef JAXCORE_I_KEEP_MACROS
#undef JAXCORE_I_A0
#undef JAXCORE_I_A2
#undef JAXCORE_I_A5
#undef JAXCORE_I_BN_SHORT
#undef JAXCORE_I_BN_FLOAT
#undef JAXCORE_I_CHUNK
#undef JAXCORE_I_CPU_AVX2
#undef JAXCORE_I_CPU_AVX2_FMA
#undef JAXCORE_I_CPU_AVX512
#undef JAXCORE_I_CPU_FMA
#undef JAXCORE_I_CPU_KNOWN
#undef JAXCORE_I_DEC_KEEP
#undef JAXCORE_I_EXP2F_SHIFT
#undef JAXCORE_I_F64_INF
#undef JAXCORE_I_F64_NAN
#undef JAXCORE_I_FFIELDS
#undef JAXCORE_I_FKIND
#undef JAXCORE_I_FSTATE
#undef JAXCORE_I_SKIND
#undef JAXCORE_I_TKIND
#undef JAXCORE_I_GLN2_HI
#undef JAXCORE_I_GLN2_LO
#undef JAXCORE_I_HAVE_AVX2
#undef JAXCORE_I_HAVE_AVX512
#undef JAXCORE_I_VEC_EXT
#undef JAXCORE_I_HAVE_NEON
#undef JAXCORE_I_HAVE_SIMD128
#undef JAXCORE_I_HAVE_SSE2
#undef JAXCORE_I_HBAR
#undef JAXCORE_I_HBARV
#undef JAXCORE_I_HD_TEMPLATE
#undef JAXCORE_I_HD_PAIR
#undef JAXCORE_I_HD_PAIR2
#undef JAXCORE_I_HD_BITOP
#undef JAXCORE_I_W4_LO
#undef JAXCORE_I_W4_HI
#undef JAXCORE_I_HW
#undef JAXCORE_I_HW_INSTANCE
#undef JAXCORE_I_HW_INSTANCES
#undef JAXCORE_I_HW_LIST_SSE2
#undef JAXCORE_I_HW_LIST_SSE2FMA
#undef JAXCORE_I_HW_LIST_AVX2
#undef JAXCORE_I_HW_LIST_AVX512
#undef JAXCORE_I_HW_LIST_NEON
#undef JAXCORE_I_HW_LIST_SIMD128
#undef JAXCORE_I_HW_LOOP_INSTANCE
#undef JAXCORE_I_HW_REJ_INSTANCE
#undef JAXCORE_I_HW_GAMMA_FN
#undef JAXCORE_I_HW_REJ_FN
#undef JAXCORE_I_HW_WALD_INSTANCE
#undef JAXCORE_I_HW_WALD_FN
#undef JAXCORE_I_WALD_RUN
#undef JAXCORE_I_GEOM_RUN
#undef JAXCORE_I_LANECALL
#undef JAXCORE_I_DSM_RUN
#undef JAXCORE_I_HW_DSM_FN
#undef JAXCORE_I_TANF
#undef JAXCORE_I_TAN64
#undef JAXCORE_I_ERF64
#undef JAXCORE_I_HW_GEOM_FN
#undef JAXCORE_I_HALF_TABLE
#undef JAXCORE_I_REJ_ELEM
#undef JAXCORE_I_LGAMMA
#undef JAXCORE_I_KNUTH_STEP
#undef JAXCORE_I_GAP_STEP
#undef JAXCORE_I_HW_GAP_FN
#undef JAXCORE_I_HW_KNUTH_INSTANCE
#undef JAXCORE_I_HW_KNUTH_FN
#undef JAXCORE_I_HW_LOOPS
#undef JAXCORE_I_HD_LOOPS
#undef JAXCORE_I_HD_LOOP
#undef jaxcore_i_hl_bits
#undef JAXCORE_I_GAMMA_LOOP
#undef JAXCORE_I_EXP64_CORE
#undef JAXCORE_I_EXPG_MID
#undef JAXCORE_I_POW_YLOGX
#undef JAXCORE_I_POWF
#undef jaxcore_i_sf_b
#undef jaxcore_i_sf_bits
#undef jaxcore_i_sf_add
#undef jaxcore_i_sf_sub
#undef jaxcore_i_sf_mul
#undef jaxcore_i_sf_div
#undef jaxcore_i_sf_mad
#undef jaxcore_i_sf_int
#undef jaxcore_i_sf_floor
#undef jaxcore_i_sf_toint
#undef JAXCORE_I_HWCHUNK
#undef JAXCORE_I_HD_PLANE
#undef JAXCORE_I_REJ_RISES
#undef JAXCORE_I_FAST32
#undef JAXCORE_I_EXP_INVLN2N
#undef JAXCORE_I_EXP_NLN2HI
#undef JAXCORE_I_EXP_NLN2LO
#undef JAXCORE_I_EXP_SHIFT
#undef JAXCORE_I_GKEYS
#undef JAXCORE_I_HW_FNMA
#undef JAXCORE_I_HW_OP3
#undef JAXCORE_I_HW_PIPE
#undef JAXCORE_I_HW_RUN_NORMAL
#undef JAXCORE_I_LCHUNK
#undef JAXCORE_I_MCHUNK
#undef JAXCORE_I_RBG_KEYS
#undef JAXCORE_I_SCHUNK
#undef JAXCORE_I_SEED_LO
#undef JAXCORE_I_SPLIT_KEYS
#undef JAXCORE_I_TAN_E0
#undef JAXCORE_I_TAN_E1
#undef JAXCORE_I_TF_HAS_PAIR64
#undef JAXCORE_I_SMALL_CALL
#undef JAXCORE_I_UNIT_VEC
#undef JAXCORE_I_SMALL_PATH
#undef JAXCORE_I_HUNROLL
#undef JAXCORE_I_HWI
#undef JAXCORE_I_HWK
#undef JAXCORE_I_HW_PAIR
#undef JAXCORE_I_HW_PAIR1
#undef JAXCORE_I_HW_PAIR2
#undef JAXCORE_I_HW_OP2
#undef JAXCORE_I_HW_ARITH
#undef JAXCORE_I_HW_FMA
#undef JAXCORE_I_HW_SAME
#undef JAXCORE_I_HW_RUN
#undef JAXCORE_I_HW_TEMPLATE
#undef JAXCORE_I_INT_LIMBS
#undef JAXCORE_I_KEY_HDR
#undef JAXCORE_I_KEY_NEST
#undef JAXCORE_I_L1P64_NEG
#undef JAXCORE_I_L1P64_POS
#undef JAXCORE_I_L1P64_SMALL
#undef JAXCORE_I_LN2_HI
#undef JAXCORE_I_LN2_LO
#undef JAXCORE_I_LOG10_2
#undef JAXCORE_I_N32
#undef JAXCORE_I_NO_DTYPES
#undef JAXCORE_I_NO_RANDOM
#undef JAXCORE_I_NO_TREE
#undef JAXCORE_I_ONE
#undef JAXCORE_I_PHILOX_W0
#undef JAXCORE_I_PHILOX_W1
#undef JAXCORE_I_PRIVATE
#undef JAXCORE_I_NOINLINE
#undef JAXCORE_I_RARELY
#undef JAXCORE_I_RCHUNK
#undef JAXCORE_I_RCS_LEVELS
#undef JAXCORE_I_ROTL32
#undef JAXCORE_I_SB
#undef JAXCORE_I_SSE_DIV
#undef JAXCORE_I_SSE_DIVSD
#undef JAXCORE_I_SSE_SQRT
#undef JAXCORE_I_TARGET
#undef JAXCORE_I_TF20_SCHEDULE
#undef JAXCORE_I_TF_AT
#undef JAXCORE_I_TF_INJV
#undef JAXCORE_I_TF_INLINE
#undef JAXCORE_I_TF_OPAQUE
#undef JAXCORE_I_TF_KERNEL
#undef JAXCORE_I_TF_LIST
#undef JAXCORE_I_TF_LOOP
#undef JAXCORE_I_TF_MIXV
#undef JAXCORE_I_TF_PARITY
#undef JAXCORE_I_TF_ROLLED
#undef JAXCORE_I_TF_ROT_A
#undef JAXCORE_I_TF_ROT_B
#undef JAXCORE_I_TF_VTAIL
#undef JAXCORE_I_U32_MAX
#undef JAXCORE_I_UNROLL
#undef JAXCORE_I_UNUSED
#undef JAXCORE_I_W32
#endif
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
