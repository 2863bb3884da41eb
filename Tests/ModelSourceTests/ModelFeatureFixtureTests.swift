import CoreDataModel
import ModelSource
import XCTest

/// Inheritance, fetch requests, configurations, indexes, derived and composite attributes.
final class ModelFeatureFixtureTests: XCTestCase {
    private func read(_ name: String) throws -> ManagedObjectModel {
        let (model, diagnostics) = try ModelSourceReader.readModel(at: FixtureSupport.fixture(name))
        XCTAssertEqual(FixtureSupport.render(diagnostics), [], name)
        return model
    }

    func testInheritanceThreeLevelsWithAbstractEntities() throws {
        let model = try read("Inheritance.xcdatamodel")
        let vehicle = try XCTUnwrap(model.entity(named: "Vehicle"))
        let motor = try XCTUnwrap(model.entity(named: "MotorVehicle"))
        let car = try XCTUnwrap(model.entity(named: "Car"))
        let truck = try XCTUnwrap(model.entity(named: "Truck"))
        XCTAssertTrue(vehicle.isAbstract)
        XCTAssertTrue(motor.isAbstract)
        XCTAssertFalse(car.isAbstract)
        XCTAssertTrue(car.superentity === motor)
        XCTAssertTrue(motor.superentity === vehicle)
        XCTAssertNil(vehicle.superentity)
        XCTAssertEqual(motor.subentities.map(\.name), ["Car", "Truck"])
        XCTAssertEqual(vehicle.subentities.map(\.name), ["MotorVehicle"])
        XCTAssertEqual(car.allProperties.map(\.name), ["name", "horsePower", "doors"])
        XCTAssertNil(truck.managedObjectClassName)
        XCTAssertEqual(car.superentityName, "MotorVehicle")
    }

    func testFetchedPropertiesTemplatesAndConfigurations() throws {
        let model = try read("FetchRequests.xcdatamodel")
        let person = try XCTUnwrap(model.entity(named: "Person"))
        let siblings = try XCTUnwrap(person.property(named: "siblings") as? FetchedPropertyDescription)
        XCTAssertEqual(siblings.fetchRequest.name, "fetchedPropertyFetchRequest")
        XCTAssertEqual(siblings.fetchRequest.predicate, "family == $FETCH_SOURCE.family AND SELF != $FETCH_SOURCE")
        XCTAssertTrue(siblings.fetchRequest.entity === person)
        XCTAssertEqual(siblings.userInfo, ["note": "weak, re-fetched on refresh"])
        XCTAssertTrue(siblings.isOptional)

        XCTAssertEqual(model.fetchRequestTemplates.map(\.name), ["AllPeople", "APISpelling", "RecentByName", "Unflagged"])
        let all = try XCTUnwrap(model.fetchRequestTemplate(named: "AllPeople"))
        XCTAssertNil(all.predicate)
        XCTAssertEqual([all.includesSubentities, all.includesPropertyValues, all.returnsObjectsAsFaults,
                        all.includesPendingChanges, all.returnsDistinctResults], [true, true, true, true, false])
        XCTAssertEqual(all.resultType, .managedObjects)

        let recent = try XCTUnwrap(model.fetchRequestTemplate(named: "RecentByName"))
        XCTAssertEqual(recent.predicate, "name ==[c] $NAME && family != \"x\" AND family > $MIN")
        XCTAssertEqual(recent.fetchLimit, 25)
        XCTAssertEqual(recent.fetchBatchSize, 20)
        XCTAssertEqual(recent.resultType, .dictionaries)
        XCTAssertTrue(recent.returnsDistinctResults)
        XCTAssertTrue(recent.entity === person)

        let api = try XCTUnwrap(model.fetchRequestTemplate(named: "APISpelling"))
        XCTAssertEqual([api.includesSubentities, api.includesPropertyValues, api.returnsObjectsAsFaults,
                        api.returnsDistinctResults], [false, false, false, true])
        XCTAssertEqual(api.fetchOffset, 5)

        let unflagged = try XCTUnwrap(model.fetchRequestTemplate(named: "Unflagged"))
        XCTAssertEqual(unflagged.resultType, .managedObjectIDs)
        XCTAssertEqual([unflagged.includesSubentities, unflagged.includesPropertyValues, unflagged.returnsObjectsAsFaults,
                        unflagged.includesPendingChanges], [false, false, false, false])

        XCTAssertEqual(model.configurations.map(\.name), ["Cloud", "Local"])
        XCTAssertEqual(model.configuration(named: "Cloud")?.entityNames, ["Person"])
        XCTAssertEqual(model.configuration(named: "Cloud")?.usedWithCloudKit, true)
        XCTAssertEqual(model.configuration(named: "Local")?.entityNames, ["Cache", "Person"])
        XCTAssertEqual(model.configuration(named: "Local")?.usedWithCloudKit, false)
    }

    func testIndexesAndConstraints() throws {
        let model = try read("Indexes.xcdatamodel")
        let customer = try XCTUnwrap(model.entity(named: "Customer"))
        XCTAssertEqual(customer.uniquenessConstraints, [["remoteID"]])
        let order = try XCTUnwrap(model.entity(named: "Order"))
        XCTAssertEqual(order.uniquenessConstraints, [["account", "slug"]])
        XCTAssertEqual(order.compoundIndexes, [["account", "issuedAt"], ["slug"]])
        XCTAssertEqual(order.fetchIndexes.map(\.name), ["byAccount", "byCustomerAndDate", "byLocation", "bySlugLength"])
        let single = order.fetchIndexes[0]
        XCTAssertEqual(single.elements, [FetchIndexElement(property: "account", collationType: .binary, isAscending: true)])
        XCTAssertEqual(order.fetchIndexes[1].elements, [
            FetchIndexElement(property: "customer"),
            FetchIndexElement(property: "issuedAt", collationType: .binary, isAscending: false),
        ])
        XCTAssertEqual(order.fetchIndexes[2].elements.first?.collationType, .rTree)
        XCTAssertEqual(order.fetchIndexes[3].elements,
                       [FetchIndexElement(expression: "length:(slug)", resultType: .integer64, isAscending: false)])
    }

    func testDerivedAttributesKeepTheirExpressionText() throws {
        let model = try read("Derived.xcdatamodel")
        let author = try XCTUnwrap(model.entity(named: "Author"))
        let expressions = author.properties.compactMap { $0 as? DerivedAttributeDescription }
            .map { "\($0.name)=\($0.derivationExpression)" }
        XCTAssertEqual(expressions, ["postCount=posts.@count", "searchName=canonical:(name)", "touchedAt=now()"])
        let count = try XCTUnwrap(author.property(named: "postCount") as? DerivedAttributeDescription)
        XCTAssertEqual(count.attributeType, .integer64)
        XCTAssertTrue(count.isReadOnly)
        XCTAssertFalse(author.property(named: "name") is DerivedAttributeDescription)
    }

    func testCompositeAttributesCopyNestedDefinitions() throws {
        let model = try read("Composites.xcdatamodel")
        XCTAssertEqual(model.compositeDefinitions.map(\.name), ["GeoPoint", "Accuracy", "Nothing"])
        let place = try XCTUnwrap(model.entity(named: "Place"))
        let position = try XCTUnwrap(place.property(named: "position") as? CompositeAttributeDescription)
        XCTAssertEqual(position.compositeName, "GeoPoint")
        XCTAssertEqual(position.attributeType, .composite)
        XCTAssertEqual(position.elements.map(\.name), ["latitude", "longitude", "accuracy"])
        XCTAssertEqual(position.elements.first?.defaultValue, .real(0))
        XCTAssertFalse(position.elements.first?.isOptional ?? true)
        let accuracy = try XCTUnwrap(position.elements.last as? CompositeAttributeDescription)
        XCTAssertEqual(accuracy.elements.map(\.name), ["meters"])
        XCTAssertEqual(accuracy.elements.first?.defaultValue, .real(5))
        let definition = try XCTUnwrap(model.compositeDefinitions.first)
        XCTAssertFalse(definition.attributes[0] === position.elements[0], "elements are copies, not the definition's objects")
    }

    func testBooleansWrittenOddlyAreAcceptedSilently() throws {
        let model = try read("warnings/OddBooleans.xcdatamodel")
        let settings = try XCTUnwrap(model.entity(named: "Settings"))
        let enabled = try XCTUnwrap(settings.property(named: "enabled") as? AttributeDescription)
        let visible = try XCTUnwrap(settings.property(named: "visible") as? AttributeDescription)
        XCTAssertTrue(enabled.isOptional)
        XCTAssertEqual(enabled.defaultValue, .boolean(false), "0.0 is false")
        XCTAssertEqual(enabled.usesScalarValueType, true)
        XCTAssertFalse(visible.isOptional)
        XCTAssertTrue(visible.isTransient)
        XCTAssertEqual(visible.defaultValue, .boolean(true))
        XCTAssertEqual(visible.usesScalarValueType, false)
    }
}
