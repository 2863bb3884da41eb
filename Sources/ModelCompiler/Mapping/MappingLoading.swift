import CompiledModel
import CoreDataModel
import FoundationEssentials
import HostSystem
import ModelSource

/// Reads a mapping model from either form. A source is compiled in memory (derived, as `mapc`
/// derives it); a `.cdm` is decoded.
public enum MappingLoading {
    /// - Throws: `ModelError` with every diagnostic.
    public static func load(_ input: MappingInput, moduleName: String? = nil) throws -> (mapping: MappingModel, diagnostics: [Diagnostic]) {
        switch input {
        case .source(let path):
            return try derive(MappingDocumentReader.read(at: path), moduleName: moduleName)
        case .compiled(let path):
            guard let data = FileManager.default.contents(atPath: path) else {
                throw ModelError("cannot read: \(String(cString: strerror(errno)))", at: SourceLocation(file: path), category: .mapping)
            }
            return (try load(compiled: [UInt8](data), path: path), [])
        }
    }

    /// An `xcmapping.xml` document already in memory; `path` labels the diagnostics.
    package static func load(document bytes: [UInt8], path: String, moduleName: String? = nil) throws -> (mapping: MappingModel, diagnostics: [Diagnostic]) {
        try derive(MappingDocumentReader.read(bytes, path: path), moduleName: moduleName)
    }

    /// `.cdm` bytes already in memory; `path` labels the error.
    package static func load(compiled bytes: [UInt8], path: String) throws -> MappingModel {
        try MappingModelDecoder.decode(bytes, path: path)
    }

    private static func derive(_ read: (document: MappingDocument, diagnostics: [Diagnostic]), moduleName: String?) throws
        -> (mapping: MappingModel, diagnostics: [Diagnostic]) {
        do {
            let (mapping, derived) = try MappingDerivation.derive(read.document, moduleName: moduleName)
            return (mapping, read.diagnostics + derived)
        } catch let error as ModelError {
            throw ModelError(read.diagnostics + error.diagnostics)
        }
    }

    /// Reads the mapping model at `path` (`.xcmappingmodel` or `.cdm`).
    public static func load(path: String) throws -> MappingModel {
        try load(MappingInput(path: path)).mapping
    }

    /// The `.cdm` bytes of `mapping`.
    /// - Throws: `ModelError` when an expression does not parse or a name is used twice.
    /// `layout` chooses the Xcode whose `mapc` output is reproduced.
    package static func cdmBytes(of mapping: MappingModel, layout: ArchiveLayout = .newest) throws -> [UInt8] {
        do {
            return try MappingModelEncoder.encode(mapping, layout: layout)
        } catch let error as MappingEncodingError {
            throw ModelError(error.description, category: .mapping)
        }
    }
}
