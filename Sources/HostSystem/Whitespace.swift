/// Foundation's `trimmingCharacters(in: .whitespaces)` and `(in: .whitespacesAndNewlines)`, which
/// FoundationEssentials lacks: the same sets (Unicode space separators and tab; plus line feed,
/// vertical tab, form feed, carriage return, U+0085, U+2028 and U+2029), trimmed scalar by scalar.
extension StringProtocol {
    package func trimmingWhitespace() -> String { trimming(isWhitespace) }

    package func trimmingWhitespaceAndNewlines() -> String { trimming { isWhitespace($0) || isNewline($0) } }

    private func trimming(_ trimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !trimmed($0) }),
              let last = scalars.lastIndex(where: { !trimmed($0) }) else { return "" }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: scalars[first...last])
        return String(kept)
    }
}

private func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
}

private func isNewline(_ scalar: Unicode.Scalar) -> Bool {
    (0x0A...0x0D).contains(scalar.value) || scalar.value == 0x85 || scalar.value == 0x2028 || scalar.value == 0x2029
}
