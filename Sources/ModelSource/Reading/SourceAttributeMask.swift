extension SourceAttribute {
    /// The case's declaration index (the tag of a case without a payload; a test checks it for
    /// every case): its place in a `SourceAttributeMask`.
    var position: Int { Int(unsafeBitCast(self, to: UInt8.self)) }
}

/// A set of `SourceAttribute` keys, one bit per case: an element's keys are tested in one step,
/// not by a scan. Two words hold the cases (more than 64); the word is picked by the position's
/// high bits, so a test is a shift and a mask.
struct SourceAttributeMask {
    private var words: (UInt64, UInt64) = (0, 0)

    init() {}

    init(_ keys: some Sequence<SourceAttribute>) {
        for key in keys { insert(key) }
    }

    func contains(_ key: SourceAttribute) -> Bool {
        let position = key.position
        let word = position < 64 ? words.0 : words.1
        return word >> UInt64(position & 63) & 1 != 0
    }

    mutating func insert(_ key: SourceAttribute) {
        let position = key.position
        let bit: UInt64 = 1 << UInt64(position & 63)
        if position < 64 { words.0 |= bit } else { words.1 |= bit }
    }

    /// Whether every key here is also in `other`.
    func isSubset(of other: Self) -> Bool {
        words.0 & ~other.words.0 == 0 && words.1 & ~other.words.1 == 0
    }

    var count: Int { words.0.nonzeroBitCount + words.1.nonzeroBitCount }
}
