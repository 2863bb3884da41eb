import CoreDataModel
import FoundationEssentials
import HostSystem
import ModelDiagrams

/// `modelc diagram`'s work: load, choose the version, draw.
package enum ModelDiagramming {
    /// The diagram of one version (the current one unless named) of the model at `path` (or
    /// `REV:PATH`), titled with the model's name and, for a bundle, the version's.
    package static func diagram(of path: String, version: String?, format: DiagramFormat, showsAttributes: Bool) throws
        -> (text: String, diagnostics: [Diagnostic]) {
        let reference = ModelReference(parsing: path)
        let loaded = try reference.load()
        let chosen = try loaded.version(named: version, displayName: reference.displayName)
        let title = loaded.versions.count > 1 ? "\(loaded.input.baseName) (\(chosen.name))" : loaded.input.baseName
        let content = DiagramContent(model: chosen.model, title: title, showsAttributes: showsAttributes)
        do {
            return (try format.render(content), loaded.diagnostics)
        } catch let failure as Graphviz.Failure {
            throw ModelError(failure.description, at: SourceLocation(file: path))
        }
    }

}
