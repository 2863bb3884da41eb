import CoreDataModel

/// Reads `<userInfo><entry key=… value=…/></userInfo>` into a string dictionary.
enum UserInfoReader {
    /// Consumes the children of the `<userInfo>` element just started. A duplicate key takes the
    /// last value (as a dictionary literal would); an entry without a key is ignored.
    /// The entries in source order (momc enters them into the dictionary in that order, which
    /// decides the archive's byte layout).
    static func read(in context: ReadingContext) throws -> [(key: String, value: String)] {
        var entries: [(key: String, value: String)] = []
        try context.xml.forEachChild { entry in
            guard entry.name == SourceElement.entry, let key = entry[SourceAttribute.key] else { return }
            entries.append((key, entry[SourceAttribute.value] ?? ""))
        }
        return entries
    }

    /// Adds the entries to `userInfo`, and their keys to `order` at their first appearance.
    static func add(_ entries: [(key: String, value: String)], to userInfo: inout [String: String], order: inout [String]) {
        for (key, value) in entries {
            if userInfo[key] == nil { order.append(key) }
            userInfo[key] = value
        }
    }
}
