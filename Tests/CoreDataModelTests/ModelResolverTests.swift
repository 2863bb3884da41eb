import CoreDataModel
import XCTest

final class ModelResolverTests: XCTestCase {
    func testResolvesInheritanceDestinationsAndInverses() throws {
        let model = LibraryModel.make()
        XCTAssertEqual(ModelResolver.resolve(model), [])
        let book = try XCTUnwrap(model.entity(named: "Book"))
        let novel = try XCTUnwrap(model.entity(named: "Novel"))
        XCTAssertTrue(novel.superentity === book)
        XCTAssertEqual(book.subentities.map(\.name), ["Novel"])
        let books = try XCTUnwrap(model.entity(named: "Author")?.property(named: "books") as? RelationshipDescription)
        let author = try XCTUnwrap(book.property(named: "author") as? RelationshipDescription)
        XCTAssertTrue(books.destinationEntity === book)
        XCTAssertTrue(books.inverseRelationship === author)
        XCTAssertTrue(author.inverseRelationship === books)
        // Inherited properties are visible through the sub-entity, inherited ones first.
        XCTAssertEqual(novel.allProperties.map(\.name), ["title", "author", "genre"])
        XCTAssertTrue(novel.property(named: "author") === author)
    }

    func testReportsDanglingReferences() {
        let model = LibraryModel.make()
        model.entity(named: "Novel")?.superentityName = "Publication"
        (model.entity(named: "Book")?.property(named: "author") as? RelationshipDescription)?.destinationEntityName = "Writer"
        let template = FetchRequest(name: "All", entityName: "Magazine")
        model.fetchRequestTemplates = [template]
        model.configurations = [Configuration(name: "Local", entityNames: ["Author", "Shelf"])]
        let messages = ModelResolver.resolve(model).map(\.message)
        XCTAssertEqual(messages, [
            "entity 'Novel' has parent entity 'Publication', which does not exist",
            "relationship 'Book.author' has destination entity 'Writer', which does not exist",
            "fetch request 'All' fetches entity 'Magazine', which does not exist",
            "configuration 'Local' lists entity 'Shelf', which does not exist",
        ])
    }

    func testReportsInheritanceCycleOnce() {
        let model = LibraryModel.make()
        model.entity(named: "Book")?.superentityName = "Novel"
        let diagnostics = ModelResolver.resolve(model)
        XCTAssertEqual(diagnostics.map(\.message), ["entity 'Book' is part of an inheritance cycle: Book → Novel → Book"])
        XCTAssertEqual(diagnostics.first?.severity, .error)
    }

    func testReportsDuplicateNamesAndRepeatedInheritedProperty() {
        let model = LibraryModel.make()
        model.addEntity(EntityDescription(name: "Author"))
        model.entity(named: "Novel")?.addProperty(AttributeDescription(name: "title", type: .string))
        model.entity(named: "Novel")?.addProperty(AttributeDescription(name: "genre", type: .string))
        let messages = ModelResolver.resolve(model).map(\.message)
        XCTAssertEqual(messages, [
            "duplicate entity name 'Author'",
            "property 'Novel.title' repeats the property 'title' inherited from entity 'Book'",
            "entity 'Novel' has two properties named 'genre'",
        ])
    }

    /// Names are compared as `String`s: long names that share their first bytes are told apart,
    /// equal long names are not, and a name is equal to its canonically equivalent spelling (the
    /// Kelvin sign is "K"), inherited or not.
    func testDuplicateNamesAreFoundByStringEquality() {
        let model = ManagedObjectModel()
        let parent = EntityDescription(name: "Reading")
        parent.addProperty(AttributeDescription(name: "K", type: .double))
        parent.addProperty(AttributeDescription(name: "temperatureOutside", type: .double))
        let child = EntityDescription(name: "Sample")
        child.superentityName = "Reading"
        for name in ["temperatureInside", "temperatureInsideMax", "\u{212A}", "caf\u{E9}", "cafe\u{301}", "temperatureInside"] {
            child.addProperty(AttributeDescription(name: name, type: .double))
        }
        model.addEntity(parent)
        model.addEntity(child)
        XCTAssertEqual(ModelResolver.resolve(model).map(\.message), [
            "property 'Sample.\u{212A}' repeats the property 'K' inherited from entity 'Reading'",
            "entity 'Sample' has two properties named 'cafe\u{301}'",
            "entity 'Sample' has two properties named 'temperatureInside'",
        ])
    }

    func testInversesThatDoNotPointAtEachOther() throws {
        let model = LibraryModel.make()
        let shelf = EntityDescription(name: "Shelf")
        let items = RelationshipDescription(name: "items", destination: "Book", toMany: true)
        items.inverseName = "author"   // Book.author leads to Author, not Shelf
        shelf.addProperty(items)
        model.addEntity(shelf)
        let diagnostics = ModelResolver.resolve(model)
        XCTAssertEqual(diagnostics.map(\.message), [
            "relationship 'Shelf.items' and its inverse 'Book.author' do not point at each other: the inverse leads to entity 'Author', not 'Shelf'",
        ])
    }

    func testAsymmetricInverseIsAWarning() throws {
        let model = LibraryModel.make()
        let author = try XCTUnwrap(model.entity(named: "Author"))
        let favourite = RelationshipDescription(name: "favourite", destination: "Book")
        favourite.inverseName = "author"   // Book.author's own inverse is Author.books
        author.addProperty(favourite)
        let diagnostics = ModelResolver.resolve(model)
        XCTAssertEqual(diagnostics.map(\.severity), [.warning])
        XCTAssertEqual(diagnostics.first?.message,
                       "relationship 'Author.favourite' names 'Book.author' as its inverse, but that relationship names 'books' as its own inverse")
    }
}
