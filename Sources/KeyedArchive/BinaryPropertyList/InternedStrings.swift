#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Strings numbered by exact content, so the archive encoder and the object table can refer to a
/// string by a small integer: keys repeat a million times in a large model, and comparing or
/// uniquing integers is far cheaper than hashing strings again at every step.
struct InternedStrings {
    /// The strings, indexed by id.
    private(set) var strings: [String] = []
    private var ids: [ExactString: Int32] = [:]
    /// The last string seen in each of a few buckets (chosen by length and end bytes). Archive keys
    /// come from a few dozen constants in a repeating pattern, so this answers almost every key
    /// lookup with one short byte comparison instead of hashing the string.
    private var recent = [RecentString?](repeating: nil, count: InternedStrings.recentCount)

    private struct RecentString {
        let string: String
        let id: Int32
    }

    private static let recentCount = 256

    /// The id of `string`, numbering it now if it is new.
    mutating func id(for string: String) -> Int32 {
        var string = string
        // Native strings are contiguous UTF-8; `makeContiguousUTF8` is a no-op for them.
        string.makeContiguousUTF8()
        let cached: Int32? = string.utf8.withContiguousStorageIfAvailable { bytes in
            let bucket = Self.bucket(of: bytes)
            guard let hit = recent[bucket] else { return nil }
            return hit.string.utf8.withContiguousStorageIfAvailable { Self.equal($0, bytes) } == true ? hit.id : nil
        } ?? nil
        if let cached { return cached }

        let exact = ExactString(value: string)
        let id: Int32
        if let known = ids[exact] {
            id = known
        } else {
            id = Int32(strings.count)
            strings.append(string)
            ids[exact] = id
        }
        if let bucket = string.utf8.withContiguousStorageIfAvailable(Self.bucket(of:)) {
            recent[bucket] = RecentString(string: string, id: id)
        }
        return id
    }

    /// Room for about `count` distinct strings.
    mutating func reserveCapacity(_ count: Int) {
        strings.reserveCapacity(count)
        ids.reserveCapacity(count)
    }

    /// The string numbered `id` (ids come only from `id(for:)`).
    subscript(id: Int32) -> String { strings[Int(id)] }

    var count: Int { strings.count }

    private static func bucket(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let count = bytes.count
        let first = count > 0 ? Int(bytes[0]) : 0
        let last = count > 0 ? Int(bytes[count - 1]) : 0
        return (count &* 31 &+ first &* 7 &+ last) & (recentCount - 1)
    }

    /// Byte equality: equal UTF-8 ⇔ equal Unicode scalars (exact, unlike String's `==`).
    fileprivate static func equal(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
        guard lhs.count == rhs.count else { return false }
        guard let left = lhs.baseAddress, let right = rhs.baseAddress, lhs.count > 0 else { return true }
        return memcmp(left, right, lhs.count) == 0
    }
}

/// A string compared by Unicode scalars: Swift's `==` treats canonically equivalent strings
/// ("é" vs "e\u{301}") as equal, but they are different plist strings and must not be merged.
private struct ExactString: Hashable {
    let value: String

    static func == (lhs: ExactString, rhs: ExactString) -> Bool {
        let fast = lhs.value.utf8.withContiguousStorageIfAvailable { left in
            rhs.value.utf8.withContiguousStorageIfAvailable { right in InternedStrings.equal(left, right) }
        }
        if let fast, let result = fast { return result }
        return lhs.value.utf8.elementsEqual(rhs.value.utf8)
    }

    // String's hash is consistent with canonical equivalence, hence with this stricter equality.
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
