@testable import ModelSource
import XCTest

/// The streaming reader on its own: what each event carries, where a chunk of the parse ends
/// inside a tag or value, text, line numbers and the limits a parse without a tree enforces itself.
final class XMLDocumentReaderTests: XCTestCase {
    /// `body` with a reader of `text` cut into pieces at the byte offsets `cuts`. The reader reads
    /// the bytes in place, so they are alive only during the call.
    private func reading<T>(_ text: String, cutAt cuts: [Int] = [], _ body: (XMLDocumentReader) throws -> T) throws -> T {
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBytes { whole in
            let bounds = [0] + cuts + [whole.count]
            let pieces = zip(bounds, bounds.dropFirst()).map { UnsafeRawBufferPointer(rebasing: whole[$0..<$1]) }
            return try body(XMLDocumentReader(pieces: pieces, url: "test.xml", lineOffset: 0))
        }
    }

    /// Every start tag of `text`, in order.
    private func starts(_ text: String, cutAt cuts: [Int] = []) throws -> [XMLElement] {
        try reading(text, cutAt: cuts) { xml in
            var starts: [XMLElement] = []
            while let event = try xml.next() {
                if case .start(let element) = event { starts.append(element) }
            }
            return starts
        }
    }

    private func parseError(_ text: String, cutAt cuts: [Int] = [], file: StaticString = #filePath, line: UInt = #line) -> XMLParseError? {
        do {
            _ = try starts(text, cutAt: cuts)
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
            try reading(document) { xml in
                _ = try xml.readRoot()
                return try xml.readText()
            }
        }
        XCTAssertEqual(try text("<key> </key>"), " ")
        XCTAssertEqual(try text("<key>\n  <b/>\n</key>"), "")
        XCTAssertEqual(try text("<key>x &amp; y&#10;<![CDATA[ <z> ]]></key>"), "x & y\n <z> ")
        XCTAssertEqual(try text("<key><![CDATA[ ]]></key>"), " ")
        XCTAssertEqual(try text("<key>one <b>two</b> three</key>"), "one  three")
    }

    func testEventsBeforeAnErrorComeFirst() throws {
        let good = (1...300).map { "<entity name=\"E\($0)\"/>\n" }.joined()
        var names: [String] = []
        try reading("<model>\n" + good + "<entity name=\"bad></model>\n") { xml in
            do {
                while let event = try xml.next() {
                    if case .start(let element) = event, let name = element.attribute("name") { names.append(name) }
                }
                XCTFail("no error")
            } catch let error as XMLParseError {
                XCTAssertEqual(error.kind, .malformed)
                XCTAssertGreaterThanOrEqual(error.line, 302)
            }
        }
        XCTAssertEqual(names, (1...300).map { "E\($0)" })
    }

    /// A document in pieces reads as the same document whole, wherever the pieces end: inside names,
    /// values, tags and characters, and around the parser's chunk size.
    func testPiecesReadAsTheWholeDocument() throws {
        var text = "<model>\n"
        for length in stride(from: 3000, through: 9000, by: 997) {
            text += "<entity name=\"\(String(repeating: "é", count: length / 2))\" other=\"&amp;\"/>\n"
        }
        text += "</model>\n"
        let whole = try starts(text)
        let count = text.utf8.count
        for cuts in [[1], [3, 4], [4095], [4096, 4097], [5000, 8192, 8193], [count / 3, 2 * count / 3], [count - 1]] {
            let pieces = try starts(text, cutAt: cuts)
            XCTAssertEqual(pieces.map { $0.attribute("name") }, whole.map { $0.attribute("name") }, "cut at \(cuts)")
            XCTAssertEqual(pieces.map(\.line), whole.map(\.line), "cut at \(cuts)")
            XCTAssertTrue(pieces.dropFirst().allSatisfy { $0.attribute("other") == "&" }, "cut at \(cuts)")
        }
    }

    /// Errors found in a later piece give the whole document's lines and the whole document's hint.
    func testErrorsInPiecesSpeakOfTheWholeDocument() throws {
        let unsafe = "<model>\n<entity name=\"A\"/>\n<entity name=\"B\"/>\n<entity name=\"&bad;\"/>\n</model>\n"
        let offsetOfB = try XCTUnwrap(unsafe.utf8.firstRange(of: "<entity name=\"B\"".utf8)).lowerBound
        let cut = unsafe.utf8.distance(from: unsafe.utf8.startIndex, to: offsetOfB)
        let wholeUnsafe = try XCTUnwrap(parseError(unsafe))
        let piecesUnsafe = try XCTUnwrap(parseError(unsafe, cutAt: [8, cut]))
        XCTAssertEqual(piecesUnsafe.kind, .unsafe)
        XCTAssertEqual(piecesUnsafe.line, 4)
        XCTAssertEqual(piecesUnsafe.line, wholeUnsafe.line)
        XCTAssertEqual(piecesUnsafe.message, wholeUnsafe.message)

        let truncated = "<model>\n<entity name=\"A\"/>\n<entity name=\"B\">\n"
        let wholeTruncated = try XCTUnwrap(parseError(truncated))
        let piecesTruncated = try XCTUnwrap(parseError(truncated, cutAt: [10, 30]))
        XCTAssertTrue(wholeTruncated.message.contains("is it truncated?"), wholeTruncated.message)
        XCTAssertEqual(piecesTruncated.message, wholeTruncated.message)
        XCTAssertEqual(piecesTruncated.line, wholeTruncated.line)
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
