/// Which entities get files. momc follows each entity's Codegen setting; the files committed in
/// public repositories were made by Xcode's editor command, Create NSManagedObject Subclass…, on
/// models that mark no entity at all.
package enum EntityChoice: Sendable, Equatable {
    /// momc: entities marked Class Definition or Category/Extension; a model that marks none gets
    /// no files (Xcode's build then has nothing to compile).
    case marked
    /// modelc's command-line default: as `marked`, but a model that marks no entity is generated
    /// whole, as the editor command does, so a model kept with Manual/None codegen gets its classes.
    case markedElseEveryEntity
    /// Every entity as a class (`--all-entities`).
    case everyEntity
    /// These entities, by entity name, as classes (`--entity`): the editor command's selection.
    case named([String])
}
