/// A weak reference that leaves its target an ordinary object.
///
/// Swift keeps the reference counts of an object that is weakly referenced in a side table from
/// then on, so every retain and release of it takes a slower path through another piece of memory.
/// Entities, relationships and the model are weakly referenced from their properties, inverses and
/// entities, and retained millions of times while a large model is read, checked, hashed and
/// archived. Here the weak reference points at the target's anchor instead: a small object only
/// the target holds, which dies with it, so the reference reads nil exactly when the target is gone.
struct WeakReference<Target: WeaklyReferenced> {
    private weak var anchor: WeakAnchor<Target>?

    init() {}

    var target: Target? {
        get { anchor?.target }
        set { anchor = newValue?.weakAnchor }
    }
}

/// A class whose instances are referenced weakly through `WeakReference`.
protocol WeaklyReferenced: AnyObject {
    /// Made with the instance (not lazily: two threads may reference it for the first time at
    /// once) and pointed at it at the end of its initializer.
    var weakAnchor: WeakAnchor<Self> { get }
}

/// What `WeakReference` points at: owned by its target alone, so it lives exactly as long.
final class WeakAnchor<Target: AnyObject> {
    /// Unowned: the target owns the anchor, and an unowned reference needs no side table.
    unowned(safe) var target: Target?

    init() {}
}
