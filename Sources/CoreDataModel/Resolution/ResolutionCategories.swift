/// The categories name resolution raises (the reserved-name rule is listed with the linter's,
/// `DiagnosticCategory.reservedName`). `.model` is also the category of any structural error that
/// names no narrower one, wherever it is raised.
extension DiagnosticCategory {
    public static let model = DiagnosticCategory(
        id: "model", title: "Model structure (names, references, inheritance)", group: nil, severity: .error, provenance: .ours)
    public static let inverse = DiagnosticCategory(
        id: "inverse", title: "Asymmetric inverse relationships", group: nil, severity: .warning, provenance: .ours)
}
