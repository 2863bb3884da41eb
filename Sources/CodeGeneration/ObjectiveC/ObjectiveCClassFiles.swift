import CoreDataModel

/// `<Class>+CoreDataClass.h` / `.m`: the class, with forward declarations of every class its
/// relationships name; the header imports the Properties header at its end.
enum ObjectiveCClassFiles {
    /// - Parameter generatedClasses: entity names whose `+CoreDataClass.h` this run writes; another
    ///   parent class is the user's own `<Class>.h`.
    static func header(_ job: EntityJob, generatedClasses: Set<String>) -> GeneratedFile {
        let name = job.names.classFileBase + ".h"
        var text = FileHeader.block(fileName: name)
        text += "#import <Foundation/Foundation.h>\n#import <CoreData/CoreData.h>\n"
        let superclass = ClassNames.declaredClass(of: job.entity.superentity)
        if superclass != "NSManagedObject", let parent = job.entity.superentity {
            text += "#import \"\(superclass)\(generatedClasses.contains(parent.name) ? "+CoreDataClass" : "").h\"\n"
        }
        text += "\n"
        let forward = forwardDeclarations(job.entity)
        if !forward.isEmpty { text += "@class \(forward.joined(separator: ", "));\n\n" }
        text += "NS_ASSUME_NONNULL_BEGIN\n\n"
        text += "@interface \(job.names.className) : \(superclass)\n\n@end\n\n"
        text += "NS_ASSUME_NONNULL_END\n\n"
        text += "#import \"\(job.names.propertiesFileBase).h\"\n"
        return GeneratedFile(name: name, contents: text)
    }

    static func implementation(_ job: EntityJob) -> GeneratedFile {
        let name = job.names.classFileBase + ".m"
        var text = FileHeader.block(fileName: name)
        text += "#import \"\(job.names.classFileBase).h\"\n\n"
        text += "@implementation \(job.names.className)\n\n@end\n"
        return GeneratedFile(name: name, contents: text)
    }

    /// Destination classes of the own relationships, once each, sorted (`NSManagedObject` needs none).
    static func forwardDeclarations(_ entity: EntityDescription) -> [String] {
        var names = Set<String>()
        for relationship in entity.properties.compactMap(\.kind.relationship) {
            names.insert(SwiftTypeMapping.destinationClass(relationship))
        }
        names.remove("NSManagedObject")
        return names.sorted(by: utf16Precedes)
    }
}
