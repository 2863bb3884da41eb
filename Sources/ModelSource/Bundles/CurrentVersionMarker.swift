import CoreDataModel
import FoundationEssentials
import HostSystem

/// The `.xccurrentversion` file of a `.xcdatamodeld` bundle: an XML property list whose
/// `_XCCurrentVersionName` names the current version directory (`Foo 3.xcdatamodel`).
enum CurrentVersionMarker {
    static let fileName = ".xccurrentversion"
    static let key = "_XCCurrentVersionName"

    enum Content: Equatable {
        /// No marker file.
        case absent
        /// A marker without the key (13 corpus bundles have an empty `<dict/>`), or an empty file.
        case empty
        /// The directory name as written, including `.xcdatamodel`.
        case named(String)
    }

    /// Reads the marker at `path`; problems come back as one error diagnostic.
    static func read(at path: String) -> Result<Content, ModelError> {
        guard FileManager.default.fileExists(atPath: path) else { return .success(.absent) }
        let location = SourceLocation(file: path, line: 0)
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(ModelError([SourceMessage.unreadableFile(reason: "permission denied or not a file").diagnostic(at: location)]))
        }
        if data.starts(with: Array("bplist00".utf8)) {
            return .failure(ModelError([SourceMessage.binaryCurrentVersionMarker.diagnostic(at: location)]))
        }
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) { return .success(.empty) }
        do {
            return .success(try data.withUnsafeBytes { try parse($0, path: path) })
        } catch let error as XMLParseError {
            let diagnostic = SourceMessage.malformedCurrentVersionMarker(error.message)
                .diagnostic(at: SourceLocation(file: path, line: error.line))
            return .failure(ModelError([diagnostic]))
        } catch {
            return .failure(ModelError([SourceMessage.malformedCurrentVersionMarker("\(error)").diagnostic(at: location)]))
        }
    }

    /// Finds `_XCCurrentVersionName` in `<plist><dict><key/><string/>…</dict></plist>`.
    private static func parse(_ bytes: UnsafeRawBufferPointer, path: String) throws -> Content {
        let xml = try XMLDocumentReader(bytes: bytes, url: path)
        guard let root = try xml.readRoot(), root.name == "plist" else {
            throw XMLParseError(kind: .malformed, message: "the root element is not <plist>", line: 1)
        }
        var result = Content.empty
        try xml.forEachChild { dict in
            guard dict.name == "dict" else { return }
            var lastKey: String?
            try xml.forEachChild { child in
                if child.name == "key" {
                    lastKey = try xml.readText()
                    return
                }
                if lastKey == key, child.name == "string" {
                    let value = try xml.readText()
                    result = value.isEmpty ? .empty : .named(value)
                }
                lastKey = nil
            }
        }
        try xml.finish()
        return result
    }
}
