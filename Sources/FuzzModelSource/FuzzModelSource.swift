import FuzzHarness
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
@_cdecl("FuzzModelSource_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzHarness.runDriver(argc, argv, fuzz)
}
#endif
