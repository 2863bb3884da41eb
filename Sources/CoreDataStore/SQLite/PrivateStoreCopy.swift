import CoreDataModel
import FoundationEssentials
import HostSystem

/// The store, its `-wal`, `-shm` and `-journal`, copied byte for byte into a fresh private folder, so that
/// SQLite (which rewrites `-shm`, and can checkpoint and delete a `-wal`, when a connection to a WAL
/// database closes) only ever sees modelc's own files. The user's files are only read; nothing is
/// created beside them. The folder is removed by `remove()`.
struct PrivateStoreCopy {
    /// The copied store inside the private folder.
    let storePath: String
    let folder: String
    /// Byte size of the user's `-wal` (nil: none).
    let walSize: Int?
    /// A rollback journal was beside the store (an interrupted transaction to roll back in the copy).
    let hasJournal: Bool

    /// - Throws: `ModelError` located at the file that cannot be read.
    init(of path: String) throws {
        var template = Array((TemporaryFolder.path + "modelc-store-XXXXXX").utf8CString)
        let created = template.withUnsafeMutableBufferPointer { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            return mkdtemp(base) != nil
        }
        guard created else { throw ModelError("cannot create a private temporary folder: \(Self.reason())", at: SourceLocation(file: path)) }
        folder = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let name = "store.sqlite"
        storePath = folder + "/" + name
        do {
            try Self.copy(path, to: storePath)
            // SQLite keeps the -wal beside the file a symbolic link points to, not beside the link;
            // realpath(3) resolves as the kernel does (a `..` after a linked folder included).
            let resolved = Self.realPath(path) ?? path
            walSize = try Self.copyIfPresent(resolved + "-wal", to: storePath + "-wal")
            // The -shm is only an index SQLite rebuilds from the -wal: one that cannot be read is left out.
            if (try? Self.copyIfPresent(resolved + "-shm", to: storePath + "-shm")) == nil {
                unlink(storePath + "-shm")
            }
            hasJournal = try Self.copyIfPresent(resolved + "-journal", to: storePath + "-journal") != nil
        } catch {
            try? FileManager.default.removeItem(atPath: folder)
            throw error
        }
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Copies with read(2)/write(2): the source is opened O_RDONLY and never locked or changed.
    @discardableResult
    private static func copy(_ source: String, to destination: String) throws -> Int {
        let input = open(source, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { throw ModelError("cannot read: \(reason())", at: SourceLocation(file: source)) }
        defer { close(input) }
        let output = open(destination, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard output >= 0 else { throw ModelError("cannot write a private copy: \(reason())", at: SourceLocation(file: source)) }
        defer { close(output) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var total = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count == 0 { break }
            guard count > 0 else { throw ModelError("cannot read: \(reason())", at: SourceLocation(file: source)) }
            var written = 0
            while written < count {
                let step = buffer.withUnsafeBytes { write(output, $0.baseAddress.map { $0 + written }, count - written) }
                guard step > 0 else { throw ModelError("cannot write a private copy: \(reason())", at: SourceLocation(file: source)) }
                written += step
            }
            total += count
        }
        return total
    }

    private static func reason() -> String { String(cString: strerror(errno)) }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func copyIfPresent(_ source: String, to destination: String) throws -> Int? {
        var info = stat()
        guard stat(source, &info) == 0 else { return nil }
        return try copy(source, to: destination)
    }
}
