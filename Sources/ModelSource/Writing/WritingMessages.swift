import CoreDataModel

/// Every message the writer emits (the mirror of `SourceMessage`): facts of the graph that the
/// source format has no place for, and what compiling threw away.
enum WritingMessage {
    case validationRuleWithoutSource(owner: String, predicate: String, warning: String)
    case defaultWithoutSource(owner: String, value: String)
    case boundWithoutSource(owner: String, which: String)
    case filteringPredicateWithoutSource(owner: String)
    case readOnlyWithoutSource(owner: String)
    case severalVersionIdentifiers(kept: String, dropped: [String])
    case localizationNotRecovered
    case reservedName(owner: String)
    case persistentUndefinedWithoutSource(owner: String)
    /// An error: nothing is written.
    case emptyName(what: String)
    /// An error: nothing is written.
    case compositeWithoutElements(owner: String)

    var text: String {
        switch self {
        case .validationRuleWithoutSource(let owner, let predicate, let warning):
            return "\(owner): validation predicate '\(predicate)' (warning \(warning)) is not a min/max/regular-expression rule; the model source has no place for it, so it is left out"
        case .defaultWithoutSource(let owner, let value):
            return "\(owner): default value \(value) cannot be written in a model source; left out"
        case .boundWithoutSource(let owner, let which):
            return "\(owner): a \(which) bound of this attribute type cannot be written in a model source; left out"
        case .filteringPredicateWithoutSource(let owner):
            return "\(owner): the derived attribute's filtering predicate cannot be written in a model source; left out"
        case .readOnlyWithoutSource(let owner):
            return "\(owner) is read-only, which a model source cannot say of an attribute or relationship; left out"
        case .severalVersionIdentifiers(let kept, let dropped):
            return "the model has several version identifiers; the source holds one: kept '\(kept)', left out \(dropped.map { "'\($0)'" }.joined(separator: ", "))"
        case .localizationNotRecovered:
            return "the model's localization dictionary is not part of the model source (it belongs in <Model>Model.strings); left out"
        case .reservedName(let owner):
            return "\(owner) has a name Xcode and momc refuse (a reserved NSManagedObject name); written as it is, so the source compiles only once it is renamed"
        case .persistentUndefinedWithoutSource(let owner):
            return "\(owner) has the Undefined type but is not transient, which Xcode and momc refuse in a model source; written without a type, so the source compiles only once it is given one"
        case .emptyName(let what):
            return "\(what) has an empty name, which a model source cannot hold (Xcode and modelc refuse a nameless element); nothing written"
        case .compositeWithoutElements(let owner):
            return "attribute '\(owner)' has the Composite type but no composite elements, so it names no composite, which a model source cannot hold (Xcode and modelc refuse such an attribute); nothing written"
        }
    }

    func diagnostic(at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.warning, text, at: location, category: .decompile)
    }
}
