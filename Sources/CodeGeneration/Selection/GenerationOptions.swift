/// What changes the generated files.
public struct GenerationOptions: Sendable {
    /// Whose templates to imitate (`--xcode-version`); the newest by default.
    public var xcodeVersion: XcodeVersion = .newest
    /// `--<platform>-deployment-target`: decides `Identifiable`.
    public var deploymentTargets = DeploymentTargets()
    /// `--swift-version`: recorded; no known template depends on it.
    public var swiftVersion: String?
    /// Which entities get files; momc's rule unless the caller asks otherwise.
    public var entities: EntityChoice = .marked

    public init() {}

    var era: TemplateEra { TemplateEra(xcodeVersion) }
}
