import CoreDataModel

/// One model version offered to a store: where it came from and its entity hashes.
public struct ModelCandidate {
    /// The model input it was read from (a `.xcdatamodeld`, `.momd`, `.mom`, …).
    public var inputPath: String
    /// The version's name within that input.
    public var versionName: String
    public var model: ManagedObjectModel
    /// Whether it is the input's current version.
    public var isCurrent: Bool
    /// Entity name → version hash.
    public var entityHashes: [String: [UInt8]]

    public init(inputPath: String, versionName: String, model: ManagedObjectModel, isCurrent: Bool) {
        self.inputPath = inputPath
        self.versionName = versionName
        self.model = model
        self.isCurrent = isCurrent
        entityHashes = model.entityVersionHashesByName
    }
}
