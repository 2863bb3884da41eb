import CoreDataModel
import FoundationEssentials
import HostSystem

/// Reads each object's members: attribute values converted (`SeedValues`), relationship values
/// resolved to objects by `@id`, and a problem for every key the entity does not store.
enum SeedMembers {
    /// A relationship value as the file gives it, before inverses are linked.
    struct Setting {
        var object: SeedObject
        var relationship: RelationshipDescription
        var key: String
    }

    /// Fills `values` and `related` of every object; returns the relationship settings in file order.
    static func read(_ objects: [SeedObject], problems: inout SeedProblems) -> [Setting] {
        var byID: [String: SeedObject] = [:]
        for object in objects { if let id = object.id { byID[id] = object } }
        var settings: [Setting] = []
        for object in objects {
            let entity = object.entity.entity
            let properties = entity.propertiesByName
            for key in object.members.keys.sorted(by: utf16Precedes) where key != SeedDocument.idKey {
                guard let json = object.members[key] else { continue }
                guard let property = properties[key] else {
                    let near = properties.keys.first { $0.lowercased() == key.lowercased() }.map { " (did you mean \"\($0)\"?)" } ?? ""
                    problems.add(object, key: key, "\(entity.name) has no property of that name\(near)")
                    continue
                }
                switch property.kind {
                case .fetchedProperty:
                    problems.add(object, key: key, "is a fetched property; the store does not hold it")
                case .derivedAttribute:
                    problems.add(object, key: key, "is a derived attribute; the store computes it")
                case .attribute(let attribute), .compositeAttribute(let attribute as AttributeDescription):
                    guard !attribute.isTransient else {
                        problems.add(object, key: key, "is transient; the store does not hold it")
                        continue
                    }
                    do {
                        object.values[ObjectIdentifier(attribute)] = .some(try SeedValues.attributeValue(json, for: attribute))
                    } catch {
                        object.refused.insert(ObjectIdentifier(attribute))
                        problems.add(object, key: key, (error as? SeedValues.Mismatch)?.message ?? "\(error)")
                    }
                case .relationship(let relationship):
                    guard !relationship.isTransient else {
                        problems.add(object, key: key, "is transient; the store does not hold it")
                        continue
                    }
                    if let targets = resolve(json, of: object, relationship: relationship, key: key, byID: byID, problems: &problems) {
                        object.related[ObjectIdentifier(relationship)] = targets
                        settings.append(Setting(object: object, relationship: relationship, key: key))
                    }
                }
            }
        }
        return settings
    }

    /// The objects a relationship value names: an `@id` (to-one) or an array of them (to-many);
    /// null is none. Nil when the value is wrong (the problem is recorded).
    private static func resolve(_ json: SeedJSON, of object: SeedObject, relationship: RelationshipDescription, key: String,
                                byID: [String: SeedObject], problems: inout SeedProblems) -> [SeedObject]? {
        if case .null = json { return [] }
        let ids: [SeedJSON]
        if relationship.isToMany {
            guard case .array(let array) = json else {
                problems.add(object, key: key, "a to-many relationship takes an array of @id strings, not \(SeedValues.kind(of: json))")
                return nil
            }
            ids = array
        } else {
            guard case .string = json else {
                problems.add(object, key: key, "a to-one relationship takes one @id string (or null), not \(SeedValues.kind(of: json))")
                return nil
            }
            ids = [json]
        }
        var targets: [SeedObject] = []
        var failed = false
        for element in ids {
            guard case .string(let id) = element else {
                problems.add(object, key: key, "expected @id strings, found \(SeedValues.kind(of: element))")
                failed = true
                continue
            }
            guard let target = byID[id] else {
                problems.add(object, key: key, "no object with @id \"\(id)\"")
                failed = true
                continue
            }
            if let destination = relationship.destinationEntity, !target.entity.entity.isKind(of: destination) {
                problems.add(object, key: key, "@id \"\(id)\" is \(target.label), but \"\(key)\" leads to \(destination.name)")
                failed = true
                continue
            }
            if targets.contains(where: { $0 === target }) {
                problems.add(object, key: key, "@id \"\(id)\" is listed twice")
                failed = true
                continue
            }
            targets.append(target)
        }
        return failed ? nil : targets
    }
}
