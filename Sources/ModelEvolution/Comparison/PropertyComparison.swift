import CompiledModel
import CoreDataModel

/// Field-by-field comparison of two properties (of any kind), in the terms the compiled model
/// expresses: facts the archive does not carry (source locations, code generation) are left out.
package enum PropertyComparison {
    /// Every field of `old` that differs in `new`. `indexed` says whether each side is indexed
    /// through a one-element fetch index of its entity (the archive folds that into `indexed`).
    package static func changes(from old: PropertyDescription, to new: PropertyDescription,
                               indexed: (old: Bool, new: Bool) = (false, false)) -> [FieldChange] {
        changes(from: old, to: new, indexed: indexed, recordsEveryField: false)
    }

    static func changes(from old: PropertyDescription, to new: PropertyDescription, indexed: (old: Bool, new: Bool),
                        recordsEveryField: Bool) -> [FieldChange] {
        var out = ChangeCollector {
            guard VersionHashedFields.feedsEntityHash(old) || VersionHashedFields.feedsEntityHash(new) else { return [] }
            // A change of kind (attribute ↔ relationship) swaps one hash layout for another.
            return VersionHashedField.fields(of: old).union(VersionHashedField.fields(of: new)).union(["kind"])
        }
        out.recordsEveryField = recordsEveryField
        compare(old, new, indexed: indexed, into: &out)
        return out.changes
    }

    static func compare(_ a: PropertyDescription, _ b: PropertyDescription, indexed: (old: Bool, new: Bool),
                        into out: inout ChangeCollector) {
        out.check(a.kindName, b.kindName, "kind")
        out.check(a.name, b.name, "name")
        if a.kind.fetchedProperty == nil {
            // A derived attribute is archived read-only and never transient, whatever its source says.
            let aDerived = a.kind.derivedAttribute != nil, bDerived = b.kind.derivedAttribute != nil
            out.check(a.isOptional, b.isOptional, "optional")
            out.check(a.isTransient && !aDerived, b.isTransient && !bDerived, "transient")
            out.check(a.isReadOnly || aDerived, b.isReadOnly || bDerived, "read-only")
        }
        out.check(a.isIndexedBySpotlight, b.isIndexedBySpotlight, "spotlight")
        out.check(a.isStoredInExternalRecord, b.isStoredInExternalRecord, "external record")
        out.check(a.effectiveRenamingIdentifier, b.effectiveRenamingIdentifier, "renaming identifier")
        out.check(NormalForms.nonEmpty(a.versionHashModifier), NormalForms.nonEmpty(b.versionHashModifier), "version hash modifier")
        out.check(a.userInfo, b.userInfo, "user info")
        if out.recordsEveryField || a.validationRules != b.validationRules {
            out.check(a.validationRules.map(ruleText), b.validationRules.map(ruleText), "validation rules")
        }
        if let x = a.kind.attribute, let y = b.kind.attribute {
            compareAttributes(x, y, indexed: indexed, into: &out)
            return
        }
        switch (a.kind, b.kind) {
        case let (.relationship(x), .relationship(y)):
            out.check(x.destinationEntityName, y.destinationEntityName, "destination")
            out.check(NormalForms.nonEmpty(x.inverseName), NormalForms.nonEmpty(y.inverseName), "inverse")
            out.check(x.minCount, y.minCount, "min count")
            out.check(x.maxCount, y.maxCount, "max count")
            out.check(x.deleteRule.sourceName, y.deleteRule.sourceName, "delete rule")
            out.check(x.isOrdered && x.isToMany, y.isOrdered && y.isToMany, "ordered")
        case let (.fetchedProperty(x), .fetchedProperty(y)):
            FetchRequestComparison.compare(x.fetchRequest, y.fetchRequest, prefix: "request ", into: &out)
        default:
            break
        }
    }

    private static func ruleText(_ rule: ValidationRule) -> String {
        "\(DerivationFormat.canonicalPredicate(rule.predicate)) / \(rule.warning)"
    }

    private static func compareAttributes(_ a: AttributeDescription, _ b: AttributeDescription,
                                          indexed: (old: Bool, new: Bool), into out: inout ChangeCollector) {
        let type = a.attributeType
        out.check(type.sourceName ?? "Undefined", b.attributeType.sourceName ?? "Undefined", "type")
        out.check(NormalForms.archivedClassName(a), NormalForms.archivedClassName(b), "value class")
        // Normal forms only where the raw values differ: equal values are equal in any form.
        if out.recordsEveryField || a.defaultValue != b.defaultValue || type != b.attributeType {
            out.check(NormalForms.value(a.defaultValue, type), NormalForms.value(b.defaultValue, type), "default")
        }
        if out.recordsEveryField || a.minValue != b.minValue || type != b.attributeType {
            out.check(NormalForms.value(a.minValue, NormalForms.boundType(type)), NormalForms.value(b.minValue, NormalForms.boundType(type)), "min")
        }
        if out.recordsEveryField || a.maxValue != b.maxValue || type != b.attributeType {
            out.check(NormalForms.value(a.maxValue, NormalForms.boundType(type)), NormalForms.value(b.maxValue, NormalForms.boundType(type)), "max")
        }
        out.check(NormalForms.nonEmpty(a.regularExpression), NormalForms.nonEmpty(b.regularExpression), "regular expression")
        out.check(NormalForms.transformer(a.valueTransformerName), NormalForms.transformer(b.valueTransformerName), "transformer")
        out.check(a.allowsExternalBinaryDataStorage, b.allowsExternalBinaryDataStorage, "external storage")
        out.check(a.preservesValueInHistoryOnDeletion, b.preservesValueInHistoryOnDeletion, "preserve after deletion")
        out.check(a.allowsCloudEncryption, b.allowsCloudEncryption, "cloud encryption")
        out.check(a.isIndexed || indexed.old, b.isIndexed || indexed.new, "indexed")
        switch (a.kind, b.kind) {
        case let (.derivedAttribute(x), .derivedAttribute(y)):
            if out.recordsEveryField || x.derivationExpression != y.derivationExpression {
                out.check(NormalForms.derivation(x.derivationExpression), NormalForms.derivation(y.derivationExpression), "derivation")
            }
            out.check(x.filteringPredicate.map(DerivationFormat.canonicalPredicate),
                      y.filteringPredicate.map(DerivationFormat.canonicalPredicate), "filtering predicate")
        case let (.compositeAttribute(x), .compositeAttribute(y)):
            out.check(x.elements.map(\.name), y.elements.map(\.name), "composite elements")
            for (ex, ey) in zip(x.elements, y.elements) {
                // A leaf feeds the composite's hash unless it is transient.
                let leafVisible = !out.hashed.isEmpty && !(ex.isTransient && ey.isTransient)
                var inner = ChangeCollector(prefix: out.prefix + ex.name + ".") { leafVisible ? VersionHashedField.fields(of: ex) : [] }
                inner.recordsEveryField = out.recordsEveryField
                compare(ex, ey, indexed: (false, false), into: &inner)
                out.changes += inner.changes
            }
        default:
            break
        }
    }
}

/// Field-by-field comparison of fetch requests (templates and fetched properties' requests).
enum FetchRequestComparison {
    static func compare(_ a: FetchRequest, _ b: FetchRequest, prefix: String, into out: inout ChangeCollector) {
        out.check(a.entity?.name ?? a.entityName, b.entity?.name ?? b.entityName, prefix + "entity")
        if out.recordsEveryField || a.predicate != b.predicate {
            out.check(NormalForms.predicate(a.predicate), NormalForms.predicate(b.predicate), prefix + "predicate")
        }
        out.check(a.fetchLimit, b.fetchLimit, prefix + "limit")
        out.check(a.fetchOffset, b.fetchOffset, prefix + "offset")
        out.check(a.fetchBatchSize, b.fetchBatchSize, prefix + "batch size")
        out.check(a.resultType.rawValue, b.resultType.rawValue, prefix + "result type")
        out.check(flags(a), flags(b), prefix + "flags")
    }

    private static func flags(_ request: FetchRequest) -> [Bool] {
        var values = [request.returnsDistinctResults, request.includesSubentities, request.includesPropertyValues,
                      request.returnsObjectsAsFaults, request.includesPendingChanges]
        if request.resultType == .dictionaries { values[4] = false }
        if request.resultType == .managedObjectIDs { values[2] = false }
        return values
    }
}
