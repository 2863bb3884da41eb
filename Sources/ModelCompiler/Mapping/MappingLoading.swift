import CompiledModel
import CoreDataModel
import Foundation
import ModelSource

/// Reads a mapping model from either form. A source is compiled in memory (derived, as `mapc`
/// derives it); a `.cdm` is decoded.
public enum MappingLoading {
    /// - Throws: `ModelError` with every diagnostic.
    public static func load(_ input: MappingInput, moduleName: String? = nil) throws -> (mapping: MappingModel, diagnostics: [Diagnostic]) {
        switch input {
        case .source(let path):
            let (document, readDiagnostics) = try MappingDocumentReader.read(at: path)
            do {
                let (mapping, derived) = try MappingDerivation.derive(document, moduleName: moduleName)
                return (mapping, readDiagnostics + derived)
            } catch let error as ModelError {
                throw ModelError(readDiagnostics + error.diagnostics)
            }
        case .compiled(let path):
            guard let data = FileManager.default.contents(atPath: path) else {
                throw ModelError("cannot read: \(String(cString: strerror(errno)))", at: SourceLocation(file: path), category: .mapping)
            }
            return (try MappingModelDecoder.decode([UInt8](data), path: path), [])
        }
    }

    /// Reads the mapping model at `path` (`.xcmappingmodel` or `.cdm`).
    public static func load(path: String) throws -> MappingModel {
        try load(MappingInput(path: path)).mapping
    }

    /// The `.cdm` bytes of `mapping`.
    /// - Throws: `ModelError` when an expression does not parse or a name is used twice.
    public static func cdmBytes(of mapping: MappingModel) throws -> [UInt8] {
        do {
            return try MappingModelEncoder.encode(mapping)
        } catch let error as MappingEncodingError {
            throw ModelError(error.description, category: .mapping)
        }
    }
}
