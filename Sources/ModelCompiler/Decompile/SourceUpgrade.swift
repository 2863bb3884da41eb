import CoreDataModel
import FoundationEssentials
import HostSystem

/// Decompiling a model source is upgrading it: only an Xcode 3 (`elements`) version has a form to
/// turn into modern `contents` XML; a modern version in the same bundle is already that form and is
/// copied byte for byte, so its codegen settings and layout survive.
enum SourceUpgrade {
    /// Whether a loaded version was read from an Xcode 3 `elements` archive.
    static func isXcode3(_ version: ModelVersion) -> Bool {
        version.path.lastPathComponent == "elements"
    }

    /// Refuses a source with no Xcode 3 version: there is nothing to upgrade.
    static func checkUpgradable(_ loaded: LoadedModels) throws {
        guard !loaded.versions.contains(where: isXcode3) else { return }
        throw ModelError("already a modern model source (contents XML) with no Xcode 3 version to upgrade; decompile takes a compiled model (.mom, .momd), a store, or an Xcode 3 (elements) source",
                         at: SourceLocation(file: loaded.input.path), category: .decompile)
    }
}
