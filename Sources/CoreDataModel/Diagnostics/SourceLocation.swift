/// Where a model element came from, so that diagnostics raised long after parsing
/// (resolution, validation, hashing) can still point at the offending line.
public struct SourceLocation: Hashable, Sendable {
    /// The file the element was read from (for source models: the `contents` file).
    public var file: String
    /// 1-based line number, or 0 when the element has no line of its own (a whole file or bundle).
    public var line: Int
    /// 1-based character column, when known. libxml2 reports lines only, so only a predicate or
    /// expression that fails to parse has one: its column inside the format string that the element
    /// at `line` holds. Not part of the printed `PATH:LINE:` form, which momc's parsers expect bare.
    public var column: Int?

    public init(file: String, line: Int = 0, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }
}
