import CoreDataModel
import Foundation
@testable import ModelDiagrams
import XCTest

/// The Mermaid class diagram of fixture models and of models built here for one rule each.
final class MermaidDiagramTests: XCTestCase {
    func testSampleDiagramIsExactlyThis() throws {
        let model = try DiagramFixtures.model("Sample.xcdatamodeld")
        XCTAssertEqual(MermaidWriter.render(DiagramContent(model: model, title: "Sample (Library 2)")), """
            ---
            title: "Sample (Library 2)"
            ---
            classDiagram
              class Author {
                bookCount: Integer 64?
                name: String
              }
              class Book {
                isbn: String
                publishedAt: Date?
                title: String
              }
              class Loan {
                borrower: String
                dueDate: Date
                returned: Boolean
              }
              Author "author 1" -- "books 0..*" Book
              Book "book 1" -- "loans 0..*" Loan

            """)
    }

    func testInheritanceAndAbstractEntities() throws {
        let text = MermaidWriter.render(DiagramContent(model: try DiagramFixtures.model("Inheritance.xcdatamodel"), title: ""))
        XCTAssertTrue(text.contains("  Vehicle <|-- MotorVehicle\n"), text)
        XCTAssertTrue(text.contains("  MotorVehicle <|-- Car\n"), text)
        XCTAssertTrue(text.contains("  class Vehicle {\n    <<abstract>>\n"), text)
        XCTAssertFalse(text.contains("  class Car {\n    <<abstract>>"), text)
        XCTAssertFalse(text.hasPrefix("---"), "no title, no front matter")
    }

    /// Each inverse pair once; a one-sided inverse, a relationship without inverse and one declared
    /// for a sub-entity are arrows of their own; a self-inverse shows its end on both sides.
    func testRelationshipLines() throws {
        let text = MermaidWriter.render(DiagramContent(model: try DiagramFixtures.model("Relationships.xcdatamodel"), title: ""))
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.contains("--") && !$0.contains("<|--") }
        XCTAssertEqual(lines, [
            "Document --> \"owner 0..1\" Person",
            "Invoice \"invoice 1\" -- \"lines 0..50 ordered\" InvoiceLine",
            "Passport \"passport 0..1\" -- \"holder 1\" Person",
            "Person --> \"documents 0..*\" Invoice",
            "Person \"friends 0..*\" -- \"friends 0..*\" Person",
            "Person --> \"generated 0..*\" Tag",
            "Person --> \"lastViewed 0..1\" Invoice",
            "Person \"people 0..3\" -- \"tags 0..*\" Tag",
        ])
    }

    func testCardinalities() {
        func text(optional: Bool, min: Int, max: Int, ordered: Bool = false) -> String {
            let relationship = RelationshipDescription(name: "r", destination: "B", toMany: max != 1)
            relationship.isOptional = optional
            relationship.minCount = min
            relationship.maxCount = max
            relationship.isOrdered = ordered
            return Cardinality.text(of: relationship)
        }
        XCTAssertEqual(text(optional: true, min: 0, max: 1), "0..1")
        XCTAssertEqual(text(optional: false, min: 0, max: 1), "1")
        XCTAssertEqual(text(optional: true, min: 0, max: 0), "0..*")
        XCTAssertEqual(text(optional: false, min: 0, max: 0), "1..*")
        XCTAssertEqual(text(optional: false, min: 2, max: 5), "2..5")
        XCTAssertEqual(text(optional: false, min: 3, max: 3), "3")
        XCTAssertEqual(text(optional: true, min: 0, max: 0, ordered: true), "0..* ordered")
    }

    /// Names Mermaid would read as keywords or cannot parse get an identifier and a label; links
    /// use the identifier; member text loses the characters with a meaning in a class body.
    func testUnsafeNamesAreDeclaredWithLabels() {
        let note = EntityDescription(name: "Note")
        let odd = EntityDescription(name: "Odd-Name \"x\"")
        let attribute = AttributeDescription(name: "f(x){y}", type: .string)
        note.addProperty(attribute)
        let link = RelationshipDescription(name: "odd", destination: odd.name)
        note.addProperty(link)
        let model = ManagedObjectModel(entities: [note, odd])
        let text = MermaidWriter.render(DiagramContent(model: model, title: ""))
        XCTAssertTrue(text.contains("  class entity_1[\"Note\"] {\n    f❨x❩❴y❵: String?\n  }\n"), text)
        XCTAssertTrue(text.contains("  class entity_2[\"Odd-Name 'x'\"]\n"), text)
        XCTAssertTrue(text.contains("  entity_1 --> \"odd 0..1\" entity_2\n"), text)
    }

    func testAModelWithoutEntitiesStillParses() {
        XCTAssertEqual(MermaidWriter.render(DiagramContent(model: ManagedObjectModel(), title: "")),
                       "classDiagram\n  note \"This model has no entities.\"\n")
    }

    func testWithoutAttributes() throws {
        let model = try DiagramFixtures.model("Sample.xcdatamodeld")
        let text = MermaidWriter.render(DiagramContent(model: model, title: "", showsAttributes: false))
        XCTAssertTrue(text.contains("  class Author\n  class Book\n  class Loan\n"), text)
        XCTAssertFalse(text.contains("String"), text)
        XCTAssertTrue(text.contains("Author \"author 1\" -- \"books 0..*\" Book"), text)
    }
}
