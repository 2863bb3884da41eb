/// JSON keys of the diff types: absent optionals written as `null`, so every entity object has
/// the same keys (`renamedFrom` included), as the `modelc diff --format json` contract says.
extension EntityDiff {
    enum CodingKeys: String, CodingKey { case name, status, renamedFrom, versionHashChanged, changes, properties }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(status, forKey: .status)
        try container.encode(renamedFrom, forKey: .renamedFrom)
        try container.encode(versionHashChanged, forKey: .versionHashChanged)
        try container.encode(changes, forKey: .changes)
        try container.encode(properties, forKey: .properties)
    }
}

extension PropertyDiff {
    enum CodingKeys: String, CodingKey { case name, kind, status, renamedFrom, versionHashChanged, changes }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(kind, forKey: .kind)
        try container.encode(status, forKey: .status)
        try container.encode(renamedFrom, forKey: .renamedFrom)
        try container.encode(versionHashChanged, forKey: .versionHashChanged)
        try container.encode(changes, forKey: .changes)
    }
}
