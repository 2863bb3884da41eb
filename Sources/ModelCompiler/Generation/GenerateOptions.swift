import CodeGeneration

/// `--action generate`: what to generate and whether to write it.
public struct GenerateOptions {
    /// `--dry-run`: list the absolute paths, write nothing (swift-build runs this first).
    public var dryRun = false
    /// The templates and their inputs (Xcode version, deployment targets, entity selection).
    package var generation = GenerationOptions()

    public init() {}
}
