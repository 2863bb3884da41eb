import Bookshelf
import Foundation
import XCTest

/// The plugin's outputs, read back from `Bundle.module` by the ModelCompiler library.
final class BookshelfTests: XCTestCase {
    func testTheCurrentVersionIsBundled() throws {
        let model = try Bookshelf.model()
        XCTAssertEqual(model.entities.map(\.name).sorted(), ["Book", "Shelf"])
        let book = try XCTUnwrap(model.entities.first { $0.name == "Book" })
        XCTAssertEqual(book.allProperties.map(\.name).sorted(), ["isbn", "shelf", "title"])
    }

    func testEveryVersionIsBundled() throws {
        let first = try Bookshelf.model(version: "Bookshelf")
        let book = try XCTUnwrap(first.entities.first { $0.name == "Book" })
        XCTAssertEqual(book.allProperties.map(\.name).sorted(), ["shelf", "title"])
    }

    func testASingleModelIsBundled() throws {
        XCTAssertEqual(try Bookshelf.notes().entities.map(\.name), ["Note"])
    }

    func testTheMappingModelIsBundled() throws {
        let mapping = try Bookshelf.mapping()
        XCTAssertEqual(mapping.entityMappings.map(\.name), ["BookToBook", "ShelfToShelf"])
        XCTAssertEqual(mapping.entityMappings.map(\.mappingType), [.copy, .copy])
        // The destination hash is the current version's: the model stays alive while its entities are used.
        let model = try Bookshelf.model()
        let book = try XCTUnwrap(model.entities.first { $0.name == "Book" })
        XCTAssertEqual(mapping.entityMappings.first?.destinationEntityVersionHash, book.versionHash)
    }
}
