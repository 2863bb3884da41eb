import CoreDataModel
import KeyedArchive

/// NSFetchedPropertyDescription: common keys plus the fetch request (named as Xcode names it).
extension ModelUnarchiver {
    func decodeFetchedProperty(_ object: ArchivedObject, name: String, label: PropertyLabel) throws -> FetchedPropertyDescription {
        let requestObject = try require(object.object(forKey: FetchedPropertyField.fetchRequest.key), "the fetch request of fetched property \(label)")
        let request = try decodeFetchRequest(requestObject, name: ArchiveNames.fetchedPropertyRequestName,
                                             fallbackEntityName: object.string(forKey: FetchedPropertyField.fetchRequestEntityName.key))
        if let named = try object.string(forKey: FetchedPropertyField.fetchRequestEntityName.key) { request.entityName = named }
        let fetched = FetchedPropertyDescription(name: name, fetchRequest: request)
        fetched.validationRules = try validationRules(decodeCommonKeys(object, into: fetched))
        return fetched
    }
}
