import PredicateSyntax

/// The expressions `mapc` writes into a compiled mapping model: calls on the migration manager
/// (`$manager`) with the object being migrated (`$source`), built as syntax trees and kept as
/// their format text.
enum MigrationExpressions {
    static var manager: Expression { .variable("manager") }
    static var source: Expression { .variable("source") }
    static let fetchRequestSelector = "fetchRequestForSourceEntityNamed:predicateString:"
    static let byMappingNameSelector = "destinationInstancesForEntityMappingNamed:sourceInstances:"
    static let byRelationshipNameSelector = "destinationInstancesForSourceRelationshipNamed:sourceInstances:"
    static let allObjectsPredicate = "TRUEPREDICATE"

    /// The default source: every object of the source entity (passing `predicate`), fetched in
    /// the manager's source context.
    static func sourceFetch(entity: String, predicate: String?) -> (request: String, context: String) {
        let request = Expression.function(receiver: manager, selector: fetchRequestSelector,
                                          arguments: [.constant(.string(entity)), .constant(.string(predicate ?? allObjectsPredicate))])
        return (request.format, Expression.keyPath("sourceContext", operand: manager).format)
    }

    /// `$source.<name>`.
    static func sourceValue(_ name: String) -> Expression {
        .keyPath(name, operand: source)
    }

    /// The destination objects that entity mapping `mapping` made from `sourceInstances`.
    static func destinations(ofMapping mapping: String, sourceInstances: Expression) -> String {
        Expression.function(receiver: manager, selector: byMappingNameSelector,
                            arguments: [.constant(.string(mapping)), sourceInstances]).format
    }

    /// The destination objects made from `sourceInstances` by whichever mappings cover the
    /// source relationship `relationship`'s destination entities.
    static func destinations(ofRelationship relationship: String, sourceInstances: Expression) -> String {
        Expression.function(receiver: manager, selector: byRelationshipNameSelector,
                            arguments: [.constant(.string(relationship)), sourceInstances]).format
    }
}
