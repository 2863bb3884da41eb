import CoreDataModel
import FuzzHarness
import ModelCompiler

// libFuzzer target for mapping models (`make fuzz`): an `xcmapping.xml` document (or, when the
// input is a binary plist, a `.cdm`). Any input must either read or throw; a mapping that reads
// must archive, and what modelc archives must load back as the same mapping — a `.cdm` of ours
// that our own decoder refuses or changes is a finding, as is a crash, trap, sanitizer report or hang.

/// One fuzz iteration.
func fuzzMappingModelOne(_ bytes: [UInt8]) {
    let mapping: MappingModel
    if bytes.starts(with: Array("bplist00".utf8)) {
        guard let decoded = try? MappingLoading.load(compiled: bytes, path: "/fuzz/mapping.cdm") else { return }
        mapping = decoded
    } else {
        guard let read = try? MappingLoading.load(document: bytes, path: "/fuzz/xcmapping.xml") else { return }
        mapping = read.mapping
    }
    let archived: [UInt8]
    do {
        archived = try MappingLoading.cdmBytes(of: mapping)
    } catch {
        // A decoded .cdm may hold what no format text expresses; a derived mapping never may.
        if bytes.starts(with: Array("bplist00".utf8)) { return }
        fatalError("a mapping modelc derived does not archive: \(error)")
    }
    let reloaded: MappingModel
    do {
        reloaded = try MappingLoading.load(compiled: archived, path: "/fuzz/ours.cdm")
    } catch {
        fatalError("modelc's own .cdm does not load: \(error)")
    }
    guard reloaded == mapping else { fatalError("archiving and loading the .cdm changed the mapping") }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzMappingModelOne(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

#if FUZZING
@_cdecl("FuzzMappingModel_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzHarness.runDriver(argc, argv, fuzz)
}
#endif
