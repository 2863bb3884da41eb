import CoreDataModel
import FoundationEssentials
import HostSystem

/// Reads one `contents` document into a `ManagedObjectModel`.
///
/// One streaming pass builds the graph with names; composites are expanded and `ModelResolver`
/// connects names to objects afterwards, because every reference may point forward.
enum ModelReader {
    static let modelType = "com.apple.IDECoreDataModeler.DataModel"

    /// Reads the `contents` file at `file`. Never throws for model problems: they come back as
    /// diagnostics (with `model` nil when nothing usable could be read).
    /// The file is read straight into one buffer of its size, which the system may back with large
    /// pages: reading a large model through `Data` faulted its megabytes in a page at a time, and
    /// took as long as the rest of start-up.
    static func read(contentsOf file: String) -> (model: ManagedObjectModel?, diagnostics: [Diagnostic]) {
        let fileLocation = SourceLocation(file: file, line: 0)
        let contents: [UInt8]
        switch ReadableFile.contents(of: file) {
        case .success(let bytes):
            contents = bytes
        case .failure(let error):
            return (nil, [SourceMessage.unreadableFile(reason: error.reason).diagnostic(at: fileLocation)])
        }
        return contents.withUnsafeBytes { bytes in read(bytes, file: file) }
    }

    /// A plain message for input that is not XML at all (empty, or not starting with `<`), where
    /// libxml2's own messages ("Document is empty", "Extra content at the end") mislead.
    static func notXMLReason(_ bytes: UnsafeRawBufferPointer) -> String? {
        guard let first = bytes.firstIndex(where: { !$0.isXMLSpace }) else {
            return "the file is empty"
        }
        // `<`, a byte-order mark (UTF-8 EF, UTF-16 FE/FF) or a NUL of UTF-16/32 text: libxml2 decides.
        if [UInt8(ascii: "<"), 0xEF, 0xFE, 0xFF, 0x00].contains(bytes[first]) { return nil }
        if bytes.starts(with: "bplist".utf8) { return "the file is a binary property list, not model XML" }
        return "the file is not XML (it does not start with '<')"
    }

    /// Reads a document already in memory; `file` labels the diagnostics. A large document is read
    /// in two pieces side by side (`DocumentSplit`) unless `splitting` is false, which only tests
    /// that compare the two ways set.
    static func read(_ bytes: UnsafeRawBufferPointer, file: String, splitting: Bool = true) -> (model: ManagedObjectModel?, diagnostics: [Diagnostic]) {
        if let reason = notXMLReason(bytes) {
            return (nil, [SourceMessage.malformedXML(reason).diagnostic(at: SourceLocation(file: file, line: 1))])
        }
        if splitting, let split = DocumentSplit.find(in: bytes), let read = readInTwo(bytes, at: split, file: file) { return read }
        var context: ReadingContext?
        do {
            let xml = try XMLDocumentReader(bytes: bytes, url: file)
            let reading = ReadingContext(xml: xml, file: file)
            context = reading
            let model = try readDocument(in: reading)
            return (model, reading.diagnostics)
        } catch let error as XMLParseError {
            let message: SourceMessage = error.kind == .unsafe ? .unsafeXML(error.message) : .malformedXML(error.message)
            let earlier = context?.diagnostics ?? []
            return (nil, earlier + [message.diagnostic(at: SourceLocation(file: file, line: error.line))])
        } catch {
            return (nil, [SourceMessage.malformedXML("\(error)").diagnostic(at: SourceLocation(file: file, line: 0))])
        }
    }

    private static func readDocument(in context: ReadingContext) throws -> ManagedObjectModel? {
        guard let root = try readRoot(in: context) else { return nil }
        let model = ManagedObjectModel()
        var children = ModelChildren()
        try readModel(root, into: model, children: &children, in: context)
        return finished(model, children: [children], expandingComposites: context.readCompositeAttribute, in: context)
    }

    /// Reads the attributes of `<model>` (whose start was just read) into `model`, then its children
    /// and the rest of the document.
    private static func readModel(_ root: XMLElement, into model: ManagedObjectModel, children: inout ModelChildren,
                                  in context: ReadingContext) throws {
        model.sourceLocation = context.location(root)
        readModelAttributes(root, into: model, in: context)
        try readChildren(into: &children, in: context)
    }

    /// `model` with `children` added in order and, when any was read, its composites expanded.
    private static func finished(_ model: ManagedObjectModel, children: [ModelChildren], expandingComposites: Bool,
                                 in context: ReadingContext) -> ManagedObjectModel {
        for piece in children { piece.add(to: model) }
        if expandingComposites {
            var expander = CompositeExpander(definitions: model.compositeDefinitions, context: context)
            expander.expand(model)
        }
        return model
    }

    /// The `<model>` start tag; nil (reported) when the root is another element or another type
    /// of document.
    private static func readRoot(in context: ReadingContext) throws -> XMLElement? {
        guard let root = try context.xml.readRoot() else {
            throw XMLParseError(kind: .malformed, message: "the document has no root element", line: 1)
        }
        guard root.name == SourceElement.model else {
            context.report(.wrongRoot(found: root.name), at: root)
            try context.xml.finish()
            return nil
        }
        if let type = root[SourceAttribute.type], type != modelType {
            context.report(.wrongModelType(type), at: root)
            try context.xml.finish()
            return nil
        }
        return root
    }

    /// Reads the children of `<model>` (whose start was just read) and the rest of the document.
    private static func readChildren(into children: inout ModelChildren, in context: ReadingContext) throws {
        try context.xml.forEachChild { child in
            switch child.name {
            case SourceElement.entity:
                if let entity = try EntityReader.read(child, in: context) { children.entities.append(entity) }
            case SourceElement.composite:
                if let definition = try readComposite(child, in: context) { children.compositeDefinitions.append(definition) }
            case SourceElement.fetchRequest:
                if let request = FetchRequestReader.readRequest(child, defaultName: nil, owner: "", in: context) {
                    children.fetchRequestTemplates.append(request)
                }
            case SourceElement.configuration:
                if let configuration = try readConfiguration(child, in: context) { children.configurations.append(configuration) }
            case SourceElement.elements:
                break   // diagram layout: not part of the model
            default:
                context.report(.unknownElement(name: child.name, parent: SourceElement.model), at: child)
            }
        }
        try context.xml.finish()
    }

    /// Reads the two pieces of a document cut by `split` side by side and joins them: the same model
    /// and diagnostics as reading it whole. Nil when either piece is not a readable model; the
    /// caller then reads the whole document, which reports the problem as it always has.
    static func readInTwo(_ bytes: UnsafeRawBufferPointer, at split: DocumentSplit, file: String) -> (model: ManagedObjectModel?, diagnostics: [Diagnostic])? {
        let model = ManagedObjectModel()
        let (first, second) = SideBySide.both(concurrently: true, {
            readPiece([UnsafeRawBufferPointer(rebasing: bytes[..<split.offset]), DocumentSplit.closingRoot],
                      file: file, lineOffset: 0) { root, children, context in
                try readModel(root, into: model, children: &children, in: context)
            }
        }, {
            // Reading a piece grew its thread's heap by about three times its text (the 5,000-entity model).
            AllocatorPolicy.growThreadHeap(by: 3 * (bytes.count - split.offset))
            return readPiece([DocumentSplit.openingRoot, UnsafeRawBufferPointer(rebasing: bytes[split.offset...])],
                             file: file, lineOffset: split.linesBefore) { _, children, context in
                try readChildren(into: &children, in: context)
            }
        })
        guard let first, let second else { return nil }
        first.context.append(second.context.diagnostics)
        let composites = first.context.readCompositeAttribute || second.context.readCompositeAttribute
        return (finished(model, children: [first.children, second.children], expandingComposites: composites, in: first.context),
                first.context.diagnostics)
    }

    /// What one piece read: the children of `<model>` in it, and its context with its diagnostics
    /// in document order.
    private struct Piece {
        let children: ModelChildren
        let context: ReadingContext
    }

    /// Reads the document made of `pieces` with `body` after its `<model>` start tag; nil when it is
    /// not well-formed XML or not a model.
    private static func readPiece(_ pieces: [UnsafeRawBufferPointer], file: String, lineOffset: Int,
                                  _ body: (XMLElement, inout ModelChildren, ReadingContext) throws -> Void) -> Piece? {
        do {
            let context = ReadingContext(xml: try XMLDocumentReader(pieces: pieces, url: file, lineOffset: lineOffset), file: file)
            guard let root = try readRoot(in: context) else { return nil }
            var children = ModelChildren()
            try body(root, &children, context)
            return Piece(children: children, context: context)
        } catch {
            return nil
        }
    }

    /// `<model>` attributes: version identifier (kept even when "", as momc does) and source facts.
    private static func readModelAttributes(_ root: XMLElement, into model: ManagedObjectModel, in context: ReadingContext) {
        if let identifier = root[SourceAttribute.userDefinedModelVersionIdentifier] { model.versionIdentifiers = [identifier] }
        model.sourceInfo.lastSavedToolsVersion = root[SourceAttribute.lastSavedToolsVersion]
        model.sourceInfo.systemVersion = root[SourceAttribute.systemVersion]
        model.sourceInfo.minimumToolsVersion = root[SourceAttribute.minimumToolsVersion]
        if let language = root[SourceAttribute.sourceLanguage], !language.isEmpty {
            model.sourceInfo.sourceLanguage = SourceLanguage(sourceName: language)
            if model.sourceInfo.sourceLanguage == nil { context.report(.unknownSourceLanguage(value: language), at: root) }
        }
        model.sourceInfo.usedWithCloudKit = root.flag(SourceAttribute.usedWithCloudKit)
        model.sourceInfo.usedWithSwiftData = root.flag(SourceAttribute.usedWithSwiftData)
    }

    private static func readComposite(_ element: XMLElement, in context: ReadingContext) throws -> CompositeDefinition? {
        let name = context.name(of: element)
        if name == nil { context.report(.compositeWithoutName, at: element) }
        var attributes: [AttributeDescription] = []
        try context.xml.forEachChild { child in
            guard child.name == SourceElement.attribute else {
                context.report(.unknownElement(name: child.name, parent: SourceElement.composite), at: child)
                return
            }
            if let attribute = try AttributeReader.read(child, owner: name ?? "", in: context) { attributes.append(attribute) }
        }
        guard let name else { return nil }
        var definition = CompositeDefinition(name: name, attributes: attributes)
        definition.sourceLocation = context.location(element)
        return definition
    }

    private static func readConfiguration(_ element: XMLElement, in context: ReadingContext) throws -> Configuration? {
        let name = context.name(of: element)
        if name == nil { context.report(.configurationWithoutName, at: element) }
        var members: [String] = []
        try context.xml.forEachChild { child in
            guard child.name == SourceElement.memberEntity else { return }
            if let member = child[SourceAttribute.name], !member.isEmpty {
                members.append(member)
            } else {
                context.report(.memberEntityWithoutName(configuration: name ?? ""), at: child)
            }
        }
        guard let name else { return nil }
        var configuration = Configuration(name: name, entityNames: members, usedWithCloudKit: element.flag(SourceAttribute.usedWithCloudKit))
        configuration.sourceLocation = context.location(element)
        return configuration
    }
}
