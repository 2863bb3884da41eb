import Foundation
import TestLocations
import XCTest

/// The built `modelc` executable, run as a build system would run momc.
public enum ModelcBinary {
    /// `modelc` next to the test bundle (SwiftPM puts every product of the package in one folder).
    public static var path: String? {
        var url = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = url.appendingPathComponent("modelc").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                let sibling = bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("modelc").path
                if FileManager.default.isExecutableFile(atPath: sibling) { return sibling }
            }
            url.deleteLastPathComponent()
        }
        return nil
    }

    public static func require() throws -> String {
        guard let path else {
            throw XCTSkip("modelc executable not found next to the test bundle; build it first (swift build --product modelc)")
        }
        return path
    }

    /// Runs `modelc arguments…` in `directory` (the package root unless given); `executable`
    /// names another path to the same binary (a `momc` symlink, say); `environment` adds variables.
    @discardableResult
    public static func run(_ arguments: [String], in directory: String? = nil, as executable: String? = nil,
                           environment: [String: String] = [:]) throws -> ProcessOutcome {
        try ProcessRunner.run(try executable ?? require(), arguments, in: directory ?? RepositoryPaths.packageRoot,
                              environment: environment)
    }
}
