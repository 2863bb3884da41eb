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
/// per distinct name, and each start tag keeps a mask of its cases (`SourceAttributeMask`), so a
/// reader's look-up is a bit test, then a byte compare per attribute for a present one, instead
/// of string compares (a large model's readers make a million look-ups, most for absent names).
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
