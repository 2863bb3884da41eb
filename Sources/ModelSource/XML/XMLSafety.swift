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
    ///
    /// Only `<` and `&` matter, so the scan jumps from one to the next (`memchr`) rather than
    /// looking at every byte, and lines are counted only for an error.
    static func check(_ bytes: UnsafeBufferPointer<UInt8>, firstLine: Int = 1) throws {
        let count = bytes.count
        var index = 0
        while index < count {
            let tag = bytes.firstIndex(of: UInt8(ascii: "<"), from: index) ?? count
            var reference = index
            while let ampersand = bytes.firstIndex(of: UInt8(ascii: "&"), from: reference, before: tag) {
                try checkReference(bytes, at: ampersand, firstLine: firstLine)
                reference = ampersand + 1
            }
            guard tag + 1 < count else { return }
            let next = bytes[tag + 1]
            if next == UInt8(ascii: "!") {
                if bytes.hasLiteral("<!--", at: tag) {
                    index = skip(bytes, from: tag + 4, past: "-->")
                    continue
                }
                if bytes.hasLiteral("<![CDATA[", at: tag) {
                    index = skip(bytes, from: tag + 9, past: "]]>")
                    continue
                }
                if bytes.hasLiteral("<!ENTITY", at: tag) {
                    throw XMLParseError(
                        kind: .unsafe,
                        message: "the document declares entities (<!ENTITY …>); entity declarations are not allowed in model files",
                        line: line(of: tag, in: bytes, firstLine: firstLine))
                }
            } else if next == UInt8(ascii: "?") {
                index = skip(bytes, from: tag + 2, past: "?>")
                continue
            }
            index = tag + 1
        }
    }

    /// The line `index` stands on.
    private static func line(of index: Int, in bytes: UnsafeBufferPointer<UInt8>, firstLine: Int) -> Int {
        firstLine + bytes.lineFeeds(before: index)
    }

    /// Accepts `&#…;` and the five predefined references; anything else is refused.
    /// A bare `&` is left to libxml2, which reports it as malformed.
    private static func checkReference(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, firstLine: Int) throws {
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
            line: line(of: start, in: bytes, firstLine: firstLine))
    }

    /// The index just past `terminator` (or the end of the buffer).
    private static func skip(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, past terminator: StaticString) -> Int {
        bytes.firstIndex(of: terminator, from: start).map { $0 + terminator.utf8CodeUnitCount } ?? bytes.count
    }
}
