import CompiledModel
import CoreDataModel

/// `Z_CONTENT` for a new store: the model archived by the compiled-model encoder, turned into the
/// runtime form (`RuntimeModelArchive`), raw-DEFLATE compressed — what `CachedModel` reads.
package enum ModelCacheContent {
    /// - Throws: `ModelError` when the model cannot be archived or compressed.
    package static func make(for model: ManagedObjectModel) throws -> [UInt8] {
        let archive = try CompiledModelEncoder.encode(model)
        do {
            return try RawDeflate.deflate(try RuntimeModelArchive.convert(archive))
        } catch {
            throw ModelError("cannot write the model cache (Z_MODELCACHE): \(error)", at: model.sourceLocation)
        }
    }
}
