/// One file to write into the output directory.
package struct GeneratedFile: Sendable, Equatable {
    /// The file name (no directory).
    package var name: String
    package var contents: String

    package init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}
