import CoreDataModel
import Foundation

/// Writes a compiled output so that a reader never sees half of it: everything goes into a
/// temporary sibling first and is renamed into place at the end. On any failure the temporary
/// is removed and the previous output is left exactly as it was.
public enum AtomicOutput {
    /// One file at `path`.
    public static func writeFile(_ bytes: [UInt8], to path: String) throws {
        try writeBundle([:], fileBytes: bytes, to: path)
    }

    /// A directory at `path` holding `files` (name → bytes).
    public static func writeDirectory(_ files: [String: [UInt8]], to path: String) throws {
        try writeBundle(files, fileBytes: nil, to: path)
    }

    private static func writeBundle(_ files: [String: [UInt8]], fileBytes: [UInt8]?, to path: String) throws {
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
                throw outputError(path, "cannot create directory '\(parentPath)'")
            }
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
                    try write(files[fileName] ?? [], to: temporary + "/" + fileName)
                }
            }
            try replace(path, with: temporary)
        } catch {
            try? manager.removeItem(atPath: temporary)
            if let modelError = error as? ModelError { throw modelError }
            throw outputError(path, "cannot write output: \(error.localizedDescription)")
        }
    }

    private static func write(_ bytes: [UInt8], to path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
            throw outputError(path, "cannot write '\(path)'")
        }
    }

    /// `rename(2)` replaces a file atomically; a directory cannot be replaced by rename when the
    /// old one is not empty, so the old directory is first moved aside and removed afterwards.
    private static func replace(_ path: String, with temporary: String) throws {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
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

private func outputError(_ path: String, _ reason: String) -> ModelError {
    ModelError(reason, at: SourceLocation(file: path))
}
