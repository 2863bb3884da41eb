import CoreDataModel
import ModelEvolution

/// `modelc diff --format mermaid`: Markdown for a pull-request comment — the diff's summary,
/// NEW's diagram with the changes marked, a legend, and the full text diff folded away.
package enum ChangeComment {
    package static func markdown(old: ManagedObjectModel, new: ManagedObjectModel, diff: ModelDiff,
                                 oldName: String, newName: String) -> String {
        let content = DiagramContent(changesFrom: old, to: new, diff: diff, title: newName)
        let details = diff.renderText(oldName: oldName, newName: newName)
        return """
            ### Core Data model: \(MarkdownWriter.code(oldName, inTable: false)) → \(MarkdownWriter.code(newName, inTable: false))

            \(MarkdownWriter.escaped(diff.summary))

            ```mermaid
            \(MermaidWriter.render(content))```

            **Legend:** entities filled green were added, amber changed, red (dashed) removed; \
            attributes and relationship ends start with `+` when added, `~` when changed, `-` when removed.

            <details><summary>Every change</summary>

            ```text
            \(details)```

            </details>

            """
    }
}
