import CoreDataModel
import KeyedArchive

/// The metadata plist (`Z_PLIST`) of a new store: the keys Core Data writes, for the framework
/// version claimed (digest from 977, checksum key from 1333, maximum framework version from 1523).
package enum MetadataPlist {
    /// - Parameters:
    ///   - hashes: entity name → 32-byte version hash.
    ///   - versionIdentifiers: the model's identifiers (written in name order).
    package static func make(hashes: [String: [UInt8]], versionIdentifiers: Set<String>, generation: StoreGeneration) -> PropertyListValue {
        let names = hashes.keys.sorted(by: utf16Precedes)
        var pairs: [(key: String, value: PropertyListValue)] = [
            (MetadataKey.storeType, .string("SQLite")),
            (MetadataKey.frameworkVersion, .integer(generation.frameworkVersion)),
            (MetadataKey.hashes, .dictionary(names.map { (key: $0, value: .data(hashes[$0] ?? [])) })),
            (MetadataKey.hashesVersion, .integer(StoreMetadata.supportedHashesVersion)),
            (MetadataKey.versionIdentifiers, .array(versionIdentifiers.sorted(by: utf16Precedes).map(PropertyListValue.string))),
        ]
        if generation.writesHashesDigest {
            pairs.append((MetadataKey.hashesDigest, .string(MetadataDigests.hashesDigest(of: hashes))))
        }
        if generation.writesChecksumKey {
            pairs.append((MetadataKey.checksumKey, .string(MetadataDigests.checksumKey(of: hashes))))
        }
        if generation.writesMaximumFrameworkVersion {
            pairs.append((MetadataKey.maximumFrameworkVersion, .integer(generation.frameworkVersion)))
        }
        pairs.append((MetadataKey.autoVacuumLevel, .string("2")))
        return .dictionary(pairs)
    }
}
