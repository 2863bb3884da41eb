import CoreDataModel

/// What the model editor's "Codegen" popup asks for, per entity.
public enum CodeGenerationKind: Sendable, Equatable {
    /// "Class Definition": `<Class>+CoreDataClass` and `<Class>+CoreDataProperties`.
    case classDefinition
    /// "Category/Extension": `<Class>+CoreDataProperties` only (the user writes the class).
    case categoryOrExtension
    /// "Manual/None": nothing.
    case manual

    /// The one place that reads the entity's codegen setting. (`codeGenerationType` is a string
    /// today; when CoreDataModel makes it an enum, only this initializer changes.)
    public init(of entity: EntityDescription) {
        switch entity.codeGenerationType {
        case "class": self = .classDefinition
        case "category": self = .categoryOrExtension
        default: self = .manual
        }
    }
}
