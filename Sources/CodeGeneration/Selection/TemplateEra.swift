/// Which template features an Xcode version has. Each switch-over version is listed here once, so
/// the era rules can be read (and corrected) in one place; the evidence is in `UnverifiedChoices`.
package struct TemplateEra: Sendable {
    package var xcode: XcodeVersion

    package init(_ xcode: XcodeVersion) { self.xcode = xcode }

    /// Swift: `Date?` / `Data?` instead of `NSDate?` / `NSData?` (public Xcode 9.x files have the
    /// NS types, every Xcode 11+ file the value types).
    package var swiftUsesFoundationValueTypes: Bool { xcode >= UnverifiedChoices.swiftValueTypesSince }
    /// Swift: `extension X : Identifiable {\n\n}` after the properties (Xcode 12 and later).
    package var swiftWritesIdentifiable: Bool { xcode >= XcodeVersion(major: 12) }
    /// Swift: `public import Foundation` / `public import CoreData` and the `<X>CoreData…Set` typealiases.
    package var swiftWritesPublicImports: Bool { xcode >= UnverifiedChoices.publicImportsSince }
    /// Swift: `return NSFetchRequest<X>(entityName: "X");` with a semicolon (Xcode 8's files,
    /// 2016–mid 2017; none from Xcode 9 on).
    package var swiftEndsFetchRequestWithSemicolon: Bool { xcode < XcodeVersion(major: 9) }
    /// Objective-C `.m`: `[[NSFetchRequest alloc] initWithEntityName:]` instead of
    /// `[NSFetchRequest fetchRequestWithEntityName:]`.
    package var objectiveCAllocatesFetchRequest: Bool { xcode < UnverifiedChoices.objectiveCFetchRequestFactorySince }
    /// Objective-C: `fetchRequest NS_SWIFT_NAME(fetchRequest());`.
    package var objectiveCWritesSwiftName: Bool { xcode >= UnverifiedChoices.objectiveCSwiftNameSince }
}
