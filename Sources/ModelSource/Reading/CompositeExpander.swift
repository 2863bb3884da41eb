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
            for case let composite as CompositeAttributeDescription in entity.properties {
                composite.elements = elements(for: composite, owner: entity.name, path: [])
            }
        }
        for index in model.compositeDefinitions.indices {
            let definition = model.compositeDefinitions[index]
            for case let composite as CompositeAttributeDescription in definition.attributes {
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
            let copy = AttributeCopier.copy(original)
            if let nested = copy as? CompositeAttributeDescription {
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

/// Copies an attribute description field by field (composite elements are values per use site).
enum AttributeCopier {
    static func copy(_ original: AttributeDescription) -> AttributeDescription {
        let copy: AttributeDescription
        if let derived = original as? DerivedAttributeDescription {
            let newDerived = DerivedAttributeDescription(name: derived.name, type: derived.attributeType,
                                                         derivationExpression: derived.derivationExpression)
            newDerived.filteringPredicate = derived.filteringPredicate
            copy = newDerived
        } else if let composite = original as? CompositeAttributeDescription {
            copy = CompositeAttributeDescription(name: composite.name, compositeName: composite.compositeName)
        } else {
            copy = AttributeDescription(name: original.name, type: original.attributeType)
        }
        copy.isOptional = original.isOptional
        copy.isTransient = original.isTransient
        copy.isReadOnly = original.isReadOnly
        copy.isIndexedBySpotlight = original.isIndexedBySpotlight
        copy.isStoredInExternalRecord = original.isStoredInExternalRecord
        copy.renamingIdentifier = original.renamingIdentifier
        copy.versionHashModifier = original.versionHashModifier
        copy.userInfo = original.userInfo
        copy.validationRules = original.validationRules
        copy.sourceLocation = original.sourceLocation
        copy.defaultValue = original.defaultValue
        copy.minValue = original.minValue
        copy.maxValue = original.maxValue
        copy.regularExpression = original.regularExpression
        copy.valueTransformerName = original.valueTransformerName
        copy.customClassName = original.customClassName
        copy.allowsExternalBinaryDataStorage = original.allowsExternalBinaryDataStorage
        copy.preservesValueInHistoryOnDeletion = original.preservesValueInHistoryOnDeletion
        copy.allowsCloudEncryption = original.allowsCloudEncryption
        copy.isIndexed = original.isIndexed
        copy.usesScalarValueType = original.usesScalarValueType
        return copy
    }
}
