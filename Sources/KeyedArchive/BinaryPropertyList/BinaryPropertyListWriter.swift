/// Serializes property lists as binary property lists (`bplist00`).
///
/// Output is deterministic and follows CoreFoundation's layout (reference §4.3):
/// - object order and sharing as `ObjectTable` numbers them;
/// - integers in the smallest of 1, 2, 4 or 8 bytes (negative ones in 8), reals as 8-byte doubles,
///   strings as ASCII (`0x5`) when every character is ASCII, otherwise UTF-16BE (`0x6`);
/// - UIDs in the smallest of 1, 2 or 4 bytes;
/// - offset and object-reference sizes minimal (1, 2, 4 or 8 bytes); the reference size is derived
///   from the object count, as CoreFoundation does.
///
/// Everything is written into one pre-sized `[UInt8]`; no Foundation types are involved.
public enum BinaryPropertyListWriter {
    /// Returns `value` encoded as a complete `bplist00` file.
    public static func encode(_ value: PropertyListValue) -> [UInt8] {
        var table = ObjectTable()
        let top = table.append(value)
        return serialize(table, top: top)
    }

    /// The bytes of `table`, whose object number `top` is the root.
    static func serialize(_ table: ObjectTable, top: Int32) -> [UInt8] {
        let refSize = BinaryPropertyListFormat.byteWidth(for: UInt64(table.count))
        var out = ByteSink()
        out.bytes.reserveCapacity(estimatedSize(of: table, refSize: refSize))
        out.bytes.append(contentsOf: BinaryPropertyListFormat.magic)

        var offsets: [Int] = []
        offsets.reserveCapacity(table.count)
        for node in table.nodes {
            offsets.append(out.bytes.count)
            switch node {
            case .string(let id): out.writeString(table.strings[id])
            case .integer(let value): out.writeInteger(value)
            case .real(let value):
                out.bytes.append(BinaryPropertyListFormat.Marker.real | 3)
                out.writeUnsigned(value.bitPattern, width: 8)
            case .boolean(let value):
                out.bytes.append(value ? BinaryPropertyListFormat.trueByte : BinaryPropertyListFormat.falseByte)
            case .uid(let value):
                let width = BinaryPropertyListFormat.byteWidth(for: UInt64(value))
                out.bytes.append(BinaryPropertyListFormat.Marker.uid | UInt8(width - 1))
                out.writeUnsigned(UInt64(value), width: width)
            case .data(let index):
                let bytes = table.blobs[Int(index)]
                out.writeHeader(BinaryPropertyListFormat.Marker.data, count: bytes.count)
                out.bytes.append(contentsOf: bytes)
            case .date(let value):
                out.bytes.append(BinaryPropertyListFormat.Marker.date | 3)
                out.writeUnsigned(value.bitPattern, width: 8)
            case .array(let start, let count):
                out.writeHeader(BinaryPropertyListFormat.Marker.array, count: Int(count))
                out.writeReferences(table.refs[Int(start)..<Int(start + count)], width: refSize)
            case .dictionary(let start, let count):
                out.writeHeader(BinaryPropertyListFormat.Marker.dictionary, count: Int(count))
                out.writeReferences(table.refs[Int(start)..<Int(start + 2 * count)], width: refSize)
            }
        }

        let offsetTableOffset = out.bytes.count
        let offsetSize = BinaryPropertyListFormat.byteWidth(for: UInt64(offsetTableOffset))
        for offset in offsets { out.writeUnsigned(UInt64(offset), width: offsetSize) }

        // Trailer: 5 unused bytes, sort version 0, offset size, ref size, counts and offsets.
        out.bytes.append(contentsOf: [0, 0, 0, 0, 0, 0])
        out.bytes.append(UInt8(offsetSize))
        out.bytes.append(UInt8(refSize))
        out.writeUnsigned(UInt64(table.count), width: 8)
        out.writeUnsigned(UInt64(top), width: 8)
        out.writeUnsigned(UInt64(offsetTableOffset), width: 8)
        return out.bytes
    }

    /// A cheap upper-ish estimate so the output buffer is allocated once in the common case.
    private static func estimatedSize(of table: ObjectTable, refSize: Int) -> Int {
        var size = 8 + BinaryPropertyListFormat.trailerSize + table.count * 4
        for node in table.nodes {
            switch node {
            case .string(let id): size += 3 + table.strings[id].utf8.count * 2
            case .data(let index): size += 9 + table.blobs[Int(index)].count
            case .array(_, let count): size += 3 + Int(count) * refSize
            case .dictionary(_, let count): size += 3 + Int(count) * 2 * refSize
            default: size += 9
            }
        }
        return size
    }
}

/// The output buffer with the primitive big-endian writes of the format.
private struct ByteSink {
    var bytes: [UInt8] = []

    mutating func writeUnsigned(_ value: UInt64, width: Int) {
        // 1 and 2 bytes are the common reference and offset widths of model archives.
        if width == 1 {
            bytes.append(UInt8(truncatingIfNeeded: value))
            return
        }
        if width == 2 {
            bytes.append(UInt8(truncatingIfNeeded: value >> 8))
            bytes.append(UInt8(truncatingIfNeeded: value))
            return
        }
        var shift = (width - 1) * 8
        while shift >= 0 {
            bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
            shift -= 8
        }
    }

    mutating func writeReferences(_ refs: ArraySlice<Int32>, width: Int) {
        for ref in refs { writeUnsigned(UInt64(ref), width: width) }
    }

    /// Marker byte with the count in the low nibble, or `0xF` followed by an integer object.
    mutating func writeHeader(_ marker: UInt8, count: Int) {
        if count < 15 {
            bytes.append(marker | UInt8(count))
        } else {
            bytes.append(marker | BinaryPropertyListFormat.countFollows)
            writeInteger(Int64(count))
        }
    }

    mutating func writeInteger(_ value: Int64) {
        let width = value < 0 ? 8 : BinaryPropertyListFormat.byteWidth(for: UInt64(value))
        let exponent: UInt8 = width == 1 ? 0 : width == 2 ? 1 : width == 4 ? 2 : 3
        bytes.append(BinaryPropertyListFormat.Marker.integer | exponent)
        writeUnsigned(UInt64(bitPattern: value), width: width)
    }

    mutating func writeString(_ string: String) {
        let utf8 = string.utf8
        if utf8.allSatisfy({ $0 < 0x80 }) {
            writeHeader(BinaryPropertyListFormat.Marker.asciiString, count: utf8.count)
            bytes.append(contentsOf: utf8)
        } else {
            let units = string.utf16
            writeHeader(BinaryPropertyListFormat.Marker.utf16String, count: units.count)
            for unit in units {
                bytes.append(UInt8(truncatingIfNeeded: unit >> 8))
                bytes.append(UInt8(truncatingIfNeeded: unit))
            }
        }
    }
}
