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
}
