/// Core Data lets a model be edited until it is first used (a store opens with it, a fetch request
/// is made from one of its templates); from then on it is immutable and every mutation raises
/// `NSInternalInconsistencyException`. modelc keeps that contract: `ManagedObjectModel.freeze()`
/// marks the whole graph, and a later mutation stops the program with Core Data's message. Like
/// Core Data's exception, it signals a programming error, never bad input; `isEditable` lets code
/// ask first.
enum Immutability {
    static let modelMessage = "Can't modify an immutable model."
    static let fetchRequestMessage = "Can't modify a named fetch request in an immutable model."

    static func violation(_ message: String, _ detail: String) -> Never {
        fatalError("\(message) (\(detail))")
    }
}

extension ManagedObjectModel {
    /// False once the model is in use.
    public var isEditable: Bool { !isFrozen }

    /// Marks the model and everything it holds as in use; idempotent.
    public func freeze() {
        guard !isFrozen else { return }
        isFrozen = true
        for entity in entities {
            entity.isFrozen = true
            for property in entity.properties {
                property.isFrozen = true
                switch property.kind {
                case .fetchedProperty(let fetched): fetched.fetchRequest.isFrozen = true
                case .compositeAttribute(let composite): composite.freezeElements()
                case .attribute, .derivedAttribute, .relationship: break
                }
            }
        }
        for template in fetchRequestTemplates { template.isFrozen = true }
    }

    /// Inlined into every setter (reading a large model sets some seven hundred thousand values);
    /// only the violation, which never returns, is a call.
    @inline(__always)
    func checkEditable() {
        if isFrozen { frozenModelEdited() }
    }

    @inline(never)
    private func frozenModelEdited() -> Never {
        Immutability.violation(Immutability.modelMessage, "model")
    }
}

extension EntityDescription {
    @inline(__always)
    func checkEditable() {
        if isFrozen { frozenEntityEdited() }
    }

    @inline(never)
    private func frozenEntityEdited() -> Never {
        Immutability.violation(Immutability.modelMessage, "entity '\(name)'")
    }
}

extension PropertyDescription {
    @inline(__always)
    func checkEditable() {
        if isFrozen { frozenPropertyEdited() }
    }

    @inline(never)
    private func frozenPropertyEdited() -> Never {
        Immutability.violation(Immutability.modelMessage, "property '\(entity?.name ?? "?").\(name)'")
    }
}

extension FetchRequest {
    @inline(__always)
    func checkEditable() {
        if isFrozen { frozenFetchRequestEdited() }
    }

    @inline(never)
    private func frozenFetchRequestEdited() -> Never {
        Immutability.violation(Immutability.fetchRequestMessage, "fetch request '\(name)'")
    }
}

extension CompositeAttributeDescription {
    func freezeElements() {
        for element in elements {
            element.isFrozen = true
            element.kind.compositeAttribute?.freezeElements()
        }
    }
}
