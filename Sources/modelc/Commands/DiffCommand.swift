import ArgumentParser
import CoreDataModel
import FoundationEssentials
import HostSystem
import ModelCompiler
import ModelDiagrams
import ModelEvolution

/// `modelc diff OLD NEW`: what changed between two model versions, which changes Core Data's
/// version hashes see, and what migrating a store from OLD to NEW takes. Exits like diff(1):
/// 0 when the version hashes are equal, 1 when they differ, 2 when an input cannot be read.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two model versions: changes, version-hash visibility, migration verdict.",
        discussion: """
            OLD and NEW are any model modelc reads (.xcdatamodeld, .xcdatamodel, .mom, .momd, a store's cached model), or REV:PATH \
            for PATH at git revision REV (PATH relative to the repository root, or ./PATH to the current folder). \
            Exit status: 0 when the version hashes are equal, 1 when they differ, 2 when an input cannot be read.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, mermaid

        /// `plain` is `text`, as for every other command's `--format`.
        init?(argument: String) {
            self.init(rawValue: FormatWord.canonical(argument))
        }
    }

    @Argument(help: "The old model (what wrote the store).")
    var old: String

    @Argument(help: "The new model (what opens the store).")
    var new: String

    @Option(help: "Output format: text (also 'plain'), json, or mermaid (NEW's diagram with the changes marked, as Markdown for a pull-request comment).")
    var format: Format = .text

    @OptionGroup var versions: DiffVersionOptions

    @Flag(help: ArgumentHelp("Print the time spent loading both models and comparing them to standard error.", visibility: .hidden))
    var timing = false

    func run() throws {
        let printer = DiagnosticPrinter()
        let sides: (old: (model: ManagedObjectModel, name: String, diagnostics: [Diagnostic]),
                    new: (model: ManagedObjectModel, name: String, diagnostics: [Diagnostic]))
        let clock = ContinuousClock()
        let started = clock.now
        do {
            let a = try ModelDiffing.load(.init(reference: ModelReference(parsing: old), version: versions.old))
            let b = try ModelDiffing.load(.init(reference: ModelReference(parsing: new), version: versions.new))
            sides = (a, b)
        } catch let error as ModelError {
            printer.print(error.diagnostics)
            throw ExitCode(2)
        }
        let loaded = clock.now
        let diff = ModelDiff(from: sides.old.model, to: sides.new.model)
        if timing {
            let seconds = { (duration: Duration) in Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18 }
            StandardStream.error.write("modelc diff: load \(PrintfFormat.format(seconds(loaded - started), "%.3f")) s, "
                                      + "compare \(PrintfFormat.format(seconds(clock.now - loaded), "%.3f")) s\n")
        }
        switch format {
        case .text:
            print(diff.renderText(oldName: sides.old.name, newName: sides.new.name), terminator: "")
        case .json:
            print(try DumpValue(encoding: diff).json())
        case .mermaid:
            print(ChangeComment.markdown(old: sides.old.model, new: sides.new.model, diff: diff,
                                         oldName: sides.old.name, newName: sides.new.name), terminator: "")
        }
        throw ExitCode(diff.versionHashesEqual ? 0 : 1)
    }
}

/// Which version of each bundle to compare. A bundle's version is `--model-version` wherever one
/// is picked (`dump --model-version`); diff has two sides, so `--old-model-version` and
/// `--new-model-version`. The first spellings, `--old-version` and `--new-version`, stay hidden.
struct DiffVersionOptions: ParsableArguments {
    @Option(name: .customLong("old-model-version"), help: ArgumentHelp("For a bundle OLD: the version to compare (default: its current version).", valueName: "version"))
    var oldModelVersion: String?

    @Option(name: .customLong("new-model-version"), help: ArgumentHelp("For a bundle NEW: the version to compare (default: its current version).", valueName: "version"))
    var newModelVersion: String?

    @Option(name: .customLong("old-version"), help: ArgumentHelp(visibility: .hidden))
    var oldVersion: String?

    @Option(name: .customLong("new-version"), help: ArgumentHelp(visibility: .hidden))
    var newVersion: String?

    var old: String? { oldModelVersion ?? oldVersion }
    var new: String? { newModelVersion ?? newVersion }

    func validate() throws {
        if oldModelVersion != nil, oldVersion != nil { throw ValidationError("give --old-model-version once") }
        if newModelVersion != nil, newVersion != nil { throw ValidationError("give --new-model-version once") }
    }
}
