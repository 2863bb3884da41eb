/// Builds an `NSKeyedArchiver`-compatible archive (reference §1, §4.1) — the mirror image of
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
public final class KeyedArchiveEncoder {
    /// One `$objects` slot.
    private enum Slot {
        /// UID handed out by `reserveUID(for:)`, content not yet encoded.
        case reserved(ObjectKey)
        /// The object's body is being encoded (back-references return its UID).
        case inProgress
        case done(PropertyListValue)
    }

    private var slots: [Slot] = [.done(.string(KeyedArchiveFormat.nullPlaceholder))]
    private var uidsByKey: [ObjectKey: UID] = [:]
    private var classUIDs: [String: UID] = [:]

    /// Optional field-order policy: given a finished object's class chain and its keys (in
    /// encode-call order, `$class` last), returns the order to store them in. Keys it omits keep
    /// their relative order at the end; unknown keys are ignored. `nil` keeps encode-call order.
    public var fieldOrder: ((_ classChain: [String], _ keys: [String]) -> [String])?

    /// Creates an empty archive (containing only `$null`).
    public init() {}

    /// The number of `$objects` entries so far, including `$null`.
    public var objectCount: Int { slots.count }

    // MARK: - Identity and numbering

    /// The UID of the object identified by `key`, allocating it now if the object has not been
    /// referenced yet (a conditional reference). The object must be encoded before `finish`.
    public func reserveUID(for key: ObjectKey) -> UID {
        if let uid = uidsByKey[key] { return uid }
        let uid = allocate(.reserved(key))
        uidsByKey[key] = uid
        return uid
    }

    /// Whether the object identified by `key` has already been given a UID.
    public func hasUID(for key: ObjectKey) -> Bool { uidsByKey[key] != nil }

    private func allocate(_ slot: Slot) -> UID {
        slots.append(slot)
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
    public func encodeObject(
        _ id: ObjectKey? = nil,
        classChain: [String],
        body: (inout ObjectWriter) throws -> Void
    ) rethrows -> UID {
        let uid: UID
        if let id, let existing = uidsByKey[id] {
            guard case .reserved = slots[existing.index] else { return existing }
            uid = existing
            slots[uid.index] = .inProgress
        } else {
            uid = allocate(.inProgress)
            if let id { uidsByKey[id] = uid }
        }
        var writer = ObjectWriter()
        try body(&writer)
        writer.appendClass(classDescriptor(for: classChain))
        if let fieldOrder {
            writer.reorder(fieldOrder(classChain, writer.fields.map(\.key)))
        }
        slots[uid.index] = .done(.dictionary(writer.fields))
        return uid
    }

    /// The UID of the class descriptor for `chain`, written on first use.
    private func classDescriptor(for chain: [String]) -> UID {
        let name = chain.first ?? "NSObject"
        if let uid = classUIDs[name] { return uid }
        let descriptor = PropertyListValue.dictionary([
            (KeyedArchiveKey.className, .string(name)),
            (KeyedArchiveKey.classes, .array(chain.map { .string($0) })),
        ])
        let uid = allocate(.done(descriptor))
        classUIDs[name] = uid
        return uid
    }

    // MARK: - Inline values (strings and numbers as objects)

    /// Stores a plain value (string, integer, real, boolean, data) directly in `$objects` — how
    /// `NSKeyedArchiver` archives NSString, NSNumber and NSData — and returns its UID.
    ///
    /// Without an `id`, every call adds a new entry (Apple shares strings only when they are the
    /// same object); with an `id`, equal ids share one entry.
    @discardableResult
    public func encodeInline(_ value: PropertyListValue, id: ObjectKey? = nil) -> UID {
        if let id, let existing = uidsByKey[id] {
            guard case .reserved = slots[existing.index] else { return existing }
            slots[existing.index] = .done(value)
            return existing
        }
        let uid = allocate(.done(value))
        if let id { uidsByKey[id] = uid }
        return uid
    }

    /// Stores a string object; see `encodeInline(_:id:)`.
    @discardableResult
    public func encodeString(_ string: String, id: ObjectKey? = nil) -> UID {
        encodeInline(.string(string), id: id)
    }

    // MARK: - Collections

    /// Encodes an NSArray-like object (`NS.objects`); `elements` encodes the members (after the
    /// array's own UID is allocated, as `NSKeyedArchiver` does) and returns their UIDs.
    @discardableResult
    public func encodeArray(
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
    public func encodeSet(
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
    public func encodeDictionary(
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

    // MARK: - Finishing

    /// The archive as a property list: `{ $version, $archiver, $top: { root }, $objects }`, in
    /// that key order (current Apple files). Throws if a reserved UID was never encoded.
    public func propertyList(root: UID) throws -> PropertyListValue {
        guard root.index < slots.count else {
            throw KeyedArchiveError("root \(root) is not an object of this archive")
        }
        var objects: [PropertyListValue] = []
        objects.reserveCapacity(slots.count)
        for (index, slot) in slots.enumerated() {
            switch slot {
            case .done(let value): objects.append(value)
            case .reserved:
                throw KeyedArchiveError("object \(index) was referenced (conditionally) but never encoded")
            case .inProgress:
                throw KeyedArchiveError("object \(index) is still being encoded")
            }
        }
        return .dictionary([
            (KeyedArchiveKey.version, .integer(KeyedArchiveFormat.version)),
            (KeyedArchiveKey.archiver, .string(KeyedArchiveFormat.archiverName)),
            (KeyedArchiveKey.top, .dictionary([(KeyedArchiveKey.root, .uid(root))])),
            (KeyedArchiveKey.objects, .array(objects)),
        ])
    }

    /// The finished archive as `bplist00` bytes; see `propertyList(root:)`.
    public func finish(root: UID) throws -> [UInt8] {
        BinaryPropertyListWriter.encode(try propertyList(root: root))
    }
}
