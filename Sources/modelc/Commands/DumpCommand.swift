import ArgumentParser
import ModelCompiler

struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print the whole model graph (entities, properties, fetch requests, configurations)."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "A .xcdatamodeld, .xcdatamodel, .mom or .momd.")
    var source: String

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    @Option(name: .customLong("model-version"), help: "For bundles: the version to dump (default: every version).")
    var modelVersion: String?

    func run() throws {
        let result = ModelDumping.dump(path: source, version: modelVersion)
        DiagnosticPrinter().print(result.diagnostics, fallbackFile: source)
        guard let tree = result.tree else { throw ExitCode(1) }
        print(format == .json ? tree.json() : tree.text())
    }
}
