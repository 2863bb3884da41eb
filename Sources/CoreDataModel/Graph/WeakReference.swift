/// A reference that does not keep its target alive and reads nil once the target is gone,
/// without being a Swift `weak` reference.
///
/// Swift keeps the reference counts of an object that is weakly referenced in a side table from
/// then on, so every retain and release of it takes a slower path through another piece of memory,
/// and every read of a weak reference takes that path too. Entities, relationships and the model
/// are referenced back from their properties, inverses and entities, and retained millions of
/// times while a large model is read, checked, hashed and archived. Here the reference holds the
/// target's anchor instead: a small object the target makes with itself, that points at the target
/// until the target's deinitializer clears it.
struct WeakReference<Target: WeaklyReferenced> {
    private var anchor: WeakAnchor<Target>?

    init() {}

    var target: Target? {
        get { anchor?.target }
        set { anchor = newValue?.weakAnchor }
    }
}

extension WeakReference where Target == EntityDescription {
    /// Points at `entity` and, when there is one, names it in `name`: a relationship's
    /// destination and a fetch request's entity are kept by name too (what the source and the
    /// archive say).
    mutating func point(at entity: EntityDescription?, naming name: inout String) {
        target = entity
        if let entity { name = entity.name }
    }
}

/// A class whose instances are referenced through `WeakReference`. Its initializer points the
/// anchor at the instance and its deinitializer clears it (`weakAnchor.target = nil`).
protocol WeaklyReferenced: AnyObject {
    /// Made with the instance, not lazily: two threads may reference it for the first time at once.
    var weakAnchor: WeakAnchor<Self> { get }
}

/// What `WeakReference` holds: the target while it lives, nil after.
final class WeakAnchor<Target: AnyObject> {
    /// Unowned and unretained: set only by the target's initializer and cleared by its
    /// deinitializer, so it never outlives the target, and no reference count is touched.
    unowned(unsafe) var target: Target?

    init() {}
}
