import ArgumentParser
import CoreDataModel
import Foundation
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

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "Folders to search for .xcdatamodeld bundles, or bundles.")
    var paths: [String]

    @Option(help: "The git revision whose model versions have shipped (e.g. origin/main, a release tag).")
    var baseline: String?

    @Option(help: "A lock file of version checksums (for CI clones without history).")
    var lock: String?

    @Flag(name: .customLong("update-lock"), help: "Write the lock file from the current models (only when no errors are found).")
    var updateLock = false

    @Option(help: "Output format: text or json.")
    var format: Format = .text

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
        let result: VersionChecking.Result
        do {
            result = try VersionChecking.run(options)
        } catch let error as ModelError {
            DiagnosticPrinter().print(error.diagnostics)
            throw ExitCode(1)
        }
        switch format {
        case .text:
            if !result.findings.isEmpty {
                FileHandle.standardError.write(Data((result.findings.map(\.formatted).joined(separator: "\n") + "\n").utf8))
            }
            print(result.summary)
        case .json:
            let report = Report(findings: result.findings, models: result.bundles, summary: result.summary, wroteLock: result.wroteLock)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(report), as: UTF8.self))
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
