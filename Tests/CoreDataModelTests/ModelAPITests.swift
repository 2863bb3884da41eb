import CoreDataModel
import Foundation
import PredicateSyntax
import XCTest

final class BuildingInCodeTests: XCTestCase {
    func testSubentitiesSetFromTheParent() throws {
        let vehicle = EntityDescription(name: "Vehicle", isAbstract: true)
        let car = EntityDescription(name: "Car")
        let bike = EntityDescription(name: "Bike")
        vehicle.subentities = [car, bike]
        XCTAssertTrue(car.superentity === vehicle)
        XCTAssertEqual(bike.superentityName, "Vehicle")
        vehicle.subentities = [car]
        XCTAssertNil(bike.superentity)
        XCTAssertNil(bike.superentityName)
    }

    func testConnectMakesBothSidesOfAnInversePair() throws {
        let author = EntityDescription(name: "Author")
        let book = EntityDescription(name: "Book")
        let books = RelationshipDescription(name: "books", destination: "", toMany: true)
        let writer = RelationshipDescription(name: "writer", destination: "")
        author.addProperty(books)
        book.addProperty(writer)
        books.connect(destination: book, inverse: writer)
        let model = ManagedObjectModel(entities: [author, book])
        XCTAssertTrue(writer.inverseRelationship === books)
        XCTAssertTrue(writer.destinationEntity === author)
        XCTAssertEqual(books.inverseEntityName, "Book")
        XCTAssertEqual(ModelResolver.resolve(model), [])
        XCTAssertTrue(books.inverseRelationship === writer)
    }

    func testReservedPropertyNamesAreRejected() {
        let model = LibraryModel.make()
        model.entity(named: "Book")?.addProperty(AttributeDescription(name: "description", type: .string))
        let diagnostics = ModelResolver.resolve(model)
        XCTAssertEqual(diagnostics.map(\.message), [
            "property 'Book.description' cannot be named 'description': that is a method of NSObject or NSManagedObject, which Core Data does not allow a property to replace",
        ])
        XCTAssertEqual(diagnostics.first?.severity, .error)
    }
}

final class RuntimeAccessTests: XCTestCase {
    func testConfigurations() throws {
        let model = LibraryModel.make()
        _ = ModelResolver.resolve(model)
        XCTAssertEqual(model.entities(forConfigurationName: nil)?.map(\.name), ["Author", "Book", "Novel"])
        XCTAssertNil(model.entities(forConfigurationName: "Cloud"))
        let author = try XCTUnwrap(model.entity(named: "Author"))
        model.setEntities([author], forConfigurationName: "Cloud")
        XCTAssertEqual(model.entities(forConfigurationName: "Cloud")?.map(\.name), ["Author"])
        XCTAssertEqual(model.configurationNames, ["Cloud"])
        XCTAssertTrue(author.model === model)
    }

    func testFetchRequestFromTemplateSubstitutesEveryVariable() throws {
        let model = LibraryModel.make()
        model.setFetchRequestTemplate(FetchRequest(name: "", entityName: "Book", predicate: "title BEGINSWITH[cd] $PREFIX AND author.name == $AUTHOR"),
                                      forName: "ByTitle")
        _ = ModelResolver.resolve(model)
        XCTAssertTrue(model.isEditable)
        let request = try XCTUnwrap(model.fetchRequestFromTemplate(withName: "ByTitle",
                                                                   substitutionVariables: ["PREFIX": .string("The"), "AUTHOR": .null]))
        XCTAssertEqual(request.predicate, "title BEGINSWITH[cd] \"The\" AND author.name == nil")
        XCTAssertFalse(model.isEditable, "instantiating a template puts the model in use")
        XCTAssertThrowsError(try model.fetchRequestFromTemplate(withName: "ByTitle", substitutionVariables: ["PREFIX": .string("A")])) { error in
            XCTAssertEqual("\(error)", "fetch request template 'ByTitle': no value for substitution variable $AUTHOR")
        }
        XCTAssertNil(try model.fetchRequestFromTemplate(withName: "Missing"))
    }

    func testTemplateWithoutVariablesIsCopiedNotShared() throws {
        let model = LibraryModel.make()
        model.setFetchRequestTemplate(FetchRequest(name: "", entityName: "Book", predicate: "title != nil"), forName: "Titled")
        let request = try XCTUnwrap(model.fetchRequestFromTemplate(withName: "Titled"))
        let template = try XCTUnwrap(model.fetchRequestTemplate(forName: "Titled"))
        XCTAssertFalse(request === template)
        request.fetchLimit = 5   // the copy stays editable
        XCTAssertEqual(template.fetchLimit, 0)
    }

    func testVersionHashAccessors() throws {
        let model = LibraryModel.make()
        _ = ModelResolver.resolve(model)
        let hashes = model.entityVersionHashesByName
        XCTAssertEqual(Data(try XCTUnwrap(hashes["Author"])).base64EncodedString(), "llZofX1Nysjp3HsUR0ycANBtcr6FcvMpmBOcUaa5L4c=")
        XCTAssertEqual(model.entity(named: "Author")?.versionHash, hashes["Author"])
        XCTAssertEqual(model.versionChecksum.count, 44)
    }
}

final class MergingTests: XCTestCase {
    func testMergesDistinctModelsAndIdenticalEntities() throws {
        let first = LibraryModel.make()
        let second = LibraryModel.make()
        second.addEntity(EntityDescription(name: "Shelf"))
        _ = ModelResolver.resolve(first)
        _ = ModelResolver.resolve(second)
        let merged = try ManagedObjectModel.merging([first, second])
        XCTAssertEqual(merged.entities.map(\.name), ["Author", "Book", "Novel", "Shelf"])
        XCTAssertFalse(merged.entity(named: "Author") === first.entity(named: "Author"), "merging copies")
        XCTAssertTrue((merged.entity(named: "Book")?.property(named: "author") as? RelationshipDescription)?.destinationEntity === merged.entity(named: "Author"))
    }

    func testTwoDifferentEntitiesOfOneNameCannotMerge() {
        let first = LibraryModel.make()
        let other = ManagedObjectModel(entities: [EntityDescription(name: "Book")])
        XCTAssertThrowsError(try ManagedObjectModel.merging([first, other])) { error in
            XCTAssertEqual("\(error)", "Can't merge models with two different entities named 'Book'")
        }
    }
}

final class LocalizationTests: XCTestCase {
    func testParsesStringsFilesAndLocalizesValidationMessages() throws {
        let table = """
            /* Localized names for the Library model */
            "Entity/Book" = "Buch";
            "Property/title" = "Titel";
            "Property/title/Entity/Novel" = "Romantitel";
            // an error string
            "ErrorString/Titel is too long." = "Der Titel ist zu lang.";
            """
        let dictionary = try StringsFile.parse(Array(table.utf8))
        XCTAssertEqual(dictionary.count, 4)
        let model = LibraryModel.make()
        _ = ModelResolver.resolve(model)
        model.localizationDictionary = dictionary
        let book = try XCTUnwrap(model.entity(named: "Book"))
        let novel = try XCTUnwrap(model.entity(named: "Novel"))
        let title = try XCTUnwrap(book.property(named: "title") as? AttributeDescription)
        XCTAssertEqual(model.localizedName(of: book), "Buch")
        XCTAssertEqual(model.localizedName(of: title), "Titel")
        XCTAssertEqual(model.localizedName(of: title, in: novel), "Romantitel")
        XCTAssertEqual(ManagedObjectModel.localizationFileName(forModelNamed: "JimsModel"), "JimsModelModel.strings")

        title.maxValue = .integer(5)
        XCTAssertEqual(title.validationFailures(for: .string("Buddenbrooks")).map(\.message), ["Der Titel ist zu lang."])
        XCTAssertEqual(title.validationFailures(for: nil).map(\.message), ["Titel is a required value."])
        XCTAssertEqual(title.validationFailures(for: .string("Faust")), [])
    }

    func testUTF16StringsFileAndErrors() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "\"Entity/Book\" = \"B\\u00FCcher\";".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        XCTAssertEqual(try StringsFile.parse(bytes), ["Entity/Book": "Bücher"])
        XCTAssertThrowsError(try StringsFile.parse(Array("\"a\" = \"b\"\n\"c\" = ".utf8))) { error in
            XCTAssertEqual("\(error)", "line 2: expected ';' after the value of \"a\"")
        }
    }

    func testNumberAndDateBounds() throws {
        let model = LibraryModel.make()
        let genre = try XCTUnwrap(model.entity(named: "Novel")?.property(named: "genre") as? AttributeDescription)
        genre.minValue = .integer(1)
        genre.maxValue = .integer(9)
        XCTAssertEqual(genre.validationFailures(for: .integer(0)).map(\.code), [1620])
        XCTAssertEqual(genre.validationFailures(for: .integer(10)).map(\.code), [1610])
        let pattern = AttributeDescription(name: "isbn", type: .string)
        pattern.regularExpression = "[0-9]{3}"
        XCTAssertEqual(pattern.validationFailures(for: .string("1234")).map(\.code), [1680])
        XCTAssertEqual(pattern.validationFailures(for: .string("123")), [])
    }
}

final class StoreCompatibilityTests: XCTestCase {
    func testReportsWhichEntitiesDiffer() throws {
        let model = LibraryModel.make()
        _ = ModelResolver.resolve(model)
        var stored = model.entityVersionHashesByName
        XCTAssertTrue(model.compatibility(withStoreVersionHashes: stored).isCompatible)
        XCTAssertTrue(model.isConfiguration(nil, compatibleWithStoreMetadata: [StoreCompatibility.versionHashesKey: stored]))
        stored["Book"] = Array(repeating: 0, count: 32)
        stored["Magazine"] = Array(repeating: 1, count: 32)
        stored["Novel"] = nil
        let report = model.compatibility(withStoreVersionHashes: stored)
        XCTAssertEqual(report.changedEntities, ["Book"])
        XCTAssertEqual(report.addedEntities, ["Novel"])
        XCTAssertEqual(report.removedEntities, ["Magazine"])
        XCTAssertEqual(report.message, "The model used to open the store is incompatible with the one used to create the store (changed: Book; not in the store: Novel; not in the model: Magazine)")
        XCTAssertFalse(model.isConfiguration(nil, compatibleWithStoreMetadata: [StoreCompatibility.versionHashesKey: stored]))
    }
}
