import CoreDataModel

/// Applies the reporting options to diagnostics, in one place for every command:
/// disabled categories vanish, `--no-warnings` drops warnings, `-Werror` turns warnings into errors.
package enum DiagnosticFilter {
    package static func apply(_ diagnostics: [Diagnostic], _ options: CompileOptions) -> [Diagnostic] {
        diagnostics.compactMap { diagnostic in
            if options.disabledCategories.contains(diagnostic.category.id) { return nil }
            guard diagnostic.severity == .warning else { return diagnostic }
            if options.suppressWarnings { return nil }
            if options.warningsAsErrors {
                return Diagnostic(.error, diagnostic.message, at: diagnostic.location, category: diagnostic.category)
            }
            return diagnostic
        }
    }
}
