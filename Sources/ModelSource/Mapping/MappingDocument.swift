import CoreDataModel

/// What Xcode's mapping editor saved in `xcmapping.xml`: its entity and property mappings as
/// written (nothing derived yet) and the two model snapshots it embeds. Every part keeps its line
/// so later steps can point at it.
package struct MappingDocument {
    /// The `xcmapping.xml` file.
    package var path: String
    /// Where the editor had the models open (relative to its project; informational only).
    package var sourceModelPath: String?
    package var destinationModelPath: String?
    /// The models the mapping was made between, as the editor last saw them.
    package var sourceModel: ManagedObjectModel
    package var destinationModel: ManagedObjectModel
    /// In `mappingnumber` order.
    package var entityMappings: [EntityMappingSource]
}

/// One `XDDEVENTITYMAPPING` object.
package struct EntityMappingSource {
    package var line: Int
    /// An explicit mapping name (the editor normally leaves it to the derived default).
    package var name: String?
    package var sourceEntityName: String?
    package var destinationEntityName: String?
    package var mappingNumber: Int?
    package var migrationPolicyClassName: String?
    package var sourceFilterPredicate: String?
    /// An archived custom source expression.
    package var sourceExpressionData: [UInt8]?
    /// An archived user-info dictionary.
    package var userInfoData: [UInt8]?
    package var attributeMappings: [PropertyMappingSource]
    package var relationshipMappings: [PropertyMappingSource]
}

/// One `XDDEVATTRIBUTEMAPPING` or `XDDEVRELATIONSHIPMAPPING` object.
package struct PropertyMappingSource {
    package var line: Int
    /// The destination property.
    package var name: String
    /// An archived value expression written in the editor.
    package var valueExpressionData: [UInt8]?
    package var userInfoData: [UInt8]?
    /// Relationships: the source key path the editor chose (`$source.books`) and the entity
    /// mapping whose destinations are wanted.
    package var sourceKeyPath: String?
    package var sourceMappingName: String?
}
