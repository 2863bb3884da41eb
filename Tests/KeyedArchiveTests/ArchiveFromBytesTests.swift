import XCTest
@testable import KeyedArchive

/// A keyed archive reads its fields straight from the checked bytes of its property list: a bad
/// file must fail exactly as reading it into a tree fails, and keys must compare as they did when
/// every key was a `String`.
final class ArchiveFromBytesTests: XCTestCase {
    private func archive(_ objects: [PropertyListValue]) throws -> KeyedArchiveDecoder {
        let plist = PropertyListValue.dictionary([
            ("$version", .integer(100000)), ("$archiver", .string("NSKeyedArchiver")),
            ("$top", .dictionary([("root", .uid(UID(1)))])), ("$objects", .array(objects)),
        ])
        return try KeyedArchiveDecoder(bytes: BinaryPropertyListWriter.encode(plist))
    }

    private let modelClass = PropertyListValue.dictionary([("$classname", .string("Model")),
                                                           ("$classes", .array([.string("Model"), .string("NSObject")]))])

    /// Cut and flipped golden models: whatever the tree reader reports first, the archive reports.
    func testBadFilesFailAsTheTreeReaderFails() throws {
        var compared = 0
        var random = SplitMix64(seed: 27)
        for url in try TestSupport.goldenModels().prefix(6) {
            let bytes = try TestSupport.bytes(of: url)
            var variants = stride(from: 0, to: bytes.count, by: max(1, bytes.count / 40)).map { Array(bytes.prefix($0)) }
            for _ in 0 ..< 60 {
                var flipped = bytes
                flipped[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next())
                variants.append(flipped)
            }
            for variant in variants {
                let treeError: PropertyListError?
                do { _ = try BinaryPropertyListReader.decode(variant); treeError = nil } catch let error as PropertyListError { treeError = error }
                guard let treeError else { continue }
                XCTAssertThrowsError(try KeyedArchiveDecoder(bytes: variant)) { error in
                    XCTAssertEqual(error as? PropertyListError, treeError)
                }
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 50)
    }

    /// A key written as UTF-16 is found as the `String` it is: by `==` for fields (the Kelvin sign
    /// is canonically a K), by exact scalars for `$class`.
    func testNonASCIIKeysCompareAsStrings() throws {
        let objects: [PropertyListValue] = [
            .string("$null"),
            .dictionary([("$class", .uid(UID(2))), ("\u{212A}ind", .integer(3)), ("tag\u{E9}", .integer(4)), ("plain", .integer(5))]),
            modelClass,
        ]
        let root = try archive(objects).root()
        XCTAssertEqual(root.className, "Model")
        XCTAssertEqual(try root.integer(forKey: "Kind"), 3)
        XCTAssertEqual(try root.integer(forKey: "tag\u{E9}"), 4)
        XCTAssertEqual(try root.integer(forKey: "tage\u{301}"), 4)
        XCTAssertEqual(try root.integer(forKey: "plain"), 5)
        XCTAssertNil(try root.integer(forKey: "absent"))
        XCTAssertEqual(root.keys, ["\u{212A}ind", "tag\u{E9}", "plain"])
    }

    /// The first of two fields with the same key wins, and a key that is not ASCII in a file whose
    /// keys all are is simply absent.
    func testFirstOfRepeatedKeysWins() throws {
        let objects: [PropertyListValue] = [
            .string("$null"),
            .dictionary([("$class", .uid(UID(2))), ("count", .integer(1)), ("count", .integer(2))]),
            modelClass,
        ]
        let root = try archive(objects).root()
        XCTAssertEqual(try root.integer(forKey: "count"), 1)
        XCTAssertEqual(root.rawValue(forKey: "count"), .integer(1))
        XCTAssertNil(try root.integer(forKey: "c\u{F6}unt"))
    }
}
