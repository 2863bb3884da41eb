/// A model's entities by name, the first of each name: what resolution turns the names a reader
/// collected into entities with.
///
/// The table holds each entity's position in the model rather than the entity. A table of
/// references retains every entity of a large model when it is made and releases each again when it
/// is dropped, a cache miss apiece on the thread that resolution cannot split (resolving a
/// 5,000-entity model took 2 ms longer with one).
struct EntitiesByName {
    private let entities: [EntityDescription]
    private var positions: [String: Int] = [:]

    /// The table of `model`'s entities, and the later entities whose name an earlier one has.
    init(of model: ManagedObjectModel, duplicates: (_ entity: EntityDescription, _ first: EntityDescription) -> Void) {
        entities = model.entities
        positions.reserveCapacity(entities.count)
        for (position, entity) in entities.enumerated() {
            if let first = self[entity.name] {
                duplicates(entity, first)
            } else {
                positions[entity.name] = position
            }
        }
    }

    subscript(name: String) -> EntityDescription? {
        positions[name].map { entities[$0] }
    }
}
