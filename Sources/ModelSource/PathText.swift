import CoreDataModel
import FoundationEssentials
import HostSystem

/// Small path-string helpers. Paths stay as the user wrote them (diagnostics print them back),
/// so no URL standardisation happens here.
enum PathText {
    static func trimmingTrailingSlashes(_ path: String) -> String {
        var result = Substring(path)
        while result.count > 1, result.hasSuffix("/") { result = result.dropLast() }
        return String(result)
    }

    /// The last path component without `suffix` (only the final extension: `A.B.xcdatamodel` → `A.B`).
    static func baseName(_ path: String, removing suffix: String) -> String {
        let last = trimmingTrailingSlashes(path).split(separator: "/").last.map(String.init) ?? path
        return last.hasSuffix(suffix) && last.count > suffix.count ? String(last.dropLast(suffix.count)) : last
    }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory
    }
}
