import Foundation
import TestLocations
import TestTools
import XCTest

/// Every example in README.md and Documentation/*.md, run as written. Each page runs in its own
/// folder, as a reader at the root of a clone would: it holds a copy of `Fixtures/` and the
/// `Makefile`, `modelc` and `momc` (the built binary) come first on `PATH`, and `make` uses that
/// binary. The page's blocks run in order, so a later block may use what an earlier one wrote.
///
/// - ```sh: run by `bash -e`; any failing command fails the test.
/// - ```console: each `$ command` is run and must print exactly the lines below it (see
///   `ConsoleTranscript`).
/// - other languages (yaml, starlark, ruby, swift, text, …) are shown, not run.
///
/// Directives, on the lines right above a block:
/// - `<!-- needs: shared -->` the shared compatibility data (as `$SHARED`); `<!-- needs: TOOL -->` a
///   program on `PATH`. Without it the block is skipped, and the reason printed.
/// - `<!-- given: Library.sqlite -->` a Core Data store written by the sample's `Library` version.
/// - `<!-- file: NAME -->` the block is not run but written to `NAME`, for the blocks after it.
/// - `<!-- run-by: .ci/run -->` not run here (it is the test command itself): each command line
///   must appear in `.ci/run`, so CI keeps running what the page says.
final class DocumentationExampleTests: XCTestCase {
    static let root = RepositoryPaths.packageRoot

    /// README.md and every page in Documentation/, whoever wrote it.
    static func pages() throws -> [String] {
        let documentation = try FileManager.default.contentsOfDirectory(atPath: root + "/Documentation")
            .filter { $0.hasSuffix(".md") }.sorted().map { "Documentation/" + $0 }
        return ["README.md"] + documentation
    }

    static func read(_ page: String) throws -> String {
        try String(contentsOfFile: root + "/" + page, encoding: .utf8)
    }

    func testEveryExampleRuns() throws {
        let modelc = try ModelcBinary.require()
        var ran = 0
        for page in try Self.pages() {
            let blocks = DocumentationPage.blocks(of: try Self.read(page), page: page)
            guard blocks.contains(where: { ["sh", "console"].contains($0.language) }) else { continue }
            let work = try TestPaths.temporaryDirectory(self)
            try prepare(work, modelc: modelc)
            for block in blocks { ran += try run(block, in: work, modelc: modelc) ? 1 : 0 }
        }
        print("documentation: \(ran) examples run")
        XCTAssertGreaterThan(ran, 10)
    }

    /// Each page is reachable: linked from README.md or from another page, and every relative link
    /// names a file of the repository.
    func testPagesAreLinkedAndLinksResolve() throws {
        let pages = try Self.pages()
        var linked: Set<String> = []
        for page in pages {
            let folder = (page as NSString).deletingLastPathComponent
            for link in DocumentationPage.relativeLinks(of: try Self.read(page)) {
                let target = ((folder.isEmpty ? link.path : folder + "/" + link.path) as NSString).standardizingPath
                linked.insert(target)
                guard FileManager.default.fileExists(atPath: Self.root + "/" + target) else {
                    XCTFail("\(page): the link '\(link.path)' names no file")
                    continue
                }
                if let anchor = link.anchor {
                    XCTAssertTrue(DocumentationPage.anchors(of: try Self.read(target)).contains(anchor),
                                  "\(page): \(target) has no heading for '#\(anchor)'")
                }
            }
        }
        for page in pages.dropFirst() { XCTAssertTrue(linked.contains(page), "\(page) is linked from no page") }
    }

    func testReadmeIsAFrontPage() throws {
        let lines = try Self.read("README.md").components(separatedBy: "\n").count
        XCTAssertLessThanOrEqual(lines, 200, "README.md has \(lines) lines; move the detail into Documentation/")
    }

    // MARK: - Running

    private func prepare(_ work: String, modelc: String) throws {
        try FileManager.default.copyItem(atPath: RepositoryPaths.fixtures, toPath: work + "/Fixtures")
        try FileManager.default.copyItem(atPath: Self.root + "/Makefile", toPath: work + "/Makefile")
        try FileManager.default.createDirectory(atPath: work + "/.bin", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: work + "/.bin/modelc", withDestinationPath: modelc)
        try FileManager.default.createSymbolicLink(atPath: work + "/.bin/momc", withDestinationPath: modelc)
    }

    private func environment(_ work: String, modelc: String) -> [String: String] {
        ["PATH": work + "/.bin:" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
         "MAKEFLAGS": "MODELC=" + modelc,          // the Makefile's targets use this binary, not a release build
         "SHARED": RepositoryPaths.shared,
         "GITHUB_ACTIONS": "false"]                // the examples show the plain diagnostics unless they ask otherwise
    }

    /// Runs one block; false when it is not run (shown only, or skipped).
    private func run(_ block: DocumentationBlock, in work: String, modelc: String) throws -> Bool {
        if let name = block.directives["file"] {
            try block.text.appending("\n").write(toFile: work + "/" + name, atomically: true, encoding: .utf8)
            return false
        }
        if let runner = block.directives["run-by"] {
            try checkRunBy(block, runner: runner)
            return false
        }
        guard ["sh", "console"].contains(block.language) else { return false }
        for need in block.values(of: "needs") {
            let present = need == "shared" ? RepositoryPaths.hasShared : ProcessRunner.executable(named: need) != nil
            if !present {
                print("note: \(block.location): skipped, it needs \(need == "shared" ? "the shared data (\(RepositoryPaths.shared))" : need)")
                return false
            }
        }
        if block.values(of: "given").contains("Library.sqlite") && !FileManager.default.fileExists(atPath: work + "/Library.sqlite") {
            try StoreCommandTests.writeLibraryStore(to: work + "/Library.sqlite")
        }
        let environment = environment(work, modelc: modelc)
        if block.language == "sh" {
            let script = work + "/../" + (work as NSString).lastPathComponent + "-block.sh"
            try block.text.write(toFile: script, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: script) }
            let run = try ProcessRunner.run("/bin/bash", ["-e", script], in: work, environment: environment, timeLimit: 900)
            XCTAssertEqual(run.status, 0, "\(block.location): the example failed:\n\(block.text)\n--- output:\n\(run.stdout)\(run.stderr)")
            return true
        }
        let transcript: ConsoleTranscript
        do { transcript = try ConsoleTranscript(block.text) } catch let error as ConsoleTranscript.Malformed {
            XCTFail("\(block.location): \(error.message)")
            return false
        }
        for step in transcript.steps {
            let run = try ProcessRunner.run("/bin/bash", ["-c", "exec 2>&1\n" + step.command], in: work, environment: environment, timeLimit: 900)
            let printed = run.stdout.components(separatedBy: "\n")
            XCTAssertTrue(ConsoleTranscript.matches(printed.last == "" ? Array(printed.dropLast()) : printed, step.output),
                          "\(block.location): '\(step.command)' prints something else:\n\(run.stdout)")
            XCTAssertEqual(run.status, step.status, "\(block.location): '\(step.command)' exit status\n\(run.stdout)")
        }
        return true
    }

    /// Each command line of the block (comments aside) is a line of the runner script.
    private func checkRunBy(_ block: DocumentationBlock, runner: String) throws {
        let script = try String(contentsOfFile: Self.root + "/" + runner, encoding: .utf8)
        let scriptCommands = Set(script.components(separatedBy: "\n").map(Self.command))
        for line in block.text.components(separatedBy: "\n") where !Self.command(line).isEmpty {
            XCTAssertTrue(scriptCommands.contains(Self.command(line)), "\(block.location): '\(Self.command(line))' is not run by \(runner)")
        }
    }

    /// A shell line without its trailing comment and surrounding blanks.
    static func command(_ line: String) -> String {
        let beforeComment = line.hasPrefix("#") ? "" : (line.components(separatedBy: " #").first ?? line)
        return beforeComment.trimmingCharacters(in: .whitespaces)
    }
}
