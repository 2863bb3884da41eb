/// `<Class>+CoreDataClass.swift`: the class declaration, empty, for the user to extend.
enum SwiftClassFile {
    static func file(_ job: EntityJob, era: TemplateEra) -> GeneratedFile {
        let name = job.names.classFileBase + ".swift"
        let className = job.names.className
        var text = FileHeader.block(fileName: name)
        text += SwiftImports.lines(era)
        text += "\n"
        if era.swiftWritesPublicImports {
            text += "public typealias \(className)CoreDataClassSet = NSSet\n\n"
        }
        text += "@objc(\(className))\n"
        text += "public class \(className): \(ClassNames.declaredClass(of: job.entity.superentity)) {\n\n}\n"
        return GeneratedFile(name: name, contents: text)
    }
}
