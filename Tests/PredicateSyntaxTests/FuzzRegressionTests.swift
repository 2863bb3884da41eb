import Foundation
import PredicateSyntax
import TestLocations
import XCTest

/// Inputs found by (or written for) the `FuzzPredicate` libFuzzer target (`make fuzz`), kept under
/// `Fixtures/fuzz-regressions/FuzzPredicate`. Each is read as UTF-8 (invalid bytes replaced, as the
/// fuzzer does) and must either be refused with a `PredicateSyntaxError` or, when it parses, print
/// text that parses again to the same text — as a predicate and as an expression.
final class FuzzRegressionTests: XCTestCase {
    private static let directory = RepositoryPaths.fixtures + "/fuzz-regressions/FuzzPredicate"

    /// Inputs that are expected to parse (their round trip is what once failed).
    private static let parses: Set<String> = ["ones-complement-chain-roundtrip", "negative-zero-roundtrip"]

    func testEveryRegressionInputIsRefusedOrRoundTrips() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.directory).sorted()
        XCTAssertFalse(names.isEmpty)
        for name in names {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.directory + "/" + name)))
            let text = String(decoding: bytes, as: UTF8.self)
            var parsed = false
            do {
                let printed = try parsePredicate(text).format
                XCTAssertEqual(try parsePredicate(printed).format, printed, "\(name): predicate round trip")
                parsed = true
            } catch {
                XCTAssertTrue(error is PredicateSyntaxError, "\(name): \(type(of: error))")
            }
            do {
                let printed = try parseExpression(text).format
                XCTAssertEqual(try parseExpression(printed).format, printed, "\(name): expression round trip")
                parsed = true
            } catch {
                XCTAssertTrue(error is PredicateSyntaxError, "\(name): \(type(of: error))")
            }
            XCTAssertEqual(parsed, Self.parses.contains(name), "\(name): parses")
        }
    }
}
