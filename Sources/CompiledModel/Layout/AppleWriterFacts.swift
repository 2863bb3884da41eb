import KeyedArchive

/// What Apple's archives show about the objects behind the values, which decides how they are
/// shared in the bytes (`ArchiveByteRules`).
enum AppleWriterFacts {
    /// Keys Core Data encodes with `encodeInt32:` (their integers share plist objects only among
    /// themselves): seen sharing in the goldens, plus `_P` and the attribute flags, which are 32-bit
    /// words by definition (see `UnverifiedChoices.int32KeysWithoutEvidence`).
    static let int32Keys: Set<String> = Set<String>([
        Key.deleteRule, Key.minCount, Key.maxCount, Key.attributeFlags, Key.fetchOffset, Key.fetchLimit, Key.batchSize,
        FoundationValueKey.decimalLength, FoundationValueKey.decimalMantissaByteOrder,
    ]).union(UnverifiedChoices.int32KeysWithoutEvidence)

    /// Class names that are one string constant in the whole file: Foundation's. Core Data's class
    /// names are written anew in every class descriptor.
    static let sharedClassNames: Set<String> = Set([
        FoundationClassChain.dictionary, FoundationClassChain.mutableDictionary, FoundationClassChain.array,
        FoundationClassChain.mutableArray, FoundationClassChain.set, FoundationClassChain.mutableSet, FoundationClassChain.orderedSet,
        FoundationClassChain.date, FoundationClassChain.uuid, FoundationClassChain.url,
    ].joined()).union(UnverifiedChoices.sharedFoundationClassNames)
}
