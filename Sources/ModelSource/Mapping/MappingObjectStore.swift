/// The flat object list of a Core Data XML store document, as `xcmapping.xml` is one: each
/// `<object type=… id=…>` with its attributes (typed text) and relationships (id lists).
struct MappingStoreObject {
    struct Attribute {
        var type: String
        var text: String
        var line: Int
    }

    var type: String
    var id: String
    var line: Int
    var attributes: [String: Attribute] = [:]
    /// Relationship name → the ids it refers to, in file order (to-many relationships are sets).
    var relationships: [String: [String]] = [:]
}
