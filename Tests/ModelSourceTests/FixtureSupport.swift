import CoreDataModel
import Foundation
import TestLocations
import XCTest

/// The package's own fixtures and the shared corpus, and the helpers the reader tests share.
enum FixtureSupport {
    static let fixtures = RepositoryPaths.fixtures

    static func fixture(_ relativePath: String) -> String {
        fixtures + "/" + relativePath
    }

    /// Skips the current test, with a printed reason, when `../shared/<relative>` is absent.
    static func requireShared(_ relative: String) throws -> String {
        try RepositoryPaths.requireShared(relative)
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
