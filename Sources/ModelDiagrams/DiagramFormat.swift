/// The forms `modelc diagram` writes.
package enum DiagramFormat: String, CaseIterable, Sendable {
    /// Mermaid class diagram text (GitHub and GitLab render it in Markdown).
    case mermaid
    /// Graphviz DOT text.
    case dot
    /// DOT laid out and drawn by Graphviz's `dot`.
    case svg

    package func render(_ content: DiagramContent) throws -> String {
        switch self {
        case .mermaid: return MermaidWriter.render(content)
        case .dot: return DotWriter.render(content)
        case .svg: return try Graphviz.svg(DotWriter.render(content))
        }
    }
}
