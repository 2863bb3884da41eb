import PredicateSyntax

/// Archived class names: what the encoders write into `$classes` and what the decoders test with
/// `isKind(of:)`, spelled once for both.
enum ArchiveClass {
    static let object = ArchivedClassName.object
    static let model = "NSManagedObjectModel"
    static let entity = "NSEntityDescription"
    static let property = "NSPropertyDescription"
    static let attribute = "NSAttributeDescription"
    static let derivedAttribute = "NSDerivedAttributeDescription"
    static let compositeAttribute = "NSCompositeAttributeDescription"
    static let relationship = "NSRelationshipDescription"
    static let fetchedProperty = "NSFetchedPropertyDescription"
    static let expressionDescription = "NSExpressionDescription"
    static let fetchRequest = "NSFetchRequest"
    static let persistentStoreRequest = "NSPersistentStoreRequest"
    static let fetchIndex = "NSFetchIndexDescription"
    static let fetchIndexElement = "NSFetchIndexElementDescription"

    // The predicate, operator and expression classes: PredicateSyntax's `ArchivedClassName`.

    /// Foundation value classes (KeyedArchive writes them; the decoders tell them apart).
    static let decimalNumber = "NSDecimalNumber"
    static let date = "NSDate"
    static let uuid = "NSUUID"
    static let url = "NSURL"
    static let dictionary = "NSDictionary"
    static let array = "NSArray"
    static let set = "NSSet"
    static let orderedSet = "NSOrderedSet"
}

/// Class chains (`$classes`, most specific first) of the archived classes that write no key of
/// their own, so have no `ArchivedFields` table. (An expression's chain comes from its AST node,
/// `Expression.archivedClassChain`.)
enum ClassChain {
    private typealias Name = ArchiveClass

    static let truePredicate = [ArchivedClassName.truePredicate, ArchivedClassName.predicate, Name.object]
    static let falsePredicate = [ArchivedClassName.falsePredicate, ArchivedClassName.predicate, Name.object]
}

/// Names with a fixed meaning inside archives.
enum ArchiveNames {
    /// Core Data's implicit configuration, never archived under `NSConfigurations`.
    static let defaultConfiguration = "PF_DEFAULT_CONFIGURATION_NAME"
    /// Name of a fetched property's request in the source (`fetchedPropertyFetchRequest`).
    static let fetchedPropertyRequestName = "fetchedPropertyFetchRequest"
}
