extension XMLDocumentWriter {
    /// A model source element, its attributes named by the `SourceAttribute` the readers look up,
    /// so that reader and writer spell every name from one table.
    func element(_ name: String, _ attributes: [(SourceAttribute, String)], content: () -> Void = {}) {
        element(name, attributes.map { ($0.rawValue, $1) }, content: content)
    }
}
