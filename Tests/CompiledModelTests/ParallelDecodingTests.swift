import CompiledModel
import CoreDataModel
import KeyedArchive
import ModelEvolution
import XCTest

/// Models of 64 entities or more are decoded in two halves side by side; the result must be the
/// sequential one: the same graph, and of several broken entities the first in archive order named.
final class ParallelDecodingTests: XCTestCase {
    /// 300 entities whose relationships, inverses, superentities and fetched properties all cross
    /// from one half of the archive into the other.
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

    /// Breaks the user info of the entities at `positions` (in NSEntities order) — a key only the
    /// entity's own decoding reads, so each failure names its own entity — and returns the archive
    /// and the UIDs of the broken entity objects, in that order.
    private func archive(breakingEntitiesAt positions: [Int]) throws -> (bytes: [UInt8], broken: [UID]) {
        let bytes = try CompiledModelEncoder.encode(crossLinkedModel())
        let decoder = try KeyedArchiveDecoder(bytes: bytes)
        let entries = try XCTUnwrap(try decoder.root().dictionary(forKey: "NSEntities"))
        let broken = try positions.map { position -> UID in
            guard case .object(let entity)? = entries[position].value else { throw XCTSkip("entry \(position) is not an object") }
            return entity.uid
        }
        guard case .dictionary(var top) = try BinaryPropertyListReader.decode(bytes),
              let objectsIndex = top.firstIndex(where: { $0.key == "$objects" }),
              case .array(var objects) = top[objectsIndex].value else {
            XCTFail("not a keyed archive")
            return (bytes, broken)
        }
        for uid in broken {
            guard case .dictionary(var fields) = objects[uid.index],
                  let userInfo = fields.firstIndex(where: { $0.key == "NSUserInfo" }) else {
                XCTFail("object \(uid) has no NSUserInfo")
                continue
            }
            fields[userInfo].value = .integer(7)
            objects[uid.index] = .dictionary(fields)
        }
        top[objectsIndex].value = .array(objects)
        return (BinaryPropertyListWriter.encode(.dictionary(top)), broken)
    }

    private func failureMessage(_ bytes: [UInt8]) -> String {
        do {
            _ = try CompiledModelDecoder.decode(bytes, path: "broken.mom")
            return "loaded"
        } catch let error as ModelError {
            return error.diagnostics.first?.message ?? "no message"
        } catch {
            return "unexpected \(type(of: error))"
        }
    }

    func testFirstBrokenEntityInArchiveOrderIsReported() throws {
        let both = try archive(breakingEntitiesAt: [20, 250])
        let message = failureMessage(both.bytes)
        XCTAssertTrue(message.contains("key NSUserInfo of object \(both.broken[0].value) (NSEntityDescription)"), message)
        XCTAssertTrue(message.contains("expected a reference, found integer"), message)

        let secondHalfOnly = try archive(breakingEntitiesAt: [250])
        let secondMessage = failureMessage(secondHalfOnly.bytes)
        XCTAssertTrue(secondMessage.contains("key NSUserInfo of object \(secondHalfOnly.broken[0].value) (NSEntityDescription)"), secondMessage)
    }
}
