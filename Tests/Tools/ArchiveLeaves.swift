import KeyedArchive

/// A keyed archive flattened to its leaves (`root.NSEntityMappings[0].NSMappingName = str:CarToCar`),
/// walked from the root: classes, keys and values, with UID numbering and dictionary order left
/// out — how two archives are compared structurally.
public enum ArchiveLeaves {
    public static func leaves(of bytes: [UInt8]) throws -> [String: String] {
        let archive = try KeyedArchiveDecoder(bytes: bytes)
        var result: [String: String] = [:]
        try walk(.object(try archive.root()), path: "root", depth: 0, into: &result)
        return result
    }

    private static func walk(_ value: ArchivedValue?, path: String, depth: Int, into result: inout [String: String]) throws {
        guard depth < 64 else { result[path] = "…"; return }
        switch value {
        case nil: result[path] = "null"
        case .string(let text)?: result[path] = "str:" + text
        case .integer(let number)?: result[path] = "int:\(number)"
        case .real(let number)?: result[path] = "real:\(number)"
        case .boolean(let flag)?: result[path] = "bool:\(flag)"
        case .data(let bytes)?: result[path] = "data:" + bytes.map { String($0, radix: 16) }.joined(separator: ",")
        case .date(let seconds)?: result[path] = "date:\(seconds)"
        case .object(let object)?:
            result[path + "/$classes"] = object.classChain.joined(separator: ",")
            if object.isKind(of: "NSDictionary") {
                let entries = try object.entries()
                result[path + "/$count"] = "int:\(entries.count)"
                for (key, member) in entries {
                    try walk(member, path: path + "[\(key.stringValue ?? key.kindName)]", depth: depth + 1, into: &result)
                }
            } else if ["NSArray", "NSSet", "NSOrderedSet"].contains(where: object.isKind(of:)) {
                let members = try object.elements()
                result[path + "/$count"] = "int:\(members.count)"
                for (index, member) in members.enumerated() {
                    try walk(member, path: path + "[\(index)]", depth: depth + 1, into: &result)
                }
            } else {
                for key in object.keys {
                    try walk(try object.value(forKey: key), path: path + "." + key, depth: depth + 1, into: &result)
                }
            }
        }
    }

    /// The offset of the first byte where `a` and `b` differ (the shorter length when one is a
    /// prefix of the other); nil when equal.
    public static func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> Int? {
        if let index = zip(a, b).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset { return index }
        return a.count == b.count ? nil : min(a.count, b.count)
    }
}
