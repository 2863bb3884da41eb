import CoreDataModel

/// What the children of `<model>` hold, in document order, until they are added to the model: a
/// document read in two pieces (`DocumentSplit`) adds the first piece's before the second's.
struct ModelChildren {
    var entities: [EntityDescription] = []
    var compositeDefinitions: [CompositeDefinition] = []
    var fetchRequestTemplates: [FetchRequest] = []
    var configurations: [Configuration] = []

    func add(to model: ManagedObjectModel) {
        for entity in entities { model.addEntity(entity) }
        model.compositeDefinitions.append(contentsOf: compositeDefinitions)
        model.fetchRequestTemplates.append(contentsOf: fetchRequestTemplates)
        model.configurations.append(contentsOf: configurations)
    }
}
