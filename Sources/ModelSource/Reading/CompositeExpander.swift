import CoreDataModel

/// Fills composite attributes with copies of their `<composite>` definition's attributes.
///
/// Definitions follow the entities in the file and may nest, so expansion runs after the whole
/// document is read. Undefined names and cycles are errors; each cycle is reported once.
struct CompositeExpander {
    private let definitions: [String: CompositeDefinition]
    private let context: ReadingContext
    private var reportedCycles: Set<String> = []
    /// Nested definitions are expanded once per use; each problem is reported once.
    private var reported: Set<Diagnostic> = []

    init(definitions: [CompositeDefinition], context: ReadingContext) {
        var byName: [String: CompositeDefinition] = [:]
        for definition in definitions where byName[definition.name] == nil { byName[definition.name] = definition }
        self.definitions = byName
        self.context = context
    }

    /// Expands every composite attribute of `model`'s entities and of its definitions.
    mutating func expand(_ model: ManagedObjectModel) {
        for entity in model.entities {
            for composite in entity.properties.compactMap(\.kind.compositeAttribute) {
                composite.elements = elements(for: composite, owner: entity.name, path: [])
            }
        }
        for index in model.compositeDefinitions.indices {
            let definition = model.compositeDefinitions[index]
            for composite in definition.attributes.compactMap(\.kind.compositeAttribute) {
                composite.elements = elements(for: composite, owner: definition.name, path: [definition.name])
            }
        }
    }

    /// Fresh copies of the definition's attributes, nested composites expanded; `path` is the chain
    /// of definitions being expanded (a repeat is a cycle).
    private mutating func elements(for composite: CompositeAttributeDescription, owner: String,
                                   path: [String]) -> [AttributeDescription] {
        let label = "\(owner).\(composite.name)"
        guard let definition = definitions[composite.compositeName] else {
            report(.undefinedComposite(owner: label, composite: composite.compositeName), composite)
            return []
        }
        if let start = path.firstIndex(of: definition.name) {
            let cycle = Array(path[start...]) + [definition.name]
            let key = Set(cycle).sorted().joined(separator: "\u{0}")
            if reportedCycles.insert(key).inserted {
                report(.compositeCycle(path: cycle), composite)
            }
            return []
        }
        return definition.attributes.map { original in
            let copy = original.copyAttribute()
            if let nested = copy.kind.compositeAttribute {
                nested.elements = elements(for: nested, owner: definition.name, path: path + [definition.name])
            }
            return copy
        }
    }

    private mutating func report(_ message: SourceMessage, _ attribute: AttributeDescription) {
        let diagnostic = message.diagnostic(at: attribute.sourceLocation)
        if reported.insert(diagnostic).inserted { context.append([diagnostic]) }
    }
}
