import Foundation
import TestLocations
import XCTest

/// The README's `diff` example and its GitHub Actions snippets, run as written.
final class ReadmeEvolutionExampleTests: XCTestCase {
    private func readme() throws -> String {
        try String(contentsOfFile: RepositoryPaths.packageRoot + "/README.md", encoding: .utf8)
    }

    /// Words of a command line, honouring double quotes (all the README uses).
    private func words(_ line: String) -> [String] {
        var out: [String] = [], current = "", quoted = false, started = false
        for character in line {
            if character == "\"" { quoted.toggle(); started = true; continue }
            if character == " " && !quoted {
                if started { out.append(current) }
                current = ""; started = false
                continue
            }
            current.append(character); started = true
        }
        if started { out.append(current) }
        return out
    }

    func testDiffExampleOutputIsWhatModelcPrints() throws {
        let text = try readme()
        guard let marker = text.range(of: "<!-- diff-example -->\n```console\n"),
              let end = text.range(of: "\n```", range: marker.upperBound..<text.endIndex) else {
            return XCTFail("README.md has no diff example")
        }
        var lines = text[marker.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let command = lines.removeFirst()
        XCTAssertTrue(command.hasPrefix("$ modelc diff "), command)
        let run = try Modelc.run(Array(words(String(command.dropFirst(2))).dropFirst()), in: RepositoryPaths.packageRoot)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.stdout, lines.joined(separator: "\n") + "\n")
    }

    func testGitHubActionsSnippetsGuardAScenarioRepository() throws {
        let text = try readme()
        let commands = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .map { $0.hasPrefix("- run: ") ? String($0.dropFirst(7)) : $0 }
            .map { $0.components(separatedBy: " #").first?.trimmingCharacters(in: .whitespaces) ?? $0 }
            .filter { $0.hasPrefix("modelc check-versions ") }
        let update = try XCTUnwrap(commands.first { $0.contains("--update-lock") })
        let lockStep = try XCTUnwrap(commands.first { $0.contains("--lock") && !$0.contains("--update-lock") })
        let baselineStep = try XCTUnwrap(commands.first { $0.contains("--baseline origin/main") })
        let repo = try ScenarioRepository(self)
        try repo.git("update-ref", "refs/remotes/origin/main", "HEAD")
        let arguments = { (line: String) in Array(self.words(line).dropFirst()) }
        XCTAssertEqual(try Modelc.run(arguments(update), in: repo.root).status, 0)
        XCTAssertEqual(try Modelc.run(arguments(lockStep), in: repo.root).status, 0)
        XCTAssertEqual(try Modelc.run(arguments(baselineStep), in: repo.root).status, 0)
        try repo.edit("Library", replacing: #"<attribute name="borrower" attributeType="String"/>"#,
                      with: #"<attribute name="borrower" optional="YES" attributeType="String"/>"#)
        let lockRun = try Modelc.run(arguments(lockStep), in: repo.root)
        XCTAssertEqual(lockRun.status, 1)
        XCTAssertTrue(lockRun.stderr.contains("model version 'Library' has shipped but its entity hashes changed (Loan)"), lockRun.stderr)
        XCTAssertEqual(try Modelc.run(arguments(baselineStep), in: repo.root).status, 1)
    }
}
