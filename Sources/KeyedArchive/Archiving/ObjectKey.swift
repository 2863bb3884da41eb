/// The identity of an object being archived: encoding the same key twice yields the same UID,
/// which is how back-pointers end up referring to the very same archived object.
///
/// Make keys from class instances (`ObjectKey(instance)`, by `ObjectIdentifier` — keep the
/// instances alive until `finish`) or from any hashable value that names the object
/// (`ObjectKey("entity", "Person")`, `ObjectKey(someUID)`).
public struct ObjectKey: Hashable, @unchecked Sendable {
    // AnyHashable is not Sendable; the initializers only accept Sendable bases.
    private let base: AnyHashable

    /// A key for the identity of a class instance.
    public init(_ object: AnyObject) {
        base = AnyHashable(ObjectIdentifier(object))
    }

    /// A key for any hashable, sendable value.
    public init<Value: Hashable & Sendable>(value: Value) {
        base = AnyHashable(value)
    }

    /// A key made of a namespace and a name, e.g. `ObjectKey("entity", "Person")`.
    public init(_ namespace: String, _ name: String) {
        base = AnyHashable([namespace, name])
    }
}
