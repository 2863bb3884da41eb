import CoreDataModel
import KeyedArchive
import PredicateSyntax

/// Archived NSPredicate/NSExpression objects back into PredicateSyntax's AST (the mirror of
/// PredicateEncoder), from which the graph keeps canonical text. Nesting is limited so a hostile
/// or cyclic archive fails cleanly instead of exhausting the stack.
extension ModelUnarchiver {
    static let maximumPredicateDepth = 200

    private func checkDepth(_ depth: Int, _ object: ArchivedObject) throws {
        guard depth < Self.maximumPredicateDepth else {
            throw failure("predicate or expression nested deeper than \(Self.maximumPredicateDepth) levels (or cyclic) at \(object.contextDescription)")
        }
    }

    func decodePredicate(_ object: ArchivedObject, depth: Int) throws -> PredicateSyntax.Predicate {
        try checkDepth(depth, object)
        if object.isKind(of: ArchivedClassName.truePredicate) { return .truePredicate }
        if object.isKind(of: ArchivedClassName.falsePredicate) { return .falsePredicate }
        if object.isKind(of: ArchivedClassName.compoundPredicate) {
            let code = try object.integer(forKey: CompoundPredicateField.type.key) ?? -1
            guard let type = CompoundPredicateType(rawValue: Int(clamping: code)) else {
                throw failure("\(object.contextDescription) has unknown compound type \(code)")
            }
            let members = try objects(in: object, forKey: CompoundPredicateField.subpredicates.key).map { try decodePredicate($0, depth: depth + 1) }
            return .compound(type, members)
        }
        if object.isKind(of: ArchivedClassName.comparisonPredicate) {
            let opObject = try require(object.object(forKey: ComparisonPredicateField.predicateOperator.key), "the operator of \(object.contextDescription)")
            let (op, modifier, options) = try decodeOperator(opObject)
            let left = try require(object.object(forKey: ComparisonPredicateField.leftExpression.key), "the left expression of \(object.contextDescription)")
            let right = try require(object.object(forKey: ComparisonPredicateField.rightExpression.key), "the right expression of \(object.contextDescription)")
            return .comparison(left: try decodeExpression(left, depth: depth + 1), operator: op,
                               right: try decodeExpression(right, depth: depth + 1), modifier: modifier, options: options)
        }
        throw failure("\(object.contextDescription) is not a supported predicate class")
    }

    private func decodeOperator(_ object: ArchivedObject) throws -> (ComparisonOperator, ComparisonModifier, ComparisonOptions) {
        let code = try require(object.integer(forKey: PredicateOperatorField.operatorType.key), "the operator type of \(object.contextDescription)")
        let op: ComparisonOperator
        switch code {
        case 0: op = .lessThan
        case 1: op = .lessThanOrEqualTo
        case 2: op = .greaterThan
        case 3: op = .greaterThanOrEqualTo
        case 4: op = try object.bool(forKey: PredicateOperatorField.negate.key) == true ? .notEqualTo : .equalTo
        case 5: op = .notEqualTo
        case 6: op = .matches
        case 7: op = .like
        case 8: op = .beginsWith
        case 9: op = .endsWith
        case 10: op = .in
        case 11: op = .customSelector(try require(object.string(forKey: PredicateOperatorField.selectorName.key), "the selector of \(object.contextDescription)"))
        case 99: op = .contains
        case 100: op = .between
        case 1100: op = .utiEquals
        case 1101: op = .utiConformsTo
        default: throw failure("\(object.contextDescription) has unsupported operator type \(code)")
        }
        let modifierCode = try object.integer(forKey: PredicateOperatorField.modifier.key) ?? 0
        guard let modifier = ComparisonModifier(rawValue: Int(clamping: modifierCode)) else {
            throw failure("\(object.contextDescription) has unknown modifier \(modifierCode)")
        }
        let options = try object.integer(forKey: PredicateOperatorField.options.key) ?? object.integer(forKey: PredicateOperatorField.flags.key) ?? 0
        return (op, modifier, ComparisonOptions(rawValue: Int(clamping: options)))
    }

    func decodeExpression(_ object: ArchivedObject, depth: Int) throws -> PredicateSyntax.Expression {
        try checkDepth(depth, object)
        func sub(_ key: String) throws -> PredicateSyntax.Expression {
            try decodeExpression(require(object.object(forKey: key), "\(key) of \(object.contextDescription)"), depth: depth + 1)
        }
        func text(_ key: String) throws -> String {
            try require(object.string(forKey: key), "\(key) of \(object.contextDescription)")
        }
        switch object.className {
        case ArchivedClassName.constantValueExpression:
            if let value = try object.value(forKey: ConstantExpressionField.value.key) {
                return .constant(try constantValue(value, in: object, depth: depth))
            }
            if let className = try object.string(forKey: ConstantExpressionField.className.key) { return .constant(.classObject(className)) }
            return .constant(.null)
        case ArchivedClassName.selfExpression:
            return .evaluatedObject
        case ArchivedClassName.variableExpression:
            return .variable(try text(VariableExpressionField.variable.key))
        case ArchivedClassName.keyPathSpecifierExpression:
            return .keyPath(try text(KeyPathSpecifierField.keyPath.key))
        case ArchivedClassName.keyPathExpression:
            let operand = try object.object(forKey: FunctionExpressionField.operand.key).map { try decodeExpression($0, depth: depth + 1) } ?? .evaluatedObject
            let arguments = try objects(in: object, forKey: FunctionExpressionField.arguments.key)
            guard arguments.count == 1, let specifier = arguments.first else {
                throw failure("\(object.contextDescription) is a key path without exactly one key")
            }
            let path = try specifier.string(forKey: KeyPathSpecifierField.keyPath.key) ?? specifier.string(forKey: ConstantExpressionField.value.key)
            return .keyPath(try require(path, "the key of \(object.contextDescription)"), operand: operand)
        case ArchivedClassName.functionExpression:
            let receiver = try sub(FunctionExpressionField.operand.key)
            let selector = try text(FunctionExpressionField.selectorName.key)
            let arguments = try objects(in: object, forKey: FunctionExpressionField.arguments.key).map { try decodeExpression($0, depth: depth + 1) }
            return .function(receiver: receiver, selector: selector, arguments: arguments)
        case ArchivedClassName.setExpression:
            let code = try object.integer(forKey: ExpressionField.expressionType.key) ?? 0
            guard let operation = SetOperation(rawValue: Int(clamping: code)) else {
                throw failure("\(object.contextDescription) has unknown set operation \(code)")
            }
            return .setOperation(operation, try sub(SetExpressionField.leftExpression.key), try sub(SetExpressionField.rightExpression.key))
        case ArchivedClassName.symbolicExpression:
            let token = try text(SymbolicExpressionField.token.key)
            guard let symbol = SymbolicIndex(rawValue: token) else { throw failure("\(object.contextDescription) has unknown token '\(token)'") }
            return .symbolic(symbol)
        case ArchivedClassName.variableAssignmentExpression:
            return .assignment(variable: try text(AssignmentExpressionField.variable.key), value: try sub(AssignmentExpressionField.value.key))
        case ArchivedClassName.subqueryExpression:
            let predicate = try require(object.object(forKey: SubqueryExpressionField.predicate.key), "the predicate of \(object.contextDescription)")
            return .subquery(collection: try sub(SubqueryExpressionField.collection.key), variable: try text(SubqueryExpressionField.variable.key),
                             predicate: try decodePredicate(predicate, depth: depth + 1))
        case ArchivedClassName.aggregateExpression:
            return .aggregate(try objects(in: object, forKey: AggregateExpressionField.collection.key).map { try decodeExpression($0, depth: depth + 1) })
        case ArchivedClassName.anyKeyExpression:
            return .anyKey
        case ArchivedClassName.ternaryExpression:
            let predicate = try require(object.object(forKey: TernaryExpressionField.condition.key), "the condition of \(object.contextDescription)")
            return .ternary(condition: try decodePredicate(predicate, depth: depth + 1),
                            ifTrue: try sub(TernaryExpressionField.ifTrue.key), ifFalse: try sub(TernaryExpressionField.ifFalse.key))
        default:
            throw failure("\(object.contextDescription) is not a supported expression class")
        }
    }

    /// A constant's value: plist scalars, NSDate, NSArray of constants; an NSDecimalNumber becomes
    /// a real (the AST has no decimal constant).
    private func constantValue(_ value: ArchivedValue, in owner: ArchivedObject, depth: Int) throws -> ConstantValue {
        switch value {
        case .string(let text): return .string(text)
        case .integer(let integer): return .integer(integer)
        case .real(let real): return .real(real)
        case .boolean(let flag): return .boolean(flag)
        case .date(let seconds): return .date(secondsSinceReferenceDate: seconds)
        case .data: throw failure("\(owner.contextDescription) holds a data constant, which predicates cannot express")
        case .object(let object):
            try checkDepth(depth + 1, object)
            if object.isKind(of: ArchiveClass.date) { return .date(secondsSinceReferenceDate: try object.dateTimeInterval()) }
            if object.isKind(of: ArchiveClass.decimalNumber) {
                return .real(try decimalNumber(object.decimalComponents(), what: owner.contextDescription).doubleValue)
            }
            if object.isKind(of: ArchiveClass.array) || object.isKind(of: ArchiveClass.set) || object.isKind(of: ArchiveClass.orderedSet) {
                return .array(try object.elements().map { member in
                    guard let member else { return .null }
                    return try constantValue(member, in: owner, depth: depth + 1)
                })
            }
            throw failure("\(owner.contextDescription) holds a constant of class \(object.className), which is not supported")
        }
    }
}
