#!/usr/bin/env python3
"""Worst-case stack of every public function of one object file.

usage: stack_usage.py OBJDUMP OBJECT SU_FILE BOUND [--report] [FUNCTION=BYTES ...]

OBJECT was compiled from jaxcore.c with -fstack-usage (which wrote SU_FILE) and
-ffunction-sections (so that every reference to a function carries a relocation). The call graph
comes from the object's disassembly (objdump -dr): direct calls and tail jumps by symbol;
an indirect call may reach any function whose address the object takes (a relocation
outside a call), which over-estimates but never under-estimates. A function's stack is
its own frame plus the largest stack among its callees; recursion is reported as an
error. FUNCTION=BYTES gives one public function its own bound instead of BOUND.
Prints one line per public function (jaxcore_*, not jaxcore_i_*) over its bound,
or with --report all of them, and "N passed, M failed" last (one test per public
function)."""
import re
import subprocess
import sys


# Indirect calls by function-pointer type: (callers, the taken functions they may reach).
# A caller not listed may reach every function whose address is taken.
# Recursion the code bounds: (the functions of the cycle, how many times it can repeat).
# Each repetition costs the sum of their frames; any other callee is added once.
BOUNDED = [
    # jaxcore_prng_path_auto's path, then that path's kernel
    ({"jaxcore_i_kernel_of"}, 2),
    # str_id: a counting scan calls the finding scan
    ({"jaxcore_i_keyscan"}, 2),
    # a tree printed with a substituted tree: once more per leaf, not deeper
    ({"jaxcore_i_print_body"}, 2),
]

INDIRECT = [
    # jaxcore_i_tf_kernel: the threefry2x32 kernels
    (r"^jaxcore_i_(array_words|part_blocks|legacy_words|tf_bits|tf_split|tf_fold_in)$|"
     r"^jaxcore_threefry2x32_stream$", r"^jaxcore_i_kernel_(?!of$)"),
    # jaxcore_prng_impl's seed / split / fold_in / bits
    (r"^jaxcore_random_(key|split|split_slice|bits|bits_slice|fold_in)$|^jaxcore_i_split(_slice)?$",
     r"^jaxcore_i_[a-z0-9]+_(seed|split|fold_in|bits)$"),
    # rbg's split / fold_in: threefry2x32's on each half of the key
    (r"^jaxcore_i_(rbg|unsafe_rbg)_(seed|split|fold_in|bits)$", r"^jaxcore_i_tf_(seed|split|fold_in|bits)$"),
    # jaxcore_i_fs.xfn: weibull_min's pow, cauchy's tan (jaxcore_i_sample, inlined or not)
    (r"^jaxcore_i_(sample|fill|hw_redo)$", r"^jaxcore_i_g(pow|tan)$"),
    # jaxcore_i_hw_block: the samplers' hardware float pipelines
    (r"^jaxcore_i_hw_run(\.constprop)?$", r"^jaxcore_i_h[0-9]+[a-z]*_block$"),
    # the loop samplers' steps on the hardware float: jaxcore_i_gloop, jaxcore_i_relem
    (r"^jaxcore_i_gamma_one(\.[a-z]+)?$", r"^jaxcore_i_([hn]4[a-z]*|hd)_gamma_loop$"),
    (r"^jaxcore_i_gammas_hw(\.[a-z]+)?$", r"^jaxcore_i_([hn]4[a-z]*_gl|tfl_step(_avx2|_avx512)?)$"),
    (r"^jaxcore_i_gexp_n(\.[a-z]+)?$", r"^jaxcore_i_[hn]4[a-z]*_exps$"),
    (r"^jaxcore_i_rej_elem(\.[a-z]+)?$", r"^jaxcore_i_([hn]4[a-z]*|hd)_rej_elem$"),
    (r"^jaxcore_i_rej_wide(\.[a-z]+)?$", r"^jaxcore_i_[hn][0-9]+[a-z]*_rej_pv$"),
    # poisson's and binomial's loops on the samplers' pipelines: jaxcore_i_hw_block
    (r"^jaxcore_i_loop32(\.[a-z]+)?$", r"^jaxcore_i_[hn][0-9]+[a-z]*_block$"),
    (r"^jaxcore_i_hw_elems$", r"^jaxcore_i_([hn]4[a-z]*|hd)_(wald|geom|dsm)_run$"),
    # text output: jaxcore_i_emit's writers
    (r"^jaxcore_i_emit$", r"^jaxcore_i_(emit_|put_|print_body$|mismatch$|string$)"),
    # the pytree walk's visitors (and the user's, outside this object)
    (r"^jaxcore_i_walk$", r"^jaxcore_i_proto_node$"),
]


# Dispatchers that call a function pointer their caller passes: (dispatcher, the functions it
# may call that way, what a caller that takes no such address passes). A caller that takes
# the addresses of some (a relocation in its code, or in its callers' code where it passes
# their pointer on) reaches only those: "all" falls back to
# every such function, "none" to the user's own function (outside this object, not counted).
CALLBACKS = [
    (r"^jaxcore_i_emit$", r"^jaxcore_i_(emit_|put_|print_body$|mismatch$|string$)", "all"),
    (r"^jaxcore_i_walk$", r"^jaxcore_i_proto_node$", "none"),
]


def frames(su_path):
    out = {}
    with open(su_path) as f:
        for line in f:
            parts = line.rstrip("\n").split("\t")
            if len(parts) < 3:
                continue
            name = norm(parts[0].rsplit(":", 1)[-1])
            if name not in out or int(parts[1]) > out[name][0]:
                out[name] = (int(parts[1]), parts[2])
    return out


def norm(name):
    """One name for a function and its clones' symbols: -fstack-usage writes f.isra where
    the symbol is f.isra.0 (and f.part.0 for both), so a trailing .N is dropped."""
    return re.sub(r"\.[0-9]+$", "", name)


def symbol(name):
    """A relocation's target: with -ffunction-sections a static function is reached
    through its section's symbol, .text.NAME."""
    return norm(name[len(".text."):] if name.startswith(".text.") else name)


def graph(objdump, obj):
    text = subprocess.run([objdump, "-dr", "--no-show-raw-insn", obj], check=True,
                          capture_output=True, text=True).stdout
    calls, taken, indirect, takes = {}, set(), set(), {}
    func = None
    last_was_call = False
    self_call = False  # a call to the function's own start with no relocation: recursion
    head = re.compile(r"^[0-9a-f]+ <([^>]+)>:$")
    insn = re.compile(r"^\s+[0-9a-f]+:\s+(\S+)\s*(.*)$")
    reloc = re.compile(r"^\s+[0-9a-f]+:\s+(R_\S+)\s+([^+\-\s]+)")
    for line in text.splitlines():
        m = head.match(line)
        if self_call and not reloc.match(line):
            calls[func].add(func)
        self_call = False
        if m:
            func = symbol(m.group(1))
            calls.setdefault(func, set())
            continue
        if func is None:
            continue
        m = reloc.match(line)
        if m:
            sym = symbol(m.group(2))
            if last_was_call:
                calls[func].add(sym)
            else:
                taken.add(sym)
                takes.setdefault(func, set()).add(sym)
            continue
        m = insn.match(line)
        if not m:
            continue
        op, args = m.group(1), m.group(2)
        is_call = op.startswith(("call", "bl", "blx")) or op in ("jmp", "b.w", "b")
        last_was_call = is_call
        if not is_call:
            continue
        if op.startswith("call") and "*" in args or op == "blx" and "<" not in args:
            indirect.add(func)
            continue
        t = re.search(r"<([^>+]+)>", args)
        if t and symbol(t.group(1)) != func:
            calls[func].add(symbol(t.group(1)))
        elif t and op in ("bl", "blx", "call", "callq"):
            self_call = True
    # data relocations (function tables, e.g. the PRNG implementations)
    data = subprocess.run([objdump, "-r", obj], check=True, capture_output=True,
                          text=True).stdout
    section = ""
    for line in data.splitlines():
        if line.startswith("RELOCATION RECORDS FOR"):
            section = line.split("[", 1)[1].split("]", 1)[0]
            continue
        m = re.match(r"^[0-9a-f]+\s+(R_\S+)\s+([^+\-\s]+)", line)
        if m and not section.startswith((".text", ".rel.text", ".rela.text")) and \
                "debug" not in section and "eh_frame" not in section and "ARM.ex" not in section:
            taken.add(symbol(m.group(2)))
    return calls, taken, indirect, takes


def main():
    objdump, obj, su, bound = sys.argv[1:5]
    report = "--report" in sys.argv
    bound = int(bound)
    limits = dict((a.split("=", 1)[0], int(a.split("=", 1)[1])) for a in sys.argv[5:] if "=" in a)
    fr = frames(su)
    calls, taken, indirect, takes = graph(objdump, obj)
    taken = {t for t in taken if t in fr}
    for disp, target, fallback in CALLBACKS:  # one copy of a dispatcher per caller
        for d in [f for f in fr if re.search(disp, f) and f in indirect]:
            for f in [g for g in list(calls) if d in calls[g] and g != d]:
                mine = {t for t in takes.get(f, ()) if t in fr and re.search(target, t)}
                if not mine:  # passed through from f's callers
                    for g in [g for g in list(calls) if f in calls[g]]:
                        mine |= {t for t in takes.get(g, ()) if t in fr and re.search(target, t)}
                if not mine and fallback == "all":
                    mine = {t for t in taken if re.search(target, t)}
                copy = "%s<%s>" % (d, f)
                fr[copy] = fr[d]
                calls[copy] = set(calls[d]) | mine
                calls[f] = (calls[f] - {d}) | {copy}
    for f in indirect:
        targets = None
        for caller, callee in INDIRECT:
            if re.search(caller, f):
                targets = {t for t in taken if re.search(callee, t)} | (targets or set())
        calls[f] |= taken if targets is None else targets
    memo, onstack, errors = {}, set(), []

    def depth(f):
        if f in memo:
            return memo[f]
        for cycle, times in BOUNDED:
            if f in cycle:
                worst, via = 0, ""
                for m in cycle:
                    for c in calls.get(m, ()):
                        if c in fr and c not in cycle:
                            d = depth(c)[0]
                            if d > worst:
                                worst, via = d, c
                total = times * sum(fr.get(m, (0, ""))[0] for m in cycle) + worst
                for m in cycle:
                    memo[m] = (total, via)
                return memo[f]
        if f in onstack:
            errors.append("recursion through " + f)
            return (0, "")
        onstack.add(f)
        own = fr.get(f, (0, ""))[0]
        worst, via = 0, ""
        for c in calls.get(f, ()):
            if c not in fr:
                continue  # a library function (memcpy, ...) or a local label
            d = depth(c)[0]
            if d > worst:
                worst, via = d, c
        onstack.discard(f)
        memo[f] = (own + worst, via)
        return memo[f]

    passed = failed = 0
    public = sorted(f for f in fr if f.startswith("jaxcore_") and not f.startswith("jaxcore_i_"))
    rows = []
    for f in public:
        total, via = depth(f)
        chain, g = [f], via
        while g:
            chain.append(g)
            g = memo.get(g, (0, ""))[1]
        rows.append((total, f, chain))
        if total > limits.get(f, bound):
            failed += 1
        else:
            passed += 1
    for total, f, chain in sorted(rows, reverse=True):
        over = total > limits.get(f, bound)
        if report or over:
            print("%s %7d  %s" % ("FAIL" if over else "ok  ", total,
                                  " > ".join("%s (%d)" % (c, fr[c][0]) for c in chain)))
    for e in sorted(set(errors)):
        print("FAIL " + e)
        failed += 1
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
