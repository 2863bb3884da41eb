import CoreDataModel
@testable import ModelSource
import XCTest

/// The small parsers underneath the reader: booleans, values, natural order, XML safety.
final class ParsingUnitTests: XCTestCase {
    func testBooleanSpellings() {
        for text in ["YES", "yes", "true", "TRUE", "1", "0.5"] { XCTAssertEqual(BooleanParsing.parse(text), true, text) }
        for text in ["NO", "no", "false", "False", "0", "0.0", ""] { XCTAssertEqual(BooleanParsing.parse(text), false, text) }
        XCTAssertNil(BooleanParsing.parse("maybe"))
    }

    func testIntegerDefaultsAreRangeChecked() {
        XCTAssertEqual(ValueParsing.defaultValue("32767", for: .integer16), .integer(32767))
        XCTAssertNil(ValueParsing.defaultValue("32768", for: .integer16))
        XCTAssertNil(ValueParsing.defaultValue("2147483648", for: .integer32))
        XCTAssertEqual(ValueParsing.defaultValue(" -5 ", for: .integer64), .integer(-5))
        XCTAssertNil(ValueParsing.defaultValue("1.5", for: .integer64))
    }

    func testRealAndDecimalDefaults() {
        XCTAssertEqual(ValueParsing.defaultValue("0", for: .double), .real(0))
        XCTAssertEqual(ValueParsing.defaultValue("-4.5", for: .float), .real(-4.5))
        XCTAssertNil(ValueParsing.defaultValue("nan", for: .double))
        XCTAssertNil(ValueParsing.defaultValue("inf", for: .double))
        XCTAssertEqual(ValueParsing.defaultValue("0.0", for: .decimal)?.description, "0.0")
        XCTAssertNil(ValueParsing.defaultValue("abc", for: .decimal))
        XCTAssertEqual(ValueParsing.bound("12", for: .string), .integer(12))
        XCTAssertNil(ValueParsing.bound("-1", for: .string))
    }

    func testNaturalOrder() {
        let names = ["Model 10", "Model", "Model 2", "Model 1", "Model 02", "model", "Model 9a"]
        XCTAssertEqual(names.sorted(by: NaturalOrder.areInIncreasingOrder),
                       ["Model", "Model 1", "Model 02", "Model 2", "Model 9a", "Model 10", "model"])
    }

    private func safetyError(_ text: String) -> XMLParseError? {
        let bytes = Array(text.utf8)
        do {
            try bytes.withUnsafeBufferPointer { try XMLSafety.check($0) }
            return nil
        } catch {
            return error as? XMLParseError
        }
    }

    func testSafetyAcceptsPredefinedAndNumericReferences() {
        XCTAssertNil(safetyError(#"<a b="&lt;&gt;&amp;&quot;&apos;&#10;&#x9;"/>"#))
        XCTAssertNil(safetyError("<!-- &nbsp; <!ENTITY x 'y'> --><a/>"), "comments are not scanned")
        XCTAssertNil(safetyError("<a><![CDATA[&foo;]]></a>"))
        XCTAssertNil(safetyError(#"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd"><plist/>"#))
    }

    func testSafetyRefusesEntityDeclarationsAndReferences() {
        XCTAssertEqual(safetyError("<?xml version=\"1.0\"?>\n<!DOCTYPE a [\n<!ENTITY x \"y\">]>\n<a/>")?.line, 3)
        XCTAssertEqual(safetyError("<a>\n<b c=\"&x;\"/></a>")?.kind, .unsafe)
        XCTAssertEqual(safetyError("<a>\n<b c=\"&x;\"/></a>")?.line, 2)
    }

    func testMalformedXMLReportsLibxml2LineAndMessage() {
        let text = "<?xml version=\"1.0\"?>\n<model>\n<entity name=\"A\">\n</model>\n"
        XCTAssertThrowsError(try ModelSourceReader.readModel(contents: Array(text.utf8), path: "m/contents")) { error in
            let diagnostic = (error as? ModelError)?.diagnostics.first
            XCTAssertEqual(diagnostic?.location?.line, 4)
            XCTAssertTrue(diagnostic?.message.hasPrefix("malformed XML: Opening and ending tag mismatch") ?? false,
                          diagnostic?.message ?? "")
        }
    }

    /// The truncation hint only where the file certainly stops inside the model: never for a
    /// missing quote in a complete file, whatever libxml2 calls it.
    func testTruncationHintOnlyWhenTheFileEndsInsideTheModel() {
        func message(_ text: String) -> String {
            do {
                _ = try ModelSourceReader.readModel(contents: Array(text.utf8), path: "m/contents")
                return "accepted"
            } catch {
                return (error as? ModelError)?.diagnostics.first?.message ?? "\(error)"
            }
        }
        let hint = "is it truncated?"
        let head = "<?xml version=\"1.0\"?>\n<model type=\"com.apple.IDECoreDataModeler.DataModel\">\n"
        XCTAssertTrue(message(head + "<entity name=\"A\" representedClassName=\"").contains(hint))
        XCTAssertTrue(message(head + "<entity name=\"A\">\n").contains(hint))
        for complete in [head + "<entity name=A/>\n</model>\n", head + "<entity name=\"A/>\n</model>\n",
                         head + "<entity name=\"A\" x=\"1>\n</entity>\n</model>\n"] {
            let text = message(complete)
            XCTAssertTrue(text.hasPrefix("malformed XML: "), text)
            XCTAssertFalse(text.contains(hint), text)
        }
    }

    func testEmptyAndZeroEntityModels() throws {
        XCTAssertThrowsError(try ModelSourceReader.readModel(contents: [], path: "empty/contents"))
        let text = #"<?xml version="1.0"?><model type="com.apple.IDECoreDataModeler.DataModel"><elements/></model>"#
        let (model, diagnostics) = try ModelSourceReader.readModel(contents: Array(text.utf8), path: "zero/contents")
        XCTAssertEqual(model.entities.count, 0)
        XCTAssertEqual(diagnostics, [])
    }

    /// A synthetic 5,000-entity model: the reader must stay close to libxml2's own speed.
    func testLargeModelReadsQuickly() throws {
        var text = #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"# + "\n"
        text += #"<model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" userDefinedModelVersionIdentifier="">"# + "\n"
        for index in 0..<5000 {
            let next = (index + 1) % 5000
            text += #"    <entity name="E\#(index)" representedClassName="E\#(index)" syncable="YES">"# + "\n"
            for attribute in 0..<8 {
                text += #"        <attribute name="a\#(attribute)" optional="YES" attributeType="Integer 64" defaultValueString="0" usesScalarValueType="YES"/>"# + "\n"
            }
            text += #"        <relationship name="next" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="E\#(next)" inverseName="previous" inverseEntity="E\#(next)"/>"# + "\n"
            let previous = (index + 4999) % 5000
            text += #"        <relationship name="previous" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="E\#(previous)" inverseName="next" inverseEntity="E\#(previous)"/>"# + "\n"
            text += "    </entity>\n"
        }
        text += "</model>\n"
        let bytes = Array(text.utf8)
        let start = Date()
        let (model, _) = try ModelSourceReader.readModel(contents: bytes, path: "big/contents")
        let seconds = Date().timeIntervalSince(start)
        print("large model: \(bytes.count / 1024) KiB, \(model.entities.count) entities read in \(String(format: "%.3f", seconds)) s")
        XCTAssertEqual(model.entities.count, 5000)
        XCTAssertEqual(model.entities.last?.properties.count, 10)
    }
}
