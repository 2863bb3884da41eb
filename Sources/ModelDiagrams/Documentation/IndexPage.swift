import CoreDataModel

/// The index: where the model comes from, its diagram, its entities, fetch request templates,
/// configurations and (for a bundle) its version history.
enum IndexPage {
    static func page(_ input: DocumentationInput, current: ManagedObjectModel) -> Page {
        var blocks: [Block] = [.heading(level: 1, [.text(input.title)])]
        var origin: [Inline] = [.text("Documentation of "), .code(input.source)]
        if input.versions.count > 1 {
            origin += [.text(", version "), .strong(input.currentVersionName), .text(" (current) of \(input.versions.count).")]
        } else {
            origin.append(.text("."))
        }
        blocks.append(.paragraph(origin))
        blocks.append(.diagram)

        let entities = current.entities.sorted { utf16Precedes($0.name, $1.name) }
        blocks.append(.heading(level: 2, [.text("Entities")]))
        blocks.append(entities.isEmpty ? .paragraph([.text("None.")]) : .table(
            header: ["Entity", "Parent", "Abstract", "Attributes", "Relationships"],
            rows: entities.map { entity in
                [[.entity(entity.name)], (entity.superentity?.name ?? entity.superentityName).map { [.entity($0)] } ?? [],
                 PropertyFacts.yesNo(entity.isAbstract),
                 [.text(String(entity.properties.filter { $0.kind.attribute != nil }.count))],
                 [.text(String(entity.properties.filter { $0.kind.relationship != nil }.count))]]
            }))

        blocks.append(.heading(level: 2, [.text("Fetch request templates")]))
        blocks.append(current.fetchRequestTemplates.isEmpty ? .paragraph([.text("None.")]) : .table(
            header: ["Name", "Entity", "Predicate", "Result"],
            rows: current.fetchRequestTemplates.map { request in
                [[.code(request.name)], [.entity(request.entity?.name ?? request.entityName)],
                 request.predicate.map { [.code($0)] } ?? [], [.text(resultName(request.resultType))]]
            }))

        let configurations = current.configurations.filter { $0.name != "PF_DEFAULT_CONFIGURATION_NAME" }
        blocks.append(.heading(level: 2, [.text("Configurations")]))
        blocks.append(configurations.isEmpty ? .paragraph([.text("Only the default configuration (every entity).")]) : .table(
            header: ["Name", "Entities", "CloudKit"],
            rows: configurations.map { configuration in
                [[.code(configuration.name)], configuration.entityNames.map { [.entity($0)] }.joined(separator: ", "),
                 PropertyFacts.yesNo(configuration.usedWithCloudKit)]
            }))

        if input.versions.count > 1 { blocks += VersionHistory.blocks(input) }
        return Page(stem: nil, title: input.title, blocks: blocks)
    }

    private static func resultName(_ type: FetchRequest.ResultType) -> String {
        switch type {
        case .managedObjects: return "objects"
        case .managedObjectIDs: return "object IDs"
        case .dictionaries: return "dictionaries"
        case .count: return "count"
        }
    }
}
