import CoreDataModel
import Foundation
@testable import ModelDiagrams
import TestTools
import XCTest

/// The Graphviz form: quoting, the shape of entities and lines, and what `dot` draws of it.
final class DotDiagramTests: XCTestCase {
    func testNamesAreQuotedAndLabelsEscaped() {
        let entity = EntityDescription(name: "Say \"hi\" \\ <now>")
        entity.isAbstract = true
        entity.addProperty(AttributeDescription(name: "a&b", type: .integer16))
        let text = DotWriter.render(DiagramContent(model: ManagedObjectModel(entities: [entity]), title: "T \"1\""))
        XCTAssertTrue(text.hasPrefix("digraph \"T \\\"1\\\"\" {\n"), text)
        XCTAssertTrue(text.contains("  \"Say \\\"hi\\\" \\\\ <now>\" [label=<"), text)
        XCTAssertTrue(text.contains("<i>Say &quot;hi&quot; \\ &lt;now&gt;</i><br/><font point-size=\"9\">«abstract»</font>"), text)
        XCTAssertTrue(text.contains("<td align=\"left\">a&amp;b: Integer 16?</td>"), text)
    }

    func testLinesAndInheritance() throws {
        let text = DotWriter.render(DiagramContent(model: try DiagramFixtures.model("Relationships.xcdatamodel"), title: "R"))
        XCTAssertTrue(text.contains("  \"Document\" -> \"Invoice\" [dir=back, arrowtail=empty, style=bold];\n"), text)
        XCTAssertTrue(text.contains("  \"Person\" -> \"Tag\" [headlabel=\"tags 0..*\", taillabel=\"people 0..3\", dir=none];\n"), text)
        XCTAssertTrue(text.contains("  \"Person\" -> \"Invoice\" [headlabel=\"lastViewed 0..1\", arrowhead=vee];\n"), text)
    }

    /// Graphviz lays the Sample out: every entity, attribute and relationship end is in the SVG.
    func testGraphvizDrawsTheSample() throws {
        _ = try DiagramFixtures.requireDot()
        let svg = try DiagramFormat.svg.render(DiagramContent(model: try DiagramFixtures.model("Sample.xcdatamodeld"), title: "Sample"))
        XCTAssertTrue(svg.contains("<svg"), svg)
        for text in ["Author", "Book", "Loan", "isbn: String", "publishedAt: Date?", "books 0..*", "author 1", "loans 0..*", "book 1"] {
            XCTAssertTrue(svg.contains(">\(text)</text>"), "\(text) missing from the SVG")
        }
    }
}
