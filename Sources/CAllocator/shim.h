#ifndef MODELC_CALLOCATOR_SHIM_H
#define MODELC_CALLOCATOR_SHIM_H
/* The C library's allocator tunables (glibc's mallopt) and what they depend on, which the Glibc
   module does not export.
   Only HostSystem imports it, as `internal import`. */
#if defined(__linux__)
#include <features.h>
#endif
#if defined(__GLIBC__)
#include <malloc.h>
/* M_MMAP_THRESHOLD and M_TOP_PAD are negative macros, which Swift does not import. */
static const int modelc_mmapThresholdOption = M_MMAP_THRESHOLD;
static const int modelc_topPadOption = M_TOP_PAD;
#include <sys/syscall.h>
#include <unistd.h>
/* Whether the calling thread is the process's first, whose heap glibc grows differently from the
   others' (gettid, which the Glibc module does not export either). */
static inline int modelc_isMainThread(void) { return syscall(SYS_gettid) == getpid(); }
#endif
#endif
