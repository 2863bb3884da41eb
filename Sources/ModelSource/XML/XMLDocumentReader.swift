import FoundationEssentials
import HostSystem
internal import CLibXML2

/// A forward-only, streaming XML reader over libxml2's push parser, with every libxml2 type kept
/// behind `internal import` so nothing C leaks into the module's API.
///
/// Streaming instead of a DOM keeps a 7 MB model close to libxml2's own parse time: the parser is
/// fed a few kilobytes at a time and calls back (`XMLEventSink`), and `next()` hands out what one
/// chunk produced before the parser sees the next. The document is parsed from memory (we read the
/// bytes ourselves), with no network access, no DTD loading and no entity substitution; `XMLSafety`
/// has refused entity declarations and references before libxml2 starts. Errors go to the
/// parser's own callback, so concurrent readers never share error state.
final class XMLDocumentReader {
    /// The document, read in place in the caller's memory: libxml2 copies what it is fed, so a copy
    /// here only cost a large model's reading a fresh page fault per 4 KiB on each thread.
    private let pieces: [UnsafeRawBufferPointer]
    private let length: Int
    /// Where a chunk that runs from one piece into the next is gathered.
    private let scratch: UnsafeMutableRawBufferPointer
    private let parser: xmlParserCtxtPtr
    private let sink: XMLEventSink
    /// How many bytes of the document the parser has been given, and whether it was told that they are all.
    @exclusivity(unchecked) private var fed = 0
    @exclusivity(unchecked) private var isFinished = false
    /// Number of elements currently open (after the last event). Both counters are read and written
    /// once per XML event and never re-entrantly, so they skip the dynamic exclusivity checks.
    @exclusivity(unchecked) private(set) var depth = 0
    /// Sees every start tag the reader passes, skipped ones included: one place checks them all.
    var startObserver: ((XMLElement) -> Void)?

    /// Options: no network. Deliberately *without* NOENT, DTDLOAD and HUGE.
    private static let options = Int32(XML_PARSE_NONET.rawValue)
    /// The bytes given to the parser at a time: a few dozen elements. On a large model, libxml2 took
    /// fewer instructions than with either smaller or larger chunks.
    private static let chunkSize = 4096
    /// Enough for the parser to detect the encoding from.
    private static let encodingProbeSize = 4

    private static let libraryInitialized: Void = { xmlInitParser() }()

    /// Added to every line libxml2 reports: a piece of a larger document (see `DocumentSplit`)
    /// reports the lines of the whole document.
    private let lineOffset: Int

    /// Prepares to read `bytes`, which must stay valid and unchanged while the reader is used; `url`
    /// only labels libxml2's messages. Throws for refused content.
    convenience init(bytes: UnsafeRawBufferPointer, url: String) throws {
        try self.init(pieces: [bytes], url: url, lineOffset: 0)
    }

    /// Prepares to read the document made of `pieces` one after the other, whose first line is
    /// line `lineOffset + 1` of the file `url` labels. The pieces must stay valid and unchanged while
    /// the reader is used.
    ///
    /// `XMLSafety` checks each piece on its own, so no comment, CDATA section, processing
    /// instruction or reference may run from one piece into the next: `DocumentSplit` adds only
    /// whole tags to the text it cuts.
    init(pieces: [UnsafeRawBufferPointer], url: String, lineOffset: Int) throws {
        _ = Self.libraryInitialized
        let total = pieces.reduce(0) { $0 + $1.count }
        guard total < Int(Int32.max) else {
            throw XMLParseError(kind: .malformed, message: "the document is larger than 2 GB", line: 0)
        }
        for (index, piece) in pieces.enumerated() {
            do {
                try XMLSafety.check(piece.assumingMemoryBound(to: UInt8.self), firstLine: lineOffset + 1)
            } catch var error as XMLParseError {
                // The lines of the pieces before, counted only for an error (as the check counts them).
                error.line += pieces[..<index].reduce(0) { $0 + $1.assumingMemoryBound(to: UInt8.self).lineFeeds(before: $1.count) }
                throw error
            }
        }
        let sink = XMLEventSink(lineOffset: lineOffset)
        let scratch = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.chunkSize, alignment: 1)
        let probe = Self.gather(pieces, from: 0, count: min(total, Self.encodingProbeSize), using: scratch)
        var handler = XMLEventSink.handler
        let created = xmlCreatePushParserCtxt(&handler, Unmanaged.passUnretained(sink).toOpaque(),
                                              probe.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(probe.count), url)
        guard let created else {
            scratch.deallocate()
            throw XMLParseError(kind: .malformed, message: "the document could not be opened for parsing", line: 0)
        }
        xmlCtxtUseOptions(created, Self.options)
        sink.parser = created
        self.pieces = pieces
        self.scratch = scratch
        length = total
        parser = created
        fed = probe.count
        self.sink = sink
        self.lineOffset = lineOffset
    }

    deinit {
        xmlFreeParserCtxt(parser)
        scratch.deallocate()
    }

    /// The next start, end or text event; nil at the end of the document.
    func next() throws -> XMLEvent? {
        while true {
            if let event = sink.nextUnread() {
                switch event {
                case .start(let start):
                    depth += 1
                    startObserver?(start)
                case .end: depth -= 1
                case .text: break
                }
                return event
            }
            // Everything before an error was handed out; now the error.
            if let error = sink.error { throw error.kind == .malformed ? withTruncationHint(error) : error }
            guard !isFinished else { return nil }
            parseNextChunk()
        }
    }

    private func parseNextChunk() {
        sink.drain()
        let chunk = Self.gather(pieces, from: fed, count: min(Self.chunkSize, length - fed), using: scratch)
        let isLast = fed + chunk.count >= length
        let status = xmlParseChunk(parser, chunk.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(chunk.count), isLast ? 1 : 0)
        fed += chunk.count
        if isLast { isFinished = true }
        if status != 0 {
            sink.fail(XMLParseError(kind: .malformed, message: "the document is not well-formed XML", line: 0))
        }
    }

    /// The `count` bytes at `offset` of the document made of `pieces`: in place when one piece holds
    /// them all, else gathered into `scratch` (which holds at least `count` bytes).
    private static func gather(_ pieces: [UnsafeRawBufferPointer], from offset: Int, count: Int,
                               using scratch: UnsafeMutableRawBufferPointer) -> UnsafeRawBufferPointer {
        var start = offset
        var index = 0
        while index < pieces.count, start >= pieces[index].count {
            start -= pieces[index].count
            index += 1
        }
        guard index < pieces.count else { return UnsafeRawBufferPointer(rebasing: scratch[0..<0]) }
        if start + count <= pieces[index].count {
            return UnsafeRawBufferPointer(rebasing: pieces[index][start..<(start + count)])
        }
        var gathered = 0
        while gathered < count, index < pieces.count {
            let piece = pieces[index]
            let taken = min(count - gathered, piece.count - start)
            UnsafeMutableRawBufferPointer(rebasing: scratch[gathered..<(gathered + taken)])
                .copyMemory(from: UnsafeRawBufferPointer(rebasing: piece[start..<(start + taken)]))
            gathered += taken
            start = 0
            index += 1
        }
        return UnsafeRawBufferPointer(rebasing: scratch[0..<gathered])
    }

    /// Reads up to and including the root element's start tag.
    func readRoot() throws -> XMLElement? {
        while let event = try next() {
            if case .start(let root) = event { return root }
        }
        return nil
    }

    /// Calls `body` for each child element of the element whose start was just read, then consumes
    /// that element's end. `body` may read the child's content or leave it; what it leaves is skipped.
    func forEachChild(_ body: (XMLElement) throws -> Void) throws {
        let level = depth
        while let event = try next() {
            switch event {
            case .start(let child):
                try body(child)
                try skip(toDepth: level)
            case .end:
                if depth < level { return }
            case .text:
                continue
            }
        }
    }

    /// The concatenated text of the element whose start was just read; consumes its end.
    func readText() throws -> String {
        let level = depth
        var text = ""
        while let event = try next() {
            switch event {
            case .text(let value): if depth == level { text += value }
            case .start: continue
            case .end: if depth < level { return text }
            }
        }
        return text
    }

    /// Reads to the end of the document so that trailing garbage is reported as malformed.
    func finish() throws {
        while try next() != nil {}
    }

    private func skip(toDepth level: Int) throws {
        while depth > level {
            guard try next() != nil else { return }
        }
    }

    /// The error, with a hint only when the cause is certain: libxml2 stopped on the document's
    /// last line, and the document does not end with its root element's end tag, so it stops
    /// before the model is complete. A missing quote or a bad character elsewhere gets the
    /// parser's words alone.
    private func withTruncationHint(_ error: XMLParseError) -> XMLParseError {
        if pieces.count == 1, let only = pieces.first {
            return truncationHinted(error, in: only.assumingMemoryBound(to: UInt8.self))
        }
        // Only on this path is a document of several pieces made contiguous.
        let whole = pieces.flatMap { Array($0) }
        return whole.withUnsafeBufferPointer { truncationHinted(error, in: $0) }
    }

    private func truncationHinted(_ error: XMLParseError, in bytes: UnsafeBufferPointer<UInt8>) -> XMLParseError {
        guard let last = bytes.lastIndex(where: { !$0.isXMLSpace && $0 != 0 }) else { return error }
        let lastLine = lineOffset + 1 + bytes[...last].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        guard error.line >= lastLine, !endsWithRootEndTag(bytes[...last]) else { return error }
        var hinted = error
        hinted.message += " (the file ends before its last element is closed: is it truncated?)"
        return hinted
    }

    /// Whether the text ends with `</ROOT>`, ROOT being the name of its first element.
    private func endsWithRootEndTag(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        let isNameByte: (UInt8) -> Bool = { $0 > 0x7F || $0 == 0x5F || $0 == 0x2D || $0 == 0x2E || $0 == 0x3A
            || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.endIndex, isNameByte(bytes[index + 1]) { break }
            index += 1
        }
        guard index < bytes.endIndex else { return false }
        let name = bytes[(index + 1)...].prefix(while: isNameByte)
        let endTag = Array("</".utf8) + Array(name) + [UInt8(ascii: ">")]
        return bytes.reversed().starts(with: endTag.reversed())
    }
}
