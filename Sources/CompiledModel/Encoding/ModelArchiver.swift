import CoreDataModel
import KeyedArchive

/// The state of one model being archived: the keyed-archive encoder plus name indexes built once
/// (no quadratic lookups on 5,000-entity models). The per-class encoders are extensions of this
/// type, one file each (EntityEncoder, PropertyEncoder, …), mirroring the Decoding folder.
final class ModelArchiver {
    let model: ManagedObjectModel
    let layout: ArchiveLayout
    let archive: KeyedArchiveEncoder
    /// For graphs built in code without `ModelResolver`, whose references are names only.
    private(set) lazy var entitiesByName = model.entitiesByName
    /// The entity dictionary's orders (see `EntityDictionaryOrder`), worked out when first needed
    /// unless given.
    private(set) lazy var entityOrder = EntityDictionaryOrder(of: model)

    /// The model's last entities, archived by another thread (see `LaterEntities`); nil when this
    /// archiver archives them all.
    let laterEntities: LaterEntities?

    /// An archiver for the whole model; `laterEntities`, when given, archives the end of its entity
    /// dictionary, whose orders `entityOrder` gives when already worked out, as `sizing` gives the
    /// whole model's sizing.
    convenience init(model: ManagedObjectModel, layout: ArchiveLayout, entityOrder: EntityDictionaryOrder? = nil,
                     sizing: ArchiveSizing? = nil, laterEntities: LaterEntities? = nil) {
        self.init(model: model, layout: layout, sizing: sizing ?? ArchiveSizing(of: model.entities), laterEntities: laterEntities,
                  archive: KeyedArchiveEncoder(rules: layout.byteRules))
        if let entityOrder { self.entityOrder = entityOrder }
    }

    /// An archiver for entities whose sizing is `sizing` only, as a part another archiver takes in.
    convenience init(model: ManagedObjectModel, layout: ArchiveLayout, partSizedBy sizing: ArchiveSizing) {
        self.init(model: model, layout: layout, sizing: sizing, laterEntities: nil,
                  archive: KeyedArchiveEncoder(partWith: layout.byteRules))
    }

    private init(model: ManagedObjectModel, layout: ArchiveLayout, sizing: ArchiveSizing,
                 laterEntities: LaterEntities?, archive: KeyedArchiveEncoder) {
        self.model = model
        self.layout = layout
        self.archive = archive
        self.laterEntities = laterEntities
        sizing.reserve(in: archive, templates: model.fetchRequestTemplates.count)
    }

    /// Strings of the model source. Xcode's model reader makes one string object per distinct
    /// value (an entity's name is the `NSEntities` key, `NSEntityName`, the class name when equal,
    /// `_NSDestinationEntityName`…), so the archive holds each value once.
    func sourceString(_ value: String) -> UID {
        archive.encodeSharedString(value)
    }

    /// A nil-able source string as `encodeObject:` writes it: a reference, or `$null`.
    func optionalString(_ value: String?) -> UID {
        guard let value else { return .null }
        return sourceString(value)
    }

    /// `items` in the order a Foundation dictionary or set keyed by `name` iterates them, when
    /// inserted in the order given.
    static func hashOrdered<Item>(_ items: [Item], name: (Item) -> String) -> [Item] {
        guard items.count > 1 else { return items }
        return HashTableOrder.positions(items.map(name)).map { items[$0] }
    }

    /// Encodes a dictionary of `items` keyed by their names, in hash-table order: all keys, then
    /// all values (as NSDictionary archives itself).
    /// Each name is read once (a model class's getter) and the keys and values go to the archive
    /// as they are made: this runs for every entity's properties.
    func encodeNamedDictionary<Item>(_ items: [Item], classChain: [String] = FoundationClassChain.mutableDictionary,
                                     name: (Item) -> String, key: ((Item) -> UID)? = nil,
                                     value: (Item) throws -> UID) rethrows -> UID {
        try encodeNamedDictionary(items, classChain: classChain, name: name, key: key, valuesInOrder: { order, _ in
            try order.map { try value(items[$0]) }
        })
    }

    /// `encodeNamedDictionary(_:classChain:name:key:value:)` for a caller that makes the values all
    /// at once: `values` gets the positions in `items` in the dictionary's order (`order`, when the
    /// caller has worked it out already), and the keys already archived in that order.
    func encodeNamedDictionary<Item>(_ items: [Item], classChain: [String] = FoundationClassChain.mutableDictionary,
                                     name: (Item) -> String, key: ((Item) -> UID)? = nil, order given: [Int]? = nil,
                                     valuesInOrder values: ([Int], [UID]) throws -> [UID]) rethrows -> UID {
        let names = items.map(name)
        let order = given ?? (items.count > 1 ? HashTableOrder.positions(names) : Array(items.indices))
        return try archive.encodeDictionary(classChain: classChain, keysAndValues: {
            let keys = order.map { key?(items[$0]) ?? sourceString(names[$0]) }
            return (keys, try values(order, keys))
        })
    }

    /// A `[String: String]` user info dictionary (immutable NSDictionary), keys inserted in source
    /// order (`keyOrder`), then any others in code-unit order.
    func encodeUserInfo(_ userInfo: [String: String], keyOrder: [String]) -> UID {
        encodeNamedDictionary(userInfoKeys(userInfo, sourceOrder: keyOrder), classChain: FoundationClassChain.dictionary,
                              name: { $0 }, value: { sourceString(userInfo[$0] ?? "") })
    }

    /// An array of arrays of strings (`NSUniqueTuples`, `NSCompoundIndexes`).
    func encodeNameGroups(_ groups: [[String]], classChain: [String] = FoundationClassChain.mutableArray) -> UID {
        archive.encodeArray(classChain: classChain) {
            groups.map { group in
                archive.encodeArray(classChain: classChain) { group.map { sourceString($0) } }
            }
        }
    }
}
