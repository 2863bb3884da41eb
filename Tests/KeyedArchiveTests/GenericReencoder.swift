@testable import KeyedArchive

/// Re-encodes a decoded archive through `KeyedArchiveEncoder` without knowing any class, trying
/// to reproduce Apple's `$objects` numbering from the numbers themselves:
/// - objects keep their identity (keyed by original UID), so shared objects stay shared;
/// - within an object, the field referencing the smallest not-yet-numbered UID is encoded next
///   (Apple numbers on first reference, so this recovers its encode order);
/// - a reference is treated as *conditional* (UID reserved, content later) when the next UID
///   Apple allocated does not belong to the target's content — e.g. a relationship's
///   destination entity;
/// - the `fieldOrder` hook restores each object's original key order.
final class GenericReencoder {
    let archive: KeyedArchiveDecoder
    let encoder = KeyedArchiveEncoder()
    private var started = Set<UID>()
    /// The key order of the object whose body just finished (read by the `fieldOrder` hook).
    private var pendingKeys: [String] = []

    init(_ archive: KeyedArchiveDecoder) {
        self.archive = archive
        encoder.fieldOrder = { [unowned self] _, _ in self.pendingKeys }
    }

    func run() throws -> PropertyListValue {
        let root = try encodeContent(try archive.root())
        return try encoder.propertyList(root: root)
    }

    private func key(_ uid: UID) -> ObjectKey { ObjectKey(value: uid.value) }

    private func referenced(_ field: PropertyListValue) -> [UID] {
        field.uidValue.map { [$0] } ?? (field.arrayValue ?? []).compactMap(\.uidValue)
    }

    /// The UID for a reference to `uid` from inside another object's body.
    private func reference(_ uid: UID) throws -> UID {
        guard let value = try archive.value(at: uid) else { return .null }
        guard case .object(let object) = value else {
            return encoder.encodeInline(value.propertyListValue ?? .string(""), id: key(uid))
        }
        if started.contains(uid) { return encoder.reserveUID(for: key(uid)) }
        let isNew = !encoder.hasUID(for: key(uid))
        let next = UInt32(encoder.objectCount + (isNew ? 1 : 0))
        let newChildren = object.fields.flatMap { referenced($0.value) }
            .filter { $0 != .null && $0 != uid && $0.value >= next && !encoder.hasUID(for: key($0)) }
        let classUID = object.rawValue(forKey: KeyedArchiveKey.class)?.uidValue?.value ?? 0
        let allocatesNothing = newChildren.isEmpty && classUID < next
        if allocatesNothing || newChildren.contains(where: { $0.value == next }) || classUID == next {
            return try encodeContent(object)
        }
        return encoder.reserveUID(for: key(uid))
    }

    private func encodeContent(_ object: ArchivedObject) throws -> UID {
        started.insert(object.uid)
        return try encoder.encodeObject(key(object.uid), classChain: object.classChain) { writer in
            var remaining = object.fields.filter { $0.key != KeyedArchiveKey.class }
            while !remaining.isEmpty {
                let firstNew = { (i: Int) -> UInt32 in
                    self.referenced(remaining[i].value)
                        .filter { $0 != .null && !self.encoder.hasUID(for: self.key($0)) }.min()?.value ?? 0
                }
                let next = remaining.indices.min { (firstNew($0), $0) < (firstNew($1), $1) } ?? 0
                let (name, field) = remaining.remove(at: next)
                switch field {
                case .uid(let child): writer.encodeReference(try reference(child), forKey: name)
                case .array(let items) where !items.isEmpty && items.allSatisfy({ $0.uidValue != nil }):
                    writer.encodeReferences(try items.compactMap(\.uidValue).map(reference), forKey: name)
                default: writer.encodeValue(field, forKey: name)
                }
            }
            pendingKeys = object.fields.map(\.key)
        }
    }
}
