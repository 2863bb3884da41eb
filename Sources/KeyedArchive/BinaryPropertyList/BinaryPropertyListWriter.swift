import HostSystem

/// Serializes property lists as binary property lists (`bplist00`).
///
/// Output is deterministic and follows CoreFoundation's layout (Documentation/Formats.md "Binary property lists and archive layout"):
/// - object order and sharing as `ObjectTable` numbers them;
/// - integers in the smallest of 1, 2, 4 or 8 bytes (negative ones in 8), reals as 8-byte doubles,
///   strings as ASCII (`0x5`) when every character is ASCII, otherwise UTF-16BE (`0x6`);
/// - UIDs in the smallest of 1, 2 or 4 bytes;
/// - offset and object-reference sizes minimal (1, 2, 4 or 8 bytes); the reference size is derived
///   from the object count, as CoreFoundation does.
///
/// Everything is written into one pre-sized `[UInt8]`, or handed over a piece at a time; no Foundation
/// types are involved.
package enum BinaryPropertyListWriter {
    /// Returns `value` encoded as a complete `bplist00` file.
    package static func encode(_ value: PropertyListValue) -> [UInt8] {
        encode(value, rules: nil)
    }

    /// `value` as Apple's writer lays it out with `rules` (strings and data shared only when they
    /// are one object: tagged strings; dictionary keys in the order given).
    /// `distinctStrings`: strings that are a new object wherever they occur, even when short.
    package static func encode(_ value: PropertyListValue, rules: ArchiveByteRules?, distinctStrings: Set<String> = []) -> [UInt8] {
        var table = ObjectTable(rules: rules)
        table.distinctStrings = distinctStrings
        let top = table.append(value)
        return serialize(table, top: top)
    }

    /// The bytes of `table`, whose object number `top` is the root.
    static func serialize(_ table: ObjectTable, top: Int32) -> [UInt8] {
        let refSize = BinaryPropertyListFormat.byteWidth(for: UInt64(table.count))
        return [UInt8](unsafeUninitializedCapacity: sizeBound(of: table, refSize: refSize)) { buffer, initializedCount in
            var out = ByteSink(buffer)
            write(table, top: top, refSize: refSize, to: &out)
            initializedCount = out.position
        }
    }

    /// The bytes of `table` handed to `output` in pieces of about a megabyte, so that a large
    /// archive's bytes are never all in memory beside the table they come from. After an error
    /// of `output` nothing more is handed over, and that error is thrown.
    static func serialize(_ table: ObjectTable, top: Int32, to output: (UnsafeRawBufferPointer) throws -> Void) throws {
        let refSize = BinaryPropertyListFormat.byteWidth(for: UInt64(table.count))
        let chunk = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1 << 20, largestObjectBound(of: table, refSize: refSize)))
        defer { chunk.deallocate() }
        try withoutActuallyEscaping(output) { output in
            var out = ByteSink(chunk, drain: output)
            write(table, top: top, refSize: refSize, to: &out)
            try out.finish()
        }
    }

    private static func write(_ table: ObjectTable, top: Int32, refSize: Int, to out: inout ByteSink) {
        out.append(BinaryPropertyListFormat.magic)
        // Where each part's objects start in the file, and their offsets from there.
        var parts: [(base: Int, offsets: ObjectOffsets)]
        if table.count >= objectsWorthWritingInHalves {
            // A large table's objects are written in two halves side by side: this thread writes the
            // first to the output, the other core (idle by now) the second into memory of its own,
            // which goes out right after the first.
            let middle = table.count / 2
            var (first, (second, secondOffsets)) = SideBySide.both(concurrently: true, {
                writeObjects(table, in: 0..<middle, refsStart: 0, refSize: refSize, to: &out)
            }, {
                // About 12 bytes an object in a large model's archive: room enough that the memory
                // rarely has to grow.
                var sink = ByteSink(growingFrom: 16 * (table.count - middle))
                let secondOffsets = writeObjects(table, in: middle..<table.count, refsStart: table.referencesStart(at: middle),
                                                 refSize: refSize, to: &sink)
                return (sink, secondOffsets)
            })
            parts = [(0, first), (out.position, secondOffsets)]
            out.append(laidOut: second.written)
            second.deallocate()
        } else {
            parts = [(0, writeObjects(table, in: 0..<table.count, refsStart: 0, refSize: refSize, to: &out))]
        }

        // The second half's offsets go into the table with its start added as they are written:
        // joining them to the first half's first cost the compiling thread a copy of half a million
        // offsets into fresh memory while the other core had nothing left to do.
        let offsetTableOffset = out.position
        let offsetSize = BinaryPropertyListFormat.byteWidth(for: UInt64(offsetTableOffset))
        for (base, offsets) in parts {
            if base + Int(offsets.narrow.last ?? 0) <= Int(UInt32.max) {
                out.writeOffsets(offsets.narrow, adding: UInt32(truncatingIfNeeded: base), width: offsetSize)
            } else {
                for offset in offsets.narrow { out.writeUnsigned(UInt64(base + Int(offset)), width: offsetSize) }
            }
            for offset in offsets.wide { out.writeUnsigned(UInt64(base + offset), width: offsetSize) }
        }

        // Trailer: 5 unused bytes, sort version 0, offset size, ref size, counts and offsets.
        out.append([0, 0, 0, 0, 0, 0])
        out.append(UInt8(offsetSize))
        out.append(UInt8(refSize))
        out.writeUnsigned(UInt64(table.count), width: 8)
        out.writeUnsigned(UInt64(top), width: 8)
        out.writeUnsigned(UInt64(offsetTableOffset), width: 8)
    }

    /// From this many objects on, writing the objects in two halves side by side gains more than
    /// the second half's memory and its hand-over cost.
    static let objectsWorthWritingInHalves = 200_000

    /// Every object header counted at its largest (marker plus a 9-byte count).
    private static let largestHeader = 10

    /// An upper bound of any one object's bytes, from what the table knows without walking its
    /// objects (a walk took as long as writing a fifth of them): the longest string in UTF-16,
    /// the largest data, the container with the most references.
    private static func largestObjectBound(of table: ObjectTable, refSize: Int) -> Int {
        let longestString = table.strings.strings.reduce(0) { max($0, $1.utf8.count) }
        let largestData = table.blobs.reduce(0) { max($0, $1.count) }
        return largestHeader + max(2 * longestString, largestData, table.largestContainer * refSize, 16)
    }

    /// The bytes of the objects numbered in `range` (whose first container's references start at
    /// `refsStart`) in number order; returns where each starts. The offsets go straight into memory
    /// set aside for all of them (a large archive has a million objects, and appending them one at
    /// a time took a fifth of the writing's instructions).
    private static func writeObjects(_ table: ObjectTable, in range: Range<Int>, refsStart: Int32, refSize: Int,
                                     to out: inout ByteSink) -> ObjectOffsets {
        var wide: [Int] = []
        let narrow = [UInt32](unsafeUninitializedCapacity: range.count) { narrow, narrowCount in
            table.refs.withUnsafeBufferPointer { refs in
                table.forEachNode(in: range, refsStart: refsStart) { node in
                    let position = out.position
                    if wide.isEmpty, position <= Int(UInt32.max), narrowCount < range.count {
                        narrow.initializeElement(at: narrowCount, to: UInt32(truncatingIfNeeded: position))
                        narrowCount += 1
                    } else {
                        wide.append(position)
                    }
                    write(node, of: table, refs: refs, refSize: refSize, to: &out)
                }
            }
        }
        return ObjectOffsets(narrow: narrow, wide: wide)
    }

    /// The bytes of one object, inlined into the loop over them (as a call it cost more than the
    /// offsets saved).
    @inline(__always)
    private static func write(_ node: ObjectTable.Node, of table: ObjectTable, refs: UnsafeBufferPointer<Int32>, refSize: Int,
                              to out: inout ByteSink) {
        switch node {
        case .string(let id): out.writeString(table.strings[id])
        case .integer(let value): out.writeInteger(value)
        case .unsignedInteger(let value):
            // 16 bytes, the high 8 zero: what the reader takes as above Int64.max.
            out.append(BinaryPropertyListFormat.Marker.integer | 4)
            out.writeUnsigned(0, width: 8)
            out.writeUnsigned(value, width: 8)
        case .real(let value):
            out.append(BinaryPropertyListFormat.Marker.real | 3)
            out.writeUnsigned(value.bitPattern, width: 8)
        case .float(let value):
            out.append(BinaryPropertyListFormat.Marker.real | 2)
            out.writeUnsigned(UInt64(value.bitPattern), width: 4)
        case .boolean(let value):
            out.append(value ? BinaryPropertyListFormat.trueByte : BinaryPropertyListFormat.falseByte)
        case .uid(let value):
            let width = BinaryPropertyListFormat.byteWidth(for: UInt64(value))
            out.writeUnsigned(UInt64(value), width: width, after: BinaryPropertyListFormat.Marker.uid | UInt8(width - 1))
        case .data(let index):
            let bytes = table.blobs[Int(index)]
            out.writeHeader(BinaryPropertyListFormat.Marker.data, count: bytes.count)
            out.append(bytes)
        case .date(let value):
            out.append(BinaryPropertyListFormat.Marker.date | 3)
            out.writeUnsigned(value.bitPattern, width: 8)
        case .array(let start, let count):
            out.writeContainer(BinaryPropertyListFormat.Marker.array, count: Int(count),
                               references: UnsafeBufferPointer(rebasing: refs[Int(start)..<Int(start + count)]), width: refSize)
        case .dictionary(let start, let count):
            out.writeContainer(BinaryPropertyListFormat.Marker.dictionary, count: Int(count),
                               references: UnsafeBufferPointer(rebasing: refs[Int(start)..<Int(start + 2 * count)]), width: refSize)
        }
    }

    /// An upper bound of the file size, so that the bytes fit one buffer allocated once: every
    /// object header counted at its largest, strings at two bytes per UTF-8 byte (UTF-16 never
    /// needs more), offsets at 8 bytes.
    private static func sizeBound(of table: ObjectTable, refSize: Int) -> Int {
        var size = BinaryPropertyListFormat.magic.count + BinaryPropertyListFormat.trailerSize + table.count * 8
        table.forEachNode { node in
            switch node {
            case .string(let id): size += largestHeader + table.strings[id].utf8.count * 2
            case .data(let index): size += largestHeader + table.blobs[Int(index)].count
            case .array(_, let count): size += largestHeader + Int(count) * refSize
            case .dictionary(_, let count): size += largestHeader + Int(count) * 2 * refSize
            case .integer, .real, .date, .float: size += 9
            case .unsignedInteger: size += 17
            case .uid: size += 5
            case .boolean: size += 1
            }
        }
        return size
    }
}

/// Each object's offset in the file, as it is written: in 4 bytes while they fit (a million
/// objects' offsets are alive beside the table), the rest of them in 8.
private struct ObjectOffsets {
    /// The offsets below 4 GB, then `wide` the others.
    let narrow: [UInt32]
    let wide: [Int]
}

/// The output buffer with the primitive big-endian writes of the format. Either the whole file
/// (memory sized by `sizeBound`, never drained), a piece of it that is handed to `drain` when the
/// next object might not fit (a piece holds at least the largest object, so every write is
/// contiguous), or memory of its own that grows (the second half of a large table's objects).
private struct ByteSink {
    private var buffer: UnsafeMutableBufferPointer<UInt8>
    private let drain: ((UnsafeRawBufferPointer) throws -> Void)?
    /// Whether `buffer` is the sink's own, grown as bytes come (see `init(growingFrom:)`).
    private var grows = false
    /// Bytes in `buffer`, and bytes handed to `drain` before them.
    private var filled = 0
    private var drained = 0
    /// The first error of `drain`; after it nothing more is handed over.
    private var failure: (any Error)?

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>, drain: ((UnsafeRawBufferPointer) throws -> Void)? = nil) {
        self.buffer = buffer
        self.drain = drain
    }

    /// A sink over memory of its own, `capacity` bytes to start with, grown in place as bytes
    /// come (a large block is moved by remapping its pages, not by copying them). `written` holds
    /// the bytes; `deallocate()` frees them.
    init(growingFrom capacity: Int) {
        buffer = Self.resized(nil, to: max(capacity, 1))
        LargePages.advise(address: UInt(bitPattern: buffer.baseAddress), byteCount: buffer.count)
        drain = nil
        grows = true
    }

    /// The bytes written, while the sink lives.
    var written: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[0..<filled]))
    }

    /// Frees a growing sink's memory.
    mutating func deallocate() {
        guard grows else { return }
        free(buffer.baseAddress)
        buffer = UnsafeMutableBufferPointer(start: nil, count: 0)
        filled = 0
    }

    private static func resized(_ memory: UnsafeMutablePointer<UInt8>?, to capacity: Int) -> UnsafeMutableBufferPointer<UInt8> {
        guard let moved = realloc(memory, capacity) else { preconditionFailure("out of memory for \(capacity) bytes of output") }
        return UnsafeMutableBufferPointer(start: moved.assumingMemoryBound(to: UInt8.self), count: capacity)
    }

    /// Offset in the file of the next byte written.
    var position: Int { drained + filled }

    /// Hands over what is left; throws the first error `drain` threw.
    mutating func finish() throws {
        handOver()
        if let failure { throw failure }
    }

    private mutating func handOver() {
        if let drain, failure == nil, filled > 0 {
            do { try drain(UnsafeRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[0..<filled]))) } catch { failure = error }
        }
        drained += filled
        filled = 0
    }

    /// The address of `count` more bytes at the current position (inlined: every object passes
    /// here, some several times).
    @inline(__always)
    private mutating func reserve(_ count: Int) -> UnsafeMutablePointer<UInt8> {
        if filled + count > buffer.count {
            if drain != nil { handOver() }
            if grows { buffer = Self.resized(buffer.baseAddress, to: max(2 * buffer.count, filled + count)) }
        }
        precondition(count >= 0 && filled + count <= buffer.count, "bplist size bound exceeded")
        guard let base = buffer.baseAddress else { preconditionFailure("bplist output buffer has no storage") }
        defer { filled += count }
        return base + filled
    }

    mutating func append(_ byte: UInt8) {
        reserve(1).initialize(to: byte)
    }

    /// Bytes laid out elsewhere, possibly more than a piece holds: handed over as they are when
    /// the output goes out in pieces and they do not fit, copied otherwise.
    mutating func append(laidOut bytes: UnsafeRawBufferPointer) {
        guard let drain, bytes.count > buffer.count - filled else {
            append(bytes)
            return
        }
        handOver()
        if failure == nil {
            do { try drain(bytes) } catch { failure = error }
        }
        drained += bytes.count
    }

    mutating func append<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        let target = reserve(bytes.count)
        let handled = bytes.withContiguousStorageIfAvailable { source -> Bool in
            if let address = source.baseAddress { target.initialize(from: address, count: source.count) }
            return true
        }
        if handled == nil {
            for (offset, byte) in bytes.enumerated() { (target + offset).initialize(to: byte) }
        }
    }

    /// `value`'s `width` low bytes, big-endian: one store for the widths of the format (every UID
    /// and integer of a large archive passes here).
    mutating func writeUnsigned(_ value: UInt64, width: Int) {
        Self.store(value, width: width, at: UnsafeMutableRawPointer(reserve(width)))
    }

    /// `value`'s `width` low bytes at `target`, big-endian.
    @inline(__always)
    private static func store(_ value: UInt64, width: Int, at target: UnsafeMutableRawPointer) {
        switch width {
        case 1: target.storeBytes(of: UInt8(truncatingIfNeeded: value), as: UInt8.self)
        case 2: target.storeBytes(of: UInt16(truncatingIfNeeded: value).bigEndian, as: UInt16.self)
        case 4: target.storeBytes(of: UInt32(truncatingIfNeeded: value).bigEndian, as: UInt32.self)
        case 8: target.storeBytes(of: value.bigEndian, as: UInt64.self)
        default:
            for offset in 0..<width {
                target.storeBytes(of: UInt8(truncatingIfNeeded: value >> UInt64(8 * (width - 1 - offset))), toByteOffset: offset, as: UInt8.self)
            }
        }
    }

    /// `writeUnsigned(_:width:)` after a `marker` byte, with one look for room: a large archive
    /// has a UID object for every reference of every archived object.
    mutating func writeUnsigned(_ value: UInt64, width: Int, after marker: UInt8) {
        let target = UnsafeMutableRawPointer(reserve(1 + width))
        target.storeBytes(of: marker, as: UInt8.self)
        Self.store(value, width: width, at: target + 1)
    }

    /// An array's or dictionary's header and references.
    mutating func writeContainer(_ marker: UInt8, count: Int, references: UnsafeBufferPointer<Int32>, width: Int) {
        Self.storeBigEndian(references, width: width,
                            at: UnsafeMutableRawPointer(reserve(references.count * width, afterHeader: marker, count: count)))
    }

    /// `writeHeader(_:count:)`, then the address of `byteCount` more bytes: a header that fits its
    /// marker byte (fewer than 15 entries: nearly every archived object, key and name) goes in with
    /// the bytes after it in one look for room. Inlined: most objects pass here.
    @inline(__always)
    private mutating func reserve(_ byteCount: Int, afterHeader marker: UInt8, count: Int) -> UnsafeMutablePointer<UInt8> {
        guard count < 15 else {
            writeHeader(marker, count: count)
            return reserve(byteCount)
        }
        let target = reserve(1 + byteCount)
        target.initialize(to: marker | UInt8(count))
        return target + 1
    }

    /// Every reference of every array and dictionary passes here (millions in a large archive),
    /// so the widths `byteWidth` gives store whole big-endian words rather than a byte at a time.
    mutating func writeReferences(_ refs: UnsafeBufferPointer<Int32>, width: Int) {
        Self.storeBigEndian(refs, width: width, at: UnsafeMutableRawPointer(reserve(refs.count * width)))
    }

    /// Offsets of the offset table (a million in a large archive), each plus `base`, in pieces that
    /// fit the buffer. The caller sees that every sum stays below 4 GB.
    mutating func writeOffsets(_ offsets: [UInt32], adding base: UInt32, width: Int) {
        var next = 0
        while next < offsets.count {
            let count = min(offsets.count - next, max(1, (buffer.count - filled) / width), max(1, buffer.count / width))
            Self.storeBigEndian(offsets[next..<next + count].lazy.map { base &+ $0 }, width: width,
                                at: UnsafeMutableRawPointer(reserve(count * width)))
            next += count
        }
    }

    /// `words` (taken as 32-bit words) at `target`, each in its `width` low bytes, big-endian: as
    /// whole words where the width is 1, 2 or 4 bytes, else a byte at a time.
    private static func storeBigEndian<Words: Sequence>(_ words: Words, width: Int, at target: UnsafeMutableRawPointer)
        where Words.Element: FixedWidthInteger {
        var offset = 0
        switch width {
        case 1:
            for word in words { target.storeBytes(of: UInt8(truncatingIfNeeded: word), toByteOffset: offset, as: UInt8.self); offset += 1 }
        case 2:
            for word in words {
                target.storeBytes(of: UInt16(truncatingIfNeeded: word).bigEndian, toByteOffset: offset, as: UInt16.self)
                offset += 2
            }
        case 4:
            for word in words {
                target.storeBytes(of: UInt32(truncatingIfNeeded: word).bigEndian, toByteOffset: offset, as: UInt32.self)
                offset += 4
            }
        default:
            for word in words {
                for byte in 0..<width {
                    target.storeBytes(of: UInt8(truncatingIfNeeded: UInt64(UInt32(truncatingIfNeeded: word)) >> UInt64(8 * (width - 1 - byte))),
                                      toByteOffset: offset + byte, as: UInt8.self)
                }
                offset += width
            }
        }
    }

    /// Marker byte with the count in the low nibble, or `0xF` followed by an integer object.
    mutating func writeHeader(_ marker: UInt8, count: Int) {
        if count < 15 {
            append(marker | UInt8(count))
        } else {
            append(marker | BinaryPropertyListFormat.countFollows)
            writeInteger(Int64(count))
        }
    }

    mutating func writeInteger(_ value: Int64) {
        let width = value < 0 ? 8 : BinaryPropertyListFormat.byteWidth(for: UInt64(value))
        let exponent: UInt8 = width == 1 ? 0 : width == 2 ? 1 : width == 4 ? 2 : 3
        append(BinaryPropertyListFormat.Marker.integer | exponent)
        writeUnsigned(UInt64(bitPattern: value), width: width)
    }

    mutating func writeString(_ string: String) {
        // The bytes in place: the string view's byte-by-byte walk cost as much as the copying.
        var string = string
        let isASCII = string.withUTF8 { bytes -> Bool in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
            let target = reserve(bytes.count, afterHeader: BinaryPropertyListFormat.Marker.asciiString, count: bytes.count)
            if let source = bytes.baseAddress { target.initialize(from: source, count: bytes.count) }
            return true
        }
        guard !isASCII else { return }
        let units = string.utf16
        writeHeader(BinaryPropertyListFormat.Marker.utf16String, count: units.count)
        let target = reserve(units.count * 2)
        for (index, unit) in units.enumerated() {
            (target + 2 * index).initialize(to: UInt8(truncatingIfNeeded: unit >> 8))
            (target + 2 * index + 1).initialize(to: UInt8(truncatingIfNeeded: unit))
        }
    }
}
