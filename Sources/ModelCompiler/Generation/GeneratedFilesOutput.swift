import CodeGeneration
import CoreDataModel
import FoundationEssentials
import HostSystem

/// Writes generated files into a directory so that none is half-written: every file goes to a
/// temporary sibling first; only when all are written are they renamed into place. On a failure
/// the temporaries are removed (and the directory, when this run created it) and the directory's
/// previous files are untouched. (Only a failing rename — after every file was written — could leave
/// some files new and some old.)
enum GeneratedFilesOutput {
    static func write(_ files: [GeneratedFile], into directory: String) throws {
        let manager = FileManager.default
        var isDirectory = false
        var created = false
        if manager.fileExists(atPath: directory, isDirectory: &isDirectory) {
            guard isDirectory else { throw AtomicOutput.failure(directory, "it is a file, not a directory") }
        } else {
            if let reason = AtomicOutput.createDirectories(directory) { throw AtomicOutput.failure(directory, reason) }
            created = true
        }
        var temporaries: [(temporary: String, final: String)] = []
        do {
            for file in files {
                let final = directory + "/" + file.name
                let temporary = directory + "/." + file.name + ".modelc-\(getpid())-tmp"
                try? manager.removeItem(atPath: temporary)
                temporaries.append((temporary, final))
                try AtomicOutput.write(Array(file.contents.utf8), to: temporary, naming: final)
            }
            for entry in temporaries where rename(entry.temporary, entry.final) != 0 {
                throw AtomicOutput.failure(entry.final, AtomicOutput.systemReason)
            }
        } catch {
            for entry in temporaries { try? manager.removeItem(atPath: entry.temporary) }
            if created { try? manager.removeItem(atPath: directory) }
            throw error
        }
    }
}
