import CoreDataModel

/// Xcode writes `representedClassName=".Foo"` for "Current Product Module"; momc, given
/// `--module M`, stores `M.Foo` in the compiled model (rules_apple#2606 shows the effect).
/// Without `--module` the name is kept verbatim, as momc does (SwiftGen golden).
enum ModuleNames {
    static func apply(module: String?, to model: ManagedObjectModel) {
        guard let module, !module.isEmpty else { return }
        for entity in model.entities {
            if let name = entity.managedObjectClassName, name.count > 1, name.hasPrefix(".") {
                entity.managedObjectClassName = module + name
            }
        }
    }
}
