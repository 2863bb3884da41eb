import CoreDataModel
import FoundationEssentials
import HostSystem

/// A Make/Ninja dependency file (`--dependency-file`): the output depends on every file it was
/// built from — the bundle folder, `.xccurrentversion` and each version's `contents` — so that
/// `make`/`ninja` rebuild when a file *inside* the bundle changes (openradar 12879190: Xcode did
/// not notice `contents` edits). Like `gcc -MD -MP`, each dependency also gets an empty rule of
/// its own, so deleting a version does not break the next build.
package enum DependencyFile {
    package static func contents(target: String, dependencies: [String]) -> String {
        var seen: Set<String> = []
        let unique = dependencies.filter { seen.insert($0).inserted }
        var text = escape(target) + ":"
        for dependency in unique {
            text += " \\\n  " + escape(dependency)
        }
        text += "\n"
        for dependency in unique {
            text += "\n" + escape(dependency) + ":\n"
        }
        return text
    }

    /// Writes the file atomically (temporary sibling, then rename).
    package static func write(target: String, dependencies: [String], to path: String) throws {
        try AtomicOutput.writeFile(Array(contents(target: target, dependencies: dependencies).utf8), to: path)
    }

    /// Make's escaping, which Ninja's depfile parser also reads: `\ ` for spaces, `\#`, `$$`, `\:`.
    static func escape(_ path: String) -> String {
        var out = ""
        for character in path {
            switch character {
            case " ", "#", ":": out += "\\" + String(character)
            case "$": out += "$$"
            default: out.append(character)
            }
        }
        return out
    }
}
