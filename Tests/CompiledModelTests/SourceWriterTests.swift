import CompiledModel
import CoreDataModel
import Foundation
import ModelSource
import ModelEvolution
import XCTest

/// The source writer is the reader's mirror: read(write(g)) = g for every fixture, both for the
/// graph a source gives and for the graph a compiled model gives (the decompile path), and the
/// recompiled archive is byte-identical to the original one.
final class SourceWriterTests: XCTestCase {
    /// Every model version among the fixtures (single models and bundle versions).
    static func fixtureModels() throws -> [(label: String, model: ManagedObjectModel)] {
        var result: [(String, ManagedObjectModel)] = []
        for entry in try FileManager.default.contentsOfDirectory(atPath: TestPaths.fixtures).sorted() {
            let path = TestPaths.fixtures + "/" + entry
            if entry.hasSuffix(".xcdatamodeld") {
                guard let bundle = try? ModelSourceReader.readBundle(at: path) else { continue }
                result += bundle.versions.map { ("\(entry)/\($0.name)", $0.model) }
            } else if entry.hasSuffix(".xcdatamodel") {
                result.append((entry, try ModelSourceReader.readModel(at: path).model))
            }
        }
        return result
    }

    /// write, then read back: the graph is unchanged, and so are its entity version hashes. With
    /// `sameBytes`, the recompiled archive is byte-identical too (a source graph keeps Xcode's
    /// element order; a loaded graph has the archive's property order, which Xcode's grouping of
    /// attributes before relationships does not keep, so only its structure is compared).
    private func assertRoundTrip(_ model: ManagedObjectModel, _ label: String, sameBytes: Bool,
                                 file: StaticString = #filePath, line: UInt = #line) throws {
        let written = try ModelSourceWriter.contents(of: model, file: label)
        let reread = try ModelSourceReader.readModel(contents: written.bytes, path: label)
        XCTAssertFalse(reread.diagnostics.hasErrors, "\(label): \(reread.diagnostics)", file: file, line: line)
        XCTAssertEqual(ModelComparison.differences(model, reread.model), [], label, file: file, line: line)
        var hasher = VersionHasher(), rehasher = VersionHasher()
        XCTAssertEqual(hasher.entityHashes(of: model), rehasher.entityHashes(of: reread.model), "\(label): version hashes", file: file, line: line)
        guard let original = try? CompiledModelEncoder.encode(model) else { return }
        let recompiled = try CompiledModelEncoder.encode(reread.model)
        if sameBytes {
            XCTAssertEqual(recompiled, original, "\(label): recompiled bytes", file: file, line: line)
        } else {
            let before = try CompiledModelDecoder.decode(original, path: label), after = try CompiledModelDecoder.decode(recompiled, path: label)
            XCTAssertEqual(ModelComparison.differences(before, after), [], "\(label): recompiled", file: file, line: line)
        }
    }

    func testFixtureGraphsSurviveWriting() throws {
        let models = try Self.fixtureModels()
        XCTAssertGreaterThan(models.count, 10)
        for (label, model) in models { try assertRoundTrip(model, label, sameBytes: true) }
    }

    /// The decompile path: the graph a `.mom` loads into, written and read back.
    func testCompiledFixtureGraphsSurviveWriting() throws {
        var checked = 0
        for (label, model) in try Self.fixtureModels() {
            guard let bytes = try? CompiledModelEncoder.encode(model) else { continue }
            let loaded = try CompiledModelDecoder.decode(bytes, path: label)
            try assertRoundTrip(loaded, "\(label) (compiled)", sameBytes: false)
            checked += 1
        }
        XCTAssertGreaterThan(checked, 10)
    }

    /// libxml2 escapes what XML needs escaped; the reader gets the text back exactly.
    func testEscapingIsExact() throws {
        let model = ManagedObjectModel()
        let entity = EntityDescription(name: "Note")
        let text = AttributeDescription(name: "text", type: .string)
        text.defaultValue = .string("a \"quoted\" <tag> & 'apostrophe'\n\ttabbed\r\u{E9}\u{1F600} > end")
        text.userInfo = ["key with \"quotes\"": "line one\nline two", "empty": ""]
        entity.addProperty(text)
        model.addEntity(entity)
        let written = try ModelSourceWriter.contents(of: model, file: "Escaping")
        let xml = String(decoding: written.bytes, as: UTF8.self)
        XCTAssertTrue(xml.contains("&quot;quoted&quot; &lt;tag&gt; &amp;"), xml)
        XCTAssertTrue(xml.contains("&#10;"), xml)
        let reread = try ModelSourceReader.readModel(contents: written.bytes, path: "Escaping").model
        let attribute = try XCTUnwrap(reread.entity(named: "Note")?.property(named: "text") as? AttributeDescription)
        XCTAssertEqual(attribute.defaultValue, text.defaultValue)
        XCTAssertEqual(attribute.userInfo, text.userInfo)
    }

    /// A model of one entity with `properties`.
    private static func model(entity name: String, _ properties: [PropertyDescription]) -> ManagedObjectModel {
        let model = ManagedObjectModel()
        let entity = EntityDescription(name: name)
        for property in properties { entity.addProperty(property) }
        model.addEntity(entity)
        return model
    }

    /// A value XML 1.0 cannot hold is an error naming it, not a broken document.
    func testUnwritableCharacterIsAnError() throws {
        let model = ManagedObjectModel()
        let entity = EntityDescription(name: "Note")
        entity.userInfo = ["bell": "ring\u{07}"]
        model.addEntity(entity)
        XCTAssertThrowsError(try ModelSourceWriter.contents(of: model, file: "Bell")) { error in
            XCTAssertTrue("\(error)".contains("XML 1.0 cannot hold"), "\(error)")
        }
    }

    /// A compiled model may hold an empty property name (a fuzzer found one); no source can, so
    /// writing it is an error, not a document the reader refuses.
    func testEmptyNameIsAnError() throws {
        let model = Self.model(entity: "Article", [AttributeDescription(name: "", type: .string)])
        XCTAssertThrowsError(try ModelSourceWriter.contents(of: model, file: "Nameless")) { error in
            XCTAssertTrue("\(error)".contains("a property of entity 'Article' has an empty name"), "\(error)")
        }
    }

    /// Core Data loads a compiled model with a property Xcode would refuse to name `description`;
    /// so does modelc, and decompiling it says the source needs a rename.
    func testReservedNameInACompiledModelLoadsAndIsReported() throws {
        let model = Self.model(entity: "Item", [AttributeDescription(name: "description", type: .string)])
        let decoded = try CompiledModelDecoder.decode(try CompiledModelEncoder.encode(model), path: "Reserved.mom")
        XCTAssertEqual(decoded.entities.first?.properties.map(\.name), ["description"])
        let written = try ModelSourceWriter.contents(of: decoded, file: "Reserved")
        XCTAssertTrue(written.diagnostics.contains { $0.severity == .warning && $0.message.contains("a name Xcode and momc refuse") },
                      "\(written.diagnostics)")
    }

    /// A compiled model may hold a stored attribute of the Undefined type (a fuzzer made one);
    /// a source cannot, so decompiling says so instead of writing a source that does not compile.
    func testStoredUndefinedAttributeIsReported() throws {
        let stored = AttributeDescription(name: "payload", type: .undefined)
        let transient = AttributeDescription(name: "scratch", type: .undefined)
        transient.isTransient = true
        let model = Self.model(entity: "Item", [stored, transient])
        let written = try ModelSourceWriter.contents(of: model, file: "Undefined")
        let warnings = written.diagnostics.filter { $0.severity == .warning && $0.message.contains("has the Undefined type but is not transient") }
        XCTAssertEqual(warnings.map(\.message).map { $0.hasPrefix("attribute 'Item.payload'") }, [true], "\(written.diagnostics)")
    }

    /// A to-one marked ordered: the version hash counts the flag, so the archive keeps it and the
    /// loaded model hashes as the graph did.
    func testOrderedToOneKeepsItsHashThroughTheArchive() throws {
        let next = RelationshipDescription(name: "next", destination: "Item")
        next.isOptional = true
        next.isOrdered = true
        let model = Self.model(entity: "Item", [next])
        XCTAssertTrue(ModelResolver.resolve(model).filter { $0.severity == .error }.isEmpty)
        let decoded = try CompiledModelDecoder.decode(try CompiledModelEncoder.encode(model), path: "Ordered.mom")
        XCTAssertEqual(decoded.entityVersionHashesByName, model.entityVersionHashesByName)
    }

    /// Two composites whose elements differ only in a default and a hash modifier stay two
    /// definitions when a compiled model (which has only the expanded elements) is decompiled.
    func testCompositesThatDifferOnlyInSettingsStayApart() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
                <entity name="Person">
                    <attribute name="home" optional="YES" attributeType="Composite" composite="Home"/>
                    <attribute name="work" optional="YES" attributeType="Composite" composite="Work"/>
                </entity>
                <composite name="Home">
                    <attribute name="floor" optional="YES" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
                </composite>
                <composite name="Work">
                    <attribute name="floor" optional="YES" attributeType="Integer 16" defaultValueString="1" versionHashModifier="w" usesScalarValueType="YES"/>
                </composite>
            </model>
            """
        let source = try ModelSourceReader.readModel(contents: Array(xml.utf8), path: "Composites/contents").model
        let compiled = try CompiledModelDecoder.decode(try CompiledModelEncoder.encode(source), path: "Composites.mom")
        let written = try ModelSourceWriter.contents(of: compiled, file: "Decompiled/contents")
        let reread = try ModelSourceReader.readModel(contents: written.bytes, path: "Decompiled/contents").model
        XCTAssertEqual(reread.compositeDefinitions.count, 2, String(decoding: written.bytes, as: UTF8.self))
        XCTAssertEqual(reread.entityVersionHashesByName, source.entityVersionHashesByName)
        let recompiled = try CompiledModelDecoder.decode(try CompiledModelEncoder.encode(reread), path: "Recompiled.mom")
        XCTAssertEqual(try CompiledModelEncoder.encode(recompiled), try CompiledModelEncoder.encode(compiled))
    }

    /// The document has Xcode's prolog, `<model>` attributes and element spellings.
    func testXcodeShape() throws {
        let model = try ModelSourceReader.readModel(at: TestPaths.fixtures + "/FetchRequests.xcdatamodel").model
        let xml = String(decoding: try ModelSourceWriter.contents(of: model, file: "F").bytes, as: UTF8.self)
        XCTAssertTrue(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n<model type=\"com.apple.IDECoreDataModeler.DataModel\" documentVersion=\"1.0\" lastSavedToolsVersion=\""), xml)
        XCTAssertFalse(xml.contains("<elements"))
        XCTAssertTrue(xml.contains("\n    <entity name="), "four-space indentation")
    }

    /// Validation predicates that are not min/max/regex have no source form: each is reported.
    func testForeignValidationRuleIsReported() throws {
        let model = ManagedObjectModel()
        let entity = EntityDescription(name: "Item")
        let count = AttributeDescription(name: "count", type: .integer64)
        count.validationRules = [ValidationRule(predicate: "SELF != 13", warning: .text("unlucky"))]
        entity.addProperty(count)
        model.addEntity(entity)
        let written = try ModelSourceWriter.contents(of: model, file: "Rules")
        XCTAssertEqual(written.diagnostics.map(\.severity), [.warning])
        XCTAssertTrue(written.diagnostics.first?.message.contains("SELF != 13") ?? false, "\(written.diagnostics)")
    }

    /// Read-only has no source form except through `derived`; a read-only stored attribute is
    /// reported, a derived attribute and a fetched property (read-only by nature) are not.
    func testReadOnlyStoredAttributeIsReported() throws {
        let model = ManagedObjectModel()
        let entity = EntityDescription(name: "Item")
        let locked = AttributeDescription(name: "locked", type: .string)
        locked.isReadOnly = true
        entity.addProperty(locked)
        entity.addProperty(DerivedAttributeDescription(name: "upper", type: .string, derivationExpression: "uppercase:(locked)"))
        let fetched = FetchedPropertyDescription(name: "others", fetchRequest: FetchRequest(name: "fetchedPropertyFetchRequest", entityName: "Item"))
        fetched.isReadOnly = true
        entity.addProperty(fetched)
        model.addEntity(entity)
        let written = try ModelSourceWriter.contents(of: model, file: "ReadOnly")
        XCTAssertEqual(written.diagnostics.map(\.message), ["attribute 'Item.locked' is read-only, which a model source cannot say of an attribute or relationship; left out"])
    }
}
