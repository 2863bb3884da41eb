import CoreDataModel
import Foundation
import XCTest

/// Expected values were computed independently (Python hashlib over the byte recipe of
/// Documentation/Formats.md "Version hashes"), not by this code.
final class VersionHasherTests: XCTestCase {
    func testEmptyModelChecksum() {
        var hasher = VersionHasher()
        XCTAssertEqual(hasher.checksum(of: ManagedObjectModel()), "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=")
    }

    func testEntityHashesIncludeInheritedPropertiesAndConstraints() {
        let model = LibraryModel.make()
        XCTAssertEqual(ModelResolver.resolve(model), [])
        var hasher = VersionHasher()
        let hashes = hasher.entityHashes(of: model).mapValues { Data($0).base64EncodedString() }
        XCTAssertEqual(hashes["Author"], "llZofX1Nysjp3HsUR0ycANBtcr6FcvMpmBOcUaa5L4c=")
        XCTAssertEqual(hashes["Book"], "DHJCs3nYbwe3NctxxSNYoxGCJKC1EJyPDEoTS31qHNA=")
        XCTAssertEqual(hashes["Novel"], "NipqbhysC3HiV/3g994TAhdwf6dxlV6+OX/3CS/2g9c=")
    }

    func testTransientPropertiesAndUserInfoDoNotChangeTheHash() throws {
        let model = LibraryModel.make()
        _ = ModelResolver.resolve(model)
        var before = VersionHasher()
        let original = before.entityHashes(of: model)
        let author = try XCTUnwrap(model.entity(named: "Author"))
        let scratch = AttributeDescription(name: "scratch", type: .undefined)
        scratch.isTransient = true
        author.addProperty(scratch)
        author.userInfo = ["key": "value"]
        author.managedObjectClassName = "Writer"
        var after = VersionHasher()
        XCTAssertEqual(after.entityHashes(of: model), original)
        author.versionHashModifier = "2"
        var modified = VersionHasher()
        XCTAssertNotEqual(modified.entityHashes(of: model)["Author"], original["Author"])
    }

    /// A hasher that keeps every property hash it makes while hashing entities returns, for each
    /// property, the property's own hash, and the same entity hashes as one that keeps only the
    /// inherited ones.
    func testKeptPropertyHashesAreEachPropertysOwn() {
        let model = LibraryModel.make()
        XCTAssertEqual(ModelResolver.resolve(model), [])
        var keeping = VersionHasher(reservingCapacityFor: model, keepingEveryPropertyHash: true)
        keeping.hashEntities(model.entities)
        var plain = VersionHasher()
        XCTAssertEqual(keeping.entityHashes(of: model), plain.entityHashes(of: model))
        let properties = model.entities.flatMap(\.properties)
        XCTAssertGreaterThan(properties.count, 3)
        for property in properties {
            XCTAssertEqual(keeping.memoizedHash(of: property), VersionHasher.hash(of: property), property.name)
        }
    }

    func testSortsNamesByUTF16CodeUnits() {
        // U+FF21 (one UTF-16 unit) sorts before U+1F600 (a surrogate pair starting 0xD83D) by code
        // unit, but after it by Unicode scalar value: Apple's order is the code-unit one.
        XCTAssertTrue(utf16Precedes("\u{1F600}", "\u{FF21}"))
        XCTAssertFalse(utf16Precedes("\u{FF21}", "\u{1F600}"))
        XCTAssertTrue(utf16Precedes("B", "a"))
    }
}

final class DerivedAttributeHashTests: XCTestCase {
    /// A derived attribute hashes only the printed text of its (rewritten) expression.
    func testDerivedAttributeHashesTheRewrittenPrintedExpression() {
        let counted = DerivedAttributeDescription(name: "bookCount", type: .integer64, derivationExpression: "books.@count")
        XCTAssertEqual(DerivationFormat.canonical("books.@count"), "count:(books)")
        XCTAssertEqual(DerivationFormat.canonical("canonical:(title)"), "canonical:(title)")
        XCTAssertEqual(DerivationFormat.canonical("now()"), "now()")
        // SHA-256("count:(books)"), computed independently.
        XCTAssertEqual(Data(VersionHasher.hash(of: counted)).base64EncodedString(), "algmB+Fs/DPNGmAB4DlwZiCK5pJRsNLQx8N2ft8NCrU=")
    }
}
