import Foundation
import TestLocations
import XCTest

/// Every generated Swift file parses (`swiftc -parse`), and type-checks against small stand-ins
/// of the Core Data declarations it uses (Linux has no Core Data and no Objective-C runtime, so
/// `@objc`/`@NSManaged` are rewritten into plain members for the type check).
final class SwiftSyntaxTests: XCTestCase {
    private func generatedSwiftFiles() throws -> [String] {
        var files: [String] = []
        let directory = try CodegenPaths.temporaryDirectory(self)
        var runs: [[String]] = [["models/Shapes.xcdatamodeld"], ["--xcode-version", "9.4", "models/Shapes.xcdatamodeld"],
                                ["--xcode-version", "12.5", "models/Shapes.xcdatamodeld"]]
        if let shared = try? RepositoryPaths.requireShared("codegen") {
            for name in try FileManager.default.contentsOfDirectory(atPath: shared).sorted() where name.hasPrefix("swift-") {
                let model = try FileManager.default.contentsOfDirectory(atPath: shared + "/" + name + "/model").first { $0.hasSuffix(".xcdatamodel") }
                if let model {
                    runs.append(CodegenPaths.flags(shared + "/" + name + "/FLAGS") + ["--all-entities", shared + "/" + name + "/model/" + model])
                }
            }
        }
        for (index, arguments) in runs.enumerated() {
            let output = directory + "/\(index)"
            let run = try Modelc.run(["--action", "generate"] + arguments + [output], in: CodegenPaths.fixtures)
            XCTAssertEqual(run.status, 0, run.stderr)
            files += CodegenPaths.files(in: output).filter { $0.hasSuffix(".swift") }.map { output + "/" + $0 }
        }
        return files
    }

    func testEveryGeneratedSwiftFileParses() throws {
        guard let swiftc = Command.swiftc else { throw XCTSkip("swiftc not found on PATH") }
        let files = try generatedSwiftFiles()
        XCTAssertGreaterThan(files.count, 20)
        for file in files {
            let run = try Command.run(swiftc, ["-parse", file])
            XCTAssertEqual(run.status, 0, "\(file): \(run.stderr)")
        }
    }

    /// Each run's files type-check together against a stub `CoreData` module.
    func testGeneratedSwiftTypeChecksAgainstCoreDataStubs() throws {
        guard let swiftc = Command.swiftc else { throw XCTSkip("swiftc not found on PATH") }
        let directory = try CodegenPaths.temporaryDirectory(self)
        let stub = directory + "/CoreData.swift"
        try CoreDataStub.source.write(toFile: stub, atomically: true, encoding: .utf8)
        let module = try Command.run(swiftc, ["-emit-module", "-parse-as-library", "-module-name", "CoreData", "-emit-module-path",
                                              directory + "/CoreData.swiftmodule", stub])
        XCTAssertEqual(module.status, 0, module.stderr)
        for (index, era) in [[], ["--xcode-version", "9.4"], ["--xcode-version", "12.5"]].enumerated() {
            let output = directory + "/out\(index)"
            let run = try Modelc.run(["--action", "generate"] + era + ["models/Shapes.xcdatamodeld", output], in: CodegenPaths.fixtures)
            XCTAssertEqual(run.status, 0, run.stderr)
            var sources: [String] = []
            for name in CodegenPaths.files(in: output) where name.hasSuffix(".swift") {
                let rewritten = output + "/checked-" + name
                try CoreDataStub.rewrite(try CodegenPaths.read(output + "/" + name)).write(toFile: rewritten, atomically: true, encoding: .utf8)
                sources.append(rewritten)
            }
            // The category entity's class and the Manual/None entity's class are the user's.
            let userClass = output + "/checked-User.swift"
            try "import CoreData\npublic class Owner: NSManagedObject {}\npublic class Tag: NSManagedObject {}\n".write(toFile: userClass, atomically: true, encoding: .utf8)
            let check = try Command.run(swiftc, ["-typecheck", "-swift-version", "5", "-I", directory] + sources + [userClass])
            XCTAssertEqual(check.status, 0, "era \(era): \(check.stderr)")
        }
    }
}

/// The few Core Data declarations generated code names, and the rewrite of the Objective-C-only
/// attributes into members Linux Swift accepts.
enum CoreDataStub {
    static let source = """
        @_exported import Foundation
        open class NSManagedObject {
            public init() {}
        }
        open class NSFetchRequest<ResultType> {
            public init(entityName: String) {}
        }
        """

    static func rewrite(_ text: String) -> String {
        text.components(separatedBy: "\n").compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("@objc(") { return nil }
            if trimmed.hasPrefix("@NSManaged public var ") {
                let declaration = trimmed.dropFirst("@NSManaged public ".count)
                let type = declaration.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                return "    public \(declaration) { get { fatalError() } set { _ = newValue as \(type) } }"
            }
            if trimmed.hasPrefix("@NSManaged public func ") {
                return "    public " + trimmed.dropFirst("@NSManaged public ".count) + " {}"
            }
            return line.replacingOccurrences(of: "@nonobjc ", with: "")
        }.joined(separator: "\n")
    }
}
