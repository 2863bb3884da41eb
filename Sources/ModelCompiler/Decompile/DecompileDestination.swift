import CoreDataModel
import FoundationEssentials
import HostSystem

/// Where `modelc decompile` writes, and whether it may: a `.mom` becomes `X.xcdatamodel`, a
/// `.momd` `X.xcdatamodeld`. An OUTPUT with that extension is the output itself; one that ends
/// in `/` or is an existing folder receives `<InputBase>.xcdatamodel(d)`. Something already
/// there is replaced only when it is a model source (or with `--force`).
enum DecompileDestination {
    static func outputPath(for input: ModelInput, output: String, isBundle: Bool) throws -> String {
        let suffix = isBundle ? "xcdatamodeld" : "xcdatamodel"
        let trimmed = output.count > 1 && output.hasSuffix("/") ? String(output.dropLast()) : output
        if trimmed.pathExtension.lowercased() == suffix, !output.hasSuffix("/") { return trimmed }
        var isDirectory = false
        if output.hasSuffix("/") || (FileManager.default.fileExists(atPath: trimmed, isDirectory: &isDirectory) && isDirectory) {
            return (trimmed == "/" ? "" : trimmed) + "/" + input.baseName + "." + suffix
        }
        throw ModelError("the output of decompiling a \(isBundle ? ".momd" : ".mom") must be a .\(suffix) (or a folder to put one in)",
                         at: SourceLocation(file: output), category: .decompile)
    }

    /// Refuses to replace anything at `path` that is not a model source, unless `force`.
    static func checkReplaceable(_ path: String, isBundle: Bool, force: Bool) throws {
        guard !force, let reason = whyNotAModel(path, isBundle: isBundle) else { return }
        throw ModelError("'\(path)' exists and \(reason); it is left untouched (use --force to replace it)",
                         at: SourceLocation(file: path), category: .decompile)
    }

    /// Nil when nothing is at `path` or it is a model source of the expected kind.
    private static func whyNotAModel(_ path: String, isBundle: Bool) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        guard (info.st_mode & S_IFMT) == S_IFDIR else { return "is not a folder" }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        if isBundle {
            let strangers = names.filter { !$0.hasSuffix(".xcdatamodel") && $0 != ".xccurrentversion" }
            return strangers.isEmpty ? nil : "is not a .xcdatamodeld (it holds '\(strangers.sorted()[0])')"
        }
        let strangers = names.filter { $0 != "contents" }
        return strangers.isEmpty ? nil : "is not a .xcdatamodel (it holds '\(strangers.sorted()[0])')"
    }
}
