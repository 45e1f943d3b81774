/* Minimal test harness shared by every tests/test_*.c file.

   A test is a void function run with JT_RUN(fn); it passes when none of its JT_CHECKs
   fails. Failures print file:line and the expression. The runner (test_main.c) prints
   "N passed, M failed" (", K skipped" when something was skipped) last and exits non-zero on any
   failure. */
#ifndef JAXCORE_TEST_H
#define JAXCORE_TEST_H

#include "../jaxcore.h"

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Records one check; returns ok so callers can stop early. */
int jt_check(int ok, const char *file, int line, const char *what);
/* Like jt_check, with the two integers that differed. */
int jt_check_int(long long got, long long want, const char *file, int line, const char *what);
/* Like jt_check, with the two strings that differed. */
int jt_check_str(const char *got, const char *want, const char *file, int line, const char *what);
/* Reports something this build or machine cannot test (printed "skip WHAT") and counts it
   in the summary line, which becomes "N passed, M failed, K skipped". */
void jt_skip(const char *what);
/* Runs one test function and counts it. */
void jt_run(const char *name, void (*fn)(void));
/* Reads a whole file (relative to the repository root) into a NUL-terminated malloc'd
   buffer; a missing file is a failed check and returns NULL. */
char *jt_read_file(const char *path, size_t *len);
/* Splits text into lines in place: returns the next line (without '\n') and advances *p,
   or NULL at the end. */
char *jt_next_line(char **p);
/* Splits a line in place at tabs (or any one separator character) into at most max
   fields; returns the count. */
int jt_split(char *line, char sep, char **fields, int max);

#define JT_CHECK(c) jt_check(!!(c), __FILE__, __LINE__, #c)
#define JT_CHECK_INT(got, want)                                                                    \
    jt_check_int((long long)(got), (long long)(want), __FILE__, __LINE__, #got)
#define JT_CHECK_STR(got, want) jt_check_str((got), (want), __FILE__, __LINE__, #got)
#define JT_RUN(fn) jt_run(#fn, fn)

/* One entry point per part, called by test_main.c. */
void test_dtypes(void);
void test_hostile(void);
void test_tree(void);
void test_prng(void);
void test_random(void);

#ifdef __cplusplus
}
#endif
#endif
