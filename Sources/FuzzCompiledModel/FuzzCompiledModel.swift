import FuzzHarness
import CompiledModel
import CoreDataModel
import ModelSource

// libFuzzer target for the compiled-model loader (`make fuzz`): bytes go through the binary plist
// reader, the keyed-archive decoder and the .mom decoder; whatever decodes is archived again with
// `CompiledModelEncoder` (which may throw, never crash). The same bytes are also read as a
// `VersionInfo.plist`, and as an Xcode 3 `elements` archive (the same keyed-archive layers under a
// different object graph); a legacy model that reads without errors must archive or throw. A
// decoded model is also decompiled (`ModelSourceWriter`): what is written must read back with the
// decoded model's version hashes, the promise of `modelc decompile`.

/// One fuzz iteration over `bytes` as a `.mom`, as a `VersionInfo.plist` and as an `elements` archive.
func fuzzCompiledModelOne(_ bytes: [UInt8]) {
    if let model = try? CompiledModelDecoder.decode(bytes, path: "/fuzz/model.mom") {
        _ = try? CompiledModelEncoder.encode(model)
        checkDecompiles(model)
    }
    if let info = try? VersionInfo(decoding: bytes, path: "/fuzz/VersionInfo.plist") {
        _ = info.encoded()
    }
    if let legacy = try? ModelSourceReader.readLegacyModel(elements: bytes, path: "/fuzz/Model.xcdatamodel/elements") {
        _ = try? CompiledModelEncoder.encode(legacy.model)
    }
}

/// Decompiling either throws, warns of what the source cannot hold, or writes a source that reads
/// back to the same version hashes.
func checkDecompiles(_ model: ManagedObjectModel) {
    guard let written = try? ModelSourceWriter.contents(of: model, file: "/fuzz/Decompiled.xcdatamodel/contents") else { return }
    // A warning says what a source cannot hold (a read-only attribute, a reserved name, a stored
    // Undefined attribute); then the source may not read back, or hash differently.
    guard !written.diagnostics.contains(where: { $0.severity >= .warning }) else { return }
    let reread: ManagedObjectModel
    do {
        reread = try ModelSourceReader.readModel(contents: written.bytes, path: "/fuzz/Decompiled.xcdatamodel/contents").model
    } catch {
        fatalError("a decompiled model does not read: \(error)")
    }
    var hasher = VersionHasher()
    guard hasher.entityHashes(of: model) == hasher.entityHashes(of: reread) else {
        fatalError("decompiling changed a version hash")
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
