import Foundation
import XCTest

/// modelc's own models (`Fixtures/codegen/models`) cover every attribute type and shape: optional
/// and scalar values, to-one / to-many / ordered relationships, an abstract parent, Transformable
/// with and without a custom class, derived and composite attributes, a fetched property, class and
/// category codegen, a module-qualified class, Swift and Objective-C, and older eras. Each
/// `Fixtures/codegen/fixture-*` folder names a model and flags (`ARGUMENTS`) and holds every file
/// the run must write, byte for byte (header included: modelc's header is deterministic).
final class FixtureRunTests: XCTestCase {
    func testEveryFixtureRunWritesExactlyItsExpectedFiles() throws {
        let runs = try FileManager.default.contentsOfDirectory(atPath: CodegenPaths.fixtures).filter { $0.hasPrefix("fixture-") }.sorted()
        XCTAssertGreaterThanOrEqual(runs.count, 5)
        for run in runs {
            let folder = CodegenPaths.fixtures + "/" + run
            let arguments = CodegenPaths.flags(folder + "/ARGUMENTS")
            let output = try CodegenPaths.temporaryDirectory(self) + "/out"
            let result = try Modelc.run(["--action", "generate"] + arguments + [output], in: CodegenPaths.fixtures)
            XCTAssertEqual(result.status, 0, "\(run): \(result.stderr)")
            let expected = CodegenPaths.files(in: folder + "/expected")
            XCTAssertEqual(CodegenPaths.files(in: output), expected, "\(run): file set differs")
            for file in expected {
                let actual = (try? CodegenPaths.read(output + "/" + file)) ?? "<missing>"
                XCTAssertEqual(actual, try CodegenPaths.read(folder + "/expected/" + file), "\(run): \(file) differs")
            }
        }
    }

    /// Same input, same bytes: two runs agree.
    func testRunsAreDeterministic() throws {
        let directory = try CodegenPaths.temporaryDirectory(self)
        for output in ["a", "b"] {
            let run = try Modelc.run(["--action", "generate", "models/Shapes.xcdatamodeld", directory + "/" + output], in: CodegenPaths.fixtures)
            XCTAssertEqual(run.status, 0, run.stderr)
        }
        let names = CodegenPaths.files(in: directory + "/a")
        XCTAssertEqual(names, CodegenPaths.files(in: directory + "/b"))
        for name in names {
            XCTAssertEqual(try CodegenPaths.read(directory + "/a/" + name), try CodegenPaths.read(directory + "/b/" + name))
        }
    }
}
