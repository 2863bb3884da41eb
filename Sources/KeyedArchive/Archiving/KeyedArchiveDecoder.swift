/// A decoded `NSKeyedArchiver` archive with random access by UID — the mirror image of
/// `KeyedArchiveEncoder`.
///
/// Construction checks the container (`$archiver`, `$version`, `$top`, `$objects`, `$null`) and
/// resolves every `$class` reference once; field access then happens through `ArchivedObject`,
/// whose accessors check types and UID ranges and throw `KeyedArchiveError`s that name the key,
/// the object and its class.
package final class KeyedArchiveDecoder: Sendable {
    /// The `$version` value (100000 for every known archive).
    package let version: Int64
    /// The `$top` entries (normally just `root`), in file order.
    package let topEntries: [(key: String, uid: UID)]
    /// The raw `$objects` array.
    package let objects: [PropertyListValue]

    private struct ClassInfo: Sendable {
        let name: String
        let chain: [String]
        /// NSString and its subclasses (NSMutableString): `{NS.string}` objects that are strings.
        let isString: Bool

        init(name: String, chain: [String]) {
            self.name = name
            self.chain = chain
            isString = chain.contains(KeyedArchiveFormat.stringClass)
        }
    }

    /// Per `$objects` entry: index into `classInfos`, or -1 if it is not an archived object.
    private let classIndex: [Int32]
    private let classInfos: [ClassInfo]

    /// Decodes an archive from `bplist00` bytes.
    package convenience init(bytes: [UInt8]) throws {
        try self.init(propertyList: BinaryPropertyListReader.decode(bytes))
    }

    /// Decodes an archive from an already parsed property list.
    package init(propertyList: PropertyListValue) throws {
        guard case .dictionary = propertyList else {
            throw KeyedArchiveError(.notAnArchive, "not a keyed archive: top-level object is \(propertyList.kindWithArticle), not a dictionary")
        }
        guard let archiver = propertyList[KeyedArchiveKey.archiver]?.stringValue,
              archiver == KeyedArchiveFormat.archiverName else {
            throw KeyedArchiveError(.notAnArchive, "not a keyed archive: $archiver is missing or not \"NSKeyedArchiver\"")
        }
        guard let version = propertyList[KeyedArchiveKey.version]?.integerValue else {
            throw KeyedArchiveError(.notAnArchive, "not a keyed archive: $version is missing or not an integer")
        }
        guard let objects = propertyList[KeyedArchiveKey.objects]?.arrayValue else {
            throw KeyedArchiveError(.notAnArchive, "not a keyed archive: $objects is missing or not an array")
        }
        guard objects.first?.stringValue == KeyedArchiveFormat.nullPlaceholder else {
            throw KeyedArchiveError(.corrupt, "corrupt keyed archive: $objects[0] is not \"$null\"")
        }
        guard let top = propertyList[KeyedArchiveKey.top]?.dictionaryValue else {
            throw KeyedArchiveError(.notAnArchive, "not a keyed archive: $top is missing or not a dictionary")
        }
        var topEntries: [(key: String, uid: UID)] = []
        for (key, value) in top {
            guard let uid = value.uidValue else {
                throw KeyedArchiveError(.corrupt, "corrupt keyed archive: $top entry \(key) is \(value.kindWithArticle), not a UID")
            }
            guard uid.index < objects.count else {
                throw KeyedArchiveError(.corrupt, "corrupt keyed archive: $top entry \(key) refers to \(uid), out of range (\(objects.count) objects)")
            }
            topEntries.append((key, uid))
        }

        // Resolve every object's class once.
        var classIndex = [Int32](repeating: -1, count: objects.count)
        var classInfos: [ClassInfo] = []
        var infoByDescriptor: [Int: Int32] = [:]
        for (index, entry) in objects.enumerated() {
            guard let classField = entry[KeyedArchiveKey.class] else { continue }
            guard let classUID = classField.uidValue else {
                throw KeyedArchiveError(.corrupt, "corrupt keyed archive: $class of object \(index) is \(classField.kindWithArticle), not a UID",
                                        at: .init(object: UID(UInt32(truncatingIfNeeded: index)), key: KeyedArchiveKey.class))
            }
            if let known = infoByDescriptor[classUID.index] {
                classIndex[index] = known
                continue
            }
            let info = try Self.classInfo(at: classUID, objects: objects, user: index)
            let infoIndex = Int32(classInfos.count)
            classInfos.append(info)
            infoByDescriptor[classUID.index] = infoIndex
            classIndex[index] = infoIndex
        }

        self.version = version
        self.topEntries = topEntries
        self.objects = objects
        self.classIndex = classIndex
        self.classInfos = classInfos
    }

    private static func classInfo(at uid: UID, objects: [PropertyListValue], user: Int) throws -> ClassInfo {
        let context = "$class of object \(user)"
        let position = KeyedArchiveError.Position(object: UID(UInt32(truncatingIfNeeded: user)), key: KeyedArchiveKey.class)
        guard uid.index < objects.count, uid != .null else {
            throw KeyedArchiveError(.corrupt, "corrupt keyed archive: \(context) refers to \(uid), out of range (\(objects.count) objects)",
                                    at: position)
        }
        let descriptor = objects[uid.index]
        guard let name = descriptor[KeyedArchiveKey.className]?.stringValue else {
            throw KeyedArchiveError(.corrupt, "corrupt keyed archive: \(context) refers to object \(uid.value), which is not a class descriptor",
                                    at: position)
        }
        var chain = [name]
        if let classes = descriptor[KeyedArchiveKey.classes] {
            guard let list = classes.arrayValue else {
                throw KeyedArchiveError(.corrupt, "corrupt keyed archive: $classes of class descriptor \(uid.value) is \(classes.kindWithArticle), not an array",
                                        at: .init(object: uid, key: KeyedArchiveKey.classes))
            }
            chain = try list.map { item in
                guard let string = item.stringValue else {
                    throw KeyedArchiveError(.corrupt, "corrupt keyed archive: $classes of class descriptor \(uid.value) contains \(item.kindWithArticle)",
                                            at: .init(object: uid, key: KeyedArchiveKey.classes))
                }
                return string
            }
            if chain.isEmpty { chain = [name] }
        }
        return ClassInfo(name: name, chain: chain)
    }

    // MARK: - Access

    /// The number of `$objects` entries, including `$null`.
    package var objectCount: Int { objects.count }

    /// The UID stored under `key` in `$top`, if any.
    package func topUID(forKey key: String) -> UID? {
        topEntries.first(where: { $0.key == key })?.uid
    }

    /// The root object (`$top.root`), which must be an archived object.
    package func root() throws -> ArchivedObject {
        guard let uid = topUID(forKey: KeyedArchiveKey.root) else {
            throw KeyedArchiveError(.notAnArchive, "keyed archive has no root object ($top has no \"root\")")
        }
        return try object(at: uid)
    }

    /// The archived object (an entry with a `$class`) at `uid`.
    package func object(at uid: UID) throws -> ArchivedObject {
        guard let value = try value(at: uid, context: "object \(uid.value)", position: nil) else {
            throw KeyedArchiveError(.typeMismatch, "object \(uid.value): expected an archived object, found $null", at: .init(object: uid))
        }
        guard case .object(let object) = value else {
            throw KeyedArchiveError(.typeMismatch, "object \(uid.value): expected an archived object, found \(value.kindName)",
                                    at: .init(object: uid))
        }
        return object
    }

    /// Whatever `uid` refers to: `nil` for `UID(0)` (`$null`), a plain value, or an archived object.
    package func value(at uid: UID) throws -> ArchivedValue? {
        try value(at: uid, context: "reference \(uid)", position: nil)
    }

    /// Resolves `uid`; `context` prefixes error messages ("key NSEntities of object 5 (NSManagedObjectModel)")
    /// and `position` is where the reference is stored, if in an object.
    func value(at uid: UID, context: @autoclosure () -> String, position: KeyedArchiveError.Position?) throws -> ArchivedValue? {
        if uid == .null { return nil }
        guard uid.index < objects.count else {
            throw KeyedArchiveError(.corrupt, "\(context()): \(uid) out of range (\(objects.count) objects)", at: position)
        }
        let entry = objects[uid.index]
        if let scalar = ArchivedValue(scalar: entry) { return scalar }
        switch entry {
        case .dictionary(let fields):
            let infoIndex = classIndex[uid.index]
            guard infoIndex >= 0 else {
                let what = entry[KeyedArchiveKey.className] != nil ? "a class descriptor" : "a dictionary without $class"
                throw KeyedArchiveError(.corrupt, "\(context()): \(uid) refers to \(what), not an object", at: position)
            }
            let info = classInfos[Int(infoIndex)]
            // NSKeyedArchiver stores an NSString as a plain string, but an NSMutableString (as Core
            // Data's store caches have them) as an object; either way the value is a string.
            if info.isString, let string = plainString(entry[KeyedArchiveKey.string]) { return .string(string) }
            return .object(ArchivedObject(archive: self, uid: uid, className: info.name, classChain: info.chain, fields: fields))
        case .unsignedInteger(let value):
            throw KeyedArchiveError(.corrupt, "\(context()): \(uid) is the number \(value), above the 64-bit signed range modelc decodes",
                                    at: position)
        default:
            throw KeyedArchiveError(.corrupt, "\(context()): \(uid) refers to a bare \(entry.kindName), which is not valid in $objects",
                                    at: position)
        }
    }

    /// A string stored inline or as a plain `$objects` string; nil for anything else, so a
    /// malformed `NS.string` (an object, a cycle) leaves its owner an ordinary object.
    private func plainString(_ field: PropertyListValue?) -> String? {
        switch field {
        case .string(let string)?: return string
        case .uid(let uid)? where uid.index < objects.count: return objects[uid.index].stringValue
        default: return nil
        }
    }

    /// Every UID reachable from `start` through object references (fields holding UIDs or arrays
    /// of UIDs), in depth-first discovery order, excluding `$null` and class descriptors. Each
    /// referenced entry is resolved, so this also validates the whole graph.
    package func reachableUIDs(from start: UID) throws -> [UID] {
        var seen = Set<UID>([start])
        var order: [UID] = []
        var stack = [start]
        while let uid = stack.popLast() {
            order.append(uid)
            guard case .object(let object)? = try value(at: uid, context: "object \(uid.value)", position: nil) else { continue }
            var children: [UID] = []
            for (key, field) in object.fields where key != KeyedArchiveKey.class {
                switch field {
                case .uid(let child): children.append(child)
                case .array(let items):
                    for item in items { if let child = item.uidValue { children.append(child) } }
                default: break
                }
            }
            for child in children.reversed() where child != .null && !seen.contains(child) {
                guard child.index < objects.count else {
                    throw KeyedArchiveError(.corrupt, "object \(uid.value) (\(object.className)): reference \(child) out of range (\(objects.count) objects)",
                                            at: .init(object: uid))
                }
                seen.insert(child)
                stack.append(child)
            }
        }
        return order
    }
}
