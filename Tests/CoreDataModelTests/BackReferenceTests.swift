import CoreDataModel
import XCTest

/// The graph's back-references (a property's entity, a relationship's destination and inverse, a
/// sub-entity's parent, an entity's model, a fetch request's entity) do not keep their targets
/// alive, and read nil once the target is gone — while it lives, they read the target itself.
final class BackReferenceTests: XCTestCase {
    func testBackReferencesReadTheirTargetsWhileTheyLive() {
        let person = EntityDescription(name: "Person")
        let employee = EntityDescription(name: "Employee")
        let name = AttributeDescription(name: "name", type: .string)
        person.addProperty(name)
        let pets = RelationshipDescription(name: "pets", destination: "Pet", toMany: true)
        let owner = RelationshipDescription(name: "owner", destination: "Person")
        let pet = EntityDescription(name: "Pet")
        person.addProperty(pets)
        pet.addProperty(owner)
        pets.connect(destination: pet, inverse: owner)
        person.subentities = [employee]
        let request = FetchRequest(name: "all", entityName: "Person")
        request.entity = person
        let model = ManagedObjectModel(entities: [person, employee, pet])

        XCTAssertTrue(name.entity === person)
        XCTAssertTrue(pets.destinationEntity === pet)
        XCTAssertTrue(pets.inverseRelationship === owner)
        XCTAssertTrue(owner.inverseRelationship === pets)
        XCTAssertTrue(owner.destinationEntity === person)
        XCTAssertTrue(employee.superentity === person)
        XCTAssertTrue(person.model === model)
        XCTAssertTrue(request.entity === person)
        XCTAssertEqual(owner.inverseName, "pets")
        XCTAssertEqual(request.entityName, "Person")
    }

    func testBackReferencesReadNilOnceTheTargetIsGone() {
        let name = AttributeDescription(name: "name", type: .string)
        let owner = RelationshipDescription(name: "owner", destination: "Person")
        let employee = EntityDescription(name: "Employee")
        let request = FetchRequest(name: "all", entityName: "Person")
        var entity: EntityDescription?
        weak var released: EntityDescription?
        do {
            let person = EntityDescription(name: "Person")
            let pets = RelationshipDescription(name: "pets", destination: "Pet", toMany: true)
            person.addProperty(name)
            person.addProperty(pets)
            owner.destinationEntity = person
            owner.inverseRelationship = pets
            person.subentities = [employee]
            request.entity = person
            let model = ManagedObjectModel(entities: [person])
            XCTAssertTrue(person.model === model)
            entity = person
        }
        XCTAssertNil(entity?.model, "the model is gone")
        released = entity
        entity = nil
        XCTAssertNil(released, "back-references must not keep the entity alive")
        XCTAssertNil(name.entity)
        XCTAssertNil(owner.destinationEntity)
        XCTAssertNil(owner.inverseRelationship)
        XCTAssertNil(employee.superentity)
        XCTAssertNil(request.entity)
        XCTAssertEqual(owner.destinationEntityName, "Person")
        XCTAssertEqual(owner.inverseName, "pets")
    }
}
