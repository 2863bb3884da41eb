import CoreDataModel
import CoreDataStore
import FoundationEssentials
import HostSystem

/// A store and its matching as a `DumpValue` tree, so `modelc store` prints text or JSON like
/// `modelc dump` does.
enum StoreReport {
    static func tree(of contents: StoreContents) -> DumpValue {
        let metadata = contents.metadata
        var members: [(String, DumpValue)] = [
            ("store", .string(contents.path)),
            ("storeType", metadata.storeType.map(DumpValue.string) ?? .null),
            ("storeUUID", metadata.storeUUID.map(DumpValue.string) ?? .null),
            ("frameworkVersion", metadata.frameworkVersion.map { .integer(Int($0)) } ?? .null),
        ]
        if let maximum = metadata.maximumFrameworkVersion { members.append(("maximumFrameworkVersion", .integer(Int(maximum)))) }
        members += [
            ("hashVersion", .integer(Int(metadata.hashesVersion))),
            ("versionIdentifiers", .list(metadata.versionIdentifiers.map(DumpValue.string))),
            ("entityHashes", .object(metadata.entityHashes.keys.sorted(by: utf16Precedes).map { name in
                (name, .string(Data(metadata.entityHashes[name] ?? []).base64EncodedString()))
            })),
            ("checksumKey", digestTree(stored: metadata.checksumKey, recomputed: contents.recomputedChecksumKey)),
            ("hashesDigest", digestTree(stored: metadata.hashesDigest, recomputed: contents.recomputedHashesDigest)),
            ("appMetadataKeys", .list(metadata.appKeys.map { .object([("key", .string($0.name)), ("kind", .string($0.kind))]) })),
            ("entities", .list(contents.entities.filter { !$0.isFrameworkEntity }.map(entityTree))),
            ("historyTracking", featureTree(contents.historyTables, contents.entities, range: 16001...16999)),
            ("cloudKitMirroring", featureTree(contents.cloudKitTables, contents.entities, range: 17001...Int64.max)),
            ("wal", .object([
                ("present", .boolean(contents.walSize != nil)),
                ("bytes", contents.walSize.map { .integer($0) } ?? .null),
                ("holdsData", .boolean(contents.walHoldsData)),
            ])),
            ("modelCache", cacheTree(contents)),
        ]
        return .object(members)
    }

    private static func digestTree(stored: String?, recomputed: String) -> DumpValue {
        .object([
            ("stored", stored.map(DumpValue.string) ?? .null),
            ("recomputed", .string(recomputed)),
            ("agrees", stored.map { .boolean($0 == recomputed) } ?? .null),
        ])
    }

    private static func entityTree(_ row: StoreEntityRow) -> DumpValue {
        .object([
            ("entity", .string(row.name)),
            ("number", .integer(Int(row.number))),
            ("parent", row.parentName.map(DumpValue.string) ?? .null),
            ("maxPrimaryKey", .integer(Int(row.maxPrimaryKey))),
            ("rows", row.rowCount.map { .integer(Int($0)) } ?? .null),
        ])
    }

    private static func featureTree(_ tables: [StoreFeatureTable], _ rows: [StoreEntityRow], range: ClosedRange<Int64>) -> DumpValue {
        .object([
            ("present", .boolean(!tables.isEmpty || rows.contains { range.contains($0.number) })),
            ("tables", .list(tables.map { .object([("table", .string($0.name)), ("rows", .integer(Int($0.rowCount)))]) })),
        ])
    }

    private static func cacheTree(_ contents: StoreContents) -> DumpValue {
        guard contents.hasModelCache else { return .object([("present", .boolean(false))]) }
        if let failure = contents.cacheFailure {
            return .object([("present", .boolean(true)), ("readable", .boolean(false)),
                            ("error", .string(failure.diagnostics.map(\.message).joined(separator: "; ")))])
        }
        guard let cache = contents.cachedModel else { return .object([("present", .boolean(true))]) }
        let mismatches = contents.cacheHashMismatches ?? []
        return .object([
            ("present", .boolean(true)),
            ("compressedBytes", .integer(cache.compressedSize)),
            ("archiveBytes", .integer(cache.archiveSize)),
            ("entityCount", .integer(cache.model.entities.count)),
            ("hashesAgreeWithMetadata", .boolean(mismatches.isEmpty)),
            ("entitiesWhoseHashDiffers", .list(mismatches.map(DumpValue.string))),
        ])
    }

    static func matchingTree(_ matching: StoreModelMatching, migration: DumpValue?) -> DumpValue {
        var members: [(String, DumpValue)] = [
            ("matches", .list(matching.matches.map { match in
                var item: [(String, DumpValue)] = [("model", .string(match.candidate.inputPath)), ("version", .string(match.candidate.versionName)),
                                                   ("current", .boolean(match.candidate.isCurrent))]
                if let configuration = match.configuration { item.append(("configuration", .string(configuration))) }
                return .object(item)
            })),
        ]
        if !matching.mergedMatches.isEmpty {
            members.append(("mergedMatches", .list(matching.mergedMatches.map { merged in
                .list(merged.parts.map { .object([("model", .string($0.inputPath)), ("version", .string($0.versionName))]) })
            })))
        }
        if let closest = matching.closest {
            var item: [(String, DumpValue)] = [
                ("model", .string(closest.candidate.inputPath)),
                ("version", .string(closest.candidate.versionName)),
                ("current", .boolean(closest.candidate.isCurrent)),
                ("equalEntities", .integer(closest.equalCount)),
                ("changedEntities", .list(closest.compatibility.changedEntities.map(DumpValue.string))),
                ("entitiesNotInStore", .list(closest.compatibility.addedEntities.map(DumpValue.string))),
                ("entitiesNotInModel", .list(closest.compatibility.removedEntities.map(DumpValue.string))),
            ]
            if !closest.propertyDifferences.isEmpty {
                item.append(("howEntitiesDiffer", .list(closest.propertyDifferences.map { difference in
                    .object([
                        ("entity", .string(difference.entity)),
                        ("propertiesOnlyInStore", .list(difference.onlyInStore.map(DumpValue.string))),
                        ("propertiesOnlyInModel", .list(difference.onlyInModel.map(DumpValue.string))),
                        ("propertiesWithOtherHashes", .list(difference.changed.map(DumpValue.string))),
                        ("entityFieldsDiffer", .boolean(difference.entityFieldsDiffer)),
                    ])
                })))
            }
            members.append(("closest", .object(item)))
        }
        if let migration { members.append(("migration", migration)) }
        return .object(members)
    }
}
