/// Which classes Xcode generates for an entity (`codeGenerationType`); no value means manual
/// (Xcode writes nothing). Code generation only: the compiled model does not carry it.
public enum CodeGenerationType: String, Hashable, Sendable, CaseIterable {
    /// "Class Definition": the managed object class and its properties extension.
    case classDefinition = "class"
    /// "Category/Extension": only the properties extension; the class is hand-written.
    case category = "category"

    /// The spelling in source (`codeGenerationType="…"`).
    public var sourceName: String { rawValue }

    public init?(sourceName: String) {
        self.init(rawValue: sourceName)
    }
}

/// The language Xcode generates code in for the model (`sourceLanguage` on `<model>`).
public enum SourceLanguage: String, Hashable, Sendable, CaseIterable {
    case swift = "Swift"
    case objectiveC = "Objective-C"

    /// The spelling in source (`sourceLanguage="…"`).
    public var sourceName: String { rawValue }

    public init?(sourceName: String) {
        self.init(rawValue: sourceName)
    }
}
