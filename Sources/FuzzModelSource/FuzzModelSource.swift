import CoreDataModel
import ModelSource

// libFuzzer target for the XML model reader (`make fuzz`). Any input must either read or throw;
// a crash, trap, sanitizer report or hang is a finding.

/// One fuzz iteration: read `bytes` as a `contents` document.
func fuzzModelSourceOne(_ bytes: [UInt8]) {
    _ = try? ModelSourceReader.readModel(contents: bytes, path: "/fuzz/contents")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzModelSourceOne(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

#if FUZZING
// SwiftPM links executables with `--defsym main=FuzzModelSource_main` (so that tests can link the module);
// the fuzz build has no Swift `main`, so this entry point hands control to libFuzzer's driver.
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

@_cdecl("FuzzModelSource_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return runFuzzerDriver(&argc, &argv) { data, size in
        var empty: UInt8 = 0
        return data.map { fuzz($0, size) } ?? fuzz(&empty, 0)
    }
}
#endif
