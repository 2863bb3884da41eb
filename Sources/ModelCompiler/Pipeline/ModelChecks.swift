import CoreDataModel

/// The semantic checks every command runs on what it loaded: momc's rules and the lint groups,
/// version by version, in version order.
enum ModelChecks {
    static func lint(_ loaded: LoadedModels, options: CompileOptions) -> [Diagnostic] {
        let lintOptions = options.lintOptions
        return loaded.versions.flatMap { ModelLinter.lint($0.model, options: lintOptions) }
    }
}
