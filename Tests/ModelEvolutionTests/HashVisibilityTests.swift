import CoreDataModel
import ModelCompiler
import ModelEvolution
import TestLocations
import XCTest

/// The classification of each change as hash-visible or not comes from `VersionHashedField` (the archive schema's `feedsVersionHash` column);
/// the entity and property verdicts come from the real hasher. These tests edit every compared
/// field and check the two agree, so the list and the hasher cannot drift apart.
final class HashVisibilityTests: XCTestCase {
    private func sample() throws -> ManagedObjectModel {
        try XCTUnwrap(ModelLoading.load(.sourceBundle(RepositoryPaths.fixtures + "/Sample.xcdatamodeld")).currentVersion?.model)
    }

    /// One edit per compared field, each on a fresh copy of the Sample model's current version.
    private var edits: [(String, (ManagedObjectModel) -> Void)] {
        func book(_ m: ManagedObjectModel) -> EntityDescription { m.entitiesByName["Book"]! }
        func isbn(_ m: ManagedObjectModel) -> AttributeDescription { book(m).property(named: "isbn") as! AttributeDescription }
        func loans(_ m: ManagedObjectModel) -> RelationshipDescription { book(m).property(named: "loans") as! RelationshipDescription }
        return [
            ("optional", { isbn($0).isOptional = true }),
            ("transient", { isbn($0).isTransient = true }),
            ("read-only", { isbn($0).isReadOnly = true }),
            ("spotlight", { isbn($0).isIndexedBySpotlight = true }),
            ("external record", { isbn($0).isStoredInExternalRecord = true }),
            ("renaming identifier", { isbn($0).renamingIdentifier = "code" }),
            ("version hash modifier", { isbn($0).versionHashModifier = "2" }),
            ("user info", { isbn($0).userInfo = ["k": "v"] }),
            ("type", { isbn($0).attributeType = .integer64 }),
            ("default", { isbn($0).defaultValue = .string("0") }),
            ("min", { isbn($0).minValue = .integer(1) }),
            ("regular expression", { isbn($0).regularExpression = "[0-9]+" }),
            ("external storage", { isbn($0).allowsExternalBinaryDataStorage = true }),
            ("preserve after deletion", { isbn($0).preservesValueInHistoryOnDeletion = true }),
            ("cloud encryption", { isbn($0).allowsCloudEncryption = true }),
            ("destination", { loans($0).destinationEntityName = "Author"; loans($0).destinationEntity = $0.entitiesByName["Author"] }),
            ("min count", { loans($0).minCount = 1 }),
            ("max count", { loans($0).maxCount = 5 }),
            ("delete rule", { loans($0).deleteRule = .cascade }),
            ("ordered", { loans($0).isOrdered = true }),
            ("entity class name", { book($0).managedObjectClassName = "Other" }),
            ("entity abstract", { book($0).isAbstract = true }),
            ("entity user info", { book($0).userInfo = ["a": "b"] }),
            ("entity modifier", { book($0).versionHashModifier = "v2" }),
            ("entity constraints", { book($0).uniquenessConstraints = [["title"]] }),
            ("entity renaming identifier", { book($0).renamingIdentifier = "Volume" }),
            ("entity indexes", { book($0).fetchIndexes = [] }),
        ]
    }

    func testEveryFieldIsClassifiedAsTheHasherSeesIt() throws {
        let original = try sample()
        for (name, edit) in edits {
            let changed = original.copyModel()
            edit(changed)
            let diff = ModelDiff(from: original, to: changed)
            XCTAssertFalse(diff.isEmpty, "\(name): the edit shows no change")
            assertConsistent(diff, name)
            let hashesDiffer = original.entityVersionHashesByName != changed.entityVersionHashesByName
            XCTAssertEqual(!diff.versionHashesEqual, hashesDiffer, name)
        }
    }

    func testInvisibleEditsAreReportedAsSuch() throws {
        let original = try sample()
        let changed = original.copyModel()
        (changed.entitiesByName["Loan"]?.property(named: "borrower") as? AttributeDescription)?.userInfo = ["note": "x"]
        let diff = ModelDiff(from: original, to: changed)
        XCTAssertTrue(diff.versionHashesEqual)
        XCTAssertEqual(diff.migration.kind, .none)
        XCTAssertEqual(diff.invisibleChanges.map { "\($0.entity).\($0.property ?? "") \($0.change.field)" }, ["Loan.borrower user info"])
        XCTAssertTrue(diff.renderText(oldName: "a", newName: "b").contains("set a versionHashModifier"))
    }
}

/// Checks a diff against itself: every property's hash verdict (from the hasher) matches its
/// field classification (from the list), and every entity's verdict is explained by its changes.
func assertConsistent(_ diff: ModelDiff, _ context: String, file: StaticString = #filePath, line: UInt = #line) {
    for entity in diff.entities where entity.status == .changed || entity.status == .unchanged {
        let explained = entity.changes.contains(where: \.altersVersionHash) || entity.properties.contains(where: \.versionHashChanged)
        XCTAssertEqual(entity.versionHashChanged, explained, "\(context): entity \(entity.name)", file: file, line: line)
        for property in entity.properties where property.status == .changed {
            XCTAssertEqual(property.versionHashChanged, property.changes.contains(where: \.altersVersionHash),
                           "\(context): \(entity.name).\(property.name) \(property.changes)", file: file, line: line)
        }
    }
}
