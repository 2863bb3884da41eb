/// A named index over one or more properties or expressions (NSFetchIndexDescription, iOS 11+).
public struct FetchIndexDescription: Hashable, Sendable {
    public var name: String
    public var elements: [FetchIndexElement]
    /// Partial-index predicate format text.
    public var partialIndexPredicate: String?
    public var sourceLocation: SourceLocation?

    public init(name: String, elements: [FetchIndexElement], partialIndexPredicate: String? = nil) {
        self.name = name
        self.elements = elements
        self.partialIndexPredicate = partialIndexPredicate
    }
}

/// One column of a fetch index: a property (by name) or an expression.
public struct FetchIndexElement: Hashable, Sendable {
    public enum CollationType: Int, Hashable, Sendable {
        case binary = 0
        case rTree = 1
    }

    public enum Target: Hashable, Sendable {
        case property(String)
        /// Expression format text and its result type.
        case expression(String, AttributeType)
    }

    public var target: Target
    public var collationType: CollationType
    public var isAscending: Bool

    public init(property: String, collationType: CollationType = .binary, isAscending: Bool = true) {
        self.target = .property(property)
        self.collationType = collationType
        self.isAscending = isAscending
    }

    public init(expression: String, resultType: AttributeType, collationType: CollationType = .binary, isAscending: Bool = true) {
        self.target = .expression(expression, resultType)
        self.collationType = collationType
        self.isAscending = isAscending
    }

    public var propertyName: String? {
        if case .property(let name) = target { return name }
        return nil
    }
}
