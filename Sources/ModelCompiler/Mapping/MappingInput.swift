import CompiledModel
import CoreDataModel
import FoundationEssentials
import HostSystem
import ModelSource

/// A mapping model on the command line: an `.xcmappingmodel` source (or its `xcmapping.xml`), or
/// a compiled `.cdm`. Reading either yields the same `MappingModel`.
public enum MappingInput: Equatable {
    case source(String)
    case compiled(String)

    /// Whether `path` names a mapping model by its name (commands that take models too use this).
    public static func isMapping(_ path: String) -> Bool {
        let trimmed = trimmed(path)
        let ext = trimmed.pathExtension.lowercased()
        return ext == "xcmappingmodel" || ext == "cdm" || trimmed.lastPathComponent == MappingDocumentReader.documentName
    }

    public init(path: String) throws {
        let trimmed = Self.trimmed(path)
        guard FileManager.default.fileExists(atPath: trimmed) else {
            throw ModelError("no such file or directory", at: SourceLocation(file: path), category: .mapping)
        }
        let ext = trimmed.pathExtension.lowercased()
        switch ext {
        case "xcmappingmodel": self = .source(trimmed)
        case "cdm": self = .compiled(trimmed)
        default:
            if trimmed.lastPathComponent == MappingDocumentReader.documentName {
                self = .source(trimmed)
            } else {
                throw ModelError("not a mapping model (expected .xcmappingmodel or .cdm)", at: SourceLocation(file: path), category: .mapping)
            }
        }
    }

    public var path: String {
        switch self {
        case .source(let path), .compiled(let path): return path
        }
    }

    /// `Name` for `Name.xcmappingmodel` (also when its `xcmapping.xml` is given) or `Name.cdm`.
    public var baseName: String {
        var path = self.path
        if path.lastPathComponent == MappingDocumentReader.documentName {
            path = path.deletingLastPathComponent
        }
        return path.lastPathComponent.deletingPathExtension
    }

    private static func trimmed(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }
}
