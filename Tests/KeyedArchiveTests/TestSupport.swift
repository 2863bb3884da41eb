import Foundation
import TestLocations
import TestTools
import XCTest
@testable import KeyedArchive

/// Locating `../shared` and running Python's plistlib.
enum TestSupport {
    /// Every Apple-compiled `.mom` under `shared/golden`, sorted; skips the test if absent.
    static func goldenModels() throws -> [URL] {
        let golden = URL(fileURLWithPath: try RepositoryPaths.requireShared("golden"))
        var result: [URL] = []
        if let walker = FileManager.default.enumerator(at: golden, includingPropertiesForKeys: nil) {
            for case let url as URL in walker where url.pathExtension == "mom" { result.append(url) }
        }
        guard !result.isEmpty else {
            print("SKIP: no .mom files under \(golden.path)")
            throw XCTSkip("no .mom files under \(golden.path)")
        }
        return result.sorted { $0.path < $1.path }
    }

    static func bytes(of url: URL) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url))
    }

    /// Runs `python3 -c script args…`; returns stdout, or skips the test if python3 is missing.
    static func python(_ script: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let candidates = ["/usr/bin/python3", "/usr/local/bin/python3", "/bin/python3"]
        guard let python = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            print("SKIP: python3 not found")
            throw XCTSkip("python3 not found")
        }
        let result = try ProcessRunner.run(python, ["-c", script] + arguments)
        return (result.status, result.output)
    }

    static func temporaryFile(_ bytes: [UInt8], name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("ka-test-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
        try Data(bytes).write(to: url)
        return url
    }
}

/// A small value exercising every kind, nesting and non-ASCII text. (No -0.0: plistlib merges it with 0.0.)
let sampleValue: PropertyListValue = .dictionary([
    ("string", .string("hello")),
    ("unicode", .string("Grüße, 世界 🎉")),
    ("empty", .string("")),
    ("long", .string(String(repeating: "x", count: 300))),
    ("ints", .array([.integer(0), .integer(1), .integer(255), .integer(256), .integer(65535), .integer(65536),
                     .integer(0xFFFF_FFFF), .integer(0x1_0000_0000), .integer(Int64.max), .integer(-1), .integer(Int64.min)])),
    ("reals", .array([.real(0), .real(1.5), .real(-2.25e300), .real(.infinity)])),
    ("bools", .array([.boolean(true), .boolean(false), .boolean(true)])),
    ("data", .data([0, 1, 2, 0xFF])),
    ("bigData", .data([UInt8](repeating: 7, count: 40))),
    ("date", .date(600_000_000)),
    ("uids", .array([.uid(UID(0)), .uid(UID(255)), .uid(UID(256)), .uid(UID(70000)), .uid(UID(UInt32.max))])),
    ("nested", .dictionary([("a", .array([.dictionary([]), .array([])])), ("hello", .string("hello"))])),
    ("many", .array((0 ..< 20).map { .integer(Int64($0)) })),
])
