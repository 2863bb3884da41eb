import CoreDataModel

/// One entity of a new store with the number Core Data gives it (`Z_ENT`) and the table its rows
/// live in.
package struct NumberedEntity {
    package let entity: EntityDescription
    /// `Z_ENT`.
    package let number: Int64
    /// `Z_SUPER`: the parent's number, 0 for a root.
    package let parentNumber: Int64
    /// The hierarchy's root, whose table holds this entity's rows.
    package let root: EntityDescription
}

/// Core Data numbers a store's entities 1… in alphabetical pre-order: roots in name order, each
/// followed by its sub-entities, recursively, in name order.
package enum EntityNumbering {
    /// - Parameter entities: the entities the store holds (a configuration's, or the whole model's).
    ///   An entity whose parent is not among them is numbered as a root.
    package static func number(_ entities: [EntityDescription]) -> [NumberedEntity] {
        let members = Set(entities.map(ObjectIdentifier.init))
        func isMember(_ entity: EntityDescription?) -> Bool { entity.map { members.contains(ObjectIdentifier($0)) } ?? false }
        let roots = entities.filter { !isMember($0.superentity) || $0.superentity === $0 }.sorted { utf16Precedes($0.name, $1.name) }
        var numbered: [NumberedEntity] = []
        var visited: Set<ObjectIdentifier> = []
        func visit(_ entity: EntityDescription, parentNumber: Int64, root: EntityDescription) {
            guard visited.insert(ObjectIdentifier(entity)).inserted else { return }
            let number = Int64(numbered.count + 1)
            numbered.append(NumberedEntity(entity: entity, number: number, parentNumber: parentNumber, root: root))
            for child in entity.subentities.filter(isMember).sorted(by: { utf16Precedes($0.name, $1.name) }) {
                visit(child, parentNumber: number, root: root)
            }
        }
        for root in roots { visit(root, parentNumber: 0, root: root) }
        return numbered
    }
}
