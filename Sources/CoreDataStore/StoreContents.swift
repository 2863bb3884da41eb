import CoreDataModel

/// Everything modelc reads from one Core Data SQLite store.
package struct StoreContents {
    /// The path the store was read from (as given).
    package var path: String
    package var metadata: StoreMetadata
    /// `Z_PRIMARYKEY`, in `Z_ENT` order (empty when the table is absent or has no rows).
    package var entities: [StoreEntityRow]
    package var historyTables: [StoreFeatureTable]
    package var cloudKitTables: [StoreFeatureTable]
    /// Size of the `-wal` beside the store (nil: none).
    package var walSize: Int?
    /// Whether the store has a `Z_MODELCACHE` table (framework 637 on).
    package var hasModelCache: Bool
    /// The cached model, decoded (nil when there is no cache, it was not asked for, or it failed).
    package var cachedModel: CachedModel?
    /// Why the cache did not decode, when it was read with `.tolerant`.
    package var cacheFailure: ModelError?

    /// The `-wal` holds committed pages not yet in the main file (found by checkpointing the
    /// private copy; see `WALCheckpoint`).
    package var walHoldsData = false

    /// The checksum key and hashes digest recomputed from the stored entity hashes.
    package var recomputedChecksumKey: String { MetadataDigests.checksumKey(of: metadata.entityHashes) }
    package var recomputedHashesDigest: String { MetadataDigests.hashesDigest(of: metadata.entityHashes) }

    /// Whether the stored value equals the recomputed one; nil when the store has none.
    package var checksumKeyAgrees: Bool? { metadata.checksumKey.map { $0 == recomputedChecksumKey } }
    package var hashesDigestAgrees: Bool? { metadata.hashesDigest.map { $0 == recomputedHashesDigest } }

    /// Entities whose hash recomputed from the cached model differs from the metadata's (or that
    /// only one side has), name order; nil without a decoded cache.
    package var cacheHashMismatches: [String]? {
        guard let cachedModel else { return nil }
        let names = Set(metadata.entityHashes.keys).union(cachedModel.entityHashes.keys)
        return names.filter { metadata.entityHashes[$0] != cachedModel.entityHashes[$0] }.sorted(by: utf16Precedes)
    }
}
