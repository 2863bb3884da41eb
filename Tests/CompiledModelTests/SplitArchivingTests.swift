import CompiledModel
import CoreDataModel
import Foundation
import ModelSource
import XCTest

/// A large model's last entities are archived by another thread and taken in by the compiling one
/// (`ModelArchiving.archiveLaterEntities()`): the bytes must be those of archiving on one thread,
/// for every model and layout, wherever the split falls (sub-entities archived inside their parent
/// before or after it, inverses reserved on either side).
final class SplitArchivingTests: XCTestCase {
    private static func layouts() throws -> [ArchiveLayout] {
        [.newest, try ArchiveLayout(xcodeVersion: "12.5"), try ArchiveLayout(xcodeVersion: "8.3")]
    }

    /// Checks every version of the source at `path` in every layout; returns how many archives were
    /// taken in from a second part (models of one entity have no second part).
    private func checkSplit(_ path: String, file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        let versions: [(name: String, model: ManagedObjectModel)]
        if path.hasSuffix(".xcdatamodeld") {
            versions = try ModelSourceReader.readBundle(at: path).versions.map { ($0.name, $0.model) }
        } else {
            versions = [((path as NSString).lastPathComponent, try ModelSourceReader.readModel(at: path).model)]
        }
        var takenIn = 0
        for version in versions {
            for layout in try Self.layouts() {
                guard let whole = try? CompiledModelEncoder.encode(version.model, layout: layout) else { continue }
                for share in [0.2, 0.5, 0.8] {
                    let label = "\(path)/\(version.name), Xcode \(layout.xcodeVersion), split at \(share)"
                    let split = ModelArchiving(version.model, layout: layout, compilingThreadShare: share)
                    split.archiveLaterEntities()
                    XCTAssertEqual(try split.finished().bytes, whole, "split archive: \(label)", file: file, line: line)
                    XCTAssertEqual(split.tookInLaterEntities, split.hasLaterEntities, "second part taken in: \(label)", file: file, line: line)
                    if split.tookInLaterEntities { takenIn += 1 }
                }
            }
        }
        return takenIn
    }

    func testFixturesArchiveTheSameInTwoParts() throws {
        var takenIn = 0
        for name in ["Inheritance.xcdatamodel", "Relationships.xcdatamodel", "FetchRequests.xcdatamodel", "Indexes.xcdatamodel",
                     "Derived.xcdatamodel", "Composites.xcdatamodel", "Attributes.xcdatamodel", "Sample.xcdatamodeld"] {
            takenIn += try checkSplit(TestPaths.fixtures + "/" + name)
        }
        XCTAssertGreaterThanOrEqual(takenIn, 20)
    }

    func testCorpusArchivesTheSameInTwoParts() throws {
        let corpus = try TestPaths.requireShared("corpus")
        var takenIn = 0
        for contents in TestPaths.files(under: corpus, endingWith: ".xcdatamodel/contents") {
            takenIn += try checkSplit((contents as NSString).deletingLastPathComponent)
        }
        XCTAssertGreaterThan(takenIn, 600)
    }

    /// A large generated model: 400 entities in families of a parent and four sub-entities, each
    /// with attributes and a relationship to the next family's parent, so that the split falls
    /// between a parent and its sub-entities and inverses cross it both ways.
    func testGeneratedFamiliesArchiveTheSameInTwoParts() throws {
        let model = Self.families(count: 80)
        let whole = try CompiledModelEncoder.encode(model)
        for share in [0.1, 0.3, 0.5, 0.7, 0.9] {
            let split = ModelArchiving(model, compilingThreadShare: share)
            split.archiveLaterEntities()
            XCTAssertEqual(try split.finished().bytes, whole, "split at \(share)")
            XCTAssertTrue(split.tookInLaterEntities, "split at \(share)")
        }
    }

    /// When the compiling thread gets to the later entities before another thread has started on
    /// them, it archives them itself, and a late start does nothing.
    func testCompilingThreadArchivesThemWhenFirst() throws {
        let model = Self.families(count: 20)
        let split = ModelArchiving(model, compilingThreadShare: 0.5)
        XCTAssertTrue(split.hasLaterEntities)
        XCTAssertEqual(try split.finished().bytes, try CompiledModelEncoder.encode(model))
        XCTAssertFalse(split.tookInLaterEntities)
        split.archiveLaterEntities()
    }

    private static func families(count: Int) -> ManagedObjectModel {
        var entities: [EntityDescription] = []
        for family in 0..<count {
            let parent = EntityDescription(name: "Family\(family)")
            parent.addProperty(AttributeDescription(name: "title", type: .string))
            let next = RelationshipDescription(name: "next", destination: "Family\((family + 1) % count)")
            next.inverseName = "previous"
            next.inverseEntityName = "Family\((family + 1) % count)"
            parent.addProperty(next)
            let previous = RelationshipDescription(name: "previous", destination: "Family\((family + count - 1) % count)", toMany: true)
            previous.inverseName = "next"
            previous.inverseEntityName = "Family\((family + count - 1) % count)"
            parent.addProperty(previous)
            entities.append(parent)
            for member in 0..<4 {
                let entity = EntityDescription(name: "Family\(family)Member\(member)")
                entity.superentityName = parent.name
                entity.addProperty(AttributeDescription(name: "rank\(member)", type: .integer32))
                entity.addProperty(AttributeDescription(name: "note", type: .string))
                entities.append(entity)
            }
        }
        let model = ManagedObjectModel(entities: entities)
        XCTAssertFalse(ModelResolver.resolve(model).hasErrors)
        return model
    }
}
