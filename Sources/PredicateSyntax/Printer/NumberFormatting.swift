import HostSystem

/// printf-style formatting of doubles, the way Foundation's `-description` methods do it
/// (`%0.16g` for NSNumber doubles, `%f` for NSDate constants), without importing Foundation.
enum NumberFormatting {
    /// `value` formatted with one printf conversion (C locale: `.` decimal separator).
    static func format(_ value: Double, _ format: String) -> String {
        PrintfFormat.format(value, format)
    }

    /// A real `NSNumber`'s description (`10.0` → `10`, `55.8` → `55.8`).
    ///
    /// One deliberate difference: negative zero prints `-0.0`, not `%g`'s `-0`. `-0` parses as the
    /// integer 0 (printing `0`), so the canonical text would not be a fixed point of
    /// print → parse → print; `-0.0` folds back to the same negative-zero constant.
    static func realDescription(_ value: Double) -> String {
        if value == 0, value.sign == .minus { return "-0.0" }
        return format(value, UnverifiedChoices.realNumberPrintFormat)
    }

    /// A date constant's seconds as `NSDate`'s predicate printing shows them (six decimals).
    static func dateSeconds(_ seconds: Double) -> String {
        format(seconds, "%f")
    }
}
