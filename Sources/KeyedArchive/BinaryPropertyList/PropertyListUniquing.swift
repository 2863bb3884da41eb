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
    static func == (lhs: ExactString, rhs: ExactString) -> Bool {
        lhs.value.unicodeScalars.elementsEqual(rhs.value.unicodeScalars)
    }
    // String's hash is consistent with canonical equivalence, hence with this stricter equality.
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
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
