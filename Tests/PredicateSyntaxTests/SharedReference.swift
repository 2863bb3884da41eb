import Foundation
import XCTest

/// Locates `../shared` (next to the package root) for tests that read reference data.
enum SharedReference {
    /// `/…/shared`, found from this file's path: Tests/PredicateSyntaxTests/ → package root → ../shared.
    /// Symlinked test folders are resolved first so a scratch package pointing here still works.
    static var directory: URL {
        let thisFile = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        let packageRoot = thisFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
    }

    /// A file or folder under `shared`, or an `XCTSkip` (with a printed reason) when absent.
    static func path(_ relative: String) throws -> URL {
        let url = directory.appendingPathComponent(relative)
        guard FileManager.default.fileExists(atPath: url.path) else {
            let reason = "shared reference data not found at \(url.path); skipping"
            print("SKIP: \(reason)")
            throw XCTSkip(reason)
        }
        return url
    }
}
