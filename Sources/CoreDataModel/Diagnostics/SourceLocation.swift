/// Where a model element came from, so that diagnostics raised long after parsing
/// (resolution, validation, hashing) can still point at the offending line.
public struct SourceLocation: Hashable, Sendable {
    /// The file the element was read from (for source models: the `contents` file).
    public var file: String
    /// 1-based line number, or 0 when the element has no line of its own (a whole file or bundle).
    public var line: Int

    public init(file: String, line: Int = 0) {
        self.file = file
        self.line = line
    }
}
