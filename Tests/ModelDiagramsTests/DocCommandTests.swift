import Foundation
import TestLocations
import TestTools
import XCTest

/// `modelc doc`: Markdown pages, the HTML page in a real browser, version histories of real
/// bundles, and the folder rules.
final class DocCommandTests: XCTestCase {
    private func modelc(_ arguments: [String], environment: [String: String] = [:]) throws -> ProcessOutcome {
        try ProcessRunner.run(try ModelcBinary.require(), arguments, in: RepositoryPaths.packageRoot, environment: environment)
    }

    private func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    func testMarkdownPagesOfTheSample() throws {
        let out = try DiagramFixtures.temporaryDirectory(self) + "/docs"
        let run = try modelc(["doc", "Fixtures/Sample.xcdatamodeld", out])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try FileManager.default.subpathsOfDirectory(atPath: out).sorted(),
                       ["entities", "entities/Author.md", "entities/Book.md", "entities/Loan.md", "index.md"])
        let index = try read(out + "/index.md")
        XCTAssertTrue(index.contains("```mermaid\n---\ntitle: \"Sample (Library 2)\"\n---\nclassDiagram\n"), index)
        XCTAssertTrue(index.contains("| [`Loan`](entities/Loan.md) |  | no | 3 | 1 |"), index)
        XCTAssertTrue(index.contains("| `OverdueLoans` | [`Loan`](entities/Loan.md) | `returned == NO AND dueDate < $NOW` | objects |"), index)
        XCTAssertTrue(index.contains("| `Library` | no | 3 | `1` |\n| `Library 2` | yes | 3 | `2` |"), index)
        XCTAssertTrue(index.contains("### Library → Library 2\n\n3 changed, 0 added, 0 removed, 0 renamed; version hashes differ for 3 entities; migration: lightweight"), index)
        XCTAssertTrue(index.contains("- Migration: **lightweight**\n- inferred rule: `attribute added (optional or with a default value)`"), index)
        let book = try read(out + "/entities/Book.md")
        XCTAssertTrue(book.contains("| `isbn` | String | no |  | no | no | min length `10`; max length `13` |"), book)
        XCTAssertTrue(book.contains("| `title` | String | no |  | yes (`byTitle`) | no |  |"), book)
        XCTAssertTrue(book.contains("| `loans` | [`Loan`](Loan.md) | 0..\\* | [`Loan`](Loan.md).`book` | Deny |"), book)
        XCTAssertTrue(book.contains("## Uniqueness constraints\n\n- `isbn`"), book)
        XCTAssertTrue(book.contains("| `byTitle` | `title` (binary, ascending) |  |"), book)
        let loan = try read(out + "/entities/Loan.md")
        XCTAssertTrue(loan.contains("| `returned` | Boolean | no | `NO` | no | no |  |"), loan)
    }

    /// User info, abstract parents, fetched properties and configurations, from the fixtures that have them.
    func testEntityPagesCarryUserInfoInheritanceAndFetchedProperties() throws {
        let out = try DiagramFixtures.temporaryDirectory(self) + "/docs"
        XCTAssertEqual(try modelc(["doc", "Fixtures/Relationships.xcdatamodel", out]).status, 0)
        let person = try read(out + "/entities/Person.md")
        XCTAssertTrue(person.contains("| `lastViewed` | `why` | `no inverse on purpose` |"), person)
        let invoice = try read(out + "/entities/Invoice.md")
        XCTAssertTrue(invoice.contains("- Parent entity: [`Document`](Document.md)"), invoice)
        XCTAssertTrue(invoice.contains("Inherited properties: `title` ([`Document`](Document.md)), `owner` ([`Document`](Document.md))"), invoice)
        let document = try read(out + "/entities/Document.md")
        XCTAssertTrue(document.contains("- **Abstract**: cannot be instantiated"), document)
    }

    /// Every multi-version golden bundle: each version is named, and each entity of each version
    /// appears (the current version's on its pages, older ones in the history's changes).
    func testGoldenBundlesNameEveryVersionAndEntity() throws {
        let golden = try RepositoryPaths.requireShared("golden")
        let cases = try read(golden + "/cases.tsv").split(separator: "\n").filter { !$0.hasPrefix("#") }
        var documented = 0
        for line in cases {
            let columns = line.split(separator: "\t").map(String.init)
            guard columns.count >= 2 else { continue }
            let bundle = golden + "/" + columns[1]
            let versions = try FileManager.default.contentsOfDirectory(atPath: bundle).filter { $0.hasSuffix(".xcdatamodel") }
            guard versions.count > 1 else { continue }
            let out = try DiagramFixtures.temporaryDirectory(self) + "/docs"
            let run = try modelc(["doc", bundle, out])
            XCTAssertEqual(run.status, 0, run.stderr)
            var text = ""
            for file in try FileManager.default.subpathsOfDirectory(atPath: out) where file.hasSuffix(".md") {
                text += try read(out + "/" + file)
            }
            for version in versions {
                let name = String(version.dropLast(".xcdatamodel".count))
                XCTAssertTrue(text.contains("| `\(name)` |"), "\(columns[0]): version \(name) not named")
                let contents = try read(bundle + "/" + version + "/contents")
                for match in contents.components(separatedBy: "<entity name=\"").dropFirst() {
                    let entity = String(match.prefix { $0 != "\"" })
                    XCTAssertTrue(text.contains("`\(entity)`") || text.contains("entity \(entity):"),
                                  "\(columns[0]): entity \(entity) of \(name) not named")
                }
            }
            documented += 1
        }
        XCTAssertGreaterThan(documented, 1)
    }

    /// A folder with other files is never replaced; an earlier output is; bad input writes nothing.
    func testFolderRules() throws {
        let folder = try DiagramFixtures.temporaryDirectory(self)
        try FileManager.default.createDirectory(atPath: folder + "/mine", withIntermediateDirectories: true)
        try "keep".write(toFile: folder + "/mine/notes.txt", atomically: true, encoding: .utf8)
        let refused = try modelc(["doc", "Fixtures/Sample.xcdatamodeld", folder + "/mine"])
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stderr.contains("\(folder)/mine:0: error: '\(folder)/mine' is a folder that modelc doc did not write"), refused.stderr)
        XCTAssertEqual(try read(folder + "/mine/notes.txt"), "keep")

        XCTAssertEqual(try modelc(["doc", "Fixtures/Sample.xcdatamodeld", folder + "/docs"]).status, 0)
        XCTAssertEqual(try modelc(["doc", "Fixtures/Inheritance.xcdatamodel", folder + "/docs"]).status, 0, "an earlier output is replaced")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/docs/entities/Book.md"), "no stale pages")
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/docs/entities/Vehicle.md"))

        let missing = try modelc(["doc", "Fixtures/Nope.xcdatamodeld", folder + "/docs"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.contains("Fixtures/Nope.xcdatamodeld:0: error: no such file or directory"), missing.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/docs/entities/Vehicle.md"), "previous output untouched")
    }

    func testHTMLWithoutGraphvizSaysHowToInstallIt() throws {
        let folder = try DiagramFixtures.temporaryDirectory(self)
        let run = try modelc(["doc", "Fixtures/Sample.xcdatamodeld", folder + "/html", "--format", "html"], environment: ["PATH": folder])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("apt-get install graphviz"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/html"))
    }

    /// The HTML page in headless Chromium: it draws (a screenshot of real size), logs nothing to
    /// the console, and its DOM holds the inline SVG and every entity's section.
    func testHTMLPageInHeadlessChromium() throws {
        _ = try DiagramFixtures.requireDot()
        guard let chromium = ["chromium", "chromium-browser", "google-chrome"].lazy.compactMap(ProcessRunner.executable(named:)).first else {
            let reason = "Chromium is not on the PATH (apt-get install chromium); skipping the browser check of modelc doc --format html"
            print("note: " + reason)
            throw XCTSkip(reason)
        }
        let folder = try DiagramFixtures.temporaryDirectory(self)
        let run = try modelc(["doc", "Fixtures/Sample.xcdatamodeld", folder + "/html", "--format", "html"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder + "/html"), ["index.html"])
        let page = "file://" + folder + "/html/index.html"
        let common = ["--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=" + folder + "/profile", "--enable-logging=stderr", "--v=0"]
        let shot = try ProcessRunner.run(chromium, common + ["--window-size=1200,1600", "--screenshot=" + folder + "/page.png", page], timeLimit: 120)
        XCTAssertEqual(shot.status, 0, shot.stderr)
        let png = try XCTUnwrap(FileManager.default.contents(atPath: folder + "/page.png"), shot.stderr)
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "a PNG")
        XCTAssertGreaterThan(png.count, 20_000, "a drawn page, not a blank one")
        XCTAssertFalse(shot.stderr.contains(":CONSOLE"), "console messages: \(shot.stderr)")
        let dom = try ProcessRunner.run(chromium, common + ["--dump-dom", page], timeLimit: 120)
        XCTAssertFalse(dom.stderr.contains(":CONSOLE"), "console messages: \(dom.stderr)")
        XCTAssertTrue(dom.stdout.contains("<svg"), "inline SVG")
        for entity in ["Author", "Book", "Loan"] {
            XCTAssertTrue(dom.stdout.contains("<section id=\"entity-\(entity)\">"), "\(entity) section")
        }
    }
}
