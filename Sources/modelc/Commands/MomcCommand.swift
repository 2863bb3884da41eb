import ArgumentParser
import FoundationEssentials
import HostSystem

/// modelc invoked as `momc` (through a symlink, see `make install`): exactly momc's command line,
/// `momc [options] SOURCE DESTINATION`, so scripts and build systems that call momc by name
/// (mogenerator, CocoaPods resource scripts, Theos, swift-build, rules_apple) run unchanged. Words
/// such as `dump` or `validate` are file names here, never subcommands.
struct MomcCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "momc",
        abstract: "Compile a Core Data model source (modelc running as momc).",
        discussion: "modelc invoked by the name momc: only the compile command line, momc's options included.",
        version: ModelcVersion.description
    )

    @OptionGroup var compile: CompileCommand

    func run() throws {
        try compile.run(unmarkedModels: .marked)
    }

    /// The base name the program was started under (`/usr/local/bin/momc` → `momc`).
    static func invocationName(_ argumentZero: String?) -> String {
        guard let argumentZero, !argumentZero.isEmpty else { return "modelc" }
        return argumentZero.lastPathComponent
    }
}
