// The C library, for every module that imports HostSystem: Foundation re-exported it, and the
// modules call stat, open, realpath, strerror and the like. FoundationEssentials does not.
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#endif
