import CoreDataModel

/// What every element writer shares while one `contents` document is written (the mirror of
/// `ReadingContext`): the XML writer, the file the diagnostics name, the composite definition
/// names, and what could not be written.
final class WritingContext {
    let xml: XMLDocumentWriter
    let file: String
    let composites: CompositeCollector
    private(set) var diagnostics: [Diagnostic] = []

    init(xml: XMLDocumentWriter, file: String, composites: CompositeCollector) {
        self.xml = xml
        self.file = file
        self.composites = composites
    }

    func report(_ message: WritingMessage) {
        diagnostics.append(message.diagnostic(at: SourceLocation(file: file, line: 0)))
    }
}
