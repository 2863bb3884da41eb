import CoreDataModel
import Foundation

/// Detects Xcode 2.x/3.x model versions (source-format §10): a `.xcdatamodel` directory holding
/// binary-plist `elements`/`layout` archives and no `contents`. They cannot be compiled; the user is
/// told to re-save the model in a current Xcode.
enum LegacyFormat {
    /// True when `directory` is a legacy-format model version.
    static func isLegacyModel(at directory: String) -> Bool {
        let manager = FileManager.default
        return !manager.fileExists(atPath: directory + "/contents")
            && manager.fileExists(atPath: directory + "/elements")
    }

    /// The error for a legacy version, located at the version directory (it has no `contents`).
    static func diagnostic(for directory: String) -> Diagnostic {
        SourceMessage.legacyFormat.diagnostic(at: SourceLocation(file: directory, line: 0))
    }
}
