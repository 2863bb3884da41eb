/// The documentation as blocks that say what they are, not how they look: one builder makes
/// them, and the Markdown and HTML writers each print them their way.
package enum Inline: Sendable {
    case text(String)
    case code(String)
    case strong(String)
    /// A link to an entity's page (or section); plain code text when the entity is not documented.
    case entity(String)
    /// A link back to the index (the top of the page in HTML).
    case index(String)
}

package enum Block: Sendable {
    case heading(level: Int, [Inline])
    case paragraph([Inline])
    case list([[Inline]])
    case table(header: [String], rows: [[[Inline]]])
    case code(language: String, text: String)
    /// The model's diagram (Mermaid in Markdown, Graphviz's SVG in HTML).
    case diagram
}

/// One page: the index (no stem) or an entity's.
package struct Page: Sendable {
    package var stem: String?
    package var title: String
    package var blocks: [Block]
}

/// Every page, the diagram, and each documented entity's page stem.
package struct DocumentSet: Sendable {
    package var title: String
    package var pages: [Page]
    package var diagram: DiagramContent
    package var stems: [String: String]
}

extension Array where Element == [Inline] {
    /// The parts one after another with `separator` text between them.
    func joined(separator: String) -> [Inline] {
        enumerated().flatMap { offset, part in (offset > 0 ? [Inline.text(separator)] : []) + part }
    }
}
