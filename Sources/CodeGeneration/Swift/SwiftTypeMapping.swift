import CoreDataModel

/// The Swift type Xcode's template declares for a property.
enum SwiftTypeMapping {
    static func type(of property: PropertyDescription, era: TemplateEra) -> String {
        if let relationship = property as? RelationshipDescription {
            if !relationship.isToMany { return destinationClass(relationship) + "?" }
            return relationship.isOrdered ? "NSOrderedSet?" : "NSSet?"
        }
        if property is FetchedPropertyDescription { return UnverifiedChoices.swiftFetchedPropertyType }
        guard let attribute = property as? AttributeDescription else { return "NSObject?" }
        if attribute is CompositeAttributeDescription { return UnverifiedChoices.swiftCompositeType }
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
