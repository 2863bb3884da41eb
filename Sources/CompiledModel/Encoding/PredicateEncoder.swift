import CoreDataModel
import KeyedArchive
import PredicateSyntax

/// Predicates and expressions as Foundation archives them (Documentation/Formats.md "Predicates and expressions"):
/// one object per AST node, with the operator object carrying
/// type, modifier and options, key paths as `NSKeyPathExpression` over the one shared
/// `NSSelfExpression` of the archive.
extension ModelArchiver {
    private static let selfExpressionKey = ObjectKey(value: "CompiledModel.sharedSelfExpression")

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
            return archive.encodeObject(classChain: ClassChain.compoundPredicate) { object in
                object.encode(type.rawValue, forKey: Key.compoundPredicateType)
                object.encodeReference(archive.encodeArray { subpredicates.map { encodePredicate($0) } }, forKey: Key.subpredicates)
            }
        }
    }

    func encodeComparison(left: () -> UID, operator op: ComparisonOperator, right: () -> UID,
                          modifier: ComparisonModifier = .direct, options: ComparisonOptions = []) -> UID {
        archive.encodeObject(classChain: ClassChain.comparisonPredicate) { object in
            object.encodeReference(left(), forKey: Key.leftExpression)
            object.encodeReference(right(), forKey: Key.rightExpression)
            object.encodeReference(encodeOperator(op, modifier: modifier, options: options), forKey: Key.predicateOperator)
        }
    }

    /// The operator object: base keys plus the class-specific option/variant keys.
    private func encodeOperator(_ op: ComparisonOperator, modifier: ComparisonModifier, options: ComparisonOptions) -> UID {
        archive.encodeObject(classChain: op.archivedClassChain) { object in
            object.encode(op.typeNumber, forKey: Key.operatorType)
            object.encode(modifier.rawValue, forKey: Key.modifier)
            switch op {
            case .lessThan, .lessThanOrEqualTo, .greaterThan, .greaterThanOrEqualTo:
                object.encode(op.comparisonVariant ?? op.typeNumber, forKey: Key.variant)
                object.encode(options.rawValue, forKey: Key.options)
            case .equalTo, .notEqualTo:
                object.encode(op.equalityNegates ?? false, forKey: Key.negate)
                object.encode(options.rawValue, forKey: Key.options)
            case .matches, .like, .in, .contains:
                object.encode(options.rawValue, forKey: Key.flags)
            case .beginsWith, .endsWith:
                object.encode(options.rawValue, forKey: Key.flags)
                object.encode(op.substringPosition ?? 0, forKey: Key.position)
            case .customSelector(let selector):
                object.encodeReference(archive.encodeString(selector), forKey: Key.selectorName)
            case .between, .utiEquals, .utiConformsTo:
                break
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
            return archive.encodeObject(Self.selfExpressionKey, classChain: ClassChain.expression(ArchiveClass.selfExpression)) { object in
                object.encode(1, forKey: Key.expressionType)
            }
        case .constant(let value):
            switch value {
            case .classObject(let name):
                return expressionObject(expression) { object in
                    object.encodeReference(archive.encodeString(name), forKey: Key.constantValueClassName)
                }
            case .null:
                return expressionObject(expression) { object in
                    object.encodeNil(forKey: Key.constantValueClassName)
                }
            default:
                return encodeConstantExpression { self.encodeConstantValue(value) }
            }
        case .variable(let name):
            return expressionObject(expression) { object in
                object.encodeReference(archive.encodeString(name), forKey: Key.variable)
            }
        case let .keyPath(path, operand):
            return expressionObject(expression) { object in
                // Function expressions encode the selector, then the operand, then the arguments;
                // a selector's name is one string object per name.
                object.encodeReference(sourceString(expression.keyPathSelectorName ?? "valueForKeyPath:"), forKey: Key.selectorName)
                object.encodeReference(encodeExpression(operand), forKey: Key.operand)
                object.encodeReference(archive.encodeArray(classChain: FoundationClassChain.mutableArray) {
                    [archive.encodeObject(classChain: ClassChain.keyPathSpecifier) { specifier in
                        specifier.encode(10, forKey: Key.expressionType)
                        specifier.encodeReference(archive.encodeString(path), forKey: Key.keyPath)
                    }]
                }, forKey: Key.arguments)
            }
        case let .function(receiver, selector, arguments):
            return expressionObject(expression) { object in
                object.encodeReference(sourceString(selector), forKey: Key.selectorName)
                object.encodeReference(encodeExpression(receiver), forKey: Key.operand)
                let chain = immutableArguments ? FoundationClassChain.array : FoundationClassChain.mutableArray
                object.encodeReference(archive.encodeArray(classChain: chain) { arguments.map { encodeExpression($0) } },
                                       forKey: Key.arguments)
            }
        case let .setOperation(_, left, right):
            return expressionObject(expression) { object in
                object.encodeReference(encodeExpression(left), forKey: Key.leftExpression)
                object.encodeReference(encodeExpression(right), forKey: Key.rightExpression)
            }
        case .symbolic(let token):
            return expressionObject(expression) { object in
                object.encodeReference(archive.encodeString(token.rawValue), forKey: Key.token)
            }
        case let .assignment(variable, value):
            return expressionObject(expression) { object in
                object.encodeReference(archive.encodeString(variable), forKey: Key.assignmentVariable)
                object.encodeReference(encodeExpression(value), forKey: Key.subexpression)
            }
        case let .subquery(collection, variable, predicate):
            return expressionObject(expression) { object in
                object.encodeReference(encodeExpression(collection), forKey: Key.subqueryCollection)
                object.encodeReference(archive.encodeString(variable), forKey: Key.variable)
                object.encodeReference(encodePredicate(predicate), forKey: Key.subqueryPredicate)
            }
        case .aggregate(let members):
            return expressionObject(expression) { object in
                object.encodeReference(archive.encodeArray { members.map { encodeExpression($0) } }, forKey: Key.collection)
            }
        case .anyKey:
            return expressionObject(expression) { _ in }
        case let .ternary(condition, ifTrue, ifFalse):
            return expressionObject(expression) { object in
                object.encodeReference(encodePredicate(condition), forKey: Key.ternaryPredicate)
                object.encodeReference(encodeExpression(ifTrue), forKey: Key.trueExpression)
                object.encodeReference(encodeExpression(ifFalse), forKey: Key.falseExpression)
            }
        }
    }

    /// An `NSConstantValueExpression` whose value `value` archives (after the expression itself
    /// is numbered, as Foundation encodes it).
    func encodeConstantExpression(_ value: () -> UID) -> UID {
        archive.encodeObject(classChain: ClassChain.expression(ArchiveClass.constantValueExpression)) { object in
            object.encode(0, forKey: Key.expressionType)
            object.encodeReference(value(), forKey: Key.constantValue)
        }
    }

    /// One expression object: class from the AST node, `NSExpressionType` (NSExpression encodes it
    /// before its subclass's fields), then the body fields.
    private func expressionObject(_ expression: PredicateSyntax.Expression, body: (inout ObjectWriter) -> Void) -> UID {
        archive.encodeObject(classChain: ClassChain.expression(expression.archivedClassName)) { object in
            object.encode(expression.expressionType, forKey: Key.expressionType)
            body(&object)
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
