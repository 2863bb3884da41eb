import Foundation
import TestLocations
import XCTest

/// Fixtures, the shared golden/corpus data and the helpers the CompiledModel tests share.
enum TestPaths {
    static let packageRoot = RepositoryPaths.packageRoot
    static let fixtures = RepositoryPaths.fixtures

    /// `../shared/<relative>`, or a visible skip when it is absent.
    static func requireShared(_ relative: String) throws -> String {
        try RepositoryPaths.requireShared(relative)
    }

    static func readBytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Every file under `root` whose path ends with `suffix`, sorted.
    static func files(under root: String, endingWith suffix: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var result: [String] = []
        while let relative = walker.nextObject() as? String {
            if relative.hasSuffix(suffix) { result.append(root + "/" + relative) }
        }
        return result.sorted()
    }

    /// The golden cases of `cases.tsv`: (id, source, Apple output), absolute paths.
    static func goldenCases() throws -> [(id: String, source: String, output: String)] {
        let root = try requireShared("golden")
        let table = try String(contentsOfFile: root + "/cases.tsv", encoding: .utf8)
        return table.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count >= 3 else { return nil }
            return (fields[0], root + "/" + fields[1], root + "/" + fields[2])
        }
    }

    /// A fresh temporary directory, removed by the caller.
    static func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "/compiledmodel-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
