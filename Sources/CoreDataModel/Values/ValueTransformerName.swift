/// Core Data's rules for a Transformable attribute's transformer name, shared by the archive (which
/// must write what momc writes) and the model comparison (which must compare what the archive can hold).
public enum ValueTransformerName {
    public static let secureUnarchive = "NSSecureUnarchiveFromData"
    /// The alias Core Data normalises on set and decode.
    public static let secureUnarchiveAlias = "NSSecureUnarchiveFromDataTransformerName"
    /// Every spelling of the secure-unarchiving transformer: a Transformable attribute using it
    /// keeps its custom class as `NSAttributeValueClassName` (Apple-compiled goldens: `NSSet`,
    /// `NSArray`, `[String: Any]`, `[String]`); only a custom transformer hides it (`$null`).
    public static let secureUnarchiveSpellings: Set<String> = [secureUnarchive, secureUnarchiveAlias,
                                                               UnverifiedChoices.secureUnarchiveTransformerKeptVerbatim]

    /// The name as Core Data keeps it, on encode and on decode alike:
    /// `NSSecureUnarchiveFromDataTransformerName` → `NSSecureUnarchiveFromData`. An empty name
    /// written in the source stays the empty string (Apple goldens archive it so), not nil.
    public static func normalized(_ name: String?) -> String? {
        guard let name else { return nil }
        return name == secureUnarchiveAlias ? secureUnarchive : name
    }
}

extension AttributeDescription {
    /// The value class as momc archives it: a Transformable's custom class is dropped when a custom
    /// value transformer is named (Apple goldens: `ColorTransformer` → `$null`); with
    /// `NSSecureUnarchiveFromData` (any spelling) or an empty name it is kept.
    public var archivedValueClassName: String? {
        if attributeType == .transformable, let transformer = valueTransformerName, !transformer.isEmpty,
           !ValueTransformerName.secureUnarchiveSpellings.contains(transformer) {
            return nil
        }
        return attributeValueClassName
    }
}
