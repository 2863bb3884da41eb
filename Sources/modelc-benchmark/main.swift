import Foundation

// modelc-benchmark: generates synthetic models of several sizes and reports, in one run, modelc's
// compile time next to `xmllint --noout` on the same XML (the floor set by libxml2 itself),
// `modelc dump` of the compiled `.mom` next to Python's `plistlib.load` of it, the peak memory of
// each command, the scaling factor between sizes, and whether the issue's targets are met.
//
//   modelc-benchmark --modelc .build/release/modelc [--sizes 100,1000,5000] [--runs 5] [--work DIR]
//                    [--xmllint /usr/bin/xmllint] [--python /usr/bin/python3]

struct Options {
    var modelc = ".build/release/modelc"
    var sizes = [100, 1_000, 5_000]
    /// Best of five: on a shared 2-core VM single runs swing by a third.
    var runs = 5
    var work = NSTemporaryDirectory() + "modelc-benchmark"
    var xmllint = "/usr/bin/xmllint"
    var python = "/usr/bin/python3"

    init(_ arguments: [String]) throws {
        var iterator = arguments.dropFirst().makeIterator()
        while let argument = iterator.next() {
            guard let value = iterator.next() else { throw BenchmarkError("missing value for \(argument)") }
            switch argument {
            case "--modelc": modelc = value
            case "--sizes": sizes = value.split(separator: ",").compactMap { Int($0) }
            case "--runs": runs = Int(value) ?? runs
            case "--work": work = value
            case "--xmllint": xmllint = value
            case "--python": python = value
            default: throw BenchmarkError("unknown option \(argument)")
            }
        }
        guard !sizes.isEmpty else { throw BenchmarkError("--sizes needs at least one number") }
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// The issue's targets, checked at the end of the run.
enum Target {
    static let compileOverXmllint = 1.5
    static let loaderOverPlistlib = 3.0
    static let timeGrowthPerTenfold = 11.0
}

struct SizeResult {
    var entities: Int
    var megabytes: Double
    var compile: BenchmarkRunner.Measurement
    var lint: BenchmarkRunner.Measurement
    var dump: BenchmarkRunner.Measurement
    var plistlib: BenchmarkRunner.Measurement
}

func run() throws {
    let options = try Options(CommandLine.arguments)
    let manager = FileManager.default
    guard manager.isExecutableFile(atPath: options.modelc) else { throw BenchmarkError("no modelc at \(options.modelc) (run `make build`)") }
    guard manager.isExecutableFile(atPath: options.xmllint) else { throw BenchmarkError("no xmllint at \(options.xmllint) (apt-get install libxml2-utils)") }
    guard manager.isExecutableFile(atPath: options.python) else { throw BenchmarkError("no python3 at \(options.python)") }
    try? manager.removeItem(atPath: options.work)
    try manager.createDirectory(atPath: options.work, withIntermediateDirectories: true)
    let runner = BenchmarkRunner(runs: options.runs)

    print("best of \(options.runs) runs; time in s, peak resident memory in MiB")
    print("entities  XML MB │ compile  xmllint  ratio   MiB │ .mom MB  dump  plistlib speedup  MiB")
    var results: [SizeResult] = []
    for size in options.sizes {
        let modelPath = "\(options.work)/Synthetic\(size).xcdatamodel"
        let momPath = "\(options.work)/Synthetic\(size).mom"
        try manager.createDirectory(atPath: modelPath, withIntermediateDirectories: true)
        let xml = SyntheticModel.contents(entities: size)
        try xml.write(toFile: modelPath + "/contents", atomically: true, encoding: .utf8)
        let compile = try runner.measure(options.modelc, [modelPath, momPath])
        guard compile.exitStatus == 0 else { throw BenchmarkError("modelc failed (exit \(compile.exitStatus)) on \(modelPath)") }
        let lint = try runner.measure(options.xmllint, ["--noout", modelPath + "/contents"])
        let dump = try runner.measure(options.modelc, ["dump", momPath])
        guard dump.exitStatus == 0 else { throw BenchmarkError("modelc dump failed (exit \(dump.exitStatus)) on \(momPath)") }
        let plistlib = try runner.measure(options.python, ["-c", "import plistlib,sys; plistlib.load(open(sys.argv[1],'rb'))", momPath])
        guard plistlib.exitStatus == 0 else { throw BenchmarkError("python3 plistlib failed (exit \(plistlib.exitStatus)) on \(momPath)") }
        let momBytes = (try? manager.attributesOfItem(atPath: momPath)[.size] as? Int) ?? 0
        let result = SizeResult(entities: size, megabytes: Double(xml.utf8.count) / 1_048_576,
                                compile: compile, lint: lint, dump: dump, plistlib: plistlib)
        print(String(format: "%8d  %6.2f │ %7.3f  %7.3f  %5.2f× %5.1f │ %7.2f %6.3f  %6.3f  %5.2f× %5.1f",
                     size, result.megabytes, compile.seconds, lint.seconds, compile.seconds / lint.seconds, compile.peakMiB,
                     Double(momBytes) / 1_048_576, dump.seconds, plistlib.seconds, plistlib.seconds / dump.seconds, dump.peakMiB))
        results.append(result)
    }

    for (previous, current) in zip(results, results.dropFirst()) {
        let growth = Double(current.entities) / Double(previous.entities)
        print(String(format: "scaling %d → %d entities (%.0f×): compile time %.2f×, dump time %.2f×, compile memory %.2f×",
                     previous.entities, current.entities, growth, current.compile.seconds / previous.compile.seconds,
                     current.dump.seconds / previous.dump.seconds, current.compile.peakMiB / previous.compile.peakMiB))
    }

    guard let largest = results.last else { return }
    print("targets (largest size, \(largest.entities) entities):")
    func verdict(_ ok: Bool) -> String { ok ? "met" : "NOT met" }
    let compileRatio = largest.compile.seconds / largest.lint.seconds
    print(String(format: "  compile ≤ %.1f× xmllint: %.2f× — %@", Target.compileOverXmllint, compileRatio,
                 verdict(compileRatio <= Target.compileOverXmllint)))
    let loaderSpeedup = largest.plistlib.seconds / largest.dump.seconds
    print(String(format: "  dump ≥ %.1f× faster than plistlib: %.2f× — %@", Target.loaderOverPlistlib, loaderSpeedup,
                 verdict(loaderSpeedup >= Target.loaderOverPlistlib)))
    if results.count > 1, let first = results.first {
        // Normalised to a tenfold step so any pair of sizes can be compared with the target.
        let growth = Double(largest.entities) / Double(first.entities)
        let perTenfold = pow(largest.compile.seconds / first.compile.seconds, 1 / log10(growth))
        print(String(format: "  10× entities → ≤ %.0f× time: %.2f× per tenfold (%d → %d) — %@", Target.timeGrowthPerTenfold,
                     perTenfold, first.entities, largest.entities, verdict(perTenfold <= Target.timeGrowthPerTenfold)))
    }
}

do {
    try run()
} catch {
    FileHandle.standardError.write(Data("modelc-benchmark: error: \(error)\n".utf8))
    exit(1)
}
