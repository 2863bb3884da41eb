import Foundation
import TestLocations
import XCTest

/// Every case of `../shared/codegen` (a model and the files Xcode generated for it in a public
/// repository), generated with the case's FLAGS alone and compared with the expected files written
/// in `Fixtures/codegen/<case>/expected` from what those real files show. The cases were made with
/// Xcode's editor command on models that mark no entity, which modelc generates whole by default.
/// The header block is not judged, and property lines are compared as a set: their editor order is
/// not recorded in the model.
final class PublicCaseTests: XCTestCase {
    func testEveryPublicCaseMatchesItsExpectedFiles() throws {
        let root = try RepositoryPaths.requireShared("codegen")
        let cases = try FileManager.default.contentsOfDirectory(atPath: root).filter { name in
            FileManager.default.fileExists(atPath: root + "/" + name + "/FLAGS")
        }.sorted()
        XCTAssertGreaterThanOrEqual(cases.count, 8)
        for name in cases {
            try check(case: name, in: root + "/" + name)
        }
    }

    private func check(case name: String, in folder: String) throws {
        let fixture = CodegenPaths.fixtures + "/" + name
        let expectedFolder = fixture + "/expected"
        let expected = CodegenPaths.files(in: expectedFolder)
        XCTAssertFalse(expected.isEmpty, "\(name): no expected files in \(expectedFolder)")
        let models = try FileManager.default.contentsOfDirectory(atPath: folder + "/model").filter { $0.hasSuffix(".xcdatamodel") }
        let model = try XCTUnwrap(models.first, "\(name): no model")
        let output = try CodegenPaths.temporaryDirectory(self) + "/out"
        let arguments = ["--action", "generate"] + CodegenPaths.flags(folder + "/FLAGS")
            + [folder + "/model/" + model, output]
        let run = try Modelc.run(arguments)
        XCTAssertEqual(run.status, 0, "\(name): \(run.stderr)")
        let ignoreIdentifiable = FileManager.default.fileExists(atPath: folder + "/IGNORE_IDENTIFIABLE")
        for file in expected {
            guard let actual = try? CodegenPaths.read(output + "/" + file) else {
                XCTFail("\(name): \(file) was not generated (got \(CodegenPaths.files(in: output)))")
                continue
            }
            var lhs = GeneratedText.sortingPropertyRuns(GeneratedText.withoutHeader(actual))
            var rhs = GeneratedText.sortingPropertyRuns(GeneratedText.withoutHeader(try CodegenPaths.read(expectedFolder + "/" + file)))
            if ignoreIdentifiable {
                lhs = GeneratedText.withoutIdentifiable(lhs)
                rhs = GeneratedText.withoutIdentifiable(rhs)
            }
            XCTAssertEqual(lhs, rhs, "\(name): \(file) differs")
        }
    }
}
