/// What the linter checks. momc's own rules are always on unless their category is disabled;
/// the CloudKit and SwiftData groups switch on by themselves for models that declare
/// `usedWithCloudKit` / `usedWithSwiftData`, and for every entity when forced.
public struct LintOptions: Hashable, Sendable {
    /// Groups applied to the whole model regardless of its flags (`--lint cloudkit`, `--lint swiftdata`).
    public var forcedGroups: Set<LintGroup>
    /// Categories (IDs) that produce nothing (the `--no-*-warnings` flags and
    /// `--suppress-inverse-transient-error` map onto these).
    public var disabledCategories: Set<String>
    /// momc's threshold for `max-property-count`.
    public var maxPropertyCount: Int

    public init(forcedGroups: Set<LintGroup> = [], disabledCategories: Set<String> = [], maxPropertyCount: Int = 100) {
        self.forcedGroups = forcedGroups
        self.disabledCategories = disabledCategories
        self.maxPropertyCount = maxPropertyCount
    }

    public func isEnabled(_ category: DiagnosticCategory) -> Bool {
        !disabledCategories.contains(category.id)
    }
}
