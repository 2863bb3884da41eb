import FuzzHarness
import CompiledModel
import CoreDataModel
import ModelSource

// libFuzzer target for the XML model reader and the compiler behind it (`make fuzz`). Any input
// must either read or throw; a model that reads without errors must archive or throw; and what
// modelc archives must load back — a .mom we write that our own loader refuses is a finding, as
// is a crash, trap, sanitizer report or hang.

/// One fuzz iteration: read `bytes` as a `contents` document, then compile and reload it.
func fuzzModelSourceOne(_ bytes: [UInt8]) {
    guard let read = try? ModelSourceReader.readModel(contents: bytes, path: "/fuzz/contents"),
          let archived = try? CompiledModelEncoder.encode(read.model) else { return }
    do {
        _ = try CompiledModelDecoder.decode(archived, path: "/fuzz/contents.mom")
    } catch {
        fatalError("modelc's own .mom does not load: \(error)")
    }
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
