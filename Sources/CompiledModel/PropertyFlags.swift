import CoreDataModel

/// The `_P` flag word of every archived property (Documentation/Formats.md "Compiled models (`.mom`)"). Bits 0x10–0x80
/// say that a key was *not* written, so a reader can skip it.
struct PropertyFlags: OptionSet {
    let rawValue: Int64

    static let present = PropertyFlags(rawValue: 0x001)
    static let optional = PropertyFlags(rawValue: 0x002)
    static let readOnly = PropertyFlags(rawValue: 0x004)
    static let transient = PropertyFlags(rawValue: 0x008)
    static let noValidationPredicates = PropertyFlags(rawValue: 0x010)
    static let noValidationWarnings = PropertyFlags(rawValue: 0x020)
    static let noUserInfo = PropertyFlags(rawValue: 0x040)
    static let noVersionHashModifier = PropertyFlags(rawValue: 0x080)
    static let indexedBySpotlight = PropertyFlags(rawValue: 0x100)
    static let storedInTruthFile = PropertyFlags(rawValue: 0x200)
    static let ordered = PropertyFlags(rawValue: 0x400)
    static let allowsCloudEncryption = PropertyFlags(rawValue: 0x800)
}

/// `NSFlagsKey` of an attribute. The iOS 26 encoder never sets the min/max bits; the
/// decoder reads them for old archives.
struct AttributeFlags: OptionSet {
    let rawValue: Int64

    static let hasMaxValue = AttributeFlags(rawValue: 0x01)
    static let hasMinValue = AttributeFlags(rawValue: 0x02)
    static let allowsExternalBinaryDataStorage = AttributeFlags(rawValue: 0x04)
    static let preservesValueInHistoryOnDeletion = AttributeFlags(rawValue: 0x10)
}

/// `NSFetchRequestFlags`.
struct FetchRequestFlags: OptionSet {
    let rawValue: Int64

    static let returnsDistinctResults = FetchRequestFlags(rawValue: 0x01)
    static let includesSubentities = FetchRequestFlags(rawValue: 0x02)
    static let includesPropertyValues = FetchRequestFlags(rawValue: 0x04)
    static let returnsObjectsAsFaults = FetchRequestFlags(rawValue: 0x08)
    static let includesPendingChanges = FetchRequestFlags(rawValue: 0x10)

    /// The word momc writes: the five booleans, then the result type's own rule — dictionaries
    /// never include pending changes (clears 0x10), object IDs never property values (clears 0x04).
    init(_ request: FetchRequest) {
        var flags: FetchRequestFlags = []
        if request.returnsDistinctResults { flags.insert(.returnsDistinctResults) }
        if request.includesSubentities { flags.insert(.includesSubentities) }
        if request.includesPropertyValues { flags.insert(.includesPropertyValues) }
        if request.returnsObjectsAsFaults { flags.insert(.returnsObjectsAsFaults) }
        if request.includesPendingChanges { flags.insert(.includesPendingChanges) }
        switch request.resultType {
        case .dictionaries: flags.remove(.includesPendingChanges)
        case .managedObjectIDs: flags.remove(.includesPropertyValues)
        case .managedObjects, .count: break
        }
        self = flags
    }

    init(rawValue: Int64) { self.rawValue = rawValue }

    /// Sets the request's booleans from the word (the inverse of `init(_:)` up to the result-type rule).
    func apply(to request: FetchRequest) {
        request.returnsDistinctResults = contains(.returnsDistinctResults)
        request.includesSubentities = contains(.includesSubentities)
        request.includesPropertyValues = contains(.includesPropertyValues)
        request.returnsObjectsAsFaults = contains(.returnsObjectsAsFaults)
        request.includesPendingChanges = contains(.includesPendingChanges)
    }
}
