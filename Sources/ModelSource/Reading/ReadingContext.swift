import CoreDataModel
import HostSystem

/// What every element reader shares while one `contents` file is read: the streaming XML reader,
/// the file path for locations, and the diagnostics gathered so far (in document order).
final class ReadingContext {
    let xml: XMLDocumentReader
    let file: String
    private(set) var diagnostics: [Diagnostic] = []
    /// Whether a composite attribute was read: only then is there anything to expand (a large
    /// model without any would otherwise be walked once more, property by property).
    var readCompositeAttribute = false
    /// Checked for every start tag, never re-entrantly: no dynamic exclusivity checks.
    @exclusivity(unchecked) private var knownAttributes = KnownAttributes()

    init(xml: XMLDocumentReader, file: String) {
        self.xml = xml
        self.file = file
        xml.startObserver = { [unowned self] element in checkAttributes(of: element) }
    }

    /// Warns about each XML attribute the element may not carry, naming the nearest known one.
    private func checkAttributes(of element: XMLElement) {
        knownAttributes.forEachUnknown(of: element) { name, known in
            let label = known.contains(.name) ? element[.name] : nil
            report(.unknownAttribute(name: name, element: element.name, elementName: label,
                                     suggestion: NameSuggestion.nearest(to: name, among: known.map(\.rawValue).sorted())), at: element)
        }
    }

    func location(_ element: XMLElement) -> SourceLocation {
        SourceLocation(file: file, line: element.line)
    }

    func report(_ message: SourceMessage, at element: XMLElement) {
        diagnostics.append(message.diagnostic(at: location(element)))
    }

    func report(_ message: SourceMessage, line: Int) {
        diagnostics.append(message.diagnostic(at: SourceLocation(file: file, line: line)))
    }

    func append(_ more: [Diagnostic]) {
        diagnostics.append(contentsOf: more)
    }

    /// The non-empty `name` attribute, or nil (callers report the missing name in their own words).
    func name(of element: XMLElement) -> String? {
        guard let name = element[.name], !name.isEmpty else { return nil }
        return name
    }

    /// Reads an integer attribute, warning about (and ignoring) one that is not an integer.
    func integer(_ attribute: SourceAttribute, of element: XMLElement, owner: @autoclosure () -> String) -> Int? {
        guard let text = element[attribute] else { return nil }
        if let value = Int(text.trimmingSpaces()) { return value }
        report(.invalidNumber(owner: owner(), attribute: attribute.rawValue, value: text), at: element)
        return nil
    }
}
