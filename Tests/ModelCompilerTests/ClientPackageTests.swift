import CoreDataModel
import Foundation
import ModelCompiler
import TestTools
import XCTest

/// Builds `Fixtures/ClientPackage` as a separate SwiftPM package that depends on this one by path
/// and uses only the products `CoreDataModel` and `ModelCompiler`, then runs it: the public API
/// alone must load a `.momd`, fill a template, build a model in code and write it as a `.momd`.
/// The build (debug, a scratch path kept in the temporary directory between runs) takes minutes
/// the first time.
final class ClientPackageTests: XCTestCase {
    func testClientUsingOnlyTheProductsBuildsAndRuns() throws {
        let work = try TestPaths.temporaryDirectory(self)
        let compiled = ModelCompilation.compile(source: TestPaths.fixtures + "/Sample.xcdatamodeld", destination: work + "/",
                                                options: CompileOptions())
        XCTAssertTrue(compiled.succeeded, "\(compiled.diagnostics)")

        let client = work + "/Client"
        try FileManager.default.createDirectory(atPath: client + "/Sources", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestPaths.fixtures + "/ClientPackage/Sources/Client", toPath: client + "/Sources/Client")
        try Self.manifest(packagePath: TestPaths.packageRoot).write(toFile: client + "/Package.swift", atomically: true, encoding: .utf8)

        let scratch = NSTemporaryDirectory() + "modelc-client-package-scratch"
        let build = try Self.run(["swift", "build", "--package-path", client, "--scratch-path", scratch, "--product", "Client"])
        XCTAssertEqual(build.status, 0, build.output)
        guard build.status == 0 else { return }

        let output = work + "/out"
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        let run = try Self.run([scratch + "/debug/Client", work + "/Sample.momd", output])
        XCTAssertEqual(run.status, 0, run.output)
        let lines = run.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 6, run.output)
        guard lines.count == 6 else { return }
        XCTAssertEqual(lines[3], "returned == 0 AND dueDate < CAST(800000000.000000, \"NSDate\")")
        XCTAssertEqual(lines[4], "The model used to open the store is incompatible with the one used to create the store (changed: Loan)")

        // What the client wrote is a .momd that loads back with its version info.
        let written = try ManagedObjectModel.load(contentsOf: output + "/Library.momd")
        XCTAssertEqual(written.entities.map(\.name), ["Author", "Book"])
        XCTAssertEqual(written.entity(named: "Book")?.relationships.first?.inverseRelationship?.name, "books")
        XCTAssertEqual(written.entity(named: "Book")?.attributes.first?.isOptional, false)
        XCTAssertTrue(FileManager.default.fileExists(atPath: output + "/Library.momd/VersionInfo.plist"))
    }

    /// Documentation/Library.md shows the client's example whole, and README.md's short example is
    /// a piece of it.
    func testDocumentationShowsTheClientExample() throws {
        let source = try String(contentsOfFile: TestPaths.fixtures + "/ClientPackage/Sources/Client/main.swift", encoding: .utf8)
        let lines = source.components(separatedBy: "\n")
        guard let begin = lines.firstIndex(of: "// EXAMPLE-BEGIN"), let end = lines.firstIndex(of: "// EXAMPLE-END") else {
            return XCTFail("markers missing")
        }
        let example = (["import CoreDataModel", "import ModelCompiler", ""] + lines[(begin + 1)..<end]).joined(separator: "\n")
        let page = try String(contentsOfFile: TestPaths.packageRoot + "/Documentation/Library.md", encoding: .utf8)
        XCTAssertTrue(page.contains("```swift\n" + example + "\n```"),
                      "Documentation/Library.md's example differs from Fixtures/ClientPackage/Sources/Client/main.swift")
        let readme = try String(contentsOfFile: TestPaths.packageRoot + "/README.md", encoding: .utf8)
        let snippets = DocumentationPage.blocks(of: readme, page: "README.md").filter { $0.language == "swift" }
        XCTAssertEqual(snippets.count, 1, "README.md shows one Swift example")
        for snippet in snippets {
            XCTAssertTrue(example.contains(snippet.text), "\(snippet.location): not a piece of Fixtures/ClientPackage/Sources/Client/main.swift")
        }
    }

    static func manifest(packagePath: String) -> String {
        """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Client",
            dependencies: [.package(name: "modelc", path: \(String(reflecting: packagePath)))],
            targets: [
                .executableTarget(
                    name: "Client",
                    dependencies: [
                        .product(name: "CoreDataModel", package: "modelc"),
                        .product(name: "ModelCompiler", package: "modelc"),
                    ]
                ),
            ]
        )

        """
    }

    /// Runs a command through `env`, so `swift` is found on PATH.
    static func run(_ arguments: [String]) throws -> ProcessOutcome {
        try ProcessRunner.run("/usr/bin/env", arguments)
    }
}
