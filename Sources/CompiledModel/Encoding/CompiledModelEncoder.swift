import CoreDataModel
import KeyedArchive

/// Front door of the writer: a model graph in, the bytes of Apple's `.mom` out
/// (Documentation/Formats.md "Compiled models (`.mom`)").
public enum CompiledModelEncoder {
    /// Archives `model` as `NSKeyedArchiver` does for `NSManagedObjectModel`.
    ///
    /// - Throws: `ModelError` when the graph cannot be archived: a predicate or expression that does
    ///   not parse (the message names the element and the column), duplicate entity names, or a
    ///   relationship whose destination is not in the model.
    public static func encode(_ model: ManagedObjectModel) throws -> [UInt8] {
        let archiver = ModelArchiver(model: model)
        let root = try archiver.encodeModel()
        do {
            return try archiver.archive.finish(root: root)
        } catch let error as KeyedArchiveError {
            throw ModelError("cannot archive the model: \(error.message)", at: model.sourceLocation)
        }
    }
}
