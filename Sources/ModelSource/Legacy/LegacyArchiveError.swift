/// Why an `elements` archive cannot be read: the file is not a keyed archive, an object has the
/// wrong class, a reference is missing. One is enough to stop reading the version.
struct LegacyArchiveError: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
