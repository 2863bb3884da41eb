#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Foundation's `NSTemporaryDirectory()`: `TMPDIR` when set, else `/tmp/`, always ending in `/`.
package enum TemporaryFolder {
    package static var path: String {
        var folder = getenv("TMPDIR").map { String(cString: $0) } ?? ""
        if folder.isEmpty { folder = "/tmp/" }
        return folder.hasSuffix("/") ? folder : folder + "/"
    }
}
