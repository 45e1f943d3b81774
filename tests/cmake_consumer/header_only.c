/* jaxcore::jaxcore: the header, with the implementation in this file */
#define JAXCORE_IMPLEMENTATION
#include "jaxcore.h"

int main(void) {
    jaxcore_dtype d;
    return jaxcore_promote_types(JAXCORE_INT8, JAXCORE_UINT8, NULL, &d) != JAXCORE_OK ||
           d != JAXCORE_INT16;
}
