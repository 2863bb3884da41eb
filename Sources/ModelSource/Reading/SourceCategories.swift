import CoreDataModel

/// The categories the source readers raise (`SourceMessage.category` picks one per message).
extension DiagnosticCategory {
    package static let source = DiagnosticCategory(
        id: "source", title: "Unreadable or malformed model source", group: nil, severity: .error, provenance: .ours)
    package static let legacyFormat = DiagnosticCategory(
        id: "legacy-format", title: "Pre-Xcode 4 model format", group: nil, severity: .error, provenance: .ours)
    package static let bundle = DiagnosticCategory(
        id: "bundle", title: "Versioned model bundle and current version", group: nil, severity: .error, provenance: .ours)
    package static let value = DiagnosticCategory(
        id: "value", title: "Attribute values, bounds and numbers", group: nil, severity: .warning, provenance: .ours)
    package static let unknownElement = DiagnosticCategory(
        id: "unknown-element", title: "Element modelc does not know", group: nil, severity: .note, provenance: .ours)
    /// A warning, unlike unknown elements: an attribute no Xcode writes is most often a typo, and its
    /// setting is silently lost.
    package static let unknownAttribute = DiagnosticCategory(
        id: "unknown-attribute", title: "XML attribute no Xcode version writes (a typo?)", group: nil, severity: .warning,
        provenance: .ours)
    /// Raised by the writer (decompiling): what the source format cannot hold, and the output.
    package static let decompile = DiagnosticCategory(
        id: "decompile", title: "Decompiling: what the model source cannot hold, and the output", group: nil,
        severity: .warning, provenance: .ours)
}
