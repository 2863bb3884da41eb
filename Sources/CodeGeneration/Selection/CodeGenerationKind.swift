import CoreDataModel

/// What the model editor's "Codegen" popup asks for, per entity.
package enum CodeGenerationKind: Sendable, Equatable {
    /// "Class Definition": `<Class>+CoreDataClass` and `<Class>+CoreDataProperties`.
    case classDefinition
    /// "Category/Extension": `<Class>+CoreDataProperties` only (the user writes the class).
    case categoryOrExtension
    /// "Manual/None": nothing.
    case manual

    /// The one place that reads the entity's codegen setting; absent means Manual/None.
    package init(of entity: EntityDescription) {
        switch entity.codeGenerationType {
        case .classDefinition?: self = .classDefinition
        case .category?: self = .categoryOrExtension
        case nil: self = .manual
        }
    }
}
