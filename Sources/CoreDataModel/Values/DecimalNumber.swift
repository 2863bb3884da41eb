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
    public init?(parsing text: String) {
        var scalars = Substring(text.trimmingSpaces())
        var negative = false
        if let first = scalars.first, first == "-" || first == "+" {
            negative = first == "-"
            scalars = scalars.dropFirst()
        }
        var digits = ""
        var exponent = 0
        var sawDigit = false
        var sawPoint = false
        while let c = scalars.first, c.isASCII, c.isNumber || c == "." {
            scalars = scalars.dropFirst()
            if c == "." {
                if sawPoint { return nil }
                sawPoint = true
            } else {
                sawDigit = true
                digits.append(c)
                if sawPoint { exponent -= 1 }
            }
        }
        guard sawDigit else { return nil }
        if let e = scalars.first, e == "e" || e == "E" {
            scalars = scalars.dropFirst()
            guard let value = Int(scalars), abs(value) < 1000 else { return nil }
            exponent += value
            scalars = scalars.dropLast(scalars.count)
        }
        guard scalars.isEmpty, digits.count <= 40 else { return nil }
        self.init(isNegative: negative, significand: digits, exponent: exponent)
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

extension String {
    /// Trims ASCII spaces, tabs and newlines (what XML attribute values may carry around numbers).
    func trimmingSpaces() -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }) else { return "" }
        guard let end = lastIndex(where: { !isSpace($0) }) else { return "" }
        return self[start...end]
    }
}
