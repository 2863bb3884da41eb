import CoreDataModel
import KeyedArchive
import PredicateSyntax

/// Predicates and expressions as Foundation archives them (Documentation/Formats.md "Predicates and expressions"):
/// one object per AST node, each class's keys in the order of its table (Schema/PredicateSchema,
/// Schema/ExpressionSchema), the operator object carrying type, modifier and options, key paths as
/// `NSKeyPathExpression` over the one shared `NSSelfExpression` of the archive.
extension ModelArchiver {
    private static let selfExpression = SharedObjectIdentity("the archive's one NSSelfExpression")

    // MARK: - Predicates

    func encodePredicate(_ predicate: PredicateSyntax.Predicate) -> UID {
        switch predicate {
        case .truePredicate:
            return archive.encodeObject(classChain: ClassChain.truePredicate) { _ in }
        case .falsePredicate:
            return archive.encodeObject(classChain: ClassChain.falsePredicate) { _ in }
        case let .comparison(left, op, right, modifier, options):
            return encodeComparison(left: { self.encodeExpression(left) }, operator: op,
                                    right: { self.encodeExpression(right) }, modifier: modifier, options: options)
        case let .compound(type, subpredicates):
            return archive.encodeObject(classChain: CompoundPredicateField.classChain) { object in
                object.encodeFields(CompoundPredicateField.self) { field in
                    switch field {
                    case .type: return .integer(Int64(type.rawValue))
                    case .subpredicates: return .reference(archive.encodeArray { subpredicates.map { encodePredicate($0) } })
                    }
                }
            }
        }
    }

    func encodeComparison(left: () -> UID, operator op: ComparisonOperator, right: () -> UID,
                          modifier: ComparisonModifier = .direct, options: ComparisonOptions = ComparisonOptions()) -> UID {
        archive.encodeObject(classChain: ComparisonPredicateField.classChain) { object in
            object.encodeFields(ComparisonPredicateField.self) { field in
                switch field {
                case .leftExpression: return .reference(left())
                case .rightExpression: return .reference(right())
                case .predicateOperator: return .reference(encodeOperator(op, modifier: modifier, options: options))
                }
            }
        }
    }

    /// The operator object: base keys plus the class-specific option/variant keys.
    private func encodeOperator(_ op: ComparisonOperator, modifier: ComparisonModifier, options: ComparisonOptions) -> UID {
        archive.encodeObject(classChain: op.archivedClassChain) { object in
            object.encodeFields(PredicateOperatorField.self) { field in
                switch (field, op) {
                case (.operatorType, _):
                    return .integer(Int64(op.typeNumber))
                case (.modifier, _):
                    return .integer(Int64(modifier.rawValue))
                case (.variant, .lessThan), (.variant, .lessThanOrEqualTo), (.variant, .greaterThan), (.variant, .greaterThanOrEqualTo):
                    return .integer(Int64(op.comparisonVariant ?? op.typeNumber))
                case (.negate, .equalTo), (.negate, .notEqualTo):
                    return .bool(op.equalityNegates ?? false)
                case (.options, .lessThan), (.options, .lessThanOrEqualTo), (.options, .greaterThan), (.options, .greaterThanOrEqualTo),
                     (.options, .equalTo), (.options, .notEqualTo):
                    return .integer(Int64(options.rawValue))
                case (.flags, .matches), (.flags, .like), (.flags, .in), (.flags, .contains), (.flags, .beginsWith), (.flags, .endsWith):
                    return .integer(Int64(options.rawValue))
                case (.position, .beginsWith), (.position, .endsWith):
                    return .integer(Int64(op.substringPosition ?? 0))
                case (.selectorName, .customSelector(let selector)):
                    return .reference(archive.encodeString(selector))
                case (.variant, _), (.negate, _), (.options, _), (.flags, _), (.position, _), (.selectorName, _):
                    return nil
                }
            }
        }
    }

    // MARK: - Expressions

    /// Encodes an expression. `immutableArguments` makes a top-level function's argument array an
    /// immutable NSArray, as Core Data's `.@count`/`.@sum` rewrite builds it (parsed calls hold an
    /// NSMutableArray).
    func encodeExpression(_ expression: PredicateSyntax.Expression, immutableArguments: Bool = false) -> UID {
        switch expression {
        case .evaluatedObject:
            return archive.encodeObject(ObjectKey(shared: Self.selfExpression), classChain: expression.archivedClassChain) { object in
                encodeExpressionType(of: expression, into: &object)
            }
        case .constant(let value):
            switch value {
            case .classObject(let name):
                return expressionObject(expression, ConstantExpressionField.self) { field in
                    field == .className ? .reference(archive.encodeString(name)) : nil
                }
            case .null:
                return expressionObject(expression, ConstantExpressionField.self) { field in
                    field == .className ? .null : nil
                }
            default:
                return encodeConstantExpression { self.encodeConstantValue(value) }
            }
        case .variable(let name):
            return expressionObject(expression, VariableExpressionField.self) { field in
                switch field {
                case .variable: return .reference(archive.encodeString(name))
                }
            }
        case let .keyPath(path, operand):
            return expressionObject(expression, FunctionExpressionField.self) { field in
                switch field {
                // A selector's name is one string object per name.
                case .selectorName: return .reference(sourceString(expression.keyPathSelectorName ?? "valueForKeyPath:"))
                case .operand: return .reference(encodeExpression(operand))
                case .arguments:
                    return .reference(archive.encodeArray(classChain: FoundationClassChain.mutableArray) {
                        [encodeKeyPathSpecifier(path)]
                    })
                }
            }
        case let .function(receiver, selector, arguments):
            return expressionObject(expression, FunctionExpressionField.self) { field in
                switch field {
                case .selectorName: return .reference(sourceString(selector))
                case .operand: return .reference(encodeExpression(receiver))
                case .arguments:
                    let chain = immutableArguments ? FoundationClassChain.array : FoundationClassChain.mutableArray
                    return .reference(archive.encodeArray(classChain: chain) { arguments.map { encodeExpression($0) } })
                }
            }
        case let .setOperation(_, left, right):
            return expressionObject(expression, SetExpressionField.self) { field in
                switch field {
                case .leftExpression: return .reference(encodeExpression(left))
                case .rightExpression: return .reference(encodeExpression(right))
                }
            }
        case .symbolic(let token):
            return expressionObject(expression, SymbolicExpressionField.self) { field in
                switch field {
                case .token: return .reference(archive.encodeString(token.rawValue))
                }
            }
        case let .assignment(variable, value):
            return expressionObject(expression, AssignmentExpressionField.self) { field in
                switch field {
                case .variable: return .reference(archive.encodeString(variable))
                case .value: return .reference(encodeExpression(value))
                }
            }
        case let .subquery(collection, variable, predicate):
            return expressionObject(expression, SubqueryExpressionField.self) { field in
                switch field {
                case .collection: return .reference(encodeExpression(collection))
                case .variable: return .reference(archive.encodeString(variable))
                case .predicate: return .reference(encodePredicate(predicate))
                }
            }
        case .aggregate(let members):
            return expressionObject(expression, AggregateExpressionField.self) { field in
                switch field {
                case .collection: return .reference(archive.encodeArray { members.map { encodeExpression($0) } })
                }
            }
        case .anyKey:
            return archive.encodeObject(classChain: expression.archivedClassChain) { object in
                encodeExpressionType(of: expression, into: &object)
            }
        case let .ternary(condition, ifTrue, ifFalse):
            return expressionObject(expression, TernaryExpressionField.self) { field in
                switch field {
                case .condition: return .reference(encodePredicate(condition))
                case .ifTrue: return .reference(encodeExpression(ifTrue))
                case .ifFalse: return .reference(encodeExpression(ifFalse))
                }
            }
        }
    }

    /// An `NSConstantValueExpression` whose value `value` archives (after the expression itself
    /// is numbered, as Foundation encodes it).
    func encodeConstantExpression(_ value: () -> UID) -> UID {
        archive.encodeObject(classChain: ConstantExpressionField.classChain) { object in
            object.encodeFields(ExpressionField.self) { field in
                switch field {
                case .expressionType: return .integer(0)
                }
            }
            object.encodeFields(ConstantExpressionField.self) { field in
                field == .value ? .reference(value()) : nil
            }
        }
    }

    /// The `NSKeyPathSpecifierExpression` argument of a key-path expression.
    private func encodeKeyPathSpecifier(_ path: String) -> UID {
        archive.encodeObject(classChain: KeyPathSpecifierField.classChain) { specifier in
            specifier.encodeFields(ExpressionField.self) { field in
                switch field {
                case .expressionType: return .integer(10)
                }
            }
            specifier.encodeFields(KeyPathSpecifierField.self) { field in
                switch field {
                case .keyPath: return .reference(archive.encodeString(path))
                }
            }
        }
    }

    /// One expression object: class from the AST node, the NSExpression keys (NSExpression encodes
    /// them before its subclass's), then the subclass's `Fields`.
    func expressionObject<Fields: ArchivedFields>(_ expression: PredicateSyntax.Expression, _: Fields.Type,
                                                  _ value: (Fields) -> ArchivedFieldValue?) -> UID {
        archive.encodeObject(classChain: expression.archivedClassChain) { object in
            encodeExpressionType(of: expression, into: &object)
            object.encodeFields(Fields.self, value)
        }
    }

    private func encodeExpressionType(of expression: PredicateSyntax.Expression, into object: inout ObjectWriter) {
        object.encodeFields(ExpressionField.self) { field in
            switch field {
            case .expressionType: return .integer(Int64(expression.expressionType))
            }
        }
    }

    /// A constant's value object: plist scalars for strings and numbers, NSDate, NSArray.
    private func encodeConstantValue(_ value: ConstantValue) -> UID {
        switch value {
        case .null: return .null
        case .string(let string): return archive.encodeString(string)
        case .integer(let integer): return archive.encodeInline(.integer(integer))
        case .real(let real): return archive.encodeInline(.real(real))
        case .boolean(let flag): return archive.encodeInline(.boolean(flag))
        case .date(let seconds): return archive.encodeDate(timeIntervalSinceReferenceDate: seconds)
        case .array(let members): return archive.encodeArray { members.map { encodeConstantValue($0) } }
        case .classObject(let name): return archive.encodeString(name)
        }
    }
}
