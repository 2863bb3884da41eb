import CoreDataModel

extension LoadedModels {
    /// The version called `name`, or the current one when `name` is nil; an error that lists the
    /// versions when there is no such version. `displayName` is how messages name the input.
    public func version(named name: String?, displayName: String) throws -> ModelVersion {
        let wanted = name ?? currentVersionName
        guard let chosen = versions.first(where: { $0.name == wanted }) else {
            let known = versions.map(\.name).joined(separator: ", ")
            throw ModelError("no version named '\(wanted)' (versions: \(known))", at: SourceLocation(file: displayName))
        }
        return chosen
    }
}
