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

    /// The shared test data (golden files, corpus, stores, reference; not part of this repository):
    /// `$MODELC_SHARED_DATA` when set, else `../shared` beside the package. `MODELC_SHARED_DATA=none`
    /// hides it, so a run can check what a fresh clone with nothing beside it sees.
    public static let shared: String = sharedLocation(environment: ProcessInfo.processInfo.environment)

    /// The value `MODELC_SHARED_DATA` takes to say "there is no shared data".
    public static let absentMarker = "none"

    /// Where the shared data is for a given environment; a path that never exists when it is hidden.
    public static func sharedLocation(environment: [String: String]) -> String {
        switch environment["MODELC_SHARED_DATA"] {
        case absentMarker?:
            return "/nonexistent/modelc-shared-data-hidden-by-MODELC_SHARED_DATA"
        case let path? where !path.isEmpty:
            return URL(fileURLWithPath: path).standardizedFileURL.path
        default:
            return URL(fileURLWithPath: packageRoot).deletingLastPathComponent().appendingPathComponent("shared").path
        }
    }

    /// Whether the shared data is present (not hidden, and the folder exists).
    public static var hasShared: Bool { FileManager.default.fileExists(atPath: shared) }

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
