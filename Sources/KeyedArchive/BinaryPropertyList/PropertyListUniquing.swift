/// The identity under which the writer shares one bplist object between equal values.
///
/// Equal keys → one object in the file, referenced from every place that holds the value.
struct PropertyListUniquingKey: Hashable {
    fileprivate enum Kind: Hashable {
        case string(ExactString)
        case integer(Int64)
        case real(UInt64)
        case boolean(Bool)
    }
    fileprivate let kind: Kind
}

/// A string compared by Unicode scalars: Swift's `==` treats canonically equivalent strings
/// ("é" vs "e\u{301}") as equal, but they are different plist strings and must not be merged.
private struct ExactString: Hashable {
    let value: String
    /// Equal Unicode scalars ⇔ equal UTF-8 bytes (a Swift string is always valid UTF-8), and the
    /// bytes compare in one tight loop instead of decoding scalar by scalar.
    static func == (lhs: ExactString, rhs: ExactString) -> Bool {
        exactlyEqual(lhs.value, rhs.value)
    }
    // String's hash is consistent with canonical equivalence, hence with this stricter equality.
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// Whether two strings have the same Unicode scalars (not merely canonically equivalent ones).
func exactlyEqual(_ lhs: String, _ rhs: String) -> Bool {
    let fast = lhs.utf8.withContiguousStorageIfAvailable { left in
        rhs.utf8.withContiguousStorageIfAvailable { right in
            left.count == right.count && left.elementsEqual(right)
        }
    }
    if let fast, let result = fast { return result }
    return lhs.utf8.elementsEqual(rhs.utf8)
}

extension PropertyListUniquingKey {
    /// **The uniquing rule**, in one place so it can be changed.
    ///
    /// Apple (reference §4.3) uniques integers by value, mostly shares booleans, never shares UIDs
    /// and shares strings only when they are the same string object. modelc shares integers,
    /// reals, booleans and strings by value: deterministic (no object identity involved) and
    /// smaller. UIDs, data, dates and containers are never shared.
    static func forValue(_ value: PropertyListValue) -> PropertyListUniquingKey? {
        switch value {
        case .string(let s): return PropertyListUniquingKey(kind: .string(ExactString(value: s)))
        case .integer(let i): return PropertyListUniquingKey(kind: .integer(i))
        case .real(let d): return PropertyListUniquingKey(kind: .real(d.bitPattern))
        case .boolean(let b): return PropertyListUniquingKey(kind: .boolean(b))
        case .data, .date, .array, .dictionary, .uid: return nil
        }
    }
}
