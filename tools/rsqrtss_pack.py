#!/usr/bin/env python3
"""rsqrtss_pack.py: the C tables of jaxcore_i_rsqrtss from a CPU's RSQRTSS table, as
tools/rsqrtss_table.c prints it (tests/vectors/random/rsqrtss_xeon.txt: an Intel Xeon's).

usage: python3 tools/rsqrtss_pack.py tests/vectors/random/rsqrtss_xeon.txt

The table's 2048 entries (index: exponent parity << 10 | the 10 leading fraction bits of x
in [1, 4)) are each 0x3f000000 | m << 11 with m 12 bits, strictly decreasing within each
parity. Printed: m of every 16th entry, and for the 15 entries after it the steps
m[i - 1] - m[i] - 1 (0..3), two bits each, the first step in the lowest bits."""
import sys

lines = [l for l in open(sys.argv[1]) if not l.startswith("#")]
assert lines[0].split() == ["k", "10"], "expected a table of 10 fraction bits"
t = [int(w, 16) for l in lines[1:] if not l[0].isalpha() for w in l.split()]
assert len(t) == 2048 and all(v & ~0x7ff800 == 0x3f000000 for v in t)
m = [v >> 11 & 0xfff for v in t]
starts, steps = [], []
for g in range(128):
    w = 0
    for j in range(1, 16):
        d = m[16 * g + j - 1] - m[16 * g + j] - 1
        assert 0 <= d <= 3
        w |= d << 2 * (j - 1)
    starts.append(m[16 * g])
    steps.append(w)
print("static const uint16_t jaxcore_i_rsqrtss_m[128] = {\n    " +
      ", ".join(str(v) for v in starts) + "};")
print("static const uint32_t jaxcore_i_rsqrtss_d[128] = {\n    " +
      ", ".join(f"0x{v:08x}u" for v in steps) + "};")
