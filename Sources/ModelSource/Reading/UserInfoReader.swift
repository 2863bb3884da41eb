import CoreDataModel

/// Reads `<userInfo><entry key=… value=…/></userInfo>` into a string dictionary.
enum UserInfoReader {
    /// Consumes the children of the `<userInfo>` element just started. A duplicate key takes the
    /// last value (as a dictionary literal would); an entry without a key is ignored.
    static func read(in context: ReadingContext) throws -> [String: String] {
        var userInfo: [String: String] = [:]
        try context.xml.forEachChild { entry in
            guard entry.name == SourceElement.entry, let key = entry[SourceAttribute.key] else { return }
            userInfo[key] = entry[SourceAttribute.value] ?? ""
        }
        return userInfo
    }
}
