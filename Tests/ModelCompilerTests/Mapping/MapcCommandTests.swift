import Foundation
import TestLocations
import TestTools
import XCTest

/// `modelc mapc`, modelc run as `mapc`, `dump` of a `.cdm`, and the documentation's example.
final class MapcCommandTests: XCTestCase {
    private func mapcLink() throws -> String {
        let folder = try TestPaths.temporaryDirectory(self)
        let link = folder + "/mapc"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: try ModelcBinary.require())
        return link
    }

    func testMapcByNameWritesTheSameBytesAndTakesMapcsOptions() throws {
        let work = try TestPaths.temporaryDirectory(self)
        let asModelc = try ModelcBinary.run(["mapc", GarageMapping.mappingPath, work + "/modelc.cdm"])
        XCTAssertEqual(asModelc.status, 0, asModelc.stderr)
        let asMapc = try ModelcBinary.run(["--mapc-no-warnings", "--macosx-deployment-target", "14.0", "--sdkroot", "/nonexistent",
                                           "--module", "Garage", GarageMapping.mappingPath, work + "/"], as: try mapcLink())
        XCTAssertEqual(asMapc.status, 0, asMapc.stderr)
        XCTAssertEqual(asMapc.stderr, "")
        let plain = try Data(contentsOf: URL(fileURLWithPath: work + "/modelc.cdm"))
        let withModule = try Data(contentsOf: URL(fileURLWithPath: work + "/Garage1to2.cdm"))
        XCTAssertNotEqual(plain, withModule)  // .SportCarPolicy → Garage.SportCarPolicy
        let again = try ModelcBinary.run(["mapc", "--module", "Garage", GarageMapping.mappingPath, work + "/again.cdm"])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: work + "/again.cdm")), withModule)
    }

    func testMapcHasNoSubcommandsAndListsItsCategories() throws {
        let mapc = try mapcLink()
        let help = try ModelcBinary.run(["--help"], as: mapc)
        XCTAssertTrue(help.stdout.contains("USAGE: mapc "), help.stdout)
        XCTAssertFalse(help.stdout.contains("SUBCOMMANDS"), help.stdout)
        let categories = try ModelcBinary.run(["--print-diagnostic-categories"], as: mapc)
        XCTAssertEqual(categories.status, 0)
        XCTAssertTrue(categories.stdout.hasPrefix("mapping\terror\t"), categories.stdout)
    }

    func testErrorsAreLocatedAndExitOne() throws {
        let work = try TestPaths.temporaryDirectory(self)
        let bundle = work + "/Broken.xcmappingmodel"
        try FileManager.default.createDirectory(atPath: bundle, withIntermediateDirectories: true)
        try Data("<?xml version=\"1.0\"?>\n<database>\n<object type=\"XDDEVMAPPINGMODEL\" id=\"z1\">\n</database>\n".utf8)
            .write(to: URL(fileURLWithPath: bundle + "/xcmapping.xml"))
        let result = try ModelcBinary.run(["mapc", bundle, work + "/Broken.cdm"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderrLines.first?.hasPrefix(bundle + "/xcmapping.xml:4: error: ") == true, result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: work + "/Broken.cdm"))
    }

    func testDumpReadsACdm() throws {
        let work = try TestPaths.temporaryDirectory(self)
        XCTAssertEqual(try ModelcBinary.run(["mapc", GarageMapping.mappingPath, work + "/"]).status, 0)
        let dump = try ModelcBinary.run(["dump", "--format", "json", work + "/Garage1to2.cdm"])
        XCTAssertEqual(dump.status, 0, dump.stderr)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        let mappings = try XCTUnwrap(json["entityMappings"] as? [[String: Any]])
        XCTAssertEqual(mappings.compactMap { $0["type"] as? String }, ["Transform", "Custom", "Copy", "Add", "Remove"])
        XCTAssertEqual(json["mappingModel"] as? String, "Garage1to2")
    }

    /// Runs the ```sh block of Documentation/Mapc.md that ends in check-mapping, with modelc on PATH, in the package root.
    func testTheDocumentationExampleRuns() throws {
        let page = try String(contentsOfFile: RepositoryPaths.packageRoot + "/Documentation/Mapc.md", encoding: .utf8)
        let block = try XCTUnwrap(page.components(separatedBy: "```sh\n").dropFirst()
            .compactMap { $0.components(separatedBy: "```").first }.first { $0.contains("modelc check-mapping") })
        let bin = try TestPaths.temporaryDirectory(self)
        try FileManager.default.createSymbolicLink(atPath: bin + "/modelc", withDestinationPath: try ModelcBinary.require())
        let script = "set -e\nexport PATH=\"\(bin):$PATH\"\nrm -rf .build/mapc-example\n" + block
        let result = try ProcessRunner.run("/bin/bash", ["-c", script], in: RepositoryPaths.packageRoot)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("  - name: CarToCar"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Garage1to2.cdm maps Garage.xcdatamodeld version 'Garage' → Garage.xcdatamodeld version 'Garage 2'"),
                      result.stdout)
    }
}
