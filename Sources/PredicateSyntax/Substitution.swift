/// `$VARIABLE` substitution (`predicateWithSubstitutionVariables:`) and free-variable queries.
///
/// Variables bound by a SUBQUERY are local to its predicate and are never substituted or
/// reported as free there; its collection expression is outside that scope.
extension Predicate {
    /// This predicate with every free variable replaced by its binding.
    /// - Throws: `PredicateSubstitutionError` naming the first variable without a binding.
    package func substituting(_ variables: [String: Expression]) throws -> Predicate {
        var substitution = VariableSubstitution(bindings: variables)
        return try substitution.apply(self)
    }

    /// This predicate with every free variable replaced by a constant (`.null` gives `nil`).
    package func substituting(_ variables: [String: ConstantValue]) throws -> Predicate {
        try substituting(variables.mapValues { Expression.constant($0) })
    }

    /// Names (without `$`) of the variables that substitution would need.
    package var variableNames: Set<String> {
        var collector = VariableCollector()
        collector.visit(self)
        return collector.names
    }
}

extension Expression {
    /// This expression with every free variable replaced by its binding.
    /// - Throws: `PredicateSubstitutionError` naming the first variable without a binding.
    package func substituting(_ variables: [String: Expression]) throws -> Expression {
        var substitution = VariableSubstitution(bindings: variables)
        return try substitution.apply(self)
    }

    /// This expression with every free variable replaced by a constant.
    package func substituting(_ variables: [String: ConstantValue]) throws -> Expression {
        try substituting(variables.mapValues { Expression.constant($0) })
    }

    /// Names (without `$`) of the free variables.
    package var variableNames: Set<String> {
        var collector = VariableCollector()
        collector.visit(self)
        return collector.names
    }
}

/// Rewrites a tree, tracking which variable names SUBQUERYs have bound.
private struct VariableSubstitution {
    let bindings: [String: Expression]
    var boundNames: [String] = []

    mutating func apply(_ predicate: Predicate) throws -> Predicate {
        switch predicate {
        case .truePredicate, .falsePredicate:
            return predicate
        case .comparison(let left, let comparisonOperator, let right, let modifier, let options):
            return .comparison(left: try apply(left), operator: comparisonOperator, right: try apply(right),
                               modifier: modifier, options: options)
        case .compound(let type, let subpredicates):
            return .compound(type, try subpredicates.map { try apply($0) })
        }
    }

    mutating func apply(_ expression: Expression) throws -> Expression {
        switch expression {
        case .constant, .evaluatedObject, .symbolic, .anyKey:
            return expression
        case .variable(let name):
            if boundNames.contains(name) { return expression }
            guard let value = bindings[name] else { throw PredicateSubstitutionError(variableName: name) }
            return value
        case .keyPath(let path, let operand):
            return .keyPath(path, operand: try apply(operand))
        case .function(let receiver, let selector, let arguments):
            return .function(receiver: try apply(receiver), selector: selector,
                             arguments: try arguments.map { try apply($0) })
        case .setOperation(let operation, let left, let right):
            return .setOperation(operation, try apply(left), try apply(right))
        case .assignment(let variable, let value):
            return .assignment(variable: variable, value: try apply(value))
        case .subquery(let collection, let variable, let predicate):
            let substitutedCollection = try apply(collection)
            boundNames.append(variable)
            defer { boundNames.removeLast() }
            return .subquery(collection: substitutedCollection, variable: variable, predicate: try apply(predicate))
        case .aggregate(let elements):
            return .aggregate(try elements.map { try apply($0) })
        case .ternary(let condition, let ifTrue, let ifFalse):
            return .ternary(condition: try apply(condition), ifTrue: try apply(ifTrue), ifFalse: try apply(ifFalse))
        }
    }
}

/// Collects free variable names.
private struct VariableCollector {
    var names: Set<String> = []
    var boundNames: [String] = []

    mutating func visit(_ predicate: Predicate) {
        switch predicate {
        case .truePredicate, .falsePredicate:
            break
        case .comparison(let left, _, let right, _, _):
            visit(left)
            visit(right)
        case .compound(_, let subpredicates):
            for subpredicate in subpredicates { visit(subpredicate) }
        }
    }

    mutating func visit(_ expression: Expression) {
        switch expression {
        case .constant, .evaluatedObject, .symbolic, .anyKey:
            break
        case .variable(let name):
            if !boundNames.contains(name) { names.insert(name) }
        case .keyPath(_, let operand):
            visit(operand)
        case .function(let receiver, _, let arguments):
            visit(receiver)
            for argument in arguments { visit(argument) }
        case .setOperation(_, let left, let right):
            visit(left)
            visit(right)
        case .assignment(_, let value):
            visit(value)
        case .subquery(let collection, let variable, let predicate):
            visit(collection)
            boundNames.append(variable)
            visit(predicate)
            boundNames.removeLast()
        case .aggregate(let elements):
            for element in elements { visit(element) }
        case .ternary(let condition, let ifTrue, let ifFalse):
            visit(condition)
            visit(ifTrue)
            visit(ifFalse)
        }
    }
}
