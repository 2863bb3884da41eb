import ArgumentParser
import FoundationEssentials
import HostSystem
import ModelCompiler

/// `--action generate`: paths on stdout (dry run), diagnostics on stderr, exit 1 on error.
enum GenerateAction {
    static func run(source: String, outputDirectory: String, compile: CompileOptions, generate: GenerateOptions,
                    reporting: ReportingOptions) throws {
        let result = ModelCodeGeneration.generate(source: source, outputDirectory: outputDirectory, compile: compile, options: generate)
        DiagnosticPrinter(format: reporting.output.resolved(githubInActions: false)).print(result.diagnostics, fallbackFile: source)
        guard result.succeeded else { throw ExitCode(1) }
        if generate.dryRun {
            StandardStream.output.write(result.paths.map { $0 + "\n" }.joined())
        }
    }
}
