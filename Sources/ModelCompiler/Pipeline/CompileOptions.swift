import CompiledModel
import CoreDataModel

/// What changes how a model compiles or what is reported (momc's flags, and modelc's own).
public struct CompileOptions {
    /// `--module`: the module that `.Class` names (Xcode's "Current Product Module") resolve into.
    public var moduleName: String?
    /// `--no-warnings`: drop every warning (errors and notes still print).
    public var suppressWarnings = false
    /// `-Werror` / `--warnings-as-errors`: report warnings as errors (and fail).
    public var warningsAsErrors = false
    /// `--no-inverse-relationship-warnings`.
    public var suppressInverseRelationshipWarnings = false
    /// `--no-max-property-count-warnings`.
    public var suppressMaxPropertyCountWarnings = false
    /// `--no-delete-rule-warnings`.
    public var suppressDeleteRuleWarnings = false
    /// `--suppress-inverse-transient-error`.
    public var suppressInverseTransientError = false
    /// `--lint cloudkit|swiftdata`: rule groups applied to every entity.
    public var lintGroups: Set<LintGroup> = []
    /// Categories switched off by ID (modelc's `--disable-category`).
    public var disabledCategories: Set<String> = []
    /// Print Xcode 15's `note: Model <V> version checksum: …` line for each compiled version.
    public var emitChecksumNotes = true
    /// `--dependency-file`: where to write a Make/Ninja depfile for the output.
    public var dependencyFile: String?
    /// Accepted for momc compatibility; nothing on Linux depends on them.
    public var sdkRoot: String?
    /// `--<platform>-deployment-target`, platform → version. Accepted and recorded only.
    public var deploymentTargets: [String: String] = [:]

    /// `--xcode-version`: whose `momc` output to reproduce, forms and bytes (default: the newest known).
    package var archiveLayout: ArchiveLayout = .newest

    public init() {}

    /// The linter's view of these options: every suppression flag becomes a disabled category.
    public var lintOptions: LintOptions {
        var disabled = disabledCategories
        if suppressInverseRelationshipWarnings { disabled.insert(DiagnosticCategory.inverseRelationship.id) }
        if suppressMaxPropertyCountWarnings { disabled.insert(DiagnosticCategory.maxPropertyCount.id) }
        if suppressDeleteRuleWarnings { disabled.insert(DiagnosticCategory.deleteRule.id) }
        if suppressInverseTransientError { disabled.insert(DiagnosticCategory.transientInverse.id) }
        return LintOptions(forcedGroups: lintGroups, disabledCategories: disabled)
    }
}
