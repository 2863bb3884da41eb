import FuzzHarness
import CompiledModel
import CoreDataModel
import ModelSource

// libFuzzer target for the XML model reader, the compiler behind it and the XML writer that
// `decompile` uses (`make fuzz`). Any input must either read or throw; a model that reads without
// errors must archive or throw; what modelc archives must load back; and what the writer writes
// must read back with the same version hashes — a .mom or a `contents` of ours that our own reader
// refuses or changes is a finding, as is a crash, trap, sanitizer report or hang.

/// One fuzz iteration: read `bytes` as a `contents` document, then compile and reload it, and
/// write it as source and read that again.
func fuzzModelSourceOne(_ bytes: [UInt8]) {
    guard let read = try? ModelSourceReader.readModel(contents: bytes, path: "/fuzz/contents"),
          let archived = try? CompiledModelEncoder.encode(read.model) else { return }
    do {
        _ = try CompiledModelDecoder.decode(archived, path: "/fuzz/contents.mom")
    } catch {
        fatalError("modelc's own .mom does not load: \(error)")
    }
    guard !read.diagnostics.hasErrors,
          let written = try? ModelSourceWriter.contents(of: read.model, file: "/fuzz/written/contents") else { return }
    let reread: ManagedObjectModel
    do {
        reread = try ModelSourceReader.readModel(contents: written.bytes, path: "/fuzz/written/contents").model
    } catch {
        fatalError("modelc's own contents does not read: \(error)")
    }
    // A warning says what a source cannot hold (a read-only attribute, say); then hashes may differ.
    guard !written.diagnostics.contains(where: { $0.severity >= .warning }) else { return }
    var hasher = VersionHasher()
    guard hasher.entityHashes(of: read.model) == hasher.entityHashes(of: reread) else {
        fatalError("writing and reading the source changed a version hash")
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
