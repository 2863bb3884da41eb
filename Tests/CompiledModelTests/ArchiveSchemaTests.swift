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

    /// NSPropertyDescription's keys, not yet a table of their own.
    private static let propertyKeys = [
        Key.propertyName, Key.entity, Key.propertyFlags, Key.isOptional, Key.isReadOnly, Key.isTransient, Key.indexedBySpotlight,
        Key.isStoredInTruth, Key.isOrdered, Key.allowsCloudEncryption, Key.validationPredicates, Key.validationWarnings, Key.userInfo,
        Key.versionHashModifier, Key.renamingIdentifier,
    ]

    private let tables = [Table(ModelField.self), Table(EntityField.self), Table(FetchRequestField.self),
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
        XCTAssertEqual(checked.keys.sorted(), tables.map(\.className).sorted(), "the goldens show every described class")
    }

    func testEveryTableNamesItsClassChainAndUniqueKeys() {
        for table in tables {
            XCTAssertEqual(Set(table.keys).count, table.keys.count, table.className)
        }
        XCTAssertEqual(ModelField.classChain.last, ArchiveClass.object)
        XCTAssertEqual(ModelField.allCases.filter(\.feedsVersionHash), [.entities])
        XCTAssertEqual(ModelField.compilerToolVersion.presence, .fromXcode13)
    }
}
