import CoreDataModel
import FoundationEssentials
import HostSystem

/// Writes a compiled output so that a reader never sees half of it: everything goes into a
/// temporary sibling first and is renamed into place at the end. On any failure the temporary
/// is removed and the previous output is left exactly as it was.
package enum AtomicOutput {
    /// What goes into one file: bytes in memory, or a writer that hands them over in pieces (a
    /// large compiled model goes to disk without its bytes ever being in memory all at once).
    package enum Contents {
        case bytes([UInt8])
        case pieces((_ write: (UnsafeRawBufferPointer) throws -> Void) throws -> Void)

        /// All the bytes in memory, for a caller that wants them rather than a file.
        func collected() throws -> [UInt8] {
            switch self {
            case .bytes(let bytes): return bytes
            case .pieces(let produce):
                var bytes: [UInt8] = []
                try produce { bytes.append(contentsOf: $0) }
                return bytes
            }
        }
    }

    /// One file at `path`.
    package static func writeFile(_ bytes: [UInt8], to path: String) throws {
        try writeBundle([:], file: .bytes(bytes), to: path)
    }

    /// One file at `path`, written as `contents` produces it.
    package static func writeFile(_ contents: Contents, to path: String) throws {
        try writeBundle([:], file: contents, to: path)
    }

    /// A directory at `path` holding `files` (relative path → bytes; `A.xcdatamodel/contents`
    /// creates the folder). `replacingFile` lets the directory replace a file at `path` (which
    /// is otherwise refused), still atomically.
    package static func writeDirectory(_ files: [String: [UInt8]], to path: String, replacingFile: Bool = false) throws {
        try writeBundle(files.mapValues(Contents.bytes), file: nil, to: path, replacingFile: replacingFile)
    }

    /// `writeDirectory(_:to:replacingFile:)` with each file written as its `Contents` produces it.
    package static func writeDirectory(_ files: [String: Contents], to path: String) throws {
        try writeBundle(files, file: nil, to: path)
    }

    /// Every output failure in one form: the path the user named and why, in the system's words
    /// (`cannot write 'out/A.mom': Permission denied`), never a temporary's name.
    package static func failure(_ path: String, _ reason: String) -> ModelError {
        ModelError("cannot write '\(path)': \(reason)", at: SourceLocation(file: path), category: .output)
    }

    /// `strerror(errno)`: the system's reason for the call that just failed.
    package static var systemReason: String { String(cString: strerror(errno)) }

    /// Creates `directory` and its missing ancestors; nil when it exists or was created, else why not.
    package static func createDirectories(_ directory: String) -> String? {
        if fileType(directory) == .directory { return nil }
        let parent = directory.deletingLastPathComponent
        if !parent.isEmpty, parent != directory, let reason = createDirectories(parent) { return reason }
        if fileType(directory) == .other { return "'\(directory)' is a file, not a directory" }
        if mkdir(directory, 0o777) != 0, errno != EEXIST { return "cannot create '\(directory)': \(systemReason)" }
        return nil
    }

    private static func writeBundle(_ files: [String: Contents], file fileContents: Contents?, to path: String,
                                    replacingFile: Bool = false) throws {
        let manager = FileManager.default
        let parent = path.deletingLastPathComponent
        let parentPath = parent.isEmpty ? "." : parent
        if let reason = createDirectories(parentPath) { throw failure(path, reason) }
        // A bundle (.momd) must replace a directory: an existing file there is refused and left
        // alone, as a directory is when a single file is written (see `replace`).
        if fileContents == nil, !replacingFile, let existing = fileType(path), existing != .directory {
            throw failure(path, "it is a file, and the output is a directory (a .momd bundle); remove it or choose another destination")
        }
        let name = path.lastPathComponent
        let temporary = parentPath + "/." + name + ".modelc-\(getpid())-tmp"
        try? manager.removeItem(atPath: temporary)
        do {
            if let fileContents {
                try write(fileContents, to: temporary, naming: path)
            } else {
                guard mkdir(temporary, 0o777) == 0 else { throw failure(path, systemReason) }
                for fileName in files.keys.sorted() {
                    let folder = fileName.deletingLastPathComponent
                    if !folder.isEmpty, let reason = createDirectories(temporary + "/" + folder) { throw failure(path, reason) }
                    try write(files[fileName] ?? .bytes([]), to: temporary + "/" + fileName, naming: path)
                }
            }
            try replace(path, with: temporary, asideAnything: fileContents == nil && replacingFile)
        } catch {
            try? manager.removeItem(atPath: temporary)
            throw error
        }
    }

    /// Writes `bytes` to a new file straight from the array (a `.mom` can be tens of megabytes:
    /// no copy into `Data`, no second temporary file as `createFile` would make). Failures name
    /// `output`, the path the user gave.
    package static func write(_ bytes: [UInt8], to path: String, naming output: String) throws {
        try write(.bytes(bytes), to: path, naming: output)
    }

    private static func write(_ contents: Contents, to path: String, naming output: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o666)
        guard descriptor >= 0 else { throw failure(output, systemReason) }
        let writeAll = { (buffer: UnsafeRawBufferPointer) throws in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw failure(output, systemReason)
                }
                offset += written
            }
        }
        var failed: (any Error)?
        do {
            switch contents {
            case .bytes(let bytes): try bytes.withUnsafeBytes(writeAll)
            case .pieces(let produce): try produce(writeAll)
            }
        } catch {
            failed = error
        }
        if close(descriptor) != 0, failed == nil { failed = failure(output, systemReason) }
        if let failed { throw failed }
    }

    /// `rename(2)` replaces a file atomically; a directory cannot be replaced by rename when the
    /// old one is not empty, so the old directory is first moved aside and removed afterwards. An
    /// existing file is swapped with the temporary where the system can (see `FileExchange`), and
    /// its old contents removed under the temporary's name.
    private static func replace(_ path: String, with temporary: String, asideAnything: Bool = false) throws {
        let manager = FileManager.default
        var isDirectory = false
        let exists = manager.fileExists(atPath: path, isDirectory: &isDirectory)
        if exists, isDirectory || asideAnything {
            let aside = temporary + "-old"
            try? manager.removeItem(atPath: aside)
            guard rename(path, aside) == 0 else { throw failure(path, systemReason) }
            guard rename(temporary, path) == 0 else {
                let reason = systemReason
                _ = rename(aside, path)
                throw failure(path, reason)
            }
            try? manager.removeItem(atPath: aside)
        } else if exists, FileExchange.swap(temporary, path) {
            _ = unlink(temporary)
        } else {
            guard rename(temporary, path) == 0 else { throw failure(path, systemReason) }
        }
    }
}

private enum FileType { case directory, other }

/// What is at `path` without following a final symbolic link to nowhere; nil when nothing is.
private func fileType(_ path: String) -> FileType? {
    var info = stat()
    if stat(path, &info) == 0 { return (info.st_mode & S_IFMT) == S_IFDIR ? .directory : .other }
    return lstat(path, &info) == 0 ? .other : nil
}
