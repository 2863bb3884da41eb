import ArgumentParser
import CoreDataModel
import FoundationEssentials
import HostSystem
import ModelCompiler
import ModelDiagrams

/// `modelc doc MODEL OUTDIR`: documentation of a model — diagram, entity pages, fetch request
/// templates, configurations and, for a bundle, the version history with migration verdicts.
struct DocCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doc",
        abstract: "Write a model's documentation: diagram, entities, fetch requests, configurations, version history.",
        discussion: """
            Markdown (default) writes OUTDIR/index.md and OUTDIR/entities/<Entity>.md; html writes one self-contained \
            OUTDIR/index.html with the diagram as SVG (needs Graphviz's dot). OUTDIR is replaced as a whole, so it must be \
            new, empty, or an earlier modelc doc output.
            """
    )

    @Argument(help: "The model to document (.xcdatamodeld, .xcdatamodel, .mom, .momd, a store, or REV:PATH).")
    var model: String

    @Argument(help: "The folder to write.")
    var outdir: String

    @Option(help: "Output format: markdown or html.")
    var format: ModelDocumentation.Format = .markdown

    func run() throws {
        let printer = DiagnosticPrinter()
        do {
            printer.print(try ModelDocumenting.write(model: model, to: outdir, format: format), fallbackFile: model)
        } catch let error as ModelError {
            printer.print(error.diagnostics, fallbackFile: model)
            throw ExitCode.failure
        }
    }
}

extension ModelDocumentation.Format: ExpressibleByArgument {}
