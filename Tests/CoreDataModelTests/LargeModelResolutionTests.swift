import CoreDataModel
import XCTest

/// A model large enough for resolution to split its entities between two threads reports what is
/// wrong in model order, as one pass does.
final class LargeModelResolutionTests: XCTestCase {
    /// 1,200 entities of 4 properties (4,800 in all); every 97th entity's relationship leads
    /// nowhere, every 89th repeats a property name, every 83rd has a bad validation predicate, and
    /// the one template has a bad predicate too.
    private func flawedModel() -> (ManagedObjectModel, expected: [String]) {
        var entities: [EntityDescription] = []
        var expected: [String] = []
        for index in 0..<1_200 {
            let entity = EntityDescription(name: "E\(index)")
            let title = AttributeDescription(name: "title", type: .string)
            if index % 83 == 5 { title.validationRules = [ValidationRule(predicate: "length >", warning: .text("bad"))] }
            entity.addProperty(title)
            entity.addProperty(AttributeDescription(name: index % 89 == 7 ? "title" : "count", type: .integer32))
            entity.addProperty(AttributeDescription(name: "flag", type: .boolean))
            let destination = index % 97 == 11 ? "Missing\(index)" : "E\((index + 600) % 1_200)"
            entity.addProperty(RelationshipDescription(name: "link", destination: destination, toMany: false))
            entities.append(entity)
        }
        let model = ManagedObjectModel(entities: entities)
        model.fetchRequestTemplates = [FetchRequest(name: "Broken", entityName: "E0", predicate: "title ==")]
        for index in 0..<1_200 {
            if index % 89 == 7 { expected.append("entity 'E\(index)' has two properties named 'title'") }
            if index % 97 == 11 {
                expected.append("relationship 'E\(index).link' has destination entity 'Missing\(index)', which does not exist")
            }
        }
        return (model, expected)
    }

    func testDiagnosticsComeInModelOrder() {
        let (model, expected) = flawedModel()
        XCTAssertGreaterThanOrEqual(model.entities.reduce(0) { $0 + $1.properties.count }, 4_096, "large enough to be split")
        let diagnostics = ModelResolver.resolve(model)
        let references = diagnostics.map(\.message).filter { $0.contains("two properties") || $0.contains("which does not exist") }
        XCTAssertEqual(references, expected)
        // Predicate problems follow the references, entity by entity, the template's last.
        let predicates = diagnostics.map(\.message).filter { !references.contains($0) }
        let validationOwners = (0..<1_200).filter { $0 % 83 == 5 }.map { "E\($0)" }
        XCTAssertEqual(predicates.count, validationOwners.count + 1, predicates.joined(separator: "\n"))
        for (message, owner) in zip(predicates, validationOwners) {
            XCTAssertTrue(message.contains("'\(owner).title'"), "\(message) names \(owner)")
        }
        XCTAssertTrue(predicates.last?.contains("Broken") == true, predicates.last ?? "")
    }

    func testEveryReferenceIsResolved() throws {
        let (model, _) = flawedModel()
        _ = ModelResolver.resolve(model)
        for (index, entity) in model.entities.enumerated() where index % 97 != 11 {
            let link = try XCTUnwrap(entity.property(named: "link") as? RelationshipDescription)
            XCTAssertEqual(link.destinationEntity?.name, "E\((index + 600) % 1_200)")
        }
    }

    /// Repeated and inherited names are found alike in a narrow entity (names compared pair by
    /// pair) and a wide one (names gathered into tables).
    func testRepeatedNamesInNarrowAndWideEntities() {
        for width in [3, 40] {
            let root = EntityDescription(name: "Root")
            root.addProperty(AttributeDescription(name: "shared", type: .string))
            let middle = EntityDescription(name: "Middle")
            middle.superentityName = "Root"
            middle.addProperty(AttributeDescription(name: "shared", type: .string))
            let leaf = EntityDescription(name: "Leaf")
            leaf.superentityName = "Middle"
            for index in 0..<width { leaf.addProperty(AttributeDescription(name: "a\(index)", type: .string)) }
            leaf.addProperty(AttributeDescription(name: "a1", type: .integer16))
            leaf.addProperty(AttributeDescription(name: "shared", type: .integer16))
            leaf.addProperty(AttributeDescription(name: "a1", type: .integer32))
            let model = ManagedObjectModel(entities: [root, middle, leaf])
            XCTAssertEqual(ModelResolver.resolve(model).map(\.message), [
                "property 'Middle.shared' repeats the property 'shared' inherited from entity 'Root'",
                "entity 'Leaf' has two properties named 'a1'",
                "property 'Leaf.shared' repeats the property 'shared' inherited from entity 'Middle'",
                "entity 'Leaf' has two properties named 'a1'",
            ], "\(width) properties")
        }
    }
}
