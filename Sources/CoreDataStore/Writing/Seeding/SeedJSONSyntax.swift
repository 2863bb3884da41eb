/// Finds where a seed file stops being JSON, for the message: `JSONDecoder` reports only that it
/// is not. The messages are the ones JSON serialisation gives ("Invalid value around character
/// 6.", the offset counted in bytes from 0). Like the decoder, a comma before a closing bracket
/// is allowed.
struct SeedJSONSyntax {
    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0

    private struct Problem: Error {
        var message: String
    }

    /// The first problem in `bytes`, or nil when they are well-formed JSON.
    static func firstProblem(in bytes: [UInt8]) -> String? {
        var syntax = SeedJSONSyntax(bytes: bytes)
        do {
            try syntax.value()
            syntax.skipWhitespace()
            if syntax.position < bytes.count { throw syntax.invalid() }
            return nil
        } catch {
            return (error as? Problem)?.message
        }
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private func invalid() -> Problem { Problem(message: "Invalid value around character \(position).") }

    private func endOfFile() -> Problem { Problem(message: "Unexpected end of file during JSON parse.") }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { position += 1 }
    }

    private mutating func value() throws {
        skipWhitespace()
        guard let byte = current else { throw endOfFile() }
        switch byte {
        case UInt8(ascii: "{"): try container(closing: UInt8(ascii: "}"), keyed: true)
        case UInt8(ascii: "["): try container(closing: UInt8(ascii: "]"), keyed: false)
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        default: throw invalid()
        }
    }

    private mutating func container(closing: UInt8, keyed: Bool) throws {
        depth += 1
        guard depth <= 512 else { throw Problem(message: "Too many nested arrays or dictionaries around character \(position + 1).") }
        position += 1
        while true {
            skipWhitespace()
            guard let byte = current else { throw endOfFile() }
            if byte == closing { break }
            if keyed {
                guard byte == UInt8(ascii: "\"") else { throw invalid() }
                try string()
                skipWhitespace()
                guard let colon = current else { throw endOfFile() }
                guard colon == UInt8(ascii: ":") else { throw invalid() }
                position += 1
            }
            try value()
            skipWhitespace()
            guard let next = current else { throw endOfFile() }
            if next == closing { break }
            guard next == UInt8(ascii: ",") else { throw invalid() }
            position += 1
        }
        position += 1
        depth -= 1
    }

    private mutating func literal(_ word: String) throws {
        for expected in word.utf8 {
            guard let byte = current else { throw endOfFile() }
            guard byte == expected else { throw invalid() }
            position += 1
        }
    }

    private mutating func string() throws {
        position += 1
        while true {
            guard let byte = current else { throw endOfFile() }
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return
            case UInt8(ascii: "\\"):
                position += 1
                guard let escaped = current else { throw endOfFile() }
                if escaped == UInt8(ascii: "u") {
                    for _ in 0..<4 {
                        position += 1
                        guard let digit = current else { throw endOfFile() }
                        guard digit.isHexDigit else { throw Problem(message: "Invalid escape sequence around character \(position).") }
                    }
                } else if !"\"\\/bfnrt".utf8.contains(escaped) {
                    throw Problem(message: "Invalid escape sequence around character \(position - 1).")
                }
                position += 1
            case 0x00..<0x20:
                throw Problem(message: "Unescaped control character around character \(position).")
            default:
                position += 1
            }
        }
    }

    private mutating func number() throws {
        let start = position
        if current == UInt8(ascii: "-") { position += 1 }
        guard let first = current else { throw endOfFile() }
        guard first.isDigit else { throw invalid() }
        position += 1
        if first == UInt8(ascii: "0"), let next = current, next.isDigit {
            throw Problem(message: "Number with leading zero around character \(position).")
        }
        skipDigits()
        if current == UInt8(ascii: ".") {
            position += 1
            guard current?.isDigit == true else { throw current == nil ? endOfFile() : invalid() }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard current?.isDigit == true else { throw current == nil ? endOfFile() : invalid() }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        if let real = Double(text), !real.isFinite { throw Problem(message: "Number \(text) is not representable in Swift.") }
    }

    private mutating func skipDigits() {
        while current?.isDigit == true { position += 1 }
    }
}

private extension UInt8 {
    var isDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
    var isHexDigit: Bool {
        isDigit || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
    }
}
