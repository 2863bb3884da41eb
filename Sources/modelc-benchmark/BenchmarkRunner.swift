import Foundation

/// Runs a command and its yardstick in turn (A B A B …) and keeps every run, so that a ratio is
/// taken pair by pair: on a shared machine whose speed drifts, the two halves of a pair see the
/// same machine, and the median of the pair ratios is the figure that holds.
struct BenchmarkRunner {
    var runs: Int

    /// One command's runs.
    struct Runs {
        var seconds: [Double]
        /// Peak resident set of the child in each run, in MiB (Linux reports `ru_maxrss` in KiB).
        var peakMiB: [Double]
        var medianSeconds: Double { Self.median(seconds) }
        var medianPeakMiB: Double { Self.median(peakMiB) }

        static func median(_ values: [Double]) -> Double {
            let sorted = values.sorted()
            guard !sorted.isEmpty else { return .nan }
            let middle = sorted.count / 2
            return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        }
    }

    /// A command paired with its yardstick.
    struct Pair {
        var command: Runs
        var yardstick: Runs
        /// The median of the per-pair time ratios command / yardstick.
        var timeRatio: Double { Runs.median(zip(command.seconds, yardstick.seconds).map { $0 / $1 }) }
        /// The median of the per-pair peak-memory ratios.
        var memoryRatio: Double { Runs.median(zip(command.peakMiB, yardstick.peakMiB).map { $0 / $1 }) }
    }

    /// A command line: the executable's path and its arguments.
    struct Command {
        var executable: String
        var arguments: [String]
        init(_ executable: String, _ arguments: [String] = []) {
            self.executable = executable
            self.arguments = arguments
        }
    }

    /// One warm-up run of each (not counted: it fills the page cache), then `runs` pairs.
    func pair(_ command: Command, against yardstick: Command) throws -> Pair {
        _ = try run(command)
        _ = try run(yardstick)
        var commandRuns = Runs(seconds: [], peakMiB: [])
        var yardstickRuns = Runs(seconds: [], peakMiB: [])
        for _ in 0..<max(1, runs) {
            let a = try run(command)
            let b = try run(yardstick)
            commandRuns.seconds.append(a.seconds)
            commandRuns.peakMiB.append(a.peakMiB)
            yardstickRuns.seconds.append(b.seconds)
            yardstickRuns.peakMiB.append(b.peakMiB)
        }
        return Pair(command: commandRuns, yardstick: yardstickRuns)
    }

    /// Runs `command` once; a non-zero exit status is an error (a benchmark of a failing run
    /// would measure the error path).
    func run(_ command: Command) throws -> (seconds: Double, peakMiB: Double) {
        let start = DispatchTime.now().uptimeNanoseconds
        let (exitStatus, usage) = try Self.spawnAndWait(command.executable, command.arguments)
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        guard exitStatus == 0 else {
            throw BenchmarkError("\(([command.executable] + command.arguments).joined(separator: " ")) exited with status \(exitStatus)")
        }
        return (elapsed, Double(usage.ru_maxrss) / 1024)
    }

    /// `posix_spawn` with stdin/stdout/stderr on `/dev/null`, then `wait4` for the child's own rusage.
    private static func spawnAndWait(_ executable: String, _ arguments: [String]) throws -> (Int32, rusage) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd: Int32 in [0, 1, 2] {
            posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw BenchmarkError("cannot run \(executable): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchmarkError("wait4 failed for \(executable)") }
        }
        // WIFEXITED / WEXITSTATUS, spelled out (the macros are not imported into Swift).
        let exitStatus: Int32 = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return (exitStatus, usage)
    }
}
