import CoreDataModel
import KeyedArchive

/// NSFetchIndexDescription / NSFetchIndexElementDescription back into `FetchIndexDescription`;
/// expression elements come from their `NSIndexedProperty` expression description.
extension ModelUnarchiver {
    func decodeFetchIndex(_ object: ArchivedObject, entity: String) throws -> FetchIndexDescription {
        let name = try require(object.string(forKey: FetchIndexField.name.key), "the name of a fetch index of entity '\(entity)'")
        var elements: [FetchIndexElement] = []
        for elementObject in try objects(in: object, forKey: FetchIndexField.elements.key) {
            let typeCode = try elementObject.integer(forKey: FetchIndexElementField.collationType.key) ?? 0
            guard let collation = FetchIndexElement.CollationType(rawValue: Int(clamping: typeCode)) else {
                throw failure("fetch index '\(entity).\(name)' has an element of unknown type \(typeCode)")
            }
            let ascending = try elementObject.bool(forKey: FetchIndexElementField.ascending.key) ?? true
            if let described = try elementObject.object(forKey: FetchIndexElementField.indexedProperty.key),
               let expressionObject = try described.object(forKey: ExpressionDescriptionField.expression.key) {
                let expression = try decodeExpression(expressionObject, depth: 0)
                let code = try described.integer(forKey: ExpressionDescriptionField.resultType.key) ?? 0
                let type = AttributeType(rawValue: Int(clamping: code)) ?? .undefined
                elements.append(FetchIndexElement(expression: expression.format, resultType: type,
                                                  collationType: collation, isAscending: ascending))
            } else {
                let property = try require(elementObject.string(forKey: FetchIndexElementField.propertyName.key), "the property of an element of fetch index '\(entity).\(name)'")
                elements.append(FetchIndexElement(property: property, collationType: collation, isAscending: ascending))
            }
        }
        var partial: String?
        if let predicateObject = try object.object(forKey: FetchIndexField.partialIndexPredicate.key) {
            partial = try decodePredicate(predicateObject, depth: 0).sourceFormat
        }
        var index = FetchIndexDescription(name: name, elements: elements, partialIndexPredicate: partial)
        index.sourceLocation = location
        return index
    }
}
