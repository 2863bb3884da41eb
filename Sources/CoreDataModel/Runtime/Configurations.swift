/// Configurations as Core Data exposes them: the implicit default configuration holds every
/// entity; named ones hold the entities they list.
extension ManagedObjectModel {
    /// Core Data's name for the implicit configuration that holds every entity.
    public static let defaultConfigurationName = "PF_DEFAULT_CONFIGURATION_NAME"

    /// Names of the explicitly declared configurations, in declaration order.
    public var configurationNames: [String] { configurations.map(\.name) }

    /// The entities of a configuration; nil or the default name gives every entity, an unknown
    /// name gives nil.
    public func entities(forConfigurationName name: String?) -> [EntityDescription]? {
        guard let name, name != Self.defaultConfigurationName else { return entities }
        guard let configuration = configuration(named: name) else { return nil }
        let byName = entitiesByName
        return configuration.entityNames.compactMap { byName[$0] }
    }

    /// Sets (or creates) a named configuration's entities.
    public func setEntities(_ members: [EntityDescription], forConfigurationName name: String) {
        checkEditable()
        let names = members.map(\.name)
        if let index = configurations.firstIndex(where: { $0.name == name }) {
            configurations[index].entityNames = names
        } else {
            configurations.append(Configuration(name: name, entityNames: names))
        }
    }
}
