import FoundationEssentials
import HostSystem

/// Detects Xcode 2.x/3.x model versions (Documentation/Formats.md "Model sources"): a `.xcdatamodel` directory holding
/// binary-plist `elements`/`layout` archives and no `contents`. `LegacyModelReader` reads them.
enum LegacyFormat {
    /// True when `directory` is a legacy-format model version.
    static func isLegacyModel(at directory: String) -> Bool {
        let manager = FileManager.default
        return !manager.fileExists(atPath: directory + "/contents")
            && manager.fileExists(atPath: directory + "/" + LegacyModelReader.fileName)
    }

    /// The file a version is read from: `elements` for a legacy version, else `contents`.
    static func modelFile(in directory: String) -> String {
        directory + "/" + (isLegacyModel(at: directory) ? LegacyModelReader.fileName : "contents")
    }
}
