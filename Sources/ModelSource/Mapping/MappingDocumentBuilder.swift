import CoreDataModel
import FoundationEssentials
import HostSystem

/// Connects the store objects into a `MappingDocument`: the one mapping-model object, its entity
/// mappings (by their ids), their property mappings, and the two embedded model snapshots.
struct MappingDocumentBuilder {
    enum ObjectType {
        static let mappingModel = "XDDEVMAPPINGMODEL"
        static let entityMapping = "XDDEVENTITYMAPPING"
        static let attributeMapping = "XDDEVATTRIBUTEMAPPING"
        static let relationshipMapping = "XDDEVRELATIONSHIPMAPPING"
    }

    let path: String
    let objects: [MappingStoreObject]
    private let objectsByID: [String: MappingStoreObject]

    init(path: String, objects: [MappingStoreObject]) {
        self.path = path
        self.objects = objects
        objectsByID = Dictionary(objects.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func build() throws -> (document: MappingDocument, diagnostics: [Diagnostic]) {
        let models = objects.filter { $0.type == ObjectType.mappingModel }
        guard let model = models.first else {
            throw MappingStoreParser.located("no mapping model object (\(ObjectType.mappingModel)) in the document", path, 0)
        }
        guard models.count == 1 else {
            throw MappingStoreParser.located("\(models.count) mapping model objects in one document", path, models[1].line)
        }
        var diagnostics: [Diagnostic] = []
        let source = try snapshot(model, "sourcemodeldata", side: "source", diagnostics: &diagnostics)
        let destination = try snapshot(model, "destinationmodeldata", side: "destination", diagnostics: &diagnostics)
        let entityMappings = try members(of: model, "entitymappings", type: ObjectType.entityMapping).map(entityMapping)
        let ordered = entityMappings.enumerated().sorted { left, right in
            let (a, b) = (left.element.mappingNumber ?? Int.max, right.element.mappingNumber ?? Int.max)
            return a != b ? a < b : left.offset < right.offset
        }.map(\.element)
        let document = MappingDocument(path: path, sourceModelPath: string(model, "sourcemodelpath"),
                                       destinationModelPath: string(model, "destinationmodelpath"),
                                       sourceModel: source, destinationModel: destination, entityMappings: ordered)
        return (document, diagnostics)
    }

    private func entityMapping(_ object: MappingStoreObject) throws -> EntityMappingSource {
        EntityMappingSource(
            line: object.line,
            name: string(object, "name"),
            sourceEntityName: string(object, "sourcename"),
            destinationEntityName: string(object, "destinationname"),
            mappingNumber: try integer(object, "mappingnumber"),
            migrationPolicyClassName: string(object, "migrationpolicyclassname"),
            sourceFilterPredicate: string(object, "sourcefilterpredicatestring"),
            sourceExpressionData: try binary(object, "sourceexpressiondata"),
            userInfoData: try binary(object, "userinfodata"),
            attributeMappings: try members(of: object, "attributemappings", type: ObjectType.attributeMapping).map(propertyMapping),
            relationshipMappings: try members(of: object, "relationshipmappings", type: ObjectType.relationshipMapping).map(propertyMapping))
    }

    private func propertyMapping(_ object: MappingStoreObject) throws -> PropertyMappingSource {
        guard let name = string(object, "name") else {
            throw MappingStoreParser.located("property mapping \(object.id) names no destination property", path, object.line)
        }
        return PropertyMappingSource(line: object.line, name: name,
                                     valueExpressionData: try binary(object, "valueexpressiondata"),
                                     userInfoData: try binary(object, "userinfodata"),
                                     sourceKeyPath: string(object, "sourcekeypath"),
                                     sourceMappingName: string(object, "sourcemappingname"))
    }

    /// The objects a relationship refers to, which must exist and be of `type`.
    private func members(of object: MappingStoreObject, _ relationship: String, type: String) throws -> [MappingStoreObject] {
        try (object.relationships[relationship] ?? []).map { id in
            guard let member = objectsByID[id] else {
                throw MappingStoreParser.located("\(relationship) of object \(object.id) refers to '\(id)', which is not in the document", path, object.line)
            }
            guard member.type == type else {
                throw MappingStoreParser.located("\(relationship) of object \(object.id) refers to \(id), a \(member.type), not a \(type)", path, object.line)
            }
            return member
        }
    }

    // MARK: - Typed attribute values

    private func string(_ object: MappingStoreObject, _ name: String) -> String? {
        object.attributes[name]?.text
    }

    private func integer(_ object: MappingStoreObject, _ name: String) throws -> Int? {
        guard let attribute = object.attributes[name] else { return nil }
        guard let value = Int(attribute.text.trimmingWhitespaceAndNewlines()) else {
            throw MappingStoreParser.located("\(name) of object \(object.id) is '\(attribute.text)', not an integer", path, attribute.line)
        }
        return value
    }

    private func binary(_ object: MappingStoreObject, _ name: String) throws -> [UInt8]? {
        guard let attribute = object.attributes[name] else { return nil }
        // Xcode wraps the base64 text in lines (and indents it); nothing else may be mixed in.
        let compact = String(attribute.text.unicodeScalars.filter { !" \t\r\n".unicodeScalars.contains($0) })
        guard let data = Data(base64Encoded: compact), !data.isEmpty else {
            throw MappingStoreParser.located("\(name) of object \(object.id) is not base64 data", path, attribute.line)
        }
        return [UInt8](data)
    }

    /// A model snapshot: an archive of Xcode's internal model classes, read as the Xcode 3
    /// `elements` reader reads them, then resolved. Its diagnostics point at the attribute's line.
    private func snapshot(_ model: MappingStoreObject, _ name: String, side: String,
                          diagnostics: inout [Diagnostic]) throws -> ManagedObjectModel {
        guard let attribute = model.attributes[name], let bytes = try binary(model, name) else {
            throw MappingStoreParser.located("the mapping model has no \(side) model snapshot (\(name))", path, model.line)
        }
        let location = SourceLocation(file: path, line: attribute.line)
        var (read, found) = LegacyModelReader.read(bytes, file: path)
        if let read { found += ModelResolver.resolve(read) }
        let relabelled = found.map { diagnostic in
            var moved = diagnostic
            moved.location = location
            moved.message = "\(side) model snapshot: " + diagnostic.message.replacingOccurrences(
                of: "cannot read the Xcode 3 model archive", with: "cannot read the embedded model archive")
            return moved
        }
        diagnostics += relabelled.filter { $0.severity != .error }
        guard let read, !relabelled.hasErrors else { throw ModelError(diagnostics + relabelled.filter { $0.severity == .error }) }
        return read
    }
}
