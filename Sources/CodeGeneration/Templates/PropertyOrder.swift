import CoreDataModel

/// The order of the property lines in a Properties file: the entity's own attributes, then its
/// relationships, then its fetched properties, each group sorted by name, ignoring case. That is what momc's
/// build-time generation writes (Xcode 12.5); the editor command's order in older public files is
/// not recoverable from the XML (see UnverifiedChoices.swift).
enum PropertyOrder {
    static func ownProperties(of entity: EntityDescription) -> [PropertyDescription] {
        let own = entity.properties
        let attributes = own.filter { $0.kind.attribute != nil }
        let relationships = own.filter { $0.kind.relationship != nil }
        let fetched = own.filter { $0.kind.fetchedProperty != nil }
        return [attributes, relationships, fetched].flatMap { group in
            group.sorted { precedes($0.name, $1.name) }
        }
    }

    /// Case-insensitive, then by UTF-16 code units (Newsman, Xcode 13.3: `searchedStatuses` before
    /// `searchTags`).
    static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        let left = lhs.lowercased(), right = rhs.lowercased()
        if left != right { return utf16Precedes(left, right) }
        return utf16Precedes(lhs, rhs)
    }

    /// The to-many relationships that get accessor blocks, in property-line order.
    static func toManyRelationships(of entity: EntityDescription) -> [RelationshipDescription] {
        ownProperties(of: entity).compactMap(\.kind.relationship).filter(\.isToMany)
    }

    /// `items` → `Items`: the capitalised name inside accessor selectors.
    static func capitalized(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }
}
