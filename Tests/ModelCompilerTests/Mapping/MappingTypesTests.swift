import CompiledModel
import CoreDataModel
import Foundation
import ModelCompiler
import TestTools
import XCTest

/// What mapc derives, on the Garage fixture (one mapping of each type) and variants of it.
final class MappingTypesTests: XCTestCase {
    private func garage(moduleName: String? = nil) throws -> MappingModel {
        try MappingLoading.load(.source(GarageMapping.mappingPath), moduleName: moduleName).mapping
    }

    private let byMapping = "destinationInstancesForEntityMappingNamed:sourceInstances:"
    private let byRelationship = "destinationInstancesForSourceRelationshipNamed:sourceInstances:"

    func testEveryMappingTypeAndName() throws {
        let mapping = try garage()
        XCTAssertEqual(mapping.entityMappings.map(\.name), ["CarToCar", "SportCarToSportCar", "PersonToPerson", "Maker", "Garage"])
        XCTAssertEqual(mapping.entityMappings.map(\.mappingType), [.transform, .custom, .copy, .add, .remove])
    }

    func testTransformWhenAStoredPropertyChanged() throws {
        let car = try XCTUnwrap(try garage().entityMapping(named: "CarToCar"))
        XCTAssertEqual(car.mappingType, .transform)  // year: Integer 16 → Integer 32
        XCTAssertEqual(car.attributeMappings.map(\.name), ["color", "model", "plate", "year"])
        XCTAssertEqual(car.attributeMappings.map(\.valueExpression), [nil, "$source.model", "$source.plate", "$source.year"])
        XCTAssertEqual(car.sourceExpression, .fetchRequest(
            request: #"FUNCTION($manager, "fetchRequestForSourceEntityNamed:predicateString:" , "Car", "TRUEPREDICATE")"#,
            context: "$manager.sourceContext", countOnly: false))
    }

    func testCopyWhenEveryStoredSourcePropertySurvivesAndTheEditorsExpressionIsKept() throws {
        let person = try XCTUnwrap(try garage().entityMapping(named: "PersonToPerson"))
        XCTAssertEqual(person.mappingType, .copy)
        XCTAssertNotEqual(person.sourceEntityVersionHash, person.destinationEntityVersionHash)  // nickname was added
        XCTAssertEqual(person.attributeMappings.map(\.valueExpression), ["$source.name", "$source.name"])
        // Person.cars points into Car and its sub-entity SportCar: two mappings make cars.
        XCTAssertEqual(person.relationshipMappings.first?.valueExpression,
                       #"FUNCTION($manager, "\#(byRelationship)" , "cars", $source.cars)"#)
    }

    func testCustomKeepsThePolicyAndResolvesTheCurrentModule() throws {
        XCTAssertEqual(try garage().entityMapping(named: "SportCarToSportCar")?.migrationPolicyClassName, ".SportCarPolicy")
        let sport = try XCTUnwrap(try garage(moduleName: "Garage").entityMapping(named: "SportCarToSportCar"))
        XCTAssertEqual(sport.mappingType, .custom)
        XCTAssertEqual(sport.migrationPolicyClassName, "Garage.SportCarPolicy")
        // Car.owner's destination Person has exactly one mapping.
        XCTAssertEqual(sport.relationshipMappings.first { $0.name == "owner" }?.valueExpression,
                       #"FUNCTION($manager, "\#(byMapping)" , "PersonToPerson", $source.owner)"#)
    }

    func testAddHasNoSourceAndNoValues() throws {
        let maker = try XCTUnwrap(try garage().entityMapping(named: "Maker"))
        XCTAssertEqual(maker.mappingType, .add)
        XCTAssertNil(maker.sourceEntityName)
        XCTAssertNil(maker.sourceEntityVersionHash)
        XCTAssertNil(maker.sourceExpression)
        XCTAssertNotNil(maker.destinationEntityVersionHash)
        XCTAssertEqual((maker.attributeMappings + maker.relationshipMappings).map(\.name), ["name", "cars"])
        XCTAssertTrue((maker.attributeMappings + maker.relationshipMappings).allSatisfy { $0.valueExpression == nil })
    }

    func testRemoveHasNoDestination() throws {
        let garage = try XCTUnwrap(try garage().entityMapping(named: "Garage"))
        XCTAssertEqual(garage.mappingType, .remove)
        XCTAssertEqual(garage.sourceEntityName, "Garage")
        XCTAssertNil(garage.destinationEntityName)
        XCTAssertNil(garage.destinationEntityVersionHash)
        XCTAssertNotNil(garage.sourceExpression)
    }

    func testHashesAreTheModelsVersionHashes() throws {
        let mapping = try garage()
        let source = try GarageMapping.version("Garage").entityVersionHashesByName
        let destination = try GarageMapping.version("Garage 2").entityVersionHashesByName
        for entityMapping in mapping.entityMappings {
            XCTAssertEqual(entityMapping.sourceEntityVersionHash, entityMapping.sourceEntityName.flatMap { source[$0] }, entityMapping.name)
            XCTAssertEqual(entityMapping.destinationEntityVersionHash, entityMapping.destinationEntityName.flatMap { destination[$0] },
                           entityMapping.name)
        }
    }

    func testARenamedRelationshipUsesTheEditorsKeyPathAndMapping() throws {
        var entities = GarageMapping.entities
        entities[1].relationships = [.init("maker"), .init("owner", sourceKeyPath: "$source.owner", sourceMappingName: "PersonToPerson")]
        entities[0].filterPredicate = "plate != nil"
        let work = try TestPaths.temporaryDirectory(self)
        let mapping = try MappingLoading.load(path: try GarageMapping.write(in: work, entities: entities))
        XCTAssertEqual(mapping.entityMapping(named: "SportCarToSportCar")?.relationshipMappings.last?.valueExpression,
                       #"FUNCTION($manager, "\#(byMapping)" , "PersonToPerson", $source.owner)"#)
        guard case .fetchRequest(let request, _, _)? = mapping.entityMapping(named: "CarToCar")?.sourceExpression else {
            return XCTFail("no source fetch")
        }
        XCTAssertTrue(request.hasSuffix(#""Car", "plate != nil")"#), request)
    }

    func testTheCdmReadsBackAsTheDerivedMapping() throws {
        let work = try TestPaths.temporaryDirectory(self)
        let result = MappingCompilation.compile(source: GarageMapping.mappingPath, destination: work + "/", options: CompileOptions())
        XCTAssertTrue(result.succeeded, "\(result.diagnostics)")
        XCTAssertEqual(result.outputPath, work + "/Garage1to2.cdm")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: work + "/Garage1to2.cdm")))
        XCTAssertEqual(try MappingModelDecoder.decode(bytes, path: "Garage1to2.cdm"), try garage())
        let leaves = try ArchiveLeaves.leaves(of: bytes)
        XCTAssertEqual(leaves["root/$classes"], "NSMappingModel,NSObject")
        XCTAssertEqual(leaves["root.NSEntityMappings[3].NSSourceExpression"], "null")
        XCTAssertEqual(leaves["root.NSEntityMappings[0].NSSourceExpression.NSExpressionType"], "int:50")
        XCTAssertEqual(leaves["root.NSEntityMappings[0].NSAttributeMappings[1].NSValueExpression/$classes"],
                       "NSKeyPathExpression,NSFunctionExpression,NSExpression,NSObject")
        XCTAssertEqual(leaves["root.NSEntityMappingsByName[Maker].NSMappingType"], "int:2")
    }
}
