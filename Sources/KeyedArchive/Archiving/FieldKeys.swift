/// The field keys of an archive's objects, numbered by content: every key gets the number of its
/// text, and each object's key numbers are kept side by side, so finding a field is scanning a few
/// small integers rather than following references to strings and comparing them. Archives repeat
/// a few dozen keys over and over (a large model has millions of fields).
///
/// Only ASCII keys are numbered. A UTF-16 key (never written by Apple or modelc, but possible in
/// a hostile file) is marked `compareAsString`, and a lookup compares it as a `String`, so that
/// every key compares exactly as the `String` key it is; so is any key past the 65,533rd distinct one.
struct FieldKeys: Sendable {
    /// Per property-list object number: `unknown` (no key of an archived object),
    /// `compareAsString`, or `firstID` + the key's number. Needed only while objects are added.
    private var numbers: [UInt16]
    /// The key numbers of every object's fields, object after object.
    private var fieldNumbers: [UInt16] = []
    /// Per `$objects` entry: where its key numbers start in `fieldNumbers` (entries that are no
    /// dictionary have none).
    private var fieldStarts: [Int]
    /// The bytes of key number `n` are `pool[starts[n] ..< starts[n + 1]]`.
    private var pool: [UInt8] = []
    private var starts: [Int] = [0]
    /// Open addressing by hash of the bytes: key number + 1, or 0 for an empty slot.
    private var slots = [UInt16](repeating: 0, count: 256)
    /// Whether any key is `compareAsString`.
    private(set) var hasStringKeys = false

    static let unknown: UInt16 = 0
    static let compareAsString: UInt16 = 1
    private static let firstID: UInt16 = 2

    init(plistObjectCount: Int, archiveObjectCount: Int) {
        numbers = [UInt16](repeating: Self.unknown, count: plistObjectCount)
        fieldStarts = [Int](repeating: 0, count: archiveObjectCount)
    }

    /// Numbers the keys of `dictionary`, `$objects` entry `entry`.
    mutating func add(_ dictionary: BinaryPropertyList.Object, entry: Int, in plist: BinaryPropertyList) throws {
        fieldStarts[entry] = fieldNumbers.count
        for position in 0 ..< dictionary.count {
            let key = try plist.reference(position, of: dictionary)
            try register(key, in: plist)
            fieldNumbers.append(numbers[key])
        }
    }

    /// Frees what only adding objects needs.
    mutating func finish() {
        numbers = []
    }

    /// The position of the first field of `dictionary`, `$objects` entry `entry`, whose key
    /// `matches`: `wanted` if it is numbered, `compareAsString(position)` if it is not.
    func position(in dictionary: BinaryPropertyList.Object, entry: Int, wanted: UInt16,
                  compareAsString: (Int) throws -> Bool) rethrows -> Int? {
        let start = fieldStarts[entry]
        return try fieldNumbers.withUnsafeBufferPointer { numbers in
            for position in 0 ..< dictionary.count {
                let number = numbers[start + position]
                if number == wanted { return position }
                if number == Self.compareAsString, try compareAsString(position) { return position }
            }
            return nil
        }
    }

    /// What a lookup of `key` compares key numbers with.
    enum Wanted {
        /// An ASCII key that some field has.
        case number(UInt16)
        /// An ASCII key that no ASCII field has (only `compareAsString` keys can still be it).
        case absent
        /// A key with non-ASCII characters: only a string comparison can tell.
        case nonASCII
    }

    func wanted(_ key: String) -> Wanted {
        let found: Wanted? = key.utf8.withContiguousStorageIfAvailable { bytes in
            // Equal to a numbered key means ASCII; only a miss needs the scan.
            if let number = find(UnsafeRawBufferPointer(bytes)) { return .number(Self.firstID + number) }
            return bytes.allSatisfy({ $0 < 0x80 }) ? .absent : .nonASCII
        }
        return found ?? .nonASCII
    }

    /// Numbers key object `index` of `plist`, if it is not numbered yet.
    private mutating func register(_ index: Int, in plist: BinaryPropertyList) throws {
        guard numbers[index] == Self.unknown else { return }
        let object = try plist.object(index)
        guard case .asciiString = object.kind else {
            numbers[index] = Self.compareAsString
            hasStringKeys = true
            return
        }
        let number = try plist.withASCIIBytes(object) { bytes in find(bytes) ?? add(bytes) }
        if let number {
            numbers[index] = Self.firstID + number
        } else {
            numbers[index] = Self.compareAsString
            hasStringKeys = true
        }
    }

    private func find(_ bytes: UnsafeRawBufferPointer) -> UInt16? {
        pool.withUnsafeBytes { pool in
            var slot = Self.hash(bytes) & (slots.count - 1)
            while slots[slot] != 0 {
                let number = Int(slots[slot] - 1)
                let start = starts[number]
                if starts[number + 1] - start == bytes.count, Self.equal(pool, from: start, bytes) { return UInt16(number) }
                slot = (slot + 1) & (slots.count - 1)
            }
            return nil
        }
    }

    private static func equal(_ pool: UnsafeRawBufferPointer, from start: Int, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var index = 0
        while index < bytes.count {
            if pool[start + index] != bytes[index] { return false }
            index += 1
        }
        return true
    }

    /// Numbers new key `bytes`; nil when the numbers are used up.
    private mutating func add(_ bytes: UnsafeRawBufferPointer) -> UInt16? {
        let number = starts.count - 1
        guard number < Int(UInt16.max - Self.firstID) else { return nil }
        pool.append(contentsOf: bytes)
        starts.append(pool.count)
        if starts.count * 2 > slots.count { rehash(to: slots.count * 2) }
        insert(number)
        return UInt16(number)
    }

    private mutating func insert(_ number: Int) {
        let bytes = pool[starts[number] ..< starts[number + 1]]
        var slot = bytes.withUnsafeBytes(Self.hash) & (slots.count - 1)
        while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
        slots[slot] = UInt16(number + 1)
    }

    private mutating func rehash(to size: Int) {
        slots = [UInt16](repeating: 0, count: size)
        for number in 0 ..< starts.count - 2 { insert(number) }
    }

    /// Every byte, eight at a time: keys are short, and a lookup must cost less than hashing a
    /// `String` (which has a random seed and a finalisation).
    private static func hash(_ bytes: UnsafeRawBufferPointer) -> Int {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = UInt64(bytes.count) &* multiplier
        var index = 0
        while index + 8 <= bytes.count {
            hash = (hash ^ bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* multiplier
            hash ^= hash >> 29
            index += 8
        }
        var tail: UInt64 = 0
        while index < bytes.count {
            tail = tail << 8 | UInt64(bytes[index])
            index += 1
        }
        hash = (hash ^ tail) &* multiplier
        return Int(truncatingIfNeeded: hash >> 32)
    }
}
