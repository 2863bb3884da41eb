import CoreDataModel

/// The XML attributes every property kind shares (the mirror of `PropertyCommonReader`). Xcode
/// writes flags only when set, always as `YES`; absent `optional` means required.
enum PropertyCommonWriter {
    /// `optional` and `transient`, which Xcode writes right after `name`. Derived attributes and
    /// fetched properties are transient by nature (the archive says so); Xcode does not write it.
    static func leadingFlags(of property: PropertyDescription) -> [(String, String)] {
        var written: [(String, String)] = []
        if property.isOptional { written.append(("optional", "YES")) }
        if property.isTransient, !(property is DerivedAttributeDescription), !(property is FetchedPropertyDescription) {
            written.append(("transient", "YES"))
        }
        return written
    }

    /// `elementID`, `versionHashModifier`, `spotlightIndexingEnabled` and `storedInTruthFile`,
    /// which Xcode writes after the kind-specific attributes. A renaming identifier equal to the
    /// name is what Core Data reports for none, so it is not written.
    static func trailingAttributes(of property: PropertyDescription) -> [(String, String)] {
        var written: [(String, String)] = []
        if let identifier = property.renamingIdentifier, !identifier.isEmpty, identifier != property.name {
            written.append(("elementID", identifier))
        }
        if let modifier = property.versionHashModifier, !modifier.isEmpty { written.append(("versionHashModifier", modifier)) }
        if property.isIndexedBySpotlight { written.append(("spotlightIndexingEnabled", "YES")) }
        if property.isStoredInExternalRecord { written.append(("storedInTruthFile", "YES")) }
        return written
    }

    /// Writes the `<userInfo>` child, then reports what the source cannot hold: validation rules
    /// beyond min/max/regex, and read-only on an attribute or relationship (derived attributes and
    /// fetched properties are read-only by nature).
    static func writeChildren(of property: PropertyDescription, label: String, in context: WritingContext) {
        UserInfoWriter.write(property.userInfo, in: context)
        if property.isReadOnly, !(property is DerivedAttributeDescription), !(property is FetchedPropertyDescription) {
            context.report(.readOnlyWithoutSource(owner: label))
        }
        for rule in property.validationRules {
            context.report(.validationRuleWithoutSource(owner: label, predicate: rule.predicate, warning: rule.warning.description))
        }
    }
}
