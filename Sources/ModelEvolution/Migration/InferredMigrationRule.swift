/// The changes Core Data's inferred mapping model handles (lightweight migration), as Apple
/// documents them:
///
/// - "Migrating your data model automatically" (developer.apple.com/documentation/coredata/
///   migrating-your-data-model-automatically): an inferred mapping "requires changes to fit an
///   obvious migration pattern, for example: addition of an attribute; removal of an attribute; a
///   nonoptional attribute becoming optional; an optional attribute becoming non-optional, and
///   defining a default value; renaming an entity or property", and relationships may be added,
///   removed, renamed, changed "from a to-one to a to-many, or a nonordered to-many to an ordered
///   (and vice-versa)".
/// - Core Data Model Versioning and Data Migration Programming Guide, "Lightweight Migration"
///   (developer.apple.com/library/archive/documentation/Cocoa/Conceptual/CoreDataVersioning/
///   Articles/vmLightweightMigration.html): the entity hierarchy may change — "you can add, remove,
///   and rename entities", "create a new parent or child entity and move properties up and down the
///   entity hierarchy", "move entities out of a hierarchy" — but "you cannot merge entity
///   hierarchies; if two existing entities do not share a common parent in the source, they cannot
///   share a common parent in the destination".
/// - `NSMappingModel.inferredMappingModel(forSourceModel:destinationModel:)`: a mapping is
///   inferred "only if all changes are simple enough to be able to reasonably infer a mapping (for
///   example, removing or renaming an attribute, adding an optional attribute or relationship…)".
package enum InferredMigrationRule: String, Sendable, Encodable, CaseIterable {
    case entityAdded = "entity added"
    case entityRemoved = "entity removed"
    case entityRenamed = "entity renamed (renaming identifier)"
    case hierarchyChanged = "entity hierarchy changed (new parent or child, properties moved, entity moved out)"
    case attributeAdded = "attribute added (optional or with a default value)"
    case attributeRemoved = "attribute removed"
    case propertyRenamed = "property renamed (renaming identifier)"
    case becameOptional = "non-optional attribute became optional"
    case becameRequiredWithDefault = "optional attribute became non-optional with a default value"
    case relationshipAdded = "relationship added"
    case relationshipRemoved = "relationship removed"
    case cardinalityChanged = "relationship changed between to-one and to-many"
    case orderingChanged = "to-many relationship changed between unordered and ordered"
    /// Not in Apple's list by name; see UnverifiedChoices.identityMappedFields.
    case identityMapped = "other hash-visible change with an identity mapping (modifier, transient flag, counts, constraints)"
}
