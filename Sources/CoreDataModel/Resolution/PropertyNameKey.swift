/// A property name prepared for comparison pair by pair (an entity's names against each other and
/// against its ancestors', and a name against the reserved ones): nearly every name is ASCII, and ASCII
/// names are equal exactly when their bytes are, so two of them whose lengths, first eight bytes or
/// last eight bytes differ are told apart here without `String`'s comparison, which every pair of
/// different names otherwise runs in full (canonical equivalence) — most of the checking of a
/// large model's names.
struct PropertyNameKey {
    let name: String
    /// The UTF-8 length when every byte is ASCII, else -1 (then only `String` can compare).
    let asciiLength: Int
    /// The first and the last eight bytes (the whole name, twice, when it is shorter), when ASCII.
    let prefix: UInt64
    let suffix: UInt64

    init(_ name: String) {
        self.name = name
        (asciiLength, prefix, suffix) = name.utf8.withContiguousStorageIfAvailable(Self.summary(of:)) ?? (-1, 0, 0)
    }

    /// The ASCII length (or -1) and the end bytes of `bytes`, read eight at a time: every property
    /// name of a model is prepared here, and a byte-by-byte walk cost several times the loads.
    private static func summary(of bytes: UnsafeBufferPointer<UInt8>) -> (Int, UInt64, UInt64) {
        let count = bytes.count
        guard let base = bytes.baseAddress, count > 0 else { return (0, 0, 0) }
        let highBits: UInt64 = 0x8080_8080_8080_8080
        guard count >= 8 else {
            var word: UInt64 = 0
            for index in 0..<count { word |= UInt64(bytes[index]) << UInt64(8 * index) }
            return (word & highBits == 0 ? count : -1, word, word)
        }
        let raw = UnsafeRawPointer(base)
        let prefix = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
        let suffix = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
        var seen = prefix | suffix
        var offset = 8
        while offset < count - 8 {
            seen |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        return (seen & highBits == 0 ? count : -1, prefix, suffix)
    }

    /// Whether the names are equal as `String`s.
    func names(_ other: PropertyNameKey) -> Bool {
        if asciiLength >= 0, other.asciiLength >= 0,
           asciiLength != other.asciiLength || prefix != other.prefix || suffix != other.suffix {
            return false
        }
        return name == other.name
    }
}
