/// The field keys of an archive's objects, numbered by content: every key string object of the
/// property list gets the number of its text, so finding a field is comparing small integers
/// along the object's keys rather than comparing strings. Archives repeat a few dozen keys over
/// and over (a large model has millions of fields).
///
/// Only ASCII keys are numbered. A UTF-16 key (never written by Apple or modelc, but possible in
/// a hostile file) is marked `compareAsString`, and a lookup compares it as a `String`, so that
/// every key compares exactly as the `String` key it is; so is any key past the 65,533rd distinct one.
struct FieldKeys: Sendable {
    /// Per property-list object number: `unknown` (no key of an archived object),
    /// `compareAsString`, or `firstID` + the key's number.
    private var numbers: [UInt16]
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

    init(objectCount: Int) {
        numbers = [UInt16](repeating: Self.unknown, count: objectCount)
    }

    /// The number of key object `index` (`unknown` before `register`).
    func number(ofObject index: Int) -> UInt16 { numbers[index] }

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
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return .nonASCII }
            return find(bytes).map { .number(Self.firstID + $0) } ?? .absent
        }
        return found ?? .nonASCII
    }

    /// Numbers key object `index` of `plist`, if it is not numbered yet.
    mutating func register(_ index: Int, in plist: BinaryPropertyList) throws {
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
        var slot = Self.hash(bytes) & (slots.count - 1)
        while slots[slot] != 0 {
            let number = Int(slots[slot] - 1)
            if pool[starts[number] ..< starts[number + 1]].elementsEqual(bytes) { return UInt16(number) }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    private func find(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt16? {
        find(UnsafeRawBufferPointer(bytes))
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

    /// FNV-1a: keys are short, and this needs no seed or finalisation.
    private static func hash(_ bytes: UnsafeRawBufferPointer) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}
