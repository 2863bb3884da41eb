import CompiledModel
import CoreDataModel
import Foundation
import ModelCompiler
import ModelSource

/// One model version taken source → `.mom` bytes → loaded graph, next to what `modelc` compiled.
public struct RoundTrip {
    public var version: String
    public var source: ManagedObjectModel
    public var bytes: [UInt8]
    public var loaded: ManagedObjectModel
    /// The `.mom` the compile pipeline wrote for this version.
    public var compiled: [UInt8]
}

/// Round trips of whole sources (`.xcdatamodel`, or every version of an `.xcdatamodeld`), for
/// exactly the sources the compile pipeline accepts.
public enum RoundTrips {
    /// The compile pipeline refuses the source (its error diagnostics); nothing to round-trip.
    public struct Refusal: Error, CustomStringConvertible {
        public var diagnostics: [Diagnostic]
        public var description: String {
            diagnostics.filter { $0.severity == .error }.map(\.description).joined(separator: "\n")
        }
    }

    /// A source the pipeline compiled but the round trip could not take (the reader disagrees).
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Compiles the source at `path` as `modelc SOURCE DEST` does, then takes every version it
    /// compiled source → `.mom` → graph.
    /// - Throws: `Refusal` when compile refuses the source; `Failure` or a loader error otherwise.
    public static func run(_ path: String) throws -> [RoundTrip] {
        let scratch = NSTemporaryDirectory() + "modelc-roundtrip-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let compiled = ModelCompilation.compile(source: path, destination: scratch + "/", options: CompileOptions())
        guard let output = compiled.outputPath else { throw Refusal(diagnostics: compiled.diagnostics) }

        let versions: [(name: String, model: ManagedObjectModel, file: String)]
        if path.hasSuffix(".xcdatamodeld") {
            let bundle = try ModelSourceReader.readBundle(at: path)
            guard !bundle.diagnostics.hasErrors else { throw Failure(description: "compiled, but the reader reports errors: \(bundle.diagnostics)") }
            versions = bundle.versions.map { ($0.name, $0.model, output + "/" + $0.name + ".mom") }
        } else {
            let (model, diagnostics) = try ModelSourceReader.readModel(at: path)
            guard !diagnostics.hasErrors else { throw Failure(description: "compiled, but the reader reports errors: \(diagnostics)") }
            versions = [((path as NSString).lastPathComponent, model, output)]
        }
        return try versions.map { version in
            guard let written = FileManager.default.contents(atPath: version.file) else {
                throw Failure(description: "compile wrote no \(version.file)")
            }
            let bytes = try CompiledModelEncoder.encode(version.model)
            return RoundTrip(version: version.name, source: version.model, bytes: bytes,
                             loaded: try CompiledModelDecoder.decode(bytes, path: path), compiled: [UInt8](written))
        }
    }

    /// The model sources directly inside `folder` (`*.xcdatamodel`, `*.xcdatamodeld`), sorted.
    public static func sources(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            .filter { $0.hasSuffix(".xcdatamodel") || $0.hasSuffix(".xcdatamodeld") }
            .map { folder + "/" + $0 }
    }
}
