import HostSystem

/// A decoded `NSKeyedArchiver` archive with random access by UID — the mirror image of
/// `KeyedArchiveEncoder`.
///
/// Construction checks the container (`$archiver`, `$version`, `$top`, `$objects`, `$null`) and
/// resolves every `$class` reference once; field access then happens through `ArchivedObject`,
/// whose accessors check types and UID ranges and throw `KeyedArchiveError`s that name the key,
/// the object and its class. The archive stays the checked bytes of its property list
/// (`BinaryPropertyList`): an object's fields are read where they are, when asked for, and a
/// string becomes a `String` only when its value is used.
package final class KeyedArchiveDecoder: Sendable {
    /// The `$version` value (100000 for every known archive).
    package let version: Int64
    /// The `$top` entries (normally just `root`), in file order.
    package let topEntries: [(key: String, uid: UID)]
    /// The property list the archive is.
    package let plist: BinaryPropertyList
    /// The `$objects` array.
    private let objects: BinaryPropertyList.Object

    struct ClassInfo: Sendable {
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
    let classInfos: [ClassInfo]
    /// The keys of every `$objects` dictionary, numbered.
    private let fieldKeys: FieldKeys
    /// All of the above as read, for making a sibling (each field above is kept on its own too,
    /// so that reading one is a stored load, not a copy out of this).
    private let index: Index

    /// Decodes an archive from `bplist00` bytes. The property list's object check and this
    /// decoder's index (every object's keys and class, read entry by entry, never container to
    /// container) are independent passes over the whole file, so a large one runs them side by
    /// side; the check's problem, if any, is thrown first, as when it runs alone.
    package convenience init(bytes: [UInt8]) throws {
        let plist = try BinaryPropertyList(uncheckedObjectsOf: bytes)
        let (checked, index) = SideBySide.both(concurrently: plist.objectCount >= Self.minimumObjectsForTwoThreads,
                                               { Result { try plist.checkObjects() } },
                                               { Result { try Index(plist: plist) } })
        try checked.get()
        self.init(try index.get())
    }

    /// Below this many property-list objects, a second thread costs more than it saves.
    static let minimumObjectsForTwoThreads = 20_000

    /// Decodes an archive from an already parsed property list.
    package convenience init(propertyList: PropertyListValue) throws {
        try self.init(bytes: BinaryPropertyListWriter.encode(propertyList))
    }

    /// Decodes an archive from a checked property list.
    package convenience init(plist: BinaryPropertyList) throws {
        self.init(try Index(plist: plist))
    }

    private init(_ index: Index) {
        self.index = index
        version = index.version
        topEntries = index.topEntries
        plist = index.plist
        objects = index.objects
        classIndex = index.classIndex
        classInfos = index.classInfos
        fieldKeys = index.fieldKeys
    }

    /// What construction reads from the property list: the container checked, every object's class
    /// resolved and its keys numbered.
    private struct Index: Sendable {
        let version: Int64
        let topEntries: [(key: String, uid: UID)]
        let plist: BinaryPropertyList
        let objects: BinaryPropertyList.Object
        let classIndex: [Int32]
        let classInfos: [ClassInfo]
        let fieldKeys: FieldKeys

        init(plist: BinaryPropertyList) throws {
            let top = try plist.object(plist.topObject)
            guard top.isDictionary else {
                throw KeyedArchiveError(.notAnArchive, "not a keyed archive: top-level object is \(top.kindWithArticle), not a dictionary")
            }
            func field(_ key: String) throws -> BinaryPropertyList.Object? {
                try plist.entry(key, in: top).map(plist.object)
            }
            guard let archiver = try field(KeyedArchiveKey.archiver), archiver.isString,
                  try plist.string(archiver) == KeyedArchiveFormat.archiverName else {
                throw KeyedArchiveError(.notAnArchive, "not a keyed archive: $archiver is missing or not \"NSKeyedArchiver\"")
            }
            guard case .integer(let version)? = try field(KeyedArchiveKey.version)?.kind else {
                throw KeyedArchiveError(.notAnArchive, "not a keyed archive: $version is missing or not an integer")
            }
            guard let objects = try field(KeyedArchiveKey.objects), objects.isArray else {
                throw KeyedArchiveError(.notAnArchive, "not a keyed archive: $objects is missing or not an array")
            }
            let first = try objects.count > 0 ? plist.object(plist.reference(0, of: objects)) : nil
            guard let first, first.isString, try plist.string(first) == KeyedArchiveFormat.nullPlaceholder else {
                throw KeyedArchiveError(.corrupt, "corrupt keyed archive: $objects[0] is not \"$null\"")
            }
            guard let topDictionary = try field(KeyedArchiveKey.top), topDictionary.isDictionary else {
                throw KeyedArchiveError(.notAnArchive, "not a keyed archive: $top is missing or not a dictionary")
            }
            var topEntries: [(key: String, uid: UID)] = []
            for position in 0 ..< topDictionary.count {
                let key = try plist.string(plist.object(plist.reference(position, of: topDictionary)))
                let value = try plist.object(plist.reference(topDictionary.count + position, of: topDictionary))
                guard let uid = value.uidValue.map(UID.init) else {
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
            // Per descriptor's `$objects` index: its entry in `classInfos`, or -1.
            var infoByDescriptor = [Int32](repeating: -1, count: objects.count)
            var fieldKeys = FieldKeys(plistObjectCount: plist.objectCount, archiveObjectCount: objects.count)
            var classKey = FieldKeys.Wanted.absent
            for index in 0 ..< objects.count {
                let entry = try plist.object(plist.reference(index, of: objects))
                guard entry.isDictionary else { continue }
                try fieldKeys.add(entry, entry: index, in: plist)
                // Once `$class` has a number it keeps it; until then each new key may be it.
                if case .number = classKey {} else { classKey = fieldKeys.wanted(KeyedArchiveKey.class) }
                guard let classPosition = try KeyedArchiveDecoder.fieldPosition(KeyedArchiveKey.class, wanted: classKey, in: entry, entry: index,
                                                                 canonically: false, plist: plist, keys: fieldKeys) else {
                    continue
                }
                let classField = try plist.object(plist.reference(entry.count + classPosition, of: entry))
                guard let classUID = classField.uidValue.map(UID.init) else {
                    throw KeyedArchiveError(.corrupt, "corrupt keyed archive: $class of object \(index) is \(classField.kindWithArticle), not a UID",
                                            at: .init(object: UID(UInt32(truncatingIfNeeded: index)), key: KeyedArchiveKey.class))
                }
                if classUID.index < objects.count, infoByDescriptor[classUID.index] >= 0 {
                    classIndex[index] = infoByDescriptor[classUID.index]
                    continue
                }
                let info = try KeyedArchiveDecoder.classInfo(at: classUID, objects: objects, in: plist, user: index)
                let infoIndex = Int32(classInfos.count)
                classInfos.append(info)
                infoByDescriptor[classUID.index] = infoIndex
                classIndex[index] = infoIndex
            }
            fieldKeys.finish()

            self.version = version
            self.topEntries = topEntries
            self.plist = plist
            self.objects = objects
            self.classIndex = classIndex
            self.classInfos = classInfos
            self.fieldKeys = fieldKeys
        }
    }

    /// Another decoder of the same archive. Objects read through it count their references to the
    /// archive on it: a thread decoding beside another then does not contend for one shared count.
    package func sibling() -> KeyedArchiveDecoder {
        KeyedArchiveDecoder(index)
    }

    /// The position of the first field of archived object `dictionary` (`$objects` entry `entry`)
    /// named `key` — compared as `String`s are when `canonically`, else by Unicode scalars.
    func fieldPosition(_ key: String, in dictionary: BinaryPropertyList.Object, entry: Int, canonically: Bool) throws -> Int? {
        try Self.fieldPosition(key, wanted: fieldKeys.wanted(key), in: dictionary, entry: entry, canonically: canonically,
                               plist: plist, keys: fieldKeys)
    }

    private static func fieldPosition(_ key: String, wanted lookup: FieldKeys.Wanted, in dictionary: BinaryPropertyList.Object,
                                      entry: Int, canonically: Bool, plist: BinaryPropertyList, keys: FieldKeys) throws -> Int? {
        let wanted: UInt16
        switch lookup {
        case .nonASCII: return try plist.position(ofKey: key, in: dictionary, canonically: canonically)
        case .absent:
            guard keys.hasStringKeys else { return nil }
            wanted = FieldKeys.unknown
        case .number(let number): wanted = number
        }
        guard keys.hasStringKeys else { return keys.position(in: dictionary, entry: entry, wanted: wanted) { _ in false } }
        return try keys.position(in: dictionary, entry: entry, wanted: wanted) { position in
            try plist.isString(plist.reference(position, of: dictionary), equalTo: key, canonically: canonically)
        }
    }

    private static func classInfo(at uid: UID, objects: BinaryPropertyList.Object, in plist: BinaryPropertyList, user: Int) throws -> ClassInfo {
        let context = "$class of object \(user)"
        let position = KeyedArchiveError.Position(object: UID(UInt32(truncatingIfNeeded: user)), key: KeyedArchiveKey.class)
        guard uid.index < objects.count, uid != .null else {
            throw KeyedArchiveError(.corrupt, "corrupt keyed archive: \(context) refers to \(uid), out of range (\(objects.count) objects)",
                                    at: position)
        }
        let descriptor = try plist.object(plist.reference(uid.index, of: objects))
        guard let nameObject = try plist.entry(KeyedArchiveKey.className, in: descriptor).map(plist.object), nameObject.isString else {
            throw KeyedArchiveError(.corrupt, "corrupt keyed archive: \(context) refers to object \(uid.value), which is not a class descriptor",
                                    at: position)
        }
        let name = try plist.string(nameObject)
        var chain = [name]
        if let classes = try plist.entry(KeyedArchiveKey.classes, in: descriptor).map(plist.object) {
            guard classes.isArray else {
                throw KeyedArchiveError(.corrupt, "corrupt keyed archive: $classes of class descriptor \(uid.value) is \(classes.kindWithArticle), not an array",
                                        at: .init(object: uid, key: KeyedArchiveKey.classes))
            }
            chain = try (0 ..< classes.count).map { item in
                let member = try plist.object(plist.reference(item, of: classes))
                guard member.isString else {
                    throw KeyedArchiveError(.corrupt, "corrupt keyed archive: $classes of class descriptor \(uid.value) contains \(member.kindWithArticle)",
                                            at: .init(object: uid, key: KeyedArchiveKey.classes))
                }
                return try plist.string(member)
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
        let entry = try plist.object(plist.reference(uid.index, of: objects))
        if let scalar = try scalarValue(entry) { return scalar }
        switch entry.kind {
        case .dictionary:
            let infoIndex = classIndex[uid.index]
            guard infoIndex >= 0 else {
                let what = try plist.entry(KeyedArchiveKey.className, in: entry) != nil ? "a class descriptor" : "a dictionary without $class"
                throw KeyedArchiveError(.corrupt, "\(context()): \(uid) refers to \(what), not an object", at: position)
            }
            // NSKeyedArchiver stores an NSString as a plain string, but an NSMutableString (as Core
            // Data's store caches have them) as an object; either way the value is a string.
            if classInfos[Int(infoIndex)].isString, let string = try plainString(plist.entry(KeyedArchiveKey.string, in: entry)) {
                return .string(string)
            }
            return .object(ArchivedObject(archive: self, uid: uid, classIndex: infoIndex, fields: entry))
        case .unsignedInteger(let value):
            throw KeyedArchiveError(.corrupt, "\(context()): \(uid) is the number \(value), above the 64-bit signed range modelc decodes",
                                    at: position)
        default:
            throw KeyedArchiveError(.corrupt, "\(context()): \(uid) refers to a bare \(entry.kindName), which is not valid in $objects",
                                    at: position)
        }
    }

    /// The archived value of an inline scalar (`nil` for UIDs and containers, which need the
    /// archive, and for integers above `Int64.max`, which have no `ArchivedValue`).
    func scalarValue(_ object: BinaryPropertyList.Object) throws -> ArchivedValue? {
        switch object.kind {
        case .asciiString, .utf16String: return .string(try plist.string(object))
        case .integer(let v): return .integer(v)
        case .real(let v): return .real(v)
        case .boolean(let v): return .boolean(v)
        case .data: return .data(plist.data(object))
        case .date(let v): return .date(v)
        case .unsignedInteger, .uid, .array, .dictionary: return nil
        }
    }

    /// A string stored inline or as a plain `$objects` string; nil for anything else, so a
    /// malformed `NS.string` (an object, a cycle) leaves its owner an ordinary object.
    private func plainString(_ field: Int?) throws -> String? {
        guard let field else { return nil }
        let object = try plist.object(field)
        if object.isString { return try plist.string(object) }
        guard let uid = object.uidValue.map(UID.init), uid.index < objects.count else { return nil }
        let referenced = try plist.object(plist.reference(uid.index, of: objects))
        return referenced.isString ? try plist.string(referenced) : nil
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
            for field in try object.rawFields() where field.key != KeyedArchiveKey.class {
                let value = try plist.object(field.value)
                if let child = value.uidValue {
                    children.append(UID(child))
                } else if value.isArray {
                    for item in 0 ..< value.count {
                        if let child = try plist.object(plist.reference(item, of: value)).uidValue { children.append(UID(child)) }
                    }
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
