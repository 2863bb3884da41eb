/// Text as HTML (and Graphviz's HTML-like labels) read it: `&`, `<`, `>` and `"` as entities.
enum MarkupEscaping {
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
