import CoreDataModel
import ModelEvolution

/// A bundle's versions in order, and for each consecutive pair what `modelc diff` says: the
/// summary, the migration verdict with its reasons, and the changes.
enum VersionHistory {
    static func blocks(_ input: DocumentationInput) -> [Block] {
        var blocks: [Block] = [
            .heading(level: 2, [.text("Version history")]),
            .table(header: ["Version", "Current", "Entities", "Version identifiers"], rows: input.versions.map { version in
                [[.code(version.name)], PropertyFacts.yesNo(version.name == input.currentVersionName),
                 [.text(String(version.model.entities.count))],
                 version.model.versionIdentifiers.filter { !$0.isEmpty }.sorted().map { [.code($0)] }.joined(separator: ", ")]
            }),
        ]
        for (old, new) in zip(input.versions, input.versions.dropFirst()) {
            let diff = ModelDiff(from: old.model, to: new.model)
            blocks.append(.heading(level: 3, [.text(old.name + " → " + new.name)]))
            blocks.append(.paragraph([.text(diff.summary)]))
            var verdict: [[Inline]] = [[.text("Migration: "), .strong(diff.migration.kind.rawValue)]]
            verdict += diff.migration.rules.map { [.text("inferred rule: "), .code($0.rawValue)] }
            verdict += diff.migration.blockers.map { [.text("needs a mapping model: " + $0)] }
            blocks.append(.list(verdict))
            if !diff.isEmpty {
                blocks.append(.code(language: "text", text: diff.renderText(oldName: old.name, newName: new.name)))
            }
        }
        return blocks
    }
}
