import ArgumentParser
import FoundationEssentials
import HostSystem
import ModelCompiler

/// `modelc`: compiles Core Data model sources like Apple's momc, and inspects models.
/// Every command is a thin shell over the ModelCompiler library: parse options, call, print.
@main
struct Modelc: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "modelc",
        abstract: "Compile Xcode Core Data models (.xcdatamodeld, .xcdatamodel) into .momd/.mom, on any platform.",
        discussion: """
            modelc SOURCE DESTINATION compiles like Apple's momc and takes momc's options (also the legacy \
            -MOMC_*/-XD_MOMC_* spellings): a DESTINATION that ends in '/' or is an existing directory receives \
            <Source>.momd (or .mom); any other DESTINATION is the output path.
            """,
        version: ModelcVersion.description,
        subcommands: [CompileCommand.self, ValidateCommand.self, DumpCommand.self, PredicateCommand.self, StoreCommand.self, CreateStoreCommand.self,
                      DecompileCommand.self, DiffCommand.self, CheckVersionsCommand.self, MapcCommand.self, CheckMappingCommand.self,
                      DiagramCommand.self, DocCommand.self],
        defaultSubcommand: CompileCommand.self
    )

    /// momc's spellings are rewritten into modelc's before ArgumentParser sees them. Run as
    /// `momc` or `mapc` (symlinks), modelc is that tool's command line alone: no subcommand names.
    static func main() {
        AllocatorPolicy.mapLargeBlocksSeparately()
        let name = MomcCommand.invocationName(CommandLine.arguments.first)
        let normalized = MomcArguments.normalize(Array(CommandLine.arguments.dropFirst()))
        for notice in normalized.notices {
            StandardStream.error.write("\(name): warning: \(notice)\n")
        }
        // Build systems ask for the version on every build. ArgumentParser would answer with the same
        // text, but only after reflecting over every option of the default command, which took longer
        // than the whole rest of the process.
        if normalized.arguments == ["--version"] {
            print(ModelcVersion.description)
            return
        }
        if name == MomcCommand.configuration.commandName {
            MomcCommand.main(normalized.arguments)
        } else if name == MapcCommand.configuration.commandName {
            MapcCommand.main(normalized.arguments)
        } else {
            run(normalized.arguments)
        }
    }
}

extension Modelc {
    /// `main(_:)`, plus what ArgumentParser cannot say: a mistyped command word, and the summary
    /// line validate and check-versions promise as their last line even after a usage error.
    static func run(_ arguments: [String]) {
        if let mistake = CommandWords.mistake(in: arguments) {
            StandardStream.error.write("modelc: error: \(mistake)\n")
            Glibc.exit(ExitCode.validationFailure.rawValue)
        }
        do {
            var command = try parsedCommand(arguments)
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code != .success, code != .failure, !(error is ExitCode), let summary = CommandWords.summaryAfterUsageError(arguments) {
                StandardStream.error.write(fullMessage(for: error) + "\n")
                print(summary)
                Glibc.exit(code.rawValue)
            }
            exit(withError: error)
        }
    }
}

extension Modelc {
    /// The command `arguments` ask for. A line that names no command word is the default command's
    /// alone, and is parsed as that command's: through `modelc` ArgumentParser would first reflect
    /// over every option of the default command only to learn that it takes no pass-through
    /// arguments, a tenth of the whole run for a small model. Anything else (help, which parses as
    /// ArgumentParser's own help command, `--version`, a bad option) is parsed again through
    /// `modelc`, so messages and help are the ones the full command line gives.
    static func parsedCommand(_ arguments: [String]) throws -> ParsableCommand {
        let words = CommandWords.names
        if !arguments.isEmpty, !arguments.contains(where: words.contains),
           let command = try? CompileCommand.parseAsRoot(arguments), command is CompileCommand {
            return command
        }
        return try parseAsRoot(arguments)
    }
}

enum ModelcVersion {
    static let current = "0.1.0"

    /// What `--version` prints: modelc's version, then the libxml2 it parses with.
    static var description: String { "modelc \(current)\n" + ModelcRuntime.libxml2Line }
}
