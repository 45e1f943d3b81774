/* firmware: sensor dithering with random_bits on a fixed buffer, no libc in the part that
   would run on the device. The dithering code below main() is freestanding: `make test`
   also compiles this file with arm-none-eabi-gcc -ffreestanding -nostdlib (with
   JAXCORE_EXAMPLE_FREESTANDING, which leaves main out) and checks with nm that it needs
   no malloc, printf or libm. At boot the device runs jaxcore_selftest() (known answers,
   no I/O) before trusting the generator. On the host, main() checks the noise against
   JAX's bits8 of key(42) (tests/vectors/prng/jax_corpus_dev.txt).
   Flash and RAM on a Cortex-M4 (arm-none-eabi-gcc 12 -Os -ffunction-sections
   -Wl,--gc-sections, measured by tests/stack.sh with JAXCORE_ONLY_PRNG): 4.0 KB of flash
   for key + split + fold_in + bits (3.0 KB with JAXCORE_NO_LEGACY), no static RAM (the
   library writes no global state), and at most 736 bytes of stack in any of those calls;
   23.5 KB of flash in all with normal float32, at most 2 KB of stack in any call. */
#define JAXCORE_IMPLEMENTATION
#define JAXCORE_SELFTEST
#include "jaxcore.h"

#define SAMPLES 16

/* Adds one byte of uniform noise below the quantization step to each 12-bit reading and
   truncates to 8 bits: noise[i] is bits8(key(seed))[i], as jax.random.bits gives it. */
int firmware_dither(uint32_t seed, const uint16_t *in12, uint8_t *out8, uint8_t *noise, size_t n);

int firmware_dither(uint32_t seed, const uint16_t *in12, uint8_t *out8, uint8_t *noise, size_t n) {
    jaxcore_key key;
    size_t i;
    if (jaxcore_selftest() != JAXCORE_OK) return -2; /* do not dither with a broken build */
    if (jaxcore_random_key(NULL, (int64_t)seed, JAXCORE_UINT32, NULL, &key) != JAXCORE_OK ||
        jaxcore_random_bits(key, 8, n, noise, NULL) != JAXCORE_OK)
        return -1;
    for (i = 0; i < n; ++i) {
        unsigned v = (unsigned)in12[i] + (noise[i] >> 4); /* noise in [0, 16): one 12-bit step */
        out8[i] = (uint8_t)((v > 0xfffu ? 0xfffu : v) >> 4);
    }
    return 0;
}

#ifndef JAXCORE_EXAMPLE_FREESTANDING
#include <stdio.h>

int main(void) {
    static const uint8_t jax_bits8_key42[SAMPLES] = {0xa2, 0xd9, 0xf9, 0xd7, 0x15, 0xd8,
                                                     0x99, 0xb0, 0x8d, 0xb0, 0x31, 0x70,
                                                     0x44, 0x38, 0xda, 0xa8};
    uint16_t readings[SAMPLES];
    uint8_t out[SAMPLES], noise[SAMPLES];
    int i, bad = 0;
    for (i = 0; i < SAMPLES; ++i)
        readings[i] = (uint16_t)(0x7f8 + i); /* a slow ramp around mid-scale */
    if (firmware_dither(42, readings, out, noise, SAMPLES) != 0) return 1;
    for (i = 0; i < SAMPLES; ++i) {
        printf("%03x -> %02x (noise %02x)\n", readings[i], out[i], noise[i]);
        bad |= noise[i] != jax_bits8_key42[i];
    }
    printf(bad ? "noise differs from JAX\n"
               : "noise matches jax.random.bits(key(42), (16,), uint8)\n");
    return bad;
}
#endif
