import ArgumentParser
import FoundationEssentials
import HostSystem
import CoreDataModel
import ModelCompiler

/// `modelc check-mapping MAPPING MODEL…`: the CI guard for mapping models. Core Data finds a
/// mapping model only when its entity hashes match the store's model and the current model; a
/// model version edited after the mapping was made leaves the mapping stale, which fails only at
/// run time ("Can't find mapping model for migration").
struct CheckMappingCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-mapping",
        abstract: "Say which model versions a mapping model connects; fail on entity mappings that match no version.",
        discussion: """
            MAPPING is an .xcmappingmodel or a .cdm; each MODEL an .xcdatamodeld, .xcdatamodel, .momd or .mom \
            (source and destination may be in different bundles). Exit status 1 names every entity mapping whose \
            source or destination entity hash matches no version of the given models.
            """
    )

    @Argument(help: "The mapping model (.xcmappingmodel or .cdm).")
    var mapping: String

    @Argument(help: "The models it maps between (.xcdatamodeld or .momd; one or more).")
    var models: [String]

    func validate() throws {
        if models.isEmpty { throw ValidationError("give at least one MODEL (.xcdatamodeld or .momd)") }
    }

    func run() throws {
        let result: MappingCheck.Result
        do {
            result = try MappingCheck.check(mapping: mapping, models: models)
        } catch let error as ModelError {
            DiagnosticPrinter().print(error.diagnostics)
            throw ExitCode(1)
        }
        DiagnosticPrinter().print(result.diagnostics + result.errors)
        print(result.summary)
        if !result.passed { throw ExitCode(1) }
    }
}
