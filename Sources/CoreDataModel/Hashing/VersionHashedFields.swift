/// Which properties Core Data's entity version hashes take in (Documentation/Formats.md "Version
/// hashes"). `VersionHasher` feeds exactly these; which fields of each are hashed is read off the
/// archive schema's `feedsVersionHash` column (CompiledModel's `VersionHashedField`).
public enum VersionHashedFields {
    /// An entity hashes its non-transient attributes and relationships only.
    public static func feedsEntityHash(_ property: PropertyDescription) -> Bool {
        !property.isTransient && property.kind.isVersionHashed
    }
}
