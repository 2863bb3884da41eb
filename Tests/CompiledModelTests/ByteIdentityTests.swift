import CompiledModel
import CoreDataModel
import Foundation
import KeyedArchive
import ModelSource
import TestTools
import XCTest

/// Apple's exact bytes: each golden compiled as the Xcode that made it gives Apple's `.mom` and
/// `VersionInfo.plist` byte for byte, and each layout writes its Xcode's forms.
final class ByteIdentityTests: XCTestCase {
    /// Files whose bytes still differ (none known).
    private static let knownDifferent: Set<String> = []

    /// The layouts to try for an Apple file: the Xcode it records, or every pre-13 era.
    private func candidateLayouts(for appleMom: [UInt8]) throws -> [ArchiveLayout] {
        let root = try KeyedArchiveDecoder(bytes: appleMom).root()
        if let recorded = try root.integer(forKey: "CDMCompilerXcodeVersion") {
            let major = recorded / 10000, minor = recorded / 100 % 100, patch = recorded % 100
            return [try ArchiveLayout(xcodeVersion: "\(major).\(minor)" + (patch == 0 ? "" : ".\(patch)"))]
        }
        return try ["12.5", "10.3", "8.3"].map { try ArchiveLayout(xcodeVersion: $0) }
    }

    func testGoldensCompileToApplesBytes() throws {
        var identical = 0
        for golden in try TestPaths.goldenCases() {
            let bundle = try ModelSourceReader.readBundle(at: golden.source)
            let first = try XCTUnwrap(bundle.versions.first)
            let layouts = try candidateLayouts(for: TestPaths.readBytes(golden.output + "/" + first.name + ".mom"))
            // The layout that reproduces the most files is the golden's era.
            var best: (matches: Set<String>, total: Set<String>) = ([], [])
            for layout in layouts {
                var matches: Set<String> = [], total: Set<String> = []
                var info = VersionInfo(currentVersionName: bundle.currentVersionName, versionHashes: [:], versionChecksums: [:])
                for version in bundle.versions {
                    let name = "\(golden.id)/\(version.name).mom"
                    total.insert(name)
                    let ours = try CompiledModelEncoder.encode(version.model, layout: layout)
                    if ours == (try TestPaths.readBytes(golden.output + "/" + version.name + ".mom")) { matches.insert(name) }
                    var hasher = VersionHasher()
                    info.versionHashes[version.name] = hasher.entityHashes(of: version.model)
                    info.versionChecksums?[version.name] = hasher.checksum(of: version.model)
                    info.entityOrders[version.name] = CompiledModelEncoder.entityOrder(of: version.model)
                }
                let infoName = "\(golden.id)/VersionInfo.plist"
                total.insert(infoName)
                if info.encoded(layout: layout) == (try TestPaths.readBytes(golden.output + "/VersionInfo.plist")) { matches.insert(infoName) }
                if matches.count > best.matches.count || best.total.isEmpty { best = (matches, total) }
            }
            for name in best.total.subtracting(best.matches) where !Self.knownDifferent.contains(name) {
                XCTFail("\(name): not Apple's bytes")
            }
            for name in best.matches where Self.knownDifferent.contains(name) {
                XCTFail("\(name) is now byte-identical: take it off the known list")
            }
            identical += best.matches.count
        }
        XCTAssertEqual(identical, 18, "12 .mom and 6 VersionInfo.plist files")
    }

    func testUnknownXcodeVersionNamesTheKnownOnes() {
        for version in ["26.4", "27.0", "17.1", "12.x", "15.", "15.4.1.2", "-1"] {
            XCTAssertThrowsError(try ArchiveLayout(xcodeVersion: version), version) { error in
                XCTAssertTrue("\(error)".contains(version), "\(error)")
                XCTAssertTrue("\(error)".contains("26.3") && "\(error)".contains("13.4.1"), "\(error)")
            }
        }
        XCTAssertEqual(try ArchiveLayout(xcodeVersion: "10.1").xcodeVersion, "10.1", "any pre-13 version selects its era")
        XCTAssertEqual(ArchiveLayout.newest.xcodeVersion, "26.3")
    }

    /// What changes between eras, on one model with a template and a compound index.
    func testEachEraWritesItsForms() throws {
        let source = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
            <entity name="Item" representedClassName="" syncable="YES">
                <attribute name="a" optional="YES" attributeType="String"/>
                <attribute name="b" optional="YES" attributeType="Integer 64" usesScalarValueType="YES"/>
                <compoundIndexes>
                    <compoundIndex>
                        <index value="a"/>
                        <index value="b"/>
                    </compoundIndex>
                </compoundIndexes>
            </entity>
            <fetchRequest name="All" entity="Item"/>
        </model>
        """
        let model = try ModelSourceReader.readModel(contents: Array(source.utf8), path: "Era.xcdatamodel/contents").model
        func archive(_ version: String) throws -> (root: ArchivedObject, entity: ArchivedObject, request: ArchivedObject) {
            let decoder = try KeyedArchiveDecoder(bytes: try CompiledModelEncoder.encode(model, layout: try ArchiveLayout(xcodeVersion: version)))
            let root = try decoder.root()
            let entity = try XCTUnwrap(try root.object(forKey: "NSEntities")?.entries().first?.value?.objectValue)
            let request = try XCTUnwrap(try root.object(forKey: "NSFetchRequestTemplates")?.entries().first?.value?.objectValue)
            return (root, entity, request)
        }
        let current = try archive("26.3")
        XCTAssertEqual(try current.root.real(forKey: "CDMCompilerToolVersion"), 24512.0)
        XCTAssertEqual(try current.root.integer(forKey: "CDMCompilerXcodeVersion"), 260300)
        XCTAssertEqual(try current.request.integer(forKey: "NSAllocationType"), 0)
        XCTAssertTrue(current.entity.contains("NSFetchIndexDescriptions"))
        XCTAssertEqual(try current.entity.object(forKey: "NSCompoundIndexes")?.className, "NSMutableArray")
        XCTAssertEqual(try current.entity.string(forKey: "NSClassNameForEntity"), "", "an empty class name is kept")

        let xcode12 = try archive("12.5")
        XCTAssertFalse(xcode12.root.contains("CDMCompilerToolVersion"))
        XCTAssertFalse(xcode12.request.contains("NSAllocationType"))
        XCTAssertTrue(xcode12.entity.contains("NSFetchIndexDescriptions"))

        let xcode8 = try archive("8.3")
        XCTAssertFalse(xcode8.entity.contains("NSFetchIndexDescriptions"))
        let compound = try XCTUnwrap(try xcode8.entity.object(forKey: "NSCompoundIndexes"))
        XCTAssertEqual(compound.className, "NSArray")
        XCTAssertEqual(try compound.elements().first??.objectValue?.className, "NSArray")

        // The round trip by era: decompiled and compiled again as Xcode 8, the same archive.
        let decoded = try CompiledModelDecoder.decode(try CompiledModelEncoder.encode(model, layout: try ArchiveLayout(xcodeVersion: "8.3")), path: "Era.mom")
        let written = try ModelSourceWriter.contents(of: decoded, file: "Era.xcdatamodel/contents")
        XCTAssertTrue(String(decoding: written.bytes, as: UTF8.self).contains("representedClassName=\"\""))
        let reread = try ModelSourceReader.readModel(contents: written.bytes, path: "Era.xcdatamodel/contents").model
        let layout = try ArchiveLayout(xcodeVersion: "8.3")
        XCTAssertEqual(try CompiledModelEncoder.encode(reread, layout: layout), try CompiledModelEncoder.encode(model, layout: layout))
    }

    /// The key order of an entity object in Apple's files: CFString hashes in a 13-slot table,
    /// keys inserted in encode order, `$class` last.
    func testHashTableOrderOfAnEntityObject() {
        let encodeOrder = ["NSEntityName", "NSClassNameForEntity", "NSManagedObjectModel", "NSSuperentity", "NSSubentities", "NSProperties",
                           "NSUserInfo", "NSVersionHashModifier", "NSRenamingIdentifier", "$class"]
        XCTAssertEqual(HashTableOrder.order(encodeOrder),
                       ["NSEntityName", "$class", "NSClassNameForEntity", "NSUserInfo", "NSSubentities", "NSVersionHashModifier",
                        "NSProperties", "NSRenamingIdentifier", "NSManagedObjectModel", "NSSuperentity"])
        XCTAssertTrue(TaggedString.isTagged("NSNumber"))
        XCTAssertFalse(TaggedString.isTagged("SampleModel3"))
    }

    /// Tagged strings by length: any ASCII up to 7 bytes; 8–9 from the six-bit alphabet; 10–11 from
    /// its first 32 characters; nothing longer, and nothing with a byte past ASCII.
    func testTaggedStringRulesAtEachLength() {
        XCTAssertTrue(TaggedString.isTagged(""))
        XCTAssertTrue(TaggedString.isTagged("Q!#$%&*"))
        XCTAssertFalse(TaggedString.isTagged("é"))
        XCTAssertTrue(TaggedString.isTagged("bDNvwyUL"))
        XCTAssertFalse(TaggedString.isTagged("bDNvwyU!"))
        XCTAssertTrue(TaggedString.isTagged("eilotrm.ap"))
        XCTAssertFalse(TaggedString.isTagged("eilotrm.ab"))
        XCTAssertTrue(TaggedString.isTagged("eilotrm.apd"))
        XCTAssertFalse(TaggedString.isTagged("eilotrm.apdn"))
    }

    /// The hash reads UTF-16 code units; ASCII names take a shortcut over their UTF-8 bytes, which
    /// must agree with the code units for every length rule (short, long, and past 96 units).
    func testStringHashAgreesForASCIIAndOtherText() {
        func unitsHash(_ string: String) -> UInt64 {
            let units = Array(string.utf16).map(UInt64.init)
            var result = UInt64(units.count)
            func four(_ i: Int) {
                result = result &* 67_503_105 &+ units[i] &* 16_974_593 &+ units[i + 1] &* 66_049 &+ units[i + 2] &* 257 &+ units[i + 3]
            }
            if units.count <= 96 {
                var i = 0
                while i + 4 <= units.count { four(i); i += 4 }
                while i < units.count { result = result &* 257 &+ units[i]; i += 1 }
            } else {
                for i in stride(from: 0, to: 32, by: 4) { four(i) }
                let middle = (units.count >> 1) - 16
                for i in stride(from: middle, to: middle + 32, by: 4) { four(i) }
                for i in stride(from: units.count - 32, to: units.count, by: 4) { four(i) }
            }
            return result &+ (result << UInt64(units.count & 31))
        }
        let samples = ["", "a", "NSEntityName", String(repeating: "x", count: 97) + "yz", "Größe", "名前", "emoji😀key",
                       String(repeating: "é", count: 120)]
        for sample in samples {
            XCTAssertEqual(HashTableOrder.stringHash(sample), unitsHash(sample), sample)
        }
        let names = ["b", "a", "b", "c", "Größe"]
        XCTAssertEqual(HashTableOrder.positions(names).map { names[$0] }, HashTableOrder.order(names))
    }
}

/// `modelc --xcode-version X.Y SOURCE DEST` through the real binary.
final class XcodeVersionCommandLineTests: XCTestCase {
    func testCompileAsAnXcodeVersion() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let source = TestPaths.fixtures + "/Attributes.xcdatamodel"
        let compiled = try ModelcBinary.run(["--xcode-version", "15.4", source, directory + "/A.mom"])
        XCTAssertEqual(compiled.status, 0, compiled.stderr)
        let root = try KeyedArchiveDecoder(bytes: TestPaths.readBytes(directory + "/A.mom")).root()
        XCTAssertEqual(try root.integer(forKey: "CDMCompilerXcodeVersion"), 150400)
        XCTAssertEqual(try root.real(forKey: "CDMCompilerToolVersion"), 22758.0)

        let unseen = try ModelcBinary.run(["--xcode-version", "14.2", source, directory + "/C.mom"])
        XCTAssertEqual(unseen.status, 0, unseen.stderr)
        XCTAssertEqual(try KeyedArchiveDecoder(bytes: TestPaths.readBytes(directory + "/C.mom")).root().integer(forKey: "CDMCompilerXcodeVersion"),
                       140200, "a 13+ version no golden shows records its own number")

        let unknown = try ModelcBinary.run(["--xcode-version", "26.4", source, directory + "/B.mom"])
        XCTAssertNotEqual(unknown.status, 0)
        XCTAssertTrue(unknown.stderr.contains("26.4") && unknown.stderr.contains("13.4.1, 15.4"), unknown.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory + "/B.mom"), "nothing written")
    }
}
