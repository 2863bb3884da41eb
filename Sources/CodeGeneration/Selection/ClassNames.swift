import CoreDataModel

/// The names one entity's generated code uses. The class is `representedClassName` without a
/// module (`.Foo` and `App.Foo` both declare `Foo`, exposed to Objective-C as `Foo`), and the files
/// are named after the class, as Xcode names them.
struct ClassNames {
    /// The declared class (`Foo`).
    var className: String
    /// The entity name, for `fetchRequest()`.
    var entityName: String

    init?(entity: EntityDescription) {
        guard let represented = entity.managedObjectClassName, let name = Self.typeName(represented),
              name != "NSManagedObject" else { return nil }
        className = name
        entityName = entity.name
    }

    /// The class a relationship's destination or a superentity declares: its own class, else
    /// `NSManagedObject` (an entity without a class of its own).
    static func declaredClass(of entity: EntityDescription?) -> String {
        guard let represented = entity?.managedObjectClassName, let name = typeName(represented) else { return "NSManagedObject" }
        return name
    }

    /// `Module.Foo` / `.Foo` → `Foo`; nil for an empty name.
    static func typeName(_ represented: String) -> String? {
        let last = represented.split(separator: ".", omittingEmptySubsequences: true).last.map(String.init) ?? ""
        return last.isEmpty ? nil : last
    }

    var classFileBase: String { className + "+CoreDataClass" }
    var propertiesFileBase: String { className + "+CoreDataProperties" }

    /// A Transformable's `customClassName` as a Swift type: `.UIColor` (the current module, as
    /// the model editor writes it) declares `UIColor`; a name without a type (`App.`, `.`, empty)
    /// gives nil, so the template's `NSObject` is used.
    static func customSwiftType(_ custom: String?) -> String? {
        guard var name = custom?.trimmingWhitespace, !name.isEmpty else { return nil }
        if name.hasPrefix(".") { name.removeFirst() }
        return name.isEmpty || name.hasSuffix(".") ? nil : name
    }

    /// The same for Objective-C, which has no modules in type names: the last component.
    static func customObjectiveCType(_ custom: String?) -> String? {
        customSwiftType(custom).flatMap(typeName)
    }
}
