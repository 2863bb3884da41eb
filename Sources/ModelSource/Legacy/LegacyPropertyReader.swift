import CoreDataModel
import KeyedArchive

/// Reads one property element of an entity's member bucket: `XDPMAttribute`, `XDPMRelationship`
/// or `XDPMFetchedProperty`, with the settings their stereotypes carry.
enum LegacyPropertyReader {
    /// The property, or nil after an error diagnostic (unknown type code, no destination, …).
    /// Archive-level damage (wrong classes, dangling references) throws.
    static func read(_ object: ArchivedObject, entity: String, location: SourceLocation,
                     diagnostics: inout [Diagnostic]) throws -> PropertyDescription? {
        let element = try LegacyElement(object)
        let label = "\(entity).\(element.name)"
        let property: PropertyDescription?
        if object.isKind(of: "XDPMAttribute") {
            property = try readAttribute(element, label: label, location: location, diagnostics: &diagnostics)
        } else if object.isKind(of: "XDPMRelationship") {
            property = try readRelationship(element, label: label, location: location, diagnostics: &diagnostics)
        } else if object.isKind(of: "XDPMFetchedProperty") {
            property = try LegacyFetchRequestReader.readFetchedProperty(element, label: label, location: location,
                                                                        diagnostics: &diagnostics)
        } else {
            throw LegacyArchiveError("property '\(label)' is an object of unknown class \(object.className)")
        }
        guard let property else { return nil }
        try applyCommonSettings(element, to: property, label: label)
        property.sourceLocation = location
        return property
    }

    /// `XD_PPSK_*`: the settings every property kind shares (the XML's `optional`, `transient`, …).
    private static func applyCommonSettings(_ element: LegacyElement, to property: PropertyDescription, label: String) throws {
        property.isOptional = try element.flag("XD_PPSK_isOptional")
        property.isTransient = try element.flag("XD_PPSK_isTransient")
        property.isIndexedBySpotlight = try element.flag("XD_PPSK_isSpotlightIndexed")
        property.isStoredInExternalRecord = try element.flag("XD_PPSK_isStoredInTruthFile")
        property.renamingIdentifier = try element.text("XD_PPSK_elementID")
        property.versionHashModifier = try element.text("XD_PPSK_versionHashModifier")
        property.userInfo = try LegacyValues.userInfo(element.settings["XD_PPSK_userInfo"], owner: "'\(label)'")
    }

    private static func readAttribute(_ element: LegacyElement, label: String, location: SourceLocation,
                                      diagnostics: inout [Diagnostic]) throws -> AttributeDescription? {
        let code = try element.integer("XD_PAttK_attributeType") ?? 0
        guard let type = AttributeType(rawValue: Int(truncatingIfNeeded: code)), type != .composite else {
            diagnostics.append(LegacyMessage.unknownAttributeType(owner: label, code: code).diagnostic(at: location))
            return nil
        }
        let attribute = AttributeDescription(name: element.name, type: type)
        attribute.isIndexed = try element.flag("XD_PPSK_isIndexed")
        attribute.allowsExternalBinaryDataStorage = try element.flag("XD_PAttK_allowsExternalBinaryDataStorage")
        attribute.regularExpression = try element.text("XD_PAttK_regularExpressionString")
        attribute.valueTransformerName = try element.text("XD_PAttK_valueTransformerName")
        if let text = try element.text("XD_PAttK_defaultValueAsString") {
            attribute.defaultValue = LegacyAttributeValues.defaultValue(text, type: type, label: label, location: location,
                                                                        diagnostics: &diagnostics)
        }
        for (which, key) in [("min", "XD_PAttK_minValueString"), ("max", "XD_PAttK_maxValueString")] {
            guard let text = try element.text(key) else { continue }
            let bound = LegacyAttributeValues.bound(text, which: which, type: type, label: label, location: location,
                                                    diagnostics: &diagnostics)
            if which == "min" { attribute.minValue = bound } else { attribute.maxValue = bound }
        }
        return attribute
    }

    private static func readRelationship(_ element: LegacyElement, label: String, location: SourceLocation,
                                         diagnostics: inout [Diagnostic]) throws -> RelationshipDescription? {
        guard let destination = try element.reference("XD_PRK_destination") else {
            diagnostics.append(SourceMessage.missingDestination(owner: label).diagnostic(at: location))
            return nil
        }
        guard destination.isKind(of: "XDPMEntity"), let destinationName = try destination.string(forKey: "_name") else {
            throw LegacyArchiveError("destination of '\(label)' is \(destination.contextDescription), not a named entity")
        }
        let ruleCode = try element.integer("XD_PRK_deleteRule") ?? Int64(DeleteRule.nullify.rawValue)
        guard let rule = DeleteRule(rawValue: Int(truncatingIfNeeded: ruleCode)) else {
            diagnostics.append(LegacyMessage.unknownDeleteRule(owner: label, code: ruleCode).diagnostic(at: location))
            return nil
        }
        let relationship = RelationshipDescription(name: element.name, destination: destinationName)
        relationship.deleteRule = rule
        relationship.isOrdered = try element.flag("XD_PRK_ordered")
        relationship.isIndexed = try element.flag("XD_PPSK_isIndexed")
        if let inverse = try element.reference("XD_PRK_inverseRelationship") {
            guard inverse.isKind(of: "XDPMRelationship"), let inverseName = try inverse.string(forKey: "_name") else {
                throw LegacyArchiveError("inverse of '\(label)' is \(inverse.contextDescription), not a relationship")
            }
            relationship.inverseName = inverseName
            if let owner = try inverse.object(forKey: "_owner"), owner.isKind(of: "XDPMEntity") {
                relationship.inverseEntityName = try owner.string(forKey: "_name")
            }
        }
        relationship.minCount = Int(clamping: max(0, try element.integer("XD_PRK_minCount") ?? 0))
        let written = try element.integer("XD_PRK_maxCount").map { Int(clamping: $0) }
        // As in the XML: to-many without a count (or a negative one) is unbounded; to-one is 1.
        if let written, written < 0 {
            relationship.maxCount = 0
        } else if try element.flag("XD_PRK_isToMany") {
            relationship.maxCount = written ?? 0
        } else {
            relationship.maxCount = written ?? 1
        }
        return relationship
    }
}
