/// Strings numbered by exact content, so the archive encoder and the object table can refer to a
/// string by a small integer: keys repeat a million times in a large model, and comparing or
/// uniquing integers is far cheaper than hashing strings again at every step.
struct InternedStrings {
    /// The strings, indexed by id.
    private(set) var strings: [String] = []
    private var ids: [ExactString: Int32] = [:]
    /// The last string seen in each of a few buckets (chosen by length and end bytes). Archive keys
    /// come from a few dozen constants in a repeating pattern, so this answers almost every key
    /// lookup with one short byte comparison instead of hashing the string.
    private var recent = [RecentString?](repeating: nil, count: InternedStrings.recentCount)

    private struct RecentString {
        let string: ExactString
        let id: Int32
    }

    private static let recentCount = 256

    /// The id of `string`, numbering it now if it is new.
    mutating func id(for string: String) -> Int32 {
        let utf8 = string.utf8
        let bucket = (utf8.count &* 31 &+ Int(utf8.first ?? 0) &* 7 &+ Int(utf8.last ?? 0)) & (Self.recentCount - 1)
        let exact = ExactString(value: string)
        if let hit = recent[bucket], hit.string == exact { return hit.id }
        let id: Int32
        if let known = ids[exact] {
            id = known
        } else {
            id = Int32(strings.count)
            strings.append(string)
            ids[exact] = id
        }
        recent[bucket] = RecentString(string: exact, id: id)
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
