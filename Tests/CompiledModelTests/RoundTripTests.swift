import CompiledModel
import CoreDataModel
import Foundation
import ModelEvolution
import TestTools
import XCTest

/// source → `.mom` → loader gives back the source's graph, for every fixture and corpus model that
/// compiles; encoding is deterministic.
final class RoundTripTests: XCTestCase {
    /// Round-trips the source at `path`; the refusal (compile refuses the source too), or nil.
    private func checkRoundTrip(_ path: String, file: StaticString = #filePath, line: UInt = #line) throws -> RoundTrips.Refusal? {
        let trips: [RoundTrip]
        do {
            trips = try RoundTrips.run(path)
        } catch let refusal as RoundTrips.Refusal {
            return refusal
        }
        for trip in trips {
            let label = "\(path)/\(trip.version)"
            XCTAssertEqual(try CompiledModelEncoder.encode(trip.source), trip.bytes, "deterministic: \(label)", file: file, line: line)
            XCTAssertEqual(trip.compiled, trip.bytes, "what compile wrote: \(label)", file: file, line: line)
            XCTAssertEqual(ModelComparison.differences(trip.source, trip.loaded), [], label, file: file, line: line)
            var sourceHasher = VersionHasher(), loadedHasher = VersionHasher()
            XCTAssertEqual(sourceHasher.entityHashes(of: trip.source), loadedHasher.entityHashes(of: trip.loaded),
                           "hashes survive: \(label)", file: file, line: line)
        }
        return nil
    }

    /// The fixtures compile refuses, and why; every other one must round-trip (`Fixtures/invalid`
    /// is left out as a whole: each of its models exists to be refused).
    private static let refusedFixtures: [String: String] = [
        // The fixture exists to show the resolver's reserved-name error.
        "diagnostics/ReservedName.xcdatamodel": "cannot be named 'description'",
        // The fixture exists to show the transient-inverse error.
        "diagnostics/TransientInverse.xcdatamodel": "is transient but its inverse",
        // Compiles only with the --suppress-inverse-transient-error its expectations pass; default options refuse it.
        "diagnostics/TransientInverseSuppressed.xcdatamodel": "is transient but its inverse",
    ]

    func testFixturesRoundTrip() throws {
        var checked = 0
        var refused: [String: String] = [:]
        for folder in ["", "/diagnostics", "/warnings"] {
            for path in try RoundTrips.sources(in: TestPaths.fixtures + folder) {
                if let refusal = try checkRoundTrip(path) {
                    refused[String(path.dropFirst(TestPaths.fixtures.count + 1))] = "\(refusal)"
                } else {
                    checked += 1
                }
            }
        }
        XCTAssertEqual(refused.keys.sorted(), Self.refusedFixtures.keys.sorted(), "fixtures compile refuses")
        for (path, expected) in Self.refusedFixtures {
            XCTAssertTrue(refused[path]?.contains(expected) ?? false, "\(path): \(refused[path] ?? "compiled")")
        }
        XCTAssertGreaterThanOrEqual(checked, 39)
    }

    /// Every corpus model compiles and round-trips.
    func testCorpusRoundTrips() throws {
        let corpus = try TestPaths.requireShared("corpus")
        let contents = TestPaths.files(under: corpus, endingWith: ".xcdatamodel/contents")
        XCTAssertGreaterThanOrEqual(contents.count, 363)
        for path in contents {
            let model = (path as NSString).deletingLastPathComponent
            if let refusal = try checkRoundTrip(model) {
                XCTFail("compile refuses \(model): \(refusal)")
            }
        }
    }
}
