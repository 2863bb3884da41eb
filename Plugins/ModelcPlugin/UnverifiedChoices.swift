import Foundation

/// Choices made without a way to check them here (no Apple host in CI; `--action generate` is
/// being written alongside this plugin).
extension CodeGeneration {
    /// Reads `modelc --action generate --dry-run` output as one path per line, absolute or relative
    /// to the output folder, keeping only `.swift` files (the plugin compiles Swift targets; Xcode's
    /// momc lists paths the same way, but modelc's format is not yet fixed).
    static func listedSwiftFiles(_ text: String, outputFolder: URL) -> [URL] {
        text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasSuffix(".swift") }
            .map { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : outputFolder.appendingPathComponent($0) }
    }
}
