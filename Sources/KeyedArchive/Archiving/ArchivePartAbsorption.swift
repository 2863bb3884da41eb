/// How a slot of a part came to be: the call that `absorb(_:)` makes again on the encoder taking
/// the part in. A slot found by value or identity (a shared string, a class descriptor, an object
/// with a key) may already exist there, where the part could not see it; a fresh object cannot.
enum PartSlotOrigin {
    /// A new object or value with nothing to find it by.
    case fresh
    /// An object or value with an identity (`reserveUID(for:)`, `encodeObject(_:…)` with a key).
    case keyed(ObjectKey)
    /// `encodeSharedString(_:)` of the part's string with this interned id.
    case sharedString(Int32)
    /// With rules, a tagged string (one object per value) with this interned id in the part.
    case taggedString(Int32)
    /// `encodeInline(_:)` without a key, with rules: a number, one per value.
    case sharedValue(PropertyListValue)
    /// `encodeFloat(_:)` with rules.
    case sharedFloat(Float)
    /// The class descriptor of a chain.
    case classDescriptor([String])
}

/// What a part remembers of one of its slots.
struct PartSlot {
    var origin: PartSlotOrigin
    /// For an object encoded with a key: the slots its body made. Where the encoder taking the part
    /// in has the object already, it would not have encoded it again, so those slots are not taken.
    var body: Range<UInt32>? = nil
}

/// Why a part could not be taken in as if encoded in place: something the part made inside an
/// object that is already encoded here is used outside it (the model would need another order).
/// The caller archives the part's objects itself instead.
package struct ArchivePartMismatch: Error {
    let reason: String
}

extension KeyedArchiveEncoder {
    /// In a part: the object `key` names is encoded before the part, by the encoder that takes the
    /// part in; here it is only referred to (`encodeObject` with this key returns its UID without
    /// encoding it again, as that encoder would).
    package func markEncodedBefore(_ key: ObjectKey) {
        guard partSlots != nil, existingUID(for: key) == nil else { return }
        let uid = allocate(.inProgress)
        record(uid, for: key)
        partSlots?[uid.index].origin = .keyed(key)
    }

    /// Takes in `part`, an encoder made with `init(partWith:)` for the same rules, as if this
    /// encoder had made the part's calls itself, now: every slot the part made is replayed in order,
    /// found here when it already is (a shared string, a class descriptor, an object by its key) and
    /// numbered here when not, and the objects' fields are copied with their references and strings
    /// renumbered. Returns the UIDs here of `uids`, UIDs of the part.
    ///
    /// - Throws: `ArchivePartMismatch` when the part cannot be taken in that way; this encoder is
    ///   then half-written and must be discarded.
    package func absorb(_ part: KeyedArchiveEncoder, uids: [UID]) throws -> [UID] {
        // A field-order hook is a closure, which cannot be compared: parts are for encoders without one.
        guard let partSlots = part.partSlots, part.rules == rules, part.storage.openFields.isEmpty,
              fieldOrder == nil, part.fieldOrder == nil else {
            throw ArchivePartMismatch(reason: "not a finished part for these rules")
        }
        // The part's strings by their ids here, interned once.
        let strings = storage.strings.ids(of: part.storage.strings)
        let (map, copies) = try replay(partSlots, of: part, strings: strings)
        try copyContents(of: part, copies, map: map, strings: strings)
        return try uids.map { UID(try Self.mapped($0.value, by: map)) }
    }

    /// A part's slot that has no slot here (made inside an object this encoder already has).
    private static let unmapped = UInt32.max

    /// Every slot of `part` replayed in order: the slot here of each part's slot (`unmapped` for
    /// those left out), and which of them get the part's content (a part's object whose slot here
    /// was new or only reserved).
    private func replay(_ partSlots: [PartSlot], of part: KeyedArchiveEncoder, strings: [Int32])
        throws -> (map: [UInt32], copies: [(from: Int, to: Int)]) {
        var map = [UInt32](repeating: Self.unmapped, count: part.slots.count)
        map[0] = 0
        // Slots made inside the body of an object this encoder already has.
        var skipped = [Bool](repeating: false, count: part.slots.count)
        var copies: [(from: Int, to: Int)] = []
        copies.reserveCapacity(part.slots.count)
        for index in 1..<part.slots.count {
            let slot = partSlots[index]
            let count = slots.count
            if let shared = replayShared(slot.origin, of: part, strings: strings) {
                // Inside an object that is here already, encoding that object here found or made
                // everything in it: found again, without a new slot.
                if skipped[index], slots.count != count { throw ArchivePartMismatch(reason: "a shared object of the part is not here") }
                map[index] = shared.value
                continue
            }
            switch slot.origin {
            case .fresh:
                // Made inside an object that is here already: only that object's body refers to it.
                if skipped[index] { continue }
                map[index] = allocate(.reserved).value
                copies.append((index, Int(map[index])))
            case .keyed(let key):
                // Even inside an object that is here already: the part may have encoded this one
                // later, outside it (reserved there, encoded afterwards).
                let hasContent = part.hasContent(at: index)
                if let existing = existingUID(for: key) {
                    map[index] = existing.value
                    guard hasContent else { continue }
                    if case .reserved = slots[existing.index] {
                        slots[existing.index] = .inProgress
                        copies.append((index, existing.index))
                    } else if let body = slot.body {
                        for made in body { skipped[Int(made)] = true }
                    }
                } else {
                    guard !skipped[index] else {
                        throw ArchivePartMismatch(reason: "an object made inside another object of the part is not here")
                    }
                    let uid = allocate(hasContent ? .inProgress : .reserved)
                    record(uid, for: key)
                    map[index] = uid.value
                    if hasContent { copies.append((index, uid.index)) }
                }
            case .sharedString, .taggedString, .sharedValue, .sharedFloat, .classDescriptor:
                continue  // replayed above
            }
        }
        return (map, copies)
    }

    /// The slot here of the part's slot `value`.
    private static func mapped(_ value: UInt32, by map: [UInt32]) throws -> UInt32 {
        guard Int(value) < map.count, map[Int(value)] != unmapped else {
            throw ArchivePartMismatch(reason: "an object of the part is used outside the object it was made in")
        }
        return map[Int(value)]
    }

    /// The part's objects and values put in their slots here, their fields' keys, strings and
    /// references renumbered.
    private func copyContents(of part: KeyedArchiveEncoder, _ copies: [(from: Int, to: Int)], map: [UInt32], strings: [Int32]) throws {
        // The objects' fields are copied as they are, an object's in one block, and renumbered
        // afterwards in one pass over them all.
        let firstCopied = objectFields.count
        for (from, to) in copies {
            switch part.slots[from] {
            case .object(let start, let count):
                let first = Int32(objectFields.count)
                objectFields.append(contentsOf: part.objectFields[Int(start)..<Int(start + count)])
                slots[to] = .object(start: first, count: count)
            case .inline(let value):
                switch value {
                case .uid(let value): slots[to] = .inline(.uid(try Self.mapped(value, by: map)))
                case .string(let id): slots[to] = .inline(.string(strings[Int(id)]))
                case .value(let index): slots[to] = .inline(storage.cell(for: part.storage.values[Int(index)]))
                case .uidList:
                    throw ArchivePartMismatch(reason: "object \(from) of the part is a reference list stored inline")
                case .integer, .real, .float, .boolean: slots[to] = .inline(value)
                }
            case .classDescriptor, .reserved, .inProgress:
                throw ArchivePartMismatch(reason: "object \(from) of the part has no content to copy")
            }
        }
        let storage = storage, partStorage = part.storage
        try objectFields.withUnsafeMutableBufferPointer { fields in
            for index in firstCopied..<fields.count {
                let field = fields[index]
                guard let moved = storage.moved(field, of: partStorage, key: strings[Int(field.key)], strings: strings,
                                                uids: map, unmapped: Self.unmapped) else {
                    throw ArchivePartMismatch(reason: "an object of the part is used outside the object it was made in")
                }
                fields[index] = moved
            }
        }
    }

    /// Whether the part's object at `index` was encoded (rather than only reserved).
    private func hasContent(at index: Int) -> Bool {
        switch slots[index] {
        case .object, .inline, .classDescriptor: return true
        case .reserved, .inProgress: return false
        }
    }

    /// A shared string, number or class descriptor of the part, found here or made now by the call
    /// that made it there; nil for the other origins.
    private func replayShared(_ origin: PartSlotOrigin, of part: KeyedArchiveEncoder, strings: [Int32]) -> UID? {
        switch origin {
        case .fresh, .keyed: return nil
        case .sharedString(let id): return sharedString(part.storage.strings[id], interned: strings[Int(id)])
        case .taggedString(let id): return encodeStringObject(part.storage.strings[id], interned: strings[Int(id)])
        case .sharedValue(let value): return encodeInline(value)
        case .sharedFloat(let value): return encodeFloat(value)
        case .classDescriptor(let chain): return namedClassDescriptor(for: chain)
        }
    }
}
