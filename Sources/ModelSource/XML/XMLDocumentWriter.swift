import FoundationEssentials
import HostSystem
internal import CLibXML2

/// A streaming XML writer over libxml2's `xmlTextWriter` (the mirror of `XMLDocumentReader`), so
/// escaping (`&quot;`, `&lt;`, `&amp;`, `&#10;` …) is libxml2's, never hand-made. Writes into
/// memory; every libxml2 type stays behind `internal import`.
final class XMLDocumentWriter {
    private let buffer: xmlBufferPtr
    private let writer: xmlTextWriterPtr
    /// The first failure; later calls do nothing, and `finish()` throws it.
    private var failure: XMLWriteError?

    /// Starts a document with Xcode's prolog: `<?xml version="1.0" encoding="UTF-8" standalone=…?>`,
    /// indented by `indent` per level (four spaces: what Xcode writes in `contents`), or, with nil,
    /// laid out by the caller's `whitespace` (property lists, whose `<dict>` is not indented).
    init(standalone: Bool, indent: String? = "    ") throws {
        guard let buffer = xmlBufferCreate() else { throw XMLWriteError(message: "libxml2 could not allocate a buffer") }
        guard let writer = xmlNewTextWriterMemory(buffer, 0) else {
            xmlBufferFree(buffer)
            throw XMLWriteError(message: "libxml2 could not create a writer")
        }
        self.buffer = buffer
        self.writer = writer
        if let indent {
            check(xmlTextWriterSetIndent(writer, 1), "indentation")
            check(indent.withXMLString { xmlTextWriterSetIndentString(writer, $0) }, "indentation")
        }
        check(xmlTextWriterStartDocument(writer, "1.0", "UTF-8", standalone ? "yes" : nil), "the XML declaration")
    }

    deinit {
        xmlFreeTextWriter(writer)
        xmlBufferFree(buffer)
    }

    /// `<!DOCTYPE name PUBLIC "publicID" "systemID">` (property lists only; never loaded back).
    func doctype(_ name: String, publicID: String, systemID: String) {
        check(name.withXMLString { n in publicID.withCString { p in systemID.withCString { s in
            xmlTextWriterWriteDTD(writer, n, xmlCast(p), xmlCast(s), nil)
        } } }, "the document type")
    }

    /// Writes `<name …>` … `</name>` (or `<name …/>` when `content` writes no child).
    func element(_ name: String, _ attributes: [(String, String)] = [], content: () -> Void = {}) {
        guard failure == nil else { return }
        check(name.withXMLString { xmlTextWriterStartElement(writer, $0) }, "element <\(name)>")
        for (key, value) in attributes { attribute(key, value, of: name) }
        content()
        check(xmlTextWriterEndElement(writer), "the end of <\(name)>")
    }

    /// White space between elements (for documents written without automatic indentation).
    func whitespace(_ text: String) {
        guard failure == nil else { return }
        check(text.withXMLString { xmlTextWriterWriteString(writer, $0) }, "white space")
    }

    /// `<name>text</name>` (property-list keys and strings).
    func textElement(_ name: String, _ text: String) {
        guard failure == nil else { return }
        guard Self.isWritable(text) else {
            failure = XMLWriteError(message: "<\(name)> text contains a character XML cannot hold")
            return
        }
        check(name.withXMLString { n in text.withXMLString { t in xmlTextWriterWriteElement(writer, n, t) } }, "element <\(name)>")
    }

    private func attribute(_ key: String, _ value: String, of element: String) {
        guard failure == nil else { return }
        guard Self.isWritable(value) else {
            failure = XMLWriteError(message: "\(key) of <\(element)> contains a character XML 1.0 cannot hold: \(value.debugDescription)")
            return
        }
        check(key.withXMLString { k in value.withXMLString { v in xmlTextWriterWriteAttribute(writer, k, v) } }, "\(key) of <\(element)>")
    }

    /// Ends the document and returns its bytes (with the final newline Xcode writes).
    func finish() throws -> [UInt8] {
        check(xmlTextWriterEndDocument(writer), "the end of the document")
        check(xmlTextWriterFlush(writer), "the document")
        if let failure { throw failure }
        let count = Int(xmlBufferLength(buffer))
        guard count > 0, let content = xmlBufferContent(buffer) else { return [] }
        return Array(UnsafeBufferPointer(start: content, count: count))
    }

    private func check(_ result: Int32, _ what: @autoclosure () -> String) {
        if result < 0, failure == nil { failure = XMLWriteError(message: "libxml2 could not write \(what())") }
    }

    /// XML 1.0 `Char`: tab, newline, carriage return, and everything from U+0020 except the
    /// non-characters U+FFFE/U+FFFF (surrogates cannot occur in a Swift string).
    static func isWritable(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            case 0x09, 0x0A, 0x0D: return true
            case 0..<0x20, 0xFFFE, 0xFFFF: return false
            default: return true
            }
        }
    }
}

/// A document that cannot be written (a value XML cannot hold, or libxml2 failing).
struct XMLWriteError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

private func xmlCast(_ pointer: UnsafePointer<CChar>) -> UnsafePointer<xmlChar> {
    UnsafeRawPointer(pointer).assumingMemoryBound(to: xmlChar.self)
}

private extension String {
    func withXMLString<Result>(_ body: (UnsafePointer<xmlChar>) -> Result) -> Result {
        withCString { body(xmlCast($0)) }
    }
}
