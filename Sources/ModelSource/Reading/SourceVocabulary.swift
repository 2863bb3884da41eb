/// Which XML attributes each source element may carry: what the readers read, plus what Xcode
/// writes and the compiler has no use for (`syncable` on entities and properties; the model's
/// `documentVersion`, and its Xcode 4–6 `name`, `macOSVersion` and `iOSVersion`). An attribute
/// outside this table is a typo or a tool's invention, and gets a warning with the nearest known name.
///
/// The readers look every attribute up through this table (`XMLElement`'s subscript asserts it in
/// debug builds), so a name the reader learns to read cannot be missing here.
enum SourceVocabulary {
    /// The attributes every property element shares.
    private static let property: Set<SourceAttribute> = [
        .name, .optional, .transient, .indexed,
        .spotlightIndexingEnabled, .storedInTruthFile, .elementID,
        .versionHashModifier, .syncable,
    ]

    /// Element name → the attributes it may carry. Elements not listed (the diagram's `<elements>`
    /// content, unknown elements) are not checked.
    static let attributes: [String: Set<SourceAttribute>] = [
        SourceElement.model: [
            .type, .documentVersion, .lastSavedToolsVersion,
            .systemVersion, .minimumToolsVersion, .sourceLanguage,
            .userDefinedModelVersionIdentifier, .usedWithCloudKit,
            .usedWithSwiftData, .name, .macOSVersion,
            .iOSVersion,
        ],
        SourceElement.entity: [
            .name, .representedClassName, .parentEntity,
            .isAbstract, .elementID, .versionHashModifier,
            .codeGenerationType, .syncable,
        ],
        SourceElement.attribute: property.union([
            .attributeType, .defaultValueString, .defaultDateTimeInterval,
            .minValueString, .maxValueString, .minDateTimeInterval,
            .maxDateTimeInterval, .regularExpressionString,
            .usesScalarValueType, .allowsExternalBinaryDataStorage,
            .allowsCloudEncryption, .preserveAfterDeletion,
            .valueTransformerName, .customClassName, .derived,
            .derivationExpression, .composite,
        ]),
        SourceElement.relationship: property.union([
            .destinationEntity, .deletionRule, .ordered,
            .inverseName, .inverseEntity, .minCount,
            .maxCount, .toMany,
        ]),
        SourceElement.fetchedProperty: property,
        SourceElement.fetchRequest: [
            .name, .entity, .predicateString, .fetchLimit,
            .fetchOffset, .fetchBatchSize, .resultType,
            .includeSubentities, .includesSubentities,
            .includePropertyValues, .includesPropertyValues,
            .returnObjectsAsFaults, .returnsObjectsAsFaults,
            .includesPendingChanges, .includePendingChanges,
            .returnDistinctResults, .returnsDistinctResults,
        ],
        SourceElement.fetchIndex: [.name, .partialIndexPredicate],
        SourceElement.fetchIndexElement: [
            .property, .expression, .expressionType,
            .type, .order,
        ],
        SourceElement.compoundIndexes: [],
        SourceElement.compoundIndex: [],
        SourceElement.index: [.value],
        SourceElement.uniquenessConstraints: [],
        SourceElement.uniquenessConstraint: [],
        SourceElement.constraint: [.value],
        SourceElement.userInfo: [],
        SourceElement.entry: [.key, .value],
        SourceElement.composite: [.name],
        SourceElement.configuration: [.name, .usedWithCloudKit],
        SourceElement.memberEntity: [.name],
        SourceElement.elements: [],
    ]

    /// Whether a reader may look `attribute` up on an element named `element` (elements outside
    /// the table, such as property-list elements, allow anything).
    static func allows(_ attribute: SourceAttribute, on element: String) -> Bool {
        attributes[element]?.contains(attribute) ?? true
    }
}
