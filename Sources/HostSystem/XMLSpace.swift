/// XML's white space (space, tab, line feed, carriage return), which model sources carry between
/// tags and around values: one predicate for the readers that look at raw bytes and for trimming.
extension UInt8 {
    /// Whether the byte is XML white space.
    package var isXMLSpace: Bool { self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D }
}

extension String {
    /// The text without the XML white space around it (what attribute values may carry around
    /// numbers), trimmed character by character: a space that carries a combining mark is one
    /// character, and stays, as does a carriage return with its line feed.
    package func trimmingSpaces() -> Substring {
        // Nearly every value has nothing to trim. A first and a last byte that are not white
        // space mean that the first and last characters are not either (each of the four is a
        // character of that one byte only), so the text need not be broken into characters.
        if let first = utf8.first, let last = utf8.last, !first.isXMLSpace, !last.isXMLSpace { return self[...] }
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }) else { return "" }
        guard let end = lastIndex(where: { !isSpace($0) }) else { return "" }
        return self[start...end]
    }
}
