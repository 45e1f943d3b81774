/* Hostile input across the whole public API: NULL pointers, values outside enums, keys
   without an implementation, sizes whose byte count overflows size_t, too-small buffers.
   Each call must return an error code (never JAXCORE_OK) and write nothing; a crash or a
   sanitizer report fails the run. The parts' own tests check the specific codes. */
#include "test.h"

#include <string.h>

#define BAD(call) JT_CHECK((call) != JAXCORE_OK)
#define HUGE_N ((size_t)-1 / 2)

static jaxcore_key good_key(void) {
    jaxcore_key k;
    memset(&k, 0, sizeof k);
    JT_CHECK(jaxcore_random_key(NULL, 0, JAXCORE_PY_INT, NULL, &k) == JAXCORE_OK);
    return k;
}

static void test_hostile_dtypes_and_prng(void) {
    jaxcore_operand op = {JAXCORE_INT8, 0, 0};
    jaxcore_key k = good_key(), nokey, out;
    uint32_t w[8], sentinel[8];
    char buf[4];
    size_t len;
    memset(&nokey, 0, sizeof nokey);
    memset(w, 0x5a, sizeof w);
    memcpy(sentinel, w, sizeof w);
    BAD(jaxcore_dtype_from_name(NULL, 4, NULL));
    BAD(jaxcore_result_type(&op, 1, NULL, NULL));
    BAD(jaxcore_lattice_result_type(NULL, 1, NULL, NULL));
    BAD(jaxcore_promote_types((jaxcore_dtype)77, JAXCORE_INT8, NULL, NULL));
    BAD(jaxcore_promotion_message(JAXCORE_FN_RESULT_TYPE, NULL, 1, NULL, buf, sizeof buf, &len));
    BAD(jaxcore_promotion_explain(JAXCORE_FN_RESULT_TYPE, &op, 1, NULL, buf, sizeof buf, &len));
    BAD(jaxcore_threefry2x32_block(NULL, NULL, 20, NULL));
    BAD(jaxcore_threefry_2x32(NULL, NULL, 4, NULL));
    BAD(jaxcore_threefry4x32_block(NULL, NULL, 20, NULL));
    BAD(jaxcore_philox4x32_block(NULL, NULL, 10, NULL));
    BAD(jaxcore_philox2x32_block(NULL, NULL, 10, NULL));
    BAD(jaxcore_rng_bit_generator(NULL, 32, 0, 1, w));
    BAD(jaxcore_rng_bit_generator(w, 32, 0, 1, NULL));
    BAD(jaxcore_rng_bit_generator(w, 7, 0, 1, w));
    BAD(jaxcore_prng_path_from_name(NULL, 3, NULL));
    JT_CHECK(jaxcore_prng_impl_by_name(NULL, 3) == NULL);
    JT_CHECK(!jaxcore_prng_path_supported((jaxcore_prng_path)99));
    BAD(jaxcore_random_key(NULL, 0, JAXCORE_PY_INT, NULL, NULL));
    BAD(jaxcore_random_key(NULL, 0, (jaxcore_dtype)-5, NULL, &out));
    BAD(jaxcore_random_split(k, 3, NULL, NULL));
    BAD(jaxcore_random_split(nokey, 1, &out, NULL));
    BAD(jaxcore_random_split(k, HUGE_N, &out, NULL));
    BAD(jaxcore_random_split_slice(k, 4, 3, 2, &out, NULL)); /* slice past the end */
    BAD(jaxcore_random_fold_in(nokey, 1, &out, NULL));
    BAD(jaxcore_random_fold_in(k, 1, NULL, NULL));
    BAD(jaxcore_random_bits(k, 32, 2, NULL, NULL));
    BAD(jaxcore_random_bits(k, 12, 2, w, NULL));
    BAD(jaxcore_random_bits(k, 64, HUGE_N, w, NULL));
    BAD(jaxcore_random_bits(nokey, 32, 2, w, NULL));
    BAD(jaxcore_random_bits_slice(k, 32, 2, 1, 5, w, NULL));
    JT_CHECK(memcmp(w, sentinel, sizeof w) == 0);
    BAD(jaxcore_key_data(k, w, 1, &len)); /* 2 words do not fit in 1 */
    BAD(jaxcore_key_data(nokey, w, 8, &len));
    BAD(jaxcore_wrap_key_data(NULL, w, 3, &out));
    BAD(jaxcore_wrap_key_data(NULL, NULL, 2, &out));
    BAD(jaxcore_key_dtype_name(nokey, buf, sizeof buf, &len));
    BAD(jaxcore_key_dtype_name(k, buf, 2, &len)); /* "key<fry>" does not fit */
    JT_CHECK(memcmp(w, sentinel, sizeof w) == 0);
}

static void test_hostile_samplers(void) {
    jaxcore_key k = good_key(), nokey;
    uint64_t out[8], sentinel[8], work[16];
    float logits[4] = {0, 1, 2, 3};
    memset(&nokey, 0, sizeof nokey);
    memset(out, 0x5a, sizeof out);
    memcpy(sentinel, out, sizeof out);
    BAD(jaxcore_random_uniform(k, JAXCORE_FLOAT32, 4, 0, 1, NULL, NULL));
    BAD(jaxcore_random_uniform(k, JAXCORE_INT8, 4, 0, 1, out, NULL));
    BAD(jaxcore_random_uniform(k, (jaxcore_dtype)99, 4, 0, 1, out, NULL));
    BAD(jaxcore_random_uniform(nokey, JAXCORE_FLOAT32, 4, 0, 1, out, NULL));
    BAD(jaxcore_random_uniform(k, JAXCORE_FLOAT64, HUGE_N, 0, 1, out, NULL));
    BAD(jaxcore_random_normal(k, JAXCORE_FLOAT32, 4, NULL, NULL));
    BAD(jaxcore_random_truncated_normal(k, JAXCORE_FLOAT32, 4, -1, 1, NULL, NULL));
    BAD(jaxcore_random_exponential(k, JAXCORE_BOOL, 4, out, NULL));
    BAD(jaxcore_random_gumbel(k, JAXCORE_FLOAT32, 4, 0, NULL, NULL));
    BAD(jaxcore_random_laplace(nokey, JAXCORE_FLOAT32, 4, out, NULL));
    BAD(jaxcore_random_logistic(k, JAXCORE_FLOAT32, 4, NULL, NULL));
    BAD(jaxcore_random_cauchy(k, JAXCORE_COMPLEX64, 4, out, NULL));
    BAD(jaxcore_random_maxwell(k, JAXCORE_FLOAT32, 4, NULL, NULL));
    BAD(jaxcore_random_double_sided_maxwell(k, JAXCORE_FLOAT32, 4, 0, 1, NULL, NULL));
    BAD(jaxcore_random_rayleigh(k, JAXCORE_FLOAT32, 4, 1, NULL, NULL));
    BAD(jaxcore_random_pareto(k, JAXCORE_FLOAT32, 4, 1, NULL, NULL));
    BAD(jaxcore_random_weibull_min(k, JAXCORE_FLOAT32, 4, 1, 1, NULL, NULL));
    BAD(jaxcore_random_lognormal(k, JAXCORE_FLOAT32, 4, 1, NULL, NULL));
    BAD(jaxcore_random_triangular(k, JAXCORE_FLOAT32, 4, 0, 1, 2, NULL, NULL));
    BAD(jaxcore_random_bernoulli(k, JAXCORE_FLOAT32, 4, 0.5, 0, NULL, NULL));
    BAD(jaxcore_random_rademacher(k, JAXCORE_FLOAT32, 4, NULL, NULL));
    BAD(jaxcore_random_randint(k, JAXCORE_INT32, 4, 0, 10, NULL, NULL));
    BAD(jaxcore_random_randint(k, JAXCORE_FLOAT32, 4, 0, 10, out, NULL));
    BAD(jaxcore_random_categorical(k, NULL, JAXCORE_FLOAT32, 1, 4, 1, 1, 0, out, work, NULL));
    BAD(jaxcore_random_categorical(k, logits, JAXCORE_FLOAT32, 1, 0, 1, 1, 0, out, work, NULL));
    BAD(jaxcore_random_permutation(k, 4, NULL, work, NULL));
    BAD(jaxcore_random_permutation(k, 4, out, NULL, NULL));
    BAD(jaxcore_random_choice(k, 0, 3, 1, NULL, JAXCORE_FLOAT32, 0, out, work, NULL));
    BAD(jaxcore_random_choice(k, 2, 3, 0, NULL, JAXCORE_FLOAT32, 0, out, work, NULL));
    BAD(jaxcore_random_randint(k, JAXCORE_INT64, HUGE_N, 0, 10, out, NULL));
    BAD(jaxcore_random_normal(k, JAXCORE_FLOAT16, HUGE_N, out, NULL));
    BAD(jaxcore_random_permutation(k, HUGE_N, out, work, NULL));
    BAD(jaxcore_random_choice(k, 4, HUGE_N, 1, NULL, JAXCORE_FLOAT32, 0, out, work, NULL));
    JT_CHECK(memcmp(out, sentinel, sizeof out) == 0);
}

static void test_hostile_tree(void) {
    static unsigned char store[4096];
    jaxcore_tree t, u;
    jaxcore_tree_error err;
    jaxcore_tree_mismatch mm;
    char buf[8];
    const char *text;
    size_t need, len;
    uint32_t map[4];
    unsigned char bytes[4] = {0xff, 0xff, 0xff, 0xff};
    const char *s = "[1, (2, 3)]";
    JT_CHECK(jaxcore_tree_parse(store, sizeof store, s, strlen(s), NULL, &t, &err) == JAXCORE_OK);
    BAD(jaxcore_tree_size(NULL, 5, NULL, &need, &err));
    BAD(jaxcore_tree_size(s, strlen(s), NULL, NULL, &err));
    BAD(jaxcore_tree_parse(NULL, 100, s, strlen(s), NULL, &u, &err));
    BAD(jaxcore_tree_parse(store, 8, s, strlen(s), NULL, &u, &err)); /* buffer too small */
    BAD(jaxcore_tree_parse(store, sizeof store, "[1, (2", 6, NULL, &u, &err)); /* truncated */
    BAD(jaxcore_tree_parse(store, sizeof store, s, strlen(s), NULL, NULL, &err));
    JT_CHECK(jaxcore_tree_num_leaves(NULL) == 0 && jaxcore_tree_num_nodes(NULL) == 0);
    JT_CHECK(!jaxcore_tree_is_leaf(NULL) && !jaxcore_tree_is_strict_leaf(NULL));
    JT_CHECK(!jaxcore_tree_equal(NULL, &t) && jaxcore_tree_num_children(NULL) == 0);
    (void)jaxcore_tree_hash(NULL);
    BAD(jaxcore_tree_repr(NULL, buf, sizeof buf, &len));
    BAD(jaxcore_tree_repr(&t, buf, sizeof buf, &len)); /* too small */
    BAD(jaxcore_tree_value_repr(&t, NULL, 2, buf, sizeof buf, &len));
    BAD(jaxcore_tree_leaf_text(&t, 99, &text, &len));
    BAD(jaxcore_tree_keystr(&t, 99, 0, NULL, buf, sizeof buf, &len));
    BAD(jaxcore_tree_child(&t, 99, &u));
    BAD(jaxcore_tree_subtree(&t, 99, &u));
    BAD(jaxcore_tree_compose_size(NULL, &t, &need));
    BAD(jaxcore_tree_compose(store, 4, &t, &t, &u));
    BAD(jaxcore_tree_tuple_size(NULL, 2, &need));
    BAD(jaxcore_tree_tuple(store, 4, &t, 1, &u));
    BAD(jaxcore_tree_prefix(&t, NULL, map, 4, NULL, 0, &mm));
    BAD(jaxcore_tree_prefix(&t, &t, map, 1, NULL, 0, &mm)); /* map too small */
    BAD(jaxcore_tree_mismatch_message(&t, &t, NULL, buf, sizeof buf, &len));
    BAD(jaxcore_tree_broadcast(NULL, 3, map, 3, 4, map));
    BAD(jaxcore_tree_leaf_count_message(NULL, 3, buf, sizeof buf, &len));
    BAD(jaxcore_tree_walk(NULL, NULL, NULL));
    BAD(jaxcore_tree_unflatten(&t, NULL, 3, 4, NULL, NULL));
    BAD(jaxcore_tree_flatten(&t, map, 1, 4, NULL, NULL));
    BAD(jaxcore_tree_transpose(&t, &t, 3, NULL, 4, map));
    BAD(jaxcore_tree_transpose_message(NULL, &t, &t, buf, sizeof buf, &len));
    BAD(jaxcore_tree_serialize(&t, bytes, 2, &len, &text)); /* too small */
    BAD(jaxcore_tree_deserialize_size(NULL, 5, &need, &err));
    BAD(jaxcore_tree_deserialize_size(bytes, 0, NULL, &err));
    BAD(jaxcore_tree_deserialize(NULL, 0, bytes, 4, &u, &err));
}

void test_hostile(void) {
    JT_RUN(test_hostile_dtypes_and_prng);
    JT_RUN(test_hostile_samplers);
    JT_RUN(test_hostile_tree);
}
