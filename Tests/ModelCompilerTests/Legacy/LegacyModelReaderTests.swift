import CoreDataModel
import Foundation
import KeyedArchive
import ModelSource
import TestTools
import XCTest

/// The Xcode 3 `elements` reader on archives built by `Xcode3ArchiveBuilder`: every feature the
/// format carries lands in the graph as the XML reader would put it, the graph hashes like the
/// same model written as XML, and hostile archives are refused with one clear error at line 0.
final class LegacyModelReaderTests: XCTestCase {
    typealias Builder = Xcode3ArchiveBuilder

    static let library = Builder(entities: [
        Builder.Entity(name: "Item", settings: [
            ("XD_PSK_entityClassName", .text("LibItem")), ("XD_PSK_isAbstract", .bool(true)),
            ("XD_PSK_userInfo", .dictionary([("note", .text("x")), ("nested", .dictionary([("a", .array([.text("b c")]))]))])),
            ("XD_PSK_versionHashModifier", .text("v2")), ("XD_PSK_elementID", .text("OldItem")),
            ("XD_PSK_fetchRequestsArray", .array([])), ("XDPMCompoundIndexes", .array([.array([.text("title"), .text("year")])])),
        ], properties: [
            Builder.Property(name: "title", className: "XDPMAttribute", settings: [
                ("XD_PAttK_attributeType", .int(700)), ("XD_PAttK_defaultValueAsString", .text("Untitled")),
                ("XD_PAttK_minValueString", .text("1")), ("XD_PAttK_maxValueString", .text("200")),
                ("XD_PAttK_regularExpressionString", .text("[A-Z].*")), ("XD_PPSK_isOptional", .bool(false)),
                ("XD_PPSK_isSpotlightIndexed", .bool(true)), ("XD_PPSK_isIndexed", .bool(true)),
                ("XD_PPSK_userInfo", .dictionary([("unit", .text("chars"))])), ("XD_PAttK_valueTransformerName", .null),
            ]),
            Builder.Property(name: "year", className: "XDPMAttribute", settings: [
                ("XD_PAttK_attributeType", .int(200)), ("XD_PAttK_defaultValueAsString", .text("1999")),
                ("XD_PAttK_minValueString", .text("0")), ("XD_PPSK_isOptional", .bool(true)),
                ("XD_PPSK_elementID", .text("published")), ("XD_PPSK_versionHashModifier", .text("y")),
            ]),
            Builder.Property(name: "cover", className: "XDPMAttribute", settings: [
                ("XD_PAttK_attributeType", .int(1800)), ("XD_PAttK_valueTransformerName", .text("ImageTransformer")),
                ("XD_PAttK_allowsExternalBinaryDataStorage", .bool(true)), ("XD_PPSK_isOptional", .bool(true)),
            ]),
            Builder.Property(name: "shelf", className: "XDPMRelationship", settings: [
                ("XD_PRK_destination", .entity("Shelf")), ("XD_PRK_inverseRelationship", .property(entity: "Shelf", name: "items")),
                ("XD_PRK_minCount", .int(1)), ("XD_PRK_maxCount", .int(1)), ("XD_PRK_deleteRule", .int(1)),
                ("XD_PPSK_isOptional", .bool(true)), ("XD_PPSK_isIndexed", .bool(true)),
            ]),
            Builder.Property(name: "similar", className: "XDPMFetchedProperty", settings: [
                ("XD_PFPK_destination", .entity("Book")), ("XD_PFPK_predicateString", .text("year > 2000")),
                ("XD_PPSK_isOptional", .bool(true)),
            ]),
        ]),
        Builder.Entity(name: "Book", parent: "Item", settings: [("XD_PSK_entityClassName", .text("NSManagedObject"))], properties: [
            Builder.Property(name: "isbn", className: "XDPMAttribute", settings: [
                ("XD_PAttK_attributeType", .int(700)), ("XD_PPSK_isTransient", .bool(true)), ("XD_PPSK_isOptional", .bool(true)),
            ]),
        ]),
        Builder.Entity(name: "Shelf", settings: [
            ("XD_PSK_fetchRequestsArray", .array([.dictionary([("name", .text("LongShelves")),
                                                                ("predicateString", .text("label BEGINSWITH \"L\""))])])),
        ], properties: [
            Builder.Property(name: "items", className: "XDPMRelationship", settings: [
                ("XD_PRK_destination", .entity("Item")), ("XD_PRK_inverseRelationship", .property(entity: "Item", name: "shelf")),
                ("XD_PRK_isToMany", .bool(true)), ("XD_PRK_deleteRule", .int(2)), ("XD_PRK_ordered", .bool(true)),
                ("XD_PPSK_isOptional", .bool(true)),
            ]),
            Builder.Property(name: "label", className: "XDPMAttribute", settings: [
                ("XD_PAttK_attributeType", .int(700)), ("XD_PPSK_isOptional", .bool(true)),
            ]),
        ]),
    ], configurations: [("Cloud", ["Shelf", "Book"])], modelVersionIdentifier: "3")

    /// The same model as Xcode 4+ writes it (what an upgrade in Xcode would produce).
    static let libraryXML = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model userDefinedModelVersionIdentifier="3" type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
            <entity name="Book" parentEntity="Item" representedClassName="NSManagedObject">
                <attribute name="isbn" optional="YES" transient="YES" attributeType="String"/>
            </entity>
            <entity name="Item" representedClassName="LibItem" isAbstract="YES" elementID="OldItem" versionHashModifier="v2">
                <attribute name="cover" optional="YES" attributeType="Transformable" valueTransformerName="ImageTransformer" allowsExternalBinaryDataStorage="YES"/>
                <relationship name="shelf" optional="YES" minCount="1" maxCount="1" deletionRule="Nullify" destinationEntity="Shelf" inverseName="items" inverseEntity="Shelf"/>
                <attribute name="title" attributeType="String" minValueString="1" maxValueString="200" regularExpressionString="[A-Z].*" defaultValueString="Untitled" indexed="YES" spotlightIndexingEnabled="YES"/>
                <attribute name="year" optional="YES" attributeType="Integer 32" minValueString="0" defaultValueString="1999" elementID="published" versionHashModifier="y"/>
                <fetchedProperty name="similar" optional="YES">
                    <fetchRequest name="fetchedPropertyFetchRequest" entity="Book" predicateString="year > 2000"/>
                </fetchedProperty>
            </entity>
            <entity name="Shelf">
                <attribute name="label" optional="YES" attributeType="String"/>
                <relationship name="items" optional="YES" toMany="YES" ordered="YES" deletionRule="Cascade" destinationEntity="Item" inverseName="shelf" inverseEntity="Item"/>
            </entity>
            <fetchRequest name="LongShelves" entity="Shelf" predicateString="label BEGINSWITH &quot;L&quot;"/>
            <configuration name="Cloud">
                <memberEntity name="Book"/>
                <memberEntity name="Shelf"/>
            </configuration>
        </model>
        """

    private func write(_ builder: Builder, name: String = "Library") throws -> String {
        let folder = try TestPaths.temporaryDirectory(self) + "/\(name).xcdatamodel"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(try builder.archive()).write(to: URL(fileURLWithPath: folder + "/elements"))
        try Data("not read".utf8).write(to: URL(fileURLWithPath: folder + "/layout"))   // the diagram is ignored
        return folder
    }

    func testEveryFeatureReachesTheGraph() throws {
        let model = try ModelSourceReader.readModel(at: try write(Self.library)).model
        XCTAssertEqual(model.entities.map(\.name), ["Book", "Item", "Shelf"])
        XCTAssertEqual(model.versionIdentifiers, ["3"])
        let item = try XCTUnwrap(model.entitiesByName["Item"])
        XCTAssertEqual(item.managedObjectClassName, "LibItem")
        XCTAssertTrue(item.isAbstract)
        XCTAssertEqual(item.userInfo, ["note": "x", "nested": "{a = (\"b c\"); }"])
        XCTAssertEqual(item.versionHashModifier, "v2")
        XCTAssertEqual(item.renamingIdentifier, "OldItem")
        XCTAssertEqual(item.compoundIndexes, [["title", "year"]])
        XCTAssertEqual(model.entitiesByName["Book"]?.superentity?.name, "Item")

        let title = try XCTUnwrap(item.propertiesByName["title"] as? AttributeDescription)
        XCTAssertEqual(title.attributeType, .string)
        XCTAssertEqual(title.defaultValue, .string("Untitled"))
        XCTAssertEqual(title.minValue, .integer(1))
        XCTAssertEqual(title.maxValue, .integer(200))
        XCTAssertEqual(title.regularExpression, "[A-Z].*")
        XCTAssertNil(title.valueTransformerName)
        XCTAssertFalse(title.isOptional)
        XCTAssertTrue(title.isIndexedBySpotlight)
        XCTAssertTrue(title.isIndexed)
        XCTAssertEqual(title.userInfo, ["unit": "chars"])
        XCTAssertEqual(title.sourceLocation, SourceLocation(file: title.sourceLocation?.file ?? "", line: 0))
        XCTAssertTrue(title.sourceLocation?.file.hasSuffix("Library.xcdatamodel/elements") ?? false)

        let year = try XCTUnwrap(item.propertiesByName["year"] as? AttributeDescription)
        XCTAssertEqual(year.attributeType, .integer32)
        XCTAssertEqual(year.defaultValue, .integer(1999))
        XCTAssertEqual(year.minValue, .integer(0))
        XCTAssertEqual(year.renamingIdentifier, "published")
        XCTAssertEqual(year.versionHashModifier, "y")

        let cover = try XCTUnwrap(item.propertiesByName["cover"] as? AttributeDescription)
        XCTAssertEqual(cover.attributeType, .transformable)
        XCTAssertEqual(cover.valueTransformerName, "ImageTransformer")
        XCTAssertTrue(cover.allowsExternalBinaryDataStorage)

        let shelf = try XCTUnwrap(item.propertiesByName["shelf"] as? RelationshipDescription)
        XCTAssertEqual(shelf.destinationEntity?.name, "Shelf")
        XCTAssertEqual(shelf.inverseRelationship?.name, "items")
        XCTAssertEqual(shelf.maxCount, 1)
        XCTAssertEqual(shelf.minCount, 1)
        XCTAssertEqual(shelf.deleteRule, .nullify)

        let items = try XCTUnwrap(model.entitiesByName["Shelf"]?.propertiesByName["items"] as? RelationshipDescription)
        XCTAssertTrue(items.isToMany)
        XCTAssertEqual(items.maxCount, 0)
        XCTAssertTrue(items.isOrdered)
        XCTAssertEqual(items.deleteRule, .cascade)

        let similar = try XCTUnwrap(item.propertiesByName["similar"] as? FetchedPropertyDescription)
        XCTAssertEqual(similar.fetchRequest.entityName, "Book")
        XCTAssertEqual(similar.fetchRequest.predicate, "year > 2000")
        XCTAssertTrue(model.entitiesByName["Book"]?.propertiesByName["isbn"]?.isTransient ?? false)

        XCTAssertEqual(model.fetchRequestTemplates.map(\.name), ["LongShelves"])
        XCTAssertEqual(model.fetchRequestTemplates.first?.entityName, "Shelf")
        XCTAssertEqual(model.fetchRequestTemplates.first?.predicate, "label BEGINSWITH \"L\"")
        XCTAssertEqual(model.configurations.map(\.name), ["Cloud"])
        XCTAssertEqual(model.configurations.first?.entityNames, ["Book", "Shelf"])
    }

    /// The archive and its XML twin hash the same, entity by entity and as a whole.
    func testArchiveHashesLikeTheSameModelInXML() throws {
        let legacy = try ModelSourceReader.readModel(at: try write(Self.library)).model
        let xml = try ModelSourceReader.readModel(contents: Array(Self.libraryXML.utf8), path: "Library/contents").model
        XCTAssertEqual(legacy.entityVersionHashesByName, xml.entityVersionHashesByName)
        XCTAssertEqual(legacy.entityVersionHashesByName.count, 3)
    }

    /// modelc compiles the archive and dumps it; the entity hashes in the dump are the XML twin's.
    func testModelcCompilesValidatesAndDumpsAnArchive() throws {
        let folder = try write(Self.library)
        let out = try TestPaths.temporaryDirectory(self)
        let compile = try ModelcBinary.run(["--dependency-file", out + "/Library.d", folder, out + "/"])
        XCTAssertEqual(compile.status, 0, compile.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/Library.mom"))
        let depfile = try String(contentsOfFile: out + "/Library.d", encoding: .utf8)
        XCTAssertTrue(depfile.contains("Library.xcdatamodel/elements"), depfile)   // rebuilt when the archive changes
        XCTAssertFalse(depfile.contains("/layout"), depfile)
        let validate = try ModelcBinary.run(["validate", folder])
        XCTAssertEqual(validate.status, 0, validate.stderr + validate.stdout)
        let direct = try ModelcBinary.run(["validate", folder + "/elements"])   // the archive named directly
        XCTAssertEqual(direct.status, 0, direct.stderr + direct.stdout)
        let dump = try ModelcBinary.run(["dump", folder])
        XCTAssertEqual(dump.status, 0, dump.stderr)
        let xml = try ModelSourceReader.readModel(contents: Array(Self.libraryXML.utf8), path: "Library/contents").model
        for (name, hash) in xml.entityVersionHashesByName {
            XCTAssertTrue(dump.stdout.contains(Data(hash).base64EncodedString()), "\(name)'s hash is not in the dump")
        }
    }

    /// Xcode 3 keeps a generalization whose parent is `$null` after the parent entity is removed:
    /// the entity reads as having no parent, with a warning, and a bundle holding such a version
    /// validates and compiles.
    func testGeneralizationWithNullParentReadsAsNoParent() throws {
        var orphaned = Self.library
        let book = try XCTUnwrap(orphaned.entities.firstIndex { $0.name == "Book" })
        orphaned.entities[book].parent = nil
        orphaned.entities[book].keepsRemovedParent = true
        let read = try ModelSourceReader.readModel(at: try write(orphaned))
        XCTAssertFalse(read.diagnostics.hasErrors, "\(read.diagnostics)")
        XCTAssertNil(read.model.entitiesByName["Book"]?.superentity)
        XCTAssertEqual(read.model.entitiesByName["Book"]?.properties.map(\.name), ["isbn"])
        let warning = try XCTUnwrap(read.diagnostics.first { $0.severity == .warning })
        XCTAssertEqual(warning.category, .legacyFormat)
        XCTAssertTrue(warning.message.contains("entity 'Book' has a generalization with no parent entity"), warning.message)

        let bundle = try TestPaths.temporaryDirectory(self) + "/Library.xcdatamodeld"
        for (name, builder) in [("Library", Self.library), ("Library 2", orphaned)] {
            let folder = bundle + "/\(name).xcdatamodel"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(try builder.archive()).write(to: URL(fileURLWithPath: folder + "/elements"))
        }
        let validate = try ModelcBinary.run(["validate", bundle])
        XCTAssertEqual(validate.status, 0, validate.stderr + validate.stdout)
        XCTAssertTrue(validate.stderr.contains("Library 2.xcdatamodel/elements:0: warning: entity 'Book' has a generalization"), validate.stderr)
        let out = try TestPaths.temporaryDirectory(self)
        let compile = try ModelcBinary.run([bundle, out + "/"])
        XCTAssertEqual(compile.status, 0, compile.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/Library.momd/Library 2.mom"))
    }

    /// Settings replaced in one property of the library archive.
    private func library(entity: String, property: String, settings edit: (inout [(String, Builder.Value)]) -> Void) throws -> ManagedObjectModel {
        var builder = Self.library
        let e = try XCTUnwrap(builder.entities.firstIndex { $0.name == entity })
        let p = try XCTUnwrap(builder.entities[e].properties.firstIndex { $0.name == property })
        edit(&builder.entities[e].properties[p].settings)
        return try ModelSourceReader.readModel(at: try write(builder)).model
    }

    /// A count stored as a real (as a number typed into a text field can be) is the same count.
    func testWholeRealCountsReadAsIntegers() throws {
        let model = try library(entity: "Item", property: "shelf") { settings in
            settings = settings.map { $0.0.hasSuffix("Count") ? ($0.0, .real(1.0)) : $0 }
        }
        let original = try ModelSourceReader.readModel(at: try write(Self.library, name: "Original")).model
        XCTAssertEqual(model.entityVersionHashesByName, original.entityVersionHashesByName)
    }

    /// A fetched property whose request is in no known form is left out with a warning; the version
    /// still compiles with its hashes (fetched properties are not in them).
    func testUnreadableFetchedPropertyIsLeftOut() throws {
        var builder = Self.library
        let item = try XCTUnwrap(builder.entities.firstIndex { $0.name == "Item" })
        builder.entities[item].properties = builder.entities[item].properties.map { property in
            guard property.name == "similar" else { return property }
            return Builder.Property(name: "similar", className: "XDPMFetchedProperty", settings: [("XD_PFPK_fetchRequest", .object(className: "NSFetchRequest"))])
        }
        let read = try ModelSourceReader.readModel(at: try write(builder))
        XCTAssertFalse(read.diagnostics.hasErrors, "\(read.diagnostics)")
        XCTAssertTrue(read.diagnostics.contains { $0.severity == .warning && $0.message.contains("fetched property 'Item.similar' left out") }, "\(read.diagnostics)")
        let original = try ModelSourceReader.readModel(at: try write(Self.library, name: "Original")).model
        XCTAssertEqual(read.model.entityVersionHashesByName, original.entityVersionHashesByName)
    }

    // MARK: - Hostile archives

    private func expectRefused(_ bytes: [UInt8], _ fragment: String, file: StaticString = #filePath, line: UInt = #line) {
        do {
            _ = try ModelSourceReader.readLegacyModel(elements: bytes, path: "Bad.xcdatamodel/elements")
            XCTFail("accepted; expected '\(fragment)'", file: file, line: line)
        } catch let error as ModelError {
            let errors = error.diagnostics.filter { $0.severity == .error }
            XCTAssertFalse(errors.isEmpty, file: file, line: line)
            XCTAssertTrue(errors.contains { $0.message.contains(fragment) }, "\(errors.map(\.message))", file: file, line: line)
            XCTAssertTrue(errors.allSatisfy { $0.location == SourceLocation(file: "Bad.xcdatamodel/elements", line: 0) },
                          file: file, line: line)
        } catch {
            XCTFail("unexpected \(error)", file: file, line: line)
        }
    }

    private func library(editing edit: (inout Builder) -> Void) throws -> [UInt8] {
        var builder = Self.library
        edit(&builder)
        return try builder.archive()
    }

    func testTruncatedAndCorruptArchivesAreRefused() throws {
        let good = try Self.library.archive()
        expectRefused(Array(good.prefix(good.count / 2)), "corrupt binary plist")
        expectRefused(Array(good.dropLast(8)), "cannot read the Xcode 3 model archive")
        expectRefused([], "cannot read the Xcode 3 model archive")
        expectRefused(Array("<?xml version=\"1.0\"?><model/>".utf8), "cannot read the Xcode 3 model archive")
    }

    func testUnknownClassesAreRefused() throws {
        expectRefused(try library { $0.rootClassName = "XDDiagramStorage" }, "not an Xcode 3 model")
        expectRefused(try library { $0.entities[2].properties[1].className = "XDPMMystery" }, "unknown class XDPMMystery")
        expectRefused(try library { $0.entities[0].properties[3].settings[0] = ("XD_PRK_destination", .object(className: "NSColor")) },
                      "not a named entity")
        expectRefused(try library { $0.entities[0].properties[0].settings[0] = ("XD_PAttK_attributeType", .int(4242)) },
                      "unknown attribute type code 4242")
        expectRefused(try library { $0.entities[0].properties[3].settings[4] = ("XD_PRK_deleteRule", .int(9)) },
                      "unknown delete rule code 9")
    }

    func testMissingRootIsRefused() throws {
        let archive = PropertyListValue.dictionary([
            ("$archiver", .string("NSKeyedArchiver")), ("$version", .integer(100000)),
            ("$top", .dictionary([])), ("$objects", .array([.string("$null")])),
        ])
        expectRefused(BinaryPropertyListWriter.encode(archive), "no root")
    }

    func testCyclesAreRefused() throws {
        expectRefused(try library { $0.entities[0].settings[2] = ("XD_PSK_userInfo", .dictionary([("loop", .selfContainingDictionary)])) },
                      "a cycle")
        expectRefused(try library { builder in
            builder.entities[0].parent = "Book"   // Item → Book → Item
        }, "inheritance cycle")
    }
}
