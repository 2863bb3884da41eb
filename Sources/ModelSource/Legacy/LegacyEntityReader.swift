import CoreDataModel
import KeyedArchive

/// Reads one `XDPMEntity`: its `XD_PSK_*` settings, its superentity (a UML generalization) and
/// its properties (the entity's member bucket), plus the fetch request templates Xcode 3 kept
/// on entities.
enum LegacyEntityReader {
    static let generalizationsKey = "XDBucketForGeneralizationsstorage"

    static func read(_ object: ArchivedObject, location: SourceLocation,
                     diagnostics: inout [Diagnostic]) throws -> (entity: EntityDescription, templates: [FetchRequest]) {
        guard object.isKind(of: "XDPMEntity") else {
            throw LegacyArchiveError("\(object.contextDescription) is listed as an entity but is not an XDPMEntity")
        }
        let element = try LegacyElement(object)
        let entity = EntityDescription(name: element.name)
        entity.sourceLocation = location
        entity.managedObjectClassName = try element.text("XD_PSK_entityClassName")
        entity.isAbstract = try element.flag("XD_PSK_isAbstract") || (object.bool(forKey: "_isAbstract") ?? false)
        entity.renamingIdentifier = try element.text("XD_PSK_elementID")
        entity.versionHashModifier = try element.text("XD_PSK_versionHashModifier")
        entity.userInfo = try LegacyValues.userInfo(element.settings["XD_PSK_userInfo"], owner: "entity '\(element.name)'")
        entity.superentityName = try superentityName(of: object, entity: element.name, location: location,
                                                     diagnostics: &diagnostics)
        entity.compoundIndexes = try lateGroups(LegacyUnverifiedChoices.compoundIndexesKey, object, element)
        entity.uniquenessConstraints = try lateGroups(LegacyUnverifiedChoices.uniquenessConstraintsKey, object, element)

        let members = try LegacyElement.members(of: object, key: LegacyElement.ownedMembersKey)
        for (key, member) in members.sorted(by: { $0.key < $1.key }) {
            guard let member = member?.objectValue else {
                throw LegacyArchiveError("property '\(element.name).\(key)' is not an object")
            }
            if let property = try LegacyPropertyReader.read(member, entity: element.name, location: location,
                                                            diagnostics: &diagnostics) {
                entity.addProperty(property)
            }
        }
        let templates = try LegacyFetchRequestReader.readTemplates(element.settings["XD_PSK_fetchRequestsArray"],
                                                                  entity: element.name, location: location,
                                                                  diagnostics: &diagnostics)
        return (entity, templates)
    }

    /// The `_general` entity of the entity's generalization (Xcode 3 allowed one parent). Xcode 3
    /// leaves a generalization behind with a `$null` parent (after the parent was removed): the
    /// entity has no parent then, which is said in a warning.
    private static func superentityName(of object: ArchivedObject, entity: String, location: SourceLocation,
                                        diagnostics: inout [Diagnostic]) throws -> String? {
        guard let value = try object.value(forKey: generalizationsKey) else { return nil }
        for generalization in try LegacyValues.elements(of: value, owner: "generalizations of '\(entity)'") {
            guard let generalization = generalization?.objectValue,
                  generalization.isKind(of: "XDUMLGeneralizationImp") else {
                throw LegacyArchiveError("a generalization of '\(entity)' is not an XDUMLGeneralizationImp")
            }
            guard let general = try generalization.object(forKey: "_general") else {
                diagnostics.append(LegacyMessage.generalizationWithoutParent(entity: entity).diagnostic(at: location))
                continue
            }
            guard general.isKind(of: "XDPMEntity"), let name = try general.string(forKey: "_name") else {
                throw LegacyArchiveError("the generalization of '\(entity)' names no parent entity")
            }
            return name
        }
        return nil
    }

    private static func lateGroups(_ key: String, _ object: ArchivedObject, _ element: LegacyElement) throws -> [[String]] {
        let value = try object.value(forKey: key) ?? element.settings[key]
        return try LegacyValues.nameGroups(value, owner: "\(key) of '\(element.name)'")
    }
}
