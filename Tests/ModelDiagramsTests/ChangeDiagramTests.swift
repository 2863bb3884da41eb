import CoreDataModel
import Foundation
@testable import ModelDiagrams
import ModelEvolution
import XCTest

/// `modelc diff --format mermaid`'s diagram: NEW with what changed marked.
final class ChangeDiagramTests: XCTestCase {
    private func render(_ old: ManagedObjectModel, _ new: ManagedObjectModel) -> String {
        MermaidWriter.render(DiagramContent(changesFrom: old, to: new, diff: ModelDiff(from: old, to: new), title: "New"))
    }

    func testAddedAndChangedAttributesAndEntitiesAreMarked() throws {
        let text = render(try DiagramFixtures.model("Sample.xcdatamodeld", version: "Library"), try DiagramFixtures.model("Sample.xcdatamodeld"))
        XCTAssertTrue(text.contains("  class Author {\n    + bookCount: Integer 64?\n    name: String\n  }\n"), text)
        XCTAssertTrue(text.contains("    + publishedAt: Date?\n    ~ title: String\n"), text)
        XCTAssertTrue(text.contains("    + returned: Boolean\n"), text)
        for entity in ["Author", "Book", "Loan"] {
            XCTAssertTrue(text.contains("  style \(entity) fill:#fff2c2,stroke:#b7791f,stroke-width:2px\n"), text)
        }
        XCTAssertTrue(text.contains("  Author \"author 1\" -- \"books 0..*\" Book\n"), "unchanged relationships are unmarked: \(text)")
    }

    func testRemovedAttributesAreDrawnMarked() throws {
        let text = render(try DiagramFixtures.model("Sample.xcdatamodeld"), try DiagramFixtures.model("Sample.xcdatamodeld", version: "Library"))
        XCTAssertTrue(text.contains("  class Author {\n    name: String\n    - bookCount: Integer 64?\n  }\n"), text)
        XCTAssertTrue(text.contains("    - returned: Boolean\n"), text)
    }

    /// A removed entity is drawn as it was, red and dashed, with its relationships as dashed lines
    /// whose ends are marked; an added one is green, with its lines' ends marked added.
    func testRemovedAndAddedEntitiesAndRelationships() {
        func model(shelf: Bool, reader: Bool) -> ManagedObjectModel {
            let book = EntityDescription(name: "Book")
            book.addProperty(AttributeDescription(name: "title", type: .string))
            var entities = [book]
            if shelf {
                let shelfEntity = EntityDescription(name: "Shelf")
                shelfEntity.addProperty(AttributeDescription(name: "label", type: .string))
                let books = RelationshipDescription(name: "books", destination: "Book", toMany: true)
                books.inverseName = "shelf"
                shelfEntity.addProperty(books)
                let back = RelationshipDescription(name: "shelf", destination: "Shelf")
                back.inverseName = "books"
                book.addProperty(back)
                entities.append(shelfEntity)
            }
            if reader {
                let readerEntity = EntityDescription(name: "Reader")
                readerEntity.addProperty(AttributeDescription(name: "name", type: .string))
                readerEntity.addProperty(RelationshipDescription(name: "favourite", destination: "Book"))
                entities.append(readerEntity)
            }
            return ManagedObjectModel(entities: entities)
        }
        let text = render(model(shelf: true, reader: false), model(shelf: false, reader: true))
        XCTAssertTrue(text.contains("  class Shelf {\n    - label: String?\n  }\n"), text)
        XCTAssertTrue(text.contains("  Book \"- books 0..*\" .. \"- shelf 0..1\" Shelf\n"), text)
        XCTAssertTrue(text.contains("  Reader --> \"+ favourite 0..1\" Book\n"), text)
        XCTAssertTrue(text.contains("  class Reader {\n    + name: String?\n  }\n"), text)
        XCTAssertTrue(text.contains("  style Reader fill:#d8f5d8"), text)
        XCTAssertTrue(text.contains("  style Shelf fill:#fbd9d9,stroke:#c62828,stroke-width:2px,stroke-dasharray:5 3\n"), text)
        XCTAssertTrue(text.contains("  style Book fill:#fff2c2"), "Book lost a relationship: \(text)")
    }

    func testCommentHasSummaryDiagramLegendAndDetails() throws {
        let old = try DiagramFixtures.model("Sample.xcdatamodeld", version: "Library"), new = try DiagramFixtures.model("Sample.xcdatamodeld")
        let diff = ModelDiff(from: old, to: new)
        let comment = ChangeComment.markdown(old: old, new: new, diff: diff, oldName: "Library", newName: "Library 2")
        XCTAssertTrue(comment.hasPrefix("### Core Data model: `Library` → `Library 2`\n\n" + diff.summary + "\n\n```mermaid\n---\ntitle: \"Library 2\"\n"), comment)
        XCTAssertTrue(comment.contains("**Legend:**"), comment)
        XCTAssertTrue(comment.contains("<details><summary>Every change</summary>\n\n```text\n--- Library\n+++ Library 2\n"), comment)
        XCTAssertTrue(comment.hasSuffix("```\n\n</details>\n"), comment)
    }
}
