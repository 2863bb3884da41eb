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
        let summary = name.utf8.withContiguousStorageIfAvailable { bytes -> (Int, UInt64, UInt64) in
            var prefix: UInt64 = 0
            var suffix: UInt64 = 0
            var isASCII = true
            let suffixStart = max(0, bytes.count - 8)
            for (index, byte) in bytes.enumerated() {
                isASCII = isASCII && byte < 0x80
                if index < 8 { prefix |= UInt64(byte) << UInt64(8 * index) }
                if index >= suffixStart { suffix |= UInt64(byte) << UInt64(8 * (index - suffixStart)) }
            }
            return (isASCII ? bytes.count : -1, prefix, suffix)
        }
        (asciiLength, prefix, suffix) = summary ?? (-1, 0, 0)
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
