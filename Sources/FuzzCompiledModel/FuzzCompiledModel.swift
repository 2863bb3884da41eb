import FuzzHarness
import CompiledModel
import CoreDataModel
import ModelSource

// libFuzzer target for the compiled-model loader (`make fuzz`): bytes go through the binary plist
// reader, the keyed-archive decoder and the .mom decoder; whatever decodes is archived again with
// `CompiledModelEncoder` (which may throw, never crash). The same bytes are also read as a
// `VersionInfo.plist`, and as an Xcode 3 `elements` archive (the same keyed-archive layers under a
// different object graph); a legacy model that reads without errors must archive or throw.

/// One fuzz iteration over `bytes` as a `.mom`, as a `VersionInfo.plist` and as an `elements` archive.
func fuzzCompiledModelOne(_ bytes: [UInt8]) {
    if let model = try? CompiledModelDecoder.decode(bytes, path: "/fuzz/model.mom") {
        _ = try? CompiledModelEncoder.encode(model)
    }
    if let info = try? VersionInfo(decoding: bytes, path: "/fuzz/VersionInfo.plist") {
        _ = info.encoded()
    }
    if let legacy = try? ModelSourceReader.readLegacyModel(elements: bytes, path: "/fuzz/Model.xcdatamodel/elements") {
        _ = try? CompiledModelEncoder.encode(legacy.model)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzCompiledModelOne(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

#if FUZZING
@_cdecl("FuzzCompiledModel_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzHarness.runDriver(argc, argv, fuzz)
}
#endif
