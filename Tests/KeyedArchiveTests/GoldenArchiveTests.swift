import XCTest
@testable import KeyedArchive

/// Apple-compiled `.mom` files from `../shared/golden`.
final class GoldenArchiveTests: XCTestCase {
    func testEveryGoldenModelDecodesAndEveryReachableObjectResolves() throws {
        for url in try TestSupport.goldenModels() {
            let archive = try KeyedArchiveDecoder(bytes: try TestSupport.bytes(of: url))
            XCTAssertEqual(archive.version, 100000)
            let root = try archive.root()
            XCTAssertEqual(root.className, "NSManagedObjectModel", url.path)
            XCTAssertEqual(root.classChain, ["NSManagedObjectModel", "NSObject"])
            let reachable = try archive.reachableUIDs(from: root.uid)
            XCTAssertGreaterThan(reachable.count, 3)
            for uid in reachable {
                guard case .object(let object)? = try archive.value(at: uid) else { continue }
                for key in object.keys {
                    if case .array = object.rawValue(forKey: key) { _ = try object.uids(forKey: key); continue }
                    _ = try object.value(forKey: key)
                }
                if object.isKind(of: "NSArray") || object.isKind(of: "NSSet") { _ = try object.elements() }
                if object.isKind(of: "NSDictionary") { _ = try object.entries() }
                if object.isKind(of: "NSDecimalNumber") {
                    XCTAssertEqual(try object.decimalComponents(), try DecimalComponents("0.0"))
                }
            }
            // Typed access the model loader will use.
            let entities = try XCTUnwrap(root.dictionary(forKey: "NSEntities"), url.path)
            for (name, entity) in try XCTUnwrap(root.object(forKey: "NSEntities")).stringKeyedEntries() {
                XCTAssertEqual(try entity?.objectValue?.string(forKey: "NSEntityName"), name)
            }
            _ = entities
            XCTAssertThrowsError(try root.string(forKey: "NSEntities")) { error in
                XCTAssertTrue("\(error)".contains("key NSEntities of object 1 (NSManagedObjectModel): expected a string, found object of class"), "\(error)")
            }
        }
    }

    /// Our reader and writer agree with Apple's bytes on structure: writing the decoded plist
    /// and reading it back gives the same value, and a generic re-encode through
    /// `KeyedArchiveEncoder` reproduces Apple's `$objects` numbering and content exactly.
    func testGenericReencodeReproducesAppleStructure() throws {
        var exact = 0
        let models = try TestSupport.goldenModels()
        for url in models {
            let bytes = try TestSupport.bytes(of: url)
            let plist = try BinaryPropertyListReader.decode(bytes)
            XCTAssertEqual(try BinaryPropertyListReader.decode(BinaryPropertyListWriter.encode(plist)), plist)

            let archive = try KeyedArchiveDecoder(propertyList: plist)
            let reencoded = try GenericReencoder(archive).run()
            let original = try XCTUnwrap(plist["$objects"]?.arrayValue)
            let ours = try XCTUnwrap(reencoded["$objects"]?.arrayValue)
            XCTAssertEqual(reencoded["$top"], plist["$top"])
            XCTAssertEqual(ours.count, original.count, url.path)
            if ours == original { exact += 1 } else {
                let first = zip(original, ours).enumerated().first { $0.element.0 != $0.element.1 }
                XCTFail("\(url.lastPathComponent): first difference at $objects[\(first?.offset ?? -1)]: \(String(describing: first?.element.0)) vs \(String(describing: first?.element.1))")
            }
            // And it is still a valid archive.
            let again = try KeyedArchiveDecoder(bytes: BinaryPropertyListWriter.encode(reencoded))
            XCTAssertEqual(try again.root().className, "NSManagedObjectModel")
        }
        print("generic re-encode reproduced \(exact) of \(models.count) golden models exactly")
    }

    func testTruncatedGoldenModelsFailCleanly() throws {
        for url in try TestSupport.goldenModels().prefix(4) {
            let bytes = try TestSupport.bytes(of: url)
            for length in stride(from: 0, to: bytes.count, by: 97) {
                XCTAssertThrowsError(try KeyedArchiveDecoder(bytes: Array(bytes.prefix(length))))
            }
        }
    }

    func testCorruptedGoldenTrailersFailCleanly() throws {
        // Not inside XCTUnwrap's autoclosure: a skip thrown there is reported as a failure.
        let models = try TestSupport.goldenModels()
        let url = try XCTUnwrap(models.first)
        let bytes = try TestSupport.bytes(of: url)
        for position in bytes.count - 26 ..< bytes.count {
            for value: UInt8 in [0, 0x7F, 0xFF] where bytes[position] != value {
                var corrupt = bytes
                corrupt[position] = value
                _ = try? KeyedArchiveDecoder(bytes: corrupt)   // must not trap
            }
        }
        var zeroRefs = bytes
        zeroRefs[bytes.count - 32 + 7] = 0
        XCTAssertThrowsError(try KeyedArchiveDecoder(bytes: zeroRefs))
        var tableBeyondEnd = bytes
        tableBeyondEnd[bytes.count - 8] = 0x7F
        XCTAssertThrowsError(try KeyedArchiveDecoder(bytes: tableBeyondEnd))
    }

    func testRandomlyMutatedGoldenModelsNeverTrap() throws {
        let models = try TestSupport.goldenModels()
        var random = SplitMix64(seed: 97)
        for iteration in 0 ..< 1_500 {
            var bytes = try TestSupport.bytes(of: models[iteration % models.count])
            for _ in 0 ..< 1 + Int(random.next() % 3) {
                bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next())
            }
            guard let archive = try? KeyedArchiveDecoder(bytes: bytes),
                  let root = try? archive.root(),
                  let reachable = try? archive.reachableUIDs(from: root.uid) else { continue }
            for uid in reachable {
                guard case .object(let object)? = try? archive.value(at: uid) else { continue }
                for key in object.keys { _ = try? object.value(forKey: key) }
                _ = try? object.elements()
                _ = try? object.entries()
                _ = try? object.decimalComponents()
            }
        }
    }
}
