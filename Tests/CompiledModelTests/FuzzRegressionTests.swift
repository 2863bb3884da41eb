import CompiledModel
import CoreDataModel
import Foundation
import ModelSource
import XCTest

/// Inputs found by (or written for) the `FuzzCompiledModel` libFuzzer target (`make fuzz`), kept under
/// `Fixtures/fuzz-regressions/FuzzCompiledModel`, replayed with the target's promises: the .mom
/// loader, `VersionInfo(decoding:)` and the Xcode 3 `elements` reader (the target reads every input
/// all three ways) refuse with a `ModelError` or read it, never crash; and a model the loader reads
/// decompiles to a source that reads back, or is refused with a `ModelError` (nothing written).
final class FuzzRegressionTests: XCTestCase {
    private static let directory = TestPaths.fixtures + "/fuzz-regressions/FuzzCompiledModel"

    func testEveryRegressionInputIsRefusedOrRoundTrips() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.directory).sorted()
        XCTAssertFalse(names.isEmpty)
        for name in names {
            let bytes = try TestPaths.readBytes(Self.directory + "/" + name)
            assertRefusedOrRead(name) { _ = try VersionInfo(decoding: bytes, path: "/fuzz/" + name) }
            assertRefusedOrRead(name) { _ = try ModelSourceReader.readLegacyModel(elements: bytes, path: "/fuzz/" + name) }
            guard let model = assertRefusedOrRead(name, { try CompiledModelDecoder.decode(bytes, path: "/fuzz/" + name) }) else { continue }
            let file = "/fuzz/Decompiled.xcdatamodel/contents"
            guard let written = assertRefusedOrRead(name, { try ModelSourceWriter.contents(of: model, file: file) }) else { continue }
            XCTAssertNoThrow(try ModelSourceReader.readModel(contents: written.bytes, path: file), "\(name): a decompiled source does not read back")
        }
    }

    /// A composite attribute that names no composite: decompiling refuses it (the reader would).
    func testCompositeNamingNoCompositeIsNotDecompiled() throws {
        let bytes = try TestPaths.readBytes(Self.directory + "/composite-naming-no-composite")
        let model = try CompiledModelDecoder.decode(bytes, path: "/fuzz/X.mom")
        XCTAssertThrowsError(try ModelSourceWriter.contents(of: model, file: "/fuzz/X.xcdatamodel/contents")) { error in
            XCTAssertEqual((error as? ModelError)?.diagnostics.map(\.description),
                           ["/fuzz/X.xcdatamodel/contents:0: error: attribute 'Place.position' has the Composite type but no composite elements, so it names no composite, which a model source cannot hold (Xcode and modelc refuse such an attribute); nothing written"])
        }
    }

    @discardableResult
    private func assertRefusedOrRead<T>(_ name: String, _ read: () throws -> T) -> T? {
        do {
            return try read()
        } catch {
            XCTAssertTrue(error is ModelError, "\(name): \(type(of: error))")
            return nil
        }
    }
}
