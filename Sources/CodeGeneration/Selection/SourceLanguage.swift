import CoreDataModel

/// The language of the generated files: the model's `sourceLanguage` (Swift when absent).
public enum SourceLanguage: Sendable {
    case swift, objectiveC

    init(model: ManagedObjectModel) {
        self = model.sourceInfo.sourceLanguage == "Objective-C" ? .objectiveC : .swift
    }
}
