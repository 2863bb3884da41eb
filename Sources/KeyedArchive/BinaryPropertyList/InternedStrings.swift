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
    /// Open-addressing table placed by `byteHash` — exact byte equality, so "é" and "e\u{301}"
    /// stay two strings (Swift's `==` would merge them), and hashing a short key costs a couple of
    /// multiplications rather than a seeded SipHash. A slot holds the id plus one (low half; 0:
    /// empty) beside 32 bits of the string's hash (high half), so a probe that meets another
    /// string rejects it without reading that string's hash or bytes elsewhere in memory.
    private var slots = [UInt64](repeating: 0, count: 64)
    /// The `byteHash` of each string, by id (to place them again when the table grows).
    private var hashes: [UInt64] = []
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
        // Native strings are contiguous UTF-8, and are read in place: a copy to make contiguous
        // would retain and release the string on every call (a few hundred thousand a large model).
        guard string.utf8.withContiguousStorageIfAvailable({ _ in true }) == true else {
            var contiguous = string
            contiguous.makeContiguousUTF8()
            return id(for: contiguous)
        }
        let cached: Int32? = string.utf8.withContiguousStorageIfAvailable { bytes in
            let bucket = Self.bucket(of: bytes)
            guard let hit = recent[bucket] else { return nil }
            return hit.string.utf8.withContiguousStorageIfAvailable { Self.equal($0, bytes) } == true ? hit.id : nil
        } ?? nil
        if let cached { return cached }

        let id = string.utf8.withContiguousStorageIfAvailable { bytes in
            lookUpOrAdd(bytes, string: string)
        } ?? lookUpOrAdd(Array(string.utf8), string: string)
        if let bucket = string.utf8.withContiguousStorageIfAvailable(Self.bucket(of:)) {
            recent[bucket] = RecentString(string: string, id: id)
        }
        return id
    }

    /// The ids here of all of `other`'s strings, by their ids there, those new here numbered now:
    /// what `id(for:)` of each would give, without hashing them again (`other` kept the hashes).
    mutating func ids(of other: InternedStrings) -> [Int32] {
        var ids: [Int32] = []
        ids.reserveCapacity(other.count)
        for (string, hash) in zip(other.strings, other.hashes) {
            let id = string.utf8.withContiguousStorageIfAvailable { lookUpOrAdd($0, string: string, hash: hash) }
            ids.append(id ?? self.id(for: string))
        }
        return ids
    }

    private mutating func lookUpOrAdd(_ bytes: [UInt8], string: String) -> Int32 {
        bytes.withUnsafeBufferPointer { lookUpOrAdd($0, string: string) }
    }

    /// The id of the string whose UTF-8 is `bytes` (`string`), numbering it if it is new.
    private mutating func lookUpOrAdd(_ bytes: UnsafeBufferPointer<UInt8>, string: String) -> Int32 {
        lookUpOrAdd(bytes, string: string, hash: Self.byteHash(bytes))
    }

    /// `lookUpOrAdd(_:string:)` for bytes whose `byteHash` is `hash`.
    private mutating func lookUpOrAdd(_ bytes: UnsafeBufferPointer<UInt8>, string: String, hash: UInt64) -> Int32 {
        let mask = slots.count - 1
        var slot = Self.slot(of: hash, mask: mask)
        let fingerprint = Self.fingerprint(of: hash)
        while slots[slot] != 0 {
            let entry = slots[slot]
            if Self.fingerprint(of: entry) == fingerprint {
                let id = Self.id(in: entry)
                if strings[id].utf8.withContiguousStorageIfAvailable({ Self.equal($0, bytes) }) ?? strings[id].utf8.elementsEqual(bytes) {
                    return Int32(id)
                }
            }
            slot = (slot + 1) & mask
        }
        let id = Int32(strings.count)
        strings.append(string)
        hashes.append(hash)
        slots[slot] = Self.entry(id: Int(id), hash: hash)
        if strings.count * 2 > slots.count { resize(toHold: strings.count) }
        return id
    }

    private static func slot(of hash: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: hash >> 17) & mask
    }

    /// A slot's word: the hash's top 32 bits (high half) beside the id plus one (low half).
    private static func entry(id: Int, hash: UInt64) -> UInt64 {
        fingerprint(of: hash) | UInt64(id + 1)
    }

    /// The high half of a hash or of a slot's word: what a probe compares first.
    private static func fingerprint(of word: UInt64) -> UInt64 {
        word & 0xFFFF_FFFF_0000_0000
    }

    /// The id a (non-empty) slot's word holds.
    private static func id(in entry: UInt64) -> Int {
        Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
    }

    /// Makes the table at least twice as large as `count` strings, placing them again.
    private mutating func resize(toHold count: Int) {
        var size = slots.count
        while size < count * 2 + 2 { size *= 2 }
        guard size > slots.count else { return }
        slots = [UInt64](repeating: 0, count: size)
        let mask = size - 1
        for (id, hash) in hashes.enumerated() {
            var slot = Self.slot(of: hash, mask: mask)
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Self.entry(id: id, hash: hash)
        }
    }

    /// A hash of UTF-8 bytes, eight at a time.
    private static func byteHash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let multiplier: UInt64 = 0xff51_afd7_ed55_8ccd
        var hash = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        guard let base = bytes.baseAddress else { return hash }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
            hash ^= hash >> 32
            offset += 8
        }
        if offset < bytes.count {
            var tail: UInt64 = 0
            for index in offset..<bytes.count { tail |= UInt64(bytes[index]) << UInt64(8 * (index - offset)) }
            hash = (hash ^ tail) &* multiplier
            hash ^= hash >> 32
        }
        return hash &* multiplier
    }

    /// Room for about `count` distinct strings.
    mutating func reserveCapacity(_ count: Int) {
        strings.reserveCapacity(count)
        hashes.reserveCapacity(count)
        resize(toHold: count)
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
