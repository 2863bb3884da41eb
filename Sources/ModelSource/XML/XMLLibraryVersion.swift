internal import CLibXML2

/// The libxml2 modelc parses with, for `modelc --version`: a bug report needs to say which XML
/// parser read the model, and a dynamically linked binary may run against a newer libxml2 than it
/// was built with.
package enum XMLLibraryVersion {
    /// The version of the libxml2 headers this module was compiled against, e.g. `2.9.14`.
    package static let compiled: String = LIBXML_DOTTED_VERSION

    /// The version of the libxml2 loaded at run time, e.g. `2.9.14` (libxml2 reports `20914`).
    package static var running: String {
        guard let raw = modelc_xml_parser_version() else { return "unknown" }
        return dotted(String(cString: raw))
    }

    /// `20914` → `2.9.14`; `21203` → `2.12.3`; anything else is returned as it is.
    static func dotted(_ number: String) -> String {
        guard number.count >= 5, number.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(number) else { return number }
        return "\(value / 10000).\(value / 100 % 100).\(value % 100)"
    }
}
