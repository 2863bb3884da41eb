@testable import CompiledModel
import CoreDataModel
import KeyedArchive
import Foundation
import ModelCompiler
import TestTools
import XCTest

/// Bad mapping models: a located error (`xcmapping.xml:LINE`), nothing written, the previous
/// output untouched.
final class MappingBadInputTests: XCTestCase {
    private var work = ""
    private let previous = Data("previous output".utf8)

    override func setUpWithError() throws {
        work = try TestPaths.temporaryDirectory(self)
    }

    /// Compiles `mapping` over an existing output and returns the errors; the output must be untouched.
    private func errors(compiling mapping: String, file: StaticString = #filePath, line: UInt = #line) throws -> [Diagnostic] {
        let output = work + "/out.cdm"
        try previous.write(to: URL(fileURLWithPath: output))
        let result = MappingCompilation.compile(source: mapping, destination: output, options: CompileOptions())
        XCTAssertFalse(result.succeeded, file: file, line: line)
        XCTAssertNil(result.outputPath, file: file, line: line)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: output)), previous, "the previous output changed", file: file, line: line)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: work).filter { $0.hasPrefix(".") }, [],
                       "a temporary file was left", file: file, line: line)
        let errors = result.diagnostics.filter { $0.severity == .error }
        XCTAssertFalse(errors.isEmpty, file: file, line: line)
        return errors
    }

    /// The fixture's document with `edit` applied, as `<work>/Bad.xcmappingmodel`.
    private func variant(_ edit: (String) -> String) throws -> String {
        let text = try String(contentsOfFile: GarageMapping.mappingPath + "/xcmapping.xml", encoding: .utf8)
        let bundle = work + "/Bad.xcmappingmodel"
        try FileManager.default.createDirectory(atPath: bundle, withIntermediateDirectories: true)
        let edited = edit(text)
        XCTAssertNotEqual(edited, text, "the edit changed nothing")
        try Data(edited.utf8).write(to: URL(fileURLWithPath: bundle + "/xcmapping.xml"))
        return bundle
    }

    /// 1-based line of the first line of `text` containing `needle`.
    private func line(of needle: String, in mapping: String) throws -> Int {
        let text = try String(contentsOfFile: mapping + "/xcmapping.xml", encoding: .utf8)
        return (text.components(separatedBy: "\n").firstIndex { $0.contains(needle) } ?? -1) + 1
    }

    func testMalformedXML() throws {
        let mapping = try variant { $0.replacingOccurrences(of: "</attribute>\n        <relationship name=\"mappingmodel\"",
                                                             with: "</attribut>\n        <relationship name=\"mappingmodel\"") }
        let error = try XCTUnwrap(try errors(compiling: mapping).first)
        XCTAssertEqual(error.location?.file, mapping + "/xcmapping.xml")
        XCTAssertGreaterThan(error.location?.line ?? 0, 0)
    }

    func testNotAMappingDocument() throws {
        let mapping = try variant { _ in "<?xml version=\"1.0\"?>\n<model/>\n" }
        let error = try XCTUnwrap(try errors(compiling: mapping).first)
        XCTAssertEqual(error.location?.line, 2)
        XCTAssertTrue(error.message.contains("<database>"), error.message)
    }

    func testAnUnreadableEmbeddedArchive() throws {
        let garbage = Data("this is not a keyed archive at all".utf8).base64EncodedString()
        let mapping = try variant { text in
            guard let start = text.range(of: "<attribute name=\"sourcemodeldata\" type=\"binary\">"),
                  let end = text.range(of: "</attribute>", range: start.upperBound..<text.endIndex) else { return text }
            return text.replacingCharacters(in: start.upperBound..<end.lowerBound, with: garbage)
        }
        let error = try XCTUnwrap(try errors(compiling: mapping).first)
        XCTAssertEqual(error.location?.line, try line(of: "sourcemodeldata", in: mapping))
        XCTAssertTrue(error.message.hasPrefix("source model snapshot: cannot read the embedded model archive"), error.message)
    }

    func testDataThatIsNotBase64() throws {
        let mapping = try variant { $0.replacingOccurrences(of: "<attribute name=\"destinationmodeldata\" type=\"binary\">",
                                                             with: "<attribute name=\"destinationmodeldata\" type=\"binary\">***") }
        let error = try XCTUnwrap(try errors(compiling: mapping).first)
        XCTAssertEqual(error.location?.line, try line(of: "destinationmodeldata", in: mapping))
    }

    func testAMappingNamingAnEntityTheModelsLack() throws {
        let mapping = try variant { $0.replacingOccurrences(of: "<attribute name=\"sourcename\" type=\"string\">Person</attribute>",
                                                             with: "<attribute name=\"sourcename\" type=\"string\">Human</attribute>") }
        let error = try XCTUnwrap(try errors(compiling: mapping).first)
        XCTAssertEqual(error.message, "entity mapping 'HumanToPerson': the source model has no entity 'Human'")
        XCTAssertEqual(error.location?.line, try line(of: "Human", in: mapping) - 1)  // the <object> line above it
    }

    func testAPropertyTheDestinationLacks() throws {
        var entities = GarageMapping.entities
        entities[2].attributes.append(.init("age"))
        let mapping = try GarageMapping.write(in: work, entities: entities)
        let error = try XCTUnwrap(try errors(compiling: mapping).first)
        XCTAssertEqual(error.message, "property mapping 'PersonToPerson.age': the destination entity 'Person' has no property 'age'")
        XCTAssertGreaterThan(error.location?.line ?? 0, 0)
    }

    func testAnExpressionThatDoesNotParse() throws {
        var entities = GarageMapping.entities
        entities[0].relationships[0] = .init("owner", sourceKeyPath: "$source.(owner", sourceMappingName: "PersonToPerson")
        entities[2].filterPredicate = "name =="
        let mapping = try GarageMapping.write(in: work, entities: entities)
        let messages = try errors(compiling: mapping).map(\.message)
        XCTAssertTrue(messages.contains { $0.hasPrefix("property mapping 'CarToCar.owner': source key path '$source.(owner' does not parse") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("entity mapping 'PersonToPerson': filter predicate 'name ==' does not parse") }, "\(messages)")
    }

    func testAnIdReferenceToNothing() throws {
        let mapping = try variant { $0.replacingOccurrences(of: "name=\"entitymappings\" type=\"0/0\" destination=\"XDDEVENTITYMAPPING\" idrefs=\"z102 ",
                                                             with: "name=\"entitymappings\" type=\"0/0\" destination=\"XDDEVENTITYMAPPING\" idrefs=\"z999 ") }
        XCTAssertTrue(try errors(compiling: mapping).first?.message.contains("'z999', which is not in the document") == true)
    }

    func testAMissingMappingModel() throws {
        let error = try XCTUnwrap(try errors(compiling: work + "/Nothing.xcmappingmodel").first)
        XCTAssertEqual(error.location?.file, work + "/Nothing.xcmappingmodel")
    }

    func testAnUnreadableCdm() throws {
        try Data("bplist00 but not really".utf8).write(to: URL(fileURLWithPath: work + "/Broken.cdm"))
        XCTAssertThrowsError(try MappingLoading.load(path: work + "/Broken.cdm")) { error in
            XCTAssertTrue("\(error)".hasPrefix(work + "/Broken.cdm:0: error: not a loadable mapping model"), "\(error)")
        }
    }

    /// A `.cdm` whose expression prints as text that reads differently (`$source.upda|edAt` reads as a
    /// bitwise or) is refused rather than silently changed (found by FuzzMappingModel).
    func testAnExpressionWithoutFormatTextIsRefused() throws {
        let archive = KeyedArchiveEncoder()
        let expression = ["NSExpression", "NSObject"]
        let root = archive.encodeObject(classChain: MappingModelField.classChain) { model in
            model.encodeReference(archive.encodeArray {
                [archive.encodeObject(classChain: EntityMappingField.classChain) { mapping in
                    mapping.encodeReference(archive.encodeString("AToA"), forKey: EntityMappingField.name.key)
                    mapping.encode(4, forKey: EntityMappingField.mappingType.key)
                    mapping.encodeReference(archive.encodeArray {
                        [archive.encodeObject(classChain: PropertyMappingField.classChain) { property in
                            property.encodeReference(archive.encodeString("a"), forKey: PropertyMappingField.name.key)
                            property.encodeReference(archive.encodeObject(classChain: ["NSKeyPathExpression", "NSFunctionExpression"] + expression) { keyPath in
                                keyPath.encodeReference(archive.encodeObject(classChain: ["NSVariableExpression"] + expression) { variable in
                                    variable.encodeReference(archive.encodeString("source"), forKey: "NSVariable")
                                    variable.encode(2, forKey: ExpressionField.expressionType.key)
                                }, forKey: "NSOperand")
                                keyPath.encodeReference(archive.encodeString("valueForKeyPath:"), forKey: "NSSelectorName")
                                keyPath.encodeReference(archive.encodeArray(classChain: FoundationClassChain.mutableArray) {
                                    [archive.encodeObject(classChain: ["NSKeyPathSpecifierExpression"] + expression) { key in
                                        key.encodeReference(archive.encodeString("upda|edAt"), forKey: "NSKeyPath")
                                        key.encode(10, forKey: ExpressionField.expressionType.key)
                                    }]
                                }, forKey: "NSArguments")
                                keyPath.encode(4, forKey: ExpressionField.expressionType.key)
                            }, forKey: PropertyMappingField.valueExpression.key)
                        }]
                    }, forKey: EntityMappingField.attributeMappings.key)
                }]
            }, forKey: MappingModelField.entityMappings.key)
        }
        let bytes = try archive.finish(root: root)
        XCTAssertThrowsError(try MappingModelDecoder.decode(bytes, path: "Odd.cdm")) { error in
            XCTAssertTrue("\(error)".contains("holds an expression that has no format text (it prints as '$source.upda|edAt'"), "\(error)")
        }
    }
}
