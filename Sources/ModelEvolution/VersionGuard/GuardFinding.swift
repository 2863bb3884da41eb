import CoreDataModel

/// One result of the version guard: an error (exit 1) or a warning (an error with `-Werror`).
package struct GuardFinding: Sendable, Encodable {
    package enum Severity: String, Sendable, Encodable { case error, warning }

    /// Which rule fired, for tools (`shipped-version-changed`, `version-removed`, …).
    package var rule: String
    package var severity: Severity
    package var message: String
    package var file: String
    package var line: Int

    package init(_ rule: String, _ severity: Severity, _ message: String, at location: SourceLocation) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.file = location.file
        self.line = location.line
    }

    /// The finding as a diagnostic (category = the rule), so that it prints in every diagnostics
    /// format: `path:line: error: message`, JSON Lines, GitHub annotations.
    package var diagnostic: Diagnostic {
        let category = DiagnosticCategory(id: rule, title: "Version guard: \(rule)", group: nil,
                                          severity: severity == .error ? .error : .warning, provenance: .ours)
        return Diagnostic(severity == .error ? .error : .warning, message, at: SourceLocation(file: file, line: line), category: category)
    }
}
