import CoreDataModel
import ModelSource
import XCTest

/// `Fixtures/Relationships.xcdatamodel`: every relationship shape, delete rule and inverse form.
final class RelationshipFixtureTests: XCTestCase {
    private var model: ManagedObjectModel!

    override func setUpWithError() throws {
        let (model, diagnostics) = try ModelSourceReader.readModel(at: FixtureSupport.fixture("Relationships.xcdatamodel"))
        XCTAssertEqual(FixtureSupport.render(diagnostics), [])
        self.model = model
    }

    private func relationship(_ entity: String, _ name: String) throws -> RelationshipDescription {
        try XCTUnwrap(model.entity(named: entity)?.property(named: name) as? RelationshipDescription, "\(entity).\(name)")
    }

    func testOneToOne() throws {
        let passport = try relationship("Person", "passport")
        let holder = try relationship("Passport", "holder")
        XCTAssertEqual(passport.maxCount, 1)
        XCTAssertFalse(passport.isToMany)
        XCTAssertTrue(passport.inverseRelationship === holder)
        XCTAssertTrue(holder.inverseRelationship === passport)
        XCTAssertEqual(passport.deleteRule, .cascade)
        XCTAssertEqual(holder.deleteRule, .noAction)
        XCTAssertFalse(holder.isOptional)
        XCTAssertTrue(passport.destinationEntity === model.entity(named: "Passport"))
    }

    func testOneToManyOrderedWithCounts() throws {
        let lines = try relationship("Invoice", "lines")
        XCTAssertTrue(lines.isToMany)
        XCTAssertTrue(lines.isOrdered)
        XCTAssertEqual(lines.minCount, 1)
        XCTAssertEqual(lines.maxCount, 50)
        XCTAssertEqual(lines.deleteRule, .cascade)
        let invoice = try relationship("InvoiceLine", "invoice")
        XCTAssertEqual(invoice.deleteRule, .deny)
        XCTAssertTrue(invoice.inverseRelationship === lines)
    }

    func testManyToMany() throws {
        let tags = try relationship("Person", "tags")
        let people = try relationship("Tag", "people")
        XCTAssertEqual(tags.maxCount, 0, "toMany without maxCount is unbounded")
        XCTAssertEqual(people.maxCount, 3)
        XCTAssertTrue(tags.inverseRelationship === people)
        XCTAssertEqual(tags.deleteRule, .nullify)
        let friends = try relationship("Person", "friends")
        XCTAssertTrue(friends.inverseRelationship === friends, "a reflexive many-to-many is its own inverse")
    }

    func testInverseDeclaredOnSuperentity() throws {
        let documents = try relationship("Person", "documents")
        let owner = try relationship("Document", "owner")
        XCTAssertEqual(documents.destinationEntityName, "Invoice")
        XCTAssertEqual(documents.inverseEntityName, "Document")
        XCTAssertTrue(documents.inverseRelationship === owner)
        XCTAssertTrue(owner.inverseRelationship === documents)
        XCTAssertTrue(model.entity(named: "Invoice")?.property(named: "owner") === owner)
    }

    func testWithoutInverseAndOddShapes() throws {
        let lastViewed = try relationship("Person", "lastViewed")
        XCTAssertNil(lastViewed.inverseName)
        XCTAssertNil(lastViewed.inverseRelationship)
        XCTAssertEqual(lastViewed.deleteRule, .nullify, "an absent deletionRule means Nullify")
        XCTAssertTrue(lastViewed.isTransient)
        XCTAssertTrue(lastViewed.isIndexed)
        XCTAssertEqual(lastViewed.userInfo, ["why": "no inverse on purpose"])
        let generated = try relationship("Person", "generated")
        XCTAssertEqual(generated.maxCount, 0, "a negative maxCount is an unbounded to-many")
        XCTAssertTrue(generated.isToMany)
        XCTAssertEqual(generated.minCount, 1)
    }
}
