#!/bin/sh
# Stack and flash bounds (manual section 2.1): the worst-case stack of every public
# function from -fstack-usage and the object's call graph (tests/stack_usage.py), in debug
# (-O0, gcc and clang), release (-O2) and Cortex-M4 (-Os: PRNG and keys, the pytree part,
# the whole library) builds, and the Cortex-M4 image
# of key + split + fold_in + bits. A missing toolchain is a counted skip.
# Prints "N passed, M failed, K skipped" last.
cd "$(dirname "$0")/.." || exit 2
B=build/tests/stack
mkdir -p "$B"
W="-Wall -Wextra -Wpedantic -Werror"
. tests/lib.sh

# bound NAME BYTES OBJDUMP COMPILER FLAGS...: every public function's stack <= BYTES
# (OWN, if set: "FUNCTION=BYTES ..." bounds of their own for a few functions).
bound() {
    name=$1 limit=$2 objdump=$3
    shift 3
    if ! "$@" -ffunction-sections -fstack-usage -c jaxcore.c -o "$B/$name.o" 2>"$B/$name.log"; then
        failed=$((failed + 1))
        echo "FAIL $name: build"
        tail -n 5 "$B/$name.log"
        return
    fi
    python3 tests/stack_usage.py "$objdump" "$B/$name.o" "$B/$name.su" "$limit" --report ${OWN:-} \
        >"$B/$name.txt" 2>&1
    worst=$(head -n 1 "$B/$name.txt" | cut -c1-160)
    if grep -q '^FAIL' "$B/$name.txt"; then
        failed=$((failed + 1))
        echo "FAIL $name: over $limit bytes"
        grep '^FAIL' "$B/$name.txt" | cut -c1-300 | head -n 5
    else
        passed=$((passed + 1))
        echo "ok   $name (<= $limit): $worst"
    fi
}

if ! have python3; then
    skip stack-bounds "python3 not installed"
else
    bound x86-64-gcc-O0 32768 objdump gcc -std=c99 $W -O0
    bound x86-64-gcc-O2 32768 objdump gcc -std=c99 $W -O2
    if have clang; then
        bound x86-64-clang-O0 32768 objdump clang -std=c99 $W -O0
    else
        skip x86-64-clang-O0 "clang not installed"
    fi
    if have arm-none-eabi-gcc; then
        M4="arm-none-eabi-gcc -std=c99 $W -Os -mcpu=cortex-m4 -mthumb"
        bound cortex-m4-prng-Os 2048 arm-none-eabi-objdump $M4 -DJAXCORE_ONLY_PRNG
        # the pytree part (and dtypes): 2 KB, the text parser's two included (their counting
        # pass has no buffer: the 129-level frame stack, 4.5 bytes a level, with, for an int
        # key written in hex, octal or binary, 160 limbs to count its decimal digits)
        bound cortex-m4-tree-Os 2048 arm-none-eabi-objdump $M4 -DJAXCORE_NO_RANDOM
        # the whole library: 2 KB
        bound cortex-m4-Os 2048 arm-none-eabi-objdump $M4
    else
        skip cortex-m4-stack "gcc-arm-none-eabi not installed"
    fi
fi

# flash: a Cortex-M4 image calling key, split, fold_in and bits (PRNG and keys only), and
# one that also calls normal float32 (dtypes and tree left out)
flash() { # flash NAME LIMIT FLAGS...
    name=$1 limit=$2
    shift 2
    if arm-none-eabi-gcc -std=c99 $W -Os -mcpu=cortex-m4 -mthumb -ffunction-sections \
        -fdata-sections -nostdlib -Wl,--gc-sections -e firmware_entry --specs=nano.specs -I. \
        "$@" tests/firmware_size.c -lc -lgcc -o "$B/$name.elf" 2>"$B/$name.log"; then
        size=$(arm-none-eabi-size "$B/$name.elf" | awk 'NR == 2 {print $1 + $2}')
        if [ "$size" -le "$limit" ]; then
            passed=$((passed + 1))
            echo "ok   $name: $size bytes of flash (<= $limit)"
        else
            failed=$((failed + 1))
            echo "FAIL $name: $size bytes of flash, over $limit"
        fi
    else
        failed=$((failed + 1))
        echo "FAIL $name: build"
        tail -n 5 "$B/$name.log"
    fi
}
if have arm-none-eabi-gcc; then
    flash cortex-m4-flash-prng 4096 -DJAXCORE_ONLY_PRNG
    flash cortex-m4-flash-prng-no-legacy 4096 -DJAXCORE_ONLY_PRNG -DJAXCORE_NO_LEGACY
    # normal float32: 23.5 KB (pow and tan, 9.4 KB of glibc's tables, stay out: weibull_min
    # and cauchy pass them to the shared dispatch)
    flash cortex-m4-flash-normal 24576 -DJAXCORE_NO_DTYPES -DJAXCORE_NO_TREE -DFIRMWARE_NORMAL
else
    skip cortex-m4-flash "gcc-arm-none-eabi not installed"
fi

summary
