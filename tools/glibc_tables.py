#!/usr/bin/env python3
"""glibc_tables.py: print glibc's float64 pow and tan tables as jaxcore.h holds them.

usage: python3 tools/glibc_tables.py [LIBM]   (default /lib/x86_64-linux-gnu/libm.so.6)

XLA:CPU calls the C library's pow and tan for a float64 lax.pow and lax.tan; jaxcore
reproduces glibc's. pow (2.28 and later, from ARM's optimized-routines) uses the tables glibc
publishes as __pow_log_data (sysdeps/ieee754/dbl-64/e_pow_log_data.c) and __exp_data
(e_exp_data.c); tan (IBM's, without its slow paths since 2.35) the table xfg of
sysdeps/ieee754/dbl-64/utan.tbl. This script finds them in a glibc libm by their leading
constants (ln2 split as 0x1.62e42fefa38p-1 + 0x1.ef35793c7673p-45 then -0.5; 128/ln2; xfg's
first x_i, 0x3fb000001e519d60) and prints jaxcore_i_pow_log_tab (invc, logc, logctail per
entry; glibc's zero padding left out), jaxcore_i_pow_log_poly, jaxcore_i_exp_tab (tail,
sbits per entry) and jaxcore_i_tan_xfg (x_i, tan x_i, cot x_i for i = 16..201; the fourth
column, used only by the removed slow paths, left out); tan's reduction of |x| > 1e8
(branred.c) its toverp, 2/pi in 75 base-2^24 digits, as jaxcore_i_tan_2opi. Read from glibc
2.36 (Debian 12).
"""
import struct
import sys


def main():
    b = open(sys.argv[1] if len(sys.argv) > 1 else "/lib/x86_64-linux-gnu/libm.so.6", "rb").read()
    q = lambda o: struct.unpack_from("<Q", b, o)[0]
    head = struct.pack("<3Q", 0x3FE62E42FEFA3800, 0x3D2EF35793C76730, 0xBFE0000000000000)
    pl = b.find(head)  # __pow_log_data: ln2hi, ln2lo, poly[7], tab[128][4]
    ex = b.find(struct.pack("<Q", 0x40671547652B82FE))  # __exp_data: invln2N ... tab[256]
    xfg = b.find(struct.pack("<Q", 0x3FB000001E519D60))  # utan.tbl's xfg[186][4]
    top = b.find(struct.pack("<2d", 10680707.0, 7228996.0))  # branred.h's toverp[75]
    if pl < 0 or ex < 0 or xfg < 0 or top < 0:
        sys.exit("glibc's pow or tan tables not found")

    def arr(name, vals, per=4):
        print(f"static const uint64_t {name}[{len(vals)}] = {{")
        for i in range(0, len(vals), per):
            end = "};" if i + per >= len(vals) else ""
            print("    " + ", ".join(f"0x{v:016x}u" for v in vals[i:i + per]) + ("," if not end else end))

    arr("jaxcore_i_pow_log_poly", [q(pl + 16 + 8 * i) for i in range(7)])
    arr("jaxcore_i_pow_log_tab",
        [q(pl + 72 + 32 * i + 8 * j) for i in range(128) for j in (0, 2, 3)], 3)
    arr("jaxcore_i_exp_tab", [q(ex + 112 + 8 * i) for i in range(256)])
    arr("jaxcore_i_tan_xfg", [q(xfg + 32 * i + 8 * j) for i in range(186) for j in range(3)], 3)
    digits = struct.unpack_from("<75d", b, top)
    print("static const uint32_t jaxcore_i_tan_2opi[75] = {"
          + ", ".join(f"{int(d)}u" for d in digits) + "};")
    print("/* __exp_data head: invln2N, negln2hiN, negln2loN, poly[4], shift: */")
    print(", ".join(f"0x{q(ex + 8 * i):016x}u" for i in range(8)))


if __name__ == "__main__":
    main()
