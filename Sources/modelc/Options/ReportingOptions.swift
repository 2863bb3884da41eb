import ArgumentParser
import FoundationEssentials
import HostSystem
import CoreDataModel
import ModelCompiler

/// What to report and how: momc's warning switches, modelc's lint groups and output formats.
/// Shared by `compile` and `validate`.
struct ReportingOptions: ParsableArguments {
    @Flag(name: .customLong("no-warnings"), help: "Suppress all warnings (momc's MOMC_NO_WARNINGS).")
    var noWarnings = false

    @Flag(name: .customLong("no-inverse-relationship-warnings"), help: "Suppress warnings on missing inverse relationships.")
    var noInverseRelationshipWarnings = false

    @Flag(name: .customLong("no-max-property-count-warnings"), help: "Suppress warnings for entities with more than 100 properties.")
    var noMaxPropertyCountWarnings = false

    @Flag(name: .customLong("no-delete-rule-warnings"), help: "Suppress warnings for delete rules.")
    var noDeleteRuleWarnings = false

    @Flag(name: .customLong("suppress-inverse-transient-error"), help: "Turn off the error for a transient relationship whose inverse is not transient.")
    var suppressInverseTransientError = false

    @Flag(name: [.customLong("warnings-as-errors"), .customLong("Werror", withSingleDash: true)], help: "Report warnings as errors (and fail).")
    var warningsAsErrors = false

    @Option(name: .customLong("lint"), help: ArgumentHelp("Also apply a rule group to every entity: cloudkit, swiftdata (repeatable or comma-separated).", valueName: "group"))
    var lint: [String] = []

    @Option(name: .customLong("disable-category"), help: ArgumentHelp("Drop every diagnostic of a category (see --print-diagnostic-categories).", valueName: "category"))
    var disabledCategories: [String] = []

    @OptionGroup var output: DiagnosticsFormatOptions

    @Flag(name: .customLong("print-diagnostic-categories"), help: "Print the diagnostic categories and exit.")
    var printDiagnosticCategories = false

    func validate() throws {
        _ = try lintGroups()
        let known = Set(DiagnosticCategories.all.map(\.id))
        for category in disabledCategories where !known.contains(category) {
            throw ValidationError("unknown diagnostic category '\(category)' (see --print-diagnostic-categories)")
        }
    }

    func lintGroups() throws -> Set<LintGroup> {
        var groups: Set<LintGroup> = []
        for name in lint.flatMap({ $0.split(separator: ",").map { $0.trimmingWhitespace().lowercased() } }) where !name.isEmpty {
            guard let group = LintGroup(rawValue: name), group != .momc else {
                throw ValidationError("unknown lint group '\(name)' (expected cloudkit or swiftdata)")
            }
            groups.insert(group)
        }
        return groups
    }

    func apply(to options: inout CompileOptions) throws {
        options.suppressWarnings = noWarnings
        options.suppressInverseRelationshipWarnings = noInverseRelationshipWarnings
        options.suppressMaxPropertyCountWarnings = noMaxPropertyCountWarnings
        options.suppressDeleteRuleWarnings = noDeleteRuleWarnings
        options.suppressInverseTransientError = suppressInverseTransientError
        options.warningsAsErrors = warningsAsErrors
        options.lintGroups = try lintGroups()
        options.disabledCategories = Set(disabledCategories)
    }
}
