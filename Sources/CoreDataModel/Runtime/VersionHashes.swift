import FoundationEssentials
import HostSystem

/// The version-hash accessors of Core Data's model, entity and property descriptions.
extension ManagedObjectModel {
    /// Entity name → 32-byte SHA-256 version hash (what store metadata records).
    public var entityVersionHashesByName: [String: [UInt8]] {
        var hasher = VersionHasher()
        return hasher.entityHashes(of: self)
    }

    /// Base64 of the SHA-256 over the entity hashes (`VersionInfo.plist`'s checksum).
    public var versionChecksum: String {
        var hasher = VersionHasher()
        return hasher.checksum(of: self)
    }
}

extension EntityDescription {
    public var versionHash: [UInt8] {
        var hasher = VersionHasher()
        return hasher.hash(of: self)
    }
}

extension PropertyDescription {
    public var versionHash: [UInt8] { VersionHasher.hash(of: self) }
}
