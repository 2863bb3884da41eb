#ifndef MODELC_CFILECALLS_SHIM_H
#define MODELC_CFILECALLS_SHIM_H
/* File calls the Glibc module does not export. Only HostSystem imports it, as `internal import`. */
#if defined(__linux__)
#include <errno.h>
#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>

/* renameat2(first, second, RENAME_EXCHANGE): the two paths swap what they name, in one step.
   -1 with errno set where the kernel or the file system cannot (ENOSYS, EINVAL). */
static inline int modelc_exchangePaths(const char *first, const char *second) {
#if defined(SYS_renameat2)
    return (int)syscall(SYS_renameat2, AT_FDCWD, first, AT_FDCWD, second, 2 /* RENAME_EXCHANGE */);
#else
    errno = ENOSYS;
    return -1;
#endif
}
#endif
#endif
