import Foundation

/// What a finished child process left behind.
public struct ProcessOutcome: Sendable {
    public var status: Int32
    /// Ended by a signal: its own crash, or the time limit.
    public var signaled: Bool
    public var timedOut: Bool
    public var stdout: String
    public var stderr: String
    /// Wall-clock seconds from start to exit.
    public var seconds: Double

    public var stdoutLines: [String] { stdout.split(separator: "\n").map(String.init) }
    public var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }
    /// Standard output followed by standard error, for tools whose two streams are read as one.
    public var output: String { stdout + stderr }
}

/// The one way the tests run another program (modelc, python3, make, ninja): output goes to files,
/// so a chatty child can never block on a full pipe; standard input is empty; with a time limit
/// the child is terminated, then killed. `environment` adds to (or overrides) the test's own
/// (less GITHUB_ACTIONS, which a test sets itself when it means to).
public enum ProcessRunner {
    public static func run(_ executable: String, _ arguments: [String], in directory: String? = nil,
                           environment: [String: String] = [:], timeLimit: Int? = nil) throws -> ProcessOutcome {
        let scratch = NSTemporaryDirectory() + "modelc-run-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        _ = FileManager.default.createFile(atPath: scratch + "/out", contents: nil)
        _ = FileManager.default.createFile(atPath: scratch + "/err", contents: nil)
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: scratch + "/out"))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: scratch + "/err"))

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        // A child never inherits GITHUB_ACTIONS: inside a GitHub job, modelc's validate and
        // check-versions would switch to annotations, and every test would see another output.
        var inherited = ProcessInfo.processInfo.environment
        inherited["GITHUB_ACTIONS"] = nil
        process.environment = inherited.merging(environment) { _, added in added }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        let start = Date()
        try process.run()
        var timedOut = false
        if let timeLimit {
            if finished.wait(timeout: .now() + .seconds(timeLimit)) == .timedOut {
                timedOut = true
                process.terminate()
                if finished.wait(timeout: .now() + .seconds(2)) == .timedOut {
                    kill(process.processIdentifier, SIGKILL)
                    finished.wait()
                }
            }
        } else {
            finished.wait()
        }
        let seconds = Date().timeIntervalSince(start)
        try out.close()
        try err.close()
        return ProcessOutcome(status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal,
                              timedOut: timedOut,
                              stdout: String(decoding: FileManager.default.contents(atPath: scratch + "/out") ?? Data(), as: UTF8.self),
                              stderr: String(decoding: FileManager.default.contents(atPath: scratch + "/err") ?? Data(), as: UTF8.self),
                              seconds: seconds)
    }

    /// `name` in a folder of the `PATH`, if any.
    public static func executable(named name: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
