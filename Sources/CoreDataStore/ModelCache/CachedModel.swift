import CompiledModel
import CoreDataModel

/// The model a store keeps of itself in `Z_MODELCACHE` (framework 637 on): a raw DEFLATE stream of
/// a keyed archive of the `NSManagedObjectModel`, decoded by the same loader as a `.mom`.
package struct CachedModel {
    /// The decoded model graph.
    package var model: ManagedObjectModel
    /// `Z_CONTENT` size, and its size inflated.
    package var compressedSize: Int
    package var archiveSize: Int
    /// Entity name → version hash, recomputed from `model`.
    package var entityHashes: [String: [UInt8]]

    /// A cache never inflates to more than this (real ones are 2× their compressed size at most).
    static let inflatedLimit = 256 << 20

    /// - Throws: a message for the caller to locate: the stream does not inflate, or the archive
    ///   inside is not a loadable model.
    static func decode(_ content: [UInt8], storePath: String) throws -> CachedModel {
        let archive: [UInt8]
        do {
            archive = try RawInflate.inflate(content, limit: min(inflatedLimit, max(1 << 20, content.count * 64)))
        } catch let failure as RawInflate.Failure {
            throw ModelError("corrupt model cache (Z_MODELCACHE): \(failure.message)", at: SourceLocation(file: storePath))
        }
        let model: ManagedObjectModel
        do {
            model = try CompiledModelDecoder.decode(archive, path: storePath)
        } catch let error as ModelError {
            throw ModelError(error.diagnostics.map { diagnostic in
                var located = diagnostic
                located.message = "corrupt model cache (Z_MODELCACHE): " + diagnostic.message
                return located
            })
        }
        return CachedModel(model: model, compressedSize: content.count, archiveSize: archive.count,
                           entityHashes: model.entityVersionHashesByName)
    }
}
