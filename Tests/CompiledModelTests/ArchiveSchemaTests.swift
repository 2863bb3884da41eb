@testable import CompiledModel
@testable import ModelSource
import KeyedArchive
import XCTest
import PredicateSyntax

/// The schema tables against Apple's own files: every object of a described class carries only
/// the table's keys, and every key the table calls always present.
final class ArchiveSchemaTests: XCTestCase {
    private struct Table {
        let className: String
        let keys: [String]
        let required: Set<String>
        init<Fields: ArchivedFields>(_: Fields.Type, inheriting inherited: [String] = [], className: String? = nil) {
            self.className = className ?? Fields.classChain[0]
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

    private static let expressionKeys = ExpressionField.allCases.map(\.key)

    /// The predicate and expression classes (an operator class of each kind, key paths as the
    /// function expressions they are) and the mapping classes.
    private let expressionTables = [
        Table(ComparisonPredicateField.self), Table(CompoundPredicateField.self),
        Table(ConstantExpressionField.self, inheriting: ArchiveSchemaTests.expressionKeys),
        Table(VariableExpressionField.self, inheriting: ArchiveSchemaTests.expressionKeys),
        Table(FunctionExpressionField.self, inheriting: ArchiveSchemaTests.expressionKeys),
        Table(FunctionExpressionField.self, inheriting: ArchiveSchemaTests.expressionKeys, className: ArchivedClassName.keyPathExpression),
        Table(KeyPathSpecifierField.self, inheriting: ArchiveSchemaTests.expressionKeys),
        Table(SetExpressionField.self, inheriting: ArchiveSchemaTests.expressionKeys),
        Table(SymbolicExpressionField.self, inheriting: ArchiveSchemaTests.expressionKeys),
        Table(AssignmentExpressionField.self, inheriting: ArchiveSchemaTests.expressionKeys),
        Table(SubqueryExpressionField.self, inheriting: ArchiveSchemaTests.expressionKeys),
        Table(AggregateExpressionField.self, inheriting: ArchiveSchemaTests.expressionKeys),
        Table(TernaryExpressionField.self, inheriting: ArchiveSchemaTests.expressionKeys),
        Table(FetchRequestExpressionField.self),
        Table(MappingModelField.self), Table(EntityMappingField.self), Table(PropertyMappingField.self),
    ] + ["NSComparisonPredicateOperator", "NSEqualityPredicateOperator", "NSMatchingPredicateOperator", "NSLikePredicateOperator",
         "NSSubstringPredicateOperator", "NSInPredicateOperator", "NSBetweenPredicateOperator", "NSCustomPredicateOperator"].map {
        Table(PredicateOperatorField.self, className: $0)
    }

    /// The classes of every reachable object in `files` whose table is in `tables`, checked
    /// against it, with their counts.
    private func check(_ files: [String], against tables: [Table]) throws -> [String: Int] {
        var checked: [String: Int] = [:]
        for file in files {
            let decoder = try KeyedArchiveDecoder(bytes: try TestPaths.readBytes(file))
            guard let top = decoder.topUID(forKey: "root") else {
                XCTFail("\(file): no root")
                continue
            }
            for uid in try decoder.reachableUIDs(from: top) {
                guard let object = try? decoder.object(at: uid), let table = tables.first(where: { $0.className == object.className }) else { continue }
                let keys = Set(object.keys)
                XCTAssertTrue(keys.isSubset(of: table.keys), "\(file): \(object.className) has \(keys.subtracting(table.keys).sorted())")
                XCTAssertTrue(table.required.isSubset(of: keys), "\(file): \(object.className) lacks \(table.required.subtracting(keys).sorted())")
                checked[object.className, default: 0] += 1
            }
        }
        return checked
    }

    func testAppleFilesCarryExactlyTheSchemaKeys() throws {
        let root = try TestPaths.requireShared("golden")
        let files = TestPaths.files(under: root, endingWith: ".mom")
        XCTAssertFalse(files.isEmpty)
        let checked = try check(files, against: tables)
        // No golden has a composite attribute or an expression index element; every other class is seen.
        let unseen: Set<String> = [CompositeAttributeField.classChain[0], ExpressionDescriptionField.classChain[0]]
        XCTAssertEqual(Set(checked.keys), Set(tables.map(\.className)).subtracting(unseen), "the goldens show every described class")
    }

    func testAppleExpressionsAndMappingsCarryOnlyTheSchemaKeys() throws {
        let files = TestPaths.files(under: try TestPaths.requireShared("golden"), endingWith: ".mom")
            + TestPaths.files(under: try TestPaths.requireShared("mapping"), endingWith: ".cdm")
        let checked = try check(files, against: expressionTables)
        // What Apple's files show: comparisons of several operator kinds, key paths, constants,
        // functions and the mapping classes.
        for className in ["NSComparisonPredicate", "NSCompoundPredicate", "NSEqualityPredicateOperator", "NSKeyPathExpression",
                          "NSConstantValueExpression", "NSFunctionExpression", "NSFetchRequestExpression", "NSMappingModel",
                          "NSEntityMapping", "NSPropertyMapping"] {
            XCTAssertNotNil(checked[className], "no \(className) in Apple's files")
        }
    }

    func testEveryTableNamesItsClassChainAndUniqueKeys() {
        for table in tables + expressionTables {
            // `_P` has two places in NSPropertyDescription's table (fetched properties write it last).
            XCTAssertEqual(Set(table.keys).count, table.keys.count - (table.keys.contains(PropertyField.flags.key) ? 1 : 0), table.className)
        }
        XCTAssertEqual(ModelField.classChain.last, ArchiveClass.object)
        XCTAssertEqual(ModelField.allCases.filter(\.feedsVersionHash), [.entities])
        XCTAssertEqual(ModelField.compilerToolVersion.presence, .fromXcode13)
    }

    /// The hashed field sets come from the `feedsVersionHash` column: every table field named in a
    /// comparison feeds the hash, and every named field is some table's.
    func testVersionHashedFieldsComeFromTheTables() {
        func check<Fields: VersionHashedTable>(_: Fields.Type) -> [VersionHashedField] {
            for field in Fields.allCases where !field.hashedFields.isEmpty {
                XCTAssertTrue(field.feedsVersionHash, "\(Fields.self).\(field) is compared as hashed but does not feed the hash")
            }
            return Fields.allCases.flatMap(\.hashedFields)
        }
        let named = check(EntityField.self) + check(PropertyField.self) + check(AttributeField.self) + check(RelationshipField.self)
            + check(DerivedAttributeField.self) + check(CompositeAttributeField.self)
        XCTAssertEqual(Set(named), Set(VersionHashedField.allCases))
        XCTAssertEqual(VersionHashedField.entity, ["name", "abstract", "superentity", "superentity version hash", "version hash modifier",
                                                   "uniqueness constraints"])
        XCTAssertEqual(VersionHashedField.relationship, ["name", "optional", "transient", "read-only", "version hash modifier", "ordered",
                                                         "destination", "inverse", "min count", "max count"])
        XCTAssertEqual(VersionHashedField.attribute.subtracting(VersionHashedField.property), ["type", "external storage", "preserve after deletion"])
        XCTAssertEqual(VersionHashedField.derivedAttribute, ["derivation", "filtering predicate"])
    }

    /// An expression class's chain is one array, whether a schema table or an AST node hands it out:
    /// the archive encoder finds class descriptors by the array's address.
    func testExpressionTablesShareTheSyntaxTreesChains() {
        func address(_ chain: [String]) -> UnsafePointer<String>? { chain.withUnsafeBufferPointer { $0.baseAddress } }
        let pairs: [([String], PredicateSyntax.Expression)] = [
            (ConstantExpressionField.classChain, .constant(.integer(1))),
            (VariableExpressionField.classChain, .variable("x")),
            (FunctionExpressionField.classChain, .function(receiver: .evaluatedObject, selector: "now", arguments: [])),
        ]
        for (table, node) in pairs {
            XCTAssertEqual(table, node.archivedClassChain)
            XCTAssertEqual(address(table), address(node.archivedClassChain), "\(table[0]): two arrays")
        }
    }

    /// A table's `sourceName` is a name the model source readers know: the `contents` vocabulary
    /// (ModelSource's SourceKeys, its attribute names the `SourceAttribute` cases) or the
    /// `xcmapping.xml` one (its mapping builder).
    func testEverySourceNameIsOneTheReadersKnow() throws {
        var known = Set(SourceAttribute.allCases.map(\.rawValue))
        for file in ["Sources/ModelSource/Reading/SourceKeys.swift", "Sources/ModelSource/Mapping/MappingDocumentBuilder.swift"] {
            let text = try String(contentsOfFile: TestPaths.packageRoot + "/" + file, encoding: .utf8)
            for piece in text.split(separator: "\"").enumerated() where piece.offset % 2 == 1 { known.insert(String(piece.element)) }
        }
        func names<Fields: ArchivedFields>(_: Fields.Type) -> [(String, String)] {
            Fields.allCases.compactMap { field in field.sourceName.map { ("\(Fields.self).\(field)", $0) } }
        }
        let all = names(ModelField.self) + names(EntityField.self) + names(PropertyField.self) + names(AttributeField.self)
            + names(DerivedAttributeField.self) + names(CompositeAttributeField.self) + names(ExpressionDescriptionField.self)
            + names(RelationshipField.self) + names(FetchedPropertyField.self) + names(FetchRequestField.self) + names(FetchIndexField.self)
            + names(FetchIndexElementField.self) + names(MappingModelField.self) + names(EntityMappingField.self) + names(PropertyMappingField.self)
        XCTAssertGreaterThan(all.count, 50)
        for (field, name) in all {
            XCTAssertTrue(known.contains(name), "\(field): source name '\(name)' is not one the readers know")
        }
    }

    /// What the encoder asserts of every answer (debug builds): its kind, and a key left out only
    /// where the table allows it.
    func testAnAnswerMustFitItsFieldsKindAndPresence() {
        XCTAssertFalse(PropertyField.name.admits(nil))
        XCTAssertTrue(PropertyField.name.admits(.reference(.null)))
        XCTAssertFalse(FetchRequestField.fetchLimit.admits(.bool(true)))
        XCTAssertTrue(FetchRequestField.fetchLimit.admits(.integer(0)))
        XCTAssertTrue(FetchRequestField.allocationType.admits(nil))
        XCTAssertFalse(AttributeField.minValue.admits(.integer(1)))
        XCTAssertTrue(FetchIndexField.partialIndexPredicate.admits(.null))
        XCTAssertFalse(RelationshipField.minCount.admits(.null))
        XCTAssertFalse(ModelField.compilerToolVersion.admits(.integer(1)))
    }
}
