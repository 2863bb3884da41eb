import PredicateSyntax
import XCTest

/// The AST holds what Apple's object graph holds (Documentation/Formats.md "Predicates and expressions").
final class ObjectGraphTests: XCTestCase {
    func testComparisonGraph() throws {
        let predicate = try parsePredicate("mainAuthor.firstName like[cd] $FIRST_NAME")
        guard case .comparison(let left, let op, let right, let modifier, let options) = predicate else {
            return XCTFail("not a comparison")
        }
        XCTAssertEqual(left, .keyPath("mainAuthor.firstName"))
        XCTAssertEqual(left.expressionType, 3)
        XCTAssertEqual(left.keyPathSelectorName, "valueForKeyPath:")
        XCTAssertEqual(right, .variable("FIRST_NAME"))
        XCTAssertEqual(right.expressionType, 2)
        XCTAssertEqual(op, .like)
        XCTAssertEqual(op.typeNumber, 7)
        XCTAssertEqual(op.archivedClassName, "NSLikePredicateOperator")
        XCTAssertEqual(modifier.rawValue, 0)
        XCTAssertEqual(options.rawValue, 3)
    }

    func testOperatorNumbers() throws {
        let expected: [(String, Int, String)] = [
            ("<", 0, "NSComparisonPredicateOperator"), ("<=", 1, "NSComparisonPredicateOperator"),
            (">", 2, "NSComparisonPredicateOperator"), (">=", 3, "NSComparisonPredicateOperator"),
            ("==", 4, "NSEqualityPredicateOperator"), ("!=", 5, "NSEqualityPredicateOperator"),
            ("MATCHES", 6, "NSMatchingPredicateOperator"), ("LIKE", 7, "NSLikePredicateOperator"),
            ("BEGINSWITH", 8, "NSSubstringPredicateOperator"), ("ENDSWITH", 9, "NSSubstringPredicateOperator"),
            ("IN", 10, "NSInPredicateOperator"), ("CONTAINS", 99, "NSInPredicateOperator"),
            ("BETWEEN", 100, "NSBetweenPredicateOperator"), ("UTI-EQUALS", 1100, "NSUTIPredicateOperator"),
            ("UTI-CONFORMS-TO", 1101, "NSUTIPredicateOperator"),
        ]
        for (symbol, number, className) in expected {
            guard case .comparison(_, let op, _, _, _) = try parsePredicate("a \(symbol) b") else {
                XCTFail(symbol); continue
            }
            XCTAssertEqual(op.typeNumber, number, symbol)
            XCTAssertEqual(op.archivedClassName, className, symbol)
            XCTAssertEqual(op.symbol, symbol)
        }
        XCTAssertEqual(ComparisonOperator.like.archivedClassChain,
                       ["NSLikePredicateOperator", "NSMatchingPredicateOperator", "NSStringPredicateOperator", "NSPredicateOperator", "NSObject"])
        XCTAssertEqual(ComparisonOperator.greaterThan.comparisonVariant, 2)
        XCTAssertEqual(ComparisonOperator.notEqualTo.equalityNegates, true)
        XCTAssertEqual(ComparisonOperator.endsWith.substringPosition, 1)
    }

    func testModifiersAndNone() throws {
        guard case .comparison(_, _, _, let any, _) = try parsePredicate("ANY tags.name == 'x'") else { return XCTFail() }
        XCTAssertEqual(any.rawValue, 2)
        guard case .comparison(_, _, _, let all, _) = try parsePredicate("ALL tags.name == 'x'") else { return XCTFail() }
        XCTAssertEqual(all.rawValue, 1)
        let none = try parsePredicate("NONE tags.name == 'x'")
        XCTAssertEqual(none, .compound(.not, [.comparison(left: .keyPath("tags.name"), operator: .equalTo,
                                                          right: .constant(.string("x")), modifier: .any)]))
        XCTAssertEqual(CompoundPredicateType.not.rawValue, 0)
        XCTAssertEqual(CompoundPredicateType.and.rawValue, 1)
        XCTAssertEqual(CompoundPredicateType.or.rawValue, 2)
    }

    func testFlatteningAndGrouping() throws {
        let a = Predicate.comparison(left: .keyPath("a"), operator: .equalTo, right: .constant(.integer(1)))
        let b = Predicate.comparison(left: .keyPath("b"), operator: .equalTo, right: .constant(.integer(2)))
        let c = Predicate.comparison(left: .keyPath("c"), operator: .equalTo, right: .constant(.integer(3)))
        XCTAssertEqual(try parsePredicate("a == 1 AND b == 2 AND c == 3"), .and([a, b, c]))
        XCTAssertEqual(try parsePredicate("a == 1 OR b == 2 AND c == 3"), .or([a, .and([b, c])]))
        XCTAssertEqual(try parsePredicate("(a == 1 AND b == 2) AND c == 3"), .and([.and([a, b]), c]))
        XCTAssertEqual(try parsePredicate("NOT a == 1"), .not(a))
    }

    func testBuiltinFunctionsUseTheUtilitiesReceiver() throws {
        let now = try parseExpression("now()")
        XCTAssertEqual(now, .function(receiver: .constant(.classObject("_NSPredicateUtilities")), selector: "now", arguments: []))
        XCTAssertEqual(now.expressionType, 4)
        XCTAssertEqual(try parseExpression("sum:(items.price)"), .builtin("sum:", [.keyPath("items.price")]))
        XCTAssertEqual(try parseExpression("a + 1"), .builtin("add:to:", [.keyPath("a"), .constant(.integer(1))]))
        XCTAssertEqual(try parseExpression("a[LAST]"), .builtin("objectFrom:withIndex:", [.keyPath("a"), .symbolic(.last)]))
        XCTAssertEqual(try parseExpression("CAST(a, 'NSString')"),
                       .builtin("castObject:toType:", [.keyPath("a"), .constant(.string("NSString"))]))
        XCTAssertEqual(try parseExpression("FUNCTION(SELF, 'f:', 1)"),
                       .function(receiver: .evaluatedObject, selector: "f:", arguments: [.constant(.integer(1))]))
    }

    func testConstantsAndOtherExpressionTypes() throws {
        XCTAssertEqual(try parseExpression("YES"), .constant(.boolean(true)))
        XCTAssertEqual(try parseExpression("42"), .constant(.integer(42)))
        XCTAssertEqual(try parseExpression("-42"), .constant(.integer(-42)))
        XCTAssertEqual(try parseExpression("4.5"), .constant(.real(4.5)))
        XCTAssertEqual(try parseExpression("nil"), .constant(.null))
        XCTAssertEqual(try parseExpression("CAST(1.5, 'NSDate')"), .constant(.date(secondsSinceReferenceDate: 1.5)))
        XCTAssertEqual(try parseExpression("SELF").expressionType, 1)
        XCTAssertEqual(try parseExpression("a UNION b").expressionType, 5)
        XCTAssertEqual(try parseExpression("a INTERSECT b").expressionType, 6)
        XCTAssertEqual(try parseExpression("a MINUS b").expressionType, 7)
        XCTAssertEqual(try parseExpression("$x := 1").expressionType, 12)
        XCTAssertEqual(try parseExpression("SUBQUERY(a, $x, $x == 1)").expressionType, 13)
        XCTAssertEqual(try parseExpression("{1}").expressionType, 14)
        XCTAssertEqual(try parseExpression("ANYKEY").expressionType, 15)
        XCTAssertEqual(try parseExpression("TERNARY(TRUEPREDICATE, 1, 2)").expressionType, 20)
        XCTAssertEqual(try parseExpression("name").keyPathSelectorName, "valueForKey:")
        XCTAssertEqual(try parseExpression("$x.name"), .keyPath("name", operand: .variable("x")))
        XCTAssertEqual(try parseExpression("#like"), .keyPath("like"))
    }

    func testConvenienceInitializers() throws {
        XCTAssertEqual(try Predicate(parsing: "a == 1").format, "a == 1")
        XCTAssertEqual(try Expression(parsing: "count:(a)").format, "count:(a)")
        XCTAssertEqual(Predicate.and([]).format, "TRUEPREDICATE")
        XCTAssertEqual(Predicate.or([]).format, "FALSEPREDICATE")
        XCTAssertEqual(Predicate.and([.truePredicate]).format, "TRUEPREDICATE")
        XCTAssertEqual(Predicate.not(.and([.truePredicate, .falsePredicate])).format, "NOT (TRUEPREDICATE AND FALSEPREDICATE)")
    }

    /// The archive encoder remembers class descriptors by the chain array's address, so a chain must
    /// be one constant array, not a new one per node (that cost a descriptor look-up per object).
    func testClassChainsAreConstantArrays() throws {
        let predicate = try parsePredicate("name.length BETWEEN {1, 3} AND $X == FUNCTION(SELF, 'f:', 2) AND tags.@count > 0")
        var nodes: [(String, [String], () -> [String])] = []
        func visit(_ expression: PredicateSyntax.Expression) {
            nodes.append((expression.archivedClassName, expression.archivedClassChain, { expression.archivedClassChain }))
        }
        func visit(_ predicate: PredicateSyntax.Predicate) {
            switch predicate {
            case .comparison(let left, let op, let right, _, _):
                visit(left)
                visit(right)
                nodes.append((op.archivedClassName, op.archivedClassChain, { op.archivedClassChain }))
            case .compound(_, let parts): parts.forEach(visit)
            case .truePredicate, .falsePredicate: break
            }
        }
        visit(predicate)
        XCTAssertGreaterThanOrEqual(nodes.count, 8)
        for (name, chain, again) in nodes {
            XCTAssertEqual(chain.first, name)
            XCTAssertEqual(chain.last, "NSObject", name)
            let first = chain.withUnsafeBufferPointer { $0.baseAddress }
            let second = again().withUnsafeBufferPointer { $0.baseAddress }
            XCTAssertEqual(first, second, "\(name): a new array on every call")
        }
        XCTAssertEqual(PredicateSyntax.Expression.keyPath("a").archivedClassChain,
                       ["NSKeyPathExpression", "NSFunctionExpression", "NSExpression", "NSObject"])
    }
}

final class DerivationNormalizationTests: XCTestCase {
    func testCountAndSumKeyPathsBecomeFunctions() throws {
        XCTAssertEqual(try parseExpression("items.@count").normalizedForDerivedAttribute.format, "count:(items)")
        XCTAssertEqual(try parseExpression("order.items.@sum").normalizedForDerivedAttribute.format, "sum:(order.items)")
        XCTAssertEqual(try parseExpression("items.@total").normalizedForDerivedAttribute.format, "sum:(items)")
        XCTAssertEqual(try parseExpression("items.@avg").normalizedForDerivedAttribute.format, "items.@avg")
        XCTAssertEqual(try parseExpression("now()").normalizedForDerivedAttribute.format, "now()")
        XCTAssertEqual(try parseExpression("canonical:(title)").normalizedForDerivedAttribute.format, "canonical:(title)")
    }
}
