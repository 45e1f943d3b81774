/* JAXCORE_STATIC: two TUs (this file compiled twice, with different JAXCORE_TU_NAME) each
   hold a private copy of the implementation; linking them must not clash, and unused
   static functions must not warn. */
#define JAXCORE_STATIC
#define JAXCORE_IMPLEMENTATION
#include "../../jaxcore.h"

int JAXCORE_TU_NAME(void);

int JAXCORE_TU_NAME(void) { return jaxcore_version() == JAXCORE_VERSION_NUMBER; }
