import CoreDataModel
import ModelSource

/// The complete category table that `--print-diagnostic-categories` prints: what the readers and
/// the resolver raise, what the pipeline raises, and every linter category (`DiagnosticCatalog`).
public enum DiagnosticCategories {
    /// Categories raised while reading and resolving (declared by ModelSource and CoreDataModel).
    public static let readerCategories: [DiagnosticCategory] = [
        .source, .legacyFormat, .bundle, .model, .value, .unknownElement, .unknownAttribute, .inverse, .reservedName, .mapping,
    ]

    /// What `mapc` can raise: the mapping model and its embedded snapshots, and the output.
    public static let mappingCategories: [DiagnosticCategory] = [.mapping, .legacyFormat, .output]

    /// Categories raised by the compile pipeline itself.
    public static let pipelineCategories: [DiagnosticCategory] = [.output, .checksum, .usage, .decompile]

    public static var all: [DiagnosticCategory] {
        readerCategories + pipelineCategories + DiagnosticCategory.lintCategories
    }

    public static func category(withID id: String) -> DiagnosticCategory? {
        all.first { $0.id == id }
    }

    /// One line per category: `ID<TAB>SEVERITY<TAB>GROUP<TAB>SUPPRESSED-BY<TAB>TITLE`
    /// (`-` for an empty column), for Xcode-style tools and scripts.
    public static func listing(_ categories: [DiagnosticCategory] = all) -> String {
        categories.map { category in
            [category.id, category.severity.rawValue, category.group?.rawValue ?? "reader",
             category.suppressedBy ?? "-", category.title].joined(separator: "\t")
        }.joined(separator: "\n")
    }
}

/// The categories the compile pipeline raises.
extension DiagnosticCategory {
    public static let output = DiagnosticCategory(
        id: "output", title: "Writing the compiled model", group: nil, severity: .error, provenance: .ours)
    public static let checksum = DiagnosticCategory(
        id: "checksum", title: "Model version checksum (Xcode 15+ note)", group: nil, severity: .note,
        provenance: .verified("rules_apple PR #2276"))
    public static let usage = DiagnosticCategory(
        id: "usage", title: "Command-line options", group: nil, severity: .warning, provenance: .ours)
}
