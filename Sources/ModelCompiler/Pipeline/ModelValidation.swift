import CoreDataModel

/// `modelc validate`: read a model (any input kind) and report, writing nothing.
public enum ModelValidation {
    public struct Result {
        public var diagnostics: [Diagnostic]
        public var modelCount: Int
        public var succeeded: Bool { !diagnostics.hasErrors }
    }

    public static func validate(path: String, options: CompileOptions = CompileOptions()) -> Result {
        do {
            let loaded = try ModelLoading.load(try ModelInput(path: path))
            return Result(diagnostics: ModelCompilation.filter(loaded.diagnostics, options), modelCount: loaded.versions.count)
        } catch let error as ModelError {
            return Result(diagnostics: ModelCompilation.filter(error.diagnostics, options), modelCount: 0)
        } catch {
            return Result(diagnostics: [.error("\(error)", at: SourceLocation(file: path))], modelCount: 0)
        }
    }
}
