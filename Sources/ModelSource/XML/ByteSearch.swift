#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Searches of raw document bytes, for the scans that look at a document before libxml2 does
/// (`XMLSafety`, `DocumentSplit`): they jump from one byte of interest to the next with `memchr`
/// instead of looking at every byte of a file of megabytes.
extension UnsafeBufferPointer<UInt8> {
    /// Whether the bytes of `literal` stand at `index` (false when they would run past the end).
    func hasLiteral(_ literal: StaticString, at index: Int) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard index >= 0, index + length <= count else { return false }
        let pointer = literal.utf8Start
        for offset in 0..<length where self[index + offset] != pointer[offset] {
            return false
        }
        return true
    }

    /// The index of the first `byte` in `self[start..<end]` (no `end`: to the end), or nil.
    func firstIndex(of byte: UInt8, from start: Int, before end: Int? = nil) -> Int? {
        let end = Swift.min(end ?? count, count)
        guard start >= 0, start < end, let base = baseAddress else { return nil }
        guard let found = memchr(base + start, Int32(byte), end - start) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    /// The index where the first `literal` at or after `start` begins, or nil.
    func firstIndex(of literal: StaticString, from start: Int) -> Int? {
        guard literal.utf8CodeUnitCount > 0 else { return nil }
        var cursor = start
        while let found = firstIndex(of: literal.utf8Start.pointee, from: cursor) {
            if hasLiteral(literal, at: found) { return found }
            cursor = found + 1
        }
        return nil
    }

    /// The number of line feeds in `self[..<end]`.
    func lineFeeds(before end: Int) -> Int {
        var lines = 0
        var cursor = 0
        while let found = firstIndex(of: 0x0A, from: cursor, before: end) {
            lines += 1
            cursor = found + 1
        }
        return lines
    }
}
