import ArgumentParser
import CoreDataModel
import FoundationEssentials
import HostSystem
import ModelCompiler

/// Checks on the command line before ArgumentParser sees it: a mistyped subcommand (compile is
/// the default command, so `modelc dmup X` would otherwise be read as a file named "dmup"), and
/// `help` with a word that names no command.
enum CommandWords {
    /// The words that select a subcommand (asked twice on every run: made once).
    static let names: [String] =
        Modelc.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]

    /// Why `arguments` cannot be meant, or nil: the first word is not a command and not an
    /// existing path but close to a command's name; or `help` names no command.
    static func mistake(in arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
        if first == "help", let word = arguments.dropFirst().first, !word.hasPrefix("-"), !names.contains(word) {
            return unknown(word)
        }
        guard !names.contains(first), !FileManager.default.fileExists(atPath: first),
              NameSuggestion.nearest(to: first, among: names) != nil else { return nil }
        return unknown(first)
    }

    private static func unknown(_ word: String) -> String {
        "unknown command '\(word)'" + (NameSuggestion.nearest(to: word, among: names).map { "; did you mean '\($0)'?" } ?? "")
            + " (commands: \(names.joined(separator: ", ")))"
    }

    /// The summary `validate` and `check-versions` end every run with, also one whose command line
    /// was refused (the usage error counts as the one error); nil for other commands.
    static func summaryAfterUsageError(_ arguments: [String]) -> String? {
        switch arguments.first {
        case "validate": return "0 models, 1 error, 0 warnings"
        case "check-versions": return VersionChecking.Result.summary(models: 0, errors: 1, warnings: 0)
        default: return nil
        }
    }
}
