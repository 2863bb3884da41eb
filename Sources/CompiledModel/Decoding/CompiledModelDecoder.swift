import CoreDataModel
import KeyedArchive

/// Front door of the loader: the bytes of any `.mom` (ours or Apple's, Xcode 8 to 26) back into a
/// resolved model graph.
///
/// Entities and properties are sorted by name (UTF-16 code units): Apple's dictionaries are hash
/// tables with no meaningful order, and name order is what Xcode itself writes in source files.
/// Predicates and expressions come back as canonical text (`predicateFormat`).
package enum CompiledModelDecoder {
    /// - Throws: `ModelError` located at `path` for anything that is not a loadable model — not a
    ///   binary plist, not a keyed archive, wrong object classes or value types, missing required
    ///   keys, unknown type codes, dangling references. Never traps on hostile input.
    package static func decode(_ bytes: [UInt8], path: String) throws -> ManagedObjectModel {
        let location = SourceLocation(file: path)
        do {
            let archive = try KeyedArchiveDecoder(bytes: bytes)
            return try ModelUnarchiver(archive: archive, location: location).decodeModel()
        } catch let error as ModelError {
            throw error
        } catch let error as KeyedArchiveError {
            throw ModelError("not a loadable compiled model: \(error.message)", at: location)
        } catch let error as PropertyListError {
            throw ModelError("not a compiled model (binary property list): \(error)", at: location)
        } catch {
            throw ModelError("not a loadable compiled model: \(error)", at: location)
        }
    }
}
