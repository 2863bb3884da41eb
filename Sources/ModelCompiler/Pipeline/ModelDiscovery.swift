import FoundationEssentials
import HostSystem

/// Turns a `validate` argument into model paths:
/// * a model (`.xcdatamodeld`, `.xcdatamodel`, `.mom`, `.momd`, a `contents` file) is itself;
/// * any other folder, or a path ending in `/...` (Go style), is searched recursively for
///   `.xcdatamodeld` bundles and for `.xcdatamodel`/`.momd`/`.mom` not inside a bundle;
/// * a pattern with `*`, `?` or `[` is a glob (`**` matches any number of folders), and each
///   match is treated as above.
/// Results are sorted, so runs are reproducible.
package enum ModelDiscovery {
    static let modelExtensions: Set<String> = ["xcdatamodeld", "xcdatamodel", "mom", "momd"]

    package static func models(for argument: String) -> [String] {
        if argument.hasSuffix("/...") {
            return search(String(argument.dropLast(4)).isEmpty ? "." : String(argument.dropLast(4)))
        }
        if argument.contains(where: { $0 == "*" || $0 == "?" || $0 == "[" }), !exists(argument) {
            var found: [String] = []
            for match in glob(argument) {
                found += isModel(match) ? [match] : (isDirectory(match) ? search(match) : [])
            }
            return unique(found)
        }
        guard exists(argument) else { return [] }
        if isModel(argument) || !isDirectory(argument) { return [argument] }
        return search(argument)
    }

    static func isModel(_ path: String) -> Bool {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        return modelExtensions.contains(trimmed.pathExtension.lowercased())
            || trimmed.lastPathComponent == "contents"
    }

    /// Every model under `root`, not descending into models (a bundle's versions are its own).
    static func search(_ root: String) -> [String] {
        var found: [String] = []
        var stack = [root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root]
        while let folder = stack.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted() {
                let path = folder + "/" + name
                let ext = name.pathExtension.lowercased()
                if modelExtensions.contains(ext) {
                    found.append(path)
                } else if isDirectory(path), !isSymbolicLink(path) {
                    stack.append(path)
                }
            }
        }
        return found.sorted()
    }

    /// Glob with `**` support: the pattern is split into folder components and matched with fnmatch.
    static func glob(_ pattern: String) -> [String] {
        let absolute = pattern.hasPrefix("/")
        let components = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var current: [String] = [absolute ? "/" : "."]
        for component in components {
            var next: [String] = []
            for base in current {
                if component == "**" {
                    next += [base] + allFolders(under: base)
                } else if !component.contains(where: { $0 == "*" || $0 == "?" || $0 == "[" }) {
                    let path = join(base, component)
                    if exists(path) { next.append(path) }
                } else if let names = try? FileManager.default.contentsOfDirectory(atPath: base) {
                    for name in names.sorted() where fnmatch(component, name, 0) == 0 && (!name.hasPrefix(".") || component.hasPrefix(".")) {
                        next.append(join(base, name))
                    }
                }
            }
            current = unique(next)
        }
        return current.map { absolute || !$0.hasPrefix("./") ? $0 : String($0.dropFirst(2)) }.sorted()
    }

    private static func allFolders(under base: String) -> [String] {
        var result: [String] = []
        var stack = [base]
        while let folder = stack.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = join(folder, name)
                if isDirectory(path), !isSymbolicLink(path) {
                    result.append(path)
                    if !modelExtensions.contains(name.pathExtension.lowercased()) { stack.append(path) }
                }
            }
        }
        return result
    }

    private static func join(_ base: String, _ name: String) -> String {
        base == "/" ? "/" + name : base + "/" + name
    }

    private static func unique(_ paths: [String]) -> [String] {
        var seen: Set<String> = []
        return paths.filter { seen.insert($0).inserted }
    }

    private static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    private static func isDirectory(_ path: String) -> Bool {
        var flag = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &flag) && flag
    }

    private static func isSymbolicLink(_ path: String) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeSymbolicLink
    }
}
