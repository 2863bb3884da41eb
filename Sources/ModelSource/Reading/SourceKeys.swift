/// The names of the source `contents` XML, spelled once for every reader (and
/// for the writer that mirrors them), as CompiledModel's schema tables do for the archive.
enum SourceElement {
    static let model = "model"
    static let entity = "entity"
    static let attribute = "attribute"
    static let relationship = "relationship"
    static let fetchedProperty = "fetchedProperty"
    static let fetchRequest = "fetchRequest"
    static let fetchIndex = "fetchIndex"
    static let fetchIndexElement = "fetchIndexElement"
    static let compoundIndexes = "compoundIndexes"
    static let compoundIndex = "compoundIndex"
    static let index = "index"
    static let uniquenessConstraints = "uniquenessConstraints"
    static let uniquenessConstraint = "uniquenessConstraint"
    static let constraint = "constraint"
    static let userInfo = "userInfo"
    static let entry = "entry"
    static let composite = "composite"
    static let configuration = "configuration"
    static let memberEntity = "memberEntity"
    static let elements = "elements"
}

/// Attribute names of the source elements, each case spelled as the XML spells it. Where Xcode
/// versions spelled a flag two ways, both are here (`includesSubentities`, `includeSubentities`).
///
/// A case rather than a string: the streaming reader gives each attribute it meets its case once
/// per distinct name, so a reader's look-up compares one byte per attribute instead of strings
/// (a large model's readers make a million look-ups, most of them for absent names).
enum SourceAttribute: String, CaseIterable {
    case allowsCloudEncryption
    case allowsExternalBinaryDataStorage
    case attributeType
    case codeGenerationType
    case composite
    case customClassName
    case defaultDateTimeInterval
    case defaultValueString
    case deletionRule
    case derivationExpression
    case derived
    case documentVersion
    case destinationEntity
    case elementID
    case entity
    case expression
    case expressionType
    case fetchBatchSize
    case fetchLimit
    case fetchOffset
    case includePendingChanges
    case includePropertyValues
    case includeSubentities
    case includesPendingChanges
    case includesPropertyValues
    case includesSubentities
    case indexed
    case inverseEntity
    case inverseName
    case isAbstract
    case key
    case lastSavedToolsVersion
    /// Written on `<model>` by Xcode 4–6 (always "Automatic"); read by no reader.
    case macOSVersion
    case iOSVersion
    case maxCount
    case maxDateTimeInterval
    case maxValueString
    case minCount
    case minDateTimeInterval
    case minValueString
    case minimumToolsVersion
    case name
    case optional
    case order
    case ordered
    case parentEntity
    case partialIndexPredicate
    case predicateString
    case preserveAfterDeletion
    case property
    case regularExpressionString
    case representedClassName
    case resultType
    case returnDistinctResults
    case returnObjectsAsFaults
    case returnsDistinctResults
    case returnsObjectsAsFaults
    case sourceLanguage
    case spotlightIndexingEnabled
    case storedInTruthFile
    case syncable
    case systemVersion
    case toMany
    case transient
    case `type`
    case usedWithCloudKit
    case usedWithSwiftData
    case userDefinedModelVersionIdentifier
    case usesScalarValueType
    case value
    case valueTransformerName
    case versionHashModifier
}

extension SourceAttribute {
    /// The case's declaration index (the tag of a case without a payload; a test checks it for
    /// every case): its place in a `SourceAttributeMask`.
    var position: Int { Int(unsafeBitCast(self, to: UInt8.self)) }
}

/// A set of `SourceAttribute` keys, one bit per case: an element's keys are tested in one step,
/// not by a scan. Two words hold the cases (more than 64); the word is picked by the position's
/// high bits, so a test is a shift and a mask.
struct SourceAttributeMask: Equatable {
    private var words: (UInt64, UInt64) = (0, 0)

    init() {}

    init(_ keys: some Sequence<SourceAttribute>) {
        for key in keys { insert(key) }
    }

    static func == (left: Self, right: Self) -> Bool { left.words == right.words }

    func contains(_ key: SourceAttribute) -> Bool {
        let position = key.position
        let word = position < 64 ? words.0 : words.1
        return word >> UInt64(position & 63) & 1 != 0
    }

    mutating func insert(_ key: SourceAttribute) {
        let position = key.position
        let bit: UInt64 = 1 << UInt64(position & 63)
        if position < 64 { words.0 |= bit } else { words.1 |= bit }
    }

    /// Whether every key here is also in `other`.
    func isSubset(of other: Self) -> Bool {
        words.0 & ~other.words.0 == 0 && words.1 & ~other.words.1 == 0
    }

    var count: Int { words.0.nonzeroBitCount + words.1.nonzeroBitCount }
}

/// Values with a fixed meaning inside source attributes.
enum SourceValue {
    /// The name a fetched property's `<fetchRequest>` has when it names none.
    static let fetchedPropertyRequestName = "fetchedPropertyFetchRequest"
    /// `<fetchIndexElement type="…">`.
    static let binaryIndex = "binary"
    /// The binary collation as Xcode writes it (readers compare lowercased, against `binaryIndex`).
    static let binaryIndexAsWritten = "Binary"
    static let rTreeIndex = "rtree"
    /// `<fetchIndexElement order="…">`.
    static let ascending = "ascending"
    static let descending = "descending"
}
