import CoreDataModel
import Foundation

/// Diagnostics go to standard error, one per line, in `PATH:LINE: severity: message` form.
enum DiagnosticPrinter {
    static func print(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        let text = diagnostics.map(\.description).joined(separator: "\n") + "\n"
        FileHandle.standardError.write(Data(text.utf8))
    }
}
