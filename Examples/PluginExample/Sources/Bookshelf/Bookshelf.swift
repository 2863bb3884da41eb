@_exported import CoreDataModel
import Foundation
import ModelCompiler

/// The models modelc's plugin compiled into this target's resource bundle.
public enum Bookshelf {
    /// `Bookshelf.momd` (two versions; `Bookshelf 2` is current) from `Bundle.module`.
    public static func model(version: String? = nil) throws -> ManagedObjectModel {
        try ManagedObjectModel.load(contentsOf: try resource("Bookshelf", "momd"), version: version)
    }

    /// `Notes.mom`, compiled from a single `.xcdatamodel`.
    public static func notes() throws -> ManagedObjectModel {
        try ManagedObjectModel.load(contentsOf: try resource("Notes", "mom"))
    }

    /// `Bookshelf1to2.cdm`, the mapping model from `Bookshelf` to `Bookshelf 2`, compiled by the plugin.
    public static func mapping() throws -> MappingModel {
        try MappingLoading.load(path: try resource("Bookshelf1to2", "cdm"))
    }

    static func resource(_ name: String, _ kind: String) throws -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: kind) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "\(name).\(kind) in \(Bundle.module.bundlePath)"])
        }
        return url.path
    }
}
