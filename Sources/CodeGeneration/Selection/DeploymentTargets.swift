/// The platforms the generated code is built for (`--<platform>-deployment-target`), as far as
/// they change the templates: `Identifiable` exists from iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6.
package struct DeploymentTargets: Sendable, Equatable {
    /// platform (`iphoneos`, `macosx`, …) → version text.
    package var versions: [String: String]

    package init(_ versions: [String: String] = [:]) { self.versions = versions }

    /// True when every given platform has `Identifiable` (the generated code must compile for each;
    /// Newsman, a package for iOS 11 and macOS 11, got no `Identifiable` from Xcode 13.3), and when
    /// nothing is known (Xcode 12+ projects default to targets that have it).
    package var allowIdentifiable: Bool {
        versions.allSatisfy { platform, version in
            guard let minimum = Self.identifiableMinimum[platform.lowercased()] else { return true }
            return Self.components(version).lexicographicallyPrecedes(minimum) == false
        }
    }

    /// The first version of each platform whose SDK has Swift's `Identifiable`.
    private static let identifiableMinimum: [String: [Int]] = [
        "iphoneos": [13], "iphonesimulator": [13], "ios": [13], "maccatalyst": [13],
        "macosx": [10, 15], "macos": [10, 15],
        "appletvos": [13], "appletvsimulator": [13], "tvos": [13],
        "watchos": [6], "watchsimulator": [6],
        "xros": [1], "xrsimulator": [1], "visionos": [1],
    ]

    private static func components(_ version: String) -> [Int] {
        version.split(separator: ".").map { Int($0) ?? 0 }
    }
}
