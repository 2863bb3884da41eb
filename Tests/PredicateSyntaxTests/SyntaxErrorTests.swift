import Dispatch
import PredicateSyntax
import XCTest

/// Invalid format strings: each must throw `PredicateSyntaxError` at the stated column
/// (1-based, in characters), with a message containing the stated fragment.
final class SyntaxErrorTests: XCTestCase {
    /// (input, column, message fragment)
    static let predicateErrors: [(String, Int, String)] = [
        ("", 1, "expected a predicate"),
        ("   ", 4, "expected a predicate"),
        ("? = 'ABC'", 1, "unexpected character '?'"),
        ("name ==", 8, "expected an expression after '=='"),
        ("name == ", 9, "expected an expression after '=='"),
        ("mainAuthor.age >= ", 19, "expected an expression after '>='"),
        ("name LIKE[c]", 13, "expected an expression after 'LIKE[c]'"),
        ("name", 5, "expected a comparison operator after 'name'"),
        ("name 'x'", 6, "expected a comparison operator, found ''x''"),
        ("a == 1 b == 2", 8, "unexpected 'b'"),
        ("a == 1)", 7, "unexpected ')' without a matching '('"),
        ("(a == 1", 8, "expected ')' to close '(' at column 1"),
        ("a == 'abc", 6, "unterminated string literal"),
        ("a == \"abc", 6, "unterminated string literal"),
        ("ssid == 'JR's Pad'", 13, "unexpected"),
        ("xxx == 5475f323e4b09e6d7a7a151e", 8, "invalid number"),
        ("a == 0x", 6, "invalid number"),
        ("a == 0b102", 6, "invalid number"),
        ("a == 1e", 6, "invalid number"),
        ("a == 1e999", 6, "out of range"),
        ("a == %@", 6, "format specifier '%@'"),
        ("%K == 1", 1, "format specifier '%K'"),
        ("a == %d", 6, "format specifier '%d'"),
        ("a == %lld", 6, "format specifier '%lld'"),
        ("a == 1 AND", 11, "expected a predicate after 'AND'"),
        ("a == 1 OR OR b == 2", 11, "expected a predicate after 'OR'"),
        ("NOT", 4, "expected a predicate after 'NOT'"),
        ("a ==[x] 1", 6, "unknown comparison option 'x'"),
        ("a ==[] 1", 6, "expected comparison options"),
        ("a ==[c 1", 8, "expected ']' to close '['"),
        ("a.first == 1", 3, "'first' is a reserved word; write '#first'"),
        ("FIRST == 1", 1, "can only be used as an index"),
        ("a == AND", 6, "expected an expression after '=='"),
        ("FETCH == 1", 1, "'FETCH' is a reserved word"),
        ("a. == 1", 4, "expected a key name after '.'"),
        ("a.0 == 1", 3, "expected a key name after '.'"),
        ("a12.845 * x[0] > 1", 5, "expected a key name after '.'"),
        ("foo(a) == 1", 1, "unknown function 'foo'"),
        ("foo:(a) == 1", 1, "unknown function 'foo:'"),
        ("random:(5) == 1", 1, "unknown function 'random:'"),
        ("min(a, b) == 1", 1, "function 'min' takes 1 argument, not 2"),
        ("sum:(a, b) == 1", 1, "function 'sum:' takes 1 argument, not 2"),
        ("now(1) == 1", 1, "function 'now' takes 0 arguments, not 1"),
        ("a == {1, 2", 11, "expected '}' to close '{' at column 6"),
        ("a == {1,}", 9, "expected an expression after ','"),
        ("a[0 == 1", 5, "expected ']' to close '['"),
        ("SUBQUERY(a, b, b == 1).@count > 0", 13, "expected a variable such as '$x'"),
        ("SUBQUERY(a, $b).@count > 0", 15, "expected ',' in SUBQUERY"),
        ("SUBQUERY a", 10, "expected '(' after SUBQUERY"),
        ("FUNCTION(a) == 1", 9, "FUNCTION needs a receiver and a selector name"),
        ("FUNCTION(a, b) == 1", 9, "selector name in quotes"),
        ("CAST(a) == 1", 5, "CAST takes 2 arguments, not 1"),
        ("TERNARY(a, 1, 2) == 1", 10, "expected a comparison operator"),
        ("a == $", 6, "expected a variable name after '$'"),
        ("# == 1", 1, "expected a key name after '#'"),
        ("a.@ == 1", 3, "expected a collection operator name after '@'"),
        ("a == 1 /* comment */", 9, "expected an expression after '/', found '*'"),
        ("a == 1 // comment", 9, "expected an expression after '/', found '/'"),
        ("a + == 1", 5, "expected an expression after '+'"),
        ("a == 'x' + ", 12, "expected an expression after '+'"),
        ("(a + 1", 7, "expected ')' to close '(' at column 1"),
        ("a == (1 + 2", 12, "expected ')' to close '(' at column 6"),
        ("a == 1 AND (b == 2", 19, "expected ')' to close '(' at column 12"),
        ("ANY == 1", 5, "expected a predicate after 'ANY'"),
        ("a == 'é' b", 10, "unexpected 'b'"),
        ("é == 1 ?", 8, "unexpected character '?'"),
        ("a BETWEEN", 10, "expected an expression after 'BETWEEN'"),
        ("a == '\\u12'", 6, "invalid \\u escape"),
        ("a == 1 AND b", 13, "expected a comparison operator after 'b'"),
        ("a == 1 a", 8, "unexpected 'a' after the end of the predicate"),
        ("TRUEPREDICATE == 1", 15, "unexpected '=='"),
        ("(a == 1) + 1 > 0", 10, "unexpected '+' after a parenthesised predicate"),
    ]

    static let expressionErrors: [(String, Int, String)] = [
        ("", 1, "expected an expression"),
        ("a12.845 * x[0] + x[1]", 5, "expected a key name after '.'"),
        ("'FUNCTION('a', 'uppercase')'", 12, "unexpected 'a'"),
        ("FUNCTION(a.b, 'pow:', 2) + a.c + a.d.0 + 1", 38, "expected a key name after '.'"),
        ("a == 1", 3, "unexpected '=='"),
        ("sum:(", 6, "expected an expression after '('"),
        ("$x :=", 6, "expected an expression after ':='"),
        ("1 +", 4, "expected an expression after '+'"),
        ("-", 2, "expected an expression after '-'"),
        ("now", 4, ""),  // a bare word is a key path: valid; see testBareFunctionNameIsAKeyPath
    ]

    func testPredicateErrorsReportColumns() {
        XCTAssertGreaterThanOrEqual(Self.predicateErrors.count + Self.expressionErrors.count, 40)
        for (input, column, fragment) in Self.predicateErrors {
            check({ _ = try parsePredicate(input) }, input: input, column: column, fragment: fragment)
        }
    }

    func testExpressionErrorsReportColumns() {
        for (input, column, fragment) in Self.expressionErrors where !fragment.isEmpty {
            check({ _ = try parseExpression(input) }, input: input, column: column, fragment: fragment)
        }
    }

    func testBareFunctionNameIsAKeyPath() throws {
        XCTAssertEqual(try parseExpression("now"), .keyPath("now"))
    }

    func testDescriptionStartsWithColumn() {
        XCTAssertThrowsError(try parsePredicate("mainAuthor == ")) { error in
            XCTAssertEqual("\(error)", "column 15: expected an expression after '=='")
        }
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let depth = 10_000
        let parens = String(repeating: "(", count: depth) + "a == 1" + String(repeating: ")", count: depth)
        XCTAssertThrowsError(try parsePredicate(parens)) { error in
            XCTAssertTrue("\(error)".contains("nesting deeper than 256 levels"), "\(error)")
        }
        let nots = String(repeating: "NOT ", count: depth) + "a == 1"
        XCTAssertThrowsError(try parsePredicate(nots))
        let minuses = "a == " + String(repeating: "-", count: depth) + "1"
        XCTAssertThrowsError(try parsePredicate(minuses))
        let sum = "a == " + Array(repeating: "1", count: depth).joined(separator: " + ")
        XCTAssertThrowsError(try parsePredicate(sum))
        let expressionParens = "a == " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        XCTAssertThrowsError(try parsePredicate(expressionParens))
        let subqueries = String(repeating: "SUBQUERY(a, $x, ", count: depth)
        XCTAssertThrowsError(try parseExpression(subqueries))
        // 100 levels are fine.
        let moderate = String(repeating: "(", count: 100) + "a == 1" + String(repeating: ")", count: 100)
        XCTAssertEqual(try parsePredicate(moderate).format, "a == 1")
    }

    func testLongFlatChainsAreFine() throws {
        let chain = (0..<2_000).map { "k\($0) == \($0)" }.joined(separator: " AND ")
        XCTAssertEqual(try parsePredicate(chain).format, chain)
    }

    /// Pathological backtracking at '(' stays fast (memoised).
    func testNestedParenthesisedExpressionsParseQuickly() throws {
        let depth = 120
        let input = String(repeating: "(", count: depth) + "a" + String(repeating: ")", count: depth)
            + " + 1 > 0 AND " + String(repeating: "(", count: depth) + "b + 1" + String(repeating: ")", count: depth) + " > 2"
        let start = DispatchTime.now().uptimeNanoseconds
        _ = try parsePredicate(input)
        XCTAssertLessThan(DispatchTime.now().uptimeNanoseconds - start, 2_000_000_000)
    }

    /// Random byte soup and mutated valid strings never crash or hang.
    func testFuzzedInputsNeverCrash() {
        var generator = SplitMix64(seed: 0x5EED)
        let alphabet = Array("abc$#@'\"\\()[]{},.:=!<>+-*/&|^~%? \t0123456789xXeE_ANDORNOTSUBQUERYFUNCTIONCAST")
        let seeds = CanonicalFormTests.predicates.map(\.0)
        for iteration in 0..<4_000 {
            var characters: [Character]
            if iteration % 2 == 0, let seed = seeds.randomElement(using: &generator) {
                characters = Array(seed)
                for _ in 0..<3 where !characters.isEmpty {
                    let position = Int.random(in: 0..<characters.count, using: &generator)
                    if Bool.random(using: &generator) {
                        characters[position] = alphabet.randomElement(using: &generator) ?? "a"
                    } else {
                        characters.remove(at: position)
                    }
                }
            } else {
                characters = (0..<Int.random(in: 0..<40, using: &generator)).map { _ in
                    alphabet.randomElement(using: &generator) ?? "a"
                }
            }
            let input = String(characters)
            if let predicate = try? parsePredicate(input) {
                XCTAssertEqual(try? parsePredicate(predicate.format).format, predicate.format, "input: \(input)")
            }
            _ = try? parseExpression(input)
        }
    }

    private func check(_ body: () throws -> Void, input: String, column: Int, fragment: String,
                       file: StaticString = #filePath, line: UInt = #line) {
        do {
            try body()
            XCTFail("expected an error for: \(input)", file: file, line: line)
        } catch let error as PredicateSyntaxError {
            XCTAssertEqual(error.column, column, "column for \(input): \(error)", file: file, line: line)
            XCTAssertTrue(error.message.contains(fragment), "message for \(input): \(error)", file: file, line: line)
        } catch {
            XCTFail("unexpected error type for \(input): \(error)", file: file, line: line)
        }
    }
}

/// A small deterministic generator so fuzzing is reproducible.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
