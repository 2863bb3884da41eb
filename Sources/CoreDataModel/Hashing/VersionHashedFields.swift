/// The fields each kind of description feeds into Core Data's version hashes
/// (Documentation/Formats.md "Version hashes"), named as model comparisons name them. `VersionHasher` feeds
/// exactly these; ModelEvolution classifies a change as hash-visible by looking it up here, and
/// its tests mutate every compared field and check the hasher agrees, so the two cannot drift.
public enum VersionHashedFields {
    /// Entity: name, abstract flag, the super-entity's hash, the entity modifier, uniqueness
    /// constraints (plus the hashes of its stored attributes and relationships).
    public static let entity: Set<String> = [
        "name", "abstract", "superentity", "superentity version hash", "version hash modifier", "uniqueness constraints",
    ]

    /// The property base hash.
    public static let property: Set<String> = ["name", "optional", "transient", "read-only", "version hash modifier"]

    /// Attribute: base hash, type, external storage, preserve-after-deletion. Not the default, value
    /// class, transformer, min/max, validation, user info or indexes.
    public static let attribute: Set<String> = property.union(["type", "external storage", "preserve after deletion"])

    /// Relationship: base hash, destination name, inverse name, max and min count, ordered. Not the delete rule.
    public static let relationship: Set<String> = property.union(["destination", "inverse", "min count", "max count", "ordered"])

    /// Derived attribute: only the printed derivation expression and filtering predicate.
    public static let derivedAttribute: Set<String> = ["derivation", "filtering predicate"]

    /// Composite attribute: only the leaf attributes' own hashes (their changes are reported per element).
    public static let compositeAttribute: Set<String> = ["composite elements"]

    /// The fields of `property`'s own hash. A property that feeds no entity hash (transient ones,
    /// fetched properties) still has a hash of its own; `feedsEntityHash` says whether it counts.
    public static func fields(of property: PropertyDescription) -> Set<String> {
        switch property.kind {
        case .derivedAttribute: return derivedAttribute
        case .compositeAttribute: return compositeAttribute
        case .attribute: return attribute
        case .relationship: return relationship
        case .fetchedProperty: return Self.property
        }
    }

    /// An entity hashes its non-transient attributes and relationships only.
    public static func feedsEntityHash(_ property: PropertyDescription) -> Bool {
        !property.isTransient && property.kind.isVersionHashed
    }
}
