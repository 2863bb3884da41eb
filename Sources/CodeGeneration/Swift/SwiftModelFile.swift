/// `<Model>+CoreDataModel.swift`: one per model; only the imports (it gives the build one file
/// per model even when every entity is a category).
enum SwiftModelFile {
    static func file(modelName: String, era: TemplateEra) -> GeneratedFile {
        let name = modelName + "+CoreDataModel.swift"
        return GeneratedFile(name: name, contents: FileHeader.block(fileName: name) + SwiftImports.lines(era))
    }
}
