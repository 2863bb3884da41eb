import CoreDataModel
import Foundation
import ModelCompiler
import XCTest

final class FormattingTests: XCTestCase {
    func testTextFormMatchesSwiftBuildParser() {
        let warning = Diagnostic.warning("Book.author should have an inverse", at: SourceLocation(file: "M.xcdatamodel/contents", line: 7),
                                         category: .inverseRelationship)
        XCTAssertEqual(DiagnosticFormatter.text(warning), "M.xcdatamodel/contents:7: warning: Book.author should have an inverse")
        XCTAssertTrue(matchesSwiftBuild(DiagnosticFormatter.text(warning)))
        // No line: still two fields before the severity, so swift-build sees it (D4's `:0:` form).
        let error = Diagnostic.error("cannot read", at: SourceLocation(file: "M.xcdatamodeld"))
        XCTAssertEqual(DiagnosticFormatter.text(error), "M.xcdatamodeld:0: error: cannot read")
        XCTAssertTrue(matchesSwiftBuild(DiagnosticFormatter.text(error)))
        // No file: the input on the command line stands in.
        XCTAssertEqual(DiagnosticFormatter.text(.error("boom"), fallbackFile: "In.xcdatamodeld"), "In.xcdatamodeld:0: error: boom")
        XCTAssertEqual(DiagnosticFormatter.text(.error("boom")), "modelc: error: boom")
    }

    /// Xcode 15's checksum note and rules_apple's filter for it.
    func testChecksumNote() throws {
        let note = ChecksumNotes.note(version: "Model 2", checksum: "abc=", versionPath: "x/M.xcdatamodeld/Model 2.xcdatamodel")
        let line = DiagnosticFormatter.text(note)
        XCTAssertEqual(line, "x/M.xcdatamodeld/Model 2.xcdatamodel: note: Model Model 2 version checksum: abc=")
        XCTAssertFalse(matchesSwiftBuild(line))
        let rulesApple = try NSRegularExpression(pattern: ": note: Model .* version checksum:")
        XCTAssertNotNil(rulesApple.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)))
        XCTAssertEqual(ChecksumNotes.versionPath(forContents: "a/B.xcdatamodel/contents"), "a/B.xcdatamodel")
    }

    func testJSONObject() throws {
        let diagnostic = Diagnostic.warning("say \"hi\"\n", at: SourceLocation(file: "a b/contents", line: 3), category: .deleteRule)
        let line = DiagnosticFormatter.json(diagnostic)
        XCTAssertFalse(line.contains("\n"))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        XCTAssertEqual(object["file"] as? String, "a b/contents")
        XCTAssertEqual(object["line"] as? Int, 3)
        XCTAssertEqual(object["severity"] as? String, "warning")
        XCTAssertEqual(object["category"] as? String, "delete-rule")
        XCTAssertEqual(object["message"] as? String, "say \"hi\"\n")
        let bare = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(DiagnosticFormatter.json(.error("x")).utf8)) as? [String: Any])
        XCTAssertTrue(bare["file"] is NSNull)
    }

    func testFilter() {
        let diagnostics: [Diagnostic] = [
            .warning("w", category: .deleteRule), .error("e"), .note("n"), .warning("v", category: .value),
        ]
        var options = CompileOptions()
        XCTAssertEqual(DiagnosticFilter.apply(diagnostics, options), diagnostics)
        options.suppressWarnings = true
        XCTAssertEqual(DiagnosticFilter.apply(diagnostics, options).map(\.message), ["e", "n"])
        options.suppressWarnings = false
        options.warningsAsErrors = true
        XCTAssertEqual(DiagnosticFilter.apply(diagnostics, options).map(\.severity), [.error, .error, .note, .error])
        options.disabledCategories = ["value"]
        XCTAssertEqual(DiagnosticFilter.apply(diagnostics, options).map(\.message), ["w", "e", "n"])
    }

    func testCategoryTableIsCompleteAndUnique() {
        let ids = DiagnosticCategories.all.map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count, "duplicate category IDs")
        let listing = DiagnosticCategories.listing()
        for category in DiagnosticCategory.lintCategories {
            XCTAssertTrue(listing.contains(category.id + "\t"), category.id)
        }
        // The suppression flags point at the right categories.
        XCTAssertEqual(DiagnosticCategory.inverseRelationship.suppressedBy, "--no-inverse-relationship-warnings")
        XCTAssertEqual(DiagnosticCategory.maxPropertyCount.suppressedBy, "--no-max-property-count-warnings")
        XCTAssertEqual(DiagnosticCategory.deleteRule.suppressedBy, "--no-delete-rule-warnings")
        XCTAssertEqual(DiagnosticCategory.transientInverse.suppressedBy, "--suppress-inverse-transient-error")
        XCTAssertEqual(DiagnosticCategory.transientInverse.severity, .error)
    }

    /// momc's verified texts (from public build logs), byte for byte.
    func testVerifiedTexts() {
        XCTAssertEqual(LintMessage.toManyWithoutInverse(entity: "E", relationship: "r").text,
                       "E.r does not have an inverse; this is an advanced setting (no object can be in multiple destinations for a specific relationship)")
        XCTAssertEqual(LintMessage.toOneWithoutInverse(entity: "APIServiceEntity", relationship: "defaultPersona").text,
                       "APIServiceEntity.defaultPersona should have an inverse")
        if case .verified = DiagnosticCategory.inverseRelationship.provenance {} else { XCTFail("D2/D3 are verified") }
    }

    func testDependencyFile() {
        let text = DependencyFile.contents(target: "out/My Model.momd",
                                           dependencies: ["M.xcdatamodeld", "M.xcdatamodeld/.xccurrentversion",
                                                          "M.xcdatamodeld/V 1.xcdatamodel/contents", "M.xcdatamodeld", "a$b#c"])
        XCTAssertEqual(text, """
            out/My\\ Model.momd: \\
              M.xcdatamodeld \\
              M.xcdatamodeld/.xccurrentversion \\
              M.xcdatamodeld/V\\ 1.xcdatamodel/contents \\
              a$$b\\#c

            M.xcdatamodeld:

            M.xcdatamodeld/.xccurrentversion:

            M.xcdatamodeld/V\\ 1.xcdatamodel/contents:

            a$$b\\#c:

            """)
    }
}
