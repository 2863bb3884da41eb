import Foundation
import TestLocations
import TestTools
import XCTest

/// Paths and helpers of the code generation tests.
enum CodegenPaths {
    static let fixtures = RepositoryPaths.fixtures + "/codegen"

    /// A fresh, empty temporary folder, removed when the test ends.
    static func temporaryDirectory(_ test: XCTestCase) throws -> String {
        let path = NSTemporaryDirectory() + "modelc-codegen-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    static func read(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    /// Regular files of a folder, by name (hidden files and folders left out).
    static func files(in directory: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { name in
            var isDirectory: ObjCBool = false
            return !name.hasPrefix(".") && FileManager.default.fileExists(atPath: directory + "/" + name, isDirectory: &isDirectory) && !isDirectory.boolValue
        }.sorted()
    }

    /// A flags file: whitespace-separated words.
    static func flags(_ path: String) -> [String] {
        ((try? read(path)) ?? "").split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
    }
}

/// The `modelc` executable (built with the tests: the test target depends on it), run as a build
/// system runs momc: TestTools' `ModelcBinary`.
enum Modelc {
    typealias Run = ProcessOutcome

    static var path: String? { ModelcBinary.path }

    static func run(_ arguments: [String], in directory: String? = nil, as executable: String? = nil) throws -> Run {
        try ModelcBinary.run(arguments, in: directory, as: executable)
    }

    static func require() throws -> String { try ModelcBinary.require() }
}

/// Other programs (swiftc, clang, make), run from the package root unless told otherwise.
enum Command {
    static func run(_ executable: String, _ arguments: [String], in directory: String? = nil) throws -> Modelc.Run {
        try ProcessRunner.run(executable, arguments, in: directory ?? RepositoryPaths.packageRoot)
    }

    /// `swiftc` of the toolchain that runs the tests (SWIFTC, else the one on PATH).
    static var swiftc: String? {
        if let explicit = ProcessInfo.processInfo.environment["SWIFTC"], FileManager.default.isExecutableFile(atPath: explicit) { return explicit }
        return ProcessRunner.executable(named: "swiftc")
    }
}

/// How generated files are compared with Xcode's: the header comment block (name, date) is not
/// judged; optionally, lines inside a run of property lines are compared as a set (the public
/// cases' editor order is not recoverable from the model).
enum GeneratedText {
    /// Drops the leading `//` comment block and the blank lines after it.
    static func withoutHeader(_ text: String) -> String {
        var lines = text.components(separatedBy: "\n")[...]
        while let first = lines.first, first.hasPrefix("//") { lines = lines.dropFirst() }
        while let first = lines.first, first.isEmpty { lines = lines.dropFirst() }
        return lines.joined(separator: "\n")
    }

    static let propertyLinePrefixes = ["    @NSManaged public var ", "@property ", "@dynamic "]

    /// Sorts each run of consecutive property lines.
    static func sortingPropertyRuns(_ text: String) -> String {
        var output: [String] = []
        var run: [String] = []
        for line in text.components(separatedBy: "\n") {
            if propertyLinePrefixes.contains(where: line.hasPrefix) {
                run.append(line)
                continue
            }
            output += run.sorted()
            run = []
            output.append(line)
        }
        output += run.sorted()
        return output.joined(separator: "\n")
    }

    /// Removes `extension X : Identifiable {\n\n}` (for a case where its presence is unexplained).
    static func withoutIdentifiable(_ text: String) -> String {
        var lines = text.components(separatedBy: "\n")
        while let index = lines.firstIndex(where: { $0.hasPrefix("extension ") && $0.hasSuffix(" : Identifiable {") }),
              index + 2 < lines.count {
            let start = index > 0 && lines[index - 1].isEmpty ? index - 1 : index
            lines.removeSubrange(start...(index + 2))
        }
        return lines.joined(separator: "\n")
    }
}
