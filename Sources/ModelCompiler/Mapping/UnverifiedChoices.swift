/// Mapping-model rules no Apple-compiled file available here settles; each is the most likely
/// form, decided here only.
enum MappingUnverifiedChoices {
    /// Destination property names sort case-insensitively, ties by code units (the public files
    /// cannot tell this from a plain code-unit sort).
    static let propertyOrderIgnoresCase = true

    /// A mapping without a destination entity (Remove) is named after its source entity.
    static let removeMappingIsNamedAfterSource = true

    /// A relationship whose source relationship's destination no entity mapping covers gets the
    /// by-relationship-name function (the runtime finds the mappings itself) rather than nil.
    static let uncoveredRelationshipUsesRelationshipName = true

    /// `sourcekeypath` without `sourcemappingname`: the by-relationship-name function with the key
    /// path's last component.
    static let keyPathWithoutMappingUsesRelationshipName = true

    /// A source filter predicate replaces `TRUEPREDICATE` in the default source fetch.
    static let filterPredicateReplacesTruePredicate = true

    /// A policy class written `.Name` ("current product module", as momc reads class names) gets
    /// the `--module` name in front; any other name is copied verbatim, as Apple's files show.
    static let leadingDotPolicyClassTakesModule = true
}
