import CompiledModel
import CoreDataModel
import Foundation
import ModelSource
import XCTest

/// Inputs found by (or written for) the `FuzzCompiledModel` libFuzzer target (`make fuzz`), kept under
/// `Fixtures/fuzz-regressions/FuzzCompiledModel`: each must be refused with a `ModelError` by the .mom
/// loader, by `VersionInfo(decoding:)` and by the Xcode 3 `elements` reader (the target reads every
/// input all three ways), never crash.
final class FuzzRegressionTests: XCTestCase {
    private static let directory = TestPaths.fixtures + "/fuzz-regressions/FuzzCompiledModel"

    func testEveryRegressionInputIsRefused() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.directory).sorted()
        XCTAssertFalse(names.isEmpty)
        for name in names {
            let bytes = try TestPaths.readBytes(Self.directory + "/" + name)
            XCTAssertThrowsError(try CompiledModelDecoder.decode(bytes, path: "/fuzz/" + name), name) { error in
                XCTAssertTrue(error is ModelError, "\(name): \(type(of: error))")
            }
            XCTAssertThrowsError(try VersionInfo(decoding: bytes, path: "/fuzz/" + name), name) { error in
                XCTAssertTrue(error is ModelError, "\(name): \(type(of: error))")
            }
            XCTAssertThrowsError(try ModelSourceReader.readLegacyModel(elements: bytes, path: "/fuzz/" + name), name) { error in
                XCTAssertTrue(error is ModelError, "\(name): \(type(of: error))")
            }
        }
    }
}
