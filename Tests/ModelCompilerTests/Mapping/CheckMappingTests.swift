import CoreDataModel
import Foundation
import ModelCompiler
import TestLocations
import TestTools
import XCTest

/// `check-mapping`: which versions a mapping connects, and the stale entity mappings after a
/// model version is edited.
final class CheckMappingTests: XCTestCase {
    /// A copy of the Garage bundle in a temporary folder (tests edit copies, never fixtures).
    private func garageCopy() throws -> String {
        let work = try TestPaths.temporaryDirectory(self)
        try FileManager.default.copyItem(atPath: GarageMapping.bundle, toPath: work + "/Garage.xcdatamodeld")
        return work + "/Garage.xcdatamodeld"
    }

    func testTheFixtureConnectsItsTwoVersions() throws {
        let result = try MappingCheck.check(mapping: GarageMapping.mappingPath, models: [GarageMapping.bundle])
        XCTAssertTrue(result.passed, "\(result.errors)")
        XCTAssertEqual(result.sourceVersions.map(\.name), ["Garage"])
        XCTAssertEqual(result.destinationVersions.map(\.name), ["Garage 2"])
        XCTAssertEqual(result.summary, "Garage1to2.xcmappingmodel maps Garage.xcdatamodeld version 'Garage' → Garage.xcdatamodeld version 'Garage 2'")
    }

    func testAnEditedVersionMakesItsMappingsStale() throws {
        let bundle = try garageCopy()
        try addAttribute("email", to: "Person", in: bundle + "/Garage.xcdatamodel/contents")
        let result = try MappingCheck.check(mapping: GarageMapping.mappingPath, models: [bundle])
        XCTAssertFalse(result.passed)
        XCTAssertEqual(result.stale, [.init(mapping: "PersonToPerson", side: .source, entity: "Person", entityExists: true)])
        XCTAssertEqual(result.errors.count, 1)
        XCTAssertTrue(result.errors[0].message.hasPrefix("entity mapping 'PersonToPerson': its source entity 'Person' differs from every version"),
                      result.errors[0].message)
        // An edit to a parent entity changes its sub-entities' hashes too.
        try addAttribute("vin", to: "Car", in: bundle + "/Garage 2.xcdatamodel/contents")
        let both = try MappingCheck.check(mapping: GarageMapping.mappingPath, models: [bundle])
        XCTAssertEqual(Set(both.stale.map(\.mapping)), ["PersonToPerson", "CarToCar", "SportCarToSportCar"])
    }

    func testTheCommandExitsOneNamingTheMapping() throws {
        let bundle = try garageCopy()
        let passing = try ModelcBinary.run(["check-mapping", GarageMapping.mappingPath, bundle])
        XCTAssertEqual(passing.status, 0, passing.stderr)
        XCTAssertTrue(passing.stdout.contains("maps Garage.xcdatamodeld version 'Garage' → Garage.xcdatamodeld version 'Garage 2'"), passing.stdout)
        try addAttribute("email", to: "Person", in: bundle + "/Garage 2.xcdatamodel/contents")
        let failing = try ModelcBinary.run(["check-mapping", GarageMapping.mappingPath, bundle])
        XCTAssertEqual(failing.status, 1)
        XCTAssertTrue(failing.stderrLines.contains { $0.hasPrefix(GarageMapping.mappingPath + ":0: error: entity mapping 'PersonToPerson': its destination entity 'Person'") },
                      failing.stderr)
    }

    func testEveryPublicCasePassesOnItsModelsAndFailsAfterAnEdit() throws {
        let folder = try RepositoryPaths.requireShared("mapping")
        let table = try String(contentsOfFile: folder + "/cases.tsv", encoding: .utf8)
        var checked = 0
        for line in table.split(separator: "\n") where !line.hasPrefix("#") {
            let columns = line.split(separator: "\t").map(String.init)
            guard columns.count >= 10 else { continue }
            let base = folder + "/" + columns[0] + "/"
            let sourceBundle = base + (columns[3] as NSString).deletingLastPathComponent
            let destinationBundle = base + (columns[6] as NSString).deletingLastPathComponent
            let sourceModels = sourceBundle == destinationBundle ? [sourceBundle] : [sourceBundle, destinationBundle]
            for mapping in [base + columns[1], base + columns[2]] {
                for models in [sourceModels, [base + columns[4], base + columns[7]]] {
                    let result = try MappingCheck.check(mapping: mapping, models: Array(Set(models)).sorted())
                    XCTAssertTrue(result.passed, "\(columns[0]) \(models): \(result.errors)")
                    XCTAssertTrue(result.sourceVersions.contains { $0.name == columns[5] }, "\(columns[0]): \(result.summary)")
                    XCTAssertTrue(result.destinationVersions.contains { $0.name == columns[8] }, "\(columns[0]): \(result.summary)")
                }
            }
            // Copy the models, edit the destination version, and the mapping goes stale.
            let work = try TestPaths.temporaryDirectory(self)
            let copies = try sourceModels.map { bundle -> String in
                let copy = work + "/" + (bundle as NSString).lastPathComponent
                try FileManager.default.copyItem(atPath: bundle, toPath: copy)
                return copy
            }
            let destinationCopy = work + "/" + (destinationBundle as NSString).lastPathComponent + "/" + (columns[6] as NSString).lastPathComponent
            let mapping = try MappingLoading.load(path: base + columns[2])
            let edited = try XCTUnwrap(mapping.entityMappings.compactMap(\.destinationEntityName).first)
            try addAttribute("addedAfterTheMapping", to: edited, in: destinationCopy + "/contents")
            let stale = try MappingCheck.check(mapping: base + columns[1], models: copies)
            XCTAssertFalse(stale.passed, columns[0])
            // An entity both versions share unchanged still matches the source version: the mapping
            // then mixes versions, and is named all the same.
            XCTAssertTrue(stale.stale.contains { $0.entity == edited && $0.side == .destination }
                          || stale.mixed.contains { $0.entity != edited && $0.side == .destination }, "\(columns[0]): \(stale.stale) \(stale.mixed)")
            XCTAssertTrue(stale.errors.contains { $0.message.hasPrefix("entity mapping '") }, "\(columns[0]): \(stale.errors)")
            checked += 1
        }
        XCTAssertGreaterThanOrEqual(checked, 4)
    }

    /// Adds an optional String attribute `name` to the `<entity name="entity" …>` element of a version's `contents`.
    private func addAttribute(_ name: String, to entity: String, in contents: String) throws {
        let text = try String(contentsOfFile: contents, encoding: .utf8)
        guard let start = text.range(of: "<entity name=\"\(entity)\""),
              let end = text.range(of: ">", range: start.upperBound..<text.endIndex) else {
            return XCTFail("no entity \(entity) in \(contents)")
        }
        var edited = text
        edited.insert(contentsOf: "\n        <attribute name=\"\(name)\" optional=\"YES\" attributeType=\"String\"/>", at: end.upperBound)
        try Data(edited.utf8).write(to: URL(fileURLWithPath: contents))
    }
}
