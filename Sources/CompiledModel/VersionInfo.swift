import CoreDataModel
import KeyedArchive

/// `VersionInfo.plist` of a `.momd` (Documentation/Formats.md "`.momd` bundles and `VersionInfo.plist`"): a binary plist with the
/// current version name (only when the source has `.xccurrentversion`), every version's entity
/// hashes, and the model checksums current Xcode writes.
package struct VersionInfo {
    package static let currentVersionNameKey = "NSManagedObjectModel_CurrentVersionName"
    static let versionHashesKey = "NSManagedObjectModel_VersionHashes"
    static let versionChecksumsKey = "NSManagedObjectModel_VersionChecksums"

    package var currentVersionName: String?
    /// Version name → entity name → 32-byte entity version hash.
    package var versionHashes: [String: [String: [UInt8]]]
    /// Version name → base64 model checksum; nil when the file has none (builds before Xcode 15).
    package var versionChecksums: [String: String]?
    /// Version name → entity names in the order the model's entity dictionary iterates them
    /// (`CompiledModelEncoder.entityOrder(of:)`); Apple's file lists each version's hashes in a
    /// copy of a copy of that dictionary. Without it, names are taken in code-unit order.
    package var entityOrders: [String: [String]] = [:]

    package init(currentVersionName: String?, versionHashes: [String: [String: [UInt8]]], versionChecksums: [String: String]?) {
        self.currentVersionName = currentVersionName
        self.versionHashes = versionHashes
        self.versionChecksums = versionChecksums
    }

    /// Reads a `VersionInfo.plist` (binary; what momc writes). Missing current version name or
    /// checksums are fine; anything else malformed is a `ModelError` at `path`.
    package init(decoding bytes: [UInt8], path: String) throws {
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

    /// Version names as momc enters them: in code-unit order, from Xcode 11 on the current version first.
    private func versionOrder<Names: Sequence>(_ names: Names, layout: ArchiveLayout) -> [String] where Names.Element == String {
        let sorted = names.sorted(by: codeUnitLess)
        guard layout.entersCurrentVersionFirst, let currentVersionName, sorted.contains(currentVersionName) else { return sorted }
        return [currentVersionName] + sorted.filter { $0 != currentVersionName }
    }

    /// The binary plist as Xcode `layout` writes it: every dictionary in hash-table order, the
    /// checksums only from Xcode 15 on, strings and data one object per occurrence (short names,
    /// being tagged strings, once).
    package func encoded(layout: ArchiveLayout = .newest) -> [UInt8] {
        func dictionary<Value>(_ entries: [String: Value], order: [String]? = nil, _ value: (Value) -> PropertyListValue) -> PropertyListValue {
            let keys: [String]
            if let order, Set(order) == Set(entries.keys), order.count == entries.count {
                keys = HashTableOrder.copyOrder(HashTableOrder.copyOrder(order))
            } else {
                keys = HashTableOrder.order(versionOrder(entries.keys, layout: layout))
            }
            return .dictionary(keys.map { (key: $0, value: entries[$0].map(value) ?? .string("")) })
        }
        var top: [String: PropertyListValue] = [:]
        if let versionChecksums, layout.writesVersionChecksums {
            top[Self.versionChecksumsKey] = dictionary(versionChecksums) { .string($0) }
        }
        top[Self.versionHashesKey] = .dictionary(HashTableOrder.order(versionOrder(versionHashes.keys, layout: layout)).map { version in
            (key: version, value: dictionary(versionHashes[version] ?? [:], order: entityOrders[version]) { .data($0) })
        })
        if let currentVersionName {
            top[Self.currentVersionNameKey] = .string(currentVersionName)
        }
        let inserted = [Self.currentVersionNameKey, Self.versionHashesKey, Self.versionChecksumsKey].filter { top[$0] != nil }
        let ordered = HashTableOrder.order(inserted).map { (key: $0, value: top[$0] ?? .string("")) }
        // Version names come from file names: never tagged strings.
        var versionNames = Set(versionHashes.keys)
        if let currentVersionName { versionNames.insert(currentVersionName) }
        return BinaryPropertyListWriter.encode(.dictionary(ordered), rules: layout.byteRules, distinctStrings: versionNames)
    }
}
