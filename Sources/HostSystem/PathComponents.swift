/// The path-string operations of Foundation's `NSString` (`lastPathComponent`,
/// `deletingLastPathComponent`, …), with the same results, on `String`: FoundationEssentials has
/// only `URL`'s, and a URL would change how paths the user wrote are printed back.
extension String {
    /// `"a/b.c/"` → `"b.c"`; `"/"` → `"/"`; `""` → `""`.
    package var lastPathComponent: String {
        let trimmed = trimmingTrailingSlashes
        if trimmed == "/" { return "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `"a/b/"` → `"a"`; `"/a"` → `"/"`; `"a"` → `""`.
    package var deletingLastPathComponent: String {
        let trimmed = trimmingTrailingSlashes
        if trimmed == "/" { return "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let parent = trimmed[..<slash]
        if parent.allSatisfy({ $0 == "/" }) { return "/" }
        return String(parent).trimmingTrailingSlashes
    }

    /// `"a" + "b"` → `"a/b"`; a trailing slash is not doubled; `"" + "b"` → `"b"`.
    package func appendingPathComponent(_ component: String) -> String {
        if isEmpty { return component }
        return hasSuffix("/") ? self + component : self + "/" + component
    }

    /// `"x.tar.gz"` → `"gz"`; none for `".hidden"` or `"a."`.
    package var pathExtension: String {
        guard let dot = extensionDot(in: lastPathComponent) else { return "" }
        let last = lastPathComponent
        return String(last[last.index(after: dot)...])
    }

    /// `"a/b.c/"` → `"a/b"`; `"a."` → `"a"`; `".hidden"` stays.
    package var deletingPathExtension: String {
        let trimmed = trimmingTrailingSlashes
        if trimmed == "/" { return "/" }
        let start = trimmed.lastIndex(of: "/").map { trimmed.index(after: $0) } ?? trimmed.startIndex
        let last = trimmed[start...]
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return trimmed }
        return String(trimmed[..<dot])
    }

    /// Starts with `/` or `~` (NSString counts a tilde path as absolute).
    package var isAbsolutePath: Bool { hasPrefix("/") || hasPrefix("~") }

    private var trimmingTrailingSlashes: String {
        var result = Substring(self)
        while result.count > 1, result.hasSuffix("/") { result = result.dropLast() }
        return String(result)
    }

    /// The dot that starts an extension: not the first character, not the last.
    private func extensionDot(in component: String) -> String.Index? {
        guard let dot = component.lastIndex(of: "."), dot != component.startIndex,
              component.index(after: dot) != component.endIndex else { return nil }
        return dot
    }
}
