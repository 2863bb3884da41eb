import CoreDataModel

/// The steps every command starts with: read one input (any kind) and check what was read.
enum ModelChecks {
    /// Reads `path`; with `sourceOnly`, a compiled input is refused. Whatever goes wrong is a
    /// `ModelError` (the reader's diagnostics, or the one thing that stopped it).
    static func load(_ path: String, sourceOnly: Bool = false) -> Result<LoadedModels, ModelError> {
        do {
            let input = try ModelInput(path: path)
            guard !sourceOnly || input.isSource else {
                throw ModelError("not a model source (expected .xcdatamodeld or .xcdatamodel)", at: SourceLocation(file: path))
            }
            return .success(try ModelLoading.load(input))
        } catch let error as ModelError {
            return .failure(error)
        } catch {
            return .failure(ModelError("\(error)", at: SourceLocation(file: path)))
        }
    }

    /// The reader's diagnostics, then momc's rules and the lint groups version by version, in
    /// version order, after the reporting options.
    static func check(_ loaded: LoadedModels, options: CompileOptions) -> [Diagnostic] {
        check(loaded, lintFindings: lint(loaded, options: options), options: options)
    }

    /// `check(_:options:)` with the lint findings already made (`lint(_:options:)`).
    static func check(_ loaded: LoadedModels, lintFindings: [Diagnostic], options: CompileOptions) -> [Diagnostic] {
        DiagnosticFilter.apply(loaded.diagnostics + lintFindings, options)
    }

    static func lint(_ loaded: LoadedModels, options: CompileOptions) -> [Diagnostic] {
        let lintOptions = options.lintOptions
        return loaded.versions.flatMap { ModelLinter.lint($0.model, options: lintOptions) }
    }
}
