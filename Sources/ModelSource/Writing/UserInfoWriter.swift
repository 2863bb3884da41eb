import CoreDataModel

/// Writes `<userInfo><entry key=… value=…/></userInfo>` (the mirror of `UserInfoReader`), keys in
/// their source order where known, then in code-unit order (`userInfoKeys`); nothing when empty.
enum UserInfoWriter {
    static func write(_ userInfo: [String: String], order: [String], in context: WritingContext) {
        guard !userInfo.isEmpty else { return }
        context.xml.element(SourceElement.userInfo) {
            for key in userInfoKeys(userInfo, sourceOrder: order) {
                context.xml.element(SourceElement.entry, [(SourceAttribute.key, key), (SourceAttribute.value, userInfo[key] ?? "")])
            }
        }
    }
}
