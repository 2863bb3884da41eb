#ifndef MODELC_CALLOCATOR_SHIM_H
#define MODELC_CALLOCATOR_SHIM_H
/* The C library's allocator tunables (glibc's mallopt), which the Glibc module does not export.
   Only HostSystem imports it, as `internal import`. */
#if defined(__linux__)
#include <features.h>
#endif
#if defined(__GLIBC__)
#include <malloc.h>
/* M_MMAP_THRESHOLD and M_TOP_PAD are negative macros, which Swift does not import. */
static const int modelc_mmapThresholdOption = M_MMAP_THRESHOLD;
static const int modelc_topPadOption = M_TOP_PAD;
#endif
#endif
