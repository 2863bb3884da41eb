/// Choices this module makes that neither the reference facts nor the renderers' documentation
/// settle. Each is the most likely form; change it here when evidence arrives.
enum UnverifiedChoices {
    /// A relationship's lower bound as drawn: 0 when it is optional (an optional relationship may
    /// be empty whatever its minimum count), else its minimum count but at least 1 (a required
    /// relationship must hold a destination object).
    static func lowerBound(isOptional: Bool, minCount: Int) -> Int {
        isOptional ? 0 : max(minCount, 1)
    }

    /// The largest Mermaid text `modelc doc` embeds in Markdown with attributes: Mermaid refuses
    /// texts longer than its `maxTextSize` (50,000 characters by default, the setting GitHub is
    /// assumed to keep); a larger diagram is embedded without attributes instead.
    static let mermaidTextLimit = 50_000

    /// Words Mermaid's class-diagram grammar reads as keywords, so an entity with such a name is
    /// declared with an identifier and a label instead (compared case-insensitively).
    static let mermaidKeywords: Set<String> = [
        "class", "classdiagram", "classdef", "cssclass", "style", "note", "namespace", "direction", "link", "click",
        "callback", "call", "href", "end", "graph", "flowchart", "acctitle", "accdescr", "default",
    ]
}

// Choices made elsewhere, listed here so they are found in one place:
// - Change marks in Mermaid are per-entity `style` lines (MermaidWriter): checked with Mermaid 11 in
//   Chromium, where `cssClass` with a `classDef` left class boxes unstyled; the Mermaid GitHub runs
//   is assumed to read `style` the same way.
// - Characters with a meaning in a Mermaid class body (braces, parentheses, `~`, angle brackets) are
//   drawn as lookalikes (MermaidNames.text) rather than escaped: Mermaid documents no escape there.
// - Inverse pairs share a line only when each points at the other's entity (RelationshipPairs); an
//   inverse declared for a sub- or super-entity is drawn as its own arrow.
