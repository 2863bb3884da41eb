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

/// The built `modelc` executable, run as a build system would run momc.
enum ModelcBinary {
    /// `modelc` next to the test bundle (SwiftPM puts every product of the package in one folder).
    static var path: String? {
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

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }
        var stdoutLines: [String] { stdout.split(separator: "\n").map(String.init) }
    }

    static func require() throws -> String {
        guard let path else {
            throw XCTSkip("modelc executable not found next to the test bundle; build it first (swift build --product modelc)")
        }
        return path
    }

    @discardableResult
    static func run(_ arguments: [String], in directory: String? = nil, as executable: String? = nil,
                    file: StaticString = #filePath, line: UInt = #line) throws -> Run {
        let executable = try executable ?? require()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory ?? TestPaths.packageRoot)
        // Output goes to files, so a chatty run can never block on a full pipe.
        let base = NSTemporaryDirectory() + "modelc-run-" + UUID().uuidString
        _ = FileManager.default.createFile(atPath: base + ".out", contents: nil)
        _ = FileManager.default.createFile(atPath: base + ".err", contents: nil)
        defer {
            try? FileManager.default.removeItem(atPath: base + ".out")
            try? FileManager.default.removeItem(atPath: base + ".err")
        }
        let out = try XCTUnwrap(FileHandle(forWritingAtPath: base + ".out"))
        let err = try XCTUnwrap(FileHandle(forWritingAtPath: base + ".err"))
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        let outData = FileManager.default.contents(atPath: base + ".out") ?? Data()
        let errData = FileManager.default.contents(atPath: base + ".err") ?? Data()
        return Run(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                   stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// swift-build's momc output parser (CoreData.xcspec): warnings and errors it turns into issues.
let swiftBuildDiagnosticPattern = try! NSRegularExpression(pattern: "^([^:]*):([^:]*): (warning|error): (.*)$")

func matchesSwiftBuild(_ line: String) -> Bool {
    swiftBuildDiagnosticPattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
}
