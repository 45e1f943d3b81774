/* Pytrees: read a parameter structure as JAX prints it (str(jax.tree.structure(params))),
   list its key paths, and give every leaf a learning rate from a smaller prefix tree, as
   jax.tree.map(f, lrs, params) would pair them. No allocation: fixed buffers. */
#define JAXCORE_IMPLEMENTATION
#include "jaxcore.h"

#include <stdio.h>
#include <string.h>

static const char params_text[] =
    "PyTreeDef({'decoder': [{'b': *, 'w': *}, {'b': *, 'w': *}], 'encoder': {'b': *, 'w': *}})";
static const char lrs_text[] = "{'encoder': 0.01, 'decoder': [0.1, 0.2]}";

static const char *const expected[] = {
    "['decoder'][0]['b'] lr=0.1", "['decoder'][0]['w'] lr=0.1", "['decoder'][1]['b'] lr=0.2",
    "['decoder'][1]['w'] lr=0.2", "['encoder']['b'] lr=0.01",   "['encoder']['w'] lr=0.01",
};

static int parse(void *buf, size_t cap, const char *text, jaxcore_tree *t) {
    jaxcore_tree_error err;
    if (jaxcore_tree_parse(buf, cap, text, strlen(text), NULL, t, &err) != JAXCORE_OK) {
        printf("parse error at byte %lu: %s\n", (unsigned long)err.offset, err.message);
        return 1;
    }
    return 0;
}

int main(void) {
    static unsigned char params_buf[4096], lrs_buf[4096];
    jaxcore_tree params, lrs;
    jaxcore_tree_mismatch mm;
    uint32_t map[16];
    char path[128], line[160], msg[256];
    const char *lr;
    size_t i, lr_len, bad = 0;
    if (parse(params_buf, sizeof params_buf, params_text, &params) ||
        parse(lrs_buf, sizeof lrs_buf, lrs_text, &lrs))
        return 1;
    printf("%lu parameters, %lu nodes\n", (unsigned long)jaxcore_tree_num_leaves(&params),
           (unsigned long)jaxcore_tree_num_nodes(&params));
    /* the learning-rate tree must be a tree prefix of the parameters */
    if (jaxcore_tree_prefix(&lrs, &params, map, 16, NULL, 0, &mm) != JAXCORE_OK) {
        if (jaxcore_tree_mismatch_message(&lrs, &params, &mm, msg, sizeof msg, NULL) == JAXCORE_OK)
            printf("%s\n", msg);
        return 1;
    }
    for (i = 0; i < jaxcore_tree_num_leaves(&params); ++i) {
        if (jaxcore_tree_keystr(&params, i, 0, NULL, path, sizeof path, NULL) != JAXCORE_OK ||
            jaxcore_tree_leaf_text(&lrs, map[i], &lr, &lr_len) != JAXCORE_OK)
            return 1;
        snprintf(line, sizeof line, "%s lr=%.*s", path, (int)lr_len, lr);
        printf("%s\n", line);
        bad += i >= sizeof expected / sizeof expected[0] || strcmp(line, expected[i]) != 0;
    }
    /* a prefix that does not fit reports JAX's flatten_up_to message */
    if (parse(lrs_buf, sizeof lrs_buf, "{'encoder': 0.01, 'decoder': (0.1, 0.2)}", &lrs)) return 1;
    if (jaxcore_tree_prefix(&lrs, &params, map, 16, NULL, 0, &mm) != JAXCORE_ERR_TREE_STRUCTURE)
        return 1;
    if (jaxcore_tree_mismatch_message(&lrs, &params, &mm, msg, sizeof msg, NULL) != JAXCORE_OK)
        return 1;
    printf("%s\n", msg);
    bad += strcmp(msg, "Expected tuple, got [{'b': *, 'w': *}, {'b': *, 'w': *}].") != 0;
    return bad != 0;
}
