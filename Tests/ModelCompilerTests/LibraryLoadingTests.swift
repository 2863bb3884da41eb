import CompiledModel
import CoreDataModel
import Foundation
import ModelCompiler
import ModelSource
import TestLocations
import XCTest

/// The model-object API's loading side: `.mom`/`.momd` files (ours and Apple's), named versions,
/// merged loading, localization tables beside the model, and models built in code.
final class LibraryLoadingTests: XCTestCase {
    private func compileSample(into directory: String) throws -> String {
        let result = ModelCompilation.compile(source: TestPaths.fixtures + "/Sample.xcdatamodeld", destination: directory + "/",
                                              options: CompileOptions())
        XCTAssertTrue(result.succeeded, "\(result.diagnostics)")
        return directory + "/Sample.momd"
    }

    func testLoadsCurrentOrNamedVersionOfACompiledBundle() throws {
        let directory = try TestPaths.temporaryDirectory(self)
        let bundle = try compileSample(into: directory)
        let current = try ManagedObjectModel.load(contentsOf: bundle)
        XCTAssertEqual(current.versionIdentifiers, ["2"])
        XCTAssertEqual(current.entities.map(\.name).sorted(), ["Author", "Book", "Loan"])
        let first = try ManagedObjectModel.load(contentsOf: bundle, version: "Library")
        XCTAssertEqual(first.versionIdentifiers, ["1"])
        XCTAssertThrowsError(try ManagedObjectModel.load(contentsOf: bundle, version: "Library 9")) { error in
            XCTAssertTrue("\(error)".contains("no version named 'Library 9' (versions: Library, Library 2)"), "\(error)")
        }
    }

    /// Apple's compiled bundles load, and the hashes we compute from the loaded graph are the ones
    /// Apple wrote into VersionInfo.plist.
    func testGoldenBundlesLoadWithApplesHashes() throws {
        let golden = try RepositoryPaths.requireShared("golden")
        let enumerator = FileManager.default.enumerator(atPath: golden)
        var checked = 0
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix("VersionInfo.plist") else { continue }
            let bundle = (golden + "/" + relative as NSString).deletingLastPathComponent
            let info = try VersionInfo(decoding: [UInt8](try Data(contentsOf: URL(fileURLWithPath: golden + "/" + relative))), path: relative)
            for (version, hashes) in info.versionHashes {
                let model = try ManagedObjectModel.load(contentsOf: bundle, version: version)
                XCTAssertEqual(model.entityVersionHashesByName, hashes, "\(relative) \(version)")
                if let checksum = info.versionChecksums?[version] {
                    XCTAssertEqual(model.versionChecksum, checksum, "\(relative) \(version)")
                }
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 5)
    }

    func testMergedModelFromDirectoriesAndTheConflictError() throws {
        let directory = try TestPaths.temporaryDirectory(self)
        _ = try compileSample(into: directory)
        let other = TestPaths.modelXML(#"<entity name="Shelf" representedClassName="Shelf"><attribute name="label" optional="YES" attributeType="String"/></entity>"#)
        let source = try TestPaths.writeModel(other, named: "Shelves", in: directory + "/src")
        XCTAssertTrue(ModelCompilation.compile(source: source, destination: directory + "/", options: CompileOptions()).succeeded)
        let merged = try ManagedObjectModel.mergedModel(fromDirectories: [directory])
        XCTAssertEqual(merged.entities.map(\.name).sorted(), ["Author", "Book", "Loan", "Shelf"])

        let clash = TestPaths.modelXML(#"<entity name="Book" representedClassName="Book"><attribute name="isbn" optional="YES" attributeType="String"/></entity>"#)
        let clashing = try TestPaths.writeModel(clash, named: "Other", in: directory + "/src")
        XCTAssertTrue(ModelCompilation.compile(source: clashing, destination: directory + "/", options: CompileOptions()).succeeded)
        XCTAssertThrowsError(try ManagedObjectModel.mergedModel(fromDirectories: [directory])) { error in
            XCTAssertTrue("\(error)".contains("Can't merge models with two different entities named 'Book'"), "\(error)")
        }
        // Loading one file never merges in the others lying beside it.
        XCTAssertEqual(try ManagedObjectModel.load(contentsOf: directory + "/Shelves.mom").entities.map(\.name), ["Shelf"])
    }

    func testLocalizationTableBesideTheModel() throws {
        let directory = try TestPaths.temporaryDirectory(self)
        let bundle = try compileSample(into: directory)
        try FileManager.default.createDirectory(atPath: directory + "/de.lproj", withIntermediateDirectories: true)
        try #""Entity/Book" = "Buch"; "Property/title" = "Titel";"#.write(toFile: directory + "/de.lproj/SampleModel.strings", atomically: true, encoding: .utf8)
        let model = try ManagedObjectModel.load(contentsOf: bundle, language: "de")
        let book = try XCTUnwrap(model.entity(named: "Book"))
        XCTAssertEqual(model.localizedName(of: book), "Buch")
        XCTAssertEqual(model.localizedName(of: try XCTUnwrap(book.property(named: "title"))), "Titel")
        XCTAssertEqual(try ManagedObjectModel.load(contentsOf: bundle).localizationDictionary, [:], "no language, no Base/en table")
    }

    /// A model built in code compiles to the very bytes its source equivalent compiles to, and the
    /// compiled source loads back into a graph with the code-built model's hashes.
    func testModelBuiltInCodeCompilesLikeItsSource() throws {
        let xml = TestPaths.modelXML("""
            <entity name="Author" representedClassName="Author" syncable="YES">
                <attribute name="name" attributeType="String" defaultValueString="Anonymous"/>
                <relationship name="books" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Book" inverseName="author" inverseEntity="Book"/>
            </entity>
            <entity name="Book" representedClassName="Book" syncable="YES">
                <attribute name="pages" optional="YES" attributeType="Integer 32" defaultValueString="0" usesScalarValueType="YES"/>
                <attribute name="title" optional="YES" attributeType="String"/>
                <relationship name="author" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Author" inverseName="books" inverseEntity="Author"/>
            </entity>
            <fetchRequest name="LongBooks" entity="Book" predicateString="pages &gt; $MINIMUM"/>
            """)
        let (fromSource, _) = try ModelSourceReader.readModel(contents: Array(xml.utf8), path: "Library/contents")

        let author = EntityDescription(name: "Author", className: "Author")
        let book = EntityDescription(name: "Book", className: "Book")
        let name = AttributeDescription(name: "name", type: .string)
        name.isOptional = false
        name.defaultValue = .string("Anonymous")
        let books = RelationshipDescription(name: "books", destination: "Book", toMany: true)
        books.deleteRule = .cascade
        let pages = AttributeDescription(name: "pages", type: .integer32)
        pages.defaultValue = .integer(0)
        let title = AttributeDescription(name: "title", type: .string)
        let writer = RelationshipDescription(name: "author", destination: "Author")
        author.properties = [name, books]
        book.properties = [pages, title, writer]
        books.connect(destination: book, inverse: writer)
        let inCode = ManagedObjectModel(entities: [author, book])
        inCode.versionIdentifiers = [""]
        inCode.setFetchRequestTemplate(FetchRequest(name: "", entityName: "Book", predicate: "pages > $MINIMUM"), forName: "LongBooks")
        XCTAssertEqual(ModelResolver.resolve(inCode), [])

        let sourceBytes = try CompiledModelEncoder.encode(fromSource)
        XCTAssertEqual(try CompiledModelEncoder.encode(inCode), sourceBytes)
        let reloaded = try CompiledModelDecoder.decode(sourceBytes, path: "Library.mom")
        XCTAssertEqual(reloaded.entityVersionHashesByName, inCode.entityVersionHashesByName)
    }
}
