/// The documentation as one self-contained HTML page: inline CSS, the diagram as inline SVG
/// (Graphviz's), each entity a section of the page; no scripts and nothing fetched.
enum HTMLWriter {
    static func page(_ set: DocumentSet) throws -> String {
        let svg = try Graphviz.svg(DotWriter.render(set.diagram), embeddable: true)
        var body: [String] = []
        for page in set.pages {
            let anchor = page.stem.map { "entity-" + $0 } ?? "top"
            body.append("<section id=\"\(escaped(anchor))\">")
            // An entity's page becomes a section: its headings sit one level below the index's title.
            body += page.blocks.map { render($0, set: set, svg: svg, headingShift: page.stem == nil ? 0 : 1) }
            body.append("</section>")
        }
        return """
            <!DOCTYPE html>
            \(ModelDocumentation.generatedMarker)
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="modelc doc">
            <title>\(escaped(set.title))</title>
            <style>
            \(style)
            </style>
            </head>
            <body>
            \(body.joined(separator: "\n"))
            </body>
            </html>

            """
    }

    private static let style = """
        body { font-family: -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 2em auto; max-width: 72em; padding: 0 1em; color: #1a202c; line-height: 1.45; }
        section + section { border-top: 1px solid #cbd5e0; margin-top: 2.5em; }
        table { border-collapse: collapse; margin: 0.5em 0 1em; }
        th, td { border: 1px solid #cbd5e0; padding: 0.3em 0.6em; text-align: left; vertical-align: top; }
        th { background: #edf2f7; }
        code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 0.92em; background: #f7fafc; padding: 0 0.2em; }
        pre { background: #f7fafc; border: 1px solid #e2e8f0; padding: 0.8em; overflow-x: auto; }
        .diagram { overflow-x: auto; border: 1px solid #e2e8f0; padding: 0.5em; margin: 1em 0; }
        .diagram svg { max-width: 100%; height: auto; }
        """

    private static func render(_ block: Block, set: DocumentSet, svg: String, headingShift: Int) -> String {
        switch block {
        case .heading(let level, let inlines):
            let shown = min(level + headingShift, 6)
            return "<h\(shown)>\(inline(inlines, set: set))</h\(shown)>"
        case .paragraph(let inlines):
            return "<p>\(inline(inlines, set: set))</p>"
        case .list(let items):
            return "<ul>" + items.map { "<li>\(inline($0, set: set))</li>" }.joined() + "</ul>"
        case .table(let header, let rows):
            let head = "<tr>" + header.map { "<th>\(escaped($0))</th>" }.joined() + "</tr>"
            let cells = rows.map { row in "<tr>" + row.map { "<td>\(inline($0, set: set))</td>" }.joined() + "</tr>" }
            return "<table>" + head + cells.joined() + "</table>"
        case .code(_, let text):
            return "<pre><code>\(escaped(text))</code></pre>"
        case .diagram:
            return "<div class=\"diagram\">\n\(svg)</div>"
        }
    }

    private static func inline(_ parts: [Inline], set: DocumentSet) -> String {
        parts.map { part -> String in
            switch part {
            case .text(let text): return escaped(text)
            case .strong(let text): return "<strong>\(escaped(text))</strong>"
            case .code(let text): return "<code>\(escaped(text))</code>"
            case .entity(let name):
                guard let stem = set.stems[name] else { return "<code>\(escaped(name))</code>" }
                return "<a href=\"#entity-\(escaped(stem))\"><code>\(escaped(name))</code></a>"
            case .index(let text): return "<a href=\"#top\">\(escaped(text))</a>"
            }
        }.joined()
    }

    static func escaped(_ text: String) -> String { MarkupEscaping.escaped(text) }
}
