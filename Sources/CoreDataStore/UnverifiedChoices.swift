/// What this module does without a real store to confirm it. Each is decided here and only here.
enum UnverifiedChoices {
    /// Rows of an entity are counted in the table `Z<ROOT NAME UPPERCASED>`, and those of Core
    /// Data's own entities (`Z_ENT` > 16000: history, CloudKit) in `A<ROOT NAME UPPERCASED>`; the
    /// `Z` form is confirmed by every shared store, the `A` form only by the table names
    /// (`ACHANGE`, `ANSCK…`), not by a `Z_PRIMARYKEY` row naming them. An entity whose table is
    /// not found gets no row count rather than a guess.
    static let entityTablePrefix = "Z"
    static let frameworkEntityTablePrefix = "A"

    /// A configuration's entities are matched on their own: a version also "opens" a store whose
    /// hashes equal one configuration's entities (what `isConfiguration(withName:compatibleWith…)`
    /// checks), in case a store written through a configuration records only those. Every shared
    /// store records whole models, so this never decides a shared case.
    static let matchesConfigurations = true

    // MARK: Writing stores

    /// Decimal columns sort with the dates and reals (group 1): no store seen has a Decimal
    /// attribute next to dates or reals.
    static let decimalColumnGroup = 1

    /// A composite attribute's elements are stored as columns named `Z<ATTRIBUTE>_<ELEMENT>`
    /// (nested: `Z<A>_<B>_<C>`), each in its own type's group: no store with composite
    /// attributes has been seen.
    static let compositeElementSeparator = "_"

    /// A to-many relationship without an inverse gets a join table whose source column is
    /// `Z_<n>INVERSE_<NAME>`: Core Data's name for it has not been seen.
    static func inverselessJoinColumnPart(relationshipPart: String) -> String { "INVERSE_" + relationshipPart }

    /// A many-to-many relationship that is its own inverse: the destination column, which would
    /// repeat the source column's name, gets a `1`.
    static let selfInverseJoinColumnSuffix = "1"

    /// Two many-to-many relationships of the same entity, each the other's inverse: the one whose
    /// name sorts later names the join table (two of the three such pairs seen; the third goes the
    /// other way, so the real rule is something else).
    static let laterNameNamesSameEntityJoinTable = true

    /// The framework version claimed by a store written the legacy way (that of the one legacy
    /// store seen), and by a store written today's way: the first version seen writing the
    /// checksum key, and below the one writing `NSPersistenceMaximumFrameworkVersion`, whose
    /// value is not known.
    static let legacyFrameworkVersion: Int64 = 637
    static let currentFrameworkVersion: Int64 = 1333

    /// Models last saved on macOS 10.13 (Darwin 17, the release that brought fetch indexes) or
    /// later, or with Xcode 9 (tools version 13000) or later, get today's schema; older ones the
    /// legacy schema of framework 637. Only 637 (2015) and 1044–1048 (2022–2023) schemas have been
    /// seen; the boundary between them is assumed at fetch indexes' arrival.
    static let firstCurrentDarwinMajor = 17
    static let firstCurrentToolsVersion = 13000
    /// The same boundary in framework versions, for a store given as the model: between 637 and
    /// 1044, at the framework of 2017 (fetch indexes).
    static let firstCurrentFrameworkVersion: Int64 = 800

    /// Ordered relationships: the n-th object (from 0) gets the order key (n + 1) × this stride in
    /// its `Z_FOK_` column (a single object was seen with 2048).
    static let orderKeyStride: Int64 = 2048

    /// A store written through a configuration holds only that configuration's entities (tables
    /// and `Z_PRIMARYKEY` rows), while its metadata records the whole model's version hashes, as
    /// a store opened with the whole model would.
    static let configurationMetadataRecordsWholeModel = true

    /// Decimal values are bound as text (their exact decimal spelling); the DECIMAL column's
    /// numeric affinity turns them into a number. How Core Data binds NSDecimalNumber is not seen.
    static let decimalsBoundAsText = true

    /// Binary data of an attribute that allows external storage is stored inline as a marker byte
    /// 1 followed by the bytes (2 marks a reference to an external file): seen in one app's store,
    /// not in the shared stores.
    static let inlineExternalDataMarker: UInt8 = 1

    /// A compound index is `<TABLE>_<COLUMN>_<COLUMN>… ON <TABLE> (<COLUMN>, …)` in every
    /// generation: seen in framework 637's store; how today's framework writes the legacy
    /// `<compoundIndexes>` of a source (which modern models replace by fetch indexes) is not seen.
    static func compoundIndexName(table: String, columns: [String]) -> String {
        ([table] + columns).joined(separator: "_")
    }

    // Two layout choices live where the layout is made rather than as values here:
    // - `IndexLayout`: a sub-entity's uniqueness constraints and fetch indexes are indexes on the
    //   hierarchy's table, named after the sub-entity, over its columns only (no `Z_ENT`
    //   condition); no store with either on a sub-entity has been seen.
    // - `TableLayout` / `StoreSchema.createStatement`: a to-one's `Z<n>_` column comes right after
    //   its key column (seen), then its `Z_FOK_` column (not seen); in a join table the source
    //   side's order column comes before the destination side's (not seen).

    /// A reflexive many-to-many relationship (its own inverse) gets a join row for each direction
    /// of every link, so either column finds the other object.
    static let reflexiveLinksStoredBothWays = true

    /// A Transformable attribute's default value is not stored in seeded rows (what the value
    /// transformer makes of it cannot be computed here); given values are stored as the base64
    /// data the seed file holds.
    static let transformableDefaultsStored = false
}
