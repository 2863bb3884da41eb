/// The start tag of an element as the streaming reader saw it: name, attributes and line.
///
/// Attributes are kept as a small array in document order: model elements carry a dozen attributes
/// at most, so a linear scan beats hashing and allocates nothing beyond the strings themselves.
struct XMLElement {
    var name: String
    var line: Int
    let attributes: [XMLAttribute]
    /// The `SourceAttribute` keys among `attributes`: readers ask for about 25 names per
    /// `<attribute>`, most of them absent, and an absent one is answered here without a scan.
    let keys: SourceAttributeMask

    init(name: String, line: Int, attributes: [XMLAttribute] = []) {
        var keys = SourceAttributeMask()
        for index in attributes.indices {
            if let key = attributes[index].key { keys.insert(key) }
        }
        self.init(name: name, line: line, attributes: attributes, keys: keys)
    }

    /// A start tag whose reader gathered the keys' mask while it made the attributes.
    init(name: String, line: Int, attributes: [XMLAttribute], keys: SourceAttributeMask) {
        self.name = name
        self.line = line
        self.attributes = attributes
        self.keys = keys
    }

    /// The value of the attribute `key`, or nil when absent (an empty value is returned as "").
    /// Model readers may only look up what `SourceVocabulary` lists for the element, so that the
    /// unknown-attribute check and the readers never disagree.
    subscript(key: SourceAttribute) -> String? {
        assert(SourceVocabulary.allows(key, on: name), "<\(name)> reads '\(key.rawValue)', which SourceVocabulary does not list")
        guard keys.contains(key) else { return nil }
        // By index, reading only each key: iterating the elements would copy (retain) both strings
        // of every attribute passed over.
        for index in attributes.indices where attributes[index].key == key {
            return attributes[index].value
        }
        return nil
    }

    /// The value of the attribute `name` in a document that is not a model source (the XML store
    /// inside a mapping model), whose vocabulary `SourceVocabulary` does not describe.
    func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }
}

/// One attribute of a start tag, with the `SourceAttribute` its name spells (nil for a name no model
/// element carries, such as a typo or a mapping store's attribute).
struct XMLAttribute {
    let value: String
    let key: SourceAttribute?
    /// The name as written, kept only where `key` does not spell it (empty otherwise): a model's
    /// attributes are nearly all known, and their names then cost no string of their own to copy
    /// and free.
    private let unknownName: String

    var name: String { key?.rawValue ?? unknownName }

    init(name: String, value: String, key: SourceAttribute?) {
        self.value = value
        self.key = key
        unknownName = key == nil ? name : ""
    }

    /// An attribute whose name `key` spells.
    init(key: SourceAttribute, value: String) {
        self.value = value
        self.key = key
        unknownName = ""
    }
}

/// One step of the streaming reader.
enum XMLEvent {
    case start(XMLElement)
    case end
    /// Character data (text or CDATA). Model files carry none; property lists do.
    case text(String)
}
