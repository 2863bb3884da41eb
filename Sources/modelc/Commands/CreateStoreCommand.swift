import ArgumentParser
import ModelCompiler

struct CreateStoreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "create-store",
        abstract: "Create a Core Data SQLite store for a model, empty or seeded from a JSON file.",
        discussion: """
            The store is written as Core Data creates it for the model's current version: one table per \
            inheritance root, join tables, indexes, Z_PRIMARYKEY, Z_METADATA (version hashes) and Z_MODELCACHE, \
            in WAL mode. With --data, the JSON file's objects are inserted after the checks Core Data makes on \
            save; any error in the file writes nothing. An existing STORE is replaced only with --force.
            """
    )

    @Argument(help: "A .xcdatamodeld, .xcdatamodel, .mom, .momd (its current version), Xcode 3 model, or a store (its cached model).")
    var model: String

    @Argument(help: "The store file to create.")
    var store: String

    @Option(help: ArgumentHelp("JSON objects to insert, keyed by entity name.", valueName: "file.json"))
    var data: String?

    @Option(help: "Create only this configuration's entities.")
    var configuration: String?

    @Flag(help: "Replace an existing file at STORE.")
    var force = false

    func run() throws {
        let result = StoreCreation.create(modelPath: model, storePath: store, dataPath: data, configuration: configuration,
                                          replacing: force)
        DiagnosticPrinter().print(result.diagnostics, fallbackFile: model)
        if !result.succeeded { throw ExitCode(1) }
    }
}
