/// Entity names and texts as Mermaid's class-diagram grammar accepts them.
enum MermaidNames {
    /// The identifier to declare and link an entity by: its name when Mermaid reads it as a plain
    /// class name, else `entity_<n>` (declared with the name as a label).
    static func identifiers(for names: [String]) -> [String: String] {
        var result: [String: String] = [:]
        var taken = Set(names.filter(isPlain))
        var counter = 0
        for name in names where result[name] == nil {
            if isPlain(name) {
                result[name] = name
                continue
            }
            var candidate: String
            repeat {
                counter += 1
                candidate = "entity_\(counter)"
            } while taken.contains(candidate)
            taken.insert(candidate)
            result[name] = candidate
        }
        return result
    }

    static func isPlain(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
            && !UnverifiedChoices.mermaidKeywords.contains(name.lowercased())
    }

    /// The diagram's title, a double-quoted YAML string in the front matter.
    static func title(_ text: String) -> String {
        String(text.map { $0 == "\"" || $0 == "\\" ? "'" : $0.isNewline ? " " : $0 })
    }

    /// Text inside a class body, a quoted label or a relationship end: characters with a meaning
    /// there (braces, quotes, parentheses, which would make a member a method, the `~` of generic
    /// types, angle brackets, colons, backslashes, line breaks) become lookalikes or spaces.
    static func text(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "{": out.append("❴")
            case "}": out.append("❵")
            case "(": out.append("❨")
            case ")": out.append("❩")
            case "\"": out.append("'")
            case "~": out.append("∼")
            case "<": out.append("‹")
            case ">": out.append("›")
            case ";", "`", "#", "\\": out.append("_")
            case "\n", "\r", "\t": out.append(" ")
            default: out.append(character)
            }
        }
        return out
    }
}
