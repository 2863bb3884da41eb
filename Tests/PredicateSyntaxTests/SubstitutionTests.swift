import PredicateSyntax
import XCTest

final class SubstitutionTests: XCTestCase {
    func testSubstitutesConstants() throws {
        let template = try parsePredicate("(mainAuthor.firstName like[cd] $FIRST_NAME) AND (publicationDate > $DATE)")
        XCTAssertEqual(template.variableNames, ["FIRST_NAME", "DATE"])
        let bound = try template.substituting([
            "FIRST_NAME": .string("Ann*"),
            "DATE": .date(secondsSinceReferenceDate: 726_000_000),
        ])
        XCTAssertEqual(bound.format,
                       "mainAuthor.firstName LIKE[cd] \"Ann*\" AND publicationDate > CAST(726000000.000000, \"NSDate\")")
        XCTAssertTrue(bound.variableNames.isEmpty)
    }

    func testMissingVariableIsNamed() throws {
        let template = try parsePredicate("publicationDate > $DATE")
        XCTAssertThrowsError(try template.substituting([String: ConstantValue]())) { error in
            XCTAssertEqual("\(error)", "no value for substitution variable $DATE")
            XCTAssertEqual((error as? PredicateSubstitutionError)?.variableName, "DATE")
        }
    }

    func testNullSubstitutesAsNil() throws {
        let bound = try parsePredicate("uuid == $UUID").substituting(["UUID": ConstantValue.null])
        XCTAssertEqual(bound, .comparison(left: .keyPath("uuid"), operator: .equalTo, right: .constant(.null)))
        XCTAssertEqual(bound.format, "uuid == nil")
    }

    func testSubqueryBoundVariableIsUntouched() throws {
        let template = try parsePredicate("SUBQUERY(items, $i, $i.qty > $MIN).@count > 0")
        XCTAssertEqual(template.variableNames, ["MIN"])
        let bound = try template.substituting(["MIN": .integer(3), "i": .string("must not be used")])
        XCTAssertEqual(bound.format, "SUBQUERY(items, $i, $i.qty > 3).@count > 0")
    }

    func testSubqueryCollectionIsOutsideTheBinding() throws {
        let template = try parsePredicate("SUBQUERY($i, $i, $i > 1).@count > 0")
        XCTAssertEqual(template.variableNames, ["i"])
        let bound = try template.substituting(["i": Expression.keyPath("items")])
        XCTAssertEqual(bound.format, "SUBQUERY(items, $i, $i > 1).@count > 0")
    }

    func testExpressionValuesAndFetchSource() throws {
        let template = try parsePredicate("family == $FETCH_SOURCE.family AND SELF != $FETCH_SOURCE")
        XCTAssertEqual(template.variableNames, ["FETCH_SOURCE"])
        let bound = try template.substituting(["FETCH_SOURCE": Expression.keyPath("source")])
        XCTAssertEqual(bound.format, "family == source.family AND SELF != source")
        // A key path on SELF prints without the operand, as Apple prints it.
        let onSelf = try template.substituting(["FETCH_SOURCE": Expression.evaluatedObject])
        XCTAssertEqual(onSelf.format, "family == family AND SELF != SELF")
    }

    func testArraysAndExpressions() throws {
        let bound = try parsePredicate("id IN $IDS AND $X.y == 1")
            .substituting(["IDS": ConstantValue.array([.integer(1), .string("two")]), "X": .string("s")])
        XCTAssertEqual(bound.format, "id IN {1, \"two\"} AND \"s\".y == 1")
        let expression = try parseExpression("$a + $b").substituting(["a": ConstantValue.integer(1), "b": .real(2.5)])
        XCTAssertEqual(expression.format, "1 + 2.5")
        XCTAssertThrowsError(try parseExpression("$a + $b").substituting(["a": ConstantValue.integer(1)])) { error in
            XCTAssertEqual("\(error)", "no value for substitution variable $b")
        }
    }

    func testVariablesInsideFunctionsTernariesAndAssignments() throws {
        let predicate = try parsePredicate("TERNARY($C == 1, sum:($LIST), FUNCTION($R, 'f:', $ARG)) == ($V := $W)")
        XCTAssertEqual(predicate.variableNames, ["C", "LIST", "R", "ARG", "W"])
    }
}
