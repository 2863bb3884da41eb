import CoreDataModel
import ModelSource
import XCTest

/// Every model under `Fixtures/invalid` is refused with exactly the lines of its `.expected` file;
/// every model under `Fixtures/warnings` reads, with exactly its expected warnings.
final class DiagnosticFixtureTests: XCTestCase {
    func testEveryInvalidFixtureFailsWithItsExpectedDiagnostics() {
        let cases = FixtureSupport.directoryEntries("invalid").filter { $0.hasSuffix(".xcdatamodel") || $0.hasSuffix(".xcdatamodeld") }
        XCTAssertGreaterThanOrEqual(cases.count, 25)
        for entry in cases {
            let path = FixtureSupport.fixture("invalid/" + entry)
            let name = "invalid/" + entry.split(separator: ".").dropLast().joined(separator: ".")
            let actual: [String]
            do {
                if entry.hasSuffix(".xcdatamodeld") {
                    _ = try ModelSourceReader.readBundle(at: path)
                } else {
                    _ = try ModelSourceReader.readModel(at: path)
                }
                XCTFail("\(entry) was read without an error")
                continue
            } catch let error as ModelError {
                actual = FixtureSupport.render(error.diagnostics)
            } catch {
                XCTFail("\(entry): unexpected error \(error)")
                continue
            }
            guard let expected = FixtureSupport.expectedLines(name) else {
                XCTFail("missing \(name).expected; actual:\n" + actual.joined(separator: "\n"))
                continue
            }
            XCTAssertEqual(actual, expected, "\(entry)")
        }
    }

    func testEveryWarningFixtureReadsWithItsExpectedWarnings() throws {
        let cases = FixtureSupport.directoryEntries("warnings").filter { $0.hasSuffix(".xcdatamodel") }
        XCTAssertGreaterThanOrEqual(cases.count, 4)
        for entry in cases {
            let name = "warnings/" + entry.dropLast(".xcdatamodel".count)
            let result: (model: ManagedObjectModel, diagnostics: [Diagnostic])
            do {
                result = try ModelSourceReader.readModel(at: FixtureSupport.fixture("warnings/" + entry))
            } catch {
                XCTFail("\(entry) failed: \(error)")
                continue
            }
            let actual = FixtureSupport.render(result.diagnostics)
            guard let expected = FixtureSupport.expectedLines(name) else {
                XCTFail("missing \(name).expected; actual:\n" + actual.joined(separator: "\n"))
                continue
            }
            XCTAssertEqual(actual, expected, "\(entry)")
        }
    }
}
