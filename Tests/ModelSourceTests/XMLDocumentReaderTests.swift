@testable import ModelSource
import XCTest

/// The streaming reader on its own: what each event carries, where a chunk of the parse ends
/// inside a tag or value, text, line numbers and the limits a parse without a tree enforces itself.
final class XMLDocumentReaderTests: XCTestCase {
    private func reader(_ text: String) throws -> XMLDocumentReader {
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBytes { try XMLDocumentReader(bytes: $0, url: "test.xml") }
    }

    /// Every start tag of `text`, in order.
    private func starts(_ text: String) throws -> [XMLElement] {
        let xml = try reader(text)
        var starts: [XMLElement] = []
        while let event = try xml.next() {
            if case .start(let element) = event { starts.append(element) }
        }
        return starts
    }

    private func parseError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> XMLParseError? {
        do {
            _ = try starts(text)
            XCTFail("no error", file: file, line: line)
            return nil
        } catch let error as XMLParseError {
            return error
        } catch {
            XCTFail("\(error)", file: file, line: line)
            return nil
        }
    }

    func testReferencesInAttributeValuesArriveDecoded() throws {
        let root = try XCTUnwrap(try starts(#"<a v="x &amp; y" w="&#38;&lt;&#62;&#x41;" q="&quot;&apos;" lit="&amp;#38;" n="1&#10;2"/>"#).first)
        XCTAssertEqual(root.attribute("v"), "x & y")
        XCTAssertEqual(root.attribute("w"), "&<>A")
        XCTAssertEqual(root.attribute("q"), "\"'")
        XCTAssertEqual(root.attribute("lit"), "&#38;")
        XCTAssertEqual(root.attribute("n"), "1\n2")
    }

    func testValuesAndTagsAcrossChunkEnds() throws {
        // Values of every length around the parser's chunk size put chunk ends inside names,
        // values and tags.
        var text = "<model>\n"
        var expected: [String] = []
        for length in 4000...4200 {
            let value = String(repeating: "é", count: length / 2) + String(repeating: "v", count: length % 7)
            expected.append(value)
            text += "<entity name=\"\(value)\" other=\"&amp;\"/>\n"
        }
        text += "</model>\n"
        let entities = try starts(text).dropFirst()
        XCTAssertEqual(entities.map { $0.attribute("name") ?? "?" }, expected)
        XCTAssertTrue(entities.allSatisfy { $0.attribute("other") == "&" })
        XCTAssertEqual(entities.map(\.line), Array(2..<2 + expected.count))
    }

    func testLinesBeyondSixteenBits() throws {
        let text = "<model>" + String(repeating: "\n", count: 70_000) + "<entity name=\"Far\"/></model>"
        let far = try XCTUnwrap(try starts(text).last)
        XCTAssertEqual(far.name, "entity")
        XCTAssertEqual(far.line, 70_001)
    }

    func testTextIsCharacterDataButNotLayout() throws {
        func text(_ document: String) throws -> String {
            let xml = try reader(document)
            _ = try xml.readRoot()
            return try xml.readText()
        }
        XCTAssertEqual(try text("<key> </key>"), " ")
        XCTAssertEqual(try text("<key>\n  <b/>\n</key>"), "")
        XCTAssertEqual(try text("<key>x &amp; y&#10;<![CDATA[ <z> ]]></key>"), "x & y\n <z> ")
        XCTAssertEqual(try text("<key><![CDATA[ ]]></key>"), " ")
        XCTAssertEqual(try text("<key>one <b>two</b> three</key>"), "one  three")
    }

    func testEventsBeforeAnErrorComeFirst() throws {
        let good = (1...300).map { "<entity name=\"E\($0)\"/>\n" }.joined()
        let xml = try reader("<model>\n" + good + "<entity name=\"bad></model>\n")
        var names: [String] = []
        do {
            while let event = try xml.next() {
                if case .start(let element) = event, let name = element.attribute("name") { names.append(name) }
            }
            XCTFail("no error")
        } catch let error as XMLParseError {
            XCTAssertEqual(error.kind, .malformed)
            XCTAssertGreaterThanOrEqual(error.line, 302)
        }
        XCTAssertEqual(names, (1...300).map { "E\($0)" })
    }

    func testNestingLimit() throws {
        func nested(_ depth: Int) -> String {
            String(repeating: "<e>", count: depth) + String(repeating: "</e>", count: depth)
        }
        // libxml2's limit: 256 open elements below the root.
        XCTAssertEqual(try starts(nested(XMLEventSink.depthLimit + 1)).count, XMLEventSink.depthLimit + 1)
        let error = try XCTUnwrap(parseError(nested(XMLEventSink.depthLimit + 2)))
        XCTAssertEqual(error.message, "elements are nested too deeply (more than 256 levels)")
        XCTAssertEqual(error.line, 1)
    }

    func testTextLengthLimit() throws {
        XCTAssertEqual(try starts("<a>" + String(repeating: "x", count: XMLEventSink.textLengthLimit) + "</a>").count, 1)
        let error = try XCTUnwrap(parseError("<a>\n" + String(repeating: "x", count: XMLEventSink.textLengthLimit) + "</a>"))
        XCTAssertEqual(error.message, "a name, attribute value or text is too long (over the parser's limit of 10,000,000 bytes)")
    }
}
