import CoreDataModel

/// One field that differs between an old and a new description, with both values as text.
package struct FieldChange: Hashable, Sendable, Encodable {
    /// The field's name, as `VersionHashedField` names it (`type`, `optional`, `user info`, …);
    /// composite elements prefix it with the element path (`address.street type`).
    package var field: String
    package var oldValue: String
    package var newValue: String
    /// True when the change alters the owning entity's version hash (the store needs migrating);
    /// false when Core Data's version check cannot see it.
    package var altersVersionHash: Bool

    package init(field: String, oldValue: String, newValue: String, altersVersionHash: Bool) {
        self.field = field
        self.oldValue = oldValue
        self.newValue = newValue
        self.altersVersionHash = altersVersionHash
    }
}

/// Gathers the changes of one description pair. The hash-visible field names are looked up only
/// when a field differs: most compared pairs are equal, and building the set for each would
/// dominate a large diff.
struct ChangeCollector {
    private let hashedFields: () -> Set<String>
    private var resolvedHashed: Set<String>?
    var prefix: String
    var changes: [FieldChange] = []
    /// Every field checked is recorded, equal or not (its value as `oldValue`): what
    /// `FieldDigests` fingerprints. Comparisons skip work for equal raw values unless this is set.
    var recordsEveryField = false

    init(hashed: Set<String>, prefix: String = "") {
        self.hashedFields = { hashed }
        self.prefix = prefix
    }

    init(prefix: String = "", hashed: @escaping () -> Set<String>) {
        self.hashedFields = hashed
        self.prefix = prefix
    }

    var hashed: Set<String> {
        mutating get {
            if let resolvedHashed { return resolvedHashed }
            let fields = hashedFields()
            resolvedHashed = fields
            return fields
        }
    }

    mutating func check<T: Equatable>(_ old: T, _ new: T, _ field: String) {
        guard recordsEveryField || old != new else { return }
        changes.append(FieldChange(field: prefix + field, oldValue: describe(old), newValue: describe(new),
                                   altersVersionHash: hashed.contains(field)))
    }
}

/// Text for a compared value: optionals without `Optional(…)`, nil as `nil`.
func describe<T>(_ value: T) -> String {
    if let optional = value as? any OptionalDescribing { return optional.describedValue }
    // Unordered collections print sorted, so the same change always reads the same.
    if let set = value as? Set<String> { return "[" + set.sorted(by: utf16Precedes).joined(separator: ", ") + "]" }
    if let table = value as? [String: String] {
        return "{" + table.keys.sorted(by: utf16Precedes).map { "\($0)=\(table[$0] ?? "")" }.joined(separator: ", ") + "}"
    }
    if let table = value as? [String: [String]] {
        return "{" + table.keys.sorted(by: utf16Precedes).map { "\($0)=\(table[$0] ?? [])" }.joined(separator: ", ") + "}"
    }
    return String(describing: value)
}

protocol OptionalDescribing {
    var describedValue: String { get }
}

extension Optional: OptionalDescribing {
    var describedValue: String {
        switch self {
        case .some(let wrapped): return describe(wrapped)
        case .none: return "nil"
        }
    }
}
