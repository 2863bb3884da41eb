/// File names (and HTML anchors) for entity pages: the entity name with characters that are
/// unsafe in paths or URLs replaced, and a numeric suffix where two names would share a file on a
/// case-insensitive file system.
enum PageNames {
    static func stems(for names: [String]) -> [String: String] {
        var result: [String: String] = [:]
        var taken = Set<String>()
        for name in names where result[name] == nil {
            var base = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "_" })
            if base.isEmpty || base.hasPrefix("-") { base = "_" + base }
            var stem = base, counter = 1
            while taken.contains(stem.lowercased()) {
                counter += 1
                stem = "\(base)-\(counter)"
            }
            taken.insert(stem.lowercased())
            result[name] = stem
        }
        return result
    }
}
