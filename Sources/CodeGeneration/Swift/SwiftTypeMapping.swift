import CoreDataModel

/// The Swift type Xcode's template declares for a property.
enum SwiftTypeMapping {
    static func type(of property: PropertyDescription, era: TemplateEra) -> String {
        switch property.kind {
        case .relationship(let relationship):
            if !relationship.isToMany { return destinationClass(relationship) + "?" }
            return relationship.isOrdered ? "NSOrderedSet?" : "NSSet?"
        case .fetchedProperty:
            return UnverifiedChoices.swiftFetchedPropertyType
        case .compositeAttribute:
            return UnverifiedChoices.swiftCompositeType
        case .attribute(let attribute):
            return storedType(attribute, era: era)
        case .derivedAttribute(let derived):
            return storedType(derived, era: era)
        }
    }

    /// A stored or derived attribute: its scalar when it asks for one, else its optional object type.
    private static func storedType(_ attribute: AttributeDescription, era: TemplateEra) -> String {
        if attribute.usesScalarValueType == true, let scalar = scalarType(attribute.attributeType) { return scalar }
        return objectType(attribute, era: era) + "?"
    }

    /// A scalar (`usesScalarValueType`): never optional.
    static func scalarType(_ type: AttributeType) -> String? {
        switch type {
        case .integer16: return "Int16"
        case .integer32: return "Int32"
        case .integer64: return "Int64"
        case .double: return "Double"
        case .float: return "Float"
        case .boolean: return "Bool"
        case .date: return "TimeInterval"
        default: return nil
        }
    }

    static func objectType(_ attribute: AttributeDescription, era: TemplateEra) -> String {
        switch attribute.attributeType {
        case .integer16, .integer32, .integer64, .double, .float, .boolean: return "NSNumber"
        case .decimal: return "NSDecimalNumber"
        case .string: return "String"
        case .date: return era.swiftUsesFoundationValueTypes ? "Date" : "NSDate"
        case .binaryData: return era.swiftUsesFoundationValueTypes ? "Data" : "NSData"
        case .uuid: return "UUID"
        case .uri: return "URL"
        case .transformable:
            return ClassNames.customSwiftType(attribute.customClassName) ?? "NSObject"
        case .objectID: return "NSManagedObjectID"
        case .undefined, .composite: return "NSObject"
        }
    }

    static func destinationClass(_ relationship: RelationshipDescription) -> String {
        ClassNames.declaredClass(of: relationship.destinationEntity ?? relationship.entity?.model?.entity(named: relationship.destinationEntityName))
    }
}

extension String {
    var trimmingWhitespace: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }
}
