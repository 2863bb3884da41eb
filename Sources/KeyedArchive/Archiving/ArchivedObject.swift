/// One archived object (an `$objects` entry with a `$class`), with typed, validating accessors —
/// the mirror image of `ObjectWriter`.
///
/// Accessors return `nil` when the key is absent *or* refers to `$null` (`UID(0)`), and throw a
/// `KeyedArchiveError` naming key, object and class when the value has the wrong type or a UID
/// is out of range. Values are accepted both inline and by reference (a UID pointing to a
/// string, number or data entry), because `NSKeyedArchiver` stores `encodeInteger:` inline but
/// `encodeObject:` of an NSNumber by reference.
package struct ArchivedObject: Sendable {
    /// The archive this object belongs to.
    package let archive: KeyedArchiveDecoder
    /// The object's position in `$objects`.
    package let uid: UID
    /// Its class in `archive.classInfos`.
    private let classIndex: Int32
    /// Its dictionary in the archive's property list: the fields, read where they are.
    private let dictionary: BinaryPropertyList.Object

    init(archive: KeyedArchiveDecoder, uid: UID, classIndex: Int32, fields dictionary: BinaryPropertyList.Object) {
        self.archive = archive
        self.uid = uid
        self.classIndex = classIndex
        self.dictionary = dictionary
    }

    /// `$classname` of the object's class descriptor.
    package var className: String { archive.classInfos[Int(classIndex)].name }
    /// `$classes`: the class chain, most specific first.
    package var classChain: [String] { archive.classInfos[Int(classIndex)].chain }

    // The archive's property list was checked whole when it was opened, so reading a field of one
    // of its objects cannot fail: the accessors below that say nothing of errors return what they
    // read, and would return nothing rather than trap if that ever changed.

    /// All raw fields in file order, including `$class`, as property-list values.
    package var fields: [(key: String, value: PropertyListValue)] {
        var builder = PropertyListTreeBuilder(plist: archive.plist)
        return (try? rawFields().map { ($0.key, try builder.value(of: $0.value)) }) ?? []
    }

    /// The fields in file order, each value as an object number of the property list.
    func rawFields() throws -> [(key: String, value: Int)] {
        let plist = archive.plist
        return try (0 ..< dictionary.count).map { position in
            (try plist.string(plist.object(plist.reference(position, of: dictionary))),
             try plist.reference(dictionary.count + position, of: dictionary))
        }
    }

    /// The field names in file order, without `$class`.
    package var keys: [String] {
        ((try? rawFields()) ?? []).compactMap { $0.key == KeyedArchiveKey.class ? nil : $0.key }
    }

    /// Whether the object's class is `className` or inherits from it (per `$classes`).
    package func isKind(of className: String) -> Bool { archive.classInfos[Int(classIndex)].chain.contains(className) }

    /// Whether a field named `key` is present (even if it refers to `$null`).
    package func contains(_ key: String) -> Bool { (try? fieldNumber(key)).flatMap { $0 } != nil }

    /// The field as stored, without resolving references.
    package func rawValue(forKey key: String) -> PropertyListValue? {
        guard let field = (try? fieldNumber(key)).flatMap({ $0 }) else { return nil }
        var builder = PropertyListTreeBuilder(plist: archive.plist)
        return try? builder.value(of: field)
    }

    /// The field named `key` (the first, compared as `String`s are), as it is stored.
    private func field(_ key: String) throws -> BinaryPropertyList.Object? {
        guard let number = try fieldNumber(key) else { return nil }
        return try archive.plist.object(number)
    }

    /// The object number of the field named `key`'s value.
    private func fieldNumber(_ key: String) throws -> Int? {
        guard let position = try archive.fieldPosition(key, in: dictionary, entry: uid.index, canonically: true) else { return nil }
        return try archive.plist.reference(dictionary.count + position, of: dictionary)
    }

    /// "object 5 (NSManagedObjectModel)".
    package var contextDescription: String { "object \(uid.value) (\(className))" }

    private func context(_ key: String) -> String { "key \(key) of \(contextDescription)" }

    /// This object, or one of its fields.
    private func position(_ key: String? = nil) -> KeyedArchiveError.Position { .init(object: uid, key: key) }

    private func mismatch(_ key: String, expected: String, found: String) -> KeyedArchiveError {
        KeyedArchiveError(.typeMismatch, "\(context(key)): expected \(expected), found \(found)", at: position(key))
    }

    // MARK: - Generic

    /// The field resolved: inline scalars as they are, references followed; `nil` if absent or `$null`.
    package func value(forKey key: String) throws -> ArchivedValue? {
        guard let raw = try field(key) else { return nil }
        return try resolve(raw, key)
    }

    private func resolve(_ raw: BinaryPropertyList.Object, _ key: String) throws -> ArchivedValue? {
        if let uid = raw.uidValue { return try archive.value(at: UID(uid), context: context(key), position: position(key)) }
        guard let scalar = try archive.scalarValue(raw) else {
            throw mismatch(key, expected: "a value or a reference", found: "an inline \(raw.kindName)")
        }
        return scalar
    }

    /// The raw UID stored under `key` (`UID.null` for nil), range-checked.
    package func uid(forKey key: String) throws -> UID? {
        guard let raw = try field(key) else { return nil }
        guard let uid = raw.uidValue.map(UID.init) else { throw mismatch(key, expected: "a reference", found: raw.kindName) }
        try checkRange(uid, key)
        return uid
    }

    /// An inline array of UIDs (as `NS.objects`/`NS.keys` are stored), range-checked.
    package func uids(forKey key: String) throws -> [UID]? {
        guard let raw = try field(key) else { return nil }
        guard raw.isArray else { throw mismatch(key, expected: "an array of references", found: raw.kindName) }
        return try (0 ..< raw.count).map { index in
            let item = try archive.plist.object(archive.plist.reference(index, of: raw))
            guard let uid = item.uidValue.map(UID.init) else {
                throw mismatch(key, expected: "an array of references", found: "\(item.kindName) at index \(index)")
            }
            try checkRange(uid, key)
            return uid
        }
    }

    private func checkRange(_ uid: UID, _ key: String) throws {
        guard uid.index < archive.objectCount else {
            throw KeyedArchiveError(.corrupt, "\(context(key)): \(uid) out of range (\(archive.objectCount) objects)", at: position(key))
        }
    }

    // MARK: - Typed

    /// A string (inline or referenced).
    package func string(forKey key: String) throws -> String? {
        guard let value = try value(forKey: key) else { return nil }
        guard case .string(let v) = value else { throw mismatch(key, expected: "a string", found: value.kindName) }
        return v
    }

    /// An integer (inline or a referenced NSNumber).
    package func integer(forKey key: String) throws -> Int64? {
        guard let value = try value(forKey: key) else { return nil }
        guard case .integer(let v) = value else { throw mismatch(key, expected: "an integer", found: value.kindName) }
        return v
    }

    /// A boolean; integers are accepted as `!= 0` (what `decodeBoolForKey:` does with a number).
    package func bool(forKey key: String) throws -> Bool? {
        guard let value = try value(forKey: key) else { return nil }
        switch value {
        case .boolean(let v): return v
        case .integer(let v): return v != 0
        default: throw mismatch(key, expected: "a boolean", found: value.kindName)
        }
    }

    /// A real; integers are converted (what `decodeDoubleForKey:` does).
    package func real(forKey key: String) throws -> Double? {
        guard let value = try value(forKey: key) else { return nil }
        guard let v = value.realValue else { throw mismatch(key, expected: "a real", found: value.kindName) }
        return v
    }

    /// Bytes (inline from `encodeBytes:` or a referenced NSData).
    package func data(forKey key: String) throws -> [UInt8]? {
        guard let value = try value(forKey: key) else { return nil }
        guard case .data(let v) = value else { throw mismatch(key, expected: "data", found: value.kindName) }
        return v
    }

    /// A referenced archived object (an entry with a `$class`).
    package func object(forKey key: String) throws -> ArchivedObject? {
        guard let raw = try field(key) else { return nil }
        guard raw.uidValue != nil else { throw mismatch(key, expected: "a reference", found: raw.kindName) }
        guard let value = try resolve(raw, key) else { return nil }
        guard case .object(let object) = value else { throw mismatch(key, expected: "an archived object", found: value.kindName) }
        return object
    }

    /// The elements of a referenced NSArray / NSMutableArray / NSSet / NSOrderedSet; `nil`
    /// elements stand for `$null`.
    package func array(forKey key: String) throws -> [ArchivedValue?]? {
        try object(forKey: key)?.elements()
    }

    /// The entries of a referenced NSDictionary / NSMutableDictionary, in file order.
    package func dictionary(forKey key: String) throws -> [(key: ArchivedValue, value: ArchivedValue?)]? {
        try object(forKey: key)?.entries()
    }

    // MARK: - Collections

    private static let elementClasses = ["NSArray", "NSSet", "NSOrderedSet"]

    /// The elements when this object is an array, set or ordered set (`NS.objects`).
    package func elements() throws -> [ArchivedValue?] {
        guard Self.elementClasses.contains(where: isKind(of:)) else {
            throw KeyedArchiveError(.typeMismatch, "\(contextDescription): expected an NSArray, NSSet or NSOrderedSet", at: position())
        }
        guard let uids = try uids(forKey: KeyedArchiveKey.collectionObjects) else {
            throw KeyedArchiveError(.missingValue, "\(contextDescription): collection has no \(KeyedArchiveKey.collectionObjects)",
                                    at: position(KeyedArchiveKey.collectionObjects))
        }
        return try uids.enumerated().map { index, uid in
            try archive.value(at: uid, context: "element \(index) of \(contextDescription)", position: position(KeyedArchiveKey.collectionObjects))
        }
    }

    /// The key/value pairs when this object is a dictionary (`NS.keys` + `NS.objects`).
    package func entries() throws -> [(key: ArchivedValue, value: ArchivedValue?)] {
        guard isKind(of: "NSDictionary") else {
            throw KeyedArchiveError(.typeMismatch, "\(contextDescription): expected an NSDictionary", at: position())
        }
        guard let keys = try uids(forKey: KeyedArchiveKey.collectionKeys),
              let values = try uids(forKey: KeyedArchiveKey.collectionObjects) else {
            throw KeyedArchiveError(.missingValue, "\(contextDescription): dictionary lacks \(KeyedArchiveKey.collectionKeys) or \(KeyedArchiveKey.collectionObjects)",
                                    at: position())
        }
        guard keys.count == values.count else {
            throw KeyedArchiveError(.invalidValue, "\(contextDescription): \(keys.count) keys but \(values.count) values", at: position())
        }
        return try zip(keys, values).enumerated().map { index, pair in
            guard let key = try archive.value(at: pair.0, context: "key \(index) of \(contextDescription)",
                                                 position: position(KeyedArchiveKey.collectionKeys)) else {
                throw KeyedArchiveError(.typeMismatch, "key \(index) of \(contextDescription): dictionary key is $null",
                                        at: position(KeyedArchiveKey.collectionKeys))
            }
            let value = try archive.value(at: pair.1, context: "value \(index) of \(contextDescription)",
                                            position: position(KeyedArchiveKey.collectionObjects))
            return (key, value)
        }
    }

    /// The entries of a dictionary whose keys are all strings (the common case: names → objects).
    package func stringKeyedEntries() throws -> [(key: String, value: ArchivedValue?)] {
        try entries().enumerated().map { index, entry in
            guard case .string(let key) = entry.key else {
                throw KeyedArchiveError(.typeMismatch, "key \(index) of \(contextDescription): expected a string, found \(entry.key.kindName)",
                                        at: .init(object: uid, key: KeyedArchiveKey.collectionKeys))
            }
            return (key, entry.value)
        }
    }
}
