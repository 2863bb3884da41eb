import CodeGeneration
import CoreDataModel
import Foundation
import ModelCompiler
import XCTest

/// The generator's rules on small models, through the library: which entities get which files,
/// class names, `Identifiable` and deployment targets, Xcode versions.
final class GeneratorRuleTests: XCTestCase {
    private func model(_ entities: String, language: String = "Swift") throws -> ManagedObjectModel {
        let folder = try CodegenPaths.temporaryDirectory(self) + "/Rules.xcdatamodel"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="22758" systemVersion="23F79" minimumToolsVersion="Automatic" sourceLanguage="\(language)" userDefinedModelVersionIdentifier="">
            \(entities)
            </model>
            """.write(toFile: folder + "/contents", atomically: true, encoding: .utf8)
        let loaded = try ModelLoading.load(try ModelInput(path: folder))
        return try XCTUnwrap(loaded.versions.first?.model)
    }

    private func names(_ result: CodeGenerator.Result) -> [String] { result.files.map(\.name) }

    func testCodegenSettingDecidesTheFiles() throws {
        let model = try model("""
            <entity name="A" representedClassName="A" codeGenerationType="class"/>
            <entity name="B" representedClassName="B" codeGenerationType="category"/>
            <entity name="C" representedClassName="C"/>
            """)
        XCTAssertEqual(names(CodeGenerator.generate(model, modelName: "Rules")),
                       ["A+CoreDataClass.swift", "A+CoreDataProperties.swift", "B+CoreDataProperties.swift", "Rules+CoreDataModel.swift"])
        var all = GenerationOptions()
        all.entities = .everyEntity
        XCTAssertEqual(names(CodeGenerator.generate(model, modelName: "Rules", options: all)).count, 7)
        // A model that marks some entity keeps momc's rule under modelc's default too.
        var markedElseEvery = GenerationOptions()
        markedElseEvery.entities = .markedElseEveryEntity
        XCTAssertEqual(names(CodeGenerator.generate(model, modelName: "Rules", options: markedElseEvery)),
                       ["A+CoreDataClass.swift", "A+CoreDataProperties.swift", "B+CoreDataProperties.swift", "Rules+CoreDataModel.swift"])
        var one = GenerationOptions()
        one.entities = .named(["C"])
        XCTAssertEqual(names(CodeGenerator.generate(model, modelName: "Rules", options: one)),
                       ["C+CoreDataClass.swift", "C+CoreDataProperties.swift", "Rules+CoreDataModel.swift"])
    }

    func testClassNamesDropTheModule() throws {
        let model = try model("""
            <entity name="Book" representedClassName="App.BookMO" codeGenerationType="class">
                <relationship name="shelf" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Shelf"/>
            </entity>
            <entity name="Shelf" representedClassName=".ShelfMO" codeGenerationType="class"/>
            <entity name="Loose" codeGenerationType="class"/>
            """)
        let result = CodeGenerator.generate(model, modelName: "Rules")
        XCTAssertEqual(names(result), ["BookMO+CoreDataClass.swift", "BookMO+CoreDataProperties.swift",
                                       "ShelfMO+CoreDataClass.swift", "ShelfMO+CoreDataProperties.swift", "Rules+CoreDataModel.swift"])
        let book = try XCTUnwrap(result.files.first { $0.name == "BookMO+CoreDataClass.swift" })
        XCTAssertTrue(book.contents.contains("@objc(BookMO)\npublic class BookMO: NSManagedObject {"), book.contents)
        let properties = try XCTUnwrap(result.files.first { $0.name == "BookMO+CoreDataProperties.swift" })
        XCTAssertTrue(properties.contents.contains("NSFetchRequest<BookMO>(entityName: \"Book\")"), properties.contents)
        XCTAssertTrue(properties.contents.contains("@NSManaged public var shelf: ShelfMO?"), properties.contents)
        XCTAssertTrue(result.diagnostics.contains { $0.severity == .warning && $0.message.contains("'Loose' has no class name") })
    }

    func testIdentifiableFollowsXcodeAndDeploymentTarget() throws {
        let model = try model("""
            <entity name="Root" representedClassName="Root" codeGenerationType="class"/>
            <entity name="Leaf" representedClassName="Leaf" parentEntity="Root" codeGenerationType="class"/>
            """)
        func identifiable(_ xcode: String, _ targets: [String: String]) -> [String] {
            var options = GenerationOptions()
            options.xcodeVersion = XcodeVersion(xcode) ?? .newest
            options.deploymentTargets = DeploymentTargets(targets)
            return CodeGenerator.generate(model, modelName: "Rules", options: options).files
                .filter { $0.contents.contains(" : Identifiable {") }.map(\.name)
        }
        XCTAssertEqual(identifiable("26.0", [:]), ["Root+CoreDataProperties.swift"])
        XCTAssertEqual(identifiable("11.7", [:]), [])
        XCTAssertEqual(identifiable("12.0", ["iphoneos": "12.4"]), [])
        XCTAssertEqual(identifiable("12.0", ["iphoneos": "13.0"]), ["Root+CoreDataProperties.swift"])
        XCTAssertEqual(identifiable("14.0", ["macosx": "10.14"]), [])
        XCTAssertEqual(identifiable("14.0", ["macosx": "10.15.4"]), ["Root+CoreDataProperties.swift"])
        XCTAssertEqual(identifiable("14.0", ["iphoneos": "13.0", "watchos": "7.0"]), ["Root+CoreDataProperties.swift"])
        // Every platform must have it (Newsman: iOS 11 and macOS 11, no Identifiable).
        XCTAssertEqual(identifiable("13.3", ["iphoneos": "11.0", "macosx": "11.0"]), [])
    }

    /// Objective-C: a subclass imports its parent's generated class header, or the user's own
    /// header when the parent is a category (the user writes that class).
    func testObjectiveCSubclassImportsItsParentsHeader() throws {
        let model = try model("""
            <entity name="Base" representedClassName="Base" codeGenerationType="category"/>
            <entity name="Mid" representedClassName="Mid" parentEntity="Base" codeGenerationType="class"/>
            <entity name="Leaf" representedClassName="Leaf" parentEntity="Mid" codeGenerationType="class"/>
            """, language: "Objective-C")
        let files = CodeGenerator.generate(model, modelName: "Rules").files
        let mid = try XCTUnwrap(files.first { $0.name == "Mid+CoreDataClass.h" }).contents
        let leaf = try XCTUnwrap(files.first { $0.name == "Leaf+CoreDataClass.h" }).contents
        XCTAssertTrue(mid.contains("#import \"Base.h\"\n") && mid.contains("@interface Mid : Base\n"), mid)
        XCTAssertTrue(leaf.contains("#import \"Mid+CoreDataClass.h\"\n") && leaf.contains("@interface Leaf : Mid\n"), leaf)
        XCTAssertEqual(files.map(\.name).last, "Rules+CoreDataModel.h")
    }

    func testXcodeVersionText() {
        XCTAssertEqual(XcodeVersion("12.4"), XcodeVersion(major: 12, minor: 4))
        XCTAssertEqual(XcodeVersion("26"), XcodeVersion(major: 26))
        XCTAssertEqual(XcodeVersion("9.3.1"), XcodeVersion(major: 9, minor: 3))
        XCTAssertNil(XcodeVersion("twelve"))
        XCTAssertNil(XcodeVersion("12."))
        XCTAssertNil(XcodeVersion("-1"))
        XCTAssertTrue(XcodeVersion(major: 9, minor: 3) < XcodeVersion(major: 10))
    }

    /// No entity to generate: no file, a note.
    func testNothingToGenerate() throws {
        let result = CodeGenerator.generate(try model(#"<entity name="A" representedClassName="A"/>"#), modelName: "Rules")
        XCTAssertEqual(result.files, [])
        XCTAssertEqual(result.diagnostics.map(\.severity), [.note])
    }
}
