import FoundationEssentials
import HostSystem
internal import CLibXML2

/// A forward-only, streaming XML reader over libxml2's `xmlTextReader`, with every libxml2 type kept
/// behind `internal import` so nothing C leaks into the module's API.
///
/// Streaming instead of a DOM keeps a 7 MB model close to libxml2's own parse time. The document is
/// parsed from memory (we read the bytes ourselves), with no network access, no DTD loading and no entity
/// substitution; `XMLSafety` has refused entity declarations and references before libxml2 starts.
/// Errors go to a per-reader structured handler, so concurrent readers never share error state.
final class XMLDocumentReader {
    /// libxml2 parses directly from this copy of the input; it must outlive `reader`.
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    private let reader: xmlTextReaderPtr
    private let errors: ErrorCollector
    /// libxml2 reports `<a/>` as one node; we emit a start and then this synthetic end.
    @exclusivity(unchecked) private var pendingEnd = false
    /// Number of elements currently open (after the last event). Both counters are read and written
    /// once per XML event and never re-entrantly, so they skip the dynamic exclusivity checks.
    @exclusivity(unchecked) private(set) var depth = 0
    /// Element and attribute names made so far, each in the slot its libxml2 address picks (see
    /// `internedName(_:)`).
    @exclusivity(unchecked) private var names = [InternedName?](repeating: nil, count: 1 << XMLDocumentReader.nameSlotBits)
    /// The name table has 2^8 slots, several times the names of a model vocabulary.
    private static let nameSlotBits = 8
    /// Sees every start tag the reader passes, skipped ones included: one place checks them all.
    var startObserver: ((XMLElement) -> Void)?

    /// Options: no network, big line numbers kept exactly; deliberately *without* NOENT, DTDLOAD and HUGE.
    private static let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue
                                       | XML_PARSE_COMPACT.rawValue | XML_PARSE_NOBLANKS.rawValue)

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
        let created = copy.baseAddress.flatMap { base in
            base.withMemoryRebound(to: CChar.self, capacity: total) {
                xmlReaderForMemory($0, Int32(clamping: total), url, nil, Self.options)
            }
        }
        guard let created else {
            copy.deallocate()
            throw XMLParseError(kind: .malformed, message: "the document could not be opened for parsing", line: 0)
        }
        buffer = copy
        reader = created
        self.lineOffset = lineOffset
        errors = ErrorCollector(lineOffset: lineOffset)
        xmlTextReaderSetStructuredErrorHandler(reader, { context, error in
            guard let context, let error else { return }
            let collector = Unmanaged<ErrorCollector>.fromOpaque(context).takeUnretainedValue()
            collector.record(level: Int(error.pointee.level.rawValue),
                             message: error.pointee.message.map { String(cString: $0) },
                             line: Int(error.pointee.line))
        }, Unmanaged.passUnretained(errors).toOpaque())
    }

    deinit {
        xmlFreeTextReader(reader)
        buffer.deallocate()
    }

    /// The next start, end or text event; nil at the end of the document.
    func next() throws -> XMLEvent? {
        if pendingEnd {
            pendingEnd = false
            depth -= 1
            return .end
        }
        while true {
            let status = xmlTextReaderRead(reader)
            if let error = errors.first { throw withTruncationHint(error) }
            if status == 0 { return nil }
            if status < 0 {
                throw XMLParseError(kind: .malformed, message: "the document is not well-formed XML", line: 0)
            }
            switch xmlTextReaderNodeType(reader) {
            case Int32(XML_READER_TYPE_ELEMENT.rawValue):
                guard let node = xmlTextReaderCurrentNode(reader) else { continue }
                depth += 1
                if xmlTextReaderIsEmptyElement(reader) == 1 { pendingEnd = true }
                let start = element(from: node)
                startObserver?(start)
                return .start(start)
            case Int32(XML_READER_TYPE_END_ELEMENT.rawValue):
                depth -= 1
                return .end
            case Int32(XML_READER_TYPE_TEXT.rawValue), Int32(XML_READER_TYPE_CDATA.rawValue):
                let value = xmlTextReaderConstValue(reader).map { String(cString: $0) } ?? ""
                return .text(value)
            case Int32(XML_READER_TYPE_ENTITY_REFERENCE.rawValue):
                // Unreachable after XMLSafety; kept so that no entity is ever silently followed.
                let name = xmlTextReaderConstName(reader).map { String(cString: $0) } ?? "?"
                throw XMLParseError(kind: .unsafe, message: "entity reference '&\(name);' is not allowed", line: currentLine)
            default:
                continue
            }
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
        let bytes = UnsafeBufferPointer(buffer)
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0 }
        guard let last = bytes.lastIndex(where: { !isSpace($0) }) else { return error }
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

    private var currentLine: Int {
        guard let node = xmlTextReaderCurrentNode(reader) else { return lineOffset + Int(xmlTextReaderGetParserLineNumber(reader)) }
        return lineOffset + Int(xmlGetLineNo(node))
    }

    /// Builds the start-tag value straight from the node libxml2 just created: the attribute list is
    /// walked in place, and a value is copied once into a Swift string.
    private func element(from node: xmlNodePtr) -> XMLElement {
        let name = node.pointee.name.map { internedName($0).name } ?? ""
        var count = 0
        var counted = node.pointee.properties
        while let attribute = counted {
            count += 1
            counted = attribute.pointee.next
        }
        // One allocation of the right size rather than growing 1, 2, 4, 8…
        var attributes: [XMLAttribute] = []
        attributes.reserveCapacity(count)
        var next = node.pointee.properties
        while let attribute = next {
            next = attribute.pointee.next
            guard let attributeName = attribute.pointee.name else { continue }
            let interned = internedName(attributeName)
            attributes.append(XMLAttribute(name: interned.name, value: value(of: attribute, in: node), key: interned.key))
        }
        return XMLElement(name: name, line: lineOffset + Int(xmlGetLineNo(node)), attributes: attributes)
    }

    /// An element or attribute name as a Swift string and a `SourceAttribute`, made once per
    /// distinct name: libxml2 keeps each name once in its dictionary, and the few dozen names of a
    /// model vocabulary repeat on every element (the longer ones would otherwise be a new heap
    /// string each time). The bytes are compared as well, so a pointer reused for another name can
    /// never return the wrong one. The names sit in a small table indexed by a hash of the address
    /// alone (one multiply: this runs for every attribute of the document); a name whose slot
    /// another name took is made again.
    private func internedName(_ pointer: UnsafePointer<xmlChar>) -> InternedName {
        let length = strlen(UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
        let bytes = UnsafeBufferPointer(start: pointer, count: length)
        let address = UnsafeRawPointer(pointer)
        let slot = AddressSlot.of(address, bits: Self.nameSlotBits)
        if let known = names[slot], known.address == address, Self.hasBytes(known.name, bytes) { return known }
        let name = String(decoding: bytes, as: UTF8.self)
        let made = InternedName(address: address, name: name, key: SourceAttribute(rawValue: name))
        names[slot] = made
        return made
    }

    /// Whether `string`'s UTF-8 is exactly `bytes`.
    private static func hasBytes(_ string: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var string = string
        return string.withUTF8 { own in
            guard own.count == bytes.count else { return false }
            guard let left = own.baseAddress, let right = bytes.baseAddress else { return true }
            return memcmp(left, right, own.count) == 0
        }
    }

    private func value(of attribute: xmlAttrPtr, in node: xmlNodePtr) -> String {
        guard let child = attribute.pointee.children else { return "" }
        if child.pointee.next == nil, child.pointee.type == XML_TEXT_NODE, let content = child.pointee.content {
            return String(cString: content)
        }
        guard let joined = xmlNodeListGetString(node.pointee.doc, child, 1) else { return "" }
        defer { modelc_xmlFree(joined) }
        return String(cString: joined)
    }
}

/// A name libxml2 keeps at `address`, as `XMLDocumentReader` made it.
private struct InternedName {
    let address: UnsafeRawPointer
    let name: String
    let key: SourceAttribute?
}

/// Keeps the first error libxml2 reports for one reader (later ones are usually consequences).
private final class ErrorCollector {
    private(set) var first: XMLParseError?
    /// Added to libxml2's line numbers (see `XMLDocumentReader.lineOffset`).
    private let lineOffset: Int

    init(lineOffset: Int) {
        self.lineOffset = lineOffset
    }

    func record(level: Int, message: String?, line: Int) {
        guard first == nil, level >= Int(XML_ERR_ERROR.rawValue) else { return }
        let text = (message ?? "unknown XML error").trimmingWhitespaceAndNewlines()
        first = XMLParseError(kind: .malformed, message: Self.readable(text), line: lineOffset + line)
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
            return "elements are nested too deeply (more than \(limit.isEmpty ? "the parser's limit of" : limit) levels)"
        }
        if text.contains("Huge input lookup") || text.contains("length too long") || text.contains("too long") && text.contains("XML_PARSE_HUGE") {
            return "a name, attribute value or text is too long (over the parser's limit of 10,000,000 bytes)"
        }
        return oneLine
    }
}
