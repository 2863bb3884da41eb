import FoundationEssentials
import HostSystem

/// Where a path really leads, for telling whether two spellings name the same place: what
/// `realpath(3)` answers for the part that exists (symbolic links and `..` followed as the system
/// follows them when it opens the path), the part that does not exist yet appended by name.
package enum PhysicalPath {
    /// The absolute, physical form of `path` (relative to the current folder, or absolute).
    package static func resolve(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let components = absolute.split(separator: "/").map(String.init)
        var existing = components.count
        var base = "/"
        while existing >= 0 {
            let prefix = "/" + components.prefix(existing).joined(separator: "/")
            if let real = realPath(prefix) {
                base = real
                break
            }
            existing -= 1
        }
        var parts = base.split(separator: "/").map(String.init)
        for component in components.dropFirst(max(existing, 0)) {
            switch component {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(component)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    private static func realPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
