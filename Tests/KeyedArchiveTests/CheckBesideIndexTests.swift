import XCTest
@testable import KeyedArchive

/// A large archive's object check runs beside the decoder's index; whatever is wrong with a file,
/// the first problem reported must be the one checking first and indexing after reports.
final class CheckBesideIndexTests: XCTestCase {
    /// About 30,000 property-list objects: above the size that splits the work.
    private func largeArchive() throws -> [UInt8] {
        let encoder = KeyedArchiveEncoder()
        let root = encoder.encodeObject(classChain: ["Model", "NSObject"]) { model in
            let items = encoder.encodeArray {
                (0 ..< 2_500).map { index in
                    encoder.encodeObject(classChain: ["Entity", "NSObject"]) { entity in
                        entity.encodeReference(encoder.encodeString("Entity\(index)"), forKey: "name")
                        entity.encode(index, forKey: "position")
                        entity.encodeReference(encoder.encodeString("text \(index) é"), forKey: "note")
                    }
                }
            }
            model.encodeReference(items, forKey: "entities")
        }
        return try encoder.finish(root: root)
    }

    private func outcome(_ decode: () throws -> KeyedArchiveDecoder) -> String {
        do {
            let archive = try decode()
            return "ok \(archive.objectCount)"
        } catch {
            return "\(type(of: error)): \(error)"
        }
    }

    func testFirstProblemIsTheCheckedOrdersFirst() throws {
        let bytes = try largeArchive()
        let plist = try BinaryPropertyList(bytes: bytes)
        XCTAssertGreaterThanOrEqual(plist.objectCount, KeyedArchiveDecoder.minimumObjectsForTwoThreads)
        XCTAssertEqual(outcome { try KeyedArchiveDecoder(bytes: bytes) }, outcome { try KeyedArchiveDecoder(plist: plist) })

        // Three byte values at positions spread over the objects and the offset table.
        let trailer = bytes.count - BinaryPropertyListFormat.trailerSize
        var outcomes: [String: Int] = [:]
        for position in stride(from: 8, to: trailer, by: max(1, trailer / 61)) {
            for value: UInt8 in [0x00, 0x80, 0xFF] where bytes[position] != value {
                var corrupted = bytes
                corrupted[position] = value
                let together = outcome { try KeyedArchiveDecoder(bytes: corrupted) }
                let inTurn = outcome { try KeyedArchiveDecoder(plist: BinaryPropertyList(bytes: corrupted)) }
                XCTAssertEqual(together, inTurn, "byte \(position) = \(value)")
                outcomes[String(together.prefix(while: { $0 != ":" })), default: 0] += 1
            }
        }
        // Both kinds of problem occurred, so both orders were put to the test.
        XCTAssertGreaterThan(outcomes["PropertyListError"] ?? 0, 0, "\(outcomes)")
        XCTAssertGreaterThan(outcomes["KeyedArchiveError"] ?? 0, 0, "\(outcomes)")
    }
}
