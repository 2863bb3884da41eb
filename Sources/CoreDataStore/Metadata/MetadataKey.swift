import CoreDataModel

/// The keys Core Data writes into a store's metadata plist (`Z_PLIST`), for the reader and the writer.
enum MetadataKey {
    static let storeType = "NSStoreType"
    static let storeUUID = "NSStoreUUID"
    static let frameworkVersion = "NSPersistenceFrameworkVersion"
    static let maximumFrameworkVersion = "NSPersistenceMaximumFrameworkVersion"
    static let hashes = StoreCompatibility.versionHashesKey
    static let hashesVersion = "NSStoreModelVersionHashesVersion"
    static let versionIdentifiers = "NSStoreModelVersionIdentifiers"
    static let checksumKey = "NSStoreModelVersionChecksumKey"
    static let hashesDigest = "NSStoreModelVersionHashesDigest"
    static let autoVacuumLevel = "_NSAutoVacuumLevel"

    /// Every key Core Data itself writes (anything else is the app's).
    static let all: Set<String> = [storeType, storeUUID, frameworkVersion, maximumFrameworkVersion, hashes, hashesVersion,
                                   versionIdentifiers, checksumKey, hashesDigest, autoVacuumLevel]
}
