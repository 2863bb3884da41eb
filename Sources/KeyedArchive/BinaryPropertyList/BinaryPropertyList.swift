/// A binary property list (`bplist00`) kept as its bytes and read object by object: the one parser
/// of the format, under both the tree reader (`BinaryPropertyListReader`) and the keyed-archive
/// decoder, which looks only at the fields it needs and never builds a `PropertyListValue` tree.
///
/// Built for hostile input. Creating one checks the whole file the way reading it into a tree
/// does — trailer, offset table, then every object reachable from the top object (lengths, counts,
/// references, string encodings, nesting depth, cycles) in the same depth-first order — so a bad
/// file fails with the same first problem and message either way, and nothing read afterwards can
/// be out of bounds. Failures are `PropertyListError`s; nothing traps.
///
/// Sets (`0xC`) read as arrays; `null` and `fill` singletons are rejected.
package struct BinaryPropertyList: Sendable {
    typealias Marker = BinaryPropertyListFormat.Marker

    /// The whole file.
    let bytes: [UInt8]
    /// What the trailer says.
    let layout: Layout

    /// The trailer's numbers, checked against the file.
    struct Layout {
        let offsetSize: Int
        let refSize: Int
        let objectCount: Int
        let topObject: Int
        let offsetTableStart: Int
        /// Objects must end before the trailer.
        let limit: Int
    }

    /// How many objects the offset table lists.
    package var objectCount: Int { layout.objectCount }
    /// The number of the top-level object.
    package var topObject: Int { layout.topObject }

    /// Checks `bytes` as a complete `bplist00` file, with containers nested at most
    /// `maximumDepth` deep.
    package init(bytes: [UInt8], maximumDepth: Int = 512) throws {
        try self.init(uncheckedObjectsOf: bytes)
        try checkObjects(maximumDepth: maximumDepth)
    }

    /// Checks only the header, trailer and offset table of `bytes`. Reading objects one by one
    /// stays bounds-safe (each read checks what it reads), but until `checkObjects(maximumDepth:)`
    /// has passed, the reader must not follow references from container to container: a cycle
    /// would not end. A large archive's decoder reads its index this way while the check runs.
    package init(uncheckedObjectsOf bytes: [UInt8]) throws {
        self.bytes = bytes
        let headerSize = BinaryPropertyListFormat.magic.count
        let trailerSize = BinaryPropertyListFormat.trailerSize
        guard bytes.count >= 6, bytes.prefix(6).elementsEqual("bplist".utf8) else {
            throw PropertyListError("not a binary property list: missing \"bplist\" header", offset: 0)
        }
        guard bytes.count >= headerSize, bytes.prefix(headerSize).elementsEqual(BinaryPropertyListFormat.magic) else {
            throw PropertyListError("unsupported binary property list version (only bplist00 is supported)", offset: 6)
        }
        guard bytes.count >= headerSize + 1 + trailerSize else {
            throw PropertyListError("truncated binary plist: file is \(bytes.count) bytes, too short for header, one object and trailer")
        }
        let trailer = bytes.count - trailerSize
        let offsetSize = Int(bytes[trailer + 6])
        let refSize = Int(bytes[trailer + 7])
        let (rawCount, rawTop, rawTableStart) = bytes.withUnsafeBytes { buffer in
            (bigEndianNumber(in: buffer, at: trailer + 8, width: 8), bigEndianNumber(in: buffer, at: trailer + 16, width: 8),
             bigEndianNumber(in: buffer, at: trailer + 24, width: 8))
        }

        guard (1...8).contains(offsetSize) else {
            throw PropertyListError("corrupt binary plist trailer: offset size \(offsetSize) (must be 1 to 8)", offset: trailer + 6)
        }
        guard (1...8).contains(refSize) else {
            throw PropertyListError("corrupt binary plist trailer: object reference size \(refSize) (must be 1 to 8)", offset: trailer + 7)
        }
        guard rawCount >= 1, rawCount <= UInt64(bytes.count) else {
            throw PropertyListError("corrupt binary plist trailer: object count \(rawCount) is impossible for a \(bytes.count)-byte file", offset: trailer + 8)
        }
        let objectCount = Int(rawCount)
        if refSize < 8, UInt64(objectCount - 1) >> UInt64(refSize * 8) != 0 {
            throw PropertyListError("corrupt binary plist trailer: \(objectCount) objects cannot be addressed with \(refSize)-byte references", offset: trailer + 7)
        }
        guard rawTop < rawCount else {
            throw PropertyListError("corrupt binary plist trailer: top object \(rawTop) out of range (\(objectCount) objects)", offset: trailer + 16)
        }
        guard rawTableStart >= UInt64(headerSize + 1), rawTableStart < UInt64(trailer) else {
            throw PropertyListError("corrupt binary plist trailer: offset table offset \(rawTableStart) outside the file body", offset: trailer + 24)
        }
        let offsetTableStart = Int(rawTableStart)
        // objectCount <= bytes.count and offsetSize <= 8, so this cannot overflow.
        guard objectCount * offsetSize <= trailer - offsetTableStart else {
            throw PropertyListError("truncated binary plist: offset table extends past end of file", offset: offsetTableStart)
        }
        let layout = Layout(offsetSize: offsetSize, refSize: refSize, objectCount: objectCount, topObject: Int(rawTop),
                            offsetTableStart: offsetTableStart, limit: trailer)
        self.layout = layout
    }

    /// Checks every object reachable from the top object, depth first (lengths, counts, references,
    /// string encodings, nesting at most `maximumDepth` deep, cycles): the first problem a tree
    /// reader would meet is the one thrown.
    package func checkObjects(maximumDepth: Int = 512) throws {
        try bytes.withUnsafeBytes { buffer in
            var check = GraphCheck(reader: Reader(layout: layout, buffer: buffer), maximumDepth: maximumDepth)
            try check.visit(layout.topObject, depth: 0)
        }
    }

    /// Whether `bytes` starts with the `bplist00` magic (a cheap sniff, not a validation).
    package static func hasMagic(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 8 && bytes.prefix(8).elementsEqual(BinaryPropertyListFormat.magic)
    }
}

// MARK: - Objects

extension BinaryPropertyList {
    /// One object as its marker and header describe it, checked against the file: scalars carry
    /// their value; strings, data and containers where their body starts and how many units
    /// (bytes, UTF-16 units, references — a dictionary's key count) it holds.
    package struct Object {
        package enum Kind {
            case boolean(Bool)
            case integer(Int64)
            /// An integer above `Int64.max` (CoreFoundation's 16-byte form of a large `UInt64`).
            case unsignedInteger(UInt64)
            case real(Double)
            case date(Double)
            case data
            case asciiString
            case utf16String
            case uid(UInt32)
            /// An array or a set.
            case array
            case dictionary
        }

        package let kind: Kind
        /// Where the object's marker is.
        let start: Int
        /// Where its bytes, units or references begin.
        let body: Int
        /// How many of them.
        package let count: Int

        /// "string", "integer", … as `PropertyListValue.kindName` says it.
        package var kindName: String { standIn.kindName }

        /// The kind name with its article, as `PropertyListValue.kindWithArticle` says it.
        package var kindWithArticle: String { standIn.kindWithArticle }

        /// A value of the same kind, for its name (one place names the kinds).
        private var standIn: PropertyListValue {
            switch kind {
            case .asciiString, .utf16String: return .string("")
            case .integer(let value): return .integer(value)
            case .unsignedInteger(let value): return .unsignedInteger(value)
            case .real(let value): return .real(value)
            case .boolean(let value): return .boolean(value)
            case .data: return .data([])
            case .date(let value): return .date(value)
            case .array: return .array([])
            case .dictionary: return .dictionary([])
            case .uid(let value): return .uid(UID(value))
            }
        }

        package var isString: Bool {
            switch kind {
            case .asciiString, .utf16String: return true
            default: return false
            }
        }

        package var isDictionary: Bool { if case .dictionary = kind { return true } else { return false } }
        package var isArray: Bool { if case .array = kind { return true } else { return false } }
        package var uidValue: UInt32? { if case .uid(let value) = kind { return value } else { return nil } }
    }

    /// Object number `index`, its header checked (`index` must be below `objectCount`; the
    /// characters of every string reachable from the top were checked when the file was opened).
    package func object(_ index: Int) throws -> Object {
        try read { try $0.object(index) }
    }

    /// The object number of reference `position` of a container: element `position` of an array,
    /// key `position` of a dictionary (its values follow its keys: value `i` is `count + i`).
    package func reference(_ position: Int, of container: Object) throws -> Int {
        try read { try $0.reference(position, of: container) }
    }

    /// The text of a string object.
    package func string(_ object: Object) throws -> String {
        try read { try $0.string(object) }
    }

    /// The bytes of a data object.
    package func data(_ object: Object) -> [UInt8] {
        read { $0.data(object) }
    }

    /// The bytes of an ASCII string object.
    package func withASCIIBytes<Result>(_ object: Object, _ body: (UnsafeRawBufferPointer) throws -> Result) throws -> Result {
        guard case .asciiString = object.kind else {
            throw PropertyListError("expected an ASCII string, found \(object.kindWithArticle)", offset: object.start)
        }
        return try read { try body(UnsafeRawBufferPointer(rebasing: $0.buffer[object.body ..< object.body + object.count])) }
    }

    /// The position of the first key of `dictionary` that is `key` — by Unicode scalars when
    /// `canonically` is false (`PropertyListValue`'s equality), by `String`'s `==` when it is.
    package func position(ofKey key: String, in dictionary: Object, canonically: Bool) throws -> Int? {
        try read { try $0.position(ofKey: key, in: dictionary, canonically: canonically) }
    }

    /// Whether object `index` is a string that is `key` (compared as in `position(ofKey:in:canonically:)`).
    package func isString(_ index: Int, equalTo key: String, canonically: Bool) throws -> Bool {
        try read { try $0.stringObject(index, is: key, canonically: canonically) }
    }

    /// The value of the first entry of `dictionary` whose key is `key` (by Unicode scalars, as
    /// `PropertyListValue`'s subscript finds it), as an object number.
    package func entry(_ key: String, in dictionary: Object) throws -> Int? {
        try read { try $0.entry(key, in: dictionary) }
    }

    @inline(__always)
    private func read<Result>(_ body: (Reader) throws -> Result) rethrows -> Result {
        try bytes.withUnsafeBytes { try body(Reader(layout: layout, buffer: $0)) }
    }

    /// The parser proper: the file's bytes, borrowed for the length of one call.
    struct Reader {
        let layout: Layout
        let buffer: UnsafeRawBufferPointer

        private var limit: Int { layout.limit }
        private var offsetSize: Int { layout.offsetSize }
        private var refSize: Int { layout.refSize }
        private var objectCount: Int { layout.objectCount }
        private var offsetTableStart: Int { layout.offsetTableStart }

        /// Object number `index`, its header checked; not a string's characters (`checkCharacters`).
        func object(_ index: Int) throws -> Object {
            let start = try offset(ofObject: index)
            let marker = buffer[start]
            let nibble = marker & 0x0F
            func scalar(_ kind: Object.Kind) -> Object { Object(kind: kind, start: start, body: start + 1, count: 0) }
            switch marker & 0xF0 {
            case Marker.singleton:
                switch marker {
                case BinaryPropertyListFormat.falseByte: return scalar(.boolean(false))
                case BinaryPropertyListFormat.trueByte: return scalar(.boolean(true))
                default: throw PropertyListError("unsupported binary plist object marker 0x\(hex(marker)) (null/fill)", offset: start)
                }
            case Marker.integer:
                if nibble == 4, let unsigned = try readUnsignedAboveInt64(at: start) { return scalar(.unsignedInteger(unsigned)) }
                return scalar(.integer(try readInteger(at: start).value))
            case Marker.real:
                switch nibble {
                case 2:
                    try need(start + 1, 4, what: "real")
                    return scalar(.real(Double(Float(bitPattern: UInt32(bigEndian(at: start + 1, width: 4))))))
                case 3:
                    try need(start + 1, 8, what: "real")
                    return scalar(.real(Double(bitPattern: bigEndian(at: start + 1, width: 8))))
                default:
                    throw PropertyListError("unsupported real size (marker 0x\(hex(marker)))", offset: start)
                }
            case Marker.date:
                guard nibble == 3 else { throw PropertyListError("unsupported date marker 0x\(hex(marker))", offset: start) }
                try need(start + 1, 8, what: "date")
                return scalar(.date(Double(bitPattern: bigEndian(at: start + 1, width: 8))))
            case Marker.data:
                let (count, body) = try readCount(at: start)
                try need(body, count, what: "data")
                return Object(kind: .data, start: start, body: body, count: count)
            case Marker.asciiString:
                let (count, body) = try readCount(at: start)
                try need(body, count, what: "ASCII string")
                return Object(kind: .asciiString, start: start, body: body, count: count)
            case Marker.utf16String:
                let (count, body) = try readCount(at: start)
                guard count <= (limit - body) / 2 else {
                    throw PropertyListError("truncated binary plist: UTF-16 string of \(count) units extends past end of object area", offset: start)
                }
                return Object(kind: .utf16String, start: start, body: body, count: count)
            case Marker.uid:
                let width = Int(nibble) + 1
                try need(start + 1, width, what: "UID")
                var value: UInt64 = 0
                for i in 0 ..< width {
                    guard value >> 56 == 0 else { throw PropertyListError("UID value does not fit in 32 bits", offset: start) }
                    value = value << 8 | UInt64(buffer[start + 1 + i])
                }
                guard value <= UInt64(UInt32.max) else { throw PropertyListError("UID value \(value) does not fit in 32 bits", offset: start) }
                return scalar(.uid(UInt32(value)))
            case Marker.array, Marker.set:
                let (count, body) = try readCount(at: start)
                try needRefs(body, count, what: "array")
                return Object(kind: .array, start: start, body: body, count: count)
            case Marker.dictionary:
                let (count, body) = try readCount(at: start)
                guard count <= Int.max / 2 else { throw PropertyListError("dictionary count \(count) too large", offset: start) }
                try needRefs(body, count * 2, what: "dictionary")
                return Object(kind: .dictionary, start: start, body: body, count: count)
            default:
                throw PropertyListError("unknown binary plist object marker 0x\(hex(marker))", offset: start)
            }
        }

        /// Checks what `object` does not: that a string's characters are what its marker says.
        func checkCharacters(_ object: Object) throws {
            switch object.kind {
            case .asciiString:
                if let bad = buffer[object.body ..< object.body + object.count].firstIndex(where: { $0 >= 0x80 }) {
                    throw PropertyListError("invalid ASCII string: byte 0x\(hex(buffer[bad])) is not ASCII", offset: bad)
                }
            case .utf16String:
                _ = try readUTF16(at: object.body, count: object.count)
            default:
                break
            }
        }

        func reference(_ position: Int, of container: Object) throws -> Int {
            try readRef(at: container.body + position * refSize)
        }

        func string(_ object: Object) throws -> String {
            switch object.kind {
            case .asciiString:
                return String(decoding: UnsafeRawBufferPointer(rebasing: buffer[object.body ..< object.body + object.count]), as: UTF8.self)
            case .utf16String:
                return try readUTF16(at: object.body, count: object.count)
            default:
                throw PropertyListError("expected a string, found \(object.kindWithArticle)", offset: object.start)
            }
        }

        func data(_ object: Object) -> [UInt8] {
            Array(buffer[object.body ..< object.body + object.count])
        }

        /// The position of the first key of `dictionary` that is `key` — by Unicode scalars when
        /// `canonically` is false (`PropertyListValue`'s equality), by `String`'s `==` when it is. ASCII
        /// keys are compared with an ASCII `key` byte for byte (where both meanings agree), without
        /// making a `String`; the length in the marker byte rules most of them out.
        func position(ofKey key: String, in dictionary: Object, canonically: Bool) throws -> Int? {
            guard dictionary.isDictionary else { return nil }
            if key.utf8.allSatisfy({ $0 < 0x80 }), let found = try key.utf8.withContiguousStorageIfAvailable({ wanted in
                try position(ofASCIIKey: wanted, in: dictionary, canonically: canonically)
            }) {
                return found
            }
            for position in 0 ..< dictionary.count where try stringObject(reference(position, of: dictionary), is: key, canonically: canonically) {
                return position
            }
            return nil
        }

        private func position(ofASCIIKey wanted: UnsafeBufferPointer<UInt8>, in dictionary: Object, canonically: Bool) throws -> Int? {
            let shortMarker = wanted.count < 15 ? Marker.asciiString | UInt8(wanted.count) : nil
            for position in 0 ..< dictionary.count {
                let keyIndex = try reference(position, of: dictionary)
                let start = try offset(ofObject: keyIndex)
                let marker = buffer[start]
                if marker == shortMarker {
                    if wanted.count < limit - start, bytesEqual(at: start + 1, wanted) {
                        return position
                    }
                } else if marker & 0xF0 == Marker.asciiString {
                    guard marker & 0x0F == BinaryPropertyListFormat.countFollows else { continue }
                    let key = try object(keyIndex)
                    if key.count == wanted.count, bytesEqual(at: key.body, wanted) {
                        return position
                    }
                } else if try stringObject(keyIndex, is: String(decoding: wanted, as: UTF8.self), canonically: canonically) {
                    return position
                }
            }
            return nil
        }

        func stringObject(_ index: Int, is key: String, canonically: Bool) throws -> Bool {
            let object = try object(index)
            guard object.isString else { return false }
            let text = try string(object)
            return canonically ? text == key : text.unicodeScalars.elementsEqual(key.unicodeScalars)
        }

        /// The value of the first entry of `dictionary` whose key is `key` (by Unicode scalars, as
        /// `PropertyListValue`'s subscript finds it), as an object number.
        func entry(_ key: String, in dictionary: Object) throws -> Int? {
            guard let position = try position(ofKey: key, in: dictionary, canonically: false) else { return nil }
            return try reference(dictionary.count + position, of: dictionary)
        }

        // MARK: - Primitives

        private func offset(ofObject index: Int) throws -> Int {
            let entry = offsetTableStart + index * offsetSize
            let offset = bigEndian(at: entry, width: offsetSize)
            guard offset >= UInt64(BinaryPropertyListFormat.magic.count), offset < UInt64(limit) else {
                throw PropertyListError("corrupt binary plist: object \(index) has offset \(offset), outside the object area", offset: entry)
            }
            return Int(offset)
        }

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
            let ref = bigEndian(at: position, width: refSize)
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
                return (Int64(bigEndian(at: start + 1, width: width)), start + 1 + width)
            case 3:
                try need(start + 1, 8, what: "integer")
                return (Int64(bitPattern: bigEndian(at: start + 1, width: 8)), start + 9)
            case 4:
                try need(start + 1, 16, what: "integer")
                let high = bigEndian(at: start + 1, width: 8)
                let low = Int64(bitPattern: bigEndian(at: start + 9, width: 8))
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
            let high = bigEndian(at: start + 1, width: 8)
            let low = bigEndian(at: start + 9, width: 8)
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

        /// Whether the bytes at `start` are `other`'s; the caller has checked the bounds.
        private func bytesEqual(at start: Int, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
            var index = 0
            while index < other.count {
                if buffer[start + index] != other[index] { return false }
                index += 1
            }
            return true
        }

        @inline(__always)
        private func bigEndian(at position: Int, width: Int) -> UInt64 {
            bigEndianNumber(in: buffer, at: position, width: width)
        }
    }
}

/// The `width`-byte big-endian unsigned integer at `position` of `buffer` (trailer numbers, offsets,
/// references, integers); the caller has checked the bounds.
@inline(__always)
private func bigEndianNumber(in buffer: UnsafeRawBufferPointer, at position: Int, width: Int) -> UInt64 {
    switch width {
    case 1: return UInt64(buffer[position])
    case 2: return UInt64(UInt16(bigEndian: buffer.loadUnaligned(fromByteOffset: position, as: UInt16.self)))
    case 4: return UInt64(UInt32(bigEndian: buffer.loadUnaligned(fromByteOffset: position, as: UInt32.self)))
    case 8: return UInt64(bigEndian: buffer.loadUnaligned(fromByteOffset: position, as: UInt64.self))
    default:
        var value: UInt64 = 0
        for i in 0 ..< width { value = value << 8 | UInt64(buffer[position + i]) }
        return value
    }
}

// MARK: - Checking the graph

/// The depth-first walk that checks every object reachable from the top, in the order (and with
/// the nesting and cycle rules) a tree is built in. Each object is checked once, at the depth it
/// is first reached, as the tree reader decodes a shared object once.
private struct GraphCheck {
    private enum State: UInt8 {
        case unseen, inProgress, checked, checkedString
    }

    let plist: BinaryPropertyList.Reader
    let maximumDepth: Int
    private var states: [State]

    init(reader: BinaryPropertyList.Reader, maximumDepth: Int) {
        plist = reader
        self.maximumDepth = maximumDepth
        states = Array(repeating: .unseen, count: reader.layout.objectCount)
    }

    mutating func visit(_ index: Int, depth: Int) throws {
        let state = states[index]
        if state == .checked || state == .checkedString { return }
        guard depth <= maximumDepth else {
            throw PropertyListError("binary plist nests containers deeper than \(maximumDepth) levels")
        }
        guard state != .inProgress else {
            throw PropertyListError("binary plist contains a reference cycle: object \(index) contains itself")
        }
        states[index] = .inProgress
        let object = try plist.object(index)
        try plist.checkCharacters(object)
        switch object.kind {
        case .array:
            for position in 0 ..< object.count {
                try visit(plist.reference(position, of: object), depth: depth + 1)
            }
        case .dictionary:
            for position in 0 ..< object.count {
                let key = try plist.reference(position, of: object)
                try visit(key, depth: depth + 1)
                guard states[key] == .checkedString else {
                    throw PropertyListError("dictionary key is \(try plist.object(key).kindWithArticle), not a string (object \(key))", offset: object.start)
                }
                try visit(plist.reference(object.count + position, of: object), depth: depth + 1)
            }
        default:
            break
        }
        states[index] = object.isString ? .checkedString : .checked
    }
}

func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
}
