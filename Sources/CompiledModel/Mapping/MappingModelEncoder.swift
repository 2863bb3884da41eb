import CoreDataModel
import KeyedArchive
import PredicateSyntax

/// Writes a `MappingModel` as the `NSKeyedArchiver` archive `NSMappingModel` loads (a `.cdm`).
/// Classes, keys and their order come from `MappingArchiveSchema`; expressions are parsed from
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

/// One field of an archived object, written when its turn in the schema's key order comes.
private enum Field {
    case reference(() throws -> UID)
    case integer(Int64)
    case boolean(Bool)
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

    /// An object of `type` whose fields are written in the schema's order; a key without a field
    /// is written as nil (`$null`), as `NSEntityMapping` writes every key.
    private func object(_ type: MappingArchiveSchema.ArchivedClass, id: ObjectKey? = nil, _ fields: [String: Field]) throws -> UID {
        try archive.encodeObject(id, classChain: type.chain) { object in
            for key in type.keys {
                switch fields[key] {
                case nil: object.encodeNil(forKey: key)
                case .reference(let make)?: object.encodeReference(try make(), forKey: key)
                case .integer(let value)?: object.encode(value, forKey: key)
                case .boolean(let value)?: object.encode(value, forKey: key)
                }
            }
        }
    }

    private func string(_ value: String?) -> Field? {
        value.map { text in .reference { self.archive.encodeString(text) } }
    }

    private func data(_ value: [UInt8]?) -> Field? {
        value.map { bytes in .reference { self.archive.encodeInline(.data(bytes)) } }
    }

    private func userInfo(_ value: [String: String]?) -> Field? {
        value.map { info in .reference { self.expressions.encodeUserInfo(info, keyOrder: []) } }
    }

    /// A mapping's name is one string object: its `NSMappingName` and its key in the by-name index.
    private func mappingName(_ name: String) -> UID {
        archive.encodeString(name, id: ObjectKey("mappingName", name))
    }

    func encode(_ mapping: MappingModel) throws -> UID {
        typealias Key = MappingArchiveSchema.Key
        var seen = Set<String>()
        for entityMapping in mapping.entityMappings where !seen.insert(entityMapping.name).inserted {
            throw MappingEncodingError(mapping: entityMapping.name, message: "the name is used by two entity mappings")
        }
        let keys = mapping.entityMappings.indices.map { ObjectKey(value: "entityMapping.\($0)") }
        return try object(MappingArchiveSchema.mappingModel, [
            Key.entityMappings: .reference {
                try self.archive.encodeArray(classChain: MappingArchiveSchema.entityMappingsChain) {
                    try zip(mapping.entityMappings, keys).map { try self.encode($0, id: $1) }
                }
            },
            Key.entityMappingsByName: .reference {
                // Keys in the order the dictionary iterates them, inserted in mapping order.
                let ordered = self.expressions.hashOrdered(Array(zip(mapping.entityMappings, keys)), name: { $0.0.name })
                return try self.archive.encodeDictionary(classChain: MappingArchiveSchema.entityMappingsByNameChain) {
                    let names = ordered.map { self.mappingName($0.0.name) }
                    let objects = try ordered.map { try self.encode($0.0, id: $0.1) }
                    return zip(names, objects).map { (key: $0, value: $1) }
                }
            },
        ])
    }

    private func encode(_ mapping: EntityMapping, id: ObjectKey) throws -> UID {
        typealias Key = MappingArchiveSchema.Key
        var fields: [String: Field] = [
            Key.mappingType: .integer(Int64(mapping.mappingType.rawValue)),
            Key.attributeMappings: .reference { try self.encode(mapping.attributeMappings, in: mapping) },
            Key.relationshipMappings: .reference { try self.encode(mapping.relationshipMappings, in: mapping) },
        ]
        fields[Key.mappingName] = .reference { self.mappingName(mapping.name) }
        // The source fetch names its entity with the very string object of NSSourceEntityName.
        var sourceNameUID: UID?
        if let name = mapping.sourceEntityName {
            fields[Key.sourceEntityName] = .reference {
                let uid = self.archive.encodeString(name)
                sourceNameUID = uid
                return uid
            }
        }
        fields[Key.sourceEntityVersionHash] = data(mapping.sourceEntityVersionHash)
        if mapping.destinationEntityName == mapping.name {
            // A mapping named after its destination (an Add mapping) holds that one string.
            fields[Key.destinationEntityName] = .reference { self.mappingName(mapping.name) }
        } else {
            fields[Key.destinationEntityName] = string(mapping.destinationEntityName)
        }
        fields[Key.destinationEntityVersionHash] = data(mapping.destinationEntityVersionHash)
        fields[Key.migrationPolicyClassName] = string(mapping.migrationPolicyClassName)
        fields[Key.userInfo] = userInfo(mapping.userInfo)
        if let source = mapping.sourceExpression {
            fields[Key.sourceExpression] = .reference { try self.encode(source, in: mapping, sourceName: sourceNameUID) }
        }
        return try object(MappingArchiveSchema.entityMapping, id: id, fields)
    }

    private func encode(_ properties: [PropertyMapping], in owner: EntityMapping) throws -> UID {
        typealias Key = MappingArchiveSchema.Key
        return try archive.encodeArray(classChain: MappingArchiveSchema.propertyMappingsChain) {
            try properties.map { property in
                var fields: [String: Field] = [:]
                fields[Key.destinationPropertyName] = string(property.name)
                fields[Key.userInfo] = userInfo(property.userInfo)
                if let text = property.valueExpression {
                    let expression = try parse(text, owner: owner, property: property.name)
                    fields[Key.valueExpression] = .reference { self.encodeOwnExpression(expression) }
                }
                return try object(MappingArchiveSchema.propertyMapping, fields)
            }
        }
    }

    private func encode(_ source: MappingSourceExpression, in owner: EntityMapping, sourceName: UID?) throws -> UID {
        typealias Key = MappingArchiveSchema.Key
        switch source {
        case let .fetchRequest(requestText, contextText, countOnly):
            let request = try parse(requestText, owner: owner, property: nil)
            let context = try parse(contextText, owner: owner, property: nil)
            return try object(MappingArchiveSchema.fetchRequestExpression, [
                // The request function's arguments are an immutable NSArray, as mapc builds it.
                Key.fetchRequestExpression: .reference {
                    // The entity name is the mapping's own string; the predicate string one object per
                    // value in the whole file (mapc's `TRUEPREDICATE` constant).
                    self.encodeOwnExpression(request, immutableArguments: true) { text in
                        if text == owner.sourceEntityName, let sourceName { return sourceName }
                        return self.archive.encodeString(text, id: ObjectKey("fetchRequestConstant", text))
                    }
                },
                Key.contextExpression: .reference { self.expressions.encodeExpression(context) },
                Key.countOnly: .boolean(countOnly),
                Key.expressionType: .integer(MappingArchiveSchema.fetchRequestExpressionType),
            ])
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
        return archive.encodeObject(classChain: ClassChain.expression(expression.archivedClassName)) { object in
            object.encode(expression.expressionType, forKey: CompiledModel.Key.expressionType)
            let selectorName = sharesSelectorNames ? expressions.sourceString(selector) : archive.encodeString(selector)
            object.encodeReference(selectorName, forKey: CompiledModel.Key.selectorName)
            object.encodeReference(expressions.encodeExpression(receiver), forKey: CompiledModel.Key.operand)
            object.encodeReference(archive.encodeArray(classChain: chain) { arguments.map { argument in
                if case .constant(.string(let text)) = argument, let constantString {
                    return expressions.encodeConstantExpression { constantString(text) }
                }
                return expressions.encodeExpression(argument)
            } },
                                   forKey: CompiledModel.Key.arguments)
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
