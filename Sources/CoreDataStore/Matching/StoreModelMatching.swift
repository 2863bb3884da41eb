import CoreDataModel

/// Which model versions open a store: Core Data opens it with a model whose entity version hashes
/// equal the store's `NSStoreModelVersionHashes` exactly (a configuration's entities count when
/// the store was written with one), and with a merged model when the union of several does.
package struct StoreModelMatching {
    /// A version (or a configuration of it) whose hashes equal the store's.
    package struct Match {
        package var candidate: ModelCandidate
        /// The configuration whose entities match, when the whole model does not.
        package var configuration: String?
    }

    /// Versions of several inputs, one per input, whose merged entities equal the store's (looked
    /// for only when no single version matches).
    package struct MergedMatch {
        package var parts: [ModelCandidate]
    }

    /// The version nearest to the store when none matches, and how its entities differ.
    package struct Closest {
        package var candidate: ModelCandidate
        /// Entities with equal hashes.
        package var equalCount: Int
        package var compatibility: StoreCompatibility
        /// For each changed entity, the properties whose hashes differ (needs the store's cached model).
        package var propertyDifferences: [EntityHashDifference]
    }

    package var matches: [Match] = []
    package var mergedMatches: [MergedMatch] = []
    package var closest: Closest?

    package var hasMatch: Bool { !matches.isEmpty || !mergedMatches.isEmpty }

    /// The most combinations of versions tried for a merged model.
    static let combinationLimit = 4096

    /// - Parameters:
    ///   - inputs: the versions of each `--model` input, in input order.
    ///   - storeModel: the store's cached model, when it has one (for property-level differences).
    package init(storeHashes: [String: [UInt8]], inputs: [[ModelCandidate]], storeModel: ManagedObjectModel?) {
        for candidate in inputs.joined() {
            if candidate.entityHashes == storeHashes {
                matches.append(Match(candidate: candidate, configuration: nil))
                continue
            }
            for configuration in candidate.model.configurations where UnverifiedChoices.matchesConfigurations {
                let names = Set(configuration.entityNames)
                if candidate.entityHashes.filter({ names.contains($0.key) }) == storeHashes {
                    matches.append(Match(candidate: candidate, configuration: configuration.name))
                }
            }
        }
        if inputs.count > 1, matches.isEmpty { mergedMatches = Self.mergedMatches(storeHashes, inputs) }
        if !hasMatch { closest = Self.closest(storeHashes, inputs, storeModel) }
    }

    /// Every choice of one version per input whose entities are all in the store and whose union
    /// is exactly the store's (as `mergedModelFromBundles:` would build it).
    private static func mergedMatches(_ storeHashes: [String: [UInt8]], _ inputs: [[ModelCandidate]]) -> [MergedMatch] {
        let contained = inputs.map { versions in
            versions.filter { version in version.entityHashes.allSatisfy { storeHashes[$0.key] == $0.value } }
        }
        guard contained.allSatisfy({ !$0.isEmpty }),
              contained.reduce(1, { $0.multipliedReportingOverflow(by: $1.count).partialValue }) <= combinationLimit else { return [] }
        var combinations: [[ModelCandidate]] = [[]]
        for versions in contained {
            combinations = combinations.flatMap { prefix in versions.map { prefix + [$0] } }
        }
        return combinations.compactMap { parts in
            var union: [String: [UInt8]] = [:]
            for part in parts { union.merge(part.entityHashes) { first, _ in first } }
            guard union == storeHashes else { return nil }
            // The union must also be a model Core Data would merge (no two different entities of one name).
            guard let merged = try? ManagedObjectModel.merging(parts.map(\.model)),
                  merged.entityVersionHashesByName == storeHashes else { return nil }
            return MergedMatch(parts: parts)
        }
    }

    /// Most entities with equal hashes, then fewest differences, then a current version.
    private static func closest(_ storeHashes: [String: [UInt8]], _ inputs: [[ModelCandidate]],
                                _ storeModel: ManagedObjectModel?) -> Closest? {
        var best: Closest?
        var bestKey: (Int, Int, Int) = (-1, 0, 0)
        for candidate in inputs.joined() {
            let compatibility = candidate.model.compatibility(withStoreVersionHashes: storeHashes)
            let equal = candidate.entityHashes.filter { storeHashes[$0.key] == $0.value }.count
            let differences = compatibility.addedEntities.count + compatibility.removedEntities.count + compatibility.changedEntities.count
            let key = (equal, -differences, candidate.isCurrent ? 1 : 0)
            guard best == nil || key > bestKey else { continue }
            bestKey = key
            best = Closest(candidate: candidate, equalCount: equal, compatibility: compatibility, propertyDifferences: [])
        }
        if var found = best, let storeModel {
            found.propertyDifferences = found.compatibility.changedEntities.compactMap { name in
                guard let stored = storeModel.entity(named: name), let current = found.candidate.model.entity(named: name) else { return nil }
                return EntityHashDifference(store: stored, model: current)
            }
            best = found
        }
        return best
    }
}
