import XCTest
@testable import KeyedArchive

final class KeyedArchiveDecoderTests: XCTestCase {
    /// An archive built by hand: root (Model) with inline and referenced values of every kind.
    private func sampleArchive() throws -> KeyedArchiveDecoder {
        let objects: [PropertyListValue] = [
            .string("$null"),
            .dictionary([
                ("$class", .uid(UID(3))),
                ("name", .uid(UID(2))), ("count", .integer(7)), ("flag", .boolean(true)), ("ratio", .real(0.5)),
                ("bytes", .data([1, 2])), ("numberRef", .uid(UID(4))), ("boolRef", .uid(UID(5))),
                ("nothing", .uid(UID(0))), ("list", .uid(UID(6))), ("bad", .uid(UID(99))),
                ("descriptor", .uid(UID(3))), ("intAsBool", .integer(0)), ("inline", .array([.uid(UID(2))])),
            ]),
            .string("Model"),
            .dictionary([("$classname", .string("Model")), ("$classes", .array([.string("Model"), .string("NSObject")]))]),
            .integer(42),
            .boolean(false),
            .dictionary([("NS.objects", .array([.uid(UID(2)), .uid(UID(0)), .uid(UID(1))])), ("$class", .uid(UID(7)))]),
            .dictionary([("$classname", .string("NSMutableArray")), ("$classes", .array([.string("NSMutableArray"), .string("NSArray"), .string("NSObject")]))]),
        ]
        let plist = PropertyListValue.dictionary([
            ("$version", .integer(100000)), ("$archiver", .string("NSKeyedArchiver")),
            ("$top", .dictionary([("root", .uid(UID(1)))])), ("$objects", .array(objects)),
        ])
        return try KeyedArchiveDecoder(bytes: BinaryPropertyListWriter.encode(plist))
    }

    private func assertError(_ expression: @autoclosure () throws -> Any?, _ fragment: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try expression(), file: file, line: line) { error in
            XCTAssertTrue("\(error)".contains(fragment), "\"\(error)\" lacks \"\(fragment)\"", file: file, line: line)
        }
    }

    /// NSMutableString is archived as an object `{NS.string}`; it reads as a string. An `NS.string`
    /// that is not a plain string (here: the object itself) leaves it an ordinary object.
    func testMutableStringsReadAsStrings() throws {
        let mutableString = PropertyListValue.dictionary([("$classname", .string("NSMutableString")),
                                                          ("$classes", .array([.string("NSMutableString"), .string("NSString"), .string("NSObject")]))])
        let objects: [PropertyListValue] = [
            .string("$null"),
            .dictionary([("$class", .uid(UID(2))), ("inline", .uid(UID(3))), ("referenced", .uid(UID(4))), ("loop", .uid(UID(6)))]),
            .dictionary([("$classname", .string("Model")), ("$classes", .array([.string("Model"), .string("NSObject")]))]),
            .dictionary([("$class", .uid(UID(7))), ("NS.string", .string("Book"))]),
            .dictionary([("$class", .uid(UID(7))), ("NS.string", .uid(UID(5)))]),
            .string("Shelf"),
            .dictionary([("$class", .uid(UID(7))), ("NS.string", .uid(UID(6)))]),
            mutableString,
        ]
        let plist = PropertyListValue.dictionary([
            ("$version", .integer(100000)), ("$archiver", .string("NSKeyedArchiver")),
            ("$top", .dictionary([("root", .uid(UID(1)))])), ("$objects", .array(objects)),
        ])
        let root = try KeyedArchiveDecoder(bytes: BinaryPropertyListWriter.encode(plist)).root()
        XCTAssertEqual(try root.string(forKey: "inline"), "Book")
        XCTAssertEqual(try root.string(forKey: "referenced"), "Shelf")
        assertError(try root.string(forKey: "loop"), "expected a string, found object of class NSMutableString")
    }

    func testTypedAccessors() throws {
        let root = try sampleArchive().root()
        XCTAssertEqual(root.className, "Model")
        XCTAssertEqual(try root.string(forKey: "name"), "Model")
        XCTAssertEqual(try root.integer(forKey: "count"), 7)
        XCTAssertEqual(try root.integer(forKey: "numberRef"), 42, "NSNumber stored by reference")
        XCTAssertEqual(try root.bool(forKey: "flag"), true)
        XCTAssertEqual(try root.bool(forKey: "boolRef"), false)
        XCTAssertEqual(try root.bool(forKey: "intAsBool"), false)
        XCTAssertEqual(try root.real(forKey: "ratio"), 0.5)
        XCTAssertEqual(try root.real(forKey: "count"), 7)
        XCTAssertEqual(try root.data(forKey: "bytes"), [1, 2])
        XCTAssertNil(try root.string(forKey: "nothing"), "$null reads as nil")
        XCTAssertNil(try root.object(forKey: "nothing"))
        XCTAssertNil(try root.string(forKey: "absent"))
        XCTAssertTrue(root.contains("nothing"))
        XCTAssertFalse(root.contains("absent"))
        XCTAssertEqual(try root.uid(forKey: "nothing"), .null)
        XCTAssertEqual(try root.uids(forKey: "inline"), [UID(2)])
        let list = try XCTUnwrap(root.array(forKey: "list"))
        XCTAssertEqual(list.count, 3)
        XCTAssertEqual(list[0]?.stringValue, "Model")
        XCTAssertNil(list[1])
        XCTAssertEqual(list[2]?.objectValue?.uid, UID(1), "cycles through references are fine")
        XCTAssertFalse(root.keys.contains("$class"))
    }

    func testErrorsNameKeyObjectAndClass() throws {
        let root = try sampleArchive().root()
        assertError(try root.string(forKey: "count"), "key count of object 1 (Model): expected a string, found integer")
        assertError(try root.object(forKey: "count"), "key count of object 1 (Model): expected a reference, found integer")
        assertError(try root.object(forKey: "name"), "expected an archived object, found string")
        assertError(try root.string(forKey: "bad"), "key bad of object 1 (Model): UID(99) out of range (8 objects)")
        assertError(try root.uid(forKey: "bad"), "UID(99) out of range")
        assertError(try root.value(forKey: "descriptor"), "refers to a class descriptor")
        assertError(try root.elements(), "object 1 (Model): expected an NSArray")
        assertError(try root.entries(), "expected an NSDictionary")
        assertError(try root.array(forKey: "name"), "expected an archived object")
        assertError(try root.value(forKey: "inline"), "found an inline array")
        assertError(try root.data(forKey: "name"), "expected data, found string")
        assertError(try root.decimalComponents(), "expected an NSDecimalNumber")
        assertError(try sampleArchive().object(at: UID(2)), "object 2: expected an archived object, found string")
        assertError(try sampleArchive().object(at: UID(0)), "found $null")
    }

    /// Each error says what kind of problem it is and where: the object and, for a field, its key.
    func testErrorsCarryKindAndPosition() throws {
        let root = try sampleArchive().root()
        func failure(_ expression: @autoclosure () throws -> Any?) -> KeyedArchiveError? {
            do { _ = try expression() } catch { return error as? KeyedArchiveError }
            return nil
        }
        let mismatch = failure(try root.string(forKey: "count"))
        XCTAssertEqual(mismatch?.kind, .typeMismatch)
        XCTAssertEqual(mismatch?.position, KeyedArchiveError.Position(object: UID(1), key: "count"))
        let outOfRange = failure(try root.string(forKey: "bad"))
        XCTAssertEqual(outOfRange?.kind, .corrupt)
        XCTAssertEqual(outOfRange?.position, KeyedArchiveError.Position(object: UID(1), key: "bad"))
        let notACollection = failure(try root.elements())
        XCTAssertEqual(notACollection?.kind, .typeMismatch)
        XCTAssertEqual(notACollection?.position?.description, "object 1")
        let notAnArchive = failure(try KeyedArchiveDecoder(propertyList: .array([])))
        XCTAssertEqual(notAnArchive?.kind, .notAnArchive)
        XCTAssertNil(notAnArchive?.position)
    }

    func testMalformedContainers() throws {
        func archive(_ entries: [(String, PropertyListValue)]) throws -> KeyedArchiveDecoder {
            try KeyedArchiveDecoder(propertyList: .dictionary(entries))
        }
        let objects = PropertyListValue.array([.string("$null")])
        let top = PropertyListValue.dictionary([("root", .uid(UID(0)))])
        assertError(try archive([]), "$archiver is missing")
        assertError(try KeyedArchiveDecoder(propertyList: .array([])), "top-level object is an array")
        assertError(try archive([("$archiver", .string("NSKeyedArchiver")), ("$top", top), ("$objects", objects)]), "$version")
        assertError(try archive([("$archiver", .string("NSKeyedArchiver")), ("$version", .integer(100000)), ("$top", top),
                                 ("$objects", .array([.string("nil")]))]), "$objects[0] is not \"$null\"")
        assertError(try archive([("$archiver", .string("NSKeyedArchiver")), ("$version", .integer(100000)),
                                 ("$top", .dictionary([("root", .uid(UID(5)))])), ("$objects", objects)]), "out of range")
        assertError(try archive([("$archiver", .string("NSKeyedArchiver")), ("$version", .integer(100000)), ("$top", top),
                                 ("$objects", .array([.string("$null"), .dictionary([("$class", .uid(UID(0)))])]))]), "$class of object 1")
        assertError(try archive([("$archiver", .string("NSKeyedArchiver")), ("$version", .integer(100000)), ("$top", top),
                                 ("$objects", .array([.string("$null"), .dictionary([("$class", .uid(UID(2)))]), .string("x")]))]),
                    "not a class descriptor")
        assertError(try archive([("$archiver", .string("NSKeyedArchiver")), ("$version", .integer(100000)), ("$top", top),
                                 ("$objects", objects)]).root(), "found $null")
    }

    func testSelfContainingArrayInArchiveBytesIsRejected() {
        // $objects is an array whose only reference points to itself.
        let bytes = Array("bplist00".utf8) + [0xA1, 0] + [8] + [0, 0, 0, 0, 0, 0, 1, 1] +
            [0, 0, 0, 0, 0, 0, 0, 1] + [0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, 10]
        assertError(try KeyedArchiveDecoder(bytes: bytes), "reference cycle")
    }
}
