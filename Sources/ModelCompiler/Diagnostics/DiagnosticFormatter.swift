import CoreDataModel
import FoundationEssentials
import HostSystem

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
///
/// GitHub: one workflow command per line (`::error file=…,line=…,title=…::message`), which a GitHub
/// Actions runner turns into an annotation on that line of the pull request.
package enum DiagnosticFormatter {
    package enum Format: String, CaseIterable, Sendable {
        case text, json, github
    }

    /// - Parameter workspace: for `.github`, the checkout's root (`GITHUB_WORKSPACE`): absolute
    ///   paths under it are written relative to it, as annotations need.
    package static func format(_ diagnostic: Diagnostic, as format: Format, fallbackFile: String? = nil,
                               workspace: String? = nil) -> String {
        switch format {
        case .text: return text(diagnostic, fallbackFile: fallbackFile)
        case .json: return json(diagnostic, fallbackFile: fallbackFile)
        case .github: return github(diagnostic, fallbackFile: fallbackFile, workspace: workspace)
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

extension DiagnosticFormatter {
    package static func github(_ diagnostic: Diagnostic, fallbackFile: String? = nil, workspace: String? = nil) -> String {
        githubCommand(severity: diagnostic.severity, file: diagnostic.location?.file ?? fallbackFile,
                      line: diagnostic.location?.line ?? 0, title: "modelc (\(diagnostic.category.id))",
                      message: diagnostic.message, workspace: workspace)
    }

    /// `::error|warning|notice file=F,line=L,title=T::MESSAGE`. A line of 0 (no line) is left out.
    /// Escaping follows GitHub's workflow-command rules: `%`, CR and LF in the message; those and
    /// `:` and `,` in property values.
    package static func githubCommand(severity: Diagnostic.Severity, file: String?, line: Int, title: String,
                                      message: String, workspace: String? = nil) -> String {
        let command: String
        switch severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .note: command = "notice"
        }
        var properties: [String] = []
        if let file { properties.append("file=" + githubProperty(relative(file, to: workspace))) }
        if line > 0 { properties.append("line=\(line)") }
        properties.append("title=" + githubProperty(title))
        return "::\(command) \(properties.joined(separator: ","))::\(githubData(message))"
    }

    static func githubData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    static func githubProperty(_ text: String) -> String {
        githubData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    private static func relative(_ file: String, to workspace: String?) -> String {
        guard let workspace, !workspace.isEmpty else { return file }
        let root = workspace.hasSuffix("/") ? workspace : workspace + "/"
        return file.hasPrefix(root) ? String(file.dropFirst(root.count)) : file
    }
}
