import ArgumentParser
import FoundationEssentials
import HostSystem
import ModelCompiler

/// `--format` for the commands whose output is diagnostics (compile, validate, check-versions).
/// Every command spells the output format `--format`; compile's and validate's older
/// `--diagnostics-format` stays as a hidden alias.
struct DiagnosticsFormatOptions: ParsableArguments {
    @Option(name: .customLong("format"),
            help: ArgumentHelp("""
                text (PATH:LINE: severity: message, on stderr; also 'plain'), json (one object per line, on stdout) \
                or github (GitHub Actions annotations, on stdout; the default for validate and check-versions when \
                GITHUB_ACTIONS=true).
                """, valueName: "format"))
    var format: DiagnosticFormatter.Format?

    @Option(name: .customLong("diagnostics-format"), help: ArgumentHelp(visibility: .hidden))
    var diagnosticsFormat: DiagnosticFormatter.Format?

    func validate() throws {
        if let format, let diagnosticsFormat, format != diagnosticsFormat {
            throw ValidationError("--format \(format.rawValue) and --diagnostics-format \(diagnosticsFormat.rawValue) disagree; give one")
        }
    }

    /// The format asked for; when none is, `github` inside a GitHub Actions job for the commands
    /// that run in CI (`githubInActions`), else `text`.
    func resolved(githubInActions: Bool) -> DiagnosticFormatter.Format {
        if let chosen = format ?? diagnosticsFormat { return chosen }
        return githubInActions && ProcessInfo.processInfo.environment["GITHUB_ACTIONS"] == "true" ? .github : .text
    }
}

/// `--format` for the commands that print a report (dump, diff, store).
struct ReportFormatOptions: ParsableArguments {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json

        init?(argument: String) {
            self.init(rawValue: FormatWord.canonical(argument))
        }
    }

    @Option(help: "Output format: text (also 'plain') or json.")
    var format: Format = .text
}

extension DiagnosticFormatter.Format: ExpressibleByArgument {
    /// `plain` is `text` (the word GitHub users reach for to switch annotations off).
    public init?(argument: String) {
        self.init(rawValue: FormatWord.canonical(argument))
    }
}

/// The words `--format` takes in every command: `plain` is `text` (the word GitHub users reach for
/// to switch annotations off), so each command's format enum reads its argument through this.
enum FormatWord {
    static func canonical(_ argument: String) -> String {
        argument == "plain" ? "text" : argument
    }
}
