/* gen_tables: derives jaxcore.h's const join tables from its lattice edges.

   The lattice is written once in jaxcore.h, as the edge list jaxcore_i_edges. This tool
   computes each node's upper-bound set (reflexive transitive closure) per lattice and
   the least upper bound of every pair, exactly as jax/_src/dtypes.py::_least_upper_bound
   defines it: LUB(N) = (CUB & N) or {c in CUB : CUB <= UB(c)}, where CUB is the
   intersection of the upper-bound sets. It fails if any pair has more than one LUB.

   usage: gen_tables            print the generated block
          gen_tables --check F  exit 1 if the block in F differs (make test runs this)
          gen_tables --write F  replace the block in F (make tables runs this) */
#define JAXCORE_IMPLEMENTATION
#include "../jaxcore.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N JAXCORE_DTYPE_COUNT
static const char begin_mark[] = "/* BEGIN GENERATED TABLES */\n";
static const char end_mark[] = "/* END GENERATED TABLES */\n";

static void upper_bounds(int lattice, uint64_t ub[N]) {
    int changed = 1, a;
    size_t e;
    for (a = 0; a < N; ++a)
        ub[a] = (uint64_t)1 << a;
    while (changed) {
        changed = 0;
        for (e = 0; e < sizeof jaxcore_i_edges / sizeof jaxcore_i_edges[0]; ++e) {
            const jaxcore_i_edge *ed = &jaxcore_i_edges[e];
            if (!(ed->lattices >> lattice & 1u)) continue;
            for (a = 0; a < N; ++a) {
                if ((ub[a] >> ed->from & 1u) && (ub[a] | ub[ed->to]) != ub[a]) {
                    ub[a] |= ub[ed->to];
                    changed = 1;
                }
            }
        }
    }
}

static int lub(const uint64_t ub[N], int a, int b) {
    uint64_t set = ((uint64_t)1 << a) | ((uint64_t)1 << b), cub = ub[a] & ub[b], least = cub & set;
    int c, found = -1;
    if (!least)
        for (c = 0; c < N; ++c)
            if ((cub >> c & 1u) && (ub[c] & cub) == cub) least |= (uint64_t)1 << c;
    for (c = 0; c < N; ++c) {
        if (!(least >> c & 1u)) continue;
        if (found >= 0) {
            fprintf(stderr, "gen_tables: ill-formed lattice: %s, %s have two LUBs\n",
                    jaxcore_dtype_short_name((jaxcore_dtype)a),
                    jaxcore_dtype_short_name((jaxcore_dtype)b));
            exit(2);
        }
        found = c;
    }
    return found < 0 ? JAXCORE_I_NO_NODE : found;
}

static size_t generate(char *out, size_t cap) {
    static const char *const names[JAXCORE_I_LATTICES] = {"standard, x64 on", "standard, x64 off",
                                                          "strict"};
    size_t len = 0;
    int l, a, b;
#define EMIT(...) (len += (size_t)snprintf(out + len, len < cap ? cap - len : 0, __VA_ARGS__))
    EMIT("%s/* clang-format off */\n", begin_mark);
    EMIT("static const unsigned char jaxcore_i_joins[JAXCORE_I_LATTICES][JAXCORE_DTYPE_COUNT]"
         "[JAXCORE_DTYPE_COUNT] = {\n");
    for (l = 0; l < JAXCORE_I_LATTICES; ++l) {
        uint64_t ub[N];
        upper_bounds(l, ub);
        EMIT("  { /* %s */\n", names[l]);
        for (a = 0; a < N; ++a) {
            EMIT("    {");
            for (b = 0; b < N; ++b)
                EMIT("%s%d", b ? "," : "", lub(ub, a, b));
            EMIT("}, /* %s */\n", jaxcore_dtype_short_name((jaxcore_dtype)a));
        }
        EMIT("  },\n");
    }
    EMIT("};\n/* clang-format on */\n%s", end_mark);
#undef EMIT
    return len;
}

static char *read_file(const char *path, size_t *size) {
    FILE *f = fopen(path, "rb");
    char *buf;
    long n;
    if (!f || fseek(f, 0, SEEK_END) || (n = ftell(f)) < 0 || fseek(f, 0, SEEK_SET)) {
        fprintf(stderr, "gen_tables: cannot read %s\n", path);
        exit(2);
    }
    buf = (char *)malloc((size_t)n + 1);
    if (!buf || fread(buf, 1, (size_t)n, f) != (size_t)n) exit(2);
    buf[n] = 0;
    fclose(f);
    *size = (size_t)n;
    return buf;
}

int main(int argc, char **argv) {
    static char block[1 << 16];
    size_t len = generate(block, sizeof block), size;
    char *text, *begin, *end;
    FILE *f;
    if (len >= sizeof block) return 2;
    if (argc == 1) {
        fputs(block, stdout);
        return 0;
    }
    if (argc != 3 || (strcmp(argv[1], "--check") && strcmp(argv[1], "--write"))) {
        fprintf(stderr, "usage: gen_tables [--check|--write FILE]\n");
        return 2;
    }
    text = read_file(argv[2], &size);
    begin = strstr(text, begin_mark);
    end = begin ? strstr(begin, end_mark) : NULL;
    if (!end) {
        fprintf(stderr, "gen_tables: no generated block in %s\n", argv[2]);
        return 2;
    }
    end += strlen(end_mark);
    if (!strcmp(argv[1], "--check")) {
        int same = (size_t)(end - begin) == len && !memcmp(begin, block, len);
        printf("%s: generated tables %s\n", argv[2], same ? "up to date" : "STALE (make tables)");
        return same ? 0 : 1;
    }
    f = fopen(argv[2], "wb");
    if (!f || fwrite(text, 1, (size_t)(begin - text), f) != (size_t)(begin - text) ||
        fwrite(block, 1, len, f) != len ||
        fwrite(end, 1, size - (size_t)(end - text), f) != size - (size_t)(end - text) || fclose(f))
        return 2;
    return 0;
}
