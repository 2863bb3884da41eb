/// Property names Core Data refuses: a property may not share its name with a no-parameter
/// method of NSObject or NSManagedObject (Apple's NSPropertyDescription documentation: "you
/// cannot give a property the name description"), because the generated accessor would replace
/// the method.
public enum ReservedPropertyNames {
    public static let all: Set<String> = [
        // NSObject (class and protocol)
        "autoContentAccessingProxy", "autorelease", "class", "classForCoder", "classForKeyedArchiver",
        "copy", "dealloc", "debugDescription", "description", "finalize", "hash", "init", "isProxy",
        "mutableCopy", "observationInfo", "release", "retain", "retainCount", "self", "superclass", "zone",
        "classDescription", "attributeKeys", "toOneRelationshipKeys", "toManyRelationshipKeys",
        // NSManagedObject
        "awakeFromFetch", "awakeFromInsert", "changedValues", "changedValuesForCurrentEvent", "didSave",
        "didTurnIntoFault", "entity", "faultingState", "hasChanges", "hasPersistentChangedValues",
        "isDeleted", "isFault", "isInserted", "isUpdated", "managedObjectContext", "objectID",
        "prepareForDeletion", "willSave", "willTurnIntoFault",
    ]

    /// Every property of a model is checked, so an ASCII name that no reserved name matches in length
    /// and end bytes (see `PropertyNameKey`) is told apart without hashing it.
    public static func contains(_ name: String) -> Bool { contains(PropertyNameKey(name)) }

    /// `contains(_:)` for a name already prepared.
    static func contains(_ key: PropertyNameKey) -> Bool {
        if key.asciiLength >= 0 {
            let candidates = key.asciiLength < keysByLength.count ? keysByLength[key.asciiLength] : []
            guard candidates.contains(where: { $0.prefix == key.prefix && $0.suffix == key.suffix }) else { return false }
        }
        return all.contains(key.name)
    }

    /// The reserved names prepared for comparison, by length.
    private static let keysByLength: [[PropertyNameKey]] = {
        let keys = all.map(PropertyNameKey.init)
        let longest = keys.map(\.asciiLength).max() ?? 0
        return (0...longest).map { length in keys.filter { $0.asciiLength == length } }
    }()

    /// The message for a property that uses a reserved name.
    public static func message(entity: String, property: String) -> String {
        "property '\(entity).\(property)' cannot be named '\(property)': that is a method of NSObject or NSManagedObject, which Core Data does not allow a property to replace"
    }
}
