@testable import CompiledModel
import KeyedArchive
import XCTest

/// The schema tables against Apple's own files: every object of a described class carries only
/// the table's keys, and every key the table calls always present.
final class ArchiveSchemaTests: XCTestCase {
    private struct Table {
        let className: String
        let keys: [String]
        let required: Set<String>
        init<Fields: ArchivedFields>(_: Fields.Type, inheriting inherited: [String] = []) {
            className = Fields.classChain[0]
            keys = inherited + Fields.allCases.map(\.key)
            required = Set(Fields.allCases.filter { $0.presence == .always || $0.presence == .nullWhenAbsent }.map(\.key))
        }
    }

    private static let propertyKeys = PropertyField.allCases.map(\.key)
    private static let attributeKeys = propertyKeys + AttributeField.allCases.map(\.key)

    private let tables = [Table(ModelField.self), Table(EntityField.self), Table(FetchRequestField.self),
                          Table(AttributeField.self, inheriting: ArchiveSchemaTests.propertyKeys),
                          Table(DerivedAttributeField.self, inheriting: ArchiveSchemaTests.attributeKeys),
                          Table(CompositeAttributeField.self, inheriting: ArchiveSchemaTests.attributeKeys),
                          Table(ExpressionDescriptionField.self, inheriting: ArchiveSchemaTests.propertyKeys),
                          Table(RelationshipField.self, inheriting: ArchiveSchemaTests.propertyKeys),
                          Table(FetchedPropertyField.self, inheriting: ArchiveSchemaTests.propertyKeys), Table(FetchIndexField.self), Table(FetchIndexElementField.self)]

    func testAppleFilesCarryExactlyTheSchemaKeys() throws {
        let root = try TestPaths.requireShared("golden")
        let files = TestPaths.files(under: root, endingWith: ".mom")
        XCTAssertFalse(files.isEmpty)
        var checked: [String: Int] = [:]
        for file in files {
            let decoder = try KeyedArchiveDecoder(bytes: try TestPaths.readBytes(file))
            guard let top = decoder.topUID(forKey: "root") else { return XCTFail("\(file): no root") }
            for uid in try decoder.reachableUIDs(from: top) {
                guard let object = try? decoder.object(at: uid), let table = tables.first(where: { $0.className == object.className }) else { continue }
                let keys = Set(object.keys)
                XCTAssertTrue(keys.isSubset(of: table.keys), "\(file): \(object.className) has \(keys.subtracting(table.keys).sorted())")
                XCTAssertTrue(table.required.isSubset(of: keys), "\(file): \(object.className) lacks \(table.required.subtracting(keys).sorted())")
                checked[object.className, default: 0] += 1
            }
        }
        // No golden has a composite attribute or an expression index element; every other class is seen.
        let unseen: Set<String> = [CompositeAttributeField.classChain[0], ExpressionDescriptionField.classChain[0]]
        XCTAssertEqual(Set(checked.keys), Set(tables.map(\.className)).subtracting(unseen), "the goldens show every described class")
    }

    func testEveryTableNamesItsClassChainAndUniqueKeys() {
        for table in tables {
            // `_P` has two places in NSPropertyDescription's table (fetched properties write it last).
            XCTAssertEqual(Set(table.keys).count, table.keys.count - (table.keys.contains(PropertyField.flags.key) ? 1 : 0), table.className)
        }
        XCTAssertEqual(ModelField.classChain.last, ArchiveClass.object)
        XCTAssertEqual(ModelField.allCases.filter(\.feedsVersionHash), [.entities])
        XCTAssertEqual(ModelField.compilerToolVersion.presence, .fromXcode13)
    }
}
