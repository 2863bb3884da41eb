/// A scan of the raw bytes that refuses entity declarations and entity references before libxml2
/// sees the document.
///
/// libxml2 is run without entity substitution, DTD loading or network access, so external entities
/// (XXE) and expansion bombs ("billion laughs") could not take effect anyway; this check makes such
/// files fail loudly with a clear message instead of being half-read. Model files never need entities:
/// Xcode writes only the five predefined ones and numeric character references.
enum XMLSafety {
    private static let predefinedEntities: Set<String> = ["lt", "gt", "amp", "quot", "apos"]

    /// Throws `XMLParseError(kind: .unsafe)` for the first `<!ENTITY` declaration or non-predefined
    /// entity reference outside comments, CDATA sections and processing instructions.
    /// `firstLine` numbers the first line of `bytes` (a piece of a larger document starts later).
    static func check(_ bytes: UnsafeBufferPointer<UInt8>, firstLine: Int = 1) throws {
        var index = 0
        var line = firstLine
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
            } else if byte == UInt8(ascii: "<"), index + 1 < count {
                let next = bytes[index + 1]
                if next == UInt8(ascii: "!") {
                    if bytes.hasLiteral("<!--", at: index) {
                        index = skip(bytes, from: index + 4, past: "-->", line: &line)
                        continue
                    }
                    if bytes.hasLiteral("<![CDATA[", at: index) {
                        index = skip(bytes, from: index + 9, past: "]]>", line: &line)
                        continue
                    }
                    if bytes.hasLiteral("<!ENTITY", at: index) {
                        throw XMLParseError(
                            kind: .unsafe,
                            message: "the document declares entities (<!ENTITY …>); entity declarations are not allowed in model files",
                            line: line)
                    }
                } else if next == UInt8(ascii: "?") {
                    index = skip(bytes, from: index + 2, past: "?>", line: &line)
                    continue
                }
            } else if byte == UInt8(ascii: "&") {
                try checkReference(bytes, at: index, line: line)
            }
            index += 1
        }
    }

    /// Accepts `&#…;` and the five predefined references; anything else is refused.
    /// A bare `&` is left to libxml2, which reports it as malformed.
    private static func checkReference(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, line: Int) throws {
        var end = start + 1
        guard end < bytes.count, bytes[end] != UInt8(ascii: "#") else { return }
        var name: [UInt8] = []
        while end < bytes.count, bytes[end] != UInt8(ascii: ";"), name.count < 64 {
            let byte = bytes[end]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "\"")
                || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "&") {
                return
            }
            name.append(byte)
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";"), !name.isEmpty else { return }
        let text = String(decoding: name, as: UTF8.self)
        guard !predefinedEntities.contains(text) else { return }
        throw XMLParseError(
            kind: .unsafe,
            message: "entity reference '&\(text);' is not allowed; model files may use only &lt; &gt; &amp; &quot; &apos; and numeric character references",
            line: line)
    }

    /// The index just past `terminator` (or the end of the buffer), counting newlines on the way.
    private static func skip(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, past terminator: StaticString,
                             line: inout Int) -> Int {
        var index = start
        while index < bytes.count {
            if bytes.hasLiteral(terminator, at: index) { return index + terminator.utf8CodeUnitCount }
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            index += 1
        }
        return index
    }
}
