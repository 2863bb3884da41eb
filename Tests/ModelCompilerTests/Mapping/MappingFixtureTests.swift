import Foundation
import ModelSource
import TestTools
import XCTest

/// The committed mapping models are what the fixture writer makes of their models today, so they
/// can never drift from them (set MODELC_REGENERATE_FIXTURES=1 to rewrite them after changing either).
final class MappingFixtureTests: XCTestCase {
    private func check(_ expected: String, at bundle: String) throws {
        let file = bundle + "/xcmapping.xml"
        if ProcessInfo.processInfo.environment["MODELC_REGENERATE_FIXTURES"] == "1" {
            try FileManager.default.createDirectory(atPath: bundle, withIntermediateDirectories: true)
            try Data(expected.utf8).write(to: URL(fileURLWithPath: file))
        }
        XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), expected, file)
    }

    func testTheGarageFixtureMatchesItsModels() throws {
        try check(try GarageMapping.document(), at: GarageMapping.mappingPath)
    }

    /// The plugin example's mapping (Bookshelf → Bookshelf 2), as the editor's defaults make it.
    func testThePluginExamplesMappingMatchesItsModels() throws {
        let folder = TestPaths.packageRoot + "/Examples/PluginExample/Sources/Bookshelf"
        let source = try ModelSourceReader.readModel(at: folder + "/Bookshelf.xcdatamodeld/Bookshelf.xcdatamodel").model
        let destination = try ModelSourceReader.readModel(at: folder + "/Bookshelf.xcdatamodeld/Bookshelf 2.xcdatamodel").model
        let expected = try MappingFixtures.document(source: source, destination: destination,
                                                    mappings: MappingFixtures.defaultMappings(from: source, to: destination))
        try check(expected, at: folder + "/Bookshelf1to2.xcmappingmodel")
    }
}
