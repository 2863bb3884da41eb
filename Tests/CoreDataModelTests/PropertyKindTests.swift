import CoreDataModel
import XCTest

/// `PropertyDescription.kind` is the one switch over property classes; resolution parses every
/// predicate and expression text so a syntax error is found without the encoder.
final class PropertyKindTests: XCTestCase {
    func testEveryPropertyClassReportsItsOwnKind() {
        let attribute = AttributeDescription(name: "a", type: .string)
        let derived = DerivedAttributeDescription(name: "d", type: .integer64, derivationExpression: "items.@count")
        let composite = CompositeAttributeDescription(name: "c", compositeName: "Point")
        let relationship = RelationshipDescription(name: "r", destination: "E")
        let fetched = FetchedPropertyDescription(name: "f", fetchRequest: FetchRequest(name: "q", entityName: "E"))
        let properties: [PropertyDescription] = [attribute, derived, composite, relationship, fetched]
        XCTAssertEqual(properties.map(\.kindName), ["attribute", "derived attribute", "composite attribute", "relationship", "fetched property"])
        XCTAssertEqual(properties.map { $0.kind.attribute.map(ObjectIdentifier.init) },
                       [ObjectIdentifier(attribute), ObjectIdentifier(derived), ObjectIdentifier(composite), nil, nil])
        XCTAssertTrue(relationship.kind.relationship === relationship)
        XCTAssertTrue(fetched.kind.fetchedProperty === fetched)
        XCTAssertEqual(properties.map(\.kind.isVersionHashed), [true, true, true, true, false])
    }

    func testCopiesKeepTheirKind() {
        let entity = EntityDescription(name: "E")
        let composite = CompositeAttributeDescription(name: "c", compositeName: "Point",
                                                      elements: [AttributeDescription(name: "x", type: .double)])
        entity.properties = [DerivedAttributeDescription(name: "d", type: .integer64, derivationExpression: "now()"), composite,
                             FetchedPropertyDescription(name: "f", fetchRequest: FetchRequest(name: "q", entityName: "E"))]
        let copy = entity.copyEntity()
        XCTAssertEqual(copy.properties.map(\.kindName), ["derived attribute", "composite attribute", "fetched property"])
        XCTAssertEqual(copy.properties[1].kind.compositeAttribute?.elements.map(\.name), ["x"])
        XCTAssertFalse(copy.properties[1].kind.compositeAttribute?.elements.first === composite.elements.first)
    }

    func testResolutionReportsEveryPredicateSyntaxError() {
        let entity = EntityDescription(name: "E")
        let attribute = AttributeDescription(name: "a", type: .integer64)
        attribute.validationRules = [ValidationRule(predicate: "SELF >", warning: .code(1))]
        let derived = DerivedAttributeDescription(name: "d", type: .integer64, derivationExpression: "a +")
        let fetched = FetchedPropertyDescription(name: "f", fetchRequest: FetchRequest(name: "q", entityName: "E", predicate: "a == == 1"))
        entity.properties = [attribute, derived, fetched]
        let model = ManagedObjectModel(entities: [entity])
        model.fetchRequestTemplates = [FetchRequest(name: "T", entityName: "E", predicate: "a = 1 AND")]
        let messages = ModelResolver.resolve(model).map(\.message)
        XCTAssertEqual(messages.count, 4, "\(messages)")
        XCTAssertTrue(messages[0].hasPrefix("attribute 'E.a': validation predicate: column "), messages[0])
        XCTAssertTrue(messages[1].hasPrefix("derived attribute 'E.d': derivation expression: column "), messages[1])
        XCTAssertTrue(messages[2].hasPrefix("fetched property 'E.f' of entity 'E': predicate: column "), messages[2])
        XCTAssertTrue(messages[3].hasPrefix("fetch request 'T' of entity 'E': predicate: column "), messages[3])
    }

    func testTemplatesTakeCoreDataModelsOwnSubstitutionValues() throws {
        let entity = EntityDescription(name: "E")
        entity.properties = [AttributeDescription(name: "a", type: .string)]
        let model = ManagedObjectModel(entities: [entity])
        model.fetchRequestTemplates = [FetchRequest(name: "T", entityName: "E", predicate: "a IN $NAMES")]
        _ = ModelResolver.resolve(model)
        let request = try model.fetchRequestFromTemplate(withName: "T", substitutionVariables: ["NAMES": .array([.string("x"), .null])])
        XCTAssertEqual(request?.predicate, "a IN {\"x\", nil}")
    }
}
