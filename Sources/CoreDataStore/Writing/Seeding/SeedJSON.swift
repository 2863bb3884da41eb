import FoundationEssentials

/// A JSON value of a seed file, read with `JSONDecoder`. Numbers keep the form JSON
/// serialisation gave them (a whole number, one above `Int64.max`, or a real), since messages
/// print them back.
enum SeedJSON: Decodable {
    case null
    case boolean(Bool)
    case number(Number)
    case string(String)
    case array([SeedJSON])
    case object([String: SeedJSON])

    enum Number: CustomStringConvertible {
        case integer(Int64)
        case unsigned(UInt64)
        case real(Double)

        var doubleValue: Double {
            switch self {
            case .integer(let value): return Double(value)
            case .unsigned(let value): return Double(value)
            case .real(let value): return value
            }
        }

        /// The value when it is a whole number that fits in 64 signed bits (`2.0` does).
        var int64Value: Int64? {
            switch self {
            case .integer(let value): return value
            case .unsigned: return nil
            case .real(let value): return Int64(exactly: value)
            }
        }

        var description: String {
            switch self {
            case .integer(let value): return "\(value)"
            case .unsigned(let value): return "\(value)"
            case .real(let value): return "\(value)"
            }
        }
    }

    /// Parses a whole seed file (any JSON value at the top).
    /// - Throws: `SeedJSON.Invalid` with JSON serialisation's kind of message ("Invalid value around
    ///   character 6.").
    static func parse(_ bytes: [UInt8]) throws -> SeedJSON {
        do {
            return try JSONDecoder().decode(SeedJSON.self, from: Data(bytes))
        } catch {
            // JSONDecoder says only that the data is not valid JSON; the syntax check says where.
            throw Invalid(message: SeedJSONSyntax.firstProblem(in: bytes) ?? "The given data was not valid JSON.")
        }
    }

    struct Invalid: Error {
        var message: String
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .boolean(flag)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let integer = try? container.decode(Int64.self) {
            self = .number(.integer(integer))
        } else if let unsigned = try? container.decode(UInt64.self) {
            self = .number(.unsigned(unsigned))
        } else if let real = try? container.decode(Double.self) {
            self = .number(.real(real))
        } else if let array = try? container.decode([SeedJSON].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: SeedJSON].self))
        }
    }
}
