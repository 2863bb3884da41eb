/// The identity of an object being archived: encoding the same key twice yields the same UID,
/// which is how back-pointers end up referring to the very same archived object.
///
/// Make keys from class instances (`ObjectKey(instance)`, by `ObjectIdentifier` — keep the
/// instances alive until `finish`) or from any hashable value that names the object
/// (`ObjectKey("entity", "Person")`, `ObjectKey(someUID)`).
package struct ObjectKey: Hashable, @unchecked Sendable {
    /// The other keys, boxed: a key is copied a few times per archived object, and a key holding
    /// only an identifier and a reference copies with one retain, where an enum with a string or
    /// `AnyHashable` payload needs its value witnesses. AnyHashable is not Sendable;
    /// `init(value:)` only accepts Sendable values.
    private final class Named: Hashable {
        enum Base: Hashable {
            case name(namespace: String, name: String)
            case value(AnyHashable)
        }

        let base: Base

        init(_ base: Base) { self.base = base }

        static func == (lhs: Named, rhs: Named) -> Bool { lhs.base == rhs.base }
        func hash(into hasher: inout Hasher) { hasher.combine(base) }
    }

    /// The instance identity, for keys made from a class instance (the common case, which the
    /// encoder keeps in a table of its own: an `ObjectIdentifier` hashes as one integer).
    let instance: ObjectIdentifier?
    private let named: Named?

    /// A key for the identity of a class instance.
    package init(_ object: AnyObject) {
        instance = ObjectIdentifier(object)
        named = nil
    }

    /// A key for an object the archive shares that has no instance of its own in what is being
    /// archived (one `SELF` expression, one empty user info): keyed by `identity`'s instance like
    /// the objects that do, rather than by a value that every lookup would have to hash and compare
    /// through `AnyHashable`. `identity` must outlive the archive, like any instance key's object.
    package init(shared identity: SharedObjectIdentity) {
        instance = ObjectIdentifier(identity)
        named = nil
    }

    /// A key for any hashable, sendable value.
    package init<Value: Hashable & Sendable>(value: Value) {
        instance = nil
        named = Named(.value(AnyHashable(value)))
    }

    /// A key made of a namespace and a name, e.g. `ObjectKey("entity", "Person")`.
    package init(_ namespace: String, _ name: String) {
        instance = nil
        named = Named(.name(namespace: namespace, name: name))
    }
}

/// The identity of an object an archive shares (see `ObjectKey.init(shared:)`): keep one in a
/// `static let`, so that it lives as long as the program.
package final class SharedObjectIdentity: Sendable {
    /// What the object is, for whoever reads the code that makes one.
    package let name: String

    package init(_ name: String) {
        self.name = name
    }
}
