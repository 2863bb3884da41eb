import ArgumentParser
import ModelCompiler

struct CompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Compile a model source (the default command; momc's command line)."
    )

    @OptionGroup var momc: MomcOptions
    @OptionGroup var reporting: ReportingOptions

    @Argument(help: "The .xcdatamodeld or .xcdatamodel to compile.")
    var source: String?

    @Argument(help: "Output path, or a directory (ending in '/') to receive <Source>.momd or <Source>.mom.")
    var destination: String?

    func run() throws {
        if reporting.printDiagnosticCategories {
            DiagnosticPrinter.printCategories()
            return
        }
        guard momc.action == .compile else {
            throw ValidationError("--action \(momc.action.rawValue): code generation is not implemented by modelc; only --action compile is")
        }
        guard let source, let destination else {
            throw ValidationError("expected SOURCE and DESTINATION (momc [options] SOURCE DESTINATION)")
        }
        var options = CompileOptions()
        momc.apply(to: &options)
        try reporting.apply(to: &options)
        let result = ModelCompilation.compile(source: source, destination: destination, options: options)
        DiagnosticPrinter(format: reporting.diagnosticsFormat).print(result.diagnostics, fallbackFile: source)
        if !result.succeeded { throw ExitCode(1) }
    }
}
