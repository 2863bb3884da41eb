import ArgumentParser
import ModelCompiler

struct DecompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decompile",
        abstract: "Turn a compiled model (.mom, .momd), a store's cached model or an Xcode 3 model back into a modern Xcode model source.",
        discussion: """
            A .mom becomes OUTPUT.xcdatamodel; a .momd becomes OUTPUT.xcdatamodeld with every version and, \
            when the bundle names one, .xccurrentversion. An OUTPUT that ends in '/' or is an existing folder \
            receives <Input>.xcdatamodel(d). Compiling the result gives the same model and version hashes. \
            Something at OUTPUT that is not a model source is left alone unless --force is given. \
            A store (.sqlite) gives OUTPUT.xcdatamodel from the model cached in it. An Xcode 3 model \
            (elements archive) is upgraded to contents XML; in a .xcdatamodeld the modern versions are \
            copied unchanged. OUTPUT may never be, contain or lie inside INPUT.
            """
    )

    @Argument(help: "A compiled model (.mom, .momd), a Core Data store, or a source with Xcode 3 versions.")
    var input: String

    @Argument(help: "The .xcdatamodel (for a .mom, store or model) or .xcdatamodeld (for a .momd or bundle) to write, or a folder.")
    var output: String

    @Flag(help: "Replace whatever is at OUTPUT, even when it is not a model source.")
    var force = false

    func run() throws {
        let result = ModelDecompilation.decompile(input: input, output: output, force: force)
        DiagnosticPrinter().print(result.diagnostics, fallbackFile: input)
        if !result.succeeded { throw ExitCode(1) }
    }
}
