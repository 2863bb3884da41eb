import CoreDataModel
import Foundation
@testable import ModelDiagrams
import XCTest

/// A model whose Mermaid text would pass Mermaid's size limit gets a diagram without attributes.
final class LargeModelDocTests: XCTestCase {
    func testIndexDiagramLeavesAttributesOutWhenTooLarge() throws {
        let entities = (0..<40).map { index -> EntityDescription in
            let entity = EntityDescription(name: "Entity\(index)")
            for attribute in 0..<60 { entity.addProperty(AttributeDescription(name: "someRatherLongAttributeName\(attribute)", type: .string)) }
            return entity
        }
        let model = ManagedObjectModel(entities: entities)
        XCTAssertGreaterThan(MermaidWriter.render(DiagramContent(model: model, title: "Big")).count, UnverifiedChoices.mermaidTextLimit)
        let input = DocumentationInput(title: "Big", source: "Big.xcdatamodel", versions: [DocumentedVersion(name: "Big", model: model)],
                                       currentVersionName: "Big")
        let files = try ModelDocumentation.files(input, format: .markdown)
        let index = String(decoding: try XCTUnwrap(files["index.md"]), as: UTF8.self)
        XCTAssertTrue(index.contains("  class Entity0\n  class Entity1\n"), index)
        XCTAssertFalse(index.contains("someRatherLongAttributeName0: String?"), "no attributes in the diagram")
        XCTAssertTrue(index.contains("Attributes are left out of the diagram"), index)
        XCTAssertEqual(files.count, 41)
        let page = String(decoding: try XCTUnwrap(files["entities/Entity7.md"]), as: UTF8.self)
        XCTAssertTrue(page.contains("| `someRatherLongAttributeName59` | String | yes |"), page)
    }
}
