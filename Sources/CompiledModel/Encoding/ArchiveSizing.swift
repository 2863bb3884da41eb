import CoreDataModel
import KeyedArchive

/// What an archiver's tables are sized by, counted over the entities it archives before it starts:
/// sized this way, a large model's tables never grow (a copy each time) and can be faulted in whole
/// ahead of archiving.
///
/// Counting reads every property of the model once. On a large model that walk costs milliseconds
/// of memory traffic alone, before anything else can start, so a split compile counts once, on two
/// threads, and hands each archiver its share (`perEntity(of:onTwoThreads:)`).
struct ArchiveSizing {
    var entities = 0
    var properties = 0
    /// The bounds and patterns attributes are validated by (`AttributeDescription.boundCount`):
    /// at most the predicates `boundValidation` archives for them.
    var bounds = 0

    init() {}

    init(of entity: EntityDescription) {
        entities = 1
        properties = entity.properties.count
        bounds = entity.attributeBoundCount
    }

    init<Entities: Sequence<EntityDescription>>(of entities: Entities) {
        self.init(summing: entities.lazy.map(ArchiveSizing.init(of:)))
    }

    /// The sizing of all the entities `sizings` size.
    init<Sizings: Sequence<ArchiveSizing>>(summing sizings: Sizings) {
        self = sizings.reduce(into: ArchiveSizing()) { $0 += $1 }
    }

    /// The sizing of each of `entities`, in order; with `onTwoThreads`, each half counted on a
    /// thread of its own (only for a caller that no other thread's work is waiting on).
    static func perEntity(of entities: [EntityDescription], onTwoThreads: Bool) -> [ArchiveSizing] {
        VersionParallelism.halves(of: entities, splitAt: onTwoThreads ? entities.count / 2 : nil) { entity, found in
            found.append(ArchiveSizing(of: entity))
        }
    }

    static func += (total: inout ArchiveSizing, other: ArchiveSizing) {
        total.entities += other.entities
        total.properties += other.properties
        total.bounds += other.bounds
    }

    /// Makes room in `archive` for what these entities and `templates` fetch request templates
    /// archive into.
    ///
    /// Measured on generated and corpus models: about 3 archived objects, 11 keyed fields and one
    /// distinct string per property, plus a few objects and 24 fields per entity, plus about 2
    /// objects and 26 fields for each bound or pattern (a predicate of 4 objects, its warning, the
    /// arrays holding them). Fields are the larger table: one short by a few percent is copied whole
    /// into one twice its size. Objects keyed by instance are the entities, properties and fetch
    /// requests.
    func reserve(in archive: KeyedArchiveEncoder, templates: Int) {
        archive.reserveCapacity(objects: 3 * properties + 8 * entities + 2 * bounds,
                                fields: 11 * properties + 24 * entities + 26 * bounds,
                                identities: properties + entities + templates + 1,
                                strings: properties + 2 * entities + 256)
    }
}
