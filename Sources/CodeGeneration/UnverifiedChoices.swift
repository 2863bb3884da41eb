import CoreDataModel

/// Template facts that no public evidence settled; each is the most likely form. Change them
/// here when an Xcode run shows otherwise.
enum UnverifiedChoices {
    /// Swift `Date`/`Data` replace `NSDate`/`NSData` in Xcode 11 (public files: 9.x have the NS
    /// types, 11.0+ the value types; Xcode 10 files seen also have the NS types).
    static let swiftValueTypesSince = XcodeVersion(major: 11)
    /// `public import` and `<X>CoreDataClassSet`/`<X>CoreDataPropertiesSet` typealiases: seen in
    /// files dated from late 2025 on (Xcode 26); some mid-2025 files have the typealias with plain
    /// imports (Xcode 26 betas?). Both are tied to 26.0 here.
    static let publicImportsSince = XcodeVersion(major: 26)
    /// `NS_SWIFT_NAME(fetchRequest())`: absent in an Xcode 11.0 file, present in Xcode 14.2 files;
    /// the Xcode between them is unknown, 14.0 is taken.
    static let objectiveCSwiftNameSince = XcodeVersion(major: 14)
    /// Property order: attributes, relationships, fetched properties, each sorted by name ignoring
    /// case (Xcode 13.3's Newsman files). That is momc's build-time order in an Xcode 12.5 run. Public editor-command files
    /// (Xcode 9, 12) use an order the XML does not record (creation order); two Xpenses entities
    /// match the reverse of CFString-hash dictionary order, dongshuju and DanielMandea do not.
    static let propertyOrder = "attributes, relationships, fetched properties; each by name"
    /// Fetched properties: Swift `[NSManagedObject]?`-like arrays were not found in any public
    /// generated file; `NSArray?` is what an untyped `NSArray` fetched result bridges to.
    static let swiftFetchedPropertyType = "NSArray?"
    /// Fetched properties in Objective-C: a typed array of the fetched entity's class.
    static func objectiveCFetchedPropertyType(_ destination: String) -> String { "NSArray<\(destination) *>" }
    /// Composite attributes (iOS 17): the value is a dictionary of element name → value.
    static let swiftCompositeType = "[String: Any]?"
    static let objectiveCCompositeType = "NSDictionary<NSString *, id>"
    /// A Category/Extension entity's Objective-C Properties header imports the user's own header
    /// `<Class>.h` (there is no `+CoreDataClass.h`).
    static func objectiveCCategoryImport(_ className: String) -> String { className }
    /// `Identifiable` only on an entity without a parent entity: a subclass inherits the parent's
    /// conformance and a second declaration is a compile error ("redundant conformance"). No public
    /// generated subentity file with Xcode 12+ was found to confirm it.
    static func writesIdentifiable(_ entity: EntityDescription) -> Bool { entity.superentity == nil }
}
