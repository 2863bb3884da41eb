import CoreDataStore
import KeyedArchive

/// A momc-style `.mom` archive in the form Core Data archives at run time (a store's
/// `Z_MODELCACHE`), and archives altered the ways real caches differ: app classes, mutable
/// strings. Works on the property list, so it knows nothing of the loader it tests.
public enum RuntimeArchive {
    public enum InheritedForm { case copies, proxies }

    public struct Failure: Error { public var message: String }

    /// The store writer's own conversion (CoreDataStore's `RuntimeModelArchive`), in either form.
    public static func convert(_ mom: [UInt8], inherited: InheritedForm) throws -> [UInt8] {
        try RuntimeModelArchive.convert(mom, inherited: inherited == .copies ? .copies : .proxies)
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
