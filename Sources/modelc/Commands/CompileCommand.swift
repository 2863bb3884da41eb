import ArgumentParser
import CodeGeneration
import CompiledModel
import ModelCompiler

struct CompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Compile a model source (the default command; momc's command line)."
    )

    @OptionGroup var momc: MomcOptions
    @OptionGroup var reporting: ReportingOptions
    @OptionGroup var codeGeneration: CodeGenerationOptions

    @Argument(help: "The .xcdatamodeld or .xcdatamodel to compile.")
    var source: String?

    @Argument(help: "Output path, or a directory (ending in '/') to receive <Source>.momd or <Source>.mom.")
    var destination: String?

    func run() throws {
        try run(unmarkedModels: .markedElseEveryEntity)
    }

    /// - Parameter unmarkedModels: code generation for a model that marks no entity: momc writes
    ///   nothing; modelc writes what Xcode's Create NSManagedObject Subclass… would.
    func run(unmarkedModels: EntityChoice) throws {
        if reporting.printDiagnosticCategories {
            DiagnosticPrinter.printCategories()
            return
        }
        guard let source, let destination else {
            throw ValidationError("expected SOURCE and DESTINATION (momc [options] SOURCE DESTINATION)")
        }
        try CodeGenerationOnlyFlags.check(momc: momc, codeGeneration: codeGeneration)
        var options = CompileOptions()
        momc.apply(to: &options)
        try reporting.apply(to: &options)
        if momc.action == .generate {
            try GenerateAction.run(source: source, outputDirectory: destination, compile: options,
                                   generate: codeGeneration.options(momc: momc, unmarkedModels: unmarkedModels), reporting: reporting)
            return
        }
        if let version = codeGeneration.xcodeVersion {
            do {
                options.archiveLayout = try ArchiveLayout(xcodeVersion: version)
            } catch {
                throw ValidationError("--xcode-version: \(error)")
            }
        }
        let result = ModelCompilation.compile(source: source, destination: destination, options: options)
        DiagnosticPrinter(format: reporting.output.resolved(githubInActions: false)).print(result.diagnostics, fallbackFile: source)
        if !result.succeeded { throw ExitCode(1) }
        exitSuccessfully(keeping: result)
    }
}
