import CoreDataModel
import FoundationEssentials
import HostSystem

/// `check-mapping`: which versions of the given models a mapping model connects, and which of its
/// entity mappings match no version — the stale mapping the migration manager silently skips
/// ("Can't find mapping model for migration").
public enum MappingCheck {
    /// One model version and its entity hashes.
    public struct Version: Equatable {
        /// The model path given on the command line.
        public var model: String
        public var name: String
        public var entityHashes: [String: [UInt8]]

        public init(model: String, name: String, entityHashes: [String: [UInt8]]) {
            self.model = model
            self.name = name
            self.entityHashes = entityHashes
        }

        public var label: String { "\(model.lastPathComponent) version '\(name)'" }
    }

    /// An entity hash of the mapping that no version has.
    public struct StaleMapping: Equatable {
        public enum Side: String { case source, destination }
        public var mapping: String
        public var side: Side
        public var entity: String
        /// Whether some version has an entity of that name (edited since) or none does (removed or renamed).
        public var entityExists: Bool

        public init(mapping: String, side: Side, entity: String, entityExists: Bool) {
            self.mapping = mapping
            self.side = side
            self.entity = entity
            self.entityExists = entityExists
        }
    }

    /// An entity mapping that matches some version, only not the one its siblings match.
    public struct MixedMapping: Equatable {
        public var mapping: String
        public var side: StaleMapping.Side
        public var entity: String
        /// The version holding most of the side's hashes (its label).
        public var closestVersion: String
    }

    public struct Result {
        public var mappingPath: String
        /// Versions holding every source (destination) entity hash of the mapping.
        public var sourceVersions: [Version]
        public var destinationVersions: [Version]
        public var stale: [StaleMapping]
        /// Warnings from reading the models and the mapping.
        public var diagnostics: [Diagnostic]

        /// Entity mappings whose hash some version has, but not the version that holds most of the
        /// mapping's other hashes of that side (no single version holds them all).
        public var mixed: [MixedMapping] = []

        public var passed: Bool { stale.isEmpty && mixed.isEmpty && !sourceVersions.isEmpty && !destinationVersions.isEmpty }

        /// The findings as located errors (a mapping's source path at line 0).
        public var errors: [Diagnostic] {
            var errors = stale.map { finding in
                let what = finding.entityExists ? "differs from every version of the given models (edited after the mapping model was made)"
                                                : "is in no version of the given models"
                return Diagnostic.error("entity mapping '\(finding.mapping)': its \(finding.side.rawValue) entity '\(finding.entity)' \(what); the mapping model is stale and Core Data will not find it: update it in Xcode's mapping editor",
                                 at: SourceLocation(file: mappingPath), category: .mapping)
            }
            for finding in mixed {
                errors.append(.error("entity mapping '\(finding.mapping)': its \(finding.side.rawValue) entity '\(finding.entity)' matches a version other than \(finding.closestVersion), which holds the other \(finding.side.rawValue) entities; the mapping model mixes versions and is stale",
                                     at: SourceLocation(file: mappingPath), category: .mapping))
            }
            return errors
        }

        /// "maps Model.xcdatamodeld version 'A' → Model.xcdatamodeld version 'B'".
        public var summary: String {
            let from = sourceVersions.map(\.label).joined(separator: " or ")
            let to = destinationVersions.map(\.label).joined(separator: " or ")
            if passed { return "\(mappingPath.lastPathComponent) maps \(from) → \(to)" }
            return "\(mappingPath.lastPathComponent): \(stale.count + mixed.count) stale entity mapping(s); source: \(from.isEmpty ? "no version" : from), destination: \(to.isEmpty ? "no version" : to)"
        }
    }

    /// - Throws: `ModelError` when the mapping or a model cannot be read.
    public static func check(mapping mappingPath: String, models: [String]) throws -> Result {
        let (mapping, mappingDiagnostics) = try MappingLoading.load(MappingInput(path: mappingPath))
        var diagnostics = mappingDiagnostics
        var versions: [Version] = []
        for model in models {
            switch ModelChecks.load(model) {
            case .failure(let error): throw error
            case .success(let loaded):
                diagnostics += loaded.diagnostics.filter { $0.severity != .error }
                for version in loaded.versions {
                    var hasher = VersionHasher()
                    versions.append(Version(model: model, name: version.name, entityHashes: hasher.entityHashes(of: version.model)))
                }
            }
        }
        return evaluate(mapping, versions: versions, mappingPath: mappingPath, diagnostics: diagnostics)
    }

    /// The verdict for `mapping` against `versions` (no files read).
    public static func evaluate(_ mapping: MappingModel, versions: [Version], mappingPath: String, diagnostics: [Diagnostic] = []) -> Result {
        let sourceHashes = mapping.entityMappings.compactMap { m in
            m.sourceEntityName.flatMap { name in m.sourceEntityVersionHash.map { (m.name, name, $0) } }
        }
        let destinationHashes = mapping.entityMappings.compactMap { m in
            m.destinationEntityName.flatMap { name in m.destinationEntityVersionHash.map { (m.name, name, $0) } }
        }
        var stale: [StaleMapping] = []
        for (side, hashes) in [(StaleMapping.Side.source, sourceHashes), (.destination, destinationHashes)] {
            for (mappingName, entity, hash) in hashes where !versions.contains(where: { $0.entityHashes[entity] == hash }) {
                stale.append(StaleMapping(mapping: mappingName, side: side, entity: entity,
                                          entityExists: versions.contains { $0.entityHashes[entity] != nil }))
            }
        }
        func matching(_ hashes: [(String, String, [UInt8])]) -> [Version] {
            versions.filter { version in hashes.allSatisfy { version.entityHashes[$0.1] == $0.2 } }
        }
        var mixed: [MixedMapping] = []
        for (side, hashes) in [(StaleMapping.Side.source, sourceHashes), (.destination, destinationHashes)] where matching(hashes).isEmpty {
            let held = { (version: Version) in hashes.filter { version.entityHashes[$0.1] == $0.2 }.count }
            guard let closest = versions.max(by: { held($0) < held($1) }) else { continue }
            for (mappingName, entity, hash) in hashes where closest.entityHashes[entity] != hash
                && !stale.contains(where: { $0.mapping == mappingName && $0.side == side }) {
                mixed.append(MixedMapping(mapping: mappingName, side: side, entity: entity, closestVersion: closest.label))
            }
        }
        return Result(mappingPath: mappingPath, sourceVersions: matching(sourceHashes), destinationVersions: matching(destinationHashes),
                      stale: stale, diagnostics: diagnostics, mixed: mixed)
    }
}
