import Foundation
import XCTest
@testable import KeyedArchive

final class FoundationValuesTests: XCTestCase {
    func testDecimalParsing() throws {
        let zero = try DecimalComponents("0.0")
        XCTAssertEqual(zero.exponent, -1)
        XCTAssertEqual(zero.length, 0)
        XCTAssertFalse(zero.isNegative)
        XCTAssertEqual(zero.mantissaBytes, [UInt8](repeating: 0, count: 16))
        XCTAssertEqual(zero.description, "0.0")

        let negative = try DecimalComponents("-4.5")
        XCTAssertEqual(negative, DecimalComponents(isNegative: true, exponent: -1, mantissa: 45))
        XCTAssertEqual(negative.length, 1)
        XCTAssertEqual(negative.description, "-4.5")

        XCTAssertEqual(try DecimalComponents("1e3"), DecimalComponents(exponent: 3, mantissa: 1))
        XCTAssertEqual(try DecimalComponents("1e3").description, "1000")
        XCTAssertEqual(try DecimalComponents("+.25E-2").description, "0.0025")
        XCTAssertEqual(try DecimalComponents("7.").description, "7")
        XCTAssertEqual(try DecimalComponents("-0").isNegative, false, "zero is never negative")
        XCTAssertTrue(try DecimalComponents("NaN").isNaN)
        XCTAssertEqual(DecimalComponents.notANumber.description, "NaN")

        let big = try DecimalComponents("340282366920938463463374607431768211455")   // 2^128 - 1
        XCTAssertEqual(big.mantissa, [UInt16](repeating: 0xFFFF, count: 8))
        XCTAssertEqual(big.length, 8)
        XCTAssertEqual(big.description, "340282366920938463463374607431768211455")
        XCTAssertEqual(big.mantissaBytes, [UInt8](repeating: 0xFF, count: 16))
        XCTAssertEqual(try DecimalComponents("65795").mantissaBytes, [0x03, 0x01, 0x01, 0x00] + [UInt8](repeating: 0, count: 12))
        let tooBig = try DecimalComponents("3402823669209384634633746074317682114550")  // one more digit: dropped
        XCTAssertEqual(tooBig.exponent, 1)

        for garbage in ["", "-", ".", "abc", "1.2.3", "1e", "1e+", "1x", " 1", "1 ", "--1", "1e999", "0x10"] {
            XCTAssertThrowsError(try DecimalComponents(garbage), garbage)
        }
    }

    func testDecimalNumberArchiveMatchesApple() throws {
        let encoder = KeyedArchiveEncoder()
        let root = encoder.encodeDecimalNumber(try DecimalComponents("0.0"))
        let objects = try XCTUnwrap(encoder.propertyList(root: root)["$objects"]?.arrayValue)
        // What Apple's momc writes for a Decimal default of 0.0 (golden files).
        let expected: [String: PropertyListValue] = [
            "NS.exponent": .integer(-1), "NS.length": .integer(0), "NS.negative": .boolean(false),
            "NS.compact": .boolean(false), "NS.mantissa": .data([UInt8](repeating: 0, count: 16)), "NS.mantissa.bo": .integer(1),
        ]
        for (key, value) in expected { XCTAssertEqual(objects[1][key], value, key) }
        XCTAssertEqual(objects[2]["$classes"], .array(FoundationClassChain.decimalNumber.map { .string($0) }))

        let decoded = try KeyedArchiveDecoder(bytes: try encoder.finish(root: root)).root()
        XCTAssertEqual(try decoded.decimalComponents(), try DecimalComponents("0.0"))
    }

    func testDecimalRoundTripsThroughArchive() throws {
        for text in ["-4.5", "123456789012345678901234567890", "0.000001", "65536", "1e3"] {
            let encoder = KeyedArchiveEncoder()
            let value = try DecimalComponents(text)
            let root = encoder.encodeDecimalNumber(value)
            let decoded = try KeyedArchiveDecoder(bytes: try encoder.finish(root: root)).root().decimalComponents()
            XCTAssertEqual(decoded, value, text)
        }
    }

    func testDateUUIDAndURL() throws {
        let uuid = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
        let encoder = KeyedArchiveEncoder()
        let root = encoder.encodeArray {
            [encoder.encodeDate(timeIntervalSinceReferenceDate: 592299475.57712),
             encoder.encodeUUID(uuid),
             encoder.encodeURL(relativeString: "https://example.com/a"),
             encoder.encodeURL(relativeString: "b", base: encoder.encodeURL(relativeString: "https://example.com/"))]
        }
        let plist = try encoder.propertyList(root: root)
        let objects = try XCTUnwrap(plist["$objects"]?.arrayValue)
        XCTAssertEqual(objects[2]["NS.time"], .real(592299475.57712))
        XCTAssertEqual(objects[4]["NS.uuidbytes"]?.dataValue?.count, 16)
        XCTAssertEqual(objects[6]["NS.base"], .uid(.null))

        let items = try KeyedArchiveDecoder(propertyList: plist).root().elements().map { $0?.objectValue }
        XCTAssertEqual(try items[0]?.dateTimeInterval(), 592299475.57712)
        XCTAssertEqual(try items[1]?.uuid(), uuid)
        XCTAssertEqual(try items[2]?.urlComponents().relativeString, "https://example.com/a")
        XCTAssertNil(try items[2]?.urlComponents().base)
        XCTAssertEqual(try items[3]?.urlComponents().base?.urlComponents().relativeString, "https://example.com/")
        XCTAssertEqual(items.map { $0?.className }, ["NSDate", "NSUUID", "NSURL", "NSURL"])
    }
}
