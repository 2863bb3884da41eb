import CoreDataModel

/// Binary comparison of UTF-16 code units: `NSString compare:` without options, the order Apple
/// uses for identifiers (DESIGN.md: not Swift's `String <`).
func codeUnitLess(_ lhs: String, _ rhs: String) -> Bool {
    utf16Precedes(lhs, rhs)
}
