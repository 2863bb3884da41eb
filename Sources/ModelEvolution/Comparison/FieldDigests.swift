import CoreDataModel

/// Fingerprints of everything the comparison reads, one per entity (its own fields) and one per
/// property (`Entity.property`, inherited properties under every entity that has them, as the
/// comparison lists them): the fields `EntityComparison` and `PropertyComparison` compare, in the
/// same normal forms. Two versions whose hashes agree but whose fingerprints differ were edited
/// in ways the version hashes cannot see. A lock file keeps these in place of the model itself.
package enum FieldDigests {
    package static func of(_ model: ManagedObjectModel) -> [String: String] {
        var digests: [String: String] = [:]
        for entity in model.entities {
            digests[entity.name] = digest(EntityComparison.changes(from: entity, to: entity, recordsEveryField: true))
            let indexed = EntityComparison.singlyIndexed(entity)
            for property in entity.allProperties {
                let flag = indexed.contains(property.name)
                digests[entity.name + "." + property.name] = digest(
                    PropertyComparison.changes(from: property, to: property, indexed: (flag, flag), recordsEveryField: true))
            }
        }
        return digests
    }

    /// One `field=value` line per field, in the comparison's order.
    private static func digest(_ fields: [FieldChange]) -> String {
        ContentDigest.sha256(fields.map { $0.field + "=" + $0.oldValue + "\n" }.joined())
    }
}
