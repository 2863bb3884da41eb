import CoreDataModel
import Foundation
import XCTest

/// Where the package's own fixtures and the shared corpus live, found from this file's path so the
/// tests work from any working directory.
enum FixtureSupport {
    /// `<package>/Tests/ModelSourceTests/FixtureSupport.swift` → `<package>`.
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static let fixtures = packageRoot + "/Fixtures"

    /// `../shared` beside the package (corpus and golden files; not part of this repository).
    static let shared = URL(fileURLWithPath: packageRoot).deletingLastPathComponent().appendingPathComponent("shared").path

    static func fixture(_ relativePath: String) -> String {
        fixtures + "/" + relativePath
    }

    /// Skips the current test, with a printed reason, when `../shared/<relative>` is absent.
    static func requireShared(_ relative: String) throws -> String {
        let path = shared + "/" + relative
        guard FileManager.default.fileExists(atPath: path) else {
            let reason = "\(path) is absent (shared test data lives outside this repository); skipping"
            print("note: " + reason)
            throw XCTSkip(reason)
        }
        return path
    }

    /// Diagnostics printed as build tools see them, with paths relative to `Fixtures/`.
    static func render(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { $0.description.replacingOccurrences(of: fixtures + "/", with: "") }
    }

    /// The lines of `Fixtures/<name>.expected` (blank lines dropped); nil when the file is missing.
    static func expectedLines(_ name: String) -> [String]? {
        guard let text = try? String(contentsOfFile: fixture(name + ".expected"), encoding: .utf8) else { return nil }
        return text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }

    static func directoryEntries(_ relative: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: fixture(relative))) ?? []).sorted()
    }
}
