import CoreDataModel
import Foundation
import ModelCompiler
import PredicateSyntax
import XCTest

/// The "Using the library" example of README.md. The code between the markers is copied
/// verbatim into the README; `testReadmeShowsThisExample` fails when the two drift apart.
enum ReadmeExample {
    static func run(momd: String, storeHashes: [String: [UInt8]]) throws -> [String] {
        var lines: [String] = []
        // README-BEGIN
        let model = try ManagedObjectModel.load(contentsOf: momd)        // current version
        for entity in model.entities {
            lines.append("\(entity.name): \(entity.allProperties.map(\.name).joined(separator: ", "))")
        }
        // Fill a fetch request template; every $VARIABLE must be supplied.
        let overdue = try model.fetchRequestFromTemplate(
            withName: "OverdueLoans",
            substitutionVariables: ["NOW": .date(secondsSinceReferenceDate: 800_000_000)])
        lines.append(overdue?.predicate ?? "no template")
        // Can a store created with other entity hashes be opened with this model?
        let check = model.compatibility(withStoreVersionHashes: storeHashes)
        lines.append(check.message ?? "compatible")
        // README-END
        return lines
    }
}

final class ReadmeExampleTests: XCTestCase {
    func testExampleRunsOnTheBundledSample() throws {
        let directory = try TestPaths.temporaryDirectory(self)
        let result = ModelCompilation.compile(source: TestPaths.fixtures + "/Sample.xcdatamodeld", destination: directory + "/",
                                              options: CompileOptions())
        XCTAssertTrue(result.succeeded, "\(result.diagnostics)")
        let momd = directory + "/Sample.momd"
        var hashes = try ManagedObjectModel.load(contentsOf: momd).entityVersionHashesByName
        let lines = try ReadmeExample.run(momd: momd, storeHashes: hashes)
        XCTAssertEqual(lines.count, 5)
        XCTAssertEqual(lines[3], "returned == 0 AND dueDate < CAST(800000000.000000, \"NSDate\")")
        XCTAssertEqual(lines[4], "compatible")
        hashes["Loan"] = Array(repeating: 0, count: 32)
        XCTAssertEqual(try ReadmeExample.run(momd: momd, storeHashes: hashes).last,
                       "The model used to open the store is incompatible with the one used to create the store (changed: Loan)")
    }

    func testReadmeShowsThisExample() throws {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let readme = try String(contentsOfFile: TestPaths.packageRoot + "/README.md", encoding: .utf8)
        let lines = source.components(separatedBy: "\n")
        guard let begin = lines.firstIndex(where: { $0.hasSuffix("// README-BEGIN") }),
              let end = lines.firstIndex(where: { $0.hasSuffix("// README-END") }) else {
            return XCTFail("markers missing")
        }
        let example = lines[(begin + 1)..<end].map { $0.count >= 8 ? String($0.dropFirst(8)) : $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertTrue(readme.contains(example.joined(separator: "\n")), "README.md's 'Using the library' example differs from ReadmeExampleTests.swift")
    }
}
