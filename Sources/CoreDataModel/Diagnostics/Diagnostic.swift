/// One message about a model, in the shape build tools expect:
/// `PATH:LINE: error|warning|note: MESSAGE` (the form swift-build's momc output parser reads).
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable, Comparable {
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: return 0
            case .warning: return 1
            case .error: return 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    public var severity: Severity
    public var message: String
    public var location: SourceLocation?
    /// The rule that produced the message; its `id` is what `--print-diagnostic-categories`, JSON
    /// output and per-category suppression name. Each module declares the categories it raises.
    public var category: DiagnosticCategory

    public init(_ severity: Severity, _ message: String, at location: SourceLocation? = nil, category: DiagnosticCategory = .model) {
        self.severity = severity
        self.message = message
        self.location = location
        self.category = category
    }

    public static func error(_ message: String, at location: SourceLocation? = nil, category: DiagnosticCategory = .model) -> Diagnostic {
        Diagnostic(.error, message, at: location, category: category)
    }

    public static func warning(_ message: String, at location: SourceLocation? = nil, category: DiagnosticCategory = .model) -> Diagnostic {
        Diagnostic(.warning, message, at: location, category: category)
    }

    public static func note(_ message: String, at location: SourceLocation? = nil, category: DiagnosticCategory = .model) -> Diagnostic {
        Diagnostic(.note, message, at: location, category: category)
    }

    /// `PATH:LINE: severity: message`; a diagnostic without a file prints as `modelc: severity: message`.
    public var description: String {
        guard let location else { return "modelc: \(severity.rawValue): \(message)" }
        return "\(location.file):\(location.line): \(severity.rawValue): \(message)"
    }
}

/// Thrown when a model cannot be read or built at all; carries every diagnostic gathered so far
/// (warnings included) so the caller can print them in order.
public struct ModelError: Error, CustomStringConvertible, Sendable {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public init(_ message: String, at location: SourceLocation? = nil, category: DiagnosticCategory = .model) {
        self.diagnostics = [.error(message, at: location, category: category)]
    }

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}

extension Array where Element == Diagnostic {
    public var hasErrors: Bool { contains { $0.severity == .error } }
}
