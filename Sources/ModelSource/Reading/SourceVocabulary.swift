/// Which XML attributes each source element may carry: what the readers read, plus what Xcode
/// writes and the compiler has no use for (`syncable` on entities and properties; the model's
/// `documentVersion`, and its Xcode 4–6 `name`, `macOSVersion` and `iOSVersion`). An attribute
/// outside this table is a typo or a tool's invention, and gets a warning with the nearest known name.
///
/// The readers look every attribute up through this table (`XMLElement`'s subscript asserts it in
/// debug builds), so a name the reader learns to read cannot be missing here.
enum SourceVocabulary {
    /// The attributes every property element shares.
    private static let property: Set<String> = [
        SourceAttribute.name, SourceAttribute.optional, SourceAttribute.transient, SourceAttribute.indexed,
        SourceAttribute.spotlightIndexingEnabled, SourceAttribute.storedInTruthFile, SourceAttribute.elementID,
        SourceAttribute.versionHashModifier, SourceAttribute.syncable,
    ]

    /// Element name → the attributes it may carry. Elements not listed (the diagram's `<elements>`
    /// content, unknown elements) are not checked.
    static let attributes: [String: Set<String>] = [
        SourceElement.model: [
            SourceAttribute.type, SourceAttribute.documentVersion, SourceAttribute.lastSavedToolsVersion,
            SourceAttribute.systemVersion, SourceAttribute.minimumToolsVersion, SourceAttribute.sourceLanguage,
            SourceAttribute.userDefinedModelVersionIdentifier, SourceAttribute.usedWithCloudKit,
            SourceAttribute.usedWithSwiftData, SourceAttribute.name, SourceAttribute.macOSVersion,
            SourceAttribute.iOSVersion,
        ],
        SourceElement.entity: [
            SourceAttribute.name, SourceAttribute.representedClassName, SourceAttribute.parentEntity,
            SourceAttribute.isAbstract, SourceAttribute.elementID, SourceAttribute.versionHashModifier,
            SourceAttribute.codeGenerationType, SourceAttribute.syncable,
        ],
        SourceElement.attribute: property.union([
            SourceAttribute.attributeType, SourceAttribute.defaultValueString, SourceAttribute.defaultDateTimeInterval,
            SourceAttribute.minValueString, SourceAttribute.maxValueString, SourceAttribute.minDateTimeInterval,
            SourceAttribute.maxDateTimeInterval, SourceAttribute.regularExpressionString,
            SourceAttribute.usesScalarValueType, SourceAttribute.allowsExternalBinaryDataStorage,
            SourceAttribute.allowsCloudEncryption, SourceAttribute.preserveAfterDeletion,
            SourceAttribute.valueTransformerName, SourceAttribute.customClassName, SourceAttribute.derived,
            SourceAttribute.derivationExpression, SourceAttribute.composite,
        ]),
        SourceElement.relationship: property.union([
            SourceAttribute.destinationEntity, SourceAttribute.deletionRule, SourceAttribute.ordered,
            SourceAttribute.inverseName, SourceAttribute.inverseEntity, SourceAttribute.minCount,
            SourceAttribute.maxCount, SourceAttribute.toMany,
        ]),
        SourceElement.fetchedProperty: property,
        SourceElement.fetchRequest: [
            SourceAttribute.name, SourceAttribute.entity, SourceAttribute.predicateString, SourceAttribute.fetchLimit,
            SourceAttribute.fetchOffset, SourceAttribute.fetchBatchSize, SourceAttribute.resultType,
            SourceAttribute.includeSubentities, SourceAttribute.includesSubentities,
            SourceAttribute.includePropertyValues, SourceAttribute.includesPropertyValues,
            SourceAttribute.returnObjectsAsFaults, SourceAttribute.returnsObjectsAsFaults,
            SourceAttribute.includesPendingChanges, SourceAttribute.includePendingChanges,
            SourceAttribute.returnDistinctResults, SourceAttribute.returnsDistinctResults,
        ],
        SourceElement.fetchIndex: [SourceAttribute.name, SourceAttribute.partialIndexPredicate],
        SourceElement.fetchIndexElement: [
            SourceAttribute.property, SourceAttribute.expression, SourceAttribute.expressionType,
            SourceAttribute.type, SourceAttribute.order,
        ],
        SourceElement.compoundIndexes: [],
        SourceElement.compoundIndex: [],
        SourceElement.index: [SourceAttribute.value],
        SourceElement.uniquenessConstraints: [],
        SourceElement.uniquenessConstraint: [],
        SourceElement.constraint: [SourceAttribute.value],
        SourceElement.userInfo: [],
        SourceElement.entry: [SourceAttribute.key, SourceAttribute.value],
        SourceElement.composite: [SourceAttribute.name],
        SourceElement.configuration: [SourceAttribute.name, SourceAttribute.usedWithCloudKit],
        SourceElement.memberEntity: [SourceAttribute.name],
        SourceElement.elements: [],
    ]

    /// Whether a reader may look `attribute` up on an element named `element` (elements outside
    /// the table, such as property-list elements, allow anything).
    static func allows(_ attribute: String, on element: String) -> Bool {
        attributes[element]?.contains(attribute) ?? true
    }
}
