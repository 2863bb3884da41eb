import CoreDataModel
import KeyedArchive
import PredicateSyntax

/// Reads a `.cdm` (an `NSMappingModel` archive) back into a `MappingModel`, by the same schema
/// tables the encoder writes with. Expressions become their format text.
package enum MappingModelDecoder {
    /// - Throws: `ModelError` at `path` (line 0) naming what could not be read.
    package static func decode(_ bytes: [UInt8], path: String) throws -> MappingModel {
        let location = SourceLocation(file: path)
        do {
            let archive = try KeyedArchiveDecoder(bytes: bytes)
            let reader = MappingArchiveReader(unarchiver: ModelUnarchiver(archive: archive, location: location))
            return try reader.mappingModel(try archive.root())
        } catch let error as ModelError {
            throw error
        } catch {
            throw ModelError("not a loadable mapping model: \(error)", at: location)
        }
    }

    /// The format text of an archived `NSExpression` (a value expression Xcode's mapping editor
    /// stores); `path` labels the error.
    package static func expressionText(archivedExpression bytes: [UInt8], path: String) throws -> String {
        let location = SourceLocation(file: path)
        do {
            let archive = try KeyedArchiveDecoder(bytes: bytes)
            let unarchiver = ModelUnarchiver(archive: archive, location: location)
            return try MappingArchiveReader(unarchiver: unarchiver).expressionText(try archive.root())
        } catch let error as ModelError {
            throw error
        } catch {
            throw ModelError("not an archived expression: \(error)", at: location)
        }
    }

    /// An archived custom source expression (an `NSFetchRequestExpression` or any other).
    package static func sourceExpression(archived bytes: [UInt8], path: String) throws -> MappingSourceExpression {
        try withRoot(bytes, path: path, what: "an archived expression") { reader, root in try reader.sourceExpression(root) }
    }

    /// An archived user-info dictionary.
    package static func userInfo(archived bytes: [UInt8], path: String) throws -> [String: String] {
        try withRoot(bytes, path: path, what: "an archived dictionary") { reader, root in
            guard root.isKind(of: ArchiveClass.dictionary) else { throw reader.unarchiver.failure("\(root.contextDescription) is not a dictionary") }
            var result: [String: String] = [:]
            for (key, value) in try root.stringKeyedEntries() {
                guard case .string(let text)? = value else {
                    throw reader.unarchiver.failure("user info key '\(key)' is not a string")
                }
                result[key] = text
            }
            return result
        }
    }

    private static func withRoot<T>(_ bytes: [UInt8], path: String, what: String,
                                    _ body: (MappingArchiveReader, ArchivedObject) throws -> T) throws -> T {
        let location = SourceLocation(file: path)
        do {
            let archive = try KeyedArchiveDecoder(bytes: bytes)
            return try body(MappingArchiveReader(unarchiver: ModelUnarchiver(archive: archive, location: location)), try archive.root())
        } catch let error as ModelError {
            throw error
        } catch {
            throw ModelError("not \(what): \(error)", at: location)
        }
    }
}

private struct MappingArchiveReader {
    let unarchiver: ModelUnarchiver

    private func check<Fields: ArchivedFields>(_ object: ArchivedObject, is _: Fields.Type) throws {
        let name = Fields.classChain[0]
        guard object.isKind(of: name) else {
            throw unarchiver.failure("\(object.contextDescription) is not an \(name)")
        }
    }

    func mappingModel(_ root: ArchivedObject) throws -> MappingModel {
        try check(root, is: MappingModelField.self)
        let members = try unarchiver.objects(in: root, forKey: MappingModelField.entityMappings.key)
        return MappingModel(entityMappings: try members.map(entityMapping))
    }

    private func entityMapping(_ object: ArchivedObject) throws -> EntityMapping {
        try check(object, is: EntityMappingField.self)
        let name = try unarchiver.require(object.string(forKey: EntityMappingField.name.key), "the name of \(object.contextDescription)")
        let code = try object.integer(forKey: EntityMappingField.mappingType.key) ?? 0
        guard let type = EntityMappingType(rawValue: Int(clamping: code)) else {
            throw unarchiver.failure("entity mapping '\(name)' has unknown mapping type \(code)")
        }
        return EntityMapping(
            name: name, mappingType: type,
            sourceEntityName: try object.string(forKey: EntityMappingField.sourceEntityName.key),
            sourceEntityVersionHash: try object.data(forKey: EntityMappingField.sourceEntityVersionHash.key),
            destinationEntityName: try object.string(forKey: EntityMappingField.destinationEntityName.key),
            destinationEntityVersionHash: try object.data(forKey: EntityMappingField.destinationEntityVersionHash.key),
            sourceExpression: try object.object(forKey: EntityMappingField.sourceExpression.key).map(sourceExpression),
            migrationPolicyClassName: try object.string(forKey: EntityMappingField.migrationPolicyClassName.key),
            attributeMappings: try unarchiver.objects(in: object, forKey: EntityMappingField.attributeMappings.key).map(propertyMapping),
            relationshipMappings: try unarchiver.objects(in: object, forKey: EntityMappingField.relationshipMappings.key).map(propertyMapping),
            userInfo: try userInfo(object, forKey: EntityMappingField.userInfo.key))
    }

    private func propertyMapping(_ object: ArchivedObject) throws -> PropertyMapping {
        try check(object, is: PropertyMappingField.self)
        let name = try unarchiver.require(object.string(forKey: PropertyMappingField.name.key),
                                          "the destination property name of \(object.contextDescription)")
        return PropertyMapping(name: name, valueExpression: try object.object(forKey: PropertyMappingField.valueExpression.key).map(expressionText),
                               userInfo: try userInfo(object, forKey: PropertyMappingField.userInfo.key))
    }

    func sourceExpression(_ object: ArchivedObject) throws -> MappingSourceExpression {
        guard object.isKind(of: FetchRequestExpressionField.classChain[0]) else {
            return .expression(try expressionText(object))
        }
        let request = try unarchiver.require(object.object(forKey: FetchRequestExpressionField.request.key), "the request of \(object.contextDescription)")
        let context = try unarchiver.require(object.object(forKey: FetchRequestExpressionField.context.key), "the context of \(object.contextDescription)")
        return .fetchRequest(request: try expressionText(request), context: try expressionText(context),
                             countOnly: try object.bool(forKey: FetchRequestExpressionField.countOnly.key) ?? false)
    }

    /// The expression's format text, which must parse back to the very same expression: a
    /// mapping keeps expressions as text, and text that reads differently (a key with an operator
    /// character in it, say) would silently change the migration.
    func expressionText(_ object: ArchivedObject) throws -> String {
        let expression = try unarchiver.decodeExpression(object, depth: 0)
        let text = expression.format
        guard (try? parseExpression(text)) == expression else {
            throw unarchiver.failure("\(object.contextDescription) holds an expression that has no format text (it prints as '\(text)', which reads differently)")
        }
        return text
    }

    private func userInfo(_ object: ArchivedObject, forKey key: String) throws -> [String: String]? {
        guard try object.object(forKey: key) != nil else { return nil }
        return try unarchiver.userInfo(in: object, forKey: key)
    }
}
