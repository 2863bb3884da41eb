/// Which Core Data a new store is written as. The schema of the same model differs between
/// framework versions (uniqueness constraints, indexed attributes, the order of statements) and
/// so do the metadata keys; a store is written the way the framework of the model's own time
/// wrote it, judged from what the model records about the tools that last saved it.
package struct StoreGeneration: Sendable, Equatable {
    /// `NSPersistenceFrameworkVersion` written to the metadata.
    package var frameworkVersion: Int64
    /// Uniqueness constraints as `CONSTRAINT … UNIQUE (…)` inside the table rather than
    /// `CREATE UNIQUE INDEX Z_<Entity>_UNIQUE_…`, and indexed attributes as
    /// `<TABLE>_<COLUMN>_INDEX` rather than single-element fetch indexes `Z_<Entity>_<name>`.
    package var usesLegacyIndexForms: Bool
    /// Indexes are created after `Z_PRIMARYKEY`, `Z_METADATA` and `Z_MODELCACHE` rather than before.
    package var createsIndexesLast: Bool

    /// The framework that wrote the stores of models from before fetch indexes (framework 637).
    package static let legacy = StoreGeneration(frameworkVersion: UnverifiedChoices.legacyFrameworkVersion,
                                                usesLegacyIndexForms: true, createsIndexesLast: true)
    /// The framework of today's stores.
    package static let current = StoreGeneration(frameworkVersion: UnverifiedChoices.currentFrameworkVersion,
                                                 usesLegacyIndexForms: false, createsIndexesLast: false)

    /// The generation of a store a given framework version wrote (a store given as the model:
    /// its new store is written as its own framework wrote it).
    package init(frameworkVersion: Int64) {
        let legacy = frameworkVersion < UnverifiedChoices.firstCurrentFrameworkVersion
        self.init(frameworkVersion: frameworkVersion, usesLegacyIndexForms: legacy, createsIndexesLast: legacy)
    }

    package init(frameworkVersion: Int64, usesLegacyIndexForms: Bool, createsIndexesLast: Bool) {
        self.frameworkVersion = frameworkVersion
        self.usesLegacyIndexForms = usesLegacyIndexForms
        self.createsIndexesLast = createsIndexesLast
    }

    /// `NSStoreModelVersionHashesDigest` is written from framework 977 on.
    package var writesHashesDigest: Bool { frameworkVersion >= 977 }
    /// `NSStoreModelVersionChecksumKey` is written from framework 1333 on.
    package var writesChecksumKey: Bool { frameworkVersion >= 1333 }
    /// `NSPersistenceMaximumFrameworkVersion` is written from framework 1523 on.
    package var writesMaximumFrameworkVersion: Bool { frameworkVersion >= 1523 }

    /// What the model says about its own time.
    package struct ModelOrigin: Sendable, Equatable {
        /// The macOS build the model was last saved on (`systemVersion`, e.g. `15A282b`).
        package var systemVersion: String?
        /// Xcode's tools version (`lastSavedToolsVersion`, e.g. `8195`).
        package var toolsVersion: String?
        /// An Xcode 3 `elements` model (2009–2011).
        package var isXcode3Model: Bool
        /// The model declares fetch indexes, which only newer frameworks know.
        package var hasFetchIndexes: Bool

        package init(systemVersion: String?, toolsVersion: String?, isXcode3Model: Bool, hasFetchIndexes: Bool) {
            self.systemVersion = systemVersion
            self.toolsVersion = toolsVersion
            self.isXcode3Model = isXcode3Model
            self.hasFetchIndexes = hasFetchIndexes
        }
    }

    /// The generation whose stores a model of that origin most likely had. A model that records
    /// nothing (a compiled `.mom`) gets today's.
    package static func likely(for origin: ModelOrigin) -> StoreGeneration {
        if origin.hasFetchIndexes { return .current }
        if origin.isXcode3Model { return .legacy }
        if let darwin = leadingNumber(origin.systemVersion) {
            return darwin < UnverifiedChoices.firstCurrentDarwinMajor ? .legacy : .current
        }
        if let tools = leadingNumber(origin.toolsVersion) {
            return tools < UnverifiedChoices.firstCurrentToolsVersion ? .legacy : .current
        }
        return .current
    }

    private static func leadingNumber(_ text: String?) -> Int? {
        guard let text else { return nil }
        return Int(String(text.prefix { $0.isASCII && $0.isNumber }))
    }
}
