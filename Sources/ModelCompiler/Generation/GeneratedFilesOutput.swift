import CodeGeneration
import CoreDataModel
import Foundation

/// Writes generated files into a directory so that none is half-written: every file goes to a
/// temporary sibling first; only when all are written are they renamed into place. On a failure
/// the temporaries are removed (and the directory, when this run created it) and the directory's
/// previous files are untouched. (Only a failing rename — after every file was written — could leave
/// some files new and some old.)
enum GeneratedFilesOutput {
    static func write(_ files: [GeneratedFile], into directory: String) throws {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        var created = false
        if manager.fileExists(atPath: directory, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw ModelError("cannot write generated files: '\(directory)' is a file, not a directory", at: SourceLocation(file: directory))
            }
        } else {
            do {
                try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
                created = true
            } catch {
                throw ModelError("cannot create output directory '\(directory)'", at: SourceLocation(file: directory))
            }
        }
        var temporaries: [(temporary: String, final: String)] = []
        do {
            for file in files {
                let final = directory + "/" + file.name
                let temporary = directory + "/." + file.name + ".modelc-\(getpid())-tmp"
                try? manager.removeItem(atPath: temporary)
                guard manager.createFile(atPath: temporary, contents: Data(file.contents.utf8)) else {
                    throw ModelError("cannot write '\(final)': \(String(cString: strerror(errno)))", at: SourceLocation(file: final))
                }
                temporaries.append((temporary, final))
            }
            for entry in temporaries where rename(entry.temporary, entry.final) != 0 {
                throw ModelError("cannot move '\(entry.final)' into place: \(String(cString: strerror(errno)))", at: SourceLocation(file: entry.final))
            }
        } catch {
            for entry in temporaries { try? manager.removeItem(atPath: entry.temporary) }
            if created { try? manager.removeItem(atPath: directory) }
            throw error
        }
    }
}
