import CoreDataModel

/// Writes one model as a `contents` document (the mirror of `ModelReader`): `<model>` with
/// Xcode's attributes, then entities, composite definitions, fetch request templates and
/// configurations, and no diagram layout (Xcode 14+ writes none).
enum ModelWriter {
    /// The implicit default configuration Core Data adds; Xcode never writes it.
    static let defaultConfigurationName = "PF_DEFAULT_CONFIGURATION_NAME"

    static func write(_ model: ManagedObjectModel, file: String) throws -> (bytes: [UInt8], diagnostics: [Diagnostic]) {
        try checkNames(model, file: file)
        try checkComposites(model, file: file)
        let xml = try XMLDocumentWriter(standalone: true)
        let context = WritingContext(xml: xml, file: file, composites: CompositeCollector(model: model))
        xml.element(SourceElement.model, modelAttributes(model, in: context)) {
            for entity in model.entities { EntityWriter.write(entity, in: context) }
            for definition in context.composites.definitions {
                xml.element(SourceElement.composite, [(SourceAttribute.name, definition.name)]) {
                    for attribute in definition.attributes { AttributeWriter.write(attribute, owner: definition.name, in: context) }
                }
            }
            for request in model.fetchRequestTemplates { FetchRequestWriter.writeRequest(request, in: context) }
            for configuration in model.configurations where configuration.name != defaultConfigurationName {
                var written = [(SourceAttribute.name, configuration.name)]
                if configuration.usedWithCloudKit { written.append((SourceAttribute.usedWithCloudKit, "YES")) }
                xml.element(SourceElement.configuration, written) {
                    for member in configuration.entityNames { xml.element(SourceElement.memberEntity, [(SourceAttribute.name, member)]) }
                }
            }
        }
        if !model.localizationDictionary.isEmpty { context.report(.localizationNotRecovered) }
        do {
            return (try xml.finish(), context.diagnostics)
        } catch let error as XMLWriteError {
            throw ModelError(error.message, at: SourceLocation(file: file, line: 0), category: .decompile)
        }
    }

    /// A source names every entity, property, fetch request and configuration (the reader refuses
    /// an empty name); a compiled model can hold an empty one, which no source can say.
    private static func checkNames(_ model: ManagedObjectModel, file: String) throws {
        var unnamed: [String] = []
        for entity in model.entities {
            if entity.name.isEmpty { unnamed.append("an entity") }
            for property in entity.properties where property.name.isEmpty {
                unnamed.append("a property of entity '\(entity.name)'")
            }
        }
        if model.fetchRequestTemplates.contains(where: { $0.name.isEmpty }) { unnamed.append("a fetch request template") }
        if model.configurations.contains(where: { $0.name.isEmpty }) { unnamed.append("a configuration") }
        guard !unnamed.isEmpty else { return }
        throw ModelError(unnamed.map { what in
            Diagnostic(.error, WritingMessage.emptyName(what: what).text, at: SourceLocation(file: file, line: 0), category: .decompile)
        })
    }

    /// A source's composite attribute names its `<composite>` definition, whose elements the
    /// reader expands; an attribute of the Composite type that has no elements to define (a
    /// compiled model can hold one) has nothing to name, and the reader refuses it without.
    private static func checkComposites(_ model: ManagedObjectModel, file: String) throws {
        var owners: [String] = []
        func check(_ attributes: [AttributeDescription], owner: String) {
            for attribute in attributes where attribute.attributeType == .composite {
                guard case .compositeAttribute(let composite) = attribute.kind else {
                    owners.append("\(owner).\(attribute.name)")
                    continue
                }
                check(composite.elements, owner: "\(owner).\(attribute.name)")
            }
        }
        for entity in model.entities {
            check(entity.properties.compactMap(\.kind.attribute), owner: entity.name)
        }
        for definition in model.compositeDefinitions { check(definition.attributes, owner: definition.name) }
        guard !owners.isEmpty else { return }
        throw ModelError(owners.map { owner in
            Diagnostic(.error, WritingMessage.compositeWithoutElements(owner: owner).text, at: SourceLocation(file: file, line: 0),
                       category: .decompile)
        })
    }

    /// `<model>` attributes in Xcode's order; the tool pair is a recent Xcode's. Version
    /// identifiers: the source holds one string (`""` for none).
    private static func modelAttributes(_ model: ManagedObjectModel, in context: WritingContext) -> [(SourceAttribute, String)] {
        let info = model.sourceInfo
        var written: [(SourceAttribute, String)] = [
            (SourceAttribute.type, ModelReader.modelType), (SourceAttribute.documentVersion, "1.0"),
            (SourceAttribute.lastSavedToolsVersion, UnverifiedChoices.lastSavedToolsVersion),
            (SourceAttribute.systemVersion, UnverifiedChoices.systemVersion),
            (SourceAttribute.minimumToolsVersion, info.minimumToolsVersion ?? "Automatic"),
            (SourceAttribute.sourceLanguage, (info.sourceLanguage ?? .swift).sourceName),
        ]
        if info.usedWithCloudKit { written.append((SourceAttribute.usedWithCloudKit, "YES")) }
        if info.usedWithSwiftData { written.append((SourceAttribute.usedWithSwiftData, "YES")) }
        let identifiers = model.versionIdentifiers.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
        let nonEmpty = identifiers.filter { !$0.isEmpty }
        let kept = nonEmpty.first ?? ""
        if nonEmpty.count > 1 { context.report(.severalVersionIdentifiers(kept: kept, dropped: Array(nonEmpty.dropFirst()))) }
        written.append((SourceAttribute.userDefinedModelVersionIdentifier, kept))
        return written
    }
}
