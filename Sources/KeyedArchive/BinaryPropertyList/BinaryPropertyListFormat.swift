/// Layout constants of the `bplist00` format, shared by the writer and the reader so that each
/// can be checked against the other.
///
/// A binary plist is: the 8-byte magic, the objects, an offset table (one big-endian offset per
/// object, `offsetIntSize` bytes each) and a 32-byte trailer. Every object starts with a marker
/// byte whose high nibble is the type and whose low nibble is a size or count (`0xF` = "the
/// count follows as an integer object").
enum BinaryPropertyListFormat {
    /// `bplist00`.
    static let magic: [UInt8] = Array("bplist00".utf8)
    /// Size of the trailer at the end of the file.
    static let trailerSize = 32

    /// High-nibble type markers.
    enum Marker {
        static let singleton: UInt8 = 0x00   // 0x08 false, 0x09 true (0x00 null and 0x0F fill are not supported)
        static let integer: UInt8 = 0x10     // low nibble n: 2^n bytes
        static let real: UInt8 = 0x20        // low nibble n: 2^n bytes (4 or 8)
        static let date: UInt8 = 0x30        // 0x33: 8-byte double
        static let data: UInt8 = 0x40
        static let asciiString: UInt8 = 0x50
        static let utf16String: UInt8 = 0x60
        static let uid: UInt8 = 0x80         // low nibble n: n + 1 bytes
        static let array: UInt8 = 0xA0
        static let set: UInt8 = 0xC0
        static let dictionary: UInt8 = 0xD0
    }

    static let falseByte: UInt8 = 0x08
    static let trueByte: UInt8 = 0x09
    /// A low nibble of 0xF means the count follows as an integer object.
    static let countFollows: UInt8 = 0x0F

    /// Bytes needed to store `value` as an unsigned big-endian integer, rounded to 1, 2, 4 or 8 —
    /// the sizes the trailer allows for offsets and object references (what CoreFoundation picks).
    static func byteWidth(for value: UInt64) -> Int {
        if value <= 0xFF { return 1 }
        if value <= 0xFFFF { return 2 }
        if value <= 0xFFFF_FFFF { return 4 }
        return 8
    }
}
