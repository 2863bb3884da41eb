import FoundationEssentials
import HostSystem

/// momc's destination rule: a destination that ends in `/` or is an existing directory receives
/// `<SourceBase>.momd` (for a `.xcdatamodeld`) or `<SourceBase>.mom` (for a `.xcdatamodel`);
/// any other destination is the output path itself.
package enum OutputLocation {
    package static func outputPath(for input: ModelInput, destination: String) -> String {
        var isDirectory = false
        let exists = FileManager.default.fileExists(atPath: destination, isDirectory: &isDirectory)
        let isDirectoryDestination = destination.hasSuffix("/")
            || (exists && isDirectory && !isCompiledOutputName(destination))
        guard isDirectoryDestination else { return destination }
        let suffix: String
        switch input {
        case .sourceBundle, .compiledBundle: suffix = "momd"
        case .sourceModel, .compiledModel, .store: suffix = "mom"
        }
        let directory = destination.hasSuffix("/") ? String(destination.dropLast()) : destination
        return (directory.isEmpty ? "/" : directory + "/") + input.baseName + "." + suffix
    }

    /// An existing `X.momd` folder given as destination is the output itself, not a folder to put
    /// `X.momd` into (recompiling in place must replace it, not nest a copy inside it).
    private static func isCompiledOutputName(_ path: String) -> Bool {
        path.pathExtension.lowercased() == "momd"
    }
}
