import HostSystem

/// A `DiagramContent` as a Graphviz DOT graph: one HTML-like table per entity (name, then its
/// attributes), lines with both ends' role names and multiplicities, hollow triangles for
/// inheritance. Graphviz does every bit of layout.
package enum DotWriter {
    package static func render(_ content: DiagramContent) -> String {
        var lines = [
            "digraph \(quoted(content.title)) {",
            "  graph [rankdir=TB, nodesep=0.9, ranksep=1.2, fontname=\"Helvetica\", fontsize=12];",
            "  node [shape=plain, fontname=\"Helvetica\", fontsize=11];",
            "  edge [labeldistance=2.2, labelangle=25, fontname=\"Helvetica\", fontsize=9, color=\"#4a5568\", fontcolor=\"#2d3748\"];",
        ]
        for entity in content.entities {
            lines.append("  \(quoted(entity.name)) [label=<\(table(entity, showsAttributes: content.showsAttributes))>];")
        }
        for (child, parent) in content.inheritance {
            // Drawn parent → child with the arrow at the tail, so dot ranks parents above children.
            lines.append("  \(quoted(parent)) -> \(quoted(child)) [dir=back, arrowtail=empty, style=bold];")
        }
        for link in content.links {
            var attributes = ["headlabel=\(quoted(link.forward.label))"]
            if let inverse = link.inverse {
                attributes.append("taillabel=\(quoted(inverse.label))")
                attributes.append("dir=none")
            } else {
                attributes.append("arrowhead=vee")
            }
            if link.isRemoved { attributes.append("style=dashed") }
            lines.append("  \(quoted(link.source)) -> \(quoted(link.destination)) [\(attributes.joined(separator: ", "))];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func table(_ entity: DiagramEntity, showsAttributes: Bool) -> String {
        let name = entity.isAbstract ? "<i>\(html(entity.name))</i><br/><font point-size=\"9\">«abstract»</font>" : "<b>\(html(entity.name))</b>"
        var rows = ["<tr><td bgcolor=\"\(headerColor(entity.mark))\">\(name)</td></tr>"]
        if showsAttributes {
            rows += entity.attributes.map { attribute in
                let text = html((attribute.mark.map { $0.symbol + " " } ?? "") + attribute.text)
                return "<tr><td align=\"left\">\(text)</td></tr>"
            }
        }
        return "<table border=\"1\" cellborder=\"0\" cellspacing=\"0\" cellpadding=\"4\" color=\"#4a5568\">" + rows.joined() + "</table>"
    }

    private static func headerColor(_ mark: ChangeMark?) -> String {
        switch mark {
        case nil: return "#dbe4f0"
        case .added: return "#d8f5d8"
        case .changed: return "#fff2c2"
        case .removed: return "#fbd9d9"
        }
    }

    /// A DOT double-quoted string: backslashes and quotes escaped, line breaks as spaces.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for character in text {
            switch character {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n", "\r": out += " "
            default: out.append(character)
            }
        }
        return out + "\""
    }

    /// Text inside an HTML-like label (which has no line breaks but `<br/>`).
    static func html(_ text: String) -> String {
        MarkupEscaping.escaped(text.replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\n", with: " "))
    }
}
