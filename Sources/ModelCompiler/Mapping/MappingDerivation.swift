import CompiledModel
import CoreDataModel
import ModelSource
import PredicateSyntax

/// Derives what `mapc` derives from an editor document: each entity mapping's name, type, version
/// hashes and source fetch, and every property mapping's value expression. Problems are located
/// at the line of the entity or property mapping in `xcmapping.xml`.
struct MappingDerivation {
    let document: MappingDocument
    let moduleName: String?
    private var diagnostics: [Diagnostic] = []
    private var sourceHasher = VersionHasher()
    private var destinationHasher = VersionHasher()

    /// Mapping name → source entity name, for the relationship functions.
    private var mappingSources: [(name: String, source: String)] = []

    init(document: MappingDocument, moduleName: String?) {
        self.document = document
        self.moduleName = moduleName
    }

    /// - Throws: `ModelError` with every error (and the warnings before them).
    static func derive(_ document: MappingDocument, moduleName: String?) throws -> (mapping: MappingModel, diagnostics: [Diagnostic]) {
        var derivation = MappingDerivation(document: document, moduleName: moduleName)
        let mapping = derivation.run()
        guard !derivation.diagnostics.hasErrors else { throw ModelError(derivation.diagnostics) }
        return (mapping, derivation.diagnostics)
    }

    private mutating func run() -> MappingModel {
        mappingSources = document.entityMappings.compactMap { source in
            source.sourceEntityName.map { (Self.name(of: source), $0) }
        }
        var names = Set<String>()
        var mappings: [EntityMapping] = []
        for source in document.entityMappings {
            guard let mapping = entityMapping(source) else { continue }
            if !names.insert(mapping.name).inserted {
                error("two entity mappings are named '\(mapping.name)'", line: source.line)
                continue
            }
            mappings.append(mapping)
        }
        return MappingModel(entityMappings: mappings)
    }

    static func name(of source: EntityMappingSource) -> String {
        if let name = source.name, !name.isEmpty { return name }
        switch (source.sourceEntityName, source.destinationEntityName) {
        case let (from?, to?): return from + "To" + to
        case let (nil, to?): return to
        case let (from?, nil): return from
        case (nil, nil): return ""
        }
    }

    // MARK: - Entity mappings

    private mutating func entityMapping(_ source: EntityMappingSource) -> EntityMapping? {
        let name = Self.name(of: source)
        guard !name.isEmpty else {
            error("an entity mapping names neither a source nor a destination entity", line: source.line)
            return nil
        }
        var from: EntityDescription?
        var to: EntityDescription?
        if let entity = source.sourceEntityName {
            from = document.sourceModel.entity(named: entity)
            if from == nil { error("entity mapping '\(name)': the source model has no entity '\(entity)'", line: source.line) }
        }
        if let entity = source.destinationEntityName {
            to = document.destinationModel.entity(named: entity)
            if to == nil { error("entity mapping '\(name)': the destination model has no entity '\(entity)'", line: source.line) }
        }
        if (source.sourceEntityName != nil && from == nil) || (source.destinationEntityName != nil && to == nil) { return nil }

        var mapping = EntityMapping(name: name, mappingType: mappingType(source, from: from, to: to))
        mapping.sourceEntityName = from?.name
        mapping.sourceEntityVersionHash = from.map { sourceHasher.hash(of: $0) }
        mapping.destinationEntityName = to?.name
        mapping.destinationEntityVersionHash = to.map { destinationHasher.hash(of: $0) }
        mapping.migrationPolicyClassName = policyClassName(source.migrationPolicyClassName)
        mapping.sourceExpression = sourceExpression(source, from: from, mapping: name)
        mapping.userInfo = userInfo(source.userInfoData, line: source.line, owner: "entity mapping '\(name)'")
        if let to {
            mapping.attributeMappings = propertyMappings(source.attributeMappings, relationships: false, from: from, to: to, mapping: name)
            mapping.relationshipMappings = propertyMappings(source.relationshipMappings, relationships: true, from: from, to: to, mapping: name)
        }
        return mapping
    }

    /// Custom when a policy class is set, Add/Remove by the missing side, Copy when every stored
    /// source property survives unchanged (same name, same version hash), else Transform.
    private func mappingType(_ source: EntityMappingSource, from: EntityDescription?, to: EntityDescription?) -> EntityMappingType {
        if let policy = source.migrationPolicyClassName, !policy.isEmpty { return .custom }
        guard let from else { return .add }
        guard let to else { return .remove }
        guard from.name == to.name else { return .transform }
        let destination = to.propertiesByName
        let unchanged = from.allProperties.filter(VersionHashedFields.feedsEntityHash).allSatisfy { property in
            guard let counterpart = destination[property.name] else { return false }
            return VersionHasher.hash(of: property) == VersionHasher.hash(of: counterpart)
        }
        return unchanged ? .copy : .transform
    }

    private func policyClassName(_ name: String?) -> String? {
        guard let name, !name.isEmpty else { return nil }
        if MappingUnverifiedChoices.leadingDotPolicyClassTakesModule, name.count > 1, name.hasPrefix("."),
           let moduleName, !moduleName.isEmpty {
            return moduleName + name
        }
        return name
    }

    private mutating func sourceExpression(_ source: EntityMappingSource, from: EntityDescription?, mapping: String) -> MappingSourceExpression? {
        if let data = source.sourceExpressionData {
            do {
                return try MappingModelDecoder.sourceExpression(archived: data, path: document.path)
            } catch {
                self.error("entity mapping '\(mapping)': the custom source expression cannot be read: \(Self.reason(error))", line: source.line)
                return nil
            }
        }
        guard let from else { return nil }
        var predicate: String?
        if MappingUnverifiedChoices.filterPredicateReplacesTruePredicate, let filter = source.sourceFilterPredicate, !filter.isEmpty {
            do {
                predicate = try parsePredicate(filter).format
            } catch let failure as PredicateSyntaxError {
                error("entity mapping '\(mapping)': filter predicate '\(filter)' does not parse: \(failure.message) (column \(failure.column))",
                      line: source.line)
            } catch {}
        }
        let fetch = MigrationExpressions.sourceFetch(entity: from.name, predicate: predicate)
        return .fetchRequest(request: fetch.request, context: fetch.context, countOnly: false)
    }

    // MARK: - Property mappings

    private mutating func propertyMappings(_ sources: [PropertyMappingSource], relationships: Bool, from: EntityDescription?,
                                           to: EntityDescription, mapping: String) -> [PropertyMapping] {
        var seen = Set<String>()
        var result: [PropertyMapping] = []
        for source in Self.ordered(sources) {
            let label = "property mapping '\(mapping).\(source.name)'"
            guard seen.insert(source.name).inserted else {
                error("\(label) is listed twice", line: source.line)
                continue
            }
            guard let property = to.property(named: source.name) else {
                error("\(label): the destination entity '\(to.name)' has no property '\(source.name)'", line: source.line)
                continue
            }
            guard (property.kind.relationship != nil) == relationships else {
                let kind = relationships ? "a relationship" : "an attribute"
                error("\(label): '\(to.name).\(source.name)' is not \(kind)", line: source.line)
                continue
            }
            var value: String?
            if let data = source.valueExpressionData {
                value = userExpression(data, label: label, line: source.line)
            } else if let from {
                value = relationships ? relationshipValue(source, from: from, mapping: mapping, label: label)
                                      : attributeValue(source.name, from: from)
            }
            result.append(PropertyMapping(name: source.name, valueExpression: value,
                                          userInfo: userInfo(source.userInfoData, line: source.line, owner: label)))
        }
        return result
    }

    static func ordered(_ sources: [PropertyMappingSource]) -> [PropertyMappingSource] {
        sources.sorted { left, right in
            if MappingUnverifiedChoices.propertyOrderIgnoresCase {
                let (a, b) = (left.name.lowercased(), right.name.lowercased())
                if a != b { return utf16Precedes(a, b) }
            }
            return utf16Precedes(left.name, right.name)
        }
    }

    private func attributeValue(_ name: String, from: EntityDescription) -> String? {
        guard from.property(named: name)?.kind.attribute != nil else { return nil }
        return MigrationExpressions.sourceValue(name).format
    }

    private mutating func relationshipValue(_ source: PropertyMappingSource, from: EntityDescription, mapping: String, label: String) -> String? {
        if let keyPathText = source.sourceKeyPath, !keyPathText.isEmpty {
            let keyPath: PredicateSyntax.Expression
            do {
                keyPath = try parseExpression(keyPathText)
            } catch {
                self.error("\(label): source key path '\(keyPathText)' does not parse: \(Self.reason(error))", line: source.line)
                return nil
            }
            if let named = source.sourceMappingName, !named.isEmpty {
                checkMappingExists(named, label: label, line: source.line)
                return MigrationExpressions.destinations(ofMapping: named, sourceInstances: keyPath)
            }
            let last = keyPathText.split(separator: ".").last.map(String.init) ?? keyPathText
            return MigrationExpressions.destinations(ofRelationship: last, sourceInstances: keyPath)
        }
        guard let relationship = from.property(named: source.name)?.kind.relationship else { return nil }
        let instances = MigrationExpressions.sourceValue(source.name)
        if let named = source.sourceMappingName, !named.isEmpty {
            checkMappingExists(named, label: label, line: source.line)
            return MigrationExpressions.destinations(ofMapping: named, sourceInstances: instances)
        }
        let covering = coveringMappings(of: relationship)
        if covering.count == 1, let only = covering.first {
            return MigrationExpressions.destinations(ofMapping: only, sourceInstances: instances)
        }
        if covering.isEmpty, !MappingUnverifiedChoices.uncoveredRelationshipUsesRelationshipName { return nil }
        return MigrationExpressions.destinations(ofRelationship: source.name, sourceInstances: instances)
    }

    /// The entity mappings whose source is the relationship's destination entity or one of its
    /// sub-entities (those make the objects the relationship must point to).
    private func coveringMappings(of relationship: RelationshipDescription) -> [String] {
        guard let destination = relationship.destinationEntity ?? document.sourceModel.entity(named: relationship.destinationEntityName) else {
            return []
        }
        var family = Set<String>()
        var pending = [destination]
        while let entity = pending.popLast() {
            guard family.insert(entity.name).inserted else { continue }
            pending += entity.subentities
        }
        return mappingSources.filter { family.contains($0.source) }.map(\.name)
    }

    private mutating func checkMappingExists(_ name: String, label: String, line: Int) {
        guard !mappingSources.contains(where: { $0.name == name }),
              !document.entityMappings.contains(where: { Self.name(of: $0) == name }) else { return }
        diagnostics.append(.warning("\(label) uses entity mapping '\(name)', which this mapping model does not have",
                                    at: SourceLocation(file: document.path, line: line), category: .mapping))
    }

    // MARK: - Stored values

    private mutating func userExpression(_ data: [UInt8], label: String, line: Int) -> String? {
        do {
            let text = try MappingModelDecoder.expressionText(archivedExpression: data, path: document.path)
            _ = try parseExpression(text)
            return text
        } catch {
            self.error("\(label): the value expression cannot be read: \(Self.reason(error))", line: line)
            return nil
        }
    }

    private mutating func userInfo(_ data: [UInt8]?, line: Int, owner: String) -> [String: String]? {
        guard let data else { return nil }
        do {
            return try MappingModelDecoder.userInfo(archived: data, path: document.path)
        } catch {
            self.error("\(owner): the user info cannot be read: \(Self.reason(error))", line: line)
            return nil
        }
    }

    private static func reason(_ error: any Error) -> String {
        if let modelError = error as? ModelError { return modelError.diagnostics.map(\.message).joined(separator: "; ") }
        if let syntax = error as? PredicateSyntaxError { return "\(syntax.message) (column \(syntax.column))" }
        return "\(error)"
    }

    private mutating func error(_ message: String, line: Int) {
        diagnostics.append(.error(message, at: SourceLocation(file: document.path, line: line), category: .mapping))
    }
}
