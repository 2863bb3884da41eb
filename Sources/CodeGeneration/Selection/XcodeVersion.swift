/// The Xcode whose templates are imitated (`--xcode-version X.Y`): the templates changed over
/// the years and a team pinned to an older Xcode must get the files it already has.
package struct XcodeVersion: Comparable, Sendable, CustomStringConvertible {
    package var major: Int
    package var minor: Int

    package init(major: Int, minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// `"26"`, `"12.4"`, `"9.3.1"` (a patch number changes no template); nil for anything else.
    package init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let major = Int(parts[0]), major >= 1, major < 1000 else { return nil }
        self.major = major
        self.minor = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
    }

    /// The newest templates modelc knows: the default.
    package static let newest = XcodeVersion(major: 26)
    /// The first Xcode with per-entity codegen (`codeGenerationType`) and these file names.
    package static let oldestSupported = XcodeVersion(major: 8)

    package static func < (lhs: XcodeVersion, rhs: XcodeVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    package var description: String { "\(major).\(minor)" }
}
