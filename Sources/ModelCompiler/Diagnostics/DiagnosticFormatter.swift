import CoreDataModel

/// Renders diagnostics the way build tools read them.
///
/// Text: `PATH:LINE: warning|error|note: MESSAGE`, which swift-build's momc output parser
/// (`^([^:]*):([^:]*): (warning|error): (.*)$`) picks up. Warnings and errors always carry the
/// LINE field (`0` when there is no line), because that regex needs two fields before the
/// severity; a note with no line prints `PATH: note: MESSAGE`, the form of Xcode 15's checksum
/// note. A diagnostic with no file at all is attributed to `fallbackFile`
/// (the input on the command line), else to `modelc`.
///
/// JSON: one object per line (JSON Lines): `{"file":…,"line":…,"severity":…,"category":…,"message":…}`.
package enum DiagnosticFormatter {
    package enum Format: String, CaseIterable, Sendable {
        case text, json
    }

    package static func format(_ diagnostic: Diagnostic, as format: Format, fallbackFile: String? = nil) -> String {
        switch format {
        case .text: return text(diagnostic, fallbackFile: fallbackFile)
        case .json: return json(diagnostic, fallbackFile: fallbackFile)
        }
    }

    package static func text(_ diagnostic: Diagnostic, fallbackFile: String? = nil) -> String {
        let severity = diagnostic.severity.rawValue
        guard let file = diagnostic.location?.file ?? fallbackFile else {
            return "modelc: \(severity): \(diagnostic.message)"
        }
        let line = diagnostic.location?.line ?? 0
        if diagnostic.severity == .note && line == 0 {
            return "\(file): \(severity): \(diagnostic.message)"
        }
        return "\(file):\(line): \(severity): \(diagnostic.message)"
    }

    package static func json(_ diagnostic: Diagnostic, fallbackFile: String? = nil) -> String {
        let file = diagnostic.location?.file ?? fallbackFile
        let members = [
            "\"file\":" + (file.map(jsonQuoted) ?? "null"),
            "\"line\":" + String(diagnostic.location?.line ?? 0),
            "\"severity\":" + jsonQuoted(diagnostic.severity.rawValue),
            "\"category\":" + jsonQuoted(diagnostic.category.id),
            "\"message\":" + jsonQuoted(diagnostic.message),
        ]
        return "{" + members.joined(separator: ",") + "}"
    }
}
