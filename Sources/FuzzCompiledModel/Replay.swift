// Without -DFUZZING (the normal `swift build`) this target is a replay tool: it runs each file named on
// the command line through the fuzz entry point, to reproduce a finding under a debugger or in CI.
// The fuzz build (`make fuzz`: -DFUZZING -parse-as-library -sanitize=fuzzer,address) leaves this
// out and libFuzzer supplies `main`.
#if !FUZZING
import Foundation

@main
enum Replay {
    static func main() {
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
                exit(2)
            }
            fuzzCompiledModelOne([UInt8](data))
            print("ok: \(path)")
        }
    }
}
#endif
