import CoreDataModel
import ModelSource
import XCTest

/// `codeGenerationType` and `sourceLanguage` are read into enums; a value outside their set is a
/// warning and is ignored.
final class SourceSettingsTests: XCTestCase {
    private func read(_ modelAttributes: String, entityAttributes: String) throws -> (ManagedObjectModel, [Diagnostic]) {
        let text = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" \(modelAttributes)>
            <entity name="A" \(entityAttributes)/>
            <entity name="B" codeGenerationType="category"/>
        </model>
        """
        return try ModelSourceReader.readModel(contents: Array(text.utf8), path: "m/contents")
    }

    func testKnownValues() throws {
        let (model, diagnostics) = try read(#"sourceLanguage="Objective-C""#, entityAttributes: #"codeGenerationType="class""#)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(model.sourceInfo.sourceLanguage, .objectiveC)
        XCTAssertEqual(model.entities.map(\.codeGenerationType), [.classDefinition, .category])
    }

    func testUnknownValuesAreWarnedAboutAndIgnored() throws {
        let (model, diagnostics) = try read(#"sourceLanguage="Pascal""#, entityAttributes: #"codeGenerationType="struct""#)
        XCTAssertEqual(diagnostics.map(\.description), [
            "m/contents:2: warning: unknown sourceLanguage 'Pascal'; ignoring it",
            "m/contents:3: warning: entity 'A': unknown codeGenerationType 'struct'; using manual (no generated code)",
        ])
        XCTAssertNil(model.sourceInfo.sourceLanguage)
        XCTAssertEqual(model.entities.map(\.codeGenerationType), [nil, .category])
    }
}
