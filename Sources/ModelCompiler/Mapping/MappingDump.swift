import CoreDataModel
import FoundationEssentials
import HostSystem

/// A mapping model as a `DumpValue` tree for `modelc dump`: every entity mapping with its type,
/// entities, hashes (base64, as `dump` prints model hashes) and property mappings.
public enum MappingDump {
    public static func tree(of mapping: MappingModel, name: String? = nil) -> DumpValue {
        var members: [(String, DumpValue)] = []
        if let name { members.append(("mappingModel", .string(name))) }
        members.append(("entityMappingCount", .integer(mapping.entityMappings.count)))
        members.append(("entityMappings", .list(mapping.entityMappings.map(entityMappingTree))))
        return .object(members)
    }

    static func entityMappingTree(_ mapping: EntityMapping) -> DumpValue {
        var members: [(String, DumpValue)] = [
            ("name", .string(mapping.name)),
            ("type", .string(mapping.mappingType.name)),
            ("sourceEntity", optional(mapping.sourceEntityName)),
            ("sourceEntityVersionHash", optional(mapping.sourceEntityVersionHash.map { Data($0).base64EncodedString() })),
            ("destinationEntity", optional(mapping.destinationEntityName)),
            ("destinationEntityVersionHash", optional(mapping.destinationEntityVersionHash.map { Data($0).base64EncodedString() })),
        ]
        switch mapping.sourceExpression {
        case nil:
            members.append(("sourceExpression", .null))
        case let .fetchRequest(request, context, countOnly)?:
            members.append(("sourceExpression", .object([
                ("fetchRequest", .string(request)), ("context", .string(context)), ("countOnly", .boolean(countOnly)),
            ])))
        case .expression(let text)?:
            members.append(("sourceExpression", .string(text)))
        }
        members.append(("migrationPolicyClassName", optional(mapping.migrationPolicyClassName)))
        members.append(("userInfo", userInfo(mapping.userInfo)))
        members.append(("attributeMappings", .list(mapping.attributeMappings.map(propertyMappingTree))))
        members.append(("relationshipMappings", .list(mapping.relationshipMappings.map(propertyMappingTree))))
        return .object(members)
    }

    static func propertyMappingTree(_ mapping: PropertyMapping) -> DumpValue {
        var members: [(String, DumpValue)] = [("name", .string(mapping.name)), ("valueExpression", optional(mapping.valueExpression))]
        if let info = mapping.userInfo { members.append(("userInfo", userInfo(info))) }
        return .object(members)
    }

    private static func optional(_ text: String?) -> DumpValue { text.map(DumpValue.string) ?? .null }

    private static func userInfo(_ info: [String: String]?) -> DumpValue {
        guard let info else { return .null }
        return .object(info.keys.sorted().map { ($0, .string(info[$0] ?? "")) })
    }
}
