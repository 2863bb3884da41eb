import XCTest
@testable import ModelCompiler

/// The dump renderer writes one buffer (or 64 KiB chunks) instead of joining lines; these pin
/// its text layout (nested list items share their first line's "- ") and that chunking changes nothing.
final class DumpRenderingTests: XCTestCase {
    private let tree = DumpValue.object([
        ("a", .string("x")),
        ("b", .list([
            .string("p"),
            .object([("k", .integer(1)), ("m", .list([.list([.string("z")])]))]),
            .list([.object([("q", .null)])]),
        ])),
        ("c", .string("has: colon")),
        ("d", .object([])),
        ("e", .list([])),
        ("f", .string("tab\there \"q\" \u{1}")),
    ])

    func testTextLayout() {
        XCTAssertEqual(tree.text(), """
        a: x
        b:
          - p
          - k: 1
            m:
              - - z
          - - q: null
        c: "has: colon"
        d: {}
        e: []
        f: tab\there "q" \u{1}
        """)
        XCTAssertEqual(DumpValue.string("").text(), "\"\"")
        XCTAssertEqual(DumpValue.object([]).text(), "")
    }

    func testJSONEscapes() {
        XCTAssertEqual(DumpValue.list([.string("a\"b\\c\n\u{1}é")]).json(), "[\n  \"a\\\"b\\\\c\\n\\u0001é\"\n]")
    }

    /// Long lists of block items render in order, also where the list is itself a list item (owed dashes).
    func testLongListsRenderInOrder() {
        let items = (0..<300).map { index in
            DumpValue.object([("name", .string("e\(index)")), ("values", .list([.integer(index)]))])
        }
        let expectedItems = (0..<300).map { "  - name: e\($0)\n    values:\n      - \($0)" }.joined(separator: "\n")
        XCTAssertEqual(DumpValue.object([("entities", .list(items))]).text(), "entities:\n" + expectedItems)
        XCTAssertEqual(DumpValue.list(items).text(), expectedItems.split(separator: "\n").map { $0.dropFirst(2) }.joined(separator: "\n"))
        let nestedItems = (0..<300).map { (($0 == 0 ? "- - " : "  - ") + "name: e\($0)\n    values:\n      - \($0)") }
        XCTAssertEqual(DumpValue.list([.list(items)]).text(), nestedItems.joined(separator: "\n"))
    }

    func testChunkedOutputEqualsWhole() {
        let big = DumpValue.list((0..<20_000).map { index in
            .object([("name", .string("entity\(index)")), ("values", .list([.integer(index), .boolean(true)]))])
        })
        var text: [UInt8] = []
        var chunkCount = 0
        big.writeText { text.append(contentsOf: $0); chunkCount += 1 }
        XCTAssertGreaterThan(chunkCount, 1)
        XCTAssertEqual(String(decoding: text, as: UTF8.self), big.text())
        var json: [UInt8] = []
        big.writeJSON { json.append(contentsOf: $0) }
        XCTAssertEqual(String(decoding: json, as: UTF8.self), big.json())
        XCTAssertEqual(big.textUTF8(), Array(big.text().utf8))
    }
}
