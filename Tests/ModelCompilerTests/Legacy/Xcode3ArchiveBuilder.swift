import KeyedArchive

/// Writes small Xcode 3 `elements` archives shaped like the real ones (an `XDPMModel` root, an
/// `XDModelPackage` holding `XDPMEntity` elements, settings as stereotype tagged values), so that
/// the reader is tested on every feature — also those no public file shows — and on hostile
/// variants, without copying any real file into the repository.
struct Xcode3ArchiveBuilder: Sendable {
    indirect enum Value: Sendable {
        case bool(Bool)
        case int(Int64)
        case real(Double)
        case text(String)
        case null
        case entity(String)
        case property(entity: String, name: String)
        case dictionary([(String, Value)])
        case array([Value])
        /// A dictionary whose only value is the dictionary itself (a cycle).
        case selfContainingDictionary
        /// An object of a class the reader does not know.
        case object(className: String)
    }

    struct Property: Sendable {
        var name: String
        var className: String
        var settings: [(String, Value)]
    }

    struct Entity: Sendable {
        var name: String
        var parent: String? = nil
        var settings: [(String, Value)]
        var properties: [Property]
        /// A generalization whose parent is `$null`, as Xcode 3 leaves behind when the parent
        /// entity was removed (used when `parent` is nil).
        var keepsRemovedParent = false
    }

    var entities: [Entity]
    var rootClassName = "XDPMModel"
    var configurations: [(String, [String])] = []
    var modelVersionIdentifier: String? = nil

    func archive() throws -> [UInt8] {
        let encoder = KeyedArchiveEncoder()
        let root = encoder.encodeObject(ObjectKey("model", ""), classChain: [rootClassName, "NSObject"]) { model in
            model.encodeReference(encoder.reserveUID(for: ObjectKey("package", "")), forKey: "_xd_rootPackage")
            model.encodeReference(modelVersionIdentifier.map { encoder.encodeString($0) } ?? .null, forKey: "_modelVersionIdentifier")
            let configurationsUID = encoder.encodeDictionary {
                configurations.map { name, members in
                    (encoder.encodeString(name), encoder.encodeArray { members.map { encoder.reserveUID(for: ObjectKey("entity", $0)) } })
                }
            }
            model.encodeReference(configurationsUID, forKey: "_configurationsByName")
        }
        encoder.encodeObject(ObjectKey("package", ""), classChain: ["XDModelPackage", "NSObject"]) { package in
            package.encodeReference(encoder.encodeString(""), forKey: "_name")
            package.encodeReference(root, forKey: "_xd_owningModel")
            let classes = encoder.encodeDictionary {
                entities.map { (encoder.encodeString($0.name), encoder.reserveUID(for: ObjectKey("entity", $0.name))) }
            }
            package.encodeReference(classes, forKey: "XDBucketForClassesstorage")
        }
        for entity in entities {
            encoder.encodeObject(ObjectKey("entity", entity.name), classChain: ["XDPMEntity", "XDUMLClassImp", "NSObject"]) { object in
                object.encodeReference(encoder.encodeString(entity.name), forKey: "_name")
                object.encodeReference(encoder.reserveUID(for: ObjectKey("package", "")), forKey: "_owner")
                object.encodeReference(stereotypes("XD_PStereotype", entity.settings, encoder), forKey: "XDBucketForStereotypesstorage")
                let members = encoder.encodeDictionary {
                    entity.properties.map { property in
                        (encoder.encodeString(property.name),
                         encoder.reserveUID(for: ObjectKey("property", entity.name + "." + property.name)))
                    }
                }
                object.encodeReference(members, forKey: "XDBucketForOwnedAttributesstorage")
                let generalizations = encoder.encodeArray {
                    guard entity.parent != nil || entity.keepsRemovedParent else { return [] }
                    let general = entity.parent.map { encoder.reserveUID(for: ObjectKey("entity", $0)) } ?? .null
                    return [generalization(general: general, specific: entity.name, encoder)]
                }
                object.encodeReference(generalizations, forKey: "XDBucketForGeneralizationsstorage")
            }
            for property in entity.properties {
                encoder.encodeObject(ObjectKey("property", entity.name + "." + property.name),
                                     classChain: [property.className, "XDUMLPropertyImp", "NSObject"]) { object in
                    object.encodeReference(encoder.encodeString(property.name), forKey: "_name")
                    object.encodeReference(encoder.reserveUID(for: ObjectKey("entity", entity.name)), forKey: "_owner")
                    object.encodeReference(stereotypes("XD_PPropStereotype", property.settings, encoder),
                                           forKey: "XDBucketForStereotypesstorage")
                }
            }
        }
        return try encoder.finish(root: root)
    }

    /// An `XDUMLGeneralizationImp` with the fields Xcode 3 writes: no name, the child as both
    /// `_specific` and `_owner`, a numeric element ID and the parent as `_general`.
    private func generalization(general: UID, specific: String, _ encoder: KeyedArchiveEncoder) -> UID {
        encoder.encodeObject(classChain: ["XDUMLGeneralizationImp", "XDUMLNamedElementImp", "XDUMLElementImp", "NSObject"]) { object in
            object.encodeReference(.null, forKey: "_name")
            object.encodeReference(encoder.reserveUID(for: ObjectKey("entity", specific)), forKey: "_specific")
            object.encodeReference(encoder.reserveUID(for: ObjectKey("entity", specific)), forKey: "_owner")
            object.encodeReference(encoder.encodeInline(.integer(Int64(648_790_000 + specific.utf8.count))), forKey: "_uniqueElementID")
            object.encodeReference(general, forKey: "_general")
            object.encodeReference(encoder.encodeInline(.integer(0)), forKey: "_visibility")
        }
    }

    /// One stereotype holding every setting as a tagged value (`XDUMLPropertyImp._default`).
    private func stereotypes(_ name: String, _ settings: [(String, Value)], _ encoder: KeyedArchiveEncoder) -> UID {
        encoder.encodeDictionary {
            let stereotype = encoder.encodeObject(classChain: ["XDUMLStereotypeImp", "NSObject"]) { object in
                object.encodeReference(encoder.encodeString(name), forKey: "_name")
                let tagged = encoder.encodeDictionary {
                    settings.map { key, value in
                        let uid = encoder.encodeObject(classChain: ["XDUMLPropertyImp", "NSObject"]) { property in
                            property.encodeReference(encoder.encodeString(key), forKey: "_name")
                            property.encodeReference(encode(value, encoder), forKey: "_default")
                        }
                        return (encoder.encodeString(key), uid)
                    }
                }
                object.encodeReference(tagged, forKey: "XDBucketForOwnedAttributesstorage")
            }
            return [(encoder.encodeString(name), stereotype)]
        }
    }

    private func encode(_ value: Value, _ encoder: KeyedArchiveEncoder) -> UID {
        switch value {
        case .bool(let flag): return encoder.encodeInline(.boolean(flag))
        case .int(let number): return encoder.encodeInline(.integer(number))
        case .real(let number): return encoder.encodeInline(.real(number))
        case .text(let text): return encoder.encodeString(text)
        case .null: return .null
        case .entity(let name): return encoder.reserveUID(for: ObjectKey("entity", name))
        case .property(let entity, let name): return encoder.reserveUID(for: ObjectKey("property", entity + "." + name))
        case .dictionary(let entries):
            return encoder.encodeDictionary { entries.map { (encoder.encodeString($0.0), encode($0.1, encoder)) } }
        case .array(let items):
            return encoder.encodeArray { items.map { encode($0, encoder) } }
        case .selfContainingDictionary:
            let key = ObjectKey("cycle", "")
            return encoder.encodeDictionary(key) { [(encoder.encodeString("self"), encoder.reserveUID(for: key))] }
        case .object(let className):
            return encoder.encodeObject(classChain: [className, "NSObject"]) { _ in }
        }
    }
}
