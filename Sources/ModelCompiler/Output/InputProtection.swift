import CoreDataModel
import FoundationEssentials
import HostSystem

/// The one rule every writing command obeys: an output never replaces, or lands inside, the model
/// the user gave as input. Writing replaces whatever sits at the output path (a folder there is
/// moved aside and deleted), so an output that is the input, lies inside it, or contains it would
/// modify or delete the user's model. Paths are compared after resolving symbolic links and `..`,
/// so no spelling of the same place slips through.
package enum InputProtection {
    /// Throws a located error when writing `output` would touch `input`.
    /// - Parameters:
    ///   - role: how the command line names the output (`DESTINATION`, `--dependency-file path`, …).
    ///   - writesInto: true when files are written into `output` (a folder that is kept, as code
    ///     generation does) rather than `output` being replaced; a folder that merely contains the
    ///     input is then fine.
    package static func check(_ output: String, leavesAlone input: ModelInput, role: String,
                              writesInto: Bool = false, category: DiagnosticCategory = .output) throws {
        let target = PhysicalPath.resolve(output), occupied = PhysicalPath.resolve(occupiedPath(of: input))
        let collides = target == occupied || target.hasPrefix(occupied + "/")
            || (!writesInto && (occupied.hasPrefix(target + "/") || target == "/"))
        guard collides else { return }
        throw ModelError("the output '\(output)' would overwrite the input '\(input.path)'; modelc never modifies its input: choose another \(role)",
                         at: SourceLocation(file: output), category: category)
    }

    /// The folder or file the input occupies: a model's `.xcdatamodel` folder when the input names
    /// its `contents` or `elements` file directly (the folder is the model).
    static func occupiedPath(of input: ModelInput) -> String {
        let path = input.path
        if input.isSource, ["contents", "elements"].contains(path.lastPathComponent) {
            let folder = path.deletingLastPathComponent
            return folder.isEmpty ? "." : folder
        }
        return path
    }
}
