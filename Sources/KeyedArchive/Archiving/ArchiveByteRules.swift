/// How `NSKeyedArchiver` and CoreFoundation's binary-plist writer lay out the bytes of an archive,
/// beyond its content: the order of keys, and which equal values become one plist object. With
/// no rules (`KeyedArchiveEncoder()`), the encoder writes keys in encode-call order and shares
/// every equal scalar: compact and deterministic, but not Apple's bytes.
///
/// With rules, an archive is laid out as Apple's writer lays it out:
/// - each object's keys in hash-table order, `$class` inserted last (`HashTableOrder`);
/// - the four top-level keys in a fixed order (current writers) or in hash-table order (older ones);
/// - `$objects` entries: a number or boolean stored as an object is one entry per value (Foundation's
///   small numbers are unique objects); a string is one entry per string object, except strings short
///   enough to be tagged pointers (`TaggedString`), which are one entry per value;
/// - plist objects: key names and most class names are shared constants; some class names (Core
///   Data's) are a new string in each class descriptor; other strings are shared only when tagged;
///   integers are shared per value within their encoding width (`int32Keys` against the rest);
///   reals are never shared; UIDs and booleans are written once per occurrence but every reference
///   points at the first one of equal value (the later ones are unreferenced).
package struct ArchiveByteRules: Sendable, Equatable {
    /// The order of `$version`, `$archiver`, `$top`, `$objects`.
    package enum TopLevelOrder: Sendable, Equatable {
        /// `$version, $archiver, $top, $objects` (current writers).
        case fixed
        /// Hash-table order (writers of 2019 and before).
        case hashed
    }

    package var topLevelOrder: TopLevelOrder
    /// Keys whose integers are encoded as 32-bit numbers; their values never share a plist object
    /// with equal values of other keys or of `$objects` entries.
    package var int32Keys: Set<String>
    /// Class names written anew in each class descriptor; every other class name is one string
    /// shared by all descriptors (but not with an equal key name). Nil: every class name is
    /// written anew.
    package var freshClassNames: Set<String>?

    package init(topLevelOrder: TopLevelOrder, int32Keys: Set<String>, freshClassNames: Set<String>?) {
        self.topLevelOrder = topLevelOrder
        self.int32Keys = int32Keys
        self.freshClassNames = freshClassNames
    }
}

/// Whether a string is stored as a tagged pointer by Foundation (no object of its own, so every
/// equal string is the same "object"): ASCII only; up to 7 characters, or 8–9 from a 64-character
/// alphabet, or 10–11 from its first 32 characters.
package enum TaggedString {
    private static let alphabet = Array("eilotrm.apdnsIc ufkMShjTRxgC4013bDNvwyUL2O856P-B79AFKEWV_zGJ/HYX".utf8)
    /// Per ASCII byte: bit 0 set when the six-bit alphabet has it, bit 1 when the five-bit one does
    /// (its first 32 characters). A table rather than sets: this runs for every string archived.
    private static let alphabetBits: [UInt8] = {
        var bits = [UInt8](repeating: 0, count: 128)
        for (index, byte) in alphabet.enumerated() { bits[Int(byte)] |= index < 32 ? 0b11 : 0b01 }
        return bits
    }()

    package static func isTagged(_ string: String) -> Bool {
        let utf8 = string.utf8
        guard utf8.count <= 11 else { return false }
        // Through the bytes in place: the string view's iterator cost several times the test itself.
        if let tagged = utf8.withContiguousStorageIfAvailable(isTagged) { return tagged }
        var string = string
        return string.withUTF8(isTagged)
    }

    private static func isTagged(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // One pass: whether every byte is ASCII, and which alphabets have them all. The table is read
        // once, not once per byte (each read of a static checks its initialization).
        let bits = alphabetBits
        var anyBits: UInt8 = 0
        var common: UInt8 = 0b11
        for byte in bytes {
            anyBits |= byte
            common &= bits[Int(byte & 0x7F)]
        }
        guard anyBits < 0x80 else { return false }
        if bytes.count <= 7 { return true }
        return common & (bytes.count <= 9 ? 0b01 : 0b10) != 0
    }
}
