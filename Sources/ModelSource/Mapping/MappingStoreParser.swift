import CoreDataModel

/// Parses the XML store document into its objects (no DTD is loaded: the one Xcode names exists
/// only on macOS, and the format needs none).
enum MappingStoreParser {
    static func objects(in bytes: [UInt8], path: String) throws -> [MappingStoreObject] {
        do {
            return try bytes.withUnsafeBytes { buffer in
                let reader = try XMLDocumentReader(bytes: buffer, url: path)
                guard let root = try reader.readRoot() else {
                    throw located("the document is empty", path, 0)
                }
                guard root.name == "database" else {
                    throw located("not a mapping model document: the root element is <\(root.name)>, not <database>", path, root.line)
                }
                var objects: [MappingStoreObject] = []
                try reader.forEachChild { child in
                    guard child.name == "object" else { return }
                    objects.append(try object(child, reader: reader, path: path))
                }
                try reader.finish()
                return objects
            }
        } catch let error as XMLParseError {
            throw located(error.message, path, error.line)
        }
    }

    private static func object(_ element: XMLElement, reader: XMLDocumentReader, path: String) throws -> MappingStoreObject {
        guard let type = element.attribute("type"), let id = element.attribute("id") else {
            throw located("<object> without a type or id", path, element.line)
        }
        var object = MappingStoreObject(type: type, id: id, line: element.line)
        try reader.forEachChild { child in
            guard let name = child.attribute("name") else {
                throw located("<\(child.name)> of object \(id) has no name", path, child.line)
            }
            switch child.name {
            case "attribute":
                let text = try reader.readText()
                object.attributes[name] = .init(type: child.attribute("type") ?? "string", text: text, line: child.line)
            case "relationship":
                object.relationships[name] = (child.attribute("idrefs") ?? "").split(separator: " ").map(String.init)
            default:
                return
            }
        }
        return object
    }

    static func located(_ message: String, _ path: String, _ line: Int) -> ModelError {
        ModelError(message, at: SourceLocation(file: path, line: line), category: .mapping)
    }
}
