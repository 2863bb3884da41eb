import Foundation
import TestTools
import XCTest

/// Every output a command writes fails the same way: `PATH:0: error: cannot write 'PATH': REASON`,
/// with the path the user named and the system's reason; never a temporary's name, never
/// Foundation's "The operation could not be completed".
final class OutputErrorTests: XCTestCase {
    /// A file name longer than any file system allows: refused by the system, whoever runs the test.
    private static let tooLong = String(repeating: "x", count: 300)

    private func expectOutputError(_ arguments: [String], naming path: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let run = try ModelcBinary.run(arguments)
        XCTAssertNotEqual(run.status, 0, file: file, line: line)
        XCTAssertTrue(run.stderr.contains("\(path):0: error: cannot write '\(path)': "), run.stderr, file: file, line: line)
        XCTAssertTrue(run.stderr.contains("File name too long"), run.stderr, file: file, line: line)
        for leak in [".modelc-", "-tmp", ".tmp", "could not be completed"] {
            XCTAssertFalse(run.stderr.contains(leak), "\(leak) in \(run.stderr)", file: file, line: line)
        }
    }

    func testEveryOutputNamesThePathAndTheSystemReason() throws {
        let work = try TestPaths.temporaryDirectory(self)
        let model = TestPaths.fixtures + "/Inheritance.xcdatamodel"
        let mom = work + "/\(Self.tooLong).mom"
        try expectOutputError([model, mom], naming: mom)

        let depfile = work + "/\(Self.tooLong).d"
        try expectOutputError(["--dependency-file", depfile, model, work + "/Out.mom"], naming: depfile)

        let source = work + "/\(Self.tooLong).xcdatamodel"
        try expectOutputError(["decompile", work + "/Out.mom", source], naming: source)

        let generated = work + "/\(Self.tooLong)"
        try expectOutputError(["--action", "generate", model, generated], naming: generated)

        let bundle = work + "/App/Model.xcdatamodeld"
        try FileManager.default.createDirectory(atPath: bundle, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: model, toPath: bundle + "/Model.xcdatamodel")
        let lock = work + "/\(Self.tooLong).lock"
        try expectOutputError(["check-versions", work + "/App", "--lock", lock, "--update-lock"], naming: lock)
    }
}
