/* The Cortex-M4 image that tests/stack.sh measures: key, split, fold_in and bits (and
   normal float32 with -DFIRMWARE_NORMAL), linked with -nostdlib -Wl,--gc-sections from
   the entry point firmware_entry, newlib-nano's memset and libgcc. */
#define JAXCORE_IMPLEMENTATION
#include "jaxcore.h"

void firmware_entry(void);

static volatile uint32_t firmware_sink[2];

void firmware_entry(void) {
    jaxcore_key key, keys[2];
    uint32_t words[4];
    if (jaxcore_random_key(NULL, 42, JAXCORE_PY_INT, NULL, &key) != JAXCORE_OK ||
        jaxcore_random_split(key, 2, keys, NULL) != JAXCORE_OK ||
        jaxcore_random_fold_in(keys[0], 7, &key, NULL) != JAXCORE_OK ||
        jaxcore_random_bits(key, 32, 4, words, NULL) != JAXCORE_OK)
        return;
    firmware_sink[0] = words[0];
#ifdef FIRMWARE_NORMAL
    {
        float f[2];
        if (jaxcore_random_normal(key, JAXCORE_FLOAT32, 2, f, NULL) == JAXCORE_OK)
            firmware_sink[1] = (uint32_t)(f[0] * 1000.0f);
    }
#endif
}
