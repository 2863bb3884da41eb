/// A compiled mapping model (what `NSMappingModel` holds): how a migration manager turns the
/// objects of one model version into the objects of another, one entity mapping at a time.
///
/// Read from a `.cdm` or derived from an `.xcmappingmodel`; expressions are kept as their
/// `NSExpression` format text, as the model graph keeps predicates.
public struct MappingModel: Hashable, Sendable {
    /// In the order the migration manager runs them.
    public var entityMappings: [EntityMapping]

    public init(entityMappings: [EntityMapping] = []) {
        self.entityMappings = entityMappings
    }

    /// The entity mapping named `name` (names are unique: they key `NSEntityMappingsByName`).
    public func entityMapping(named name: String) -> EntityMapping? {
        entityMappings.first { $0.name == name }
    }
}
