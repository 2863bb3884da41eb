/// The two imports every Swift file starts with; Xcode 26 makes them `public import` (Swift 6's
/// access-level imports), because the generated declarations are public.
enum SwiftImports {
    static func lines(_ era: TemplateEra) -> String {
        let prefix = era.swiftWritesPublicImports ? "public import" : "import"
        return "\(prefix) Foundation\n\(prefix) CoreData\n"
    }
}
