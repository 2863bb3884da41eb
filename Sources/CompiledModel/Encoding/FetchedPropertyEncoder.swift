import CoreDataModel
import KeyedArchive

/// NSFetchedPropertyDescription: always optional, transient and read-only
/// (`_P` 191/255), plus its fetch request and the request's entity name.
extension ModelArchiver {
    func encodeFetchedProperty(_ fetched: FetchedPropertyDescription, of entity: EntityDescription, archivedName: UID?) throws -> UID {
        let validation = try encodeValidationRules(of: fetched, entity: entity)
        return try archive.encodeObject(ObjectKey(fetched), classChain: FetchedPropertyField.classChain) { object in
            let traits = PropertyTraits(optional: true, readOnly: true, transient: true, flagsAfterCommonKeys: true)
            encodeCommonKeys(of: fetched, entity: entity, archivedName: archivedName, traits: traits, validation: validation, into: &object)
            let request = fetched.fetchRequest
            try object.encodeFields(FetchedPropertyField.self) { field in
                switch field {
                case .fetchRequest:
                    return .reference(try encodeFetchRequest(request, owner: PredicateText.fetchedPropertyOwner(fetched, of: entity)))
                case .fetchRequestEntityName:
                    return .reference(sourceString(request.entity?.name ?? request.entityName))
                }
            }
        }
    }
}
