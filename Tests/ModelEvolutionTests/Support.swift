import Foundation
import TestLocations
import TestTools
import XCTest

/// The built `modelc` executable (TestTools' `ModelcBinary`), for the command-line scenarios.
enum Modelc {
    typealias Run = ProcessOutcome

    @discardableResult
    static func run(_ arguments: [String], in directory: String) throws -> Run {
        try ModelcBinary.run(arguments, in: directory)
    }
}

/// A throwaway git repository holding a copy of the Sample fixture bundle at
/// `App/Sample.xcdatamodeld` (versions `Library`, `Library 2`; current `Library 2`), committed:
/// the "shipped" state every scenario edits.
struct ScenarioRepository {
    let root: String
    let bundle: String

    init(_ test: XCTestCase) throws {
        root = NSTemporaryDirectory() + "modelc-scenario-" + UUID().uuidString
        bundle = root + "/App/Sample.xcdatamodeld"
        try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
        let path = root
        test.addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        try FileManager.default.copyItem(atPath: RepositoryPaths.fixtures + "/Sample.xcdatamodeld", toPath: bundle)
        try git("init", "-q")
        try git("add", "-A")
        try git("commit", "-q", "-m", "ship Library 2")
        try git("tag", "shipped")
    }

    @discardableResult
    func git(_ arguments: String...) throws -> Modelc.Run {
        guard let gitPath = ProcessRunner.executable(named: "git") else { throw XCTSkip("git is not on the PATH") }
        let run = try ProcessRunner.run(gitPath, ["-c", "init.defaultBranch=main", "-c", "commit.gpgsign=false"] + arguments, in: root,
                                        environment: ["GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com",
                                                      "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.com"])
        guard run.status == 0 else { throw XCTSkip("git \(arguments.joined(separator: " ")) failed: \(run.stderr)") }
        return run
    }

    func contents(_ version: String) -> String { bundle + "/\(version).xcdatamodel/contents" }

    func read(_ version: String) throws -> String { try String(contentsOfFile: contents(version), encoding: .utf8) }

    /// Replaces `old` with `new` in a version's contents; fails the test when `old` is absent.
    func edit(_ version: String, replacing old: String, with new: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let text = try read(version)
        XCTAssertTrue(text.contains(old), "\(old) not in \(version)", file: file, line: line)
        try text.replacingOccurrences(of: old, with: new).write(toFile: contents(version), atomically: true, encoding: .utf8)
    }

    /// Adds version `name` as a copy of `source`.
    func addVersion(_ name: String, copying source: String) throws {
        try FileManager.default.copyItem(atPath: bundle + "/\(source).xcdatamodel", toPath: bundle + "/\(name).xcdatamodel")
    }

    func markCurrent(_ name: String) throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>_XCCurrentVersionName</key>
            \t<string>\(name).xcdatamodel</string>
            </dict>
            </plist>

            """
        try plist.write(toFile: bundle + "/.xccurrentversion", atomically: true, encoding: .utf8)
    }

    /// `git status` and HEAD, to show a command left the repository as it found it.
    func state() throws -> String {
        try git("status", "--porcelain", "--untracked-files=all").stdout + (try git("rev-parse", "HEAD").stdout)
            + (try git("stash", "list").stdout)
    }

    func checkVersions(_ extra: [String] = [], baseline: String = "shipped") throws -> Modelc.Run {
        try Modelc.run(["check-versions", "App", "--baseline", baseline] + extra, in: root)
    }
}
