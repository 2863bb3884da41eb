import CompiledModel
import CoreDataModel
import Foundation
import KeyedArchive

/// Writes `.xcmappingmodel` documents as Xcode's mapping editor saves them — a Core Data XML
/// store of editor objects with both model snapshots embedded as archives of Xcode's internal
/// model classes — for tests that need a mapping model of a given shape.
public enum MappingFixtures {
    public struct Property: Sendable {
        public var name: String
        public var sourceKeyPath: String?
        public var sourceMappingName: String?
        /// A value expression typed in the editor (archived into `valueexpressiondata`).
        public var valueExpression: String?

        public init(_ name: String, sourceKeyPath: String? = nil, sourceMappingName: String? = nil, valueExpression: String? = nil) {
            self.name = name
            self.sourceKeyPath = sourceKeyPath
            self.sourceMappingName = sourceMappingName
            self.valueExpression = valueExpression
        }
    }

    public struct Entity: Sendable {
        public var source: String?
        public var destination: String?
        public var policy: String?
        public var filterPredicate: String?
        public var attributes: [Property]
        public var relationships: [Property]

        public init(source: String?, destination: String?, policy: String? = nil, filterPredicate: String? = nil,
                    attributes: [Property] = [], relationships: [Property] = []) {
            self.source = source
            self.destination = destination
            self.policy = policy
            self.filterPredicate = filterPredicate
            self.attributes = attributes
            self.relationships = relationships
        }
    }

    /// What the editor makes for two models: one mapping per destination entity (from the source
    /// entity of the same name when there is one), a property mapping per destination property.
    public static func defaultMappings(from source: ManagedObjectModel, to destination: ManagedObjectModel) -> [Entity] {
        destination.entities.sorted { $0.name < $1.name }.map { entity in
            Entity(source: source.entity(named: entity.name) == nil ? nil : entity.name, destination: entity.name,
                   attributes: entity.allProperties.filter { $0.kind.attribute != nil }.map { Property($0.name) },
                   relationships: entity.allProperties.filter { $0.kind.relationship != nil }.map { Property($0.name) })
        }
    }

    /// Writes `<folder>/<name>.xcmappingmodel/xcmapping.xml` and returns the `.xcmappingmodel` path.
    public static func write(named name: String, in folder: String, source: ManagedObjectModel, destination: ManagedObjectModel,
                             mappings: [Entity]) throws -> String {
        let bundle = folder + "/" + name + ".xcmappingmodel"
        try FileManager.default.createDirectory(atPath: bundle, withIntermediateDirectories: true)
        let text = try document(source: source, destination: destination, mappings: mappings)
        try Data(text.utf8).write(to: URL(fileURLWithPath: bundle + "/xcmapping.xml"))
        return bundle
    }

    /// The `xcmapping.xml` text.
    public static func document(source: ManagedObjectModel, destination: ManagedObjectModel, mappings: [Entity]) throws -> String {
        var objects: [String] = []
        var nextID = 100
        func newID() -> String { nextID += 1; return "z\(nextID)" }
        let modelID = newID()
        var entityIDs: [String] = []
        for (index, mapping) in mappings.enumerated() {
            let id = newID()
            entityIDs.append(id)
            var propertyIDs: [(relationship: Bool, id: String)] = []
            for (isRelationship, properties) in [(false, mapping.attributes), (true, mapping.relationships)] {
                for property in properties {
                    let propertyID = newID()
                    propertyIDs.append((isRelationship, propertyID))
                    var lines: [String] = []
                    if isRelationship { lines.append(attribute("autogenerateexpression", "bool", "1")) }
                    lines.append(attribute("name", "string", property.name))
                    if let keyPath = property.sourceKeyPath { lines.append(attribute("sourcekeypath", "string", keyPath)) }
                    if let named = property.sourceMappingName { lines.append(attribute("sourcemappingname", "string", named)) }
                    if let expression = property.valueExpression {
                        lines.append(attribute("valueexpressiondata", "binary", base64(try MappingModelEncoder.archivedExpression(expression))))
                    }
                    lines.append(relationship("entitymapping", "1/1", "XDDEVENTITYMAPPING", [id]))
                    objects.append(object(isRelationship ? "XDDEVRELATIONSHIPMAPPING" : "XDDEVATTRIBUTEMAPPING", propertyID, lines))
                }
            }
            var lines: [String] = []
            if let source = mapping.source { lines.append(attribute("sourcename", "string", source)) }
            lines.append(attribute("mappingtypename", "string", "Undefined"))
            lines.append(attribute("mappingnumber", "int16", String(index + 1)))
            if let destination = mapping.destination { lines.append(attribute("destinationname", "string", destination)) }
            lines.append(attribute("autogenerateexpression", "bool", "1"))
            if let policy = mapping.policy { lines.append(attribute("migrationpolicyclassname", "string", policy)) }
            if let filter = mapping.filterPredicate { lines.append(attribute("sourcefilterpredicatestring", "string", filter)) }
            lines.append(relationship("mappingmodel", "1/1", "XDDEVMAPPINGMODEL", [modelID]))
            // Listed in reverse: the editor's idrefs order carries no meaning.
            lines.append(relationship("attributemappings", "0/0", "XDDEVATTRIBUTEMAPPING", propertyIDs.filter { !$0.relationship }.map(\.id).reversed()))
            lines.append(relationship("relationshipmappings", "0/0", "XDDEVRELATIONSHIPMAPPING", propertyIDs.filter(\.relationship).map(\.id).reversed()))
            objects.append(object("XDDEVENTITYMAPPING", id, lines))
        }
        objects.append(object("XDDEVMAPPINGMODEL", modelID, [
            attribute("sourcemodelpath", "string", "Model.xcdatamodeld/Source.xcdatamodel"),
            attribute("sourcemodeldata", "binary", base64(try snapshot(source))),
            attribute("destinationmodelpath", "string", "Model.xcdatamodeld/Destination.xcdatamodel"),
            attribute("destinationmodeldata", "binary", base64(try snapshot(destination))),
            relationship("entitymappings", "0/0", "XDDEVENTITYMAPPING", entityIDs),
        ]))
        return """
            <?xml version="1.0" standalone="yes"?>
            <!DOCTYPE database SYSTEM "file:///System/Library/DTDs/CoreData.dtd">
            <database>
                <databaseInfo>
                    <version>134481920</version>
                    <UUID>00000000-0000-0000-0000-000000000000</UUID>
                    <nextObjectID>\(nextID + 1)</nextObjectID>
                </databaseInfo>

            """ + objects.joined() + "</database>\n"
    }

    private static func object(_ type: String, _ id: String, _ lines: [String]) -> String {
        "    <object type=\"\(type)\" id=\"\(id)\">\n" + lines.map { "        " + $0 + "\n" }.joined() + "    </object>\n"
    }

    private static func attribute(_ name: String, _ type: String, _ text: String) -> String {
        "<attribute name=\"\(name)\" type=\"\(type)\">\(escaped(text))</attribute>"
    }

    private static func relationship(_ name: String, _ type: String, _ destination: String, _ ids: [String]) -> String {
        "<relationship name=\"\(name)\" type=\"\(type)\" destination=\"\(destination)\" idrefs=\"\(ids.joined(separator: " "))\"></relationship>"
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    /// Base64 wrapped at 76 characters, as Xcode writes binary attributes.
    private static func base64(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString(options: [.lineLength76Characters, .endLineWithLineFeed]) + "\n"
    }

    // MARK: - Model snapshots

    /// `model` as an archive of Xcode's model classes: the UML graph whose stereotypes carry the
    /// Core Data settings.
    public static func snapshot(_ model: ManagedObjectModel) throws -> [UInt8] {
        let archive = KeyedArchiveEncoder()
        let root = archive.encodeObject(classChain: ["XDPMModel", "NSObject"]) { object in
            object.encodeReference(archive.encodeObject(classChain: ["XDModelPackage", "NSObject"]) { package in
                package.encodeReference(archive.encodeDictionary(classChain: FoundationClassChain.mutableDictionary) {
                    model.entities.map { entity in (archive.encodeString(entity.name), encode(entity, archive)) }
                }, forKey: "XDBucketForClassesstorage")
                package.encodeReference(archive.encodeString(""), forKey: "_name")
            }, forKey: "_xd_rootPackage")
            object.encodeReference(archive.encodeString(model.versionIdentifiers.sorted().first ?? ""), forKey: "_modelVersionIdentifier")
        }
        return try archive.finish(root: root)
    }

    private static func entityKey(_ name: String) -> ObjectKey { ObjectKey("entity", name) }
    private static func propertyKey(_ entity: String, _ name: String) -> ObjectKey { ObjectKey("property", entity + "." + name) }

    private static func encode(_ entity: EntityDescription, _ archive: KeyedArchiveEncoder) -> UID {
        archive.encodeObject(entityKey(entity.name), classChain: ["XDPMEntity", "NSObject"]) { object in
            object.encodeReference(archive.encodeString(entity.name), forKey: "_name")
            object.encode(entity.isAbstract, forKey: "_isAbstract")
            object.encodeReference(archive.encodeDictionary(classChain: FoundationClassChain.mutableDictionary) {
                entity.properties.map { property in (archive.encodeString(property.name), encode(property, in: entity, archive)) }
            }, forKey: "XDBucketForOwnedAttributesstorage")
            object.encodeReference(archive.encodeArray(classChain: FoundationClassChain.mutableArray) {
                guard let parent = entity.superentityName else { return [] }
                return [archive.encodeObject(classChain: ["XDUMLGeneralizationImp", "NSObject"]) { link in
                    link.encodeReference(archive.reserveUID(for: entityKey(parent)), forKey: "_general")
                    link.encodeReference(archive.reserveUID(for: entityKey(entity.name)), forKey: "_specific")
                }]
            }, forKey: "XDBucketForGeneralizationsstorage")
            var settings: [(String, TaggedValue)] = [
                ("XD_PSK_entityClassName", .string(entity.managedObjectClassName)),
                ("XD_PSK_isAbstract", .boolean(entity.isAbstract)),
                ("XD_PSK_elementID", .string(entity.renamingIdentifier)),
                ("XD_PSK_versionHashModifier", .string(entity.versionHashModifier)),
            ]
            if !entity.uniquenessConstraints.isEmpty { settings.append(("XDPMUniquenessConstraints", .groups(entity.uniquenessConstraints))) }
            object.encodeReference(stereotypes([("XD_PStereotype", settings)], archive), forKey: "XDBucketForStereotypesstorage")
        }
    }

    private enum TaggedValue {
        case string(String?)
        case boolean(Bool)
        case integer(Int)
        case reference(ObjectKey?)
        case groups([[String]])
    }

    private static func encode(_ property: PropertyDescription, in entity: EntityDescription, _ archive: KeyedArchiveEncoder) -> UID {
        let common: [(String, TaggedValue)] = [
            ("XD_PPSK_isOptional", .boolean(property.isOptional)),
            ("XD_PPSK_isTransient", .boolean(property.isTransient)),
            ("XD_PPSK_elementID", .string(property.renamingIdentifier)),
            ("XD_PPSK_versionHashModifier", .string(property.versionHashModifier)),
        ]
        var groups: [(String, [(String, TaggedValue)])] = [("XD_PPropStereotype", common)]
        let className: String
        if let attribute = property.kind.attribute {
            className = "XDPMAttribute"
            groups.append(("XD_PAtt_Stereotype", [
                ("XD_PAttK_attributeType", .integer(attribute.attributeType.rawValue)),
                ("XD_PAttK_allowsExternalBinaryDataStorage", .boolean(attribute.allowsExternalBinaryDataStorage)),
            ]))
        } else if let relationship = property.kind.relationship {
            className = "XDPMRelationship"
            let inverseEntity = relationship.inverseEntityName ?? relationship.destinationEntityName
            groups.append(("XD_PR_Stereotype", [
                ("XD_PRK_destination", .reference(entityKey(relationship.destinationEntityName))),
                ("XD_PRK_inverseRelationship", .reference(relationship.inverseName.map { propertyKey(inverseEntity, $0) })),
                ("XD_PRK_isToMany", .boolean(relationship.isToMany)),
                ("XD_PRK_minCount", .integer(relationship.minCount)),
                ("XD_PRK_maxCount", .integer(relationship.maxCount)),
                ("XD_PRK_ordered", .boolean(relationship.isOrdered)),
                ("XD_PRK_deleteRule", .integer(relationship.deleteRule.rawValue)),
            ]))
        } else {
            className = "XDPMFetchedProperty"
        }
        return archive.encodeObject(propertyKey(entity.name, property.name), classChain: [className, "NSObject"]) { object in
            object.encodeReference(archive.encodeString(property.name), forKey: "_name")
            object.encodeReference(archive.reserveUID(for: entityKey(entity.name)), forKey: "_owner")
            object.encodeReference(stereotypes(groups, archive), forKey: "XDBucketForStereotypesstorage")
        }
    }

    private static func stereotypes(_ groups: [(String, [(String, TaggedValue)])], _ archive: KeyedArchiveEncoder) -> UID {
        archive.encodeDictionary(classChain: FoundationClassChain.mutableDictionary) {
            groups.map { name, settings in
                (archive.encodeString(name), archive.encodeObject(classChain: ["XDUMLStereotypeImp", "NSObject"]) { stereotype in
                    stereotype.encodeReference(archive.encodeDictionary(classChain: FoundationClassChain.mutableDictionary) {
                        settings.map { key, value in
                            (archive.encodeString(key), archive.encodeObject(classChain: ["XDUMLPropertyImp", "NSObject"]) { tagged in
                                tagged.encodeReference(archive.encodeString(key), forKey: "_name")
                                tagged.encodeReference(encode(value, archive), forKey: "_default")
                            })
                        }
                    }, forKey: "XDBucketForOwnedAttributesstorage")
                })
            }
        }
    }

    private static func encode(_ value: TaggedValue, _ archive: KeyedArchiveEncoder) -> UID {
        switch value {
        case .string(let text): return text.map { archive.encodeString($0) } ?? .null
        case .boolean(let flag): return archive.encodeInline(.boolean(flag))
        case .integer(let number): return archive.encodeInline(.integer(Int64(number)))
        case .reference(let key): return key.map { archive.reserveUID(for: $0) } ?? .null
        case .groups(let groups):
            return archive.encodeArray { groups.map { group in archive.encodeArray { group.map { archive.encodeString($0) } } } }
        }
    }
}
