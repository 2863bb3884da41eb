import CoreDataModel
import Foundation
import ModelCompiler
@testable import ModelDiagrams
import TestLocations
import TestTools
import XCTest

/// Every real model of the shared corpus: its Mermaid diagram names every entity and every
/// relationship, and Graphviz draws its DOT graph with every entity named.
final class CorpusDiagramTests: XCTestCase {
    /// Each `model` row of MANIFEST.tsv (a `.xcdatamodel`'s contents file), loaded.
    private func corpusModels() throws -> [(path: String, model: ManagedObjectModel)] {
        let corpus = try RepositoryPaths.requireShared("corpus")
        let manifest = try String(contentsOfFile: corpus + "/MANIFEST.tsv", encoding: .utf8)
        var models: [(String, ManagedObjectModel)] = []
        for line in manifest.split(separator: "\n").dropFirst() {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count > 4, columns[4] == "model" else { continue }
            let loaded = try ModelLoading.load(try ModelInput(path: corpus + "/" + columns[0]))
            models.append((columns[0], try XCTUnwrap(loaded.currentVersion?.model, columns[0])))
        }
        XCTAssertGreaterThan(models.count, 300)
        return models
    }

    func testMermaidNamesEveryEntityAndRelationship() throws {
        for (path, model) in try corpusModels() {
            let text = MermaidWriter.render(DiagramContent(model: model, title: path))
            let ids = MermaidNames.identifiers(for: model.entities.map(\.name))
            for entity in model.entities {
                let declared = ids[entity.name] == entity.name ? "  class \(entity.name)" : "[\"\(MermaidNames.text(entity.name))\"]"
                XCTAssertTrue(text.contains(declared), "\(path): entity \(entity.name) not declared")
                for relationship in entity.properties.compactMap(\.kind.relationship) {
                    XCTAssertTrue(text.contains("\"\(MermaidNames.text(relationship.name)) "),
                                  "\(path): relationship \(entity.name).\(relationship.name) not drawn")
                }
            }
        }
    }

    /// One `dot` process draws every model's graph (`-O` writes each beside its input).
    func testGraphvizDrawsEveryModelNamingEveryEntity() throws {
        let dot = try DiagramFixtures.requireDot()
        let models = try corpusModels()
        let folder = try DiagramFixtures.temporaryDirectory(self)
        var inputs: [String] = []
        for (index, entry) in models.enumerated() {
            let file = folder + "/\(index).dot"
            try DotWriter.render(DiagramContent(model: entry.model, title: entry.path)).write(toFile: file, atomically: true, encoding: .utf8)
            inputs.append(file)
        }
        let run = try ProcessRunner.run(dot, ["-Tsvg", "-O"] + inputs)
        XCTAssertEqual(run.status, 0, run.stderr)
        for (index, entry) in models.enumerated() {
            let svg = try String(contentsOfFile: inputs[index] + ".svg", encoding: .utf8)
            for entity in entry.model.entities {
                XCTAssertTrue(svg.contains(">\(MarkupEscaping.escaped(entity.name))</text>"), "\(entry.path): \(entity.name) not drawn")
            }
        }
    }
}
