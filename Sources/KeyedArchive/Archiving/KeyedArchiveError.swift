/// Why a keyed archive could not be decoded (or encoded): what kind of problem, where in the
/// archive (the object and key, as Yams' `Mark` gives a line and column), and a message with enough
/// context to find the spot: "key NSEntities of object 5 (NSManagedObjectModel): expected a
/// reference, found integer".
package struct KeyedArchiveError: Error, Hashable, Sendable, CustomStringConvertible {
    package enum Kind: Hashable, Sendable {
        /// The property list is not an `NSKeyedArchiver` archive: `$archiver`, `$version`,
        /// `$objects`, `$top` or the root is missing or of the wrong type.
        case notAnArchive
        /// The archive's own bookkeeping is broken: `$objects[0]`, a `$top` entry, a `$class` or
        /// `$classes` descriptor, or a reference that is out of range or names no object.
        case corrupt
        /// A field or element holds a value of the wrong type.
        case typeMismatch
        /// A field the value needs is absent.
        case missingValue
        /// A value of the right type whose content is out of range (decimal, UUID, counts).
        case invalidValue
        /// The encoder was finished with an object referenced but never (or not fully) encoded.
        case incompleteEncoding
    }

    /// A place in an archive: an object (its index in `$objects`) and, when the problem is in one
    /// of its fields, that field's key.
    package struct Position: Hashable, Sendable, CustomStringConvertible {
        package var object: UID
        package var key: String?

        package init(object: UID, key: String? = nil) {
            self.object = object
            self.key = key
        }

        package var description: String { key.map { "key \($0) of object \(object.value)" } ?? "object \(object.value)" }
    }

    package var kind: Kind
    /// Where the problem is, when it is inside one object (nil for the container as a whole and
    /// for values decoded from text).
    package var position: Position?
    /// A human-readable explanation (it already names the position).
    package var message: String

    package init(_ kind: Kind, _ message: String, at position: Position? = nil) {
        self.kind = kind
        self.message = message
        self.position = position
    }

    package var description: String { message }
}
