#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and standard error written directly (as `FileHandle`'s `write` did: no
/// buffering of their own), for programs that do not import Foundation. Whatever `print` has
/// buffered goes out first, so the order holds.
package enum StandardStream: Int32, Sendable {
    case output = 1
    case error = 2

    /// A write that failed (a closed pipe, a full disk), in the system's words.
    package struct WriteFailure: Error, CustomStringConvertible {
        package var description: String
    }

    /// Writes `text`; a failure is ignored (a diagnostic that cannot be shown has nowhere to go).
    package func write(_ text: String) {
        var text = text
        text.withUTF8 { try? write(contentsOf: UnsafeRawBufferPointer($0)) }
    }

    package func write(contentsOf bytes: UnsafeRawBufferPointer) throws {
        fflush(nil)
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let written = writeDescriptor(rawValue, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw WriteFailure(description: String(cString: strerror(errno)))
            }
            offset += written
        }
    }
}

/// write(2), which the methods above shadow.
private func writeDescriptor(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
