import CoreDataModel
import ModelCompiler
import ModelEvolution
import TestLocations
import XCTest

/// The inferred-migration rules, one edit each on the Sample model's current version.
final class MigrationVerdictTests: XCTestCase {
    private func verdict(_ edit: (ManagedObjectModel) -> Void) throws -> MigrationVerdict {
        let original = try XCTUnwrap(ModelLoading.load(.sourceBundle(RepositoryPaths.fixtures + "/Sample.xcdatamodeld")).currentVersion?.model)
        let changed = original.copyModel()
        edit(changed)
        _ = ModelResolver.resolve(changed)
        return ModelDiff(from: original, to: changed).migration
    }

    private func entity(_ model: ManagedObjectModel, _ name: String) -> EntityDescription? { model.entitiesByName[name] }

    func testNothingHashedMeansNone() throws {
        let result = try verdict { self.entity($0, "Book")?.userInfo = ["x": "y"] }
        XCTAssertEqual(result.kind, .none)
        XCTAssertEqual(result.rules, [])
    }

    func testDocumentedLightweightChanges() throws {
        XCTAssertEqual(try verdict { self.entity($0, "Loan")?.removeProperty(named: "borrower") }.rules, [.attributeRemoved])
        XCTAssertEqual(try verdict { self.entity($0, "Loan")?.property(named: "borrower")?.isOptional = true }.rules, [.becameOptional])
        let required = try verdict { model in
            let attribute = self.entity(model, "Book")?.property(named: "publishedAt") as? AttributeDescription
            attribute?.isOptional = false
            attribute?.defaultValue = .date(0)
        }
        XCTAssertEqual(required.kind, .lightweight)
        XCTAssertEqual(required.rules, [.becameRequiredWithDefault])
        let toMany = try verdict { model in
            (self.entity(model, "Loan")?.property(named: "book") as? RelationshipDescription)?.maxCount = 0
        }
        XCTAssertEqual(toMany.rules, [.cardinalityChanged])
        let renamed = try verdict { model in
            let loan = self.entity(model, "Loan")
            loan?.name = "Borrowing"
            loan?.renamingIdentifier = "Loan"
            (self.entity(model, "Book")?.property(named: "loans") as? RelationshipDescription)?.destinationEntityName = "Borrowing"
            (self.entity(model, "Book")?.property(named: "loans") as? RelationshipDescription)?.inverseEntityName = "Borrowing"
        }
        XCTAssertEqual(renamed.kind, .lightweight)
        XCTAssertTrue(renamed.rules.contains(.entityRenamed), "\(renamed.rules)")
        XCTAssertEqual(renamed.blockers, [])
        XCTAssertEqual(try verdict { $0.entities.append(EntityDescription(name: "Shelf")) }.rules, [.entityAdded])
    }

    func testChangesThatNeedAMappingModel() throws {
        let required = try verdict { self.entity($0, "Book")?.property(named: "publishedAt")?.isOptional = false }
        XCTAssertEqual(required.kind, .custom)
        XCTAssertEqual(required.blockers, ["Book.publishedAt: became non-optional without a default value"])
        let added = try verdict { model in
            self.entity(model, "Book")?.addProperty({ let a = AttributeDescription(name: "pages", type: .integer32); a.isOptional = false; return a }())
        }
        XCTAssertEqual(added.kind, .custom)
        XCTAssertEqual(added.blockers.first?.hasPrefix("Book.pages: a non-optional attribute was added without a default value"), true)
        let merged = try verdict { model in
            let parent = EntityDescription(name: "Item", isAbstract: true)
            model.entities.append(parent)
            parent.subentities = [self.entity(model, "Book"), self.entity(model, "Loan")].compactMap { $0 }
        }
        XCTAssertEqual(merged.kind, .custom)
        XCTAssertTrue(merged.blockers.contains { $0.contains("cannot merge entity hierarchies") }, "\(merged.blockers)")
        let oneChild = try verdict { model in
            let parent = EntityDescription(name: "Item", isAbstract: true)
            model.entities.append(parent)
            parent.subentities = [self.entity(model, "Book")].compactMap { $0 }
        }
        XCTAssertEqual(oneChild.kind, .lightweight, "\(oneChild.blockers)")
        XCTAssertTrue(oneChild.rules.contains(.hierarchyChanged))
    }
}
