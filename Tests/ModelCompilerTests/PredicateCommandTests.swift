import Foundation
import ModelCompiler
import TestTools
import XCTest

/// `modelc predicate`: canonical printing from the command line, and syntax errors with columns.
final class PredicateCommandTests: XCTestCase {
    func testPrintsEachFormatInCanonicalForm() throws {
        let run = try ModelcBinary.run(["predicate", "name like[cd] $NAME and age >= 3", "ANY tags.name = 'x'", "a = YES"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdoutLines, ["name LIKE[cd] $NAME AND age >= 3", "ANY tags.name == \"x\"", "a == 1"])
    }

    func testExpressionsAndDerivations() throws {
        let run = try ModelcBinary.run(["predicate", "--expression", "sum:(items.price)", "now()", "1 + 2 * 3"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdoutLines, ["sum:(items.price)", "now()", "1 + (2 * 3)"])  // infix operands are parenthesised
    }

    func testSyntaxErrorNamesTheColumnAndFails() throws {
        let run = try ModelcBinary.run(["predicate", "title != nil", "a =="])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdoutLines, ["title != nil"])
        XCTAssertEqual(run.stderrLines, ["modelc: error: column 5: expected an expression after '==' in 'a =='"])
    }

    func testLibraryFormatting() {
        XCTAssertEqual(try PredicateFormatting.canonical("x BETWEEN {1, 2}", as: .predicate).get(), "x BETWEEN {1, 2}")
        XCTAssertEqual(PredicateFormatting.display("not a predicate ((", as: .predicate), "not a predicate ((")
    }
}
