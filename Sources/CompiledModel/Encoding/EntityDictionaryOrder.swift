import CoreDataModel
import KeyedArchive

/// The orders of a model's entity dictionary, worked out once per archive: each hashes every
/// entity name, and both the thread that archives the later entities and the one that archives
/// the dictionary need them.
struct EntityDictionaryOrder {
    /// The order entities enter the model's dictionary: the iteration order of a dictionary that
    /// took them in source order (momc builds the model from such a dictionary). It fits every
    /// golden, with and without inheritance.
    let inserted: [EntityDescription]
    /// The dictionary's own iteration order, the order of its keys and values, as positions in
    /// `inserted`.
    let positions: [Int]

    init(of model: ManagedObjectModel) {
        inserted = ModelArchiver.hashOrdered(model.entities, name: \.name)
        positions = inserted.count > 1 ? HashTableOrder.positions(inserted.map(\.name)) : Array(inserted.indices)
    }

    /// The entities in the order the dictionary archives its values.
    var values: [EntityDescription] { positions.map { inserted[$0] } }
}
