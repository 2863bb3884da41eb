import ArgumentParser
import CoreDataModel
import FoundationEssentials
import HostSystem
import ModelCompiler
import ModelDiagrams

/// `modelc diagram MODEL`: the model's entities, attributes, relationships and inheritance as a
/// Mermaid class diagram, Graphviz DOT, or SVG drawn by Graphviz.
struct DiagramCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diagram",
        abstract: "Draw a model: entities, attributes, relationships with cardinality, inheritance (Mermaid, Graphviz DOT, SVG).",
        discussion: """
            MODEL is any model modelc reads (.xcdatamodeld, .xcdatamodel, .mom, .momd, a store), or REV:PATH for PATH at \
            git revision REV. --format svg runs Graphviz's dot, which must be installed (apt-get install graphviz).
            """
    )

    @Argument(help: "The model to draw.")
    var model: String

    @Option(help: "Output format: mermaid, dot or svg.")
    var format: DiagramFormat = .mermaid

    @Option(name: .customLong("version"), help: "For a bundle: the version to draw (default: the current version).")
    var modelVersion: String?

    @Option(name: [.short, .long], help: "Write to this file (atomically) instead of standard output.")
    var output: String?

    @Flag(name: .customLong("no-attributes"), help: "Draw entities without their attributes.")
    var noAttributes = false

    func run() throws {
        let printer = DiagnosticPrinter()
        do {
            let drawn = try ModelDiagramming.diagram(of: model, version: modelVersion, format: format, showsAttributes: !noAttributes)
            printer.print(drawn.diagnostics, fallbackFile: model)
            if let output {
                try AtomicOutput.writeFile(Array(drawn.text.utf8), to: output)
            } else {
                print(drawn.text, terminator: "")
            }
        } catch let error as ModelError {
            printer.print(error.diagnostics, fallbackFile: model)
            throw ExitCode.failure
        }
    }
}

extension DiagramFormat: ExpressibleByArgument {}
