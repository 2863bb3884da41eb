import CoreDataModel
import KeyedArchive

/// What `Z_METADATA` records about the model that wrote a store: its row (`Z_VERSION`, `Z_UUID`)
/// and the binary plist in `Z_PLIST`. Keys Core Data itself writes are typed; everything else is
/// the app's own and only listed.
package struct StoreMetadata: Sendable, Equatable {
    /// `Z_VERSION` (1 in every store seen).
    package var tableVersion: Int64?
    /// `Z_UUID`: the store's `NSStoreUUID` (not inside the plist).
    package var storeUUID: String?
    /// `NSStoreType` (`SQLite`).
    package var storeType: String?
    /// `NSPersistenceFrameworkVersion`: the Core Data build that last saved the store.
    package var frameworkVersion: Int64?
    /// `NSPersistenceMaximumFrameworkVersion` (framework 1523 on).
    package var maximumFrameworkVersion: Int64?
    /// `NSStoreModelVersionHashesVersion`: only 3 is supported.
    package var hashesVersion: Int64
    /// `NSStoreModelVersionHashes`: entity name → 32-byte version hash.
    package var entityHashes: [String: [UInt8]]
    /// `NSStoreModelVersionIdentifiers`, as stored.
    package var versionIdentifiers: [String]
    /// `NSStoreModelVersionChecksumKey` (framework 1333 on).
    package var checksumKey: String?
    /// `NSStoreModelVersionHashesDigest` (framework 977 on).
    package var hashesDigest: String?
    /// Keys Core Data does not write itself (the app's), name order, with the kind of their value.
    package var appKeys: [AppKey]

    package struct AppKey: Sendable, Equatable {
        package var name: String
        /// "string", "data", "integer", … (values are not interpreted).
        package var kind: String

        package init(name: String, kind: String) {
            self.name = name
            self.kind = kind
        }
    }

    /// The only hash scheme known (`NSStoreModelVersionHashesVersion`).
    package static let supportedHashesVersion: Int64 = 3

    /// Keys Core Data writes into every store's metadata.
    static let frameworkKeys = MetadataKey.all
}

extension StoreMetadata {
    /// Parses `Z_PLIST`. Throws a message (the caller locates it) for anything that is not the
    /// metadata of a supported store: not a binary plist, wrong value types, hashes that are not
    /// 32 bytes, a hash version other than 3.
    init(plist bytes: [UInt8], tableVersion: Int64?, storeUUID: String?) throws {
        let root: PropertyListValue
        do {
            root = try BinaryPropertyListReader.decode(bytes)
        } catch {
            throw MetadataError("corrupt store metadata (Z_PLIST is not a readable binary property list: \(error))")
        }
        guard case .dictionary(let pairs) = root else {
            throw MetadataError("corrupt store metadata (Z_PLIST holds \(root.kindWithArticle), not a dictionary)")
        }
        self.tableVersion = tableVersion
        self.storeUUID = storeUUID
        storeType = try Self.optional(root, MetadataKey.storeType, \.stringValue, "a string")
        frameworkVersion = try Self.number(root, MetadataKey.frameworkVersion)
        maximumFrameworkVersion = try Self.number(root, MetadataKey.maximumFrameworkVersion)
        guard let version = try Self.number(root, MetadataKey.hashesVersion) else {
            throw MetadataError("unsupported hash version: the store records no NSStoreModelVersionHashesVersion (only version 3 is known)")
        }
        guard version == Self.supportedHashesVersion else {
            throw MetadataError("unsupported hash version \(version) (NSStoreModelVersionHashesVersion; only version 3 is known)")
        }
        hashesVersion = version
        guard let hashes = root[MetadataKey.hashes]?.dictionaryValue else {
            throw MetadataError("corrupt store metadata (NSStoreModelVersionHashes is missing or not a dictionary)")
        }
        var entityHashes: [String: [UInt8]] = [:]
        for (name, value) in hashes {
            guard let hash = value.dataValue, hash.count == 32 else {
                throw MetadataError("corrupt store metadata (the version hash of entity '\(name)' is not 32 bytes of data)")
            }
            entityHashes[name] = hash
        }
        self.entityHashes = entityHashes
        if let identifiers = root[MetadataKey.versionIdentifiers] {
            guard let list = identifiers.arrayValue else {
                throw MetadataError("corrupt store metadata (NSStoreModelVersionIdentifiers is \(identifiers.kindWithArticle), not an array)")
            }
            versionIdentifiers = list.map { $0.stringValue ?? "\($0.kindName)" }
        } else {
            versionIdentifiers = []
        }
        checksumKey = try Self.optional(root, MetadataKey.checksumKey, \.stringValue, "a string")
        hashesDigest = try Self.optional(root, MetadataKey.hashesDigest, \.stringValue, "a string")
        appKeys = pairs.filter { !Self.frameworkKeys.contains($0.key) }
            .map { AppKey(name: $0.key, kind: $0.value.kindName) }
            .sorted { utf16Precedes($0.name, $1.name) }
    }

    private static func optional<T>(_ root: PropertyListValue, _ key: String, _ read: (PropertyListValue) -> T?,
                                    _ expected: String) throws -> T? {
        guard let value = root[key] else { return nil }
        guard let typed = read(value) else {
            throw MetadataError("corrupt store metadata (\(key) is \(value.kindWithArticle), not \(expected))")
        }
        return typed
    }

    /// An integer; a whole real is accepted (NSNumber may be archived either way).
    private static func number(_ root: PropertyListValue, _ key: String) throws -> Int64? {
        guard let value = root[key] else { return nil }
        if let integer = value.integerValue { return integer }
        if let real = value.realValue, let whole = Int64(exactly: real) { return whole }
        throw MetadataError("corrupt store metadata (\(key) is \(value.kindWithArticle), not a number)")
    }
}

/// A metadata problem, before it is located at the store's path.
struct MetadataError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
