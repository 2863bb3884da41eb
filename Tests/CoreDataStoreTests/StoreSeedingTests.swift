import CoreDataModel
import CoreDataStore
import Foundation
import ModelCompiler
import StoreFixtures
import TestLocations
import XCTest

/// `create-store --data`: objects from JSON land in the rows, keys and join tables Core Data
/// would write, with every relationship given from one side only and its inverse filled in.
final class StoreSeedingTests: XCTestCase {
    /// Writes `json` beside a new store of `model`, returning the store's path.
    static func seed(_ model: String, _ json: String, in folder: TemporaryFolder, name: String = "seeded") throws -> (path: String, result: StoreCreation.Result) {
        let data = folder.path + "/\(name).json"
        try json.write(toFile: data, atomically: true, encoding: .utf8)
        let store = folder.path + "/\(name).sqlite"
        return (store, StoreCreation.create(modelPath: model, storePath: store, dataPath: data))
    }

    func testRelationshipsFixtureEveryKindSetFromOneSide() throws {
        let folder = try TemporaryFolder(self)
        // one-to-one from Passport, one-to-many from Person (inverse declared on the abstract
        // superentity), ordered one-to-many from the lines, many-to-many from Tag, reflexive
        // many-to-many from one Person, a to-many without inverse.
        let json = """
            { "Person": [ { "@id": "ann", "documents": ["inv1"], "friends": ["bo"], "generated": ["red"] },
                          { "@id": "bo" } ],
              "Passport": [ { "holder": "ann" } ],
              "Invoice": [ { "@id": "inv1", "title": "March" }, { "@id": "inv2", "title": "April" } ],
              "InvoiceLine": [ { "invoice": "inv1" }, { "invoice": "inv2" }, { "invoice": "inv1" } ],
              "Tag": [ { "@id": "red", "people": ["ann", "bo"] }, { "@id": "blue", "people": ["bo"] } ] }
            """
        let (store, result) = try Self.seed(RepositoryPaths.fixtures + "/Relationships.xcdatamodel", json, in: folder)
        XCTAssertTrue(result.succeeded, "\(result.diagnostics.map(\.message))")
        // Numbering: Document 1, Invoice 2, InvoiceLine 3, Passport 4, Person 5, Tag 6.
        XCTAssertEqual(try SQLiteQuery.rows(store, "SELECT Z_ENT, Z_NAME, Z_SUPER, Z_MAX FROM Z_PRIMARYKEY ORDER BY Z_ENT"), [
            ["1", "Document", "0", "2"], ["2", "Invoice", "1", "0"], ["3", "InvoiceLine", "0", "3"],
            ["4", "Passport", "0", "1"], ["5", "Person", "0", "2"], ["6", "Tag", "0", "2"],
        ])
        XCTAssertEqual(try SQLiteQuery.rows(store, "SELECT Z_PK, Z_ENT, Z_OPT, ZOWNER, ZTITLE FROM ZDOCUMENT ORDER BY Z_PK"),
                       [["1", "2", "1", "1", "March"], ["2", "2", "1", "NULL", "April"]], "the owner key, from Person.documents")
        XCTAssertEqual(try SQLiteQuery.rows(store, "SELECT Z_PK, ZINVOICE, Z_FOK_INVOICE FROM ZINVOICELINE ORDER BY Z_PK"),
                       [["1", "1", "2048"], ["2", "2", "2048"], ["3", "1", "4096"]], "keys and order keys, from the lines")
        XCTAssertEqual(try SQLiteQuery.rows(store, "SELECT Z_PK, ZPASSPORT FROM ZPERSON ORDER BY Z_PK"), [["1", "1"], ["2", "NULL"]],
                       "one-to-one: Person's key, from Passport.holder")
        XCTAssertEqual(try SQLiteQuery.rows(store, "SELECT Z_PK, ZHOLDER FROM ZPASSPORT"), [["1", "1"]])
        XCTAssertEqual(try SQLiteQuery.rows(store, "SELECT Z_5PEOPLE, Z_6TAGS FROM Z_5TAGS ORDER BY 1, 2"),
                       [["1", "1"], ["2", "1"], ["2", "2"]], "many-to-many from Tag.people, written from Person's side")
        XCTAssertEqual(try SQLiteQuery.rows(store, "SELECT * FROM Z_5FRIENDS ORDER BY 1, 2"), [["1", "2"], ["2", "1"]])
        XCTAssertEqual(try SQLiteQuery.rows(store, "SELECT * FROM Z_5GENERATED"), [["1", "1"]])
        let contents = try StoreReader.read(path: store)
        XCTAssertEqual(contents.entities.map(\.rowCount), [0, 2, 3, 1, 2, 2])
        XCTAssertEqual(contents.cacheHashMismatches, [])
    }

    func testSampleLibraryValuesDefaultsAndKeys() throws {
        let folder = try TemporaryFolder(self)
        let json = """
            { "Author": [ { "@id": "le-guin", "name": "Ursula K. Le Guin" } ],
              "Book": [ { "@id": "earthsea", "title": "A Wizard of Earthsea", "isbn": "9780547773742", "author": "le-guin",
                          "publishedAt": "1968-11-01T00:00:00Z" },
                        { "@id": "lathe", "title": "The Lathe of Heaven", "isbn": "0743298586", "author": "le-guin" } ],
              "Loan": [ { "book": "earthsea", "borrower": "Sam", "dueDate": "2024-05-01" } ] }
            """
        let (store, result) = try Self.seed(RepositoryPaths.fixtures + "/Sample.xcdatamodeld", json, in: folder)
        XCTAssertTrue(result.succeeded, "\(result.diagnostics.map(\.message))")
        XCTAssertTrue(result.diagnostics.contains { $0.severity == .note && $0.message.contains("'Author.bookCount'") },
                      "the derived attribute without its trigger is named: \(result.diagnostics.map(\.message))")
        XCTAssertEqual(try SQLiteQuery.rows(store, "SELECT Z_PK, Z_OPT, ZAUTHOR, ZPUBLISHEDAT, ZISBN, ZTITLE FROM ZBOOK ORDER BY Z_PK"), [
            ["1", "1", "1", "-1015113600", "9780547773742", "A Wizard of Earthsea"],
            ["2", "1", "1", "NULL", "0743298586", "The Lathe of Heaven"],
        ])
        XCTAssertEqual(try SQLiteQuery.rows(store, "SELECT ZRETURNED, ZBOOK, ZDUEDATE, ZBORROWER FROM ZLOAN"),
                       [["0", "1", "736214400", "Sam"]], "the Boolean's default NO, the key from Loan.book, the date (a whole number of seconds: TIMESTAMP has numeric affinity)")
        XCTAssertEqual(try SQLiteQuery.rows(store, "SELECT ZNAME, ZBOOKCOUNT FROM ZAUTHOR"), [["Ursula K. Le Guin", "2"]],
                       "the derived books.@count, from the books' side")
        XCTAssertEqual(try SQLiteQuery.rows(store, "SELECT Z_NAME, Z_MAX FROM Z_PRIMARYKEY ORDER BY Z_ENT"),
                       [["Author", "1"], ["Book", "2"], ["Loan", "1"]])
    }

    /// Every attribute type from JSON, and the defaults of the keys not given.
    func testEveryAttributeType() throws {
        let folder = try TemporaryFolder(self)
        let json = """
            { "Everything": [ { "amount": "-3.25", "big": 9000000000, "count32": 7, "createdAt": "2001-01-01T00:01:00.5Z",
                                "email": "a@b.c", "flag": false, "homepage": "https://example.org/x",
                                "identifier": "00000000-0000-0000-0000-0000000000FF", "photo": "AQID", "ratio": 0.1,
                                "score": 2.5, "small": -32768, "tags": "YmluYXJ5" },
                              { "email": "x@y.z" } ] }
            """
        let (store, result) = try Self.seed(RepositoryPaths.fixtures + "/Attributes.xcdatamodel", json, in: folder)
        XCTAssertTrue(result.succeeded, "\(result.diagnostics.map(\.message))")
        let rows = try SQLiteQuery.rows(store, """
            SELECT ZAMOUNT, ZBIG, ZCOUNT32, ZCREATEDAT, ZEMAIL, ZFLAG, ZHOMEPAGE, quote(ZIDENTIFIER), quote(ZPHOTO), ZRATIO,
                   ZSCORE, ZSMALL, quote(ZTAGS) FROM ZEVERYTHING ORDER BY Z_PK
            """)
        XCTAssertEqual(rows.first, ["-3.25", "9000000000", "7", "60.5", "a@b.c", "0", "https://example.org/x",
                                    "X'000000000000000000000000000000FF'", "X'01010203'", "0.100000001490116", "2.5", "-32768",
                                    "X'62696E617279'"])
        XCTAssertEqual(rows.last, ["12.5", "-9000000000", "30", "694224000", "x@y.z", "1", "https://example.com/a?b=1&c=2",
                                   "X'E621E1F8C36C495A93FC0C247A3E6E5F'", "NULL", "0.5", "1000.0", "-1", "NULL"], "defaults")
    }
}
