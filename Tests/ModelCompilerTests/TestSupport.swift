import CoreDataModel
import Foundation
import ModelCompiler
import TestLocations
import XCTest

/// Paths and helpers shared by the ModelCompiler and command-line tests.
enum TestPaths {
    static let packageRoot = RepositoryPaths.packageRoot
    static let fixtures = RepositoryPaths.fixtures
    static let diagnosticFixtures = fixtures + "/diagnostics"
    static let sharedCorpus = RepositoryPaths.shared + "/corpus"

    /// A fresh, empty temporary folder, removed when the test ends.
    static func temporaryDirectory(_ test: XCTestCase) throws -> String {
        let path = NSTemporaryDirectory() + "modelc-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    /// Writes a one-file model (`<dir>/<name>.xcdatamodel/contents`) and returns its folder.
    static func writeModel(_ contents: String, named name: String, in directory: String) throws -> String {
        let folder = directory + "/" + name + ".xcdatamodel"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try contents.write(toFile: folder + "/contents", atomically: true, encoding: .utf8)
        return folder
    }

    static func modelXML(_ body: String, modelAttributes: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="22758" systemVersion="23F79" minimumToolsVersion="Automatic" sourceLanguage="Swift"\(modelAttributes) userDefinedModelVersionIdentifier="">
        \(body)
        </model>

        """
    }
}

/// swift-build's momc output parser (CoreData.xcspec): warnings and errors it turns into issues.
let swiftBuildDiagnosticPattern = try! NSRegularExpression(pattern: "^([^:]*):([^:]*): (warning|error): (.*)$")

func matchesSwiftBuild(_ line: String) -> Bool {
    swiftBuildDiagnosticPattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
}
