/// Where a large `contents` document can be cut in two, so that each half is read by its own
/// libxml2 reader on its own thread: before an `<entity>` start tag that is a child of `<model>`,
/// about halfway through. The first piece is the text before the cut closed by `</model>`, the
/// second is `<model>` followed by the text from the cut on.
///
/// The cut is found by looking at bytes, not by parsing, so it may land where the text only looks
/// like a start tag (inside a comment, a CDATA section or a deeper element). Then at least one
/// piece is not well-formed XML or not a model (an open comment or element meets the added
/// `</model>`), and the caller reads the whole document in one piece instead: a piece is used only
/// when both parse. Documents whose pieces could read differently from the whole are never cut:
/// anything but UTF-8 (no byte-order mark, no other declared encoding), XML other than 1.0,
/// a prolog with more than the XML declaration (a DOCTYPE, comments), a root start tag declaring
/// namespaces, and carriage returns (which libxml2 counts as line ends in ways a byte count
/// would not follow).
struct DocumentSplit {
    /// The offset of the `<entity` that starts the second piece.
    let offset: Int
    /// The number of lines before that offset: added to the second piece's line numbers.
    let linesBefore: Int

    /// Below this size a second thread costs more than it saves (measured on generated models:
    /// Documentation/FuzzingAndBenchmarks.md).
    static let minimumBytes = 1 << 20

    /// What closes the first piece.
    static var closingRoot: UnsafeRawBufferPointer { bytes(of: "</model>") }
    /// What opens the second piece.
    static var openingRoot: UnsafeRawBufferPointer { bytes(of: "<model>") }

    /// A literal's bytes, which live as long as the program.
    private static func bytes(of literal: StaticString) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
    }

    /// The cut for `bytes`, or nil when the document is small or not plainly cuttable.
    static func find(in raw: UnsafeRawBufferPointer) -> DocumentSplit? {
        let bytes = raw.assumingMemoryBound(to: UInt8.self)
        guard bytes.count >= minimumBytes, bytes.firstIndex(of: 0x0D, from: 0) == nil else { return nil }
        guard let rootEnd = endOfRootStartTag(in: bytes) else { return nil }
        guard let offset = entityStart(in: bytes, from: max(rootEnd, bytes.count / 2)) else { return nil }
        return DocumentSplit(offset: offset, linesBefore: bytes.lineFeeds(before: offset))
    }

    /// The offset just past `<model …>` when the document is an XML 1.0 declaration (UTF-8 or no
    /// encoding) followed by nothing but white space and a non-empty `<model>` root without
    /// namespace declarations.
    private static func endOfRootStartTag(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        if bytes.hasLiteral("<?xml", at: 0) {
            guard let end = bytes.firstIndex(of: "?>", from: 5) else { return nil }
            let declaration = String(decoding: bytes[5..<end], as: UTF8.self).lowercased()
            guard declaration.contains("version=\"1.0\"") || declaration.contains("version='1.0'") else { return nil }
            if declaration.contains("encoding") {
                guard declaration.contains("encoding=\"utf-8\"") || declaration.contains("encoding='utf-8'") else { return nil }
            }
            index = end + 2
        }
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        guard bytes.hasLiteral("<model", at: index), index + 6 < bytes.count,
              isSpace(bytes[index + 6]) || bytes[index + 6] == UInt8(ascii: ">") else { return nil }
        // The start tag ends at the first `>` outside a quoted attribute value.
        var quote: UInt8?
        var cursor = index + 6
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                guard bytes[cursor - 1] != UInt8(ascii: "/") else { return nil }
                let tag = String(decoding: bytes[index..<cursor], as: UTF8.self)
                return tag.contains("xmlns") ? nil : cursor + 1
            }
            cursor += 1
        }
        return nil
    }

    /// The first `<entity` start tag at or after `start` that follows a `>` with only white space
    /// between them.
    private static func entityStart(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var from = start
        while let found = bytes.firstIndex(of: "<entity", from: from) {
            from = found + 1
            let next = found + 7
            guard next < bytes.count, isSpace(bytes[next]) else { continue }
            var before = found - 1
            while before > 0, isSpace(bytes[before]) { before -= 1 }
            if before > 0, bytes[before] == UInt8(ascii: ">") { return found }
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A
    }
}
