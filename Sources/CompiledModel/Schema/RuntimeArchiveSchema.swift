/// Classes only Core Data's run-time archives hold (the cached model inside a store): the
/// `NSKnownKeysDictionary1` its `NSEntities` is, with its mapping strategy, and the proxy a
/// sub-entity lists for an inherited property. The store writer builds them, the model decoder reads them.
package enum KnownKeysDictionaryField: String, ArchivedFields {
    /// The `KnownKeysMappingField` object holding the keys.
    case searchMapping
    /// An NSArray of the values, parallel to the mapping's keys.
    case values
    /// The string marking an unused slot.
    case emptyToken
    case version

    package static let classChain = ["NSKnownKeysDictionary1", "NSKnownKeysDictionary", "NSMutableDictionary", "NSDictionary", ArchiveClass.object]

    package var kind: ArchivedValueKind {
        switch self {
        case .searchMapping: .object(KnownKeysMappingField.classChain[0])
        case .values: .array
        case .emptyToken: .string
        case .version: .integer
        }
    }

    package var presence: ArchivedPresence { .always }
    package var feedsVersionHash: Bool { false }
    package var sourceName: String? { nil }
}

/// `NSKnownKeysMappingStrategy1`: the keys of a known-keys dictionary.
package enum KnownKeysMappingField: String, ArchivedFields {
    /// An NSArray of the keys.
    case keys
    case length
    case version

    package static let classChain = ["NSKnownKeysMappingStrategy1", "NSKnownKeysMappingStrategy", ArchiveClass.object]

    package var kind: ArchivedValueKind { self == .keys ? .array : .integer }
    package var presence: ArchivedPresence { .always }
    package var feedsVersionHash: Bool { false }
    package var sourceName: String? { nil }
}

/// `_NSPropertyDescriptionProxy`: an inherited property as some 2016 caches list it in a
/// sub-entity's `NSProperties`.
package enum PropertyProxyField: String, ArchivedFields {
    case underlyingProperty = "NSUnderlyingProperty"
    /// The sub-entity listing it.
    case entity = "NSEntityDescription"
    /// Its position in that list.
    case referenceID = "NSReferenceID"

    package static let classChain = ["_NSPropertyDescriptionProxy", ArchiveClass.object]

    package var kind: ArchivedValueKind {
        switch self {
        case .underlyingProperty: .backReference(ArchiveClass.property)
        case .entity: .backReference(ArchiveClass.entity)
        case .referenceID: .integer
        }
    }

    package var presence: ArchivedPresence { .always }
    package var feedsVersionHash: Bool { false }
    package var sourceName: String? { nil }
}
