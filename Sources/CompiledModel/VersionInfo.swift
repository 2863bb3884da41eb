import CoreDataModel
import KeyedArchive

/// `VersionInfo.plist` of a `.momd` (Documentation/Formats.md "`.momd` bundles and `VersionInfo.plist`"): a binary plist with the
/// current version name (only when the source has `.xccurrentversion`), every version's entity
/// hashes, and the model checksums current Xcode writes.
public struct VersionInfo {
    public static let currentVersionNameKey = "NSManagedObjectModel_CurrentVersionName"
    static let versionHashesKey = "NSManagedObjectModel_VersionHashes"
    static let versionChecksumsKey = "NSManagedObjectModel_VersionChecksums"

    public var currentVersionName: String?
    /// Version name → entity name → 32-byte entity version hash.
    public var versionHashes: [String: [String: [UInt8]]]
    /// Version name → base64 model checksum; nil when the file has none (builds before Xcode 15).
    public var versionChecksums: [String: String]?

    public init(currentVersionName: String?, versionHashes: [String: [String: [UInt8]]], versionChecksums: [String: String]?) {
        self.currentVersionName = currentVersionName
        self.versionHashes = versionHashes
        self.versionChecksums = versionChecksums
    }

    /// Reads a `VersionInfo.plist` (binary; what momc writes). Missing current version name or
    /// checksums are fine; anything else malformed is a `ModelError` at `path`.
    public init(decoding bytes: [UInt8], path: String) throws {
        let location = SourceLocation(file: path)
        func failure(_ message: String) -> ModelError { ModelError("not a valid VersionInfo.plist: \(message)", at: location) }
        let root: PropertyListValue
        do {
            root = try BinaryPropertyListReader.decode(bytes)
        } catch {
            throw failure("\(error)")
        }
        guard root.dictionaryValue != nil else { throw failure("the top level is not a dictionary") }

        switch root[Self.currentVersionNameKey] {
        case nil: currentVersionName = nil
        case .string(let name)?: currentVersionName = name
        case let other?: throw failure("\(Self.currentVersionNameKey) is \(other.kindWithArticle), not a string")
        }

        guard let hashes = root[Self.versionHashesKey]?.dictionaryValue else {
            throw failure("\(Self.versionHashesKey) is missing or not a dictionary")
        }
        var versionHashes: [String: [String: [UInt8]]] = [:]
        for (version, entities) in hashes {
            guard let entries = entities.dictionaryValue else { throw failure("the hashes of version '\(version)' are not a dictionary") }
            var byEntity: [String: [UInt8]] = [:]
            for (entity, hash) in entries {
                guard let bytes = hash.dataValue else { throw failure("the hash of entity '\(entity)' in version '\(version)' is not data") }
                byEntity[entity] = bytes
            }
            versionHashes[version] = byEntity
        }
        self.versionHashes = versionHashes

        switch root[Self.versionChecksumsKey] {
        case nil: versionChecksums = nil
        case let value?:
            guard let entries = value.dictionaryValue else { throw failure("\(Self.versionChecksumsKey) is not a dictionary") }
            var checksums: [String: String] = [:]
            for (version, checksum) in entries {
                guard let text = checksum.stringValue else { throw failure("the checksum of version '\(version)' is not a string") }
                checksums[version] = text
            }
            versionChecksums = checksums
        }
    }

    /// The binary plist. Top-level keys in the order Apple's files have them (Checksums, Hashes,
    /// CurrentVersionName: their hash-table order); nested keys in UTF-16 code-unit order.
    public func encoded() -> [UInt8] {
        var top: [(key: String, value: PropertyListValue)] = []
        if let versionChecksums {
            top.append((Self.versionChecksumsKey, .dictionary(versionChecksums.keys.sorted(by: codeUnitLess).map {
                (key: $0, value: .string(versionChecksums[$0] ?? ""))
            })))
        }
        top.append((Self.versionHashesKey, .dictionary(versionHashes.keys.sorted(by: codeUnitLess).map { version in
            let entities = versionHashes[version] ?? [:]
            return (key: version, value: .dictionary(entities.keys.sorted(by: codeUnitLess).map {
                (key: $0, value: .data(entities[$0] ?? []))
            }))
        })))
        if let currentVersionName {
            top.append((Self.currentVersionNameKey, .string(currentVersionName)))
        }
        return BinaryPropertyListWriter.encode(.dictionary(top))
    }
}
