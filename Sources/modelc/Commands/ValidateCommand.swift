import ArgumentParser
import ModelCompiler

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check model sources (or compiled models) and print diagnostics; exit 1 on any error."
    )

    @Argument(help: "Models to check: .xcdatamodeld, .xcdatamodel, .mom or .momd.")
    var sources: [String]

    @Flag(name: .customLong("no-warnings"), help: "Suppress all warnings.")
    var noWarnings = false

    func run() throws {
        guard !sources.isEmpty else { throw ValidationError("give at least one model to validate") }
        var failed = false
        for source in sources {
            var options = CompileOptions()
            options.suppressWarnings = noWarnings
            let result = ModelValidation.validate(path: source, options: options)
            DiagnosticPrinter.print(result.diagnostics)
            failed = failed || !result.succeeded
        }
        if failed { throw ExitCode(1) }
    }
}
