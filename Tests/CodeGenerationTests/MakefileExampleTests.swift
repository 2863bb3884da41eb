import Foundation
import TestLocations
import XCTest

/// `make codegen MODEL=…` (Documentation/CodeGeneration.md) generates and then compiles: a file that
/// does not compile fails the rule.
final class MakefileExampleTests: XCTestCase {
    static let example = "make codegen MODEL=Fixtures/codegen/models/Shapes.xcdatamodeld"

    func testTheExampleGeneratesAndCompiles() throws {
        guard let modelc = Modelc.path else { throw XCTSkip("modelc executable not found next to the test bundle") }
        guard let swiftc = Command.swiftc else { throw XCTSkip("swiftc not found on PATH") }
        guard let make = ["/usr/bin/make", "/bin/make"].first(where: FileManager.default.isExecutableFile) else { throw XCTSkip("make not installed") }
        let output = try CodegenPaths.temporaryDirectory(self) + "/CoreDataGenerated/Shapes"
        let words = Self.example.split(separator: " ").dropFirst().map(String.init)
        let run = try Command.run(make, ["-s"] + words + ["MODELC=" + modelc, "SWIFTC=" + swiftc, "CODEGEN_OUT=" + output])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertTrue(CodegenPaths.files(in: output).contains("Item+CoreDataProperties.swift"), "\(CodegenPaths.files(in: output))")

        // The compile step is real: a file that does not parse fails the rule.
        let broken = output + "/../Broken.swift"
        try "extension {".write(toFile: broken, atomically: true, encoding: .utf8)
        let failing = try Command.run(make, ["-s", "codegen", "MODEL=Fixtures/codegen/models/Shapes.xcdatamodeld", "MODELC=" + modelc,
                                            "SWIFTC=" + swiftc, "CODEGEN_OUT=" + output, "CODEGEN_SWIFTC_FLAGS=-parse " + broken])
        XCTAssertNotEqual(failing.status, 0)
    }
}
