// Without -DFUZZING (the normal `swift build`) this target is a replay tool: it runs each file named on
// the command line through the fuzz entry point, to reproduce a finding under a debugger or in CI.
// The fuzz build (`make fuzz`: -DFUZZING -parse-as-library -sanitize=fuzzer,address) leaves this
// out and libFuzzer's driver runs instead (see FuzzHarness).
#if !FUZZING
import FuzzHarness

@main
enum Replay {
    static func main() {
        FuzzHarness.replay(CommandLine.arguments, fuzzMappingModelOne)
    }
}
#endif
