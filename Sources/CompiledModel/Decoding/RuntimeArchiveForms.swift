import CoreDataModel
import KeyedArchive

/// What differs when Core Data archives a model at run time (the cached model inside a store,
/// Documentation/Formats.md "Stores") rather than momc at build time:
/// `NSKnownKeysDictionary1` for `NSEntities`, and sub-entities whose `NSProperties` repeat every
/// inherited property, as full copies or as `_NSPropertyDescriptionProxy` objects.
extension ModelUnarchiver {
    /// The entries of a dictionary field, in either form: a plain `NSDictionary` (`NS.keys` +
    /// `NS.objects`) or an `NSKnownKeysDictionary1` (`searchMapping.keys` + `values`, unused slots
    /// holding `emptyToken`).
    func dictionaryEntries(in object: ArchivedObject, forKey key: String) throws -> [(key: ArchivedValue, value: ArchivedValue?)]? {
        guard let dictionary = try object.object(forKey: key) else { return nil }
        guard dictionary.isKind(of: KnownKeysDictionaryField.classChain[0]) else { return try dictionary.entries() }
        let mapping = try require(dictionary.object(forKey: KnownKeysDictionaryField.searchMapping.key), "the searchMapping of \(dictionary.contextDescription)")
        let keys = try require(mapping.array(forKey: KnownKeysMappingField.keys.key), "the keys of \(mapping.contextDescription)")
        let values = try require(dictionary.array(forKey: KnownKeysDictionaryField.values.key), "the values of \(dictionary.contextDescription)")
        guard keys.count == values.count else {
            throw failure("\(dictionary.contextDescription): \(keys.count) keys but \(values.count) values")
        }
        let emptyToken = try dictionary.string(forKey: KnownKeysDictionaryField.emptyToken.key)
        var entries: [(key: ArchivedValue, value: ArchivedValue?)] = []
        for (index, pair) in zip(keys, values).enumerated() {
            guard let name = pair.0 else { throw failure("key \(index) of \(dictionary.contextDescription) is $null") }
            if UnverifiedChoices.knownKeysEmptySlotsAreSkipped, let emptyToken, case .string(emptyToken)? = pair.1 { continue }
            entries.append((name, pair.1))
        }
        return entries
    }

    /// Names of every property the entity's ancestors list, one group per ancestor: in a runtime
    /// archive the entity lists them again, and they are its parent's, not its own. Read from the
    /// raw archive, since the ancestors may not be decoded yet; stops on a cycle (the resolver
    /// reports it). Each ancestor is read once, however many entities descend from it.
    func inheritedPropertyNames(of object: ArchivedObject) throws -> [Set<String>] {
        var groups: [Set<String>] = []
        var seen: Set<UID> = [object.uid]
        var next = try object.uid(forKey: EntityField.superentity.key)
        while let uid = next, uid != .null, seen.insert(uid).inserted {
            let ancestor = try ancestorListing(uid)
            groups.append(ancestor.propertyNames)
            next = ancestor.parent
        }
        return groups
    }

    private func ancestorListing(_ uid: UID) throws -> AncestorListing {
        if let known = ancestorListings[uid] { return known }
        let parent = try archive.object(at: uid)
        var names: Set<String> = []
        for (key, _) in try dictionaryEntries(in: parent, forKey: EntityField.properties.key) ?? [] {
            if case .string(let name) = key { names.insert(name) }
        }
        let listing = AncestorListing(propertyNames: names, parent: try parent.uid(forKey: EntityField.superentity.key))
        ancestorListings[uid] = listing
        return listing
    }

    /// A proxy standing for an inherited property (framework 640/641 caches).
    static let propertyProxyClass = PropertyProxyField.classChain[0]
}
