import ArgumentParser

/// Flags only code generation reads. Without `--action generate` a compile runs and would ignore
/// them silently, so naming one there is a usage error. The one list of them is here: a flag that
/// comes to matter to compile too leaves the list.
enum CodeGenerationOnlyFlags {
    static func check(momc: MomcOptions, codeGeneration: CodeGenerationOptions) throws {
        guard momc.action != .generate else { return }
        var named: [String] = []
        if momc.dryRun { named.append("--dry-run") }
        if !codeGeneration.entities.isEmpty { named.append("--entity") }
        if codeGeneration.allEntities { named.append("--all-entities") }
        if codeGeneration.markedOnly { named.append("--marked-only") }
        guard !named.isEmpty else { return }
        let list = named.joined(separator: ", ")
        throw ValidationError("\(list) \(named.count == 1 ? "applies" : "apply") only to code generation: add --action generate, or leave \(named.count == 1 ? "it" : "them") out to compile")
    }
}
