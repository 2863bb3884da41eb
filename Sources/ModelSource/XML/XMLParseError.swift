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

/// libxml2's error messages as modelc words them.
enum XMLErrorText {
    /// An element nested deeper than `limit` levels.
    static func tooDeep(_ limit: String) -> String {
        "elements are nested too deeply (more than \(limit) levels)"
    }

    /// A name, value or text longer than the parser allows.
    static var tooLong: String {
        let digits = Array(String(XMLEventSink.textLengthLimit))
        let grouped = digits.indices.map { (($0 > 0 && (digits.count - $0) % 3 == 0) ? "," : "") + String(digits[$0]) }.joined()
        return "a name, attribute value or text is too long (over the parser's limit of \(grouped) bytes)"
    }

    /// One line (a diagnostic must stay `PATH:LINE: error: MESSAGE`), and plain words for the
    /// libxml2 messages that otherwise point at parser internals.
    static func readable(_ text: String) -> String {
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
        let oneLine = lines.joined(separator: " ")
        if text.hasPrefix("Input is not proper UTF-8") {
            let bytes = lines.first { $0.hasPrefix("Bytes:") }.map { " (bytes " + $0.dropFirst(6).trimmingWhitespace() + ")" } ?? ""
            return "the text is not valid UTF-8\(bytes); save the file as UTF-8 or declare its encoding in <?xml … encoding=…?>"
        }
        if text.hasPrefix("Excessive depth in document") {
            let limit = text.split(separator: ":").dropFirst().first.map { $0.split(separator: " ").first.map(String.init) ?? "" } ?? ""
            return tooDeep(limit.isEmpty ? "the parser's limit of" : limit)
        }
        if text.contains("Huge input lookup") || text.contains("length too long") || text.contains("too long") && text.contains("XML_PARSE_HUGE") {
            return tooLong
        }
        return oneLine
    }
}
