import CompiledModel
import CoreDataModel
import ModelEvolution
import XCTest

/// A large model whose cross-references reach far across the archive loads back as the same graph.
final class LargeModelDecodingTests: XCTestCase {
    /// 300 entities whose relationships, inverses, superentities and fetched properties all point
    /// half the archive away.
    private func crossLinkedModel() -> ManagedObjectModel {
        let count = 300
        var entities: [EntityDescription] = []
        for index in 0..<count {
            let entity = EntityDescription(name: "E\(index)", isAbstract: index % 50 == 0)
            entity.userInfo = ["position": "\(index)"]
            for attribute in 0..<3 {
                let property = AttributeDescription(name: "a\(attribute)_\(index)", type: attribute == 0 ? .string : .integer32)
                property.isOptional = attribute != 1
                entity.addProperty(property)
            }
            let partner = (index + count / 2) % count
            let link = RelationshipDescription(name: "link\(index)", destination: "E\(partner)", toMany: index % 2 == 0)
            link.inverseName = "link\(partner)"
            entity.addProperty(link)
            let request = FetchRequest(name: "near\(index)", entityName: "E\(partner)", predicate: "a0_\(partner) == $NAME")
            entity.addProperty(FetchedPropertyDescription(name: "near\(index)", fetchRequest: request))
            if index % 7 == 3 { entity.superentityName = "E\((index + count / 2 - 1) % count)" }
            entities.append(entity)
        }
        let model = ManagedObjectModel(entities: entities)
        model.fetchRequestTemplates = [FetchRequest(name: "last", entityName: "E\(count - 1)", predicate: "a1_\(count - 1) > 3")]
        return model
    }

    func testLargeModelLoadsAsItWasEncoded() throws {
        let model = crossLinkedModel()
        XCTAssertEqual(ModelResolver.resolve(model).filter { $0.severity == .error }.map(\.message), [])
        let bytes = try CompiledModelEncoder.encode(model)
        let loaded = try CompiledModelDecoder.decode(bytes, path: "large.mom")
        XCTAssertEqual(ModelComparison.differences(model, loaded), [])
        var sourceHasher = VersionHasher(), loadedHasher = VersionHasher()
        XCTAssertEqual(sourceHasher.entityHashes(of: model), loadedHasher.entityHashes(of: loaded))
        XCTAssertEqual(loaded.entitiesByName["E3"]?.superentity?.name, "E152")
        let link = loaded.entitiesByName["E10"]?.propertiesByName["link10"] as? RelationshipDescription
        XCTAssertEqual(link?.inverseRelationship?.entity?.name, "E160")
    }
}
