import Foundation

/// Runs a command several times and keeps the fastest wall-clock time (the least disturbed run
/// is the best estimate of the work itself on a shared machine) and the largest peak resident
/// memory of that command alone (`wait4`'s per-child `ru_maxrss`).
struct BenchmarkRunner {
    var runs: Int

    struct Measurement {
        var seconds: Double
        /// Peak resident set of the child, in MiB (Linux reports `ru_maxrss` in KiB).
        var peakMiB: Double
        var exitStatus: Int32
    }

    func measure(_ executable: String, _ arguments: [String]) throws -> Measurement {
        var best = Double.infinity
        var peak = 0.0
        var status: Int32 = 0
        for _ in 0..<max(1, runs) {
            let start = DispatchTime.now().uptimeNanoseconds
            let (exitStatus, usage) = try Self.spawnAndWait(executable, arguments)
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            status = exitStatus
            best = min(best, elapsed)
            peak = max(peak, Double(usage.ru_maxrss) / 1024)
        }
        return Measurement(seconds: best, peakMiB: peak, exitStatus: status)
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
