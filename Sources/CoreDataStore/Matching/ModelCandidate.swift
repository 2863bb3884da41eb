import CoreDataModel

/// One model version offered to a store: where it came from and its entity hashes.
package struct ModelCandidate {
    /// The model input it was read from (a `.xcdatamodeld`, `.momd`, `.mom`, …).
    package var inputPath: String
    /// The version's name within that input.
    package var versionName: String
    package var model: ManagedObjectModel
    /// Whether it is the input's current version.
    package var isCurrent: Bool
    /// Entity name → version hash.
    package var entityHashes: [String: [UInt8]]

    package init(inputPath: String, versionName: String, model: ManagedObjectModel, isCurrent: Bool) {
        self.inputPath = inputPath
        self.versionName = versionName
        self.model = model
        self.isCurrent = isCurrent
        entityHashes = model.entityVersionHashesByName
    }
}
