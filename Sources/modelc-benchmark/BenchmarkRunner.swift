import Foundation

/// Runs a command several times and keeps the fastest wall-clock time: the least disturbed run
/// is the best estimate of the work itself on a shared machine.
struct BenchmarkRunner {
    var runs: Int

    struct Measurement {
        var seconds: Double
        var exitStatus: Int32
    }

    func measure(_ executable: String, _ arguments: [String]) throws -> Measurement {
        var best = Double.infinity
        var status: Int32 = 0
        for _ in 0..<max(1, runs) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            let start = DispatchTime.now().uptimeNanoseconds
            try process.run()
            process.waitUntilExit()
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            status = process.terminationStatus
            best = min(best, elapsed)
        }
        return Measurement(seconds: best, exitStatus: status)
    }

    /// Peak resident memory of all children so far, in MiB (Linux reports ru_maxrss in KiB).
    static func peakChildMemoryMiB() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
        return Double(usage.ru_maxrss) / 1024
    }
}
