import CoreDataModel

/// Everything modelc reads from one Core Data SQLite store.
public struct StoreContents {
    /// The path the store was read from (as given).
    public var path: String
    public var metadata: StoreMetadata
    /// `Z_PRIMARYKEY`, in `Z_ENT` order (empty when the table is absent or has no rows).
    public var entities: [StoreEntityRow]
    public var historyTables: [StoreFeatureTable]
    public var cloudKitTables: [StoreFeatureTable]
    /// Size of the `-wal` beside the store (nil: none).
    public var walSize: Int?
    /// Whether the store has a `Z_MODELCACHE` table (framework 637 on).
    public var hasModelCache: Bool
    /// The cached model, decoded (nil when there is no cache, it was not asked for, or it failed).
    public var cachedModel: CachedModel?
    /// Why the cache did not decode, when it was read with `.tolerant`.
    public var cacheFailure: ModelError?

    /// The `-wal` holds committed pages not yet in the main file (found by checkpointing the
    /// private copy; see `WALCheckpoint`).
    public var walHoldsData = false

    /// The checksum key and hashes digest recomputed from the stored entity hashes.
    public var recomputedChecksumKey: String { MetadataDigests.checksumKey(of: metadata.entityHashes) }
    public var recomputedHashesDigest: String { MetadataDigests.hashesDigest(of: metadata.entityHashes) }

    /// Whether the stored value equals the recomputed one; nil when the store has none.
    public var checksumKeyAgrees: Bool? { metadata.checksumKey.map { $0 == recomputedChecksumKey } }
    public var hashesDigestAgrees: Bool? { metadata.hashesDigest.map { $0 == recomputedHashesDigest } }

    /// Entities whose hash recomputed from the cached model differs from the metadata's (or that
    /// only one side has), name order; nil without a decoded cache.
    public var cacheHashMismatches: [String]? {
        guard let cachedModel else { return nil }
        let names = Set(metadata.entityHashes.keys).union(cachedModel.entityHashes.keys)
        return names.filter { metadata.entityHashes[$0] != cachedModel.entityHashes[$0] }.sorted(by: utf16Precedes)
    }
}
