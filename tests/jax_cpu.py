#!/usr/bin/env python3
"""jax_cpu.py: the jax.random outputs that JAX 0.11 computed on XLA:CPU
(tests/vectors/random/jax_cpu_*.txt, written by tools/jax_reference.py) against the CLI.

usage: python3 tests/jax_cpu.py [build/jaxcore]

Each case line is a CLI command line, a tab and the expected output (whitespace is not
compared). Prints one line per failing case (the first differing element) and the summary
line "N passed, M failed, K skipped" (skipped: the cases JAX itself rejected, and the
known differences: the cases listed in tests/vectors/random/jax_cpu_known.txt, with the
reason, which still differ; a listed case that matches fails, so the list stays true)."""
import glob
import os
import subprocess
import sys

cli = sys.argv[1] if len(sys.argv) > 1 else "build/jaxcore"
root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "vectors", "random")
passed = failed = skipped = 0
known = {}
for line in open(os.path.join(root, "jax_cpu_known.txt")):
    if line.strip() and not line.startswith("#"):
        case, why = line.rstrip("\n").split("\t")
        known[case] = why
for path in sorted(glob.glob(os.path.join(root, "jax_cpu_*.txt"))):
    if path.endswith("_known.txt"):
        continue
    for line in open(path):
        line = line.rstrip("\n")
        if line.startswith("# error"):
            skipped += 1
            continue
        if not line or line.startswith("#"):
            continue
        argv, want = line.split("\t")
        run = subprocess.run([cli] + argv.split(), capture_output=True, text=True)
        got, want = run.stdout.split(), want.split()
        case = f"{os.path.basename(path)}: {argv}"
        same = run.returncode == 0 and got == want
        if case in known:
            if same:
                failed += 1
                print(f"FAIL {case}: listed as a known difference but now matches JAX")
            else:
                skipped += 1
                print(f"known {case}: {known[case]}")
            continue
        if same:
            passed += 1
            continue
        failed += 1
        diff = [i for i in range(min(len(got), len(want))) if got[i] != want[i]]
        where = (f"element {diff[0]}: jaxcore {got[diff[0]]}, jax {want[diff[0]]} ({len(diff)} differ)"
                 if diff else f"exit {run.returncode}, {len(got)} values for {len(want)}: "
                 + run.stderr.strip()[:200])
        print(f"FAIL {os.path.basename(path)}: {argv}: {where}")
print(f"{len(known)} known differences from JAX listed (tests/vectors/random/jax_cpu_known.txt)")
print(f"{passed} passed, {failed} failed, {skipped} skipped")
sys.exit(1 if failed else 0)
