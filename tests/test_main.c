/* Test runner: the one translation unit that defines JAXCORE_IMPLEMENTATION. The part
   tests (test_dtypes.c, ...) include jaxcore.h without it, so linking them proves that
   a program with several TUs links. */
#define JAXCORE_IMPLEMENTATION
#define JAXCORE_SELFTEST
#include "test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int jt_passed, jt_failed, jt_skipped, jt_case_failed;
static const char *jt_case = "";

int jt_check(int ok, const char *file, int line, const char *what) {
    if (!ok) {
        jt_case_failed = 1;
        fprintf(stderr, "%s:%d: %s: check failed: %s\n", file, line, jt_case, what);
    }
    return ok;
}

int jt_check_int(long long got, long long want, const char *file, int line, const char *what) {
    if (got != want) {
        jt_case_failed = 1;
        fprintf(stderr, "%s:%d: %s: %s is %lld, expected %lld\n", file, line, jt_case, what, got,
                want);
    }
    return got == want;
}

int jt_check_str(const char *got, const char *want, const char *file, int line, const char *what) {
    int ok = got && want && !strcmp(got, want);
    if (!ok) {
        jt_case_failed = 1;
        fprintf(stderr, "%s:%d: %s: %s is \"%s\", expected \"%s\"\n", file, line, jt_case, what,
                got ? got : "(null)", want ? want : "(null)");
    }
    return ok;
}

void jt_skip(const char *what) {
    ++jt_skipped;
    printf("skip %s\n", what);
}

void jt_run(const char *name, void (*fn)(void)) {
    jt_case = name;
    jt_case_failed = 0;
    fn();
    if (jt_case_failed) {
        ++jt_failed;
        fprintf(stderr, "FAIL %s\n", name);
    } else {
        ++jt_passed;
    }
}

char *jt_read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    char *buf = NULL;
    long n;
    if (f && !fseek(f, 0, SEEK_END) && (n = ftell(f)) >= 0 && !fseek(f, 0, SEEK_SET)) {
        buf = (char *)malloc((size_t)n + 1);
        if (buf && fread(buf, 1, (size_t)n, f) == (size_t)n) {
            buf[n] = 0;
            if (len) *len = (size_t)n;
        } else {
            free(buf);
            buf = NULL;
        }
    }
    if (f) fclose(f);
    jt_check(buf != NULL, __FILE__, __LINE__, path);
    return buf;
}

char *jt_next_line(char **p) {
    char *line = *p, *nl;
    if (!line || !*line) return NULL;
    nl = strchr(line, '\n');
    if (nl) {
        *nl = 0;
        *p = nl + 1;
    } else {
        *p = line + strlen(line);
    }
    return line;
}

int jt_split(char *line, char sep, char **fields, int max) {
    int n = 0;
    while (n < max) {
        char *s = strchr(line, sep);
        fields[n++] = line;
        if (!s) break;
        *s = 0;
        line = s + 1;
    }
    return n;
}

/* The library's own known-answer self-test (JAXCORE_SELFTEST) passes here. */
static void test_selftest(void) { JT_CHECK(jaxcore_selftest() == JAXCORE_OK); }

int main(void) {
    JT_RUN(test_selftest);
    test_dtypes();
    test_tree();
    test_prng();
    test_random();
    test_hostile();
    if (jt_skipped)
        printf("%d passed, %d failed, %d skipped\n", jt_passed, jt_failed, jt_skipped);
    else
        printf("%d passed, %d failed\n", jt_passed, jt_failed);
    return jt_failed ? 1 : 0;
}
