/// What changes the generated files.
package struct GenerationOptions: Sendable {
    /// Whose templates to imitate (`--xcode-version`); the newest by default.
    package var xcodeVersion: XcodeVersion = .newest
    /// `--<platform>-deployment-target`: decides `Identifiable`.
    package var deploymentTargets = DeploymentTargets()
    /// `--swift-version`: recorded; no known template depends on it.
    package var swiftVersion: String?
    /// Which entities get files; momc's rule unless the caller asks otherwise.
    package var entities: EntityChoice = .marked

    package init() {}

    var era: TemplateEra { TemplateEra(xcodeVersion) }
}
