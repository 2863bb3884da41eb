import CoreDataModel
import FoundationEssentials
import HostSystem

/// The value a derived attribute has when its object is inserted, for the derivations whose
/// meaning needs no expression evaluator: `relationship.@count` of a to-many, and a key path of
/// to-ones ending in an attribute (`author.name`). Other derivations stay NULL.
enum SeedDerivedValues {
    static func value(of derived: DerivedAttributeDescription, in object: SeedObject) -> AttributeValue? {
        let path = derived.derivationExpression.trimmingWhitespace().split(separator: ".").map(String.init)
        guard let first = path.first else { return nil }
        if path.count == 2, path[1] == "@count",
           let relationship = object.entity.entity.property(named: first)?.kind.relationship, relationship.isToMany {
            return .integer(Int64(object.objects(in: relationship).count))
        }
        var current = object
        for (index, name) in path.enumerated() {
            guard let property = current.entity.entity.property(named: name) else { return nil }
            if index == path.count - 1 {
                guard let attribute = property.kind.attribute, property.kind.derivedAttribute == nil else { return nil }
                return SeedValidation.value(of: attribute, in: current)
            }
            guard let relationship = property.kind.relationship, !relationship.isToMany,
                  let next = current.objects(in: relationship).first else { return nil }
            current = next
        }
        return nil
    }
}
