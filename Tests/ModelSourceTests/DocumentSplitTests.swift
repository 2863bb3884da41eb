import CoreDataModel
@testable import ModelSource
import XCTest

/// A large document is read in two pieces side by side; what comes out must be what reading it
/// whole gives: the same graph, the same source lines, the same diagnostics in the same order,
/// and for a piece that is not well-formed, the whole document's own error.
final class DocumentSplitTests: XCTestCase {
    private static let file = "Large.xcdatamodel/contents"

    /// A model of `entities` entities (about 1 KB of XML each) with composites, user info,
    /// fetch requests, configurations and diagram elements; `entityBody` adds lines to one entity.
    private func largeModel(entities: Int = 1_400, prolog: String = #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"#,
                            root: String = #"<model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="22758" systemVersion="23F79" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="v1">"#,
                            entityBody: (Int) -> String = { _ in "" }) -> String {
        var text = prolog + "\n" + root + "\n"
        text += """
                <composite name="Address">
                    <attribute name="street" optional="YES" attributeType="String"/>
                    <attribute name="city" optional="YES" attributeType="String"/>
                </composite>

            """
        for index in 0..<entities {
            let next = (index + 1) % entities, previous = (index + entities - 1) % entities
            text += "    <entity name=\"E\(index)\" representedClassName=\"E\(index)\" syncable=\"YES\">\n"
            for field in 0..<6 {
                text += "        <attribute name=\"text\(field)\" optional=\"YES\" attributeType=\"String\" defaultValueString=\"value \(index)\"/>\n"
            }
            text += "        <attribute name=\"count\" attributeType=\"Integer 32\" defaultValueString=\"0\" usesScalarValueType=\"YES\"/>\n"
            text += "        <attribute name=\"place\" optional=\"YES\" attributeType=\"Composite\" composite=\"Address\"/>\n"
            text += "        <relationship name=\"next\" optional=\"YES\" maxCount=\"1\" deletionRule=\"Nullify\" destinationEntity=\"E\(next)\" inverseName=\"previous\" inverseEntity=\"E\(next)\"/>\n"
            text += "        <relationship name=\"previous\" optional=\"YES\" maxCount=\"1\" deletionRule=\"Nullify\" destinationEntity=\"E\(previous)\" inverseName=\"next\" inverseEntity=\"E\(previous)\"/>\n"
            text += entityBody(index)
            text += "        <userInfo>\n            <entry key=\"index\" value=\"\(index)\"/>\n        </userInfo>\n"
            text += "    </entity>\n"
        }
        text += """
                <fetchRequest name="First" entity="E0" predicateString="count &gt; 3"/>
                <configuration name="Some">
                    <memberEntity name="E1"/>
                </configuration>
                <elements>
                    <element name="E0" positionX="0" positionY="0" width="128" height="100"/>
                </elements>
            </model>

            """
        return text
    }

    private struct Reading {
        let contents: [UInt8]?
        let locations: [String]
        let diagnostics: [String]
    }

    private func read(_ text: String, splitting: Bool) throws -> Reading {
        let (model, diagnostics) = Array(text.utf8).withUnsafeBytes { ModelReader.read($0, file: Self.file, splitting: splitting) }
        var locations: [String] = []
        if let model {
            locations.append("model:\(model.sourceLocation?.line ?? -1)")
            for entity in model.entities {
                locations.append("\(entity.name):\(entity.sourceLocation?.line ?? -1)")
                for property in entity.properties { locations.append("\(entity.name).\(property.name):\(property.sourceLocation?.line ?? -1)") }
            }
            for request in model.fetchRequestTemplates { locations.append("fetch \(request.name):\(request.sourceLocation?.line ?? -1)") }
        }
        return Reading(contents: try model.map { try ModelSourceWriter.contents(of: $0, file: Self.file).bytes },
                       locations: locations, diagnostics: diagnostics.map(\.description))
    }

    /// Reads `text` both ways and requires the same result; returns it.
    @discardableResult
    private func assertReadsAsWhole(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> Reading {
        let split = try read(text, splitting: true)
        let whole = try read(text, splitting: false)
        XCTAssertTrue(split.contents == whole.contents, "the graphs differ", file: file, line: line)
        assertSame(split.locations, whole.locations, "source lines", file: file, line: line)
        assertSame(split.diagnostics, whole.diagnostics, "diagnostics", file: file, line: line)
        return whole
    }

    /// Names the first difference only: the lists are thousands of lines long.
    private func assertSame(_ split: [String], _ whole: [String], _ what: String, file: StaticString, line: UInt) {
        guard split != whole else { return }
        let index = zip(split, whole).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(split.count, whole.count)
        let found = index < split.count ? split[index] : "nothing"
        let expected = index < whole.count ? whole[index] : "nothing"
        XCTFail("\(what) differ at \(index): read in two: \(found); read whole: \(expected)", file: file, line: line)
    }

    private func cut(_ text: String) -> DocumentSplit? {
        Array(text.utf8).withUnsafeBytes { DocumentSplit.find(in: $0) }
    }

    /// Whether the two pieces of `text` were read (rather than the whole document after either failed).
    private func readsInTwo(_ text: String) throws -> Bool {
        let split = try XCTUnwrap(cut(text))
        return Array(text.utf8).withUnsafeBytes { ModelReader.readInTwo($0, at: split, file: Self.file) } != nil
    }

    /// The 1-based line of the first line of `text` containing `marker`.
    private func line(of marker: String, in text: String) -> Int? {
        text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(marker) }.map { $0 + 1 }
    }

    func testLargeModelReadsInTwoAsWhole() throws {
        let text = largeModel { index in
            // Warnings in both pieces, to check their lines and order.
            index % 500 == 7 ? "        <attribute name=\"odd\(index)\" optional=\"YES\" attributeType=\"String\" colour=\"red\"/>\n" : ""
        }
        let split = try XCTUnwrap(cut(text), "a 1 MiB model is cut in two")
        XCTAssertGreaterThan(split.offset, text.utf8.count / 3)
        XCTAssertTrue(try readsInTwo(text))
        let reading = try assertReadsAsWhole(text)
        XCTAssertEqual(reading.locations.filter { $0.hasPrefix("E") && !$0.contains(".") }.count, 1_400)
        // The second piece's lines are the file's lines, not the piece's.
        let warnings = reading.diagnostics.filter { $0.contains("colour") }
        XCTAssertEqual(warnings.count, 3)
        let lastLine = try XCTUnwrap(line(of: "name=\"odd1007\"", in: text))
        XCTAssertTrue(warnings.last?.hasPrefix("\(Self.file):\(lastLine): warning:") == true, warnings.last ?? "")
        XCTAssertTrue(reading.locations.contains("E1399:\(try XCTUnwrap(line(of: "<entity name=\"E1399\"", in: text)))"))
    }

    func testCutInsideACommentReadsAsWhole() throws {
        // A comment around the middle hides text that looks like an entity start tag after a `>`.
        let text = largeModel { index in
            index == 700 ? String(repeating: "        <!-- a note > \n    <entity name=\"Ghost\" syncable=\"YES\"> -->\n", count: 400) : ""
        }
        let split = try XCTUnwrap(cut(text))
        let ghost = try XCTUnwrap(text.range(of: "<entity name=\"Ghost\""))
        let ghostOffset = text.utf8.distance(from: text.startIndex, to: ghost.lowerBound)
        XCTAssertGreaterThanOrEqual(split.offset, ghostOffset, "the cut lands in the comment")
        XCTAssertLessThan(split.offset, ghostOffset + 400 * 80)
        XCTAssertFalse(try readsInTwo(text), "the first piece ends in an open comment")
        let reading = try assertReadsAsWhole(text)
        XCTAssertFalse(reading.locations.contains { $0.hasPrefix("Ghost") })
    }

    func testMalformedSecondPieceReportsTheWholeDocumentsError() throws {
        let text = largeModel { index in index == 1_300 ? "        <attribute name=\"broken\" attributeType=\"String\">\n" : "" }
        XCTAssertFalse(try readsInTwo(text))
        let reading = try assertReadsAsWhole(text)
        XCTAssertNil(reading.contents)
        XCTAssertEqual(reading.diagnostics.count, 1)
        XCTAssertTrue(reading.diagnostics.first?.contains(": error: ") == true)
    }

    func testMalformedFirstPieceReportsTheWholeDocumentsError() throws {
        let text = largeModel { index in index == 100 ? "        <attribute name=\"bad\" attributeType=\"String\" optional=\"YES/>\n" : "" }
        XCTAssertFalse(try readsInTwo(text))
        let reading = try assertReadsAsWhole(text)
        XCTAssertNil(reading.contents)
    }

    func testTrailingGarbageAfterTheRootIsReportedAsWhole() throws {
        let text = largeModel() + "<model>\n"
        XCTAssertFalse(try readsInTwo(text))
        let reading = try assertReadsAsWhole(text)
        XCTAssertNil(reading.contents)
    }

    func testDocumentsThatMightReadDifferentlyAreNotCut() throws {
        XCTAssertNotNil(cut(largeModel()))
        XCTAssertNil(cut(largeModel(entities: 100)), "small")
        XCTAssertNil(cut(largeModel(prolog: #"<?xml version="1.0" encoding="ISO-8859-1"?>"#)), "another encoding")
        XCTAssertNil(cut(largeModel(prolog: #"<?xml version="1.1" encoding="UTF-8"?>"#)), "XML 1.1")
        XCTAssertNil(cut(largeModel(prolog: "<?xml version=\"1.0\"?>\n<!DOCTYPE model>")), "a DOCTYPE")
        XCTAssertNil(cut(largeModel(prolog: "<?xml version=\"1.0\"?>\n<!-- note -->")), "a comment before the root")
        XCTAssertNil(cut(largeModel(root: #"<model xmlns:x="urn:x" type="com.apple.IDECoreDataModeler.DataModel">"#)), "namespaces")
        XCTAssertNil(cut(largeModel().replacingOccurrences(of: "\n", with: "\r\n")), "carriage returns")
        XCTAssertNotNil(cut(largeModel(prolog: "")), "no declaration")
        XCTAssertNotNil(cut(largeModel(root: #"<model type="com.apple.IDECoreDataModeler.DataModel" userDefinedModelVersionIdentifier="a>b">"#)),
                        "a '>' inside a quoted root attribute")
    }

    func testDocumentsNotCutReadAsBefore() throws {
        // Carriage returns: read whole, with the lines libxml2 counts.
        try assertReadsAsWhole(largeModel().replacingOccurrences(of: "\n", with: "\r\n"))
        // Cut, but the first piece is not a data model: the whole document's diagnostics.
        let otherType = largeModel(root: #"<model type="com.example.Other" documentVersion="1.0">"#)
        XCTAssertFalse(try readsInTwo(otherType))
        let reading = try assertReadsAsWhole(otherType)
        XCTAssertNil(reading.contents)
        XCTAssertEqual(reading.diagnostics.count, 1)
    }
}
