/* One translation unit of the language-standard matrix (tests/compile.sh): compiled once
   per C or C++ standard, with JAXCORE_TU_NAME naming its function, and linked with
   main.c, the one TU that holds the implementation. */
#include "../../jaxcore.h"

#ifdef __cplusplus
extern "C" int JAXCORE_TU_NAME(void);
#else
int JAXCORE_TU_NAME(void);
#endif

int JAXCORE_TU_NAME(void) {
    jaxcore_operand ops[2] = {{JAXCORE_INT8, 0, 0}, {JAXCORE_UINT8, 0, 0}};
    jaxcore_type t;
    jaxcore_key none = JAXCORE_KEY_NONE; /* warning-free under -Wextra in every standard */
    uint32_t w[1];
    return jaxcore_result_type(ops, 2, NULL, &t) == JAXCORE_OK && t.dtype == JAXCORE_INT16 &&
           jaxcore_random_bits(none, 32, 1, w, NULL) == JAXCORE_ERR_IMPL_MISMATCH;
}
