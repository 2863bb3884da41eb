import KeyedArchive

/// Turns a momc-style model archive into the form Core Data archives at run time, as a store's
/// `Z_MODELCACHE` holds it: `NSEntities` as an `NSKnownKeysDictionary1`, and each sub-entity's
/// `NSProperties` repeating every inherited property — as full copies whose `NSEntity` is the
/// sub-entity (what the newest stores hold), or as `_NSPropertyDescriptionProxy` objects (some
/// 2016 caches). Works on the property list, so it does not depend on how the archive was made.
package enum RuntimeModelArchive {
    package enum InheritedForm: Sendable { case copies, proxies }

    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// The key-order token Core Data writes into every `NSKnownKeysDictionary1`.
    static let emptySlotToken = "__empty_slot_token_4c24_98dc_ac1e_b773__"

    package static func convert(_ mom: [UInt8], inherited: InheritedForm = .copies) throws -> [UInt8] {
        guard case .dictionary(var top) = try BinaryPropertyListReader.decode(mom),
              let objectsIndex = top.firstIndex(where: { $0.key == "$objects" }),
              case .array(var objects) = top[objectsIndex].value,
              let root = top.first(where: { $0.key == "$top" })?.value["root"]?.uidValue else {
            throw Failure(description: "not a keyed archive")
        }
        func field(_ index: Int, _ key: String) -> PropertyListValue? {
            objects.indices.contains(index) ? objects[index][key] : nil
        }
        func setField(_ index: Int, _ key: String, _ value: PropertyListValue) {
            guard objects.indices.contains(index), case .dictionary(var fields) = objects[index] else { return }
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
            throw Failure(description: "the archive has no NSEntities dictionary")
        }
        // Inherited properties, parents first so each sub-entity sees its parent's full list.
        let entityIndexes = entityValues.compactMap { $0.uidValue?.index }
        var expanded: Set<Int> = []
        let proxyClass = inherited == .proxies ? classDescriptor(["_NSPropertyDescriptionProxy", "NSObject"]) : .uid(UID(0))
        func expand(_ entity: Int) {
            guard expanded.insert(entity).inserted else { return }
            guard let parent = field(entity, "NSSuperentity")?.uidValue, parent.index != 0 else { return }
            expand(parent.index)
            guard let parentProperties = field(parent.index, "NSProperties")?.uidValue,
                  let ownProperties = field(entity, "NSProperties")?.uidValue,
                  let inheritedKeys = field(parentProperties.index, "NS.keys")?.arrayValue,
                  let inheritedValues = field(parentProperties.index, "NS.objects")?.arrayValue,
                  var keys = field(ownProperties.index, "NS.keys")?.arrayValue,
                  var values = field(ownProperties.index, "NS.objects")?.arrayValue else { return }
            for (key, value) in zip(inheritedKeys, inheritedValues) {
                guard let property = value.uidValue, objects.indices.contains(property.index) else { continue }
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
        let token = append(.string(emptySlotToken))
        objects[entitiesUID.index] = .dictionary([
            ("$class", classDescriptor(["NSKnownKeysDictionary1", "NSKnownKeysDictionary", "NSMutableDictionary", "NSDictionary", "NSObject"])),
            ("searchMapping", mapping), ("values", valuesArray), ("emptyToken", token), ("version", .integer(1)),
        ])
        top[objectsIndex].value = .array(objects)
        return BinaryPropertyListWriter.encode(.dictionary(top))
    }
}
