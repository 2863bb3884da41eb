import CoreDataModel

/// The errors found in one seed file, each located at the file and naming the object
/// (`Book #2`) and key; any error means nothing is written.
struct SeedProblems {
    let path: String
    private(set) var diagnostics: [Diagnostic] = []

    init(path: String) { self.path = path }

    mutating func add(_ message: String) {
        diagnostics.append(.error(message, at: SourceLocation(file: path)))
    }

    mutating func add(_ object: SeedObject, _ message: String) {
        add("\(object.label): \(message)")
    }

    mutating func add(_ object: SeedObject, key: String, _ message: String) {
        add("\(object.label) \"\(key)\": \(message)")
    }

    var isEmpty: Bool { diagnostics.isEmpty }

    func throwIfAny() throws {
        if !diagnostics.isEmpty { throw ModelError(diagnostics) }
    }
}
