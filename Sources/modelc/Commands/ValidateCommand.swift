import ArgumentParser
import CoreDataModel
import ModelCompiler

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check models and print diagnostics and a summary; exit 1 on any error.",
        discussion: """
            Each argument is a model (.xcdatamodeld, .xcdatamodel, .mom, .momd), a folder or 'folder/...' \
            searched recursively for models, or a glob ('**' matches any folders). Prints \
            'N models, E errors, W warnings' as the last line (after the --by-category counts); with -Werror a warning fails the run too.
            """
    )

    @OptionGroup var reporting: ReportingOptions

    @Flag(name: .customLong("by-category"), help: "Before the summary line, print the number of errors and warnings per category.")
    var byCategory = false

    @Argument(help: "Models, folders or glob patterns.")
    var sources: [String] = []

    func run() throws {
        if reporting.printDiagnosticCategories {
            DiagnosticPrinter.printCategories()
            return
        }
        guard !sources.isEmpty else { throw ValidationError("give at least one model, folder or pattern to validate") }
        var options = CompileOptions()
        try reporting.apply(to: &options)
        let printer = DiagnosticPrinter(format: reporting.output.resolved(githubInActions: true))
        let summary = ModelValidation.validate(arguments: sources, options: options) { result in
            printer.print(result.diagnostics, fallbackFile: result.path)
        }
        if byCategory {
            for severity in [Diagnostic.Severity.error, .warning, .note] {
                for (category, count) in summary.countsByCategory(severity) {
                    printer.printSummary("  \(severity.rawValue) \(category): \(count)")
                }
            }
        }
        printer.printSummary(summary.line)   // always the last line
        if !summary.succeeded { throw ExitCode(1) }
    }
}
