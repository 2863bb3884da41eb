import Foundation
import TestLocations

/// `../shared` reference data for the predicate tests.
enum SharedReference {
    /// A file or folder under `shared`, or an `XCTSkip` (with a printed reason) when absent.
    static func path(_ relative: String) throws -> URL {
        URL(fileURLWithPath: try RepositoryPaths.requireShared(relative))
    }
}
