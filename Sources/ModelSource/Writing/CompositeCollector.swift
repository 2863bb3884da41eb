import CoreDataModel
import HostSystem

/// Decides the `<composite>` definitions to write and the name each composite attribute refers to
/// (the mirror of `CompositeExpander`). A model read from source keeps its definitions; a model
/// loaded from a compiled file has only the expanded elements, so a definition is made for each
/// distinct element list and named after the attribute (see `UnverifiedChoices`).
final class CompositeCollector {
    /// Definitions in writing order: the model's own first, then the recovered ones.
    private(set) var definitions: [CompositeDefinition] = []
    private var names: [ObjectIdentifier: String] = [:]

    init(model: ManagedObjectModel) {
        definitions = model.compositeDefinitions
        for entity in model.entities {
            for case .compositeAttribute(let composite) in entity.properties.map(\.kind) { collect(composite) }
        }
        var index = 0
        while index < definitions.count {   // definitions appended while walking are walked too
            for case .compositeAttribute(let composite) in definitions[index].attributes.map(\.kind) { collect(composite) }
            index += 1
        }
    }

    /// The definition name `composite` refers to.
    func definitionName(of composite: CompositeAttributeDescription) -> String {
        names[ObjectIdentifier(composite)] ?? composite.compositeName
    }

    private func collect(_ composite: CompositeAttributeDescription) {
        guard names[ObjectIdentifier(composite)] == nil else { return }
        if !composite.compositeName.isEmpty, definitions.contains(where: { $0.name == composite.compositeName }) {
            names[ObjectIdentifier(composite)] = composite.compositeName
            return
        }
        let signature = Self.signature(of: composite.elements)
        if let match = definitions.first(where: { Self.signature(of: $0.attributes) == signature }) {
            names[ObjectIdentifier(composite)] = match.name
            return
        }
        let base = composite.compositeName.isEmpty
            ? UnverifiedChoices.compositeDefinitionName(forAttribute: composite.name) : composite.compositeName
        var name = base
        var suffix = 2
        while definitions.contains(where: { $0.name == name }) {
            name = base + String(suffix)
            suffix += 1
        }
        names[ObjectIdentifier(composite)] = name
        definitions.append(CompositeDefinition(name: name, attributes: composite.elements))
    }

    /// What makes two element lists the same definition: everything a `<composite>` element can
    /// say (sharing one definition between lists that differ in a default or a hash modifier would
    /// lose the difference), and nesting.
    private static func signature(of attributes: [AttributeDescription]) -> String {
        attributes.map { attribute in
            var fields: [String] = [
                attribute.name, String(attribute.attributeType.rawValue), String(attribute.isOptional), String(attribute.isTransient),
                String(attribute.isIndexedBySpotlight), String(attribute.isStoredInExternalRecord), String(attribute.isIndexed),
                attribute.renamingIdentifier ?? "-", attribute.versionHashModifier ?? "-",
                attribute.defaultValue.map { "\($0)" } ?? "-", attribute.minValue.map { "\($0)" } ?? "-",
                attribute.maxValue.map { "\($0)" } ?? "-", attribute.regularExpression ?? "-",
                attribute.valueTransformerName ?? "-", attribute.customClassName ?? "-",
                String(attribute.allowsExternalBinaryDataStorage), String(attribute.preservesValueInHistoryOnDeletion),
                String(attribute.allowsCloudEncryption),
                attribute.userInfo.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ";"),
                attribute.validationRules.map { "\($0.predicate)/\($0.warning.description)" }.joined(separator: ";"),
            ]
            if case .compositeAttribute(let nested) = attribute.kind { fields.append("{\(signature(of: nested.elements))}") }
            return fields.map { $0.replacingOccurrences(of: "|", with: "||") }.joined(separator: "|")
        }.joined(separator: ",")
    }
}
