#ifndef MODELC_CZLIB_SHIM_H
#define MODELC_CZLIB_SHIM_H
/* The system zlib (zlib1g-dev). Only CoreDataStore imports it, as `internal import`. */
#include <zlib.h>
#endif
