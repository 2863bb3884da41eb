import CompiledModel
import CoreDataModel

// libFuzzer target for the compiled-model loader (`make fuzz`): bytes go through the binary plist
// reader, the keyed-archive decoder and the .mom decoder; whatever decodes is archived again with
// `CompiledModelEncoder` (which may throw, never crash). The same bytes are also read as a
// `VersionInfo.plist`.

/// One fuzz iteration over `bytes` as a `.mom` and as a `VersionInfo.plist`.
func fuzzCompiledModelOne(_ bytes: [UInt8]) {
    if let model = try? CompiledModelDecoder.decode(bytes, path: "/fuzz/model.mom") {
        _ = try? CompiledModelEncoder.encode(model)
    }
    if let info = try? VersionInfo(decoding: bytes, path: "/fuzz/VersionInfo.plist") {
        _ = info.encoded()
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzCompiledModelOne(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

#if FUZZING
// SwiftPM links executables with `--defsym main=FuzzCompiledModel_main` (so that tests can link the module);
// the fuzz build has no Swift `main`, so this entry point hands control to libFuzzer's driver.
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

@_cdecl("FuzzCompiledModel_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return runFuzzerDriver(&argc, &argv) { data, size in
        var empty: UInt8 = 0
        return data.map { fuzz($0, size) } ?? fuzz(&empty, 0)
    }
}
#endif
