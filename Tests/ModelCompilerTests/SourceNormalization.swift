import CoreDataModel
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import PredicateSyntax

/// A `contents` document as a canonical tree for comparing a source with its decompiled
/// recompilation: whitespace, layout and attribute order ignored, and what compiling drops (editor
/// and code generation settings, `syncable`, values the reader ignores) left out. Every value is
/// spelled the way the reader reads it (booleans, numbers, cardinality, predicates canonically).
enum SourceNormalization {
    /// One line per element, indented by depth; children of unordered containers sorted.
    static func canonicalTree(_ data: Data) throws -> String {
        let document = try XMLDocument(data: data, options: [])
        guard let root = document.rootElement() else { return "" }
        return canonical(root, parent: nil).joined(separator: "\n")
    }

    /// Elements whose children keep their order (index columns, constraint members).
    private static let orderedContainers: Set<String> = ["fetchIndex", "compoundIndex", "uniquenessConstraint"]
    /// Attributes compiling drops (editor, code generation and Sync Services settings).
    private static let dropped: [String: Set<String>] = [
        "model": ["lastSavedToolsVersion", "systemVersion", "minimumToolsVersion", "sourceLanguage", "documentVersion", "name",
                  "macOSVersion", "iOSVersion", "usedWithSwiftData", "usedWithCloudKit"],
        "entity": ["syncable", "codeGenerationType"],
        "attribute": ["syncable", "usesScalarValueType"],
        "relationship": ["syncable"],
        "fetchedProperty": ["syncable"],
        "configuration": ["usedWithCloudKit"],
    ]
    private static let fetchFlagsDefaultingToYES: Set<String> = ["includeSubentities", "includesSubentities", "includePropertyValues",
                                                                 "includesPropertyValues", "includesPendingChanges", "includePendingChanges",
                                                                 "returnObjectsAsFaults", "returnsObjectsAsFaults"]
    private static let booleanAttributes: Set<String> = ["optional", "transient", "indexed", "spotlightIndexingEnabled", "storedInTruthFile",
                                                         "allowsExternalBinaryDataStorage", "allowsCloudEncryption", "preserveAfterDeletion",
                                                         "derived", "isAbstract", "ordered", "toMany", "returnDistinctResults",
                                                         "returnsDistinctResults"]

    private static func canonical(_ element: XMLElement, parent: XMLElement?) -> [String] {
        let name = element.name ?? ""
        if name == "elements" { return [] }   // diagram layout
        let attributes = normalizedAttributes(of: element, name: name)
        var children = (element.children ?? []).compactMap { $0 as? XMLElement }.map { canonical($0, parent: element) }
        if name == "userInfo", children.isEmpty { return [] }
        if !orderedContainers.contains(name) { children.sort { $0.joined(separator: "\n") < $1.joined(separator: "\n") } }
        let head = "<\(name)" + attributes.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value.debugDescription)" }.joined() + ">"
        return [head] + children.flatMap { $0.map { "    " + $0 } }
    }

    private static func normalizedAttributes(of element: XMLElement, name: String) -> [String: String] {
        var values: [String: String] = [:]
        for node in element.attributes ?? [] {
            guard let key = node.name, !(dropped[name]?.contains(key) ?? false) else { continue }
            values[key] = node.stringValue ?? ""
        }
        for key in Array(values.keys) where booleanAttributes.contains(key) {
            if values[key].map(isYES) == true { values[key] = "YES" } else { values[key] = nil }
        }
        switch name {
        case "entity", "attribute", "relationship", "fetchedProperty":
            if values["elementID"] == values["name"] || values["elementID"] == "" { values["elementID"] = nil }
            if values["versionHashModifier"] == "" { values["versionHashModifier"] = nil }
            if values["representedClassName"] == "" { values["representedClassName"] = nil }
            if values["parentEntity"] == "" { values["parentEntity"] = nil }
        default: break
        }
        // What the `.mom` cannot carry, so a decompiled source cannot have it either:
        switch name {
        case "composite":
            values["name"] = nil   // a composite definition's name is not archived (only its elements)
        case "relationship":
            values["indexed"] = nil   // the legacy index flag is archived for attributes only
        default: break
        }
        switch name {
        case "attribute": normalizeAttribute(&values)
        case "relationship": normalizeRelationship(&values)
        case "fetchRequest":
            for key in fetchFlagsDefaultingToYES where values[key] != nil {
                if values[key].map(isYES) == true { values[key] = nil } else { values[key] = "NO" }
            }
            if values["resultType"] == "0" { values["resultType"] = nil }
            // Core Data archives object-ID results without property values and dictionary results
            // without pending changes, whatever the source says.
            if values["resultType"] == "1" { values["includePropertyValues"] = nil; values["includesPropertyValues"] = nil }
            if values["resultType"] == "2" { values["includesPendingChanges"] = nil; values["includePendingChanges"] = nil }
            for key in ["fetchLimit", "fetchOffset", "fetchBatchSize"] where values[key].flatMap({ Int($0) }) ?? 0 <= 0 { values[key] = nil }
            canonicalizePredicate("predicateString", in: &values)
        case "fetchIndex":
            canonicalizePredicate("partialIndexPredicate", in: &values)
        case "model":
            if values["userDefinedModelVersionIdentifier"] == nil { values["userDefinedModelVersionIdentifier"] = "" }
        default: break
        }
        return values
    }

    private static func normalizeAttribute(_ values: inout [String: String]) {
        let type = values["attributeType"].flatMap(AttributeType.init(sourceName:)) ?? .undefined
        if type != .transformable || values["customClassName"] == "." { values["customClassName"] = nil }
        values["composite"] = nil   // the definition's name is not archived (see `<composite>`)
        // A custom value transformer hides the custom class in the archive (`$null`, as Apple's
        // momc writes it); NSSecureUnarchiveFromData and an empty name keep it.
        if let transformer = values["valueTransformerName"], !transformer.isEmpty,
           !["NSSecureUnarchiveFromData", "NSSecureUnarchiveFromDataTransformer", "NSSecureUnarchiveFromDataTransformerName"].contains(transformer) {
            values["customClassName"] = nil
        }
        if type == .date {
            for key in ["defaultValueString", "minValueString", "maxValueString"] { values[key] = nil }
            for key in ["defaultDateTimeInterval", "minDateTimeInterval", "maxDateTimeInterval"] {
                if let text = values[key] { values[key] = Double(text).map { "\($0)" } ?? text }
            }
        } else {
            for key in ["defaultDateTimeInterval", "minDateTimeInterval", "maxDateTimeInterval"] { values[key] = nil }
        }
        if let text = values["defaultValueString"] {
            switch type {
            case .string: break
            case .boolean: values["defaultValueString"] = text.isEmpty ? nil : (isYES(text) ? "YES" : "NO")
            case .integer16, .integer32, .integer64:
                // The reader drops (with a warning) a default that is not an integer, e.g. "0.0".
                values["defaultValueString"] = Int64(text.trimmingCharacters(in: .whitespaces)).map(String.init)
            case .decimal, .double, .float:
                values["defaultValueString"] = text.isEmpty ? nil : number(text)
            case .uuid:
                // The reader drops (with a warning) a default that is not a UUID, e.g. "empy".
                values["defaultValueString"] = UUID(uuidString: text.trimmingCharacters(in: .whitespaces))?.uuidString
            case .uri: if text.isEmpty { values["defaultValueString"] = nil }
            default: values["defaultValueString"] = nil
            }
        }
        for key in ["minValueString", "maxValueString"] {
            guard let text = values[key] else { continue }
            values[key] = text.isEmpty || !(type.isNumeric || type == .string) ? nil : number(text)
        }
        if values["regularExpressionString"] == "" { values["regularExpressionString"] = nil }
        if let expression = values["derivationExpression"] {
            values["derivationExpression"] = (try? parseExpression(expression).normalizedForDerivedAttribute.format) ?? expression
        }
    }

    /// Cardinality as the reader reads it: `minCount`, and `maxCount` (0 = unbounded).
    private static func normalizeRelationship(_ values: inout [String: String]) {
        let written = values["maxCount"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        let maximum: Int
        if let written, written < 0 { maximum = 0 } else if values["toMany"] == "YES" { maximum = written ?? 0 } else { maximum = written ?? 1 }
        values["toMany"] = nil
        values["maxCount"] = String(maximum)
        let minimum = values["minCount"].flatMap { Int($0) } ?? 0
        values["minCount"] = minimum > 0 ? String(minimum) : nil
        if values["deletionRule"] == nil { values["deletionRule"] = "Nullify" }
        if values["inverseName"] == nil || values["inverseName"] == "" {
            values["inverseName"] = nil
            values["inverseEntity"] = nil
        }
    }

    private static func canonicalizePredicate(_ key: String, in values: inout [String: String]) {
        guard let text = values[key] else { return }
        if text.allSatisfy(\.isWhitespace) { values[key] = nil; return }
        values[key] = (try? parsePredicate(text).format) ?? text
    }

    private static func isYES(_ text: String) -> Bool {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "yes", "true", "1", "y": return true
        case "no", "false", "0", "n", "": return false
        case let other: return (Double(other) ?? 0) != 0
        }
    }

    private static func number(_ text: String) -> String {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)) else { return text }
        return "\(value)"
    }
}
