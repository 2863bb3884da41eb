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
    /// `NS_SWIFT_NAME(fetchRequest())`: absent in an Xcode 11.0 file (11/2019) and in files of
    /// 2020, present in a file of 24/11/2021 (Xcode 13.1) and every later one; Xcode 12 unknown,
    /// 13.0 is taken.
    static let objectiveCSwiftNameSince = XcodeVersion(major: 13)
    /// `[NSFetchRequest fetchRequestWithEntityName:]` replaced `[[NSFetchRequest alloc]
    /// initWithEntityName:]`: alloc/init in files of 01/2018 and 04/2018, the factory from 05/2018
    /// on; 9.3 (03/2018) is taken.
    static let objectiveCFetchRequestFactorySince = XcodeVersion(major: 9, minor: 3)
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

// Property order (`PropertyOrder`): attributes, relationships, fetched properties, each sorted by name
// ignoring case — Xcode 13.3's Newsman files, and momc's build-time order in an Xcode 12.5 run. The
// editor-command files of Xcode 9 and 12 use an order the XML does not record (the order the
// properties were created in?): two Xpenses entities fit the reverse of CFString-hash dictionary
// order, dongshuju's AllType and DanielMandea's Person fit neither that nor the XML order.
//
// Template text chosen without a public file to confirm it (each is in the template that writes it):
// * Swift Properties of an entity without own properties: `}` of fetchRequest(), two blank lines,
//   `}` — following the Objective-C header of such an entity (a 2020 file: two blank lines before `@end`).
// * Objective-C `+CoreDataClass.h` of an entity without relationships: no `@class` line, one blank
//   line between the imports and `NS_ASSUME_NONNULL_BEGIN`; of a subentity: `#import "<Parent>+CoreDataClass.h"`
//   after the framework imports (`"<Parent>.h"` when the parent is a category, whose class the user writes).
// * `<Model>+CoreDataModel.swift` holds the two imports only (a tutorial: "imports necessary
//   libraries"); `<Model>+CoreDataModel.h` imports every generated entity header (app code imports it
//   to see the entity classes); no `<Model>+CoreDataModel.m` is written.
// * A model with no entity to generate gives no file at all, not even `<Model>+CoreDataModel`
//   (rules_apple's wrapper reports "did not generate artifacts … not configured to have code generation").
// * An entity without a class name (`representedClassName` absent: NSManagedObject) gets no files.
// * `representedClassName` `.Foo` and `Module.Foo` both declare `Foo` and `@objc(Foo)`, files `Foo+…`.
// * `--swift-version` changes nothing.
