import HostSystem

/// An exact decimal (what `NSDecimalNumber` holds): `significand × 10^exponent`.
///
/// Kept as digits rather than a binary float because Decimal defaults and bounds must survive
/// compilation exactly (historic momc truncated them; we must not round them).
public struct DecimalNumber: Hashable, Sendable, CustomStringConvertible {
    public var isNegative: Bool
    /// ASCII decimal digits without leading zeros; "0" for zero.
    public var significand: String
    public var exponent: Int

    public init(isNegative: Bool, significand: String, exponent: Int) {
        let trimmed = significand.drop(while: { $0 == "0" })
        self.significand = trimmed.isEmpty ? "0" : String(trimmed)
        self.isNegative = isNegative && !trimmed.isEmpty
        self.exponent = exponent
    }

    /// Parses `[-+]digits[.digits][e[-+]digits]` (C locale); nil for anything else.
    ///
    /// Read byte by byte: every byte the form allows is ASCII, and a byte outside it (the start of
    /// a combining mark included) ends the digits just as the character holding it would.
    public init?(parsing text: String) {
        let trimmed = text.trimmingSpaces()
        let bytes = trimmed.utf8
        var index = bytes.startIndex
        var negative = false
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index = bytes.index(after: index)
        }
        var digits: [UInt8] = []
        var exponent = 0
        var sawPoint = false
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") {
                if sawPoint { return nil }
                sawPoint = true
            } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                digits.append(byte)
                if sawPoint { exponent -= 1 }
            } else {
                break
            }
            index = bytes.index(after: index)
        }
        guard !digits.isEmpty else { return nil }
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            guard let value = Int(trimmed[bytes.index(after: index)...]), abs(value) < 1000 else { return nil }
            exponent += value
            index = bytes.endIndex
        }
        guard index == bytes.endIndex, digits.count <= 40 else { return nil }
        self.init(isNegative: negative, significand: String(decoding: digits, as: UTF8.self), exponent: exponent)
    }

    public var isZero: Bool { significand == "0" }

    /// Plain positional notation, e.g. `-4.5`, `0.0`, `1500`.
    public var description: String {
        var digits = significand
        var text: String
        if exponent >= 0 {
            text = isZero ? "0" : digits + String(repeating: "0", count: exponent)
        } else {
            let fraction = -exponent
            if digits.count <= fraction {
                digits = String(repeating: "0", count: fraction - digits.count + 1) + digits
            }
            let split = digits.index(digits.endIndex, offsetBy: -fraction)
            text = digits[..<split] + "." + digits[split...]
        }
        return (isNegative ? "-" : "") + text
    }

    /// The value as a Double (for range checks and lints only; never for output).
    public var doubleValue: Double {
        (Double(significand) ?? 0) * pow10(exponent) * (isNegative ? -1 : 1)
    }
}

private func pow10(_ exponent: Int) -> Double {
    var result = 1.0
    let step = exponent < 0 ? 0.1 : 10.0
    for _ in 0..<min(abs(exponent), 400) { result *= step }
    return result
}
