import CoreDataModel

/// `<Class>+CoreDataProperties.swift`: `fetchRequest()`, one `@NSManaged` line per own property,
/// the generated accessors of each to-many relationship and, from Xcode 12, `Identifiable`.
enum SwiftPropertiesFile {
    static func file(_ job: EntityJob, era: TemplateEra, identifiable: Bool) -> GeneratedFile {
        let name = job.names.propertiesFileBase + ".swift"
        let className = job.names.className
        var text = FileHeader.block(fileName: name)
        text += SwiftImports.lines(era)
        text += "\n\n"
        if era.swiftWritesPublicImports {
            text += "public typealias \(className)CoreDataPropertiesSet = NSSet\n\n"
        }
        text += "extension \(className) {\n\n"
        text += "    @nonobjc public class func fetchRequest() -> NSFetchRequest<\(className)> {\n"
        text += "        return NSFetchRequest<\(className)>(entityName: \"\(swiftStringLiteral(job.names.entityName))\")\(era.swiftEndsFetchRequestWithSemicolon ? ";" : "")\n"
        text += "    }\n\n"
        let properties = PropertyOrder.ownProperties(of: job.entity)
        for property in properties {
            text += "    @NSManaged public var \(property.name): \(SwiftTypeMapping.type(of: property, era: era))\n"
        }
        text += "\n}\n"
        for relationship in PropertyOrder.toManyRelationships(of: job.entity) {
            text += "\n" + SwiftAccessors.block(for: relationship, className: className)
        }
        if identifiable {
            text += "\nextension \(className) : Identifiable {\n\n}\n"
        }
        return GeneratedFile(name: name, contents: text)
    }

    /// An entity name inside a Swift string literal (names are identifiers; escape anyway).
    static func swiftStringLiteral(_ text: String) -> String {
        text.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"")
    }
}

extension String {
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }
}
