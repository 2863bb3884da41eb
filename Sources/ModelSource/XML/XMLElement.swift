/// The start tag of an element as the streaming reader saw it: name, attributes and line.
///
/// Attributes are kept as a small array in document order: model elements carry a dozen attributes
/// at most, so a linear scan beats hashing and allocates nothing beyond the strings themselves.
struct XMLElement {
    var name: String
    var line: Int
    var attributes: [XMLAttribute]

    init(name: String, line: Int, attributes: [XMLAttribute] = []) {
        self.name = name
        self.line = line
        self.attributes = attributes
    }

    /// The value of the attribute `name`, or nil when absent (an empty value is returned as "").
    /// Model readers may only look up what `SourceVocabulary` lists for the element, so that the
    /// unknown-attribute check and the readers never disagree.
    subscript(name: String) -> String? {
        assert(SourceVocabulary.allows(name, on: self.name), "<\(self.name)> reads '\(name)', which SourceVocabulary does not list")
        return attribute(name)
    }

    /// The value of the attribute `name` in a document that is not a model source (the XML store
    /// inside a mapping model), whose vocabulary `SourceVocabulary` does not describe.
    func attribute(_ name: String) -> String? {
        // Byte counts first: cheap to read, and they rule out most names without a string compare.
        let count = name.utf8.count
        for attribute in attributes where attribute.nameCount == count && attribute.name == name {
            return attribute.value
        }
        return nil
    }

    /// The first attribute present among `names` (for elements with alternative spellings).
    func value(forAnyOf names: String...) -> String? {
        for name in names {
            if let value = self[name] { return value }
        }
        return nil
    }
}

/// One attribute of a start tag, its name's byte count kept beside it: look-ups compare counts
/// first, and a large model's readers look up a million names, most of them absent.
struct XMLAttribute {
    let name: String
    let value: String
    let nameCount: Int

    init(name: String, value: String) {
        self.name = name
        self.value = value
        nameCount = name.utf8.count
    }
}

/// One step of the streaming reader.
enum XMLEvent {
    case start(XMLElement)
    case end
    /// Character data (text or CDATA). Model files carry none; property lists do.
    case text(String)
}
