import CoreDataModel
import FoundationEssentials
import HostSystem

/// Reads an `.xcmappingmodel` (its `xcmapping.xml`) into a `MappingDocument`. Every problem is an
/// error at the file and line of the object or value it concerns; nothing is guessed.
package enum MappingDocumentReader {
    package static let documentName = "xcmapping.xml"

    /// `path` is the `.xcmappingmodel` folder or its `xcmapping.xml`.
    /// - Throws: `ModelError` with every diagnostic (warnings from the snapshots included).
    package static func read(at path: String) throws -> (document: MappingDocument, diagnostics: [Diagnostic]) {
        let trimmed = PathText.trimmingTrailingSlashes(path)
        let file = PathText.isDirectory(trimmed) ? trimmed + "/" + documentName : trimmed
        guard let data = FileManager.default.contents(atPath: file) else {
            let reason = PathText.isDirectory(trimmed) || FileManager.default.fileExists(atPath: file)
                ? String(cString: strerror(errno)) : "no such file or directory"
            throw ModelError("cannot read the mapping model: \(reason)", at: SourceLocation(file: file), category: .mapping)
        }
        return try read([UInt8](data), path: file)
    }

    /// Reads document bytes already in memory; `path` labels the diagnostics.
    package static func read(_ bytes: [UInt8], path: String) throws -> (document: MappingDocument, diagnostics: [Diagnostic]) {
        let objects = try MappingStoreParser.objects(in: bytes, path: path)
        return try MappingDocumentBuilder(path: path, objects: objects).build()
    }
}

extension DiagnosticCategory {
    /// Problems of a mapping model: its document, its snapshots, what it names.
    package static let mapping = DiagnosticCategory(
        id: "mapping", title: "Mapping model (.xcmappingmodel, .cdm) and the models it connects", group: nil,
        severity: .error, provenance: .ours)
}
