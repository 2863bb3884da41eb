/// An ordered tree of what `modelc dump` prints. Built once from the model graph and rendered
/// either as indented text or as JSON, so both formats always list the same facts in the same order.
public indirect enum DumpValue: Equatable {
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
        var out = ""
        writeJSON(into: &out, indent: indent, pretty: true)
        return out
    }

    private func writeJSON(into out: inout String, indent: String, pretty: Bool) {
        let inner = indent + "  "
        switch self {
        case .string(let text): out += jsonQuoted(text)
        case .integer(let value): out += String(value)
        case .real(let value): out += value.isFinite ? "\(value)" : "null"
        case .boolean(let value): out += value ? "true" : "false"
        case .null: out += "null"
        case .list(let items):
            if items.isEmpty { out += "[]"; return }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += inner
                item.writeJSON(into: &out, indent: inner, pretty: pretty)
                out += index + 1 < items.count ? ",\n" : "\n"
            }
            out += indent + "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{\n"
            for (index, member) in members.enumerated() {
                out += inner + jsonQuoted(member.0) + ": "
                member.1.writeJSON(into: &out, indent: inner, pretty: pretty)
                out += index + 1 < members.count ? ",\n" : "\n"
            }
            out += indent + "}"
        }
    }

    /// Indented `key: value` text for people.
    public func text() -> String {
        var lines: [String] = []
        writeText(into: &lines, indent: "")
        return lines.joined(separator: "\n")
    }

    private func writeText(into lines: inout [String], indent: String) {
        switch self {
        case .object(let members):
            for (key, value) in members {
                if let scalar = value.scalarText {
                    lines.append("\(indent)\(key): \(scalar)")
                } else {
                    lines.append("\(indent)\(key):")
                    value.writeText(into: &lines, indent: indent + "  ")
                }
            }
        case .list(let items):
            for item in items {
                if let scalar = item.scalarText {
                    lines.append("\(indent)- \(scalar)")
                } else {
                    var nested: [String] = []
                    item.writeText(into: &nested, indent: indent + "  ")
                    if let first = nested.first {
                        nested[0] = indent + "- " + first.dropFirst(indent.count + 2)
                    }
                    lines.append(contentsOf: nested)
                }
            }
        default:
            lines.append(indent + (scalarText ?? ""))
        }
    }

    private var scalarText: String? {
        switch self {
        case .string(let text): return text.isEmpty || text.contains(where: { $0 == "\n" || $0 == ":" || $0 == "#" }) || text.hasPrefix(" ") ? jsonQuoted(text) : text
        case .integer(let value): return String(value)
        case .real(let value): return "\(value)"
        case .boolean(let value): return value ? "true" : "false"
        case .null: return "null"
        case .list(let items): return items.isEmpty ? "[]" : nil
        case .object(let members): return members.isEmpty ? "{}" : nil
        }
    }
}

func jsonQuoted(_ text: String) -> String {
    var out = "\""
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
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out + "\""
}
