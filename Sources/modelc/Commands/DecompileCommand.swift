import ArgumentParser
import ModelCompiler

struct DecompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decompile",
        abstract: "Turn a compiled model (.mom, .momd) back into an Xcode model source (.xcdatamodel, .xcdatamodeld).",
        discussion: """
            A .mom becomes OUTPUT.xcdatamodel; a .momd becomes OUTPUT.xcdatamodeld with every version and, \
            when the bundle names one, .xccurrentversion. An OUTPUT that ends in '/' or is an existing folder \
            receives <Input>.xcdatamodel(d). Compiling the result gives the same model and version hashes. \
            Something at OUTPUT that is not a model source is left alone unless --force is given.
            """
    )

    @Argument(help: "A compiled model: .mom or .momd.")
    var input: String

    @Argument(help: "The .xcdatamodel (for a .mom) or .xcdatamodeld (for a .momd) to write, or a folder.")
    var output: String

    @Flag(help: "Replace whatever is at OUTPUT, even when it is not a model source.")
    var force = false

    func run() throws {
        let result = ModelDecompilation.decompile(input: input, output: output, force: force)
        DiagnosticPrinter().print(result.diagnostics, fallbackFile: input)
        if !result.succeeded { throw ExitCode(1) }
    }
}
