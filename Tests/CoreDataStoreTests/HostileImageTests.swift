import CoreDataModel
import CoreDataStore
import Foundation
import ModelSource
import StoreFixtures
import TestLocations
import XCTest

/// The in-memory entry point the fuzz target uses, on deterministic damage to a good store: every
/// truncation and byte flip either reads or throws a located `ModelError`; none traps.
final class HostileImageTests: XCTestCase {
    func testDamagedImagesThrowLocatedErrors() throws {
        let folder = try TemporaryFolder(self)
        let model = try ModelSourceReader.readModel(at: RepositoryPaths.fixtures + "/Inheritance.xcdatamodel").model
        let path = folder.path + "/Good.sqlite"
        try StoreFixture(model: model).write(to: path)
        let image = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        XCTAssertNoThrow(try StoreReader.read(image: image, path: path))

        var damaged: [[UInt8]] = []
        for length in stride(from: 0, to: image.count, by: max(1, image.count / 64)) { damaged.append(Array(image.prefix(length))) }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<300 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            var copy = image
            let position = Int(state >> 33) % copy.count
            copy[position] ^= UInt8(truncatingIfNeeded: state >> 13) | 1
            damaged.append(copy)
        }
        var refused = 0
        for bytes in damaged {
            do {
                _ = try StoreReader.read(image: bytes, path: path)
            } catch let error as ModelError {
                refused += 1
                XCTAssertEqual(error.diagnostics.first?.location?.file, path)
            }
        }
        XCTAssertGreaterThan(refused, 64, "every truncation at least is refused")
    }
}
