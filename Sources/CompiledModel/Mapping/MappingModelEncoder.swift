import CoreDataModel
import KeyedArchive
import PredicateSyntax

/// Writes a `MappingModel` as the `NSKeyedArchiver` archive `NSMappingModel` loads (a `.cdm`).
/// Classes, keys and their order come from the mapping tables (`EntityMappingField`, …); expressions are parsed from
/// their format text and archived by the compiled model's predicate encoder.
package enum MappingModelEncoder {
    /// - Throws: `MappingEncodingError` naming the mapping whose expression does not parse or
    ///   whose name is used twice.
    /// `layout` chooses the Xcode whose `mapc` output is reproduced.
    package static func encode(_ mapping: MappingModel, layout: ArchiveLayout = .newest) throws -> [UInt8] {
        let writer = MappingArchiveWriter(layout: MappingArchiveLayout(layout))
        let root = try writer.encode(mapping)
        return try writer.archive.finish(root: root)
    }

    /// One expression archived on its own, as Xcode's mapping editor stores a value expression
    /// inside `xcmapping.xml`.
    package static func archivedExpression(_ text: String) throws -> [UInt8] {
        let archiver = ModelArchiver(model: ManagedObjectModel(), layout: .newest)
        let root = archiver.encodeExpression(try parseExpression(text))
        return try archiver.archive.finish(root: root)
    }
}

/// Why a mapping model cannot be archived; `mapping` and `property` say where.
package struct MappingEncodingError: Error, CustomStringConvertible {
    package var mapping: String
    package var property: String?
    package var message: String

    package var description: String {
        let owner = property.map { "property mapping '\(mapping).\($0)'" } ?? "entity mapping '\(mapping)'"
        return "\(owner): \(message)"
    }
}

private final class MappingArchiveWriter {
    /// The predicate encoder lives on the model archiver; a mapping model has no model of its own.
    private let expressions: ModelArchiver
    private let sharesSelectorNames: Bool
    var archive: KeyedArchiveEncoder { expressions.archive }

    init(layout: MappingArchiveLayout) {
        expressions = ModelArchiver(model: ManagedObjectModel(), layout: layout.archive)
        sharesSelectorNames = layout.sharesSelectorNames
    }

    /// A string field: its own string object, `$null` when there is none.
    private func string(_ value: String?) -> ArchivedFieldValue {
        value.map { .reference(archive.encodeString($0)) } ?? .null
    }

    private func data(_ value: [UInt8]?) -> ArchivedFieldValue {
        value.map { .reference(archive.encodeInline(.data($0))) } ?? .null
    }

    private func userInfo(_ value: [String: String]?) -> ArchivedFieldValue {
        value.map { .reference(expressions.encodeUserInfo($0, keyOrder: [])) } ?? .null
    }

    /// A mapping's name is one string object: its `NSMappingName` and its key in the by-name index.
    private func mappingName(_ name: String) -> UID {
        archive.encodeString(name, id: ObjectKey("mappingName", name))
    }

    func encode(_ mapping: MappingModel) throws -> UID {
        var seen = Set<String>()
        for entityMapping in mapping.entityMappings where !seen.insert(entityMapping.name).inserted {
            throw MappingEncodingError(mapping: entityMapping.name, message: "the name is used by two entity mappings")
        }
        let keys = mapping.entityMappings.indices.map { ObjectKey(value: "entityMapping.\($0)") }
        return try archive.encodeObject(classChain: MappingModelField.classChain) { object in
            try object.encodeFields(MappingModelField.self) { field in
                switch field {
                case .entityMappings:
                    return .reference(try archive.encodeArray(classChain: MappingArchiveFacts.entityMappingsChain) {
                        try zip(mapping.entityMappings, keys).map { try encode($0, id: $1) }
                    })
                case .entityMappingsByName:
                    // Keys in the order the dictionary iterates them, inserted in mapping order.
                    let ordered = ModelArchiver.hashOrdered(Array(zip(mapping.entityMappings, keys)), name: { $0.0.name })
                    return .reference(try archive.encodeDictionary(classChain: MappingArchiveFacts.entityMappingsByNameChain) {
                        let names = ordered.map { mappingName($0.0.name) }
                        let objects = try ordered.map { try encode($0.0, id: $0.1) }
                        return zip(names, objects).map { (key: $0, value: $1) }
                    })
                }
            }
        }
    }

    private func encode(_ mapping: EntityMapping, id: ObjectKey) throws -> UID {
        // The source fetch names its entity with the very string object of NSSourceEntityName.
        var sourceNameUID: UID?
        return try archive.encodeObject(id, classChain: EntityMappingField.classChain) { object in
            try object.encodeFields(EntityMappingField.self) { field in
                switch field {
                case .name:
                    return .reference(mappingName(mapping.name))
                case .mappingType:
                    return .integer(Int64(mapping.mappingType.rawValue))
                case .sourceEntityName:
                    guard let name = mapping.sourceEntityName else { return .null }
                    let uid = archive.encodeString(name)
                    sourceNameUID = uid
                    return .reference(uid)
                case .sourceEntityVersionHash:
                    return data(mapping.sourceEntityVersionHash)
                case .destinationEntityName:
                    // A mapping named after its destination (an Add mapping) holds that one string.
                    if mapping.destinationEntityName == mapping.name { return .reference(mappingName(mapping.name)) }
                    return string(mapping.destinationEntityName)
                case .destinationEntityVersionHash:
                    return data(mapping.destinationEntityVersionHash)
                case .userInfo:
                    return userInfo(mapping.userInfo)
                case .sourceExpression:
                    guard let source = mapping.sourceExpression else { return .null }
                    return .reference(try encode(source, in: mapping, sourceName: sourceNameUID))
                case .migrationPolicyClassName:
                    return string(mapping.migrationPolicyClassName)
                case .attributeMappings:
                    return .reference(try encode(mapping.attributeMappings, in: mapping))
                case .relationshipMappings:
                    return .reference(try encode(mapping.relationshipMappings, in: mapping))
                }
            }
        }
    }

    private func encode(_ properties: [PropertyMapping], in owner: EntityMapping) throws -> UID {
        try archive.encodeArray(classChain: MappingArchiveFacts.propertyMappingsChain) {
            try properties.map { property in
                let expression = try property.valueExpression.map { try parse($0, owner: owner, property: property.name) }
                return archive.encodeObject(classChain: PropertyMappingField.classChain) { object in
                    object.encodeFields(PropertyMappingField.self) { field in
                        switch field {
                        case .name: return string(property.name)
                        case .valueExpression: return expression.map { .reference(encodeOwnExpression($0)) } ?? .null
                        case .propertyTransforms: return .null
                        case .userInfo: return userInfo(property.userInfo)
                        }
                    }
                }
            }
        }
    }

    private func encode(_ source: MappingSourceExpression, in owner: EntityMapping, sourceName: UID?) throws -> UID {
        switch source {
        case let .fetchRequest(requestText, contextText, countOnly):
            let request = try parse(requestText, owner: owner, property: nil)
            let context = try parse(contextText, owner: owner, property: nil)
            return archive.encodeObject(classChain: FetchRequestExpressionField.classChain) { object in
                object.encodeFields(FetchRequestExpressionField.self) { field in
                    switch field {
                    case .request:
                        // The request function's arguments are an immutable NSArray, as mapc builds it.
                        // The entity name is the mapping's own string; the predicate string one object per
                        // value in the whole file (mapc's `TRUEPREDICATE` constant).
                        return .reference(encodeOwnExpression(request, immutableArguments: true) { text in
                            if text == owner.sourceEntityName, let sourceName { return sourceName }
                            return self.archive.encodeString(text, id: ObjectKey("fetchRequestConstant", text))
                        })
                    case .context: return .reference(expressions.encodeExpression(context))
                    case .countOnly: return .bool(countOnly)
                    case .expressionType: return .integer(FetchRequestExpressionField.fetchRequestExpressionType)
                    }
                }
            }
        case .expression(let text):
            return expressions.encodeExpression(try parse(text, owner: owner, property: nil))
        }
    }

    /// An expression a mapping holds directly. When it is a function call, Xcode 12's mapc builds
    /// its selector name anew for each call: one string object per occurrence (its `.cdm` files
    /// repeat `destinationInstancesForEntityMappingNamed:…` and `fetchRequestForSourceEntityNamed:…`
    /// in every mapping); later ones write each name once.
    /// `constantString`, when given, makes the string object of each constant-string argument.
    private func encodeOwnExpression(_ expression: PredicateSyntax.Expression, immutableArguments: Bool = false,
                                     constantString: ((String) -> UID)? = nil) -> UID {
        guard case let .function(receiver, selector, arguments) = expression else {
            return expressions.encodeExpression(expression, immutableArguments: immutableArguments)
        }
        let chain = immutableArguments ? FoundationClassChain.array : FoundationClassChain.mutableArray
        return expressions.expressionObject(expression, FunctionExpressionField.self) { field in
            switch field {
            case .selectorName:
                return .reference(sharesSelectorNames ? expressions.sourceString(selector) : archive.encodeString(selector))
            case .operand:
                return .reference(expressions.encodeExpression(receiver))
            case .arguments:
                return .reference(archive.encodeArray(classChain: chain) {
                    arguments.map { argument in
                        if case .constant(.string(let text)) = argument, let constantString {
                            return expressions.encodeConstantExpression { constantString(text) }
                        }
                        return expressions.encodeExpression(argument)
                    }
                })
            }
        }
    }

    private func parse(_ text: String, owner: EntityMapping, property: String?) throws -> PredicateSyntax.Expression {
        do {
            return try parseExpression(text)
        } catch let error as PredicateSyntaxError {
            throw MappingEncodingError(mapping: owner.name, property: property,
                                       message: "expression '\(text)' does not parse: \(error.message) (column \(error.column))")
        }
    }
}
