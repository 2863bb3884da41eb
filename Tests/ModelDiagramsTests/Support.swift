import CoreDataModel
import Foundation
import ModelCompiler
import TestLocations
import TestTools
import XCTest

/// Loading fixture models and finding the programs the rendering tests need.
enum DiagramFixtures {
    /// One version of a fixture (`Sample.xcdatamodeld`, version `Library 2`, say).
    static func model(_ relative: String, version: String? = nil) throws -> ManagedObjectModel {
        let loaded = try ModelLoading.load(try ModelInput(path: RepositoryPaths.fixtures + "/" + relative))
        return try loaded.version(named: version, displayName: relative).model
    }

    /// Graphviz's `dot`, or a skip that says why the test cannot render.
    static func requireDot() throws -> String {
        guard let dot = ProcessRunner.executable(named: "dot") else {
            let reason = "Graphviz's dot is not on the PATH (apt-get install graphviz); skipping the rendering check"
            print("note: " + reason)
            throw XCTSkip(reason)
        }
        return dot
    }

    /// A fresh, empty temporary folder, removed when the test ends.
    static func temporaryDirectory(_ test: XCTestCase) throws -> String {
        let path = NSTemporaryDirectory() + "modelc-diagram-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }
}
