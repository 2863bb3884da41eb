import CoreDataModel

/// One model version, from a source `.xcdatamodel` or a compiled `.mom`.
public struct ModelVersion {
    /// The version name: the `.xcdatamodel` / `.mom` base name.
    public var name: String
    public var model: ManagedObjectModel
    /// The file the model was read from (a `contents` file or a `.mom`).
    public var path: String

    public init(name: String, model: ManagedObjectModel, path: String) {
        self.name = name
        self.model = model
        self.path = path
    }
}

/// Everything one input yields: its versions, which is current, the files it was read from, and
/// the warnings gathered on the way. Source and compiled inputs produce the same shape, so
/// validate, dump and compile do not care where a model came from.
public struct LoadedModels {
    public var input: ModelInput
    /// Every version, in the order the input lists them (one for a single model).
    public var versions: [ModelVersion]
    /// The version named by the bundle's marker (`.xccurrentversion` or VersionInfo's current
    /// version name); nil when it has none.
    public var markedCurrentVersionName: String?
    /// The version to use when one is needed: the marked one, else the one chosen by rule.
    public var currentVersionName: String
    /// Every file read (for depfiles).
    public var dependencies: [String]
    public var diagnostics: [Diagnostic]
    /// A current version the bundle names but does not contain (some of Apple's own `.momd`
    /// bundles); `markedCurrentVersionName` is nil then.
    public var missingCurrentVersionName: String? = nil

    public var currentVersion: ModelVersion? {
        versions.first { $0.name == currentVersionName }
    }
}
