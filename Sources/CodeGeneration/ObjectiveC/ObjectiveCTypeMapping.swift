import CoreDataModel

/// The Objective-C declaration Xcode's template writes for a property: attributes and type.
struct ObjectiveCProperty {
    /// `nullable, nonatomic, copy` / `nonatomic` (a scalar).
    var attributes: String
    /// `NSString *` / `int16_t ` (with the space or star that precedes the name).
    var typePrefix: String

    var line: (String) -> String {
        { name in "@property (\(attributes)) \(typePrefix)\(name);" }
    }

    static func of(_ property: PropertyDescription) -> ObjectiveCProperty {
        switch property.kind {
        case .relationship(let relationship):
            let destination = SwiftTypeMapping.destinationClass(relationship)
            if !relationship.isToMany { return object(destination, copy: false) }
            return object("\(relationship.isOrdered ? "NSOrderedSet" : "NSSet")<\(destination) *>", copy: false)
        case .fetchedProperty(let fetched):
            return object(UnverifiedChoices.objectiveCFetchedPropertyType(ClassNames.declaredClass(of: fetched.entity?.model?.entity(named: fetched.fetchRequest.entityName))), copy: false)
        case .compositeAttribute:
            return object(UnverifiedChoices.objectiveCCompositeType, copy: true)
        case .attribute(let attribute):
            return stored(attribute)
        case .derivedAttribute(let derived):
            return stored(derived)
        }
    }

    /// A stored or derived attribute: a scalar when it asks for one, else its object type.
    private static func stored(_ attribute: AttributeDescription) -> ObjectiveCProperty {
        if attribute.usesScalarValueType == true, let scalar = scalarType(attribute.attributeType) {
            return ObjectiveCProperty(attributes: "nonatomic", typePrefix: scalar + " ")
        }
        switch attribute.attributeType {
        case .integer16, .integer32, .integer64, .double, .float, .boolean: return object("NSNumber", copy: true)
        case .decimal: return object("NSDecimalNumber", copy: true)
        case .string: return object("NSString", copy: true)
        case .date: return object("NSDate", copy: true)
        case .binaryData: return object("NSData", copy: false)
        case .uuid: return object("NSUUID", copy: true)
        case .uri: return object("NSURL", copy: true)
        case .transformable:
            return object(ClassNames.customObjectiveCType(attribute.customClassName) ?? "NSObject", copy: false)
        case .objectID: return object("NSManagedObjectID", copy: false)
        case .undefined, .composite: return object("NSObject", copy: false)
        }
    }

    static func scalarType(_ type: AttributeType) -> String? {
        switch type {
        case .integer16: return "int16_t"
        case .integer32: return "int32_t"
        case .integer64: return "int64_t"
        case .double: return "double"
        case .float: return "float"
        case .boolean: return "BOOL"
        case .date: return "NSTimeInterval"
        default: return nil
        }
    }

    private static func object(_ type: String, copy: Bool) -> ObjectiveCProperty {
        ObjectiveCProperty(attributes: "nullable, nonatomic, \(copy ? "copy" : "retain")", typePrefix: type + " *")
    }
}
