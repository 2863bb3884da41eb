import KeyedArchive

/// One Xcode 3 model element (`XDPMEntity`, `XDPMAttribute`, …) with its settings flattened.
///
/// Xcode 3 stored a model as a UML graph: an element's Core Data settings are not fields of the
/// element but "tagged values" of its stereotypes (`XD_PStereotype`, `XD_PPropStereotype`,
/// `XD_PAtt_Stereotype`, `XD_PR_Stereotype`, …), each tagged value an `XDUMLPropertyImp` whose
/// `_default` holds the setting. The keys are unique across an element's stereotypes (their
/// prefixes say which stereotype owns them), so they are gathered into one table.
struct LegacyElement {
    static let stereotypesKey = "XDBucketForStereotypesstorage"
    static let ownedMembersKey = "XDBucketForOwnedAttributesstorage"
    static let taggedValueKey = "_default"

    let object: ArchivedObject
    /// The element's `_name`.
    let name: String
    /// Every tagged value, by key (`XD_PSK_userInfo`, `XD_PAttK_attributeType`, …); `$null` values are absent.
    let settings: [String: ArchivedValue]

    init(_ object: ArchivedObject) throws {
        self.object = object
        guard let name = try object.string(forKey: "_name"), !name.isEmpty else {
            throw LegacyArchiveError("\(object.contextDescription) has no name")
        }
        self.name = name
        var settings: [String: ArchivedValue] = [:]
        for (_, stereotype) in try Self.members(of: object, key: Self.stereotypesKey) {
            guard let stereotype = stereotype?.objectValue else { continue }
            for (key, tagged) in try Self.members(of: stereotype, key: Self.ownedMembersKey) {
                guard let tagged = tagged?.objectValue else {
                    throw LegacyArchiveError("tagged value '\(key)' of \(stereotype.contextDescription) is not an object")
                }
                if let value = try tagged.value(forKey: Self.taggedValueKey) { settings[key] = value }
            }
        }
        self.settings = settings
    }

    /// The string-keyed dictionary stored under `key` (a UML "bucket"); empty when absent.
    static func members(of object: ArchivedObject, key: String) throws -> [(key: String, value: ArchivedValue?)] {
        guard let bucket = try object.object(forKey: key) else { return [] }
        return try bucket.stringKeyedEntries()
    }

    /// A boolean setting: absent means false; an integer counts as `!= 0`; text `YES`/`NO` is accepted.
    func flag(_ key: String) throws -> Bool {
        switch settings[key] {
        case nil: return false
        case .boolean(let value)?: return value
        case .integer(let value)?: return value != 0
        case .real(let value)?: return value != 0
        case .string(let text)?: return ["YES", "yes", "true", "1"].contains(text)
        case let other?: throw mismatch(key, expected: "a boolean", found: other.kindName)
        }
    }

    /// An integer setting, nil when absent. Any NSNumber (or NSDecimalNumber) with a whole value
    /// counts, as Foundation's `integerValue` takes it: a count typed into a text field may have
    /// been stored as a real.
    func integer(_ key: String) throws -> Int64? {
        switch settings[key] {
        case nil: return nil
        case .integer(let value)?: return value
        case .boolean(let value)?: return value ? 1 : 0
        case .real(let value)? where value.rounded() == value && abs(value) < 0x1p63: return Int64(value)
        case .object(let object)? where object.isKind(of: "NSDecimalNumber"):
            let decimal = try object.decimalComponents()
            guard let value = Int64(decimal.description) else {
                throw mismatch(key, expected: "a whole number", found: "NSDecimalNumber \(decimal)")
            }
            return value
        case let other?: throw mismatch(key, expected: "an integer", found: other.kindName)
        }
    }

    /// A text setting, nil when absent or empty (Xcode 3 wrote `$null` or "" for "none").
    func text(_ key: String) throws -> String? {
        switch settings[key] {
        case nil: return nil
        case .string(let value)?: return value.isEmpty ? nil : value
        case .object(let object)? where object.isKind(of: "NSString"):
            let value = try object.string(forKey: KeyedArchiveKey.string) ?? ""
            return value.isEmpty ? nil : value
        case let other?: throw mismatch(key, expected: "a string", found: other.kindName)
        }
    }

    /// An object setting (a destination entity, an inverse relationship), nil when absent.
    func reference(_ key: String) throws -> ArchivedObject? {
        switch settings[key] {
        case nil: return nil
        case .object(let object)?: return object
        case let other?: throw mismatch(key, expected: "an object", found: other.kindName)
        }
    }

    private func mismatch(_ key: String, expected: String, found: String) -> LegacyArchiveError {
        LegacyArchiveError("'\(name)': \(key) is \(found), expected \(expected)")
    }
}
