import Foundation
import XCTest

/// Where the repository's fixtures and the shared test data live, for every test target: found
/// from this file's path (symlinks resolved, so a scratch package linking to these folders works)
/// and so independent of the working directory.
public enum RepositoryPaths {
    /// `<package>/Tests/Locations/RepositoryPaths.swift` → `<package>`.
    public static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// `<package>/Fixtures`.
    public static let fixtures = packageRoot + "/Fixtures"

    /// `../shared` beside the package: golden files, corpus, reference (not part of this repository).
    public static let shared = URL(fileURLWithPath: packageRoot).deletingLastPathComponent().appendingPathComponent("shared").path

    /// `../shared/<relative>`, or a skip of the current test — with the reason printed, so a run
    /// without the shared data says what it left out — when it is absent.
    public static func requireShared(_ relative: String) throws -> String {
        let path = shared + "/" + relative
        guard FileManager.default.fileExists(atPath: path) else {
            let reason = "\(path) is absent (shared test data lives outside this repository); skipping"
            print("note: " + reason)
            throw XCTSkip(reason)
        }
        return path
    }
}
