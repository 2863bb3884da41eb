/// NSPropertyDescription: the keys every property class writes before its own (attributes,
/// relationships, fetched properties, expression descriptions). `_P` carries the boolean facts
/// as bits, with "no X" bits for the keys left out (`PropertyFlags`); the single boolean keys
/// repeat the set bits, and are the truth when `_P` is 0 (very old archives).
package enum PropertyField: ArchivedFields {
    case name
    /// The owning entity; composite elements belong to their composite and have none.
    case entity
    case flags
    case isOptional
    case isReadOnly
    case isTransient
    case indexedBySpotlight
    case isStoredInTruth
    /// Relationships only.
    case isOrdered
    /// Attributes only.
    case allowsCloudEncryption
    case validationPredicates
    /// Paired with the predicates by position: an error code or a message.
    case validationWarnings
    case userInfo
    case versionHashModifier
    /// The renaming identifier, else the name.
    case renamingIdentifier
    /// `_P` once more, where fetched properties write it: after the other keys.
    case flagsAfterCommonKeys

    package static let classChain = [ArchiveClass.property, ArchiveClass.object]

    package var key: String {
        switch self {
        case .name: "NSPropertyName"
        case .entity: "NSEntity"
        case .flags, .flagsAfterCommonKeys: "_P"
        case .isOptional: "NSIsOptional"
        case .isReadOnly: "NSIsReadOnly"
        case .isTransient: "NSIsTransient"
        case .indexedBySpotlight: "NSIndexedBySpotlight"
        case .isStoredInTruth: "NSIsStoredInTruth"
        case .isOrdered: "NSIsOrdered"
        case .allowsCloudEncryption: "NSAllowsCloudEncryption"
        case .validationPredicates: "NSValidationPredicates"
        case .validationWarnings: "NSValidationWarnings"
        case .userInfo: "NSUserInfo"
        case .versionHashModifier: "NSVersionHashModifier"
        case .renamingIdentifier: "NSRenamingIdentifier"
        }
    }

    package var kind: ArchivedValueKind {
        switch self {
        case .name, .versionHashModifier, .renamingIdentifier: .string
        case .entity: .backReference(ArchiveClass.entity)
        case .flags, .flagsAfterCommonKeys: .integer
        case .isOptional, .isReadOnly, .isTransient, .indexedBySpotlight, .isStoredInTruth, .isOrdered, .allowsCloudEncryption: .bool
        case .validationPredicates, .validationWarnings: .array
        case .userInfo: .dictionary
        }
    }

    package var presence: ArchivedPresence {
        switch self {
        case .name, .renamingIdentifier: .always
        // `_P` is always written, in one of its two places.
        case .flags, .flagsAfterCommonKeys: .whenSet
        case .entity, .isOptional, .isReadOnly, .isTransient, .indexedBySpotlight, .isStoredInTruth, .isOrdered,
             .allowsCloudEncryption, .validationPredicates, .validationWarnings, .userInfo, .versionHashModifier: .whenSet
        }
    }

    /// The property base hash: name, optional, transient, read-only (as bits of `_P` or their own
    /// keys) and the modifier; a relationship's hash adds the ordered flag.
    package var feedsVersionHash: Bool {
        switch self {
        case .name, .flags, .flagsAfterCommonKeys, .isOptional, .isReadOnly, .isTransient, .isOrdered, .versionHashModifier: true
        case .entity, .indexedBySpotlight, .isStoredInTruth, .allowsCloudEncryption, .validationPredicates, .validationWarnings,
             .userInfo, .renamingIdentifier: false
        }
    }

    package var sourceName: String? {
        switch self {
        case .name: "name"
        case .entity, .flags, .flagsAfterCommonKeys, .validationWarnings: nil
        case .isOptional: "optional"
        case .isReadOnly: nil
        case .isTransient: "transient"
        case .indexedBySpotlight: "spotlightIndexingEnabled"
        case .isStoredInTruth: "storedInTruthFile"
        case .isOrdered: "ordered"
        case .allowsCloudEncryption: "allowsCloudEncryption"
        // Min/max/regex bounds of attributes and the source's explicit rules.
        case .validationPredicates: nil
        case .userInfo: "userInfo"
        case .versionHashModifier: "versionHashModifier"
        case .renamingIdentifier: "elementID"
        }
    }
}
