/// Serializes a `PropertyListValue` as a binary property list (`bplist00`).
///
/// Output is deterministic and follows CoreFoundation's layout (reference §4.3):
/// - object table order: the top object, then — for a dictionary — all its keys, then all its
///   values, each recursively (depth first); array elements in order;
/// - integers in the smallest of 1, 2, 4 or 8 bytes (negative ones in 8), reals as 8-byte doubles,
///   strings as ASCII (`0x5`) when every character is ASCII, otherwise UTF-16BE (`0x6`);
/// - UIDs in the smallest of 1, 2 or 4 bytes;
/// - offset and object-reference sizes minimal (1, 2, 4 or 8 bytes); the reference size is derived
///   from the object count, as CoreFoundation does.
/// Scalars are shared according to `PropertyListUniquingKey.forValue(_:)`.
///
/// Everything is written into one pre-sized `[UInt8]`; no Foundation types are involved.
public struct BinaryPropertyListWriter {
    /// One entry of the flattened object table; containers refer to other entries by index.
    /// A container's references live in `refs[start..<start + count]` (a dictionary's keys, then
    /// its values): one shared buffer instead of an array allocation per container.
    private enum Node {
        case scalar(PropertyListValue)
        case array(start: Int, count: Int)
        case dictionary(start: Int, count: Int)
    }

    private var nodes: [Node] = []
    private var refs: [Int] = []
    private var shared: [PropertyListUniquingKey: Int] = [:]

    /// Creates a writer.
    public init() {}

    /// Returns `value` encoded as a complete `bplist00` file.
    public static func encode(_ value: PropertyListValue) -> [UInt8] {
        var writer = BinaryPropertyListWriter()
        return writer.write(value)
    }

    /// Encodes `value` as a complete `bplist00` file. The writer may be reused afterwards.
    public mutating func write(_ value: PropertyListValue) -> [UInt8] {
        nodes = []
        refs = []
        shared = [:]
        let top = flatten(value)
        defer { nodes = []; refs = []; shared = [:] }
        return serialize(top: top)
    }

    // MARK: - Flattening (object numbering)

    /// Appends `value` (and its children) to the object table, returning its index.
    private mutating func flatten(_ value: PropertyListValue) -> Int {
        if let key = PropertyListUniquingKey.forValue(value) {
            if let existing = shared[key] { return existing }
            let index = nodes.count
            nodes.append(.scalar(value))
            shared[key] = index
            return index
        }
        switch value {
        case .array(let elements):
            let start = refs.count
            nodes.append(.array(start: start, count: elements.count))
            let index = nodes.count - 1
            refs.append(contentsOf: repeatElement(0, count: elements.count))
            for (offset, element) in elements.enumerated() { refs[start + offset] = flatten(element) }
            return index
        case .dictionary(let pairs):
            let start = refs.count
            nodes.append(.dictionary(start: start, count: pairs.count))
            let index = nodes.count - 1
            refs.append(contentsOf: repeatElement(0, count: pairs.count * 2))
            for (offset, pair) in pairs.enumerated() { refs[start + offset] = flatten(.string(pair.key)) }
            for (offset, pair) in pairs.enumerated() { refs[start + pairs.count + offset] = flatten(pair.value) }
            return index
        default:
            nodes.append(.scalar(value))
            return nodes.count - 1
        }
    }

    // MARK: - Serialization

    private func serialize(top: Int) -> [UInt8] {
        let refSize = BinaryPropertyListFormat.byteWidth(for: UInt64(nodes.count))
        var out = ByteSink()
        out.bytes.reserveCapacity(estimatedSize(refSize: refSize))
        out.bytes.append(contentsOf: BinaryPropertyListFormat.magic)

        var offsets: [Int] = []
        offsets.reserveCapacity(nodes.count)
        for node in nodes {
            offsets.append(out.bytes.count)
            switch node {
            case .scalar(let value): out.writeScalar(value)
            case .array(let start, let count):
                out.writeHeader(BinaryPropertyListFormat.Marker.array, count: count)
                for ref in refs[start..<start + count] { out.writeUnsigned(UInt64(ref), width: refSize) }
            case .dictionary(let start, let count):
                out.writeHeader(BinaryPropertyListFormat.Marker.dictionary, count: count)
                for ref in refs[start..<start + 2 * count] { out.writeUnsigned(UInt64(ref), width: refSize) }
            }
        }

        let offsetTableOffset = out.bytes.count
        let offsetSize = BinaryPropertyListFormat.byteWidth(for: UInt64(offsetTableOffset))
        for offset in offsets { out.writeUnsigned(UInt64(offset), width: offsetSize) }

        // Trailer: 5 unused bytes, sort version 0, offset size, ref size, counts and offsets.
        out.bytes.append(contentsOf: [0, 0, 0, 0, 0, 0])
        out.bytes.append(UInt8(offsetSize))
        out.bytes.append(UInt8(refSize))
        out.writeUnsigned(UInt64(nodes.count), width: 8)
        out.writeUnsigned(UInt64(top), width: 8)
        out.writeUnsigned(UInt64(offsetTableOffset), width: 8)
        return out.bytes
    }

    /// A cheap upper-ish estimate so the output buffer is allocated once in the common case.
    private func estimatedSize(refSize: Int) -> Int {
        var size = 8 + BinaryPropertyListFormat.trailerSize + nodes.count * 4
        for node in nodes {
            switch node {
            case .scalar(let value):
                switch value {
                case .string(let s): size += 3 + s.utf8.count * 2
                case .data(let d): size += 9 + d.count
                default: size += 9
                }
            case .array(_, let count): size += 3 + count * refSize
            case .dictionary(_, let count): size += 3 + count * 2 * refSize
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

    mutating func writeScalar(_ value: PropertyListValue) {
        typealias Marker = BinaryPropertyListFormat.Marker
        switch value {
        case .string(let string):
            let utf8 = string.utf8
            if utf8.allSatisfy({ $0 < 0x80 }) {
                writeHeader(Marker.asciiString, count: utf8.count)
                bytes.append(contentsOf: utf8)
            } else {
                let units = string.utf16
                writeHeader(Marker.utf16String, count: units.count)
                for unit in units {
                    bytes.append(UInt8(truncatingIfNeeded: unit >> 8))
                    bytes.append(UInt8(truncatingIfNeeded: unit))
                }
            }
        case .integer(let value):
            writeInteger(value)
        case .real(let value):
            bytes.append(Marker.real | 3)
            writeUnsigned(value.bitPattern, width: 8)
        case .boolean(let value):
            bytes.append(value ? BinaryPropertyListFormat.trueByte : BinaryPropertyListFormat.falseByte)
        case .data(let data):
            writeHeader(Marker.data, count: data.count)
            bytes.append(contentsOf: data)
        case .date(let value):
            bytes.append(Marker.date | 3)
            writeUnsigned(value.bitPattern, width: 8)
        case .uid(let uid):
            let width = BinaryPropertyListFormat.byteWidth(for: UInt64(uid.value))
            bytes.append(Marker.uid | UInt8(width - 1))
            writeUnsigned(UInt64(uid.value), width: width)
        case .array, .dictionary:
            // Containers are flattened into `Node.array` / `Node.dictionary`, never written here.
            assertionFailure("container passed to writeScalar")
        }
    }
}
