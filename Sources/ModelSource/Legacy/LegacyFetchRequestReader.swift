import CoreDataModel
import KeyedArchive

/// Fetched properties and fetch request templates of an `elements` archive. No available file
/// has either, so the settings are found by key suffix (`LegacyUnverifiedChoices`); a request
/// whose shape is not understood is skipped with a warning rather than guessed further.
enum LegacyFetchRequestReader {
    /// The settings of a request: a UML element's tagged values or a plain dictionary.
    private struct RequestSettings {
        var values: [String: ArchivedValue]

        /// The value under `suffix` itself, else under the first key (in code-unit order, so the
        /// choice never depends on hashing) that ends in `_suffix`; suffixes in preference order.
        func find(_ suffixes: [String]) -> ArchivedValue? {
            for suffix in suffixes {
                if let exact = values[suffix] { return exact }
                let matching = values.keys.filter { $0.hasSuffix("_" + suffix) }
                if let key = matching.min(by: utf16Precedes), let value = values[key] { return value }
            }
            return nil
        }
    }

    static func readFetchedProperty(_ element: LegacyElement, label: String, location: SourceLocation,
                                    diagnostics: inout [Diagnostic]) throws -> FetchedPropertyDescription? {
        var settings = RequestSettings(values: element.settings)
        if let nested = settings.find(LegacyUnverifiedChoices.fetchRequestKeySuffixes),
           let inner = try requestSettings(nested) {
            settings = inner
        }
        guard let request = try request(from: settings, defaultName: "fetchedPropertyFetchRequest",
                                        owner: "fetched property '\(label)'", location: location,
                                        diagnostics: &diagnostics) else {
            // Xcode 3's layout of fetched properties is unverified (no real file has one); leaving one
            // out keeps the version compiling, with its hashes, rather than failing it.
            diagnostics.append(LegacyMessage.skippedFetchedProperty(owner: label).diagnostic(at: location))
            return nil
        }
        return FetchedPropertyDescription(name: element.name, fetchRequest: request)
    }

    /// `XD_PSK_fetchRequestsArray` of an entity: model-level templates fetching that entity unless
    /// they name another.
    static func readTemplates(_ value: ArchivedValue?, entity: String, location: SourceLocation,
                              diagnostics: inout [Diagnostic]) throws -> [FetchRequest] {
        guard let value else { return [] }
        var requests: [FetchRequest] = []
        for (index, item) in try LegacyValues.elements(of: value, owner: "fetch requests of '\(entity)'").enumerated() {
            let owner = "entity '\(entity)' (#\(index + 1))"
            guard let item, let settings = try requestSettings(item) else {
                diagnostics.append(LegacyMessage.skippedFetchRequest(owner: owner, reason: "not an element or dictionary")
                    .diagnostic(at: location))
                continue
            }
            var withEntity = settings
            if settings.find(LegacyUnverifiedChoices.entityKeySuffixes) == nil { withEntity.values["entity"] = .string(entity) }
            if let request = try request(from: withEntity, defaultName: nil, owner: owner, location: location,
                                         diagnostics: &diagnostics) {
                requests.append(request)
            }
        }
        return requests
    }

    private static func requestSettings(_ value: ArchivedValue) throws -> RequestSettings? {
        guard case .object(let object) = value else { return nil }
        if object.isKind(of: "NSDictionary") {
            var values: [String: ArchivedValue] = [:]
            for (key, entry) in try object.stringKeyedEntries() { if let entry { values[key] = entry } }
            return RequestSettings(values: values)
        }
        guard object.contains(LegacyElement.stereotypesKey) else { return nil }
        let element = try LegacyElement(object)
        var values = element.settings
        values["name"] = .string(element.name)
        return RequestSettings(values: values)
    }

    private static func request(from settings: RequestSettings, defaultName: String?, owner: String,
                                location: SourceLocation, diagnostics: inout [Diagnostic]) throws -> FetchRequest? {
        func skip(_ reason: String) -> FetchRequest? {
            diagnostics.append(LegacyMessage.skippedFetchRequest(owner: owner, reason: reason).diagnostic(at: location))
            return nil
        }
        let name: String
        if let written = settings.find(LegacyUnverifiedChoices.nameKeySuffixes)?.stringValue, !written.isEmpty {
            name = defaultName ?? written
        } else if let defaultName {
            name = defaultName
        } else {
            return skip("it has no name")
        }
        let entityName: String
        switch settings.find(LegacyUnverifiedChoices.entityKeySuffixes) {
        case .string(let written)? where !written.isEmpty: entityName = written
        case .object(let entity)? where entity.isKind(of: "XDPMEntity"):
            guard let written = try entity.string(forKey: "_name") else { return skip("its entity has no name") }
            entityName = written
        default: return skip("it names no entity")
        }
        var predicate: String?
        switch settings.find(LegacyUnverifiedChoices.predicateKeySuffixes) {
        case nil: predicate = nil
        case .string(let text)?: predicate = text.isEmpty ? nil : text
        case let other?: return skip("its predicate is \(other.kindName), not text")
        }
        let request = FetchRequest(name: name, entityName: entityName, predicate: predicate)
        request.sourceLocation = location
        return request
    }
}
