@testable import CompiledModel
import CoreDataModel
import KeyedArchive
import ModelSource
import XCTest

/// Xcode 13+ versions no golden shows: the forms of their era, their own version number, and the
/// tool version of the sources they compile.
final class ArchiveLayoutTests: XCTestCase {
    private func compilerKeys(_ version: String, savedBy tools: String) throws -> (tool: Double?, xcode: Int64?) {
        let source = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="\(tools)" systemVersion="23F79" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
            <entity name="Item" representedClassName="Item" syncable="YES" codeGenerationType="class">
                <attribute name="title" optional="YES" attributeType="String"/>
            </entity>
        </model>
        """
        let model = try ModelSourceReader.readModel(contents: Array(source.utf8), path: "Layout.xcdatamodel/contents").model
        let root = try KeyedArchiveDecoder(bytes: try CompiledModelEncoder.encode(model, layout: try ArchiveLayout(xcodeVersion: version))).root()
        return (try root.real(forKey: "CDMCompilerToolVersion"), try root.integer(forKey: "CDMCompilerXcodeVersion"))
    }

    func testEveryReleasedVersionUpToTheNewestHasALayout() throws {
        let keys = try compilerKeys("14.3.1", savedBy: "21513")
        XCTAssertEqual(keys.xcode, 140301)
        XCTAssertEqual(keys.tool, 21513, "the source's tools version lies in Xcode 14's range")
        XCTAssertEqual(try compilerKeys("16.2", savedBy: "22758").tool, 23231, "out of range: the lowest Xcode 16 tools version")
        XCTAssertEqual(try compilerKeys("16.5", savedBy: "14135").tool, 23788.4, "out of range: no lower than the known 16.4")
        XCTAssertEqual(try compilerKeys("15.4", savedBy: "22757").tool, 22758, "a known version records its own tool version")
        XCTAssertEqual(try compilerKeys("15.4.0", savedBy: "22757").tool, 22758)
        XCTAssertEqual(try compilerKeys("26.3", savedBy: "24412").xcode, 260300)
        XCTAssertEqual(try compilerKeys("12.5", savedBy: "17709").tool, nil, "no compiler keys before Xcode 13")
    }

    /// VersionInfo.plist checksums from Xcode 15 on, whatever the minor version.
    func testVersionChecksumsFollowTheEra() throws {
        let info = VersionInfo(currentVersionName: "A", versionHashes: ["A": [:]], versionChecksums: ["A": "abc="])
        func hasChecksums(_ version: String) throws -> Bool {
            try VersionInfo(decoding: info.encoded(layout: try ArchiveLayout(xcodeVersion: version)), path: "VersionInfo.plist").versionChecksums != nil
        }
        XCTAssertFalse(try hasChecksums("14.3.1"))
        XCTAssertTrue(try hasChecksums("15.0"))
        XCTAssertTrue(try hasChecksums("16.2"))
    }

    /// One bundle records one tool version: the newest in-range one of its sources.
    func testABundleRecordsOneToolVersion() throws {
        let layout = try ArchiveLayout(xcodeVersion: "15.2").resolvingToolVersion(savedBy: ["14135", "22225", nil, "22158"])
        XCTAssertEqual(layout.compilerToolVersion(savedBy: ["14135"]), 22225)
        XCTAssertEqual(UnverifiedChoices.compilerToolVersion(xcode: 130000, savedBy: [20086.5], recorded: [:]), 19206)
    }
}
