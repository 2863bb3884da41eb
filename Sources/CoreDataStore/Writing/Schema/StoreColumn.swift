import CoreDataModel

/// One column of an entity table after `Z_PK`, `Z_ENT` and `Z_OPT`, and what it stores.
package struct StoreColumn {
    package enum Content {
        /// A stored attribute (derived attributes included).
        case attribute(AttributeDescription)
        /// One leaf of a composite attribute: the attribute, then the element path to the leaf.
        case compositeElement(CompositeAttributeDescription, [AttributeDescription])
        /// A to-one relationship's destination `Z_PK`.
        case foreignKey(RelationshipDescription)
        /// The destination's `Z_ENT`, where the destination has sub-entities (`Z<n>_<NAME>`).
        case foreignEntity(RelationshipDescription)
        /// The object's position in the inverse ordered to-many (`Z_FOK_<NAME>`).
        case foreignOrder(RelationshipDescription)
    }

    package var name: String
    package var type: StoreColumnType
    package var content: Content
    /// The entity that declares the property the column stores.
    package var entity: EntityDescription
}

/// One entity table: `Z<ROOT>` holding a whole hierarchy.
package struct EntityTable {
    package var name: String
    /// The hierarchy, root first, in `Z_ENT` order.
    package var entities: [NumberedEntity]
    package var columns: [StoreColumn]
    /// Each stored property's name part (`NAME` of `ZNAME`, made unique in the hierarchy with a
    /// number: `CONTAINER1`), to-many relationships included, keyed by the property's identity.
    package var propertyNames: [ObjectIdentifier: String]
    /// Uniqueness constraints written inside the table (framework 637's form).
    package var tableConstraints: [String]

    package var root: EntityDescription? { entities.first?.entity }

    /// The column that stores `property` (a to-one's key column for a relationship).
    package func column(for property: PropertyDescription) -> StoreColumn? {
        columns.first { column in
            switch column.content {
            case .attribute(let attribute): return attribute === property
            case .foreignKey(let relationship): return relationship === property
            default: return false
            }
        }
    }
}

/// A many-to-many join table `Z_<n><NAME>`: one column per side, the order columns of ordered
/// sides, and the two sides as primary key.
package struct JoinTable {
    package var name: String
    /// The relationship that names the table, and its inverse (nil: a to-many without inverse).
    package var relationship: RelationshipDescription
    package var inverse: RelationshipDescription?
    /// `Z_PK` of the objects `relationship` starts from (`Z_<n><INVERSE>`).
    package var sourceColumn: String
    /// `Z_PK` of the objects `relationship` leads to (`Z_<m><NAME>`).
    package var destinationColumn: String
    /// Position of the destination object in `relationship`'s order (when it is ordered).
    package var destinationOrderColumn: String?
    /// Position of the source object in the inverse's order (when that is ordered).
    package var sourceOrderColumn: String?
}
