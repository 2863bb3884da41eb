import ArgumentParser
import FoundationEssentials
import HostSystem
import ModelCompiler

struct StoreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "store",
        abstract: "Read a Core Data SQLite store: its metadata, entity table and cached model; with --model, which versions open it.",
        discussion: """
            The store (any file name) is copied with its -wal and -shm into a private folder and only the copy \
            is opened, so the files are never changed. When no version matches, the report shows the closest \
            version and the migration verdict (none, lightweight, custom) from the store's cached model to the \
            current version, as 'modelc diff STORE MODEL' finds it. Exit 0 when a given version matches the store (or no \
            --model was given), 1 when none does, 2 when the store or a model cannot be read.
            """
    )

    @Argument(help: "A Core Data SQLite store.")
    var store: String

    @Option(name: .customLong("model"), help: ArgumentHelp("A model (.xcdatamodeld, .xcdatamodel, .mom, .momd, a store); several form a merged model.", valueName: "model"))
    var models: [String] = []

    @OptionGroup var output: ReportFormatOptions

    func run() throws {
        let result = StoreChecking.check(storePath: store, models: models)
        DiagnosticPrinter().print(result.diagnostics, fallbackFile: store)
        if let report = result.report {
            print(output.format == .json ? report.json() : report.text())
        }
        if result.outcome != .matched { throw ExitCode(result.outcome.rawValue) }
    }
}
