import XCTest
@testable import KeyedArchive

/// A run of objects archived by a part (`init(partWith:)`) and taken in (`absorb(_:uids:)`) gives
/// the archive of encoding that run in place: shared strings, numbers and class descriptors found
/// where they already are, keyed objects filled where they were reserved, objects already encoded
/// not encoded again; and a part that cannot be taken in that way is refused.
final class ArchivePartTests: XCTestCase {
    private final class Item {}

    private static let rules = ArchiveByteRules(topLevelOrder: .fixed, int32Keys: ["count"], freshClassNames: nil)

    /// Items 0 and 1 point at each other's successor; every item has a name shared across the
    /// archive, a number, a tagged string and an item it refers back to.
    private func encodeItem(_ index: Int, of items: [Item], into encoder: KeyedArchiveEncoder) -> UID {
        encoder.encodeObject(ObjectKey(items[index]), classChain: ["Item", "NSObject"]) { object in
            object.encodeReference(encoder.encodeSharedString("item \(index % 3)"), forKey: "name")
            object.encodeReference(encoder.encodeInline(.integer(Int64(index % 2))), forKey: "parity")
            object.encodeReference(encoder.encodeString("t\(index % 4)"), forKey: "tag")
            object.encode(Int64(index), forKey: "count")
            object.encodeReference(encoder.reserveUID(for: ObjectKey(items[(index + 5) % items.count])), forKey: "next")
            if index % 4 == 0 {
                // A child with no key, and a shared one.
                object.encodeReference(encoder.encodeArray { [encoder.encodeString("child of \(index)")] }, forKey: "children")
            }
            if index == 6 {
                // An item of the first run, encoded again here: the part's copy must be left out.
                object.encodeReference(encodeItem(0, of: items, into: encoder), forKey: "again")
            }
        }
    }

    /// `marking`: whether the part is told which items come before it (without, it encodes item 0
    /// again inside item 6, and that copy is left out when taken in).
    private func archive(items: [Item], split: Int?, marking: Bool = true) throws -> [UInt8] {
        let encoder = KeyedArchiveEncoder(rules: Self.rules)
        let root = try encoder.encodeObject(classChain: ["Root", "NSObject"]) { object in
            var uids = (0..<(split ?? items.count)).map { encodeItem($0, of: items, into: encoder) }
            if let split {
                let part = KeyedArchiveEncoder(partWith: Self.rules)
                if marking {
                    for index in 0..<split { part.markEncodedBefore(ObjectKey(items[index])) }
                }
                let partUIDs = (split..<items.count).map { encodeItem($0, of: items, into: part) }
                uids += try encoder.absorb(part, uids: partUIDs)
            }
            object.encodeReferences(uids, forKey: "items")
        }
        return try encoder.finish(root: root)
    }

    func testAbsorbedPartGivesTheBytesOfEncodingInPlace() throws {
        let items = (0..<12).map { _ in Item() }
        let whole = try archive(items: items, split: nil)
        for split in 1..<items.count {
            XCTAssertEqual(try archive(items: items, split: split), whole, "split at \(split)")
            XCTAssertEqual(try archive(items: items, split: split, marking: false), whole, "split at \(split), unmarked")
        }
    }

    func testPartThatEncodedAnObjectDifferentlyIsRefused() throws {
        let thing = Item()
        let encoder = KeyedArchiveEncoder(rules: Self.rules)
        encoder.encodeObject(ObjectKey(thing), classChain: ["Item", "NSObject"]) { _ in }
        let part = KeyedArchiveEncoder(partWith: Self.rules)
        let other = Item()
        let uid = part.encodeObject(ObjectKey(thing), classChain: ["Item", "NSObject"]) { object in
            // Made only inside the part's copy, which is left out: nothing here to refer to.
            object.encodeReference(part.reserveUID(for: ObjectKey(other)), forKey: "other")
        }
        XCTAssertThrowsError(try encoder.absorb(part, uids: [uid])) { XCTAssertTrue($0 is ArchivePartMismatch) }
    }

    func testOnlyAPartCanBeAbsorbed() {
        let encoder = KeyedArchiveEncoder(rules: Self.rules)
        XCTAssertThrowsError(try encoder.absorb(KeyedArchiveEncoder(rules: Self.rules), uids: []))
        XCTAssertThrowsError(try encoder.absorb(KeyedArchiveEncoder(partWith: nil), uids: []))
        XCTAssertNoThrow(try encoder.absorb(KeyedArchiveEncoder(partWith: Self.rules), uids: []))
        // A field-order hook cannot be compared, so an encoder with one takes no part.
        let ordered = KeyedArchiveEncoder(rules: nil)
        ordered.fieldOrder = { _, keys in keys.reversed() }
        XCTAssertThrowsError(try ordered.absorb(KeyedArchiveEncoder(partWith: nil), uids: []))
    }
}
