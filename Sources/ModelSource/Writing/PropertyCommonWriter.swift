import CoreDataModel

/// The XML attributes every property kind shares (the mirror of `PropertyCommonReader`). Xcode
/// writes flags only when set, always as `YES`; absent `optional` means required.
enum PropertyCommonWriter {
    /// `optional` and `transient`, which Xcode writes right after `name`. Derived attributes and
    /// fetched properties are transient by nature (the archive says so); Xcode does not write it.
    static func leadingFlags(of property: PropertyDescription) -> [(SourceAttribute, String)] {
        var written: [(SourceAttribute, String)] = []
        if property.isOptional { written.append((SourceAttribute.optional, "YES")) }
        if property.isTransient, !hasFlagsImpliedByKind(property) {
            written.append((SourceAttribute.transient, "YES"))
        }
        return written
    }

    /// `elementID`, `versionHashModifier`, `spotlightIndexingEnabled` and `storedInTruthFile`,
    /// which Xcode writes after the kind-specific attributes. A renaming identifier equal to the
    /// name is what Core Data reports for none, so it is not written.
    static func trailingAttributes(of property: PropertyDescription) -> [(SourceAttribute, String)] {
        var written: [(SourceAttribute, String)] = []
        if let identifier = property.renamingIdentifier, !identifier.isEmpty, identifier != property.name {
            written.append((SourceAttribute.elementID, identifier))
        }
        if let modifier = property.versionHashModifier, !modifier.isEmpty { written.append((SourceAttribute.versionHashModifier, modifier)) }
        if property.isIndexedBySpotlight { written.append((SourceAttribute.spotlightIndexingEnabled, "YES")) }
        if property.isStoredInExternalRecord { written.append((SourceAttribute.storedInTruthFile, "YES")) }
        return written
    }

    /// Writes the `<userInfo>` child, then reports what the source cannot hold: a reserved name
    /// (only a compiled model has one), validation rules beyond min/max/regex, and read-only on an
    /// attribute or relationship (derived attributes and fetched properties are read-only by nature).
    static func writeChildren(of property: PropertyDescription, label: String, in context: WritingContext) {
        UserInfoWriter.write(property.userInfo, order: property.userInfoKeyOrder, in: context)
        if ReservedPropertyNames.contains(property.name) { context.report(.reservedName(owner: label)) }
        if property.isReadOnly, !hasFlagsImpliedByKind(property) {
            context.report(.readOnlyWithoutSource(owner: label))
        }
        for rule in property.validationRules {
            context.report(.validationRuleWithoutSource(owner: label, predicate: rule.predicate, warning: rule.warning.description))
        }
    }

    /// Derived attributes and fetched properties are transient and read-only by their kind, so
    /// the source says neither of them.
    private static func hasFlagsImpliedByKind(_ property: PropertyDescription) -> Bool {
        switch property.kind {
        case .derivedAttribute, .fetchedProperty: return true
        case .attribute, .compositeAttribute, .relationship: return false
        }
    }
}
