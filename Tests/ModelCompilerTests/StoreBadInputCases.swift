import CompiledModel
import CoreDataModel
import Foundation
import KeyedArchive
import ModelSource
import StoreFixtures
import XCTest

/// The store rows of the bad-input catalogue: hostile stores generated into the case's folder
/// with SQLite itself (`StoreFixture`), never copied from `../shared`.
extension BadInputCatalogTests {
    static let storeCases: [Case] = [
        store("store: a text file", "not an SQLite database") { path in
            try Data("hello, world\n".utf8).write(to: URL(fileURLWithPath: path))
        },
        store("store: an empty file", "empty file") { path in
            try Data().write(to: URL(fileURLWithPath: path))
        },
        store("store: encrypted (SQLCipher-like random pages)", "an encrypted store looks like this") { path in
            try Data(pseudoRandomBytes(8192, seed: 7)).write(to: URL(fileURLWithPath: path))
        },
        store("store: SQLite header, then garbage", "not a readable SQLite database") { path in
            try Data(Array("SQLite format 3\0".utf8) + pseudoRandomBytes(8176, seed: 11)).write(to: URL(fileURLWithPath: path))
        },
        store("store: SQLite, not Core Data", "not a Core Data store") { path in
            try plainSQLite(at: path, "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)")
        },
        store("store: Z_METADATA without a row", "Z_METADATA has no row") { path in
            try plainSQLite(at: path, "CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB)")
        },
        store("store: Z_PLIST is not a property list", "corrupt store metadata") { path in
            var fixture = try goodStore()
            fixture.plistOverride = Array("not a plist at all".utf8)
            try fixture.write(to: path)
        },
        store("store: Z_PLIST truncated", "corrupt store metadata") { path in
            var fixture = try goodStore()
            let plist = BinaryPropertyListWriter.encode(fixture.metadataPlist)
            fixture.plistOverride = Array(plist.prefix(plist.count / 2))
            try fixture.write(to: path)
        },
        store("store: hash version 4", "unsupported hash version 4") { path in
            var fixture = try goodStore()
            fixture.hashesVersion = 4
            try fixture.write(to: path)
        },
        store("store: an entity hash of 31 bytes", "is not 32 bytes") { path in
            var fixture = try goodStore()
            var hashes = fixture.model.entityVersionHashesByName
            hashes["Car"] = Array(repeating: 1, count: 31)
            fixture.hashesOverride = hashes
            try fixture.write(to: path)
        },
        Case(name: "store: a -wal without its store", kind: .store, message: "only its -wal is here") { work, _ in
            try Data(pseudoRandomBytes(4096, seed: 5)).write(to: URL(fileURLWithPath: work + "/Gone.sqlite-wal"))
            return Prepared(input: work + "/Gone.sqlite", offending: "Gone.sqlite")
        },
        Case(name: "store: the -wal given, its store missing", kind: .store, message: "without its store") { work, _ in
            try Data(pseudoRandomBytes(4096, seed: 5)).write(to: URL(fileURLWithPath: work + "/Gone.sqlite-wal"))
            return Prepared(input: work + "/Gone.sqlite-wal", offending: "Gone.sqlite-wal")
        },
        Case(name: "store: locked by a writer (EXCLUSIVE lock held)", kind: .store, message: "locked") { work, _ in
            let path = work + "/Busy.sqlite"
            try goodStore().write(to: path)
            // SQLite's EXCLUSIVE lock: a write lock on the 510-byte shared range at 1 GiB + 2, held
            // by this test process while modelc (another process) runs. An open-file-description
            // lock (F_OFD_SETLK, Linux 37), because a classic POSIX lock would be dropped as soon as
            // the test reads the file through another descriptor; it conflicts with SQLite's own
            // locks all the same. The descriptor stays open until the test process ends.
            let descriptor = open(path, O_RDWR)
            var lock = flock()
            lock.l_type = Int16(F_WRLCK)
            lock.l_whence = Int16(SEEK_SET)
            lock.l_start = off_t(0x4000_0002)
            lock.l_len = 510
            guard descriptor >= 0, fcntl(descriptor, 37 /* F_OFD_SETLK */, &lock) == 0 else { throw CaseSkip(reason: "cannot take a POSIX lock here") }
            return Prepared(input: path, offending: "Busy.sqlite")
        },
    ]

    /// Broken caches: the store itself reads, so `modelc store` still reports it.
    static let storeCacheCases: [Case] = [
        storeCache("store: model cache truncated", "corrupt model cache") { path in
            var fixture = try goodStore()
            let good = try StoreFixture.rawDeflate(try RuntimeArchive.convert(try compiled(fixture.model), inherited: .copies))
            fixture.cacheOverride = Array(good.prefix(good.count / 2))
            try fixture.write(to: path)
        },
        storeCache("store: model cache is not DEFLATE", "corrupt model cache") { path in
            var fixture = try goodStore()
            fixture.cacheOverride = [0xFF, 0xFF, 0xFF, 0xFF] + pseudoRandomBytes(512, seed: 3)
            try fixture.write(to: path)
        },
        storeCache("store: model cache inflates to a non-model", "corrupt model cache") { path in
            var fixture = try goodStore()
            fixture.cacheOverride = try StoreFixture.rawDeflate(BinaryPropertyListWriter.encode(.dictionary([("hello", .string("world"))])))
            try fixture.write(to: path)
        },
        storeCache("store: model cache with a zlib header (not raw DEFLATE)", "corrupt model cache") { path in
            var fixture = try goodStore()
            fixture.cacheOverride = [0x78, 0x9C] + (try StoreFixture.rawDeflate(try compiled(fixture.model)))
            try fixture.write(to: path)
        },
    ]

    /// A case whose store is `<work>/Hostile.sqlite`, written by `make`.
    static func store(_ name: String, _ message: String, _ make: @escaping @Sendable (_ path: String) throws -> Void) -> Case {
        Case(name: name, kind: .store, message: message) { work, _ in
            let path = work + "/Hostile.sqlite"
            try make(path)
            return Prepared(input: path, offending: "Hostile.sqlite")
        }
    }

    static func storeCache(_ name: String, _ message: String, _ make: @escaping @Sendable (_ path: String) throws -> Void) -> Case {
        var testCase = store(name, message, make)
        testCase.kind = .storeCache
        return testCase
    }

    static func goodStore() throws -> StoreFixture {
        StoreFixture(model: try ModelSourceReader.readModel(at: TestPaths.fixtures + "/Inheritance.xcdatamodel").model)
    }

    static func compiled(_ model: ManagedObjectModel) throws -> [UInt8] {
        try CompiledModelEncoder.encode(model)
    }

    /// Deterministic filler bytes (a linear congruential sequence), so failures reproduce.
    static func pseudoRandomBytes(_ count: Int, seed: UInt64) -> [UInt8] {
        var state = seed &* 6364136223846793005 &+ 1442695040888963407
        return (0..<count).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
    }

    /// An SQLite database with `sql` run in it, by the SQLite the fixtures use.
    static func plainSQLite(at path: String, _ sql: String) throws {
        try StoreFixture.plainDatabase(at: path, sql: sql)
    }

    /// `modelc store` (text and JSON) exits 2 naming the file; `dump` refuses it with exit 1;
    /// nothing in the case's folder changes or appears.
    func checkStore(_ testCase: Case, _ prepared: Prepared, work: String) throws {
        let before = Snapshot(work)
        for command in [["store"], ["store", "--format", "json"]] {
            let run = try Sandbox.run(command + [prepared.input])
            expectError(run, testCase, prepared, command.joined(separator: " "), failureStatus: 2)
            XCTAssertTrue(run.stdout.isEmpty, "\(testCase.name): printed a report for an unreadable store")
        }
        let dump = try Sandbox.run(["dump", prepared.input])
        expectBounded(dump, testCase, "dump", allowSuccess: false)
        XCTAssertTrue(dump.errorLines.contains { $0.path.contains(prepared.offending) }, "\(testCase.name): dump did not name the input:\n\(dump.stderr)")
        XCTAssertEqual(Snapshot(work), before, "\(testCase.name): the store's folder changed")
    }

    func checkStoreCache(_ testCase: Case, _ prepared: Prepared, work: String) throws {
        let before = Snapshot(work)
        let run = try Sandbox.run(["store", prepared.input])
        expectBounded(run, testCase, "store", allowSuccess: true, failureStatus: 0)
        XCTAssertTrue(run.diagnosticLines.contains { $0.severity == "warning" && $0.path.contains(prepared.offending) && $0.message.contains(testCase.message) },
                      "\(testCase.name): no warning about the cache:\n\(run.stderr)")
        XCTAssertTrue(run.stdout.contains("entityHashes:") && run.stdout.contains("readable: false"),
                      "\(testCase.name): the report is missing:\n\(run.stdout)")
        let dump = try Sandbox.run(["dump", prepared.input])
        expectError(dump, testCase, prepared, "dump")
        XCTAssertEqual(Snapshot(work), before, "\(testCase.name): the store's folder changed")
    }
}
