import FoundationEssentials
import HostSystem
internal import CLibXML2

/// Where libxml2's SAX callbacks put what they see: the events of the chunk parsed last, in order,
/// for `XMLDocumentReader` to hand out one at a time, and the first error.
///
/// Being called back costs libxml2 far less than building its own tree for every element and
/// freeing it again (as its pull reader does): the parser core gives each attribute value as a
/// range of bytes, which becomes a Swift string in one copy.
final class XMLEventSink {
    /// The events made since the reader last drained them; `nextEvent` is the first not handed out.
    @exclusivity(unchecked) private var events: [XMLEvent] = []
    @exclusivity(unchecked) private var nextEvent = 0
    /// The first error libxml2 reported (later ones are usually consequences), or a refusal.
    @exclusivity(unchecked) private(set) var error: XMLParseError?
    /// The parser calling back, for its line number; set once it exists.
    @exclusivity(unchecked) var parser: xmlParserCtxtPtr?
    /// Added to every line libxml2 reports (see `XMLDocumentReader.lineOffset`).
    private let lineOffset: Int

    /// Character data since the last tag, which may come in several calls.
    @exclusivity(unchecked) private var text: [UInt8] = []
    @exclusivity(unchecked) private var textHasCDATA = false
    /// Whether the innermost open element has had a child element so far.
    @exclusivity(unchecked) private var elementHasChild = false
    /// The elements open now.
    @exclusivity(unchecked) private var openElements = 0

    /// libxml2's limits without its HUGE option. Its parser enforces those on names and attribute
    /// values; the tree it would build (and so its pull reader) enforced these two, which a parse
    /// without a tree has to enforce itself: elements nested deeper, and text longer.
    static let depthLimit = 256
    static let textLengthLimit = 10_000_000

    /// Element and attribute names made so far, each in the slot its libxml2 address picks (see
    /// `internedName(_:)`).
    @exclusivity(unchecked) private var names = [InternedName?](repeating: nil, count: 1 << XMLEventSink.nameSlotBits)
    /// The name table has 2^8 slots, several times the names of a model vocabulary.
    private static let nameSlotBits = 8

    init(lineOffset: Int) {
        self.lineOffset = lineOffset
    }

    deinit {
        for name in names { name?.freeBytes() }
    }

    /// The callbacks, each handing its call to the sink that `userData` points to (the parser
    /// copies the table).
    static var handler: xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(truncatingIfNeeded: XML_SAX2_MAGIC)
        handler.startElementNs = { context, localName, _, _, _, _, count, _, attributes in
            XMLEventSink.sink(context)?.start(localName, attributeCount: Int(count), attributes)
        }
        handler.endElementNs = { context, _, _, _ in XMLEventSink.sink(context)?.end() }
        handler.characters = { context, bytes, count in XMLEventSink.sink(context)?.append(bytes, count: count, isCDATA: false) }
        // Called instead of `characters` for what libxml2 thinks is layout; `flushText` decides.
        handler.ignorableWhitespace = handler.characters
        handler.cdataBlock = { context, bytes, count in XMLEventSink.sink(context)?.append(bytes, count: count, isCDATA: true) }
        handler.reference = { context, name in XMLEventSink.sink(context)?.refuseReference(name) }
        handler.serror = { context, error in
            guard let error else { return }
            let message = error.pointee.message.map { String(cString: $0) }
            XMLEventSink.sink(context)?.record(level: Int(error.pointee.level.rawValue), message: message, line: Int(error.pointee.line))
        }
        return handler
    }

    private static func sink(_ context: UnsafeMutableRawPointer?) -> XMLEventSink? {
        context.map { Unmanaged<XMLEventSink>.fromOpaque($0).takeUnretainedValue() }
    }

    /// The next event not handed out yet, or nil when the parser must be given more input. The
    /// event is moved out, leaving `.end` in its place: a copy would retain its strings and array
    /// only for `drain()` to release them again.
    func nextUnread() -> XMLEvent? {
        guard nextEvent < events.count else { return nil }
        defer { nextEvent += 1 }
        return exchange(&events[nextEvent], with: .end)
    }

    /// Forgets the events handed out, keeping the room they took.
    func drain() {
        events.removeAll(keepingCapacity: true)
        nextEvent = 0
    }

    /// Records a failure found outside the callbacks, unless one is recorded already.
    func fail(_ failure: XMLParseError) {
        if error == nil { error = failure }
    }

    // MARK: - Callbacks

    /// A start tag: libxml2 gives five pointers per attribute (name, prefix, namespace, the value's
    /// first byte and the byte after its last).
    private func start(_ localName: UnsafePointer<xmlChar>?, attributeCount: Int,
                       _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        flushText(beforeEnd: false)
        guard openElements <= Self.depthLimit else {
            return refuse(XMLErrorText.tooDeep(String(Self.depthLimit)))
        }
        openElements += 1
        let name = localName.map { names[internedName($0)]?.name ?? "" } ?? ""
        var list: [XMLAttribute] = []
        var keys = SourceAttributeMask()
        if let attributes, attributeCount > 0 {
            list.reserveCapacity(attributeCount)
            for index in 0..<attributeCount {
                let base = 5 * index
                guard let attributeName = attributes[base], let first = attributes[base + 3], let end = attributes[base + 4] else { continue }
                let slot = internedName(attributeName)
                let value = Self.value(UnsafeBufferPointer(start: first, count: max(end - first, 0)))
                if let key = names[slot]?.key {
                    list.append(XMLAttribute(key: key, value: value))
                    keys.insert(key)
                } else {
                    list.append(XMLAttribute(name: names[slot]?.name ?? "", value: value, key: nil))
                }
            }
        }
        events.append(.start(XMLElement(name: name, line: currentLine, attributes: list, keys: keys)))
        elementHasChild = false
    }

    private func end() {
        flushText(beforeEnd: true)
        openElements -= 1
        events.append(.end)
        elementHasChild = true
    }

    private func append(_ bytes: UnsafePointer<xmlChar>?, count: Int32, isCDATA: Bool) {
        guard let bytes, count > 0 else { return }
        guard text.count + Int(count) <= Self.textLengthLimit else { return refuse(XMLErrorText.tooLong) }
        text.append(contentsOf: UnsafeBufferPointer(start: bytes, count: Int(count)))
        if isCDATA { textHasCDATA = true }
    }

    /// Unreachable after `XMLSafety`; kept so that no entity is ever silently followed.
    private func refuseReference(_ name: UnsafePointer<xmlChar>?) {
        let spelled = name.map { String(cString: $0) } ?? "?"
        refuse("entity reference '&\(spelled);' is not allowed", kind: .unsafe)
    }

    /// Stops the parse with `message` at the current line.
    private func refuse(_ message: String, kind: XMLParseError.Kind = .malformed) {
        fail(XMLParseError(kind: kind, message: message, line: currentLine))
        if let parser { xmlStopParser(parser) }
    }

    private func record(level: Int, message: String?, line: Int) {
        guard error == nil, level >= Int(XML_ERR_ERROR.rawValue) else { return }
        let text = (message ?? "unknown XML error").trimmingWhitespaceAndNewlines()
        error = XMLParseError(kind: .malformed, message: XMLErrorText.readable(text), line: lineOffset + line)
    }

    private var currentLine: Int {
        lineOffset + Int(parser.map { xmlSAX2GetLineNumber(UnsafeMutableRawPointer($0)) } ?? 0)
    }

    // MARK: - Text

    /// The character data before a tag as one text event, or nothing when it is only the layout
    /// between tags: white space is text only inside an element with no child element before it
    /// and when its end tag follows (`<key> </key>`), or in a CDATA section.
    private func flushText(beforeEnd: Bool) {
        guard !text.isEmpty else { return }
        let isLayout = !textHasCDATA && text.allSatisfy(\.isXMLSpace)
        if !isLayout || beforeEnd && !elementHasChild {
            events.append(.text(String(decoding: text, as: UTF8.self)))
        }
        text.removeAll(keepingCapacity: true)
        textHasCDATA = false
    }

    // MARK: - Strings

    /// An attribute value. Without entity substitution, libxml2 keeps an `&` that a reference
    /// produced (`&amp;`, `&#38;`) as the reference `&#38;`, so that a tree could keep it escaped;
    /// every other reference arrives decoded.
    private static func value(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let string = String(decoding: bytes, as: UTF8.self)
        guard bytes.firstIndex(of: UInt8(ascii: "&"), from: 0) != nil else { return string }
        return string.replacing("&#38;", with: "&")
    }

    /// An element or attribute name as a Swift string and a `SourceAttribute`, made once per
    /// distinct name: libxml2 keeps each name once in its dictionary, and the few dozen names of a
    /// model vocabulary repeat on every element (the longer ones would otherwise be a new heap
    /// string each time). The bytes are compared as well, so a pointer reused for another name can
    /// never return the wrong one. The names sit in a small table indexed by a hash of the address
    /// alone (one multiply: this runs for every attribute of the document); a name whose slot
    /// another name took is made again.
    ///
    /// Returns the slot, where the caller reads only what it needs: a copy of the whole entry
    /// would retain and release its string for every attribute of the document.
    private func internedName(_ pointer: UnsafePointer<xmlChar>) -> Int {
        let length = strlen(UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
        let address = UnsafeRawPointer(pointer)
        let slot = AddressSlot.of(address, bits: Self.nameSlotBits)
        if let known = names[slot], known.address == address, known.length == length, memcmp(known.bytes, pointer, length) == 0 {
            return slot
        }
        let made = InternedName(address: address, bytes: UnsafeBufferPointer(start: pointer, count: length))
        names[slot]?.freeBytes()
        names[slot] = made
        return slot
    }
}

/// A name libxml2 keeps at `address`, as `XMLEventSink` made it, with a copy of its bytes to
/// compare what libxml2 hands over with (not going through the Swift string). A value, not an
/// object: handing one out for every attribute of a document retained and released it each time.
/// The sink's table owns the copied bytes and frees them when another name takes the slot.
private struct InternedName {
    let address: UnsafeRawPointer
    let bytes: UnsafeMutablePointer<UInt8>
    let length: Int
    let name: String
    let key: SourceAttribute?

    init(address: UnsafeRawPointer, bytes: UnsafeBufferPointer<UInt8>) {
        self.address = address
        self.bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        if let source = bytes.baseAddress { self.bytes.initialize(from: source, count: bytes.count) }
        length = bytes.count
        name = String(decoding: bytes, as: UTF8.self)
        key = SourceAttribute(rawValue: name)
    }

    func freeBytes() {
        bytes.deallocate()
    }
}
