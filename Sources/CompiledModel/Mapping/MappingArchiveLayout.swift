import KeyedArchive

extension ArchiveLayout {
    /// The layout `mapc` writes a `.cdm` with. A `.cdm` records no Xcode version, and the compiled
    /// mapping models at hand (Xcode 12 and Xcode 26) show one byte layout: the current writer's
    /// fixed top-level order, with the mapping classes' names written anew in each class
    /// descriptor, like Core Data's model classes.
    static let mapping = ArchiveLayout(mappingFrom: .newest)

    private init(mappingFrom base: ArchiveLayout) {
        xcodeVersion = base.xcodeVersion
        compilerVersions = nil
        writesAllocationType = base.writesAllocationType
        writesFetchIndexDescriptions = base.writesFetchIndexDescriptions
        writesVersionChecksums = base.writesVersionChecksums
        byteRules = ArchiveByteRules(topLevelOrder: base.byteRules.topLevelOrder, int32Keys: base.byteRules.int32Keys,
                                     freshClassNames: (base.byteRules.freshClassNames ?? []).union(MappingArchiveSchema.freshClassNames))
    }
}
