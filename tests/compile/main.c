/* Links the TUs of tests/compile.sh, each built with another language standard, and the
   one TU with the implementation; exits 0 when every TU sees the same library. */
#define JAXCORE_IMPLEMENTATION
#include "../../jaxcore.h"

int tu_c99(void);
int tu_c11(void);
int tu_c17(void);
int tu_cxx98(void);
int tu_cxx11(void);
int tu_cxx17(void);
int tu_cxx20(void);

int main(void) {
    return tu_c99() && tu_c11() && tu_c17() && tu_cxx98() && tu_cxx11() && tu_cxx17() && tu_cxx20()
               ? 0
               : 1;
}
