import KeyedArchive

/// Turns a momc-style `.mom` archive into the form Core Data archives at run time, as found in a
/// store's `Z_MODELCACHE` (Documentation/Formats.md "Stores"): `NSEntities` as an
/// `NSKnownKeysDictionary1`, and each sub-entity's `NSProperties` repeating every inherited
/// property — as full copies whose `NSEntity` is the sub-entity, or as `_NSPropertyDescriptionProxy`
/// objects. Works on the property list, so it knows nothing of the loader it tests.
public enum RuntimeArchive {
    public enum InheritedForm { case copies, proxies }

    public struct Failure: Error { public var message: String }

    public static func convert(_ mom: [UInt8], inherited: InheritedForm) throws -> [UInt8] {
        guard case .dictionary(var top) = try BinaryPropertyListReader.decode(mom),
              let objectsIndex = top.firstIndex(where: { $0.key == "$objects" }),
              case .array(var objects) = top[objectsIndex].value,
              let root = top.first(where: { $0.key == "$top" })?.value["root"]?.uidValue else {
            throw Failure(message: "not a keyed archive")
        }
        func field(_ index: Int, _ key: String) -> PropertyListValue? { objects[index][key] }
        func setField(_ index: Int, _ key: String, _ value: PropertyListValue) {
            guard case .dictionary(var fields) = objects[index] else { return }
            if let position = fields.firstIndex(where: { $0.key == key }) { fields[position].value = value } else { fields.append((key, value)) }
            objects[index] = .dictionary(fields)
        }
        func append(_ value: PropertyListValue) -> PropertyListValue {
            objects.append(value)
            return .uid(UID(UInt32(objects.count - 1)))
        }
        func classDescriptor(_ chain: [String]) -> PropertyListValue {
            append(.dictionary([("$classname", .string(chain[0])), ("$classes", .array(chain.map(PropertyListValue.string)))]))
        }

        guard let entitiesUID = field(root.index, "NSEntities")?.uidValue,
              let entityKeys = field(entitiesUID.index, "NS.keys")?.arrayValue,
              let entityValues = field(entitiesUID.index, "NS.objects")?.arrayValue else {
            throw Failure(message: "no NSEntities dictionary")
        }
        // Inherited properties, parents first so each sub-entity sees its parent's full list.
        let entityIndexes = entityValues.compactMap { $0.uidValue?.index }
        var expanded: Set<Int> = []
        let proxyClass = inherited == .proxies ? classDescriptor(["_NSPropertyDescriptionProxy", "NSObject"]) : .uid(UID(0))
        func expand(_ entity: Int) {
            guard !expanded.contains(entity) else { return }
            expanded.insert(entity)
            guard let parent = field(entity, "NSSuperentity")?.uidValue, parent.index != 0 else { return }
            expand(parent.index)
            guard let parentProperties = field(parent.index, "NSProperties")?.uidValue,
                  let ownProperties = field(entity, "NSProperties")?.uidValue,
                  let inheritedKeys = field(parentProperties.index, "NS.keys")?.arrayValue,
                  let inheritedValues = field(parentProperties.index, "NS.objects")?.arrayValue,
                  var keys = field(ownProperties.index, "NS.keys")?.arrayValue,
                  var values = field(ownProperties.index, "NS.objects")?.arrayValue else { return }
            for (key, value) in zip(inheritedKeys, inheritedValues) {
                guard let property = value.uidValue else { continue }
                keys.append(key)
                switch inherited {
                case .copies:
                    let copy = append(objects[property.index])
                    if let copyIndex = copy.uidValue?.index { setField(copyIndex, "NSEntity", .uid(UID(UInt32(entity)))) }
                    values.append(copy)
                case .proxies:
                    values.append(append(.dictionary([
                        ("$class", proxyClass), ("NSUnderlyingProperty", .uid(property)),
                        ("NSEntityDescription", .uid(UID(UInt32(entity)))), ("NSReferenceID", .integer(Int64(values.count))),
                    ])))
                }
            }
            setField(ownProperties.index, "NS.keys", .array(keys))
            setField(ownProperties.index, "NS.objects", .array(values))
        }
        entityIndexes.forEach(expand)

        let arrayClass = classDescriptor(["NSArray", "NSObject"])
        let keysArray = append(.dictionary([("$class", arrayClass), ("NS.objects", .array(entityKeys))]))
        let valuesArray = append(.dictionary([("$class", arrayClass), ("NS.objects", .array(entityValues))]))
        let mapping = append(.dictionary([
            ("$class", classDescriptor(["NSKnownKeysMappingStrategy1", "NSKnownKeysMappingStrategy", "NSObject"])),
            ("keys", keysArray), ("length", .integer(Int64(entityKeys.count))), ("version", .integer(1)),
        ]))
        let token = append(.string("__empty_slot_token_4c24_98dc_ac1e_b773__"))
        objects[entitiesUID.index] = .dictionary([
            ("$class", classDescriptor(["NSKnownKeysDictionary1", "NSKnownKeysDictionary", "NSMutableDictionary", "NSDictionary", "NSObject"])),
            ("searchMapping", mapping), ("values", valuesArray), ("emptyToken", token), ("version", .integer(1)),
        ])
        top[objectsIndex].value = .array(objects)
        return BinaryPropertyListWriter.encode(.dictionary(top))
    }
}

extension RuntimeArchive {
    /// Gives the first Transformable attribute a default value of an app's own class (`className`,
    /// with one string field), as a store's cache can hold and no loader knows.
    public static func injectingAppClassDefault(_ archive: [UInt8], className: String) throws -> [UInt8] {
        guard case .dictionary(var top) = try BinaryPropertyListReader.decode(archive),
              let objectsIndex = top.firstIndex(where: { $0.key == "$objects" }),
              case .array(var objects) = top[objectsIndex].value else { throw Failure(message: "not a keyed archive") }
        guard let attribute = objects.firstIndex(where: { $0["NSAttributeType"]?.integerValue == 1800 }),
              case .dictionary(var fields) = objects[attribute] else { throw Failure(message: "no Transformable attribute") }
        objects.append(.dictionary([("$classname", .string(className)), ("$classes", .array([.string(className), .string("NSObject")]))]))
        let descriptor = UID(UInt32(objects.count - 1))
        objects.append(.string("Cover of the first edition"))
        let title = UID(UInt32(objects.count - 1))
        objects.append(.dictionary([("$class", .uid(descriptor)), ("title", .uid(title))]))
        let value = UID(UInt32(objects.count - 1))
        fields.removeAll { $0.key == "NSDefaultValue" }
        fields.append(("NSDefaultValue", .uid(value)))
        objects[attribute] = .dictionary(fields)
        top[objectsIndex].value = .array(objects)
        return BinaryPropertyListWriter.encode(.dictionary(top))
    }
}

extension RuntimeArchive {
    /// Puts an object of an app's own class (`className`) into the first entity's user info under
    /// `key`, as a model built in code can.
    public static func injectingUserInfoObject(_ archive: [UInt8], key: String, className: String) throws -> [UInt8] {
        guard case .dictionary(var top) = try BinaryPropertyListReader.decode(archive),
              let objectsIndex = top.firstIndex(where: { $0.key == "$objects" }),
              case .array(var objects) = top[objectsIndex].value else { throw Failure(message: "not a keyed archive") }
        guard let entity = objects.firstIndex(where: { $0["NSEntityName"] != nil }),
              let userInfo = objects[entity]["NSUserInfo"]?.uidValue,
              case .dictionary(var fields) = objects[userInfo.index],
              let keys = fields.first(where: { $0.key == "NS.keys" })?.value.arrayValue,
              let values = fields.first(where: { $0.key == "NS.objects" })?.value.arrayValue else {
            throw Failure(message: "no entity user info dictionary")
        }
        objects.append(.dictionary([("$classname", .string(className)), ("$classes", .array([.string(className), .string("NSObject")]))]))
        let descriptor = UID(UInt32(objects.count - 1))
        objects.append(.dictionary([("$class", .uid(descriptor))]))
        let value = UID(UInt32(objects.count - 1))
        objects.append(.string(key))
        let name = UID(UInt32(objects.count - 1))
        fields = fields.map { field in
            switch field.key {
            case "NS.keys": return (field.key, .array(keys + [.uid(name)]))
            case "NS.objects": return (field.key, .array(values + [.uid(value)]))
            default: return field
            }
        }
        objects[userInfo.index] = .dictionary(fields)
        top[objectsIndex].value = .array(objects)
        return BinaryPropertyListWriter.encode(.dictionary(top))
    }
}

extension RuntimeArchive {
    /// Every string of `$objects` (names, keys, values) as an `NSMutableString {NS.string}` object,
    /// as store caches written by some Core Data versions hold them.
    public static func mutableStrings(_ archive: [UInt8]) throws -> [UInt8] {
        guard case .dictionary(var top) = try BinaryPropertyListReader.decode(archive),
              let objectsIndex = top.firstIndex(where: { $0.key == "$objects" }),
              case .array(var objects) = top[objectsIndex].value else { throw Failure(message: "not a keyed archive") }
        objects.append(.dictionary([("$classname", .string("NSMutableString")),
                                    ("$classes", .array([.string("NSMutableString"), .string("NSString"), .string("NSObject")]))]))
        let descriptor = UID(UInt32(objects.count - 1))
        for index in objects.indices.dropFirst() {
            guard case .string(let string) = objects[index] else { continue }
            objects[index] = .dictionary([("$class", .uid(descriptor)), ("NS.string", .string(string))])
        }
        top[objectsIndex].value = .array(objects)
        return BinaryPropertyListWriter.encode(.dictionary(top))
    }
}
