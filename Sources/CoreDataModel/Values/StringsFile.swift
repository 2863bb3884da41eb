/// Reads Apple `.strings` tables (`"key" = "value";`, comments, escapes; UTF-8 or UTF-16 with a
/// byte-order mark), the format of `<ModelName>Model.strings` localization files.
public enum StringsFile {
    public static func parse(_ bytes: [UInt8]) throws -> [String: String] {
        var parser = StringsParser(scalars: Array(try decodeText(bytes).unicodeScalars))
        return try parser.parseTable()
    }

    private static func decodeText(_ bytes: [UInt8]) throws -> String {
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            let bigEndian = bytes[0] == 0xFE
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            var index = 2
            while index + 1 < bytes.count {
                let pair = bigEndian ? (UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
                                     : (UInt16(bytes[index + 1]) << 8 | UInt16(bytes[index]))
                units.append(pair)
                index += 2
            }
            return String(decoding: units, as: UTF16.self)
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        guard let text = String(validating: body, as: UTF8.self) else {
            throw StringsFileError(message: "not UTF-8 or UTF-16 text", line: 1)
        }
        return text
    }
}

public struct StringsFileError: Error, CustomStringConvertible, Equatable {
    public var message: String
    public var line: Int
    public var description: String { "line \(line): \(message)" }
}

private struct StringsParser {
    let scalars: [Unicode.Scalar]
    var index = 0
    var line = 1

    init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    mutating func parseTable() throws -> [String: String] {
        var table: [String: String] = [:]
        while true {
            try skipSpaceAndComments()
            guard index < scalars.count else { return table }
            let key = try parseToken("a key")
            try skipSpaceAndComments()
            if peek == ";" {
                index += 1
                table[key] = key
                continue
            }
            guard peek == "=" else { throw error("expected '=' after key \"\(key)\"") }
            index += 1
            try skipSpaceAndComments()
            let value = try parseToken("a value")
            try skipSpaceAndComments()
            guard peek == ";" else { throw error("expected ';' after the value of \"\(key)\"") }
            index += 1
            table[key] = value
        }
    }

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func error(_ message: String) -> StringsFileError { StringsFileError(message: message, line: line) }

    private mutating func skipSpaceAndComments() throws {
        while let scalar = peek {
            if scalar == "\n" { line += 1; index += 1 }
            else if scalar == " " || scalar == "\t" || scalar == "\r" { index += 1 }
            else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while let next = peek, next != "\n" { index += 1 }
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                index += 2
                while true {
                    guard let next = peek else { throw error("unterminated comment") }
                    if next == "*", index + 1 < scalars.count, scalars[index + 1] == "/" { index += 2; break }
                    if next == "\n" { line += 1 }
                    index += 1
                }
            } else {
                return
            }
        }
    }

    private mutating func parseToken(_ what: String) throws -> String {
        guard let first = peek else { throw error("expected \(what), found end of file") }
        if first == "\"" { return try parseQuoted() }
        var token = String.UnicodeScalarView()
        while let scalar = peek, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_.$/:-".unicodeScalars.contains(scalar) {
            token.append(scalar)
            index += 1
        }
        guard !token.isEmpty else { throw error("expected \(what)") }
        return String(token)
    }

    private mutating func parseQuoted() throws -> String {
        index += 1
        var text = String.UnicodeScalarView()
        while true {
            guard let scalar = peek else { throw error("unterminated string") }
            index += 1
            switch scalar {
            case "\"":
                return String(text)
            case "\\":
                guard let escaped = peek else { throw error("unterminated string") }
                index += 1
                switch escaped {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "r": text.append("\r")
                case "U", "u":
                    var value: UInt32 = 0
                    for _ in 0..<4 {
                        guard let digit = peek, let nibble = UInt32(String(digit), radix: 16) else { throw error("bad \\U escape") }
                        value = value << 4 | nibble
                        index += 1
                    }
                    text.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                default: text.append(escaped)
                }
            case "\n":
                line += 1
                text.append(scalar)
            default:
                text.append(scalar)
            }
        }
    }
}
