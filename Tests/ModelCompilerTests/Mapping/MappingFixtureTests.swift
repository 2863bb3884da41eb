import Foundation
import XCTest

/// The committed fixture is what the fixture writer makes of the Garage models today, so it can
/// never drift from them (set MODELC_REGENERATE_FIXTURES=1 to rewrite it after changing either).
final class MappingFixtureTests: XCTestCase {
    func testTheCommittedFixtureMatchesTheModels() throws {
        let expected = try GarageMapping.document()
        let file = GarageMapping.mappingPath + "/xcmapping.xml"
        if ProcessInfo.processInfo.environment["MODELC_REGENERATE_FIXTURES"] == "1" {
            try FileManager.default.createDirectory(atPath: GarageMapping.mappingPath, withIntermediateDirectories: true)
            try Data(expected.utf8).write(to: URL(fileURLWithPath: file))
        }
        XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), expected)
    }
}
