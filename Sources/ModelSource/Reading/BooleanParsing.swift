import CoreDataModel
import HostSystem

/// Xcode writes `YES`; hand-edited and generated files also use `true`/`false`/`1`/`0`, and `0.0`
/// occurs in the wild. All are accepted, case-insensitively and without a warning.
enum BooleanParsing {
    /// The boolean `text` spells, or nil when it is not a boolean at all.
    static func parse(_ text: String) -> Bool? {
        // What Xcode writes, answered before any trimming or case folding.
        if text == "YES" { return true }
        if text == "NO" { return false }
        switch text.trimmingSpaces().lowercased() {
        case "yes", "true", "1", "y": return true
        case "no", "false", "0", "n", "": return false
        case let other:
            guard let number = Double(other) else { return nil }
            return number != 0
        }
    }
}

extension XMLElement {
    /// The boolean attribute `key`: absent means false (Xcode never writes `NO` for defaults).
    /// An unparsable value also counts as false, as Xcode treats anything but YES.
    func flag(_ key: SourceAttribute) -> Bool {
        guard let text = self[key] else { return false }
        return BooleanParsing.parse(text) ?? false
    }

    /// The boolean attribute among `keys` (alternative spellings, the first present wins), or nil
    /// when absent (for flags whose absence keeps an API default).
    func optionalFlag(_ keys: SourceAttribute...) -> Bool? {
        for key in keys {
            if let text = self[key] { return BooleanParsing.parse(text) ?? false }
        }
        return nil
    }
}
