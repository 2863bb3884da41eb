import Foundation
import PredicateSyntax
import XCTest

/// Runs `shared/reference/predicate-vectors.tsv`: Apple's observed behaviour. High and medium
/// rows must match exactly; low rows are reported, not enforced.
final class AppleVectorTests: XCTestCase {
    struct Vector {
        var line: Int
        var input: String
        var expected: String
        var isExpression: Bool
        var confidence: String
    }

    /// TSV escaping: `\t` is a TAB and `\n` a newline; other backslashes are literal.
    static func unescapeField(_ field: Substring) -> String {
        var result = ""
        var iterator = field.makeIterator()
        while let character = iterator.next() {
            guard character == "\\" else { result.append(character); continue }
            switch iterator.next() {
            case "t"?: result.append("\t")
            case "n"?: result.append("\n")
            case let other?: result.append("\\"); result.append(other)
            case nil: result.append("\\")
            }
        }
        return result
    }

    static func loadVectors() throws -> [Vector] {
        let url = try SharedReference.path("reference/predicate-vectors.tsv")
        let text = try String(contentsOf: url, encoding: .utf8)
        var vectors: [Vector] = []
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where offset > 0 {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 5 else { continue }
            vectors.append(Vector(line: offset + 1, input: unescapeField(fields[0]), expected: unescapeField(fields[1]),
                                  isExpression: fields[2] == "expression", confidence: String(fields[4])))
        }
        return vectors
    }

    /// What we produce for a vector: the printed form, or "THROWS".
    static func outcome(of vector: Vector) -> String {
        do {
            return vector.isExpression ? try parseExpression(vector.input).format : try parsePredicate(vector.input).format
        } catch {
            return "THROWS"
        }
    }

    func testHighAndMediumConfidenceVectorsMatchApple() throws {
        let vectors = try Self.loadVectors()
        XCTAssertGreaterThan(vectors.count, 200)
        var passed = 0
        var enforced = 0
        var lowMismatches: [String] = []
        for vector in vectors {
            let actual = Self.outcome(of: vector)
            if vector.confidence == "high" || vector.confidence == "medium" {
                enforced += 1
                if actual == vector.expected {
                    passed += 1
                } else {
                    XCTFail("line \(vector.line) [\(vector.confidence)]: \(vector.input)\n  expected: \(vector.expected)\n  actual:   \(actual)")
                }
            } else if actual != vector.expected {
                lowMismatches.append("line \(vector.line): \(vector.input)\n  Apple(?): \(vector.expected)\n  ours:     \(actual)")
            }
        }
        print("predicate vectors: \(passed)/\(enforced) high+medium passed; \(lowMismatches.count) low-confidence rows differ")
        for mismatch in lowMismatches { print("LOW-CONFIDENCE DIFFERENCE \(mismatch)") }
    }

    /// Whatever the vectors print must re-parse to the same text.
    func testVectorOutputsAreIdempotent() throws {
        for vector in try Self.loadVectors() where vector.expected != "THROWS" {
            let printed = Self.outcome(of: vector)
            guard printed != "THROWS" else { continue }
            let reprinted = Self.outcome(of: Vector(line: vector.line, input: printed, expected: "",
                                                    isExpression: vector.isExpression, confidence: ""))
            XCTAssertEqual(reprinted, printed, "line \(vector.line)")
        }
    }
}
