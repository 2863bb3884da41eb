/// Why an XML document could not be read: the parser's own message, or a safety refusal.
///
/// Kept separate from `Diagnostic` so the XML layer knows nothing about models; the model reader
/// turns it into a located diagnostic.
struct XMLParseError: Error, Equatable {
    enum Kind: Equatable {
        /// libxml2 reported the document as not well-formed.
        case malformed
        /// The document uses a feature refused for safety (entity declarations or references).
        case unsafe
    }

    var kind: Kind
    var message: String
    /// 1-based line, or 0 when unknown.
    var line: Int
}
