import CoreDataModel

/// The complete category table that `--print-diagnostic-categories` prints: what the readers and
/// the resolver raise, what the pipeline raises, and every linter category (`DiagnosticCatalog`).
public enum DiagnosticCategories {
    /// Categories raised while reading and resolving (texts owned by ModelSource / ModelResolver).
    public static let readerCategories: [DiagnosticCategory] = [
        DiagnosticCategory(id: "source", title: "Unreadable or malformed model source", group: nil, severity: .error, provenance: .ours),
        DiagnosticCategory(id: "legacy-format", title: "Pre-Xcode 4 model format", group: nil, severity: .error, provenance: .ours),
        DiagnosticCategory(id: "bundle", title: "Versioned model bundle and current version", group: nil, severity: .error, provenance: .ours),
        DiagnosticCategory(id: "model", title: "Model structure (names, references, inheritance)", group: nil, severity: .error, provenance: .ours),
        DiagnosticCategory(id: "value", title: "Attribute values, bounds and numbers", group: nil, severity: .warning, provenance: .ours),
        DiagnosticCategory(id: "unknown-element", title: "Element or attribute modelc does not know", group: nil, severity: .note, provenance: .ours),
        DiagnosticCategory(id: "inverse", title: "Asymmetric inverse relationships", group: nil, severity: .warning, provenance: .ours),
        DiagnosticCategory.reservedName,
    ]

    /// Categories raised by the compile pipeline itself.
    public static let pipelineCategories: [DiagnosticCategory] = [
        DiagnosticCategory(id: "output", title: "Writing the compiled model", group: nil, severity: .error, provenance: .ours),
        DiagnosticCategory(id: "checksum", title: "Model version checksum (Xcode 15+ note)", group: nil, severity: .note,
                           provenance: .verified("momc-interface.md D7: rules_apple PR #2276")),
        DiagnosticCategory(id: "usage", title: "Command-line options", group: nil, severity: .warning, provenance: .ours),
        DiagnosticCategory(id: "decompile", title: "Decompiling: what the model source cannot hold, and the output", group: nil,
                           severity: .warning, provenance: .ours),
    ]

    public static var all: [DiagnosticCategory] {
        readerCategories + pipelineCategories + DiagnosticCategory.lintCategories
    }

    public static func category(withID id: String) -> DiagnosticCategory? {
        all.first { $0.id == id }
    }

    /// One line per category: `ID<TAB>SEVERITY<TAB>GROUP<TAB>SUPPRESSED-BY<TAB>TITLE`
    /// (`-` for an empty column), for Xcode-style tools and scripts.
    public static func listing() -> String {
        all.map { category in
            [category.id, category.severity.rawValue, category.group?.rawValue ?? "reader",
             category.suppressedBy ?? "-", category.title].joined(separator: "\t")
        }.joined(separator: "\n")
    }
}
