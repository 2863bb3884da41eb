import CoreDataModel
import FoundationEssentials
import HostSystem

/// Xcode 15's momc prints one note per compiled version:
/// `<path>/<Version>.xcdatamodel: note: Model <Version> version checksum: <base64>`
/// (rules_apple filters it with `: note: Model .* version checksum:`).
package enum ChecksumNotes {
    package static func note(version: String, checksum: String, versionPath: String) -> Diagnostic {
        .note("Model \(version) version checksum: \(checksum)", at: SourceLocation(file: versionPath, line: 0), category: .checksum)
    }

    /// The `.xcdatamodel` folder a version was read from (its `contents` file's folder).
    package static func versionPath(forContents path: String) -> String {
        path.lastPathComponent == "contents" ? path.deletingLastPathComponent : path
    }
}
