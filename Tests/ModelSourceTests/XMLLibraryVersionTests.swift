@testable import ModelSource
import XCTest

/// `modelc --version` reports the libxml2 it runs with, in dotted form.
final class XMLLibraryVersionTests: XCTestCase {
    func testLibxml2NumbersBecomeDotted() {
        XCTAssertEqual(XMLLibraryVersion.dotted("20914"), "2.9.14")
        XCTAssertEqual(XMLLibraryVersion.dotted("21203"), "2.12.3")
        XCTAssertEqual(XMLLibraryVersion.dotted("2.9.14"), "2.9.14")
        XCTAssertEqual(XMLLibraryVersion.dotted("1"), "1")
    }

    func testTheRunningLibraryIsTheOneBuiltAgainst() {
        // The test binary links the system libxml2 whose headers it was compiled with.
        XCTAssertEqual(XMLLibraryVersion.running, XMLLibraryVersion.compiled)
        XCTAssertTrue(XMLLibraryVersion.compiled.split(separator: ".").count == 3, XMLLibraryVersion.compiled)
    }
}
