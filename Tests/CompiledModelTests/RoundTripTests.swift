import CompiledModel
import CoreDataModel
import Foundation
import ModelEvolution
import ModelSource
import XCTest

/// source → `.mom` → loader gives back the source's graph, for every fixture and corpus model;
/// encoding is deterministic.
final class RoundTripTests: XCTestCase {
    /// The models of a `.xcdatamodel` or every version of a `.xcdatamodeld`; nil when the source
    /// has errors (it would not compile either).
    private func models(at path: String) -> [(name: String, model: ManagedObjectModel)]? {
        do {
            if path.hasSuffix(".xcdatamodeld") {
                let bundle = try ModelSourceReader.readBundle(at: path)
                guard !bundle.diagnostics.hasErrors else { return nil }
                return bundle.versions.map { ($0.name, $0.model) }
            }
            let (model, diagnostics) = try ModelSourceReader.readModel(at: path)
            guard !diagnostics.hasErrors else { return nil }
            return [((path as NSString).lastPathComponent, model)]
        } catch {
            return nil
        }
    }

    private func checkRoundTrip(_ path: String, file: StaticString = #filePath, line: UInt = #line) throws -> Bool {
        guard let versions = models(at: path) else { return false }
        for (name, model) in versions {
            let bytes: [UInt8]
            do {
                bytes = try CompiledModelEncoder.encode(model)
            } catch let error as ModelError {
                // A predicate our parser refuses is reported, not crashed on; the compile fails the same way.
                print("note: \(path)/\(name) does not archive: \(error)")
                continue
            }
            XCTAssertEqual(try CompiledModelEncoder.encode(model), bytes, "deterministic: \(path)/\(name)", file: file, line: line)
            let loaded = try CompiledModelDecoder.decode(bytes, path: path)
            XCTAssertEqual(ModelComparison.differences(model, loaded), [], "\(path)/\(name)", file: file, line: line)
            var hasher = VersionHasher()
            var hasher2 = VersionHasher()
            XCTAssertEqual(hasher.entityHashes(of: model), hasher2.entityHashes(of: loaded), "hashes survive: \(path)/\(name)",
                           file: file, line: line)
        }
        return true
    }

    func testFixturesRoundTrip() throws {
        let entries = try FileManager.default.contentsOfDirectory(atPath: TestPaths.fixtures).sorted()
        var checked = 0
        for entry in entries where entry.hasSuffix(".xcdatamodel") || entry.hasSuffix(".xcdatamodeld") {
            if try checkRoundTrip(TestPaths.fixtures + "/" + entry) { checked += 1 }
        }
        XCTAssertGreaterThan(checked, 5)
    }

    func testCorpusRoundTrips() throws {
        let corpus = try TestPaths.requireShared("corpus")
        let contents = TestPaths.files(under: corpus, endingWith: ".xcdatamodel/contents")
        var checked = 0
        for path in contents {
            if try checkRoundTrip((path as NSString).deletingLastPathComponent) { checked += 1 }
        }
        print("note: \(checked) of \(contents.count) corpus models round-tripped (the rest have source errors)")
        XCTAssertGreaterThan(checked, 100)
    }
}
