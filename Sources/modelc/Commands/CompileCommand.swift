import ArgumentParser
import ModelCompiler

struct CompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Compile a model source (the default command; momc's command line)."
    )

    @Argument(help: "The .xcdatamodeld or .xcdatamodel to compile.")
    var source: String

    @Argument(help: "Output path, or a directory (ending in '/') to receive <Source>.momd or <Source>.mom.")
    var destination: String

    @Option(name: .customLong("module"), help: "Module that '.Class' names resolve into (Xcode's Current Product Module).")
    var module: String?

    @Flag(name: .customLong("no-warnings"), help: "Suppress all warnings.")
    var noWarnings = false

    func run() throws {
        var options = CompileOptions()
        options.moduleName = module
        options.suppressWarnings = noWarnings
        let result = ModelCompilation.compile(source: source, destination: destination, options: options)
        DiagnosticPrinter.print(result.diagnostics)
        if !result.succeeded { throw ExitCode(1) }
    }
}
