import CoreDataModel
import Foundation

/// Writes a compiled output so that a reader never sees half of it: everything goes into a
/// temporary sibling first and is renamed into place at the end. On any failure the temporary
/// is removed and the previous output is left exactly as it was.
package enum AtomicOutput {
    /// One file at `path`.
    package static func writeFile(_ bytes: [UInt8], to path: String) throws {
        try writeBundle([:], fileBytes: bytes, to: path)
    }

    /// A directory at `path` holding `files` (relative path → bytes; `A.xcdatamodel/contents`
    /// creates the folder). `replacingFile` lets the directory replace a file at `path` (which
    /// is otherwise refused), still atomically.
    package static func writeDirectory(_ files: [String: [UInt8]], to path: String, replacingFile: Bool = false) throws {
        try writeBundle(files, fileBytes: nil, to: path, replacingFile: replacingFile)
    }

    private static func writeBundle(_ files: [String: [UInt8]], fileBytes: [UInt8]?, to path: String,
                                    replacingFile: Bool = false) throws {
        let manager = FileManager.default
        let parent = (path as NSString).deletingLastPathComponent
        let parentPath = parent.isEmpty ? "." : parent
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: parentPath, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw outputError(path, "cannot write output: '\(parentPath)' is a file, not a directory")
            }
        } else {
            do {
                try manager.createDirectory(atPath: parentPath, withIntermediateDirectories: true)
            } catch {
                throw outputError(path, "cannot create directory '\(parentPath)'\(blockingFileReason(parentPath))")
            }
        }
        // A bundle (.momd) must replace a directory: an existing file there is refused and left
        // alone, as a directory is when a single file is written (see `replace`).
        if fileBytes == nil, !replacingFile, let existing = fileType(path), existing != .directory {
            throw outputError(path, "cannot write output: '\(path)' is a file, and the output is a directory (a .momd bundle); remove it or choose another destination")
        }
        let name = (path as NSString).lastPathComponent
        let temporary = parentPath + "/." + name + ".modelc-\(getpid())-tmp"
        try? manager.removeItem(atPath: temporary)
        do {
            if let fileBytes {
                try write(fileBytes, to: temporary)
            } else {
                try manager.createDirectory(atPath: temporary, withIntermediateDirectories: false)
                for fileName in files.keys.sorted() {
                    let folder = (fileName as NSString).deletingLastPathComponent
                    if !folder.isEmpty {
                        try manager.createDirectory(atPath: temporary + "/" + folder, withIntermediateDirectories: true)
                    }
                    try write(files[fileName] ?? [], to: temporary + "/" + fileName)
                }
            }
            try replace(path, with: temporary, asideAnything: fileBytes == nil && replacingFile)
        } catch {
            try? manager.removeItem(atPath: temporary)
            if let modelError = error as? ModelError { throw modelError }
            throw outputError(path, "cannot write output: \(error.localizedDescription)")
        }
    }

    /// Writes `bytes` to a new file straight from the array (a `.mom` can be tens of megabytes:
    /// no copy into `Data`, no second temporary file as `createFile` would make).
    private static func write(_ bytes: [UInt8], to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o666)
        guard descriptor >= 0 else { throw writeError(path) }
        var failure: ModelError?
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = Foundation.write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = writeError(path)
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0, failure == nil { failure = writeError(path) }
        if let failure { throw failure }
    }

    private static func writeError(_ path: String) -> ModelError {
        outputError(path, "cannot write '\(path)': \(String(cString: strerror(errno)))")
    }

    /// `rename(2)` replaces a file atomically; a directory cannot be replaced by rename when the
    /// old one is not empty, so the old directory is first moved aside and removed afterwards.
    private static func replace(_ path: String, with temporary: String, asideAnything: Bool = false) throws {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue || asideAnything {
            let aside = temporary + "-old"
            try? manager.removeItem(atPath: aside)
            guard rename(path, aside) == 0 else {
                throw outputError(path, "cannot replace existing '\(path)': \(String(cString: strerror(errno)))")
            }
            guard rename(temporary, path) == 0 else {
                _ = rename(aside, path)
                throw outputError(path, "cannot move output into place: \(String(cString: strerror(errno)))")
            }
            try? manager.removeItem(atPath: aside)
        } else {
            guard rename(temporary, path) == 0 else {
                throw outputError(path, "cannot move output into place: \(String(cString: strerror(errno)))")
            }
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

/// ": 'a/b' is a file, not a directory" for the first existing ancestor of `directory` that is not
/// a directory (why it cannot be created), else the system's reason.
private func blockingFileReason(_ directory: String) -> String {
    var ancestor = directory
    while !ancestor.isEmpty, ancestor != "/", ancestor != "." {
        if let type = fileType(ancestor) {
            return type == .directory ? "" : ": '\(ancestor)' is a file, not a directory"
        }
        ancestor = (ancestor as NSString).deletingLastPathComponent
    }
    return ""
}

private func outputError(_ path: String, _ reason: String) -> ModelError {
    ModelError(reason, at: SourceLocation(file: path))
}
