import CoreDataModel

/// Strict comparison of two graphs: entities and properties paired by name only, every
/// difference listed as one line (empty = equal). This is what "the compiled model reads back as
/// the graph it was compiled from" means in tests; `ModelDiff` is the rename-aware comparison
/// for people.
package enum ModelComparison {
    package static func differences(_ expected: ManagedObjectModel, _ actual: ManagedObjectModel) -> [String] {
        var out: [String] = []
        func check<T: Equatable>(_ a: T, _ b: T, _ what: String) {
            if a != b { out.append("\(what): \(describe(a)) ≠ \(describe(b))") }
        }
        func append(_ changes: [FieldChange], _ prefix: String) {
            out += changes.map { "\(prefix) \($0.field): \($0.oldValue) ≠ \($0.newValue)" }
        }
        let left = expected.entitiesByName, right = actual.entitiesByName
        check(Set(left.keys), Set(right.keys), "entity names")
        for (name, a) in left.sorted(by: { $0.key < $1.key }) {
            guard let b = right[name] else { continue }
            append(EntityComparison.changes(from: a, to: b), "entity \(name)")
            let pa = Dictionary(a.properties.map { ($0.name, $0) }, uniquingKeysWith: { x, _ in x })
            let pb = Dictionary(b.properties.map { ($0.name, $0) }, uniquingKeysWith: { x, _ in x })
            check(Set(pa.keys), Set(pb.keys), "entity \(name) property names")
            let indexedA = EntityComparison.singlyIndexed(a), indexedB = EntityComparison.singlyIndexed(b)
            for (property, x) in pa.sorted(by: { $0.key < $1.key }) {
                guard let y = pb[property] else { continue }
                append(PropertyComparison.changes(from: x, to: y, indexed: (indexedA.contains(property), indexedB.contains(property))),
                       "entity \(name) property \(property)")
            }
        }
        for change in modelChanges(from: expected, to: actual) {
            out.append("\(change.field): \(change.oldValue) ≠ \(change.newValue)")
        }
        return out
    }

    /// Model-level fields: version identifiers, configurations, fetch request templates. None is hashed.
    package static func modelChanges(from old: ManagedObjectModel, to new: ManagedObjectModel) -> [FieldChange] {
        var out = ChangeCollector(hashed: [])
        out.check(identifiers(old.versionIdentifiers), identifiers(new.versionIdentifiers), "version identifiers")
        out.check(configurations(old), configurations(new), "configurations")
        let ta = templates(old), tb = templates(new)
        out.check(ta.keys.sorted(), tb.keys.sorted(), "fetch request template names")
        for (name, a) in ta.sorted(by: { $0.key < $1.key }) {
            if let b = tb[name] { FetchRequestComparison.compare(a, b, prefix: "template \(name) ", into: &out) }
        }
        return out.changes
    }

    private static func identifiers(_ identifiers: Set<String>) -> [String] {
        identifiers.isEmpty ? [""] : identifiers.sorted()
    }

    private static func configurations(_ model: ManagedObjectModel) -> [String: [String]] {
        Dictionary(model.configurations.filter { $0.name != "PF_DEFAULT_CONFIGURATION_NAME" }.map { ($0.name, $0.entityNames.sorted()) },
                   uniquingKeysWith: { first, _ in first })
    }

    private static func templates(_ model: ManagedObjectModel) -> [String: FetchRequest] {
        Dictionary(model.fetchRequestTemplates.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    }
}
