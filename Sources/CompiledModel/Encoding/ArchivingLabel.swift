import CoreDataModel

/// How an archiving error names the attribute it is about ("attribute 'Person.age'"). Every
/// attribute carries one, but only an error spells it out: building the text for each of tens of
/// thousands of attributes cost more than any other step of archiving one.
struct ArchivingLabel: CustomStringConvertible {
    let attribute: AttributeDescription
    let entityName: String
    /// A composite's element, named as one rather than by its kind.
    var isCompositeElement = false

    var description: String {
        let kind = isCompositeElement ? "composite element" : attribute.kindName
        return "\(kind) '\(entityName).\(attribute.name)'"
    }
}
