import CoreDataModel
import Foundation
import ModelSource
import TestTools

/// The mapping-model fixture `Fixtures/mapping/Garage1to2.xcmappingmodel` (Garage version 1 → 2)
/// and what it is made of, so tests can write variants of it.
enum GarageMapping {
    static let folder = TestPaths.fixtures + "/mapping"
    static let mappingPath = folder + "/Garage1to2.xcmappingmodel"
    static let bundle = folder + "/Garage.xcdatamodeld"

    static func version(_ name: String, in bundle: String = bundle) throws -> ManagedObjectModel {
        try ModelSourceReader.readModel(at: bundle + "/" + name + ".xcdatamodel").model
    }

    /// One mapping of each type: Transform (Car: a widened attribute), Custom (SportCar: a policy
    /// class), Copy (Person: an added attribute, with a value typed in the editor), Add (Maker),
    /// Remove (Garage).
    static let entities: [MappingFixtures.Entity] = [
        .init(source: "Car", destination: "Car", attributes: ["plate", "model", "year", "color"].map { .init($0) },
              relationships: [.init("owner"), .init("maker")]),
        .init(source: "SportCar", destination: "SportCar", policy: ".SportCarPolicy",
              attributes: ["color", "model", "plate", "topSpeed", "year"].map { .init($0) },
              relationships: [.init("maker"), .init("owner")]),
        .init(source: "Person", destination: "Person", attributes: [.init("name"), .init("nickname", valueExpression: "$source.name")],
              relationships: [.init("cars")]),
        .init(source: nil, destination: "Maker", attributes: [.init("name")], relationships: [.init("cars")]),
        .init(source: "Garage", destination: nil),
    ]

    /// The fixture's document text, written from the models as they are now.
    static func document(source: ManagedObjectModel? = nil, destination: ManagedObjectModel? = nil,
                         entities: [MappingFixtures.Entity] = entities) throws -> String {
        try MappingFixtures.document(source: source ?? version("Garage"), destination: destination ?? version("Garage 2"), mappings: entities)
    }

    /// A variant of the fixture in `folder`.
    static func write(in folder: String, named name: String = "Garage1to2", entities: [MappingFixtures.Entity] = entities) throws -> String {
        try MappingFixtures.write(named: name, in: folder, source: version("Garage"), destination: version("Garage 2"), mappings: entities)
    }
}
