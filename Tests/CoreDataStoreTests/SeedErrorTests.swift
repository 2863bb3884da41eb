import CoreDataModel
import CoreDataStore
import Foundation
import ModelCompiler
import StoreFixtures
import TestLocations
import XCTest

/// Every class of bad seed file gets its located error (`FILE.json:0: error: Book #2 "tags": …`),
/// and nothing is written: no new store, and a store already there (even with --force) unchanged.
final class SeedErrorTests: XCTestCase {
    struct Case {
        var model: String
        var json: String
        var error: String
    }

    static let relationships = "Relationships.xcdatamodel"
    static let sample = "Sample.xcdatamodeld"
    static let attributes = "Attributes.xcdatamodel"

    static let cases: [Case] = [
        // The file itself.
        Case(model: sample, json: #"{"Author": [ {"name": "A"} "#, error: "not valid JSON: "),
        Case(model: sample, json: #"[1, 2]"#, error: "the top level must be an object keyed by entity name, not an array"),
        // Entities.
        Case(model: sample, json: #"{"Writer": []}"#, error: #""Writer": no entity of that name in the store"#),
        Case(model: sample, json: #"{"author": []}"#, error: #""author": no entity of that name in the store (did you mean "Author"?)"#),
        Case(model: relationships, json: #"{"Document": [{"title": "x"}]}"#,
             error: #""Document": the entity is abstract; give its objects under a concrete sub-entity"#),
        Case(model: sample, json: #"{"Author": {"name": "A"}}"#, error: #""Author": expected an array of objects, found an object"#),
        Case(model: sample, json: #"{"Author": [{"name": "A"}, "B"]}"#, error: "Author #2: expected an object, found a string"),
        // Identifiers.
        Case(model: sample, json: #"{"Author": [{"@id": 7, "name": "A"}]}"#, error: #"Author #1 "@id": must be a string, not a number"#),
        Case(model: sample, json: #"{"Author": [{"@id": "a", "name": "A"}, {"@id": "a", "name": "B"}]}"#,
             error: #"Author #2 "@id": "a" is already the @id of Author #1"#),
        // Keys.
        Case(model: sample, json: #"{"Author": [{"name": "A", "nmae": "B"}]}"#, error: #"Author #1 "nmae": Author has no property of that name"#),
        Case(model: sample, json: #"{"Author": [{"name": "A", "bookCount": 3}]}"#,
             error: #"Author #1 "bookCount": is a derived attribute; the store computes it"#),
        Case(model: attributes, json: #"{"Everything": [{"email": "a@b.c", "tempValue": 1}]}"#,
             error: #"Everything #1 "tempValue": is transient; the store does not hold it"#),
        // Values of the wrong type or form.
        Case(model: sample, json: #"{"Author": [{"name": 5}]}"#, error: #"Author #1 "name": expected a string, found a number"#),
        Case(model: attributes, json: #"{"Everything": [{"email": "a@b.c", "small": 40000}]}"#,
             error: #"Everything #1 "small": 40000 does not fit in Integer 16"#),
        Case(model: attributes, json: #"{"Everything": [{"email": "a@b.c", "count32": 1.5}]}"#,
             error: #"Everything #1 "count32": 1.5 is not a whole number"#),
        Case(model: attributes, json: #"{"Everything": [{"email": "a@b.c", "flag": 1}]}"#,
             error: #"Everything #1 "flag": expected true or false, found a number"#),
        Case(model: attributes, json: #"{"Everything": [{"email": "a@b.c", "score": "high"}]}"#,
             error: #"Everything #1 "score": expected a number, found a string"#),
        Case(model: attributes, json: #"{"Everything": [{"email": "a@b.c", "createdAt": "yesterday"}]}"#,
             error: #"Everything #1 "createdAt": "yesterday" is not an ISO 8601 date (like 2024-05-01T12:30:00Z or 2024-05-01)"#),
        Case(model: attributes, json: #"{"Everything": [{"email": "a@b.c", "photo": "not base64!"}]}"#,
             error: #"Everything #1 "photo": "not base64!" is not base64"#),
        Case(model: attributes, json: #"{"Everything": [{"email": "a@b.c", "identifier": "1234"}]}"#,
             error: #"Everything #1 "identifier": "1234" is not a UUID"#),
        Case(model: attributes, json: #"{"Everything": [{"email": "a@b.c", "amount": "12,5"}]}"#,
             error: #"Everything #1 "amount": "12,5" is not a decimal number"#),
        // Core Data's checks on save.
        Case(model: sample, json: #"{"Author": [{}]}"#, error: #"Author #1 "name": name is a required value."#),
        Case(model: attributes, json: #"{"Everything": [{"email": "a@b.c", "count32": 1001}]}"#,
             error: #"Everything #1 "count32": count32 is too large."#),
        Case(model: attributes, json: #"{"Everything": [{"email": "a@b.c", "amount": -200}]}"#,
             error: #"Everything #1 "amount": amount is too small."#),
        Case(model: attributes, json: #"{"Everything": [{"email": "ab"}]}"#, error: #"Everything #1 "email": email is too short."#),
        Case(model: attributes, json: #"{"Everything": [{"email": "no-at-sign"}]}"#,
             error: #"Everything #1 "email": email does not match the required pattern."#),
        Case(model: attributes, json: #"{"Everything": [{"email": "a@b.c", "createdAt": "2040-01-01"}]}"#,
             error: #"Everything #1 "createdAt": createdAt is too late."#),
        Case(model: sample, json: #"{"Author": [{"@id": "a", "name": "A"}], "Book": [{"title": "T", "isbn": "0123456789", "author": "a"}, {"title": "U", "isbn": "0123456789", "author": "a"}]}"#,
             error: #"Book #2: "isbn" = 0123456789 is already used by Book #1 (uniqueness constraint on isbn)"#),
        Case(model: relationships, json: #"{"InvoiceLine": [{}]}"#, error: #"InvoiceLine #1 "invoice": a required relationship is not set"#),
        Case(model: relationships, json: #"{"Person": [{"@id": "a"}, {"@id": "b"}, {"@id": "c"}, {"@id": "d"}], "Tag": [{"people": ["a", "b", "c", "d"]}]}"#,
             error: #"Tag #1 "people": has 4 objects; at most 3 are allowed"#),
        // Relationship values.
        Case(model: sample, json: #"{"Author": [{"@id": "a", "name": "A"}], "Book": [{"title": "T", "isbn": "0123456789", "author": "b"}]}"#,
             error: #"Book #1 "author": no object with @id "b""#),
        Case(model: relationships, json: #"{"Person": [{"@id": "p", "tags": ["t1", "t9"]}], "Tag": [{"@id": "t1"}]}"#,
             error: #"Person #1 "tags": no object with @id "t9""#),
        Case(model: relationships, json: #"{"Person": [{"@id": "p", "passport": "t"}], "Tag": [{"@id": "t"}]}"#,
             error: #"Person #1 "passport": @id "t" is Tag #1, but "passport" leads to Passport"#),
        Case(model: relationships, json: #"{"Person": [{"@id": "p", "tags": "t"}], "Tag": [{"@id": "t"}]}"#,
             error: #"Person #1 "tags": a to-many relationship takes an array of @id strings, not a string"#),
        Case(model: relationships, json: #"{"Person": [{"@id": "p"}], "Passport": [{"holder": ["p"]}]}"#,
             error: #"Passport #1 "holder": a to-one relationship takes one @id string (or null), not an array"#),
        Case(model: relationships, json: #"{"Person": [{"@id": "p", "tags": ["t", "t"]}], "Tag": [{"@id": "t"}]}"#,
             error: #"Person #1 "tags": @id "t" is listed twice"#),
        Case(model: relationships, json: #"{"Person": [{"@id": "p"}], "Passport": [{"holder": "p"}, {"holder": "p"}]}"#,
             error: #"Passport #2 "holder": Person #1 (@id "p") already has "passport" Passport #1; a to-one holds one object"#),
    ]

    func testEveryClassOfBadSeedFileIsALocatedErrorAndWritesNothing() throws {
        let folder = try TemporaryFolder(self)
        let existing = folder.path + "/existing.sqlite"
        XCTAssertTrue(StoreCreation.create(modelPath: RepositoryPaths.fixtures + "/" + Self.sample, storePath: existing).succeeded)
        let existingBytes = try Data(contentsOf: URL(fileURLWithPath: existing))
        for (index, testCase) in Self.cases.enumerated() {
            let data = folder.path + "/case\(index).json"
            try testCase.json.write(toFile: data, atomically: true, encoding: .utf8)
            let store = folder.path + "/case\(index).sqlite"
            let result = StoreCreation.create(modelPath: RepositoryPaths.fixtures + "/" + testCase.model, storePath: store, dataPath: data)
            XCTAssertFalse(result.succeeded, testCase.json)
            let errors = result.diagnostics.filter { $0.severity == .error }
            XCTAssertTrue(errors.contains { $0.message.hasPrefix(testCase.error) && $0.location?.file == data && $0.location?.line == 0 },
                          "\(testCase.json)\nexpected: \(testCase.error)\ngot: \(errors.map(\.message))")
            XCTAssertFalse(FileManager.default.fileExists(atPath: store), "nothing written for \(testCase.json)")
            // Replacing a store that is there: still nothing written.
            let replaced = StoreCreation.create(modelPath: RepositoryPaths.fixtures + "/" + testCase.model, storePath: existing,
                                                dataPath: data, replacing: true)
            XCTAssertFalse(replaced.succeeded)
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: existing)), existingBytes, "the existing store is untouched")
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasSuffix(".json") }
        XCTAssertEqual(leftovers, ["existing.sqlite"], "no temporary file is left behind")
    }
}
