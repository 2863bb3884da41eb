import CompiledModel
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
              let objectsIndex = top.firstIndex(where: { $0.key == KeyedArchiveKey.objects }),
              case .array(var objects) = top[objectsIndex].value,
              let root = top.first(where: { $0.key == KeyedArchiveKey.top })?.value[KeyedArchiveKey.root]?.uidValue else {
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
            append(.dictionary([(KeyedArchiveKey.className, .string(chain[0])), (KeyedArchiveKey.classes, .array(chain.map(PropertyListValue.string)))]))
        }

        guard let entitiesUID = field(root.index, ModelField.entities.key)?.uidValue,
              let entityKeys = field(entitiesUID.index, KeyedArchiveKey.collectionKeys)?.arrayValue,
              let entityValues = field(entitiesUID.index, KeyedArchiveKey.collectionObjects)?.arrayValue else {
            throw Failure(description: "the archive has no NSEntities dictionary")
        }
        // Inherited properties, parents first so each sub-entity sees its parent's full list.
        let entityIndexes = entityValues.compactMap { $0.uidValue?.index }
        var expanded: Set<Int> = []
        let proxyClass = inherited == .proxies ? classDescriptor(PropertyProxyField.classChain) : .uid(UID(0))
        func expand(_ entity: Int) {
            guard expanded.insert(entity).inserted else { return }
            guard let parent = field(entity, EntityField.superentity.key)?.uidValue, parent.index != 0 else { return }
            expand(parent.index)
            guard let parentProperties = field(parent.index, EntityField.properties.key)?.uidValue,
                  let ownProperties = field(entity, EntityField.properties.key)?.uidValue,
                  let inheritedKeys = field(parentProperties.index, KeyedArchiveKey.collectionKeys)?.arrayValue,
                  let inheritedValues = field(parentProperties.index, KeyedArchiveKey.collectionObjects)?.arrayValue,
                  var keys = field(ownProperties.index, KeyedArchiveKey.collectionKeys)?.arrayValue,
                  var values = field(ownProperties.index, KeyedArchiveKey.collectionObjects)?.arrayValue else { return }
            for (key, value) in zip(inheritedKeys, inheritedValues) {
                guard let property = value.uidValue, objects.indices.contains(property.index) else { continue }
                keys.append(key)
                switch inherited {
                case .copies:
                    let copy = append(objects[property.index])
                    if let copyIndex = copy.uidValue?.index { setField(copyIndex, PropertyField.entity.key, .uid(UID(UInt32(entity)))) }
                    values.append(copy)
                case .proxies:
                    values.append(append(.dictionary([
                        (KeyedArchiveKey.class, proxyClass), (PropertyProxyField.underlyingProperty.key, .uid(property)),
                        (PropertyProxyField.entity.key, .uid(UID(UInt32(entity)))), (PropertyProxyField.referenceID.key, .integer(Int64(values.count))),
                    ])))
                }
            }
            setField(ownProperties.index, KeyedArchiveKey.collectionKeys, .array(keys))
            setField(ownProperties.index, KeyedArchiveKey.collectionObjects, .array(values))
        }
        entityIndexes.forEach(expand)

        let arrayClass = classDescriptor(FoundationClassChain.array)
        let keysArray = append(.dictionary([(KeyedArchiveKey.class, arrayClass), (KeyedArchiveKey.collectionObjects, .array(entityKeys))]))
        let valuesArray = append(.dictionary([(KeyedArchiveKey.class, arrayClass), (KeyedArchiveKey.collectionObjects, .array(entityValues))]))
        let mapping = append(.dictionary([
            (KeyedArchiveKey.class, classDescriptor(KnownKeysMappingField.classChain)),
            (KnownKeysMappingField.keys.key, keysArray), (KnownKeysMappingField.length.key, .integer(Int64(entityKeys.count))),
            (KnownKeysMappingField.version.key, .integer(1)),
        ]))
        let token = append(.string(emptySlotToken))
        objects[entitiesUID.index] = .dictionary([
            (KeyedArchiveKey.class, classDescriptor(KnownKeysDictionaryField.classChain)),
            (KnownKeysDictionaryField.searchMapping.key, mapping), (KnownKeysDictionaryField.values.key, valuesArray),
            (KnownKeysDictionaryField.emptyToken.key, token), (KnownKeysDictionaryField.version.key, .integer(1)),
        ])
        top[objectsIndex].value = .array(objects)
        return BinaryPropertyListWriter.encode(.dictionary(top))
    }
}
