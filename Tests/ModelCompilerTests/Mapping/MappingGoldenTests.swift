import CompiledModel
import CoreDataModel
import Foundation
import ModelCompiler
import TestLocations
import TestTools
import XCTest

/// Every public mapping case compiled as Apple's mapc compiled it: the `.cdm` equals Apple's
/// structurally (classes, keys, values, expressions and hashes), and decodes to the same mapping.
final class MappingGoldenTests: XCTestCase {
    struct Case {
        var id: String
        var source: String
        var expected: String
        var flags: [String]
    }

    static func cases() throws -> [Case] {
        let folder = try RepositoryPaths.requireShared("mapping")
        let table = try String(contentsOfFile: folder + "/cases.tsv", encoding: .utf8)
        return table.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 10 else { return nil }
            let base = folder + "/" + columns[0] + "/"
            let flags = columns[9] == "-" ? [] : ((try? String(contentsOfFile: base + columns[9], encoding: .utf8)) ?? "")
                .split(whereSeparator: \.isWhitespace).map(String.init)
            return Case(id: columns[0], source: base + columns[1], expected: base + columns[2], flags: flags)
        }
    }

    func testEveryPublicCaseEqualsApplesStructurally() throws {
        let cases = try Self.cases()
        XCTAssertGreaterThanOrEqual(cases.count, 4)
        let work = try TestPaths.temporaryDirectory(self)
        for mappingCase in cases {
            var options = CompileOptions()
            if let index = mappingCase.flags.firstIndex(of: "--module"), index + 1 < mappingCase.flags.count {
                options.moduleName = mappingCase.flags[index + 1]
            }
            let result = MappingCompilation.compile(source: mappingCase.source, destination: work + "/", options: options)
            XCTAssertTrue(result.succeeded, "\(mappingCase.id): \(result.diagnostics)")
            guard let output = result.outputPath else { continue }
            let ours = try bytes(output)
            let apple = try bytes(mappingCase.expected)
            let (ourLeaves, appleLeaves) = (try ArchiveLeaves.leaves(of: ours), try ArchiveLeaves.leaves(of: apple))
            XCTAssertGreaterThan(appleLeaves.count, 300, mappingCase.id)
            for (path, value) in appleLeaves where ourLeaves[path] != value {
                XCTFail("\(mappingCase.id): \(path): Apple \(value), ours \(ourLeaves[path] ?? "missing")")
            }
            for path in ourLeaves.keys where appleLeaves[path] == nil {
                XCTFail("\(mappingCase.id): extra \(path) = \(ourLeaves[path] ?? "")")
            }
            XCTAssertEqual(try MappingModelDecoder.decode(ours, path: output), try MappingModelDecoder.decode(apple, path: mappingCase.expected),
                           mappingCase.id)
            let first = ArchiveLeaves.firstDifference(ours, apple).map { "first differing byte at offset \($0)" } ?? "byte-identical"
            print("note: \(mappingCase.id): structure equal to Apple's; \(first) (\(ours.count) vs \(apple.count) bytes)")
        }
    }

    func testTheDerivedFactsOfAPublicCase() throws {
        guard let mappingCase = try Self.cases().first(where: { $0.id == "alemar11-V2toV3" }) else {
            throw XCTSkip("alemar11-V2toV3 is not in cases.tsv")
        }
        let mapping = try MappingLoading.load(path: mappingCase.source)
        XCTAssertEqual(mapping.entityMappings.map(\.name), ["CarToCar", "LuxuryCarToLuxuryCar", "PersonToPerson", "SportCarToSportCar", "Maker"])
        XCTAssertEqual(mapping.entityMappings.map(\.mappingType), [.custom, .custom, .copy, .custom, .add])
        let maker = try XCTUnwrap(mapping.entityMapping(named: "Maker"))
        XCTAssertNil(maker.sourceEntityName)
        XCTAssertNil(maker.sourceExpression)
        XCTAssertTrue((maker.attributeMappings + maker.relationshipMappings).allSatisfy { $0.valueExpression == nil })
        let person = try XCTUnwrap(mapping.entityMapping(named: "PersonToPerson"))
        XCTAssertEqual(person.relationshipMappings.first { $0.name == "cars" }?.valueExpression,
                       #"FUNCTION($manager, "destinationInstancesForSourceRelationshipNamed:sourceInstances:" , "cars", $source.cars)"#)
    }

    private func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }
}
