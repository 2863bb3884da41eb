import Foundation

/// One fenced code block of a Markdown page, with the `<!-- key: value -->` lines written right
/// above its opening fence. The directives are how a page says what a block needs to run, so the
/// page itself stays the single place an example is written.
struct DocumentationBlock {
    /// The page, relative to the package root (`README.md`, `Documentation/Diff.md`).
    var page: String
    /// The line of the opening fence (1-based), for failure messages that point at the page.
    var line: Int
    /// The fence's info string: `sh`, `console`, `yaml`, …
    var language: String
    var text: String
    var directives: [String: String]

    /// `page:line`, as a compiler would name the place.
    var location: String { "\(page):\(line)" }

    /// The comma-separated values of a directive (`<!-- needs: shared, ninja -->`).
    func values(of key: String) -> [String] {
        (directives[key] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}

/// Splits Markdown into its fenced blocks (fences at the start of a line; no nesting).
enum DocumentationPage {
    static func blocks(of markdown: String, page: String) -> [DocumentationBlock] {
        var blocks: [DocumentationBlock] = []
        var pending: [String: String] = [:]
        var open: (line: Int, language: String, directives: [String: String])?
        var body: [String] = []
        for (index, line) in markdown.components(separatedBy: "\n").enumerated() {
            if let current = open {
                if line.trimmingCharacters(in: .whitespaces) == "```" {
                    blocks.append(DocumentationBlock(page: page, line: current.line, language: current.language,
                                                     text: body.joined(separator: "\n"), directives: current.directives))
                    open = nil
                    body = []
                } else {
                    body.append(line)
                }
            } else if line.hasPrefix("```") {
                open = (index + 1, String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces), pending)
                pending = [:]
            } else if let (key, value) = directive(line) {
                pending[key] = value
            } else {
                pending = [:]
            }
        }
        return blocks
    }

    /// `<!-- key: value -->` → (key, value).
    static func directive(_ line: String) -> (String, String)? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->") else { return nil }
        let inner = trimmed.dropFirst(4).dropLast(3)
        guard let colon = inner.firstIndex(of: ":") else { return nil }
        return (inner[..<colon].trimmingCharacters(in: .whitespaces), inner[inner.index(after: colon)...].trimmingCharacters(in: .whitespaces))
    }

    /// The relative links of a page (`[text](Diff.md#guard)` → `Diff.md`, anchor `guard`); web
    /// addresses and in-page anchors are left out.
    static func relativeLinks(of markdown: String) -> [(path: String, anchor: String?)] {
        var links: [(String, String?)] = []
        var rest = Substring(markdown)
        while let start = rest.range(of: "](") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: ")") else { break }
            let parts = rest[..<end].split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let path = parts.first ?? ""
            if !path.isEmpty, !path.contains("://"), !path.hasPrefix("mailto:"), !path.contains(" ") {
                links.append((path, parts.count > 1 ? parts[1] : nil))
            }
        }
        return links
    }

    /// The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces → `-`.
    static func anchors(of markdown: String) -> Set<String> {
        var anchors: Set<String> = []
        var fenced = false
        for line in markdown.components(separatedBy: "\n") {
            if line.hasPrefix("```") { fenced.toggle(); continue }
            guard !fenced, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
            let kept = title.filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
            anchors.insert(kept.replacingOccurrences(of: " ", with: "-"))
        }
        return anchors
    }
}

/// A ```console block: `$ command` lines, each followed by the output it prints (standard output
/// and standard error, as a terminal shows them). A line `…` stands for any number of lines;
/// `$ echo $?` followed by a number is the previous command's exit status, which is otherwise 0.
struct ConsoleTranscript {
    struct Step {
        var command: String
        var output: [String]
        var status: Int32
    }

    var steps: [Step] = []

    init(_ text: String) throws {
        var lines = text.components(separatedBy: "\n")[...]
        while let line = lines.popFirst() {
            guard line.hasPrefix("$ ") else { throw Malformed(message: "expected a '$ command' line, found '\(line)'") }
            let command = String(line.dropFirst(2))
            var output: [String] = []
            while let next = lines.first, !next.hasPrefix("$ ") { output.append(next); lines.removeFirst() }
            if command == "echo $?" {
                guard !steps.isEmpty, output.count == 1, let status = Int32(output[0]) else {
                    throw Malformed(message: "'$ echo $?' must follow a command and be followed by one number")
                }
                steps[steps.count - 1].status = status
            } else {
                steps.append(Step(command: command, output: output, status: 0))
            }
        }
    }

    struct Malformed: Error { var message: String }

    /// Whether `actual` equals `expected`, where an expected line `…` stands for any lines.
    static func matches(_ actual: [String], _ expected: [String]) -> Bool {
        var memo: [Int: Bool] = [:]
        func match(_ a: Int, _ e: Int) -> Bool {
            let key = a * (expected.count + 1) + e
            if let known = memo[key] { return known }
            let result: Bool
            if e == expected.count { result = a == actual.count }
            else if expected[e] == "…" { result = (a...actual.count).contains { match($0, e + 1) } }
            else { result = a < actual.count && actual[a] == expected[e] && match(a + 1, e + 1) }
            memo[key] = result
            return result
        }
        return match(0, 0)
    }
}
