import CoreDataModel

/// Binary comparison of UTF-16 code units: `NSString compare:` without options, the order Apple
/// uses for identifiers (DESIGN.md: not Swift's `String <`).
func codeUnitLess(_ lhs: String, _ rhs: String) -> Bool {
    utf16Precedes(lhs, rhs)
}

/// `items` in `codeUnitLess` order of their names, in the order `sorted(by:)` leaves them (the sort
/// is stable). Each name is read once and the sort moves indices, not objects: sorting a large
/// model's entities through their objects took milliseconds of the thread everything waits for.
func sortedByName<Item>(_ items: [Item], _ name: (Item) -> String) -> [Item] {
    let names = items.map(name)
    return names.indices.sorted { codeUnitLess(names[$0], names[$1]) }.map { items[$0] }
}
