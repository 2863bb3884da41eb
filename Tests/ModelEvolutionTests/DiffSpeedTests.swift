import CompiledModel
import CoreDataModel
import Foundation
import ModelEvolution
import XCTest

/// Diffing two large models costs less than twice loading them (issue target), checked on
/// 5,000-entity models in the shape of modelc-benchmark's synthetic ones.
final class DiffSpeedTests: XCTestCase {
    private func model(entities count: Int, edited: Bool) -> ManagedObjectModel {
        var entities: [EntityDescription] = []
        for index in 0..<count {
            let entity = EntityDescription(name: "Entity\(index)", className: "Entity\(index)")
            let types: [AttributeType] = [.integer64, .date, .decimal, .boolean, .uuid, .integer32, .transformable, .string]
            for (position, type) in types.enumerated() {
                let attribute = AttributeDescription(name: "a\(position)x\(index)", type: type)
                if type == .integer32 { attribute.maxValue = .integer(edited && index % 100 == 7 ? 2_000 : 1_000) }
                if type == .string { attribute.isOptional = !(edited && index % 500 == 3) }
                if type == .transformable { attribute.valueTransformerName = "NSSecureUnarchiveFromData" }
                entity.addProperty(attribute)
            }
            let next = RelationshipDescription(name: "next\(index)", destination: "Entity\((index + 1) % count)")
            entity.addProperty(next)
            entities.append(entity)
        }
        let model = ManagedObjectModel(entities: entities)
        _ = ModelResolver.resolve(model)
        return model
    }

    func testDiffOfFiveThousandEntitiesCostsLessThanTwiceLoadingThem() throws {
        let old = try CompiledModelEncoder.encode(model(entities: 5_000, edited: false))
        let new = try CompiledModelEncoder.encode(model(entities: 5_000, edited: true))
        let clock = ContinuousClock()
        var best: (load: Duration, diff: Duration)?
        for _ in 0..<1 {
            let start = clock.now
            let a = try CompiledModelDecoder.decode(old, path: "old.mom")
            let b = try CompiledModelDecoder.decode(new, path: "new.mom")
            let loaded = clock.now
            let diff = ModelDiff(from: a, to: b)
            let compared = clock.now
            XCTAssertEqual(diff.entities.filter(\.versionHashChanged).count, 10)
            XCTAssertEqual(diff.entities.filter { $0.status == .changed }.count, 60)
            let run = (loaded - start, compared - loaded)
            if let fastest = best, fastest.diff <= run.1 { continue }
            best = run
        }
        let result = try XCTUnwrap(best)
        print("note: 5,000 entities: load both \(result.load), diff \(result.diff)")
        XCTAssertLessThan(result.diff, result.load * 2)
    }
}
