import Foundation

/// The programs the measures are taken against, made or found once per run.
enum Yardsticks {
    /// A Swift program that prints one line, built with the static Swift runtime: the least any
    /// Swift command-line tool can take to start.
    static func staticHello(swiftc: String, in work: String) throws -> String {
        let source = work + "/hello.swift"
        let binary = work + "/hello"
        try "print(\"hello\")\n".write(toFile: source, atomically: true, encoding: .utf8)
        let compiler = try resolve(swiftc)
        _ = try BenchmarkRunner(runs: 1).run(.init(compiler, ["-O", "-static-stdlib", source, "-o", binary]))
        return binary
    }

    /// `name` itself when it is a path, else its first match on PATH.
    static func resolve(_ name: String) throws -> String {
        if name.contains("/") { return name }
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw BenchmarkError("no \(name) on PATH")
    }
}
