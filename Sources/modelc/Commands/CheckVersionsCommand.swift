import ArgumentParser
import CoreDataModel
import FoundationEssentials
import HostSystem
import ModelCompiler
import ModelEvolution

/// `modelc check-versions`: the CI guard. A model version that has shipped must not change;
/// versions are added, never edited, deleted or un-current'ed.
struct CheckVersionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-versions",
        abstract: "Fail when a shipped model version was edited, deleted or rolled back (CI guard).",
        discussion: """
            Finds every .xcdatamodeld under PATH… and compares it with its state at git revision REV \
            (--baseline) or with a lock file of version checksums (--lock, for shallow clones). \
            Errors: a baseline version whose entity hashes changed, a deleted or renamed version, added versions \
            whose newest is not current, a current version that went back. Warnings (errors with -Werror): \
            hash-invisible edits of a shipped version, a new current version that needs a mapping model none \
            provides, a stored-data change that needs a versionHashModifier.
            """
    )

    @Argument(help: "Folders to search for .xcdatamodeld bundles, or bundles.")
    var paths: [String]

    @Option(help: "The git revision whose model versions have shipped (e.g. origin/main, a release tag).")
    var baseline: String?

    @Option(help: "A lock file of version checksums (for CI clones without history).")
    var lock: String?

    @Flag(name: .customLong("update-lock"), help: "Write the lock file from the current models (only when no errors are found).")
    var updateLock = false

    @OptionGroup var output: DiagnosticsFormatOptions

    @Flag(name: [.customLong("warnings-as-errors"), .customLong("Werror", withSingleDash: true)], help: "Treat warnings as errors.")
    var warningsAsErrors = false

    func validate() throws {
        guard (baseline == nil) != (lock == nil) else {
            throw ValidationError("give exactly one of --baseline REV or --lock FILE")
        }
        if updateLock, lock == nil { throw ValidationError("--update-lock needs --lock FILE") }
    }

    func run() throws {
        let options = VersionChecking.Options(paths: paths, baseline: baseline.map { .revision($0) } ?? .lock(lock ?? ""),
                                              updateLock: updateLock, warningsAsErrors: warningsAsErrors)
        let format = output.resolved(githubInActions: true)
        let printer = DiagnosticPrinter(format: format)
        let result: VersionChecking.Result
        do {
            result = try VersionChecking.run(options)
        } catch let error as ModelError {
            // Inputs that could not be read: the diagnostics (as text on stderr when stdout is the
            // JSON report), then the summary the run always ends with.
            DiagnosticPrinter(format: format == .json ? .text : format).print(error.diagnostics)
            let errors = error.diagnostics.filter { $0.severity == .error }.count
            let summary = VersionChecking.Result.summary(models: 0, errors: errors, warnings: error.diagnostics.count - errors)
            if format == .json {
                print(try DumpValue(encoding: Report(findings: [], models: [], summary: summary, wroteLock: false)).json())
            } else {
                printer.printSummary(summary)
            }
            throw ExitCode(1)
        }
        switch format {
        case .text, .github:
            printer.print(result.findings.map { $0.diagnostic })
            printer.printSummary(result.summary)
        case .json:
            let report = Report(findings: result.findings, models: result.bundles, summary: result.summary, wroteLock: result.wroteLock)
            print(try DumpValue(encoding: report).json())
        }
        if result.hasErrors { throw ExitCode(1) }
    }

    private struct Report: Encodable {
        var findings: [GuardFinding]
        var models: [String]
        var summary: String
        var wroteLock: Bool
    }
}
