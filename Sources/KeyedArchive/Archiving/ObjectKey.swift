/// The identity of an object being archived: encoding the same key twice yields the same UID,
/// which is how back-pointers end up referring to the very same archived object.
///
/// Make keys from class instances (`ObjectKey(instance)`, by `ObjectIdentifier` — keep the
/// instances alive until `finish`) or from any hashable value that names the object
/// (`ObjectKey("entity", "Person")`, `ObjectKey(someUID)`).
package struct ObjectKey: Hashable, @unchecked Sendable {
    // Instance identities and namespaced names — the hot cases — hash without AnyHashable's
    // boxing and dynamic dispatch. AnyHashable is not Sendable; `init(value:)` only accepts
    // Sendable values.
    private enum Base: Hashable {
        case object(ObjectIdentifier)
        case name(namespace: String, name: String)
        case value(AnyHashable)
    }

    private let base: Base

    /// A key for the identity of a class instance.
    package init(_ object: AnyObject) {
        base = .object(ObjectIdentifier(object))
    }

    /// A key for any hashable, sendable value.
    package init<Value: Hashable & Sendable>(value: Value) {
        base = .value(AnyHashable(value))
    }

    /// A key made of a namespace and a name, e.g. `ObjectKey("entity", "Person")`.
    package init(_ namespace: String, _ name: String) {
        base = .name(namespace: namespace, name: name)
    }

    /// The instance identity, for keys made from a class instance (the common case, which the
    /// encoder keeps in a table of its own: an `ObjectIdentifier` hashes as one integer).
    var instance: ObjectIdentifier? {
        if case .object(let identifier) = base { return identifier }
        return nil
    }
}
