import PredicateSyntax

/// Fetch request templates as Core Data exposes them (`fetchRequestTemplate(forName:)`,
/// `fetchRequestFromTemplate(withName:substitutionVariables:)`).
extension ManagedObjectModel {
    public var fetchRequestTemplatesByName: [String: FetchRequest] {
        var result: [String: FetchRequest] = [:]
        for template in fetchRequestTemplates where result[template.name] == nil { result[template.name] = template }
        return result
    }

    /// The stored template itself (shared; immutable once the model is in use).
    public func fetchRequestTemplate(forName name: String) -> FetchRequest? {
        fetchRequestTemplate(named: name)
    }

    /// Adds or replaces a named template.
    public func setFetchRequestTemplate(_ request: FetchRequest?, forName name: String) {
        if isFrozen { Immutability.violation(Immutability.fetchRequestMessage, "fetch request '\(name)'") }
        fetchRequestTemplates.removeAll { $0.name == name }
        guard let request else { return }
        request.name = name
        fetchRequestTemplates.append(request)
    }

    /// A new fetch request from a template with every `$VARIABLE` replaced; the model is in use
    /// from then on (as in Core Data). Every variable the predicate uses must be supplied; a
    /// `.null` value substitutes a null constant. A template without variables is copied, never
    /// shared. Nil when no template has that name.
    /// - Throws: `FetchTemplateError` naming a missing variable or a predicate that does not parse.
    public func fetchRequestFromTemplate(withName name: String,
                                         substitutionVariables variables: [String: SubstitutionValue] = [:]) throws -> FetchRequest? {
        guard let template = fetchRequestTemplate(named: name) else { return nil }
        freeze()
        let request = template.copy()
        guard let text = template.predicate else { return request }
        let predicate: Predicate
        do {
            predicate = try parsePredicate(text)
        } catch let error as PredicateSyntaxError {
            throw FetchTemplateError(message: "fetch request template '\(name)': predicate: \(error)")
        }
        let missing = predicate.variableNames.subtracting(variables.keys).sorted()
        if let first = missing.first {
            throw FetchTemplateError(message: "fetch request template '\(name)': no value for substitution variable $\(first)")
        }
        request.predicate = try predicate.substituting(variables.mapValues(\.constantValue)).format
        return request
    }
}

public struct FetchTemplateError: Error, CustomStringConvertible, Equatable {
    public var message: String
    public var description: String { message }
}
