import Foundation

// modelc-benchmark: the six measures of modelc's speed and size, each as a ratio to a yardstick run
// in the same call (medians of pairs run in turn), next to its goal:
//   compile of a synthetic 5,000-entity model    vs `xmllint --noout` of the same XML
//   peak memory of that compile                 vs xmllint's
//   `modelc dump` of the compiled `.mom`         vs Python's `plistlib.load`
//   `modelc --version` of the installed binary  vs a static-stdlib Swift program printing a line
//   start-up's share of a real bundle's compile
//   the release binary's size                   vs 25 MB
// plus, per model size, compile and dump against their yardsticks (how time grows with size).

/// The goals, one place.
enum Goal {
    static let compileOverXmllint = 1.5
    static let memoryOverXmllint = 1.0
    static let dumpOverPlistlib = 0.33
    static let startupOverHello = 2.0
    static let startupShareOfBundle = 0.5
    static let binaryMegabytes = 25.0
}

func run() throws {
    let options = try Options(CommandLine.arguments)
    let manager = FileManager.default
    for tool in [options.modelc, options.xmllint, options.python] where !manager.isExecutableFile(atPath: tool) {
        throw BenchmarkError("no executable at \(tool)")
    }
    try? manager.removeItem(atPath: options.work)
    try manager.createDirectory(atPath: options.work, withIntermediateDirectories: true)
    let runner = BenchmarkRunner(runs: options.runs)
    let installed = options.installed ?? options.modelc
    let releaseBinary = options.releaseBinary ?? installed

    print("medians of \(options.runs) runs, each paired with its yardstick (A B A B …); ratio = median of the pair ratios")
    print("entities  XML MB │ compile  xmllint  ratio │ .mom MB   dump  plistlib  ratio")
    var largest: (entities: Int, megabytes: Double, compile: BenchmarkRunner.Pair, dump: BenchmarkRunner.Pair, momMegabytes: Double)?
    for size in options.sizes {
        let modelPath = "\(options.work)/Synthetic\(size).xcdatamodel"
        let momPath = "\(options.work)/Synthetic\(size).mom"
        try manager.createDirectory(atPath: modelPath, withIntermediateDirectories: true)
        let xml = SyntheticModel.contents(entities: size)
        try xml.write(toFile: modelPath + "/contents", atomically: true, encoding: .utf8)
        let compile = try runner.pair(.init(options.modelc, [modelPath, momPath]),
                                      against: .init(options.xmllint, ["--noout", modelPath + "/contents"]))
        let dump = try runner.pair(.init(options.modelc, ["dump", momPath]),
                                   against: .init(options.python, ["-c", "import plistlib,sys; plistlib.load(open(sys.argv[1],'rb'))", momPath]))
        let megabytes = Double(xml.utf8.count) / 1_048_576
        let momMegabytes = Double((try? manager.attributesOfItem(atPath: momPath)[.size] as? Int) ?? 0) / 1_048_576
        print(String(format: "%8d  %6.2f │ %7.3f  %7.3f  %5.2f× │ %7.2f  %6.3f  %7.3f  %5.2f×",
                     size, megabytes, compile.command.medianSeconds, compile.yardstick.medianSeconds, compile.timeRatio,
                     momMegabytes, dump.command.medianSeconds, dump.yardstick.medianSeconds, dump.timeRatio))
        largest = (size, megabytes, compile, dump, momMegabytes)
    }
    guard let largest else { return }

    let hello = try Yardsticks.staticHello(swiftc: options.swiftc, in: options.work)
    let startup = try runner.pair(.init(installed, ["--version"]), against: .init(hello))
    let bundleOutput = options.work + "/bundle.momd"
    let bundle = try runner.pair(.init(installed, [options.bundle, bundleOutput]), against: .init(installed, ["--version"]))
    let binaryMegabytes = Double((try manager.attributesOfItem(atPath: releaseBinary)[.size] as? Int) ?? 0) / 1_000_000

    print("")
    print("measure                                        modelc     yardstick            ratio   goal     verdict")
    func row(_ name: String, _ value: String, _ yardstick: String, _ ratio: Double, _ goal: String, _ met: Bool) {
        let padded = name.padding(toLength: 46, withPad: " ", startingAt: 0)
        print("\(padded) \(value.padding(toLength: 10, withPad: " ", startingAt: 0)) "
              + "\(yardstick.padding(toLength: 20, withPad: " ", startingAt: 0)) "
              + String(format: "%6.2f", ratio) + "  \(goal.padding(toLength: 8, withPad: " ", startingAt: 0)) \(met ? "met" : "NOT met")")
    }
    let compileRatio = largest.compile.timeRatio
    row(String(format: "compile %d entities (%.1f MB XML)", largest.entities, largest.megabytes),
        String(format: "%.3f s", largest.compile.command.medianSeconds),
        String(format: "xmllint %.3f s", largest.compile.yardstick.medianSeconds),
        compileRatio, String(format: "≤ %.1f×", Goal.compileOverXmllint), compileRatio <= Goal.compileOverXmllint)
    let memoryRatio = largest.compile.memoryRatio
    row("peak memory of that compile", String(format: "%.0f MiB", largest.compile.command.medianPeakMiB),
        String(format: "xmllint %.0f MiB", largest.compile.yardstick.medianPeakMiB),
        memoryRatio, String(format: "≤ %.1f×", Goal.memoryOverXmllint), memoryRatio <= Goal.memoryOverXmllint)
    let dumpRatio = largest.dump.timeRatio
    row(String(format: "dump of its %.1f MB .mom", largest.momMegabytes), String(format: "%.3f s", largest.dump.command.medianSeconds),
        String(format: "plistlib %.3f s", largest.dump.yardstick.medianSeconds),
        dumpRatio, String(format: "≤ %.2f×", Goal.dumpOverPlistlib), dumpRatio <= Goal.dumpOverPlistlib)
    let startupRatio = startup.timeRatio
    row("--version of the installed binary", String(format: "%.1f ms", startup.command.medianSeconds * 1000),
        String(format: "hello %.1f ms", startup.yardstick.medianSeconds * 1000),
        startupRatio, String(format: "≤ %.1f×", Goal.startupOverHello), startupRatio <= Goal.startupOverHello)
    let share = 1 / bundle.timeRatio
    row("start-up's share of a real bundle's compile", String(format: "%.1f ms", bundle.command.medianSeconds * 1000),
        String(format: "--version %.1f ms", bundle.yardstick.medianSeconds * 1000),
        share, String(format: "≤ %.2f", Goal.startupShareOfBundle), share <= Goal.startupShareOfBundle)
    row("release binary size", String(format: "%.1f MB", binaryMegabytes), String(format: "goal %.0f MB", Goal.binaryMegabytes),
        binaryMegabytes / Goal.binaryMegabytes, "≤ 1.0×", binaryMegabytes <= Goal.binaryMegabytes)
    print("bundle: \(options.bundle); release binary: \(releaseBinary)")
}

do {
    try run()
} catch {
    FileHandle.standardError.write(Data("modelc-benchmark: error: \(error)\n".utf8))
    exit(1)
}
