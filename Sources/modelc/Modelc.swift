import ArgumentParser

/// `modelc`: compiles Core Data model sources like Apple's momc, and inspects models.
/// Every command is a thin shell over the ModelCompiler library: parse options, call, print.
@main
struct Modelc: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "modelc",
        abstract: "Compile Xcode Core Data models (.xcdatamodeld, .xcdatamodel) into .momd/.mom, on any platform.",
        discussion: """
            modelc SOURCE DESTINATION compiles like Apple's momc: a DESTINATION that ends in '/' or is an \
            existing directory receives <Source>.momd (or .mom); any other DESTINATION is the output path.
            """,
        version: ModelcVersion.current,
        subcommands: [CompileCommand.self, ValidateCommand.self, DumpCommand.self],
        defaultSubcommand: CompileCommand.self
    )
}

enum ModelcVersion {
    static let current = "0.1.0"
}
