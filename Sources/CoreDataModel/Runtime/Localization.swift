/// Natural-language names from a model's localization dictionary (Core Data's
/// `localizationDictionary`: keys `Entity/X`, `Property/p`, `Property/p/Entity/X`, `ErrorString/…`),
/// loaded from `<ModelName>Model.strings` or set in code.
extension ManagedObjectModel {
    /// The strings file name Core Data looks for: `Weather.xcdatamodel` → `WeatherModel.strings`.
    public static func localizationFileName(forModelNamed modelName: String) -> String {
        modelName + "Model.strings"
    }

    public func localizedName(of entity: EntityDescription) -> String {
        localizationDictionary["Entity/\(entity.name)"] ?? entity.name
    }

    /// The per-entity key wins over the model-wide one, so two entities can name a shared
    /// property differently.
    public func localizedName(of property: PropertyDescription, in entity: EntityDescription? = nil) -> String {
        let owner = entity ?? property.entity
        if let owner, let specific = localizationDictionary["Property/\(property.name)/Entity/\(owner.name)"] {
            return specific
        }
        return localizationDictionary["Property/\(property.name)"] ?? property.name
    }

    /// A validation message through the `ErrorString/` table (unchanged when not localized).
    public func localizedErrorString(_ message: String) -> String {
        localizationDictionary["ErrorString/\(message)"] ?? message
    }
}
