import KeyedArchive

/// How `mapc` of one Xcode lays out a `.cdm`. A `.cdm` records no Xcode version; the compiled
/// mapping models at hand come from Xcode 12 and Xcode 26 and differ in one rule only.
struct MappingArchiveLayout {
    /// The archive layout of the same Xcode, with the mapping classes' names written anew in each
    /// class descriptor (as all compiled mapping models show, like Core Data's model classes).
    let archive: ArchiveLayout
    /// Whether a function expression's selector name is one string object per name in the whole
    /// file (Xcode 26) rather than a new string object per call (Xcode 12). Which Xcode between
    /// 13 and 26 changed it is unknown: every layout from 13 on is taken to share.
    let sharesSelectorNames: Bool

    init(_ layout: ArchiveLayout) {
        archive = ArchiveLayout(mappingFrom: layout)
        let major = layout.xcodeVersion.split(separator: ".").first.flatMap { Int($0) } ?? 0
        sharesSelectorNames = major >= 13
    }
}

extension ArchiveLayout {
    fileprivate init(mappingFrom base: ArchiveLayout) {
        xcodeVersion = base.xcodeVersion
        writesAllocationType = base.writesAllocationType
        writesFetchIndexDescriptions = base.writesFetchIndexDescriptions
        writesVersionChecksums = base.writesVersionChecksums
        byteRules = ArchiveByteRules(topLevelOrder: base.byteRules.topLevelOrder, int32Keys: base.byteRules.int32Keys.union(MappingArchiveFacts.int32Keys),
                                     freshClassNames: base.byteRules.freshClassNames.map { $0.union(MappingArchiveFacts.freshClassNames) })
    }
}
