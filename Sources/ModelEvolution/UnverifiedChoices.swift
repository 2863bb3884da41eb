import CompiledModel

/// Choices this module makes that neither the reference facts nor Apple's documentation settle.
/// Each is the most likely form; change it here when evidence arrives.
enum UnverifiedChoices {
    /// Hash-visible changes Apple's lightweight-migration list does not name, treated as
    /// inferable because the inferred mapping copies the values unchanged: a version hash
    /// modifier, the transient flag (a stored attribute becoming transient is a removal; the
    /// reverse an addition), relationship min/max counts within the same cardinality, the
    /// abstract flag, uniqueness constraints, read-only, derivations.
    static let identityMappedFields = Set(([
        .versionHashModifier, .transient, .minCount, .maxCount, .abstract, .uniquenessConstraints,
        .readOnly, .derivation, .filteringPredicate, .externalStorage, .preserveAfterDeletion, .inverse,
        .superentityVersionHash, .compositeElements,
    ] as [VersionHashedField]).map(\.rawValue))

    /// Hash-invisible fields whose change alters what is stored, so a store written before the
    /// change reads differently after it: the case `versionHashModifier` exists for. Apple says
    /// to bump the modifier "if the structure at runtime has changed but not in a way that
    /// changes the version hash" (NSEntityDescription.versionHashModifier); which fields qualify
    /// is this module's judgement.
    static let storedDataFields: Set<String> = ["transformer", "value class", "cloud encryption"]
}

// Choices made elsewhere, listed here so they are found in one place:
// - A mapping model "beside the model" is any `.xcmappingmodel` in the folder that holds the
//   `.xcdatamodeld` (Xcode puts new mapping models next to the model by default);
//   ModelCompiler's VersionChecking looks there.
// - Version order ("newest") is Xcode's natural order of version names (`Model`, `Model 2`,
//   `Model 10`), the order Xcode's "Add Model Version" produces; VersionChecking sorts by it.
// - Entities and properties pair by renaming identifier first, then leftovers by plain name
//   (NameMatching), so a dropped renaming identifier reads as a field change.
// - A property's `kind` change counts as hash-visible (its hash layout changes with it).
