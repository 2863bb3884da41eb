import CoreDataModel
import XCTest
@testable import ModelCompiler

/// The command writes a model's entities one at a time, a large model's in two halves on two
/// threads, each with its own hasher; the bytes must be those of the whole tree made in one pass.
final class DumpDocumentTests: XCTestCase {
    /// 1,100 entities of 4 properties (large enough to be split), some inheriting, with templates.
    private func largeModel() -> ManagedObjectModel {
        var entities: [EntityDescription] = []
        for index in 0..<1_100 {
            let entity = EntityDescription(name: "E\(index)", isAbstract: index % 100 == 0)
            if index % 100 != 0 { entity.superentityName = "E\(index / 100 * 100)" }
            entity.addProperty(AttributeDescription(name: "title\(index)", type: .string))
            entity.addProperty(AttributeDescription(name: "count\(index)", type: .integer32))
            entity.addProperty(AttributeDescription(name: "when\(index)", type: .date))
            let link = RelationshipDescription(name: "link\(index)", destination: "E\((index + 550) % 1_100)", toMany: index % 2 == 0)
            entity.addProperty(link)
            entities.append(entity)
        }
        let model = ManagedObjectModel(entities: entities)
        model.fetchRequestTemplates = (0..<3).map { FetchRequest(name: "F\($0)", entityName: "E\($0 * 300)", predicate: "count\($0 * 300) > \($0)") }
        XCTAssertEqual(ModelResolver.resolve(model).filter { $0.severity == .error }.map(\.message), [])
        return model
    }

    func testEntityTreesAndChecksumAreThoseOfOnePass() throws {
        let model = largeModel()
        XCTAssertNotNil(VersionParallelism.entitySplit(of: model), "large enough to be split")
        var hasher = VersionHasher()
        let entities = model.entities.map { ModelDump.entityTree($0, hasher: &hasher) }
        let tree = ModelDump.tree(of: model, name: "Large")
        XCTAssertEqual(tree["entities"], .list(entities))
        var checksumHasher = VersionHasher()
        XCTAssertEqual(tree["versionChecksum"], .string(checksumHasher.checksum(of: model)))
    }

    func testWrittenDocumentIsTheTree() throws {
        let model = largeModel()
        let tree = ModelDump.tree(of: model, name: "Large")
        let (skeleton, list) = ModelDump.document(of: model, name: "Large", listIndex: 0)
        let document = DumpDocument(skeleton: skeleton, lists: [list])
        var text: [UInt8] = []
        document.writeText { text.append(contentsOf: $0) }
        XCTAssertEqual(String(decoding: text, as: UTF8.self), tree.text())
        var json: [UInt8] = []
        document.writeJSON { json.append(contentsOf: $0) }
        XCTAssertEqual(String(decoding: json, as: UTF8.self), tree.json())
        XCTAssertEqual(document.materialized(), tree)
    }

    /// A list long enough for two writers, as a member and as an item of a list (owed dashes),
    /// against text and JSON spelled out here.
    func testLongListsSplitBetweenWritersRenderInOrder() {
        let count = 2_001
        let items = (0..<count).map { DumpValue.object([("name", .string("e\($0)")), ("values", .list([.integer($0)]))]) }
        let lines = (0..<count).map { "  - name: e\($0)\n    values:\n      - \($0)" }
        XCTAssertEqual(DumpValue.object([("entities", .list(items))]).text(), "entities:\n" + lines.joined(separator: "\n"))
        let nested = (0..<count).map { ($0 == 0 ? "- - " : "  - ") + "name: e\($0)\n    values:\n      - \($0)" }
        XCTAssertEqual(DumpValue.list([.list(items)]).text(), nested.joined(separator: "\n"))
        let json = (0..<count).map { "  {\n    \"name\": \"e\($0)\",\n    \"values\": [\n      \($0)\n    ]\n  }" }
        XCTAssertEqual(DumpValue.list(items).json(), "[\n" + json.joined(separator: ",\n") + "\n]")
    }
}
