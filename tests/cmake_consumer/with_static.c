/* jaxcore::static: the implementation from the library */
#include "jaxcore.h"

int main(void) {
    jaxcore_key key;
    uint32_t word;
    return jaxcore_random_key(NULL, 0, JAXCORE_PY_INT, NULL, &key) != JAXCORE_OK ||
           jaxcore_random_bits(key, 32, 1, &word, NULL) != JAXCORE_OK || word == 0;
}
