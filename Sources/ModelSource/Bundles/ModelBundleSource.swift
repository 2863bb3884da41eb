import CoreDataModel

/// One version of a `.xcdatamodeld` bundle, read.
package struct ModelVersionSource {
    /// The version directory name without `.xcdatamodel` (`Foo 2`): the compiled file's base name.
    package var name: String
    /// The version directory (`…/Foo.xcdatamodeld/Foo 2.xcdatamodel`).
    package var path: String
    /// The `contents` file the model was read from.
    package var contentsPath: String
    package var model: ManagedObjectModel

    package init(name: String, path: String, contentsPath: String, model: ManagedObjectModel) {
        self.name = name
        self.path = path
        self.contentsPath = contentsPath
        self.model = model
    }
}

/// A `.xcdatamodeld` bundle, read: every version's model and which one is current.
package struct ModelBundleSource {
    /// The bundle name without `.xcdatamodeld` (the compiled `.momd` base name).
    package var name: String
    package var path: String
    /// Every version, in natural order of their names (`Model`, `Model 2`, `Model 10`).
    package var versions: [ModelVersionSource]
    /// The version named by `.xccurrentversion` (without `.xcdatamodel`); nil when there is no
    /// marker or it is empty, in which case momc writes no `NSManagedObjectModel_CurrentVersionName`.
    package var currentVersionName: String?
    /// The version to treat as current: the marked one, else the one picked (and warned about).
    package var currentVersion: ModelVersionSource
    /// Every file the result depends on (each `contents`, plus `.xccurrentversion` when present),
    /// for depfiles.
    package var dependencies: [String]
    /// Warnings and notes gathered while reading (errors are thrown instead).
    package var diagnostics: [Diagnostic]

    package init(name: String, path: String, versions: [ModelVersionSource], currentVersionName: String?,
                currentVersion: ModelVersionSource, dependencies: [String], diagnostics: [Diagnostic]) {
        self.name = name
        self.path = path
        self.versions = versions
        self.currentVersionName = currentVersionName
        self.currentVersion = currentVersion
        self.dependencies = dependencies
        self.diagnostics = diagnostics
    }
}
