/// What changes the generated files.
public struct GenerationOptions: Sendable {
    /// Whose templates to imitate (`--xcode-version`); the newest by default.
    public var xcodeVersion: XcodeVersion = .newest
    /// `--<platform>-deployment-target`: decides `Identifiable`.
    public var deploymentTargets = DeploymentTargets()
    /// `--swift-version`: recorded; no known template depends on it.
    public var swiftVersion: String?
    /// Generate `Class` + `Properties` for every entity, whatever its Codegen setting, as Xcode's
    /// editor command "Create NSManagedObject Subclass…" does (modelc's `--all-entities`).
    public var allEntities = false
    /// When not empty, only these entities (by entity name): the editor command's selection.
    public var entityNames: [String] = []

    public init() {}

    var era: TemplateEra { TemplateEra(xcodeVersion) }
}
