import FoundationEssentials
import HostSystem

/// What every fuzz target shares: replaying files in the normal build, and handing control to
/// libFuzzer's driver in the fuzz build. Each target keeps only its own C entry points
/// (`LLVMFuzzerTestOneInput`, `<Target>_main`), whose names must differ per executable.
public enum FuzzHarness {
    /// Runs each file named on the command line through `body` (the normal `swift build`, where the
    /// targets are replay tools for reproducing a finding). Exits 2 when a file cannot be read.
    public static func replay(_ arguments: [String], _ body: ([UInt8]) -> Void) {
        for path in arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                StandardStream.error.write("cannot read \(path)\n")
                exit(2)
            }
            body([UInt8](data))
            print("ok: \(path)")
        }
    }

    #if FUZZING
    /// SwiftPM links executables with `--defsym main=<Target>_main` (so that tests can link the
    /// module); the fuzz build has no Swift `main`, so the target's `<Target>_main` calls this to
    /// start libFuzzer's driver on `testOneInput`.
    public static func runDriver(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                                 _ testOneInput: @escaping @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt {
        fuzzTarget = testOneInput
        var argc = argc
        var argv = argv
        return runFuzzerDriver(&argc, &argv) { data, size in
            var empty: UInt8 = 0
            guard let target = fuzzTarget else { return 0 }
            return data.map { target($0, size) } ?? target(&empty, 0)
        }
    }
    #endif
}

#if FUZZING
/// The C callback cannot capture anything, so the target's entry point is kept here for the process.
/// Written once, before libFuzzer's driver starts calling `testOneInput` on its one thread.
nonisolated(unsafe) private var fuzzTarget: (@convention(c) (UnsafePointer<UInt8>, Int) -> CInt)?

@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt
#endif
