/// Parses a binary property list (`bplist00`) into a `PropertyListValue`, the mirror image of
/// `BinaryPropertyListWriter`.
///
/// Built for hostile input: every length, count, offset and reference is checked against the
/// file before it is used, nesting is limited, reference cycles are detected, and failures are
/// reported as `PropertyListError` — it never traps. Objects referenced from several places are
/// decoded once and shared (copy-on-write), so "billion laughs" style graphs stay cheap.
///
/// Sets (`0xC`) are read as arrays; `null` and `fill` singletons are rejected.
package struct BinaryPropertyListReader {
    /// The deepest container nesting accepted; deeper input is reported as an error rather than
    /// risking the stack.
    package var maximumDepth: Int

    /// Creates a reader that accepts at most `maximumDepth` nested containers.
    package init(maximumDepth: Int = 512) {
        self.maximumDepth = maximumDepth
    }

    /// Decodes a complete `bplist00` file with the default limits.
    package static func decode(_ bytes: [UInt8]) throws -> PropertyListValue {
        try BinaryPropertyListReader().read(bytes)
    }

    /// Decodes a complete `bplist00` file.
    package func read(_ bytes: [UInt8]) throws -> PropertyListValue {
        try bytes.withUnsafeBytes { try read($0) }
    }

    /// Decodes a complete `bplist00` file held in `buffer` (not retained after the call).
    package func read(_ buffer: UnsafeRawBufferPointer) throws -> PropertyListValue {
        var parser = try BinaryPropertyListParser(buffer: buffer, maximumDepth: maximumDepth)
        return try parser.readTop()
    }

    /// Whether `bytes` starts with the `bplist00` magic (a cheap sniff, not a validation).
    package static func hasMagic(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 8 && bytes.prefix(8).elementsEqual(BinaryPropertyListFormat.magic)
    }
}

/// The parsing state for one input buffer.
private struct BinaryPropertyListParser {
    typealias Marker = BinaryPropertyListFormat.Marker

    let buffer: UnsafeRawBufferPointer
    let maximumDepth: Int
    let offsetSize: Int
    let refSize: Int
    let objectCount: Int
    let topObject: Int
    let offsetTableStart: Int
    /// Objects must end before the trailer.
    let limit: Int

    /// Decoded objects by index; shared subgraphs are decoded once.
    var cache: [PropertyListValue?]
    /// Objects whose decoding has started but not finished (cycle detection).
    var inProgress: [Bool]

    init(buffer: UnsafeRawBufferPointer, maximumDepth: Int) throws {
        self.buffer = buffer
        self.maximumDepth = maximumDepth
        let headerSize = BinaryPropertyListFormat.magic.count
        let trailerSize = BinaryPropertyListFormat.trailerSize
        guard buffer.count >= 6, buffer.prefix(6).elementsEqual("bplist".utf8) else {
            throw PropertyListError("not a binary property list: missing \"bplist\" header", offset: 0)
        }
        guard buffer.count >= headerSize, buffer.prefix(headerSize).elementsEqual(BinaryPropertyListFormat.magic) else {
            throw PropertyListError("unsupported binary property list version (only bplist00 is supported)", offset: 6)
        }
        guard buffer.count >= headerSize + 1 + trailerSize else {
            throw PropertyListError("truncated binary plist: file is \(buffer.count) bytes, too short for header, one object and trailer")
        }
        let trailer = buffer.count - trailerSize
        limit = trailer
        offsetSize = Int(buffer[trailer + 6])
        refSize = Int(buffer[trailer + 7])
        let rawCount = Self.bigEndian(buffer, at: trailer + 8, width: 8)
        let rawTop = Self.bigEndian(buffer, at: trailer + 16, width: 8)
        let rawTableStart = Self.bigEndian(buffer, at: trailer + 24, width: 8)

        guard (1...8).contains(offsetSize) else {
            throw PropertyListError("corrupt binary plist trailer: offset size \(offsetSize) (must be 1 to 8)", offset: trailer + 6)
        }
        guard (1...8).contains(refSize) else {
            throw PropertyListError("corrupt binary plist trailer: object reference size \(refSize) (must be 1 to 8)", offset: trailer + 7)
        }
        guard rawCount >= 1, rawCount <= UInt64(buffer.count) else {
            throw PropertyListError("corrupt binary plist trailer: object count \(rawCount) is impossible for a \(buffer.count)-byte file", offset: trailer + 8)
        }
        objectCount = Int(rawCount)
        if refSize < 8, UInt64(objectCount - 1) >> UInt64(refSize * 8) != 0 {
            throw PropertyListError("corrupt binary plist trailer: \(objectCount) objects cannot be addressed with \(refSize)-byte references", offset: trailer + 7)
        }
        guard rawTop < rawCount else {
            throw PropertyListError("corrupt binary plist trailer: top object \(rawTop) out of range (\(objectCount) objects)", offset: trailer + 16)
        }
        topObject = Int(rawTop)
        guard rawTableStart >= UInt64(headerSize + 1), rawTableStart < UInt64(trailer) else {
            throw PropertyListError("corrupt binary plist trailer: offset table offset \(rawTableStart) outside the file body", offset: trailer + 24)
        }
        offsetTableStart = Int(rawTableStart)
        // objectCount <= buffer.count and offsetSize <= 8, so this cannot overflow.
        guard objectCount * offsetSize <= trailer - offsetTableStart else {
            throw PropertyListError("truncated binary plist: offset table extends past end of file", offset: offsetTableStart)
        }
        cache = Array(repeating: nil, count: objectCount)
        inProgress = Array(repeating: false, count: objectCount)
    }

    mutating func readTop() throws -> PropertyListValue {
        try readObject(topObject, depth: 0)
    }

    // MARK: - Objects

    mutating func readObject(_ index: Int, depth: Int) throws -> PropertyListValue {
        if let cached = cache[index] { return cached }
        guard depth <= maximumDepth else {
            throw PropertyListError("binary plist nests containers deeper than \(maximumDepth) levels")
        }
        guard !inProgress[index] else {
            throw PropertyListError("binary plist contains a reference cycle: object \(index) contains itself")
        }
        inProgress[index] = true
        let value = try decodeObject(index, depth: depth)
        inProgress[index] = false
        cache[index] = value
        return value
    }

    private func offset(ofObject index: Int) throws -> Int {
        let entry = offsetTableStart + index * offsetSize
        let offset = Self.bigEndian(buffer, at: entry, width: offsetSize)
        guard offset >= UInt64(BinaryPropertyListFormat.magic.count), offset < UInt64(limit) else {
            throw PropertyListError("corrupt binary plist: object \(index) has offset \(offset), outside the object area", offset: entry)
        }
        return Int(offset)
    }

    private mutating func decodeObject(_ index: Int, depth: Int) throws -> PropertyListValue {
        let start = try offset(ofObject: index)
        let marker = buffer[start]
        let nibble = marker & 0x0F
        switch marker & 0xF0 {
        case Marker.singleton:
            switch marker {
            case BinaryPropertyListFormat.falseByte: return .boolean(false)
            case BinaryPropertyListFormat.trueByte: return .boolean(true)
            default: throw PropertyListError("unsupported binary plist object marker 0x\(hex(marker)) (null/fill)", offset: start)
            }
        case Marker.integer:
            if nibble == 4, let unsigned = try readUnsignedAboveInt64(at: start) { return .unsignedInteger(unsigned) }
            return .integer(try readInteger(at: start).value)
        case Marker.real:
            switch nibble {
            case 2:
                try need(start + 1, 4, what: "real")
                return .real(Double(Float(bitPattern: UInt32(Self.bigEndian(buffer, at: start + 1, width: 4)))))
            case 3:
                try need(start + 1, 8, what: "real")
                return .real(Double(bitPattern: Self.bigEndian(buffer, at: start + 1, width: 8)))
            default:
                throw PropertyListError("unsupported real size (marker 0x\(hex(marker)))", offset: start)
            }
        case Marker.date:
            guard nibble == 3 else { throw PropertyListError("unsupported date marker 0x\(hex(marker))", offset: start) }
            try need(start + 1, 8, what: "date")
            return .date(Double(bitPattern: Self.bigEndian(buffer, at: start + 1, width: 8)))
        case Marker.data:
            let (count, body) = try readCount(at: start)
            try need(body, count, what: "data")
            return .data(Array(buffer[body ..< body + count]))
        case Marker.asciiString:
            let (count, body) = try readCount(at: start)
            try need(body, count, what: "ASCII string")
            let bytes = UnsafeRawBufferPointer(rebasing: buffer[body ..< body + count])
            if let bad = bytes.firstIndex(where: { $0 >= 0x80 }) {
                throw PropertyListError("invalid ASCII string: byte 0x\(hex(bytes[bad])) is not ASCII", offset: body + bad)
            }
            return .string(String(decoding: bytes, as: UTF8.self))
        case Marker.utf16String:
            let (count, body) = try readCount(at: start)
            guard count <= (limit - body) / 2 else {
                throw PropertyListError("truncated binary plist: UTF-16 string of \(count) units extends past end of object area", offset: start)
            }
            return .string(try readUTF16(at: body, count: count))
        case Marker.uid:
            let width = Int(nibble) + 1
            try need(start + 1, width, what: "UID")
            var value: UInt64 = 0
            for i in 0 ..< width {
                guard value >> 56 == 0 else { throw PropertyListError("UID value does not fit in 32 bits", offset: start) }
                value = value << 8 | UInt64(buffer[start + 1 + i])
            }
            guard value <= UInt64(UInt32.max) else { throw PropertyListError("UID value \(value) does not fit in 32 bits", offset: start) }
            return .uid(UID(UInt32(value)))
        case Marker.array, Marker.set:
            let (count, body) = try readCount(at: start)
            try needRefs(body, count, what: "array")
            return .array(try readElements(0 ..< count, body: body, depth: depth))
        case Marker.dictionary:
            let (count, body) = try readCount(at: start)
            guard count <= Int.max / 2 else { throw PropertyListError("dictionary count \(count) too large", offset: start) }
            try needRefs(body, count * 2, what: "dictionary")
            var pairs: [(key: String, value: PropertyListValue)] = []
            pairs.reserveCapacity(count)
            for i in 0 ..< count {
                let keyIndex = try readRef(at: body + i * refSize)
                let key = try readObject(keyIndex, depth: depth + 1)
                guard case .string(let keyString) = key else {
                    throw PropertyListError("dictionary key is \(key.kindWithArticle), not a string (object \(keyIndex))", offset: start)
                }
                let value = try readObject(try readRef(at: body + (count + i) * refSize), depth: depth + 1)
                pairs.append((keyString, value))
            }
            return .dictionary(pairs)
        default:
            throw PropertyListError("unknown binary plist object marker 0x\(hex(marker))", offset: start)
        }
    }

    private mutating func readElements(_ range: Range<Int>, body: Int, depth: Int) throws -> [PropertyListValue] {
        var elements: [PropertyListValue] = []
        elements.reserveCapacity(range.count)
        for i in range {
            elements.append(try readObject(try readRef(at: body + i * refSize), depth: depth + 1))
        }
        return elements
    }

    // MARK: - Primitives

    /// Checks that `count` bytes starting at `start` lie inside the object area.
    private func need(_ start: Int, _ count: Int, what: String) throws {
        guard count >= 0, start <= limit, count <= limit - start else {
            throw PropertyListError("truncated binary plist: \(what) of \(count) bytes extends past end of object area", offset: start)
        }
    }

    private func needRefs(_ start: Int, _ count: Int, what: String) throws {
        guard start <= limit, count <= (limit - start) / refSize else {
            throw PropertyListError("truncated binary plist: \(what) of \(count) references extends past end of object area", offset: start)
        }
    }

    private func readRef(at position: Int) throws -> Int {
        let ref = Self.bigEndian(buffer, at: position, width: refSize)
        guard ref < UInt64(objectCount) else {
            throw PropertyListError("object reference \(ref) out of range (\(objectCount) objects)", offset: position)
        }
        return Int(ref)
    }

    /// Reads an integer object at `start`; returns its value and the position after it.
    private func readInteger(at start: Int) throws -> (value: Int64, end: Int) {
        try need(start, 1, what: "integer")
        let marker = buffer[start]
        guard marker & 0xF0 == Marker.integer else {
            throw PropertyListError("expected an integer object, found marker 0x\(hex(marker))", offset: start)
        }
        switch marker & 0x0F {
        case 0, 1, 2:
            let width = 1 << Int(marker & 0x0F)
            try need(start + 1, width, what: "integer")
            return (Int64(Self.bigEndian(buffer, at: start + 1, width: width)), start + 1 + width)
        case 3:
            try need(start + 1, 8, what: "integer")
            return (Int64(bitPattern: Self.bigEndian(buffer, at: start + 1, width: 8)), start + 9)
        case 4:
            try need(start + 1, 16, what: "integer")
            let high = Self.bigEndian(buffer, at: start + 1, width: 8)
            let low = Int64(bitPattern: Self.bigEndian(buffer, at: start + 9, width: 8))
            guard (high == 0 && low >= 0) || (high == UInt64.max && low < 0) else {
                throw PropertyListError("128-bit integer does not fit in 64 bits", offset: start)
            }
            return (low, start + 17)
        default:
            throw PropertyListError("unsupported integer size (marker 0x\(hex(marker)))", offset: start)
        }
    }

    /// A 16-byte integer whose high half is zero and low half above `Int64.max` (CoreFoundation's
    /// form of a large `UInt64`), or nil for any other integer.
    private func readUnsignedAboveInt64(at start: Int) throws -> UInt64? {
        try need(start + 1, 16, what: "integer")
        let high = Self.bigEndian(buffer, at: start + 1, width: 8)
        let low = Self.bigEndian(buffer, at: start + 9, width: 8)
        return high == 0 && low > UInt64(Int64.max) ? low : nil
    }

    /// Reads the element count of a data/string/container object: the marker's low nibble, or
    /// (for `0xF`) the integer object that follows. Returns the count and where the body starts.
    private func readCount(at start: Int) throws -> (count: Int, body: Int) {
        let nibble = buffer[start] & 0x0F
        if nibble != BinaryPropertyListFormat.countFollows { return (Int(nibble), start + 1) }
        let (value, end) = try readInteger(at: start + 1)
        guard value >= 0, value <= Int64(limit) else {
            throw PropertyListError("object count \(value) exceeds the file size", offset: start)
        }
        return (Int(value), end)
    }

    private func readUTF16(at body: Int, count: Int) throws -> String {
        var units: [UInt16] = []
        units.reserveCapacity(count)
        for i in 0 ..< count {
            units.append(UInt16(buffer[body + 2 * i]) << 8 | UInt16(buffer[body + 2 * i + 1]))
        }
        var scalars = String.UnicodeScalarView()
        var iterator = units.makeIterator()
        var decoder = UTF16()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: break loop
            case .error: throw PropertyListError("invalid UTF-16 string (unpaired surrogate)", offset: body)
            }
        }
        return String(scalars)
    }

    /// Reads a `width`-byte big-endian unsigned integer; the caller has checked the bounds.
    static func bigEndian(_ buffer: UnsafeRawBufferPointer, at position: Int, width: Int) -> UInt64 {
        var value: UInt64 = 0
        for i in 0 ..< width { value = value << 8 | UInt64(buffer[position + i]) }
        return value
    }
}

private func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
}
