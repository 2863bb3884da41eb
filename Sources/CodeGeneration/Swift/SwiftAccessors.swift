import CoreDataModel

/// `// MARK: Generated accessors for <relationship>`: Core Data's KVC set (or ordered set)
/// mutators, declared so Swift can call them.
enum SwiftAccessors {
    static func block(for relationship: RelationshipDescription, className: String) -> String {
        let name = PropertyOrder.capitalized(relationship.name)
        let destination = SwiftTypeMapping.destinationClass(relationship)
        var functions: [(selector: String, declaration: String)] = []
        if relationship.isOrdered {
            functions += [
                ("insertObject:in\(name)AtIndex:", "insertInto\(name)(_ value: \(destination), at idx: Int)"),
                ("removeObjectFrom\(name)AtIndex:", "removeFrom\(name)(at idx: Int)"),
                ("insert\(name):atIndexes:", "insertInto\(name)(_ values: [\(destination)], at indexes: NSIndexSet)"),
                ("remove\(name)AtIndexes:", "removeFrom\(name)(at indexes: NSIndexSet)"),
                ("replaceObjectIn\(name)AtIndex:withObject:", "replace\(name)(at idx: Int, with value: \(destination))"),
                ("replace\(name)AtIndexes:with\(name):", "replace\(name)(at indexes: NSIndexSet, with values: [\(destination)])"),
            ]
        }
        let collection = relationship.isOrdered ? "NSOrderedSet" : "NSSet"
        functions += [
            ("add\(name)Object:", "addTo\(name)(_ value: \(destination))"),
            ("remove\(name)Object:", "removeFrom\(name)(_ value: \(destination))"),
            ("add\(name):", "addTo\(name)(_ values: \(collection))"),
            ("remove\(name):", "removeFrom\(name)(_ values: \(collection))"),
        ]
        var text = "// MARK: Generated accessors for \(relationship.name)\n"
        text += "extension \(className) {\n\n"
        for function in functions {
            text += "    @objc(\(function.selector))\n"
            text += "    @NSManaged public func \(function.declaration)\n\n"
        }
        text += "}\n"
        return text
    }
}
