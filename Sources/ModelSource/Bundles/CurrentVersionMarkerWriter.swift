extension CurrentVersionMarker {
    /// The marker as Xcode writes it: an XML property list with Apple's DTD, `<dict>` unindented and
    /// its entries one tab in, whose one key names the current version directory (the mirror of
    /// `read(at:)`).
    static func render(naming directoryName: String) throws -> [UInt8] {
        let xml = try XMLDocumentWriter(standalone: false, indent: nil)
        xml.doctype("plist", publicID: "-//Apple//DTD PLIST 1.0//EN", systemID: "http://www.apple.com/DTDs/PropertyList-1.0.dtd")
        xml.whitespace("\n")
        xml.element("plist", [("version", "1.0")]) {
            xml.whitespace("\n")
            xml.element("dict") {
                xml.whitespace("\n\t")
                xml.textElement("key", key)
                xml.whitespace("\n\t")
                xml.textElement("string", directoryName)
                xml.whitespace("\n")
            }
            xml.whitespace("\n")
        }
        return try xml.finish()
    }
}
