import HostSystem
import KeyedArchive

/// Converts archived Foundation values of an `elements` file into the graph's plain values.
///
/// Archives are graphs: a hostile file can make a dictionary contain itself. Every walk into
/// nested values is bounded by `maximumDepth`, so a cycle is reported instead of recursing forever.
enum LegacyValues {
    static let maximumDepth = 64

    /// A user info dictionary. Xcode 4+ user info holds strings only; non-string values (Sync
    /// Services entries carried arrays and dictionaries) become their property-list text.
    static func userInfo(_ value: ArchivedValue?, owner: String) throws -> [String: String] {
        guard let value else { return [:] }
        guard case .object(let dictionary) = value, dictionary.isKind(of: "NSDictionary") else {
            throw LegacyArchiveError("user info of \(owner) is \(value.kindName), not a dictionary")
        }
        var result: [String: String] = [:]
        for (key, entry) in try dictionary.stringKeyedEntries() {
            result[key] = try text(of: entry, depth: 1)
        }
        return result
    }

    /// Groups of property names (`XDPMCompoundIndexes`, `XDPMUniquenessConstraints`): an array of
    /// arrays whose members are names or the property elements themselves.
    static func nameGroups(_ value: ArchivedValue?, owner: String) throws -> [[String]] {
        guard let value else { return [] }
        return try elements(of: value, owner: owner).compactMap { group -> [String]? in
            guard let group else { return nil }
            let names = try elements(of: group, owner: owner).compactMap { member -> String? in
                switch member {
                case .string(let name)?: return name
                case .object(let element)? where element.contains("_name"): return try element.string(forKey: "_name")
                case nil: return nil
                case let other?: throw LegacyArchiveError("index member of \(owner) is \(other.kindName)")
                }
            }
            return names.isEmpty ? nil : names
        }
    }

    /// The members of an archived array or set.
    static func elements(of value: ArchivedValue, owner: String) throws -> [ArchivedValue?] {
        guard case .object(let collection) = value,
              ["NSArray", "NSSet", "NSOrderedSet"].contains(where: collection.isKind(of:)) else {
            throw LegacyArchiveError("\(owner): expected an array, found \(value.kindName)")
        }
        return try collection.elements()
    }

    /// The user-info text of a value: strings bare, anything else as old-style property-list text
    /// (`(a, b)`, `{k = v; }`).
    static func text(of value: ArchivedValue?, depth: Int) throws -> String {
        if case .string(let string)? = value { return string }
        if case .object(let object)? = value, object.isKind(of: "NSString") { return try object.string(forKey: KeyedArchiveKey.string) ?? "" }
        return try propertyListText(of: value, depth: depth)
    }

    private static func propertyListText(of value: ArchivedValue?, depth: Int) throws -> String {
        guard depth <= maximumDepth else {
            throw LegacyArchiveError("values nested more than \(maximumDepth) deep (a cycle?)")
        }
        switch value {
        case nil: return "\"\""
        case .string(let string)?: return quoted(string)
        case .integer(let number)?: return String(number)
        case .real(let number)?: return String(number)
        case .boolean(let flag)?: return flag ? "1" : "0"
        case .date(let seconds)?: return String(seconds)
        case .data(let bytes)?: return "<" + bytes.map { hex($0) }.joined() + ">"
        case .object(let object)?:
            if object.isKind(of: "NSString") { return quoted(try object.string(forKey: KeyedArchiveKey.string) ?? "") }
            if object.isKind(of: "NSDictionary") {
                let pairs = try object.stringKeyedEntries().map { entry in
                    "\(quoted(entry.key)) = \(try propertyListText(of: entry.value, depth: depth + 1)); "
                }
                return "{" + pairs.joined() + "}"
            }
            if ["NSArray", "NSSet", "NSOrderedSet"].contains(where: object.isKind(of:)) {
                let items = try object.elements().map { try propertyListText(of: $0, depth: depth + 1) }
                return "(" + items.joined(separator: ", ") + ")"
            }
            throw LegacyArchiveError("\(object.contextDescription) is not a property-list value")
        }
    }

    private static func quoted(_ text: String) -> String {
        let plain = !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._$/:-".contains($0)) }
        if plain { return text }
        return "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
