/// One `NSPropertyMapping`: the value a destination property gets.
public struct PropertyMapping: Hashable, Sendable {
    /// The destination attribute or relationship.
    public var name: String
    /// The value expression's format text (e.g. `$source.title`); nil leaves the property unset.
    public var valueExpression: String?
    public var userInfo: [String: String]?

    public init(name: String, valueExpression: String? = nil, userInfo: [String: String]? = nil) {
        self.name = name
        self.valueExpression = valueExpression
        self.userInfo = userInfo
    }
}
