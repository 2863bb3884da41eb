import PredicateSyntax

/// Parses every predicate and expression text of a model (validation rules, derivations and
/// their filters, fetch request predicates, fetch index predicates and expressions) at
/// resolution, so that every command that reads a model fails where compiling it would, not only
/// the encoder. The encoder parses the same texts through `PredicateText` again (it needs the
/// trees), so both report one text with one message.
enum PredicateChecks {
    /// The texts of `entity`'s properties and fetch indexes. Reads the texts only, so the entities
    /// of a large model are checked on two threads (in `ModelResolver`'s inverse pass).
    static func check(_ entity: EntityDescription, of model: ManagedObjectModel, into diagnostics: inout [Diagnostic]) {
        func record(_ parse: () throws -> Void) {
            Self.record(parse, of: model, into: &diagnostics)
        }
        for property in entity.properties {
            checkProperty(property, of: entity, record)
        }
        for index in entity.fetchIndexes {
            let owner = PredicateText.fetchIndexOwner(index, of: entity)
            if let text = index.partialIndexPredicate, !PredicateText.isBlank(text) {
                record { _ = try PredicateText.partialIndexPredicate(text, owner: owner, index: index, of: entity) }
            }
            for element in index.elements {
                if case .expression(let text, _) = element.target {
                    record { _ = try PredicateText.indexExpression(text, owner: owner, of: entity) }
                }
            }
        }
    }

    /// The predicate of one of the model's fetch request templates (once its entity is resolved).
    /// Reads the text only, so a large model's templates are checked on two threads.
    static func checkTemplate(_ template: FetchRequest, of model: ManagedObjectModel, into diagnostics: inout [Diagnostic]) {
        checkRequest(template, owner: PredicateText.templateOwner(template)) { parse in
            record(parse, of: model, into: &diagnostics)
        }
    }

    /// Runs `parse`, turning what it throws into diagnostics.
    private static func record(_ parse: () throws -> Void, of model: ManagedObjectModel, into diagnostics: inout [Diagnostic]) {
        do {
            try parse()
        } catch let error as ModelError {
            diagnostics += error.diagnostics
        } catch {
            diagnostics.append(.error("\(error)", at: model.sourceLocation))
        }
    }

    private static func checkProperty(_ property: PropertyDescription, of entity: EntityDescription,
                                      _ record: (() throws -> Void) -> Void) {
        for rule in property.validationRules {
            record { _ = try PredicateText.validationRule(rule, of: property, in: entity) }
        }
        switch property.kind {
        case .derivedAttribute(let derived):
            record { _ = try PredicateText.derivation(of: derived, in: entity) }
            record { _ = try PredicateText.filteringPredicate(of: derived, in: entity) }
        case .compositeAttribute(let composite):
            for element in composite.elements { checkProperty(element, of: entity, record) }
        case .fetchedProperty(let fetched):
            checkRequest(fetched.fetchRequest, owner: PredicateText.fetchedPropertyOwner(fetched, of: entity), record)
        case .attribute, .relationship:
            break
        }
    }

    private static func checkRequest(_ request: FetchRequest, owner: String, _ record: (() throws -> Void) -> Void) {
        guard let entity = request.entity, let text = request.predicate, !PredicateText.isBlank(text) else { return }
        record { _ = try PredicateText.requestPredicate(text, owner: owner, of: entity, request: request) }
    }
}

/// The model's predicate and expression texts parsed, a syntax error turned into a `ModelError`
/// that names the element: shared by resolution (`PredicateChecks`) and the encoder.
package enum PredicateText {
    package static func isBlank(_ text: String) -> Bool {
        text.allSatisfy(\.isWhitespace)
    }

    package static func predicate(_ text: String, what: String, at location: SourceLocation?) throws -> Predicate {
        do {
            return try parsePredicate(text)
        } catch {
            throw ModelError("\(what): \(error)", at: syntaxErrorLocation(location, error))
        }
    }

    package static func expression(_ text: String, what: String, at location: SourceLocation?) throws -> Expression {
        do {
            return try parseExpression(text)
        } catch {
            throw ModelError("\(what): \(error)", at: syntaxErrorLocation(location, error))
        }
    }

    /// The element's location with the syntax error's column inside its format string.
    private static func syntaxErrorLocation(_ location: SourceLocation?, _ error: Error) -> SourceLocation? {
        guard var location, let error = error as? PredicateSyntaxError else { return location }
        location.column = error.column
        return location
    }

    /// `attribute 'Entity.name'` (the kind word of the property, then its full name).
    package static func label(of property: PropertyDescription, in entity: EntityDescription) -> String {
        "\(property.kindName) '\(entity.name).\(property.name)'"
    }

    package static func location(of property: PropertyDescription, in entity: EntityDescription) -> SourceLocation? {
        property.sourceLocation ?? entity.sourceLocation
    }

    package static func validationRule(_ rule: ValidationRule, of property: PropertyDescription,
                                       in entity: EntityDescription) throws -> Predicate {
        try predicate(rule.predicate, what: "\(label(of: property, in: entity)): validation predicate", at: location(of: property, in: entity))
    }

    package static func derivation(of attribute: DerivedAttributeDescription, in entity: EntityDescription) throws -> Expression {
        try expression(attribute.derivationExpression, what: "\(label(of: attribute, in: entity)): derivation expression",
                       at: location(of: attribute, in: entity))
    }

    /// Nil when the attribute has no (or a blank) filtering predicate.
    package static func filteringPredicate(of attribute: DerivedAttributeDescription, in entity: EntityDescription) throws -> Predicate? {
        guard let text = attribute.filteringPredicate, !isBlank(text) else { return nil }
        return try predicate(text, what: "\(label(of: attribute, in: entity)): filtering predicate", at: location(of: attribute, in: entity))
    }

    package static func templateOwner(_ request: FetchRequest) -> String {
        "fetch request '\(request.name)'"
    }

    package static func fetchedPropertyOwner(_ fetched: FetchedPropertyDescription, of entity: EntityDescription) -> String {
        "fetched property '\(entity.name).\(fetched.name)'"
    }

    package static func requestPredicate(_ text: String, owner: String, of entity: EntityDescription,
                                         request: FetchRequest) throws -> Predicate {
        try predicate(text, what: "\(owner) of entity '\(entity.name)': predicate", at: request.sourceLocation)
    }

    package static func fetchIndexOwner(_ index: FetchIndexDescription, of entity: EntityDescription) -> String {
        "fetch index '\(entity.name).\(index.name)'"
    }

    package static func partialIndexPredicate(_ text: String, owner: String, index: FetchIndexDescription,
                                              of entity: EntityDescription) throws -> Predicate {
        try predicate(text, what: "\(owner): partial index predicate", at: index.sourceLocation ?? entity.sourceLocation)
    }

    package static func indexExpression(_ text: String, owner: String, of entity: EntityDescription) throws -> Expression {
        try expression(text, what: "\(owner): expression", at: entity.sourceLocation)
    }
}
