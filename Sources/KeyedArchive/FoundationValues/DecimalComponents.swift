/// The parts of an `NSDecimal` / `NSDecimalNumber`: value = (−1)^isNegative × mantissa × 10^exponent,
/// with a 128-bit unsigned mantissa held as eight UInt16 words, least significant first.
///
/// Parsing keeps the digits as written — `"0.0"` gives exponent −1 and a zero mantissa, as
/// Apple's momc archives it (Documentation/Formats.md "Compiled models (`.mom`)") — rather than normalizing. Like Foundation, zero is
/// never negative, and "negative with length 0" means NaN.
package struct DecimalComponents: Hashable, Sendable, CustomStringConvertible {
    /// The number of UInt16 words in the mantissa.
    package static let wordCount = 8

    /// Whether the value is negative (with a zero mantissa: NaN).
    package var isNegative: Bool
    /// The power of ten, −128...127.
    package var exponent: Int8
    /// Exactly `wordCount` words, least significant first.
    package private(set) var mantissa: [UInt16]
    /// Foundation's `_isCompact` flag (whether trailing zeros were removed); archived as `NS.compact`.
    package var isCompact: Bool

    /// Creates components; `mantissa` is padded or truncated to `wordCount` words.
    package init(isNegative: Bool = false, exponent: Int8 = 0, mantissa: [UInt16] = [], isCompact: Bool = false) {
        var words = Array(mantissa.prefix(Self.wordCount))
        words.append(contentsOf: repeatElement(0, count: Self.wordCount - words.count))
        self.isNegative = isNegative
        self.exponent = exponent
        self.mantissa = words
        self.isCompact = isCompact
    }

    /// Creates components from a 64-bit mantissa.
    package init(isNegative: Bool = false, exponent: Int8 = 0, mantissa: UInt64, isCompact: Bool = false) {
        self.init(isNegative: isNegative, exponent: exponent,
                  mantissa: (0 ..< 4).map { UInt16(truncatingIfNeeded: mantissa >> UInt64($0 * 16)) },
                  isCompact: isCompact)
    }

    /// Not-a-number (negative, zero length).
    package static let notANumber = DecimalComponents(isNegative: true)

    /// `NSDecimal._length`: the number of significant mantissa words (0 for zero).
    package var length: Int {
        (mantissa.lastIndex(where: { $0 != 0 }) ?? -1) + 1
    }

    /// Whether this is NaN (negative sign with a zero mantissa).
    package var isNaN: Bool { isNegative && length == 0 }

    /// The mantissa as 16 bytes, each word little-endian (the `NS.mantissa` data).
    package var mantissaBytes: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(2 * mantissa.count)
        for word in mantissa {
            bytes.append(UInt8(truncatingIfNeeded: word))
            bytes.append(UInt8(truncatingIfNeeded: word >> 8))
        }
        return bytes
    }

    // MARK: - Parsing

    /// Parses `[+|-]digits[.digits][(e|E)[+|-]digits]` (or `NaN`). Digits beyond the 128-bit
    /// mantissa are dropped (integer digits raise the exponent). Throws for anything else or an
    /// exponent outside −128...127.
    package init(_ text: String) throws {
        if text == "NaN" { self = .notANumber; return }
        let invalid = KeyedArchiveError(.invalidValue, "invalid decimal number \"\(text)\"")
        var chars = Array(text.utf8)[...]
        var negative = false
        if let sign = chars.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            negative = sign == UInt8(ascii: "-")
            chars = chars.dropFirst()
        }
        var words = [UInt16](repeating: 0, count: Self.wordCount)
        var exponent = 0
        var digitCount = 0
        var seenPoint = false
        while let c = chars.first {
            if c == UInt8(ascii: "."), !seenPoint {
                seenPoint = true
            } else if (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(c) {
                digitCount += 1
                if !Self.multiplyAdd(&words, multiplier: 10, addend: UInt16(c - UInt8(ascii: "0"))) {
                    if !seenPoint { exponent += 1 }     // dropped integer digit: value ×10
                } else if seenPoint {
                    exponent -= 1
                }
            } else {
                break
            }
            chars = chars.dropFirst()
        }
        guard digitCount > 0 else { throw invalid }
        if let e = chars.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            chars = chars.dropFirst()
            var expNegative = false
            if let sign = chars.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
                expNegative = sign == UInt8(ascii: "-")
                chars = chars.dropFirst()
            }
            var value = 0
            var expDigits = 0
            while let c = chars.first, (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(c) {
                value = min(value * 10 + Int(c - UInt8(ascii: "0")), 1_000_000)
                expDigits += 1
                chars = chars.dropFirst()
            }
            guard expDigits > 0 else { throw invalid }
            exponent += expNegative ? -value : value
        }
        guard chars.isEmpty else { throw invalid }
        guard let exponent8 = Int8(exactly: exponent) else {
            throw KeyedArchiveError(.invalidValue, "decimal number \"\(text)\" has an exponent outside -128...127")
        }
        let isZero = words.allSatisfy { $0 == 0 }
        self.init(isNegative: negative && !isZero, exponent: exponent8, mantissa: words)
    }

    /// words = words × multiplier + addend; returns false (words unchanged) on 128-bit overflow.
    /// The carry out of the top word is found first, so that the words are changed in place only
    /// when they take the result (a copy to change and drop was an allocation per digit).
    private static func multiplyAdd(_ words: inout [UInt16], multiplier: UInt32, addend: UInt16) -> Bool {
        var carry = UInt32(addend)
        for word in words { carry = (UInt32(word) * multiplier + carry) >> 16 }
        guard carry == 0 else { return false }
        carry = UInt32(addend)
        for i in words.indices {
            let product = UInt32(words[i]) * multiplier + carry
            words[i] = UInt16(truncatingIfNeeded: product)
            carry = product >> 16
        }
        return true
    }

    // MARK: - Printing

    /// The value as a plain decimal string: `"-4.5"`, `"0.0"`, `"1000"` (exponent expanded), `"NaN"`.
    /// Parsing it gives the same value; a positive exponent comes back as trailing zeros.
    package var description: String {
        if isNaN { return "NaN" }
        var digits = mantissaDigits()
        if exponent >= 0 {
            if digits != "0" { digits += String(repeating: "0", count: Int(exponent)) }
        } else {
            let fraction = -Int(exponent)
            if digits.count <= fraction {
                digits = String(repeating: "0", count: fraction - digits.count + 1) + digits
            }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -fraction))
        }
        return (isNegative ? "-" : "") + digits
    }

    private func mantissaDigits() -> String {
        var words = mantissa
        var reversed: [UInt8] = []
        while words.contains(where: { $0 != 0 }) {
            var remainder: UInt32 = 0
            for i in words.indices.reversed() {
                let current = remainder << 16 | UInt32(words[i])
                words[i] = UInt16(current / 10)
                remainder = current % 10
            }
            reversed.append(UInt8(ascii: "0") + UInt8(remainder))
        }
        if reversed.isEmpty { return "0" }
        return String(decoding: reversed.reversed(), as: UTF8.self)
    }
}
