import CoreDataModel
import KeyedArchive

/// The state of one model being archived: the keyed-archive encoder plus name indexes built once
/// (no quadratic lookups on 5,000-entity models). The per-class encoders are extensions of this
/// type, one file each (EntityEncoder, PropertyEncoder, …), mirroring the Decoding folder.
final class ModelArchiver {
    let model: ManagedObjectModel
    let archive = KeyedArchiveEncoder()
    let entitiesByName: [String: EntityDescription]

    init(model: ManagedObjectModel) {
        self.model = model
        self.entitiesByName = model.entitiesByName
        // Measured on generated and corpus models: about 3 archived objects and 10 keyed fields
        // per property, plus a few per entity.
        let properties = model.entities.reduce(0) { $0 + $1.properties.count }
        archive.reserveCapacity(objects: 3 * properties + 8 * model.entities.count,
                                fields: 10 * properties + 20 * model.entities.count)
        propertyNameUIDs.reserveCapacity(properties)
        entityNameUIDs.reserveCapacity(model.entities.count)
    }

    /// Strings Apple shares by object (an entity's name is one NSString used as the `NSEntities`
    /// key, `NSEntityName`, `NSRenamingIdentifier` and `_NSDestinationEntityName`; a property's
    /// name likewise). Sharing them reproduces Apple's `$objects` numbering; values are unaffected.
    /// Kept here rather than as `ObjectKey`s of the encoder: these strings are never reserved.
    @exclusivity(unchecked) private var entityNameUIDs: [String: UID] = [:]
    @exclusivity(unchecked) private var propertyNameUIDs: [PropertyInEntity: UID] = [:]

    /// A property as a member of one entity (entity and property names are unique, so the
    /// identities stand for the names and hash far more cheaply).
    private struct PropertyInEntity: Hashable {
        let entity: ObjectIdentifier
        let property: ObjectIdentifier
    }

    func entityNameUID(_ name: String) -> UID {
        if let uid = entityNameUIDs[name] { return uid }
        let uid = archive.encodeString(name)
        entityNameUIDs[name] = uid
        return uid
    }

    func propertyNameUID(_ property: PropertyDescription, in entity: EntityDescription) -> UID {
        let key = PropertyInEntity(entity: ObjectIdentifier(entity), property: ObjectIdentifier(property))
        if let uid = propertyNameUIDs[key] { return uid }
        let uid = archive.encodeString(property.name)
        propertyNameUIDs[key] = uid
        return uid
    }

    /// A nil-able string as `encodeObject:` writes it: a reference, or `$null`.
    func optionalString(_ value: String?) -> UID {
        guard let value else { return .null }
        return archive.encodeString(value)
    }

    /// A `[String: String]` user info dictionary (immutable NSDictionary), keys in code-unit order.
    func encodeUserInfo(_ userInfo: [String: String]) -> UID {
        let keys = userInfo.keys.sorted(by: codeUnitLess)
        return archive.encodeDictionary { [archive] in
            let keyUIDs = keys.map { archive.encodeString($0) }
            let valueUIDs = keys.map { archive.encodeString(userInfo[$0] ?? "") }
            return Array(zip(keyUIDs, valueUIDs)).map { (key: $0.0, value: $0.1) }
        }
    }

    /// An NSMutableArray of NSMutableArrays of strings (`NSUniqueTuples`, `NSCompoundIndexes`).
    func encodeNameGroups(_ groups: [[String]]) -> UID {
        archive.encodeArray(classChain: FoundationClassChain.mutableArray) { [archive] in
            groups.map { group in
                archive.encodeArray(classChain: FoundationClassChain.mutableArray) {
                    group.map { archive.encodeString($0) }
                }
            }
        }
    }
}
