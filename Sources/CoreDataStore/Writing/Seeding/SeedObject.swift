import CoreDataModel

/// One object of a seed file: where it is in the file, its JSON members, and what the importer
/// makes of them (primary key, attribute values, related objects).
final class SeedObject {
    let entity: NumberedEntity
    /// Position in its entity's array, from 0.
    let index: Int
    /// The JSON object's members.
    let members: [String: SeedJSON]
    /// `@id`, when given.
    var id: String?
    /// `Z_PK`, unique in the hierarchy's table.
    var primaryKey: Int64 = 0
    /// Attribute values by attribute identity; a missing entry is "not given" (the default applies).
    var values: [ObjectIdentifier: AttributeValue?] = [:]
    /// Attributes whose given value was refused (they are not checked again as missing).
    var refused: Set<ObjectIdentifier> = []
    /// Related objects by relationship identity, in order.
    var related: [ObjectIdentifier: [SeedObject]] = [:]

    init(entity: NumberedEntity, index: Int, members: [String: SeedJSON]) {
        self.entity = entity
        self.index = index
        self.members = members
    }

    /// `Book #2`, as errors name the object.
    var label: String { "\(entity.entity.name) #\(index + 1)" }

    func objects(in relationship: RelationshipDescription) -> [SeedObject] {
        related[ObjectIdentifier(relationship)] ?? []
    }
}
