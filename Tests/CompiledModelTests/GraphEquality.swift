import CoreDataModel
import PredicateSyntax

/// Compares two model graphs field by field and lists every difference (empty = equal), in the
/// terms the compiled model can express: predicate text compared canonically, values compared as
/// archived for their attribute type, and the facts the archive does not carry (source locations,
/// code generation, composite definition names, CloudKit flags) left out.
enum GraphEquality {
    static func differences(_ expected: ManagedObjectModel, _ actual: ManagedObjectModel) -> [String] {
        var out: [String] = []
        func check<T: Equatable>(_ a: T, _ b: T, _ what: @autoclosure () -> String) {
            if a != b { out.append("\(what()): \(a) ≠ \(b)") }
        }
        let left = expected.entitiesByName, right = actual.entitiesByName
        check(Set(left.keys), Set(right.keys), "entity names")
        for (name, a) in left {
            guard let b = right[name] else { continue }
            compare(a, b, into: &out)
        }
        check(normalizedIdentifiers(expected.versionIdentifiers), normalizedIdentifiers(actual.versionIdentifiers), "version identifiers")
        let configurations = { (model: ManagedObjectModel) -> [String: [String]] in
            Dictionary(model.configurations.filter { $0.name != "PF_DEFAULT_CONFIGURATION_NAME" }.map { ($0.name, $0.entityNames.sorted()) },
                       uniquingKeysWith: { first, _ in first })
        }
        check(configurations(expected), configurations(actual), "configurations")
        let templates = { (model: ManagedObjectModel) in Dictionary(model.fetchRequestTemplates.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a }) }
        let (ta, tb) = (templates(expected), templates(actual))
        check(Set(ta.keys), Set(tb.keys), "fetch request template names")
        for (name, a) in ta { if let b = tb[name] { compare(a, b, "template \(name)", into: &out) } }
        return out
    }

    private static func normalizedIdentifiers(_ identifiers: Set<String>) -> Set<String> {
        identifiers.isEmpty ? [""] : identifiers
    }

    private static func compare(_ a: EntityDescription, _ b: EntityDescription, into out: inout [String]) {
        let e = "entity \(a.name)"
        func check<T: Equatable>(_ x: T, _ y: T, _ what: String) {
            if x != y { out.append("\(e) \(what): \(x) ≠ \(y)") }
        }
        check(a.managedObjectClassName, b.managedObjectClassName, "class name")
        check(a.isAbstract, b.isAbstract, "abstract")
        check(a.superentity?.name, b.superentity?.name, "superentity")
        check(a.userInfo, b.userInfo, "user info")
        check(nonEmpty(a.versionHashModifier), nonEmpty(b.versionHashModifier), "version hash modifier")
        check(a.effectiveRenamingIdentifier, b.effectiveRenamingIdentifier, "renaming identifier")
        check(a.uniquenessConstraints, b.uniquenessConstraints, "uniqueness constraints")
        check(a.fetchIndexes.map { indexSummary($0) }, b.fetchIndexes.map { indexSummary($0) }, "fetch indexes")
        check(Set(compoundGroups(a)), Set(compoundGroups(b)), "compound indexes")
        let pa = Dictionary(a.properties.map { ($0.name, $0) }, uniquingKeysWith: { x, _ in x })
        let pb = Dictionary(b.properties.map { ($0.name, $0) }, uniquingKeysWith: { x, _ in x })
        check(Set(pa.keys), Set(pb.keys), "property names")
        let indexedA = singlyIndexed(a), indexedB = singlyIndexed(b)
        for (name, x) in pa {
            guard let y = pb[name] else { continue }
            compare(x, y, "\(e) property \(name)", indexed: (indexedA.contains(name), indexedB.contains(name)), into: &out)
        }
    }

    private static func compare(_ a: PropertyDescription, _ b: PropertyDescription, _ p: String, indexed: (Bool, Bool),
                                into out: inout [String]) {
        func check<T: Equatable>(_ x: T, _ y: T, _ what: String) {
            if x != y { out.append("\(p) \(what): \(x) ≠ \(y)") }
        }
        check(String(describing: type(of: a)), String(describing: type(of: b)), "kind")
        if !(a is FetchedPropertyDescription) {
            check(a.isOptional, b.isOptional, "optional")
            check(a.isTransient && !(a is DerivedAttributeDescription), b.isTransient && !(b is DerivedAttributeDescription), "transient")
            check(a.isReadOnly || a is DerivedAttributeDescription, b.isReadOnly || b is DerivedAttributeDescription, "read-only")
        }
        check(a.isIndexedBySpotlight, b.isIndexedBySpotlight, "spotlight")
        check(a.isStoredInExternalRecord, b.isStoredInExternalRecord, "external record")
        check(a.effectiveRenamingIdentifier, b.effectiveRenamingIdentifier, "renaming identifier")
        check(nonEmpty(a.versionHashModifier), nonEmpty(b.versionHashModifier), "version hash modifier")
        check(a.userInfo, b.userInfo, "user info")
        check(a.validationRules.map { "\(canonicalPredicate($0.predicate)) / \($0.warning)" },
              b.validationRules.map { "\(canonicalPredicate($0.predicate)) / \($0.warning)" }, "validation rules")
        switch (a, b) {
        case let (x as AttributeDescription, y as AttributeDescription):
            compareAttributes(x, y, p, indexed: indexed, into: &out)
        case let (x as RelationshipDescription, y as RelationshipDescription):
            check(x.destinationEntityName, y.destinationEntityName, "destination")
            check(nonEmpty(x.inverseName), nonEmpty(y.inverseName), "inverse")
            check(x.minCount, y.minCount, "min count")
            check(x.maxCount, y.maxCount, "max count")
            check(x.deleteRule, y.deleteRule, "delete rule")
            check(x.isOrdered && x.isToMany, y.isOrdered && y.isToMany, "ordered")
        case let (x as FetchedPropertyDescription, y as FetchedPropertyDescription):
            compare(x.fetchRequest, y.fetchRequest, "\(p) request", into: &out)
        default:
            break
        }
    }

    private static func compareAttributes(_ a: AttributeDescription, _ b: AttributeDescription, _ p: String,
                                          indexed: (Bool, Bool), into out: inout [String]) {
        func check<T: Equatable>(_ x: T, _ y: T, _ what: String) {
            if x != y { out.append("\(p) \(what): \(x) ≠ \(y)") }
        }
        let type = a.attributeType
        check(type, b.attributeType, "type")
        check(archivedClassName(a), archivedClassName(b), "value class")
        check(value(a.defaultValue, type), value(b.defaultValue, type), "default")
        check(value(a.minValue, boundType(type)), value(b.minValue, boundType(type)), "min")
        check(value(a.maxValue, boundType(type)), value(b.maxValue, boundType(type)), "max")
        check(nonEmpty(a.regularExpression), nonEmpty(b.regularExpression), "regular expression")
        check(transformer(a.valueTransformerName), transformer(b.valueTransformerName), "transformer")
        check(a.allowsExternalBinaryDataStorage, b.allowsExternalBinaryDataStorage, "external storage")
        check(a.preservesValueInHistoryOnDeletion, b.preservesValueInHistoryOnDeletion, "preserve after deletion")
        check(a.allowsCloudEncryption, b.allowsCloudEncryption, "cloud encryption")
        check(a.isIndexed || indexed.0, b.isIndexed || indexed.1, "indexed")
        switch (a, b) {
        case let (x as DerivedAttributeDescription, y as DerivedAttributeDescription):
            check(canonicalDerivation(x.derivationExpression), canonicalDerivation(y.derivationExpression), "derivation")
            check(x.filteringPredicate.map(canonicalPredicate), y.filteringPredicate.map(canonicalPredicate), "filtering predicate")
        case let (x as CompositeAttributeDescription, y as CompositeAttributeDescription):
            check(x.elements.map(\.name), y.elements.map(\.name), "composite elements")
            for (ex, ey) in zip(x.elements, y.elements) {
                compare(ex, ey, "\(p).\(ex.name)", indexed: (false, false), into: &out)
            }
        default:
            break
        }
    }

    private static func compare(_ a: FetchRequest, _ b: FetchRequest, _ p: String, into out: inout [String]) {
        func check<T: Equatable>(_ x: T, _ y: T, _ what: String) {
            if x != y { out.append("\(p) \(what): \(x) ≠ \(y)") }
        }
        check(a.entity?.name ?? a.entityName, b.entity?.name ?? b.entityName, "entity")
        check(a.predicate.flatMap(nonBlank).map(canonicalPredicate), b.predicate.flatMap(nonBlank).map(canonicalPredicate), "predicate")
        check(a.fetchLimit, b.fetchLimit, "limit")
        check(a.fetchOffset, b.fetchOffset, "offset")
        check(a.fetchBatchSize, b.fetchBatchSize, "batch size")
        check(a.resultType, b.resultType, "result type")
        check(flags(a), flags(b), "flags")
    }

    // MARK: - Normal forms

    static func canonicalPredicate(_ text: String) -> String {
        (try? PredicateSyntax.parsePredicate(text).format) ?? "unparseable: \(text)"
    }

    static func canonicalDerivation(_ text: String) -> String {
        (try? PredicateSyntax.parseExpression(text).normalizedForDerivedAttribute.format) ?? "unparseable: \(text)"
    }

    private static func nonEmpty(_ text: String?) -> String? { text.flatMap { $0.isEmpty ? nil : $0 } }
    private static func nonBlank(_ text: String) -> String? { text.allSatisfy(\.isWhitespace) ? nil : text }

    private static func transformer(_ name: String?) -> String? {
        nonEmpty(name).map { $0 == "NSSecureUnarchiveFromDataTransformerName" ? "NSSecureUnarchiveFromData" : $0 }
    }

    private static func archivedClassName(_ attribute: AttributeDescription) -> String? {
        if attribute.attributeType == .transformable, let name = transformer(attribute.valueTransformerName),
           !["NSSecureUnarchiveFromData", "NSSecureUnarchiveFromDataTransformer"].contains(name) { return nil }
        return attribute.attributeValueClassName
    }

    private static func boundType(_ type: AttributeType) -> AttributeType { type == .string ? .integer64 : type }

    /// A value as the archive holds it for `type` (numbers coerced as the encoder coerces them).
    static func value(_ value: AttributeValue?, _ type: AttributeType) -> String {
        guard let value else { return "nil" }
        switch (type, value) {
        case (.double, _), (.float, _):
            return value.numericValue.map { "real \($0)" } ?? value.description
        case (.integer16, .real(let r)), (.integer32, .real(let r)), (.integer64, .real(let r)):
            return Int64(exactly: r).map { "integer \($0)" } ?? "real \(r)"
        case (.decimal, .integer(let i)):
            return "decimal \(i)"
        case (.decimal, .decimal(let d)):
            return "decimal \(d)"
        case (.date, _):
            return value.numericValue.map { "date \($0)" } ?? value.description
        default:
            return "\(value)"
        }
    }

    private static func flags(_ request: FetchRequest) -> [Bool] {
        var values = [request.returnsDistinctResults, request.includesSubentities, request.includesPropertyValues,
                      request.returnsObjectsAsFaults, request.includesPendingChanges]
        if request.resultType == .dictionaries { values[4] = false }
        if request.resultType == .managedObjectIDs { values[2] = false }
        return values
    }

    private static func indexSummary(_ index: FetchIndexDescription) -> String {
        let elements = index.elements.map { element -> String in
            let target: String
            switch element.target {
            case .property(let name): target = name
            case .expression(let text, let type): target = "expr \(canonicalDerivation(text)) \(type)"
            }
            return "\(target) \(element.collationType) \(element.isAscending)"
        }
        return "\(index.name)[\(elements.joined(separator: ", "))] \(index.partialIndexPredicate.flatMap(nonBlank).map(canonicalPredicate) ?? "-")"
    }

    private static func compoundGroups(_ entity: EntityDescription) -> [[String]] {
        var groups = entity.compoundIndexes
        for index in entity.fetchIndexes where index.elements.count > 1 {
            let names = index.elements.compactMap { $0.collationType == .binary ? $0.propertyName : nil }
            if names.count == index.elements.count, !groups.contains(names) { groups.append(names) }
        }
        return groups
    }

    private static func singlyIndexed(_ entity: EntityDescription) -> Set<String> {
        Set(entity.fetchIndexes.compactMap { index in
            guard index.elements.count == 1, let element = index.elements.first, element.collationType == .binary,
                  element.isAscending else { return nil }
            return element.propertyName
        })
    }
}
