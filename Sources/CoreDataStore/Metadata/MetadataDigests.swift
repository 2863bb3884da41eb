import CoreDataModel
import Crypto
import FoundationEssentials
import HostSystem

/// The two summaries Core Data derives from the entity hashes, recomputed so a reader can tell
/// whether the metadata is self-consistent (Documentation/Formats.md "Stores").
package enum MetadataDigests {
    /// `NSStoreModelVersionChecksumKey`: base64 of SHA-256 over the hashes in entity-name order
    /// (the Xcode 15+ `VersionInfo.plist` checksum of the same model).
    package static func checksumKey(of hashes: [String: [UInt8]]) -> String {
        var digest = SHA256()
        for name in hashes.keys.sorted(by: utf16Precedes) { digest.update(data: hashes[name] ?? []) }
        return Data(digest.finalize()).base64EncodedString()
    }

    /// `NSStoreModelVersionHashesDigest`: base64 of SHA-512 over each entity's UTF-8 name followed
    /// by its hash, in entity-name order.
    package static func hashesDigest(of hashes: [String: [UInt8]]) -> String {
        var digest = SHA512()
        for name in hashes.keys.sorted(by: utf16Precedes) {
            digest.update(data: Array(name.utf8))
            digest.update(data: hashes[name] ?? [])
        }
        return Data(digest.finalize()).base64EncodedString()
    }
}
