/// Rewrites a momc command line into modelc's modern option spellings before it is parsed, so
/// that the argument parser sees one spelling per option. Handles:
///
/// * `--<platform>-deployment-target V` and `--<platform>-deployment-target=V` for every platform
///   (`macosx`, `iphoneos`, …) → `--deployment-target <platform>=V` (a platform not in
///   `knownPlatforms` is refused when the options are validated);
/// * momc's legacy single-dash spellings still found in scripts (Documentation/Formats.md "momc's command line and output"):
///   `-MOMC_NO_WARNINGS`, `-MOMC_NO_INVERSE_RELATIONSHIP_WARNINGS`, `-MOMC_NO_MAX_PROPERTY_COUNT_WARNINGS`,
///   `-MOMC_NO_DELETE_RULE_WARNINGS`, `-MOMC_SUPPRESS_INVERSE_TRANSIENT_ERROR`, `-MOMC_PLATFORMS P`,
///   `-XD_MOMC_SDKROOT=S`, `-XD_MOMC_TARGET_VERSION=V` (macOS), `-XD_MOMC_IOS_TARGET_VERSION=V`, … —
///   any `-MOMC_X` / `-XD_MOMC_X` is read as the same setting (`=value` or a following value);
/// * `-Werror` → `--warnings-as-errors`.
///
/// Arguments after `--` are left alone. Legacy settings modelc does not know are dropped with a
/// notice (they changed old momc's behaviour in ways that do not apply here).
package enum MomcArguments {
    /// Apple platform names momc takes in `--<platform>-deployment-target` (swift-build's
    /// `$(PLATFORM_NAME)` values, plus driverkit).
    package static let platforms = [
        "macosx", "iphoneos", "iphonesimulator", "appletvos", "appletvsimulator",
        "watchos", "watchsimulator", "xros", "xrsimulator", "driverkit",
    ]

    /// The platform names build systems other than swift-build pass (Bazel's rules_apple writes
    /// `--ios-deployment-target` and so on).
    package static let platformTypes = ["ios", "macos", "tvos", "visionos"]

    /// Every platform a deployment target may name (`watchos` is a name in both lists).
    package static var knownPlatforms: [String] { platforms + platformTypes }

    package struct Result: Equatable {
        package var arguments: [String]
        /// One message per argument that was accepted but dropped.
        package var notices: [String]
    }

    package static func normalize(_ arguments: [String]) -> Result {
        var output: [String] = []
        var notices: [String] = []
        var index = 0
        func nextValue() -> String? {
            guard index + 1 < arguments.count else { return nil }
            index += 1
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            defer { index += 1 }
            if argument == "--" {
                output.append(contentsOf: arguments[index...])
                index = arguments.count
                break
            }
            if argument == "-Werror" {
                output.append("--warnings-as-errors")
                continue
            }
            if let platform = deploymentTargetPlatform(argument) {
                let (_, inline) = split(argument)
                if let version = inline ?? nextValue() {
                    output.append(contentsOf: ["--deployment-target", "\(platform)=\(version)"])
                } else {
                    output.append(argument)  // let the parser report the missing value
                }
                continue
            }
            if let setting = legacySetting(argument) {
                let (_, inline) = split(argument)
                switch legacyMeaning(of: setting) {
                case .flag(let modern):
                    output.append(modern)
                case .value(let modern):
                    if let value = inline ?? nextValue() { output.append(contentsOf: [modern, value]) }
                    else { output.append(modern) }
                case .deploymentTarget(let platform):
                    if let value = inline ?? nextValue() {
                        output.append(contentsOf: ["--deployment-target", "\(platform)=\(value)"])
                    } else {
                        notices.append("ignoring '\(argument)' without a version")
                    }
                case .unknown:
                    notices.append("ignoring unknown legacy momc option '\(argument)'")
                }
                continue
            }
            output.append(argument)
        }
        return Result(arguments: output, notices: notices)
    }

    /// `--iphoneos-deployment-target[=V]` → `iphoneos`.
    static func deploymentTargetPlatform(_ argument: String) -> String? {
        let (name, _) = split(argument)
        let suffix = "-deployment-target"
        guard name.hasPrefix("--"), name.hasSuffix(suffix), name.count > 2 + suffix.count else { return nil }
        let platform = String(name.dropFirst(2).dropLast(suffix.count))
        guard platform.allSatisfy({ $0.isLetter || $0.isNumber }) else { return nil }
        return platform
    }

    /// `-MOMC_NO_WARNINGS` → `NO_WARNINGS`; `-XD_MOMC_SDKROOT=x` → `SDKROOT`.
    static func legacySetting(_ argument: String) -> String? {
        let (name, _) = split(argument)
        for prefix in ["-XD_MOMC_", "-MOMC_"] where name.hasPrefix(prefix) && name.count > prefix.count {
            return String(name.dropFirst(prefix.count))
        }
        return nil
    }

    enum LegacyMeaning: Equatable {
        case flag(String)
        case value(String)
        case deploymentTarget(String)
        case unknown
    }

    static func legacyMeaning(of setting: String) -> LegacyMeaning {
        switch setting {
        case "NO_WARNINGS": return .flag("--no-warnings")
        case "NO_INVERSE_RELATIONSHIP_WARNINGS": return .flag("--no-inverse-relationship-warnings")
        case "NO_MAX_PROPERTY_COUNT_WARNINGS": return .flag("--no-max-property-count-warnings")
        case "NO_DELETE_RULE_WARNINGS": return .flag("--no-delete-rule-warnings")
        case "SUPPRESS_INVERSE_TRANSIENT_ERROR": return .flag("--suppress-inverse-transient-error")
        case "SDKROOT": return .value("--sdkroot")
        case "MODULE": return .value("--module")
        case "PLATFORMS", "PLATFORM": return .value("--platform")
        // Xcode ≤ 6: TARGET_VERSION is the macOS deployment target, IOS_TARGET_VERSION the iOS one.
        case "TARGET_VERSION", "MACOSX_TARGET_VERSION", "MACOS_TARGET_VERSION": return .deploymentTarget("macosx")
        case "IOS_TARGET_VERSION", "IPHONEOS_TARGET_VERSION": return .deploymentTarget("iphoneos")
        case "TVOS_TARGET_VERSION", "APPLETVOS_TARGET_VERSION": return .deploymentTarget("appletvos")
        case "WATCHOS_TARGET_VERSION": return .deploymentTarget("watchos")
        default: return .unknown
        }
    }

    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
