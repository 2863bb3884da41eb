import FuzzHarness
import CoreDataStore
import CoreDataModel

// libFuzzer target for the store reader (`make fuzz`): the bytes are a database image opened in
// memory by SQLite (`sqlite3_deserialize`, no file), then read as a Core Data store — metadata
// plist, entity table, feature tables, the cached model (raw DEFLATE, keyed archive, loader) —
// and re-hashed. Every failure must be a thrown error, never a crash.

/// One fuzz iteration over `bytes` as a store image.
func fuzzCoreDataStoreOne(_ bytes: [UInt8]) {
    guard let contents = try? StoreReader.read(image: bytes, path: "/fuzz/store.sqlite") else { return }
    _ = contents.recomputedChecksumKey
    _ = contents.recomputedHashesDigest
    _ = contents.cacheHashMismatches
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzCoreDataStoreOne(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

#if FUZZING
@_cdecl("FuzzCoreDataStore_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzHarness.runDriver(argc, argv, fuzz)
}
#endif
