import HostSystem

/// An ordered tree of what `modelc dump` prints. Built once from the model graph and rendered
/// either as indented text or as JSON, so both formats always list the same facts in the same order.
///
/// Not `indirect`: the recursive cases already hold arrays, and boxing every scalar was a heap
/// allocation per printed fact (about a million for a large model).
public enum DumpValue: Equatable {
    case string(String)
    case integer(Int)
    case real(Double)
    case boolean(Bool)
    case null
    case list([DumpValue])
    case object([(String, DumpValue)])

    public static func == (lhs: DumpValue, rhs: DumpValue) -> Bool {
        switch (lhs, rhs) {
        case let (.string(a), .string(b)): return a == b
        case let (.integer(a), .integer(b)): return a == b
        case let (.real(a), .real(b)): return a == b
        case let (.boolean(a), .boolean(b)): return a == b
        case (.null, .null): return true
        case let (.list(a), .list(b)): return a == b
        case let (.object(a), .object(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// Member lookup for tests and tools (first match).
    public subscript(key: String) -> DumpValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }
}

extension DumpValue {
    /// Compact, stable JSON (keys in tree order, not sorted, so related facts stay together).
    public func json(indent: String = "") -> String {
        String(decoding: jsonUTF8(indent: indent), as: UTF8.self)
    }

    /// `json(indent:)` as UTF-8 bytes (no intermediate String), for writing straight to a file.
    public func jsonUTF8(indent: String = "") -> [UInt8] {
        var writer = DumpWriter()
        writer.writeJSON(self, indent: indent)
        return writer.finish()
    }

    /// `json(indent:)` handed out in UTF-8 chunks of about 64 KiB, in order, so a caller can stream
    /// it to a file without holding the whole rendering.
    public func writeJSON(indent: String = "", chunks: (UnsafeBufferPointer<UInt8>) -> Void) {
        DumpDocument(tree: self).writeJSON(indent: indent, chunks: chunks)
    }

    /// Indented `key: value` text for people.
    public func text() -> String {
        String(decoding: textUTF8(), as: UTF8.self)
    }

    /// `text()` as UTF-8 bytes (no intermediate String), for writing straight to a file.
    public func textUTF8() -> [UInt8] {
        var writer = DumpWriter()
        writer.writeText(self, indent: 0)
        return writer.finish()
    }

    /// `text()` handed out in UTF-8 chunks of about 64 KiB, in order (see `writeJSON(indent:chunks:)`).
    public func writeText(chunks: (UnsafeBufferPointer<UInt8>) -> Void) {
        DumpDocument(tree: self).writeText(chunks: chunks)
    }

    /// Whether the text form shows this value on its key's line (scalars and empty containers).
    fileprivate var isInlineText: Bool {
        switch self {
        case .list(let items): return items.isEmpty
        case .object(let members): return members.isEmpty
        default: return true
        }
    }
}

/// Renders a `DumpValue` into one growing UTF-8 buffer: no per-line arrays, no joined copies.
struct DumpWriter {
    private var out: ByteOutput
    private var started = false
    /// When set, `out` is handed over and emptied whenever it passes `chunkSize` (at line or
    /// value boundaries), so memory stays flat however large the model.
    private let chunks: ((UnsafeBufferPointer<UInt8>) -> Void)?
    private static let chunkSize = 1 << 16

    init() {
        chunks = nil
        out = ByteOutput(capacity: 1 << 20)
    }

    init(chunks: @escaping (UnsafeBufferPointer<UInt8>) -> Void, deferred document: DumpDocument? = nil) {
        self.chunks = chunks
        self.document = document
        out = ByteOutput(capacity: Self.chunkSize + 4096)
    }

    /// The document whose deferred lists the tree being written stands for by markers.
    private var document: DumpDocument?

    /// The items of `value` if it is a list or a deferred list's marker.
    private func listItems(_ value: DumpValue) -> ListItems? {
        if case .list(let items) = value { return .array(items) }
        guard let document, let list = DeferredList.index(of: value).flatMap(document.deferredList) else { return nil }
        return .deferred(list)
    }

    /// Hands the buffered bytes to the chunk consumer (if any) and empties the buffer.
    private mutating func flush() {
        guard let chunks, out.count > 0 else { return }
        chunks(out.bytes)
        out.removeAll()
    }

    /// Hands over the last chunk, or (without a chunk consumer) returns everything written; the
    /// writer is not used again.
    mutating func finish() -> [UInt8] {
        flush()
        let rest = Array(out.bytes)
        out.release()
        return rest
    }

    private mutating func flushIfFull() {
        if chunks != nil, out.count >= Self.chunkSize { flush() }
    }

    // MARK: Lists

    /// Whether this writer may hand the second half of a large list to another thread (not while
    /// it is already one of two halves).
    private var mayWriteSideBySide = true

    /// Below this many items, a second thread costs more than it saves (the entity list of a large
    /// model is the list that needs it).
    private static let minimumItemsForTwoThreads = 500

    /// A list's items as a writer reads them: an array's, or a deferred list's, made one at a time.
    private enum ListItems {
        case array([DumpValue])
        case deferred(DeferredList)

        var count: Int {
            switch self {
            case .array(let items): return items.count
            case .deferred(let list): return list.count
            }
        }

        /// Where two threads split the list, when it is worth it.
        var split: Int? {
            switch self {
            case .array(let items): return items.count >= DumpWriter.minimumItemsForTwoThreads ? items.count / 2 : nil
            case .deferred(let list): return list.split
            }
        }

        /// The items from `first` on, for one thread.
        func reader(_ first: Int) -> (Int) -> DumpValue {
            switch self {
            case .array(let items): return { items[$0] }
            case .deferred(let list): return list.reader(first)
            }
        }
    }

    /// Writes `items` one after another through `write`, a large list's second half by a second
    /// writer on another thread, whose bytes then follow the first half's. Both text and JSON carry
    /// no state from one item to the next beyond the line already started (text owes no dashes
    /// after a list's first item), so the bytes are those of one writer.
    private mutating func writeItems(_ items: ListItems, _ write: (inout DumpWriter, Int, DumpValue) -> Void) {
        guard mayWriteSideBySide, let middle = items.split, middle > 0, middle < items.count else {
            switch items {
            case .array(let array):
                for (index, item) in array.enumerated() { write(&self, index, item) }
            case .deferred(let list):
                let item = list.reader(0)
                for index in 0..<list.count { write(&self, index, item(index)) }
            }
            return
        }
        mayWriteSideBySide = false
        defer { mayWriteSideBySide = true }
        let document = document
        let (_, secondHalf) = SideBySide.both(concurrently: true, {
            let item = items.reader(0)
            for index in 0..<middle { write(&self, index, item(index)) }
        }, {
            var pieces: [[UInt8]] = []
            var writer = DumpWriter(chunks: { pieces.append(Array($0)) }, deferred: document)
            writer.mayWriteSideBySide = false
            writer.started = true
            let item = items.reader(middle)
            for index in middle..<items.count { write(&writer, index, item(index)) }
            _ = writer.finish()
            return pieces
        })
        for piece in secondHalf {
            piece.withUnsafeBufferPointer { bytes in
                if let chunks {
                    flush()
                    chunks(bytes)
                } else {
                    out.append(contentsOf: bytes)
                }
            }
        }
    }

    // MARK: JSON

    mutating func writeJSON(_ value: DumpValue, indent: String) {
        writeJSON(value, prefix: indent, depth: 0)
    }

    private mutating func spaces(_ prefix: String, _ depth: Int) {
        out += prefix
        for _ in 0..<depth { out += "  " }
    }

    private mutating func writeJSON(_ value: DumpValue, prefix: String, depth: Int) {
        if let items = listItems(value) {
            guard items.count > 0 else { out += "[]"; return }
            out += "[\n"
            writeItems(items) { writer, index, item in
                writer.spaces(prefix, depth + 1)
                writer.writeJSON(item, prefix: prefix, depth: depth + 1)
                writer.out += index + 1 < items.count ? ",\n" : "\n"
                writer.flushIfFull()
            }
            spaces(prefix, depth)
            out += "]"
            return
        }
        switch value {
        case .string(let text): appendJSONQuoted(text, into: &out)
        case .integer(let number): out += String(number)
        case .real(let number): out += number.isFinite ? "\(number)" : "null"
        case .boolean(let flag): out += flag ? "true" : "false"
        case .null: out += "null"
        case .list:
            break  // written above
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{\n"
            for (index, member) in members.enumerated() {
                spaces(prefix, depth + 1)
                appendJSONQuoted(member.0, into: &out)
                out += ": "
                writeJSON(member.1, prefix: prefix, depth: depth + 1)
                out += index + 1 < members.count ? ",\n" : "\n"
                flushIfFull()
            }
            spaces(prefix, depth)
            out += "}"
        }
    }

    // MARK: Text

    /// List-item dashes owed to the next line: it starts `2 * pendingDashes` columns early and
    /// writes that many "- " (the old renderer replaced the first nested line's indent the same way).
    private var pendingDashes = 0

    /// Starts a line at `indent` spaces (less any pending dashes). Lines are separated by "\n",
    /// with no trailing newline.
    private mutating func beginLine(indent: Int) {
        flushIfFull()
        if started { out.append(0x0A) } else { started = true }
        var spaces = max(0, indent - 2 * pendingDashes)
        while spaces > 0 {
            let run = min(spaces, blanks.count)
            blanks.withUnsafeBufferPointer { out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<run])) }
            spaces -= run
        }
        for _ in 0..<pendingDashes { out.append(0x2D); out.append(0x20) }
        pendingDashes = 0
    }

    /// Spaces to indent lines with, copied a run at a time.
    private let blanks = [UInt8](repeating: 0x20, count: 128)

    mutating func writeText(_ value: DumpValue, indent: Int) {
        if let items = listItems(value) {
            writeItems(items) { writer, _, item in
                if item.isInlineText {
                    writer.beginLine(indent: indent)
                    writer.out += "- "
                    writer.appendScalarText(item)
                } else {
                    writer.pendingDashes += 1
                    writer.writeText(item, indent: indent + 2)
                }
            }
            return
        }
        switch value {
        case .object(let members):
            for (key, member) in members {
                beginLine(indent: indent)
                out += key
                if member.isInlineText {
                    out += ": "
                    appendScalarText(member)
                } else {
                    out += ":"
                    writeText(member, indent: indent + 2)
                }
            }
        default:
            beginLine(indent: indent)
            appendScalarText(value)
        }
    }

    private mutating func appendScalarText(_ value: DumpValue) {
        switch value {
        case .string(let text):
            let plain: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
                guard !needsQuoting(bytes, text) else { return false }
                out.append(contentsOf: bytes)
                return true
            }
            if plain == true { return }
            if plain == nil, !needsQuoting(text) { out += text; return }
            appendJSONQuoted(text, into: &out)
        case .integer(let number): out += String(number)
        case .real(let number): out += "\(number)"
        case .boolean(let flag): out += flag ? "true" : "false"
        case .null: out += "null"
        case .list: out += "[]"
        case .object: out += "{}"
        }
    }
}

/// `needsQuoting(text)` on `text`'s UTF-8 `bytes`: only a string holding one of the special bytes
/// or starting with a space needs the (Character-based) exact test.
private func needsQuoting(_ bytes: UnsafeBufferPointer<UInt8>, _ text: String) -> Bool {
    guard let first = bytes.first else { return true }
    if first == 0x20 { return needsQuoting(text) }
    for byte in bytes where byte == 0x0A || byte == 0x3A || byte == 0x23 {
        return needsQuoting(text)
    }
    return false
}

/// Whether the text form shows `text` JSON-quoted (empty, a newline, ':' or '#', or a leading space).
private func needsQuoting(_ text: String) -> Bool {
    if text.isEmpty { return true }
    var special = false
    for byte in text.utf8 where byte == 0x0A || byte == 0x3A || byte == 0x23 {
        special = true
        break
    }
    // Only a string holding one of those bytes needs the (Character-based) exact test.
    if special, text.contains(where: { $0 == "\n" || $0 == ":" || $0 == "#" }) { return true }
    return text.hasPrefix(" ")
}

func jsonQuoted(_ text: String) -> String {
    var out = ByteOutput(capacity: text.utf8.count + 2)
    appendJSONQuoted(text, into: &out)
    defer { out.release() }
    return String(decoding: out.bytes, as: UTF8.self)
}

/// Appends `text` as a JSON string literal (quotes, backslash escapes, \u00XX for other controls).
func appendJSONQuoted(_ text: String, into out: inout ByteOutput) {
    out += "\""
    var plain = true
    for byte in text.utf8 where byte < 0x20 || byte == 0x22 || byte == 0x5C {
        plain = false
        break
    }
    if plain {
        out += text
        out += "\""
        return
    }
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            if scalar.value < 0x20 {
                out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            } else {
                out.append(contentsOf: String(scalar).utf8)
            }
        }
    }
    out += "\""
}
