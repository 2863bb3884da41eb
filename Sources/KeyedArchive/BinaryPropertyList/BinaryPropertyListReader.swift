/// Reads a binary property list (`bplist00`) into a `PropertyListValue` tree, the mirror image of
/// `BinaryPropertyListWriter`.
///
/// `BinaryPropertyList` checks the file (every failure is a `PropertyListError`, never a trap);
/// this turns it into values. Objects referenced from several places become one shared value
/// (copy-on-write), so "billion laughs" style graphs stay cheap.
package struct BinaryPropertyListReader {
    /// The deepest container nesting accepted; deeper input is reported as an error rather than
    /// risking the stack.
    package var maximumDepth: Int

    /// Creates a reader that accepts at most `maximumDepth` nested containers.
    package init(maximumDepth: Int = 512) {
        self.maximumDepth = maximumDepth
    }

    /// Decodes a complete `bplist00` file with the default limits.
    package static func decode(_ bytes: [UInt8]) throws -> PropertyListValue {
        try BinaryPropertyListReader().read(bytes)
    }

    /// Decodes a complete `bplist00` file.
    package func read(_ bytes: [UInt8]) throws -> PropertyListValue {
        let plist = try BinaryPropertyList(bytes: bytes, maximumDepth: maximumDepth)
        var builder = PropertyListTreeBuilder(plist: plist)
        return try builder.value(of: plist.topObject)
    }

    /// Whether `bytes` starts with the `bplist00` magic (a cheap sniff, not a validation).
    package static func hasMagic(_ bytes: [UInt8]) -> Bool {
        BinaryPropertyList.hasMagic(bytes)
    }
}

/// Builds `PropertyListValue`s from the objects of a checked `BinaryPropertyList`, each object once.
package struct PropertyListTreeBuilder {
    let plist: BinaryPropertyList
    private var built: [Int: PropertyListValue] = [:]

    package init(plist: BinaryPropertyList) {
        self.plist = plist
    }

    /// Object number `index` and everything it contains, as values.
    package mutating func value(of index: Int) throws -> PropertyListValue {
        if let known = built[index] { return known }
        let object = try plist.object(index)
        let value: PropertyListValue
        switch object.kind {
        case .boolean(let flag): value = .boolean(flag)
        case .integer(let number): value = .integer(number)
        case .unsignedInteger(let number): value = .unsignedInteger(number)
        case .real(let number): value = .real(number)
        case .date(let seconds): value = .date(seconds)
        case .data: value = .data(plist.data(object))
        case .asciiString, .utf16String: value = .string(try plist.string(object))
        case .uid(let number): value = .uid(UID(number))
        case .array:
            var elements: [PropertyListValue] = []
            elements.reserveCapacity(object.count)
            for position in 0 ..< object.count {
                elements.append(try self.value(of: plist.reference(position, of: object)))
            }
            value = .array(elements)
        case .dictionary:
            var pairs: [(key: String, value: PropertyListValue)] = []
            pairs.reserveCapacity(object.count)
            for position in 0 ..< object.count {
                let key = try plist.string(plist.object(plist.reference(position, of: object)))
                pairs.append((key, try self.value(of: plist.reference(object.count + position, of: object))))
            }
            value = .dictionary(pairs)
        }
        built[index] = value
        return value
    }
}
