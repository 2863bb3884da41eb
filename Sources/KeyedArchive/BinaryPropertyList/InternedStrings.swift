/// Strings numbered by exact content, so the archive encoder and the object table can refer to a
/// string by a small integer: keys repeat a million times in a large model, and comparing or
/// uniquing integers is far cheaper than hashing strings again at every step.
struct InternedStrings {
    /// The strings, indexed by id.
    private(set) var strings: [String] = []
    private var ids: [ExactString: Int32] = [:]

    /// The id of `string`, numbering it now if it is new.
    mutating func id(for string: String) -> Int32 {
        if let id = ids[ExactString(value: string)] { return id }
        let id = Int32(strings.count)
        strings.append(string)
        ids[ExactString(value: string)] = id
        return id
    }

    /// The string numbered `id` (ids come only from `id(for:)`).
    subscript(id: Int32) -> String { strings[Int(id)] }

    var count: Int { strings.count }
}

/// A string compared by Unicode scalars: Swift's `==` treats canonically equivalent strings
/// ("é" vs "e\u{301}") as equal, but they are different plist strings and must not be merged.
private struct ExactString: Hashable {
    let value: String

    /// Equal Unicode scalars ⇔ equal UTF-8 bytes (a Swift string is always valid UTF-8), and the
    /// bytes compare in one tight loop instead of decoding scalar by scalar.
    static func == (lhs: ExactString, rhs: ExactString) -> Bool {
        let fast = lhs.value.utf8.withContiguousStorageIfAvailable { left in
            rhs.value.utf8.withContiguousStorageIfAvailable { right in
                left.count == right.count && left.elementsEqual(right)
            }
        }
        if let fast, let result = fast { return result }
        return lhs.value.utf8.elementsEqual(rhs.value.utf8)
    }

    // String's hash is consistent with canonical equivalence, hence with this stricter equality.
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
