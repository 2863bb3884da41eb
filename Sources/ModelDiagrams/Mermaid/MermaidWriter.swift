/// A `DiagramContent` as a Mermaid class diagram.
///
/// A class diagram rather than an ER diagram: Mermaid's `erDiagram` has no inheritance, and Core
/// Data models lean on it (abstract parents, sub-entities sharing attributes); a class diagram has
/// `<|--`, `<<abstract>>`, free-text multiplicities at both ends of a line, and class styles for
/// change marks.
package enum MermaidWriter {
    package static func render(_ content: DiagramContent) -> String {
        let ids = MermaidNames.identifiers(for: content.entities.map(\.name) + content.links.flatMap { [$0.source, $0.destination] })
        let id = { (name: String) in ids[name] ?? name }
        var lines = ["classDiagram"]
        if !content.title.isEmpty { lines.insert("---\ntitle: \"\(MermaidNames.title(content.title))\"\n---", at: 0) }
        for entity in content.entities {
            let identifier = id(entity.name)
            let label = identifier == entity.name ? "" : "[\"\(MermaidNames.text(entity.name))\"]"
            var body: [String] = []
            if entity.isAbstract { body.append("<<abstract>>") }
            if content.showsAttributes {
                body += entity.attributes.map { attribute in
                    (attribute.mark.map { $0.symbol + " " } ?? "") + MermaidNames.text(attribute.text)
                }
            }
            if body.isEmpty {
                lines.append("  class \(identifier)\(label)")
            } else {
                lines.append("  class \(identifier)\(label) {")
                lines += body.map { "    " + $0 }
                lines.append("  }")
            }
        }
        // Mermaid refuses a class diagram with nothing in it.
        if content.entities.isEmpty { lines.append("  note \"This model has no entities.\"") }
        for (child, parent) in content.inheritance {
            lines.append("  \(id(parent)) <|-- \(id(child))")
        }
        for link in content.links {
            let line = link.isRemoved ? ".." : "--"
            let near = link.inverse.map { " \"\(MermaidNames.text($0.label))\"" } ?? ""
            let arrow = link.inverse == nil ? line + ">" : line
            lines.append("  \(id(link.source))\(near) \(arrow) \"\(MermaidNames.text(link.forward.label))\" \(id(link.destination))")
        }
        // Per-entity `style` lines: Mermaid applies them in class diagrams where `cssClass` with a
        // `classDef` does not take effect.
        for entity in content.entities {
            if let mark = entity.mark { lines.append("  style \(id(entity.name)) \(style(mark))") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Fill and stroke of a marked entity: green added, amber changed, red dashed removed.
    private static func style(_ mark: ChangeMark) -> String {
        switch mark {
        case .added: return "fill:#d8f5d8,stroke:#2e7d32,stroke-width:2px"
        case .changed: return "fill:#fff2c2,stroke:#b7791f,stroke-width:2px"
        case .removed: return "fill:#fbd9d9,stroke:#c62828,stroke-width:2px,stroke-dasharray:5 3"
        }
    }
}
