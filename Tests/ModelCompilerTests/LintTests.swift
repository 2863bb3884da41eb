import CoreDataModel
import Foundation
import ModelCompiler
import XCTest

final class LintTests: XCTestCase {
    /// Each suppression flag silences its category and nothing else.
    func testSuppressionMapsOntoCategories() {
        var options = CompileOptions()
        XCTAssertEqual(options.lintOptions.disabledCategories, [])
        options.suppressInverseRelationshipWarnings = true
        options.suppressMaxPropertyCountWarnings = true
        options.suppressDeleteRuleWarnings = true
        options.suppressInverseTransientError = true
        XCTAssertEqual(options.lintOptions.disabledCategories,
                       ["inverse-relationship", "max-property-count", "delete-rule", "transient-inverse"])
    }

    func testModelBuiltInCode() {
        let library = EntityDescription(name: "Library")
        let books = RelationshipDescription(name: "books", destination: "Book", toMany: true)
        books.deleteRule = .cascade
        library.addProperty(books)
        let book = EntityDescription(name: "Book")
        let wide = EntityDescription(name: "Wide")
        for index in 0..<101 { wide.addProperty(AttributeDescription(name: "a\(index)", type: .string)) }
        let model = ManagedObjectModel(entities: [library, book, wide])
        XCTAssertEqual(ModelResolver.resolve(model), [])
        XCTAssertEqual(ModelLinter.lint(model).map(\.category), [.inverseRelationship, .maxPropertyCount])
        XCTAssertEqual(ModelLinter.lint(model, options: LintOptions(maxPropertyCount: 200)).map(\.category), [.inverseRelationship])
        XCTAssertEqual(ModelLinter.lint(model, options: LintOptions(disabledCategories: ["inverse-relationship", "max-property-count"])), [])
    }

    /// The property limit counts inherited properties: a sub-entity over it is reported, its parent
    /// under it is not.
    func testPropertyLimitCountsInheritedProperties() {
        let parent = EntityDescription(name: "Parent")
        for index in 0..<60 { parent.addProperty(AttributeDescription(name: "p\(index)", type: .string)) }
        let child = EntityDescription(name: "Child")
        child.superentityName = "Parent"
        for index in 0..<50 { child.addProperty(AttributeDescription(name: "c\(index)", type: .string)) }
        let model = ManagedObjectModel(entities: [parent, child])
        XCTAssertEqual(ModelResolver.resolve(model), [])
        XCTAssertEqual(child.allPropertyCount, child.allProperties.count)
        let findings = ModelLinter.lint(model)
        XCTAssertEqual(findings.map(\.category), [.maxPropertyCount])
        XCTAssertTrue(findings.first?.message.hasPrefix("Child has 110 properties") == true, findings.first?.message ?? "")
    }

    /// Linear work: a 5,000-entity model with 15,000 relationships, inheritance and a configuration
    /// lints in well under a second even in a debug build.
    func testFiveThousandEntitiesLintQuickly() {
        let count = 5_000
        var entities: [EntityDescription] = []
        for index in 0..<count {
            let entity = EntityDescription(name: "E\(index)")
            if index % 10 != 0 { entity.superentityName = "E\(index - index % 10)" }
            // Names carry the index: a sub-entity may not repeat an inherited property's name.
            for attribute in 0..<8 {
                let property = AttributeDescription(name: "a\(attribute)_\(index)", type: .integer64)
                property.usesScalarValueType = true
                property.defaultValue = .integer(0)
                entity.addProperty(property)
            }
            let next = (index + 1) % count, previous = (index + count - 1) % count
            let forward = RelationshipDescription(name: "next\(index)", destination: "E\(next)")
            forward.inverseName = "previous\(next)"
            let backward = RelationshipDescription(name: "previous\(index)", destination: "E\(previous)", toMany: true)
            backward.inverseName = "next\(previous)"
            let loose = RelationshipDescription(name: "loose\(index)", destination: "E\(next)", toMany: true)
            entity.addProperty(forward)
            entity.addProperty(backward)
            entity.addProperty(loose)
            entities.append(entity)
        }
        let model = ManagedObjectModel(entities: entities)
        model.configurations = [Configuration(name: "Half", entityNames: (0..<count / 2).map { "E\($0)" }, usedWithCloudKit: true)]
        let resolution = ModelResolver.resolve(model)
        XCTAssertFalse(resolution.hasErrors, "\(resolution.prefix(3))")
        let start = Date()
        let diagnostics = ModelLinter.lint(model, options: LintOptions(forcedGroups: [.cloudkit, .swiftdata]))
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertEqual(diagnostics.filter { $0.category == .inverseRelationship }.count, count)
        XCTAssertLessThan(elapsed, 5.0, "lint took \(elapsed) s")
        print("linted \(count) entities in \(String(format: "%.3f", elapsed)) s, \(diagnostics.count) diagnostics")
    }
}
