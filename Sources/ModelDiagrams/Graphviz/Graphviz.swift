import FoundationEssentials
import HostSystem

/// Graphviz's `dot`, found on the PATH and run on a DOT text.
package enum Graphviz {
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// What to tell someone without Graphviz.
    package static let installAdvice = "Graphviz's 'dot' is not on the PATH; install Graphviz "
        + "(Debian/Ubuntu: apt-get install graphviz; Fedora: dnf install graphviz; macOS: brew install graphviz) "
        + "or use --format dot or --format mermaid"

    /// `dot` in a folder of `PATH`, if any.
    package static func executable(path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        for directory in (path ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(directory)/dot"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The SVG that `dot -Tsvg` makes of `dot` (without the XML declaration and doctype when
    /// `embeddable`, ready to be placed inside HTML).
    package static func svg(_ dot: String, embeddable: Bool = false) throws -> String {
        let svg = try run(dot, format: "svg")
        guard embeddable, let start = svg.firstRange(of: "<svg") else { return svg }
        return String(svg[start.lowerBound...])
    }

    /// Runs `dot -T<format>` with the graph in a temporary file and the result written to another.
    package static func run(_ dot: String, format: String) throws -> String {
        guard let executable = executable() else { throw Failure(description: installAdvice) }
        let scratch = TemporaryFolder.path + "modelc-dot-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let input = scratch + "/graph.dot", output = scratch + "/graph.out"
        try Data(dot.utf8).write(to: URL(fileURLWithPath: input))
        let run: ProgramRun
        do {
            run = try ProgramRun.run(executable, arguments: ["-T\(format)", "-o", output, input])
        } catch {
            throw Failure(description: "\(error)")
        }
        let message = String(decoding: run.errorOutput, as: UTF8.self)
        guard run.status == 0, let data = FileManager.default.contents(atPath: output) else {
            throw Failure(description: "\(executable) failed (status \(run.status)): " + message.trimmingWhitespaceAndNewlines())
        }
        return String(decoding: data, as: UTF8.self)
    }
}
