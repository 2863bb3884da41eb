/// What the writer emits without an Xcode-saved file to confirm it. Each is decided here and only
/// here.
enum UnverifiedChoices {
    /// The `lastSavedToolsVersion`/`systemVersion` pair written on `<model>`: a pair a real Xcode 16
    /// save carries (a corpus file saved on macOS 15.1); which exact build "today's" Xcode stamps is
    /// not known here.
    static let lastSavedToolsVersion = "23507"
    static let systemVersion = "24B91"

    /// Xcode still writes `syncable="YES"` on every entity it saves (546 of 560 entities in
    /// corpus files from tools 14000 on); it no longer writes it on properties.
    static let entitySyncable = true

    /// The collation spelling of an R-tree fetch index element (never observed in Xcode output;
    /// the reader accepts RTree, R-Tree and R Tree in any case).
    static let rTreeCollationName = "RTree"

    /// A composite attribute loaded from a compiled model has lost its definition's name; the
    /// definition is named after the attribute with its first letter capitalised (`position` →
    /// `Position`), with a number appended when two different definitions would share a name.
    static func compositeDefinitionName(forAttribute name: String) -> String {
        guard let first = name.first else { return "Composite" }
        return first.uppercased() + name.dropFirst()
    }
}

/// Facts about the Xcode 3 `elements` format that no file available to us shows; each is the most
/// likely form, kept here so that a real file can correct it in one place.
enum LegacyUnverifiedChoices {
    /// Fetched properties (`XDPMFetchedProperty`) and fetch request templates
    /// (`XD_PSK_fetchRequestsArray`): no corpus file has one. Their settings are looked up by key
    /// suffix, whatever the stereotype prefix: the predicate text, the fetched entity (a name or
    /// the entity element), the template name.
    static let predicateKeySuffixes = ["predicateString", "predicate", "predicateFormat"]
    static let entityKeySuffixes = ["destination", "entity", "entityName", "destinationEntity"]
    static let nameKeySuffixes = ["name", "fetchRequestName"]
    /// The fetch request inside a fetched property, when stored as its own element.
    static let fetchRequestKeySuffixes = ["fetchRequest"]

    /// Configurations (`_configurationsByName` of `XDPMModel`): every corpus file has it empty.
    /// Taken as configuration name → array or set of entity elements (or entity names).
    static let configurationsKey = "_configurationsByName"

    /// Late keys of files re-saved by later Xcode in the old format: looked up on the entity
    /// element's own fields first, then among its tagged values.
    static let compoundIndexesKey = "XDPMCompoundIndexes"
    static let uniquenessConstraintsKey = "XDPMUniquenessConstraints"

    /// Non-string user info values (Sync Services' arrays and dictionaries) become old-style
    /// property-list text, since the graph's user info holds strings.
    static let userInfoValuesAsPropertyListText = true

    /// Xcode 3 set `XD_PPSK_isIndexed` on every relationship of every corpus file; it is kept as the
    /// relationship's `isIndexed` (not part of version hashes, which the Recipes store confirms),
    /// although Xcode 4+ sources never mark relationships indexed.
    static let relationshipIndexedFlagIsKept = true

    /// An empty `XD_PAttK_defaultValueAsString` means "no default" (Xcode 3 also wrote `$null`),
    /// also for String attributes, where the XML's `defaultValueString=""` is a real empty default.
    static let emptyDefaultTextIsNoDefault = true
}
