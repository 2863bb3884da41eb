/// What changes how a model compiles or what is reported (momc's flags, and modelc's own).
public struct CompileOptions {
    /// `--module`: the module that `.Class` names (Xcode's "Current Product Module") resolve into.
    public var moduleName: String?
    /// `--no-warnings`: drop every warning (errors still print).
    public var suppressWarnings = false
    /// `-Werror`: treat warnings as errors.
    public var warningsAsErrors = false

    public init() {}
}
