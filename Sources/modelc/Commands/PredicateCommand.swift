import ArgumentParser
import FoundationEssentials
import HostSystem
import ModelCompiler

struct PredicateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "predicate",
        abstract: "Print predicate (or expression) format strings in Apple's canonical form, one per line."
    )

    @Flag(name: .customLong("expression"), help: "Read the strings as expressions (derivations) instead of predicates.")
    var expression = false

    @Argument(help: "Format strings, e.g. 'name like[cd] $NAME AND age > 3'.")
    var formats: [String]

    func run() throws {
        guard !formats.isEmpty else { throw ValidationError("give at least one format string") }
        var failed = false
        for format in formats {
            switch PredicateFormatting.canonical(format, as: expression ? .expression : .predicate) {
            case .success(let canonical):
                print(canonical)
            case .failure(let error):
                failed = true
                StandardStream.error.write("modelc: error: \(error) in '\(format)'\n")
            }
        }
        if failed { throw ExitCode(1) }
    }
}
