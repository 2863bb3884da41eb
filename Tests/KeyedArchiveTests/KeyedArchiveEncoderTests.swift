import XCTest
@testable import KeyedArchive

final class KeyedArchiveEncoderTests: XCTestCase {
    private final class Node {}

    func testMinimalArchiveLayout() throws {
        let encoder = KeyedArchiveEncoder()
        let root = encoder.encodeObject(classChain: ["Thing", "NSObject"]) { object in
            object.encodeReference(encoder.encodeString("hi"), forKey: "name")
            object.encode(3, forKey: "count")
            object.encodeNil(forKey: "nothing")
        }
        XCTAssertEqual(root, UID(1))
        let plist = try encoder.propertyList(root: root)
        XCTAssertEqual(plist, .dictionary([
            ("$version", .integer(100000)),
            ("$archiver", .string("NSKeyedArchiver")),
            ("$top", .dictionary([("root", .uid(UID(1)))])),
            ("$objects", .array([
                .string("$null"),
                .dictionary([("name", .uid(UID(2))), ("count", .integer(3)), ("nothing", .uid(UID(0))), ("$class", .uid(UID(3)))]),
                .string("hi"),
                .dictionary([("$classname", .string("Thing")), ("$classes", .array([.string("Thing"), .string("NSObject")]))]),
            ])),
        ]))
        // And Python's plistlib agrees it is a keyed archive.
        let file = try TestSupport.temporaryFile(try encoder.finish(root: root), name: "archive.plist")
        defer { try? FileManager.default.removeItem(at: file) }
        let script = """
        import plistlib, sys
        p = plistlib.load(open(sys.argv[1], "rb"))
        assert list(p) == ["$version", "$archiver", "$top", "$objects"], list(p)
        assert p["$objects"][p["$top"]["root"].data]["name"] == plistlib.UID(2)
        print("ok")
        """
        let result = try TestSupport.python(script, [file.path])
        XCTAssertEqual(result.status, 0, result.output)
    }

    func testNumberingIsDepthFirstAndClassDescriptorsFollowChildren() throws {
        let encoder = KeyedArchiveEncoder()
        let root = encoder.encodeObject(classChain: ["Parent", "NSObject"]) { object in
            let children = encoder.encodeArray(classChain: FoundationClassChain.mutableArray) {
                (0 ..< 2).map { index in
                    encoder.encodeObject(classChain: ["Child", "NSObject"]) { child in
                        child.encodeReference(encoder.encodeString("c\(index)"), forKey: "name")
                    }
                }
            }
            object.encodeReference(children, forKey: "children")
        }
        let objects = try XCTUnwrap(encoder.propertyList(root: root)["$objects"]?.arrayValue)
        // 1 Parent, 2 array, 3 child0, 4 "c0", 5 Child class, 6 child1, 7 "c1", 8 NSMutableArray class, 9 Parent class
        XCTAssertEqual(objects.count, 10)
        XCTAssertEqual(objects[2]["NS.objects"], .array([.uid(UID(3)), .uid(UID(6))]))
        XCTAssertEqual(objects[5]["$classname"], .string("Child"))
        XCTAssertEqual(objects[6]["$class"], .uid(UID(5)), "class descriptor written once")
        XCTAssertEqual(objects[8]["$classname"], .string("NSMutableArray"))
        XCTAssertEqual(objects[9]["$classname"], .string("Parent"))
    }

    func testIdentityBackPointersAndConditionalReferences() throws {
        let parent = Node(), child = Node(), later = Node()
        let encoder = KeyedArchiveEncoder()
        var backPointer = UID.null
        let root = encoder.encodeObject(ObjectKey(parent), classChain: ["P", "NSObject"]) { object in
            // A conditional reference reserves UID 2 now.
            object.encodeReference(encoder.reserveUID(for: ObjectKey(later)), forKey: "later")
            object.encodeReference(encoder.encodeObject(ObjectKey(child), classChain: ["C", "NSObject"]) { c in
                backPointer = encoder.encodeObject(ObjectKey(parent), classChain: ["P", "NSObject"]) { _ in
                    XCTFail("an object being encoded must not be encoded again")
                }
                c.encodeReference(backPointer, forKey: "parent")
            }, forKey: "child")
            object.encodeReference(encoder.encodeObject(ObjectKey(later), classChain: ["C", "NSObject"]) { _ in }, forKey: "laterAgain")
        }
        XCTAssertEqual(backPointer, root)
        let archive = try KeyedArchiveDecoder(propertyList: try encoder.propertyList(root: root))
        let decodedRoot = try archive.root()
        XCTAssertEqual(try decodedRoot.uid(forKey: "later"), UID(2))
        XCTAssertEqual(try decodedRoot.uid(forKey: "laterAgain"), UID(2))
        XCTAssertEqual(try decodedRoot.object(forKey: "child")?.object(forKey: "parent")?.uid, root)
        // Encoding a finished object again returns its UID without running the body.
        XCTAssertEqual(encoder.encodeObject(ObjectKey(child), classChain: ["C", "NSObject"]) { _ in XCTFail() }, UID(3))
    }

    func testUnresolvedConditionalReferenceIsAnError() {
        let encoder = KeyedArchiveEncoder()
        let root = encoder.encodeObject(classChain: ["P", "NSObject"]) { object in
            object.encodeReference(encoder.reserveUID(for: ObjectKey("x", "y")), forKey: "dangling")
        }
        XCTAssertThrowsError(try encoder.finish(root: root)) { error in
            XCTAssertTrue("\(error)".contains("never encoded"), "\(error)")
        }
    }

    func testInlineValuesShareByIdentityOnly() throws {
        let encoder = KeyedArchiveEncoder()
        let a = encoder.encodeString("same")
        let b = encoder.encodeString("same")
        let c = encoder.encodeString("same", id: ObjectKey("s", "1"))
        let d = encoder.encodeString("other", id: ObjectKey("s", "1"))
        XCTAssertNotEqual(a, b)
        XCTAssertEqual(c, d)
        // The bplist writer still stores the equal strings once.
        let root = encoder.encodeArray { [a, b, c] }
        let bytes = try encoder.finish(root: root)
        let plist = try BinaryPropertyListReader.decode(bytes)
        XCTAssertEqual(plist["$objects"]?.arrayValue?[c.index], .string("same"))
    }

    /// Shared strings merge what `String`'s `==` merges, before and after the first non-ASCII one;
    /// interned strings (the writer's) stay exact.
    func testSharedStringsFollowStringEquality() throws {
        let encoder = KeyedArchiveEncoder()
        let kelvin = encoder.encodeSharedString("K")
        XCTAssertEqual(encoder.encodeSharedString("K"), kelvin)
        XCTAssertNotEqual(encoder.encodeSharedString("k"), kelvin)
        XCTAssertEqual(encoder.encodeSharedString("\u{212A}"), kelvin)
        let composed = encoder.encodeSharedString("\u{E9}")
        XCTAssertEqual(encoder.encodeSharedString("e\u{301}"), composed)
        XCTAssertEqual(encoder.encodeSharedString("K"), kelvin)
        XCTAssertNotEqual(encoder.encodeSharedString("other"), kelvin)

        var strings = InternedStrings()
        XCTAssertNotEqual(strings.id(for: "\u{E9}"), strings.id(for: "e\u{301}"))
        let ids = (0..<3_000).map { strings.id(for: "name\($0)") }
        XCTAssertEqual((0..<3_000).map { strings.id(for: "name\($0)") }, ids)
        XCTAssertEqual(Set(ids).count, 3_000)
    }

    func testFieldOrderHookAndRepeatedKeys() throws {
        let encoder = KeyedArchiveEncoder()
        encoder.fieldOrder = { chain, keys in
            XCTAssertEqual(chain.first, "T")
            XCTAssertEqual(keys, ["b", "a", "$class"])
            return ["$class", "a"]
        }
        let root = encoder.encodeObject(classChain: ["T", "NSObject"]) { object in
            object.encode(1, forKey: "b")
            object.encode(2, forKey: "a")
            object.encode(3, forKey: "b")
            object.encode(true, forKey: "$class")   // ignored: managed by the encoder
        }
        let object = try XCTUnwrap(encoder.propertyList(root: root)["$objects"]?.arrayValue?[1].dictionaryValue)
        XCTAssertEqual(object.map(\.key), ["$class", "a", "b"])
        XCTAssertEqual(object.last?.value, .integer(3))
    }

    func testCollectionsRoundTripThroughDecoder() throws {
        let encoder = KeyedArchiveEncoder()
        let root = encoder.encodeObject(classChain: ["Holder", "NSObject"]) { object in
            object.encodeReference(encoder.encodeDictionary(classChain: FoundationClassChain.mutableDictionary) {
                let keys = ["x", "y"].map { encoder.encodeString($0) }
                let values = [encoder.encodeInline(.integer(1)), encoder.encodeInline(.real(2.5))]
                return Array(zip(keys, values)).map { (key: $0.0, value: $0.1) }
            }, forKey: "dict")
            object.encodeReference(encoder.encodeDictionary { [] }, forKey: "empty")
            object.encodeReference(encoder.encodeSet { [encoder.encodeString("s"), .null] }, forKey: "set")
            object.encodeReference(encoder.encodeArray(classChain: FoundationClassChain.mutableArray) { [encoder.encodeInline(.boolean(true))] }, forKey: "array")
        }
        let decoded = try KeyedArchiveDecoder(bytes: try encoder.finish(root: root)).root()
        let dict = try XCTUnwrap(decoded.object(forKey: "dict")).stringKeyedEntries()
        XCTAssertEqual(dict.map(\.key), ["x", "y"])
        XCTAssertEqual(dict.map { $0.value?.realValue }, [1, 2.5])
        XCTAssertEqual(try decoded.dictionary(forKey: "empty")?.count, 0)
        XCTAssertEqual(try decoded.array(forKey: "set")?.map { $0?.stringValue }, ["s", nil])
        XCTAssertEqual(try decoded.array(forKey: "array")?.first??.booleanValue, true)
        XCTAssertEqual(try decoded.object(forKey: "dict")?.classChain, FoundationClassChain.mutableDictionary)
    }

    /// A key made from a shared identity names one object however often it is encoded; another
    /// identity, or a value key spelled like its name, names another.
    func testSharedIdentityKeysNameOneObjectEach() throws {
        let first = SharedObjectIdentity("one")
        let second = SharedObjectIdentity("one")
        let encoder = KeyedArchiveEncoder()
        let encodeEmpty = { (key: ObjectKey) in encoder.encodeObject(key, classChain: ["Thing", "NSObject"]) { _ in } }
        let a = encodeEmpty(ObjectKey(shared: first))
        XCTAssertEqual(encodeEmpty(ObjectKey(shared: first)), a)
        XCTAssertNotEqual(encodeEmpty(ObjectKey(shared: second)), a)
        XCTAssertNotEqual(encodeEmpty(ObjectKey(value: "one")), a)
        XCTAssertEqual(encoder.reserveUID(for: ObjectKey(shared: first)), a)
    }

    /// Each object's `$class` names its own chain's class, whether the chains come as one array
    /// again and again, as equal arrays made anew, or as different arrays made one after another
    /// (which the allocator tends to place at the same address).
    func testClassDescriptorsFollowEachChainsContents() throws {
        let encoder = KeyedArchiveEncoder()
        let fixed = ["Fixed", "NSObject"]
        var expected: [String] = []
        let root = encoder.encodeArray {
            (0 ..< 200).map { index in
                let chain = index % 3 == 0 ? fixed : ["Made\(index % 2)", "NSObject"]
                expected.append(chain[0])
                return encoder.encodeObject(classChain: chain) { _ in }
            }
        }
        let objects = try XCTUnwrap(encoder.propertyList(root: root)["$objects"]?.arrayValue)
        let elements = try XCTUnwrap(objects[root.index]["NS.objects"]?.arrayValue)
        let classNames = try elements.map { element -> String in
            let object = try XCTUnwrap(element.uidValue.map { objects[Int($0.value)] })
            let descriptor = try XCTUnwrap(object["$class"]?.uidValue.map { objects[Int($0.value)] })
            return try XCTUnwrap(descriptor["$classname"]?.stringValue)
        }
        XCTAssertEqual(classNames, expected)
        let descriptors = objects.filter { $0["$classname"] != nil }.compactMap { $0["$classname"]?.stringValue }
        XCTAssertEqual(descriptors.sorted(), ["Fixed", "Made0", "Made1", "NSArray"], "one descriptor per class")
    }
}
