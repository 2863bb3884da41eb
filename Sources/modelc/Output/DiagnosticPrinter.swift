import CoreDataModel
import FoundationEssentials
import HostSystem
import ModelCompiler

/// Prints diagnostics: text to standard error; JSON Lines and GitHub annotations to standard
/// output (where a GitHub Actions runner reads workflow commands).
struct DiagnosticPrinter {
    var format: DiagnosticFormatter.Format = .text

    /// Annotations name files relative to the checkout, as GitHub matches them to the pull request.
    private var workspace: String? { ProcessInfo.processInfo.environment["GITHUB_WORKSPACE"] }

    func print(_ diagnostics: [Diagnostic], fallbackFile: String? = nil) {
        guard !diagnostics.isEmpty else { return }
        let workspace = format == .github ? workspace : nil
        let text = diagnostics.map { DiagnosticFormatter.format($0, as: format, fallbackFile: fallbackFile, workspace: workspace) }
            .joined(separator: "\n") + "\n"
        switch format {
        case .text: StandardStream.error.write(text)
        case .json, .github: StandardStream.output.write(text)
        }
    }

    /// A line for people (summaries): stdout in text and GitHub mode (a plain line in the job's
    /// log), stderr in JSON mode so stdout stays JSON.
    func printSummary(_ line: String) {
        switch format {
        case .text, .github: StandardStream.output.write(line + "\n")
        case .json: StandardStream.error.write(line + "\n")
        }
    }

    static func printCategories() {
        Swift.print(DiagnosticCategories.listing())
    }
}
