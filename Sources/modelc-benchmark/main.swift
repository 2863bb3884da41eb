import Foundation

// modelc-benchmark: generates synthetic models of several sizes and reports, in one run, modelc's
// compile time next to `xmllint --noout` on the same XML (the floor set by libxml2 itself), and
// the scaling factor between sizes.
//
//   modelc-benchmark --modelc .build/release/modelc [--sizes 100,1000,5000] [--runs 3] [--work DIR]

struct Options {
    var modelc = ".build/release/modelc"
    var sizes = [100, 1_000, 5_000]
    var runs = 3
    var work = NSTemporaryDirectory() + "modelc-benchmark"
    var xmllint = "/usr/bin/xmllint"

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

func run() throws {
    let options = try Options(CommandLine.arguments)
    let manager = FileManager.default
    guard manager.isExecutableFile(atPath: options.modelc) else { throw BenchmarkError("no modelc at \(options.modelc) (run `make build`)") }
    guard manager.isExecutableFile(atPath: options.xmllint) else { throw BenchmarkError("no xmllint at \(options.xmllint) (apt-get install libxml2-utils)") }
    try? manager.removeItem(atPath: options.work)
    try manager.createDirectory(atPath: options.work, withIntermediateDirectories: true)
    let runner = BenchmarkRunner(runs: options.runs)

    print("entities  XML MB   modelc s  xmllint s  ratio")
    var previous: (entities: Int, seconds: Double)?
    for size in options.sizes {
        let modelPath = "\(options.work)/Synthetic\(size).xcdatamodel"
        try manager.createDirectory(atPath: modelPath, withIntermediateDirectories: true)
        let xml = SyntheticModel.contents(entities: size)
        try xml.write(toFile: modelPath + "/contents", atomically: true, encoding: .utf8)
        let compile = try runner.measure(options.modelc, [modelPath, "\(options.work)/Synthetic\(size).mom"])
        guard compile.exitStatus == 0 else { throw BenchmarkError("modelc failed (exit \(compile.exitStatus)) on \(modelPath)") }
        let lint = try runner.measure(options.xmllint, ["--noout", modelPath + "/contents"])
        let megabytes = Double(xml.utf8.count) / 1_048_576
        print(String(format: "%8d  %6.2f  %9.3f  %9.3f  %5.2f×", size, megabytes, compile.seconds, lint.seconds, compile.seconds / lint.seconds))
        if let previous {
            let growth = Double(size) / Double(previous.entities)
            print(String(format: "          scaling %d → %d entities (%.0f×): time %.2f×", previous.entities, size, growth, compile.seconds / previous.seconds))
        }
        previous = (size, compile.seconds)
    }
    print(String(format: "peak memory of any child: %.1f MiB", BenchmarkRunner.peakChildMemoryMiB()))
}

do {
    try run()
} catch {
    FileHandle.standardError.write(Data("modelc-benchmark: error: \(error)\n".utf8))
    exit(1)
}
