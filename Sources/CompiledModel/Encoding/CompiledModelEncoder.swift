import CoreDataModel
import HostSystem
import KeyedArchive

/// Front door of the writer: a model graph in, the bytes of Apple's `.mom` out
/// (Documentation/Formats.md "Compiled models (`.mom`)").
package enum CompiledModelEncoder {
    /// The entity names in the order the archived model's entity dictionary iterates them.
    /// Needs no archiver (whose tables are sized for a whole archive), so a compile can work it out
    /// beside archiving.
    package static func entityOrder(of model: ManagedObjectModel) -> [String] {
        HashTableOrder.order(ModelArchiver.entityInsertionOrder(of: model).map(\.name))
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
/// while `finished()` fills it.
package struct ModelArchiving {
    private let archiver: ModelArchiver

    package init(_ model: ManagedObjectModel, layout: ArchiveLayout = .newest) {
        archiver = ModelArchiver(model: model, layout: layout)
    }

    package var reservedMemory: [PagePrefault.Region] { archiver.archive.reservedMemory }

    /// Encodes the model and numbers its archive; once only.
    package func finished() throws -> FinishedArchive {
        let root = try archiver.encodeModel()
        do {
            return try archiver.archive.finishedArchive(root: root)
        } catch let error as KeyedArchiveError {
            throw ModelError("cannot archive the model: \(error.message)", at: archiver.model.sourceLocation)
        }
    }
}
