import CoreDataModel
import KeyedArchive

/// The properties decoded so far, by the UID of their archived object: a slot per archived object
/// rather than a dictionary, because a large model has a hundred thousand properties, and hashing
/// them into a dictionary, merging two halves' and freeing it was a tenth of a dump of one.
struct PropertiesByUID {
    private var slots: [PropertyDescription?]
    /// The UIDs that have a property, in the order they were added.
    private var added: [UID] = []

    /// Room for the objects of an archive of `objectCount` objects.
    init(objectCount: Int) {
        slots = Array(repeating: nil, count: objectCount)
    }

    /// The property decoded from object `uid`, if any (nil for a UID outside the archive).
    subscript(uid: UID) -> PropertyDescription? {
        uid.index < slots.count ? slots[uid.index] : nil
    }

    /// Records `property` as decoded from object `uid`, which the archive has handed out (so is
    /// inside it).
    mutating func add(_ property: PropertyDescription, for uid: UID) {
        guard uid.index < slots.count else { return }
        if slots[uid.index] == nil { added.append(uid) }
        slots[uid.index] = property
    }

    /// Whether no object has a property in both.
    func isDisjoint(with other: PropertiesByUID) -> Bool {
        other.added.allSatisfy { self[$0] == nil }
    }

    /// Takes in `other`'s properties, keeping this one's where both have one.
    mutating func merge(_ other: PropertiesByUID) {
        for uid in other.added where self[uid] == nil {
            if let property = other[uid] { add(property, for: uid) }
        }
    }
}
