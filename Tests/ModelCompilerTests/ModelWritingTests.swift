import CoreDataModel
import Foundation
import ModelCompiler
import XCTest

private enum CompiledModelHashes {
    static func afterRewriting(_ model: ManagedObjectModel, in directory: String) throws -> [String: [UInt8]] {
        try ModelWriting.writeMom(model, to: directory + "/Rewritten.mom")
        return try ManagedObjectModel.load(contentsOf: directory + "/Rewritten.mom").entityVersionHashesByName
    }
}

/// `ModelWriting`: models built in code to `.mom`/`.momd`, checked as compile checks a source.
final class ModelWritingTests: XCTestCase {
    private func library() -> ManagedObjectModel {
        let author = EntityDescription(name: "Author")
        author.addProperty(AttributeDescription(name: "name", type: .string))
        let books = RelationshipDescription(name: "books", destination: "Book", toMany: true)
        books.inverseName = "author"
        author.addProperty(books)
        let book = EntityDescription(name: "Book")
        let writtenBy = RelationshipDescription(name: "author", destination: "Author")
        writtenBy.inverseName = "books"
        book.addProperty(writtenBy)
        return ManagedObjectModel(entities: [author, book])
    }

    func testWrittenMomLoadsBackWithTheSameHashes() throws {
        let directory = try TestPaths.temporaryDirectory(self)
        let model = library()
        try ModelWriting.writeMom(model, to: directory + "/Library.mom")
        let loaded = try ManagedObjectModel.load(contentsOf: directory + "/Library.mom")
        XCTAssertEqual(loaded.entityVersionHashesByName, model.entityVersionHashesByName)
        // What is written is what momBytes gives, and a loaded (frozen) model is written as it is.
        XCTAssertEqual(FileManager.default.contents(atPath: directory + "/Library.mom").map([UInt8].init), try ModelWriting.momBytes(of: model))
        XCTAssertEqual(try ManagedObjectModel.load(contentsOf: directory + "/Library.mom").entityVersionHashesByName,
                       try CompiledModelHashes.afterRewriting(loaded, in: directory))
    }

    /// A `.mom` written over an existing file replaces it whole: the new bytes under the name, the old
    /// file itself untouched (another name for it still reads the old bytes), no temporary left.
    func testWrittenMomReplacesAnExistingFileWhole() throws {
        let directory = try TestPaths.temporaryDirectory(self)
        let path = directory + "/Library.mom"
        try Data("previous output".utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.linkItem(atPath: path, toPath: directory + "/kept")
        let model = library()
        try ModelWriting.writeMom(model, to: path)
        XCTAssertEqual(FileManager.default.contents(atPath: path).map([UInt8].init), try ModelWriting.momBytes(of: model))
        XCTAssertEqual(try String(contentsOfFile: directory + "/kept", encoding: .utf8), "previous output")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory).sorted(), ["Library.mom", "kept"])
    }

    func testMomdHoldsEveryVersionAndTheCurrentOne() throws {
        let files = try ModelWriting.momdFiles(versions: ["V1": library(), "V2": library()], currentVersion: "V2")
        XCTAssertEqual(files.keys.sorted(), ["V1.mom", "V2.mom", "VersionInfo.plist"])
        XCTAssertThrowsError(try ModelWriting.momdFiles(versions: ["V1": library()], currentVersion: "V3")) { error in
            XCTAssertEqual((error as? ModelError)?.diagnostics.first?.message, "no version named 'V3' (versions: V1)")
        }
    }

    func testBrokenModelIsRefusedAndThePreviousOutputKept() throws {
        let directory = try TestPaths.temporaryDirectory(self)
        let path = directory + "/Library.momd"
        try ModelWriting.writeMomd(versions: ["Library": library()], currentVersion: "Library", to: path)
        let before = try FileManager.default.contentsOfDirectory(atPath: path).sorted()

        let broken = library()
        broken.entity(named: "Book")?.addProperty(RelationshipDescription(name: "shelf", destination: "Shelf"))
        let derived = DerivedAttributeDescription(name: "count", type: .integer64, derivationExpression: "books.@count +")
        broken.entity(named: "Author")?.addProperty(derived)
        XCTAssertThrowsError(try ModelWriting.writeMomd(versions: ["Library": broken], currentVersion: "Library", to: path)) { error in
            XCTAssertEqual((error as? ModelError)?.diagnostics.count, 2)
            XCTAssertEqual((error as? ModelError)?.diagnostics.first?.message,
                           "relationship 'Book.shelf' has destination entity 'Shelf', which does not exist")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path).sorted(), before)
        XCTAssertEqual(try ManagedObjectModel.load(contentsOf: path).entities.map(\.name), ["Author", "Book"])
    }
}
