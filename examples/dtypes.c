/* dtypes: the result type of small jnp expressions, node by node, with the explanation
   of the last step. Expected types are JAX's (tests/vectors/promotion/jax_x32.tsv, x64
   off): 3 * (x + 1) ** 2 stays int8 for an int8 x, because Python ints are weak. */
#define JAXCORE_IMPLEMENTATION
#include "jaxcore.h"

#include <stdio.h>
#include <string.h>

/* The type of a binary jnp op on two operands (jnp's lattice_result_type). */
static jaxcore_operand op(const jaxcore_operand *a, const jaxcore_operand *b, const char *text) {
    jaxcore_operand ops[2], r = {JAXCORE_BOOL, 0, 0};
    jaxcore_type t;
    ops[0] = *a;
    ops[1] = *b;
    if (jaxcore_lattice_result_type(ops, 2, NULL, &t) != JAXCORE_OK) {
        printf("%-24s error\n", text);
        r.dtype = JAXCORE_DTYPE_INVALID;
        return r;
    }
    r.dtype = t.dtype;
    r.weak = t.weak;
    printf("%-24s %s%s\n", text, jaxcore_dtype_name(t.dtype), t.weak ? " (weak)" : "");
    return r;
}

int main(void) {
    const jaxcore_operand x = {JAXCORE_INT8, 0, 0}, y = {JAXCORE_UINT8, 0, 0};
    const jaxcore_operand h = {JAXCORE_FLOAT16, 0, 0}, pyint = {JAXCORE_PY_INT, 0, 0};
    const jaxcore_operand pyfloat = {JAXCORE_PY_FLOAT, 0, 0};
    jaxcore_operand a, b, c, d, ops[2];
    char why[2048];
    int bad = 0;

    a = op(&x, &pyint, "x + 1");
    b = op(&a, &pyint, "(x + 1) ** 2");
    c = op(&pyint, &b, "3 * (x + 1) ** 2");
    bad |= !(c.dtype == JAXCORE_INT8 && !c.weak);
    d = op(&x, &pyfloat, "x * 2.5");
    bad |= !(d.dtype == JAXCORE_FLOAT32 && d.weak);
    d = op(&x, &y, "x + y (y: uint8)");
    bad |= d.dtype != JAXCORE_INT16;
    d = op(&d, &h, "(x + y) * h (h: float16)");
    bad |= d.dtype != JAXCORE_FLOAT16;

    ops[0] = x;
    ops[1] = y;
    if (jaxcore_promotion_explain(JAXCORE_FN_LATTICE_RESULT_TYPE, ops, 2, NULL, why, sizeof why,
                                  NULL) != JAXCORE_OK)
        return 1;
    printf("\nwhy x + y is int16:\n%s", why);
    bad |= strstr(why, "path: u8 -> i16") == NULL;
    return bad;
}
