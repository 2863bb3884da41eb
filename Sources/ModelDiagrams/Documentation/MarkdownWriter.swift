import HostSystem

/// The documentation as GitHub-flavoured Markdown: `index.md` with the Mermaid diagram, and one
/// page per entity under `entities/`.
enum MarkdownWriter {
    static func files(_ set: DocumentSet) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for page in set.pages {
            let path = page.stem.map { "entities/\($0).md" } ?? "index.md"
            let links = Links(stems: set.stems, fromIndex: page.stem == nil)
            var text = page.stem == nil ? ModelDocumentation.generatedMarker + "\n\n" : ""
            text += page.blocks.map { render($0, set: set, links: links) }.joined(separator: "\n\n") + "\n"
            files[path] = Array(text.utf8)
        }
        return files
    }

    private struct Links {
        var stems: [String: String]
        var fromIndex: Bool

        func entity(_ name: String) -> String? {
            stems[name].map { fromIndex ? "entities/\($0).md" : "\($0).md" }
        }
        var index: String { fromIndex ? "index.md" : "../index.md" }
    }

    private static func render(_ block: Block, set: DocumentSet, links: Links) -> String {
        switch block {
        case .heading(let level, let inlines):
            return String(repeating: "#", count: level) + " " + inline(inlines, links: links, inTable: false)
        case .paragraph(let inlines):
            return inline(inlines, links: links, inTable: false)
        case .list(let items):
            return items.map { "- " + inline($0, links: links, inTable: false) }.joined(separator: "\n")
        case .table(let header, let rows):
            var lines = ["| " + header.map(escaped).joined(separator: " | ") + " |",
                         "|" + String(repeating: " --- |", count: header.count)]
            lines += rows.map { row in "| " + row.map { inline($0, links: links, inTable: true) }.joined(separator: " | ") + " |" }
            return lines.joined(separator: "\n")
        case .code(let language, let text):
            return fenced(text, language: language)
        case .diagram:
            var diagram = set.diagram
            var mermaid = MermaidWriter.render(diagram)
            var note = ""
            if mermaid.count > UnverifiedChoices.mermaidTextLimit {
                diagram.showsAttributes = false
                mermaid = MermaidWriter.render(diagram)
                note = "\n\nAttributes are left out of the diagram: with them it is too large for Mermaid to draw; each entity's page lists them."
            }
            return fenced(mermaid, language: "mermaid") + note
        }
    }

    private static func inline(_ parts: [Inline], links: Links, inTable: Bool) -> String {
        parts.map { part -> String in
            switch part {
            case .text(let text): return escaped(text)
            case .strong(let text): return "**" + escaped(text) + "**"
            case .code(let text): return code(text, inTable: inTable)
            case .entity(let name):
                guard let target = links.entity(name) else { return code(name, inTable: inTable) }
                return "[" + code(name, inTable: inTable) + "](" + target + ")"
            case .index(let text): return "[" + escaped(text) + "](" + links.index + ")"
            }
        }.joined()
    }

    /// A code span that holds any text: fenced by more backticks than any run inside, padded
    /// when it starts or ends with one; in a table `|` is escaped (GitHub splits cells on it even
    /// in code) and line breaks become spaces.
    static func code(_ text: String, inTable: Bool) -> String {
        var content = text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
        if inTable { content = content.replacingOccurrences(of: "|", with: "\\|") }
        var longest = 0, run = 0
        for character in content {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = content.hasPrefix("`") || content.hasSuffix("`") || content.isEmpty ? " " : ""
        return fence + padding + content + padding + fence
    }

    /// Plain text with Markdown's punctuation backslash-escaped.
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            if "\\`*_[]<>|#".contains(character) { out.append("\\") }
            out.append(character == "\n" ? " " : character)
        }
        return out
    }

    private static func fenced(_ text: String, language: String) -> String {
        var longest = 2, run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        return fence + language + "\n" + text + (text.hasSuffix("\n") ? "" : "\n") + fence
    }
}
