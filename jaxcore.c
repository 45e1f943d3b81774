/* The implementation of jaxcore.h as one translation unit, for build systems. */
#define JAXCORE_IMPLEMENTATION
#include "jaxcore.h"
