import KeyedArchive

/// The schema of one archived class: its fields as cases, in the order Apple's classes encode
/// them (`allCases`), each with the key it is archived under (`key`, the raw value for most
/// tables) and what the encoder, the decoder and the tools need to know of it. An encoder walks
/// `allCases` and answers each field in an exhaustive switch, so a field added here cannot be
/// forgotten or written out of order. A subclass's table lists only the keys it adds; its encoder
/// walks the superclass's table first, as Apple's `encodeWithCoder:` calls super first.
package protocol ArchivedFields: CaseIterable, Hashable, Sendable {
    /// `$classes` of the archived object, most specific first.
    static var classChain: [String] { get }
    /// The archive key.
    var key: String { get }
    /// How the value is stored.
    var kind: ArchivedValueKind { get }
    /// When the key is written.
    var presence: ArchivedPresence { get }
    /// Whether the version hash of the model sees this field.
    var feedsVersionHash: Bool { get }
    /// The field's name in the source XML (attribute or element), nil when it has none.
    var sourceName: String? { get }
}

extension ArchivedFields where Self: RawRepresentable, RawValue == String {
    package var key: String { rawValue }
}

/// The tables of the predicate and expression classes: their fields reach the source only as
/// predicate text, and no version hash sees them field by field (a derived attribute hashes its
/// printed expression).
protocol ArchivedExpressionFields: ArchivedFields {}

extension ArchivedExpressionFields {
    var feedsVersionHash: Bool { false }
    var sourceName: String? { nil }
}

/// How an archived field's value is stored.
package enum ArchivedValueKind: Sendable, Equatable {
    case string, bool, integer, real
    /// An archived object of the given class (or a subclass).
    case object(String)
    /// A Foundation collection of archived objects or strings.
    case array, set, dictionary
    /// A reference back to an object archived elsewhere (owner, parent).
    case backReference(String)
}

/// When an archived field's key is written.
package enum ArchivedPresence: Sendable, Equatable {
    /// Always.
    case always
    /// Always; `$null` when the graph has no value.
    case nullWhenAbsent
    /// Only when the graph has a value (or a value other than the default).
    case whenSet
    /// Only in the layouts of Xcode 13 and later.
    case fromXcode13
    /// Only in archives of older Core Data versions: read, never written.
    case readOnlyLegacy
}

/// One field's value as an encoder answers it: nil leaves the key out.
enum ArchivedFieldValue {
    case reference(UID)
    case null
    case bool(Bool)
    case integer(Int64)
    case real(Double)
}

extension ObjectWriter {
    /// Writes `Fields`' keys in schema order, each with the value `value` gives (none when nil).
    /// The values are computed in that order too, so nested objects are archived in Apple's order.
    mutating func encodeFields<Fields: ArchivedFields>(_: Fields.Type, _ value: (Fields) throws -> ArchivedFieldValue?) rethrows {
        let fields = Fields.allCases
        // The table's keys numbered once per archive, not looked up again for every object.
        let keys = keyIDs(for: Fields.self) { fields.map(\.key) }
        for (field, key) in zip(fields, keys) {
            let answer = try value(field)
            // Debug builds (the tests) hold every answer to the table's kind and presence columns.
            assert(field.admits(answer), "\(Fields.self).\(field) (\(field.key)): \(String(describing: answer)) does not fit \(field.kind), \(field.presence)")
            switch answer {
            case nil: continue
            case .reference(let uid)?: encodeReference(uid, forKeyID: key)
            case .null?: encodeNil(forKeyID: key)
            case .bool(let flag)?: encode(flag, forKeyID: key)
            case .integer(let number)?: encode(number, forKeyID: key)
            case .real(let number)?: encode(number, forKeyID: key)
            }
        }
    }
}

extension ArchivedFields {
    /// Whether `answer` is a value the table allows for this field: one of its kind, and none only
    /// where the key may be left out.
    func admits(_ answer: ArchivedFieldValue?) -> Bool {
        guard let answer else {
            switch presence {
            case .whenSet, .fromXcode13, .readOnlyLegacy: return true
            case .always, .nullWhenAbsent: return false
            }
        }
        if presence == .readOnlyLegacy { return false }
        switch (answer, kind) {
        case (.bool, .bool), (.integer, .integer), (.real, .real): return true
        case (.reference, .string), (.reference, .object), (.reference, .array), (.reference, .set), (.reference, .dictionary),
             (.reference, .backReference):
            return true
        case (.null, _): return presence == .nullWhenAbsent || presence == .whenSet
        default: return false
        }
    }
}
