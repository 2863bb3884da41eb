import CoreDataModel
import FoundationEssentials
import HostSystem

/// Reads a seed file with Foundation's JSON decoder: the top level keyed by concrete entity name,
/// each an array of objects, each object's `@id` unique in the file.
enum SeedDocument {
    static let idKey = "@id"

    /// The objects in `Z_ENT` order, then file order; problems for everything that is not of that
    /// shape.
    static func objects(fromJSON bytes: [UInt8], schema: StoreSchema, problems: inout SeedProblems) -> [SeedObject] {
        let parsed: SeedJSON
        do {
            parsed = try SeedJSON.parse(bytes)
        } catch {
            problems.add("not valid JSON: \((error as? SeedJSON.Invalid)?.message ?? "\(error)")")
            return []
        }
        guard case .object(let top) = parsed else {
            problems.add("the top level must be an object keyed by entity name, not \(SeedValues.kind(of: parsed))")
            return []
        }
        let byName = Dictionary(schema.entities.map { ($0.entity.name, $0) }, uniquingKeysWith: { first, _ in first })
        for name in top.keys.sorted(by: utf16Precedes) where byName[name] == nil {
            let suggestion = schema.entities.first { $0.entity.name.lowercased() == name.lowercased() }.map { " (did you mean \"\($0.entity.name)\"?)" } ?? ""
            problems.add("\"\(name)\": no entity of that name in the store\(suggestion)")
        }
        var objects: [SeedObject] = []
        for numbered in schema.entities {
            guard let value = top[numbered.entity.name] else { continue }
            let name = numbered.entity.name
            if numbered.entity.isAbstract {
                problems.add("\"\(name)\": the entity is abstract; give its objects under a concrete sub-entity")
                continue
            }
            guard case .array(let array) = value else {
                problems.add("\"\(name)\": expected an array of objects, found \(SeedValues.kind(of: value))")
                continue
            }
            for (index, element) in array.enumerated() {
                guard case .object(let members) = element else {
                    problems.add("\(name) #\(index + 1): expected an object, found \(SeedValues.kind(of: element))")
                    continue
                }
                objects.append(SeedObject(entity: numbered, index: index, members: members))
            }
        }
        assignIdentifiers(objects, problems: &problems)
        return objects
    }

    private static func assignIdentifiers(_ objects: [SeedObject], problems: inout SeedProblems) {
        var owners: [String: SeedObject] = [:]
        for object in objects {
            guard let value = object.members[idKey] else { continue }
            guard case .string(let id) = value else {
                problems.add(object, key: idKey, "must be a string, not \(SeedValues.kind(of: value))")
                continue
            }
            if let owner = owners[id] {
                problems.add(object, key: idKey, "\"\(id)\" is already the @id of \(owner.label)")
                continue
            }
            owners[id] = object
            object.id = id
        }
    }
}
