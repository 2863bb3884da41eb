/// Why a binary property list could not be read.
///
/// The message says what is wrong in plain words ("truncated binary plist: offset table extends
/// past end of file"); `offset` is the byte position concerned, when there is one.
package struct PropertyListError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A human-readable explanation.
    package var message: String
    /// The byte offset in the input the problem was found at, if known.
    package var offset: Int?

    /// Creates an error with `message`, optionally at byte `offset`.
    package init(_ message: String, offset: Int? = nil) {
        self.message = message
        self.offset = offset
    }

    package var description: String {
        if let offset { return "\(message) (at byte \(offset))" }
        return message
    }
}
