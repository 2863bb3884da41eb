import CoreDataModel
import HostSystem
import KeyedArchive

/// Front door of the writer: a model graph in, the bytes of Apple's `.mom` out
/// (Documentation/Formats.md "Compiled models (`.mom`)").
package enum CompiledModelEncoder {
    /// The entity names in the order the archived model's entity dictionary iterates them, for a
    /// caller without an archive (whose tables are sized for a whole model); a compile takes them
    /// from its archive (`ModelArchiving.entityNames`).
    package static func entityOrder(of model: ManagedObjectModel) -> [String] {
        EntityDictionaryOrder(of: model).values.map(\.name)
    }

    /// Archives `model` as `NSKeyedArchiver` does for `NSManagedObjectModel`, in the forms and byte
    /// layout of the Xcode `layout` names.
    ///
    /// - Throws: `ModelError` when the graph cannot be archived: a predicate or expression that does
    ///   not parse (the message names the element and the column), duplicate entity names, or a
    ///   relationship whose destination is not in the model.
    package static func encode(_ model: ManagedObjectModel, layout: ArchiveLayout = .newest) throws -> [UInt8] {
        try archive(model, layout: layout).bytes
    }

    /// `encode(_:layout:)` short of the bytes: the archive a writer hands to its file in pieces.
    package static func archive(_ model: ManagedObjectModel, layout: ArchiveLayout = .newest) throws -> FinishedArchive {
        try ModelArchiving(model, layout: layout).finished()
    }
}

/// One model's archive about to be written: the archiver with its tables already sized for the
/// model, so that another thread can fault that memory in (`reservedMemory`, see `PagePrefault`)
/// while `finished()` fills it, and, for a large model, archive its last entities
/// (`archiveLaterEntities()`, see `LaterEntities`).
package struct ModelArchiving {
    private let model: ManagedObjectModel
    private let layout: ArchiveLayout
    private let archiver: ModelArchiver
    private let laterEntities: LaterEntities?
    private let entityOrder: EntityDictionaryOrder

    /// The share of a split model's properties that `finished()` archives itself, the rest going
    /// to `archiveLaterEntities()`. The compiling thread starts first and also does the rest of
    /// the model and then numbers the archive, while the other thread hashes the model after its
    /// part; tuned with paired timings on a 5,000-entity model.
    package static let compilingThreadShare = 0.545

    /// `compilingThreadShare`: when another thread will call `archiveLaterEntities()`, the share of
    /// the properties to archive before the entities left to it (see `LaterEntities`).
    package init(_ model: ManagedObjectModel, layout: ArchiveLayout = .newest, compilingThreadShare: Double? = nil) {
        self.model = model
        self.layout = layout
        let entityOrder = EntityDictionaryOrder(of: model)
        self.entityOrder = entityOrder
        // A split compile has the other thread to itself, idle until this is done: it counts half.
        let values = entityOrder.values
        let sizes = ArchiveSizing.perEntity(of: values, onTwoThreads: compilingThreadShare != nil)
        laterEntities = compilingThreadShare.flatMap {
            LaterEntities(model: model, layout: layout, values: values, sizes: sizes, compilingThreadShare: $0)
        }
        archiver = ModelArchiver(model: model, layout: layout, entityOrder: entityOrder,
                                 sizing: ArchiveSizing(summing: sizes), laterEntities: laterEntities)
    }

    package var reservedMemory: [PagePrefault.Region] { archiver.archive.reservedMemory }

    /// The entity names in the order the archived model's entity dictionary iterates them
    /// (`CompiledModelEncoder.entityOrder(of:)`), from the orders this archive worked out already.
    package var entityNames: [String] { entityOrder.values.map(\.name) }

    /// Whether the model has entities for `archiveLaterEntities()` (too small a model has not).
    package var hasLaterEntities: Bool { laterEntities != nil }

    /// Whether `finished()` took in the entities another thread archived (rather than archiving
    /// them itself, having got there first or found that they could not be taken in).
    package var tookInLaterEntities: Bool { laterEntities?.wereTakenIn ?? false }

    /// Archives the model's last entities for `finished()` to take in, unless `finished()` has
    /// got there first. Call it on another thread, once.
    package func archiveLaterEntities() {
        laterEntities?.archive()
    }

    /// Encodes the model and numbers its archive; once only.
    package func finished() throws -> FinishedArchive {
        let root: UID
        do {
            root = try archiver.encodeModel()
        } catch is ArchivePartMismatch {
            // The later entities could not be taken in where they belong: archive it all here.
            return try ModelArchiving(model, layout: layout).finished()
        }
        do {
            return try archiver.archive.finishedArchive(root: root)
        } catch let error as KeyedArchiveError {
            throw ModelError("cannot archive the model: \(error.message)", at: archiver.model.sourceLocation)
        }
    }
}
