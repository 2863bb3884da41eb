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
    /// The input, copied whole (`XMLSafety` and the truncation hint read it), and its length
    /// (the allocation holds at least a byte).
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    private let length: Int
    private let parser: xmlParserCtxtPtr
    private let sink: XMLEventSink
    /// How many bytes of `buffer` the parser has been given, and whether it was told that they are all.
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

    /// Prepares to read `bytes`; `url` only labels libxml2's messages. Throws for refused content.
    convenience init(bytes: UnsafeRawBufferPointer, url: String) throws {
        try self.init(pieces: [bytes], url: url, lineOffset: 0)
    }

    /// Prepares to read the document made of `pieces` one after the other, whose first line is
    /// line `lineOffset + 1` of the file `url` labels.
    init(pieces: [UnsafeRawBufferPointer], url: String, lineOffset: Int) throws {
        _ = Self.libraryInitialized
        let total = pieces.reduce(0) { $0 + $1.count }
        guard total < Int(Int32.max) else {
            throw XMLParseError(kind: .malformed, message: "the document is larger than 2 GB", line: 0)
        }
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(total, 1))
        var filled = 0
        for piece in pieces where piece.count > 0 {
            _ = UnsafeMutableBufferPointer(rebasing: copy[filled...]).initialize(from: piece.bindMemory(to: UInt8.self))
            filled += piece.count
        }
        do {
            try XMLSafety.check(UnsafeBufferPointer(rebasing: copy[0..<total]), firstLine: lineOffset + 1)
        } catch {
            copy.deallocate()
            throw error
        }
        let sink = XMLEventSink(lineOffset: lineOffset)
        let probe = min(total, Self.encodingProbeSize)
        var handler = XMLEventSink.handler
        let created = copy.baseAddress.flatMap { base in
            base.withMemoryRebound(to: CChar.self, capacity: total) {
                xmlCreatePushParserCtxt(&handler, Unmanaged.passUnretained(sink).toOpaque(), $0, Int32(probe), url)
            }
        }
        guard let created else {
            copy.deallocate()
            throw XMLParseError(kind: .malformed, message: "the document could not be opened for parsing", line: 0)
        }
        xmlCtxtUseOptions(created, Self.options)
        sink.parser = created
        buffer = copy
        length = total
        parser = created
        fed = probe
        self.sink = sink
        self.lineOffset = lineOffset
    }

    deinit {
        xmlFreeParserCtxt(parser)
        buffer.deallocate()
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
        let count = min(Self.chunkSize, length - fed)
        let isLast = fed + count >= length
        let status = buffer.baseAddress.map { base in
            UnsafeMutableRawPointer(base + fed).withMemoryRebound(to: CChar.self, capacity: count) {
                xmlParseChunk(parser, $0, Int32(count), isLast ? 1 : 0)
            }
        } ?? -1
        fed += count
        if isLast { isFinished = true }
        if status != 0 {
            sink.fail(XMLParseError(kind: .malformed, message: "the document is not well-formed XML", line: 0))
        }
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
        let bytes = UnsafeBufferPointer(rebasing: buffer[0..<length])
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
