#include "CZlib.h"
const char *czlib_version(void) { return zlibVersion(); }
