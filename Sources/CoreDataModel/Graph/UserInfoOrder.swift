/// The order of a user info dictionary's keys: the source order where known (momc enters them in
/// that order, which the archive's layout shows, and the XML writer keeps it), then any other keys
/// in UTF-16 code-unit order.
public func userInfoKeys(_ userInfo: [String: String], sourceOrder: [String]) -> [String] {
    var seen: Set<String> = []
    let known = sourceOrder.filter { userInfo[$0] != nil && seen.insert($0).inserted }
    return known + userInfo.keys.filter { !seen.contains($0) }.sorted(by: utf16Precedes)
}
