import HostSystem

/// Builds an `NSKeyedArchiver`-compatible archive (Documentation/Formats.md "Binary property lists and archive layout") — the mirror image of
/// `KeyedArchiveDecoder`.
///
/// Numbering follows `NSKeyedArchiver`: `$objects[0]` is `"$null"`; every other object gets its
/// UID when it is **first referenced**, depth first in encode-call order. `reserveUID(for:)`
/// models a conditional reference: it hands out the UID now and the content is written when the
/// object is encoded later. Class descriptors (`{ $classname, $classes }`) are written once per
/// class name, allocated right **after** the first object of that class has encoded its children.
///
/// Field order inside an object is encode-call order with `$class` appended last (its
/// descriptor UID is only known once the body is done). Callers that emulate Apple's
/// hash-table order set `fieldOrder`, which may permute every archived object's keys.
///
/// ```swift
/// let encoder = KeyedArchiveEncoder()
/// let root = encoder.encodeObject(ObjectKey(model), classChain: ["NSManagedObjectModel", "NSObject"]) { object in
///     object.encodeReference(encoder.encodeString("Person"), forKey: "NSName")
///     object.encode(42, forKey: "NSCount")
/// }
/// let bytes = try encoder.finish(root: root)
/// ```
///
/// If a body closure throws, the encoder is left half-written and should be discarded.
package final class KeyedArchiveEncoder {
    /// One `$objects` slot.
    enum Slot {
        /// UID handed out by `reserveUID(for:)`, content not yet encoded.
        case reserved
        /// The object's body is being encoded (back-references return its UID).
        case inProgress
        /// An archived object: `objectFields[start..<start + count]`, `$class` included.
        case object(start: Int32, count: Int32)
        /// A class descriptor (`$classname`, `$classes`) in `objectFields[start..<start + count]`:
        /// with rules, its strings are written by rules of their own.
        case classDescriptor(start: Int32, count: Int32)
        /// A plain value stored directly in `$objects` (strings, numbers).
        case inline(ArchiveCell)
    }

    let storage = ArchiveStorage()
    // Unchecked exclusivity on the hot tables (here and in ArchiveStorage): they are touched a few
    // million times per large model, never while another access to them is open, and the dynamic
    // checks alone cost several percent of a compile.
    @exclusivity(unchecked) var slots: [Slot] = []
    /// The fields of every finished object, back to back (see `Slot.object`).
    @exclusivity(unchecked) var objectFields: [ArchiveField] = []
    /// UIDs by `ObjectKey.instance` (see `WordTable`).
    @exclusivity(unchecked) private var uidsByInstance = WordTable()
    @exclusivity(unchecked) private var uidsByKey: [ObjectKey: UID] = [:]
    /// Class descriptor UIDs by the interned id of the class name (`UID.null`: none yet) — a
    /// plain array, as this is looked up for every object.
    @exclusivity(unchecked) private var classUIDs: [UID] = []
    /// Class descriptor UIDs by the chain last asked about in each of a few slots, chosen by where
    /// the chain's array lives: encoders pass the same few arrays (their schema's class chains) for
    /// every object, so this answers without interning the class name again. A slot's chain is
    /// compared whole before it answers, so another array at a reused address cannot be mistaken.
    @exclusivity(unchecked) private var recentChains = [(chain: [String], uid: UID)?](repeating: nil, count: 1 << KeyedArchiveEncoder.recentChainBits)
    /// 2^6 slots: several times the class chains a model archive uses. The key-order cache keeps
    /// each chain's last key sequence in the same slots.
    private static let recentChainBits = 6
    private let classKey: Int32
    /// Apple's layout rules, or nil for modelc's compact layout (see `ArchiveByteRules`).
    package let rules: ArchiveByteRules?
    /// With rules: the `$objects` entry of each number and boolean value, one table per
    /// `SharedKind` (see `sharedWord(of:)`).
    @exclusivity(unchecked) private var sharedUIDs = [WordTable](repeating: WordTable(), count: SharedKind.allCases.count)
    /// With rules: the `$objects` entry of each tagged string (one object per value in Foundation).
    @exclusivity(unchecked) private var taggedStringUIDs = UIDsByStringID()
    /// `encodeSharedString`'s strings by interned id, while all are ASCII (see there).
    @exclusivity(unchecked) private var sharedStringUIDs = UIDsByStringID()
    /// `encodeSharedString`'s strings by `String` equality, from its first non-ASCII string on.
    @exclusivity(unchecked) private var canonicalSharedStrings: [String: UID]?
    /// With rules: the hash-table order of each key sequence met so far (objects of one class
    /// repeat a few sequences).
    @exclusivity(unchecked) private var hashOrders: [[Int32]: [Int32]] = [:]
    @exclusivity(unchecked) private var keyOrders = KeyOrderCache(recentSlots: 1 << KeyedArchiveEncoder.recentChainBits)
    /// In a part (`init(partWith:)`): how each slot came to be, for `absorb(_:)` to replay.
    @exclusivity(unchecked) var partSlots: [PartSlot]?

    /// Optional field-order policy: given a finished object's class chain and its keys (in
    /// encode-call order, `$class` last), returns the order to store them in. Keys it omits keep
    /// their relative order at the end; unknown keys are ignored. `nil` keeps encode-call order.
    package var fieldOrder: ((_ classChain: [String], _ keys: [String]) -> [String])?

    /// Creates an empty archive (containing only `$null`).
    package convenience init() {
        self.init(rules: nil)
    }

    /// Creates an empty archive laid out by `rules` (nil: modelc's compact layout).
    package init(rules: ArchiveByteRules?) {
        self.rules = rules
        classKey = storage.strings.id(for: KeyedArchiveKey.class)
        slots.append(.inline(.string(storage.strings.id(for: KeyedArchiveFormat.nullPlaceholder))))
    }

    /// Creates an encoder for a run of objects that another encoder (laid out by the same `rules`)
    /// would encode next, so that the run can be archived on another thread while that encoder
    /// works on what comes before it; that encoder then takes the run in with `absorb(_:)`.
    package convenience init(partWith rules: ArchiveByteRules?) {
        self.init(rules: rules)
        partSlots = [PartSlot(origin: .fresh)]
    }

    /// Makes room for about `objects` `$objects` entries holding `fields` keyed fields in all,
    /// `identities` objects keyed by instance and `strings` distinct strings, so that a large
    /// archive grows its tables once instead of by repeated doubling (each doubling copies the
    /// table into freshly faulted pages). The lookup tables are sized to what they will hold and
    /// no larger: every probe of a table larger than the cache is a miss.
    package func reserveCapacity(objects: Int, fields: Int, identities: Int, strings: Int) {
        slots.reserveCapacity(objects)
        // A part remembers how each slot came to be, beside the slot: grown by doubling, that list
        // was copied a dozen times into fresh pages while its thread archived.
        partSlots?.reserveCapacity(objects)
        objectFields.reserveCapacity(fields)
        uidsByInstance.reserveCapacity(identities)
        storage.strings.reserveCapacity(strings)
    }

    /// The memory `reserveCapacity` set aside for objects and their fields, for a thread with
    /// nothing else to do to fault in while this encoder fills it (see `PagePrefault`).
    package var reservedMemory: [PagePrefault.Region] {
        [PagePrefault.region(reservedBy: slots), PagePrefault.region(reservedBy: objectFields)]
            + (partSlots.map { [PagePrefault.region(reservedBy: $0)] } ?? [])
    }

    /// Faults in the memory `reserveCapacity` set aside, in one pass, when it is large enough to be
    /// worth it: for a thread that fills its own tables, with no other thread free to do it ahead.
    package func faultInReservedMemory() {
        if slots.capacity >= Self.objectsWorthPrefaulting { PagePrefault.populate(reservedMemory) }
    }

    /// From this many `$objects` entries on, the encoder's tables and the numbered table are
    /// megabytes, worth faulting in ahead.
    static let objectsWorthPrefaulting = 20_000

    /// The number of `$objects` entries so far, including `$null` (after `finish`, in the archive).
    package var objectCount: Int { slots.isEmpty ? finishedObjectCount : slots.count }
    /// `objectCount` once `finish` has released the slots.
    private var finishedObjectCount = 0

    // MARK: - Identity and numbering

    /// The UID of the object identified by `key`, allocating it now if the object has not been
    /// referenced yet (a conditional reference). The object must be encoded before `finish`.
    package func reserveUID(for key: ObjectKey) -> UID {
        if let uid = existingUID(for: key) { return uid }
        let uid = allocate(.reserved)
        record(uid, for: key)
        partSlots?[uid.index].origin = .keyed(key)
        return uid
    }

    /// Whether the object identified by `key` has already been given a UID.
    package func hasUID(for key: ObjectKey) -> Bool { existingUID(for: key) != nil }

    func existingUID(for key: ObjectKey) -> UID? {
        if let instance = key.instance { return uidsByInstance[Self.word(instance)].map(UID.init) }
        return uidsByKey[key]
    }

    func record(_ uid: UID, for key: ObjectKey) {
        if let instance = key.instance {
            uidsByInstance.set(uid.value, for: Self.word(instance))
        } else {
            uidsByKey[key] = uid
        }
    }

    private static func word(_ instance: ObjectIdentifier) -> UInt64 {
        UInt64(UInt(bitPattern: instance))
    }

    func allocate(_ slot: Slot) -> UID {
        slots.append(slot)
        partSlots?.append(PartSlot(origin: .fresh))
        return UID(UInt32(slots.count - 1))
    }

    // MARK: - Objects

    /// Encodes an archived object of class `classChain[0]` (chain most specific first, ending in
    /// `NSObject`) whose fields `body` writes, and returns its UID.
    ///
    /// With an `id`, the object is encoded at most once: if it is already encoded or being
    /// encoded (a back-pointer), its UID is returned and `body` is not called; if it was only
    /// reserved, the reserved UID is used. Without an `id` every call creates a new object.
    @discardableResult
    package func encodeObject(
        _ id: ObjectKey? = nil,
        classChain: [String],
        body: (inout ObjectWriter) throws -> Void
    ) rethrows -> UID {
        let uid: UID
        if let id, let existing = existingUID(for: id) {
            guard case .reserved = slots[existing.index] else { return existing }
            uid = existing
            slots[uid.index] = .inProgress
        } else {
            uid = allocate(.inProgress)
            if let id {
                record(uid, for: id)
                partSlots?[uid.index].origin = .keyed(id)
            }
        }
        let bodyStart = UInt32(slots.count)
        var writer = ObjectWriter(storage: storage, classKey: classKey)
        try body(&writer)
        let chainSlot = Self.recentSlot(of: classChain)
        writer.appendClass(classDescriptor(for: classChain, recentSlot: chainSlot))
        let start = Int32(objectFields.count)
        if rules != nil {
            // Straight into place in hash-table order: no reordered copy of the fields.
            let fields = storage.openFields[writer.base...]
            let order = keyOrders.order(of: fields, recentSlot: chainSlot) { HashTableOrder.stringHash(storage.strings[$0]) }
            if order.count == fields.count {
                for index in order { objectFields.append(fields[writer.base + Int(keyOrders.positions[index])]) }
            } else {
                objectFields.append(contentsOf: fields)
            }
        } else {
            if let fieldOrder { writer.reorder(fieldOrder(classChain, writer.keys)) }
            objectFields.append(contentsOf: storage.openFields[writer.base...])
        }
        slots[uid.index] = .object(start: start, count: Int32(objectFields.count) - start)
        storage.openFields.removeSubrange(writer.base...)
        if id != nil { partSlots?[uid.index].body = bodyStart..<UInt32(slots.count) }
        return uid
    }

    /// The hash-table order of an object's keys (inserted in encode-call order, `$class` last).
    private func hashOrder(of ids: [Int32]) -> [Int32] {
        if let known = hashOrders[ids] { return known }
        let ordered = HashTableOrder.order(ids) { HashTableOrder.stringHash(storage.strings[$0]) }
        hashOrders[ids] = ordered
        return ordered
    }

    /// The slot of `chain` in the tables of what was found last for a class chain (by the chain's
    /// address: the chains are constant arrays, one per class).
    private static func recentSlot(of chain: [String]) -> Int {
        chain.withUnsafeBufferPointer { AddressSlot.of($0.baseAddress, bits: recentChainBits) }
    }

    /// The UID of the class descriptor for `chain` (in `slot`, `recentSlot(of: chain)`), written on first use.
    private func classDescriptor(for chain: [String], recentSlot slot: Int) -> UID {
        if let recent = recentChains[slot], recent.chain == chain { return recent.uid }
        let uid = namedClassDescriptor(for: chain)
        recentChains[slot] = (chain, uid)
        return uid
    }

    /// The class descriptor for `chain`, found by its class name (written on first use).
    func namedClassDescriptor(for chain: [String]) -> UID {
        let name = chain.first ?? "NSObject"
        let nameID = Int(storage.strings.id(for: name))
        if nameID < classUIDs.count, classUIDs[nameID] != .null { return classUIDs[nameID] }
        var fields = [
            storage.field(key: storage.strings.id(for: KeyedArchiveKey.className), cell: storage.cell(for: .string(name))),
            storage.field(
                key: storage.strings.id(for: KeyedArchiveKey.classes),
                cell: storage.cell(for: .array(chain.map { .string($0) }))),
        ]
        if rules != nil {
            let order = hashOrder(of: fields.map(\.key))
            fields.sort { order.firstIndex(of: $0.key) ?? 0 < order.firstIndex(of: $1.key) ?? 0 }
        }
        let uid = allocate(.classDescriptor(start: Int32(objectFields.count), count: Int32(fields.count)))
        partSlots?[uid.index].origin = .classDescriptor(chain)
        objectFields.append(contentsOf: fields)
        if nameID >= classUIDs.count {
            classUIDs.append(contentsOf: repeatElement(.null, count: nameID + 1 - classUIDs.count))
        }
        classUIDs[nameID] = uid
        return uid
    }

    // MARK: - Inline values (strings and numbers as objects)

    /// Stores a plain value (string, integer, real, boolean, data) directly in `$objects` — how
    /// `NSKeyedArchiver` archives NSString, NSNumber and NSData — and returns its UID.
    ///
    /// Without an `id`, every call adds a new entry (Apple shares strings only when they are the
    /// same object); with an `id`, equal ids share one entry.
    @discardableResult
    package func encodeInline(_ value: PropertyListValue, id: ObjectKey? = nil) -> UID {
        if let id, let existing = existingUID(for: id) {
            guard case .reserved = slots[existing.index] else { return existing }
            slots[existing.index] = .inline(storage.cell(for: value))
            return existing
        }
        if rules != nil, id == nil {
            if case .string(let string) = value { return encodeStringObject(string, interned: storage.strings.id(for: string)) }
            if let (kind, word) = sharedWord(of: value) {
                if let shared = sharedUIDs[kind.rawValue][word] { return UID(shared) }
                let uid = allocate(.inline(storage.cell(for: value)))
                sharedUIDs[kind.rawValue].set(uid.value, for: word)
                partSlots?[uid.index].origin = .sharedValue(value)
                return uid
            }
        }
        let uid = allocate(.inline(storage.cell(for: value)))
        if let id {
            record(uid, for: id)
            partSlots?[uid.index].origin = .keyed(id)
        }
        return uid
    }

    /// A new string object — unless, with rules, the string is tagged, which Foundation makes one
    /// object per value (exact equality, as `PropertyListValue`'s): then the first one's.
    func encodeStringObject(_ string: String, interned id: Int32) -> UID {
        let tagged = rules != nil && TaggedString.isTagged(string)
        if tagged, let shared = taggedStringUIDs[id] { return shared }
        let uid = allocate(.inline(.string(id)))
        if tagged {
            taggedStringUIDs.set(uid, for: id)
            partSlots?[uid.index].origin = .taggedString(id)
        }
        return uid
    }

    /// The kinds of numbers that are one object per value in Foundation (with rules).
    private enum SharedKind: Int, CaseIterable {
        case integer, unsignedInteger, real, boolean, float
    }

    /// For a number or boolean (one object per value), its kind and the bit pattern that tells
    /// equal values apart.
    private func sharedWord(of value: PropertyListValue) -> (SharedKind, UInt64)? {
        switch value {
        case .integer(let integer): return (.integer, UInt64(bitPattern: integer))
        case .unsignedInteger(let integer): return (.unsignedInteger, integer)
        case .real(let real): return (.real, real.bitPattern)
        case .boolean(let flag): return (.boolean, flag ? 1 : 0)
        case .string, .data, .date, .array, .dictionary, .uid: return nil
        }
    }

    /// Stores a Float NSNumber in `$objects` (with rules, a 4-byte real shared per value; without,
    /// an ordinary real).
    @discardableResult
    package func encodeFloat(_ value: Float) -> UID {
        guard rules != nil else { return encodeInline(.real(Double(value))) }
        let word = UInt64(value.bitPattern)
        if let shared = sharedUIDs[SharedKind.float.rawValue][word] { return UID(shared) }
        let uid = allocate(.inline(.float(value)))
        sharedUIDs[SharedKind.float.rawValue].set(uid.value, for: word)
        partSlots?[uid.index].origin = .sharedFloat(value)
        return uid
    }

    /// A string object shared by every string equal to `string` by `String`'s `==` (canonical
    /// equivalence): the first call encodes it, later ones return its UID.
    ///
    /// ASCII strings are equal exactly when their bytes are, so they are found by their interned
    /// id (no string hashing); the first non-ASCII string switches to a `String` dictionary of
    /// all of them, which merges canonically equivalent spellings (even with ASCII: "K" and the
    /// Kelvin sign are equal).
    package func encodeSharedString(_ string: String) -> UID {
        let count = slots.count
        let uid = sharedString(string)
        if partSlots != nil, slots.count > count { partSlots?[uid.index].origin = .sharedString(storage.strings.id(for: string)) }
        return uid
    }

    /// `encodeSharedString(_:)` for a string whose interned id is `id`, when already known.
    func sharedString(_ string: String, interned id: Int32? = nil) -> UID {
        guard canonicalSharedStrings == nil, Self.isASCII(string) else { return encodeCanonicalSharedString(string) }
        let id = id ?? storage.strings.id(for: string)
        if let known = sharedStringUIDs[id] { return known }
        let uid = encodeStringObject(string, interned: id)
        sharedStringUIDs.set(uid, for: id)
        return uid
    }

    private func encodeCanonicalSharedString(_ string: String) -> UID {
        var canonical = canonicalSharedStrings ?? [:]
        canonicalSharedStrings = nil
        if canonical.isEmpty {
            for (id, uid) in sharedStringUIDs.entries { canonical[storage.strings[id]] = uid }
        }
        let uid = canonical[string] ?? encodeString(string)
        canonical[string] = uid
        canonicalSharedStrings = canonical
        return uid
    }

    private static func isASCII(_ string: String) -> Bool {
        string.utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy { $0 < 0x80 } } ?? false
    }

    /// Stores a string object; see `encodeInline(_:id:)`.
    @discardableResult
    package func encodeString(_ string: String, id: ObjectKey? = nil) -> UID {
        encodeInline(.string(string), id: id)
    }

    // MARK: - Collections

    /// Encodes an NSArray-like object (`NS.objects`); `elements` encodes the members (after the
    /// array's own UID is allocated, as `NSKeyedArchiver` does) and returns their UIDs.
    @discardableResult
    package func encodeArray(
        _ id: ObjectKey? = nil,
        classChain: [String] = FoundationClassChain.array,
        elements: () throws -> [UID]
    ) rethrows -> UID {
        try encodeObject(id, classChain: classChain) { object in
            object.encodeReferences(try elements(), forKey: KeyedArchiveKey.collectionObjects)
        }
    }

    /// Encodes an NSSet-like object (`NS.objects`); see `encodeArray`.
    @discardableResult
    package func encodeSet(
        _ id: ObjectKey? = nil,
        classChain: [String] = FoundationClassChain.set,
        elements: () throws -> [UID]
    ) rethrows -> UID {
        try encodeArray(id, classChain: classChain, elements: elements)
    }

    /// Encodes an NSDictionary-like object (`NS.keys` + `NS.objects`). `entries` encodes keys
    /// and values and returns them pairwise; `NSDictionary` itself encodes all keys first, then
    /// all values, so do the same to reproduce Apple's numbering.
    @discardableResult
    package func encodeDictionary(
        _ id: ObjectKey? = nil,
        classChain: [String] = FoundationClassChain.dictionary,
        entries: () throws -> [(key: UID, value: UID)]
    ) rethrows -> UID {
        try encodeObject(id, classChain: classChain) { object in
            let pairs = try entries()
            object.encodeReferences(pairs.map(\.key), forKey: KeyedArchiveKey.collectionKeys)
            object.encodeReferences(pairs.map(\.value), forKey: KeyedArchiveKey.collectionObjects)
        }
    }

    /// `encodeDictionary(_:classChain:entries:)` for a caller that makes the keys and the values
    /// as two arrays (no array of pairs to build and take apart again).
    @discardableResult
    package func encodeDictionary(
        _ id: ObjectKey? = nil,
        classChain: [String] = FoundationClassChain.dictionary,
        keysAndValues: () throws -> (keys: [UID], values: [UID])
    ) rethrows -> UID {
        try encodeObject(id, classChain: classChain) { object in
            let (keys, values) = try keysAndValues()
            object.encodeReferences(keys, forKey: KeyedArchiveKey.collectionKeys)
            object.encodeReferences(values, forKey: KeyedArchiveKey.collectionObjects)
        }
    }

    // MARK: - Finishing

    /// Fails unless `root` is an object of this archive and every reserved UID was encoded.
    private func checkComplete(root: UID) throws {
        guard root.index < slots.count else {
            throw KeyedArchiveError(.incompleteEncoding, "root \(root) is not an object of this archive")
        }
        for (index, slot) in slots.enumerated() {
            switch slot {
            case .object, .classDescriptor, .inline: continue
            case .reserved:
                throw KeyedArchiveError(.incompleteEncoding, "object \(index) was referenced (conditionally) but never encoded",
                                        at: .init(object: UID(UInt32(truncatingIfNeeded: index))))
            case .inProgress:
                throw KeyedArchiveError(.incompleteEncoding, "object \(index) is still being encoded", at: .init(object: UID(UInt32(truncatingIfNeeded: index))))
            }
        }
    }

    /// The archive as a property list: `{ $version, $archiver, $top: { root }, $objects }`, in
    /// that key order (current Apple files). Throws if a reserved UID was never encoded.
    package func propertyList(root: UID) throws -> PropertyListValue {
        try checkComplete(root: root)
        let objects: [PropertyListValue] = slots.map { slot in
            switch slot {
            case .inline(let cell): return storage.value(of: cell)
            case .object(let start, let count), .classDescriptor(let start, let count):
                return .dictionary(objectFields[Int(start)..<Int(start + count)].map {
                    (storage.strings[$0.key], storage.value(of: storage.cell(of: $0)))
                })
            case .reserved, .inProgress: return .string("")  // excluded by checkComplete
            }
        }
        let values: [String: PropertyListValue] = [
            KeyedArchiveKey.version: .integer(KeyedArchiveFormat.version),
            KeyedArchiveKey.archiver: .string(KeyedArchiveFormat.archiverName),
            KeyedArchiveKey.top: .dictionary([(KeyedArchiveKey.root, .uid(root))]),
            KeyedArchiveKey.objects: .array(objects),
        ]
        return .dictionary(topLevelKeys.map { ($0, values[$0] ?? .string("")) })
    }

    /// The top-level keys in the order the writer emits them.
    private var topLevelKeys: [String] {
        let fixed = [KeyedArchiveKey.version, KeyedArchiveKey.archiver, KeyedArchiveKey.top, KeyedArchiveKey.objects]
        return rules?.topLevelOrder == .hashed ? HashTableOrder.order(fixed) : fixed
    }

    /// The finished archive as `bplist00` bytes — the very bytes `BinaryPropertyListWriter`
    /// writes for `propertyList(root:)`, but numbered straight from the compact objects (no
    /// intermediate value tree). Finishing consumes the encoder: it is empty afterwards.
    package func finish(root: UID) throws -> [UInt8] {
        try finishedArchive(root: root).bytes
    }

    /// The finished archive, numbered but not yet turned into bytes (see `FinishedArchive`).
    /// Finishing consumes the encoder: it is empty afterwards.
    package func finishedArchive(root: UID) throws -> FinishedArchive {
        try checkComplete(root: root)
        // The lookups that only encoding needs go before the table is built: the table and the
        // fields it is built from are the largest things alive at once.
        uidsByInstance = WordTable()
        uidsByKey = [:]
        sharedStringUIDs = UIDsByStringID()
        taggedStringUIDs = UIDsByStringID()
        canonicalSharedStrings = nil
        sharedUIDs = sharedUIDs.map { _ in WordTable() }
        hashOrders = [:]
        keyOrders = KeyOrderCache(recentSlots: 1 << Self.recentChainBits)
        // By key id: whether the key's integers are 32-bit (a flag per key, read for every field).
        var narrowKeys = [Bool](repeating: false, count: storage.strings.count)
        for key in rules?.int32Keys ?? [] {
            let id = Int(storage.strings.id(for: key))
            if id >= narrowKeys.count { narrowKeys.append(contentsOf: repeatElement(false, count: id + 1 - narrowKeys.count)) }
            narrowKeys[id] = true
        }
        // The table takes the interned strings over (and adds its own); handing them over rather
        // than sharing avoids copying the whole table on its first new string.
        var table = ObjectTable(strings: storage.strings, rules: rules)
        storage.strings = InternedStrings()
        defer { storage.strings = table.strings }
        table.reserveCapacity(objects: slots.count + objectFields.count + storage.uidCount,
                              // + room for the top level and the class descriptors' `$classes` arrays,
                              // so that the table never doubles at its very end.
                              references: 2 * objectFields.count + storage.uidCount + slots.count + 4096,
                              uids: slots.count)
        // The table's arrays are reserved whole: faulted in a piece at a time, rather than a trap per
        // page as they fill. (Not on the other core: the two would contend for the same pages.)
        if slots.count >= Self.objectsWorthPrefaulting { PagePrefault.populate(table.reservedMemory) }
        let top = number(root: root, narrowKeys: narrowKeys, into: &table)
        // The table now holds everything; the encoder's own copies would only raise the peak
        // memory while the bytes are written (a large model's fields alone are tens of MiB).
        finishedObjectCount = slots.count
        slots = []
        objectFields = []
        return FinishedArchive(table: table, top: top)
    }

    /// Numbers the whole archive into `table` — the top-level dictionary, then every `$objects`
    /// entry in order — and returns the top-level dictionary's number.
    private func number(root: UID, narrowKeys: [Bool], into table: inout ObjectTable) -> Int32 {
        let (top, topStart) = table.dictionary(count: 4)
        let topKeys = topLevelKeys
        for (offset, key) in topKeys.enumerated() { table.refs[topStart + offset] = table.string(key) }
        for (offset, key) in topKeys.enumerated() {
            let value: Int32
            switch key {
            case KeyedArchiveKey.version: value = table.integer(KeyedArchiveFormat.version)
            case KeyedArchiveKey.archiver: value = table.string(KeyedArchiveFormat.archiverName)
            case KeyedArchiveKey.top:
                let (rootDictionary, rootStart) = table.dictionary(count: 1)
                table.refs[rootStart] = table.string(KeyedArchiveKey.root)
                table.refs[rootStart + 1] = table.uid(root.value)
                value = rootDictionary
            default:
                let (objects, objectsStart) = table.array(count: slots.count)
                // Over the buffers themselves: a slice of `objectFields` per object would retain it.
                objectFields.withUnsafeBufferPointer { fields in
                    narrowKeys.withUnsafeBufferPointer { narrowKeys in
                        for (offset, slot) in slots.enumerated() {
                            table.refs[objectsStart + offset] = append(slot, fields: fields, narrowKeys: narrowKeys, to: &table)
                        }
                    }
                }
                value = objects
            }
            table.refs[topStart + 4 + offset] = value
        }
        return top
    }

    /// A class descriptor as Apple's writer emits it: Foundation's class names are shared
    /// constants, other class names new strings in each place.
    private func appendClassDescriptor(_ fields: Slice<UnsafeBufferPointer<ArchiveField>>, to table: inout ObjectTable) -> Int32 {
        let fresh = rules?.freshClassNames
        func name(_ id: Int32) -> Int32 {
            let text = table.strings[id]
            guard let fresh, !fresh.contains(text), !TaggedString.isTagged(text) else { return table.runtimeString(id) }
            return table.className(id)
        }
        let (node, first) = table.dictionary(count: fields.count)
        for (offset, field) in fields.enumerated() { table.refs[first + offset] = table.string(field.key) }
        for (offset, field) in fields.enumerated() {
            let value: Int32
            let cell = storage.cell(of: field)
            switch cell {
            case .string(let id): value = name(id)
            case .value(let index):
                guard case .array(let chain) = storage.values[Int(index)] else { fallthrough }
                let (array, start) = table.array(count: chain.count)
                for (index, member) in chain.enumerated() { table.refs[start + index] = name(table.strings.id(for: member.stringValue ?? "")) }
                value = array
            default: value = storage.append(cell, to: &table)
            }
            table.refs[first + fields.count + offset] = value
        }
        return node
    }

    private func append(_ slot: Slot, fields allFields: UnsafeBufferPointer<ArchiveField>, narrowKeys: UnsafeBufferPointer<Bool>,
                        to table: inout ObjectTable) -> Int32 {
        switch slot {
        case .inline(let cell): return storage.append(cell, to: &table)
        case .classDescriptor(let start, let count) where rules != nil:
            return appendClassDescriptor(allFields[Int(start)..<Int(start + count)], to: &table)
        case .object(let start, let count), .classDescriptor(let start, let count):
            let fields = allFields[Int(start)..<Int(start + count)]
            // The references are gathered first and go into the table in one step. Nearly every
            // object's values are scalars and UIDs, and its references simply follow; a value that
            // brings containers of its own needs the object's slots reserved before them, as the
            // table keeps containers' references in number order.
            let reserved = fields.contains(where: \.mayHoldContainers) ? table.dictionary(count: fields.count) : nil
            let node = reserved?.node ?? table.dictionaryAwaitingReferences(count: fields.count)
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * fields.count) { references in
                for (offset, field) in fields.enumerated() {
                    references.initializeElement(at: offset, to: table.string(field.key))
                }
                for (offset, field) in fields.enumerated() {
                    references.initializeElement(at: fields.count + offset,
                                                 to: storage.append(field, to: &table, narrow: narrowKeys[Int(field.key)]))
                }
                if let reserved {
                    table.setReferences(references, at: reserved.start)
                } else {
                    table.appendReferences(references)
                }
            }
            return node
        case .reserved, .inProgress: return 0  // excluded by checkComplete
        }
    }
}
