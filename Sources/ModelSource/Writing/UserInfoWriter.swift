import CoreDataModel

/// Writes `<userInfo><entry key=… value=…/></userInfo>` (the mirror of `UserInfoReader`), keys in
/// code-point order so the same dictionary always gives the same bytes; nothing when empty.
enum UserInfoWriter {
    static func write(_ userInfo: [String: String], in context: WritingContext) {
        guard !userInfo.isEmpty else { return }
        context.xml.element(SourceElement.userInfo) {
            for key in userInfo.keys.sorted(by: { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }) {
                context.xml.element(SourceElement.entry, [(SourceAttribute.key, key), (SourceAttribute.value, userInfo[key] ?? "")])
            }
        }
    }
}
