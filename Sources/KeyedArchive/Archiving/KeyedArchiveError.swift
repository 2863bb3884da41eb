/// Why a keyed archive could not be decoded (or encoded), with enough context to find the spot:
/// "key NSEntities of object 5 (NSManagedObjectModel): expected a reference, found integer".
public struct KeyedArchiveError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A human-readable explanation.
    public var message: String

    /// Creates an error with `message`.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
