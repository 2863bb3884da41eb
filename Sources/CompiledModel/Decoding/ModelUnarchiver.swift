import CoreDataModel
import KeyedArchive

/// The state of one archive being loaded: objects already turned into graph objects (by UID, so
/// back-pointers land on the very same objects) and the pending cross-references that can only be
/// named once every entity is read. The per-class decoders are extensions of this type, one file
/// each, mirroring the Encoding folder.
final class ModelUnarchiver {
    let archive: KeyedArchiveDecoder
    let location: SourceLocation
    var entitiesByUID: [UID: EntityDescription] = [:]
    var propertiesByUID: PropertiesByUID
    /// Relationship → archived inverse object, resolved to an entity name after all entities.
    var pendingInverses: [(relationship: RelationshipDescription, inverse: UID)] = []
    /// Entity → archived superentity object.
    var pendingSuperentities: [(entity: EntityDescription, parent: UID)] = []
    /// What `inheritedPropertyNames` read of each ancestor entity.
    var ancestorListings: [UID: AncestorListing] = [:]

    init(archive: KeyedArchiveDecoder, location: SourceLocation) {
        self.archive = archive
        self.location = location
        propertiesByUID = PropertiesByUID(objectCount: archive.objectCount)
    }

    /// The names an archived entity lists in `NSProperties`, and its superentity's UID.
    struct AncestorListing {
        var propertyNames: Set<String>
        var parent: UID?
    }

    /// A decode failure at the archive's path, naming what was being read.
    func failure(_ message: String) -> ModelError {
        ModelError("not a loadable compiled model: \(message)", at: location)
    }

    func require<T>(_ value: T?, _ what: @autoclosure () -> String) throws -> T {
        guard let value else { throw failure("\(what()) is missing") }
        return value
    }

    /// The objects of an array/set/ordered set field; `$null` members are skipped.
    func objects(in object: ArchivedObject, forKey key: String) throws -> [ArchivedObject] {
        guard let members = try object.array(forKey: key) else { return [] }
        return try members.compactMap { member in
            guard let member else { return nil }
            guard case .object(let element) = member else {
                throw failure("key \(key) of \(object.contextDescription): expected objects, found \(member.kindName)")
            }
            return element
        }
    }

    /// The strings of an array/set field (`NSVersionIdentifiers`, a tuple of `NSUniqueTuples`).
    func strings(of collection: ArchivedObject) throws -> [String] {
        try collection.elements().compactMap { member in
            guard let member else { return nil }
            guard case .string(let text) = member else {
                throw failure("\(collection.contextDescription): expected strings, found \(member.kindName)")
            }
            return text
        }
    }

    /// A list of property-name lists (`NSUniqueTuples`, `NSCompoundIndexes`).
    func nameGroups(in object: ArchivedObject, forKey key: String) throws -> [[String]] {
        try objects(in: object, forKey: key).map { try strings(of: $0) }
    }

    /// A user info dictionary as strings; non-string values (old archives) keep their printed form.
    func userInfo(in object: ArchivedObject, forKey key: String) throws -> [String: String] {
        guard let dictionary = try object.object(forKey: key) else { return [:] }
        var result: [String: String] = [:]
        for (name, value) in try dictionary.stringKeyedEntries() {
            switch value {
            case .string(let text)?: result[name] = text
            case .integer(let number)?: result[name] = String(number)
            case .real(let number)?: result[name] = String(number)
            case .boolean(let flag)?: result[name] = flag ? "YES" : "NO"
            case nil: result[name] = ""
            // An object of any other class (a model built in code can put one there) is kept by
            // class name, as opaque default values are: it never reaches a version hash.
            case .object(let value)?: result[name] = AttributeValue.opaque(className: value.className).description
            case let other?: throw failure("user info key '\(name)' of \(object.contextDescription): unsupported value (\(other.kindName))")
            }
        }
        return result
    }
}
