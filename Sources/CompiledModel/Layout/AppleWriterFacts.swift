import KeyedArchive
import PredicateSyntax

/// What Apple's archives show about the objects behind the values, which decides how they are
/// shared in the bytes (`ArchiveByteRules`).
enum AppleWriterFacts {
    /// Keys Core Data encodes with `encodeInt32:` (their integers share plist objects only among
    /// themselves): seen sharing in the goldens, plus `_P` and the attribute flags, which are 32-bit
    /// words by definition (see `UnverifiedChoices.int32KeysWithoutEvidence`).
    static let int32Keys: Set<String> = Set<String>([
        RelationshipField.deleteRule.key, RelationshipField.minCount.key, RelationshipField.maxCount.key, AttributeField.flags.key, FetchRequestField.fetchOffset.key, FetchRequestField.fetchLimit.key,
        FetchRequestField.batchSize.key,
        FoundationValueKey.decimalLength, FoundationValueKey.decimalMantissaByteOrder,
    ]).union(UnverifiedChoices.int32KeysWithoutEvidence)

    /// Class names written anew in every class descriptor: Core Data's own classes,
    /// NSDecimalNumber's chain and NSVariableExpression, as the goldens show. Foundation's
    /// collections, the other predicate and expression classes are one string constant each.
    static let freshClassNames: Set<String> = Set([
        ArchiveClass.model, ArchiveClass.entity, ArchiveClass.property, ArchiveClass.attribute, ArchiveClass.derivedAttribute,
        ArchiveClass.compositeAttribute, ArchiveClass.relationship, ArchiveClass.fetchedProperty, ArchiveClass.expressionDescription,
        ArchiveClass.fetchRequest, ArchiveClass.persistentStoreRequest, ArchiveClass.fetchIndex, ArchiveClass.fetchIndexElement,
        ArchivedClassName.variableExpression,
    ] + FoundationClassChain.decimalNumber.dropLast())
}
