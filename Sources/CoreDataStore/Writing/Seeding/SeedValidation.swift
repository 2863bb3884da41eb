import CoreDataModel

/// The checks Core Data makes when it saves: every attribute's rules (required, min/max, pattern)
/// on the value or its default, relationship counts, and uniqueness constraints.
enum SeedValidation {
    /// - Parameter checkingCounts: check relationship counts (not when some relationship value
    ///   could not be resolved: the counts would be wrong).
    static func validate(_ objects: [SeedObject], checkingCounts: Bool, problems: inout SeedProblems) {
        for object in objects {
            let entity = object.entity.entity
            for property in entity.allProperties where !property.isTransient {
                switch property.kind {
                case .attribute(let attribute), .compositeAttribute(let attribute as AttributeDescription):
                    guard !object.refused.contains(ObjectIdentifier(attribute)) else { continue }
                    for failure in attribute.validationFailures(for: value(of: attribute, in: object)) {
                        problems.add(object, key: attribute.name, failure.message)
                    }
                case .relationship(let relationship) where checkingCounts:
                    if let message = countProblem(relationship, count: object.objects(in: relationship).count) {
                        problems.add(object, key: relationship.name, message)
                    }
                case .relationship, .derivedAttribute, .fetchedProperty:
                    break
                }
            }
        }
        checkUniqueness(objects, problems: &problems)
    }

    /// The value an object stores for an attribute: the one given (nil for null), else the default.
    static func value(of attribute: AttributeDescription, in object: SeedObject) -> AttributeValue? {
        if let given = object.values[ObjectIdentifier(attribute)] { return given }
        return attribute.defaultValue
    }

    private static func countProblem(_ relationship: RelationshipDescription, count: Int) -> String? {
        if count == 0 {
            guard !relationship.isOptional else { return nil }
            return relationship.isToMany ? "a required relationship has no objects" : "a required relationship is not set"
        }
        guard relationship.isToMany else { return nil }
        if relationship.minCount > 0, count < relationship.minCount {
            return "has \(count) object\(count == 1 ? "" : "s"); at least \(relationship.minCount) are needed"
        }
        if relationship.maxCount > 0, count > relationship.maxCount {
            return "has \(count) objects; at most \(relationship.maxCount) are allowed"
        }
        return nil
    }

    /// Two objects of an entity (or its sub-entities) with equal values for every property of a
    /// constraint: the later one is reported. A constraint with an unset value is not checked.
    private static func checkUniqueness(_ objects: [SeedObject], problems: inout SeedProblems) {
        var entities: [EntityDescription] = []
        for object in objects {
            for entity in [object.entity.entity] + object.entity.entity.ancestors where !entities.contains(where: { $0 === entity }) {
                entities.append(entity)
            }
        }
        for entity in entities {
            let members = objects.filter { $0.entity.entity.isKind(of: entity) }
            for constraint in entity.uniquenessConstraints where !constraint.isEmpty {
                var seen: [[String]: SeedObject] = [:]
                for object in members {
                    guard let key = tuple(constraint, of: object) else { continue }
                    if let first = seen[key] {
                        let values = zip(constraint, key).map { "\"\($0)\" = \($1)" }.joined(separator: ", ")
                        problems.add(object, "\(values) is already used by \(first.label) (uniqueness constraint on \(constraint.joined(separator: ", ")))")
                    } else {
                        seen[key] = object
                    }
                }
            }
        }
    }

    private static func tuple(_ names: [String], of object: SeedObject) -> [String]? {
        var key: [String] = []
        for name in names {
            guard let property = object.entity.entity.property(named: name) else { return nil }
            if let attribute = property.kind.attribute {
                guard let value = value(of: attribute, in: object) else { return nil }
                key.append(value.description)
            } else if let relationship = property.kind.relationship {
                guard let target = object.objects(in: relationship).first, !relationship.isToMany else { return nil }
                key.append(target.label)
            } else {
                return nil
            }
        }
        return key
    }
}
