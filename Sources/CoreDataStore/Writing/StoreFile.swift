import CoreDataModel
import FoundationEssentials
import HostSystem

/// Where a new store goes: built in a temporary sibling, then renamed into place. An existing file
/// is replaced only when asked, and then its `-wal`, `-shm` and `-journal` go too (SQLite would
/// otherwise apply the old store's log to the new one).
struct StoreFile {
    let path: String
    let temporary: String

    static let companions = ["-wal", "-shm", "-journal"]

    /// - Throws: `ModelError` at `path` when something is there and `replacing` is false, or it is
    ///   a directory, or its folder cannot be made.
    init(path: String, replacing: Bool) throws {
        let location = SourceLocation(file: path)
        var isDirectory = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory { throw ModelError("is a directory; the store must be a file", at: location) }
            if !replacing { throw ModelError("a file is already there; give --force to replace it", at: location) }
        } else if !replacing, let companion = Self.companions.map({ path + $0 }).first(where: FileManager.default.fileExists) {
            throw ModelError("'\(companion)' is already there (a store's log); give --force to replace it", at: location)
        }
        let parent = path.deletingLastPathComponent
        let folder = parent.isEmpty ? "." : parent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw ModelError("cannot create the folder '\(folder)'", at: location)
        }
        self.path = path
        temporary = folder + "/." + path.lastPathComponent + ".modelc-\(getpid())-tmp"
        removeTemporary()
    }

    func removeTemporary() {
        for suffix in [""] + Self.companions { unlink(temporary + suffix) }
    }

    /// Moves the finished temporary file into place.
    func commit() throws {
        for suffix in Self.companions { unlink(path + suffix) }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            removeTemporary()
            throw ModelError("cannot move the store into place: \(reason)", at: SourceLocation(file: path))
        }
        for suffix in Self.companions { unlink(temporary + suffix) }
    }
}
