import CoreDataModel
import Foundation
import ModelCompiler
import XCTest

/// A model large enough to archive beside its hashing is linted on the hashing thread while it
/// archives: the rules' findings must still stop the compile (nothing written, the previous
/// output untouched) and be reported exactly as for a small model.
final class LargeModelLintTests: XCTestCase {
    /// `count` entities in a ring (each relationship with its inverse); `E7.loose` has no inverse
    /// (a warning) and, when `transientError`, `E3.scratch` is transient with a persistent
    /// inverse (an error).
    private func ringModel(entities count: Int, transientError: Bool) -> String {
        var body = ""
        for index in 0..<count {
            let next = (index + 1) % count, previous = (index + count - 1) % count
            body += """
                <entity name="E\(index)" representedClassName="E\(index)" syncable="YES">
                    <attribute name="title\(index)" optional="YES" attributeType="String"/>
                    <relationship name="next\(index)" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="E\(next)" inverseName="previous\(next)" inverseEntity="E\(next)"/>
                    <relationship name="previous\(index)" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="E\(previous)" inverseName="next\(previous)" inverseEntity="E\(previous)"/>

                """
            if index == 3 {
                let transient = transientError ? #" transient="YES""# : ""
                body += #"        <relationship name="scratch" optional="YES"\#(transient) maxCount="1" deletionRule="Nullify" destinationEntity="E4" inverseName="keep" inverseEntity="E4"/>"# + "\n"
            }
            if index == 4 {
                body += #"        <relationship name="keep" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="E3" inverseName="scratch" inverseEntity="E3"/>"# + "\n"
            }
            if index == 7 {
                body += #"        <relationship name="loose" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="E8"/>"# + "\n"
            }
            body += "    </entity>\n"
        }
        return TestPaths.modelXML(body)
    }

    func testRulesErrorStopsALargeCompileAndLeavesThePreviousOutput() throws {
        let directory = try TestPaths.temporaryDirectory(self)
        let source = try TestPaths.writeModel(ringModel(entities: 600, transientError: true), named: "Ring", in: directory)
        let output = directory + "/Ring.mom"
        try Data("previous".utf8).write(to: URL(fileURLWithPath: output))

        let result = ModelCompilation.compile(source: source, destination: output, options: CompileOptions())

        XCTAssertFalse(result.succeeded)
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.category), [.transientInverse])
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .warning }.map(\.category), [.inverseRelationship])
        XCTAssertEqual(result.diagnostics.map(\.location?.line), [22, 44])  // E3.scratch, E7.loose
        XCTAssertEqual(try String(contentsOfFile: output, encoding: .utf8), "previous")
    }

    /// A large model the resolver refuses is not archived at all: its errors come alone.
    func testResolutionErrorStopsALargeCompile() throws {
        let directory = try TestPaths.temporaryDirectory(self)
        let ring = ringModel(entities: 600, transientError: false)
        let broken = ring.replacingOccurrences(of: #"destinationEntity="E8"/>"#, with: #"destinationEntity="Nowhere"/>"#)
        XCTAssertNotEqual(broken, ring)
        let source = try TestPaths.writeModel(broken, named: "Broken", in: directory)
        let result = ModelCompilation.compile(source: source, destination: directory + "/Broken.mom", options: CompileOptions())
        XCTAssertFalse(result.succeeded)
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.location?.line), [44])
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory + "/Broken.mom"))
    }

    func testLargeCompileReportsTheRulesWarningsLikeASmallOne() throws {
        let directory = try TestPaths.temporaryDirectory(self)
        var findings: [[String]] = []
        for count in [600, 20] {
            let source = try TestPaths.writeModel(ringModel(entities: count, transientError: false), named: "Ring\(count)", in: directory)
            let result = ModelCompilation.compile(source: source, destination: directory + "/Ring\(count).mom", options: CompileOptions())
            XCTAssertTrue(result.succeeded, "\(result.diagnostics)")
            XCTAssertTrue(FileManager.default.fileExists(atPath: directory + "/Ring\(count).mom"))
            findings.append(result.diagnostics.filter { $0.severity == .warning }.map { "\($0.location?.line ?? 0): \($0.message)" })
        }
        XCTAssertEqual(findings.first?.count, 1)
        XCTAssertEqual(findings.first, findings.last)

        var suppressed = CompileOptions()
        suppressed.suppressInverseTransientError = true
        let source = try TestPaths.writeModel(ringModel(entities: 600, transientError: true), named: "Suppressed", in: directory)
        XCTAssertTrue(ModelCompilation.compile(source: source, destination: directory + "/Suppressed.mom", options: suppressed).succeeded)
    }
}
