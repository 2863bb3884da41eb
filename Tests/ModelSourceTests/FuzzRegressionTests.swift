import CoreDataModel
import Foundation
import ModelSource
import TestLocations
import XCTest

/// Inputs found by (or written for) the `FuzzModelSource` libFuzzer target (`make fuzz`), kept under
/// `Fixtures/fuzz-regressions/FuzzModelSource`: each must be refused with a `ModelError`, never crash.
final class FuzzRegressionTests: XCTestCase {
    private static let directory = RepositoryPaths.fixtures + "/fuzz-regressions/FuzzModelSource"

    func testEveryRegressionInputIsRefused() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.directory).sorted()
        XCTAssertFalse(names.isEmpty)
        for name in names {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.directory + "/" + name)))
            XCTAssertThrowsError(try ModelSourceReader.readModel(contents: bytes, path: "/fuzz/" + name), name) { error in
                XCTAssertTrue(error is ModelError, "\(name): \(type(of: error))")
                XCTAssertFalse((error as? ModelError)?.diagnostics.isEmpty ?? true, name)
            }
        }
    }
}
