import CompiledModel
import CoreDataModel
import KeyedArchive
import ModelEvolution
import PredicateSyntax
import XCTest

/// Predicates, expressions and validation bounds survive archive and reload as canonical text,
/// and the archive has Apple's shapes (Documentation/Formats.md "Predicates and expressions").
final class PredicateArchiveTests: XCTestCase {
    static let predicates = [
        "title BEGINSWITH[cd] \"A\" AND count > 3",
        "ANY authors.name LIKE[c] $NAME",
        "NOT (price BETWEEN {1, 10})",
        "title IN {\"a\", \"b\"}",
        "authors.@count == 2",
        "SUBQUERY(authors, $a, $a.name == \"x\").@count > 0",
        "published > CAST(726000000.0, \"NSDate\")",
        "title MATCHES \"[A-Z].*\" OR title ENDSWITH \"z\" OR title CONTAINS[n] \"q\"",
        "TRUEPREDICATE",
        "FALSEPREDICATE",
        "count + 1 < 5 AND count * 2 >= -3",
        "title == nil",
        "NONE authors.name == \"y\"",
        "ALL authors.name != \"z\"",
        "TERNARY(count > 1, title, \"none\") == \"x\"",
        "uuid == $UUID",
        "1.5 <= rating",
    ]

    private func makeModel() throws -> ManagedObjectModel {
        let book = EntityDescription(name: "Book", className: "Book")
        let title = AttributeDescription(name: "title", type: .string)
        title.minValue = .integer(1)
        title.maxValue = .integer(80)
        title.regularExpression = "[A-Z].*"
        title.validationRules = [ValidationRule(predicate: "SELF != \"forbidden\"", warning: .text("no"))]
        book.addProperty(title)
        let count = AttributeDescription(name: "count", type: .integer16)
        count.minValue = .integer(0)
        count.maxValue = .integer(100)
        count.defaultValue = .integer(5)
        book.addProperty(count)
        let price = AttributeDescription(name: "price", type: .decimal)
        price.minValue = .decimal(DecimalNumber(parsing: "0.5")!)
        price.maxValue = .decimal(DecimalNumber(parsing: "99.99")!)
        price.defaultValue = .decimal(DecimalNumber(parsing: "-1.25")!)
        book.addProperty(price)
        let rating = AttributeDescription(name: "rating", type: .double)
        rating.minValue = .real(-1.5)
        rating.defaultValue = .real(2.5)
        book.addProperty(rating)
        let published = AttributeDescription(name: "published", type: .date)
        published.minValue = .date(0)
        published.maxValue = .date(800000000.25)
        published.defaultValue = .date(12345.5)
        book.addProperty(published)
        let uuid = AttributeDescription(name: "uuid", type: .uuid)
        uuid.defaultValue = .uuid(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!)
        uuid.preservesValueInHistoryOnDeletion = true
        book.addProperty(uuid)
        let link = AttributeDescription(name: "link", type: .uri)
        link.defaultValue = .url("https://example.com/a")
        book.addProperty(link)
        let blob = AttributeDescription(name: "blob", type: .binaryData)
        blob.allowsExternalBinaryDataStorage = true
        book.addProperty(blob)
        let upper = DerivedAttributeDescription(name: "authorCount", type: .integer64, derivationExpression: "authors.@count")
        book.addProperty(upper)
        let authors = RelationshipDescription(name: "authors", destination: "Author", toMany: true)
        authors.inverseName = "books"
        authors.isOrdered = true
        authors.deleteRule = .deny
        book.addProperty(authors)
        book.fetchIndexes = [FetchIndexDescription(name: "byTitle", elements: [FetchIndexElement(property: "title")],
                                                   partialIndexPredicate: "count > 0"),
                             FetchIndexDescription(name: "byTitleCount", elements: [FetchIndexElement(property: "title"),
                                                                                   FetchIndexElement(property: "count", isAscending: false)])]
        book.uniquenessConstraints = [["title", "count"]]
        book.versionHashModifier = "v2"
        book.userInfo = ["k": "v"]

        let author = EntityDescription(name: "Author")
        author.isAbstract = true
        let name = AttributeDescription(name: "name", type: .string)
        name.userInfo = ["a": "b"]
        name.versionHashModifier = "m"
        name.renamingIdentifier = "fullName"
        author.addProperty(name)
        let books = RelationshipDescription(name: "books", destination: "Book", toMany: true)
        books.inverseName = "authors"
        author.addProperty(books)
        let request = FetchRequest(name: "fetchedPropertyFetchRequest", entityName: "Book", predicate: "title == $FETCH_SOURCE.name")
        author.addProperty(FetchedPropertyDescription(name: "recent", fetchRequest: request))

        let writer = EntityDescription(name: "Writer")
        writer.superentityName = "Author"

        let model = ManagedObjectModel(entities: [book, author, writer])
        model.fetchRequestTemplates = Self.predicates.enumerated().map { index, text in
            let template = FetchRequest(name: "T\(index)", entityName: "Book", predicate: text)
            template.resultType = index % 3 == 0 ? .dictionaries : (index % 3 == 1 ? .managedObjectIDs : .managedObjects)
            template.fetchLimit = index
            template.returnsDistinctResults = index % 2 == 0
            return template
        }
        model.configurations = [Configuration(name: "Cloud", entityNames: ["Author", "Book"])]
        model.versionIdentifiers = ["7"]
        let errors = ModelResolver.resolve(model).filter { $0.severity == .error }
        XCTAssertEqual(errors, [])
        return model
    }

    func testEverythingSurvivesTheArchive() throws {
        let model = try makeModel()
        let bytes = try CompiledModelEncoder.encode(model)
        XCTAssertEqual(try CompiledModelEncoder.encode(model), bytes)
        let loaded = try CompiledModelDecoder.decode(bytes, path: "test.mom")
        XCTAssertEqual(ModelComparison.differences(model, loaded), [])
        for (index, text) in Self.predicates.enumerated() {
            XCTAssertEqual(loaded.fetchRequestTemplate(named: "T\(index)")?.predicate, try PredicateSyntax.parsePredicate(text).sourceFormat)
        }
        let title = loaded.entity(named: "Book")?.property(named: "title") as? AttributeDescription
        XCTAssertEqual(title?.minValue, .integer(1))
        XCTAssertEqual(title?.regularExpression, "[A-Z].*")
        XCTAssertEqual(title?.validationRules, [ValidationRule(predicate: "SELF != \"forbidden\"", warning: .text("no"))])
        XCTAssertEqual((loaded.entity(named: "Book")?.property(named: "authorCount") as? DerivedAttributeDescription)?.derivationExpression,
                       "authors.@count", "archived as count:(authors) with immutable arguments: read back as the source wrote it")
        var h1 = VersionHasher(), h2 = VersionHasher()
        XCTAssertEqual(h1.entityHashes(of: model), h2.entityHashes(of: loaded))
    }

    /// Bounds are archived in the shapes current momc writes: `SELF >= n` / `SELF <= n` with
    /// 1620/1610, string length on `length` with 1670/1660; `_P` has 0x10/0x20 cleared.
    func testBoundShapes() throws {
        let archive = try KeyedArchiveDecoder(bytes: CompiledModelEncoder.encode(makeModel()))
        let book = try XCTUnwrap(archive.root().dictionary(forKey: "NSEntities")?.first { $0.key.stringValue == "Book" }?.value?.objectValue)
        let properties = try XCTUnwrap(book.dictionary(forKey: "NSProperties"))
        func property(_ name: String) throws -> ArchivedObject {
            try XCTUnwrap(properties.first { $0.key.stringValue == name }?.value?.objectValue)
        }
        let count = try property("count")
        XCTAssertEqual(try count.integer(forKey: "_P"), 195, "optional, predicates and warnings present")
        XCTAssertEqual(try count.array(forKey: "NSValidationWarnings")?.compactMap { $0?.integerValue }, [1620, 1610])
        let minimum = try XCTUnwrap(count.array(forKey: "NSValidationPredicates")?.first??.objectValue)
        XCTAssertEqual(try minimum.object(forKey: "NSLeftExpression")?.className, "NSSelfExpression")
        let op = try XCTUnwrap(minimum.object(forKey: "NSPredicateOperator"))
        XCTAssertEqual(op.className, "NSComparisonPredicateOperator")
        XCTAssertEqual(try op.integer(forKey: "NSOperatorType"), 3)
        XCTAssertEqual(try op.integer(forKey: "NSVariant"), 3)
        XCTAssertEqual(try minimum.object(forKey: "NSRightExpression")?.integer(forKey: "NSConstantValue"), 0)
        let title = try property("title")
        XCTAssertEqual(try title.array(forKey: "NSValidationWarnings")?.compactMap { $0?.integerValue }, [1670, 1660, 1680])
        let length = try XCTUnwrap(title.array(forKey: "NSValidationPredicates")?.first??.objectValue?.object(forKey: "NSLeftExpression"))
        XCTAssertEqual(length.className, "NSKeyPathExpression")
        XCTAssertEqual(try length.string(forKey: "NSSelectorName"), "valueForKey:")
        // One shared self expression in the whole archive.
        let selfExpressions = (0 ..< archive.objectCount).filter { index in
            (try? archive.object(at: UID(UInt32(index))).className) == "NSSelfExpression"
        }
        XCTAssertEqual(selfExpressions.count, 1)
        XCTAssertEqual(try property("uuid").integer(forKey: "NSFlagsKey"), 0x10)
        XCTAssertEqual(try property("blob").integer(forKey: "NSFlagsKey"), 0x04)
        XCTAssertEqual(try property("title").bool(forKey: "NSIsIndexed"), true)
        XCTAssertEqual(try property("authors").integer(forKey: "_P"), 1267, "optional + ordered")
    }

    func testParseErrorsNameTheElement() throws {
        let model = try makeModel()
        model.fetchRequestTemplates[0].predicate = "title == "
        model.fetchRequestTemplates[0].sourceLocation = SourceLocation(file: "contents", line: 12)
        XCTAssertThrowsError(try CompiledModelEncoder.encode(model)) { error in
            let diagnostic = (error as? ModelError)?.diagnostics.first
            // The column is where the parser stopped inside the predicate text.
            var column: Int?
            do { _ = try parsePredicate("title == ") } catch { column = (error as? PredicateSyntaxError)?.column }
            XCTAssertNotNil(column)
            XCTAssertEqual(diagnostic?.location, SourceLocation(file: "contents", line: 12, column: column))
            XCTAssertTrue(diagnostic?.message.hasPrefix("fetch request 'T0' of entity 'Book': predicate: column ") ?? false,
                          diagnostic?.message ?? "no diagnostic")
        }
    }
}
