/// One file to write into the output directory.
public struct GeneratedFile: Sendable, Equatable {
    /// The file name (no directory).
    public var name: String
    public var contents: String

    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}
