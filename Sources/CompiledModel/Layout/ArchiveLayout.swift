import KeyedArchive

/// Which Xcode's `momc` output to reproduce: the archive forms that changed between Xcode
/// versions, and the byte layout of Apple's writers (`ArchiveByteRules`). Every compiled output —
/// `.mom`, `.momd` and `VersionInfo.plist` — is written by one layout.
///
/// Xcode 13 and later record their version in the model (`CDMCompilerXcodeVersion`), so each is
/// its own layout; older versions record nothing and are grouped by the forms their files show.
package struct ArchiveLayout: Sendable, Equatable {
    /// The Xcode version this layout reproduces, as `--xcode-version` spells it ("15.4").
    package let xcodeVersion: String
    /// `CDMCompilerToolVersion` and `CDMCompilerXcodeVersion` (Xcode 13 and later).
    private(set) var compilerVersions: CompilerVersions?
    /// Fetch requests carry `NSAllocationType` (Xcode 13 and later).
    let writesAllocationType: Bool
    /// Entities carry `NSFetchIndexDescriptions` (Xcode 9 and later); before, indexes are only the
    /// `NSCompoundIndexes` of the source, as immutable arrays.
    let writesFetchIndexDescriptions: Bool
    /// `VersionInfo.plist` holds each version's model checksum (Xcode 15 and later).
    let writesVersionChecksums: Bool
    /// Apple's byte layout.
    let byteRules: ArchiveByteRules
    /// `VersionInfo.plist` enters the current version first, then the others in name order (Xcode
    /// 11 and later); before, every version in name order.
    var entersCurrentVersionFirst: Bool { byteRules.topLevelOrder == .fixed }

    struct CompilerVersions: Sendable, Equatable {
        /// `lastSavedToolsVersion` of the same Xcode: recorded for the versions the goldens show,
        /// otherwise taken from the model source (`UnverifiedChoices.compilerToolVersion`).
        var tool: ToolVersion
        /// major × 10000 + minor × 100 + patch.
        var xcode: Int64
        var major: Int { Int(xcode / 10000) }

        enum ToolVersion: Sendable, Equatable {
            case recorded(Double)
            /// Not known for this Xcode: chosen from the `lastSavedToolsVersion` of the sources.
            case fromSources
        }
    }

    /// `CDMCompilerToolVersion` for models last saved by `savedToolsVersions` (every version of one
    /// bundle: the same Xcode compiles them all), nil before Xcode 13.
    func compilerToolVersion(savedBy savedToolsVersions: [String?]) -> Double? {
        guard let compiler = compilerVersions else { return nil }
        switch compiler.tool {
        case .recorded(let tool): return tool
        case .fromSources:
            return UnverifiedChoices.compilerToolVersion(xcode: compiler.xcode, savedBy: savedToolsVersions.compactMap { $0.flatMap(Double.init) },
                                                         recorded: Self.recordedTools)
        }
    }

    /// This layout with the tool version of a bundle's sources fixed, so that every model of the
    /// bundle records the same one.
    package func resolvingToolVersion(savedBy savedToolsVersions: [String?]) -> ArchiveLayout {
        guard var compiler = compilerVersions, compiler.tool == .fromSources,
              let tool = compilerToolVersion(savedBy: savedToolsVersions) else { return self }
        compiler.tool = .recorded(tool)
        var layout = self
        layout.compilerVersions = compiler
        return layout
    }

    /// The newest Xcode whose output the goldens show.
    package static let newest = ArchiveLayout("26.3", compiler: CompilerVersions(tool: .recorded(24512.0), xcode: 260300), allocationType: true,
                                             fetchIndexes: true, checksums: true, topLevelOrder: .fixed)

    /// Every version whose output the goldens show, oldest first (pre-13 versions stand for their
    /// era). Any other 13+ version of an Xcode major listed here, up to the newest, takes the forms
    /// of its era.
    package static let knownVersions = ["8.3", "9.4", "10.3", "11.7", "12.5", "13.4.1", "15.4", "16.4", "26.1.1", "26.2", "26.3"]

    /// The layout of Xcode `version` ("15.4", "26.1.1", "14.2"). A version before 13 selects its era's
    /// layout (any 8.x, 9.x, …, 12.x); from 13 on, any version of a released major (13–16, 26) up to
    /// the newest known selects the forms of its era and records its own number.
    /// - Throws: `ArchiveLayout.UnknownVersion` listing the known versions.
    package init(xcodeVersion version: String) throws {
        guard let layout = Self.layout(for: version) else { throw UnknownVersion(requested: version) }
        self = layout
    }

    /// The error for a version with no known layout.
    package struct UnknownVersion: Error, CustomStringConvertible {
        package let requested: String
        package var description: String {
            "no archive layout is known for Xcode \(requested); known: \(ArchiveLayout.knownVersions.joined(separator: ", ")) (any 8.x–12.x selects its era; any 13.x–16.x or 26.x up to \(ArchiveLayout.newest.xcodeVersion) the forms of its era)"
        }
    }

    private init(_ version: String, compiler: CompilerVersions?, allocationType: Bool, fetchIndexes: Bool, checksums: Bool,
                 topLevelOrder: ArchiveByteRules.TopLevelOrder) {
        xcodeVersion = version
        compilerVersions = compiler
        writesAllocationType = allocationType
        writesFetchIndexDescriptions = fetchIndexes
        writesVersionChecksums = checksums
        // The writer of 2019 and before (hash-ordered top level) writes every class name anew.
        byteRules = ArchiveByteRules(topLevelOrder: topLevelOrder, int32Keys: AppleWriterFacts.int32Keys,
                                     freshClassNames: topLevelOrder == .hashed ? nil : AppleWriterFacts.freshClassNames)
    }

    /// Xcode 13+ versions with their recorded tool version.
    static let recordedTools: [Int64: Double] = [
        130401: 20086.0, 150400: 22758.0, 160400: 23788.4, 260101: 24411.0, 260200: 24512.0, 260300: 24512.0,
    ]

    private static func layout(for version: String) -> ArchiveLayout? {
        let parts = version.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        let numbers = parts.compactMap { $0 }
        guard (1...3).contains(parts.count), numbers.count == parts.count, numbers.allSatisfy({ $0 >= 0 }) else { return nil }
        let major = numbers[0]
        let minor = numbers.count > 1 ? numbers[1] : 0
        let patch = numbers.count > 2 ? numbers[2] : 0
        switch major {
        case 8:
            return ArchiveLayout(version, compiler: nil, allocationType: false, fetchIndexes: false, checksums: false, topLevelOrder: .hashed)
        case 9, 10:
            return ArchiveLayout(version, compiler: nil, allocationType: false, fetchIndexes: true, checksums: false, topLevelOrder: .hashed)
        case 11, 12:
            return ArchiveLayout(version, compiler: nil, allocationType: false, fetchIndexes: true, checksums: false, topLevelOrder: .fixed)
        default:
            let xcode = Int64(major * 10000 + minor * 100 + patch)
            guard UnverifiedChoices.releasedMajors.contains(major), minor < 100, patch < 100,
                  let newest = ArchiveLayout.newest.compilerVersions, xcode <= newest.xcode else { return nil }
            let tool = recordedTools[xcode].map(CompilerVersions.ToolVersion.recorded) ?? .fromSources
            // Every 13+ era writes the same forms except the version checksums of VersionInfo.plist.
            return ArchiveLayout(version, compiler: CompilerVersions(tool: tool, xcode: xcode), allocationType: true, fetchIndexes: true,
                                 checksums: major >= 15, topLevelOrder: .fixed)
        }
    }
}
