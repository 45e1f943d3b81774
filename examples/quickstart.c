/* The quick start of jaxcore.h's banner and README: promote int8 with a Python float. */
#define JAXCORE_IMPLEMENTATION
#include "jaxcore.h"

#include <stdio.h>
#include <string.h>

int main(void) {
    jaxcore_operand ops[2] = {{JAXCORE_INT8, 0, 0}, {JAXCORE_PY_FLOAT, 0, 0}};
    jaxcore_type t;
    char line[64];
    if (jaxcore_result_type(ops, 2, NULL, &t) != JAXCORE_OK) return 1;
    snprintf(line, sizeof line, "%s%s", jaxcore_dtype_name(t.dtype), t.weak ? " weak" : "");
    printf("%s\n", line);
    return strcmp(line, "float32 weak") != 0; /* what JAX prints with x64 off */
}
